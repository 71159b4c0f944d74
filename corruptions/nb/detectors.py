"""Bokmål detectors of errors no rule makes, found in a source sentence (filter reasons of their own)."""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck
from corruptions.scandinavian import checks

from ..sentence import Sentence, Token
from .lexicon import nynorsk_entries, shared_lexicon

#: Words Bokmål repeats on purpose: ``det det gjelder``, ``de som``, intensifiers (``mange mange``).
_REPEATABLE = frozenset({"det", "den", "de", "som", "meget", "mye", "mange", "langt", "lenge", "litt", "veldig",
                         "ja", "nei", "nå", "så", "ha"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til til``), except words Bokmål repeats on purpose
    (``Det det gjelder``, intensifiers such as ``mange mange``).

        bad:  Han gikk til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: A Nynorsk word: a form of ``data/nynorsk_words.tsv`` or a closed-class word only the Nynorsk ``.dic`` lists.
_NYNORSK_WORD = checks.OtherNormWord(checks.OtherNormWords(
    package="corruptions.nb", table="nynorsk_words.tsv", lexicon=shared_lexicon, other_entries=nynorsk_entries))


def nynorsk_word(sentence: Sentence) -> Token | None:
    """A Nynorsk word in the sentence: a Nynorsk sentence, or a Nynorsk quotation inside a Bokmål
    text, is no Bokmål original. Either a form of ``data/nynorsk_words.tsv`` (``ho``, ``gjekk``,
    ``frå``, ``morgon``; with its word class where Bokmål has the form as another word: ``vart`` the
    verb in the past, not the adverb or the participle of ``vare``), or a closed-class word (pronoun,
    determiner, adverb, ...) that the Bokmål dictionary does not know and the Nynorsk
    ``.dic`` lists (``me``, ``nokre``, ``utan``; evidence of ``data/hunspell_nn_NO/``). Words both
    norms share (``heim``, ``att``, ``han``, ``etter``), names (``Ein`` in a title is tagged PROPN),
    abbreviations without a vowel (``bl a``), foreign words and interjections are left alone
    (:class:`corruptions.scandinavian.checks.OtherNormWord`).

        bad:  «Det var ein del yngre som ikkje røysta ved førre val.»
        bad:  Ho gjekk heim i morgon.
        good: Vart skal du reise?
    """
    return _NYNORSK_WORD(sentence)


SOURCE_CHECKS = MappingProxyType({
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "nynorsk_word": SourceCheck(nynorsk_word, "a Nynorsk word (`ikkje`, `frå`, `ho`): not a Bokmål sentence"),
})
