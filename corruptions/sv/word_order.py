"""Swedish word-order errors: no inversion after a fronted phrase (V2), and main-clause order of
a sentence adverb in a subordinate clause (the BIFF rule).

Word order is the learners' syntax error: SweLL's UD test data has 35
finite-verb placement (S-FinV) and 46 adverb placement (S-Adv) corrections
of 1,367, and DaLAJ dev+test moves ``inte`` 31 times (DaLAJ class S).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from ..base import Annotation, Corruption, Edit, swap_spans
from ..sentence import Sentence, Token
from ..word_lists import load_word_list

_PACKAGE = "corruptions.sv"
_VERBS = frozenset({"VERB", "AUX"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass", "expl"})
#: Relations of a finite verb that is not the predicate of its clause.
_AUXILIARY = frozenset({"aux", "aux:pass", "cop"})
#: Personal pronouns that can be a subject (nominative or caseless forms).
_SUBJECT_PRONOUNS = frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "den", "det", "man"})
#: Object forms of personal pronouns: a prepositional phrase ending in one
#: cannot take a relative clause (``För mig är det`` -> ``För mig det är``).
_OBJECT_PRONOUNS = frozenset({"mig", "dig", "mej", "dej", "honom", "henne", "oss"})
#: Question words: a fronted phrase with one makes a question or an exclamation.
_QUESTION_WORDS = frozenset({"vad", "vem", "vems", "var", "vart", "varför", "hur", "vilken", "vilket", "vilka",
                             "när", "varifrån", "varthän"})
#: Marks of punctuation that may open a sentence of dialogue or quotation.
_OPENING = frozenset({"-", "–", "—", "«", "»", '"', "„", "“", "”"})
#: Coordinators that may open a main clause without changing its order.
_MAIN_COORDINATORS = frozenset({"och", "men", "eller"})


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


# flip_v2_after_fronting ---------------------------------------------------------------


class FlipV2Inversion(Corruption):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause).

    A declarative main clause of Swedish has the finite verb second: after a
    fronted adverbial the subject follows the verb (``I morgon åker jag``;
    Svenska Akademiens grammatik; Språkrådet). The rule swaps the finite verb
    with the subject right after it (``I morgon jag åker``), the error SweLL
    tags S-FinV (finite-verb placement, 35 of 1,367 corrections in its UD test
    data; DaLAJ class S), typical of learners whose first language lets the
    subject stay first.

    Targets: a finite verb (not imperative) that is the predicate, or the
    auxiliary or copula of the predicate, of the sentence's main clause (the
    root, or a main clause coordinated with it by ``och``/``men``/``eller``),
    in a sentence with no question mark, directly followed by its subject and
    preceded by exactly one fronted phrase (after an optional opening dash or
    quotation mark and ``och``/``men``/``eller``), which is one of:

    * an adverb of ``data/v2_fronted_adverbs.txt`` depending on the clause:
      temporal, local and connective adverbs (``därför``, ``sedan``,
      ``här``), which never stand before a subject inside a clause;
    * a prepositional phrase of at most four words depending on the clause,
      whose noun phrase is a bare indefinite noun, a name, a numeral or an
      object pronoun (``I dag``, ``Till slut``, ``År 1975``, ``För mig``);
    * an adverbial clause opened by a subjunction of
      ``data/v2_fronted_subjunctions.txt`` (``när``, ``eftersom``, ``innan``,
      ``efter att``, ...), ended by a comma right before the verb (``När jag
      kommer hem, äter jag``).

    The subject is a personal pronoun (``jag``, ``vi``, ``det``, ...), a name of
    at most three words or a noun of at most three words with only
    determiners, adjectives, possessors or numerals before it, and nothing
    depending on it after it.

    Deliberately stricter, each because the subject-first order can be
    grammatical or the result doubtful:

    * fronted objects and predicatives (``Boken läste han`` -> ``Boken han
      läste`` reads as a noun with a relative clause without ``som``), and any
      prepositional phrase whose noun is definite or has a determiner,
      adjective or possessor (``I den boken han läste``), or is a
      demonstrative or third-person pronoun; fronted noun phrases (``Varje dag
      jag går``), ``till exempel``, ``bland annat``, which may focus the subject;
    * adverbs that allow or invite the subject first are not listed: ``kanske``
      (``Kanske han kommer`` is standard), focus adverbs (``Även vi``, ``Bara
      han``), words that are also subjunctions or relatives (``då``, ``så``,
      ``där``), parenthetical ones (``nu``, ``alltså``, ``tyvärr``,
      ``faktiskt``); after ``tidigare``, ``senare``, ``samtidigt`` only a
      pronoun subject (``Tidigare ministrar har`` is a noun phrase);
    * a fronted clause with ``även om``, ``fast``, ``oavsett``, a question word,
      ``När det gäller X``, or without the comma right before the verb;
      phrases with ``oavsett`` and ``trots``; a quotation before the verb;
    * questions and subordinate or reported clauses (``Han sa att i dag går
      vi``).

        good: Till slut blev det för mycket för honom.
        bad:  Till slut det blev för mycket för honom.
    """

    name = "flip_v2_after_fronting"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "S"

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
            return None  # Tidigare ministrar har ...: a noun phrase
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
        if opener in ("efter", "utan", "innan", "före") and len(clause) > 1 and clause[1].lower == "att":
            opener = f"{opener} att"
        if opener not in self.subjunctions:
            return False
        if [t.lower for t in clause[:3]] == ["när", "det", "gäller"]:
            return False  # När det gäller X: a frame outside the clause
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
        finite verb of the main clause (``I dag vi går på bio``): the verb is returned.

            bad:  Till slut det blev för mycket för honom.
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


#: Fronted adverbs that are also adjectives before a noun (``tidigare ministrar``).
_ADJECTIVE_LIKE = frozenset({"tidigare", "senare", "samtidigt"})
#: Nouns of prepositional phrases that may focus a following subject (``for eksempel vi``).
_FOCUSING_NOUNS = frozenset({"exempel", "annat", "andra", "regel", "fall", "synnerhet", "huvudsak"})
#: Words tagged ADP that open no ordinary fronted adverbial: comparison (``som``, ``enn``)
#: and ``uansett`` (``Uansett fredning ...``), a phrase of irrelevance that may stand
#: outside the clause.
_NOT_FRONTING = frozenset({"som", "än", "oavsett", "trots"})
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


# flip_biff_negation ----------------------------------------------------------


class FlipSubclauseAdverb(Corruption):
    """Put ``inte``/``aldrig`` after the finite verb of a subordinate clause (main-clause order).

    In a Swedish subordinate clause the sentence adverb stands before the
    finite verb (``eftersom jag inte sover``), in a main clause after it
    (``Jag sover inte``): the BIFF rule of Swedish teaching ("i Bisats står
    Inte Före det Finita verbet"; Svenska Akademiens grammatik, bisatsordning).
    The rule moves ``inte`` or ``aldrig`` behind the finite verb of a
    subordinate clause (``eftersom jag sover inte``), the error SweLL tags
    S-Adv (adverb placement, 46 of 1,367 corrections in its UD test data;
    DaLAJ moves ``inte`` 31 times; DaLAJ class S).

    Targets: ``inte``, ``aldrig``, ``icke``, ``ej`` (``data/subclause_adverbs.txt``,
    by form, tagged PART or ADV) depending on the clause, with the sentence
    adverbs right before it that move with it
    (``data/subclause_adverbs_before_negation.txt``: ``ju inte``, ``ännu
    inte``), right after the clause's subject (at most ten words, no
    punctuation but commas) and right before its finite verb (not an
    imperative), in a clause that is clearly subordinate:

    * a restrictive relative clause: ``som`` as its subject (``de som inte
      röker``) or before its subject (``en sak som vi inte klarat``), no
      relative word (``folk jag inte känner``), ``där`` after a noun, or a
      second ``som`` clause coordinated with one of these;
    * a conditional, temporal or causal clause with a subjunction of
      ``data/subclause_subjunctions.txt`` (``eftersom``, ``om``, ``när``,
      ``innan``, ``så länge``, ``utan att``, ...);
    * an indirect question with ``om`` or a question word;
    * an ``att``-clause that is the subject first in the sentence, or the
      clause of a predicate that does not assert it
      (``data/non_assertive_predicates.txt``: ``det är konstigt att``).

    Deliberately stricter, each because Swedish admits the verb before
    ``inte`` there (embedded main-clause order after verbs of saying and
    thinking: Teleman, Hellberg & Andersson, Svenska Akademiens grammatik 4;
    Wiklund et al. 2009), or because ``inte`` after the verb can negate the
    next phrase alone:

    * ``att``-clauses after verbs of saying, thinking and perceiving (``Han sa
      att han kunde inte komma``) and any ``att``-clause whose predicate is not
      listed; ``för``-, ``fast``-, ``medan``-, ``så``-, ``så att``- and
      ``då``-clauses, and ``som om``;
    * non-restrictive relative clauses (a comma before ``som``, ``något som``,
      ``vilket``), which are asserted;
    * no adverbs but the negations: others (``alltid``, ``också``, ``bara``,
      ``redan``) can follow the verb as adverbs of the verb phrase; they move
      only together with a negation;
    * a ``men`` or ``utan`` later in the sentence (``om han kommer inte i dag
      men i morgon``, ``som bor inte i hus, utan i lerkojor``), and a word
      after the verb that ``inte`` could negate alone
      (``data/subclause_focused_words.txt``: ``inte bara``, ``inte alla``,
      ``inte förrän``);
    * ``om`` after ``även``, ``som``, ``än``, ``fast``; a clause whose subject is
      not right after its subjunction or relative; a root clause.

        good: Han stannade hemma eftersom han inte mådde bra.
        bad:  Han stannade hemma eftersom han mådde inte bra.
    """

    name = "flip_biff_negation"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "S"
    #: Off by default: the bundled Talbanken dev and test have only 14 sentences it reaches (a type
    #: needs 30 pairs); on with ``--corruption +flip_biff_negation`` for a larger source
    #: (``--source ud`` adds train).
    enabled_by_default = False

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
        and move with it (``ju inte``, ``ännu inte``, ``naturligtvis inte``)."""
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
        return not any(t.lower in ("men", "utan") for t in sentence.tokens[token.index + 1:])

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
            # som as the subject of a relative clause: de som inte röker
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
                return opener.upos in ("NOUN", "PROPN", "PRON")  # folk jag inte känner
            if opener.lower in ("där", "dit", "varifrån") and opener.head == predicate.id:
                noun = sentence.previous(opener)
                return noun is not None and noun.upos == "NOUN" and noun.id == predicate.head
            return False
        word = opener.lower
        if word in _QUESTION_WORDS and word != "när":
            return opener.head == predicate.id and predicate.deprel in _EMBEDDED
        before = sentence.previous(opener)
        if word == "länge":  # så länge
            return (before is not None and before.lower == "så" and opener.head == predicate.id
                    and "så länge" in self.subjunctions)
        if opener.head != predicate.id or not (opener.deprel == "mark" or opener.upos == "SCONJ"):
            return False
        if word == "att":
            if before is not None and before.lower in ("efter", "utan", "genom") and before.head == predicate.id:
                return f"{before.lower} att" in self.subjunctions
            return self._non_assertive_at(sentence, opener, predicate)
        if word == "om" and before is not None and before.lower in ("även", "som", "än", "fast"):
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
        """``inte``/``aldrig`` (and the adverbs before it) right after the finite verb
        of a subordinate clause of this rule's kinds, right after its subject
        (``eftersom han mådde inte bra``); the negation is returned.

            bad:  Han stannade hemma eftersom han mådde inte bra.
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
    annotated as a modifier of its noun (``saker som inte är viktiga``)."""
    if predicate.deprel.startswith("acl"):
        return True
    own_som = any(_is_som(c) for c in sentence.children(predicate))
    if predicate.deprel == "conj" and own_som:  # ..., och som inte heller stod ...
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
    return before is not None and before.upos != "PUNCT" and before.lower not in ("något", "vilket")


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
