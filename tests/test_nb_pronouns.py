"""Bokmål ``flip_de_dem`` and ``flip_noe_noen``: hits, near misses, other annotation, detectors.

``*_HITS``: (sentence, token ID, expected corrupted text), on the production
path (``targets``, ``apply``, ``Edit.apply``). ``*_NEAR_MISSES``: (sentence,
token ID, why) of a word that looks like a target and must not be one, one
for each exception a rule's docstring names. A sentence is a bundled
``sent_id`` of the UD Norwegian-Bokmaal dev or test file, or one written here
(:func:`written`).
"""

from pathlib import Path

import pytest
from helpers import case_id, written

from corruptions.base import Annotation
from corruptions.nb.pronouns import FlipDeDem, FlipNoeNoen
from corruptions.sentence import Feats, Sentence

DE_DEM = FlipDeDem()
NOE_NOEN = FlipNoeNoen()

_TREEBANK = Path(__file__).resolve().parent.parent / "corruptions" / "nb" / "data" / "ud_norwegian_bokmaal"

_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"
_DE = "Case=Nom|Number=Plur|Person=3|PronType=Prs"
_DEM = "Case=Acc|Number=Plur|Person=3|PronType=Prs"
_POLITE_NOM = "Case=Nom|Person=2|Polite=Form|PronType=Prs"
_POLITE_ACC = "Case=Acc|Person=2|Polite=Form|PronType=Prs"
_NOEN_PL = "Number=Plur|PronType=Ind"
_NOE = "Gender=Neut|Number=Sing|PronType=Ind"
_NEUT = "Definite=Ind|Gender=Neut|Number=Sing"
_MASC = "Definite=Ind|Gender=Masc|Number=Sing"
_FEM = "Definite=Ind|Gender=Fem|Number=Sing"
_PLUR = "Definite=Ind|Gender=Masc|Number=Plur"
_ADJ_NEUT = "Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing"


@pytest.fixture(scope="module")
def nb(nb_by_id):
    """Look a bundled Bokmål sentence up by ``sent_id`` (dev and test)."""
    return nb_by_id


def _sentence(nb, source) -> Sentence:
    return source if isinstance(source, Sentence) else nb[source]


def _corrupted(rule, sentence: Sentence, token_id: int) -> str:
    assert token_id - 1 in rule.targets(sentence), [sentence.tokens[i].form for i in rule.targets(sentence)]
    return rule.apply(sentence, token_id - 1).apply(sentence.text)


# de / dem: written sentences -------------------------------------------------------------------

# Polite De (Polite=Form) and Dem inside the sentence.
KAN_DE = written("w-kan-de", f"""
Kan kunne AUX {_PRES} 3 aux
De De PRON {_POLITE_NOM} 3 nsubj
hjelpe hjelpe VERB VerbForm=Inf 0 root
meg jeg PRON Case=Acc|Number=Sing|Person=1|PronType=Prs 3 obj nospace
? ? PUNCT _ 3 punct
""")
# A capital inside the sentence and no Polite feature (another annotation): still polite.
SER_DEM = written("w-ser-dem", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
ser se VERB {_PRES} 0 root
Dem De PRON {_DEM} 2 obj
i i ADP _ 5 case
morgen morgen NOUN {_MASC} 2 obl nospace
. . PUNCT _ 2 punct
""")
# A fronted subject that could be read as the object: Politiet stoppet de = they stopped the police.
POLITIET_STOPPET = written("w-politiet-stoppet", f"""
Politiet politi NOUN Definite=Def|Gender=Neut|Number=Sing 2 nsubj
stoppet stoppe VERB {_PAST} 0 root
dem de PRON {_DEM} 2 obj nospace
. . PUNCT _ 2 punct
""")
# The same with a subject-only pronoun: jeg stoppet de has no other reading.
JEG_STOPPET = written("w-jeg-stoppet", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
stoppet stoppe VERB {_PAST} 0 root
dem de PRON {_DEM} 2 obj nospace
. . PUNCT _ 2 punct
""")
# ga de penger: de would read as the article of penger.
GA_DEM_PENGER = written("w-ga-dem-penger", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
ga gi VERB {_PAST} 0 root
dem de PRON {_DEM} 2 iobj
penger penge NOUN {_PLUR} 2 obj nospace
. . PUNCT _ 2 punct
""")
# Det var dem: a predicative, where both forms are accepted.
DET_VAR_DEM = written("w-det-var-dem", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 nsubj
var være AUX {_PAST} 3 cop
dem de PRON {_DEM} 0 root nospace
. . PUNCT _ 3 punct
""")
# Nå er de stabile: an inverted subject after an adverb, not a predicative.
NA_ER_DE = written("w-na-er-de", f"""
Nå nå ADV _ 4 advmod
er være AUX {_PRES} 4 cop
de de PRON {_DE} 4 nsubj
stabile stabil ADJ Degree=Pos|Number=Plur 0 root nospace
. . PUNCT _ 4 punct
""")
# dem der: a demonstrative.
DEM_DER = written("w-dem-der", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
vil ville VERB {_PRES} 0 root
ha ha VERB VerbForm=Inf 2 xcomp
dem de PRON {_DEM} 3 obj
der der ADV _ 4 advmod nospace
. . PUNCT _ 2 punct
""")
# de folk: the article, misparsed as a subject pronoun.
DE_FOLK = written("w-de-folk", f"""
De de PRON {_DE} 3 nsubj
folk folk NOUN Definite=Ind|Gender=Neut|Number=Plur 1 nmod
kom komme VERB {_PAST} 0 root nospace
. . PUNCT _ 3 punct
""")
# The article de is a DET and never a target.
DE_STORE_HUSENE = written("w-de-store-husene", f"""
De de DET Number=Plur|PronType=Art 3 det
store stor ADJ Degree=Pos|Number=Plur 3 amod
husene hus NOUN Definite=Def|Gender=Neut|Number=Plur 4 nsubj
brant brenne VERB {_PAST} 0 root nospace
. . PUNCT _ 4 punct
""")
# Another annotation (spaCy-like): relative som as PRON nsubj, no FEATS at all.
SOM_HJALP_DEM = written("w-som-hjalp-dem", """
Naboene nabo NOUN _ 5 nsubj
som som PRON _ 3 nsubj
hjalp hjelpe VERB _ 1 acl:relcl
dem de PRON _ 3 obj
flyttet flytte VERB _ 0 root nospace
. . PUNCT _ 5 punct
""")
# The same annotation before a relative clause: dem som stays alone.
KJENNER_DEM_SOM = written("w-kjenner-dem-som", """
Jeg jeg PRON _ 2 nsubj
kjenner kjenne VERB _ 0 root
dem de PRON _ 2 obj
som som PRON _ 5 nsubj
bor bo VERB _ 3 acl:relcl
der der ADV _ 5 advmod nospace
. . PUNCT _ 2 punct
""")
# A relative clause without som: dem (som) jeg kjenner, both forms accepted.
DEM_JEG_KJENNER = written("w-dem-jeg-kjenner", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
hilste hilse VERB {_PAST} 0 root
på på ADP _ 4 case
dem de PRON {_DEM} 2 obl
jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 6 nsubj
kjenner kjenne VERB {_PRES} 4 acl:relcl nospace
. . PUNCT _ 2 punct
""")
# An elliptic comparison parsed with de as a subject (another parser): enn de/dem, both accepted.
ENN_DE = written("w-enn-de", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 3 nsubj
er være AUX {_PRES} 3 cop
eldre gammel ADJ Degree=Cmp 0 root
enn enn SCONJ _ 5 mark
de de PRON {_DE} 3 nsubj nospace
. . PUNCT _ 3 punct
""")
# Detector: dem as a subject.
DEM_KOM = written("w-dem-kom", f"""
Dem de PRON {_DEM} 2 nsubj
kom komme VERB {_PAST} 0 root
i i ADP _ 4 case
går går NOUN _ 2 obl nospace
. . PUNCT _ 2 punct
""")
# Detector near miss: a fronted object misparsed as a subject next to the real one.
DEM_HAR_JEG = written("w-dem-har-jeg", f"""
Dem de PRON {_DEM} 5 nsubj
har ha AUX {_PRES} 5 aux
jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 5 nsubj
aldri aldri ADV _ 5 advmod
sett se VERB VerbForm=Part 0 root nospace
. . PUNCT _ 5 punct
""")
# Detector near miss: polite Dem as the object, capitalised inside the sentence.
TAKK_DEM = written("w-takk-dem", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
takker takke VERB {_PRES} 0 root
Dem De PRON {_POLITE_ACC} 2 obj nospace
. . PUNCT _ 2 punct
""")

DE_HITS = [
    ("019361", 4, "Vennene trodde på de."),
    ("017408", 6, "I helga ble en av de pågrepet i Oslo for å ha hatt ulovlige våpen og sprengstoff og for trusler."),
    ("015886", 1, "Dem ble arrestert 17. juni, og tiltalt for å ulovlig ha krysset grensen til Nord-Korea."),
    ("016816", 1, "Dem snakker om hønene de skulle lære å fly."),
    ("016816", 5, "De snakker om hønene dem skulle lære å fly."),
    ("019544", 4, "Dessverre for begge de var Benjamin Raich hundredelen foran Ligety."),
    # After enn and som, a de with its own verb is a target: enn dem var før is wrong.
    ("019859", 7, "Kvotene er ikke mer evige enn dem var før, men dette faktum drukner i den politiske "
                  "retorikken i valgkampen."),
    # De before blant dem som: the subject is a target, dem som is not.
    ("017512", 1, "Dem er blant dem som krever at grunnloven endres for å møte Chiles store sosiale problemer."),
    (NA_ER_DE, 3, "Nå er dem stabile."),
    (JEG_STOPPET, 3, "Jeg stoppet de."),
    (SOM_HJALP_DEM, 4, "Naboene som hjalp de flyttet."),
]

DE_NEAR_MISSES = [
    (KAN_DE, 2, "polite De"),
    (SER_DEM, 3, "polite Dem, a capital inside the sentence"),
    ("017278", 1, "De som ...: before a relative clause"),
    ("017278", 10, "foran de som: before a relative clause, both forms accepted"),
    ("015887", 10, "blant dem utenriksminister: before a noun, de would read as its article"),
    ("017614", 17, "andre enn dem som: comparison and relative clause"),
    ("019216", 7, "se ut som dem: comparison, both forms accepted"),
    ("018130", 3, "Det er de knapt i dag: predicative position after er"),
    (DET_VAR_DEM, 3, "Det var dem: predicative"),
    ("017442", 21, "et 'de' der: mentioned between quotation marks"),
    (DEM_DER, 4, "dem der: demonstrative"),
    (DE_FOLK, 1, "de folk: the article misparsed"),
    (DEM_JEG_KJENNER, 4, "dem jeg kjenner: a relative clause without som"),
    (ENN_DE, 5, "eldre enn de: comparison without a verb of its own"),
    (DE_STORE_HUSENE, 1, "the article de (DET)"),
    ("016169", 3, "Billetter hadde de bestilt: Billetter hadde dem bestilt reads 'tickets had ordered them'"),
    ("016859", 4, "finner de ingen: finner dem ingen could take ingen as the subject"),
    ("018529", 3, "Da fant de følgende: følgende could be the subject"),
    (POLITIET_STOPPET, 3, "Politiet stoppet de reads 'they stopped the police'"),
    (GA_DEM_PENGER, 3, "ga de penger: the article reading"),
    (KJENNER_DEM_SOM, 3, "dem som with som as PRON (another annotation)"),
    ("016388", 7, "skrive de ned: de as an object is the source's own error, not a target"),
]


@pytest.mark.parametrize("source, token_id, expected", DE_HITS, ids=[f"{case_id(c[0])}-{c[1]}" for c in DE_HITS])
def test_de_dem_hits(nb, source, token_id, expected):
    assert _corrupted(DE_DEM, _sentence(nb, source), token_id) == expected


@pytest.mark.parametrize("source, token_id, why", DE_NEAR_MISSES, ids=[c[2] for c in DE_NEAR_MISSES])
def test_de_dem_near_misses(nb, source, token_id, why):
    sentence = _sentence(nb, source)
    assert sentence.tokens[token_id - 1].lower in ("de", "dem")
    assert token_id - 1 not in DE_DEM.targets(sentence)


def test_de_dem_without_feats_still_holds(nb):
    """Predicted annotation without FEATS: the subject de of a bundled sentence stays the one target."""
    source = nb["019361"]
    blank = Sentence(source.sent_id, source.text, tuple(t._replace(feats=Feats()) for t in source.tokens))
    assert _corrupted(DE_DEM, blank, 4) == "Vennene trodde på de."


@pytest.mark.parametrize("source, expected", [
    ("016388", 7),  # Gjør det umulig å ikke skrive de ned.
    (DEM_KOM, 1),
])
def test_de_dem_error_in_source(nb, source, expected):
    found = DE_DEM.error_in_source(_sentence(nb, source))
    assert found is not None and found.id == expected


@pytest.mark.parametrize("source", [
    "017111",  # For de av dere som ...: before a relative clause
    "017278",  # foran de som er like dyktige
    "019216",  # se ut som dem: comparison
    "019361",  # Vennene trodde på dem: right
    DEM_HAR_JEG,  # a fronted object misparsed as a second subject
    TAKK_DEM,  # polite Dem
    DET_VAR_DEM,  # predicative
], ids=case_id)
def test_de_dem_error_in_source_near_misses(nb, source):
    assert DE_DEM.error_in_source(_sentence(nb, source)) is None


# noe / noen: written sentences -----------------------------------------------------------------

# noe + a neuter noun in -e, in negation: ikke noen område is wrong (the plural is områder).
IKKE_NOE_OMRADE = written("w-ikke-noe-omrade", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
har ha VERB {_PRES} 0 root
ikke ikke PART Polarity=Neg 2 advmod
noe noe DET {_NOE} 5 det
område område NOUN {_NEUT} 2 obj
for for ADP _ 7 case
lek lek NOUN {_MASC} 5 nmod nospace
. . PUNCT _ 2 punct
""")
# noe + a masculine mass noun after a preposition in a positive clause.
MED_NOE_HJELP = written("w-med-noe-hjelp", f"""
Han han PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
klarte klare VERB {_PAST} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 2 obj
med med ADP _ 6 case
noe noe DET {_NOE} 6 det
hjelp hjelp NOUN {_FEM} 2 obl
fra fra ADP _ 8 case
naboen nabo NOUN Definite=Def|Gender=Masc|Number=Sing 6 nmod nospace
. . PUNCT _ 2 punct
""")
# The same after a verb: gi noen hjelp is 'give someone help'.
GIR_NOE_HJELP = written("w-gir-noe-hjelp", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
gir gi VERB {_PRES} 0 root
noe noe DET {_NOE} 4 det
hjelp hjelp NOUN {_FEM} 2 obj nospace
. . PUNCT _ 2 punct
""")
# After a preposition, but in a clause with uten: uten noen hjelp is right.
UTEN_NOE_HJELP = written("w-uten-noe-hjelp", f"""
Han han PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
klarte klare VERB {_PAST} 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 2 obj
uten uten ADP _ 6 case
noe noe DET {_NOE} 6 det
hjelp hjelp NOUN {_FEM} 2 obl nospace
. . PUNCT _ 2 punct
""")
# A zero-plural noun: av noen feil is a plural ('some faults').
AV_NOE_FEIL = written("w-av-noe-feil", f"""
Bilen bil NOUN Definite=Def|Gender=Masc|Number=Sing 2 nsubj
stoppet stoppe VERB {_PAST} 0 root
av av ADP _ 5 case
noe noe DET {_NOE} 5 det
feil feil NOUN {_MASC} 2 obl
i i ADP _ 7 case
motoren motor NOUN Definite=Def|Gender=Masc|Number=Sing 5 nmod nospace
. . PUNCT _ 2 punct
""")
# A compound of a zero-plural noun: med noen motorfeil is a plural.
MED_NOE_MOTORFEIL = written("w-med-noe-motorfeil", f"""
Bilen bil NOUN Definite=Def|Gender=Masc|Number=Sing 2 nsubj
stoppet stoppe VERB {_PAST} 0 root
med med ADP _ 5 case
noe noe DET {_NOE} 5 det
motorfeil motorfeil NOUN {_MASC} 2 obl nospace
. . PUNCT _ 2 punct
""")
# A collective plural many write with noe: noe penger.
NOEN_PENGER = written("w-noen-penger", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
fikk få VERB {_PAST} 0 root
noen noen DET {_NOEN_PL} 4 det
penger penge NOUN {_PLUR} 2 obj nospace
. . PUNCT _ 2 punct
""")
# An adjective common as an adverb: kjenner noen godt.
NOE_GODT = written("w-noe-godt", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
spiste spise VERB {_PAST} 0 root
noe noe DET {_NOE} 4 det
godt god ADJ {_ADJ_NEUT} 2 obj nospace
. . PUNCT _ 2 punct
""")
# stort in a negative clause may be the adverb: ikke sett noen stort.
IKKE_NOE_STORT = written("w-ikke-noe-stort", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 4 nsubj
har ha AUX {_PRES} 4 aux
ikke ikke PART Polarity=Neg 4 advmod
sett se VERB VerbForm=Part 0 root
noe noe DET {_NOE} 6 det
stort stor ADJ {_ADJ_NEUT} 4 obj nospace
. . PUNCT _ 4 punct
""")
# A participle between (lemma in -e, no VerbForm: another annotation): noen samlet materiale
# is a plural ('some collected materials').
NOE_SAMLET = written("w-noe-samlet", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
fant finne VERB {_PAST} 0 root
noe noe DET {_NOE} 5 det
samlet samle ADJ Degree=Pos 5 amod
materiale materiale NOUN {_NEUT} 2 obj nospace
. . PUNCT _ 2 punct
""")
# An adjective whose lemma ends in t: noen interessant is 'someone interesting'.
NOE_INTERESSANT = written("w-noe-interessant", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
møtte møte VERB {_PAST} 0 root
noe noe DET {_NOE} 4 det
interessant interessant ADJ Degree=Pos 2 obj nospace
. . PUNCT _ 2 punct
""")
# stort sett: an adverb after noe.
NOE_STORT_SETT = written("w-noe-stort-sett", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 2 nsubj
skjer skje VERB {_PRES} 0 root
noe noe DET {_NOE} 4 det
stort stor ADJ {_ADJ_NEUT} 2 obj
sett se VERB VerbForm=Part 4 fixed
hver hver DET _ 7 det
dag dag NOUN {_MASC} 2 obl nospace
. . PUNCT _ 2 punct
""")
# noe av det: noen av det is wrong; noe av det norske folk is not a target (noen av det norske folk is right).
NOE_AV_DET = written("w-noe-av-det", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
forsto forstå VERB {_PAST} 0 root
noe noe PRON {_NOE} 2 obj
av av ADP _ 5 case
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 nmod nospace
. . PUNCT _ 2 punct
""")
NOE_AV_DETTE = written("w-noe-av-dette", f"""
Han han PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
gjorde gjøre VERB {_PAST} 0 root
noe noe PRON {_NOE} 2 obj
av av ADP _ 5 case
dette denne PRON Gender=Neut|Number=Sing|PronType=Dem 3 nmod
i i ADP _ 7 case
fjor fjor NOUN Definite=Ind|Gender=Masc|Number=Sing 2 obl nospace
. . PUNCT _ 2 punct
""")
# noe av disse: disse is plural, noen av disse is right.
NOEN_AV_DISSE = written("w-noen-av-disse", f"""
Han han PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
kjente kjenne VERB {_PAST} 0 root
noen noen PRON Number=Plur|PronType=Ind 2 obj
av av ADP _ 5 case
disse denne PRON Number=Plur|PronType=Dem 3 nmod nospace
. . PUNCT _ 2 punct
""")
NOE_AV_DET_FOLK = written("w-noe-av-det-folk", f"""
Han han PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
kjente kjenne VERB {_PAST} 0 root
noe noe PRON {_NOE} 2 obj
av av ADP _ 7 case
det den DET Gender=Neut|Number=Sing|PronType=Dem 7 det
norske norsk ADJ Definite=Def|Degree=Pos|Number=Sing 7 amod
folk folk NOUN Definite=Ind|Gender=Neut|Number=Sing 3 nmod nospace
. . PUNCT _ 2 punct
""")
# A misparse with a preposition and an article between noe and the noun it is said to determine:
# noen i et stort vindu is grammatical.
NOE_I_ET_STORT = written("w-noe-i-et-stort", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
så se VERB {_PAST} 0 root
noe noe PRON {_NOE} 7 det
i i ADP _ 7 case
et en DET Gender=Neut|Number=Sing|PronType=Ind 7 det
stort stor ADJ {_ADJ_NEUT} 7 amod
vindu vindu NOUN {_NEUT} 2 obl nospace
. . PUNCT _ 2 punct
""")
# Another annotation: noen as PRON with det, and FEATS only on the noun.
NOEN_PRON_DAGER = written("w-noen-pron-dager", f"""
Han han PRON _ 2 nsubj
kom komme VERB _ 0 root
etter etter ADP _ 5 case
noen noen PRON _ 5 det
dager dag NOUN {_PLUR} 2 obl nospace
. . PUNCT _ 2 punct
""")
# The same without FEATS on the noun: its number is unknown, so it is skipped.
NOEN_DAGER_NO_FEATS = written("w-noen-dager-no-feats", """
Han han PRON _ 2 nsubj
kom komme VERB _ 0 root
etter etter ADP _ 5 case
noen noen DET _ 5 det
dager dag NOUN _ 2 obl nospace
. . PUNCT _ 2 punct
""")
# Without FEATS the neuter adjective is known by its form and lemma: stort = stor + t.
NOE_STORT_NO_FEATS = written("w-noe-stort-no-feats", """
Vi vi PRON _ 3 nsubj
har ha AUX _ 3 aux
gjort gjøre VERB _ 0 root
noe noe DET _ 5 det
stort stor ADJ _ 3 obj nospace
. . PUNCT _ 3 punct
""")
# No lemma (another lemmatiser): the rule cannot tell dager from a singular dager, nor stort from stor.
NOEN_DAGER_NO_LEMMA = written("w-noen-dager-no-lemma", f"""
Han han PRON _ 2 nsubj
kom komme VERB _ 0 root
etter etter ADP _ 5 case
noen noen DET {_NOEN_PL} 5 det
dager _ NOUN {_PLUR} 2 obl nospace
. . PUNCT _ 2 punct
""")
NOE_STORT_NO_LEMMA = written("w-noe-stort-no-lemma", f"""
Vi vi PRON _ 3 nsubj
har ha AUX _ 3 aux
gjort gjøre VERB _ 0 root
noe noe DET {_NOE} 5 det
stort _ ADJ {_ADJ_NEUT} 3 obj nospace
. . PUNCT _ 3 punct
""")
# After an object pronoun the indirect object is taken: gi oss noen energi has no pronoun reading.
GI_OSS_NOE_ENERGI = written("w-gi-oss-noe-energi", f"""
Vindkraft vindkraft NOUN {_FEM} 3 nsubj
kan kunne AUX {_PRES} 3 aux
gi gi VERB VerbForm=Inf 0 root
oss vi PRON Case=Acc|Number=Plur|Person=1|PronType=Prs 3 iobj
noe noe DET {_NOE} 6 det
energi energi NOUN {_MASC} 3 obj nospace
. . PUNCT _ 3 punct
""")

# Detector: noe before a plural it determines, noen before a neuter adjective.
NOE_GANGER = written("w-noe-ganger", f"""
Noe noe DET {_NOE} 2 det
ganger gang NOUN {_PLUR} 3 obl
ler le VERB {_PRES} 0 root
hun hun PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 3 nsubj nospace
. . PUNCT _ 3 punct
""")
NOEN_ANNET = written("w-noen-annet", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 nsubj
er være AUX {_PRES} 3 cop
noen noen DET Gender=Masc|Number=Sing|PronType=Ind 4 det
annet annen DET {_NEUT}|PronType=Dem 0 root nospace
. . PUNCT _ 4 punct
""")
NOEN_AV_DET = written("w-noen-av-det", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
forsto forstå VERB {_PAST} 0 root
noen noen PRON Number=Plur|PronType=Ind 2 obj
av av ADP _ 5 case
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 nmod nospace
. . PUNCT _ 2 punct
""")
NOE_PENGER = written("w-noe-penger", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
fikk få VERB {_PAST} 0 root
noe noe DET {_NOE} 4 det
penger penge NOUN {_PLUR} 2 obj nospace
. . PUNCT _ 2 punct
""")

NOE_HITS = [
    ("015897", 1, "Noe ganger ser hun ut som en liten skolejente, andre ganger som en pensjonist på shopping."),
    ("018486", 21, "Der viser det seg at mannen som aldri er syk, som er forsiktig med alkohol og ikke har kjent "
                   "noe symptomer, har leververdier på 3000."),
    ("019323", 3, "Peisvarme er noen annet, sier han."),
    ("015929", 18, "Flertallet av Høyres tillitsvalgte var så skremt av Frps fremgang på meningsmålingene, at "
                   "Solberg ikke hadde noen reelt valg."),
    # The adjective annotated advmod, after a preposition: for noen straffbart.
    ("016910", 23, "- Datteren ble tatt fra ham etter et akuttvedtak på grunn av anklager om incest, men han "
                   "ble aldri siktet for noen straffbart."),
    ("016187", 4, "Derfor har vi noen så paradoksalt som et museum for samtidskunst."),
    # stort in a positive clause.
    ("019197", 1, "Noen stort."),
    ("019242", 6, "- Ja ... ha-ha ... noen sånt."),
    ("017465", 7, "- Samtidig tenker jeg det er noen av det utspekulerte i dette verket, at tittelen aldri er "
                  "blitt forklart."),
    (IKKE_NOE_OMRADE, 4, "Vi har ikke noen område for lek."),
    (MED_NOE_HJELP, 5, "Han klarte det med noen hjelp fra naboen."),
    (GI_OSS_NOE_ENERGI, 5, "Vindkraft kan gi oss noen energi."),
    (NOE_AV_DET, 3, "Jeg forsto noen av det."),
    (NOE_AV_DETTE, 3, "Han gjorde noen av dette i fjor."),
    (NOEN_PRON_DAGER, 4, "Han kom etter noe dager."),
    (NOE_STORT_NO_FEATS, 4, "Vi har gjort noen stort."),
]

NOE_NEAR_MISSES = [
    ("015772", 4, "noen få år: an adjective between (noe få år: degree reading)"),
    ("017019", 15, "noen små forbedringer -> noe små forbedringer reads 'somewhat small improvements'"),
    ("017658", 2, "noen år: plural spelt like its lemma (noe år)"),
    ("019394", 13, "noen brød -> noe brød is mass bread"),
    ("017594", 19, "ikke noe forbud -> ikke noen forbud is a plural"),
    ("019735", 15, "noe samlet regelsett: samlet is no neuter form of its lemma"),
    ("016646", 5, "noe alvorlig: -ig has no neuter -t"),
    ("019772", 37, "noe mer: comparative"),
    ("017728", 13, "skaffe oss noe energi: the sentence has ikke (a licensor), so noen energi may be right"),
    ("018867", 4, "noe formelt: formelt is common as an adverb (noen formelt i veien)"),
    ("017941", 13, "noe mange satte pris på: a pronoun with a relative clause"),
    ("016359", 1, "Noe som ...: a pronoun"),
    ("018184", 15, "noen nyfødte: an adjective head, noe nyfødte has a degree reading"),
    ("017004", 4, "noen gang: singular in a non-assertive clause, right"),
    ("016194", 11, "lærer vi ikke noe av: a stranded preposition (noen av = some of them)"),
    ("019708", 2, "noe av virksomheten: a noun after av may be a collective"),
    (GIR_NOE_HJELP, 3, "gir noen hjelp = gives someone help"),
    (UTEN_NOE_HJELP, 5, "uten noen hjelp is right"),
    (AV_NOE_FEIL, 4, "feil: zero plural, av noen feil is a plural"),
    (MED_NOE_MOTORFEIL, 4, "motorfeil: a compound of a zero-plural noun"),
    (NOEN_PENGER, 3, "penger: a collective plural, noe penger is common"),
    (NOE_GODT, 3, "godt: common adverb, noen godt"),
    (IKKE_NOE_STORT, 5, "stort in a negative clause: ikke sett noen stort"),
    (NOE_SAMLET, 3, "samlet: a participle (lemma samle)"),
    (NOE_INTERESSANT, 3, "interessant: lemma ends in t, noen interessant = someone interesting"),
    (NOE_STORT_SETT, 3, "stort sett: an adverb"),
    (NOE_I_ET_STORT, 3, "a preposition and an article between noe and its head (misparse)"),
    (NOE_AV_DET_FOLK, 3, "noe av det norske folk: a noun after det"),
    (NOEN_AV_DISSE, 3, "noen av disse: a plural after av, right"),
    (NOEN_DAGER_NO_FEATS, 4, "no FEATS on the noun: its number is unknown"),
    (NOEN_DAGER_NO_LEMMA, 4, "no lemma: dager cannot be told from a bare plural"),
    (NOE_STORT_NO_LEMMA, 4, "no lemma: stort cannot be checked as a neuter form"),
]


@pytest.mark.parametrize("source, token_id, expected", NOE_HITS,
                         ids=[f"{case_id(c[0])}-{c[1]}" for c in NOE_HITS])
def test_noe_noen_hits(nb, source, token_id, expected):
    assert _corrupted(NOE_NOEN, _sentence(nb, source), token_id) == expected


@pytest.mark.parametrize("source, token_id, why", NOE_NEAR_MISSES, ids=[c[2] for c in NOE_NEAR_MISSES])
def test_noe_noen_near_misses(nb, source, token_id, why):
    sentence = _sentence(nb, source)
    assert sentence.tokens[token_id - 1].lower in ("noe", "noen")
    assert token_id - 1 not in NOE_NOEN.targets(sentence)


@pytest.mark.parametrize("source, expected", [(NOE_GANGER, 1), (NOEN_ANNET, 3), (NOEN_AV_DET, 3)], ids=case_id)
def test_noe_noen_error_in_source(source, expected):
    found = NOE_NOEN.error_in_source(source)
    assert found is not None and found.id == expected


@pytest.mark.parametrize("source", ["015897", "019323", "017941", NOE_PENGER, NOE_AV_DET_FOLK], ids=case_id)
def test_noe_noen_error_in_source_near_misses(nb, source):
    assert NOE_NOEN.error_in_source(_sentence(nb, source)) is None


# Both rules -------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [DE_DEM, NOE_NOEN], ids=lambda r: r.name)
def test_declarations(rule):
    assert rule.error_class == "Inflection"
    assert rule.detects_errors
    assert rule.reads <= set(Annotation)
