"""A check of a source sentence that two written standards of one language share: a word of the other
standard (a Nynorsk word in a Bokmål sentence, a Bokmål word in a Nynorsk one).

A language declares it with its words: :class:`OtherNormWord` with :class:`OtherNormWords` (a table of
the other standard's forms and, optionally, the other standard's dictionary entries as evidence). A
sentence with no finite verb is the engine's whole-sentence stage's (``no_finite_verb``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from ..lexicon import Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_table

#: Classes whose words form no compounds: one the own dictionary does not know is a word of another norm.
CLOSED_CLASSES = frozenset({"PRON", "DET", "ADV", "ADP", "SCONJ", "CCONJ", "AUX", "PART"})
#: What is no word of either norm: names, numbers, symbols, foreign words, interjections.
NOT_WORDS = frozenset({"PROPN", "NUM", "PUNCT", "SYM", "X", "INTJ"})
#: An abbreviation written without its full stops (``bl a``) has no vowel.
_VOWEL = re.compile("[aeiouyæøåéèêóòô]")


class NormForm(NamedTuple):
    """A form of the other standard's table: the UPOS it must have (empty: any) and the FEATS."""

    upos: frozenset[str]
    feats: dict[str, str]

    def matches(self, token: Token) -> bool:
        return (not self.upos or token.upos in self.upos) and token.has(**self.feats)


def norm_forms(name: str, package: str) -> dict[str, NormForm]:
    """The rows of a table ``form<TAB>UPOS ...<TAB>FEATS`` (``*`` for any UPOS; the columns after the
    form optional) of ``package``'s ``data/``, by lower-case form."""
    forms = {}
    for row in load_table(name, package):
        upos = frozenset(row[1].split()) - {"*"} if len(row) > 1 else frozenset()
        feats = dict(pair.split("=", 1) for pair in row[2].split("|")) if len(row) > 2 and row[2] else {}
        forms[row[0].strip().lower()] = NormForm(upos, feats)
    return forms


@dataclass(frozen=True)
class OtherNormWords:
    """What :class:`OtherNormWord` reads of a language."""

    #: The language's package, whose ``data/`` holds the table.
    package: str
    #: The table of the other standard's forms (``nynorsk_words.tsv``), see :func:`norm_forms`.
    table: str
    #: The language's own dictionary.
    lexicon: Callable[[], Lexicon]
    #: The entries of the other standard's dictionary, lower-cased, as evidence that a closed-class word
    #: the own dictionary does not know is the other standard's; None: the table is the only evidence.
    other_entries: Callable[[], frozenset[str]] | None = None


class OtherNormWord:
    """A word of the other written standard in a sentence: a form of the table with its word class, or,
    with the other standard's entries as evidence, a closed-class word (pronoun, determiner, adverb, ...)
    that the own dictionary does not know and the other standard's lists. Names, numbers, foreign words,
    interjections and abbreviations without a vowel are left alone. Called on a sentence, it returns the
    word found, or None."""

    def __init__(self, words: OtherNormWords):
        self.words = words

    @cached_property
    def forms(self) -> dict[str, NormForm]:
        return norm_forms(self.words.table, self.words.package)

    def __call__(self, sentence: Sentence) -> Token | None:
        lexicon = None
        entries = self.words.other_entries
        for token in sentence.tokens:
            if token.upos in NOT_WORDS or token.has(Foreign="Yes") or not token.form.isalpha():
                continue
            word = token.lower
            form = self.forms.get(word)
            if form is not None and form.matches(token):
                return token
            if entries is not None and token.upos in CLOSED_CLASSES and _VOWEL.search(word) and word in entries():
                lexicon = lexicon or self.words.lexicon()
                if not lexicon.knows(word) and not lexicon.knows(token.form):
                    return token
        return None
