"""Compounding errors in Bokmål: a compound noun written as two words (særskriving).

The rule reads the Bokmål hunspell dictionary (:mod:`corruptions.nb.lexicon`) beyond its yes/no
verdict: the flags of its entries and the suffix rule that inflects a form. Three groups of flags
carry what the rule needs:

* the compound flag ``z`` (the ``.aff``'s ``COMPOUNDFLAG``) marks a word the dictionary lets stand in
  a compound, and the flags ``\\`` and ``_`` (of the ``.aff``'s commented-out linking suffixes) a
  stem that takes the linking -s or -e: together they say where a compound has its seam;
* the suffix flags tell an inflected form's kind: ``A``/``B``/``C`` the definite singular (-en,
  -et, -a), ``G`` the definite plural (-ene), ``E`` the plural -er or a verb's present -r, ``O``,
  ``P``, ``Q``, ``T`` a verb's past and participle, ``X`` an adjective's comparison;
* the stem flags ``S`` (-ende) and ``t`` (-ing) mark a verb, ``X`` and ``w`` (-het) an adjective.

Homographs share one entry in this dictionary (``kaste`` the noun and the verb), so a reading is
only ever evidence that a form *can* be a verb or an adjective, which is what the rule must avoid.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any, NamedTuple

from corruptions.base import Annotation, Corruption, Edit
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.nb"
#: Adverbs, particles, pronouns, determiners, quantifiers and conjunctions (``selv``, ``inn``).
_FUNCTION_WORDS = load_word_list("compound_function_words.txt", package=_PACKAGE)
#: Prepositions, simple and compound (``over``, ``utfor``).
_PREPOSITIONS = load_word_list("compound_prepositions.txt", package=_PACKAGE)
#: Numerals, cardinal and ordinal (``tre``, ``ellevte``).
_NUMERALS = load_word_list("compound_numerals.txt", package=_PACKAGE)
#: Adjectives the dictionary does not mark as comparable: irregular, indeclinable (``små``, ``ekte``).
_ADJECTIVES = load_word_list("compound_adjectives.txt", package=_PACKAGE)
#: Nouns that make a phrase with a following bare noun: measures, kinds, times, kin (``par``, ``søndag``).
_PHRASE_NOUNS = load_word_list("compound_phrase_nouns.txt", package=_PACKAGE)
#: Determiners after which a noun phrase has begun (``en``, ``denne``, ``min``).
_DETERMINERS = load_word_list("compound_determiners.txt", package=_PACKAGE)
#: Past tenses of strong verbs spelt like a noun (``løp``, ``sang``).
_STRONG_PASTS = load_word_list("compound_strong_pasts.txt", package=_PACKAGE)

_COMPOUND_FLAG = "z"
#: The linking letter and the flag of a stem that takes it.
_LINK_FLAGS = {"s": "\\", "e": "_"}
#: Stem flags: a noun's definite singular; an adjective's comparison and -het; a verb's -ende and -ing.
_NOUN_FLAGS = frozenset("ABC")
_ADJECTIVE_FLAGS = frozenset("Xw")
_VERB_FLAGS = frozenset("St")
#: Suffix flags: definite noun forms; a noun's definite and plural forms; a verb's past and
#: participle; a verb's present (and -s passive); an adjective's comparison; the present participle.
_DEFINITE_SUFFIXES = frozenset("ABCDGH")
_NOUN_SUFFIXES = frozenset("ABCEG")
_PAST_SUFFIXES = frozenset("OPQT")
_PRESENT_SUFFIXES = frozenset("ELJ")
_MODIFIER_SUFFIXES = frozenset("XS")
#: Numerals that are also the indefinite article: ``en`` begins too many words (``engel``).
_ARTICLES = frozenset({"en", "ei", "et", "én"})
#: Endings of nouns derived from verbs in -ere (``kombinasjon`` of ``kombinere``).
_LATIN_ENDINGS = ("asjon", "sjon")
#: The noun ``dom`` (judgment) is also the suffix -dom (``barndom``, ``lærdom``).
_SUFFIX_NOUNS = frozenset({"dom"})

#: After a verb, a noun left part can be an object of its own (``nekte foreldre retten``).
_VERBS = frozenset({"VERB", "AUX"})

_MIN_LEFT = 3
_MIN_RIGHT = 2
_VOWELS = frozenset("aeiouyæøå")


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


def _dictionary() -> Any:
    """The spylls dictionary of the shared Lexicon, for its entries' flags and suffix analyses (the
    Lexicon answers only whether a form is listed)."""
    return shared_lexicon().dictionary


@cache
def readings(word: str) -> tuple[Reading, ...]:
    """The listed (non-compound) readings of lower-case ``word``, prefixed ones left out."""
    found = []
    for form in _dictionary().lookuper.good_forms(word, capitalization=False, compound_forms=False):
        if form.prefix is not None or form.suffix2 is not None or form.in_dictionary is None:
            continue
        suffix = form.suffix
        key = None if suffix is None else (suffix.flag, suffix.strip, suffix.add)
        found.append(Reading(form.stem, frozenset(form.in_dictionary.flags), key))
    return tuple(dict.fromkeys(found))


@cache
def _entry_flags(stem: str) -> frozenset[str]:
    """The flags of the dictionary entries spelt ``stem``; empty when there is none."""
    flags: set[str] = set()
    for word in _dictionary().dic.homonyms(stem):
        flags |= set(word.flags)
    return frozenset(flags)


def _linked(left: str) -> bool:
    """Whether ``left`` is a stem and the linking -s or -e it takes (``arbeids``, ``barne``)."""
    link = _LINK_FLAGS.get(left[-1])
    return link is not None and len(left) > _MIN_LEFT and link in _entry_flags(left[:-1])


@cache
def _compound_left(left: str) -> bool:
    """Whether ``left`` begins compounds: an entry with the compound flag, a stem with its linking
    -s or -e, or an entry that is itself two words with the compound flag (``fotball``)."""
    if len(left) < _MIN_LEFT:
        return False
    flags = _entry_flags(left)
    if _COMPOUND_FLAG in flags or _linked(left):
        return True
    return bool(_dictionary().dic.homonyms(left)) and any(
        _COMPOUND_FLAG in _entry_flags(left[:i]) and _COMPOUND_FLAG in _entry_flags(left[i:])
        for i in range(_MIN_LEFT, len(left) - _MIN_LEFT + 1)
    )


@cache
def compound_splits(word: str) -> tuple[Split, ...]:
    """Every seam at which lower-case ``word``, a listed word, is a compound: a left part that begins
    compounds, and a right part that is a listed noun with the compound flag, inflected by the same
    suffix rule as ``word`` (``fotballkampen`` = ``fotball`` + ``kampen``, both by ``A``/-en)."""
    whole = readings(word)
    if not whole or any(_latin_derivative(w.stem) for w in whole):
        return ()
    splits = []
    for i in range(_MIN_LEFT, len(word) - _MIN_RIGHT + 1):
        left, right = word[:i], word[i:]
        if not _compound_left(left):
            continue
        for reading in readings(right):
            if _COMPOUND_FLAG not in reading.flags or not reading.flags & _NOUN_FLAGS:
                continue
            if len(reading.stem) < _MIN_RIGHT:
                continue
            if any(w.stem == left + reading.stem and w.suffix == reading.suffix for w in whole):
                definite = reading.suffix_flag in _DEFINITE_SUFFIXES
                splits.append(Split(left, right, reading.stem, definite))
                break
    return tuple(splits)


def _latin_derivative(stem: str) -> bool:
    """Whether ``stem`` belongs with a verb in -ere, so that it is a loan derived from a Latin or
    French stem, not a compound: ``kombinasjon`` (``kombinere``), ``manifest`` (``manifestere``)."""
    bases = [stem] + [stem[:-len(end)] for end in _LATIN_ENDINGS if stem.endswith(end)]
    return any(_verb_entry(base + "ere") for base in bases)


def _verb_entry(word: str) -> bool:
    return any(r.suffix is None and r.flags & _VERB_FLAGS for r in readings(word))


# What the left part can be on its own ------------------------------------------------------------

def _past(reading: Reading) -> bool:
    """A past tense or past participle (``kastet``, ``lest``), whatever the stem's other readings."""
    flag = reading.suffix_flag
    return flag in _PAST_SUFFIXES or (flag == "M" and reading.stem.endswith("e"))


def _present(reading: Reading) -> bool:
    """A present tense or -s passive of a verb (``leder``, ``spiller``)."""
    return reading.suffix_flag in _PRESENT_SUFFIXES and bool(reading.flags & _VERB_FLAGS)


@cache
def modifies_nouns(left: str) -> bool:
    """Whether ``left`` alone can stand before a noun and make a phrase with it: a function word, a
    preposition, a numeral or a word that begins with one (``treårs``), a form of an adjective
    (``stor``, ``gamle``, ``mindre``), or a participle (``brukt``, ``levende``)."""
    if left in _FUNCTION_WORDS or left in _PREPOSITIONS or left in _NUMERALS or left in _ADJECTIVES:
        return True
    if any(left.startswith(n) and readings(left[len(n):]) for n in _NUMERALS
           if n not in _ARTICLES and len(left) - len(n) >= _MIN_LEFT):
        return True
    return any(r.flags & _ADJECTIVE_FLAGS or r.stem in _ADJECTIVES or r.suffix_flag in _MODIFIER_SUFFIXES
               or _past(r) for r in readings(left))


@cache
def _present_verb(word: str) -> bool:
    return any(_present(r) for r in readings(word))


@cache
def _finite_verb(word: str) -> bool:
    """Whether ``word`` can be a finite verb or a participle (``forteller``, ``huset``, ``løp``)."""
    return word in _STRONG_PASTS or any(_past(r) or _present(r) for r in readings(word))


@cache
def _infinitive(word: str) -> bool:
    """Whether ``word`` can be an infinitive or an imperative (``tenke``, ``hopp`` of ``hoppe``)."""
    for reading in readings(word):
        if reading.flags & _VERB_FLAGS and reading.suffix_flag in (None, "R"):
            return True
    return bool(_entry_flags(word + "e") & _VERB_FLAGS)


@cache
def _noun_form(word: str) -> bool:
    """Whether ``word`` is a noun as it stands, one that could be a subject: a listed stem or a
    definite or plural form, not only a linking form (``barne``) or a genitive (``arbeids``)."""
    return any(r.suffix_flag is None or r.suffix_flag in _NOUN_SUFFIXES for r in readings(word))


def _genitive(left: str) -> bool:
    """Whether ``left`` ends in an -s that reads as a genitive (``stats`` of ``stat``)."""
    return left.endswith("s") and bool(_entry_flags(left[:-1]))


def _bare_plural(stem: str) -> bool:
    """Whether ``stem`` is a neuter noun of one syllable, whose plural is the stem itself (``barn``,
    ``land``): its genitive is also a plural one (``barns rettigheter``)."""
    syllables = sum(1 for i, c in enumerate(stem) if c in _VOWELS and (i == 0 or stem[i - 1] not in _VOWELS))
    return "B" in _entry_flags(stem) and syllables == 1


# The judgment ------------------------------------------------------------------------------------

def _opens_noun_phrase(before: Token | None) -> bool:
    """Whether a noun phrase has begun right after ``before``: a determiner, a preposition or an
    adjective, after which no infinitive or imperative can stand."""
    return before is not None and (before.lower in _DETERMINERS or before.lower in _PREPOSITIONS
                                   or before.upos == "ADJ")


def surely_split_wrong(word: str, before: Token | None) -> Split | None:
    """The one split of lower-case ``word`` whose two words are surely not a phrase after the word
    ``before``, or None. See :class:`SplitCompound` for each condition."""
    splits = compound_splits(word)
    if len(splits) != 1:
        return None
    split = splits[0]
    left, right = split.left, split.right
    if modifies_nouns(left) or (split.right_stem in _SUFFIX_NOUNS and not _linked(left)):
        return None
    after_preposition = before is not None and before.lower in _PREPOSITIONS
    if not split.definite:
        if left in _PHRASE_NOUNS or (_linked(left) and left[:-1] in _PHRASE_NOUNS):
            return None
        if _genitive(left) and not (after_preposition and before is not None and before.lower != "til"
                                    and not _bare_plural(left[:-1])):
            return None
    if _present_verb(left) and not after_preposition:
        return None
    if _infinitive(left) and not _opens_noun_phrase(before):
        return None
    if _noun_form(left) and before is not None and before.upos in _VERBS:
        return None
    if _finite_verb(right) and _noun_form(left) and not after_preposition:
        return None
    return split


def _plain_word(sentence: Sentence, token: Token) -> bool:
    """Letters only, in lower case, upper case, or capitalised as the sentence's first word."""
    form = token.form
    if not form.isalpha():
        return False
    if form.islower() or form.isupper():
        return True
    first = not any(t.form.isalnum() for t in sentence.tokens[:token.index])
    return first and form[1:].islower()


class SplitCompound(Corruption):
    """Write a compound noun as two words (særskriving): ``fotballkampen`` -> ``fotball kampen``.

    Writing a compound as two words is one of the errors most discussed in Norwegian writing:
    Språkrådet's "Ett eller flere ord" (sprakradet.no, Godt og korrekt språk > Rettskriving og
    grammatikk) states that compounds are written as one word and that ``frisør salong`` and
    ``lamme lår`` are wrong; NoCoLA files it under Compounding (ASK codes SPL and PART, 297
    sentences in NoCoLA's dev file); GiellaLT's Bokmål grammar checker has the class
    ``lex-split-compound``. Two bare nouns side by side, or a linking form (``arbeids``, ``barne``)
    followed by a noun, make no Bokmål phrase, so the split is ungrammatical; the rule skips
    every split whose two words could be read as a phrase.

    A target is a NOUN spelt with letters only (lower case, upper case, or capitalised as the first
    word) that the dictionary lists whole, and that has exactly one seam where
    ``left`` + ``right`` is a compound: ``left`` an entry with the compound flag, a stem with its
    linking -s or -e, or two such words (``fotball``); ``right`` a listed noun with the compound
    flag in the same inflection as the whole (``kampen`` of ``kamp`` as ``fotballkampen`` of
    ``fotballkamp``). The left part keeps its linking letter and its case
    (``Arbeidsgiveren`` -> ``Arbeids giveren``). Deliberately stricter:

    * a word with two seams is skipped (``jubileumsåret``: ``jubileum såret`` or ``jubileums året``),
      and so is a loan that belongs with a verb in -ere, whose seam is no compound's
      (``kombinasjon`` of ``kombinere`` is no ``kombi`` + ``nasjon``, ``manifest`` no ``mani`` +
      ``fest``);
    * a left part that can modify a noun on its own: an adjective in any form, comparable in the
      dictionary or listed as irregular or indeclinable (``storby`` -> ``stor by``, ``småbarn``,
      ``direkterute``), a participle (``bruktbil``), a numeral or a word that begins with one
      (``ellevteplass``, ``treårsavtale``), a preposition (``overgrep`` -> ``over grep``,
      ``utforløypa``), an adverb, pronoun or determiner (``selvbilde``);
    * the suffix -dom read as the noun ``dom`` (``barndom`` -> ``barn dom``);
    * before an indefinite right part, a left part that is a measure, a kind, a day or season, or a
      kin word (``delmål`` -> ``del mål``, as in ``en del mål``; ``søndagskveld`` -> ``søndag
      kveld``, which Språkrådet accepts);
    * before an indefinite right part, a linking -s that reads as a genitive (``en stats minister``
      could be "a state's minister") unless a preposition other than ``til`` comes right before
      (``for stats minister``, where a bare genitive of a singular noun is no phrase); never for a
      neuter of one syllable, whose genitive is also plural (``landssvik`` -> ``lands svik``);
    * a left part that can be a present tense (``lederstilen`` -> ``leder stilen`` could be "leads the
      style") unless a preposition comes right before;
    * a left part that can be an infinitive or imperative (``tenkepause`` -> ``tenke pause``) unless
      a determiner, a preposition or an adjective comes right before;
    * a left part that is a noun as it stands, right after a verb: the verb may take two objects
      (``nekte foreldreretten`` -> ``nekte foreldre retten``, "deny parents the right");
    * a right part that can be a finite verb or participle, after a left part that could be its
      subject (``historieforteller`` -> ``historie forteller``, "history tells"; ``kulturhuset`` ->
      ``kultur huset``, "culture housed") unless a preposition comes right before.

    Proper nouns are never targets (UPOS PROPN, and a capitalised word that is not the first).

        good: De snakket om fotballkampen i går.
        bad:  De snakket om fotball kampen i går.
    """

    name = "split_compound"
    reads = frozenset({Annotation.UPOS})
    error_class = "Compounding"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._split(sentence, token) is not None:
                yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        token = sentence.tokens[index]
        split = self._split(sentence, token)
        if split is None:
            return Edit(token.start, token.end, token.form, token.form)
        cut = len(split.left)
        return Edit(token.start, token.end, token.form, token.form[:cut] + " " + token.form[cut:])

    def _split(self, sentence: Sentence, token: Token) -> Split | None:
        if token.upos != "NOUN" or len(token.form) < _MIN_LEFT + _MIN_RIGHT or not _plain_word(sentence, token):
            return None
        return surely_split_wrong(token.lower, sentence.previous(token))

    # Detector: a compound already written as two words ----------------------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """Two words tagged NOUN, the second in lower case, that this rule would have made of one
        compound in the same place: ``fotball kampen`` after ``på``. The same conditions hold, so
        that ``stor by`` or ``søndag kveld`` are never taken for errors.

            bad:  De snakket om fotball kampen i går.
        """
        for token, following in zip(sentence.tokens, sentence.tokens[1:]):
            if token.upos != "NOUN" or following.upos != "NOUN" or not token.space_after:
                continue
            if token.multiword or following.multiword or not following.form.isalpha():
                continue
            if not (following.form.islower() and _plain_word(sentence, token)):
                continue
            split = surely_split_wrong(token.lower + following.lower, sentence.previous(token))
            if split is not None and split.left == token.lower:
                return token
        return None
