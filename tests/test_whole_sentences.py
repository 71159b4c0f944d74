"""The checks of issue 35 on the production path: fragments on the tree and on the words, a verb-first
statement with no subject, a quote-attribution tag alone, several sentences in one (every language),
headlines, bylines and labels run in, the norm's spellings, unlisted words; each with near misses."""

import pytest
from helpers import written

from corruptions import registry
from corruptions.da.detectors import ORTHOGRAPHY
from dala_pipeline.filter.filters import inner_sentence_start, sentence_problem
from dala_pipeline.filter.whole.stage import find

_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"

#: A noun and its relative clause with no comma (the tree of the converted CDT: som PRON).
NOUN_AND_RELATIVE = written("w-onske", f"""
Et en DET _ 2 det
ønske ønske NOUN Definite=Ind|Gender=Neut|Number=Sing 0 root
som som PRON _ 6 obj
industrien industri NOUN Definite=Def|Gender=Com|Number=Sing 6 nsubj
åbenbart åbenbart ADV _ 6 advmod
deler dele VERB {_PRES} 2 acl:relcl
med med ADP _ 8 case
studerende studerende NOUN _ 6 obl nospace
. . PUNCT _ 2 punct
""")
#: The same words with no tree to read (a root only): the word reading finds the shape.
HERUNDER = written("w-herunder", f"""
Herunder herunder ADV _ 0 root
syv syv NUM _ 3 nummod
politifolk politifolk NOUN _ 1 obj nospace
, , PUNCT _ 5 punct
som som PRON _ 6 nsubj
var være AUX {_PAST} 3 acl:relcl
tæt tæt ADJ _ 6 xcomp
på på ADP _ 9 case
tankvognen tankvogn NOUN Definite=Def 7 obl nospace
. . PUNCT _ 1 punct
""")
#: A subordinator heads its clause, as the converted CDT has it.
HVOREFTER = written("w-hvorefter", f"""
Hvorefter hvorefter ADV _ 0 root
grupperne gruppe NOUN Definite=Def|Number=Plur 4 nsubj
nu nu ADV _ 4 advmod
gennemfører gennemføre VERB {_PRES} 1 xcomp
deres deres DET _ 6 nmod:poss
renselse renselse NOUN Definite=Ind 4 obj nospace
. . PUNCT _ 1 punct
""")
#: Near miss: Hvis ..., så ...: the main clause after the comma.
HVIS_SAA = written("w-hvis-saa", f"""
Hvis hvis SCONJ _ 3 mark
det det PRON _ 3 nsubj
kniber knibe VERB {_PRES} 6 advcl nospace
, , PUNCT _ 3 punct
så så ADV _ 6 advmod
kan kunne AUX {_PRES} 0 root
de de PRON _ 6 nsubj
hjælpe hjælpe VERB VerbForm=Inf 6 xcomp
hinanden hinanden PRON _ 8 obj nospace
. . PUNCT _ 6 punct
""")
#: Near miss: a treebank that makes the adverb Så the root of a main clause.
SAA_ROOT = written("w-saa-root", f"""
Så så ADV _ 0 root
her her ADV _ 3 advmod
er være AUX {_PRES} 1 advcl
lidt lidt ADV _ 3 nsubj
, , PUNCT _ 7 punct
men men CCONJ _ 7 cc
flot flot ADJ _ 3 conj nospace
. . PUNCT _ 1 punct
""")
STOD = written("w-stod", f"""
Stod stå VERB {_PAST} 0 root
og og CCONJ _ 3 cc
fik få VERB {_PAST} 1 conj
lyst lyst NOUN _ 3 obj
til til ADP _ 6 case
kage kage NOUN _ 4 nmod nospace
. . PUNCT _ 1 punct
""")
#: Near miss: verb first in a condition, with its subject.
KOMMER_HAN = written("w-kommer-han", f"""
Kommer komme VERB {_PRES} 6 advcl
han han PRON Case=Nom 1 nsubj
i i ADP _ 4 case
morgen morgen NOUN _ 1 obl nospace
, , PUNCT _ 1 punct
tager tage VERB {_PRES} 0 root
vi vi PRON Case=Nom 6 nsubj
ud ud ADV _ 6 advmod nospace
. . PUNCT _ 6 punct
""")
#: Near miss: an imperative.
IMPERATIVE = written("w-laes", """
Læs læse VERB Mood=Imp|VerbForm=Fin 0 root
mere meget ADV Degree=Cmp 1 advmod
om om ADP _ 4 case
sagen sag NOUN Definite=Def 1 obl
her her ADV _ 1 advmod nospace
. . PUNCT _ 1 punct
""")
SAGDE = written("w-sagde", f"""
Sagde sige VERB {_PAST} 0 root
foreningens forening NOUN Case=Gen|Definite=Def 3 nmod:poss
formand formand NOUN Definite=Ind 1 nsubj nospace
, , PUNCT _ 5 punct
Knud Knud PROPN _ 3 appos
Vilby Vilby PROPN _ 5 flat nospace
, , PUNCT _ 5 punct
til til ADP _ 9 case
Allan Allan PROPN _ 1 obl nospace
. . PUNCT _ 1 punct
""")
#: Near miss: the verb of saying after its subject.
HAN_SAGDE = written("w-han-sagde", f"""
Han han PRON Case=Nom 2 nsubj
sagde sige VERB {_PAST} 0 root
det det PRON _ 2 obj
til til ADP _ 6 case
sin sin DET _ 6 det
formand formand NOUN _ 2 obl nospace
. . PUNCT _ 2 punct
""")
GLUED = written("w-glued", f"""
Vi vi PRON Case=Nom 2 nsubj
tog tage VERB {_PAST} 0 root
toget tog NOUN Definite=Def 2 obj nospace
. . PUNCT _ 2 punct
Det det PRON _ 6 nsubj
var være AUX {_PAST} 2 parataxis
sent sent ADV _ 6 advmod nospace
. . PUNCT _ 2 punct
""")
#: Near miss: an abbreviation's full stop before a name, and a quotation of two sentences.
ABBREVIATION = written("w-abbr", f"""
Han han PRON Case=Nom 2 nsubj
bor bo VERB {_PRES} 0 root
i i ADP _ 5 case
St St PROPN Abbr=Yes 6 flat nospace
. . PUNCT _ 4 punct
Louis Louis PROPN _ 2 obl
med med ADP _ 8 case
Bente Bente PROPN _ 2 obl nospace
. . PUNCT _ 2 punct
""")
QUOTED = written("w-quoted", f"""
Han han PRON Case=Nom 2 nsubj
råbte råbe VERB {_PAST} 0 root nospace
: : PUNCT _ 2 punct
" " PUNCT _ 5 punct nospace
Stop stoppe VERB Mood=Imp 2 ccomp nospace
! ! PUNCT _ 5 punct
Vent vente VERB Mood=Imp 5 parataxis nospace
! ! PUNCT _ 7 punct nospace
" " PUNCT _ 7 punct
og og CCONJ _ 11 cc
løb løbe VERB {_PAST} 2 conj nospace
. . PUNCT _ 2 punct
""")
#: The same between single guillemets (› ‹), as the checks of run-in text read a quotation.
QUOTED_GUILLEMETS = written("w-quoted-guillemets", f"""
Han han PRON Case=Nom 2 nsubj
råbte råbe VERB {_PAST} 0 root nospace
: : PUNCT _ 2 punct
› › PUNCT _ 5 punct nospace
Stop stoppe VERB Mood=Imp 2 ccomp nospace
! ! PUNCT _ 5 punct
Vent vente VERB Mood=Imp 5 parataxis nospace
! ! PUNCT _ 7 punct nospace
‹ ‹ PUNCT _ 7 punct
og og CCONJ _ 11 cc
løb løbe VERB {_PAST} 2 conj nospace
. . PUNCT _ 2 punct
""")
HEADLINE = written("w-headline", f"""
POLITI-PENGEAFPRESNING politi-pengeafpresning NOUN _ 4 dep
Halvt halvt ADV _ 3 advmod
råbende råbe VERB VerbForm=Part 4 advcl
fortalte fortælle VERB {_PAST} 0 root
han han PRON Case=Nom 4 nsubj
det det PRON _ 4 obj nospace
. . PUNCT _ 4 punct
""")
BYLINE = written("w-byline", f"""
Af af ADP _ 2 case
Vibeke Vibeke PROPN _ 4 nmod
Scheibel Scheibel PROPN _ 2 flat
Debatten debat NOUN Definite=Def 5 nsubj
er være AUX {_PRES} 0 root
slut slut ADJ _ 5 xcomp nospace
. . PUNCT _ 5 punct
""")
#: Near miss: Af before a name and a lower-case word.
AF_NAME = written("w-af-name", f"""
Af af ADP _ 2 case
Danmarks Danmark PROPN Case=Gen 3 nmod:poss
indbyggere indbygger NOUN _ 4 obl
bor bo VERB {_PRES} 0 root
mange mange ADJ _ 4 nsubj
i i ADP _ 7 case
byer by NOUN _ 4 obl nospace
. . PUNCT _ 4 punct
""")
LABEL = written("w-label", f"""
Flot flot ADJ _ 2 amod
Tøjet tøj NOUN Definite=Def 5 nsubj nospace
, , PUNCT _ 4 punct
der der PRON _ 5 nsubj
er være AUX {_PRES} 0 root
nyt ny ADJ _ 5 xcomp nospace
. . PUNCT _ 5 punct
""")


@pytest.mark.parametrize("sentence, problem", [
    (NOUN_AND_RELATIVE, "no_main_clause"),
    (HERUNDER, "no_main_clause"),
    (HVOREFTER, "no_main_clause"),
    (STOD, "no_subject"),
    (SAGDE, "attribution_tag"),
    (GLUED, "several_sentences"),
])
def test_a_fragment_or_glued_sentence_is_dropped_from_every_source(sentence, problem):
    assert sentence_problem(sentence, registry.language("da"), every_source_only=True) == problem


@pytest.mark.parametrize("sentence", [HVIS_SAA, SAA_ROOT, KOMMER_HAN, IMPERATIVE, HAN_SAGDE, ABBREVIATION, QUOTED,
                                      AF_NAME])
def test_a_whole_sentence_of_these_shapes_is_kept(sentence):
    assert sentence_problem(sentence, registry.language("da")) is None


def test_each_check_points_at_its_word():
    danish = registry.language("da")
    assert find("no_subject", STOD, danish).form == "Stod"
    assert not find("no_subject", KOMMER_HAN, danish) and not find("no_subject", IMPERATIVE, danish)
    assert find("attribution_tag", SAGDE, danish).form == "Sagde" and not find("attribution_tag", HAN_SAGDE, danish)
    assert inner_sentence_start(GLUED, registry.language("da")).form == "Det"
    assert inner_sentence_start(ABBREVIATION, registry.language("da")) is None
    assert inner_sentence_start(QUOTED, registry.language("da")) is None
    assert inner_sentence_start(QUOTED_GUILLEMETS, registry.language("da")) is None


def test_several_sentences_is_a_check_of_every_language():
    assert inner_sentence_start(GLUED, registry.language("nb")).form == "Det"
    assert sentence_problem(GLUED, registry.language("nb"), every_source_only=True) == "several_sentences"


@pytest.mark.parametrize("sentence, word", [(HEADLINE, "Halvt"), (BYLINE, "Debatten"), (LABEL, "Tøjet")])
def test_headlines_bylines_and_labels_run_in_on_every_source(sentence, word):
    assert find("run_in_heading", sentence, registry.language("da")).form == word
    assert sentence_problem(sentence, registry.language("da")) == "run_in_heading"
    assert sentence_problem(sentence, registry.language("da"), every_source_only=True) == "run_in_heading"


def test_a_name_after_af_is_no_byline():
    assert not find("run_in_heading", AF_NAME, registry.language("da"))


def _words(text: str, upos: dict | None = None):
    rows = []
    words = text.rstrip(".").split()
    for number, word in enumerate(words, start=1):
        tag = (upos or {}).get(word, "NOUN" if number > 1 else "PRON")
        rows.append(f"{word} {word.lower()} {tag} _ {0 if number == 1 else 1} {'root' if number == 1 else 'dep'}"
                    + (" nospace" if number == len(words) else ""))
    rows.append(". . PUNCT _ 1 punct")
    return written("w-words", "\n".join(rows))


@pytest.mark.parametrize("text, upos, found", [
    ("Det er et exempel indenfor musikken.", {"er": "AUX", "et": "DET", "indenfor": "ADV"}, "exempel"),
    ("Han kom een gang om ugen.", {"kom": "VERB", "een": "NUM", "om": "ADP"}, "een"),
    ("Det er forlængst glemt af alle.", {"er": "AUX", "forlængst": "ADV", "glemt": "VERB"}, "forlængst"),
    ("I følge politiet kom han sent.", {"I": "ADP", "følge": "NOUN", "kom": "VERB", "han": "PRON"}, "I"),
    ("Det ligger indenfor byens grænser.", {"ligger": "VERB", "indenfor": "ADV", "byens": "NOUN"}, "indenfor"),
    ("Han gik i følge med sin bror.", {"gik": "VERB", "i": "ADP", "med": "ADP", "sin": "DET"}, None),
    ("Hun bad ham komme indenfor.", {"bad": "VERB", "ham": "PRON", "komme": "VERB", "indenfor": "ADV"}, None),
    ("Huset overfor er rødt.", {"Huset": "NOUN", "overfor": "ADV", "er": "AUX", "rødt": "ADJ"}, None),
])
def test_the_norms_spellings(text, upos, found):
    token = ORTHOGRAPHY.norm_spelling(_words(text, upos))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("text, found", [
    ("Hun fik fjernet blodtilføelsen.", "blodtilføelsen"),
    ("Han kontaktede de socialde myndigheder.", "socialde"),
    ("Han bestilte en sværdfiskbøf.", None),        # a compound of listed words the dictionary lacks
    ("Han mødte Vivaldi i byen.", None),            # a name
    ("Han bestilte en café au lait.", None),        # an accent: left alone
])
def test_a_word_that_is_neither_listed_nor_a_compound(text, found):
    upos = {"Vivaldi": "PROPN", "i": "ADP", "en": "DET", "de": "DET", "café": "NOUN", "au": "X", "lait": "X"}
    token = ORTHOGRAPHY.unlisted_word(_words(text, upos))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("text, found", [
    # tagged X: a misspelling only when a listed word is one letter away, here a form no stem with a
    # regular ending makes (privilegerede)
    ("Amtet er priviligerede låntagere.", "priviligerede"),
    ("Amtet er privilegerede låntagere.", None),
    ("Amtet er wealthy låntagere.", None),          # a foreign word: nothing listed one letter away
])
def test_a_word_tagged_x_is_misspelt_when_a_listed_word_is_one_letter_away(text, found):
    upos = {"Amtet": "NOUN", "er": "AUX", "priviligerede": "X", "privilegerede": "ADJ", "wealthy": "X"}
    token = ORTHOGRAPHY.unlisted_word(_words(text, upos))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("text, upos, found", [
    ("Derefter spiller mozart for os.", {"spiller": "VERB", "mozart": "X", "for": "ADP", "os": "PRON"}, "mozart"),
    ("Han rejste til københavn i går.", {"rejste": "VERB", "til": "ADP", "københavn": "NOUN", "i": "ADP",
                                         "går": "ADV"}, "københavn"),
    ("Han kan også spille the good guy.", {"kan": "AUX", "også": "ADV", "spille": "VERB", "the": "X", "good": "X",
                                           "guy": "X"}, None),  # a foreign phrase
    ("Han rejste til København i går.", {"rejste": "VERB", "til": "ADP", "København": "PROPN", "i": "ADP",
                                         "går": "ADV"}, None),
])
def test_a_name_in_lower_case(text, upos, found):
    token = ORTHOGRAPHY.lower_case_name(_words(text, upos))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("text, upos, found", [
    # two adjectives are left alone: a phrase as often as a compound (Bokmål ny norsk, nynorsk)
    ("Dette lille bitte folk opførte sig pænt.", {"Dette": "DET", "lille": "ADJ", "bitte": "ADJ", "opførte": "VERB",
                                                  "sig": "PRON", "pænt": "ADV"}, None),
    ("Han drak en kaffe kop hver dag.", {"drak": "VERB", "en": "DET", "hver": "DET"}, "kaffe"),
    ("Det var samfunds støtter alle sammen.", {"var": "AUX", "alle": "PRON", "sammen": "ADV"}, None),  # genitive
    ("Det skete søndag morgen i byen.", {"skete": "VERB", "i": "ADP"}, None),  # day and time of day
    ("Han drak rød vin hver dag.", {"drak": "VERB", "rød": "ADJ", "hver": "DET"}, None),  # adjective and noun
])
def test_a_compound_written_apart(text, upos, found):
    token = ORTHOGRAPHY.compound_apart(_words(text, upos))
    assert (token.form if token else None) == found
