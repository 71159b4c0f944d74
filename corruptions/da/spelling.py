"""Documented common misspellings of Danish, from the package data file ``spelling.tsv`` (the rule's
mechanics are :mod:`corruptions.spelling`)."""

from __future__ import annotations

from functools import cached_property

from corruptions.spelling import ListedMisspelling

from ..sentence import Sentence, Token
from .context import is_other_word


class CorruptSpelling(ListedMisspelling):
    """Replace the first listed word, or an inflection of it, by its documented misspelling.

    The list (``data/spelling.tsv``) holds misspellings attested in corpus
    data and categorised by the lexicographers of the Danish Dictionary.
    Where the misspelling lies inside the word (``familie`` -> ``famillie``,
    not ``hoved`` -> ``hovede``, which only adds an ending), an inflection
    of the word carries the same trap and takes the same misspelling
    (``familien`` -> ``famillien``, ``anbefales`` -> ``anbefaldes``): the
    listed word plus an inflectional ending (:data:`_ENDINGS`),
    where the result is no word of the dictionary. A compound that begins
    with a listed word (``ekstraordinær``) is no inflection and is left
    alone, and so is a word of a name or title (``Ekstra Bladet``,
    ``Familie Journal``) or a foreign word (tagged X or Foreign=Yes).

        good: det er meget interessant
        bad:  det er meget interesant
        good: hele familien var samlet
        bad:  hele famillien var samlet
    """

    name = "corrupt_spelling"
    package = "corruptions.da"

    def misspelt(self, word: str) -> str | None:
        return self.misspellings.get(word) or self._misspelt_inflection(word)

    @cached_property
    def _openings(self) -> tuple[int, frozenset[str]]:
        """How the words of :attr:`_inside` and their misspellings begin: a cheap first test of a word."""
        words = [*self._inside, *self._inside.values()]
        length = min(map(len, words))
        return length, frozenset(word[:length] for word in words)

    def _may_inflect(self, word: str) -> bool:
        length, openings = self._openings
        return word[:length] in openings

    def _misspelt_inflection(self, word: str) -> str | None:
        """``word`` as a listed word + an inflectional ending, misspelt (``familien``: ``famillien``), or None."""
        if not self._may_inflect(word):
            return None
        for length in range(1, _LONGEST_ENDING + 1):
            stem, ending = word[:-length], word[-length:]
            wrong = self._inside.get(stem)
            if wrong is not None and ending in _ENDINGS and not is_other_word(wrong + ending):
                return wrong + ending
        return None

    # Detector: a listed misspelling already in the source -----------------

    @cached_property
    def _misspelt(self) -> frozenset[str]:
        return frozenset(self.misspellings.values())

    @cached_property
    def _misspelt_inside(self) -> frozenset[str]:
        return frozenset(self._inside.values())

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A word of the list's misspelled column, or an inflection of one (``famillien``),
        that the dictionary does not list as a word of its own (``interesant``; not
        ``hvis``-like forms that are words).

            bad:  det er meget interesant
        """
        for token in sentence.tokens:
            word = token.lower
            listed = word in self._misspelt or (self._may_inflect(word) and any(
                word[:-length] in self._misspelt_inside and word[-length:] in _ENDINGS
                for length in range(1, _LONGEST_ENDING + 1)))
            if listed and not is_other_word(word):
                return token
        return None


#: Inflectional endings of Danish nouns, adjectives and verbs (definite, plural, neuter, comparative,
#: genitive, passive, present, past), which leave the stem's spelling as it is.
_ENDINGS = frozenset({"e", "t", "n", "r", "s", "en", "et", "er", "es", "ne", "ns", "rs", "re", "te", "de", "ens", "ets",
                      "ers", "rne", "ede", "ere", "ste", "rnes", "erne", "ene", "ernes", "enes"})
_LONGEST_ENDING = max(map(len, _ENDINGS))
