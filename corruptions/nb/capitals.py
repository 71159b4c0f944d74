"""Bokmål capitalisation: a common word written with a capital, a name written without one.

NoCoLA's class Capitalisation (ASK code CAP: add or remove a capital).
Bokmål writes the names of languages, nationality adjectives, weekdays
and months in lower case (Språkrådet, "Stor og liten forbokstav"), where
English and German use a capital; and it writes names of people and places
with a capital. Capitalised words occur in titles and names of
organisations (``Det Norske Teatret``), so both rules stay away from any
word next to another capitalised word.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from corruptions.base import Annotation, FormSwap
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.nb"


def _inside_running_text(sentence: Sentence, token: Token) -> bool:
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


def _quoted(sentence: Sentence, token: Token) -> bool:
    """Whether a quotation mark stands right before ``token`` (a title or a mention)."""
    before = sentence.previous(token)
    return before is not None and before.form in ("«", '"', "“", "'", "‘")


class CapitaliseCommonWord(FormSwap):
    """Write a language, nationality adjective, weekday or month with a capital inside a sentence.

    The words of ``data/lower_case_names.txt`` (from Språkrådet's rules on
    capitals: ``norsk``, ``engelske``, ``mandag``, ``januar``) are written
    in lower case in Bokmål; a capital inside a sentence (``Han snakker
    Norsk``) is a common error under English influence (NoCoLA's
    Capitalisation, whose example ``på Europeiske planet`` is one). The
    target is such a word in lower case, tagged as a common word (not
    PROPN), inside running text: after a lower-case word, a number or a
    comma, not before a capitalised word and not after a quotation mark,
    so that titles and names (``Den norske kirke``, ``«Norsk
    salmebok»``) are left alone.

        good: Han snakker norsk hjemme.
        bad:  Han snakker Norsk hjemme.
    """

    name = "capitalise_common_word"
    reads = frozenset({Annotation.UPOS})
    error_class = "Capitalisation"

    @cached_property
    def words(self) -> frozenset[str]:
        return load_word_list("lower_case_names.txt", package=_PACKAGE)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if (token.form in self.words and token.upos in ("ADJ", "NOUN") and _inside_running_text(sentence, token)
                    and not _quoted(sentence, token)):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return token.form[:1].upper() + token.form[1:]

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A listed word with a capital inside running text, tagged as a common word.

            bad:  Han snakker Norsk hjemme.
        """
        for token in sentence.tokens:
            if (token.form[:1].isupper() and token.form.lower() in self.words and token.upos in ("ADJ", "NOUN")
                    and _inside_running_text(sentence, token) and not _quoted(sentence, token)):
                return token
        return None


class LowercaseName(FormSwap):
    """Write a name of a person or place in lower case inside a sentence (``møtte kari``).

    A name takes a capital (Språkrådet, "Stor og liten forbokstav";
    NoCoLA's Capitalisation). The target is a word tagged PROPN, written
    with one capital and lower case after it, alphabetic and at least
    three letters, inside running text (after a lower-case word, a number
    or a comma, not before another capitalised word, not after a quotation
    mark), that the Bokmål dictionary lists as a name with its capital
    (places, first names, common surnames: ``Bergen``, ``Kari``; not a
    brand such as ``Instagram``, which some write in lower case), and whose
    lower-case form the dictionary does not know, so that the result reads
    as no other word (``Per`` -> ``per``, ``Liv`` -> ``liv`` are words and
    are left alone).

        good: I går møtte jeg Kari i Bergen.
        bad:  I går møtte jeg kari i Bergen.
    """

    name = "lowercase_name"
    reads = frozenset({Annotation.UPOS})
    error_class = "Capitalisation"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            form = token.form
            if (token.upos == "PROPN" and len(form) >= 3 and form.isalpha() and form[0].isupper()
                    and form[1:].islower() and _inside_running_text(sentence, token)
                    and not _quoted(sentence, token) and shared_lexicon().lists_as_written(form)
                    and not shared_lexicon().knows(form.lower())):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return token.form.lower()
