"""Swedish verb forms: a finite verb where an infinitive belongs, after ``att`` or a modal.

SweLL's UD test data has 115 verb-form corrections (8 %, M-Verb; DaLAJ class
M). After the infinitive marker ``att`` and after a modal auxiliary Swedish
has the bare infinitive (``kan komma``, ``att läsa``; Svenska Akademiens
grammatik); the present tense there (``kan kommer``) is the learners' error.
"""

from __future__ import annotations

from collections.abc import Iterator

from dala_pipeline.sentence import Sentence, Token

from ..base import Annotation, FormSwap, recase
from ..word_lists import load_table
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.sv"
_VERBS = frozenset({"VERB", "AUX"})
#: Finite forms of the modal auxiliaries (and their supines: ``har kunnat komma``).
_MODALS = frozenset({"kan", "kunde", "kunnat", "ska", "skall", "skulle", "vill", "ville", "velat", "måste",
                     "bör", "borde", "bort", "lär", "torde", "må", "måtte"})
#: Modals that also take a noun phrase object (``kan svenska``, ``vill fred``).
_OBJECT_MODALS = frozenset({"kan", "kunde", "kunnat", "vill", "ville", "velat"})
_BETWEEN_MODAL = frozenset({"ADV", "PART", "PRON"})
_BETWEEN_MARKER = frozenset({"ADV", "PART"})
_MAX_BETWEEN = 3
_AFTER_OBJECT = frozenset({"PUNCT", "ADP", "CCONJ", "SCONJ", "ADV", "PART"})


def _irregular() -> dict[str, str]:
    return {row[0]: row[1] for row in load_table("irregular_presents.tsv", _PACKAGE)}


_IRREGULAR = _irregular()


def present_tense(infinitive: str) -> str | None:
    """The present of a lower-case infinitive, as the dictionary lists it: an irregular one of
    ``data/irregular_presents.tsv`` (``vara`` -> ``är``), else the one of ``-ar`` (``tala`` ->
    ``talar``), ``-er`` (``läsa`` -> ``läser``), ``-r`` (``bo`` -> ``bor``) or none (``köra`` ->
    ``kör``) that the dictionary lists; None when it lists none or more than one."""
    if infinitive in _IRREGULAR:
        return _IRREGULAR[infinitive]
    if not infinitive.isalpha() or infinitive.endswith("s"):
        return None
    if infinitive.endswith("a"):
        stem = infinitive[:-1]
        candidates = [infinitive + "r", stem + "er"]
        if stem.endswith("r"):
            candidates.append(stem)
    else:
        candidates = [infinitive + "r"]
    lexicon = shared_lexicon()
    listed = [form for form in candidates if lexicon.lists(form)]
    return listed[0] if len(listed) == 1 else None


def _is_infinitive(token: Token) -> bool:
    return token.upos in _VERBS and token.has(VerbForm="Inf")


def _is_modal(token: Token) -> bool:
    return token.upos in _VERBS and token.lower in _MODALS


def _trigger(sentence: Sentence, verb: Token) -> Token | None:
    """The ``att`` or modal whose bare infinitive ``verb`` is, or None."""
    between: list[Token] = []
    for token in reversed(sentence.tokens[:verb.index]):
        if token.lower == "att":
            marker = token.upos == "PART" or (token.deprel == "mark" and token.head == verb.id)
            return token if marker and all(t.upos in _BETWEEN_MARKER for t in between) else None
        if _is_modal(token):
            auxiliary = token.head == verb.id and token.deprel.startswith("aux")
            return token if auxiliary or not between else None
        if len(between) == _MAX_BETWEEN or token.upos not in _BETWEEN_MODAL or not token.form.isalpha():
            return None
        between.append(token)
    return None


class CorruptInfinitive(FormSwap):
    """Put an infinitive after ``att`` or a modal in the present tense: ``kan komma`` -> ``kan kommer``.

    The target is a VERB/AUX infinitive (VerbForm=Inf) right after the
    infinitive marker ``att`` (``att läsa`` -> ``att läser``), or after a modal
    (``kan``, ``ska``, ``vill``, ``måste``, ``bör``, ``lär``, their pasts and
    supines) that depends on it as ``aux`` or stands right before it; up to
    three adverbs, ``inte`` or a subject pronoun may stand between (``Kan du
    inte komma``). Its present (:func:`present_tense`) is an irregular one of
    ``data/irregular_presents.tsv`` or the one regular ending the dictionary
    lists. A bare infinitive has no tense (Svenska Akademiens grammatik), so a
    present there is ungrammatical; SweLL files it under M-Verb (115 of 1,367
    corrections in its UD test data; DaLAJ class M).

    Stricter than needed, each with a near-miss test:

    * ``-s`` infinitives (``finnas``, ``hoppas``, passives), whose present is the
      infinitive less its ``a`` and easily misread; infinitives whose present
      the dictionary gives two ways or not at all;
    * a modal with words between it and the infinitive must be its ``aux``; a
      later conjunct is left alone (``kan läsa och skriver``);
    * after ``kan``/``kunde``/``vill``/``ville``, which also take an object
      (``kan svenska``, ``vill fred``), a present in ``-er``/``-ar`` before the
      end of the clause, a preposition, a conjunction or an adverb: it could
      be read as a plural noun, the modal's object;
    * ``att`` that is a subjunction (SCONJ) is no marker.

        good: Vi ska komma i morgon.
        bad:  Vi ska kommer i morgon.
    """

    name = "corrupt_infinitive"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if not _is_infinitive(token) or not token.form.isalpha():
                continue
            trigger = _trigger(sentence, token)
            if trigger is None:
                continue
            present = present_tense(token.lower)
            if present is None:
                continue
            if trigger.lower in _OBJECT_MODALS and present.endswith(("er", "ar")):
                following = sentence.next(token)
                if following is None or following.upos in _AFTER_OBJECT:
                    continue
            yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        present = present_tense(token.lower)
        if present is None:
            raise TypeError(f"{self.name}: {token.form!r} has no present tense this rule makes")
        return recase(token, present)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A present-tense verb right after the marker ``att``, or one a modal depends on as ``aux``
        (``kan kommer``, ``att läser``).

            bad:  Vi ska kommer i morgon.
        """
        for token in sentence.tokens:
            if token.upos not in _VERBS or not token.has(Tense="Pres", VerbForm="Fin") or token.lower.endswith("s"):
                continue
            before = sentence.previous(token)
            if before is not None and before.lower == "att" and before.upos == "PART":
                return token
            if any(_is_modal(t) and t.deprel == "aux" and t.id < token.id for t in sentence.children(token)):
                return token
        return None
