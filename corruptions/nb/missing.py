"""Bokmål missing words: a positive list of words no Bokmål sentence can do without.

NoCoLA's class Missing (ASK code M: a word to be added). Each rule removes
one word where what is left is surely ungrammatical, and only there:
Bokmål drops many words legitimately (an object ``som``, the ``at`` after
``sa``, a subject in a coordination), so each rule names the one place it
acts and the look-alikes it leaves alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, Corruption, Edit, remove_token
from corruptions.scandinavian import missing, verbs

from ..sentence import Sentence, Token
from .verbs import INFINITIVE

_VERBS = frozenset({"VERB", "AUX"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass"})


def _is_finite(token: Token) -> bool:
    return token.upos in _VERBS and token.feats.get("VerbForm") == "Fin" and token.feats.get("Mood") != "Imp"


class DeleteInfinitiveMarker(verbs.DropMarker):
    """Remove the ``å`` between a preposition and its infinitive (``for å lese`` -> ``for lese``).

    A preposition takes an infinitive only with ``å`` (Norsk
    referansegrammatikk, the infinitive clause as the complement of a
    preposition); learners leave it out (NoCoLA's Missing, ASK code M).
    Only after the prepositions of ``data/aa_prepositions.txt`` (not
    ``enn``, after which a bare infinitive is correct: ``heller gå enn
    stå``), only an ``å`` tagged as the marker (PART/ADP/SCONJ) right before
    an infinitive, and never before an infinitive that is also spelt like a
    noun, an adverb or a quantifier (``data/noun_infinitives.txt``: ``til
    å tro`` -> ``til tro`` is a correct phrase; ``for å få``).

        good: Hun kom for å hjelpe oss.
        bad:  Hun kom for hjelpe oss.
    """

    name = "delete_infinitive_marker"
    error_class = "Missing word"
    words = INFINITIVE


def _descendants(sentence: Sentence, token: Token) -> list[Token]:
    return [t for t in sentence.tokens if token in sentence.ancestors(t)]


#: Subject forms of the personal pronouns, and ``det``: after a subjunction a clause needs one before
#: its finite verb (``fordi han kom``, ``at det regner``).
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "dere", "de", "man", "det"})
#: Subjunctions that open a clause whose subject must stand right after them. Not ``som`` (a subject
#: itself: ``så mye som er mulig``), nor those that are also adverbs or prepositions: ``da``, ``så``,
#: ``før``, ``etter``, ``siden``, ``til`` (``da var det sent`` -> ``da var sent`` is no subordinate clause).
_SUBJUNCTIONS = frozenset({"at", "fordi", "hvis", "om", "mens", "dersom", "ettersom", "skjønt", "når",
                           "enda", "idet", "hvorvidt"})
#: The finite forms of ``være`` and ``bli``, the copula of ``det er viktig å ...``.
_COPULAS = frozenset({"er", "var", "blir", "ble"})
_WORDS = missing.SubjectWords(subject_pronouns=_SUBJECT_PRONOUNS, subjunctions=_SUBJUNCTIONS, copulas=_COPULAS,
                               formal="det", not_fronted=frozenset({"som", "der"}))
#: Antecedents that leave no doubt: not ``det``, ``noe``, ``alt`` (``noe som`` -> ``noe irriterte``
#: reads as a clause) nor a question word (``hvem som kom``).
_OPEN_ANTECEDENTS = frozenset({"det", "noe", "alt"})


class DeleteSubject(Corruption):
    """Remove a subject a Bokmål clause cannot do without.

    Every finite Bokmål clause needs its subject (Norsk referansegrammatikk,
    the subject and the formal subject ``det``; Språkrådet on ``som``,
    which may be left out only where it is not the subject of its relative
    clause). Learners leave it out (NoCoLA's Missing, ASK code M). Only
    where what is left is surely ungrammatical:

    * a subject pronoun (jeg du han hun vi dere de man) or ``det`` right
      after a subjunction (at, fordi, hvis, om, mens, dersom, ...) and right
      before the clause's finite verb: a subordinate clause has its subject
      before the verb, so nothing can take its place (``fordi han kom`` ->
      ``fordi kom``, ``at det regner`` -> ``at regner``). Not after ``som``
      (itself a possible subject), nor after ``da``, ``så``, ``før``,
      ``etter``, ``siden`` or ``til``, which also open a main clause as an
      adverb or a phrase as a preposition (``da var det sent`` -> ``da var
      sent``). The pronoun must be the subject (nsubj or expl) of that verb
      or of the predicate it is the auxiliary or copula of.
    * the formal subject ``det`` of an adjective predicate whose subject is
      a clause after it, right after the copula of a main clause with
      something fronted (``Derfor er det viktig å lese`` -> ``Derfor er
      viktig å lese``); never first in the sentence or after a
      conjunction, not after a fronted ``der`` (``Der er vanskelig å ...``
      reads as the formal subject ``der`` of conservative Bokmål), and not
      where a noun phrase of the clause could take the subject's place.
    * the relative ``som`` that is the subject of its relative clause (the
      clause has no subject of its own), right after the clause's
      antecedent and before its finite verb, where the antecedent is the
      subject of the main clause whose finite verb follows the relative
      clause with no punctuation between (``Folk som bor her vet det`` ->
      ``Folk bor her vet det``: two finite verbs, one subject), or the
      focus of a cleft or existential ``det er/var X som`` (``Det er han
      som bestemmer`` -> ``Det er han bestemmer``). Not where a comma
      could let the rest read as coordinated verb phrases, not after
      ``det``, ``noe``, ``alt`` or a question word (``noe som irriterte``,
      ``hvem som kom``), and never on an object of a verb, which could
      take the rest as its clause without ``at`` (``vet en mann bor der``).

        good: Vi ble hjemme fordi det regnet.
        bad:  Vi ble hjemme fordi regnet.
        good: Folk som bor her vet det.
        bad:  Folk bor her vet det.
    """

    name = "delete_subject"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Missing word"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if (missing.subordinate_subject(sentence, token, _WORDS) or missing.formal_subject(sentence, token, _WORDS)
                    or _subject_som(sentence, token)):
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)


def _subject_som(sentence: Sentence, som: Token) -> bool:
    antecedent = missing.subject_som(sentence, som)
    if antecedent is None or antecedent.lower in _OPEN_ANTECEDENTS or antecedent.lower.startswith("hv"):
        return False
    verb = sentence.head_of(som)
    phrase = missing.subtree(sentence, antecedent)
    if verb is None or any(t.upos == "PUNCT" for t in phrase if t.id < som.id):
        return False
    return (missing.in_cleft(sentence, antecedent, _COPULAS, "det")
            or _before_main_verb(sentence, som, verb, antecedent))


def _before_main_verb(sentence: Sentence, som: Token, verb: Token, antecedent: Token) -> bool:
    """The antecedent is the main clause's subject, whose finite verb follows the relative clause
    with no punctuation between."""
    if antecedent.deprel not in _SUBJECTS:
        return False
    main = sentence.head_of(antecedent)
    if main is None:
        return False
    clause_end = max(t.index for t in [verb, *_descendants(sentence, verb)])
    finite = next((t for t in sentence.tokens[clause_end + 1:] if _is_finite(t)), None)
    if finite is None or (finite is not main and finite.head != main.id):
        return False
    return not any(t.upos == "PUNCT" for t in sentence.tokens[som.index:finite.index])
