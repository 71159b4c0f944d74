"""The Nynorsk checks of whole sentences (``--sentence-checks``), after the capital and the final mark.

* ``no_finite_verb``: no finite verb (FEATS ``VerbForm=Fin``, a mood or a tense on a verb, or one of the
  commonest finite forms): ``Sommar i det nye Europa.`` (:func:`corruptions.scandinavian.checks.no_finite_verb`)
"""

from __future__ import annotations

from types import MappingProxyType

from corruptions.scandinavian import checks

#: The commonest finite forms (vere, ha, bli, verte and the modals), for annotation without FEATS.
_FINITE_FORMS = frozenset({"er", "var", "har", "hadde", "blir", "blei", "vert", "vart", "kan", "kunne", "skal",
                           "skulle", "vil", "ville", "må", "måtte", "bør", "burde"})

SENTENCE_CHECKS = MappingProxyType({"no_finite_verb": checks.no_finite_verb(_FINITE_FORMS)})
