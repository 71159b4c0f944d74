"""Bokmål misspellings: double and single consonants, from the package data file ``spelling.tsv``."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cached_property
from importlib import resources
from types import MappingProxyType

from corruptions.base import Annotation, FormSwap, part_of_name, recase

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.nb"
_FILE = "spelling.tsv"


def load_spelling(text: str, name: str = _FILE) -> Mapping[str, str]:
    """``correct<TAB>misspelled`` lines (``#`` comments) as a mapping; a bad line raises
    ValueError naming the file and line (the file is package data: a bad line is a bug)."""
    pairs: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [f.strip().lower() for f in line.split("\t")]
        if len(fields) != 2 or not all(fields):
            raise ValueError(f"{name}:{number}: expected 'correct<TAB>misspelled', got {line!r}")
        correct, wrong = fields
        if correct == wrong or not wrong.isalpha():
            raise ValueError(f"{name}:{number}: {wrong!r} is no misspelling of {correct!r}")
        if correct in pairs:
            raise ValueError(f"{name}:{number}: {correct!r} is listed twice")
        pairs[correct] = wrong
    return MappingProxyType(pairs)


#: Bokmål inflectional endings that leave a stem's spelling as it is: nouns (``-en``, ``-et``, ``-a``,
#: ``-er``, ``-ene``, genitive ``-s``), adjectives (``-e``, ``-t``, ``-ere``, ``-est``, ``-este``) and
#: verbs (``-r``, ``-te``, ``-de``, ``-et``, ``-s``).
_ENDINGS = frozenset({"e", "t", "n", "r", "s", "a", "en", "et", "er", "es", "ne", "ns", "te", "de", "ta", "ere",
                      "est", "ene", "ens", "ets", "ers", "ete", "ste", "este", "enes", "erne"})
_LONGEST_ENDING = max(map(len, _ENDINGS))


class CorruptSpelling(FormSwap):
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
    reads = frozenset({Annotation.UPOS})
    error_class = "Spelling"

    @cached_property
    def misspellings(self) -> Mapping[str, str]:
        return load_spelling(resources.files(_PACKAGE).joinpath("data").joinpath(_FILE).read_text(encoding="utf-8"))

    @cached_property
    def _inside(self) -> Mapping[str, str]:
        """The listed words whose misspelling leaves the word's end as it is, so an ending can follow."""
        return MappingProxyType({correct: wrong for correct, wrong in self.misspellings.items()
                                 if correct[-1] == wrong[-1] and not wrong.startswith(correct)})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._misspelt(token.lower) is None:
                continue
            if part_of_name(sentence, token) or token.upos == "X" or token.has(Foreign="Yes"):
                continue
            yield token.index
            return

    def replacement(self, sentence: Sentence, token: Token) -> str:
        wrong = self._misspelt(token.lower)
        if wrong is None:
            raise TypeError(f"{self.name}: {token.form!r} is no listed word")
        return recase(token, wrong)

    def _misspelt(self, word: str) -> str | None:
        """The misspelling of a listed word or of an inflection of one, or None."""
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
