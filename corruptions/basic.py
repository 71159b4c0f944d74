"""The basic (ScaLA) corruptions: the fallback for sentences no rule of a language reaches.

Neither encodes a specific error; they break word order or remove a word,
as in ScaLA (Nielsen, 2023). The spec lets them act almost anywhere; word
order and ellipsis are free enough in every language that such a swap or
removal often stays grammatical, so each language lists where they may act
(its positive lists, in the language's folder): the classes here do the
edit, a language's subclass says where.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator
from itertools import pairwise

from .base import Corruption, Edit, capitalised, inner, keeps_capital, remove_token, swap_spans
from .sentence import Sentence, Token


class FlipNeighbours(Corruption):
    """Swap two adjacent words, where the language's positive list says the swap breaks the sentence.

    The target is the first word. When the first word of the sentence
    moves, the casing follows the position, also after an opening quotation
    mark.
    """

    name = "flip_neighbours"
    basic = True

    def find(self, sentence: Sentence) -> Iterator[int]:
        for left, right in pairwise(sentence.tokens):
            if self.swappable(sentence, left, right):
                yield left.index

    @abc.abstractmethod
    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        """Whether ``left right`` in the other order is surely not a sentence of the language."""

    def capital_is_positional(self, token: Token) -> bool:
        """Whether a capital first letter of ``token`` is the position's, not the word's."""
        return not keeps_capital(token)

    def edit(self, sentence: Sentence, index: int) -> Edit:
        edit = swap_spans(sentence, (index, index), (index + 1, index + 1))
        left, right = sentence.tokens[index], sentence.tokens[index + 1]
        # swap_spans moves the capital of the sentence's first word. It must
        # also move after an opening quotation mark or dash, and from a word
        # whose capital the language gives to the position although the
        # word may keep one elsewhere.
        opens = all(t.upos == "PUNCT" for t in sentence.tokens[:index])
        positional = self.capital_is_positional(left)
        positional_only_here = positional and keeps_capital(left)
        if (not opens or not left.form[:1].isupper() or not positional
                or (index == 0 and not positional_only_here)):
            return edit
        middle = sentence.text[left.end:right.start]
        moved = left.form.lower() if positional_only_here else inner(left, left.form)
        return Edit(edit.start, edit.end, edit.original, capitalised(right.form) + middle + moved)


class Delete(Corruption):
    """Remove a word, where the language's positive list says a reader cannot repair its absence.

    Removing the first word capitalises the next one.
    """

    name = "delete"
    basic = True

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self.removable(sentence, token):
                yield token.index

    @abc.abstractmethod
    def removable(self, sentence: Sentence, token: Token) -> bool:
        """Whether the sentence without ``token`` is surely not a sentence of the language."""

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)
