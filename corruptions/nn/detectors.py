"""Nynorsk detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

The spelling checks (a misspelt, broken or run-together word, a compound written apart, a spelling
Nynorskordboka and Språkrådet reject) are the Scandinavian core's
(:mod:`corruptions.scandinavian.orthography`) with Nynorsk words, all but ``unlisted_word``: the
Nynorsk dictionary predates the 2012 norm and lacks many of its words (``data/README.md``). Doubled words
and Bokmål words are Nynorsk's own.
"""

from __future__ import annotations

from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck, spelling_check
from corruptions.scandinavian import checks
from corruptions.scandinavian.adverbs import DegreeAdverb
from corruptions.scandinavian.orthography import Orthography, OrthographyWords
from corruptions.scandinavian.verbs import ReflexiveVerb
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

#: The spelling checks, with Nynorsk words (the lists of ``data/`` they read are described in its README).
ORTHOGRAPHY = Orthography(OrthographyWords(
    lexicon=shared_lexicon,
    package="corruptions.nn",
    # c, q, w, x and z are letters of loans and names only (Språkrådet, "Alfabetet")
    letters=frozenset("abdefghijklmnoprstuvyæøå"),
    # the regular endings of inflection (Norsk referansegrammatikk; Nynorskordboka's bøyingsmønster)
    endings=("", "e", "en", "et", "a", "ar", "ane", "er", "ene", "r", "t", "te", "de", "ande", "ende", "ast",
             "aste", "are", "ere", "est", "este", "s", "st", "ne", "ens", "ets", "as", "ars", "anes", "enes"),
    links=frozenset("se"),
    dropped=frozenset(),
    coordinators=frozenset({"og", "eller"}),
    articles=frozenset({"ein", "eit", "ei"}),
    one_letter_words=frozenset({"i", "å"}),
    month_nouns=frozenset({"månad", "månads"}),
))

#: Words Nynorsk repeats on purpose: ``det det gjeld``, ``dei som``, intensifiers (``mange mange``).
_REPEATABLE = frozenset({"det", "den", "dei", "som", "mykje", "mange", "langt", "lenge", "litt", "veldig",
                         "ja", "nei", "no", "så", "ha"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til til``), except words Nynorsk repeats on purpose (``Det det
    gjeld``, intensifiers such as ``mange mange``).

        bad:  Han gjekk til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: A Bokmål word: a form of ``data/bokmal_forms.tsv`` with its word class.
_BOKMAL_WORD = checks.OtherNormWord(checks.OtherNormWords(
    package="corruptions.nn", table="bokmal_forms.tsv", lexicon=shared_lexicon))


def bokmal_word(sentence: Sentence) -> Token | None:
    """A Bokmål word in the sentence: a Bokmål sentence, or a Bokmål quotation inside a Nynorsk text, is
    no Nynorsk original. A form of ``data/bokmal_forms.tsv`` with the word class its row names
    (``ikke``, ``hva``, ``hvilken``, ``fra``; ``hvis`` the subjunction), every one a form the Nynorsk
    dictionary does not know (:class:`corruptions.scandinavian.checks.OtherNormWord`). Names, numbers,
    foreign words and interjections are left alone. The Bokmål forms the rules of this folder write
    (``kastet``, ``biler``, ``boken``) are found by the rules' own detectors first.

        bad:  Hun kommer ikke fra Bergen.
        good: Ho kjem ikkje frå Bergen.
    """
    return _BOKMAL_WORD(sentence)


#: A degree adjective's base form where its adverb grades an adjective (``data/degree_adjectives.txt``).
DEGREE_ADVERB = DegreeAdverb(load_word_list("degree_adjectives.txt", "corruptions.nn"), frozenset({"ein", "ei"}))
#: A verb entered only with its reflexive pronoun, standing without it (``data/reflexive_verbs.txt``).
REFLEXIVE_VERB = ReflexiveVerb(load_word_list("reflexive_verbs.txt", "corruptions.nn"),
                               frozenset({"seg", "meg", "deg", "oss", "dykk", "dei", "kvarandre"}),
                               frozenset({"vere", "verte", "bli"}))

SOURCE_CHECKS = MappingProxyType({
    "overlong_word": spelling_check(ORTHOGRAPHY.overlong_word, "a run of letters longer than any Nynorsk word "
                                                            f"({ORTHOGRAPHY.words.longest} letters): not looked up"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "degree_adverb": SourceCheck(DEGREE_ADVERB, "a degree adjective's base form where its adverb grades "
                                                "an adjective (`heil klar`)"),
    "reflexive_verb": SourceCheck(REFLEXIVE_VERB, "a verb that needs its reflexive pronoun without it "
                                                  "(`vegrar for å`)"),
    "bokmal_word": SourceCheck(bokmal_word, "a Bokmål word (`ikke`, `hva`, `fra`): not a Nynorsk sentence"),
    "letters_for_digits": spelling_check(ORTHOGRAPHY.letters_for_digits, "letters typed for digits (`lOmm`)"),
    "run_together": spelling_check(ORTHOGRAPHY.run_together, "two words with no space between (`ikkjeCharles`, "
                                                          "`utanriks-og tryggingspolitikk`, `32.plass`)"),
    "split_word": spelling_check(ORTHOGRAPHY.split_word, "a word split by a space (`forsvinn ande`)"),
    "non_word": spelling_check(ORTHOGRAPHY.non_word, "a misspelt word or two words written together (`sommregel`, "
                                                  "`somhelst`)"),
    "norm_spelling": spelling_check(ORTHOGRAPHY.norm_spelling, "a spelling Nynorskordboka rejects (`i følgje`, "
                                                            "`såvidt`, `idag`, `etterkvart`, `PCen`)"),
    "compound_apart": spelling_check(ORTHOGRAPHY.compound_apart, "a compound written as two words (`Nord Noreg`, "
                                                              "`U-21 laget`, `fredags morgonen`)"),
})
