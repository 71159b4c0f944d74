"""The Bokmål positive list of the basic swap (``flip_neighbours``): hits with their exact results,
and near misses for each exception of its docstring."""

import pytest
from helpers import corrupted, written

from corruptions import registry

FLIP = registry.get("flip_neighbours", "nb")

_MASC = "Definite=Ind|Gender=Masc|Number=Sing"
_NEUT_DEF = "Definite=Def|Gender=Neut|Number=Sing"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"

# Vi kjøpte en bil i går.
EN_BIL = written("w-en-bil", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
kjøpte kjøpe VERB {_PAST} 0 root
en en DET Gender=Masc|Number=Sing|PronType=Art 4 det
bil bil NOUN {_MASC} 2 obj
i i ADP _ 6 case
går går NOUN {_MASC} 2 obl nospace
. $. PUNCT _ 2 punct
""")

# Dette huset er gammelt.
DETTE_HUSET = written("w-dette", f"""
Dette denne DET Gender=Neut|Number=Sing|PronType=Dem 2 det
huset hus NOUN {_NEUT_DEF} 4 nsubj
er være AUX Mood=Ind|Tense=Pres|VerbForm=Fin 4 cop
gammelt gammel ADJ Degree=Pos|Gender=Neut|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct
""")

# Vi prøvde å lese boka.
AA_LESE = written("w-aa", f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
prøvde prøve VERB {_PAST} 0 root
å å PART _ 4 mark
lese lese VERB VerbForm=Inf 2 xcomp
boka bok NOUN Definite=Def|Gender=Fem|Number=Sing 4 obj nospace
. $. PUNCT _ 2 punct
""")

# Han ble en dag eller to.  (``en`` before a noun and a coordinator: ``dag en`` reads as a numeral)
EN_DAG_ELLER_TO = written("w-en-dag", f"""
Han han PRON Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs 2 nsubj
ble bli VERB {_PAST} 0 root
en en DET Gender=Masc|Number=Sing|PronType=Art 4 det
dag dag NOUN {_MASC} 2 obl
eller eller CCONJ _ 6 cc
to to NUM NumType=Card 4 conj nospace
. $. PUNCT _ 2 punct
""")

# Min bil er gammel.  (a possessive: Bokmål puts it after a definite noun, ``bilen min``)
MIN_BIL = written("w-min", f"""
Min min DET Gender=Masc|Number=Sing|Poss=Yes|PronType=Prs 2 det
bil bil NOUN {_MASC} 4 nsubj
er være AUX Mood=Ind|Tense=Pres|VerbForm=Fin 4 cop
gammel gammel ADJ Degree=Pos|Gender=Masc|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct
""")

# Det huset er gammelt.  (``det`` is also a pronoun)
DET_HUSET = written("w-det", f"""
Det den DET Gender=Neut|Number=Sing|PronType=Dem 2 det
huset hus NOUN {_NEUT_DEF} 4 nsubj
er være AUX Mood=Ind|Tense=Pres|VerbForm=Fin 4 cop
gammelt gammel ADJ Degree=Pos|Gender=Neut|Number=Sing 0 root nospace
. $. PUNCT _ 4 punct
""")

# Å, så fint det var.  (the interjection ``Å``)
AA_INTERJECTION = written("w-aa-intj", f"""
Å å INTJ _ 3 discourse nospace
, $, PUNCT _ 1 punct
så så ADV _ 4 advmod
fint fin ADJ Degree=Pos|Gender=Neut|Number=Sing 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 nsubj
var være AUX {_PAST} 4 cop nospace
. $. PUNCT _ 4 punct
""")


def flipped(sentence) -> list[str]:
    return corrupted(FLIP, sentence)


@pytest.mark.parametrize("sentence, expected", [
    (EN_BIL, ["Vi kjøpte bil en i går."]),
    (DETTE_HUSET, ["Huset dette er gammelt."]),
    (AA_LESE, ["Vi prøvde lese å boka."]),
])
def test_the_swap_breaks_a_bokmal_phrase(sentence, expected):
    assert flipped(sentence) == expected


@pytest.mark.parametrize("sentence", [EN_DAG_ELLER_TO, MIN_BIL, DET_HUSET, AA_INTERJECTION],
                         ids=["numeral-reading", "possessive", "pronoun-like", "interjection"])
def test_near_misses_are_no_targets(sentence):
    assert FLIP.targets(sentence) == ()


def test_the_marker_is_found_however_it_is_tagged():
    as_adp = written("w-aa-adp", AA_LESE_ROWS.replace("å å PART", "å å ADP"))
    assert flipped(as_adp) == ["Vi prøvde lese å boka."]


AA_LESE_ROWS = f"""
Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
prøvde prøve VERB {_PAST} 0 root
å å PART _ 4 mark
lese lese VERB VerbForm=Inf 2 xcomp
boka bok NOUN Definite=Def|Gender=Fem|Number=Sing 4 obj nospace
. $. PUNCT _ 2 punct
"""
