"""Listed misspellings: a language's ``data/spelling.tsv`` (``correct<TAB>misspelled``) and the rule
that writes the first listed word of a sentence, or an inflection of one, as its misspelling.

A language subclasses :class:`ListedMisspelling`, names its package and says, in :meth:`misspelt`,
which inflections of a listed word carry the same misspelling (the endings and the dictionary are
the language's own).
"""

from __future__ import annotations

import abc
from collections.abc import Iterator, Mapping
from functools import cached_property
from importlib import resources
from types import MappingProxyType
from typing import ClassVar

from .base import Annotation, FormSwap, part_of_name, recase
from .sentence import Sentence, Token

FILE = "spelling.tsv"


def load_spelling(text: str, name: str = FILE) -> Mapping[str, str]:
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


class ListedMisspelling(FormSwap):
    """Replace the first listed word of a sentence, or an inflection of one, by its misspelling; never a
    word of a name or title, nor a foreign word (tagged X or Foreign=Yes)."""

    reads = frozenset({Annotation.UPOS})
    #: The language's package, whose ``data/spelling.tsv`` is the list.
    package: ClassVar[str]

    @cached_property
    def misspellings(self) -> Mapping[str, str]:
        return load_spelling(resources.files(self.package).joinpath("data").joinpath(FILE).read_text(encoding="utf-8"))

    @cached_property
    def _inside(self) -> Mapping[str, str]:
        """The listed words whose misspelling leaves the word's end as it is, so an ending can follow."""
        return MappingProxyType({correct: wrong for correct, wrong in self.misspellings.items()
                                 if correct[-1] == wrong[-1] and not wrong.startswith(correct)})

    @abc.abstractmethod
    def misspelt(self, word: str) -> str | None:
        """The misspelling of lower-case ``word``, a listed word or an inflection of one, or None."""

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self.misspelt(token.lower) is None:
                continue
            if part_of_name(sentence, token) or token.upos == "X" or token.has(Foreign="Yes"):
                continue  # Ekstra Bladet, Familie Journal; a foreign title (Absolute Beginners)
            yield token.index
            return

    def replacement(self, sentence: Sentence, token: Token) -> str:
        wrong = self.misspelt(token.lower)
        if wrong is None:
            raise TypeError(f"{self.name}: {token.form!r} is no listed word")
        return recase(token, wrong)
