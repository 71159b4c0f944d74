"""Documented common misspellings, from the package data file ``spelling.tsv``."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cached_property
from importlib import resources
from types import MappingProxyType

from corruptions.base import Annotation, FormSwap, recase
from dala_pipeline.sentence import Sentence, Token

from .context import is_other_word


def load_spelling(text: str) -> Mapping[str, str]:
    """Parse ``correct<TAB>misspelled`` lines; ``#`` starts a comment line."""
    pairs: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 2 or not all(f.strip() for f in fields):
            raise ValueError(f"spelling.tsv:{number}: expected 'correct<TAB>misspelled', got {line!r}")
        correct, wrong = (f.strip().lower() for f in fields)
        if correct == wrong:
            raise ValueError(f"spelling.tsv:{number}: misspelling equals the correct form {correct!r}")
        pairs[correct] = wrong
    return MappingProxyType(pairs)


class CorruptSpelling(FormSwap):
    """Replace the first listed word by its documented misspelling.

    The list (``data/spelling.tsv``) holds misspellings attested in corpus
    data and categorised by the lexicographers of the Danish Dictionary.

        good: det er meget interessant
        bad:  det er meget interesant
    """

    name = "corrupt_spelling"
    reads = frozenset({Annotation.UPOS})

    @cached_property
    def misspellings(self) -> Mapping[str, str]:
        data = resources.files(__package__).joinpath("data").joinpath("spelling.tsv")
        return load_spelling(data.read_text(encoding="utf-8"))

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower in self.misspellings:
                yield token.index
                return

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, self.misspellings[token.lower])

    # Detector: a listed misspelling already in the source -----------------

    @cached_property
    def _misspelt(self) -> frozenset[str]:
        return frozenset(self.misspellings.values())

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A word of the list's misspelled column that the dictionary does not list
        as a word of its own (``interesant``; not ``hvis``-like forms that are words).

            bad:  det er meget interesant
        """
        for token in sentence.tokens:
            if token.lower in self._misspelt and not is_other_word(token.lower):
                return token
        return None
