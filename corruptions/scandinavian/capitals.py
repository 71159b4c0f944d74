"""Capitals of the Mainland Scandinavian languages: a common word written with a capital, a name written
without one.

The languages write the names of languages, nationality adjectives, weekdays and months in lower case,
where English and German write a capital, and names of people and places with a capital. Capitalised
words occur in titles and names of organisations, so both rules stay away from any word next to another
capitalised word. A language's rule subclasses :class:`CapitaliseCommonWord` (the words of its
``data/lower_case_names.txt``) or :class:`LowercaseName` (its dictionary) with its name, error class,
docstring and :attr:`grammar`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property
from typing import ClassVar

from ..base import Annotation, FormSwap
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .clauses import Grammar


def inside_running_text(sentence: Sentence, token: Token) -> bool:
    """Whether ``token`` stands inside a sentence among lower-case words: after a lower-case word,
    a number or a comma, and not before a capitalised word (a title or a name of several words)."""
    before, after = sentence.previous(token), sentence.next(token)
    if before is None or not (before.form[:1].islower() or before.form[:1].isdigit() or before.form == ","):
        return False
    if before.form == ",":
        earlier = sentence.previous(before)
        if earlier is None or not earlier.form[:1].islower():
            return False
    return after is None or not after.form[:1].isupper()


def quoted(sentence: Sentence, token: Token, quotes: frozenset[str]) -> bool:
    """Whether one of ``quotes`` stands right before ``token`` (a title or a mention)."""
    before = sentence.previous(token)
    return before is not None and before.form in quotes


class CapitaliseCommonWord(FormSwap):
    """Write a word of the language's ``data/lower_case_names.txt`` with a capital inside a sentence, the
    machinery of a language's rule: the word in lower case, tagged as a common word (ADJ or NOUN), inside
    running text and not after a quotation mark."""

    reads = frozenset({Annotation.UPOS})
    grammar: ClassVar[Grammar]
    #: The marks after which a word may open a title or a mention.
    quotes: ClassVar[frozenset[str]] = frozenset({"«", '"', "“", "'", "‘"})

    @cached_property
    def words(self) -> frozenset[str]:
        return load_word_list("lower_case_names.txt", package=self.grammar.package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if (token.form in self.words and token.upos in ("ADJ", "NOUN") and inside_running_text(sentence, token)
                    and not quoted(sentence, token, self.quotes) and self.capitalisable(sentence, token)):
                yield token.index

    def capitalisable(self, sentence: Sentence, token: Token) -> bool:
        """Whether a capital on this listed word makes no name; a language whose names begin with such a
        word says where (Swedish ``Svenska kyrkan``). By default every listed word."""
        return True

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return token.form[:1].upper() + token.form[1:]

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A listed word with a capital inside running text, tagged as a common word."""
        for token in sentence.tokens:
            if (token.form[:1].isupper() and token.form.lower() in self.words and token.upos in ("ADJ", "NOUN")
                    and inside_running_text(sentence, token) and not quoted(sentence, token, self.quotes)):
                return token
        return None


class LowercaseName(FormSwap):
    """Write a name in lower case inside a sentence, the machinery of a language's rule: a word tagged
    PROPN, one capital and lower case after it, alphabetic and at least three letters, inside running
    text and not after a quotation mark, that the language's dictionary lists as a name with its capital
    and whose lower-case form it does not know."""

    reads = frozenset({Annotation.UPOS})
    grammar: ClassVar[Grammar]
    #: The marks after which a word may open a title or a mention.
    quotes: ClassVar[frozenset[str]] = frozenset({"«", '"', "“", "'", "‘"})

    def find(self, sentence: Sentence) -> Iterator[int]:
        lexicon = self.grammar.lexicon()
        for token in sentence.tokens:
            form = token.form
            if (token.upos == "PROPN" and len(form) >= 3 and form.isalpha() and form[0].isupper()
                    and form[1:].islower() and inside_running_text(sentence, token)
                    and not quoted(sentence, token, self.quotes) and lexicon.lists_as_written(form)
                    and not lexicon.knows(form.lower())):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return token.form.lower()
