"""The core's spelling machinery (corruptions/scandinavian/orthography.py): the compound analysis with
each of its exceptions, the bound on a word's length, and the parameterisation by a language's
dictionary and lists. The checks on sentences are in tests/spelling_cases_<code>.py."""

from __future__ import annotations

import dataclasses
from functools import cache

import pytest
from helpers import written

from corruptions.da.detectors import ORTHOGRAPHY as DANISH
from corruptions.lexicon import LONGEST_WORD, Lexicon
from corruptions.nb.detectors import ORTHOGRAPHY as BOKMAAL
from corruptions.nb.lexicon import nynorsk_stem
from corruptions.nn.detectors import ORTHOGRAPHY as NYNORSK
from corruptions.scandinavian.orthography import Orthography
from corruptions.sv.detectors import ORTHOGRAPHY as SWEDISH


@pytest.mark.parametrize("orthography, word, parts", [
    (BOKMAAL, "naturinngrepsforskriften", "natur|inngreps|forskriften: stems joined by a linking -s"),
    (BOKMAAL, "innholdsmessig", "innholds|messig: a derivational suffix after one part"),
    (BOKMAAL, "uforstående", "u|forstående: a prefix"),
    (BOKMAAL, "svalbardvinteren", "svalbard|vinteren: a name as the first part"),
    (BOKMAAL, "husbåtaktig", "husbåt|aktig: a suffix after a listed stem"),
    (BOKMAAL, "bilhus", "bil|hus, the two parts of bilhusaktig"),
    (SWEDISH, "flickskolorna", "flick|skolorna: flicka drops its vowel"),
    (SWEDISH, "stressjukdomar", "stress|sjukdomar: three equal consonants written two"),
    (DANISH, "sværdfiskbøf", "sværd|fisk|bøf"),
    (NYNORSK, "sommarskulane", "sommar|skulane"),
    (NYNORSK, "distriktsmusikarane", "distrikts|musikarane: a linking -s"),
])
def test_compounds_of_listed_words(orthography, word, parts):
    assert orthography.compound(word), parts


@pytest.mark.parametrize("orthography, word, why", [
    (BOKMAAL, "oppleved", "opp|leved: the dictionary lists oppleve with its own forms"),
    (BOKMAAL, "gjensynsgledener", "gjensynsglede|ner: a closed-class word ends no compound"),
    (BOKMAAL, "huskeringenting", "huske|ringenting or four parts: more than three parts"),
    (BOKMAAL, "bilhusaktig", "a suffix ends only a word of one part (bil|hus|aktig; bilhus is no stem)"),
    (BOKMAAL, "evkuert", "no parts"),
    (DANISH, "linie", "li|nie: five letters are too few for a compound"),
])
def test_no_compound(orthography, word, why):
    assert not orthography.compound(word), why


@pytest.mark.parametrize("orthography", [DANISH, BOKMAAL, SWEDISH, NYNORSK])
def test_the_compound_split_is_linear_in_a_words_length(orthography, monkeypatch):
    calls = []
    fresh = Orthography(orthography.words)
    original = fresh._left_part
    monkeypatch.setattr(fresh, "_left_part", lambda part, first: calls.append(part) or original(part, first))
    word = ("kaffe" * 10)[:orthography.words.longest]
    fresh.compound(word)
    assert 0 < len(calls) <= len(word) * orthography.words.longest_part


@pytest.mark.parametrize("orthography", [DANISH, BOKMAAL, SWEDISH, NYNORSK])
def test_a_word_of_4800_letters_is_overlong_and_not_looked_up(orthography):
    word = "kaffe" * 960
    sentence = written("w-4800", f"""
Det det PRON _ 2 nsubj
var være AUX _ 0 root
{word} {word} NOUN _ 2 xcomp nospace
. . PUNCT _ 2 punct
""")
    assert orthography.overlong_word(sentence).form == word
    assert not orthography.known(word) and not orthography.compound(word)
    assert not orthography.lexicon().knows(word) and orthography.lexicon().readings(word) == frozenset()
    for check in (orthography.unlisted_word, orthography.non_word, orthography.split_word,
                  orthography.compound_apart, orthography.lower_case_name):
        assert check(sentence) is None  # the word is only the overlong check's


def test_the_lexicon_does_not_look_up_a_word_longer_than_any():
    assert LONGEST_WORD == 64
    long_word = "a" * (LONGEST_WORD + 1)
    assert not DANISH.lexicon().knows(long_word)
    assert not DANISH.lexicon().lists_as_written(long_word)
    assert DANISH.lexicon().knows("kaffe")


@cache
def _nynorsk() -> Lexicon:
    return Lexicon(nynorsk_stem())


def test_another_language_gets_the_checks_by_declaring_its_dictionary_and_lists():
    # Nynorsk's dictionary with Bokmål's lists: the same machinery judges by the dictionary it is given
    nynorsk = Orthography(dataclasses.replace(BOKMAAL.words, lexicon=_nynorsk))
    sentence = written("w-nn", """
Ho ho PRON _ 2 nsubj
kjem kome VERB _ 0 root
ikkje ikkje ADV _ 2 advmod
heim heim ADV _ 2 advmod
i i ADP _ 6 case
kveld kveld NOUN _ 2 obl nospace
. . PUNCT _ 2 punct
""")
    assert nynorsk.unlisted_word(sentence) is None
    assert BOKMAAL.unlisted_word(sentence).form == "ikkje"
    misspelt = written("w-nn-bad", """
Ho ho PRON _ 2 nsubj
kjem kome VERB _ 0 root
ikkje ikkje ADV _ 2 advmod
evkuert evkuert VERB _ 2 xcomp nospace
. . PUNCT _ 2 punct
""")
    assert nynorsk.unlisted_word(misspelt).form == "evkuert"
