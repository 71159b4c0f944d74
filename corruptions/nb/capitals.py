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

from corruptions.scandinavian import capitals

from .grammar import GRAMMAR


class CapitaliseCommonWord(capitals.CapitaliseCommonWord):
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
    error_class = "Capitalisation"
    grammar = GRAMMAR


class LowercaseName(capitals.LowercaseName):
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
    error_class = "Capitalisation"
    grammar = GRAMMAR
