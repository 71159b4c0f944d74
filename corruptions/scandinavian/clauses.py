"""What the rules of the core read of a clause in UD annotation: its finite verb, its predicate, the
words that depend on it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..lexicon import Lexicon
from ..sentence import Sentence, Token

VERBS = frozenset({"VERB", "AUX"})
#: Relations of a subject, the formal subject included.
SUBJECTS = frozenset({"nsubj", "nsubj:pass", "expl"})
#: Relations of a finite verb that is not the predicate of its clause.
AUXILIARY = frozenset({"aux", "aux:pass", "cop"})
#: The relative ``som`` of every Mainland Scandinavian language.
RELATIVE = "som"


def is_finite(token: Token) -> bool:
    """A finite verb form, not an imperative (which has no subject)."""
    return token.upos in VERBS and token.has(VerbForm="Fin") and not token.has(Mood="Imp")


def predicate(sentence: Sentence, verb: Token) -> Token | None:
    """The predicate of the finite verb's clause: the verb itself, or the word an auxiliary or copula
    depends on."""
    return sentence.head_of(verb) if verb.deprel in AUXILIARY else verb


def in_subtree(sentence: Sentence, token: Token, root: Token) -> bool:
    return token is root or root in sentence.ancestors(token)


def depends_on_clause(token: Token, verb: Token, predicate: Token) -> bool:
    """Whether ``token`` depends on the clause's finite verb or on its predicate."""
    return token.head in (verb.id, predicate.id)


@dataclass(frozen=True)
class Grammar:
    """What every rule of the core reads of a language: where its word lists are, its dictionary, and
    the words that open and join its clauses."""

    #: The language's package (``corruptions.nb``), whose ``data/`` holds the word lists the rules read.
    package: str
    #: The language's one shared dictionary, loaded on first use.
    lexicon: Callable[[], Lexicon]
    #: Question words: a fronted phrase with one makes a question or an exclamation (``hva``, ``vad``).
    question_words: frozenset[str]
    #: Coordinators that may open a main clause without changing its order (``og``, ``men``, ``eller``).
    main_coordinators: frozenset[str]
    #: The subjunction ``at``/``att``.
    complementiser: str
