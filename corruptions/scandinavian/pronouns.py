"""Pronoun case: the subject form of a personal pronoun where the object form belongs, and back
(Bokmål and Swedish ``de``/``dem``).

A language's rule subclasses :class:`FlipPronounCase` with its name, error class, docstring and words
(:class:`PronounCaseWords`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from ..base import Annotation, FormSwap, personal, polite, recase
from ..sentence import Sentence, Token
from .clauses import RELATIVE, VERBS

_SUBJECT_RELS = frozenset({"nsubj", "nsubj:pass"})
#: Relations of an object or of the noun phrase of a preposition (``en av dem``: nmod).
_OBJECT_RELS = frozenset({"obj", "iobj", "obl", "nmod"})
#: Quotation marks: a pronoun between two is mentioned, not used (``et 'de' der``).
_QUOTES = frozenset({"'", '"', "«", "»", "“", "”", "„", "‘", "’"})
#: Starts of a noun phrase: before them the subject form may read as the plural article (``ga de penger``).
_NOUN_PHRASE_START = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "DET"})
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON", "DET"})


@dataclass(frozen=True)
class PronounCaseWords:
    """What :class:`FlipPronounCase` reads of a language."""

    #: The pronoun's subject and object forms (``de``, ``dem``).
    subject: str
    object: str
    #: Words after which both forms are accepted, in comparisons (``enn``, ``som``, ``unntatt``).
    comparatives: frozenset[str]
    #: Forms of the copulas (``være``, ``bli``, ``hete``): after them a pronoun may be a predicative.
    copulas: frozenset[str]
    #: Words before a copula that make the pronoun after it a predicative (``Det var de``, ``hvem``).
    predicative_subjects: frozenset[str]
    #: Words that may stand between the pronoun and the ``som`` of its relative clause (``alle``, ``,``).
    before_som: frozenset[str]
    #: The preposition of a partitive before a relative clause (``de av dere som``).
    partitive: str
    #: Adverbs that make the pronoun a demonstrative (``de der``, ``dem her``).
    demonstrative_adverbs: frozenset[str]
    #: Subjects before a finite verb that cannot be read as a fronted object (``jeg``, ``han``, relative
    #: ``som``).
    subject_only: frozenset[str]


class FlipPronounCase(FormSwap):
    """Swap a personal pronoun's subject and object forms, the machinery of a language's rule: the
    subject form as a subject becomes the object form, the object form as an object or after a
    preposition the subject form, outside the places where both are accepted or the swap reads as
    grammatical (before a relative clause, after a comparison, as a predicative, a demonstrative, a
    word in quotes, the article reading, a word order that gives the other form another role)."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    words: ClassVar[PronounCaseWords]

    def find(self, sentence: Sentence) -> Iterator[int]:
        return (token.index for token in sentence.tokens if self._is_target(sentence, token))

    def _is_target(self, sentence: Sentence, token: Token) -> bool:
        if token.lower == self.words.subject:
            return self._subject_form(sentence, token)
        return token.lower == self.words.object and self._object_form(sentence, token)

    def replacement(self, sentence: Sentence, token: Token) -> str:
        words = self.words
        return recase(token, words.object if token.lower == words.subject else words.subject)

    def _subject_form(self, sentence: Sentence, token: Token) -> bool:
        if not personal(sentence, token, "Nom") or not _is_subject(sentence, token):
            return False
        if self._contested(sentence, token):
            return False
        before = sentence.previous(token)
        if before is not None and before.lower in self.words.comparatives and not _has_own_verb(sentence, token):
            return False
        after = sentence.next(token)
        # The article misparsed as a pronoun: ``de folk``, ``de store husene``.
        if after is not None and (after.upos in ("NOUN", "PROPN", "NUM") or _adjective_of_noun(sentence, after)):
            return False
        return not self._object_reading_after_verb(sentence, token)

    def _object_form(self, sentence: Sentence, token: Token) -> bool:
        if not personal(sentence, token, "Acc") or not _is_object(sentence, token):
            return False
        before = sentence.previous(token)
        if self._contested(sentence, token) or (before is not None and before.lower in self.words.comparatives):
            return False
        return not _looks_like_article(sentence, token) and not self._reads_as_fronted_object(sentence, token)

    # Detector: the other form already in the source -------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """The object form as the subject of a verb, or the subject form as an object or after a
        preposition, outside the contexts the rule skips (relative clause, comparison, predicative,
        polite form, article reading)."""
        words = self.words
        for token in sentence.tokens:
            if token.upos != "PRON" or polite(sentence, token) or self._contested(sentence, token):
                continue
            before = sentence.previous(token)
            if before is not None and before.lower in words.comparatives:
                continue
            if token.lower == words.object and token.deprel in _SUBJECT_RELS and not _other_subject(sentence, token):
                return token
            if token.lower == words.subject and _is_object(sentence, token) and token.deprel != "conj" \
                    and not _looks_like_article(sentence, token):
                return token
        return None

    def _contested(self, sentence: Sentence, token: Token) -> bool:
        """Before a relative clause, a predicative, a demonstrative ``de der``, or a word in quotes."""
        before, after = sentence.previous(token), sentence.next(token)
        if before is not None and after is not None and before.form in _QUOTES and after.form in _QUOTES:
            return True
        return (self._before_relative(sentence, token) or self._after_copula(sentence, token)
                or (after is not None and after.lower in self.words.demonstrative_adverbs))

    def _before_relative(self, sentence: Sentence, token: Token) -> bool:
        """``de som``, ``dem, som``, ``dem alle som``, or a relative clause hanging from the pronoun."""
        if any(child.deprel.startswith("acl") for child in sentence.children(token)):
            return True
        following = sentence.tokens[token.index + 1:]
        if len(following) > 2 and following[0].lower == self.words.partitive and following[1].upos in _NOMINALS:
            following = following[2:]  # de av dere som ...
        for word in following:
            if word.lower == RELATIVE:
                return True
            if word.lower not in self.words.before_som:
                return False
        return False

    def _after_copula(self, sentence: Sentence, token: Token) -> bool:
        """A predicative position: right after a copula with a nominal before it (``Det var de``,
        ``Taggerne var dem``); not an inverted subject after an adverb (``Nå er de stabile``)."""
        verb = sentence.previous(token)
        if verb is None or verb.lower not in self.words.copulas:
            return False
        before = sentence.previous(verb)
        return before is not None and (before.upos in _NOMINALS or before.lower in self.words.predicative_subjects)

    def _reads_as_fronted_object(self, sentence: Sentence, token: Token) -> bool:
        """Whether the subject form in place of ``token`` could be the subject after the finite verb,
        with the word before the verb its fronted object: ``Politiet stoppet de`` (= de stoppet politiet)."""
        verb = sentence.previous(token)
        if verb is None or not _finite(verb):
            return False
        heads = {verb.id, token.head}
        return any(
            other.deprel in _SUBJECT_RELS and other.head in heads and other.id < verb.id
            and not (other.upos in ("PRON", "SCONJ") and other.lower in self.words.subject_only)
            for other in sentence.tokens[:verb.index]
        )

    def _object_reading_after_verb(self, sentence: Sentence, token: Token) -> bool:
        """Whether the object form in place of a subject right after the finite verb could be the
        object, with another nominal of the clause as the subject: a fronted nominal (``Billetter hadde
        de bestilt`` -> ``Billetter hadde dem bestilt``, "tickets had ordered them"; ``Dette sa de``),
        or a pronoun or determiner right after it (``finner de ingen`` -> ``finner dem ingen``)."""
        verb = sentence.previous(token)
        if verb is None or not _finite(verb):
            return False
        after = sentence.next(token)
        if after is not None and (after.upos in ("PRON", "DET")
                                  or (after.upos == "ADJ" and verb.lower not in self.words.copulas)):
            return True
        return any(
            other.upos in ("NOUN", "PROPN", "PRON") and other.head >= verb.id
            and not any(child.upos == "ADP" for child in sentence.children(other))
            and not (other.upos == "PRON" and other.lower in self.words.subject_only)
            for other in sentence.tokens[:verb.index]
        )


def _looks_like_article(sentence: Sentence, token: Token) -> bool:
    """Whether the word after the pronoun starts a noun phrase that the subject form could determine."""
    after = sentence.next(token)
    return after is not None and after.upos in _NOUN_PHRASE_START


def _has_own_verb(sentence: Sentence, token: Token) -> bool:
    """Whether a verb follows the pronoun, directly or after adverbs: ``enn de har vært``."""
    for following in sentence.tokens[token.index + 1:]:
        if following.upos in VERBS:
            return True
        if following.upos != "ADV":
            return False
    return False


def _is_subject(sentence: Sentence, token: Token) -> bool:
    if token.deprel in _SUBJECT_RELS:
        return True
    head = sentence.head_of(token)
    return token.deprel == "conj" and head is not None and head.deprel in _SUBJECT_RELS


def _is_object(sentence: Sentence, token: Token) -> bool:
    """An object, indirect object, a preposition's noun phrase, or a conjunct of one."""
    before = sentence.previous(token)
    if token.deprel.split(":")[0] in _OBJECT_RELS or (
            before is not None and before.upos == "ADP" and before.head == token.id):
        return True
    head = sentence.head_of(token)
    return token.deprel == "conj" and head is not None and head.deprel.split(":")[0] in _OBJECT_RELS


def _finite(verb: Token) -> bool:
    """A finite verb; without VerbForm (another annotation) any verb may be finite."""
    return verb.upos in VERBS and verb.feats.get("VerbForm", "Fin") == "Fin"


def _adjective_of_noun(sentence: Sentence, token: Token) -> bool:
    head = sentence.head_of(token)
    return token.upos == "ADJ" and head is not None and head.upos == "NOUN" and head.id > token.id


def _other_subject(sentence: Sentence, token: Token) -> bool:
    """Whether the pronoun's head has another subject (``Dem har jeg sett``, misparsed)."""
    return any(t.deprel in _SUBJECT_RELS and t.head == token.head and t.id != token.id for t in sentence.tokens)
