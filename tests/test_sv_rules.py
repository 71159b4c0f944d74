"""The Swedish rules: hits with the exact corrupted text and a near miss for the exceptions the
docstrings name, on sentences written here, and the detectors of errors already in a source.
The dictionary is loaded once for the module."""

import pytest
from helpers import corrupted, written

from corruptions import registry
from corruptions.sentence import Sentence
from corruptions.sv.agreement import dictionary_gender, plural_form
from corruptions.sv.detectors import doubled_word, marked_typo, neighbour_word
from corruptions.sv.lexicon import shared_lexicon
from corruptions.sv.verbs import present_tense

SV = registry.language("sv")

_NOM = "Case=Nom|Number=Plur|Person=3|PronType=Prs"
_ACC = "Case=Acc|Number=Plur|Person=3|PronType=Prs"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act"
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin|Voice=Act"
_INF = "VerbForm=Inf|Voice=Act"
_NEUT_IND = "Case=Nom|Definite=Ind|Gender=Neut|Number=Sing"
_NEUT_DEF = "Case=Nom|Definite=Def|Gender=Neut|Number=Sing"
_COM_IND = "Case=Nom|Definite=Ind|Gender=Com|Number=Sing"
_PLUR_DEF = "Case=Nom|Definite=Def|Gender=Neut|Number=Plur"
_ART_NEUT = "Definite=Ind|Gender=Neut|Number=Sing|PronType=Art"
_ART_COM = "Definite=Ind|Gender=Com|Number=Sing|PronType=Art"
_ART_PLUR = "Definite=Def|Number=Plur|PronType=Art"
_ADJ_NEUT = "Case=Nom|Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing"
_ADJ_WEAK = "Case=Nom|Definite=Def|Degree=Pos"
_ADJ_PLUR = "Case=Nom|Degree=Pos|Number=Plur"


@pytest.fixture(scope="module", autouse=True)
def lexicon():
    """The Swedish dictionary, loaded once for the module (a few seconds)."""
    return shared_lexicon()


def outputs(name: str, sentence: Sentence) -> list[str]:
    return corrupted(SV.get(name), sentence)


# de / dem ----------------------------------------------------------------------------------------

def test_flip_de_dem_makes_the_object_a_subject_form_and_back():
    obj = written("o", f"""Vännerna vän NOUN {_PLUR_DEF} 2 nsubj
litade lita VERB {_PAST} 0 root
på på ADP _ 4 case
dem de PRON {_ACC} 2 obl nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_de_dem_case", obj) == ["Vännerna litade på de."]
    subject = written("s", f"""De de PRON {_NOM} 2 nsubj
kom komma VERB {_PAST} 0 root
hem hem ADV _ 2 advmod nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_de_dem_case", subject) == ["Dem kom hem."]


def test_flip_de_dem_leaves_relative_clauses_predicatives_and_articles_alone():
    relative = written("r", f"""Jag jag PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
såg se VERB {_PAST} 0 root
dem de PRON {_ACC} 2 obj
som som PRON PronType=Rel 5 nsubj
kom komma VERB {_PAST} 3 acl:relcl nospace
. . PUNCT _ 2 punct""")
    predicative = written("p", f"""Det det PRON Gender=Neut|Number=Sing|PronType=Prs 3 nsubj
var vara AUX {_PAST} 3 cop
de de PRON {_NOM} 0 root nospace
. . PUNCT _ 3 punct""")
    fronted = written("f", f"""Polisen polis NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 2 nsubj
stoppade stoppa VERB {_PAST} 0 root
dem de PRON {_ACC} 2 obj nospace
. . PUNCT _ 2 punct""")
    for sentence in (relative, predicative, fronted):
        assert outputs("flip_de_dem_case", sentence) == [], sentence.text


def test_flip_de_dem_article_writes_dem_before_an_adjective_and_its_noun():
    hit = written("a", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
besökte besöka VERB {_PAST} 0 root
de den DET {_ART_PLUR} 5 det
finska finsk ADJ {_ADJ_WEAK} 5 amod
skolorna skola NOUN Case=Nom|Definite=Def|Gender=Com|Number=Plur 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_de_dem_article", hit) == ["Han besökte dem finska skolorna."]
    ordinal = written("o", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
minns minnas VERB {_PRES} 0 root
de den DET {_ART_PLUR} 5 det
första första ADJ Case=Nom|Degree=Pos|NumType=Ord 5 amod
åren år NOUN {_PLUR_DEF} 2 obj nospace
. . PUNCT _ 2 punct""")
    bare = written("b", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
minns minnas VERB {_PRES} 0 root
de den DET {_ART_PLUR} 4 det
åren år NOUN {_PLUR_DEF} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_de_dem_article", ordinal) == outputs("flip_de_dem_article", bare) == []


def test_the_de_dem_detectors_find_the_other_form_in_a_source():
    article = written("d", f"""Dem de PRON {_ACC} 3 det
nya ny ADJ {_ADJ_WEAK} 3 amod
husen hus NOUN {_PLUR_DEF} 4 nsubj
står stå VERB {_PRES} 0 root
tomma tom ADJ {_ADJ_PLUR} 4 xcomp nospace
. . PUNCT _ 4 punct""")
    assert SV.get("flip_de_dem_article").error_in_source(article).form == "Dem"
    obj = written("o", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 2 nsubj
hjälpte hjälpa VERB {_PAST} 0 root
de de PRON {_NOM} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert SV.get("flip_de_dem_case").error_in_source(obj).form == "de"


# en / ett and adjectives -------------------------------------------------------------------------

def _noun_phrase(article: str, article_feats: str, adjective: str, lemma: str, adjective_feats: str,
                 noun: str, noun_lemma: str, noun_feats: str) -> Sentence:
    """``Vi såg <article> <adjective> <noun>.``"""
    return written("np", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 2 nsubj
såg se VERB {_PAST} 0 root
{article} en DET {article_feats} 5 det
{adjective} {lemma} ADJ {adjective_feats} 5 amod
{noun} {noun_lemma} NOUN {noun_feats} 2 obj nospace
. . PUNCT _ 2 punct""")


def test_the_dictionary_gives_the_gender_of_nouns_and_of_unlisted_compounds():
    assert [dictionary_gender(w) for w in ("hus", "bil", "äpple", "flicka", "arbetsinkomst")] == [
        "Neut", "Com", "Neut", "Com", "Com"]
    assert [plural_form(w) for w in ("stor", "vacker", "gammal", "mogen", "öppen")] == [
        "stora", "vackra", "gamla", "mogna", "öppna"]


def test_flip_article_gender_and_the_attributive_adjective():
    hus = _noun_phrase("ett", _ART_NEUT, "stort", "stor", _ADJ_NEUT, "hus", "hus", _NEUT_IND)
    assert outputs("flip_en_ett", hus) == ["Vi såg en stort hus."]
    assert outputs("corrupt_attributive_agreement", hus) == ["Vi såg ett stor hus."]
    bil = _noun_phrase("en", _ART_COM, "ny", "ny", "Case=Nom|Definite=Ind|Degree=Pos|Gender=Com|Number=Sing",
                       "bil", "bil", _COM_IND)
    assert outputs("flip_en_ett", bil) == ["Vi såg ett ny bil."]
    assert outputs("corrupt_attributive_agreement", bil) == []
    weak = _noun_phrase("de", _ART_PLUR, "stora", "stor", _ADJ_WEAK, "husen", "hus", _PLUR_DEF)
    assert outputs("corrupt_attributive_agreement", weak) == ["Vi såg de stor husen."]


def test_nouns_of_two_genders_and_irregular_adjectives_are_no_targets():
    umbrella = _noun_phrase("ett", _ART_NEUT, "stort", "stor", _ADJ_NEUT, "paraply", "paraply", _NEUT_IND)
    assert outputs("flip_en_ett", umbrella) == outputs("corrupt_attributive_agreement", umbrella) == []
    red = _noun_phrase("ett", _ART_NEUT, "rött", "röd", _ADJ_NEUT, "hus", "hus", _NEUT_IND)
    assert outputs("corrupt_attributive_agreement", red) == []
    assert outputs("flip_en_ett", red) == ["Vi såg en rött hus."]


def _bare_phrase(adjective: str, lemma: str, noun: str, noun_feats: str, adverb: str = "") -> Sentence:
    """``Borsta bort [adverb] <adjective> <noun>.`` with no determiner."""
    modifier = f"{adverb} {adverb} ADV _ 4 advmod\n" if adverb else ""
    shift = 1 if adverb else 0
    return written("bare", f"""Borsta borsta VERB Mood=Imp|VerbForm=Fin|Voice=Act 0 root
bort bort ADV _ 1 compound:prt
{modifier}{adjective} {lemma} ADJ {_ADJ_NEUT if adjective.endswith("t") else _ADJ_COM} {4 + shift} amod
{noun} {noun.lower()} NOUN {noun_feats} 1 obj nospace
. . PUNCT _ 1 punct""")


_ADJ_COM = "Case=Nom|Definite=Ind|Degree=Pos|Gender=Com|Number=Sing"


@pytest.mark.parametrize("adjective, lemma, noun, feats, adverb, found", [
    ("eventuellt", "eventuell", "rost", _COM_IND, "", "eventuellt"),   # rost is an en-word
    ("nytt", "ny", "bil", _COM_IND, "", "nytt"),
    ("nytt", "ny", "bil", _COM_IND, "helt", "nytt"),                   # an adverb before it
    ("eventuell", "eventuell", "rost", _COM_IND, "", None),            # agrees
    ("nytt", "ny", "hus", _NEUT_IND, "", None),                        # hus is an ett-word
    ("stort", "stor", "paraply", _NEUT_IND, "", None),                 # paraply has two genders
    ("kort", "kort", "stund", _COM_IND, "", None),                     # a lemma in -t: kort is its base form
    ("nytt", "ny", "bil", "Case=Nom|Definite=Ind|Gender=Neut|Number=Sing", "", None),  # FEATS say neuter
])
def test_a_neuter_adjective_on_a_common_noun_in_a_source(adjective, lemma, noun, feats, adverb, found):
    token = SV.get("corrupt_attributive_agreement").error_in_source(_bare_phrase(adjective, lemma, noun, feats, adverb))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("degree_head, middle, noun", [
    (6, f"fin fin ADJ {_ADJ_COM} 6 amod", "bil"),              # en väldigt fin bil
    (5, f"fin fin NOUN {_COM_IND} 6 amod", "uppslutning"),     # a pipeline's parse: fin a noun, the phrase goes on
])
def test_a_neuter_form_before_another_adjective_is_an_adverb_of_degree_not_an_error(degree_head, middle, noun):
    """``en väldigt fin bil``: a parser may hang ``väldigt`` on the noun, or on ``fin`` taken for a noun."""
    phrase = written("deg", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 2 nsubj
fick få VERB {_PAST} 0 root
en en DET {_ART_COM} 6 det
väldigt väldig ADJ {_ADJ_NEUT} {degree_head} amod
{middle}
{noun} {noun} NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert SV.get("corrupt_attributive_agreement").error_in_source(phrase) is None


def test_a_neuter_form_right_after_a_verb_is_the_verbs_adverb_not_an_error():
    """``Vi fick snabbt hjälp``: a parser may hang the adverb on the noun as an adjective."""
    quickly = written("adv", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 2 nsubj
fick få VERB {_PAST} 0 root
snabbt snabb ADJ {_ADJ_NEUT} 4 amod
hjälp hjälp NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert SV.get("corrupt_attributive_agreement").error_in_source(quickly) is None


def _predicative(subject: str, lemma: str, upos: str, feats: str, adjective: str, adjective_lemma: str,
                 adjective_feats: str) -> Sentence:
    return written("pred", f"""{subject} {lemma} {upos} {feats} 3 nsubj
är vara AUX {_PRES} 3 cop
{adjective} {adjective_lemma} ADJ {adjective_feats} 0 root nospace
. . PUNCT _ 3 punct""")


def test_corrupt_predicative_adjective_after_a_neuter_or_plural_subject():
    kitchen = _predicative("Köket", "kök", "NOUN", _NEUT_DEF, "stort", "stor", _ADJ_NEUT)
    assert outputs("corrupt_predicative_agreement", kitchen) == ["Köket är stor."]
    houses = _predicative("Husen", "hus", "NOUN", _PLUR_DEF, "stora", "stor", _ADJ_PLUR)
    assert outputs("corrupt_predicative_agreement", houses) == ["Husen är stor."]
    formal = _predicative("Det", "det", "PRON", "Gender=Neut|Number=Sing|PronType=Prs", "viktigt", "viktig",
                          _ADJ_NEUT)
    assert outputs("corrupt_predicative_agreement", formal) == ["Det är viktig."]
    good = _predicative("Det", "det", "PRON", "Gender=Neut|Number=Sing|PronType=Prs", "bra", "bra",
                        "Case=Nom|Degree=Pos")
    bare = _predicative("Pannkakor", "pannkaka", "NOUN", "Case=Nom|Definite=Ind|Gender=Com|Number=Plur", "goda",
                        "god", _ADJ_PLUR)
    assert outputs("corrupt_predicative_agreement", good) == outputs("corrupt_predicative_agreement", bare) == []
    assert SV.get("corrupt_predicative_agreement").error_in_source(
        _predicative("Köket", "kök", "NOUN", _NEUT_DEF, "stor", "stor", _ADJ_NEUT)).form == "stor"


# a definite noun after a possessor ---------------------------------------------------------------

def test_definite_after_possessor_after_a_pronoun_and_a_genitive():
    mine = written("m", f"""Jag jag PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
tog ta VERB {_PAST} 0 root
min min PRON Gender=Com|Number=Sing|Poss=Yes|PronType=Prs 4 nmod:poss
bil bil NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("definite_after_possessor", mine) == ["Jag tog min bilen."]
    genitive = written("g", f"""Barnen barn NOUN {_PLUR_DEF} 5 nsubj
är vara AUX {_PRES} 5 cop
ett en DET {_ART_NEUT} 4 det
lands land NOUN Case=Gen|Definite=Ind|Gender=Neut|Number=Sing 5 nmod:poss
framtid framtid NOUN {_COM_IND} 0 root nospace
. . PUNCT _ 5 punct""")
    assert outputs("definite_after_possessor", genitive) == ["Barnen är ett lands framtiden."]
    house = written("h", f"""Jag jag PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
sålde sälja VERB {_PAST} 0 root
vårt vår PRON Gender=Neut|Number=Sing|Poss=Yes|PronType=Prs 4 nmod:poss
hus hus NOUN {_NEUT_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("definite_after_possessor", house) == ["Jag sålde vårt huset."]


def test_definite_after_possessor_leaves_er_and_names_alone():
    you = written("y", f"""Jag jag PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
ger ge VERB {_PRES} 0 root
er ni PRON Number=Plur|Poss=Yes|PronType=Prs 4 nmod:poss
tid tid NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    name = written("n", f"""Jag jag PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
såg se VERB {_PAST} 0 root
Hans han PRON Poss=Yes|PronType=Prs 4 nmod:poss
bil bil NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("definite_after_possessor", you) == outputs("definite_after_possessor", name) == []


# verbs -------------------------------------------------------------------------------------------

def test_present_tense_of_regular_and_irregular_infinitives():
    assert [present_tense(w) for w in ("komma", "tala", "läsa", "bo", "höra", "vara")] == [
        "kommer", "talar", "läser", "bor", "hör", "är"]
    # an -s infinitive; and two listed presents (kör, and körer: choirs)
    assert present_tense("finnas") is None and present_tense("köra") is None


def test_corrupt_infinitive_after_a_modal_and_att():
    modal = written("m", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 3 nsubj
ska skola AUX {_PRES} 3 aux
komma komma VERB {_INF} 0 root
i i ADP _ 5 case
morgon morgon NOUN {_COM_IND} 3 obl nospace
. . PUNCT _ 3 punct""")
    assert outputs("corrupt_infinitive", modal) == ["Vi ska kommer i morgon."]
    # after kan, which also takes an object, a present in -er before a preposition could be a plural noun
    can = written("k", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 3 nsubj
kan kunna AUX {_PRES} 3 aux
komma komma VERB {_INF} 0 root
i i ADP _ 5 case
morgon morgon NOUN {_COM_IND} 3 obl nospace
. . PUNCT _ 3 punct""")
    assert outputs("corrupt_infinitive", can) == []
    marker = written("a", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
började börja VERB {_PAST} 0 root
att att PART _ 4 mark
läsa läsa VERB {_INF} 2 xcomp
boken bok NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 4 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("corrupt_infinitive", marker) == ["Han började att läser boken."]
    deponent = written("d", f"""Det det PRON Gender=Neut|Number=Sing|PronType=Prs 3 expl
måste måste AUX {_PRES} 3 aux
finnas finnas VERB VerbForm=Inf 0 root
mat mat NOUN {_COM_IND} 3 nsubj nospace
. . PUNCT _ 3 punct""")
    assert outputs("corrupt_infinitive", deponent) == []
    assert SV.get("corrupt_infinitive").error_in_source(
        written("e", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 3 nsubj
kan kunna AUX {_PRES} 3 aux
kommer komma VERB {_PRES} 0 root nospace
. . PUNCT _ 3 punct""")).form == "kommer"


# word order --------------------------------------------------------------------------------------

def test_flip_v2_inversion_after_a_fronted_adverbial():
    tomorrow = written("v", f"""I i ADP _ 2 case
morgon morgon NOUN {_COM_IND} 3 obl
åker åka VERB {_PRES} 0 root
jag jag PRON Case=Nom|Number=Sing|PronType=Prs 3 nsubj
hem hem ADV _ 3 advmod nospace
. . PUNCT _ 3 punct""")
    assert outputs("flip_v2_after_fronting", tomorrow) == ["I morgon jag åker hem."]
    fronted_object = written("o", f"""Boken bok NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 2 obj
läste läsa VERB {_PAST} 0 root
han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj nospace
. . PUNCT _ 2 punct""")
    maybe = written("k", f"""Kanske kanske ADV _ 2 advmod
kommer komma VERB {_PRES} 0 root
han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_v2_after_fronting", fronted_object) == outputs("flip_v2_after_fronting", maybe) == []


def test_flip_v2_inversion_after_a_clause_of_a_two_word_subjunction():
    """``efter att`` is one subjunction of ``data/v2_fronted_subjunctions.txt``: the clause it opens is fronted."""
    after = written("e", f"""Efter efter ADP _ 5 mark
att att SCONJ _ 5 mark
han han PRON Case=Nom|Number=Sing|PronType=Prs 5 nsubj
hade ha AUX {_PAST} 5 aux
ätit äta VERB VerbForm=Sup|Voice=Act 7 advcl nospace
, , PUNCT _ 5 punct
gick gå VERB {_PAST} 0 root
han han PRON Case=Nom|Number=Sing|PronType=Prs 7 nsubj
hem hem ADV _ 7 advmod nospace
. . PUNCT _ 7 punct""")
    assert outputs("flip_v2_after_fronting", after) == ["Efter att han hade ätit, han gick hem."]


def _because(subjunction: str, verb_feats: str = _PAST) -> Sentence:
    return written("b", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
stannade stanna VERB {_PAST} 0 root
hemma hemma ADV _ 2 advmod
{subjunction} {subjunction} SCONJ _ 7 mark
han han PRON Case=Nom|Number=Sing|PronType=Prs 7 nsubj
inte inte PART Polarity=Neg 7 advmod
mådde må VERB {verb_feats} 2 advcl
bra bra ADV _ 7 advmod nospace
. . PUNCT _ 2 punct""")


def test_flip_subclause_adverb_breaks_the_biff_order_of_a_causal_clause_not_of_a_reported_one():
    assert outputs("flip_biff_negation", _because("eftersom")) == [
        "Han stannade hemma eftersom han mådde inte bra."]
    reported = written("r", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
sa säga VERB {_PAST} 0 root
att att SCONJ _ 7 mark
han han PRON Case=Nom|Number=Sing|PronType=Prs 7 nsubj
inte inte PART Polarity=Neg 7 advmod
kunde kunna AUX {_PAST} 7 aux
komma komma VERB {_INF} 2 ccomp nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_biff_negation", reported) == []
    assert not SV.get("flip_biff_negation").enabled_by_default


# särskrivning and the basic swap -----------------------------------------------------------------

def _to(noun: str, lemma: str, feats: str) -> Sentence:
    return written("c", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
ringde ringa VERB {_PAST} 0 root
till till ADP _ 4 case
{noun} {lemma} NOUN {feats} 2 obl nospace
. . PUNCT _ 2 punct""")


def test_split_compound_checks_both_parts_against_the_dictionary():
    assert outputs("split_sarskrivning", _to("telefonmottagningen", "telefonmottagning",
                                         "Case=Nom|Definite=Def|Gender=Com|Number=Sing")) == [
        "Han ringde till telefon mottagningen."]
    rule = SV.get("split_sarskrivning")
    assert rule.seam("sköterskor") is None  # no sköter + skor
    assert rule.seam("förskolan") is None  # för skolan is a phrase
    assert rule.seam("storstad") is None  # stor stad is a phrase
    assert rule.seam("beroendeställning") is None  # a participle


def test_the_basic_swap_keeps_to_its_positive_list():
    sentence = written("n", f"""Vi vi PRON Case=Nom|Number=Plur|PronType=Prs 2 nsubj
köpte köpa VERB {_PAST} 0 root
en en DET {_ART_COM} 4 det
bil bil NOUN {_COM_IND} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_neighbours", sentence) == ["Vi köpte bil en."]


# source detectors --------------------------------------------------------------------------------

def test_the_source_detectors():
    doubled = written("d", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
gick gå VERB {_PAST} 0 root
till till ADP _ 5 case
till till ADP _ 5 case
stan stad NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 2 obl nospace
. . PUNCT _ 2 punct""")
    assert doubled_word(doubled).index == 3
    norwegian = written("n", f"""Jeg jeg PRON _ 2 nsubj
kommer komma VERB {_PRES} 0 root
ikke ikke ADV _ 2 advmod nospace
. . PUNCT _ 2 punct""")
    assert neighbour_word(norwegian).form == "Jeg"
    assert neighbour_word(doubled) is None
    typo = written("t", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
gick gå VERB {_PAST}|Typo=Yes 0 root nospace
. . PUNCT _ 2 punct""")
    assert marked_typo(typo).form == "gick" and marked_typo(doubled) is None


# the infinitive marker ---------------------------------------------------------------------------

def _saved(marker_upos: str, verb: str, before: str = "för", before_upos: str = "ADP") -> Sentence:
    """``Han sparade pengar <before> att <verb> dit.``, the preposition and att marking the verb."""
    return written("att", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
sparade spara VERB {_PAST} 0 root
pengar pengar NOUN Case=Nom|Definite=Ind|Gender=Com|Number=Plur 2 obj
{before} {before} {before_upos} _ 6 mark
att att {marker_upos} _ 6 mark
{verb} {verb} VERB {_INF} 2 advcl
dit dit ADV _ 6 advmod nospace
. . PUNCT _ 2 punct""")


def test_drop_infinitive_marker_after_a_preposition_and_an_adjective():
    assert outputs("drop_infinitive_marker", _saved("PART", "åka")) == ["Han sparade pengar för åka dit."]
    hard = written("h", f"""Det det PRON Gender=Neut|Number=Sing|PronType=Prs 3 expl
är vara AUX {_PRES} 3 cop
svårt svår ADJ {_ADJ_NEUT} 0 root
att att PART _ 5 mark
säga säga VERB {_INF} 3 csubj nospace
. . PUNCT _ 3 punct""")
    assert outputs("drop_infinitive_marker", hard) == ["Det är svårt säga."]


def test_drop_infinitive_marker_leaves_verbs_subjunctions_and_ambiguous_infinitives_alone():
    assert outputs("drop_infinitive_marker", _saved("SCONJ", "åka")) == []  # för han kom: because
    assert outputs("drop_infinitive_marker", _saved("PART", "utvecklas")) == []  # also a present
    assert outputs("drop_infinitive_marker", _saved("PART", "dricka")) == []  # also a noun
    assert outputs("drop_infinitive_marker", _saved("PART", "gifta")) == []  # also the participle gifta
    will = written("k", f"""Vad vad PRON PronType=Int 6 obj
kommer komma VERB {_PRES} 0 root
resultatet resultat NOUN {_NEUT_DEF} 2 nsubj
på på ADP _ 5 case
sikt sikt NOUN {_COM_IND} 2 obl
att att PART _ 7 mark
bli bli VERB {_INF} 2 xcomp nospace
? ? PUNCT _ 2 punct""")
    assert outputs("drop_infinitive_marker", will) == []  # kommer ... bli is no error
    bare = written("e", f"""Han han PRON Case=Nom|Number=Sing|PronType=Prs 2 nsubj
sparade spara VERB {_PAST} 0 root
för för ADP _ 4 mark
åka åka VERB {_INF} 2 advcl nospace
. . PUNCT _ 2 punct""")
    assert SV.get("drop_infinitive_marker").error_in_source(bare).form == "åka"
