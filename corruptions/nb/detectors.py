"""Bokmål detectors of errors no rule makes, found in a source sentence (filter reasons of their own)."""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import doubled_word as repeated
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
    return repeated(sentence, _REPEATABLE)


#: Nynorsk forms that Bokmål does not have (Norsk rettskrivning, the Nynorsk norm's function words and
#: commonest irregular forms): a sentence with one is Nynorsk, or mixed, not a correct Bokmål original.
_NYNORSK = frozenset({"ikkje", "eg", "ein", "eit", "dei", "frå", "kva", "korleis", "kvifor", "berre", "noko",
                      "nokon", "mykje", "vere", "vore", "meir", "medan", "sjølv", "heile"})


def nynorsk_word(sentence: Sentence) -> Token | None:
    """A Nynorsk word (``ikkje``, ``frå``, ``eit``) in the sentence: a quotation in Nynorsk inside a
    Bokmål text is no Bokmål original. Names are left alone (``Ein`` in a title is tagged PROPN).

        bad:  «Det var ein del yngre som ikkje røysta ved førre val.»
    """
    for token in sentence.tokens:
        if token.lower in _NYNORSK and token.upos != "PROPN":
            return token
    return None


SOURCE_CHECKS = MappingProxyType({
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "nynorsk_word": SourceCheck(nynorsk_word, "a Nynorsk word (`ikkje`, `frå`): not a Bokmål sentence"),
})
