"""Word order of the Mainland Scandinavian languages: the finite verb second after a fronted phrase
(V2), and a sentence adverb before the finite verb of a subordinate clause.

A language's rule subclasses :class:`FlipV2Inversion` or :class:`FlipSubclauseAdverb` with its name,
error class, docstring and words (:class:`V2Words`, :class:`SubclauseWords`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from ..base import Annotation, Corruption, Edit, swap_spans
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .clauses import RELATIVE, SUBJECTS, Grammar, depends_on_clause, in_subtree, is_finite, predicate

#: Dependents a short subject noun may have before it.
_SUBJECT_MODIFIERS = frozenset({"det", "amod", "nmod:poss", "nummod", "flat", "flat:name", "compound"})
#: Relations of a clause that is a complement or an adverbial of another word.
_EMBEDDED = frozenset({"ccomp", "csubj", "xcomp", "advcl", "obl", "obj", "acl", "nmod"})


@dataclass(frozen=True)
class V2Words:
    """What :class:`FlipV2Inversion` reads of a language, besides two word lists of its ``data/``:
    ``v2_fronted_adverbs.txt``, temporal, local and connective adverbs that never stand before a
    subject inside a clause, and ``v2_fronted_subjunctions.txt``, the subjunctions of a fronted
    adverbial clause (two-word ones as ``etter at``)."""

    grammar: Grammar
    #: Personal pronouns that can be a subject (nominative or caseless forms).
    subject_pronouns: frozenset[str]
    #: Object forms of personal pronouns: a prepositional phrase ending in one cannot take a relative
    #: clause (``For meg er det`` -> ``For meg det er``).
    object_pronouns: frozenset[str]
    #: Marks of punctuation that may open a sentence of dialogue or quotation.
    opening: frozenset[str]
    #: Prepositions that make a subjunction with the complementiser (``etter`` of ``etter at``).
    complementiser_prepositions: frozenset[str]
    #: The first words of a frame that stands outside the clause (``Når det gjelder X``).
    frame: tuple[str, ...]
    #: Fronted adverbs that are also adjectives before a noun (``tidligere statsråder``): after them
    #: only a pronoun subject.
    adjective_like: frozenset[str]
    #: Nouns of prepositional phrases that may focus a following subject (``for eksempel vi``).
    focusing_nouns: frozenset[str]
    #: Words tagged ADP that open no ordinary fronted adverbial: comparison (``som``, ``enn``) and
    #: phrases of irrelevance that may stand outside the clause (``uansett``).
    not_fronting: frozenset[str]
    #: Whether a fronted prepositional phrase may have a determined noun (a determiner, adjective, possessor
    #: or definite form: ``I den traditionella familjen``), not only a bare one. A noun of time or manner
    #: (the language's ``v2_time_nouns.txt``) stays bare, since it takes a relative clause without a
    #: relative word (``Den dagen han kom``).
    determined_phrases: bool = False
    #: Whether a fronted adverbial clause must end in a comma right before the finite verb. A language
    #: whose writers may leave that comma out (Swedish, after a short clause) says False: the clause is
    #: then recognised by its tree alone.
    clause_comma: bool = True
    #: Whether a coordinated main clause is taken only where the words before its coordinator end no
    #: clause embedded in the first conjunct (``..., att det går åt mindre vatten och därmed kan tanken
    #: ...``: the second conjunct may belong to the ``att``-clause, whose order is subordinate).
    whole_first_conjunct: bool = False


class FlipV2Inversion(Corruption):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause), the
    machinery of a language's rule: the targets are finite verbs of a main clause preceded by exactly
    one fronted phrase of the kinds :attr:`words` lists (an adverb, a bare prepositional phrase, an
    adverbial clause and its comma) and followed by a short subject, which the edit puts first."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    words: ClassVar[V2Words]

    @cached_property
    def fronted_adverbs(self) -> frozenset[str]:
        return load_word_list("v2_fronted_adverbs.txt", package=self.words.grammar.package)

    @cached_property
    def subjunctions(self) -> frozenset[str]:
        return load_word_list("v2_fronted_subjunctions.txt", package=self.words.grammar.package)

    @cached_property
    def time_nouns(self) -> frozenset[str]:
        """Nouns of time and manner, read only by a language whose phrases may be determined."""
        if not self.words.determined_phrases:
            return frozenset()
        return load_word_list("v2_time_nouns.txt", package=self.words.grammar.package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        if "?" in sentence.text:
            return
        for verb in sentence.tokens:
            if self._subject_span(sentence, verb) is not None:
                yield verb.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        span = self._subject_span(sentence, sentence.tokens[index])
        if span is None:
            raise ValueError(f"{self.name}: token {index} of {sentence.sent_id} is no inverted verb")
        return swap_spans(sentence, (index, index), span)

    def _subject_span(self, sentence: Sentence, verb: Token) -> tuple[int, int] | None:
        """The subject right after an inverted finite verb, as an inclusive index range."""
        if not is_finite(verb):
            return None
        clause = predicate(sentence, verb)
        if clause is None:
            return None
        front = self._fronted(sentence, verb, clause)
        if front is None:
            return None
        span = self._short_subject(sentence, verb, clause)
        if span is None:
            return None
        if len(front) == 1 and front[0].lower in self.words.adjective_like and sentence.tokens[span[0]].upos != "PRON":
            return None  # Tidligere statsråder har ...: a noun phrase
        return span

    def _fronted(self, sentence: Sentence, verb: Token, clause: Token) -> list[Token] | None:
        """The fronted phrase before the verb of a main clause, when it is one this rule knows."""
        start = main_clause_start(sentence, verb, clause, self.words.opening, self.words.grammar.main_coordinators,
                                  self.words.whole_first_conjunct)
        if start is None or start >= verb.index:
            return None
        front = list(sentence.tokens[start:verb.index])
        return front if self._is_fronted(sentence, verb, clause, front) else None

    def _is_fronted(self, sentence: Sentence, verb: Token, clause: Token, front: list[Token]) -> bool:
        """Whether ``front`` is one fronted phrase of this rule's kinds: an adverb, a
        bare prepositional phrase or an adverbial clause and its comma."""
        if front[-1].form == ",":
            return len(front) > 2 and self._fronted_clause(sentence, verb, clause, front[:-1])
        if not self.words.clause_comma and len(front) > 1 and self._fronted_clause(sentence, verb, clause, front):
            return True
        if any(t.lower in self.words.grammar.question_words for t in front):
            return False
        if len(front) == 1:
            word = front[0]
            return (word.lower in self.fronted_adverbs and word.upos in ("ADV", "ADJ")
                    and depends_on_clause(word, verb, clause))
        return self._bare_prepositional_phrase(sentence, verb, clause, front)

    def _fronted_clause(self, sentence: Sentence, verb: Token, clause: Token, opened: list[Token]) -> bool:
        """``Når jeg kommer hjem``: an adverbial clause of the main clause, opened by a listed subjunction."""
        first = opened[0]
        opener = first.lower
        complementiser = self.words.grammar.complementiser
        if (opener in self.words.complementiser_prepositions and len(opened) > 1
                and opened[1].lower == complementiser):
            opener = f"{opener} {complementiser}"
        if opener not in self.subjunctions:
            return False
        if tuple(t.lower for t in opened[:len(self.words.frame)]) == self.words.frame:
            return False  # Når det gjelder X: a frame outside the clause
        head = sentence.head_of(first)
        if head is None or head.deprel != "advcl" or not depends_on_clause(head, verb, clause):
            return False
        if any(t.upos == "PUNCT" for t in opened):
            return False  # an inserted clause or a list: not one simple adverbial clause
        if not any(is_finite(t) for t in opened):
            return False
        return all(in_subtree(sentence, t, head) for t in opened)

    def _bare_prepositional_phrase(self, sentence: Sentence, verb: Token, clause: Token, front: list[Token]) -> bool:
        """``I dag``, ``Til slutt``, ``I 2005``, ``For meg``: a preposition and a noun
        phrase that cannot take a relative clause, depending on the clause."""
        determined = self.words.determined_phrases
        if len(front) > (6 if determined else 4):
            return False
        preposition = front[0]
        if preposition.upos != "ADP" or preposition.deprel != "case" or preposition.lower in self.words.not_fronting:
            return False
        head = sentence.head_of(preposition)
        if head is None or head not in front or not depends_on_clause(head, verb, clause):
            return False
        if head.lower in self.words.focusing_nouns:
            return False
        if determined and any(t.upos == "NOUN" and self._time_noun(t.lower) for t in front):
            determined = False  # Den dagen han kom: a noun of time takes a relative clause without a relative word
        for token in front[1:]:
            if not in_subtree(sentence, token, head):
                return False
            if token.upos == "NOUN":
                if not determined and (not token.has(Definite="Ind") or token.has(Case="Gen")):
                    return False
                if token.has(Case="Gen") and token.deprel != "nmod:poss":
                    return False
            elif token.upos == "PRON":
                if token.lower not in self.words.object_pronouns and not (
                        determined and token is not head and token.has(Poss="Yes")):
                    return False
            elif determined and token is not head and token.upos in ("DET", "ADJ"):
                continue
            elif determined and token.upos == "ADV" and token.deprel == "advmod" and token.head != head.id:
                continue  # så många
            elif token.upos not in ("PROPN", "NUM") and not (token.upos == "ADP" and token.deprel == "case"):
                return False
        return True

    def _time_noun(self, form: str) -> bool:
        """A listed form of a noun of time or manner, or a compound ending in one after at least three
        letters (``skoltiden``, ``1960-talet``)."""
        return any(form == noun or (form.endswith(noun) and len(form) - len(noun) >= 3) for noun in self.time_nouns)

    def _short_subject(self, sentence: Sentence, verb: Token, clause: Token) -> tuple[int, int] | None:
        """The subject right after the verb, as an index range, when it is a personal
        pronoun, a name of up to three words, or a noun of up to three words with only
        determiners and modifiers before it."""
        first = sentence.next(verb)
        if first is None:
            return None
        if first.upos == "PRON":
            pronoun = first.lower in self.words.subject_pronouns and first.deprel in SUBJECTS
            if sentence.children(first):
                return None  # den som er født, han eller hun: the pronoun is not the whole subject
            return (first.index, first.index) if pronoun and depends_on_clause(first, verb, clause) else None
        if first.upos not in ("NOUN", "PROPN", "DET", "ADJ", "NUM"):
            return None
        # The head of the subject: the first token, or the noun it modifies.
        head = first if first.deprel in SUBJECTS else sentence.head_of(first)
        if head is None or head.deprel not in SUBJECTS or head.upos not in ("NOUN", "PROPN"):
            return None
        if not depends_on_clause(head, verb, clause):
            return None
        inside = [t for t in sentence.tokens if in_subtree(sentence, t, head)]
        if inside[0] is not first or len(inside) > 3:
            return None
        last = inside[-1]
        if [t.index for t in inside] != list(range(first.index, last.index + 1)):
            return None
        for token in inside:
            if token is head:
                continue
            if token.deprel not in _SUBJECT_MODIFIERS or (token.id > head.id and not token.deprel.startswith("flat")):
                return None
            if token.upos in ("PUNCT", "ADP", "VERB", "AUX", "SCONJ", "CCONJ"):
                return None
        return first.index, last.index

    # Detector ---------------------------------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A subject pronoun between a fronted phrase of this rule's kinds and the finite verb of the
        main clause (``I dag vi går på kino``): the verb is returned."""
        if "?" in sentence.text:
            return None
        for verb in sentence.tokens:
            if not is_finite(verb):
                continue
            subject = sentence.previous(verb)
            clause = predicate(sentence, verb)
            if (subject is None or clause is None or subject.upos != "PRON"
                    or subject.lower not in self.words.subject_pronouns or subject.deprel not in SUBJECTS
                    or not depends_on_clause(subject, verb, clause)):
                continue
            start = main_clause_start(sentence, subject, clause, self.words.opening,
                                      self.words.grammar.main_coordinators, self.words.whole_first_conjunct)
            if start is None or start >= subject.index:
                continue
            if self._is_fronted(sentence, verb, clause, list(sentence.tokens[start:subject.index])):
                return verb
        return None


def main_clause_start(sentence: Sentence, verb: Token, clause: Token, opening: frozenset[str],
                      coordinators: frozenset[str], whole_first_conjunct: bool = False) -> int | None:
    """Where the fronted phrase of the verb's main clause begins, or None when the clause (its
    predicate ``clause``) is not a main clause: after opening dashes or quotation marks (``opening``)
    and an opening coordinator for the root; after its coordinator for a coordinated main clause
    (with ``whole_first_conjunct``, only where the words before the coordinator end no clause embedded
    in the first conjunct). ``verb`` is the word the fronted phrase must end before."""
    if any(child.deprel == "mark" for child in sentence.children(clause)):
        return None
    tokens = sentence.tokens
    if clause.deprel == "root":
        start = 0
        while start < verb.index and tokens[start].form in opening:
            start += 1
        if start < verb.index and tokens[start].lower in coordinators and tokens[start].head == clause.id:
            start += 1
        return start
    if clause.deprel != "conj":
        return None
    first = sentence.head_of(clause)
    if first is None or first.deprel != "root" or first.id > clause.id:
        return None
    if any(child.deprel == "mark" for child in sentence.children(first)):
        return None
    coordinator = next((c for c in sentence.children(clause)
                        if c.deprel == "cc" and c.lower in coordinators and c.id < verb.id), None)
    if coordinator is None:
        return None
    if not any(c.deprel in SUBJECTS for c in sentence.children(first)):
        return None  # the first conjunct must be a clause of its own
    if whole_first_conjunct and _ends_embedded(sentence, coordinator, first):
        return None  # ..., att det går åt vatten och därmed kan tanken: the second conjunct may be the att-clause's
    return coordinator.index + 1


def _ends_embedded(sentence: Sentence, coordinator: Token, first: Token) -> bool:
    """Whether the last word before ``coordinator`` (punctuation aside) lies in a clause embedded in the first
    conjunct ``first``, so that the coordinator could join that clause instead."""
    before = sentence.previous(coordinator)
    while before is not None and before.upos == "PUNCT":
        before = sentence.previous(before)
    if before is None:
        return False
    chain = [before]
    for ancestor in sentence.ancestors(before):
        if ancestor is first:
            break
        chain.append(ancestor)
    return any(token.deprel.split(":")[0] in _EMBEDDED_CLAUSES for token in chain)


#: Relations of a clause embedded in another.
_EMBEDDED_CLAUSES = frozenset({"acl", "advcl", "ccomp", "csubj", "xcomp"})


# Sentence adverbs in subordinate clauses ----------------------------------------------------------


@dataclass(frozen=True)
class SubclauseWords:
    """What :class:`FlipSubclauseAdverb` reads of a language, besides five word lists of its
    ``data/``: ``subclause_adverbs.txt``, the negations that move (``ikke``, ``aldri``);
    ``subclause_subjunctions.txt``, the subjunctions of clauses with no main-clause order (two-word
    ones as ``etter at``); ``non_assertive_predicates.txt``, predicates whose ``at``-clause asserts
    nothing; ``subclause_focused_words.txt``, words after the verb that the negation could negate
    alone; ``subclause_adverbs_before_negation.txt``, sentence adverbs that stand with the negation
    and move with it (``heller``, ``ennå``)."""

    grammar: Grammar
    #: Prepositions that make a subjunction with the complementiser (``uten`` of ``uten at``).
    complementiser_prepositions: frozenset[str]
    #: Relative adverbs after a noun (``et land hvor``, ``der``).
    relative_adverbs: frozenset[str]
    #: Question words that are also subjunctions of their own (``hvis``, ``når``).
    subjunction_question_words: frozenset[str]
    #: The two words of ``så lenge``, a subjunction whose second word opens the clause in UD.
    so_long: tuple[str, str]
    #: Words before ``om`` that make it no conditional subjunction (``selv om``, ``som om``, ``enn om``).
    not_before_om: frozenset[str]
    #: Coordinators later in the sentence that let the negation negate one phrase (``men``).
    contrasts: frozenset[str]
    #: Antecedents of a ``som`` clause about a clause, which is asserted (``noe som``, ``hvilket``).
    clause_antecedents: frozenset[str]


class FlipSubclauseAdverb(Corruption):
    """Move a negation behind the finite verb of a subordinate clause (main-clause order), the
    machinery of a language's rule: the targets are the negations of :attr:`words` between a short
    subject and the finite verb of a clause that admits no main-clause order (a restrictive relative
    clause, a listed subjunction's clause, an indirect question, an ``at``-clause that asserts
    nothing), with the sentence adverbs before them that move with them."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    words: ClassVar[SubclauseWords]

    @cached_property
    def adverbs(self) -> frozenset[str]:
        return load_word_list("subclause_adverbs.txt", package=self.words.grammar.package)

    @cached_property
    def subjunctions(self) -> frozenset[str]:
        return load_word_list("subclause_subjunctions.txt", package=self.words.grammar.package)

    @cached_property
    def non_assertive(self) -> frozenset[str]:
        return load_word_list("non_assertive_predicates.txt", package=self.words.grammar.package)

    @cached_property
    def focused(self) -> frozenset[str]:
        return load_word_list("subclause_focused_words.txt", package=self.words.grammar.package)

    @cached_property
    def cluster_adverbs(self) -> frozenset[str]:
        return load_word_list("subclause_adverbs_before_negation.txt", package=self.words.grammar.package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for negation in sentence.tokens:
            verb = sentence.next(negation)
            if verb is None or not self._is_negation(negation):
                continue
            first = self._cluster_start(sentence, negation, verb)
            if self._subordinate(sentence, negation, verb, first) and self._nothing_to_negate(sentence, verb):
                yield negation.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        negation = sentence.tokens[index]
        verb = sentence.next(negation)
        if verb is None:
            raise ValueError(f"{self.name}: token {index} of {sentence.sent_id} has no verb after it")
        first = self._cluster_start(sentence, negation, verb)
        return swap_spans(sentence, (first.index, index), (verb.index, verb.index))

    def _is_negation(self, token: Token) -> bool:
        return token.lower in self.adverbs and token.upos in ("PART", "ADV")

    def _cluster_start(self, sentence: Sentence, negation: Token, verb: Token) -> Token:
        """The first of the sentence adverbs that stand with the negation before the verb
        and move with it (``heller ikke``, ``ennå ikke``, ``selvfølgelig ikke``)."""
        clause = predicate(sentence, verb)
        first = negation
        while True:
            before = sentence.previous(first)
            if (before is None or before.lower not in self.cluster_adverbs
                    or before.upos not in ("ADV", "PART", "ADJ")
                    or before.head not in (negation.id, verb.id, clause.id if clause else verb.id)):
                return first
            first = before

    def _nothing_to_negate(self, sentence: Sentence, token: Token) -> bool:
        """Whether no phrase after ``token`` (the word the adverb comes to follow)
        could be negated alone: no ``men`` later, no focus word next."""
        after = sentence.next(token)
        if after is not None and after.lower in self.focused:
            return False
        return not any(t.lower in self.words.contrasts for t in sentence.tokens[token.index + 1:])

    def _subordinate(self, sentence: Sentence, negation: Token, verb: Token, subject_end: Token) -> bool:
        """Whether ``negation`` is a listed adverb of the clause of the finite ``verb``,
        a subordinate clause of the kinds this rule knows whose subject ends right
        before ``subject_end`` (the adverbs in the correct order, the verb in the error)."""
        if not self._is_negation(negation) or not is_finite(verb):
            return False
        clause = predicate(sentence, verb)
        if clause is None or clause.deprel == "root" or not depends_on_clause(negation, verb, clause):
            return False
        before = sentence.previous(subject_end)
        if before is not None and _is_som(before) and before.head == clause.id:
            # som as the subject of a relative clause: de som ikke røyker
            if any(c.deprel in SUBJECTS and c is not before for c in sentence.children(clause)):
                return False
            return self._restrictive_relative(sentence, before, clause)
        opener = _subject_opener(sentence, subject_end, clause)
        return opener is not None and self._licenses(sentence, opener, clause)

    def _licenses(self, sentence: Sentence, opener: Token, clause: Token) -> bool:
        """Whether the word before the subject opens a clause of a kind with no main-clause order."""
        words = self.words
        if _is_relative(sentence, clause):
            if _is_som(opener):
                return opener.head == clause.id and self._restrictive_relative(sentence, opener, clause)
            if opener.id == clause.head and not any(c.deprel == "mark" for c in sentence.children(clause)):
                return opener.upos in ("NOUN", "PROPN", "PRON")  # folk jeg ikke kjenner
            if opener.lower in words.relative_adverbs and opener.head == clause.id:
                noun = sentence.previous(opener)
                return noun is not None and noun.upos == "NOUN" and noun.id == clause.head
            return False
        word = opener.lower
        if word in words.grammar.question_words and word not in words.subjunction_question_words:
            return opener.head == clause.id and clause.deprel in _EMBEDDED
        before = sentence.previous(opener)
        so, long = words.so_long
        if word == long:  # så lenge
            return (before is not None and before.lower == so and opener.head == clause.id
                    and f"{so} {long}" in self.subjunctions)
        if opener.head != clause.id or not (opener.deprel == "mark" or opener.upos == "SCONJ"):
            return False
        complementiser = words.grammar.complementiser
        if word == complementiser:
            if before is not None and before.lower in words.complementiser_prepositions and before.head == clause.id:
                return f"{before.lower} {complementiser}" in self.subjunctions
            return self._non_assertive(sentence, opener, clause)
        if word == "om" and before is not None and before.lower in words.not_before_om:
            return False
        return word in self.subjunctions

    def _non_assertive(self, sentence: Sentence, complementiser: Token, clause: Token) -> bool:
        """An ``at``-clause that asserts nothing: a subject first in the sentence, or
        the clause of a listed predicate (``det er merkelig at``, ``angre på at``)."""
        governor = sentence.head_of(clause)
        if governor is None or clause.deprel not in _EMBEDDED:
            return False
        if clause.deprel == "csubj" and clause.id < governor.id:
            return all(t.upos == "PUNCT" or t.lower in self.words.grammar.main_coordinators
                       for t in sentence.tokens[:complementiser.index])
        return governor.lemma.lower() in self.non_assertive or governor.lower in self.non_assertive

    def _restrictive_relative(self, sentence: Sentence, som: Token, clause: Token) -> bool:
        """A restrictive relative ``som`` clause: no comma before ``som`` (for a second
        conjunct, before the first conjunct's), not ``noe som`` (a clause about a
        clause), not ``som om``."""
        if not _is_relative(sentence, clause):
            return False
        after = sentence.next(som)
        if after is None or after.lower == "om":
            return False
        if clause.deprel == "conj":
            first = sentence.head_of(clause)
            firsts = [c for c in sentence.children(first) if _is_som(c)] if first is not None else []
            if not firsts:
                return False
            som = firsts[0]
        before = sentence.previous(som)
        return before is not None and before.upos != "PUNCT" and before.lower not in self.words.clause_antecedents

    # Detector ---------------------------------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A listed negation (and the adverbs before it) right after the finite verb of a subordinate
        clause of this rule's kinds, right after its subject (``hvis han kommer ikke``); the negation
        is returned."""
        for negation in sentence.tokens:
            if not self._is_negation(negation):
                continue
            first = negation
            before = sentence.previous(first)
            while (before is not None and before.lower in self.cluster_adverbs
                   and before.upos in ("ADV", "PART", "ADJ")):
                first, before = before, sentence.previous(before)
            verb = before
            if verb is not None and self._subordinate(sentence, negation, verb, verb) \
                    and self._nothing_to_negate(sentence, negation):
                return negation
        return None


def _is_som(token: Token) -> bool:
    """Relative ``som``, however tagged (SCONJ in UD, PRON in other annotation)."""
    return token.lower == RELATIVE and token.upos in ("SCONJ", "PRON")


def _is_relative(sentence: Sentence, clause: Token) -> bool:
    """A relative clause: an ``acl`` clause, or an adjectival predicate with ``som``
    annotated as a modifier of its noun (``ting som ikke er viktig``)."""
    if clause.deprel.startswith("acl"):
        return True
    own_som = any(_is_som(c) for c in sentence.children(clause))
    if clause.deprel == "conj" and own_som:  # ..., og som heller ikke sto ...
        first = sentence.head_of(clause)
        return first is not None and first.deprel != "conj" and _is_relative(sentence, first)
    return clause.deprel == "amod" and own_som


def _subject_opener(sentence: Sentence, word: Token, clause: Token) -> Token | None:
    """The word before the clause's subject, which must end right before ``word``;
    None when the words before ``word`` are not one short subject of the clause."""
    subjects = [c for c in sentence.children(clause) if c.deprel in SUBJECTS and c.id < word.id]
    if not subjects:
        return None
    subject = subjects[-1]
    span = [t for t in sentence.tokens if in_subtree(sentence, t, subject)]
    if span[-1].index != word.index - 1 or len(span) > 10:
        return None
    if [t.index for t in span] != list(range(span[0].index, word.index)):
        return None
    if any(t.upos == "PUNCT" and t.form != "," for t in span):
        return None
    return sentence.previous(span[0])
