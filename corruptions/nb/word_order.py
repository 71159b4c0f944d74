"""Bokmål word-order errors: no inversion after a fronted phrase (V2), and main-clause
order of a sentence adverb in a subordinate clause."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from ..base import Annotation, Corruption, Edit, swap_spans
from ..sentence import Sentence, Token
from ..word_lists import load_word_list

_PACKAGE = "corruptions.nb"
_VERBS = frozenset({"VERB", "AUX"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass", "expl"})
#: Relations of a finite verb that is not the predicate of its clause.
_AUXILIARY = frozenset({"aux", "aux:pass", "cop"})
#: Personal pronouns that can be a subject (nominative or caseless forms).
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "dere", "de", "den", "det", "man"})
#: Object forms of personal pronouns: a prepositional phrase ending in one
#: cannot take a relative clause (``For meg er det`` -> ``For meg det er``).
_OBJECT_PRONOUNS = frozenset({"meg", "deg", "ham", "henne", "oss", "dere"})
#: Question words: a fronted phrase with one makes a question or an exclamation.
_QUESTION_WORDS = frozenset({"hva", "hvem", "hvor", "hvorfor", "hvordan", "hvilken", "hvilket", "hvilke",
                             "hvis", "når", "hvorledes", "hvorhen"})
#: Marks of punctuation that may open a sentence of dialogue or quotation.
_OPENING = frozenset({"-", "–", "—", "«", '"', "„", "“"})
#: Coordinators that may open a main clause without changing its order.
_MAIN_COORDINATORS = frozenset({"og", "men", "eller"})


def _is_finite(token: Token) -> bool:
    """A finite verb form, not an imperative (which has no subject)."""
    return token.upos in _VERBS and token.has(VerbForm="Fin") and not token.has(Mood="Imp")


def _predicate(sentence: Sentence, verb: Token) -> Token | None:
    """The predicate of the finite verb's clause: the verb itself, or the word an
    auxiliary or copula depends on."""
    return sentence.head_of(verb) if verb.deprel in _AUXILIARY else verb


def _in_subtree(sentence: Sentence, token: Token, root: Token) -> bool:
    return token is root or root in sentence.ancestors(token)


def _depends_on_clause(token: Token, verb: Token, predicate: Token) -> bool:
    return token.head in (verb.id, predicate.id)


# flip_v2_inversion ---------------------------------------------------------------


class FlipV2Inversion(Corruption):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause).

    A declarative main clause of Bokmål has the finite verb second: after a
    fronted adverbial the subject follows the verb (``I dag går vi på kino``).
    The rule swaps the finite verb with the subject right after it, so that the
    verb comes third (``I dag vi går på kino``). This is the learner error ASK
    codes "O" and NoCoLA files under *Word order*, whose own example of the
    class is this one (``Hvis du har tillatelse, du kan fiske også``; the paper
    gives the class sizes only as a bar plot, its Figure 2); GiellaLT's Bokmål
    grammar checker has the classes ``syn-pp-v3-v2`` and ``syn-adv-v3-v2``
    (the finite verb belongs second after a prepositional phrase or an
    adverb). Språkrådet's advice on word order and the reference grammar
    (Faarlund, Lie & Vannebo 1997) state the rule: the finite verb is the
    second element of a declarative main clause.

    Targets: a finite verb (not imperative) that is the predicate, or the
    auxiliary or copula of the predicate, of the sentence's main clause (the
    root, or a main clause coordinated with it by ``og``/``men``/``eller``), in
    a sentence with no question mark, that is directly followed by its subject
    and preceded by exactly one fronted phrase (after an optional opening dash
    or quotation mark and ``og``/``men``/``eller``), which is one of:

    * an adverb of ``data/v2_fronted_adverbs.txt``, depending on the clause:
      temporal, local and connective adverbs (``derfor``, ``etterpå``,
      ``her``), which never stand before a subject inside a clause;
    * a prepositional phrase of at most four words depending on the clause,
      whose noun phrase is a bare indefinite noun, a name, a numeral or an
      object pronoun (``I dag``, ``Til slutt``, ``I 2005``, ``Ifølge CNN``,
      ``For meg``);
    * an adverbial clause with a subjunction of ``data/v2_fronted_subjunctions.txt``
      (``når``, ``hvis``, ``da``, ``etter at``, ...), ended by a comma right
      before the verb (``Når jeg kommer hjem, spiser jeg``).

    The subject is a personal pronoun (``jeg``, ``vi``, ``det``, ...), a name
    of at most three words or a noun of at most three words with only
    determiners, adjectives, possessors or numerals before it, and nothing
    depending on it after it (which would stay behind the verb).

    Deliberately stricter, each because the subject-first order can be
    grammatical or the result doubtful:

    * fronted objects and predicatives are left alone: with the subject first,
      ``Boka leste han`` -> ``Boka han leste`` reads as a noun with a relative
      clause without ``som``;
    * likewise any prepositional phrase whose noun is definite or has a
      determiner, adjective or possessor (``Etter krigen``, ``I en bok``,
      ``For det første``): ``I den boka han leste ...`` is a relative clause;
      so are demonstrative and third-person object pronouns (``Med dem vi skal``);
    * fronted noun phrases that are adverbials (``Hver dag jeg går ...`` reads
      as "every day that I go"), and ``for eksempel``, ``blant annet``, which
      may focus the subject (``For eksempel vi``);
    * adverbs that allow or invite the subject first are not in the list:
      ``kanskje`` (``Kanskje han kommer`` is standard), focus adverbs (``Også vi
      har``, ``Bare han kommer``), words that are also subjunctions or
      relatives (``da``, ``så``, ``der``, ``siden``, ``straks``, ``når``),
      interjection-like or parenthetical adverbs, which a reader takes for a
      missing comma (``nå``, ``altså``, ``heldigvis``, ``dessverre``,
      ``faktisk``, ``ellers``, ``uansett``, ``forresten``); after
      ``tidligere``, ``senere`` or ``samtidig`` only a pronoun subject, since
      ``Tidligere statsråder har`` is a noun phrase;
    * a fronted clause with ``selv om``, ``om``, ``uansett``, ``enten``, a
      question word, the frame ``Når det gjelder X``, or without the comma right
      before the verb (``Hvis du kommer, så går vi`` puts ``så`` first), a
      phrase with ``uansett`` (``Uansett fredning``), and a quotation before the
      verb (``- Vi kommer, sier han``);
    * questions (a question word first, or a ``?`` in the sentence) and
      subordinate and reported clauses (a clause with a subjunction, a
      relative, a complement clause: ``Han sa i dag går vi`` -> ``Han sa i
      dag vi går`` is grammatical, ``i dag`` then belongs to ``sa``).

        good: Til slutt ble det for mye for ham
        bad:  Til slutt det ble for mye for ham
    """

    name = "flip_v2_inversion"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Word order"

    @cached_property
    def fronted_adverbs(self) -> frozenset[str]:
        return load_word_list("v2_fronted_adverbs.txt", package=_PACKAGE)

    @cached_property
    def subjunctions(self) -> frozenset[str]:
        return load_word_list("v2_fronted_subjunctions.txt", package=_PACKAGE)

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
        if not _is_finite(verb):
            return None
        predicate = _predicate(sentence, verb)
        if predicate is None:
            return None
        front = self._fronted(sentence, verb, predicate)
        if front is None:
            return None
        span = _short_subject(sentence, verb, predicate)
        if span is None:
            return None
        if len(front) == 1 and front[0].lower in _ADJECTIVE_LIKE and sentence.tokens[span[0]].upos != "PRON":
            return None  # Tidligere statsråder har ...: a noun phrase
        return span

    def _fronted(self, sentence: Sentence, verb: Token, predicate: Token) -> list[Token] | None:
        """The fronted phrase before the verb of a main clause, when it is one this rule knows."""
        start = _main_clause_start(sentence, verb, predicate)
        if start is None or start >= verb.index:
            return None
        front = list(sentence.tokens[start:verb.index])
        return front if self._is_fronted(sentence, verb, predicate, front) else None

    def _is_fronted(self, sentence: Sentence, verb: Token, predicate: Token, front: list[Token]) -> bool:
        """Whether ``front`` is one fronted phrase of this rule's kinds: an adverb, a
        bare prepositional phrase or an adverbial clause and its comma."""
        if front[-1].form == ",":
            return len(front) > 2 and self._fronted_clause(sentence, verb, predicate, front[:-1])
        if any(t.lower in _QUESTION_WORDS for t in front):
            return False
        if len(front) == 1:
            word = front[0]
            return (word.lower in self.fronted_adverbs and word.upos in ("ADV", "ADJ")
                    and _depends_on_clause(word, verb, predicate))
        return _bare_prepositional_phrase(sentence, verb, predicate, front)

    def _fronted_clause(self, sentence: Sentence, verb: Token, predicate: Token, clause: list[Token]) -> bool:
        """``Når jeg kommer hjem``: an adverbial clause of the main clause, opened by a listed subjunction."""
        first = clause[0]
        opener = first.lower
        if opener in ("etter", "uten", "før") and len(clause) > 1 and clause[1].lower == "at":
            opener = f"{opener} at"
        if opener not in self.subjunctions:
            return False
        if [t.lower for t in clause[:3]] == ["når", "det", "gjelder"]:
            return False  # Når det gjelder X: a frame outside the clause
        head = sentence.head_of(first)
        if head is None or head.deprel != "advcl" or not _depends_on_clause(head, verb, predicate):
            return False
        if any(t.upos == "PUNCT" for t in clause):
            return False  # an inserted clause or a list: not one simple adverbial clause
        if not any(_is_finite(t) for t in clause):
            return False
        return all(_in_subtree(sentence, t, head) for t in clause)

    # Detector ---------------------------------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A subject pronoun between a fronted phrase of this rule's kinds and the
        finite verb of the main clause (``I dag vi går på kino``): the verb is returned.

            bad:  Til slutt det ble for mye for ham
        """
        if "?" in sentence.text:
            return None
        for verb in sentence.tokens:
            if not _is_finite(verb):
                continue
            subject = sentence.previous(verb)
            predicate = _predicate(sentence, verb)
            if (subject is None or predicate is None or subject.upos != "PRON"
                    or subject.lower not in _SUBJECT_PRONOUNS or subject.deprel not in _SUBJECTS
                    or not _depends_on_clause(subject, verb, predicate)):
                continue
            start = _main_clause_start(sentence, subject, predicate)
            if start is None or start >= subject.index:
                continue
            if self._is_fronted(sentence, verb, predicate, list(sentence.tokens[start:subject.index])):
                return verb
        return None


#: Fronted adverbs that are also adjectives before a noun (``tidligere statsråder``).
_ADJECTIVE_LIKE = frozenset({"tidligere", "senere", "samtidig"})
#: Nouns of prepositional phrases that may focus a following subject (``for eksempel vi``).
_FOCUSING_NOUNS = frozenset({"eksempel", "annet", "andre", "regel", "hvert", "fall"})
#: Words tagged ADP that open no ordinary fronted adverbial: comparison (``som``, ``enn``)
#: and ``uansett`` (``Uansett fredning ...``), a phrase of irrelevance that may stand
#: outside the clause.
_NOT_FRONTING = frozenset({"som", "enn", "uansett"})
#: Dependents a short subject noun may have before it.
_SUBJECT_MODIFIERS = frozenset({"det", "amod", "nmod:poss", "nummod", "flat", "flat:name", "compound"})


def _main_clause_start(sentence: Sentence, verb: Token, predicate: Token) -> int | None:
    """Where the fronted phrase of the verb's main clause begins, or None when the
    clause is not a main clause: after an opening dash or quotation mark and an
    opening coordinator for the root; after its coordinator for a coordinated main
    clause. ``verb`` is the word the fronted phrase must end before."""
    if any(child.deprel == "mark" for child in sentence.children(predicate)):
        return None
    tokens = sentence.tokens
    if predicate.deprel == "root":
        start = 0
        while start < verb.index and tokens[start].form in _OPENING:
            start += 1
        if start < verb.index and tokens[start].lower in _MAIN_COORDINATORS and tokens[start].head == predicate.id:
            start += 1
        return start
    if predicate.deprel != "conj":
        return None
    first = sentence.head_of(predicate)
    if first is None or first.deprel != "root" or first.id > predicate.id:
        return None
    if any(child.deprel == "mark" for child in sentence.children(first)):
        return None
    coordinator = next((c for c in sentence.children(predicate)
                        if c.deprel == "cc" and c.lower in _MAIN_COORDINATORS and c.id < verb.id), None)
    if coordinator is None:
        return None
    if not any(c.deprel in _SUBJECTS for c in sentence.children(first)):
        return None  # the first conjunct must be a clause of its own
    return coordinator.index + 1


def _bare_prepositional_phrase(sentence: Sentence, verb: Token, predicate: Token, front: list[Token]) -> bool:
    """``I dag``, ``Til slutt``, ``I 2005``, ``For meg``: a preposition and a noun
    phrase that cannot take a relative clause, depending on the clause."""
    if len(front) > 4:
        return False
    preposition = front[0]
    if preposition.upos != "ADP" or preposition.deprel != "case" or preposition.lower in _NOT_FRONTING:
        return False
    head = sentence.head_of(preposition)
    if head is None or head not in front or not _depends_on_clause(head, verb, predicate):
        return False
    if head.lower in _FOCUSING_NOUNS:
        return False
    for token in front[1:]:
        if not _in_subtree(sentence, token, head):
            return False
        if token.upos == "NOUN":
            if not token.has(Definite="Ind") or token.has(Case="Gen"):
                return False
        elif token.upos == "PRON":
            if token.lower not in _OBJECT_PRONOUNS:
                return False
        elif token.upos not in ("PROPN", "NUM") and not (token.upos == "ADP" and token.deprel == "case"):
            return False
    return True


def _short_subject(sentence: Sentence, verb: Token, predicate: Token) -> tuple[int, int] | None:
    """The subject right after the verb, as an index range, when it is a personal
    pronoun, a name of up to three words, or a noun of up to three words with only
    determiners and modifiers before it."""
    first = sentence.next(verb)
    if first is None:
        return None
    if first.upos == "PRON":
        pronoun = first.lower in _SUBJECT_PRONOUNS and first.deprel in _SUBJECTS
        return (first.index, first.index) if pronoun and _depends_on_clause(first, verb, predicate) else None
    if first.upos not in ("NOUN", "PROPN", "DET", "ADJ", "NUM"):
        return None
    # The head of the subject: the first token, or the noun it modifies.
    head = first if first.deprel in _SUBJECTS else sentence.head_of(first)
    if head is None or head.deprel not in _SUBJECTS or head.upos not in ("NOUN", "PROPN"):
        return None
    if not _depends_on_clause(head, verb, predicate):
        return None
    inside = [t for t in sentence.tokens if _in_subtree(sentence, t, head)]
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


# flip_subclause_adverb ----------------------------------------------------------


class FlipSubclauseAdverb(Corruption):
    """Put ``ikke``/``aldri`` after the finite verb of a subordinate clause (main-clause order).

    In a Bokmål subordinate clause the sentence adverb stands before the finite
    verb (``... hvis han ikke kommer``); in a main clause it follows it (``Han
    kommer ikke``). The rule moves ``ikke`` or ``aldri`` behind the finite verb of
    a subordinate clause (``... hvis han kommer ikke``), the learner error ASK
    codes "O" and NoCoLA files under *Word order* (no count in the paper's text);
    GiellaLT's Bokmål grammar checker has the class ``syn-embedded-v2-v3`` (the
    finite verb belongs after the adverb in a subordinate clause). Språkrådet's
    advice on word order and the reference grammar (Faarlund, Lie & Vannebo 1997)
    give the order of a leddsetning: subjunction, subject, sentence adverb,
    finite verb; Bentzen ("Verb placement in relative clauses", NALS 2014) finds
    no verb before the negation in relative clauses and embedded questions of
    Standard (Eastern) Norwegian, only in some northern dialects.

    Targets: ``ikke`` or ``aldri`` (``data/subclause_adverbs.txt``, by form,
    tagged PART or ADV) depending on the clause, with the sentence adverbs right
    before it that move with it (``data/subclause_adverbs_before_negation.txt``:
    ``heller ikke``, ``ennå ikke``, ``selvfølgelig ikke``), right after the
    clause's subject (at most ten words, no punctuation but commas) and right
    before its finite verb (not an imperative), in a clause that is clearly
    subordinate and admits no main-clause order:

    * a restrictive relative clause: ``som`` as its subject (``de som ikke
      røyker``) or before its subject (``en sak som vi ikke har klart``), no
      relative word (``folk jeg ikke kjenner``), ``hvis`` (``hun hvis navn ikke
      kan nevnes``), ``hvor``/``der`` after a noun (``et land hvor det ikke er
      ...``), or a second ``som`` clause coordinated with one of these (``de som
      er like dyktige, men som ikke behersker ...``);
    * a conditional, temporal or manner clause with a subjunction of
      ``data/subclause_subjunctions.txt`` (``hvis``, ``dersom``, ``om``, ``når``,
      ``før``, ``så lenge``, ``etter at``, ``uten at``, ``ved at``, ...);
    * an indirect question with ``om`` or a question word;
    * an ``at``-clause that is the subject first in the sentence (``At han ikke
      kjente igjen moren ...``) or the clause of a predicate that does not assert
      it (``data/non_assertive_predicates.txt``: ``det er merkelig at``, ``angre
      på at``, ``skuffelse over at``, ``tvile på at``).

    Deliberately stricter, each because Norwegian admits the verb before
    ``ikke`` there (embedded main-clause order, "embedded V2": Julien 2007,
    Wiklund et al. 2009, Ringstad 2019, who finds it in spontaneous speech in
    asserted clauses, adjunct clauses among them), or because ``ikke`` after the
    verb can negate the next phrase alone:

    * ``at``-clauses after verbs of saying, thinking and perceiving (``Han sa
      at han kunne ikke komme``), after directives (``krav om at``), and any
      ``at``-clause whose predicate is not listed; ``fordi``-, ``selv om``-,
      ``mens``-, ``så``-, ``slik at``-, ``da``-, ``siden``-, ``ettersom``-,
      ``nå som``- and ``samtidig som``-clauses (``fordi han kom ikke`` is
      frequent in speech), and ``som om``;
    * non-restrictive relative clauses (a comma before ``som``, ``noe som``,
      ``hvilket``), which are asserted;
    * no adverbs but the negations: others (``alltid``, ``også``, ``bare``,
      ``allerede``, ``kanskje``) can follow the verb as adverbs of the verb
      phrase or focus the next phrase (``hvis han kommer også``, ``at han kom
      allerede i går``); they move only together with a negation;
    * a ``men`` later in the sentence (``hvis han kommer ikke i dag, men i
      morgen`` negates one phrase), and a word after the verb that ``ikke``
      could negate alone (``data/subclause_focused_words.txt``: ``ikke før``,
      ``ikke bare``, ``ikke alle``);
    * ``om`` after ``selv``, ``som``, ``enn``; a clause whose subject is not
      right after its subjunction or relative; a root clause.

        good: Om Bertelsen ikke vil forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei.
        bad:  Om Bertelsen vil ikke forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei.
    """

    name = "flip_subclause_adverb"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "Word order"

    @cached_property
    def adverbs(self) -> frozenset[str]:
        return load_word_list("subclause_adverbs.txt", package=_PACKAGE)

    @cached_property
    def subjunctions(self) -> frozenset[str]:
        return load_word_list("subclause_subjunctions.txt", package=_PACKAGE)

    @cached_property
    def non_assertive(self) -> frozenset[str]:
        return load_word_list("non_assertive_predicates.txt", package=_PACKAGE)

    @cached_property
    def focused(self) -> frozenset[str]:
        return load_word_list("subclause_focused_words.txt", package=_PACKAGE)

    @cached_property
    def cluster_adverbs(self) -> frozenset[str]:
        return load_word_list("subclause_adverbs_before_negation.txt", package=_PACKAGE)

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
        predicate = _predicate(sentence, verb)
        first = negation
        while True:
            before = sentence.previous(first)
            if (before is None or before.lower not in self.cluster_adverbs or before.upos not in ("ADV", "PART", "ADJ")
                    or before.head not in (negation.id, verb.id, predicate.id if predicate else verb.id)):
                return first
            first = before

    def _nothing_to_negate(self, sentence: Sentence, token: Token) -> bool:
        """Whether no phrase after ``token`` (the word the adverb comes to follow)
        could be negated alone: no ``men`` later, no focus word next."""
        after = sentence.next(token)
        if after is not None and after.lower in self.focused:
            return False
        return not any(t.lower == "men" for t in sentence.tokens[token.index + 1:])

    def _subordinate(self, sentence: Sentence, negation: Token, verb: Token, subject_end: Token) -> bool:
        """Whether ``negation`` is a listed adverb of the clause of the finite ``verb``,
        a subordinate clause of the kinds this rule knows whose subject ends right
        before ``subject_end`` (the adverbs in the correct order, the verb in the error)."""
        if not self._is_negation(negation) or not _is_finite(verb):
            return False
        predicate = _predicate(sentence, verb)
        if predicate is None or predicate.deprel == "root" or not _depends_on_clause(negation, verb, predicate):
            return False
        before = sentence.previous(subject_end)
        if before is not None and _is_som(before) and before.head == predicate.id:
            # som as the subject of a relative clause: de som ikke røyker
            if any(c.deprel in _SUBJECTS and c is not before for c in sentence.children(predicate)):
                return False
            return _restrictive_relative(sentence, before, predicate)
        opener = _subject_opener(sentence, subject_end, predicate)
        return opener is not None and self._licenses(sentence, opener, predicate)

    def _licenses(self, sentence: Sentence, opener: Token, predicate: Token) -> bool:
        """Whether the word before the subject opens a clause of a kind with no main-clause order."""
        if _is_relative(sentence, predicate):
            if _is_som(opener):
                return opener.head == predicate.id and _restrictive_relative(sentence, opener, predicate)
            if opener.id == predicate.head and not any(c.deprel == "mark" for c in sentence.children(predicate)):
                return opener.upos in ("NOUN", "PROPN", "PRON")  # folk jeg ikke kjenner
            if opener.lower in ("hvor", "der") and opener.head == predicate.id:
                noun = sentence.previous(opener)
                return noun is not None and noun.upos == "NOUN" and noun.id == predicate.head
            return False
        word = opener.lower
        if word in _QUESTION_WORDS and word not in ("hvis", "når"):
            return opener.head == predicate.id and predicate.deprel in _EMBEDDED
        before = sentence.previous(opener)
        if word == "lenge":  # så lenge
            return (before is not None and before.lower == "så" and opener.head == predicate.id
                    and "så lenge" in self.subjunctions)
        if opener.head != predicate.id or not (opener.deprel == "mark" or opener.upos == "SCONJ"):
            return False
        if word == "at":
            if before is not None and before.lower in ("etter", "uten", "ved") and before.head == predicate.id:
                return f"{before.lower} at" in self.subjunctions
            return self._non_assertive_at(sentence, opener, predicate)
        if word == "om" and before is not None and before.lower in ("selv", "som", "enn", "enda"):
            return False
        return word in self.subjunctions

    def _non_assertive_at(self, sentence: Sentence, at: Token, predicate: Token) -> bool:
        """An ``at``-clause that asserts nothing: a subject first in the sentence, or
        the clause of a listed predicate (``det er merkelig at``, ``angre på at``)."""
        governor = sentence.head_of(predicate)
        if governor is None or predicate.deprel not in _EMBEDDED:
            return False
        if predicate.deprel == "csubj" and predicate.id < governor.id:
            return all(t.upos == "PUNCT" or t.lower in _MAIN_COORDINATORS for t in sentence.tokens[:at.index])
        return governor.lemma.lower() in self.non_assertive or governor.lower in self.non_assertive

    # Detector ---------------------------------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``ikke``/``aldri`` (and the adverbs before it) right after the finite verb
        of a subordinate clause of this rule's kinds, right after its subject
        (``hvis han kommer ikke``); the negation is returned.

            bad:  Om Bertelsen vil ikke forlate jobben frivillig, vurderer Justisdepartementet ...
        """
        for negation in sentence.tokens:
            if not self._is_negation(negation):
                continue
            first = negation
            before = sentence.previous(first)
            while before is not None and before.lower in self.cluster_adverbs and before.upos in ("ADV", "PART", "ADJ"):
                first, before = before, sentence.previous(before)
            verb = before
            if verb is not None and self._subordinate(sentence, negation, verb, verb) \
                    and self._nothing_to_negate(sentence, negation):
                return negation
        return None


#: Relations of a clause that is a complement or an adverbial of another word.
_EMBEDDED = frozenset({"ccomp", "csubj", "xcomp", "advcl", "obl", "obj", "acl", "nmod"})


def _is_som(token: Token) -> bool:
    """Relative ``som``, however tagged (SCONJ in UD, PRON in other annotation)."""
    return token.lower == "som" and token.upos in ("SCONJ", "PRON")


def _is_relative(sentence: Sentence, predicate: Token) -> bool:
    """A relative clause: an ``acl`` clause, or an adjectival predicate with ``som``
    annotated as a modifier of its noun (``ting som ikke er viktig``)."""
    if predicate.deprel.startswith("acl"):
        return True
    own_som = any(_is_som(c) for c in sentence.children(predicate))
    if predicate.deprel == "conj" and own_som:  # ..., og som heller ikke sto ...
        first = sentence.head_of(predicate)
        return first is not None and first.deprel != "conj" and _is_relative(sentence, first)
    return predicate.deprel == "amod" and own_som


def _restrictive_relative(sentence: Sentence, som: Token, predicate: Token) -> bool:
    """A restrictive relative ``som`` clause: no comma before ``som`` (for a second
    conjunct, before the first conjunct's), not ``noe som`` (a clause about a
    clause), not ``som om``."""
    if not _is_relative(sentence, predicate):
        return False
    after = sentence.next(som)
    if after is None or after.lower == "om":
        return False
    if predicate.deprel == "conj":
        first = sentence.head_of(predicate)
        firsts = [c for c in sentence.children(first) if _is_som(c)] if first is not None else []
        if not firsts:
            return False
        som = firsts[0]
    before = sentence.previous(som)
    return before is not None and before.upos != "PUNCT" and before.lower not in ("noe", "hvilket")


def _subject_opener(sentence: Sentence, word: Token, predicate: Token) -> Token | None:
    """The word before the clause's subject, which must end right before ``word``;
    None when the words before ``word`` are not one short subject of the clause."""
    subjects = [c for c in sentence.children(predicate) if c.deprel in _SUBJECTS and c.id < word.id]
    if not subjects:
        return None
    subject = subjects[-1]
    span = [t for t in sentence.tokens if _in_subtree(sentence, t, subject)]
    if span[-1].index != word.index - 1 or len(span) > 10:
        return None
    if [t.index for t in span] != list(range(span[0].index, word.index)):
        return None
    if any(t.upos == "PUNCT" and t.form != "," for t in span):
        return None
    return sentence.previous(span[0])
