"""The Swedish types of DaLAJ's classes L, O and S (word choice, spelling, missing and superfluous words),
the fallback ``delete`` and the reach of ``flip_v2_after_fronting``: hits with the exact corrupted text
and a near miss for each exception the docstrings name, on sentences written here, and the detectors
of errors already in a source. The sentence builders are shared with ``tests/rule_cases_sv.py``."""

import pytest
from helpers import corrupted, written

from corruptions import registry
from corruptions.sentence import Sentence
from corruptions.sv.lexicon import shared_lexicon

SV = registry.language("sv")

_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act"
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin|Voice=Act"
_INF = "VerbForm=Inf|Voice=Act"
_SUP = "VerbForm=Sup|Voice=Act"
_JAG = "Case=Nom|Number=Sing|Person=1|PronType=Prs"
_VI = "Case=Nom|Number=Plur|Person=1|PronType=Prs"
_HAN = "Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs"
_DET = "Gender=Neut|Number=Sing|PronType=Prs"
_COM = "Case=Nom|Definite=Ind|Gender=Com|Number=Sing"
_NEUT = "Case=Nom|Definite=Ind|Gender=Neut|Number=Sing"
_PLUR = "Case=Nom|Definite=Ind|Gender=Com|Number=Plur"
_POSS_PLUR = "Number=Plur|Person=1|Poss=Yes|PronType=Prs"
_POSS_3 = "Poss=Yes|PronType=Prs"


@pytest.fixture(scope="module", autouse=True)
def lexicon():
    """The Swedish dictionary, loaded once for the module (a few seconds)."""
    return shared_lexicon()


def outputs(name: str, sentence: Sentence) -> list[str]:
    return corrupted(SV.get(name), sentence)


# flip_sig_sin ------------------------------------------------------------------------------------

def our_parents() -> Sentence:
    """``Vi hälsade på våra föräldrar.``"""
    return written("parents", f"""Vi vi PRON {_VI} 2 nsubj
hälsade hälsa VERB {_PAST} 0 root
på på ADP _ 5 case
våra vår PRON {_POSS_PLUR} 5 nmod:poss
föräldrar förälder NOUN {_PLUR} 2 obl nospace
. . PUNCT _ 2 punct""")


def gave_him_our_book() -> Sentence:
    """``Vi gav honom vår bok.``: a pronoun before the possessive, which ``sin`` could refer to."""
    return written("gave", f"""Vi vi PRON {_VI} 2 nsubj
gav ge VERB {_PAST} 0 root
honom han PRON Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs 2 iobj
vår vår PRON Number=Sing|Person=1|Poss=Yes|PronType=Prs 5 nmod:poss
bok bok NOUN {_COM} 2 obj nospace
. . PUNCT _ 2 punct""")


def his_brother(possessive: str = "Hans", noun_feats: str = _COM) -> Sentence:
    """``Hans bror kom hem.``"""
    return written("brother", f"""{possessive} han PRON {_POSS_3} 2 nmod:poss
bror bror NOUN {noun_feats} 3 nsubj
kom komma VERB {_PAST} 0 root
hem hem ADV _ 3 advmod nospace
. . PUNCT _ 3 punct""")


def he_saw_me() -> Sentence:
    """``Han såg mig.``: the object is another person than the subject."""
    return written("saw", f"""Han han PRON {_HAN} 2 nsubj
såg se VERB {_PAST} 0 root
mig jag PRON Case=Acc|Number=Sing|Person=1|PronType=Prs 2 obj nospace
. . PUNCT _ 2 punct""")


def test_flip_sig_sin_puts_the_reflexive_beside_the_first_person_and_in_the_subject():
    assert outputs("flip_sig_sin", our_parents()) == ["Vi hälsade på sina föräldrar."]
    tired = written("tired", f"""Jag jag PRON {_JAG} 2 nsubj
känner känna VERB {_PRES} 0 root
mig jag PRON Case=Acc|Number=Sing|Person=1|PronType=Prs 2 obj
trött trött ADJ Case=Nom|Degree=Pos 2 xcomp nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_sig_sin", tired) == ["Jag känner sig trött."]
    assert outputs("flip_sig_sin", his_brother()) == ["Sin bror kom hem."]
    assert outputs("flip_sig_sin", his_brother("Deras", _PLUR)) == ["Sina bror kom hem."]
    wife = written("wife", f"""Han han PRON {_HAN} 5 nsubj
och och CCONJ _ 4 cc
hans han PRON {_POSS_3} 4 nmod:poss
fru fru NOUN {_COM} 1 conj
kom komma VERB {_PAST} 0 root nospace
. . PUNCT _ 5 punct""")
    assert outputs("flip_sig_sin", wife) == ["Han och sin fru kom."]
    trying = written("try", f"""Vi vi PRON {_VI} 2 nsubj
försöker försöka VERB {_PRES} 0 root
hålla hålla VERB {_INF} 2 xcomp
oss vi PRON Case=Acc|Number=Plur|Person=1|PronType=Prs 3 obj
friska frisk ADJ Case=Nom|Degree=Pos|Number=Plur 3 xcomp nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_sig_sin", trying) == ["Vi försöker hålla sig friska."]


def test_flip_sig_sin_leaves_other_antecedents_persons_and_objects_alone():
    assert outputs("flip_sig_sin", gave_him_our_book()) == []
    assert outputs("flip_sig_sin", he_saw_me()) == []
    took = written("took", f"""Han han PRON {_HAN} 2 nsubj
tog ta VERB {_PAST} 0 root
hans han PRON {_POSS_3} 4 nmod:poss
bok bok NOUN {_COM} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_sig_sin", took) == []  # Han tog sin bok is a sentence too
    assert outputs("flip_sig_sin", his_brother(noun_feats="Case=Nom|Definite=Ind|Number=Sing")) == []  # no gender
    both = written("both", f"""Hans han PRON {_POSS_3} 4 nmod:poss
och och CCONJ _ 3 cc
hennes hon PRON {_POSS_3} 1 conj
barn barn NOUN {_PLUR} 5 nsubj
kom komma VERB {_PAST} 0 root nospace
. . PUNCT _ 5 punct""")
    assert outputs("flip_sig_sin", both) == []
    asked = written("asked", f"""Vi vi PRON {_VI} 2 nsubj
bad be VERB {_PAST} 0 root
dem de PRON Case=Acc|Number=Plur|Person=3|PronType=Prs 2 obj
ta ta VERB {_INF} 2 xcomp
våra vår PRON {_POSS_PLUR} 6 nmod:poss
böcker bok NOUN {_PLUR} 4 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_sig_sin", asked) == []  # object control: sina would be theirs


# ingen after a non-finite verb -------------------------------------------------------------------

def has_no_car(negation: str = "inte") -> Sentence:
    """``Han har inte någon bil.``: a finite verb, after which ``ingen`` is right."""
    return written("car", f"""Han han PRON {_HAN} 2 nsubj
har ha VERB {_PRES} 0 root
{negation} inte PART Polarity=Neg 2 advmod
någon någon DET Gender=Com|Number=Sing|PronType=Ind 5 det
bil bil NOUN {_COM} 2 obj nospace
. . PUNCT _ 2 punct""")


def test_ingen_after_verb_moves_the_negation_into_the_object_after_an_infinitive():
    seen = written("seen", f"""Jag jag PRON {_JAG} 4 nsubj
har ha AUX {_PRES} 4 aux
inte inte PART Polarity=Neg 4 advmod
sett se VERB {_SUP} 0 root
någon någon PRON Gender=Com|Number=Sing|PronType=Ind 4 obj nospace
. . PUNCT _ 4 punct""")
    assert outputs("ingen_after_verb", seen) == ["Jag har sett ingen."]
    assert outputs("ingen_after_verb", has_no_car()) == []
    bigger = written("bigger", f"""Det det PRON {_DET} 4 nsubj
har ha AUX {_PRES} 4 aux
inte inte PART Polarity=Neg 4 advmod
blivit bli VERB {_SUP} 0 root
något något ADV _ 6 advmod
större stor ADJ Case=Nom|Degree=Cmp 4 xcomp nospace
. . PUNCT _ 4 punct""")
    assert outputs("ingen_after_verb", bigger) == []


# the preposition of a fixed phrase ---------------------------------------------------------------

def in_the_way(determiner: str, upos: str = "DET", feats: str = "Definite=Def|Gender=Neut|Number=Sing|PronType=Art",
               relative: bool = False) -> Sentence:
    """``Det gjordes på <determiner> sätt[ som var vanligt].``"""
    deprel = "nmod:poss" if "Poss" in feats else "det"
    rows = [f"Det det PRON {_DET} 2 nsubj:pass",
            "gjordes göra VERB Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Pass 0 root",
            "på på ADP _ 5 case",
            f"{determiner} {determiner} {upos} {feats} 5 {deprel}",
            f"sätt sätt NOUN {_NEUT} 2 obl"]
    if relative:
        rows += ["som som PRON PronType=Rel 8 nsubj",
                 f"var vara AUX {_PAST} 8 cop",
                 "vanligt vanlig ADJ Case=Nom|Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing 5 acl:relcl"]
    rows[-1] += " nospace"
    return written("way", "\n".join([*rows, ". . PUNCT _ 2 punct"]))


def test_flip_fixed_preposition_writes_i_for_pa_before_satt_and_for_for_till_exempel():
    assert outputs("flip_fixed_preposition", in_the_way("samma", "ADJ", "Degree=Pos")) == ["Det gjordes i samma sätt."]
    assert outputs("flip_fixed_preposition", in_the_way("det", relative=True)) == []
    assert outputs("flip_fixed_preposition", in_the_way("sitt", "PRON", "Gender=Neut|Poss=Yes|PronType=Prs")) == []
    example = written("ex", f"""Vi vi PRON {_VI} 2 nsubj
läser läsa VERB {_PRES} 0 root
till till ADP _ 4 case
exempel exempel NOUN {_NEUT} 2 obl
böcker bok NOUN {_PLUR} 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("flip_fixed_preposition", example) == ["Vi läser för exempel böcker."]


# missing subjects --------------------------------------------------------------------------------

def because_it(subjunction: str = "eftersom", verb: str = "regnade", lemma: str = "regna",
               feats: str = _PAST) -> Sentence:
    """``Vi stannade hemma <subjunction> det <verb>.``"""
    return written("rain", f"""Vi vi PRON {_VI} 2 nsubj
stannade stanna VERB {_PAST} 0 root
hemma hemma ADV _ 2 advmod
{subjunction} {subjunction} SCONJ _ 6 mark
det det PRON {_DET} 6 nsubj
{verb} {lemma} VERB {feats} 2 advcl nospace
. . PUNCT _ 2 punct""")


def important_to_read(fronted: str | None = "Därför") -> Sentence:
    """``[Därför] är det viktigt att läsa.``"""
    rows = ""
    shift = 0
    if fronted is not None:
        rows = f"{fronted} {fronted.lower()} ADV _ 4 advmod\n"
        shift = 1
    first = "är" if fronted is not None else "Är"
    det = "det" if fronted is not None else "Det"
    if fronted is None:
        rows = f"""{det} det PRON {_DET} 3 expl
är vara AUX {_PRES} 3 cop
"""
    else:
        rows += f"""{first} vara AUX {_PRES} 4 cop
{det} det PRON {_DET} 4 expl
"""
    adjective = 3 + shift
    rows += f"""viktigt viktig ADJ Case=Nom|Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing 0 root
att att PART _ {adjective + 2} mark
läsa läsa VERB {_INF} {adjective} csubj nospace
. . PUNCT _ {adjective} punct"""
    return written("read", rows)


def test_drop_subject_after_a_subjunction_and_the_formal_det():
    assert outputs("drop_subject", because_it()) == ["Vi stannade hemma eftersom regnade."]
    assert outputs("drop_subject", important_to_read()) == ["Därför är viktigt att läsa."]


def test_drop_subject_leaves_adverbs_s_verbs_a_first_det_and_dar_alone():
    assert outputs("drop_subject", because_it("då", "fanns", "finnas")) == []  # då fanns pengar: a main clause
    assert outputs("drop_subject", because_it("att", "minskas", "minska", _PRES.replace("Act", "Pass"))) == []
    assert outputs("drop_subject", important_to_read(None)) == []  # Är viktigt att läsa: a clipped note
    assert outputs("drop_subject", important_to_read("Där")) == []


def people_who_live(antecedent: str = "Folk", lemma: str = "folk", deprel: str = "nsubj") -> Sentence:
    """``Folk som bor här vet det.``"""
    return written("folk", f"""{antecedent} {lemma} NOUN {_PLUR} 5 {deprel}
som som PRON PronType=Rel 3 nsubj
bor bo VERB {_PRES} 1 acl:relcl
här här ADV _ 3 advmod
vet veta VERB {_PRES} 0 root
det det PRON {_DET} 5 obj nospace
. . PUNCT _ 5 punct""")


def know_a_man() -> Sentence:
    """``Jag vet en man som bor där.``: an object, which the rest could take as a clause without ``att``."""
    return written("man", f"""Jag jag PRON {_JAG} 2 nsubj
vet veta VERB {_PRES} 0 root
en en DET Definite=Ind|Gender=Com|Number=Sing|PronType=Art 4 det
man man NOUN {_COM} 2 obj
som som PRON PronType=Rel 6 nsubj
bor bo VERB {_PRES} 4 acl:relcl
där där ADV _ 6 advmod nospace
. . PUNCT _ 2 punct""")


def the_book_i_read() -> Sentence:
    """``Boken som jag läste var bra.``: ``som`` is the object of its clause."""
    return written("book", f"""Boken bok NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 7 nsubj
som som PRON PronType=Rel 4 obj
jag jag PRON {_JAG} 4 nsubj
läste läsa VERB {_PAST} 1 acl:relcl
var vara AUX {_PAST} 7 cop
mycket mycket ADV _ 7 advmod
bra bra ADJ Case=Nom|Degree=Pos 0 root nospace
. . PUNCT _ 7 punct""")


def talked_with(preposition: str) -> Sentence:
    """``Han talade <preposition> kvinnor som arbetade där.``"""
    return written("women", f"""Han han PRON {_HAN} 2 nsubj
talade tala VERB {_PAST} 0 root
{preposition} {preposition} ADP _ 4 case
kvinnor kvinna NOUN {_PLUR} 2 obl
som som PRON PronType=Rel 6 nsubj
arbetade arbeta VERB {_PAST} 4 acl:relcl
där där ADV _ 6 advmod nospace
. . PUNCT _ 2 punct""")


def test_drop_subject_som_where_two_finite_verbs_or_none_would_be_left():
    assert outputs("drop_subject_som", people_who_live()) == ["Folk bor här vet det."]
    many = written("many", f"""Det det PRON {_DET} 2 expl
finns finnas VERB {_PRES.replace("Act", "Pass")} 0 root
många många PRON Number=Plur|PronType=Ind 2 nsubj
som som PRON PronType=Rel 5 nsubj
vill vilja VERB {_PRES} 3 acl:relcl
hjälpa hjälpa VERB {_INF} 5 xcomp nospace
. . PUNCT _ 2 punct""")
    assert outputs("drop_subject_som", many) == ["Det finns många vill hjälpa."]
    assert outputs("drop_subject_som", talked_with("med")) == ["Han talade med kvinnor arbetade där."]
    because = talked_with("för")
    assert outputs("drop_subject_som", because) == []  # för kvinnor arbetade där: "because women worked there"


def test_drop_subject_som_leaves_objects_open_antecedents_and_conjunctions_alone():
    assert outputs("drop_subject_som", know_a_man()) == []
    assert outputs("drop_subject_som", the_book_i_read()) == []
    what = written("what", f"""Det det PRON {_DET} 5 nsubj
som som PRON PronType=Rel 3 nsubj
förvånar förvåna VERB {_PRES} 1 acl:relcl
är vara AUX {_PRES} 5 cop
priset pris NOUN Case=Nom|Definite=Def|Gender=Neut|Number=Sing 0 root nospace
. . PUNCT _ 5 punct""")
    assert outputs("drop_subject_som", what) == []
    drivers = written("drivers", f"""Vi vi PRON {_VI} 8 nsubj
som som PRON PronType=Rel 3 nsubj
kör köra VERB {_PRES} 1 acl:relcl
bil bil NOUN {_COM} 3 obj
och och CCONJ _ 6 cc
ungdomar ungdom NOUN {_PLUR} 1 conj
alla all DET _ 6 det
försöker försöka VERB {_PRES} 0 root
spara spara VERB {_INF} 8 xcomp nospace
. . PUNCT _ 8 punct""")
    assert outputs("drop_subject_som", drivers) == []


# superfluous att, the fallback delete ------------------------------------------------------------

def modal(verb: str = "kan", lemma: str = "kunna") -> Sentence:
    """``Vi <modal> sjunga och dansa.``"""
    return written("modal", f"""Vi vi PRON {_VI} 3 nsubj
{verb} {lemma} AUX {_PRES} 3 aux
sjunga sjunga VERB {_INF} 0 root
och och CCONJ _ 5 cc
dansa dansa VERB {_INF} 3 conj nospace
. . PUNCT _ 3 punct""")


def test_insert_modal_att_after_a_modal_only_before_its_first_infinitive():
    assert outputs("insert_modal_att", modal()) == ["Vi kan att sjunga och dansa."]
    assert outputs("insert_modal_att", modal("kommer", "komma")) == []
    assert outputs("insert_modal_att", modal("brukar", "bruka")) == []


def i_think_he_comes() -> Sentence:
    """``Jag tror han kommer.``: the verb has a clause as its object."""
    return written("think", f"""Jag jag PRON {_JAG} 2 nsubj
tror tro VERB {_PRES} 0 root
han han PRON {_HAN} 4 nsubj
kommer komma VERB {_PRES} 2 ccomp nospace
. . PUNCT _ 2 punct""")


def test_delete_removes_the_finite_verb_after_a_first_subject_pronoun():
    knew = written("knew", f"""Han han PRON {_HAN} 2 nsubj
visste veta VERB {_PAST} 0 root
ingenting ingenting PRON Gender=Neut|Number=Sing|PronType=Neg 2 obj nospace
. . PUNCT _ 2 punct""")
    assert outputs("delete", knew) == ["Han ingenting."]
    assert outputs("delete", i_think_he_comes()) == []
    lived = written("lived", f"""Vi vi PRON {_VI} 3 nsubj
har ha AUX {_PRES} 3 aux
bott bo VERB {_SUP} 0 root
här här ADV _ 3 advmod nospace
. . PUNCT _ 3 punct""")
    assert outputs("delete", lived) == ["Vi bott här."]  # a supine is never spelt like a past


# spelling ----------------------------------------------------------------------------------------

def test_the_double_consonant_after_the_first_vowel_both_ways():
    rule = SV.get("corrupt_dubbelteckning")
    assert [rule.misspelt(w) for w in ("gammal", "tillsammans", "köpa", "lika", "tycker")] == [
        "gamal", "tilsammans", "köppa", "licka", "tyker"]
    # words, an unstressed prefix, a third syllable, a doubled r, a vowel first
    assert [rule.misspelt(w) for w in ("komma", "tack", "betyder", "patienten", "bara", "ökar")] == [None] * 6


def test_a_dropped_diacritic_and_the_sje_and_tje_sounds():
    plain = SV.get("drop_diacritic")
    assert [plain.misspelt(w) for w in ("människor", "området", "på", "för", "här")] == [
        "manniskor", "omradet", "pa", None, None]
    sound = SV.get("corrupt_sj_tj_sound")
    assert [sound.misspelt(w) for w in ("stjärna", "skjorta", "kjol", "köpa", "tjänst", "skydda")] == [
        "sjärna", "sjorta", "tjol", "tjöpa", "känst", "sjydda"]
    assert [sound.misspelt(w) for w in ("skön", "kille", "kemi", "skelett", "sjuk")] == [None] * 5


def misspelt_tradition(word: str = "gamal") -> Sentence:
    """``Det är en <word> tradition.``"""
    return written("trad", f"""Det det PRON {_DET} 5 nsubj
är vara AUX {_PRES} 5 cop
en en DET Definite=Ind|Gender=Com|Number=Sing|PronType=Art 5 det
{word} gammal ADJ Case=Nom|Definite=Ind|Degree=Pos|Gender=Com|Number=Sing 5 amod
tradition tradition NOUN {_COM} 0 root nospace
. . PUNCT _ 5 punct""")


def test_the_spelling_rules_find_their_own_error_in_a_source():
    assert SV.get("corrupt_dubbelteckning").error_in_source(misspelt_tradition()).form == "gamal"
    assert SV.get("corrupt_dubbelteckning").error_in_source(misspelt_tradition("gammal")) is None
    assert SV.get("drop_diacritic").error_in_source(misspelt_tradition("nya")) is None
    assert outputs("corrupt_dubbelteckning", misspelt_tradition("gammal")) == ["Det är en gamal tradition."]


# capitals ----------------------------------------------------------------------------------------

def speak(word: str = "svenska", upos: str = "NOUN", after: str = "hemma", after_upos: str = "ADV",
          quote: bool = False) -> Sentence:
    """``De talar [”]svenska hemma.``; with a noun after it, the word is its adjective (``svenska kyrkan``)."""
    at = 4 if quote else 3
    word_head, word_rel = (at + 1, "amod") if after_upos == "NOUN" else (2, "obj")
    after_rel = "obj" if after_upos == "NOUN" else "advmod"
    mark = "” ” PUNCT _ 4 punct nospace\n" if quote else ""
    return written("speak", f"""De de PRON Case=Nom|Number=Plur|Person=3|PronType=Prs 2 nsubj
talar tala VERB {_PRES} 0 root
{mark}{word} {word} {upos} {_COM} {word_head} {word_rel}
{after} {after} {after_upos} _ 2 {after_rel} nospace
. . PUNCT _ 2 punct""")


def test_capitalise_gemen_and_its_names():
    assert outputs("capitalise_gemen", speak()) == ["De talar Svenska hemma."]
    assert outputs("capitalise_gemen", speak(quote=True)) == []
    assert outputs("capitalise_gemen", speak("svenska", "ADJ", "kyrkan", "NOUN")) == []  # Svenska kyrkan


# V2 after a fronted phrase -----------------------------------------------------------------------

def during_the_time(noun: str = "tiden", lemma: str = "tid") -> Sentence:
    """``Under den <noun> var barnen hemma.``"""
    return written("time", f"""Under under ADP _ 3 case
den den DET Definite=Def|Gender=Com|Number=Sing|PronType=Art 3 det
{noun} {lemma} NOUN Case=Nom|Definite=Def|Gender=Com|Number=Sing 6 obl
var vara AUX {_PAST} 6 cop
barnen barn NOUN Case=Nom|Definite=Def|Gender=Neut|Number=Plur 6 nsubj
hemma hemma ADV _ 0 root nospace
. . PUNCT _ 6 punct""")


def test_v2_takes_determined_phrases_but_not_of_time_and_clauses_without_their_comma():
    assert outputs("flip_v2_after_fronting", during_the_time("krisen", "kris")) == [
        "Under den krisen barnen var hemma."]
    assert outputs("flip_v2_after_fronting", during_the_time()) == []
    assert outputs("flip_v2_after_fronting", during_the_time("skoltiden", "skoltid")) == []
    home = written("home", f"""När när SCONJ _ 3 mark
jag jag PRON {_JAG} 3 nsubj
kom komma VERB {_PAST} 5 advcl
hem hem ADV _ 3 advmod
åt äta VERB {_PAST} 0 root
jag jag PRON {_JAG} 5 nsubj nospace
. . PUNCT _ 5 punct""")
    assert outputs("flip_v2_after_fronting", home) == ["När jag kom hem jag åt."]
