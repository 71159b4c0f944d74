"""Swedish superfluous words: ``att`` after a modal verb.

SweLL's taxonomy files a word to be removed as S-R (redundant word, DaLAJ
class S); DaLAJ-GED keeps none of them as rows (an empty correction has no
span), so the evidence is the taxonomy and the norm. The rule keys on
closed-class word forms (the modals, ``att``) and requires the tags to agree,
so that it holds on predicted annotation too.
"""

from __future__ import annotations

from corruptions.scandinavian import verbs


class InsertModalAtt(verbs.InsertMarker):
    """Put the infinitive marker ``att`` between a modal verb and its bare infinitive.

    A finite modal (``kan``, ``kunde``, ``ska``, ``skall``, ``skulle``,
    ``vill``, ``ville``, ``måste``, ``bör``, ``borde``, ``torde``, ``må``,
    ``måtte``) takes an infinitive without ``att`` (Svenska Akademiens
    grammatik, hjälpverb; Språkrådet: only verbs such as ``börja``,
    ``försöka``, ``sluta`` take the infinitive with or without ``att``);
    ``kan att göra`` is a learner's error of the class SweLL calls S-R, a
    redundant word (DaLAJ class S). The target is the infinitive the modal is
    the auxiliary of (or, for a copula, the head they share), after the modal
    with at most adverbs, ``inte`` or an inverted subject pronoun between
    (``kan vi inte göra``). Not the second of two coordinated infinitives
    (``kan sjunga och dansa``), not a modal whose infinitive is left out
    (``det kan han``). Left out of the modals on purpose: ``kommer``
    (``kommer att`` is the norm), ``brukar``, ``tänker``, ``behöver`` (which
    take ``att`` or not), ``får``/``fick`` (``får den att fungera`` is a
    construction of its own) and ``lär``.

        good: Vi kan göra det i morgon.
        bad:  Vi kan att göra det i morgon.
    """

    name = "insert_modal_att"
    error_class = "S"
    words = verbs.ModalMarkerWords(
        marker="att",
        finite_modals=frozenset({"kan", "kunde", "ska", "skall", "skulle", "vill", "ville", "måste", "bör",
                                 "borde", "torde", "må", "måtte"}),
        subject_pronouns=frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "man", "det", "den"}),
        negation="inte",
    )
