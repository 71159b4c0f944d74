"""Compounds written as two words (Norwegian særskriving, Swedish särskrivning): ``fotballkampen`` ->
``fotball kampen``.

:class:`SplitCompound` is the rule: a language's subclass says where a noun surely splits into two words
that make no phrase (:meth:`SplitCompound.cut`) and whether two nouns side by side are such a compound
written apart (:meth:`SplitCompound.written_apart`). :class:`CompoundAnalysis` is one way to say it,
from a hunspell dictionary of the spell-norwegian kind (a compound flag, linking flags, suffix flags that
tell an inflected form's kind), parameterised by the dictionary's flags (:class:`CompoundFlags`) and the
language's word lists (:class:`CompoundWords`).
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, ClassVar, NamedTuple

from ..base import Annotation, Corruption, Edit
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .clauses import VERBS, Grammar


class SplitCompound(Corruption):
    """Write a compound noun as two words, the machinery of a language's rule: a NOUN the language's
    :meth:`cut` splits; in a source, two nouns side by side that :meth:`written_apart` takes for one
    compound written apart."""

    reads = frozenset({Annotation.UPOS})

    @abc.abstractmethod
    def cut(self, sentence: Sentence, noun: Token) -> int | None:
        """Where the NOUN ``noun`` splits into two words that surely make no phrase, or None."""

    @abc.abstractmethod
    def written_apart(self, sentence: Sentence, first: Token, second: Token) -> bool:
        """Whether the NOUN ``first``, a space, and the NOUN ``second`` are a compound this rule would
        have split there."""

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._cut(sentence, token) is not None:
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        token = sentence.tokens[index]
        cut = self._cut(sentence, token)
        if cut is None:
            return Edit(token.start, token.end, token.form, token.form)
        return Edit(token.start, token.end, token.form, token.form[:cut] + " " + token.form[cut:])

    def _cut(self, sentence: Sentence, token: Token) -> int | None:
        return self.cut(sentence, token) if token.upos == "NOUN" else None

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """Two words tagged NOUN with a space between that this rule would have made of one compound in
        the same place (``fotball kampen``): the first is returned."""
        for token, following in zip(sentence.tokens, sentence.tokens[1:]):
            if token.upos != "NOUN" or following.upos != "NOUN" or not token.space_after:
                continue
            if self.written_apart(sentence, token, following):
                return token
        return None


class AnalysedSplitCompound(SplitCompound):
    """:class:`SplitCompound` where the seam is the one a :class:`CompoundAnalysis` finds: a plain word
    (:func:`plain_word`) of at least the two shortest parts, split where the analysis finds the one seam
    surely no phrase after the word before it; in a source, two plain words, the second in lower case and
    neither part of a multiword token, that the rule would have made of one compound in the same place."""

    #: The language's analysis of its dictionary.
    analysis: ClassVar[CompoundAnalysis]

    def cut(self, sentence: Sentence, noun: Token) -> int | None:
        words = self.analysis.words
        if len(noun.form) < words.min_left + words.min_right or not plain_word(sentence, noun):
            return None
        split = self.analysis.surely_split_wrong(noun.lower, sentence.previous(noun))
        return None if split is None else len(split.left)

    def written_apart(self, sentence: Sentence, first: Token, second: Token) -> bool:
        if first.multiword or second.multiword or not second.form.isalpha():
            return False
        if not (second.form.islower() and plain_word(sentence, first)):
            return False
        split = self.analysis.surely_split_wrong(first.lower + second.lower, sentence.previous(first))
        return split is not None and split.left == first.lower


def plain_word(sentence: Sentence, token: Token) -> bool:
    """Letters only, in lower case, upper case, or capitalised as the sentence's first word."""
    form = token.form
    if not form.isalpha():
        return False
    if form.islower() or form.isupper():
        return True
    first = not any(t.form.isalnum() for t in sentence.tokens[:token.index])
    return first and form[1:].islower()


# A hunspell dictionary's analysis ------------------------------------------------------------------


def _norwegian_links() -> Mapping[str, str]:
    return MappingProxyType({"s": "\\", "e": "_"})


@dataclass(frozen=True)
class CompoundFlags:
    """The flags of a hunspell dictionary of the spell-norwegian kind that the analysis reads. Those with a
    default are the ones the project's Bokmål and Nynorsk dictionaries share."""

    #: Stem flags: an adjective's comparison (and -het); a verb's present participle and -ing.
    adjective: frozenset[str]
    verb: frozenset[str]
    #: Suffix flags: definite noun forms; a noun's definite and plural forms; a verb's present (and -s
    #: passive); an adjective's comparison and the present participle.
    definite: frozenset[str]
    noun_forms: frozenset[str]
    present: frozenset[str]
    modifier: frozenset[str]
    #: A suffix flag that makes a past of a stem in ``-e``.
    past_of_e_stem: str
    #: The ``.aff``'s ``COMPOUNDFLAG``: an entry that may stand in a compound.
    compound: str = "z"
    #: The linking letters and the flag of a stem that takes each (``s``: ``arbeids``, ``e``: ``barne``).
    links: Mapping[str, str] = field(default_factory=_norwegian_links)
    #: Stem flags of a noun's definite singular.
    noun: frozenset[str] = frozenset("ABC")
    #: Suffix flags of a verb's past and participle.
    past: frozenset[str] = frozenset("OPQT")
    #: The suffix flag of an imperative.
    imperative: str = "R"
    #: The stem flag of a neuter noun whose plural is the stem itself (``barn``).
    bare_plural: str = "B"


@dataclass(frozen=True)
class CompoundWords:
    """What :class:`CompoundAnalysis` reads of a language, besides seven word lists of its ``data/``:
    ``compound_function_words.txt`` (adverbs, particles, pronouns, determiners, quantifiers and
    conjunctions), ``compound_prepositions.txt``, ``compound_numerals.txt``, ``compound_adjectives.txt``
    (adjectives the dictionary does not mark as comparable), ``compound_phrase_nouns.txt`` (nouns that
    make a phrase with a following bare noun: measures, kinds, times, kin), ``compound_determiners.txt``
    (determiners after which a noun phrase has begun) and ``compound_strong_pasts.txt`` (past tenses of
    strong verbs spelt like a noun). The fields with a default are those Bokmål and Nynorsk share."""

    grammar: Grammar
    flags: CompoundFlags
    #: Numerals that are also the indefinite article: they begin too many words (``en``: ``engel``).
    articles: frozenset[str]
    #: Endings of nouns derived from verbs in the infinitive ending below (``kombinasjon`` of ``kombinere``).
    latin_endings: tuple[str, ...] = ("asjon", "sjon")
    latin_verb_ending: str = "ere"
    #: Nouns that are also a suffix (``dom``: ``barndom``).
    suffix_nouns: frozenset[str] = frozenset({"dom"})
    #: The preposition after which a genitive may still read as a phrase (``til statsminister``).
    genitive_preposition: str = "til"
    #: The ending a verb stem takes in the infinitive (``hopp`` -> ``hoppe``).
    infinitive_ending: str = "e"
    vowels: frozenset[str] = frozenset("aeiouyæøå")
    #: The shortest left and right parts.
    min_left: int = 3
    min_right: int = 2


class Reading(NamedTuple):
    """One listed reading of a form: its dictionary stem, the stem's flags, and the suffix rule
    (flag, strip, add) that inflects it, None for the stem itself."""

    stem: str
    flags: frozenset[str]
    suffix: tuple[str, str, str] | None

    @property
    def suffix_flag(self) -> str | None:
        return None if self.suffix is None else self.suffix[0]


class Split(NamedTuple):
    """Where a compound breaks: the left part as written, the right part, the right part's stem,
    and whether the right part is a definite form."""

    left: str
    right: str
    right_stem: str
    definite: bool


class CompoundAnalysis:
    """Where a word of a hunspell dictionary is a compound, and whether its two parts written apart are
    surely no phrase. The dictionary's entries and suffix rules are read beyond its yes/no verdict:
    homographs share one entry, so a reading is only ever evidence that a form *can* be a verb or an
    adjective, which is what a split must avoid. Answers are cached per word."""

    def __init__(self, words: CompoundWords):
        self.words = words
        self.flags = words.flags
        # one cache per analysis (a method cached with functools would keep every instance alive)
        self.readings: Callable[[str], tuple[Reading, ...]] = cache(self._readings)
        self.compound_splits: Callable[[str], tuple[Split, ...]] = cache(self._compound_splits)
        self.modifies_nouns: Callable[[str], bool] = cache(self._modifies_nouns)
        self._entry_flags: Callable[[str], frozenset[str]] = cache(self._flags_of)
        self._compound_left: Callable[[str], bool] = cache(self._begins_compounds)
        self._present_verb: Callable[[str], bool] = cache(self._is_present_verb)
        self._finite_verb: Callable[[str], bool] = cache(self._is_finite_verb)
        self._infinitive: Callable[[str], bool] = cache(self._is_infinitive)
        self._noun_form: Callable[[str], bool] = cache(self._is_noun_form)
        self._lists: dict[str, frozenset[str]] = {}

    def _list(self, name: str) -> frozenset[str]:
        if name not in self._lists:
            self._lists[name] = load_word_list(f"compound_{name}.txt", package=self.words.grammar.package)
        return self._lists[name]

    def _dictionary(self) -> Any:
        """The spylls dictionary of the shared Lexicon, for its entries' flags and suffix analyses (the
        Lexicon answers only whether a form is listed)."""
        return self.words.grammar.lexicon().dictionary

    def _readings(self, word: str) -> tuple[Reading, ...]:
        """The listed (non-compound) readings of lower-case ``word``, prefixed ones left out."""
        found = []
        for form in self._dictionary().lookuper.good_forms(word, capitalization=False, compound_forms=False):
            if form.prefix is not None or form.suffix2 is not None or form.in_dictionary is None:
                continue
            suffix = form.suffix
            key = None if suffix is None else (suffix.flag, suffix.strip, suffix.add)
            found.append(Reading(form.stem, frozenset(form.in_dictionary.flags), key))
        return tuple(dict.fromkeys(found))

    def _flags_of(self, stem: str) -> frozenset[str]:
        """The flags of the dictionary entries spelt ``stem``; empty when there is none."""
        flags: set[str] = set()
        for word in self._dictionary().dic.homonyms(stem):
            flags |= set(word.flags)
        return frozenset(flags)

    def linked(self, left: str) -> bool:
        """Whether ``left`` is a stem and the linking letter it takes (``arbeids``, ``barne``)."""
        link = self.flags.links.get(left[-1])
        return link is not None and len(left) > self.words.min_left and link in self._entry_flags(left[:-1])

    def _begins_compounds(self, left: str) -> bool:
        """Whether ``left`` begins compounds: an entry with the compound flag, a stem with its linking
        letter, or an entry that is itself two words with the compound flag (``fotball``)."""
        shortest, compound = self.words.min_left, self.flags.compound
        if len(left) < shortest:
            return False
        if compound in self._entry_flags(left) or self.linked(left):
            return True
        return bool(self._dictionary().dic.homonyms(left)) and any(
            compound in self._entry_flags(left[:i]) and compound in self._entry_flags(left[i:])
            for i in range(shortest, len(left) - shortest + 1)
        )

    def _compound_splits(self, word: str) -> tuple[Split, ...]:
        """Every seam at which lower-case ``word``, a listed word, is a compound: a left part that begins
        compounds, and a right part that is a listed noun with the compound flag, inflected by the same
        suffix rule as ``word`` (``fotballkampen`` = ``fotball`` + ``kampen``, both by ``A``/-en)."""
        whole = self.readings(word)
        if not whole or any(self._latin_derivative(w.stem) for w in whole):
            return ()
        flags, shortest = self.flags, self.words.min_right
        splits = []
        for i in range(self.words.min_left, len(word) - shortest + 1):
            left, right = word[:i], word[i:]
            if not self._compound_left(left):
                continue
            for reading in self.readings(right):
                if flags.compound not in reading.flags or not reading.flags & flags.noun:
                    continue
                if len(reading.stem) < shortest:
                    continue
                if any(w.stem == left + reading.stem and w.suffix == reading.suffix for w in whole):
                    definite = reading.suffix_flag in flags.definite
                    splits.append(Split(left, right, reading.stem, definite))
                    break
        return tuple(splits)

    def _latin_derivative(self, stem: str) -> bool:
        """Whether ``stem`` belongs with a verb in -ere, so that it is a loan derived from a Latin or
        French stem, not a compound: ``kombinasjon`` (``kombinere``), ``manifest`` (``manifestere``)."""
        bases = [stem] + [stem[:-len(end)] for end in self.words.latin_endings if stem.endswith(end)]
        return any(self._verb_entry(base + self.words.latin_verb_ending) for base in bases)

    def _verb_entry(self, word: str) -> bool:
        return any(r.suffix is None and r.flags & self.flags.verb for r in self.readings(word))

    # What the left part can be on its own ------------------------------------------------------

    def _past(self, reading: Reading) -> bool:
        """A past tense or past participle (``kastet``, ``lest``), whatever the stem's other readings."""
        flag = reading.suffix_flag
        return flag in self.flags.past or (flag == self.flags.past_of_e_stem and reading.stem.endswith("e"))

    def _present(self, reading: Reading) -> bool:
        """A present tense or -s passive of a verb (``leder``, ``spiller``)."""
        return reading.suffix_flag in self.flags.present and bool(reading.flags & self.flags.verb)

    def _modifies_nouns(self, left: str) -> bool:
        """Whether ``left`` alone can stand before a noun and make a phrase with it: a function word, a
        preposition, a numeral or a word that begins with one (``treårs``), a form of an adjective
        (``stor``, ``gamle``, ``mindre``), or a participle (``brukt``, ``levende``)."""
        adjectives, numerals = self._list("adjectives"), self._list("numerals")
        if (left in self._list("function_words") or left in self._list("prepositions") or left in numerals
                or left in adjectives):
            return True
        if any(left.startswith(n) and self.readings(left[len(n):]) for n in numerals
               if n not in self.words.articles and len(left) - len(n) >= self.words.min_left):
            return True
        return any(r.flags & self.flags.adjective or r.stem in adjectives or r.suffix_flag in self.flags.modifier
                   or self._past(r) for r in self.readings(left))

    def _is_present_verb(self, word: str) -> bool:
        return any(self._present(r) for r in self.readings(word))

    def _is_finite_verb(self, word: str) -> bool:
        """Whether ``word`` can be a finite verb or a participle (``forteller``, ``huset``, ``løp``)."""
        return word in self._list("strong_pasts") or any(self._past(r) or self._present(r)
                                                          for r in self.readings(word))

    def _is_infinitive(self, word: str) -> bool:
        """Whether ``word`` can be an infinitive or an imperative (``tenke``, ``hopp`` of ``hoppe``)."""
        for reading in self.readings(word):
            if reading.flags & self.flags.verb and reading.suffix_flag in (None, self.flags.imperative):
                return True
        return bool(self._entry_flags(word + self.words.infinitive_ending) & self.flags.verb)

    def _is_noun_form(self, word: str) -> bool:
        """Whether ``word`` is a noun as it stands, one that could be a subject: a listed stem or a
        definite or plural form, not only a linking form (``barne``) or a genitive (``arbeids``)."""
        return any(r.suffix_flag is None or r.suffix_flag in self.flags.noun_forms for r in self.readings(word))

    def _genitive(self, left: str) -> bool:
        """Whether ``left`` ends in an -s that reads as a genitive (``stats`` of ``stat``)."""
        return left.endswith("s") and bool(self._entry_flags(left[:-1]))

    def _bare_plural(self, stem: str) -> bool:
        """Whether ``stem`` is a neuter noun of one syllable, whose plural is the stem itself (``barn``,
        ``land``): its genitive is also a plural one (``barns rettigheter``)."""
        vowels = self.words.vowels
        syllables = sum(1 for i, c in enumerate(stem) if c in vowels and (i == 0 or stem[i - 1] not in vowels))
        return self.flags.bare_plural in self._entry_flags(stem) and syllables == 1

    # The judgment ----------------------------------------------------------------------------------

    def _opens_noun_phrase(self, before: Token | None) -> bool:
        """Whether a noun phrase has begun right after ``before``: a determiner, a preposition or an
        adjective, after which no infinitive or imperative can stand."""
        return before is not None and (before.lower in self._list("determiners")
                                       or before.lower in self._list("prepositions") or before.upos == "ADJ")

    def surely_split_wrong(self, word: str, before: Token | None) -> Split | None:
        """The one split of lower-case ``word`` whose two words are surely not a phrase after the word
        ``before``, or None: not a left part that modifies nouns on its own, a suffix read as a noun,
        a phrase noun or a genitive before an indefinite right part, a present tense, an infinitive
        where no noun phrase has begun, a noun after a verb (two objects), nor a right part that could
        be the finite verb of the left part."""
        splits = self.compound_splits(word)
        if len(splits) != 1:
            return None
        split = splits[0]
        left, right = split.left, split.right
        if self.modifies_nouns(left) or (split.right_stem in self.words.suffix_nouns and not self.linked(left)):
            return None
        after_preposition = before is not None and before.lower in self._list("prepositions")
        if not split.definite:
            phrase_nouns = self._list("phrase_nouns")
            if left in phrase_nouns or (self.linked(left) and left[:-1] in phrase_nouns):
                return None
            if self._genitive(left) and not (after_preposition and before is not None
                                             and before.lower != self.words.genitive_preposition
                                             and not self._bare_plural(left[:-1])):
                return None
        if self._present_verb(left) and not after_preposition:
            return None
        if self._infinitive(left) and not self._opens_noun_phrase(before):
            return None
        if self._noun_form(left) and before is not None and before.upos in VERBS:
            return None
        if self._finite_verb(right) and self._noun_form(left) and not after_preposition:
            return None
        return split
