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
import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from .sentence import Sentence, Token


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

    @classmethod
    def of(cls, stored: Mapping[str, object]) -> Edit:
        """The edit a dataset row stores (its ``edit`` column); ValueError when it is not one."""
        start, end, original, replacement = (stored.get(k) for k in ("start", "end", "original", "replacement"))
        if not (isinstance(start, int) and isinstance(end, int) and isinstance(original, str)
                and isinstance(replacement, str)):
            raise ValueError(f"not an edit: {dict(stored)!r}")
        return cls(start, end, original, replacement)

    def as_dict(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end,
                "original": self.original, "replacement": self.replacement}


class Annotation(str, enum.Enum):
    """A layer of annotation a rule may read besides the word forms."""

    UPOS = "UPOS"
    FEATS = "FEATS"
    LEMMA = "LEMMA"
    DEPREL = "DEPREL/HEAD"

    def __str__(self) -> str:
        return self.value


class Corruption(abc.ABC):
    """One error type, registered under its ``corruption_type`` ``name``.

    Each rule declares the annotation it ``reads`` (word forms are always
    read): the check of a parsing pipeline, ``dala corruptions`` and the
    README's table derive from it, and a test blanks every layer a rule does
    not declare and requires the same targets.
    """

    name: ClassVar[str]
    reads: ClassVar[frozenset[Annotation]]
    #: Basic (ScaLA) corruptions are the fallback, not ordered by frequency.
    basic: ClassVar[bool] = False
    enabled_by_default: ClassVar[bool] = True
    #: The class of the language's published error taxonomy this type belongs to (for Bokmål:
    #: NoCoLA's ``Inflection``, ``Word order``, ...), shown in the card; None where there is none.
    error_class: ClassVar[str | None] = None

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

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """The token of an error of this rule's kind that ``sentence`` already has, or None.

        A rule that can recognise its own error overrides this; the build then
        drops source sentences that have it (filter reason
        :attr:`source_reason`), so that no original labelled correct carries
        the error the rule makes. The default recognises nothing.
        """
        return None

    @property
    def detects_errors(self) -> bool:
        """Whether the rule overrides :meth:`error_in_source`."""
        return type(self).error_in_source is not Corruption.error_in_source

    @property
    def source_reason(self) -> str:
        """The filter reason of a source sentence that already has this rule's error."""
        return f"has_{self.name}"

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


# Casing -----------------------------------------------------------------------

def keeps_capital(token: Token) -> bool:
    """Whether a capital letter belongs to the word itself, not the position."""
    form = token.form
    return token.upos == "PROPN" or form == "I" or (len(form) > 1 and form.isupper())


def part_of_name(sentence: Sentence, token: Token) -> bool:
    """Whether ``token`` belongs to a name or title by its capitals: tagged PROPN, or capitalised where no
    sentence or quotation starts (after a word) or before another capitalised word (``for Yngre Læger``,
    ``Ældre Sagen kritiserer``, ``Ekstra Bladet``). For languages that write common words in lower case;
    ``"Alligevel blev ...`` and ``af henholdsvis Den Danske Forening`` are no names."""
    if token.upos == "PROPN":
        return True
    if not token.form[:1].isupper():
        return False
    tokens = sentence.tokens
    previous = tokens[token.index - 1] if token.index else None
    following = tokens[token.index + 1] if token.index + 1 < len(tokens) else None
    return (previous is not None and previous.upos != "PUNCT") or (
        following is not None and following.form[:1].isupper() and following.form[1:2].islower())


def recase(token: Token, word: str) -> str:
    """``word`` in the casing ``token`` shows: UPPER, Capitalised or lower.

    A capital that belongs to a word is neither copied nor dropped: the
    pronoun ``I`` mid-sentence gives lower-case ``jer``, and a replacement
    spelt with a capital (``I``) keeps it.
    """
    form = token.form
    if len(form) > 1 and form.isupper():
        return word.upper()
    if word[:1].isupper():
        return word
    positional = form[:1].isupper() and (token.index == 0 or not keeps_capital(token))
    return capitalised(word) if positional else word


def capitalised(text: str) -> str:
    """``text`` as the start of a sentence."""
    return text[:1].upper() + text[1:]


def inner(token: Token, text: str) -> str:
    """``text``, which starts with ``token``, moved away from the start of a sentence."""
    return text if keeps_capital(token) else text[:1].lower() + text[1:]


# Spans ------------------------------------------------------------------------

def swap_spans(sentence: Sentence, first: tuple[int, int], second: tuple[int, int]) -> Edit:
    """Swap two runs of tokens (inclusive 0-based index ranges, ``first`` before ``second``).

    What lies between them (spaces, a conjunction) stays in place, and so
    does the capital of the sentence's first word.
    """
    tokens, text = sentence.tokens, sentence.text
    start, end = tokens[first[0]].start, tokens[second[1]].end
    left = text[start:tokens[first[1]].end]
    middle = text[tokens[first[1]].end:tokens[second[0]].start]
    right = text[tokens[second[0]].start:end]
    if first[0] == 0 and left[:1].isupper():
        left, right = inner(tokens[0], left), capitalised(right)
    return Edit(start, end, text[start:end], right + middle + left)


def remove_token(sentence: Sentence, index: int) -> Edit:
    """Remove a token with one adjacent space; a next word that becomes the
    first word of the sentence is capitalised."""
    token, following = sentence.tokens[index], sentence.next(sentence.tokens[index])
    text = sentence.text
    start, end = token.start, token.end
    if following is not None and index == 0 and token.form[:1].isupper():
        end = following.end
        return Edit(start, end, text[start:end], capitalised(following.form))
    if token.space_after and following is not None:
        end += 1
    elif start > 0 and text[start - 1] == " ":
        start -= 1
    return Edit(start, end, text[start:end], "")


def swap_suffix(form: str, old: str, new: str) -> str:
    """Replace the suffix ``old`` (matched case-insensitively) of ``form`` by ``new``."""
    stem = form[: len(form) - len(old)]
    return stem + (new.upper() if form[len(stem):].isupper() else new)


def doubled_word(sentence: Sentence, repeatable: frozenset[str]) -> Token | None:
    """The second of the same word twice in a row (``til til``), unless the language repeats it on
    purpose (``repeatable``: ``det det``, intensifiers such as ``meget meget``); a source check."""
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if token.lower == previous.lower and token.form.isalpha() and token.lower not in repeatable:
            return token
    return None


def ends_with(token: Token, suffix: str) -> bool:
    """Case-insensitive suffix test on the token's form."""
    return token.lower.endswith(suffix)


def starts_stretch(sentence: Sentence, token: Token) -> bool:
    """Whether a capital on ``token`` belongs to its position: the first word, or after a mark."""
    before = sentence.previous(token)
    return before is None or not before.form[:1].isalnum()


def polite(sentence: Sentence, token: Token) -> bool:
    """The polite ``De``/``Dem`` (Bokmål, older Swedish): Polite in FEATS, or a capital inside a stretch
    of text."""
    return "Polite" in token.feats or (token.form[:1].isupper() and not starts_stretch(sentence, token))


def personal(sentence: Sentence, token: Token, case: str) -> bool:
    """A personal pronoun of the given case as far as the annotation tells (FEATS may lack it), not the
    polite form."""
    return (token.upos == "PRON" and token.feats.get("Case", case) == case
            and token.feats.get("PronType", "Prs") == "Prs" and not polite(sentence, token))
