"""The Bokmål types of NoCoLA's Spelling, Superfluous, Missing, Capitalisation and Word choice classes,
the basic ``delete`` fallback, and the reference class distribution of the card (``--reference-mix``).

Exact corrupted texts on the production path (``targets``, then ``apply``), for sentences written here
(:func:`written`), with a near miss for every exception the docstrings name; the spelling list against
the dictionary; the engine's reference table and draw on declared data; the bundled build's coverage
figures (the session's ``nb_built``).
"""

import dataclasses
import json
from collections import Counter

import pytest
from helpers import corrupted, written

from corruptions import registry
from corruptions.nb.basic import NorwegianDelete
from corruptions.nb.capitals import CapitaliseCommonWord, LowercaseName
from corruptions.nb.lexicon import shared_lexicon
from corruptions.nb.missing import DeleteInfinitiveMarker, DeleteSubject
from corruptions.nb.spelling import CorruptSpelling, load_spelling
from corruptions.nb.superfluous import DoublePreposition, InsertModalAa
from corruptions.nb.word_choice import FlipMenMed
from dala_pipeline.errors import DalaError
from dala_pipeline.split.keys import PairKeys
from dala_pipeline.split.reference import coverage, draw_in_proportion, reference_counts, reference_table

NB = registry.language("nb")
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"
_INF = "VerbForm=Inf"
_PRON = "Case=Nom|Number=Sing|Person=1|PronType=Prs"
_HAN = "Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs"
_NOUN = "Definite=Ind|Gender=Masc|Number=Sing"
_DEF = "Definite=Def|Gender=Fem|Number=Sing"
_ADJ = "Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing"


@pytest.fixture(scope="module", autouse=True)
def _lexicon():
    shared_lexicon()  # the dictionary, once for the module


# Spelling ----------------------------------------------------------------------------------------

FEIL_RETNING = written("w-retning", f"""
Han han PRON {_HAN} 2 nsubj
gikk gå VERB {_PAST} 0 root
i i ADP _ 5 case
feil feil ADJ {_ADJ} 5 amod
retning retning NOUN {_DEF} 2 obl
""")
KOMMUNEN = written("w-kommunen", f"""
Kommunen kommune NOUN {_DEF} 2 nsubj
har ha VERB {_PRES} 0 root
ansvaret ansvar NOUN Definite=Def|Gender=Neut|Number=Sing 2 obj
""")
# A compound that only begins with a listed word, and a listed word inside a name.
KOMMUNESTYRET = written("w-kommunestyret", f"""
Kommunestyret kommunestyre NOUN Definite=Def|Gender=Neut|Number=Sing 2 nsubj
møtte møte VERB {_PAST} 0 root
Fremmed Fremmed PROPN _ 2 obj
Fugl Fugl PROPN _ 3 flat:name
""")


def test_spelling_misspells_a_listed_word_and_an_inflection_from_the_dictionary():
    rule = CorruptSpelling()
    assert corrupted(rule, FEIL_RETNING) == ["Han gikk i feil rettning"]
    assert corrupted(rule, KOMMUNEN) == ["Komunen har ansvaret"]
    assert rule.targets(KOMMUNESTYRET) == ()
    assert rule.error_in_source(written("w-rettning", f"""
Han han PRON {_HAN} 2 nsubj
gikk gå VERB {_PAST} 0 root
i i ADP _ 4 case
rettning rettning NOUN {_DEF} 2 obl
""")).form == "rettning"
    assert rule.error_in_source(FEIL_RETNING) is None


KOMMUNEN_I_RETNING = written("w-kommunen-retning", f"""
Kommunen kommune NOUN {_DEF} 2 nsubj
valgte velge VERB {_PAST} 0 root
feil feil ADJ {_ADJ} 4 amod
retning retning NOUN {_DEF} 2 obj
""")


def test_spelling_misspells_the_first_listed_word_of_a_sentence_alone():
    rule = CorruptSpelling()
    assert corrupted(rule, KOMMUNEN_I_RETNING) == ["Komunen valgte feil retning"]  # not retning, a second target
    # near miss: where the first listed word is part of a name, the next one is the target
    named = written("w-fremmed-retning", f"""
Fremmed Fremmed PROPN _ 3 nsubj
Fugl Fugl PROPN _ 1 flat:name
valgte velge VERB {_PAST} 0 root
feil feil ADJ {_ADJ} 5 amod
retning retning NOUN {_DEF} 3 obj
""")
    assert corrupted(rule, named) == ["Fremmed Fugl valgte feil rettning"]


def test_no_misspelling_of_the_list_is_a_word_the_dictionary_knows():
    lexicon = shared_lexicon()
    pairs = CorruptSpelling().misspellings
    assert len(pairs) >= 100
    assert [wrong for wrong in pairs.values() if lexicon.knows(wrong)] == []
    assert [correct for correct in pairs if not lexicon.knows(correct)] == []


def test_a_bad_spelling_line_names_its_file_and_line():
    with pytest.raises(ValueError, match=r"^spelling.tsv:2: expected 'correct<TAB>misspelled'"):
        load_spelling("retning\trettning\nfamilie fammilie\n")
    with pytest.raises(ValueError, match=r"^spelling.tsv:1: 'retning' is no misspelling"):
        load_spelling("retning\tretning\n")


# Superfluous -------------------------------------------------------------------------------------

KAN_GJOERE = written("w-kan-gjoere", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 3 nsubj
kan kunne AUX {_PRES} 3 aux
gjøre gjøre VERB {_INF} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 obj
""")
KAN_VI_IKKE_GJOERE = written("w-kan-vi-ikke", f"""
Nå nå ADV _ 5 advmod
kan kunne AUX {_PRES} 5 aux
vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 5 nsubj
ikke ikke PART Polarity=Neg 5 advmod
gjøre gjøre VERB {_INF} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 5 obj
""")
# Near misses: a second coordinated infinitive, an infinitive modal (vil kunne), a verb with å already.
KAN_SYNGE_OG_DANSE = written("w-synge-danse", f"""
Hun hun PRON Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs 3 nsubj
kan kunne AUX {_PRES} 3 aux
synge synge VERB {_INF} 0 root
og og CCONJ _ 5 cc
danse danse VERB {_INF} 3 conj
""")
VIL_KUNNE_GJOERE = written("w-vil-kunne", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 4 nsubj
vil ville AUX {_PRES} 4 aux
kunne kunne AUX {_INF} 4 aux
gjøre gjøre VERB {_INF} 0 root
""")
PROEVDE_AA_LESE = written("w-proevde", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
prøvde prøve VERB {_PAST} 0 root
å å PART _ 4 mark
lese lese VERB {_INF} 2 xcomp
""")


def test_aa_goes_between_a_finite_modal_and_its_infinitive():
    rule = InsertModalAa()
    assert corrupted(rule, KAN_GJOERE) == ["Vi kan å gjøre det"]
    assert corrupted(rule, KAN_VI_IKKE_GJOERE) == ["Nå kan vi ikke å gjøre det"]
    assert corrupted(rule, KAN_SYNGE_OG_DANSE) == ["Hun kan å synge og danse"]
    # kunne is an infinitive here, and vil is the auxiliary of gjøre, not of the word after it.
    assert corrupted(rule, VIL_KUNNE_GJOERE) == []
    assert rule.targets(PROEVDE_AA_LESE) == ()
    assert rule.error_in_source(KAN_GJOERE) is None


BOR_I_BYEN = written("w-bor-i-byen", f"""
Han han PRON {_HAN} 2 nsubj
bor bo VERB {_PRES} 0 root
med med ADP _ 4 case
familien familie NOUN {_DEF} 2 obl
i i ADP _ 6 case
byen by NOUN {_DEF} 4 nmod
""")
# After a verb the first copy could be a particle or stranded; for is never doubled (for for mange).
PEKTE_PAA_KARTET = written("w-pekte-paa", f"""
Han han PRON {_HAN} 2 nsubj
pekte peke VERB {_PAST} 0 root
på på ADP _ 4 case
kartet kart NOUN Definite=Def|Gender=Neut|Number=Sing 2 obl
for for ADP _ 6 case
henne hun PRON Case=Acc|Gender=Fem|Number=Sing|Person=3|PronType=Prs 2 obl
""")


def test_a_preposition_after_a_noun_is_written_twice():
    rule = DoublePreposition()
    assert corrupted(rule, BOR_I_BYEN) == ["Han bor med familien i i byen"]
    assert rule.targets(PEKTE_PAA_KARTET) == ()
    assert rule.error_in_source(written("w-i-i", f"""
Han han PRON {_HAN} 2 nsubj
bor bo VERB {_PRES} 0 root
i i ADP _ 5 case
i i ADP _ 5 case
byen by NOUN {_DEF} 2 obl
""")).form == "i"


# Missing -----------------------------------------------------------------------------------------

FOR_AA_HJELPE = written("w-for-aa-hjelpe", f"""
Hun hun PRON Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs 2 nsubj
kom komme VERB {_PAST} 0 root
for for ADP _ 5 case
å å PART _ 5 mark
hjelpe hjelpe VERB {_INF} 2 advcl
oss vi PRON Case=Acc|Number=Plur|Person=1|PronType=Prs 5 obj
""")
# Near misses: an infinitive spelt like a noun (til tro), and enn (heller gå enn stå).
TIL_AA_TRO = written("w-til-aa-tro", f"""
Han han PRON {_HAN} 2 nsubj
kom komme VERB {_PAST} 0 root
til til ADP _ 5 case
å å PART _ 5 mark
tro tro VERB {_INF} 2 advcl
""")
ENN_AA_STAA = written("w-enn-aa-staa", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 expl
er være AUX {_PRES} 3 cop
bedre god ADJ Degree=Cmp 0 root
å å PART _ 5 mark
gå gå VERB {_INF} 3 csubj
enn enn ADP _ 8 case
å å PART _ 8 mark
stå stå VERB {_INF} 5 advcl
""")


def test_the_aa_after_a_preposition_is_left_out():
    rule = DeleteInfinitiveMarker()
    assert corrupted(rule, FOR_AA_HJELPE) == ["Hun kom for hjelpe oss"]
    assert rule.targets(TIL_AA_TRO) == () and rule.targets(ENN_AA_STAA) == ()
    assert rule.error_in_source(written("w-for-hjelpe", f"""
Hun hun PRON Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs 2 nsubj
kom komme VERB {_PAST} 0 root
for for ADP _ 4 case
hjelpe hjelpe VERB {_INF} 2 advcl
""")).form == "hjelpe"


FORDI_DET_REGNET = written("w-fordi-det", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
ble bli VERB {_PAST} 0 root
hjemme hjemme ADV _ 2 advmod
fordi fordi SCONJ _ 6 mark
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 6 expl
regnet regne VERB {_PAST} 2 advcl
""")
DERFOR_ER_DET_VIKTIG = written("w-derfor-viktig", f"""
Derfor derfor ADV _ 4 advmod
er være AUX {_PRES} 4 cop
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 expl
viktig viktig ADJ {_ADJ} 0 root
å å PART _ 6 mark
lese lese VERB {_INF} 4 csubj
""")
FOLK_SOM_BOR_HER = written("w-folk-som", f"""
Folk folk NOUN Definite=Ind|Gender=Neut|Number=Plur 6 nsubj
som som SCONJ _ 3 mark
bor bo VERB {_PRES} 1 acl:relcl
her her ADV _ 3 advmod
nå nå ADV _ 6 advmod
vet vite VERB {_PRES} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 6 obj
""")
# Near misses: an object relative (boka som jeg leste), a comma after the relative clause, "som"
# after a verb's object (vet en mann som ... could read as a clause without at), and det first.
BOKA_SOM_JEG_LESTE = written("w-boka-som", f"""
Boka bok NOUN {_DEF} 5 nsubj
som som SCONJ _ 4 mark
jeg jeg PRON {_PRON} 4 nsubj
leste lese VERB {_PAST} 1 acl:relcl
var være AUX {_PAST} 6 cop
god god ADJ {_ADJ} 0 root
""")
FOLK_SOM_BOR_HER_KOMMA = written("w-folk-som-komma", f"""
Folk folk NOUN Definite=Ind|Gender=Neut|Number=Plur 6 nsubj
som som SCONJ _ 3 mark
bor bo VERB {_PRES} 1 acl:relcl
her her ADV _ 3 advmod nospace
, $, PUNCT _ 6 punct
vet vite VERB {_PRES} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 6 obj
""")
VET_EN_MANN_SOM = written("w-vet-en-mann", f"""
Jeg jeg PRON {_PRON} 2 nsubj
vet vite VERB {_PRES} 0 root
en en DET Gender=Masc|Number=Sing|PronType=Art 4 det
mann mann NOUN {_NOUN} 2 obj
som som SCONJ _ 6 mark
bor bo VERB {_PRES} 4 acl:relcl
der der ADV _ 6 advmod
""")
DET_ER_VIKTIG = written("w-det-er-viktig", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 expl
er være AUX {_PRES} 3 cop
viktig viktig ADJ {_ADJ} 0 root
å å PART _ 5 mark
lese lese VERB {_INF} 3 csubj
""")
DA_DET_VAR_SENT = written("w-da-det", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
gikk gå VERB {_PAST} 0 root
da da SCONJ _ 6 mark
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 6 expl
var være AUX {_PAST} 6 cop
sent sen ADJ {_ADJ} 2 advcl
""")


DER_ER_DET_VANSKELIG = written("w-der-er-det", f"""
Der der ADV _ 4 advmod
er være AUX {_PRES} 4 cop
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 expl
vanskelig vanskelig ADJ {_ADJ} 0 root
å å PART _ 6 mark
vinne vinne VERB {_INF} 4 csubj
""")


def test_a_subject_the_clause_cannot_do_without_is_left_out():
    rule = DeleteSubject()
    assert corrupted(rule, FORDI_DET_REGNET) == ["Vi ble hjemme fordi regnet"]
    assert corrupted(rule, DERFOR_ER_DET_VIKTIG) == ["Derfor er viktig å lese"]
    assert corrupted(rule, FOLK_SOM_BOR_HER) == ["Folk bor her nå vet det"]
    for near_miss in (BOKA_SOM_JEG_LESTE, FOLK_SOM_BOR_HER_KOMMA, VET_EN_MANN_SOM, DET_ER_VIKTIG, DA_DET_VAR_SENT,
                      DER_ER_DET_VANSKELIG):
        assert rule.targets(near_miss) == (), near_miss.text


HAN_ANTE_INGENTING = written("w-ante", f"""
Han han PRON {_HAN} 2 nsubj
ante ane VERB {_PAST} 0 root
ingenting ingenting PRON PronType=Neg 2 obj
""")
# Near misses: a clause as object (Han tror historien ...), a participle spelt like a past tense.
HAN_TROR = written("w-tror", f"""
Han han PRON {_HAN} 2 nsubj
tror tro VERB {_PRES} 0 root
Per Per PROPN _ 4 nsubj
kommer komme VERB {_PRES} 2 ccomp
""")
HUN_HAR_PUSSET = written("w-pusset", f"""
Hun hun PRON Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs 3 nsubj
har ha AUX {_PRES} 3 aux
pusset pusse VERB VerbForm=Part 0 root
opp opp ADP _ 3 compound:prt
""")


def test_the_fallback_removes_the_finite_verb_after_a_subject_pronoun():
    rule = NorwegianDelete()
    assert rule.basic and corrupted(rule, HAN_ANTE_INGENTING) == ["Han ingenting"]
    assert rule.targets(HAN_TROR) == () and rule.targets(HUN_HAR_PUSSET) == ()


# Capitalisation and word choice ------------------------------------------------------------------

SNAKKER_NORSK = written("w-norsk", f"""
Han han PRON {_HAN} 2 nsubj
snakker snakke VERB {_PRES} 0 root
norsk norsk NOUN {_NOUN} 2 obj
hjemme hjemme ADV _ 2 advmod
""")
DEN_NORSKE_KIRKE = written("w-den-norske", f"""
Han han PRON {_HAN} 2 nsubj
forlot forlate VERB {_PAST} 0 root
Den den DET _ 5 det
norske norsk ADJ _ 5 amod
Kirke Kirke PROPN _ 2 obj
""")


def test_a_language_gets_a_capital_inside_running_text_only():
    rule = CapitaliseCommonWord()
    assert corrupted(rule, SNAKKER_NORSK) == ["Han snakker Norsk hjemme"]
    assert rule.targets(DEN_NORSKE_KIRKE) == ()
    source = written("w-Norsk", f"""
Han han PRON {_HAN} 2 nsubj
snakker snakke VERB {_PRES} 0 root
Norsk norsk NOUN {_NOUN} 2 obj
""")
    assert rule.error_in_source(source).form == "Norsk" and rule.error_in_source(SNAKKER_NORSK) is None


MOETTE_KARI = written("w-kari", f"""
I i ADP _ 2 case
går går NOUN _ 3 obl
møtte møte VERB {_PAST} 0 root
jeg jeg PRON {_PRON} 3 nsubj
Kari Kari PROPN _ 3 obj
i i ADP _ 7 case
Bergen Bergen PROPN _ 3 obl
""")
# Per and Liv are words in lower case; a brand the dictionary does not list; a name first.
MOETTE_PER = written("w-per", f"""
Jeg jeg PRON {_PRON} 2 nsubj
møtte møte VERB {_PAST} 0 root
Per Per PROPN _ 2 obj
på på ADP _ 5 case
Instagram Instagram PROPN _ 2 obl
""")


# Mn: a name of two letters the dictionary lists with its capital (manganese), mn no word of it
FANT_MN = written("w-mn", f"""
Han han PRON {_HAN} 2 nsubj
fant finne VERB {_PAST} 0 root
Mn Mn PROPN _ 2 obj
i i ADP _ 5 case
prøven prøve NOUN {_DEF} 2 obl
""")


def test_a_name_the_dictionary_lists_is_written_in_lower_case():
    rule = LowercaseName()
    assert corrupted(rule, MOETTE_KARI) == ["I går møtte jeg kari i Bergen", "I går møtte jeg Kari i bergen"]
    assert rule.targets(MOETTE_PER) == ()


def test_a_name_of_fewer_than_three_letters_stays_as_written():
    lexicon = shared_lexicon()
    assert lexicon.lists_as_written("Mn") and not lexicon.knows("mn")  # a target but for its length
    assert LowercaseName().targets(FANT_MN) == ()


MEN_JEG_TRIVES = written("w-men-jeg", f"""
Jeg jeg PRON {_PRON} 3 nsubj
er være AUX {_PRES} 3 cop
nordmann nordmann NOUN {_NOUN} 0 root
men men CCONJ _ 6 cc
jeg jeg PRON {_PRON} 6 nsubj
trives trives VERB {_PRES} 3 conj
""")
MEN_DE_ANDRE = written("w-men-de", f"""
Jeg jeg PRON {_PRON} 2 nsubj
kom komme VERB {_PAST} 0 root
men men CCONJ _ 5 cc
de de PRON Case=Nom|Number=Plur|Person=3|PronType=Prs 5 nsubj
ble bli VERB {_PAST} 2 conj
""")


# men jeg and a verb that is not finite (a participle the tagger took for a verb): no clause follows men
MEN_JEG_PARTICIPLE = written("w-men-jeg-part", f"""
Jeg jeg PRON {_PRON} 3 nsubj
er være AUX {_PRES} 3 cop
nordmann nordmann NOUN {_NOUN} 0 root
men men CCONJ _ 6 cc
jeg jeg PRON {_PRON} 6 nsubj
kommet komme VERB VerbForm=Part 3 conj
""")


def test_men_becomes_med_only_before_a_subject_only_pronoun():
    rule = FlipMenMed()
    assert corrupted(rule, MEN_JEG_TRIVES) == ["Jeg er nordmann med jeg trives"]
    assert rule.targets(MEN_DE_ANDRE) == ()


def test_men_stays_before_a_pronoun_and_a_verb_that_is_not_finite():
    rule = FlipMenMed()
    assert rule.targets(MEN_JEG_PARTICIPLE) == ()
    infinitive = written("w-men-jeg-aa", f"""
Jeg jeg PRON {_PRON} 2 nsubj
prøvde prøve VERB {_PAST} 0 root
men men CCONJ _ 6 cc
jeg jeg PRON {_PRON} 6 nsubj
å å PART _ 6 mark
lese lese VERB {_INF} 2 conj
""")
    assert rule.targets(infinitive) == ()
    # its detector: med in that place is no error in a source sentence, before a finite verb it is
    with_med = written("w-med-jeg-part", f"""
Jeg jeg PRON {_PRON} 3 nsubj
er være AUX {_PRES} 3 cop
nordmann nordmann NOUN {_NOUN} 0 root
med med ADP _ 6 case
jeg jeg PRON {_PRON} 6 nsubj
kommet komme VERB VerbForm=Part 3 conj
""")
    assert rule.error_in_source(with_med) is None
    finite = written("w-med-jeg-trives", f"""
Jeg jeg PRON {_PRON} 3 nsubj
er være AUX {_PRES} 3 cop
nordmann nordmann NOUN {_NOUN} 0 root
med med ADP _ 6 case
jeg jeg PRON {_PRON} 6 nsubj
trives trives VERB {_PRES} 3 conj
""")
    assert rule.error_in_source(finite).form == "med"


# The reference distribution ----------------------------------------------------------------------

def test_the_reference_table_and_draw_follow_the_declared_counts(tmp_path, monkeypatch):
    counts = reference_counts(NB)
    assert counts is not None and list(counts)[:3] == ["Inflection", "Word choice", "Spelling"]
    assert reference_counts(registry.language("da")) is None
    types = {"flip_article_gender": 30, "corrupt_double_consonant": 10, "flip_v2_inversion": 10}
    rows = reference_table(types, NB)
    assert rows[0] == ("Inflection", f"{100 * 210 / 1014:.1f} %", "60.0 %")
    assert ("Spelling", f"{100 * 140 / 1014:.1f} %", "20.0 %") in rows
    assert coverage(types, NB) == (3, 10, pytest.approx((210 + 140 + 60) / 1014))
    keys = [(f"s{i:03d}", name) for i, name in enumerate(n for n, k in types.items() for _ in range(k))]
    compact = PairKeys.of(keys)
    drawn = draw_in_proportion(compact, NB, seed=1)
    # The scarcest class relative to its share is Spelling (10 of 140) -> 10 * 410 / 140 = 29 pairs.
    assert Counter(keys[i][1] for i in drawn) == {"flip_article_gender": 15, "corrupt_double_consonant": 10,
                                                   "flip_v2_inversion": 4}
    assert drawn == draw_in_proportion(compact, NB, seed=1) != draw_in_proportion(compact, NB, seed=2)


def test_a_bad_reference_file_is_one_line_naming_it(monkeypatch):
    broken = dataclasses.replace(NB, card=dataclasses.replace(NB.card, reference_classes="og_readings.txt"))
    with pytest.raises(DalaError, match=r"^corruptions/nb/data/og_readings.txt:\d+: expected 'class<TAB>count'"):
        reference_counts(broken)


def test_the_bokmal_build_covers_nocola_and_reaches_nine_in_ten_sentences(nb_built):
    report = json.loads((nb_built / "build_report.json").read_text(encoding="utf-8"))
    pairs = report["configs"]["pairs"]["splits"]["test"]["corruption_types"]
    classes, total, mass = coverage(pairs, NB)
    assert classes >= 7 and total == 10 and mass >= 0.80
    kept = report["source"]["filter_counts"]["kept"]
    assert report["corruptions"]["dropped"] <= 0.10 * kept
    card = (nb_built / "README.md").read_text(encoding="utf-8")
    assert "| class | share in NoCoLA (dev+test) | share of this build's pairs |" in card
    assert f"this build has pairs of {classes} of its 10 classes, which carry {100 * mass:.1f} %" in card


def test_reference_mix_draws_the_pairs_config_in_nocola_proportions(tmp_path, capsys):
    from pathlib import Path

    import pyarrow.parquet as pq

    from dala_cli.cli import main
    from dala_pipeline.names import data_file
    from dala_pipeline.read.sources import bundled_dir

    source = tmp_path / "src"
    source.mkdir()
    blocks = (bundled_dir(NB) / "no_bokmaal-ud-dev.conllu").read_text(encoding="utf-8").split("\n\n")
    (source / "part.conllu").write_text("\n\n".join(blocks[:900]) + "\n\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", "--language", "nb", "--config", "pairs", "--reference-mix", "--data-dir", str(source),
                 "--out", str(out)]) == 0
    types = Counter(row["corruption_type"] for row in pq.read_table(out / data_file("pairs", "test")).to_pylist())
    shares = {name: n for name, n in reference_table_counts(types).items()}
    reference = reference_counts(NB)
    covered = {name: reference[name] for name in shares}
    size, scale = sum(shares.values()), sum(covered.values())
    assert all(abs(count - size * covered[name] / scale) < 1 for name, count in shares.items()), shares
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["settings"]["reference_mix"] is True
    assert size < sum(report["corruptions"]["assigned"].values())
    assert "was drawn in the reference proportions (`--reference-mix`)" in (out / "README.md").read_text("utf-8")
    danish = Path(__file__).parent / "fixtures" / "accepted"
    assert main(["build", "--config", "pairs", "--reference-mix", "--data-dir", str(danish),
                 "--out", str(tmp_path / "da")]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "dala: error: --reference-mix: Danish declares no reference error classes (Card.reference_classes)")
    assert not (tmp_path / "da").exists()


def reference_table_counts(types: Counter) -> dict[str, int]:
    """Pairs per NoCoLA class of a pairs config's type counts."""
    found: Counter = Counter()
    for name, count in types.items():
        found[NB.get(name).error_class] += count
    return dict(found)
