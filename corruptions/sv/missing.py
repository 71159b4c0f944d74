"""Swedish missing words: a subject, the formal subject ``det`` and the relative ``som`` a clause cannot
do without.

DaLAJ-GED's commonest single missing words after ``att`` are ``det`` (41 in dev+test), ``som`` (34) and
the subject pronouns (``jag``, ``man``, ``du``, ``vi``, ``de``: 29); SweLL files a missing word as S-M
(DaLAJ class S). Swedish leaves many words out legitimately (an object ``som``, ``att`` after some verbs,
``det`` after a fronted phrase with ``finnas``: ``I dag finns många``), so each rule names the places it
acts and the look-alikes it leaves alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, Corruption, Edit, remove_token
from corruptions.scandinavian import missing
from corruptions.scandinavian.clauses import SUBJECTS, is_finite, predicate

from ..sentence import Sentence, Token

#: Subject forms of the personal pronouns, ``man`` and ``det``/``den``.
_SUBJECT_PRONOUNS = frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "man", "det", "den"})
#: Subjunctions whose clause has its subject right after them (Svenska Akademiens grammatik, bisatsens
#: ordföljd). Not those that are also adverbs opening a main clause (``då``, ``så``, ``sedan``, ``innan``:
#: ``då fanns pengar`` is a main clause with a fronted adverb), nor ``som`` (a subject itself).
_SUBJUNCTIONS = frozenset({"att", "eftersom", "om", "när", "medan", "fast", "fastän", "ifall", "tills", "emedan",
                           "huruvida"})
#: Finite forms of ``vara`` and ``bli``, the copula of ``det är viktigt att ...``.
_COPULAS = frozenset({"är", "var", "blir", "blev", "vore"})
#: Fronted words after which the copula does not need ``det``: ``som`` (a subject itself) and ``där``, which
#: learners and older Swedish use as a formal subject.
_NOT_FRONTED = frozenset({"som", "där", "här"})


class DropSubject(Corruption):
    """Remove a subject pronoun or the formal subject ``det`` a Swedish clause cannot do without.

    Every finite Swedish clause has a subject (Svenska Akademiens grammatik;
    the formal subject ``det`` stands where the real subject follows as a
    clause). DaLAJ's learners leave out ``det`` (41 corrections in dev+test)
    and subject pronouns (29); SweLL files a missing word as S-M (DaLAJ class
    S). Only where what is left is surely ungrammatical:

    * a subject pronoun (jag du han hon vi ni de man den det) right after a
      subjunction (att, eftersom, om, när, medan, fast, fastän, ifall, tills,
      emedan, huruvida) and right before the finite verb of its clause,
      subject and subjunction both depending on that clause: a subordinate
      clause has its subject before the verb, so nothing can take its place
      (``eftersom det regnade`` -> ``eftersom regnade``, ``att han kom`` ->
      ``att kom``). Not after ``som`` (a subject itself), nor after ``då``,
      ``så``, ``sedan``, ``innan``, which also open a main clause as adverbs,
      where a fronted phrase lets ``det`` go with ``finnas`` (``då fanns
      pengar``); no object form (``dem``); after ``att`` no verb in ``-s``,
      whose present is also its infinitive (``att den minskas`` -> ``att
      minskas`` reads as the infinitive marker);
    * the formal subject ``det`` of an adjective predicate whose subject is a
      clause after it (``csubj``), right after the copula (är, var, blir,
      blev, vore) of a main clause with something fronted (``Därför är det
      viktigt att läsa`` -> ``Därför är viktigt att läsa``): never first in the
      sentence or after a conjunction (``Är viktigt att läsa`` reads as a
      clipped note), not after ``som``, ``där`` or ``här`` (``Där är svårt``
      reads as ``där`` in the formal subject's place), and not where a noun
      phrase of the clause could be its subject.

        good: Vi stannade hemma eftersom det regnade.
        bad:  Vi stannade hemma eftersom regnade.
        good: Därför är det viktigt att läsa.
        bad:  Därför är viktigt att läsa.
    """

    name = "drop_subject"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "S"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if _subordinate_subject(sentence, token) or missing.formal_subject(sentence, token, _WORDS):
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)


_WORDS = missing.SubjectWords(subject_pronouns=_SUBJECT_PRONOUNS, subjunctions=_SUBJUNCTIONS, copulas=_COPULAS,
                               formal="det", not_fronted=_NOT_FRONTED)


def _subordinate_subject(sentence: Sentence, pronoun: Token) -> bool:
    subjunction, verb = sentence.previous(pronoun), sentence.next(pronoun)
    if subjunction is not None and verb is not None and subjunction.lower == "att" and verb.lower.endswith("s"):
        return False  # att den minskas -> att minskas: the present of an -s verb reads as its infinitive
    return missing.subordinate_subject(sentence, pronoun, _WORDS)


#: Antecedents after which a clause without ``som`` has another reading: ``det``, ``något``, ``allt``
#: (``det förvånar mest`` is a clause) and the question words (``vem kom`` is a question).
_OPEN_ANTECEDENTS = frozenset({"det", "något", "allt", "vad", "vem", "vilka", "vilken", "vilket"})
#: ``det är``, ``det finns`` and their inverted orders before the focus of a cleft or existential sentence.
_CLEFT_VERBS = frozenset({"är", "var", "finns", "fanns"})
#: Prepositions that are no conjunction or subjunction too (not ``för``, ``om``, ``utan``, ``till``,
#: ``efter``, ``innan``, ``sedan``, ``tills``, ``än``): after ``med kvinnor`` the clause without ``som``
#: cannot start a clause of its own (``för kvinnor arbetar`` can: "because women work").
_PREPOSITIONS = frozenset({"i", "på", "med", "av", "från", "hos", "mot", "bland", "vid", "över", "åt", "inom",
                           "genom", "enligt", "kring", "ur", "mellan", "bakom", "framför", "under"})


class DropSubjectSom(Corruption):
    """Remove the relative ``som`` that is the subject of its relative clause.

    ``som`` may be left out of a Swedish relative clause only where it is not
    the subject (``boken (som) jag läste``; Svenska Akademiens grammatik,
    relativsatser; Språkrådet on ``som``); DaLAJ's learners leave out ``som``
    34 times in dev+test, a missing word of SweLL's class S-M (DaLAJ class
    S). The target is ``som`` right after its antecedent (a noun, name or
    pronoun), opening a relative clause (``acl``) that has no subject of its
    own and whose finite verb follows it, where what is left has two finite
    verbs and one subject, or a finite verb with none:

    * the antecedent is the subject of the main clause, whose finite verb
      comes right after the relative clause (``Folk som bor här vet det`` ->
      ``Folk bor här vet det``);
    * the antecedent is the focus of a cleft or existential sentence (``det
      är``, ``det finns`` and inverted ``är det``, ``finns det`` right before
      its phrase: ``Det finns många som vill`` -> ``Det finns många vill``);
    * the antecedent is the noun of a prepositional phrase of the main
      clause, after its finite verb (``Han talade med kvinnor som arbetade
      där`` -> ``Han talade med kvinnor arbetade där``), with a preposition
      that is no conjunction too (not ``för``, ``om``, ``utan``: ``för
      kvinnor arbetade där`` is a clause, "because women worked there").

    Not after ``det``, ``något``, ``allt`` or a question word (``vem som
    kom`` -> ``vem kom`` is a question), not where punctuation or a
    conjunction stands between the relative clause and the main verb
    (``vi som kör bil och ungdomar försöker`` -> ``vi kör bil och ungdomar
    försöker`` is two clauses), and never on an object of a verb, which may
    take the rest as an ``att``-clause without ``att`` (``Jag vet en man som
    bor där`` -> ``Jag vet en man bor där``).

        good: Folk som bor här vet det.
        bad:  Folk bor här vet det.
    """

    name = "drop_subject_som"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "S"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            antecedent = missing.subject_som(sentence, token)
            if antecedent is not None and antecedent.lower not in _OPEN_ANTECEDENTS and (
                    _before_main_verb(sentence, token, antecedent)
                    or missing.in_cleft(sentence, antecedent, _CLEFT_VERBS, "det")
                    or _in_main_phrase(sentence, antecedent)):
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)


def _before_main_verb(sentence: Sentence, som: Token, antecedent: Token) -> bool:
    """The antecedent is the main clause's subject, whose finite verb comes right after the relative clause."""
    if antecedent.deprel not in SUBJECTS:
        return False
    main = sentence.head_of(antecedent)
    relative = sentence.head_of(som)
    if main is None or relative is None:
        return False
    following = sentence.tokens[max(t.index for t in missing.subtree(sentence, relative)) + 1:]
    verb = following[0] if following else None
    return verb is not None and is_finite(verb) and (verb is main or verb.head == main.id)


def _in_main_phrase(sentence: Sentence, antecedent: Token) -> bool:
    """The antecedent is the noun of a prepositional phrase that depends on the root, after its finite verb."""
    case = next((c for c in sentence.children(antecedent) if c.deprel == "case"), None)
    clause = sentence.head_of(antecedent)
    if case is None or case.lower not in _PREPOSITIONS or clause is None or clause.deprel != "root":
        return False
    return any(is_finite(t) and predicate(sentence, t) is clause for t in sentence.tokens[:case.index])
