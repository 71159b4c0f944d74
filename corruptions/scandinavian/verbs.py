"""The infinitive and its marker: a present tense where the bare infinitive belongs after a modal or
the marker (``kan spiser``), the marker confused with the conjunction that sounds like it (Norwegian
``å``/``og``), the marker left out after a preposition (``for lese``) and put in after a modal (``kan
å gjøre``).

A language's rule subclasses one of the classes here with its name, error class, docstring and words
(:class:`InfinitiveWords`, and :class:`MarkerConjunctionWords` for the confusion), and implements the
methods that need its morphology (the present of an infinitive, what its dictionary makes of a form).
The annotation is read as UD's Scandinavian treebanks give it; a method a language's annotation
differs in (how its marker is tagged) is overridden there.

Three source checks find errors no rule makes in a source sentence, each made by a language with its
words: :class:`MissingMarker` (``begyndte løbe``), :class:`SubjectInfinitive` (``man gå ud fra``) and
:class:`ReflexiveVerb` (``skal befinne i områdene``: a verb that needs its reflexive pronoun).
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from typing import ClassVar

from ..base import Annotation, Corruption, Edit, FormSwap, recase, remove_token
from ..lexicon import Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .clauses import VERBS, Grammar

#: What may stand between a modal and its infinitive: adverbs, the negation, a subject pronoun.
_BETWEEN_MODAL = frozenset({"ADV", "PART", "PRON"})
#: What may stand between the marker and its infinitive (``å ikke lese``).
_BETWEEN_MARKER = frozenset({"ADV", "PART"})
#: The most words between a modal and its infinitive (``Kan du ikke gjerne lese``).
_MAX_BETWEEN = 3
#: What may follow a bare plural noun that ends a modal's object: ``kan spøker med bunader``, ``kan danser godt``.
_AFTER_OBJECT = frozenset({"PUNCT", "ADP", "CCONJ", "SCONJ", "ADV", "PART"})
#: The tags of the infinitive marker before its infinitive in UD's Norwegian treebanks (PART; ADP and
#: SCONJ in other annotation).
_MARKER_TAGS = frozenset({"PART", "ADP", "SCONJ"})


@dataclass(frozen=True)
class InfinitiveWords:
    """What the rules of the infinitive read of a language."""

    grammar: Grammar
    #: The infinitive marker (``å``, ``att``).
    marker: str
    #: Every form of the modal verbs that takes a bare infinitive (``kan``, ``kunne``, ``har måttet``).
    modals: frozenset[str]
    #: The modals that also take a noun phrase object (``kan norsk``, ``vil fred``).
    object_modals: frozenset[str]
    #: Endings of a present that reads as a plural noun, the object of such a modal (``kan vitser``).
    object_endings: tuple[str, ...]


def is_infinitive(token: Token) -> bool:
    """A verb of letters tagged infinitive; without a VerbForm (another tagger), a verb spelt as its lemma."""
    if token.upos not in VERBS or not token.form.isalpha():
        return False
    verb_form = token.feats.get("VerbForm")
    return verb_form == "Inf" or (verb_form is None and token.lower == token.lemma.lower())


def finite_indicative(token: Token) -> bool:
    """A finite verb with a tense that is not an imperative (``prøvde``, ``leser``; not ``prøv``)."""
    return (token.upos in VERBS and token.feats.get("VerbForm") == "Fin"
            and token.feats.get("Mood", "Ind") == "Ind" and "Tense" in token.feats)


def clause_start(sentence: Sentence, token: Token) -> bool:
    """The first word of the sentence or the first after a punctuation mark."""
    before = sentence.previous(token)
    return before is None or before.upos == "PUNCT" or not before.form.isalnum()


class CorruptInfinitive(FormSwap):
    """Put a bare infinitive after a modal or the infinitive marker in the present tense, the machinery of
    a language's rule: the infinitive right after the marker or a modal whose infinitive it is (up to three
    adverbs, the negation or, after a modal, a subject pronoun between), whose present the language's
    morphology gives; after a modal that also takes an object, not a present that could be a plural noun
    at the end of a phrase."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    words: ClassVar[InfinitiveWords]
    #: Presents after which a marker that opens a clause reads as an interjection (``Å gjør det!``).
    interjection_presents: ClassVar[frozenset[str]] = frozenset()

    @abc.abstractmethod
    def present(self, infinitive: str) -> str | None:
        """The present tense of ``infinitive`` this rule makes, or None where it is not sure."""

    def is_infinitive(self, token: Token) -> bool:
        return is_infinitive(token)

    def marks(self, marker: Token, verb: Token) -> bool:
        """Whether ``marker``, spelt as the marker, is the infinitive marker of ``verb``."""
        return marker.upos in _MARKER_TAGS

    def marks_in_source(self, marker: Token) -> bool:
        """Whether a word spelt as the marker, right before a present tense, is the marker."""
        return marker.upos != "INTJ"

    def present_in_source(self, verb: Token) -> bool:
        """Whether ``verb`` is a present tense of the kind this rule makes."""
        return (verb.upos in VERBS and verb.has(Tense="Pres", VerbForm="Fin") and verb.form.isalpha()
                and not verb.lower.endswith("s"))

    def find(self, sentence: Sentence) -> Iterator[int]:
        words = self.words
        for token in sentence.tokens:
            if not self.is_infinitive(token):
                continue
            trigger = self._trigger(sentence, token)
            if trigger is None:
                continue
            present = self.present(token.form)
            if present is None:
                continue
            if (trigger.lower == words.marker and present in self.interjection_presents
                    and clause_start(sentence, trigger)):
                continue
            if trigger.lower in words.object_modals and present.endswith(words.object_endings) \
                    and _ends_phrase(sentence, token):
                continue
            yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        present = self.present(token.form)
        if present is None:
            raise TypeError(f"{self.name}: {token.form!r} has no present tense this rule makes")
        return recase(token, present)

    def _is_modal(self, token: Token) -> bool:
        return token.lower in self.words.modals and token.upos in VERBS

    def _trigger(self, sentence: Sentence, verb: Token) -> Token | None:
        """The marker or modal whose bare infinitive ``verb`` is, or None."""
        between: list[Token] = []
        for token in reversed(sentence.tokens[:verb.index]):
            if token.lower == self.words.marker:
                marker = self.marks(token, verb)
                return token if marker and all(t.upos in _BETWEEN_MARKER for t in between) else None
            if self._is_modal(token):
                auxiliary = token.head == verb.id and token.deprel.startswith("aux")
                return token if auxiliary or not between else None
            if len(between) == _MAX_BETWEEN or token.upos not in _BETWEEN_MODAL or not token.form.isalpha():
                return None
            between.append(token)
        return None

    # Detector: a present tense after a modal or the marker already in the source ------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A present-tense verb right after the marker, or one that a modal depends on as ``aux``
        (``kan spiser``, ``å leser``)."""
        for token in sentence.tokens:
            if not self.present_in_source(token):
                continue
            before = sentence.previous(token)
            if before is not None and before.lower == self.words.marker and self.marks_in_source(before):
                return token
            if any(self._is_modal(t) and t.deprel == "aux" and t.id < token.id for t in sentence.children(token)):
                return token
        return None


def _ends_phrase(sentence: Sentence, verb: Token) -> bool:
    """Whether nothing but a prepositional phrase, an adverb or the end of a clause follows ``verb``,
    so that its present could be read as a plural noun, the modal's object."""
    following = sentence.next(verb)
    return following is None or following.upos in _AFTER_OBJECT


# The marker and the conjunction --------------------------------------------------------------------


@dataclass(frozen=True)
class MarkerConjunctionWords:
    """What :class:`FlipMarkerConjunction` reads of a language, besides two word lists of its ``data/``:
    ``og_readings.txt``, infinitives that read as another word after the conjunction (``og så``, ``og
    la``), and ``adjective_infinitives.txt``, infinitives that are also adjectives or adverbs."""

    infinitive: InfinitiveWords
    #: The conjunction that sounds like the marker (``og``).
    conjunction: str
    #: Prepositions that govern a marker's clause (``for å lese``, ``uten å spørre``) and cannot stand
    #: without their complement, so that ``for og lese`` is no coordination.
    clause_prepositions: frozenset[str]
    #: A preposition that governs the marker's clause only after a noun or an adjective, and makes a
    #: pseudo-coordination after a verb (``være med og bestemme``).
    companion: str
    #: Quantifiers tagged ADJ that stand as a noun phrase (``har mye å lære``).
    quantifiers: frozenset[str]
    #: Posture verbs (lemmas) whose pseudo-coordination needs the conjunction (``sitte og lese``).
    posture_verbs: frozenset[str]
    #: Those of them with an idiom with the marker (``det står å lese``).
    posture_idioms: frozenset[str]
    #: A fixed phrase written with the marker between its words (``så å si``).
    fixed_phrase: tuple[str, str]
    vowels: frozenset[str]


class FlipMarkerConjunction(FormSwap):
    """Put the conjunction for the infinitive marker before a bare infinitive, and the marker for the
    conjunction before a coordinated finite verb, the machinery of a language's rule (Norwegian ``å``
    and ``og``): only where the other word cannot join what it stands between."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    words: ClassVar[MarkerConjunctionWords]

    @abc.abstractmethod
    def adjective_like(self, infinitive: str) -> bool:
        """Whether the infinitive may be an adjective, as the dictionary and the language's list say."""

    @abc.abstractmethod
    def inflects_as_verb(self, form: str) -> bool:
        """Whether the dictionary lists another verb's present or past beside ``form`` (a form ending in a
        vowel), so that ``form`` may be that verb's infinitive (``lette``: ``letter``, ``lettet``)."""

    @cached_property
    def og_readings(self) -> frozenset[str]:
        return load_word_list("og_readings.txt", package=self.words.infinitive.grammar.package)

    @cached_property
    def adjective_infinitives(self) -> frozenset[str]:
        return load_word_list("adjective_infinitives.txt", package=self.words.infinitive.grammar.package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        marker, conjunction = self.words.infinitive.marker, self.words.conjunction
        for token in sentence.tokens:
            test = self._marker_target if token.lower == marker else (
                self._conjunction_target if token.lower == conjunction else None)
            if test is not None and test(sentence, token):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        marker, conjunction = self.words.infinitive.marker, self.words.conjunction
        return recase(token, conjunction if token.lower == marker else marker)

    def _is_modal(self, token: Token) -> bool:
        return token.lower in self.words.infinitive.modals and token.upos in VERBS

    # marker -> conjunction ----------------------------------------------------

    def _marker_target(self, sentence: Sentence, token: Token) -> bool:
        if token.upos not in ("PART", "ADP", "SCONJ"):
            return False  # the interjection (INTJ), a foreign word (X)
        before, verb = sentence.previous(token), sentence.next(token)
        if before is None or verb is None or not is_infinitive(verb):
            return False
        if verb.lower in self.og_readings or verb.lower.endswith("s"):
            return False
        context = self._marker_context(sentence, before)
        if context is None or self._infinitive_anchor(sentence, token):
            return False
        return not (context == "ADJ" and self.adjective_like(verb.lower))

    def _infinitive_anchor(self, sentence: Sentence, token: Token) -> bool:
        """Whether a verb before ``token`` could be the first of two coordinated infinitives:
        an infinitive, an imperative, or a modal (which licenses ``vil inn og se``).

        After it, the conjunction + infinitive can be a coordination
        (``å mene hva han vil og kjempe for det``), so no marker after it is changed.
        """
        previous: Token | None = None
        for other in sentence.tokens[:token.index]:
            if other.upos in VERBS and (
                other.feats.get("VerbForm") == "Inf" or other.feats.get("Mood") == "Imp" or self._is_modal(other)
                or (previous is not None and previous.lower == self.words.infinitive.marker)
            ):
                return True
            previous = other
        return False

    def _marker_context(self, sentence: Sentence, before: Token) -> str | None:
        """The kind of word before a marker that the conjunction could not join an infinitive to, or None.

        A finite indicative verb (not a modal) or a verb's participle (``VERB``),
        an adjective (``ADJ``), an adverb or the negation (``ADV``), a preposition
        that governs the marker's clause (``ADP``).
        """
        words = self.words
        if before.upos in VERBS:
            if finite_indicative(before) and not self._is_modal(before):
                return "VERB"
            return "VERB" if before.upos == "VERB" and before.feats.get("VerbForm") == "Part" else None
        if before.upos == "ADJ":
            # ``mye å lære``, ``det eneste å gjøre``: a quantifier or a definite adjective acts as a noun
            # phrase, which the conjunction could join to a noun spelt as the infinitive (``lære``, ``drikke``)
            nominal = before.lower in words.quantifiers or before.feats.get("Definite") == "Def"
            return None if nominal else "ADJ"
        if before.lower == words.companion:
            earlier = sentence.previous(before)
            return "ADP" if earlier is not None and earlier.upos in ("NOUN", "ADJ") else None
        if before.lower in words.clause_prepositions and before.upos in ("ADP", "SCONJ", "ADV"):
            return "ADP"
        if before.upos in ("ADV", "PART") and before.form.isalpha():
            return "ADV"
        return None

    # conjunction -> marker ----------------------------------------------------

    def _conjunction_target(self, sentence: Sentence, token: Token) -> bool:
        if token.upos != "CCONJ" or clause_start(sentence, token):
            return False
        verb = sentence.next(token)
        if verb is None or not finite_indicative(verb) or token.head != verb.id or verb.deprel != "conj":
            return False
        first = sentence.head_of(verb)
        if first is None or first.id >= token.id or not finite_indicative(first):
            return False
        return not self._may_be_infinitive(verb, posture=first.lemma.lower() in self.words.posture_verbs)

    def _may_be_infinitive(self, verb: Token, posture: bool) -> bool:
        """Whether the marker + this finite form could read as the marker + an infinitive.

        A form ending in a vowel may be the infinitive of another verb where the dictionary lists that
        verb's present or past (:meth:`inflects_as_verb`). After a posture verb (``satt å lette``) no
        infinitive could follow the marker either, so there the dictionary is not asked.
        """
        form = verb.lower
        if not form.isalpha() or form.endswith("s") or form in self.og_readings or form == verb.lemma.lower():
            return True
        if posture or form[-1] not in self.words.vowels:
            return False
        return self.inflects_as_verb(form)

    # Detector: the confusion already in the source ------------------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """The conjunction or the marker that a writer put for the other: the conjunction right before a
        bare infinitive after a finite indicative verb or a clause preposition, with nothing earlier to
        join it to, or in the fixed phrase (``så og si``); the marker right before a finite verb, or
        between a posture verb and a bare infinitive (``sitte å høre``)."""
        tokens = sentence.tokens
        marker, conjunction = self.words.infinitive.marker, self.words.conjunction
        for before, token, after in zip((None, *tokens), tokens, (*tokens[1:], None)):
            if before is None or after is None or before.upos == "PUNCT":
                continue
            if token.lower == conjunction and self._conjunction_for_marker(sentence, before, token, after):
                return token
            if token.lower == marker and token.upos != "INTJ" and self._marker_for_conjunction(before, after):
                return token
        return None

    def _conjunction_for_marker(self, sentence: Sentence, before: Token, token: Token, after: Token) -> bool:
        if (before.lower, after.lower) == self.words.fixed_phrase:
            return True
        if not is_infinitive(after) or after.lower in self.og_readings or after.lower.endswith("s"):
            return False
        governs = (finite_indicative(before) and not self._is_modal(before)) \
            or before.lower in self.words.clause_prepositions
        return governs and not self._infinitive_anchor(sentence, token)

    def _marker_for_conjunction(self, before: Token, after: Token) -> bool:
        if finite_indicative(after) and after.form.isalpha() and not after.lower.endswith("s"):
            return after.lower != after.lemma.lower() and after.lower not in self.og_readings
        without_marker = self.words.posture_verbs - self.words.posture_idioms
        return before.upos == "VERB" and before.lemma.lower() in without_marker and is_infinitive(after)


# The marker left out after a preposition, put in after a modal -----------------------------------


class DropMarker(Corruption):
    """Remove the infinitive marker between a preposition and its infinitive, the machinery of a
    language's rule: after a preposition of the language's ``data/aa_prepositions.txt``, the marker
    tagged as one right before an infinitive that is spelt like no noun, adverb, quantifier or adjective
    (``data/noun_infinitives.txt``, ``og_readings.txt``, ``adjective_infinitives.txt``)."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA})
    words: ClassVar[InfinitiveWords]

    @cached_property
    def prepositions(self) -> frozenset[str]:
        return load_word_list("aa_prepositions.txt", package=self.words.grammar.package)

    @cached_property
    def homographs(self) -> frozenset[str]:
        package = self.words.grammar.package
        return load_word_list("noun_infinitives.txt", package=package) | load_word_list(
            "og_readings.txt", package=package) | load_word_list("adjective_infinitives.txt", package=package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower != self.words.marker or token.upos not in _MARKER_TAGS:
                continue
            before, verb = sentence.previous(token), sentence.next(token)
            if (before is not None and before.lower in self.prepositions and before.upos == "ADP"
                    and verb is not None and is_infinitive(verb) and verb.lower not in self.homographs):
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A listed preposition directly before an infinitive tagged so, with no marker."""
        for before, verb in zip(sentence.tokens, sentence.tokens[1:]):
            if (before.lower in self.prepositions and before.upos == "ADP" and verb.feats.get("VerbForm") == "Inf"
                    and verb.upos in VERBS and verb.lower not in self.homographs):
                return verb
        return None


class MissingMarker:
    """A source check: an infinitive without the marker after a verb or a preposition that needs it
    (``begyndte løbe``, ``ønsker ikke ha``, ``ret til sætte``; NoCoLA's Missing, ASK code M). The verbs
    are the language's ``data/`` list of those whose infinitive complement takes the marker (``begynde``,
    ``prøve``, ``ønske``): the modals and the verbs where the marker is optional (``behøve``, ``trenge``)
    are on no such list. The infinitive follows the verb, with only adverbs, the negation or the verb's
    subject pronoun between (``ønsker ikke ha``, ``prøvede han gøre``), and depends on it; an object of
    the verb before it (``lærte ham svømme``: the object's infinitive) leaves it alone. A language may
    also list prepositions (``til``, ``uden``): right before an infinitive that it depends on and that has
    an object, a particle or a clause of its own, so that a noun spelt as an infinitive (``til leje``)
    is none. Annotators and parsers may give such an infinitive another tag (``ret til sætte sig``
    with ``sætte`` an adverb): a word tagged ADV or X with such a dependent counts when the dictionary
    lists the present tense made by adding ``-r`` to it (``sætter``).

        good: Han ønsker ikke å ha kontakt med dem.
        bad:  Han ønsker ikke ha kontakt med dem.
    """

    def __init__(self, marker: str, package: str, verbs: str, prepositions: str | None = None,
                 lexicon: Callable[[], Lexicon] | None = None) -> None:
        self.marker, self.lexicon = marker, lexicon
        self._files = (package, verbs, prepositions)

    @cached_property
    def verbs(self) -> frozenset[str]:
        package, verbs, _ = self._files
        return load_word_list(verbs, package)

    @cached_property
    def prepositions(self) -> frozenset[str]:
        package, _, prepositions = self._files
        return load_word_list(prepositions, package) if prepositions else frozenset()

    def __call__(self, sentence: Sentence) -> Token | None:
        for token in sentence.tokens:
            if (is_infinitive(token) and self._after_verb(sentence, token)) or self._after_preposition(sentence, token):
                return token
        return None

    def _after_verb(self, sentence: Sentence, infinitive: Token) -> bool:
        verb = sentence.head_of(infinitive)
        if verb is None or verb.upos not in VERBS or verb.lemma.lower() not in self.verbs or verb.id > infinitive.id:
            return False
        between = sentence.tokens[verb.index + 1:infinitive.index]
        if len(between) > _MAX_BETWEEN or any(
                t.upos not in _BETWEEN_MODAL or (t.upos == "PRON" and t.head != verb.id) or t.lower == self.marker
                for t in between):
            return False
        return not any(child.deprel in ("obj", "iobj") and child.id < infinitive.id
                       for child in sentence.children(verb))

    def _after_preposition(self, sentence: Sentence, infinitive: Token) -> bool:
        before = sentence.previous(infinitive)
        if before is None or before.lower not in self.prepositions or before.upos != "ADP" \
                or before.head != infinitive.id or not any(c.deprel in _VERBAL for c in sentence.children(infinitive)):
            return False
        if is_infinitive(infinitive):
            return True
        word = infinitive.lower
        return infinitive.upos in ("ADV", "X") and word.isalpha() and self.lexicon is not None \
            and self.lexicon().lists(word + "r")


#: Relations only a verb has: an infinitive with one is no noun spelt like it.
_VERBAL = frozenset({"obj", "iobj", "xcomp", "ccomp", "compound:prt", "expl"})


class SubjectInfinitive:
    """A source check: an infinitive as the verb of a clause with a subject pronoun (``man gå ud fra``,
    ``vi gå hjem``): a finite clause needs a finite verb (``går``). The pronoun is a subject form of the
    language's list, the subject of the verb right after it, and no finite verb stands before it (``tänker
    vi hålla``: its subject is the finite verb's); the verb is spelt as its lemma, has no auxiliary,
    copula or marker, is no infinitive also spelt as a finite form (``kunne``; the optative ``leve``),
    and has a present of its own: one of the language's irregular verbs (``være``: ``er``) or one the
    dictionary lists by the regular pattern (``gå``: ``går``), so that a past tense a tagger took for
    its lemma (``krøb``) is none. Left alone: the second of two clauses that share the first one's
    auxiliary (``Jeg skal vaske op, og du tørre af``).

        good: Man går ud fra, at prisen stiger.
        bad:  Man gå ud fra, at prisen stiger.
    """

    def __init__(self, pronouns: frozenset[str], also_finite: frozenset[str],
                 presents: tuple[tuple[str, str], ...], lexicon: Callable[[], Lexicon],
                 irregular: Callable[[], frozenset[str]] = frozenset) -> None:
        #: subject pronouns; infinitives also spelt as finite forms; (ending dropped, ending added) pairs
        #: that make a present of an infinitive (``("", "r")``: ``gå`` -> ``går``); the infinitives of the
        #: language's irregular verbs
        self.pronouns, self.also_finite, self.presents, self.lexicon = pronouns, also_finite, presents, lexicon
        self._irregular = irregular

    @cached_property
    def irregular(self) -> frozenset[str]:
        return self._irregular()

    def __call__(self, sentence: Sentence) -> Token | None:
        tokens = sentence.tokens
        for index, (pronoun, verb) in enumerate(pairwise(tokens)):
            if pronoun.lower not in self.pronouns or pronoun.upos != "PRON" or pronoun.head != verb.id \
                    or not pronoun.deprel.startswith("nsubj") or pronoun.feats.get("Case") in ("Acc", "Gen"):
                continue
            if index and tokens[index - 1].upos in VERBS:
                continue
            if self._bare_infinitive(sentence, verb):
                return verb
        return None

    def _bare_infinitive(self, sentence: Sentence, verb: Token) -> bool:
        word = verb.lower
        if verb.upos not in VERBS or not word.isalpha() or word != verb.lemma.lower() or word in self.also_finite \
                or verb.feats.get("VerbForm", "Inf") != "Inf":
            return False
        if any(child.deprel.split(":")[0] in ("aux", "cop", "mark") for child in sentence.children(verb)):
            return False
        head = sentence.head_of(verb)
        if verb.deprel == "conj" and head is not None and head.upos in VERBS and is_infinitive(head):
            return False  # the auxiliary of the first clause is shared (gapping)
        if word in self.irregular:
            return True
        lexicon = self.lexicon()
        return any(word.endswith(drop) and lexicon.lists(word[:len(word) - len(drop)] + add)
                   for drop, add in self.presents)


@dataclass(frozen=True)
class ModalMarkerWords:
    """What :class:`InsertMarker` reads of a language."""

    #: The infinitive marker (``å``).
    marker: str
    #: The finite forms of the modal verbs, which take a bare infinitive (``kan``, ``måtte``).
    finite_modals: frozenset[str]
    #: Subject pronouns that may stand between an inverted modal and its infinitive (``kan vi gjøre``).
    subject_pronouns: frozenset[str]
    #: The negation, which may stand between them too.
    negation: str


class InsertMarker(Corruption):
    """Put the infinitive marker between a finite modal and its bare infinitive, the machinery of a
    language's rule: the infinitive the modal is the auxiliary of, after the modal with at most adverbs,
    the negation or an inverted subject pronoun between; not the second of two coordinated infinitives."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    words: ClassVar[ModalMarkerWords]

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if is_infinitive(token) and token.deprel != "conj" and self._modal_before(sentence, token):
                yield token.index

    def _modal_before(self, sentence: Sentence, verb: Token) -> bool:
        words = self.words
        before = sentence.previous(verb)
        while before is not None and (before.upos == "ADV" or before.lower == words.negation
                                      or (before.upos == "PRON" and before.lower in words.subject_pronouns)):
            before = sentence.previous(before)
        if before is None or before.lower not in words.finite_modals or before.upos not in VERBS:
            return False
        if before.feats.get("VerbForm", "Fin") != "Fin":
            return False
        return before.head == verb.id or (verb.deprel == "cop" and before.head == verb.head)

    def edit(self, sentence: Sentence, index: int) -> Edit:
        verb = sentence.tokens[index]
        return Edit(verb.start, verb.end, verb.form, f"{self.words.marker} {verb.form}")

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A finite modal directly before the marker and an infinitive."""
        for modal, marker, verb in zip(sentence.tokens, sentence.tokens[1:], sentence.tokens[2:]):
            if (modal.lower in self.words.finite_modals and modal.upos in VERBS and marker.lower == self.words.marker
                    and is_infinitive(verb)):
                return marker
        return None


# A verb that needs its reflexive pronoun ----------------------------------------------------------


class ReflexiveVerb:
    """A source check: a verb the dictionary gives only with its reflexive pronoun, standing without it
    (``Ingen nordmenn skal befinne i områdene``, ``Han vægrede ved at svare``): ``befinne seg``,
    ``forelske sig``, ``vegre seg`` have no reading without the pronoun as the verb's object
    (Retskrivningsordbogen, Bokmålsordboka, Nynorskordboka and SAOL enter them with it).

    The verb is tagged a verb, finite or an infinitive by its tags, not in ``-s`` (a passive or
    deponent form: ``befindes``, ``befinns``), not attributive and not after a form of *be* or
    *become* (a participle a tagger took for a past: ``de forelskede unge``, ``ble forelsket``). An
    object of another kind makes it another verb (``Retten befandt ham skyldig``). The pronoun may be
    any object pronoun (``forelsket meg``, ``Hvor befinder De Dem?``) or the reciprocal one, but not
    one after a preposition (``forelskede i hinanden`` has none); it is looked for among the
    dependents of the verb and of the verbs coordinated with it (``forelsker, forlover og gifter
    sig``) and in the words after the verb up to a punctuation mark (after an inverted subject:
    ``befinder den danske regering sig``).

        good: Ingen nordmenn skal befinne seg i områdene.
        bad:  Ingen nordmenn skal befinne i områdene.
    """

    def __init__(self, verbs: frozenset[str], pronouns: frozenset[str], copulas: frozenset[str]) -> None:
        #: The lemmas of the verbs that need their reflexive.
        self.verbs = verbs
        #: The object, reflexive and reciprocal pronouns that can stand as it.
        self.pronouns = pronouns
        #: The lemmas of *be* and *become*, after which a form of the verb is a participle.
        self.copulas = copulas

    def __call__(self, sentence: Sentence) -> Token | None:
        for token in sentence.tokens:
            if token.upos in VERBS and token.lemma.lower() in self.verbs and self._finite_or_infinitive(token) \
                    and not token.lower.endswith("s") and not token.deprel.startswith("amod") \
                    and not self._after_copula(sentence, token) and not self._has_object(sentence, token):
                return token
        return None

    @staticmethod
    def _finite_or_infinitive(token: Token) -> bool:
        return token.feats.get("VerbForm") in ("Fin", "Inf") or token.feats.get("Mood") in ("Ind", "Imp")

    def _after_copula(self, sentence: Sentence, verb: Token) -> bool:
        before = sentence.previous(verb)
        return before is not None and before.lemma.lower() in self.copulas

    def _has_object(self, sentence: Sentence, verb: Token) -> bool:
        """Whether the verb, or one coordinated with it, has an object, or an object pronoun follows
        the verb before a punctuation mark; a subject is none (Nynorsk ``dei``, Danish ``De`` are
        subjects and objects alike), nor is a pronoun after a preposition."""
        verbs = [verb, *(c for c in sentence.children(verb) if c.deprel == "conj")]
        head = sentence.head_of(verb)
        if head is not None and verb.deprel == "conj":
            verbs += [head, *(c for c in sentence.children(head) if c.deprel == "conj")]
        if any(child.deprel.split(":")[0] in ("obj", "expl") or self._pronoun(sentence, child)
               for v in verbs for child in sentence.children(v)):
            return True
        for following in sentence.tokens[verb.index + 1:]:
            if following.upos == "PUNCT":
                return False
            if self._pronoun(sentence, following):
                return True
        return False

    def _pronoun(self, sentence: Sentence, token: Token) -> bool:
        before = sentence.previous(token)
        return token.lower in self.pronouns and not token.deprel.startswith("nsubj") and not (
            before is not None and before.upos == "ADP")
