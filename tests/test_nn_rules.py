"""Nynorsk rules: sentences the bundled treebank lacks, for the near misses of ``tests/rule_cases_nn.py``,
and what each rule's detector finds of its own error in a source."""

from __future__ import annotations

import pytest
from helpers import written

from corruptions import registry
from dala_pipeline.filter.detectors import source_error

NN = registry.language("nn")
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"
_PRON = "Case=Nom|Number=Plur|Person=3|PronType=Prs"

# An a-infinitive: no past tag, so kasta is no past.
DEI_PROEVDE_AA_KASTA = written("w-aa-kasta", f"""Dei dei PRON {_PRON} 2 nsubj
prøvde prøve VERB {_PAST} 0 root
å å PART _ 4 mark
kasta kaste VERB VerbForm=Inf 2 xcomp
ballen ball NOUN Definite=Def|Gender=Masc|Number=Sing 4 obj nospace
. $. PUNCT _ 2 punct""")
# A participle whose -et form the dictionary lists as a noun (fisket, the fishery): har fisket reads as "has the
# fishery".
DEI_HAR_FISKA = written("w-har-fiska", f"""Dei dei PRON {_PRON} 3 nsubj
har ha AUX {_PRES} 3 aux
fiska fiske VERB VerbForm=Part 0 root
heile heil ADJ Degree=Pos|Number=Sing 5 amod
dagen dag NOUN Definite=Def|Gender=Masc|Number=Sing 3 obl nospace
. $. PUNCT _ 3 punct""")
# A masculine noun in -nad, whose -er plural is a Nynorsk variant (søknader).
DEI_SENDE_SOEKNADAR = written("w-soeknadar", f"""Dei dei PRON {_PRON} 2 nsubj
sende sende VERB {_PAST} 0 root
fleire fleire ADJ Degree=Cmp 4 amod
søknadar søknad NOUN Definite=Ind|Gender=Masc|Number=Plur 2 obj
i i ADP _ 6 case
fjor fjor NOUN Definite=Ind|Gender=Masc|Number=Sing 2 obl nospace
. $. PUNCT _ 2 punct""")
# An agent noun in -ar: Bokmål has another word (lesere), never lesarene.
LESARANE_LIKTE_BOKA = written("w-lesarane", f"""Lesarane lesar NOUN Gender=Masc|Number=Plur 2 nsubj
likte like VERB {_PAST} 0 root
boka bok NOUN Gender=Fem|Number=Sing 2 obj nospace
. $. PUNCT _ 2 punct""")
# A noun of two genders (ei/ein klasse): the dictionary knows klassen.
KLASSA_VAR_PAA_TUR = written("w-klassa", f"""Klassa klasse NOUN Gender=Fem|Number=Sing 4 nsubj
var vere AUX {_PAST} 4 cop
på på ADP _ 4 case
tur tur NOUN Definite=Ind|Gender=Masc|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct""")
# A neuter noun tagged feminine: the dictionary knows brødet, so brøda is the neuter plural.
HO_BAKA_BROEDA = written("w-broeda", f"""Ho ho PRON Case=Nom|Gender=Fem|Person=3|PronType=Prs 2 nsubj
baka bake VERB {_PAST} 0 root
brøda brød NOUN Gender=Fem 2 obj
i i ADP _ 5 case
går går NOUN _ 2 obl nospace
. $. PUNCT _ 2 punct""")
# ho as the object of a thing: not the nominative the table names.
VI_MAA_DROEFTE_HO = written("w-ho-acc", f"""Vi eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 3 nsubj
må måtte AUX {_PRES} 3 aux
drøfte drøfte VERB VerbForm=Inf 0 root
ho ho PRON Case=Acc|Gender=Fem|Person=3|PronType=Prs 3 obj
grundig grundig ADJ Degree=Pos 3 advmod nospace
. $. PUNCT _ 3 punct""")
# ope the adverb: the table names the adjective only.
DOERA_STOD_OPE = written("w-ope-adv", f"""Døra dør NOUN Gender=Fem|Number=Sing 2 nsubj
stod stå VERB {_PAST} 0 root
ope ope ADV _ 2 advmod
heile heil ADJ Degree=Pos|Number=Sing 5 amod
natta natt NOUN Gender=Fem|Number=Sing 2 obl nospace
. $. PUNCT _ 2 punct""")
# elv has both plurals (elver, elvar): the dictionary knows elvane.
ELVENE_VAR_STORE = written("w-elvene", f"""Elvene elv NOUN Gender=Fem|Number=Plur 3 nsubj
var vere AUX {_PAST} 3 cop
store stor ADJ Degree=Pos|Number=Plur 0 root nospace
. $. PUNCT _ 3 punct""")
# storby: stor can modify a noun alone; barndommen: -dom is a suffix, not the noun dom.
HAN_BUR_I_EIN_STORBY = written("w-storby", f"""Han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 2 nsubj
bur bu VERB {_PRES} 0 root
i i ADP _ 5 case
ein ein DET Gender=Masc|PronType=Art 5 det
storby storby NOUN Definite=Ind|Gender=Masc|Number=Sing 2 obl nospace
. $. PUNCT _ 2 punct""")
HAN_FORTALDE_OM_BARNDOMMEN = written("w-barndom", f"""Han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 2 nsubj
fortalde fortelje VERB {_PAST} 0 root
om om ADP _ 4 case
barndommen barndom NOUN Definite=Def|Gender=Masc|Number=Sing 2 obl nospace
. $. PUNCT _ 2 punct""")
# å after a quantifier (mykje å lære: og could join mykje to a noun lære); Å first in the sentence.
VI_HAR_MYKJE_AA_LAERE = written("w-mykje-aa", f"""Vi eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
har ha VERB {_PRES} 0 root
mykje mykje ADJ Degree=Pos 2 obj
å å PART _ 5 mark
lære lære VERB VerbForm=Inf 3 acl nospace
. $. PUNCT _ 2 punct""")
AA_LESE_ER_KJEKT = written("w-aa-first", f"""Å å PART _ 2 mark
lese lese VERB VerbForm=Inf 4 csubj
er vere AUX {_PRES} 4 cop
kjekt kjekk ADJ Degree=Pos|Gender=Neut|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct""")
# kanskje is no fronted adverb of the list (Kanskje han kjem is standard); a question.
KANSKJE_KJEM_HAN = written("w-kanskje", f"""Kanskje kanskje ADV _ 2 advmod
kjem kome VERB {_PRES} 0 root
han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 2 nsubj
i i ADP _ 5 case
morgon morgon NOUN Definite=Ind|Gender=Masc|Number=Sing 2 obl nospace
. $. PUNCT _ 2 punct""")
I_DAG_KJEM_HAN_SPOERSMAAL = written("w-v2-question", f"""I i ADP _ 2 case
dag dag NOUN Definite=Ind|Gender=Masc|Number=Sing 3 obl
kjem kome VERB {_PRES} 0 root
han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 3 nsubj nospace
? $? PUNCT _ 3 punct""")
# fordi and an at-clause after a verb of saying admit main-clause order.
HAN_BLIR_FORDI_HO_IKKJE_KJEM = written("w-fordi", f"""Han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 2 nsubj
blir bli VERB {_PRES} 0 root
fordi fordi SCONJ _ 6 mark
ho ho PRON Case=Nom|Gender=Fem|Person=3|PronType=Prs 6 nsubj
ikkje ikkje PART Polarity=Neg 6 advmod
kjem kome VERB {_PRES} 2 advcl nospace
. $. PUNCT _ 2 punct""")
HO_SA_AT_HO_IKKJE_KUNNE = written("w-sa-at", f"""Ho ho PRON Case=Nom|Gender=Fem|Person=3|PronType=Prs 2 nsubj
sa seie VERB {_PAST} 0 root
at at SCONJ _ 7 mark
ho ho PRON Case=Nom|Gender=Fem|Person=3|PronType=Prs 7 nsubj
ikkje ikkje PART Polarity=Neg 7 advmod
kunne kunne AUX {_PAST} 7 aux
kome kome VERB VerbForm=Inf 2 ccomp nospace
. $. PUNCT _ 2 punct""")
# a possessive before its noun; ein dag eller to: dag ein reads as a numeral.
MI_BOK_ER_RAUD = written("w-mi-bok", f"""Mi min DET Gender=Fem|Number=Sing|Poss=Yes 2 det
bok bok NOUN Definite=Ind|Gender=Fem|Number=Sing 4 nsubj
er vere AUX {_PRES} 4 cop
raud raud ADJ Degree=Pos|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct""")
EIN_DAG_ELLER_TO = written("w-ein-dag", f"""Vi eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
blir bli VERB {_PRES} 0 root
ein ein DET Gender=Masc|PronType=Art 4 det
dag dag NOUN Definite=Ind|Gender=Masc|Number=Sing 2 obl
eller eller CCONJ _ 6 cc
to to NUM NumType=Card 4 conj nospace
. $. PUNCT _ 2 punct""")
# a clause as object (Han historia fascinerer reads as a topic and a clause); a participle in -a, spelt as a
# past (Ho kasta opp is a sentence).
HAN_TRUR_HISTORIA_FASCINERER = written("w-trur", f"""Han han PRON Case=Nom|Gender=Masc|Person=3|PronType=Prs 2 nsubj
trur tru VERB {_PRES} 0 root
historia historie NOUN Gender=Fem|Number=Sing 4 nsubj
fascinerer fascinere VERB {_PRES} 2 ccomp nospace
. $. PUNCT _ 2 punct""")
HO_HAR_KASTA_OPP = written("w-har-kasta", f"""Ho ho PRON Case=Nom|Gender=Fem|Person=3|PronType=Prs 3 nsubj
har ha AUX {_PRES} 3 aux
kasta kaste VERB VerbForm=Part 0 root
opp opp ADV _ 3 advmod nospace
. $. PUNCT _ 3 punct""")


def _nn(sent_id: str, spec: str):
    """``form/lemma/UPOS/FEATS`` words, a flat tree (the detectors read forms, lemmas and tags only)."""
    rows = []
    for number, word in enumerate(spec.split()):
        form, lemma, upos, feats = word.split("/")
        rows.append(f"{form} {lemma} {upos} {feats} {0 if number == 0 else 1} {'root' if number == 0 else 'dep'}")
    return written(sent_id, "\n".join(rows))


# What each rule's detector finds in a source: its own error, already there (the Bokmål form, the hypernynorsk
# form), and nothing in the same sentence in Nynorsk.
DETECTED = [
    ("bokmal_past_tense", f"Dei/dei/PRON/_ kastet/kaste/VERB/{_PAST} ballen/ball/NOUN/_ ./$./PUNCT/_",
     f"Dei/dei/PRON/_ kasta/kaste/VERB/{_PAST} ballen/ball/NOUN/_ ./$./PUNCT/_", "kastet"),
    ("bokmal_present_tense", f"Vi/eg/PRON/_ snakker/snakke/VERB/{_PRES} om/om/ADP/_ det/det/PRON/_",
     f"Vi/eg/PRON/_ snakkar/snakke/VERB/{_PRES} om/om/ADP/_ det/det/PRON/_", "snakker"),
    ("bokmal_noun_plural", "Dei/dei/PRON/_ har/ha/VERB/_ båter/båt/NOUN/Gender=Masc|Number=Plur ./$./PUNCT/_",
     "Dei/dei/PRON/_ har/ha/VERB/_ båtar/båt/NOUN/Gender=Masc|Number=Plur ./$./PUNCT/_", "båter"),
    ("bokmal_definite_feminine", "Avisen/avis/NOUN/Gender=Fem ligg/liggje/VERB/_ her/her/ADV/_ ./$./PUNCT/_",
     "Avisa/avis/NOUN/Gender=Fem ligg/liggje/VERB/_ her/her/ADV/_ ./$./PUNCT/_", "Avisen"),
    ("bokmal_function_word", "Eg/eg/PRON/_ veit/vite/VERB/_ ikke/ikkje/PART/_ ./$./PUNCT/_",
     "Eg/eg/PRON/_ veit/vite/VERB/_ ikkje/ikkje/PART/_ ./$./PUNCT/_", "ikke"),
    ("bokmal_content_word", "Ho/ho/PRON/_ er/vere/AUX/_ fortsatt/framleis/ADV/_ her/her/ADV/_",
     "Ho/ho/PRON/_ er/vere/AUX/_ framleis/framleis/ADV/_ her/her/ADV/_", "fortsatt"),
    ("hypernynorsk_present", f"Ho/ho/PRON/_ meinar/meine/VERB/{_PRES} det/det/PRON/_ ./$./PUNCT/_",
     f"Ho/ho/PRON/_ meiner/meine/VERB/{_PRES} det/det/PRON/_ ./$./PUNCT/_", "meinar"),
    ("hypernynorsk_plural", "Jentane/jente/NOUN/Gender=Fem|Number=Plur kom/kome/VERB/_ ./$./PUNCT/_",
     "Jentene/jente/NOUN/Gender=Fem|Number=Plur kom/kome/VERB/_ ./$./PUNCT/_", "Jentane"),
]


@pytest.mark.parametrize("name, bad, good, form", DETECTED, ids=[case[0] for case in DETECTED])
def test_each_rule_finds_its_own_error_in_a_source(name, bad, good, form):
    rule = NN.get(name)
    assert rule.error_in_source(_nn("w-bad", bad)).form == form
    assert source_error(_nn("w-bad", bad), NN) is not None
    assert rule.error_in_source(_nn("w-good", good)) is None


def test_a_feminine_in_ing_with_its_own_plural_is_no_hypernynorsk_form():
    # endringane is right: the feminines in -ing have -ar and -ane
    sentence = _nn("w-ing", "Endringane/endring/NOUN/Gender=Fem|Number=Plur kom/kome/VERB/_ ./$./PUNCT/_")
    assert NN.get("hypernynorsk_plural").error_in_source(sentence) is None


def test_a_masculine_in_a_vowel_or_nad_with_er_is_no_bokmal_form_in_a_source():
    # kollegaer and kostnader are Nynorsk variants the old dictionary may lack
    for spec in ("Kollegaer/kollega/NOUN/Gender=Masc|Number=Plur kom/kome/VERB/_",
                 "Kostnader/kostnad/NOUN/Gender=Masc|Number=Plur auka/auke/VERB/_"):
        assert NN.get("bokmal_noun_plural").error_in_source(_nn("w-variant", spec)) is None
