"""The Bokmål checks of whole sentences (``--sentence-checks``), after the capital and the final mark.

* ``no_finite_verb``: no finite verb (FEATS ``VerbForm=Fin``, a mood or a
  tense on a verb, or one of the commonest finite forms): ``Sommer i det nye
  Europa.``
"""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import finite_by_tags
from corruptions.language import SentenceCheck

from ..sentence import Sentence

#: The commonest finite forms (være, ha, bli and the modals), for annotation without FEATS.
_FINITE_FORMS = frozenset({"er", "var", "har", "hadde", "blir", "ble", "kan", "kunne", "skal", "skulle",
                           "vil", "ville", "må", "måtte", "bør", "burde"})


def no_finite_verb(sentence: Sentence) -> bool:
    return not any(finite_by_tags(t, _FINITE_FORMS) for t in sentence.tokens)


SENTENCE_CHECKS = MappingProxyType({
    "no_finite_verb": SentenceCheck(no_finite_verb, "no finite verb (sentence checks)"),
})
