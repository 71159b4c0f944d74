"""Bokmål detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

The spelling checks (a misspelt, broken or run-together word, a compound written apart, a spelling
Bokmålsordboka and Språkrådet reject, a name in lower case) are the Scandinavian core's
(:mod:`corruptions.scandinavian.orthography`) with Bokmål words; doubled words and Nynorsk words are
Bokmål's own.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck, spelling_check
from corruptions.scandinavian import checks
from corruptions.scandinavian.adverbs import DegreeAdverb
from corruptions.scandinavian.agreement import AttributivePlural, DeterminerNumber, NumberWords
from corruptions.scandinavian.orthography import Orthography, OrthographyWords
from corruptions.scandinavian.verbs import MissingMarker, ReflexiveVerb, SubjectInfinitive
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token
from .lexicon import nynorsk_entries, shared_lexicon

#: The spelling checks, with Bokmål words (the lists of ``data/`` they read are described in its README).
ORTHOGRAPHY = Orthography(OrthographyWords(
    lexicon=shared_lexicon,
    package="corruptions.nb",
    # c, q, w, x and z are letters of loans and names only (Språkrådet, "Alfabetet")
    letters=frozenset("abdefghijklmnoprstuvyæøå"),
    # the regular endings of inflection (Norsk referansegrammatikk; Bokmålsordboka's bøyingsmønstre)
    endings=("", "e", "en", "er", "et", "a", "ene", "ne", "r", "t", "s", "te", "de", "ende", "est", "ere", "este",
             "ste", "re", "ens", "ets", "as", "enes", "es"),
    links=frozenset("se"),
    dropped=frozenset(),
    coordinators=frozenset({"og", "eller"}),
    articles=frozenset({"en", "et", "ei"}),
    one_letter_words=frozenset({"i", "å", "ø"}),
    month_nouns=frozenset({"måned", "måneds"}),
))

#: Words Bokmål repeats on purpose: ``det det gjelder``, ``de som``, intensifiers (``mange mange``).
_REPEATABLE = frozenset({"det", "den", "de", "som", "meget", "mye", "mange", "langt", "lenge", "litt", "veldig",
                         "ja", "nei", "nå", "så", "ha"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til til``), except words Bokmål repeats on purpose
    (``Det det gjelder``, intensifiers such as ``mange mange``).

        bad:  Han gikk til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: A Nynorsk word: a form of ``data/nynorsk_words.tsv`` or a closed-class word only the Nynorsk ``.dic`` lists.
_NYNORSK_WORD = checks.OtherNormWord(checks.OtherNormWords(
    package="corruptions.nb", table="nynorsk_words.tsv", lexicon=shared_lexicon, other_entries=nynorsk_entries))


def nynorsk_word(sentence: Sentence) -> Token | None:
    """A Nynorsk word in the sentence: a Nynorsk sentence, or a Nynorsk quotation inside a Bokmål
    text, is no Bokmål original. Either a form of ``data/nynorsk_words.tsv`` (``ho``, ``gjekk``,
    ``frå``, ``morgon``; with its word class where Bokmål has the form as another word: ``vart`` the
    verb in the past, not the adverb or the participle of ``vare``), or a closed-class word (pronoun,
    determiner, adverb, ...) that the Bokmål dictionary does not know and the Nynorsk
    ``.dic`` lists (``me``, ``nokre``, ``utan``; evidence of ``data/hunspell_nn_NO/``). Words both
    norms share (``heim``, ``att``, ``han``, ``etter``), names (``Ein`` in a title is tagged PROPN),
    abbreviations without a vowel (``bl a``), foreign words and interjections are left alone
    (:class:`corruptions.scandinavian.checks.OtherNormWord`).

        bad:  «Det var ein del yngre som ikkje røysta ved førre val.»
        bad:  Ho gjekk heim i morgon.
        good: Vart skal du reise?
    """
    return _NYNORSK_WORD(sentence)


#: An infinitive without ``å`` after a verb of ``data/aa_verbs.txt`` (after a preposition it is the
#: error of ``delete_infinitive_marker``, which its detector finds).
MISSING_MARKER = MissingMarker("å", "corruptions.nb", "aa_verbs.txt")
#: Number in a noun phrase: the singular articles and demonstratives, Bokmålsordboka's regular plural
#: endings, a participle's plurals (``kastet``: ``kastete``, ``kastede``), the nouns of quantity and the
#: uninflected adjectives of ``data/`` (``feil``, ``sjelden``).
NUMBER_WORDS = NumberWords(frozenset({"en", "ei", "et", "den", "det", "denne", "dette"}),
                           ("er", "e", "r", "ene", "ne"), ORTHOGRAPHY,
                           MappingProxyType({"et": ("ete", "ede")}),
                           quantities=frozenset({"masse", "del", "rekke", "mengde", "slags", "par", "haug"}),
                           uninflected=load_word_list("indeclinable_adjectives.txt", "corruptions.nb")
                           | load_word_list("adverbial_base_forms.txt", "corruptions.nb"))
#: A singular article or demonstrative before a plural noun.
DETERMINER_NUMBER = DeterminerNumber(NUMBER_WORDS)
#: An attributive adjective in its base form before a plural noun.
ATTRIBUTIVE_PLURAL = AttributivePlural(NUMBER_WORDS)
#: A subject pronoun with a bare infinitive as its verb. The modal pasts are spelt as their infinitives,
#: and so is the optative ``leve``; the verbs of ``data/irregular_presents.txt`` have presents of their
#: own (``er``, ``gjør``, ``vet``).
SUBJECT_INFINITIVE = SubjectInfinitive(
    frozenset({"jeg", "du", "han", "hun", "vi", "dere", "de", "man"}),
    frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde", "leve"}), (("", "r"),), shared_lexicon,
    cache(lambda: frozenset(line.split()[0] for line in load_word_list("irregular_presents.txt", "corruptions.nb"))))

#: A degree adjective's base form where its adverb grades an adjective (``data/degree_adjectives.txt``).
DEGREE_ADVERB = DegreeAdverb(load_word_list("degree_adjectives.txt", "corruptions.nb"), frozenset({"en", "ei"}))
#: A verb entered only with its reflexive pronoun, standing without it (``data/reflexive_verbs.txt``).
REFLEXIVE_VERB = ReflexiveVerb(load_word_list("reflexive_verbs.txt", "corruptions.nb"),
                               frozenset({"seg", "meg", "deg", "oss", "dere", "dem", "hverandre"}),
                               frozenset({"være", "bli"}))

SOURCE_CHECKS = MappingProxyType({
    "overlong_word": spelling_check(ORTHOGRAPHY.overlong_word, "a run of letters longer than any Bokmål word "
                                                            f"({ORTHOGRAPHY.words.longest} letters): not looked up"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "degree_adverb": SourceCheck(DEGREE_ADVERB, "a degree adjective's base form where its adverb grades "
                                                "an adjective (`ekstrem høye`)"),
    "reflexive_verb": SourceCheck(REFLEXIVE_VERB, "a verb that needs its reflexive pronoun without it "
                                                  "(`skal befinne i`)"),
    "missing_marker": SourceCheck(MISSING_MARKER, "an infinitive without `å` after a verb that needs it "
                                                  "(`ønsker ikke ha`)"),
    "subject_infinitive": SourceCheck(SUBJECT_INFINITIVE, "a subject pronoun with an infinitive for its finite "
                                                          "verb (`man gå ut fra`)"),
    "attributive_plural": SourceCheck(ATTRIBUTIVE_PLURAL, "an attributive adjective in its base form before a "
                                                          "plural noun (`ingefærmarinert klasetomatbåter`)"),
    "determiner_number": SourceCheck(DETERMINER_NUMBER, "a singular article or demonstrative before a plural "
                                                        "noun (`en nykommere`)"),
    "nynorsk_word": SourceCheck(nynorsk_word, "a Nynorsk word (`ikkje`, `frå`, `ho`): not a Bokmål sentence"),
    "letters_for_digits": spelling_check(ORTHOGRAPHY.letters_for_digits, "letters typed for digits (`lOmm`)"),
    "run_together": spelling_check(ORTHOGRAPHY.run_together, "two words with no space between (`SV,Senterpartiet`, "
                                                          "`utenriks-og sikkerhetspolitikk`, `32.plass`)"),
    "split_word": spelling_check(ORTHOGRAPHY.split_word, "a word split by a space (`forsvinn ende`)"),
    "non_word": spelling_check(ORTHOGRAPHY.non_word, "a misspelt word or two words written together (`desverre`, "
                                                  "`gaskraftverk`, `somregel`)"),
    "norm_spelling": spelling_check(ORTHOGRAPHY.norm_spelling, "a spelling Bokmålsordboka rejects (`i følge`, "
                                                            "`såvidt`, `ombord`, `anbragt`, `PCen`)"),
    "compound_apart": spelling_check(ORTHOGRAPHY.compound_apart, "a compound written as two words (`Nord Norge`, "
                                                              "`«Guitar Hero» spillene`, `fredags morgenen`, "
                                                              "`lokal og fylkespolitikerne`)"),
    "unlisted_word": spelling_check(ORTHOGRAPHY.unlisted_word, "a word the dictionary does not list that is no "
                                                            "compound of listed words (`evkuert`, `øyenvtine`)"),
})
