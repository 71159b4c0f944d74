"""The basic (ScaLA) corruptions: the fallback for sentences no DaLA rule reaches.

Neither encodes a specific Danish error; they break word order or remove a
word, as in ScaLA (Nielsen, 2023).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property
from itertools import pairwise
from types import MappingProxyType

from dala_pipeline.sentence import Sentence, Token

from .base import Annotation, Corruption, Edit, remove_token, swap_spans
from .word_lists import load_word_list

_NO_SWAP = frozenset({"PUNCT", "SYM"})


def _subject_and_verb(a: Token, b: Token) -> bool:
    return (a.deprel.startswith("nsubj") and a.head == b.id) or (b.deprel.startswith("nsubj") and b.head == a.id)


class FlipNeighbours(Corruption):
    """Swap two adjacent words of different UPOS (target: the first of the two).

    Neither may be PUNCT or SYM, and {PRON, AUX} is not swapped (``har
    jeg``/``jeg har`` are both grammatical). Stricter than the spec: a
    sentence-initial subject is not swapped with its verb, which would give
    the grammatical question order (``Han kiggede`` -> ``Kiggede han``).
    When the first word of the sentence moves, the casing follows the
    position.

        good: Hvor kommer julemanden fra?
        bad:  Kommer hvor julemanden fra?
    """

    name = "flip_neighbours"
    reads = frozenset({Annotation.UPOS, Annotation.DEPREL})
    basic = True

    def find(self, sentence: Sentence) -> Iterator[int]:
        tokens = sentence.tokens
        for left, right in pairwise(tokens):
            pair = {left.upos, right.upos}
            if left.upos == right.upos or pair & _NO_SWAP or pair == {"PRON", "AUX"}:
                continue
            if left.index == 0 and _subject_and_verb(left, right):
                continue
            yield left.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return swap_spans(sentence, (index, index), (index + 1, index + 1))


class Delete(Corruption):
    """Remove a word whose absence a Danish reader cannot repair.

    A positive list, stricter than the spec (which allows any word but a
    few classes): only these words are removed, each recognised by its form
    or lemma as well as by its tags, so that the rule keeps its meaning on
    predicted annotation.

    * The finite verb of a main clause with a subject and, after the verb,
      a noun-phrase object, an object clause or an infinitive (``Han køber
      en bil`` -> ``Han en bil``), or its finite ``have`` or modal before
      the main verb (``Han har købt en bil`` -> ``Han købt en bil``). The
      form must fit the lemma (``data/irregular_finite_verbs.txt``), so an
      adjective or noun tagged as a verb is never taken for one. Not the
      verb of a coordinated clause (``og hun en cykel`` is gapping) or of a
      subordinate one; not right after a quotation mark, colon or dash
      (``"...," siger X`` -> a byline); and not where what is left reads
      as a phrase or a heading: two words that can form a noun phrase meet
      (``Mange havde uheld`` -> ``Mange uheld``), a noun subject meets a
      clause after punctuation (``Kampen afslørede, hvor ...``), the object
      is a measure (``koster 499 kr.``) or follows a preposition,
      ``være``/``blive`` has a noun subject (``Lise Pedersen blev gravid``
      -> ``Lise Pedersen gravid``), a passive infinitive would read as
      finite (``skal ses`` -> ``ses``), or a past tense between an adverb
      and a noun could be an adjective (``bedst placerede hold``).
    * A subject pronoun (jeg du han hun vi I de man) right after the finite
      verb, when an adverbial or a clause is fronted (``I går købte han en
      bil`` -> ``I går købte en bil``). Not after a fronted noun phrase,
      which would become the subject (``Bogen læste han`` -> ``Bogen
      læste``), not when a noun phrase follows that could become it (``I
      dag spiller han Hamlet`` -> ``I dag spiller Hamlet``), not when the
      verb could be an imperative (``Så kom han`` -> ``Så kom!``) or opens a
      coordinated clause (``og så gik han``).
    * A subject pronoun right after a subordinating conjunction (at, fordi,
      hvis, når, om, selvom, mens) before its finite verb (``fordi han
      kom`` -> ``fordi kom``). Not when the verb is spelt like an infinitive
      (``at han kunne``, ``at han ventes`` -> ``at kunne``, ``at ventes``);
      never after the relative ``som``/``der`` (``som læste`` is a relative
      clause of its own).
    * The preposition a verb needs before a noun (``data/verb_prepositions.txt``:
      ``venter på bussen`` -> ``venter bussen``): only the first after the
      verb, so a preposition repeated in a coordination is never removed;
      not after a finite verb whose subject is not in place before it (``og
      nu bor i Vesten`` -> ``og nu bor Vesten`` makes the noun the subject).
    * The infinitive marker ``at`` after a verb that needs it
      (``data/at_verbs.txt``: ``begyndte at løbe`` -> ``begyndte løbe``).

    Objects, prepositions, conjunctions, adverbs, nouns and relative
    pronouns are otherwise never removed: Danish can do without many of
    them (``læser Orwell`` -> ``læser``, ``Men senere`` -> ``Senere``). As
    the spec requires, no ADJ, ADV, DET, NUM, PUNCT or SYM is removed, nor
    an ``at`` tagged SCONJ (the complementiser).
    Removing the first word capitalises the next one.

        good: Han venter på bussen
        bad:  Han venter bussen
    """

    name = "delete"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    basic = True

    @cached_property
    def verb_prepositions(self) -> frozenset[tuple[str, bool, str]]:
        """(lemma, with a reflexive pronoun, preposition) of ``verb_prepositions.txt``."""
        pairs = set()
        for line in load_word_list("verb_prepositions.txt"):
            words = line.split()
            pairs.add((words[0], len(words) == 3, words[-1]))
        return frozenset(pairs)

    @cached_property
    def at_verbs(self) -> frozenset[str]:
        return load_word_list("at_verbs.txt")

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if (_finite_verb_of_main_clause(sentence, token)
                    or _inverted_subject(sentence, token)
                    or _subordinate_subject(sentence, token)
                    or self._required_preposition(sentence, token)
                    or self._required_infinitive_marker(sentence, token)):
                yield token.index

    def _required_preposition(self, sentence: Sentence, token: Token) -> bool:
        if token.upos != "ADP" or _object_noun(sentence, token) is None:
            return False
        verb, reflexive = _governing_verb(sentence, token)
        return verb is not None and _subject_in_place(sentence, verb, token) and any(
            (lemma, reflexive, token.lower) in self.verb_prepositions for lemma in _lemma_candidates(verb))

    def _required_infinitive_marker(self, sentence: Sentence, token: Token) -> bool:
        after = sentence.next(token)
        if token.lower != "at" or token.upos == "SCONJ" or after is None or not _is_infinitive(after):
            return False
        verb, _ = _governing_verb(sentence, token)
        return verb is not None and not self.at_verbs.isdisjoint(_lemma_candidates(verb))

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)


_VERBS = frozenset({"VERB", "AUX"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass"})
_COMPLEMENTS = frozenset({"obj", "xcomp", "ccomp"})
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON"})
#: Words that can open a noun phrase, which could then be read as a subject.
_PHRASE_START = frozenset({"NOUN", "PROPN", "PRON", "DET", "NUM", "X"})
_PHRASE_WORDS = frozenset({"NOUN", "PROPN", "DET", "ADJ", "NUM"})
#: Subject forms of the personal pronouns; ``I`` (you, plural) only with its capital.
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "de", "man"})
_REFLEXIVES = frozenset({"sig", "mig", "dig", "os", "jer"})
_POSSESSIVES = frozenset({"min", "mit", "mine", "din", "dit", "dine", "sin", "sit", "sine", "hans", "hendes",
                          "dens", "dets", "vores", "jeres", "deres"})
#: Conjunctions whose clause cannot do without its subject: ``fordi kom``.
_SUBORDINATORS = frozenset({"at", "fordi", "hvis", "når", "om", "selvom", "mens"})
#: Modal pasts spelt like their infinitives: ``at han kunne`` -> ``at kunne``.
_INFINITIVE_LIKE = frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde"})
_COPULAS = frozenset({"være", "blive"})
#: Auxiliaries whose removal leaves a bare infinitive or participle: ``Han købt en bil``.
_AUXILIARIES = frozenset({"have", "kunne", "skulle", "ville", "måtte", "burde"})
_FINITE_FORMS = MappingProxyType({
    "er": "være", "var": "være", "bliver": "blive", "blev": "blive", "har": "have", "havde": "have",
    "kan": "kunne", "kunne": "kunne", "skal": "skulle", "skulle": "skulle", "vil": "ville", "ville": "ville",
    "må": "måtte", "måtte": "måtte", "bør": "burde", "burde": "burde"})
#: Irregular finite forms and their lemmas (``data/irregular_finite_verbs.txt``).
_IRREGULAR_FINITE = MappingProxyType(dict(line.split() for line in load_word_list("irregular_finite_verbs.txt")))
_QUOTES = frozenset({'"', "'", "»", "«", "”", "“"})
_CLAUSE_ENDS = frozenset({",", ".", "!", "?"})
_VOWELS = frozenset("aeiouyæøå")


def _is_finite(token: Token) -> bool:
    """A finite verb by its tags, not an imperative, whose form fits its lemma."""
    return (token.upos in _VERBS and token.has(VerbForm="Fin") and not token.has(Mood="Imp")
            and _finite_form_fits(token.lower, token.lemma.lower()))


def _finite_form_fits(form: str, lemma: str) -> bool:
    """Whether ``form`` can be a finite form of ``lemma``: the lemma + ``-r``
    or ``-s`` (``køber``, ``ventes``), the stem + ``-ede``/``-te``/``-de``
    (``ventede``, ``købte``, ``glemte``, ``boede``), or a listed irregular
    form, also after a prefix (``undgik``)."""
    if form in (lemma + "r", lemma + "s") or (form == lemma and form.endswith("s")):
        return True
    stem = lemma.removesuffix("e")
    short = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS else stem
    if any(form.endswith(ending) and form[:-len(ending)] in (stem, short) for ending in ("ede", "te", "de")):
        return True
    return any(_IRREGULAR_FINITE.get(form[cut:]) == lemma[cut:] and form[:cut] == lemma[:cut]
               for cut in range(len(form)))


def _is_infinitive(token: Token) -> bool:
    return (token.upos in _VERBS and not token.has(VerbForm="Fin")
            and (token.has(VerbForm="Inf") or token.lower == token.lemma.lower()))


def _looks_imperative(verb: Token) -> bool:
    """``kom``, ``sov``: a past tense spelt like the imperative of its verb."""
    stem = verb.lemma.lower()
    stem = stem.removesuffix("e")
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
        stem = stem[:-1]
    return verb.lower == stem


def _is_subject_pronoun(token: Token) -> bool:
    return (token.upos == "PRON" and (token.lower in _SUBJECT_PRONOUNS or token.form == "I")
            and not token.has(Case="Acc"))


def _finite_verb_of_main_clause(sentence: Sentence, token: Token) -> bool:
    """``Han køber en bil``, ``Han har købt en bil``: the finite verb of the
    main clause, with a subject and, after the verb, an object or a clause."""
    if not _is_finite(token):
        return False
    predicate = token if token.deprel == "root" else sentence.head_of(token)
    if predicate is None or predicate.deprel != "root" or predicate.upos != "VERB":
        return False
    if predicate is not token and not _auxiliary_before_its_verb(token, predicate):
        return False
    children = sentence.children(predicate)
    if any(c.deprel == "mark" or (c.deprel.startswith(("aux", "cop")) and c is not token) for c in children):
        return False
    subject = next((c for c in children if c.deprel in _SUBJECTS), None)
    # Left without its verb, a noun before a clause reads as a heading:
    # ``Kampen afslørede, hvor ...`` -> ``Kampen, hvor ...``.
    clause_may_follow = predicate is not token or (subject is not None and _is_subject_pronoun(subject))
    if subject is None or not any(_complement_after(sentence, token, c, clause_may_follow) for c in children):
        return False
    if _lemma(token) in _COPULAS and not _is_subject_pronoun(subject):
        return False
    before, after = sentence.previous(token), sentence.next(token)
    if (before is not None and before.upos == "PUNCT" and before.form != ",") or after is None or after.upos == "PUNCT":
        return False
    return not _phrase_could_join(before, after) and not _reads_as_adjective(token, before, after)


def _reads_as_adjective(verb: Token, before: Token | None, after: Token) -> bool:
    """A past tense spelt like a participle used as an adjective, between an
    adverb and a noun: ``de bedst placerede hold``, a misread the annotation
    may make."""
    return (before is not None and before.upos == "ADV" and after.upos in ("NOUN", "ADJ")
            and verb.lower.endswith(("de", "te")))


def _auxiliary_before_its_verb(token: Token, verb: Token) -> bool:
    """``har købt``, ``vil købe``; not a passive ``skal ses``, whose ``ses``
    would read as the finite verb."""
    return (token.deprel == "aux" and _lemma(token) in _AUXILIARIES and not verb.has(VerbForm="Fin")
            and not verb.lower.endswith("s"))


def _complement_after(sentence: Sentence, verb: Token, child: Token, clause_may_follow: bool) -> bool:
    """An object, an object clause (after punctuation only if
    ``clause_may_follow``) or an infinitive, after the verb. Not a measure
    (``koster 499 kr.`` -> ``499 kr.`` is a price list's style), nor a noun
    with a preposition, whatever its label (``ligger i nedgangen``)."""
    if child.id <= verb.id:
        return False
    if child.deprel == "xcomp":
        return _is_infinitive(child)
    if child.upos in _VERBS or child.deprel == "ccomp":
        return child.deprel in ("obj", "ccomp") and (clause_may_follow or not any(
            t.upos == "PUNCT" for t in sentence.tokens[verb.index + 1:child.index]))
    return (child.deprel == "obj" and child.upos in _NOMINALS
            and not any(t.upos == "ADP" for t in sentence.tokens[verb.index + 1:child.index])
            and not any(c.deprel in ("nummod", "case") for c in sentence.children(child)))


def _phrase_could_join(before: Token | None, after: Token) -> bool:
    """Whether the words around a removed verb could form one phrase (``Mange
    havde uheld`` -> ``Mange uheld``, ``Det samme vil Bank`` -> ``Det samme Bank``)."""
    if before is None:
        return False
    if after.upos in ("NOUN", "PROPN"):
        return _could_determine(before) or before.upos in ("NOUN", "PROPN")
    return _could_determine(before) and (after.upos in ("ADJ", "NUM", "DET") or _could_determine(after))


def _could_determine(token: Token) -> bool:
    """A word that can open a noun phrase before a noun: an article, numeral,
    adjective, genitive, possessive or any pronoun but ``jeg``, ``han``, ...
    (``de`` is also the article)."""
    return (token.upos in ("DET", "NUM", "ADJ") or token.has(Case="Gen") or token.has(Poss="Yes")
            or (token.upos == "PRON" and (token.lower == "de" or not _is_subject_pronoun(token))))


def _lemma(token: Token) -> str:
    """The lemma, or for a known finite form of ``være``, ``blive``, ``have`` or a
    modal, that verb: the annotation of these may follow other conventions."""
    return _FINITE_FORMS.get(token.lower, token.lemma.lower())


def _inverted_subject(sentence: Sentence, token: Token) -> bool:
    """``I går købte han en bil``: the subject after the finite verb in second position."""
    verb = sentence.previous(token)
    if not _is_subject_pronoun(token) or verb is None or not _is_finite(verb):
        return False
    if token.head not in (verb.id, verb.head) or verb.deprel == "conj" or _looks_imperative(verb):
        return False
    return _has_fronted_adverbial(sentence, verb) and not _subject_can_follow(sentence, token, verb)


def _has_fronted_adverbial(sentence: Sentence, verb: Token) -> bool:
    """Whether the verb comes second after an adverbial or a clause that cannot
    be read as its subject (not after a noun phrase, a conjunction or nothing)."""
    before = sentence.previous(verb)
    if before is None:
        return False
    if before.upos == "PUNCT":
        earlier = sentence.previous(before)
        closes = before.form == "," or (before.form in _QUOTES and earlier is not None
                                        and earlier.form in _CLAUSE_ENDS)
        return closes and any(t.upos in _VERBS for t in sentence.tokens[:before.index])
    start: Token | None = before
    while start is not None and start.upos == "ADV":
        start = sentence.previous(start)
    if start is not None and start is not before:
        return start.upos not in ("CCONJ", "SCONJ") and not (
            start.upos in _PHRASE_WORDS | _NOMINALS and not _inside_prepositional_phrase(sentence, start))
    if before.upos in ("ADV", "ADP"):
        return True
    return before.upos in _PHRASE_WORDS | _NOMINALS and _inside_prepositional_phrase(sentence, before)


def _inside_prepositional_phrase(sentence: Sentence, token: Token) -> bool:
    """``i går``, ``om morgenen``, ``efter et par timer``: a preposition opens the phrase."""
    start = sentence.previous(token)
    while start is not None and (start.upos in _PHRASE_WORDS or start.lower in _POSSESSIVES):
        start = sentence.previous(start)
    return start is not None and start.upos == "ADP"


def _subject_can_follow(sentence: Sentence, pronoun: Token, verb: Token) -> bool:
    """Whether a noun phrase follows (adverbials aside) that could take the
    subject's place: ``I dag spiller han Hamlet`` -> ``I dag spiller Hamlet``."""
    following = sentence.next(pronoun)
    while following is not None and (following.upos == "ADV" or (
            following.upos == "VERB" and not following.has(VerbForm="Fin") and following.id != verb.head)):
        following = sentence.next(following)
    if following is None:
        return False
    if following.upos in _PHRASE_START:
        return True
    after = sentence.next(following)
    return following.upos == "ADJ" and after is not None and after.upos in ("NOUN", "PROPN")


def _subordinate_subject(sentence: Sentence, token: Token) -> bool:
    """``fordi han kom``: the subject right after its conjunction, before a finite verb."""
    conjunction = sentence.previous(token)
    if (not _is_subject_pronoun(token) or conjunction is None or conjunction.lower not in _SUBORDINATORS
            or not (conjunction.upos == "SCONJ" or conjunction.deprel == "mark")):
        return False
    verb = sentence.next(token)
    while verb is not None and verb.upos == "ADV":
        verb = sentence.next(verb)
    return (verb is not None and _is_finite(verb) and verb.lower not in _INFINITIVE_LIKE
            and not verb.lower.endswith("s") and verb.lower != verb.lemma.lower())


def _governing_verb(sentence: Sentence, token: Token) -> tuple[Token | None, bool]:
    """The verb right before ``token`` (adverbs, a reflexive and a subject
    pronoun aside), and whether a reflexive pronoun stands between them."""
    reflexive = False
    verb = sentence.previous(token)
    while verb is not None and (verb.upos == "ADV" or verb.lower == "ikke" or verb.lower in _REFLEXIVES
                                or _is_subject_pronoun(verb)):
        reflexive = reflexive or verb.lower in _REFLEXIVES
        verb = sentence.previous(verb)
    return (verb if verb is not None and verb.upos == "VERB" else None), reflexive


def _subject_in_place(sentence: Sentence, verb: Token, preposition: Token) -> bool:
    """Whether the noun after the preposition cannot become the subject of a
    finite verb: the subject stands before the verb or between it and the
    preposition (``nu bor han i Vesten``; ``og nu bor i Vesten`` -> ``og nu
    bor Vesten`` would make it the subject)."""
    if not _is_finite(verb):
        return True
    if any(_is_subject_pronoun(t) for t in sentence.tokens[verb.index + 1:preposition.index]):
        return True
    before = sentence.previous(verb)
    while before is not None and before.upos == "ADV" and before.lower != "der":
        before = sentence.previous(before)
    return before is not None and (before.upos in ("NOUN", "PROPN", "PRON") or before.lower in ("der", "som"))


def _object_noun(sentence: Sentence, preposition: Token) -> Token | None:
    """The noun or name of the phrase right after the preposition (``på den næste bus``)."""
    word = sentence.next(preposition)
    while word is not None and word.upos not in ("NOUN", "PROPN") and (
            word.upos in _PHRASE_WORDS or word.lower in _POSSESSIVES):
        word = sentence.next(word)
    return word if word is not None and word.upos in ("NOUN", "PROPN") else None


def _lemma_candidates(verb: Token) -> set[str]:
    """The annotated lemma and the infinitives the form itself suggests
    (``venter``, ``ventede``, ``ventet`` -> ``vente``), for a wrong or missing lemma."""
    form = verb.lower
    found = {verb.lemma.lower(), form}
    if form.endswith("r"):
        found.add(form[:-1])
    if form.endswith("ede"):
        found.update((form[:-3] + "e", form[:-3]))
    if form.endswith(("te", "de")):
        found.add(form[:-2] + "e")
    if form.endswith("et"):
        found.add(form[:-2] + "e")
    if form.endswith("t"):
        found.add(form[:-1] + "e")
    return found
