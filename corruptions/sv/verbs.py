"""Swedish verb forms: a finite verb where an infinitive belongs, after ``att`` or a modal.

SweLL's UD test data has 115 verb-form corrections (8 %, M-Verb; DaLAJ class
M). After the infinitive marker ``att`` and after a modal auxiliary Swedish
has the bare infinitive (``kan komma``, ``att läsa``; Svenska Akademiens
grammatik); the present tense there (``kan kommer``) is the learners' error.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.scandinavian import verbs

from ..base import Annotation, Corruption, Edit, remove_token
from ..sentence import Sentence, Token
from ..word_lists import load_table
from .grammar import GRAMMAR
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.sv"
_VERBS = frozenset({"VERB", "AUX"})


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


class CorruptInfinitive(verbs.CorruptInfinitive):
    """Put an infinitive after ``att`` or a modal in the present tense: ``ska komma`` -> ``ska kommer``.

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
    words = verbs.InfinitiveWords(
        grammar=GRAMMAR,
        marker="att",
        #: Finite forms of the modal auxiliaries (and their supines: ``har kunnat komma``).
        modals=frozenset({"kan", "kunde", "kunnat", "ska", "skall", "skulle", "vill", "ville", "velat", "måste",
                          "bör", "borde", "bort", "lär", "torde", "må", "måtte"}),
        #: Modals that also take a noun phrase object (``kan svenska``, ``vill fred``).
        object_modals=frozenset({"kan", "kunde", "kunnat", "vill", "ville", "velat"}),
        object_endings=("er", "ar"),
    )

    def present(self, infinitive: str) -> str | None:
        return present_tense(infinitive.lower())

    def is_infinitive(self, token: Token) -> bool:
        """A verb of letters tagged VerbForm=Inf."""
        return token.upos in _VERBS and token.has(VerbForm="Inf") and token.form.isalpha()

    def marks(self, marker: Token, verb: Token) -> bool:
        """``att`` tagged PART, or the ``mark`` of the infinitive."""
        return marker.upos == "PART" or (marker.deprel == "mark" and marker.head == verb.id)

    def marks_in_source(self, marker: Token) -> bool:
        return marker.upos == "PART"

    def present_in_source(self, verb: Token) -> bool:
        """A present tense, not an ``-s`` form."""
        return verb.upos in _VERBS and verb.has(Tense="Pres", VerbForm="Fin") and not verb.lower.endswith("s")


# The infinitive marker ---------------------------------------------------------------------------

#: Words before ``att`` that make it optional or give ``att``-less Swedish another reading: a comparison
#: (``hellre än att``, ``som att``).
_COMPARING = frozenset({"än", "som", "såsom", "liksom"})


class DropInfinitiveMarker(Corruption):
    """Leave out ``att`` before an infinitive after a preposition, noun or adjective: ``för att åka`` -> ``för åka``.

    Also ``rätten att välja`` -> ``rätten välja``, ``lätt att förstå`` -> ``lätt förstå``.

    After a preposition, a noun or an adjective a Swedish infinitive needs
    ``att`` (Svenska Akademiens grammatik; Språkrådet: only after some verbs,
    ``börja``, ``försöka``, ``sluta``, may it be left out). A missing ``att`` is
    among DaLAJ's commonest single corrections (85 in dev+test); SweLL files a
    missing word as S-M (DaLAJ class S).

    Targets: ``att`` tagged PART (or ``mark`` of the infinitive), right before
    its infinitive (VerbForm=Inf, the head of ``att``) or before ``inte``,
    ``aldrig`` and other adverbs and then its infinitive, with right before it
    a preposition (ADP) of the infinitive, or the noun or adjective the
    infinitive depends on (``rätten att välja``, ``svårt att säga``). The edit
    removes ``att`` and one space.

    Skipped, each with a near-miss test:

    * ``att`` after a verb, or whose infinitive depends on a verb, where some
      verbs take the infinitive without it (``började läsa``; ``kommer
      resultatet att bli`` -> ``kommer resultatet bli`` is no longer counted as
      an error), and first in the sentence;
    * after ``än``, ``som``, ``liksom`` (``hellre än att gå``);
    * the subjunction ``att`` (SCONJ: ``för att han kom`` -> ``för han kom`` is
      grammatical, ``för`` meaning "because");
    * an ``-s`` infinitive (``möjlighet att utvecklas``: its form is also the
      present, ``Möjlighet utvecklas`` a clause), and an infinitive the
      dictionary also lists as a noun (``dricka``, ``lära``: ``lätt lära``
      would be a noun phrase) or that is the ``-a`` form of a participle
      (``gifta``, ``vända``: ``rätt gifta`` is "rightly married").

        good: Han sparade pengar för att åka till Italien.
        bad:  Han sparade pengar för åka till Italien.
    """

    name = "drop_infinitive_marker"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "S"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower == "att" and self._droppable(sentence, token):
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)

    @staticmethod
    def _droppable(sentence: Sentence, marker: Token) -> bool:
        if marker.upos == "SCONJ" or marker.index == 0:
            return False
        verb = _marked_infinitive(sentence, marker)
        if verb is None or (marker.upos != "PART" and not (marker.deprel == "mark" and marker.head == verb.id)):
            return False
        before = sentence.previous(marker)
        if before is None or before.lower in _COMPARING or before.upos not in ("ADP", "NOUN", "ADJ"):
            return False
        # the preposition belongs to the infinitive, the infinitive to the noun or adjective: not
        # ``kommer resultatet på lång sikt att bli``, whose infinitive is the verb's
        if (before.upos == "ADP" and before.head != verb.id) or (before.upos != "ADP" and verb.head != before.id):
            return False
        form = verb.lower
        return form.isalpha() and not form.endswith("s") and not _noun_like(form) and not _participle_like(form)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A bare infinitive (VerbForm=Inf, not ``-s``) right after a preposition, with no ``att``
        (``för läsa``): the infinitive is returned.

            bad:  Han sparade pengar för åka till Italien.
        """
        for token in sentence.tokens:
            before = sentence.previous(token)
            if (token.upos in _VERBS and token.has(VerbForm="Inf") and before is not None
                    and before.upos == "ADP" and before.head == token.id and not token.lower.endswith("s")
                    and not _noun_like(token.lower)):
                return token
        return None


def _marked_infinitive(sentence: Sentence, marker: Token) -> Token | None:
    """The infinitive ``att`` marks: the next verb, after at most two adverbs, when ``att`` depends on it."""
    for following in sentence.tokens[marker.index + 1:marker.index + 4]:
        if following.upos in _VERBS:
            return following if following.has(VerbForm="Inf") and marker.head == following.id else None
        if following.upos not in ("ADV", "PART"):
            return None
    return None


def _noun_like(form: str) -> bool:
    """Whether the dictionary has ``form`` as an entry that inflects as a noun (``dricka``, ``lära``)."""
    return any(set(entry.flags) & _NOUN_SUFFIX_FLAGS for entry in shared_lexicon().dictionary.dic.homonyms(form))


def _participle_like(form: str) -> bool:
    """Whether ``form`` is the ``-a`` form of a participle in ``-t``/``-d`` (``gifta``: ``gift``)."""
    return form.endswith(("ta", "da")) and shared_lexicon().lists(form[:-1])


#: Suffix flags of the dictionary's noun entries: plurals and definite forms.
_NOUN_SUFFIX_FLAGS = frozenset("GHIBCDEF")
