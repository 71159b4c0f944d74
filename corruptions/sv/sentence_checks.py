"""The Swedish checks of whole sentences (``--sentence-checks``), after the capital and the final mark.

* ``no_finite_verb``: no finite verb (FEATS ``VerbForm=Fin``, a mood or a
  tense on a verb, or one of the commonest finite forms): ``Sommar i det nya
  Europa.``
"""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import finite_by_tags
from corruptions.language import SentenceCheck

from ..sentence import Sentence

#: The commonest finite forms (vara, ha, bli and the modals), for annotation without FEATS.
_FINITE_FORMS = frozenset({"är", "var", "har", "hade", "blir", "blev", "kan", "kunde", "ska", "skall", "skulle",
                           "vill", "ville", "måste", "bör", "borde", "får", "fick"})


def no_finite_verb(sentence: Sentence) -> bool:
    return not any(finite_by_tags(t, _FINITE_FORMS) for t in sentence.tokens)


SENTENCE_CHECKS = MappingProxyType({
    "no_finite_verb": SentenceCheck(no_finite_verb, "no finite verb (sentence checks)"),
})
