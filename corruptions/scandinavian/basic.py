"""Where the basic (ScaLA) corruptions act in a Mainland Scandinavian language: their positive lists.

The mechanics are :mod:`corruptions.basic`. :class:`FlipNeighbours` swaps a determiner and its noun
and the infinitive marker and its infinitive; :class:`DeleteFiniteVerb` removes the finite verb of a
main clause right after its subject pronoun. A language subclasses them with its docstring and words
(:class:`NeighbourWords`, :class:`FiniteVerbWords`), and may add pairs of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .. import basic
from ..base import Annotation
from ..sentence import Sentence, Token
from .clauses import AUXILIARY, VERBS, Grammar

#: Words that may continue a noun phrase.
_PHRASE_WORDS = frozenset({"NOUN", "PROPN", "ADJ", "DET", "NUM"})


@dataclass(frozen=True)
class NeighbourWords:
    """What :class:`FlipNeighbours` reads of a language; the fields after ``marker`` declare two optional
    pairs of the swap, off where a language leaves them empty."""

    #: Indefinite articles and demonstratives: they never follow their noun (``bil en``, ``hus dette``).
    determiners: frozenset[str]
    #: The indefinite articles among them, also numerals: not before a noun that a coordinator or a
    #: numeral follows (``en dag eller to`` reads ``dag en`` as a numeral).
    articles: frozenset[str]
    #: The infinitive marker (``å``, ``att``).
    marker: str
    #: Negations a main clause's finite verb right after its subject pronoun is swapped with (``Jeg vet
    #: ikke`` -> ``Jeg ikke vet``), the verb found as :func:`main_verb_after_subject_pronoun` finds it.
    negations: frozenset[str] = frozenset()
    finite_verbs: FiniteVerbWords | None = None
    #: Definite determiners after which an adjective and its noun are swapped (``det gamle huset`` ->
    #: ``det huset gamle``); the adjective is not a comparative (``comparative_endings``) nor, unless a
    #: superlative, spelt like a participle (``participle_endings``).
    definite_determiners: frozenset[str] = frozenset()
    comparative_endings: tuple[str, ...] = ()
    participle_endings: tuple[str, ...] = ()


class FlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words the language never has in the other order, the machinery of a language's
    rule: an indefinite article or a demonstrative and the noun it determines, and the infinitive marker
    and its infinitive (:meth:`marks`); never a possessive, nor ``den``/``det``/``de``, also pronouns. Where
    the language gives the words, also a finite verb and the negation after it, and a definite adjective
    and its noun (:class:`NeighbourWords`)."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    words: ClassVar[NeighbourWords]

    def marks(self, marker: Token, verb: Token) -> bool:
        """Whether ``marker``, spelt as the marker, is the infinitive marker of ``verb``, however tagged."""
        return marker.upos in ("PART", "ADP", "SCONJ", "AUX")

    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        return (self._determiner_and_noun(sentence, left, right) or self._marker_and_infinitive(left, right)
                or self._verb_and_negation(sentence, left, right) or self._adjective_and_noun(sentence, left, right))

    def _verb_and_negation(self, sentence: Sentence, verb: Token, negation: Token) -> bool:
        finite = self.words.finite_verbs
        return (negation.lower in self.words.negations and finite is not None
                and main_verb_after_subject_pronoun(sentence, verb, finite))

    def _adjective_and_noun(self, sentence: Sentence, adjective: Token, noun: Token) -> bool:
        words = self.words
        if not words.definite_determiners or adjective.upos != "ADJ" or noun.upos != "NOUN":
            return False
        if adjective.head != noun.id:
            return False
        form = adjective.lower
        if not form.isalpha() or (words.comparative_endings and form.endswith(words.comparative_endings)):
            return False
        if words.participle_endings and form.endswith(words.participle_endings) and not adjective.has(Degree="Sup"):
            return False
        before, after = sentence.previous(adjective), sentence.next(noun)
        return (before is not None and before.lower in words.definite_determiners and before.upos == "DET"
                and before.head == noun.id and (after is None or after.upos not in _PHRASE_WORDS))

    def _determiner_and_noun(self, sentence: Sentence, determiner: Token, noun: Token) -> bool:
        words = self.words
        if determiner.lower not in words.determiners or determiner.upos != "DET" or noun.upos != "NOUN":
            return False
        if determiner.head != noun.id:
            return False
        after = sentence.next(noun)
        return determiner.lower not in words.articles or after is None or after.upos not in ("CCONJ", "NUM")

    def _marker_and_infinitive(self, marker: Token, verb: Token) -> bool:
        return (marker.lower == self.words.marker and self.marks(marker, verb)
                and verb.upos in VERBS and verb.has(VerbForm="Inf"))


@dataclass(frozen=True)
class FiniteVerbWords:
    """What :class:`DeleteFiniteVerb` reads of a language."""

    grammar: Grammar
    #: Subject pronouns that can never join the next word into a noun phrase (``jeg``, ``han``).
    subjects: frozenset[str]
    #: Subject pronouns that are also articles (``de``, ``den``, ``det``): they count only before a word
    #: that no noun phrase continues with.
    article_like: frozenset[str]
    #: Participle endings spelt like a past tense (``pusset``): after an auxiliary removed, the participle
    #: would become the finite verb.
    past_like: tuple[str, ...]


def main_verb_after_subject_pronoun(sentence: Sentence, token: Token, words: FiniteVerbWords) -> bool:
    """A finite verb (not an imperative) of the main clause, or its auxiliary or copula, right after
    the clause's subject pronoun, which opens the sentence or follows a first main coordinator (not
    ``så``, also the subjunction "so that")."""
    if token.upos not in VERBS or token.feats.get("VerbForm") != "Fin" or token.has(Mood="Imp"):
        return False
    subject = sentence.previous(token)
    if subject is None:
        return False
    opening = sentence.previous(subject)
    if opening is not None and (opening.lower not in words.grammar.main_coordinators
                                or sentence.previous(opening) is not None):
        return False  # not ``så``, also the subjunction "so that": ``Så det ikke er ...``
    if subject.upos != "PRON" or subject.deprel not in ("nsubj", "nsubj:pass", "expl"):
        return False
    if subject.lower not in words.subjects and subject.lower not in words.article_like:
        return False
    predicate = sentence.head_of(token) if token.deprel in AUXILIARY else token
    return predicate is not None and predicate.deprel == "root" and subject.head == predicate.id


class DeleteFiniteVerb(basic.Delete):
    """Remove the finite verb of a main clause right after its subject pronoun, the machinery of a
    language's rule: found by form and tags alike (:func:`main_verb_after_subject_pronoun`), with a word
    after it; not a verb with a clause as its object or beside it, and no auxiliary before a participle
    spelt like a past tense."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    words: ClassVar[FiniteVerbWords]

    def removable(self, sentence: Sentence, token: Token) -> bool:
        words = self.words
        after = sentence.next(token)
        if not main_verb_after_subject_pronoun(sentence, token, words) or after is None or after.upos == "PUNCT":
            return False
        subject = sentence.previous(token)
        if subject is None or (subject.lower in words.article_like and after.upos in _PHRASE_WORDS):
            return False
        predicate = sentence.head_of(token) if token.deprel in AUXILIARY else token
        if predicate is None or any(c.deprel in ("ccomp", "parataxis") for c in sentence.children(predicate)):
            return False  # Han tror historien fascinerer -> Han historien fascinerer, a topic and a clause
        # ``har pusset`` -> ``pusset``: a participle spelt like a past tense would become the finite verb.
        return not (predicate is not token and predicate.has(VerbForm="Part")
                    and predicate.lower.endswith(words.past_like))
