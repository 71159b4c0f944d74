"""The detectors of errors already in a source sentence: hits and near-misses,
derivation from the rules' declarations, the setting, the exclusion list, the card."""

from collections.abc import Iterator

import pytest
from helpers import build_pool_from, read_file, with_rule

from corruptions import registry
from corruptions.base import Annotation, Corruption, Edit, replace_form
from corruptions.da.detectors import SOURCE_CHECKS
from corruptions.sentence import Sentence
from dala_pipeline.errors import DalaError
from dala_pipeline.filter import detectors
from dala_pipeline.filter.filters import meaning, reasons, rejection
from dala_pipeline.filter.whole.mend import mend
from dala_pipeline.read.conllu import parse_sentence
from dala_pipeline.read.sources import bundled_files, describe


def words(spec: str, blank_feats: bool = False) -> Sentence:
    """A sentence from ``form/lemma/UPOS/FEATS[/HEAD/DEPREL]`` words (``_`` for none).

    Words without a head hang on the first word, the root; ``blank_feats``
    leaves FEATS out, as annotation without a morphologizer has it.
    """
    rows, forms = [], []
    for number, word in enumerate(spec.split(), start=1):
        form, lemma, upos, feats, *rest = word.split("/")
        head, deprel = rest if rest else ("0", "root") if number == 1 else ("1", "dep")
        forms.append(form)
        rows.append("\t".join([str(number), form, lemma, upos, "_", "_" if blank_feats else feats,
                               head, deprel, "_", "_"]))
    text = " ".join(forms)
    return parse_sentence("# sent_id = t\n# text = " + text + "\n" + "\n".join(rows) + "\n")


def rule_hit(name: str, spec: str, blank_feats: bool = False) -> str | None:
    token = registry.get(name).error_in_source(words(spec, blank_feats))
    return None if token is None else token.form


def check_hit(reason: str, spec: str, blank_feats: bool = False) -> str | None:
    token = SOURCE_CHECKS[reason].find(words(spec, blank_feats))
    return None if token is None else token.form


# Rules' own detectors ------------------------------------------------------------

def test_genitive_apostrophe_on_a_name_is_found():
    assert rule_hit("corrupt_genitive", "Vance's/Vance/PROPN/Case=Gen besøg/besøg/NOUN/_ var/være/AUX/_") == "Vance's"
    assert rule_hit("corrupt_genitive", "Vance’s/Vance/PROPN/_ besøg/besøg/NOUN/_ var/være/AUX/_") == "Vance’s"


@pytest.mark.parametrize("genitive", ["FN's", "USA's", "TV2's", "Hans'", "Vances", "Marx'"])
def test_genitives_dansk_sprognaevn_accepts_are_left_alone(genitive):
    # the apostrophe is right after abbreviations and digits, and alone after s/x/z
    assert rule_hit("corrupt_genitive", f"{genitive}/x/PROPN/Case=Gen besøg/besøg/NOUN/_ var/være/AUX/_") is None


def test_a_firm_name_ending_in_apostrophe_s_with_no_noun_after_is_left_alone():
    assert rule_hit("corrupt_genitive", "købt/købe/VERB/_ hos/hos/ADP/_ Asprey's/Asprey/PROPN/Case=Gen ,/,/PUNCT/_ "
                                        "der/der/PRON/_") is None


@pytest.mark.parametrize("blank", [False, True])
def test_present_tense_after_at_or_a_modal_is_found_with_or_without_feats(blank):
    pres = "Tense=Pres|VerbForm=Fin"
    assert rule_hit("corrupt_verb_r", f"De/de/PRON/_ begyndte/begynde/VERB/_ at/at/PART/_ kører/køre/VERB/{pres}",
                    blank) == "kører"
    assert rule_hit("corrupt_verb_r", f"Vi/vi/PRON/_ kan/kunne/AUX/_ kører/køre/VERB/{pres} hjem/hjem/ADV/_",
                    blank) == "kører"
    assert rule_hit("corrupt_verb_r", "Han/han/PRON/_ køre/køre/VERB/VerbForm=Inf hjem/hjem/ADV/_", blank) == "køre"


def test_right_verb_forms_are_left_alone():
    assert rule_hit("corrupt_verb_r", "De/de/PRON/_ begyndte/begynde/VERB/_ at/at/PART/_ køre/køre/VERB/VerbForm=Inf") \
        is None
    assert rule_hit("corrupt_verb_r", "Han/han/PRON/_ kører/køre/VERB/Tense=Pres hjem/hjem/ADV/_") is None
    # an object pronoun before an infinitive is right: lad ham køre
    assert rule_hit("corrupt_verb_r", "Lad/lade/VERB/_ ham/han/PRON/_ køre/køre/VERB/VerbForm=Inf") is None
    # a noun in -rer after at is no verb: at lærer Hansen ...
    assert rule_hit("corrupt_verb_r", "sagde/sige/VERB/_ at/at/SCONJ/_ lærer/lærer/NOUN/_ Hansen/Hansen/PROPN/_") \
        is None


@pytest.mark.parametrize("blank", [False, True])
def test_a_comparative_without_its_e_or_with_rere_is_found_with_or_without_feats(blank):
    assert rule_hit("corrupt_adjective_r", "er/være/AUX/_ stærker/stærk/ADJ/Degree=Cmp end/end/ADP/_ "
                                           "smerten/smerte/NOUN/_", blank) == "stærker"
    assert rule_hit("corrupt_adjective_r", "for/for/ADP/_ størrere/stor/ADJ/Degree=Cmp skader/skade/NOUN/_",
                    blank) == "størrere"


@pytest.mark.parametrize("spec", [
    "er/være/AUX/_ stærkere/stærk/ADJ/_ end/end/ADP/_ smerten/smerte/NOUN/_",
    "varer/vare/VERB/_ længer/lang/ADV/_ end/end/ADP/_ ventet/vente/VERB/_",  # an accepted variant
    "koster/koste/VERB/_ mer/meget/ADV/_ end/end/ADP/_ før/før/ADV/_",  # an accepted variant
    "er/være/AUX/_ sikrere/sikker/ADJ/_ end/end/ADP/_ før/før/ADV/_",  # a real comparative in -rere
    "flere/mange/ADJ/_ lærere/lærer/NOUN/_ end/end/ADP/_ elever/elev/NOUN/_",  # a noun in -rere
    "hellere/gerne/ADV/_ Peter/Peter/PROPN/_ end/end/ADP/_ Poul/Poul/PROPN/_",  # no comparative in -ere
])
def test_right_comparatives_and_accepted_variants_are_left_alone(spec):
    assert rule_hit("corrupt_adjective_r", spec) is None


def test_article_against_the_nouns_gender_is_found():
    neuter = "Gender=Neut|Number=Sing|Definite=Ind"
    assert rule_hit("flip_indefinite_article", "som/som/ADP/_ en/en/DET/_ improviseret/improvisere/ADJ/_ "
                                               f"manuskript/manuskript/NOUN/{neuter}") == "en"
    assert rule_hit("flip_indefinite_article", "Det/det/PRON/_ er/være/AUX/_ et/en/DET/_ "
                                               "serie/serie/NOUN/Gender=Com|Number=Sing|Definite=Ind") == "et"
    # a final consonant doubles in the definite form: hatten
    assert rule_hit("flip_indefinite_article", "Han/han/PRON/_ købte/købe/VERB/_ et/en/DET/_ "
                                               "hat/hat/NOUN/Gender=Com|Number=Sing|Definite=Ind") == "et"


@pytest.mark.parametrize("noun", [
    "modspil/modspil/NOUN/Gender=Com|Number=Sing|Definite=Ind",  # the tagger's gender: modspillet is neuter
    "telt/telt/NOUN/Gender=Com|Number=Sing|Definite=Ind",        # both genders: telten and teltet
    "slutrunde-spil/spil/NOUN/Gender=Com|Number=Sing|Definite=Ind",  # not in the dictionary
])
def test_an_article_the_dictionary_does_not_find_wrong_is_left_alone(noun):
    assert rule_hit("flip_indefinite_article", f"Han/han/PRON/_ så/se/VERB/_ et/en/DET/_ {noun}") is None


def test_article_of_the_nouns_gender_and_nouns_without_gender_are_left_alone():
    assert rule_hit("flip_indefinite_article", "en/en/DET/_ farceagtig/farceagtig/ADJ/_ "
                                               "benyttelse/benyttelse/NOUN/Gender=Com|Number=Sing|Definite=Ind") is None
    assert rule_hit("flip_indefinite_article", "Det/det/PRON/_ er/være/AUX/_ et/en/DET/_ "
                                               "hus/hus/NOUN/Number=Sing|Definite=Ind") is None
    # en before a preposition or pronoun: no noun to agree with
    assert rule_hit("flip_indefinite_article", "en/en/NUM/_ af/af/ADP/_ "
                                               "husene/hus/NOUN/Gender=Neut|Number=Plur|Definite=Def") is None


def test_nogen_with_a_plural_in_a_positive_statement_is_found():
    assert rule_hit("flip_nogle_nogen", "Der/der/ADV/_ kom/komme/VERB/_ nogen/nogen/DET/_ "
                                        "gæster/gæst/NOUN/Number=Plur ./././_") == "nogen"


@pytest.mark.parametrize("spec", [
    "Der/der/ADV/_ kom/komme/VERB/_ ikke/ikke/ADV/_ nogen/nogen/DET/_ gæster/gæst/NOUN/Number=Plur",
    "Kom/komme/VERB/_ der/der/ADV/_ nogen/nogen/DET/_ gæster/gæst/NOUN/Number=Plur ?/?/PUNCT/_",
    "Hvis/hvis/SCONJ/_ nogen/nogen/DET/_ gæster/gæst/NOUN/Number=Plur kommer/komme/VERB/_",
    "Han/han/PRON/_ gik/gå/VERB/_ uden/uden/ADP/_ nogen/nogen/DET/_ penge/penge/NOUN/Number=Plur",
    "Der/der/ADV/_ kom/komme/VERB/_ nogen/nogen/PRON/_ ind/ind/ADV/_",
])
def test_nogen_where_it_is_licensed_or_alone_is_left_alone(spec):
    assert rule_hit("flip_nogle_nogen", spec) is None


def test_a_listed_misspelling_is_found_and_its_correct_form_is_not():
    assert rule_hit("corrupt_spelling", "Det/det/PRON/_ er/være/AUX/_ interesant/interesant/ADJ/_") == "interesant"
    assert rule_hit("corrupt_spelling", "Det/det/PRON/_ er/være/AUX/_ interessant/interessant/ADJ/_") is None
    # an inflection of a listed misspelling, and of the correct word
    assert rule_hit("corrupt_spelling", "hele/hel/ADJ/_ famillien/familie/NOUN/_ kom/komme/VERB/_") == "famillien"
    assert rule_hit("corrupt_spelling", "hele/hel/ADJ/_ familien/familie/NOUN/_ kom/komme/VERB/_") is None


def test_rules_without_a_detector_recognise_nothing():
    without = [rule for rule in registry.language().rules if not rule.detects_errors]
    assert {rule.name for rule in without} >= {"corrupt_noun_r", "flip_neighbours", "delete"}
    sentence = words("Han/han/PRON/_ køre/køre/VERB/_ hjem/hjem/ADV/_")
    assert all(rule.error_in_source(sentence) is None for rule in without)


# Checks no rule covers ----------------------------------------------------------------

@pytest.mark.parametrize("word", ["somhelst", "godtnok", "sålænge", "rakketter", "addressen", "fremkommme"])
def test_non_words_are_found(word):
    assert check_hit("non_word", f"Det/det/PRON/_ kan/kunne/AUX/_ {word}/x/ADV/_ ske/ske/VERB/_") == word


@pytest.mark.parametrize("word", [
    "solcreme",            # a real compound the dictionary composes
    "sværdfiskbøf",        # a compound the dictionary does not know, that is no respelling
    "transcontinentale",   # an unknown loan word
    "Vivaldisk",           # a capital mid-sentence: a name
    "KTAS-ledelsen",       # hyphenated
    "ka'",                 # an apostrophe: a spoken form
])
def test_words_that_are_not_misspellings_are_left_alone(word):
    assert check_hit("non_word", f"Det/det/PRON/_ kan/kunne/AUX/_ {word}/x/ADV/_ ske/ske/VERB/_") is None


def test_a_name_is_no_non_word():
    assert check_hit("non_word", "Det/det/PRON/_ kan/kunne/AUX/_ Rakketter/x/PROPN/_ ske/ske/VERB/_") is None


def test_doubled_words_are_found_and_repetition_on_purpose_is_not():
    assert check_hit("doubled_word", "Han/han/PRON/_ gik/gå/VERB/_ til/til/ADP/_ til/til/ADP/_ byen/by/NOUN/_") == "til"
    assert check_hit("doubled_word", "Det/det/PRON/_ det/det/PRON/_ handler/handle/VERB/_ om/om/ADP/_") is None
    assert check_hit("doubled_word", "Den/den/DET/_ er/være/AUX/_ meget/meget/ADV/_ meget/meget/ADV/_ "
                                     "stor/stor/ADJ/_") is None


def test_a_past_tense_after_har_is_found():
    past = "Tense=Past|VerbForm=Fin"
    assert check_hit("past_after_have", f"De/de/PRON/_ har/have/AUX/_ brugte/bruge/VERB/{past} pengene/penge/NOUN/_") \
        == "brugte"
    assert check_hit("past_after_have", f"De/de/PRON/_ havde/have/AUX/_ ikke/ikke/ADV/_ brugte/bruge/VERB/{past}") \
        == "brugte"
    assert check_hit("past_after_have", "Vi/vi/PRON/_ har/have/AUX/_ måtte/måtte/AUX/_ vente/vente/VERB/_") == "måtte"


def test_the_perfect_with_a_participle_is_left_alone():
    part = "Tense=Past|VerbForm=Part"
    assert check_hit("past_after_have", f"De/de/PRON/_ har/have/AUX/_ brugt/bruge/VERB/{part} pengene/penge/NOUN/_") \
        is None
    assert check_hit("past_after_have", "Vi/vi/PRON/_ har/have/AUX/_ måttet/måtte/AUX/_ vente/vente/VERB/_") is None
    # a form in -t is a participle even when tagged past (predicted annotation)
    assert check_hit("past_after_have", "De/de/PRON/_ har/have/AUX/_ brugt/bruge/VERB/Tense=Past") is None
    # har as a main verb before an adjective
    assert check_hit("past_after_have", "De/de/PRON/_ har/have/VERB/_ sorte/sort/ADJ/_ biler/bil/NOUN/_") is None


def test_a_finite_verb_after_the_infinitive_marker_is_found():
    assert check_hit("finite_after_at", "på/på/ADP/_ grund/grund/NOUN/_ af/af/ADP/_ at/at/PART/_ "
                                        "punkterede/punktere/VERB/Tense=Past|VerbForm=Fin dækket/dæk/NOUN/_") \
        == "punkterede"


def test_infinitives_after_at_are_left_alone():
    assert check_hit("finite_after_at", "De/de/PRON/_ stemte/stemme/VERB/_ for/for/ADP/_ at/at/PART/_ "
                                        "afskaffe/afskaffe/VERB/VerbForm=Inf loven/lov/NOUN/_") is None
    # the infinitive form, even when a pipeline tags it present
    assert check_hit("finite_after_at", "til/til/ADP/_ at/at/PART/_ afskaffe/afskaffe/VERB/Tense=Pres "
                                        "loven/lov/NOUN/_") is None
    # the passive infinitive
    assert check_hit("finite_after_at", "Den/den/PRON/_ skal/skulle/AUX/_ til/til/ADP/_ at/at/PART/_ "
                                        "bruges/bruge/VERB/Tense=Pres|Voice=Pass") is None
    # an infinitive a tagger gave a wrong lemma and a tense: spreder is its present
    assert check_hit("finite_after_at", "frem/frem/ADV/_ for/for/ADP/_ at/at/PART/_ "
                                        "sprede/spred/VERB/Tense=Past sig/sig/PRON/_") is None
    # the conjunction at before a subject and a finite verb
    assert check_hit("finite_after_at", "Han/han/PRON/_ sagde/sige/VERB/_ at/at/SCONJ/_ "
                                        "kom/komme/VERB/Tense=Past|VerbForm=Fin") is None


@pytest.mark.parametrize("spec, word", [
    ("Kampen/kamp/NOUN/_ blev/blive/AUX/_ aflyst/aflyse/VERB/_ på/på/ADP/_ grund/grund/NOUN/_ at/at/PART/_ "
     "vejret/vejr/NOUN/_", "at"),
    ("Han/han/PRON/_ åbnede/åbne/VERB/_ den/den/PRON/_ ved/ved/ADP/_ hjælp/hjælp/NOUN/_ at/at/SCONJ/_ "
     "en/en/DET/_ kniv/kniv/NOUN/_", "at"),
    ("Sagen/sag/NOUN/_ blev/blive/AUX/_ afgjort/afgøre/VERB/_ på/på/ADP/_ grundlag/grundlag/NOUN/_ "
     "en/en/DET/_ rapport/rapport/NOUN/_", "en"),
])
def test_at_for_the_af_of_a_complex_preposition_or_its_af_missing_is_found(spec, word):
    assert check_hit("at_for_af", spec) == word
    assert check_hit("at_for_af", spec, blank_feats=True) == word


@pytest.mark.parametrize("spec", [
    "Kampen/kamp/NOUN/_ blev/blive/AUX/_ aflyst/aflyse/VERB/_ på/på/ADP/_ grund/grund/NOUN/_ af/af/ADP/_ "
    "vejret/vejr/NOUN/_",
    "Kampen/kamp/NOUN/_ blev/blive/AUX/_ aflyst/aflyse/VERB/_ på/på/ADP/_ grund/grund/NOUN/_ af/af/ADP/_ "
    "at/at/PART/_ det/det/PRON/_ regnede/regne/VERB/_",
    # på grund alone: the ship ran aground one day
    "Skibet/skib/NOUN/_ gik/gå/VERB/_ på/på/ADP/_ grund/grund/NOUN/_ en/en/DET/_ dag/dag/NOUN/_",
    # i løbet alone: in the race
    "Han/han/PRON/_ faldt/falde/VERB/_ i/i/ADP/_ løbet/løb/NOUN/_ en/en/DET/_ gang/gang/NOUN/_",
    "Sagen/sag/NOUN/_ blev/blive/AUX/_ afgjort/afgøre/VERB/_ på/på/ADP/_ grundlag/grundlag/NOUN/_ "
    "af/af/ADP/_ en/en/DET/_ rapport/rapport/NOUN/_",
    # the words apart: grund and at in other phrases
    "Der/der/ADV/_ er/være/AUX/_ grund/grund/NOUN/_ til/til/ADP/_ at/at/PART/_ tro/tro/VERB/_ det/det/PRON/_",
])
def test_complex_prepositions_with_their_af_are_left_alone(spec):
    assert check_hit("at_for_af", spec) is None


@pytest.mark.parametrize("blank", [False, True])
def test_a_missing_subject_after_a_fronted_adverb_and_its_auxiliary_is_found(blank):
    assert check_hit("no_subject_after_verb", "Heldigvis/heldigvis/ADV/_ har/have/AUX/_ ikke/ikke/ADV/_ "
                                              "været/være/AUX/VerbForm=Part problemer/problem/NOUN/_",
                     blank) == "været"
    assert check_hit("no_subject_after_verb", "Derfor/derfor/ADV/_ kan/kunne/AUX/_ "
                                              "komme/komme/VERB/VerbForm=Inf hjem/hjem/ADV/_", blank) == "komme"


@pytest.mark.parametrize("spec", [
    # the subject after the finite verb
    "Heldigvis/heldigvis/ADV/_ har/have/AUX/_ der/der/ADV/_ ikke/ikke/ADV/_ "
    "været/være/AUX/VerbForm=Part problemer/problem/NOUN/_",
    "Derfor/derfor/ADV/_ kan/kunne/AUX/_ vi/vi/PRON/_ komme/komme/VERB/VerbForm=Inf hjem/hjem/ADV/_",
    # an impersonal passive has no subject to miss
    "Her/her/ADV/_ kan/kunne/AUX/_ nævnes/nævne/VERB/VerbForm=Inf|Voice=Pass ,/,/PUNCT/_ at/at/SCONJ/_",
    # the same -s passive with no Voice in FEATS, as a tagger may leave it: its -s alone says passive
    "Derfor/derfor/ADV/_ kan/kunne/AUX/_ nævnes/nævne/VERB/VerbForm=Inf ,/,/PUNCT/_ at/at/SCONJ/_ "
    "prisen/pris/NOUN/_ steg/stige/VERB/_ ././PUNCT/_",
    # være and blive make impersonal passives too
    "Derfor/derfor/ADV/_ blev/blive/AUX/_ besluttet/beslutte/VERB/VerbForm=Part ,/,/PUNCT/_ at/at/SCONJ/_",
    # nu lets the subject come first: no verb-second adverb
    "Nu/nu/ADV/_ kan/kunne/AUX/_ komme/komme/VERB/VerbForm=Inf mange/mange/ADJ/_",
])
def test_a_clause_with_its_subject_or_no_subject_to_miss_is_left_alone(spec):
    assert check_hit("no_subject_after_verb", spec) is None


def test_a_demonstrative_before_a_definite_noun_is_found():
    assert check_hit("double_definite", "Vi/vi/PRON/_ så/se/VERB/_ den/den/DET/_/4/det "
                                        "udstillingen/udstilling/NOUN/Definite=Def|Number=Sing/2/obj") == "udstillingen"
    assert check_hit("double_definite", "Vi/vi/PRON/_ så/se/VERB/_ de/den/DET/_/4/det "
                                        "bilerne/bil/NOUN/Definite=Def|Number=Plur/2/obj") == "bilerne"


def test_one_mark_of_definiteness_is_left_alone():
    assert check_hit("double_definite", "Vi/vi/PRON/_ så/se/VERB/_ den/den/DET/_/5/det store/stor/ADJ/_/5/amod "
                                        "udstilling/udstilling/NOUN/Definite=Def|Number=Sing/2/obj") is None
    # adjectives a tagger took for definite nouns: den ene, det almene stof
    assert check_hit("double_definite", "sagde/sige/VERB/_ den/den/DET/_/3/det "
                                        "ene/en/NOUN/Definite=Def/1/obj") is None
    almene = "almene/almen/NOUN/Definite=Def|Number=Plur/4/amod"
    assert check_hit("double_definite", f"på/på/ADP/_ det/det/DET/_/3/det {almene} "
                                        "stof/stof/NOUN/_/1/obl") is None
    # det as the pronoun object before a definite noun object: gav det drengen
    assert check_hit("double_definite", "Han/han/PRON/_ gav/give/VERB/_ det/det/PRON/_/2/obj "
                                        "drengen/dreng/NOUN/Definite=Def|Number=Sing/2/iobj") is None


def _en_adjective_noun(article: str, adjective: str, noun: str, noun_feats: str = "Number=Sing",
                       adverb: str = "") -> str:
    middle = f"{adverb}/{adverb}/ADV/_ " if adverb else ""
    return (f"Det/det/PRON/_ var/være/AUX/_ {article}/{article}/DET/_ {middle}{adjective}/{adjective}/ADJ/_ "
            f"{noun}/{noun}/NOUN/{noun_feats} ././PUNCT/_")


@pytest.mark.parametrize("blank", [False, True])
@pytest.mark.parametrize("article, adjective, noun, adverb", [
    ("en", "farceagtige", "benyttelse", ""),   # the reviewers' case
    ("et", "røde", "hus", ""),
    ("en", "velkendte", "forfatter", ""),
    ("en", "nye", "bil", "helt"),              # an adverb between
])
def test_an_adjectives_e_form_after_en_or_et_is_found(article, adjective, noun, adverb, blank):
    assert check_hit("weak_adjective_after_en", _en_adjective_noun(article, adjective, noun, adverb=adverb),
                     blank) == adjective


@pytest.mark.parametrize("article, adjective, noun, feats", [
    ("en", "farceagtig", "benyttelse", "Number=Sing"),   # the strong form
    ("et", "rødt", "hus", "Number=Sing"),
    ("en", "moderne", "bil", "Number=Sing"),             # every form ends in -e
    ("et", "kæmpe", "år", "Number=Sing"),                # an indeclinable adjective
    ("en", "lille", "pige", "Number=Sing"),
    ("en", "sidste", "chance", "Number=Sing"),           # an ordinal or superlative
    ("et", "første", "indtryk", "Number=Sing"),
    ("en", "større", "bil", "Number=Sing"),              # a comparative
    ("en", "overraskende", "vending", "Number=Sing"),    # a present participle
    ("et", "par", "venner", "Number=Plur"),
    ("en", "rigtige", "venner", "Number=Plur"),          # a plural noun: en is no article of it
    ("den", "røde", "bil", "Number=Sing"),               # a definite article takes the -e form
])
def test_an_adjective_that_agrees_after_en_or_et_is_left_alone(article, adjective, noun, feats):
    assert check_hit("weak_adjective_after_en", _en_adjective_noun(article, adjective, noun, feats)) is None


def test_et_par_gode_venner_is_left_alone():
    assert check_hit("weak_adjective_after_en", "Jeg/jeg/PRON/_ har/have/VERB/_ et/en/DET/_ par/par/NOUN/_ "
                                                "gode/god/ADJ/_ venner/ven/NOUN/Number=Plur") is None


def _copular(subject: str, adjective: str, copula: str = "er", cdt: bool = False) -> str:
    """``subject copula adjective .``: the adjective the head with ``cop`` (UD Danish-DDT), or with ``cdt``
    the copula the head and the adjective its ``xcomp`` (as converted treebanks have it)."""
    if cdt:
        return (f"{subject}/2/nsubj {copula}/være/AUX/_/0/root {adjective}/2/xcomp ././PUNCT/_/2/punct")
    return f"{subject}/3/nsubj {copula}/være/AUX/_/3/cop {adjective}/0/root ././PUNCT/_/3/punct"


_FULD = "fuld/fuld/ADJ/Degree=Pos|Gender=Com|Number=Sing"


@pytest.mark.parametrize("cdt", [False, True])
@pytest.mark.parametrize("subject, adjective", [
    ("de/de/PRON/Number=Plur", _FULD),                                  # the reviewers' case
    ("Husene/hus/NOUN/Definite=Def|Number=Plur", "stor/stor/ADJ/Degree=Pos|Number=Sing"),
    ("Bilerne/bil/NOUN/Definite=Def|Number=Plur", "smuk/smuk/ADJ/Degree=Pos|Number=Sing"),   # smukke
    ("Vi/vi/PRON/Number=Plur", "sikker/sikker/ADJ/Degree=Pos|Number=Sing"),                  # sikre
])
def test_a_singular_predicative_with_a_plural_subject_is_found(subject, adjective, cdt):
    assert check_hit("singular_predicative", _copular(subject, adjective, cdt=cdt)) == adjective.split("/")[0]


def test_a_singular_predicative_is_found_after_blive_and_without_feats():
    assert check_hit("singular_predicative", _copular("De/de/PRON/Number=Plur", "glad/glad/ADJ/Number=Sing",
                                                      copula="blev").replace("De/", "de/")) == "glad"
    assert check_hit("singular_predicative", _copular("de/de/PRON/_", "fuld/fuld/ADJ/_"), blank_feats=True) == "fuld"


@pytest.mark.parametrize("subject, adjective", [
    ("de/de/PRON/Number=Plur", "fulde/fuld/ADJ/Degree=Pos|Number=Plur"),        # agrees
    ("Pandekager/pandekage/NOUN/Number=Plur", "godt/god/ADJ/Degree=Pos|Gender=Neut|Number=Sing"),  # the neuter
    ("Billetterne/billet/NOUN/Number=Plur", "gratis/gratis/ADJ/Degree=Pos|Number=Sing"),   # no -e form
    ("Møblerne/møbel/NOUN/Number=Plur", "moderne/moderne/ADJ/Degree=Pos"),
    ("De/de/PRON/Number=Plur", "velkommen/velkommen/ADJ/Degree=Pos|Number=Sing"),     # the polite De
    ("Huset/hus/NOUN/Definite=Def|Number=Sing", "stor/stor/ADJ/Degree=Pos|Number=Sing"),  # a singular subject
    ("to/to/NUM/_", "billig/billig/ADJ/Degree=Pos|Number=Sing"),                       # a numeral subject
    ("Husene/hus/NOUN/Number=Plur", "større/stor/ADJ/Degree=Cmp"),                     # a comparative
])
def test_a_predicative_that_agrees_or_may_stand_is_left_alone(subject, adjective):
    assert check_hit("singular_predicative", _copular(subject, adjective)) is None
    assert check_hit("singular_predicative", _copular(subject, adjective, cdt=True)) is None


def test_an_attributive_adjective_with_a_plural_noun_nearby_is_left_alone():
    # the adjective is no predicative: it qualifies a singular noun of a clause whose subject is plural
    assert check_hit("singular_predicative", "De/de/PRON/Number=Plur/2/nsubj købte/købe/VERB/_/0/root "
                                             "en/en/DET/_/5/det stor/stor/ADJ/Number=Sing/5/amod "
                                             "bil/bil/NOUN/Number=Sing/2/obj") is None
    # a verb other than være/blive: the adjective is its object's predicate (De gjorde mig glad)
    assert check_hit("singular_predicative", "De/de/PRON/Number=Plur/2/nsubj gjorde/gøre/VERB/_/0/root "
                                             "mig/jeg/PRON/Number=Sing/2/obj glad/glad/ADJ/Number=Sing/2/xcomp") is None


# Derivation, setting, exclusions, card ------------------------------------------------

class _MadeUp(Corruption):
    """A rule made for the test, with a detector of its own."""

    name = "made_up"
    reads = frozenset({Annotation.UPOS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        yield from ()

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return replace_form(sentence.tokens[index], "x")

    def error_in_source(self, sentence):
        return next((t for t in sentence.tokens if t.lower == "blæh"), None)


def test_a_new_rule_brings_its_detector_from_its_own_declaration(monkeypatch):
    with_rule(monkeypatch, _MadeUp())
    assert "has_made_up" in detectors.reasons()
    assert detectors.source_error(words("Det/det/PRON/_ er/være/AUX/_ blæh/blæh/ADJ/_")) == "has_made_up"
    assert detectors.describe("has_made_up") == "already has the error `made_up` makes"


def test_every_detector_reason_is_a_filter_reason_with_a_meaning():
    assert [r.name for r in detectors.detecting_rules()] == [
        "flip_indefinite_article", "flip_nogle_nogen", "corrupt_spelling", "corrupt_verb_r", "corrupt_adjective_r",
        "corrupt_genitive"]
    for reason in (*detectors.reasons(), detectors.EXCLUDED):
        assert reason in reasons() and meaning(reason)


def test_exclusion_lines_are_checked():
    assert dict(detectors.parse_exclusions("# comment\ndev-1\tmisspelt\n", "x")) == {"dev-1": "misspelt"}
    with pytest.raises(DalaError, match=r"^source_exclusions\.tsv:2: expected 'sent_id<TAB>reason', "
                                        r"got 'dev-1 misspelt'$"):
        detectors.parse_exclusions("# c\ndev-1 misspelt\n", "source_exclusions.tsv")
    with pytest.raises(DalaError, match=r"^x:2: 'dev-1' is listed twice$"):
        detectors.parse_exclusions("dev-1\ta\ndev-1\tb\n", "x")


def test_the_shipped_exclusion_list_holds_bundled_sentences_no_other_filter_drops(bundled_sentences):
    """Each entry is a sentence of the bundled files with the reviewers' reason, and one that the
    ScaLA filters and the detectors keep: the list holds what they miss, nothing they already catch."""
    listed = detectors.bundled_exclusions()
    by_id = {s.sent_id: s for s in bundled_sentences}
    danish = registry.language("da")
    assert len(listed) == 40
    assert {reason.split(":")[0] for reason in listed.values()} == {"error", "fragment"}
    assert sum(reason.startswith("error:") for reason in listed.values()) == 33
    for sent_id in listed:
        sentence = mend(by_id[sent_id], danish) or by_id[sent_id]
        assert rejection(sentence, danish, every_source_only=True) is None, sent_id
        assert detectors.source_error(by_id[sent_id]) is None, sent_id


def test_the_exclusion_list_belongs_to_the_release_files_by_checksum_whatever_names_them(tmp_path):
    danish = registry.language("da")
    bundled = [describe(path) for path in bundled_files()]
    assert [detectors.is_listed(file, danish) for file in bundled] == [True, True]
    train = {"name": "anything.conllu", "git_sha1": danish.release.files[0].git_sha1}
    assert detectors.is_listed(train, danish) and detectors.exclusions_apply([train], danish)
    # near miss: the same sentences with one byte more are not the released file
    changed = tmp_path / bundled_files()[0].name
    changed.write_bytes(bundled_files()[0].read_bytes() + b"\n")
    assert not detectors.is_listed(describe(changed), danish)
    assert not detectors.exclusions_apply([describe(changed)], danish)
    assert not detectors.exclusions_apply(bundled, registry.language("nb"))  # not Bokmål's release


def test_the_setting_turns_the_detectors_and_the_exclusions_off(tmp_path):
    on = build_pool_from(tmp_path / "on", bundled_files()).summary["filter_counts"]
    off = build_pool_from(tmp_path / "off", bundled_files(), source_detectors=False).summary["filter_counts"]
    assert on["excluded"] == 40 and on["non_word"] == 4 and on["has_corrupt_genitive"] == 1
    assert on["unlisted_word"] == 14 and on["norm_spelling"] == 5 and on["lower_case_name"] == 1
    # the sentence checks come first: what the detectors and the list drop, the build without them keeps
    assert on["kept"] == 666
    assert off["kept"] == on["kept"] + sum(on[r] for r in (*detectors.reasons(), detectors.EXCLUDED)) == 735
    assert all(off[r] == 0 for r in (*detectors.reasons(), detectors.EXCLUDED))


def test_the_exclusion_list_follows_the_bundled_file_into_a_folder_whatever_its_name(tmp_path):
    dev = bundled_files()[0]
    listed = len({s.sent_id for s in read_file(dev)} & set(detectors.bundled_exclusions()))
    copied, changed = tmp_path / "copied", tmp_path / "changed"
    for folder, content in ((copied, dev.read_bytes()), (changed, dev.read_bytes() + b"\n")):
        folder.mkdir()
        (folder / "a.conllu").write_bytes(content)
    counts = {folder.name: build_pool_from(folder, [folder / "a.conllu"], data_dir=str(folder),
                                           corruptions=("delete",)).summary["filter_counts"]
              for folder in (copied, changed)}
    assert (listed, counts["copied"]["excluded"]) == (21, 21)
    # near miss: one byte more, and the file is not the released one: its sentences are not the list's
    assert counts["changed"]["excluded"] == 0
    assert counts["changed"]["kept"] == counts["copied"]["kept"] + 21


def test_the_card_shows_each_filter_reason(built):
    card = (built / "README.md").read_text(encoding="utf-8")
    assert "| filter reason | dropped | what it finds |" in card
    for reason in reasons():
        assert f"| `{reason}` |" in card
    assert "| `non_word` | 4 |" in card and "| `has_corrupt_genitive` | 1 |" in card and "| `excluded` | 40 |" in card
    assert ("40 sentences of the bundled dev and test files were excluded by the curated list "
            "`corruptions/da/data/source_exclusions.tsv`: both reviewers of a blind review judged their originals "
            "not correct (an error, or not a whole sentence; the list gives each one's reason)") in card
