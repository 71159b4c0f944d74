"""Swedish detectors of errors no rule makes, found in a source sentence (filter reasons of their own)."""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck

from ..sentence import Sentence, Token

#: Words Swedish repeats on purpose: ``det det gäller``, ``de de``, intensifiers (``mycket mycket``).
_REPEATABLE = frozenset({"det", "den", "de", "som", "att", "mycket", "många", "länge", "lite", "väldigt",
                         "ja", "nej", "nu", "så", "ha", "var", "om"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``till till``), except words Swedish repeats on purpose
    (``Det det gäller``, intensifiers such as ``mycket mycket``).

        bad:  Han gick till till stan.
    """
    return repeated(sentence, _REPEATABLE)


def marked_typo(sentence: Sentence) -> Token | None:
    """A token the treebank itself marks as a misspelling (FEATS ``Typo=Yes``: Talbanken has four):
    such a sentence is no correct original.

        bad:  a sentence with a token annotated Typo=Yes
    """
    return next((t for t in sentence.tokens if t.feats.get("Typo") == "Yes"), None)


#: Norwegian and Danish forms Swedish does not have (``ikke``, ``jeg``, ``hvis``): a sentence with one
#: is a quotation in a neighbouring language, not a Swedish original.
_NEIGHBOURS = frozenset({"ikke", "jeg", "hvis", "hvad", "hvordan", "hvorfor", "hvem", "nogen", "noen", "også",
                         "være", "bliver", "blevet"})


def neighbour_word(sentence: Sentence) -> Token | None:
    """A Danish or Norwegian word (``ikke``, ``jeg``, ``også``) outside a name: a quotation in a
    neighbouring language is no Swedish original.

        bad:  Han sa: «Jeg kommer ikke.»
    """
    for token in sentence.tokens:
        if token.lower in _NEIGHBOURS and token.upos != "PROPN":
            return token
    return None


SOURCE_CHECKS = MappingProxyType({
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`till till`)"),
    "marked_typo": SourceCheck(marked_typo, "a token the treebank marks `Typo=Yes`"),
    "neighbour_word": SourceCheck(neighbour_word, "a Danish or Norwegian word (`ikke`, `jeg`): not a Swedish sentence"),
})
