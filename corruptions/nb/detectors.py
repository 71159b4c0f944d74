"""Bokmål detectors of errors no rule makes, found in a source sentence (filter reasons of their own)."""

from __future__ import annotations

from types import MappingProxyType

from corruptions.language import SourceCheck
from dala_pipeline.sentence import Sentence, Token

#: Words Bokmål repeats on purpose: ``det det gjelder``, ``de som``, intensifiers (``mange mange``).
_REPEATABLE = frozenset({"det", "den", "de", "som", "meget", "mye", "mange", "langt", "lenge", "litt", "veldig",
                         "ja", "nei", "nå", "så", "ha"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til til``), except words Bokmål repeats on purpose
    (``Det det gjelder``, intensifiers such as ``mange mange``).

        bad:  Han gikk til til byen.
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if token.lower == previous.lower and token.form.isalpha() and token.lower not in _REPEATABLE:
            return token
    return None


SOURCE_CHECKS = MappingProxyType({
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
})
