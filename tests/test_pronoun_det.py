"""``flip_han_hun_to_det``: only where ``det`` cannot be grammatical.

Near misses for each failure class of the blind review (issue 19): a
copular or cleft clause annotated with ``være`` as the head, a thing or a
clause ``det`` could mean, a neuter noun ``det`` could refer to, and ``som
han/hun sagde``; hits that must stay. A sentence is a bundled ``sent_id`` or
one written here (:func:`written`).
"""

import pytest
from helpers import written

from corruptions import get
from dala_pipeline.sentence import Sentence

RULE = get("flip_han_hun_to_det")

_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act"
_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin|Voice=Act"
_HAN = "Case=Nom|Gender=Com|Number=Sing|Person=3|PronType=Prs"
_COM = "Definite=Ind|Gender=Com|Number=Sing"
_NEUT = "Definite=Ind|Gender=Neut|Number=Sing"


def _name_then(verb_lemma: str, verb_form: str, rest: str, pronoun: str = "han") -> Sentence:
    """``Peter kom ind, og <pronoun> <verb> <rest>.``: a name, then the pronoun as
    the subject of a coordinated clause."""
    rows = f"""
Peter Peter PROPN _ 2 nsubj
kom komme VERB {_PAST} 0 root
ind ind ADV _ 2 advmod nospace
, , PUNCT _ 7 punct
og og CCONJ _ 7 cc
{pronoun} {pronoun} PRON {_HAN} 7 nsubj
{verb_form} {verb_lemma} VERB {_PAST} 2 conj
{rest}
"""
    return written(f"w-{verb_form}-{verb_lemma}-{pronoun}", rows)


# The annotation: være is the head of the clause, no cop relation.
VAR_AS_HEAD = _name_then("være", "var", f"""nemlig nemlig ADV _ 7 advmod
den den DET Gender=Com|Number=Sing|PronType=Dem 11 det
blinde blind ADJ Definite=Def|Degree=Pos|Number=Sing 11 amod
passager passager NOUN {_COM} 7 obj nospace
. . PUNCT _ 2 punct""")
BLEV_AS_HEAD = _name_then("blive", "blev", f"""formand formand NOUN {_COM} 7 xcomp nospace
. . PUNCT _ 2 punct""")
# The copula's lemma missing (another lemmatiser) and no cop relation: its form tells.
VAR_WITHOUT_LEMMA = _name_then("_", "var", f"""passager passager NOUN {_COM} 7 obj nospace
. . PUNCT _ 2 punct""")
BLEV_VALGT = written("w-blev-valgt", f"""
Peter Peter PROPN _ 2 nsubj
stillede stille VERB {_PAST} 0 root
op op ADV _ 2 compound:prt nospace
, , PUNCT _ 8 punct
og og CCONJ _ 8 cc
han han PRON {_HAN} 8 nsubj:pass
blev blive AUX {_PAST} 8 aux:pass
valgt vælge VERB Tense=Past|VerbForm=Part 2 conj nospace
. . PUNCT _ 2 punct
""")
# A verb whose subject may be a thing: og det holdt op (it stopped).
HOLDT_OP = _name_then("holde", "holdt", """op op ADV _ 7 compound:prt nospace
. . PUNCT _ 2 punct""")
SOM_HUN_SAGDE = written("w-som-hun-sagde", f"""
Maria Maria PROPN _ 2 nsubj
gjorde gøre VERB {_PAST} 0 root nospace
, , PUNCT _ 6 punct
som som SCONJ _ 6 mark
hun hun PRON {_HAN} 6 nsubj
sagde sige VERB {_PAST} 2 advcl nospace
. . PUNCT _ 2 punct
""")
# skrive needs a person, but som det skrev can mean a text.
SOM_HUN_SKREV = written("w-som-hun-skrev", f"""
Maria Maria PROPN _ 2 nsubj
gjorde gøre VERB {_PAST} 0 root nospace
, , PUNCT _ 6 punct
som som SCONJ _ 6 mark
hun hun PRON {_HAN} 6 nsubj
skrev skrive VERB {_PAST} 2 advcl nospace
. . PUNCT _ 2 punct
""")
HUN_SKREV = written("w-hun-skrev", f"""
Maria Maria PROPN _ 2 nsubj
ringede ringe VERB {_PAST} 0 root nospace
, , PUNCT _ 6 punct
og og CCONJ _ 6 cc
hun hun PRON {_HAN} 6 nsubj
skrev skrive VERB {_PAST} 2 conj
et en DET Gender=Neut|Number=Sing|PronType=Ind 8 det
brev brev NOUN {_NEUT} 6 obj nospace
. . PUNCT _ 2 punct
""")
# et af de få store lande, hun endnu har tilgode: land is neuter.
LANDE = written("w-lande", f"""
Anna Anna PROPN _ 2 nsubj
nævnte nævne VERB {_PAST} 0 root
et en NUM Gender=Neut|Number=Sing|NumType=Card 2 obj
land land NOUN {_NEUT} 3 nmod nospace
, , PUNCT _ 8 punct
hun hun PRON {_HAN} 8 nsubj
endnu endnu ADV _ 8 advmod
ønsker ønske VERB {_PRES} 4 acl:relcl
at at PART PartType=Inf 10 mark
se se VERB VerbForm=Inf|Voice=Act 8 xcomp nospace
. . PUNCT _ 2 punct
""")
# An om-clause whose verb does not need a person: om det forstyrrede (it disturbed).
OM_HAN_FORSTYRREDE = written("w-om-han-forstyrrede", f"""
Peter Peter PROPN _ 2 nsubj
spurgte spørge VERB {_PAST} 0 root nospace
, , PUNCT _ 6 punct
om om SCONJ _ 6 mark
han han PRON {_HAN} 6 nsubj
forstyrrede forstyrre VERB {_PAST} 2 ccomp nospace
. . PUNCT _ 2 punct
""")
OM_HAN_KUNNE_SMILE = written("w-om-han-smilede", f"""
Peter Peter PROPN _ 2 nsubj
spurgte spørge VERB {_PAST} 0 root nospace
, , PUNCT _ 6 punct
om om SCONJ _ 6 mark
han han PRON {_HAN} 6 nsubj
smilede smile VERB {_PAST} 2 ccomp nospace
. . PUNCT _ 2 punct
""")
# The first pronoun is the subject of være; the next one is the target.
VAR_TRAET_MEN_SMILEDE = written("w-var-traet-men-smilede", f"""
Peter Peter PROPN _ 2 nsubj
kom komme VERB {_PAST} 0 root
hjem hjem ADV _ 2 advmod nospace
, , PUNCT _ 8 punct
og og CCONJ _ 8 cc
han han PRON {_HAN} 8 nsubj
var være AUX {_PAST} 8 cop
træt træt ADJ Degree=Pos|Number=Sing 2 conj nospace
, , PUNCT _ 12 punct
men men CCONJ _ 12 cc
han han PRON {_HAN} 12 nsubj
smilede smile VERB {_PAST} 2 conj nospace
. . PUNCT _ 2 punct
""")

HITS = [
    ("dev-122", 13, ("Elise Gug har nemlig også sans for boligindretning, og det kunne det godt tænke sig at bruge "
                    "sit næste liv på.")),
    ("dev-147", 13, ("B.T. har bedt psykolog Sine Diemar om nogle uddybende kommentarer, men det ønsker hverken at "
                    "høre artiklen eller fremkommme med udtalelser.")),
    ("test2-65", 11, ("Palle Kreiberg var lærer, men i sin fritid arbejdede det som luftfotograf med firmanavnet "
                     "Gy-Kort.")),
    (HUN_SKREV, 5, "Maria ringede, og det skrev et brev."),
    (OM_HAN_KUNNE_SMILE, 5, "Peter spurgte, om det smilede."),
    (VAR_TRAET_MEN_SMILEDE, 11, "Peter kom hjem, og han var træt, men det smilede."),
]

NEAR_MISSES = [
    (VAR_AS_HEAD, 6, "han"),         # copular clause, være the head: det var nemlig den blinde passager
    (BLEV_AS_HEAD, 6, "han"),        # blive the head: det blev formand... reads as a clause about a thing
    (VAR_WITHOUT_LEMMA, 6, "han"),   # copula known by its form when the lemma is missing
    (BLEV_VALGT, 6, "han"),          # passive: det blev valgt
    ("test2-142", 6, "han"),         # cop relation: det var hendes yngste page
    (HOLDT_OP, 6, "han"),            # a thing can stop: og det holdt op
    ("dev2-70", 13, "han"),          # holde: det can mean the situation
    (OM_HAN_FORSTYRREDE, 5, "han"),  # om-clause, forstyrre: om det forstyrrede
    ("dev2-47", 10, "han"),          # at-clause, få: det can mean the situation
    (SOM_HUN_SAGDE, 5, "hun"),       # som det sagde: a text or a sign
    (SOM_HUN_SKREV, 5, "hun"),       # som det skrev, though skrive needs a person elsewhere
    (LANDE, 6, "hun"),               # et land, det endnu ønsker at se: det can be the country
    ("test-143", 14, "hun"),         # interviewet before: efter aftale skulle det på skærmen
    ("test-145", 40, "hun"),         # politi (neuter) before: at det skulle have nævnt noget
]


def _sentence(sentence, source) -> Sentence:
    return source if isinstance(source, Sentence) else sentence(source)


def _id(source) -> str:
    return source.sent_id if isinstance(source, Sentence) else source


@pytest.mark.parametrize("source, token_id, expected", HITS, ids=[f"{_id(c[0])}-{c[1]}" for c in HITS])
def test_det_replaces_a_pronoun_that_only_a_person_can_be(sentence, source, token_id, expected):
    s = _sentence(sentence, source)
    assert RULE.targets(s) == (token_id - 1,)
    assert RULE.apply(s, token_id - 1).apply(s.text) == expected


@pytest.mark.parametrize("source, token_id, form", NEAR_MISSES, ids=[f"{_id(c[0])}-{c[1]}" for c in NEAR_MISSES])
def test_det_is_not_used_where_it_could_be_grammatical(sentence, source, token_id, form):
    s = _sentence(sentence, source)
    assert s.tokens[token_id - 1].form == form
    assert token_id - 1 not in RULE.targets(s)


# Evidence of the referent. Each kind has a hit and a near-miss.
_PLUR_NEUT = "Definite=Def|Gender=Neut|Number=Plur"
_DEF_COM = "Definite=Def|Gender=Com|Number=Sing"


def _referent_then(sent_id: str, referent_rows: str, pronoun: str = "han", verb: str = "smilede smile") -> Sentence:
    """``<referent> kom ind, og <pronoun> <verb>.``: the referent is the subject
    (token 1, or 1-2), the pronoun token 6 (or 7)."""
    rows = referent_rows.strip().splitlines()
    verb_id = len(rows) + 1
    last = verb_id + 5
    form, lemma = verb.split()
    return written(sent_id, "\n".join(rows) + f"""
kom komme VERB {_PAST} 0 root
ind ind ADV _ {verb_id} advmod nospace
, , PUNCT _ {last} punct
og og CCONJ _ {last} cc
{pronoun} {pronoun} PRON {_HAN} {last} nsubj
{form} {lemma} VERB {_PAST} {verb_id} conj nospace
. . PUNCT _ {verb_id} punct
""")


MARIA_HUN = _referent_then("w-maria-hun", "Maria Maria PROPN _ 2 nsubj", "hun")
MARIA_HAN = _referent_then("w-maria-han", "Maria Maria PROPN _ 2 nsubj", "han")
# A two-word name: the first name tells the sex, the surname (flat) belongs to it.
PETER_HANSEN_HAN = _referent_then("w-peter-hansen", "Peter Peter PROPN _ 3 nsubj\nHansen Hansen PROPN _ 1 flat")
# No first name of known sex: a company or a surname is no evidence.
NOVO_HAN = _referent_then("w-novo-han", "Novo Novo PROPN _ 2 nsubj")
KVINDEN_HUN = _referent_then("w-kvinden-hun", f"Kvinden kvinde NOUN {_DEF_COM} 2 nsubj", "hun")
KVINDEN_HAN = _referent_then("w-kvinden-han", f"Kvinden kvinde NOUN {_DEF_COM} 2 nsubj", "han")
# A person noun of either sex, found by its form when the lemma is missing, and as a compound.
LAEREREN_HUN = _referent_then("w-laereren-hun", f"Læreren _ NOUN {_DEF_COM} 2 nsubj", "hun")
FODBOLDTRAENEREN_HAN = _referent_then("w-fodboldtraeneren", f"Fodboldtræneren _ NOUN {_DEF_COM} 2 nsubj")
# A noun that names a thing is no evidence: bilen (the car).
BILEN_HAN = _referent_then("w-bilen-han", f"Bilen bil NOUN {_DEF_COM} 2 nsubj")
# A verb whose subject may be a situation: og det hjalp (it helped).
PETER_HJALP = _referent_then("w-peter-hjalp", "Peter Peter PROPN _ 2 nsubj", "han", "hjalp hjælpe")
# The same without its lemma: the regular form points to the infinitive (forstyrrede -> forstyrre).
PETER_FORSTYRREDE = _referent_then("w-peter-forstyrrede", "Peter Peter PROPN _ 2 nsubj", "han", "forstyrrede _")
# A passive -s verb: og det fjernes (a thing can be removed).
PETER_FJERNES = _referent_then("w-peter-fjernes", "Peter Peter PROPN _ 2 nsubj", "han", "fjernes fjerne")
QUOTE_BEFORE_HAN = written("w-quote-han", f"""
Peter Peter PROPN _ 2 nsubj
sagde sige VERB {_PAST} 0 root nospace
: : PUNCT _ 6 punct
- - PUNCT _ 6 punct
Han han PRON {_HAN} 6 nsubj
smilede smile VERB {_PAST} 2 parataxis nospace
. . PUNCT _ 2 punct
""")
# The neuter plural børnene cannot be what det means: han stays a target.
BOERNENE = written("w-boernene", f"""
Peter Peter PROPN _ 2 nsubj
så se VERB {_PAST} 0 root
børnene barn NOUN {_PLUR_NEUT} 2 obj nospace
, , PUNCT _ 7 punct
og og CCONJ _ 7 cc
han han PRON {_HAN} 7 nsubj
smilede smile VERB {_PAST} 2 conj nospace
. . PUNCT _ 2 punct
""")
# The neuter singular barnet can: det smilede could be the child.
BARNET = written("w-barnet", f"""
Peter Peter PROPN _ 2 nsubj
så se VERB {_PAST} 0 root
barnet barn NOUN Definite=Def|Gender=Neut|Number=Sing 2 obj nospace
, , PUNCT _ 7 punct
og og CCONJ _ 7 cc
han han PRON {_HAN} 7 nsubj
smilede smile VERB {_PAST} 2 conj nospace
. . PUNCT _ 2 punct
""")
# The copula is a cop dependent of a participle tagged VERB, not next to the
# pronoun: the first han is skipped (det er forelsket), the second is the target.
ER_FORELSKET_OG_ELSKER = written("w-er-forelsket-og-elsker", f"""
Peter Peter PROPN _ 2 nsubj
siger sige VERB {_PRES} 0 root nospace
, , PUNCT _ 8 punct
at at SCONJ _ 8 mark
han han PRON {_HAN} 8 nsubj
nu nu ADV _ 8 advmod
er være AUX {_PRES} 8 cop
forelsket forelske VERB Tense=Past|VerbForm=Part 2 ccomp nospace
, , PUNCT _ 12 punct
og og CCONJ _ 12 cc
han han PRON {_HAN} 12 nsubj
elsker elske VERB {_PRES} 2 conj
Marie Marie PROPN _ 12 obj nospace
. . PUNCT _ 2 punct
""")

EVIDENCE_HITS = [
    (MARIA_HUN, 6, "Maria kom ind, og det smilede."),
    (PETER_HANSEN_HAN, 7, "Peter Hansen kom ind, og det smilede."),
    (KVINDEN_HUN, 6, "Kvinden kom ind, og det smilede."),
    (LAEREREN_HUN, 6, "Læreren kom ind, og det smilede."),
    (FODBOLDTRAENEREN_HAN, 6, "Fodboldtræneren kom ind, og det smilede."),
    (BOERNENE, 6, "Peter så børnene, og det smilede."),
    (ER_FORELSKET_OG_ELSKER, 11, "Peter siger, at han nu er forelsket, og det elsker Marie."),
]
EVIDENCE_NEAR_MISSES = [
    (MARIA_HAN, 6, "han"),            # Maria is female: han refers to someone else
    (NOVO_HAN, 6, "han"),             # no first name of known sex
    (KVINDEN_HAN, 6, "han"),          # kvinden is female
    (BILEN_HAN, 6, "han"),            # bilen is no person
    (PETER_HJALP, 6, "han"),          # og det hjalp: a situation can help
    (PETER_FORSTYRREDE, 6, "han"),    # the situation verb known by its form
    (PETER_FJERNES, 6, "han"),        # passive: og det fjernes
    (QUOTE_BEFORE_HAN, 5, "Han"),     # the referent may lie outside the quoted speech
    (BARNET, 6, "han"),               # barnet (neuter singular): det smilede could be the child
    (ER_FORELSKET_OG_ELSKER, 5, "han"),    # subject of the copula er
]


@pytest.mark.parametrize("source, token_id, expected", EVIDENCE_HITS, ids=[c[0].sent_id for c in EVIDENCE_HITS])
def test_a_pronoun_whose_referent_the_sentence_shows_to_be_a_person_is_a_target(source, token_id, expected):
    assert RULE.targets(source) == (token_id - 1,)
    assert RULE.apply(source, token_id - 1).apply(source.text) == expected


@pytest.mark.parametrize("source, token_id, form", EVIDENCE_NEAR_MISSES,
                         ids=[f"{c[0].sent_id}-{c[1]}" for c in EVIDENCE_NEAR_MISSES])
def test_without_evidence_or_where_det_could_refer_the_pronoun_stays(source, token_id, form):
    assert source.tokens[token_id - 1].form == form
    assert token_id - 1 not in RULE.targets(source)


def test_the_word_lists_have_the_sizes_their_sources_give():
    from corruptions import pronouns
    assert pronouns._FIRST_NAMES["peter"] == frozenset({"m"})
    assert pronouns._FIRST_NAMES["maria"] == frozenset({"f"})
    assert pronouns._PERSON_NOUNS["direktør"] == frozenset({"m", "f"})
    assert pronouns._PERSON_NOUNS["lærerinde"] == frozenset({"f"})
    assert "dør" not in pronouns._PERSON_NOUNS and "frist" not in pronouns._PERSON_NOUNS
