"""Swedish capitals: a common word written with a capital, a name written without one.

DaLAJ-GED's commonest orthography error is a capital: 176 of its 745 O rows in dev+test (a name
written small 35 times, a common word with a capital 49 times inside a sentence: ``Engelska``,
``Augusti``, ``Tyska``). Svenska skrivregler and Språkrådet ("Stor eller liten bokstav") write the
names of languages and peoples, nationality adjectives, weekdays, months and holidays small, and names
of people and places with a capital. The rules are the core's (:mod:`corruptions.scandinavian.capitals`)
with Swedish words and dictionary.
"""

from __future__ import annotations

from corruptions.scandinavian import capitals

from ..sentence import Sentence, Token
from .grammar import GRAMMAR

#: Swedish marks of quotation (``”`` opens and closes) and the apostrophes Talbanken uses as quotes.
_QUOTES = frozenset({'"', "”", "“", "»", "«", "'", "’", "‘"})


class CapitaliseCommonWord(capitals.CapitaliseCommonWord):
    """Write a language, people, nationality adjective, weekday, month or holiday with a capital inside a
    sentence: ``talar svenska`` -> ``talar Svenska``, ``i augusti`` -> ``i Augusti``.

    Swedish writes them small (Svenska skrivregler; Språkrådet, "Stor eller
    liten bokstav"; ``data/lower_case_names.txt``, with SAOL's forms), where
    English and German use a capital; DaLAJ-GED's learners write
    ``Engelska``, ``Tyska``, ``Augusti`` (O, DaLAJ class O). The target is
    such a word in lower case, tagged as a common word (ADJ or NOUN), inside
    running text: after a lower-case word, a number or a comma, not before a
    capitalised word (``Svenska Dagbladet``, ``Europeiska unionen`` when
    written with capitals) and not after a quotation mark. Never an
    adjective before a noun or adjective: a Swedish name capitalises its
    first word only (``Svenska kyrkan``, ``Nordiska rådet``), so ``i svenska
    kyrkan`` -> ``i Svenska kyrkan`` names the church. Not ``maj``, ``mars``
    and ``japan``, which are also names (Maj, the planet, the country).

        good: De talar svenska hemma.
        bad:  De talar Svenska hemma.
    """

    name = "capitalise_gemen"
    error_class = "O"
    #: Off by default: the bundled Talbanken dev and test have too few sentences it reaches (a type needs 30
    #: pairs); on with ``--corruption +NAME`` for a larger source.
    enabled_by_default = False
    grammar = GRAMMAR
    quotes = _QUOTES

    def capitalisable(self, sentence: Sentence, token: Token) -> bool:
        """Not an adjective before a noun or adjective: a Swedish name capitalises its first word only
        (``Svenska kyrkan``, ``Nordiska rådet``, ``Europeiska unionen``), so ``i svenska kyrkan`` -> ``i
        Svenska kyrkan`` would be a name."""
        after = sentence.next(token)
        return token.upos != "ADJ" or after is None or after.upos not in ("NOUN", "ADJ", "PROPN")


class LowercaseName(capitals.LowercaseName):
    """Write a name of a person or place in lower case inside a sentence: ``i Sverige`` -> ``i sverige``.

    A name takes a capital (Svenska skrivregler; Språkrådet, "Stor eller
    liten bokstav"); DaLAJ-GED's learners write names small 35 times in
    dev+test (``norrland``, ``lidl``; O, DaLAJ class O). The target is a word
    tagged PROPN, with one capital and lower case after it, alphabetic and
    at least three letters, inside running text (after a lower-case word, a
    number or a comma, not before another capitalised word, not after a
    quotation mark), that the Swedish dictionary lists with its capital
    (``Sverige``, ``Stockholm``, ``Afrika``) and whose lower-case form it does
    not know, so that the result is no other word: ``Lund`` -> ``lund``,
    ``Vänern`` are left alone where the small form is a word.

        good: Hon flyttade till Sverige 1970.
        bad:  Hon flyttade till sverige 1970.
    """

    name = "lowercase_egennamn"
    error_class = "O"
    grammar = GRAMMAR
    quotes = _QUOTES
