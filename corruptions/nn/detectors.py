"""Nynorsk detectors of errors no rule makes, found in a source sentence (filter reasons of their own)."""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck
from corruptions.scandinavian import checks

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

#: Words Nynorsk repeats on purpose: ``det det gjeld``, ``dei som``, intensifiers (``mange mange``).
_REPEATABLE = frozenset({"det", "den", "dei", "som", "mykje", "mange", "langt", "lenge", "litt", "veldig",
                         "ja", "nei", "no", "så", "ha"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til til``), except words Nynorsk repeats on purpose (``Det det
    gjeld``, intensifiers such as ``mange mange``).

        bad:  Han gjekk til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: A Bokmål word: a form of ``data/bokmal_forms.tsv`` with its word class.
_BOKMAL_WORD = checks.OtherNormWord(checks.OtherNormWords(
    package="corruptions.nn", table="bokmal_forms.tsv", lexicon=shared_lexicon))


def bokmal_word(sentence: Sentence) -> Token | None:
    """A Bokmål word in the sentence: a Bokmål sentence, or a Bokmål quotation inside a Nynorsk text, is
    no Nynorsk original. A form of ``data/bokmal_forms.tsv`` with the word class its row names
    (``ikke``, ``hva``, ``hvilken``, ``fra``; ``hvis`` the subjunction), every one a form the Nynorsk
    dictionary does not know (:class:`corruptions.scandinavian.checks.OtherNormWord`). Names, numbers,
    foreign words and interjections are left alone. The Bokmål forms the rules of this folder write
    (``kastet``, ``biler``, ``boken``) are found by the rules' own detectors first.

        bad:  Hun kommer ikke fra Bergen.
        good: Ho kjem ikkje frå Bergen.
    """
    return _BOKMAL_WORD(sentence)


SOURCE_CHECKS = MappingProxyType({
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "bokmal_word": SourceCheck(bokmal_word, "a Bokmål word (`ikke`, `hva`, `fra`): not a Nynorsk sentence"),
})
