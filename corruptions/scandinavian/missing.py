"""Missing subjects of the Mainland Scandinavian languages: where a clause cannot do without its subject
pronoun, its formal subject or its subject ``som``.

The pieces here say where each is, given a language's :class:`SubjectWords`; a language's rules combine
them with the look-alikes it leaves alone (Bokmål ``delete_subject``, Swedish ``drop_subject`` and
``drop_subject_som``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sentence import Sentence, Token
from .clauses import RELATIVE, SUBJECTS, is_finite, predicate


@dataclass(frozen=True)
class SubjectWords:
    """What the pieces read of a language."""

    #: Subject forms of the personal pronouns, ``man`` and the formal subject (``jeg``, ``det``).
    subject_pronouns: frozenset[str]
    #: Subjunctions whose clause has its subject right after them, and that open no main clause as an
    #: adverb or a phrase as a preposition (``fordi``, ``att``; not ``da``, ``så``).
    subjunctions: frozenset[str]
    #: Finite forms of the copulas (``er``, ``var``, ``blir``): ``det er viktig å ...``.
    copulas: frozenset[str]
    #: The formal subject (``det``).
    formal: str
    #: Fronted words after which the copula does not need the formal subject: ``som`` (a subject
    #: itself) and words that may stand in its place (``der``).
    not_fronted: frozenset[str]


def subordinate_subject(sentence: Sentence, pronoun: Token, words: SubjectWords) -> bool:
    """A subject pronoun (not an object form) right after a listed subjunction and right before the finite
    verb of its clause, subject and subjunction both depending on that clause."""
    if pronoun.lower not in words.subject_pronouns or pronoun.upos != "PRON" or pronoun.deprel not in SUBJECTS:
        return False
    if pronoun.has(Case="Acc"):
        return False
    subjunction, verb = sentence.previous(pronoun), sentence.next(pronoun)
    if subjunction is None or verb is None or subjunction.lower not in words.subjunctions:
        return False
    if subjunction.upos != "SCONJ" or subjunction.deprel != "mark" or not is_finite(verb):
        return False
    clause = predicate(sentence, verb)
    return clause is not None and pronoun.head == clause.id and subjunction.head == clause.id


def formal_subject(sentence: Sentence, det: Token, words: SubjectWords) -> bool:
    """The formal subject of an adjective predicate whose subject is a clause after it, right after the
    copula of a main clause with something fronted (``Derfor er det viktig å lese``); never first, after
    a conjunction or a listed word, nor where a noun phrase of the clause could be the subject."""
    if det.lower != words.formal or det.upos != "PRON" or det.deprel not in SUBJECTS:
        return False
    adjective = sentence.head_of(det)
    if adjective is None or adjective.upos != "ADJ" or adjective.id < det.id:
        return False
    copula = sentence.previous(det)
    if copula is None or copula.deprel != "cop" or copula.head != adjective.id or copula.lower not in words.copulas:
        return False
    children = sentence.children(adjective)
    if not any(c.deprel == "csubj" and c.id > adjective.id for c in children):
        return False
    if any(c.deprel in (*SUBJECTS, "obj") and c is not det for c in children):
        return False
    after, fronted = sentence.next(det), sentence.previous(copula)
    return (after is not None and (after is adjective or after.upos == "ADV") and fronted is not None
            and fronted.upos not in ("PUNCT", "CCONJ", "SCONJ") and fronted.lower not in words.not_fronted)


def subject_som(sentence: Sentence, som: Token) -> Token | None:
    """The antecedent of ``som`` (a noun, name or pronoun right before it) when ``som`` is the subject of
    its relative clause, whose finite verb comes right after it; else None."""
    if som.lower != RELATIVE or som.upos not in ("SCONJ", "PRON"):
        return None
    verb, after = sentence.head_of(som), sentence.next(som)
    if verb is None or after is None or not verb.deprel.startswith("acl"):
        return None
    if not is_finite(after) or (after is not verb and after.head != verb.id):
        return None
    if any(child.deprel in SUBJECTS and child is not som for child in sentence.children(verb)):
        return None  # som is an object: boka som jeg leste
    antecedent = sentence.head_of(verb)
    if (antecedent is None or sentence.previous(som) is not antecedent
            or antecedent.upos not in ("NOUN", "PROPN", "PRON")):
        return None
    return antecedent


def subtree(sentence: Sentence, token: Token) -> list[Token]:
    """``token`` and every word that depends on it, in sentence order."""
    return [t for t in sentence.tokens if t is token or token in sentence.ancestors(t)]


def in_cleft(sentence: Sentence, antecedent: Token, verbs: frozenset[str], formal: str) -> bool:
    """Whether the antecedent's phrase follows ``det er`` or ``er det`` (``verbs``: the copulas, or the
    verbs of an existential sentence too): the focus of a cleft or existential sentence."""
    first = subtree(sentence, antecedent)[0]
    one = sentence.previous(first)
    two = sentence.previous(one) if one is not None else None
    if one is None or two is None:
        return False
    return (one.lower in verbs and two.lower == formal) or (one.lower == formal and two.lower in verbs)
