"""The corruption framework: :class:`Edit`, :class:`Corruption` and helpers.

A corruption answers two questions about a sentence:

* ``targets(sentence)``: where can I apply? Token indexes, no side effects.
* ``apply(sentence, target)``: the one :class:`Edit` that introduces the error.

Subclasses implement ``find`` (candidate targets from the gold annotation)
and ``edit``; :meth:`Corruption.targets` keeps only candidates whose edit
changes the text and stays outside multiword tokens, so every target a
corruption reports can be applied.
"""

from __future__ import annotations

import abc
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from typing import ClassVar

from dala_pipeline.sentence import Sentence, Token


@dataclass(frozen=True)
class Edit:
    """Replace ``text[start:end]`` (which is ``original``) by ``replacement``."""

    start: int
    end: int
    original: str
    replacement: str

    def apply(self, text: str) -> str:
        if text[self.start:self.end] != self.original:
            raise ValueError(
                f"edit expects {self.original!r} at [{self.start}, {self.end}), "
                f"found {text[self.start:self.end]!r}"
            )
        return text[: self.start] + self.replacement + text[self.end:]

    def as_dict(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end,
                "original": self.original, "replacement": self.replacement}


class Corruption(abc.ABC):
    """One error type, registered under its ``corruption_type`` ``name``."""

    name: ClassVar[str]
    #: Basic (ScaLA) corruptions are the fallback, not ordered by frequency.
    basic: ClassVar[bool] = False
    enabled_by_default: ClassVar[bool] = True

    def targets(self, sentence: Sentence) -> tuple[int, ...]:
        """Indexes of the tokens this corruption can be applied at."""
        return tuple(
            index for index in self.find(sentence)
            if _is_valid(sentence, self.edit(sentence, index))
        )

    def apply(self, sentence: Sentence, target: int) -> Edit:
        """The edit for one target returned by :meth:`targets`."""
        edit = self.edit(sentence, target)
        if not _is_valid(sentence, edit):
            raise ValueError(f"{self.name}: token {target} of {sentence.sent_id} is not a target")
        return edit

    @abc.abstractmethod
    def find(self, sentence: Sentence) -> Iterable[int]:
        """Candidate token indexes, from the gold annotation."""

    @abc.abstractmethod
    def edit(self, sentence: Sentence, index: int) -> Edit:
        """The edit at a candidate index."""

    def __repr__(self) -> str:
        return f"<corruption {self.name}>"


def _is_valid(sentence: Sentence, edit: Edit) -> bool:
    if edit.original == edit.replacement:
        return False
    return not sentence.has_multiword or not any(
        t.multiword and t.start < edit.end and edit.start < t.end for t in sentence.tokens
    )


class FormSwap(Corruption):
    """Base for corruptions that replace one token's form by another form."""

    def edit(self, sentence: Sentence, index: int) -> Edit:
        token = sentence.tokens[index]
        return replace_form(token, self.replacement(sentence, token))

    @abc.abstractmethod
    def replacement(self, sentence: Sentence, token: Token) -> str:
        """The new form for a target token."""


def replace_form(token: Token, new_form: str) -> Edit:
    return Edit(token.start, token.end, token.form, new_form)


def match_case(model: str, word: str) -> str:
    """``word`` with the casing pattern of ``model``: lower, Capitalised or UPPER."""
    if len(model) > 1 and model.isupper():
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word.lower()


def keeps_capital(token: Token) -> bool:
    """Whether a capital letter belongs to the word itself, not the position."""
    form = token.form
    return token.upos == "PROPN" or form == "I" or (len(form) > 1 and form.isupper())


def swap_suffix(form: str, old: str, new: str) -> str:
    """Replace the suffix ``old`` (matched case-insensitively) of ``form`` by ``new``."""
    stem = form[: len(form) - len(old)]
    return stem + (new.upper() if form[len(stem):].isupper() else new)


def load_word_list(name: str) -> frozenset[str]:
    """The words of a package data file ``data/<name>``: one per line, ``#`` comments."""
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    return frozenset(line.strip().lower() for line in text.splitlines()
                     if line.strip() and not line.startswith("#"))


def ends_with(token: Token, suffix: str) -> bool:
    """Case-insensitive suffix test on the token's form."""
    return token.lower.endswith(suffix)
