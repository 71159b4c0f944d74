"""Bokmål misspellings: double and single consonants, from the package data file ``spelling.tsv`` (the
rule's mechanics are :mod:`corruptions.spelling`)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from types import MappingProxyType

from corruptions.spelling import ListedMisspelling, load_spelling

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

__all__ = ["CorruptSpelling", "load_spelling"]

#: Bokmål inflectional endings that leave a stem's spelling as it is: nouns (``-en``, ``-et``, ``-a``,
#: ``-er``, ``-ene``, genitive ``-s``), adjectives (``-e``, ``-t``, ``-ere``, ``-est``, ``-este``) and
#: verbs (``-r``, ``-te``, ``-de``, ``-et``, ``-s``).
_ENDINGS = frozenset({"e", "t", "n", "r", "s", "a", "en", "et", "er", "es", "ne", "ns", "te", "de", "ta", "ere",
                      "est", "ene", "ens", "ets", "ers", "ete", "ste", "este", "enes", "erne"})
_LONGEST_ENDING = max(map(len, _ENDINGS))


class CorruptSpelling(ListedMisspelling):
    """Replace a listed word, or an inflection of it, by its common misspelling.

    The list (``data/spelling.tsv``) holds words whose double or single
    consonant writers get wrong, the classic Bokmål misspelling
    (Språkrådet's rules on double consonants; NoCoLA's Spelling class,
    ASK code ORT, whose examples are ``rettning`` and ``fammilie``). An
    inflection of a listed word takes the same misspelling where it lies
    inside the word (``kommunen`` -> ``komunen``): the listed word plus an
    inflectional ending (:data:`_ENDINGS`), where the dictionary lists the
    inflected form and does not list the misspelt one (compounds
    included). Every misspelling of the list is no word of the dictionary
    either (a test checks the file). A word of a name or a title
    (``Fremmed Fugl``), a foreign word (X, Foreign=Yes) and a compound
    that merely begins with a listed word (``kommunestyre``) are left
    alone. The first listed word of the sentence is the target.

        good: Han gikk i feil retning.
        bad:  Han gikk i feil rettning.
        good: Kommunen har ansvaret.
        bad:  Komunen har ansvaret.
    """

    name = "corrupt_double_consonant"
    error_class = "Spelling"
    package = "corruptions.nb"

    def misspelt(self, word: str) -> str | None:
        listed = self.misspellings.get(word)
        if listed is not None:
            return listed
        lexicon = None
        for length in range(1, min(_LONGEST_ENDING, len(word) - 1) + 1):
            stem, ending = word[:-length], word[-length:]
            wrong = self._inside.get(stem)
            if wrong is None or ending not in _ENDINGS:
                continue
            lexicon = lexicon or shared_lexicon()
            if lexicon.lists(word) and not lexicon.knows(wrong + ending):
                return wrong + ending
        return None

    @cached_property
    def _wrong_forms(self) -> Mapping[str, str]:
        return MappingProxyType({wrong: correct for correct, wrong in self._inside.items()})

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A misspelling of the list, or of an inflection of a listed word (``komunen``), that the
        dictionary does not know.

            bad:  Han gikk i feil rettning.
        """
        misspelt = frozenset(self.misspellings.values())
        for token in sentence.tokens:
            word = token.lower
            found = word in misspelt or any(
                word[:-length] in self._wrong_forms and word[-length:] in _ENDINGS
                for length in range(1, min(_LONGEST_ENDING, len(word) - 1) + 1))
            if found and token.upos != "PROPN" and not shared_lexicon().knows(word):
                return token
        return None
