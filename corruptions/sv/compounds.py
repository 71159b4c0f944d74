"""Swedish särskrivning: a compound noun written as two words (``telefonmottagningen`` ->
``telefon mottagningen``).

Särskrivning tops every list of Swedish writing errors (Språkrådet; ISOF's
Frågelådan explains the test for it: a compound has one main stress and one
meaning, the two words two); SweLL's UD test data has 72 compounds written
apart of 1,367 corrections (O-Comp, 5 %; DaLAJ class O). A naive split is
wrong about a quarter of the time (``sköterskor`` is no ``sköter`` + ``skor``),
so every split is checked against the dictionary. The rule is the core's
(:mod:`corruptions.scandinavian.compounds`) with a seam of Swedish's own.
"""

from __future__ import annotations

from functools import cache, cached_property

from corruptions.scandinavian import compounds

from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.sv"
#: The dictionary's flag of an entry that may begin a compound, and of one that may end it.
_BEGIN, _END = "X", "Y"
#: Suffix flags of noun entries: plurals (``-ar``, ``-er``, ``-r``) and definite forms.
_NOUN_FLAGS = frozenset("GHIBCDEF")
#: Endings of the inflected forms of a noun (``-arna``, ``-en``, ``-et``, ``-er``, ...), longest first.
_NOUN_ENDINGS = ("arnas", "ornas", "ernas", "arna", "orna", "erna", "ens", "ets", "ar", "or", "er", "en", "et",
                 "na", "n", "t", "r", "s")
_MIN_LEFT, _MIN_RIGHT = 3, 4


@cache
def _noun_entry(word: str, flag: str) -> bool:
    """Whether ``word`` is a dictionary entry with ``flag`` and a noun's suffix flags in the same entry."""
    return any(flag in entry.flags and set(entry.flags) & _NOUN_FLAGS
               for entry in shared_lexicon().dictionary.dic.homonyms(word))


@cache
def _adjective_like(word: str) -> bool:
    """Whether ``word`` has the neuter and the ``-a`` form, or a comparative, as an adjective has (``stor``:
    ``stort``, ``stora``; ``real``: ``realt``, ``reala``)."""
    lexicon = shared_lexicon()
    return (lexicon.lists(word + "t") and lexicon.lists(word + "a")) or lexicon.lists(word + "are")


@cache
def _verb_like(word: str) -> bool:
    """Whether ``word`` is also a verb's stem: its infinitive and present are words (``sköt``: ``sköta``,
    ``sköter``; ``bil``: ``bila``)."""
    lexicon = shared_lexicon()
    return lexicon.lists(word + "a") and (lexicon.lists(word + "er") or lexicon.lists(word + "ar"))


@cache
def _right_noun(word: str) -> bool:
    """Whether ``word`` is a listed form of a noun that may end a compound: the entry itself or it with
    one of the noun endings (``mottagningen``: ``mottagning`` + ``en``), and no verb's stem."""
    if not shared_lexicon().lists(word) or _verb_like(word):
        return False
    stems = [word] + [word[:-len(end)] for end in _NOUN_ENDINGS if word.endswith(end) and len(word) - len(end) >= 2]
    return any(_noun_entry(stem, _END) for stem in stems)


class SplitCompound(compounds.SplitCompound):
    """Write a compound noun as two words (särskrivning): ``telefonmottagning`` -> ``telefon mottagning``.

    Two bare nouns side by side make no Swedish phrase, so the split is
    ungrammatical where neither part can be read otherwise (Språkrådet's and
    ISOF's advice on särskrivning; SweLL O-Comp, 72 of 1,367 corrections in its
    UD test data; DaLAJ class O).

    A target is a lower-case NOUN of letters only that hunspell accepts whole,
    right after a determiner, a preposition or an adjective (after them no verb
    reading of the first part is possible), with exactly one seam where:

    * the left part (at least three letters, no linking letter) is a dictionary
      entry that may begin a compound and inflects as a noun, is not also a
      verb's stem (``bil``: ``bila``) or an adjective (``stor``: ``stort``,
      ``stora``; ``real``: ``realt``, ``reala``), and is not one of
      ``data/compound_left_excluded.txt`` (prepositions and particles: ``för``, ``över``; numerals, quantifiers and
      pronouns; nouns of measure or kind: ``kopp``, ``grupp``, ``par``, and
      numeral nouns, ``miljon``, which stand before a bare noun in a phrase;
      ``exempel``, as in ``till exempel``), nor a present participle in
      ``-nde`` (``beroendeställning`` -> ``beroende ställning`` is a phrase);
    * the right part (at least four letters) is a form the dictionary lists of
      a noun entry that may end a compound, and no verb's stem.

    A linking ``-s`` is never split off (``fotbolls match`` could read as a
    genitive), and a word with two possible seams is skipped: the dictionary
    check is what keeps ``sköterskor`` from becoming ``sköter skor``.

        good: Han ringde till telefonmottagningen.
        bad:  Han ringde till telefon mottagningen.
    """

    name = "split_sarskrivning"
    error_class = "O"

    @cached_property
    def excluded(self) -> frozenset[str]:
        return load_word_list("compound_left_excluded.txt", _PACKAGE)

    def cut(self, sentence: Sentence, noun: Token) -> int | None:
        """The seam of a lower-case noun of letters right after a determiner, a preposition or an adjective."""
        if not noun.form.isalpha() or not noun.form.islower():
            return None
        if len(noun.form) < _MIN_LEFT + _MIN_RIGHT or not _opens_noun_phrase(sentence.previous(noun)):
            return None
        return self.seam(noun.lower)

    def seam(self, word: str) -> int | None:
        """Where lower-case ``word`` splits into two nouns that surely make no phrase, or None."""
        if not shared_lexicon().knows(word):
            return None
        seams = [i for i in range(_MIN_LEFT, len(word) - _MIN_RIGHT + 1) if self._left(word[:i]) and
                 _right_noun(word[i:])]
        return seams[0] if len(seams) == 1 else None

    def _left(self, left: str) -> bool:
        return (left not in self.excluded and not left.endswith("nde") and _noun_entry(left, _BEGIN)
                and not _verb_like(left) and not _adjective_like(left))

    def written_apart(self, sentence: Sentence, first: Token, second: Token) -> bool:
        """Two lower-case words of letters after a determiner, a preposition or an adjective that this rule
        would have made of one compound in the same place (``en telefon mottagning``)."""
        if not (first.form.isalpha() and first.form.islower() and second.form.isalpha()
                and second.form.islower()) or not _opens_noun_phrase(sentence.previous(first)):
            return False
        return self.seam(first.lower + second.lower) == len(first.form)


def _opens_noun_phrase(before: Token | None) -> bool:
    """A determiner, a preposition or an adjective: after it a noun phrase has begun."""
    return before is not None and before.upos in ("DET", "ADP", "ADJ")
