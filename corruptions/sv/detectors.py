"""Swedish detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

The spelling checks (a misspelt, broken or run-together word, a compound written apart, a spelling
SAOL and Svenska skrivregler reject, a name in lower case) are the Scandinavian core's
(:mod:`corruptions.scandinavian.orthography`) with Swedish words; doubled words, marked typos and
Danish or Norwegian words are Swedish's own.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck, spelling_check
from corruptions.scandinavian.adverbs import DegreeAdverb
from corruptions.scandinavian.agreement import DeterminerNumber, NumberWords
from corruptions.scandinavian.orthography import Orthography, OrthographyWords
from corruptions.scandinavian.verbs import ReflexiveVerb, SubjectInfinitive
from corruptions.word_lists import load_table, load_word_list

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

#: The spelling checks, with Swedish words (the lists of ``data/`` they read are described in its README).
ORTHOGRAPHY = Orthography(OrthographyWords(
    lexicon=shared_lexicon,
    package="corruptions.sv",
    letters=frozenset("abcdefghijklmnopqrstuvwxyzåäöé"),
    # the regular endings of inflection (Svenska Akademiens grammatik; SAOL's böjningsmönster)
    endings=("", "a", "an", "ar", "arna", "arnas", "as", "e", "en", "ens", "er", "erna", "et", "ets", "n", "na",
             "or", "orna", "r", "s", "t", "de", "te", "dd", "tt", "ade", "at", "ande", "ende", "are", "ast", "aste",
             "re", "ste"),
    links=frozenset("saoue"),
    dropped=frozenset("ae"),
    coordinators=frozenset({"och", "eller"}),
    articles=frozenset({"en", "ett"}),
    one_letter_words=frozenset({"i", "å", "ö"}),
    month_nouns=frozenset({"månad", "månads"}),
))

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


#: Number in a noun phrase: the singular articles and demonstratives, SAOL's regular plural endings
#: (not the ``-en`` of ``husen``, also a definite singular, nor the ``-r`` of ``skor``: ``bro|r`` is
#: ``bror``).
NUMBER_WORDS = NumberWords(frozenset({"en", "ett", "den", "det", "denna", "detta"}),
                           ("ar", "or", "er", "na", "arna", "orna", "erna"), ORTHOGRAPHY,
                           quantities=frozenset({"massa", "del", "rad", "mängd", "slags", "par"}))
#: A singular article or demonstrative before a plural noun.
DETERMINER_NUMBER = DeterminerNumber(NUMBER_WORDS)
#: A subject pronoun with a bare infinitive as its verb (``måste`` is an infinitive and a present; the
#: verbs of ``data/irregular_presents.tsv`` have presents of their own: ``är``, ``vet``).
SUBJECT_INFINITIVE = SubjectInfinitive(
    frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "man"}), frozenset({"måste"}),
    (("", "r"), ("a", "er")), shared_lexicon,
    cache(lambda: frozenset(row[0] for row in load_table("irregular_presents.tsv", "corruptions.sv"))))

#: A degree adjective's base form where its adverb grades an adjective (``data/degree_adjectives.txt``).
DEGREE_ADVERB = DegreeAdverb(load_word_list("degree_adjectives.txt", "corruptions.sv"), frozenset({"en"}), ("a", "e"))
#: A verb entered only with its reflexive pronoun, standing without it (``data/reflexive_verbs.txt``).
REFLEXIVE_VERB = ReflexiveVerb(load_word_list("reflexive_verbs.txt", "corruptions.sv"),
                               frozenset({"sig", "mig", "dig", "sej", "mej", "dej", "oss", "er", "dem", "varandra"}),
                               frozenset({"vara", "bli", "bliva"}))

SOURCE_CHECKS = MappingProxyType({
    "overlong_word": spelling_check(ORTHOGRAPHY.overlong_word, "a run of letters longer than any Swedish word "
                                                            f"({ORTHOGRAPHY.words.longest} letters): not looked up"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`till till`)"),
    "degree_adverb": SourceCheck(DEGREE_ADVERB, "a degree adjective's base form where its adverb grades "
                                                "an adjective (`väldig stor`)"),
    "reflexive_verb": SourceCheck(REFLEXIVE_VERB, "a verb that needs its reflexive pronoun without it "
                                                  "(`befinner i`)"),
    "marked_typo": SourceCheck(marked_typo, "a token the treebank marks `Typo=Yes`"),
    "subject_infinitive": SourceCheck(SUBJECT_INFINITIVE, "a subject pronoun with an infinitive for its finite "
                                                          "verb (`man gå ut från`)"),
    "determiner_number": SourceCheck(DETERMINER_NUMBER, "a singular article or demonstrative before a plural "
                                                        "noun (`den stora husen`)"),
    "neighbour_word": SourceCheck(neighbour_word, "a Danish or Norwegian word (`ikke`, `jeg`): not a Swedish sentence"),
    "letters_for_digits": spelling_check(ORTHOGRAPHY.letters_for_digits, "letters typed for digits (`lOmm`)"),
    "run_together": spelling_check(ORTHOGRAPHY.run_together, "two words with no space between (`inteCharles`, "
                                                          "`inkomst-och medborgarstreck`)"),
    "split_word": spelling_check(ORTHOGRAPHY.split_word, "a word split by a space (`samhälls stegen`)"),
    "non_word": spelling_check(ORTHOGRAPHY.non_word, "a misspelt word or two words written together "
                                                  "(`förslummning`, `somhelst`)"),
    "norm_spelling": spelling_check(ORTHOGRAPHY.norm_spelling, "a spelling SAOL rejects (`överhuvud taget`, "
                                                            "`till sammans`, `PCn`)"),
    "compound_apart": spelling_check(ORTHOGRAPHY.compound_apart, "a compound written as two words (`Syd Sverige`, "
                                                              "`inkomst och medborgarstreck`)"),
    "unlisted_word": spelling_check(ORTHOGRAPHY.unlisted_word, "a word the dictionary does not list that is no "
                                                            "compound of listed words (`diciplinerade`, "
                                                            "`nurvarande`)"),
})
