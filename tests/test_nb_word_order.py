"""The Bokmål word-order rules ``flip_v2_inversion`` and ``flip_subclause_adverb``.

Hits assert the exact corrupted text on the production path (``targets`` and
``apply``), for bundled UD Norwegian-Bokmaal sentences (by ``sent_id``) and
sentences written here (:func:`written`); near misses cover each deliberate
exception of the docstrings and the obvious look-alikes; one group runs the
rules on another annotation convention (``som`` as PRON, FEATS missing).
"""

from pathlib import Path

import pytest
from helpers import corrupted, written

from corruptions.nb.word_order import FlipSubclauseAdverb, FlipV2Inversion
from corruptions.sentence import Feats, Sentence

V2 = FlipV2Inversion()
SUB = FlipSubclauseAdverb()

_DATA = Path(__file__).resolve().parent.parent / "corruptions" / "nb" / "data" / "ud_norwegian_bokmaal"

_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"
_NOM = "Case=Nom|Number=Plur|Person=1|PronType=Prs"
_HAN = "Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs"
_IND = "Definite=Ind|Gender=Masc|Number=Sing"
_DEF = "Definite=Def|Gender=Masc|Number=Sing"


@pytest.fixture(scope="module")
def bundled(nb_by_id) -> dict[str, Sentence]:
    return nb_by_id


def without_feats(sentence: Sentence) -> Sentence:
    return Sentence(sentence.sent_id, sentence.text, tuple(t._replace(feats=Feats()) for t in sentence.tokens))


# Written sentences ------------------------------------------------------------

# I dag går vi på kino.
I_DAG = written("w-i-dag", f"""
I i ADP _ 2 case
dag dag NOUN {_IND} 3 obl
går gå VERB {_PRES} 0 root
vi vi PRON {_NOM} 3 nsubj
på på ADP _ 6 case
kino kino NOUN {_IND} 3 obl nospace
. $. PUNCT _ 3 punct
""")

# Samtidig har han en drøm (spaCy tags ``samtidig`` ADV, UD Bokmål ADJ).
SAMTIDIG_ADV = written("w-samtidig-adv", f"""
Samtidig samtidig ADV _ 2 advmod
har ha VERB {_PRES} 0 root
han han PRON {_HAN} 2 nsubj
en en DET Gender=Masc|Number=Sing|PronType=Art 5 det
drøm drøm NOUN {_IND} 2 obj nospace
. $. PUNCT _ 2 punct
""")

# Hvis du har tillatelse, kan du fiske også (NoCoLA's example of the error, corrected).
HVIS_TILLATELSE = written("w-hvis-tillatelse", f"""
Hvis hvis SCONJ _ 3 mark
du du PRON Case=Nom|Number=Sing|Person=2|PronType=Prs 3 nsubj
har ha VERB {_PRES} 8 advcl
tillatelse tillatelse NOUN Definite=Ind|Gender=Fem|Number=Sing 3 obj nospace
, $, PUNCT _ 3 punct
kan kunne AUX {_PRES} 8 aux
du du PRON Case=Nom|Number=Sing|Person=2|PronType=Prs 8 nsubj
fiske fiske VERB VerbForm=Inf 0 root
også også ADV _ 8 advmod nospace
. $. PUNCT _ 8 punct
""")

# Tidligere har han sagt det / Tidligere har statsråder sagt det.
TIDLIGERE_HAN = written("w-tidligere-han", f"""
Tidligere tidligere ADV _ 4 advmod
har ha AUX {_PRES} 4 aux
han han PRON {_HAN} 4 nsubj
sagt si VERB VerbForm=Part 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 obj nospace
. $. PUNCT _ 4 punct
""")
TIDLIGERE_STATSRAADER = written("w-tidligere-statsraader", f"""
Tidligere tidligere ADV _ 4 advmod
har ha AUX {_PRES} 4 aux
statsråder statsråd NOUN Definite=Ind|Gender=Masc|Number=Plur 4 nsubj
sagt si VERB VerbForm=Part 0 root
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 obj nospace
. $. PUNCT _ 4 punct
""")


def _fronted(sent_id: str, front: str, subject: str = "han") -> Sentence:
    """``<front> kom <subject> hjem.``: one fronted phrase, written as rows
    ending at the verb (token ``n``), then ``kom han hjem``."""
    rows = [line for line in front.strip().splitlines()]
    verb = len(rows) + 1
    rows = [r.replace("VERB_ID", str(verb)) for r in rows]
    return written(sent_id, "\n".join(rows) + f"""
kom komme VERB {_PAST} 0 root
{subject} {subject} PRON {_HAN} {verb} nsubj
hjem hjem ADV _ {verb} advmod nospace
. $. PUNCT _ {verb} punct
""")


# Fronted object: Det vet jeg ikke -> Det jeg vet ikke reads as a noun phrase.
DET_VET_JEG = written("w-det-vet-jeg", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 2 obj
vet vite VERB {_PRES} 0 root
jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
ikke ikke PART Polarity=Neg 2 advmod nospace
. $. PUNCT _ 2 punct
""")
# Definite noun in the fronted phrase: Etter krigen kom han hjem (``krigen han kom`` is a relative).
ETTER_KRIGEN = _fronted("w-etter-krigen", f"""
Etter etter ADP _ 2 case
krigen krig NOUN {_DEF} VERB_ID obl
""")
# The same with a bare noun, a target: Etter middag kom han hjem.
ETTER_MIDDAG = _fronted("w-etter-middag", f"""
Etter etter ADP _ 2 case
middag middag NOUN {_IND} VERB_ID obl
""")
# An article: I en bok leste jeg ... (``en bok jeg leste`` is a relative).
I_EN_BOK = _fronted("w-i-en-bok", f"""
I i ADP _ 3 case
en en DET Gender=Masc|Number=Sing|PronType=Art 3 det
bok bok NOUN {_IND} VERB_ID obl
""")
# Adverbs left out of the list: kanskje (subject-first is standard), nå (a missing comma), da and
# så (subjunctions), også (focuses the subject).
KANSKJE = _fronted("w-kanskje", "Kanskje kanskje ADV _ VERB_ID advmod")
NAA = _fronted("w-naa", "Nå nå ADV _ VERB_ID advmod")
DA = _fronted("w-da", "Da da ADV _ VERB_ID advmod")
SAA = _fronted("w-saa", "Så så ADV _ VERB_ID advmod")
OGSAA = _fronted("w-ogsaa", "Også også ADV _ VERB_ID advmod")
# A listed adverb, as a contrast to the above.
DERFOR = _fronted("w-derfor", "Derfor derfor ADV _ VERB_ID advmod")
# for eksempel may focus the subject (For eksempel han ...).
FOR_EKSEMPEL = _fronted("w-for-eksempel", """
For for ADP _ 2 case
eksempel eksempel NOUN Definite=Ind|Gender=Neut|Number=Sing VERB_ID obl
""")
# A question word in the fronted phrase: Med hvem kom han hjem?
MED_HVEM = _fronted("w-med-hvem", """
Med med ADP _ 2 case
hvem hvem PRON PronType=Int VERB_ID obl
""")
# Concessive clause: Selv om det regnet, kom han hjem.
SELV_OM = _fronted("w-selv-om", """
Selv selv ADV _ 2 advmod
om om SCONJ _ 4 mark
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 4 expl
regnet regne VERB Mood=Ind|Tense=Past|VerbForm=Fin VERB_ID advcl nospace
, $, PUNCT _ 4 punct
""")
# Resumptive så after the fronted clause: Hvis det regner, så kom han hjem (så takes the first place).
HVIS_SAA = _fronted("w-hvis-saa", """
Hvis hvis SCONJ _ 3 mark
det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 expl
regnet regne VERB Mood=Ind|Tense=Past|VerbForm=Fin VERB_ID advcl nospace
, $, PUNCT _ 3 punct
så så ADV _ VERB_ID advmod
""")
# A quotation before the verb: - Vi kommer, sa han.
SITAT = written("w-sitat", f"""
- $- PUNCT _ 3 punct
Vi vi PRON {_NOM} 3 nsubj
kommer komme VERB {_PRES} 5 ccomp nospace
, $, PUNCT _ 3 punct
sa si VERB {_PAST} 0 root
han han PRON {_HAN} 5 nsubj nospace
. $. PUNCT _ 5 punct
""")
# Reported clause without at: Han sa i dag går vi (-> Han sa i dag vi går, grammatical).
SA_I_DAG = written("w-sa-i-dag", f"""
Han han PRON {_HAN} 2 nsubj
sa si VERB {_PAST} 0 root
i i ADP _ 4 case
dag dag NOUN {_IND} 5 obl
går gå VERB {_PRES} 2 ccomp
vi vi PRON {_NOM} 5 nsubj nospace
. $. PUNCT _ 2 punct
""")
# A subject with a phrase after it would be split: I dag går barna i klassen hjem.
BARNA_I_KLASSEN = written("w-barna-i-klassen", f"""
I i ADP _ 2 case
dag dag NOUN {_IND} 3 obl
går gå VERB {_PRES} 0 root
barna barn NOUN Definite=Def|Gender=Neut|Number=Plur 3 nsubj
i i ADP _ 6 case
klassen klasse NOUN {_DEF} 4 nmod
hjem hjem ADV _ 3 advmod nospace
. $. PUNCT _ 3 punct
""")
# A question mark: I dag går vi på kino?
I_DAG_QUESTION = written("w-i-dag-question", f"""
I i ADP _ 2 case
dag dag NOUN {_IND} 3 obl
går gå VERB {_PRES} 0 root
vi vi PRON {_NOM} 3 nsubj
på på ADP _ 6 case
kino kino NOUN {_IND} 3 obl nospace
? $? PUNCT _ 3 punct
""")
# A subordinate clause: ..., at i dag går vi (a mark on the clause).
AT_I_DAG = written("w-at-i-dag", f"""
Han han PRON {_HAN} 2 nsubj
sa si VERB {_PAST} 0 root
at at SCONJ _ 6 mark
i i ADP _ 5 case
dag dag NOUN {_IND} 6 obl
går gå VERB {_PRES} 2 ccomp
vi vi PRON {_NOM} 6 nsubj nospace
. $. PUNCT _ 2 punct
""")

# The error already in the source.
I_DAG_V3 = written("w-i-dag-v3", f"""
I i ADP _ 2 case
dag dag NOUN {_IND} 4 obl
vi vi PRON {_NOM} 4 nsubj
går gå VERB {_PRES} 0 root
på på ADP _ 6 case
kino kino NOUN {_IND} 4 obl nospace
. $. PUNCT _ 4 punct
""")
HVIS_V3 = written("w-hvis-v3", f"""
Hvis hvis SCONJ _ 3 mark
du du PRON Case=Nom|Number=Sing|Person=2|PronType=Prs 3 nsubj
har ha VERB {_PRES} 8 advcl
tillatelse tillatelse NOUN Definite=Ind|Gender=Fem|Number=Sing 3 obj nospace
, $, PUNCT _ 3 punct
du du PRON Case=Nom|Number=Sing|Person=2|PronType=Prs 8 nsubj
kan kunne AUX {_PRES} 8 aux
fiske fiske VERB VerbForm=Inf 0 root
også også ADV _ 8 advmod nospace
. $. PUNCT _ 8 punct
""")
# Kanskje vi går på kino: standard Bokmål, not the error.
KANSKJE_VI = written("w-kanskje-vi", f"""
Kanskje kanskje ADV _ 3 advmod
vi vi PRON {_NOM} 3 nsubj
går gå VERB {_PRES} 0 root
på på ADP _ 5 case
kino kino NOUN {_IND} 3 obl nospace
. $. PUNCT _ 3 punct
""")


# flip_v2_inversion --------------------------------------------------------------


@pytest.mark.parametrize(("sent_id", "expected"), [
    # an adverb of the list
    ("016047", "Derfor det er høyt spill å satse på en politisk uerfaren statsråd i Arbeidsdepartementet."),
    # a bare prepositional phrase
    ("015893", "Til slutt det ble altså Clinton som dro, etter godkjenning fra Det hvite hus."),
    ("015944", "I 2005 tallene var 41 prosent og 28 prosent."),
    # a fronted adverbial clause and its comma
    ("017295", "Når jeg ser på det bildet i dag, jeg skjønner at jeg måtte bli som jeg ble."),
    # a main clause coordinated with og
    ("016044", "Nav-reformen er langt fra gjennomført, og i høst det skal gjennomføres avgjørende forhandlinger"
               " om fremtiden til avtalen om et inkluderende arbeidsliv (IA-avtalen)."),
    # a short noun subject
    ("016116", "Dessuten gjestene vil bli aggressive og sure."),
])
def test_v2_hits_in_the_treebank(bundled, sent_id, expected):
    assert corrupted(V2, bundled[sent_id]) == [expected]


@pytest.mark.parametrize(("sentence", "expected"), [
    (I_DAG, "I dag vi går på kino."),
    (HVIS_TILLATELSE, "Hvis du har tillatelse, du kan fiske også."),
    (TIDLIGERE_HAN, "Tidligere han har sagt det."),
    (DERFOR, "Derfor han kom hjem."),
    (ETTER_MIDDAG, "Etter middag han kom hjem."),
    # spaCy's tag for samtidig (UD Bokmål has ADJ): the adverb list decides, not the tag
    (SAMTIDIG_ADV, "Samtidig han har en drøm."),
], ids=lambda case: case.sent_id if isinstance(case, Sentence) else "")
def test_v2_hits_written(sentence, expected):
    assert corrupted(V2, sentence) == [expected]


@pytest.mark.parametrize("sentence", [
    DET_VET_JEG,  # a fronted object: Det jeg vet ikke is a noun phrase with a relative clause
    ETTER_KRIGEN,  # a definite noun: krigen han kom ... can be a relative clause
    I_EN_BOK,  # an article: en bok jeg leste ... is a relative clause
    KANSKJE, NAA, DA, SAA, OGSAA,  # adverbs that allow the subject first or are not adverbials alone
    TIDLIGERE_STATSRAADER,  # Tidligere statsråder har sagt det: a noun phrase, grammatical
    FOR_EKSEMPEL,  # For eksempel han ...: for eksempel may focus the subject
    MED_HVEM,  # a question word
    SELV_OM,  # a concessive clause may stand outside the main clause
    HVIS_SAA,  # så, not the clause, is first: Hvis det regnet, så han kom hjem is not the edit
    SITAT,  # a quotation: reported speech is left alone
    SA_I_DAG,  # a reported clause: Han sa i dag vi går is grammatical
    AT_I_DAG,  # a subordinate clause
    BARNA_I_KLASSEN,  # the subject has a phrase after it
    I_DAG_QUESTION,  # a question
], ids=lambda s: s.sent_id)
def test_v2_near_misses_written(sentence):
    assert V2.targets(sentence) == ()


@pytest.mark.parametrize("sent_id", [
    "017576",  # Uansett fredning kan felling skje: a phrase of irrelevance
    "017823",  # Når det gjelder gasskraftverk, vil Regjeringen: a frame outside the clause
    "017264",  # I Norge sier man, er mote så viktig da? A question (and a parenthetical)
])
def test_v2_near_misses_in_the_treebank(bundled, sent_id):
    assert V2.targets(bundled[sent_id]) == ()


def test_v2_skips_without_feats():
    """Without FEATS the finite verb cannot be told from an infinitive: the rule skips."""
    assert V2.targets(without_feats(I_DAG)) == ()


def test_v2_error_in_source():
    assert V2.error_in_source(I_DAG_V3).form == "går"
    assert V2.error_in_source(HVIS_V3).form == "kan"


@pytest.mark.parametrize("sentence", [I_DAG, KANSKJE_VI, HVIS_TILLATELSE, DET_VET_JEG], ids=lambda s: s.sent_id)
def test_v2_error_in_source_near_misses(sentence):
    # Kanskje vi går is standard Bokmål; the others have the verb second.
    assert V2.error_in_source(sentence) is None


def test_v2_error_in_source_drops_no_bundled_sentence(bundled):
    assert [s.sent_id for s in bundled.values() if V2.error_in_source(s) is not None] == []


# flip_subclause_adverb ----------------------------------------------------------

# Jeg blir glad hvis han ikke kommer.
HVIS_IKKE = written("w-hvis-ikke", f"""
Jeg jeg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
blir bli VERB {_PRES} 0 root
glad glad ADJ Degree=Pos|Number=Sing 2 xcomp
hvis hvis SCONJ _ 7 mark
han han PRON {_HAN} 7 nsubj
ikke ikke PART Polarity=Neg 7 advmod
kommer komme VERB {_PRES} 2 advcl nospace
. $. PUNCT _ 2 punct
""")


def _clause(sent_id: str, opening: str, clause_rel: str = "advcl", head: int = 2, adverb: str = "ikke",
            after: str = "") -> Sentence:
    """``Vi gikk <opening> han <adverb> kom<after>.``: ``opening`` is one or two rows before the
    subject (the clause's verb is VERB_ID), ``after`` more rows after the verb."""
    rows = [r for r in opening.strip().splitlines()]
    subject = len(rows) + 3
    verb = subject + 2
    rows = [r.replace("VERB_ID", str(verb)) for r in rows]
    after_rows = [r.replace("VERB_ID", str(verb)) for r in after.strip().splitlines()] if after else []
    end = verb + len(after_rows) + 1
    text = "\n".join([
        f"Vi vi PRON {_NOM} 2 nsubj",
        f"gikk gå VERB {_PAST} 0 root",
        *rows,
        f"han han PRON {_HAN} {verb} nsubj",
        f"{adverb} {adverb} PART Polarity=Neg {verb} advmod",
        f"kom komme VERB {_PAST} {head} {clause_rel}" + ("" if after_rows else " nospace"),
        *after_rows[:-1],
        *([after_rows[-1] + " nospace"] if after_rows else []),
        ". $. PUNCT _ 2 punct",
    ])
    assert end == len(text.splitlines())
    return written(sent_id, text)


FORDI = _clause("w-fordi", "fordi fordi SCONJ _ VERB_ID mark")
NAAR = _clause("w-naar", "når når SCONJ _ VERB_ID mark")
NAAR_ALDRI = _clause("w-naar-aldri", "når når SCONJ _ VERB_ID mark", adverb="aldri")
SELV_OM_IKKE = _clause("w-selv-om-ikke", "selv selv ADV _ 4 advmod\nom om SCONJ _ VERB_ID mark")
DA_IKKE = _clause("w-da-ikke", "da da SCONJ _ VERB_ID mark")
MENS = _clause("w-mens", "mens mens SCONJ _ VERB_ID mark")
# Han sa at han ikke kom: embedded V2 is accepted after verbs of saying.
SA_AT = written("w-sa-at", f"""
Vi vi PRON {_NOM} 2 nsubj
sa si VERB {_PAST} 0 root
at at SCONJ _ 6 mark
han han PRON {_HAN} 6 nsubj
ikke ikke PART Polarity=Neg 6 advmod
kom komme VERB {_PAST} 2 ccomp nospace
. $. PUNCT _ 2 punct
""")
# Det er merkelig at han ikke kom: an emotive factive, no main-clause order.
MERKELIG_AT = written("w-merkelig-at", f"""
Det det PRON Gender=Neut|Number=Sing|Person=3|PronType=Prs 3 expl
er være AUX {_PRES} 3 cop
merkelig merkelig ADJ Degree=Pos|Gender=Neut|Number=Sing 0 root
at at SCONJ _ 7 mark
han han PRON {_HAN} 7 nsubj
ikke ikke PART Polarity=Neg 7 advmod
kom komme VERB {_PAST} 3 csubj nospace
. $. PUNCT _ 3 punct
""")
# Constituent negation after the verb: hvis han ikke kom i dag, men i morgen.
MEN_LATER = _clause("w-men", "hvis hvis SCONJ _ VERB_ID mark", after="""i i ADP _ 8 case
dag dag NOUN Definite=Ind|Gender=Masc|Number=Sing VERB_ID obl nospace
, $, PUNCT _ 12 punct
men men CCONJ _ 12 cc
i i ADP _ 12 case
morgen morgen NOUN Definite=Ind|Gender=Masc|Number=Sing 8 conj""")
# ikke bare after the verb: hvis han ikke kom bare for å spise -> kom ikke bare ...
BARE_AFTER = _clause("w-bare-after", "hvis hvis SCONJ _ VERB_ID mark", after="""bare bare ADV _ VERB_ID advmod
for for ADP _ 10 mark
å å PART _ 10 mark
spise spise VERB VerbForm=Inf VERB_ID advcl""")
# Another adverb between subject and negation that does not move with it: hvis han nå ikke kom.
NAA_IKKE = written("w-naa-ikke", f"""
Vi vi PRON {_NOM} 2 nsubj
gikk gå VERB {_PAST} 0 root
hvis hvis SCONJ _ 7 mark
han han PRON {_HAN} 7 nsubj
nå nå ADV _ 7 advmod
ikke ikke PART Polarity=Neg 7 advmod
kom komme VERB {_PAST} 2 advcl nospace
. $. PUNCT _ 2 punct
""")
# Other sentence adverbs are not moved: hvis han alltid kom -> hvis han kom alltid is grammatical.
ALLTID = written("w-alltid", f"""
Vi vi PRON {_NOM} 2 nsubj
gikk gå VERB {_PAST} 0 root
hvis hvis SCONJ _ 6 mark
han han PRON {_HAN} 6 nsubj
alltid alltid ADV _ 6 advmod
kom komme VERB {_PAST} 2 advcl nospace
. $. PUNCT _ 2 punct
""")
# A main clause: Han kom ikke / Han ikke kom is not this rule's.
MAIN = written("w-main", f"""
Vi vi PRON {_NOM} 3 nsubj
ikke ikke PART Polarity=Neg 3 advmod
kom komme VERB {_PAST} 0 root nospace
. $. PUNCT _ 3 punct
""")


def _relative(sent_id: str, som_upos: str, som_rel: str, comma: bool = False) -> Sentence:
    """``De<,> som ikke deler meningene, er intolerante.`` with ``som`` tagged as given."""
    comma_row = ", $, PUNCT _ 1 punct\n" if comma else ""
    k = 1 if comma else 0  # the ids after the comma move by one
    return written(sent_id, f"""
De de PRON Case=Nom|Number=Plur|Person=3|PronType=Prs {8 + k} nsubj{" nospace" if comma else ""}
{comma_row}som som {som_upos} _ {4 + k} {som_rel}
ikke ikke PART Polarity=Neg {4 + k} advmod
deler dele VERB {_PRES} 1 acl:relcl
meningene mening NOUN Definite=Def|Gender=Fem|Number=Plur {4 + k} obj nospace
, $, PUNCT _ 1 punct
er være AUX {_PRES} {8 + k} cop
intolerante intolerant ADJ Degree=Pos|Number=Plur 0 root nospace
. $. PUNCT _ {8 + k} punct
""")


SOM_SCONJ = _relative("w-som-sconj", "SCONJ", "mark")
SOM_PRON = _relative("w-som-pron", "PRON", "nsubj")  # spaCy's convention
SOM_COMMA = _relative("w-som-comma", "SCONJ", "mark", comma=True)  # non-restrictive


@pytest.mark.parametrize(("sent_id", "expected"), [
    # conditional om
    ("016884", "Om Bertelsen vil ikke forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei"
               " for å avskjedige ham."),
    # relative clause without som
    ("016203", "Men jeg skal spise mat etter århundregamle oppskrifter, hilse i urgamle høflighetsformer"
               " på folk jeg kjenner ikke."),
    # som as the subject of a relative clause
    ("017757", "De som deler ikke de politisk korrekte meningene er intolerante, og det er toleranseelitens"
               " plikt å slå ned på disse."),
    # an at-clause that is the subject, first in the sentence
    ("018331", "At han kjente ikke igjen moren på flyplassen i Los Angeles er ikke viktig."),
    # an at-clause of an emotive factive predicate
    ("018666", "Jeg synes det er merkelig at helsekostbransjen i Norge har ikke utvist større interesse for å"
               " søke sine produkter inn under denne ordningen, sier Fossum, som sitter i den Europeiske"
               " komiteen for plantebaserte legemidler."),
    # a coordinated relative clause, with heller moving with ikke
    ("017706", "Han har de siste ukene drevet valgkamp gassfylket Møre og Romsdal på vegne av et parti som"
               " sier tvert nei til gasskraftverk uten CO2-håndtering, og som sto heller ikke fremst i"
               " rekken av gratulanter da Aukra ble ilandføringssted for Ormen Lange-gassen."),
    # hvor after a noun
    ("019770", "De vil da helt sikkert også snuse på muligheten av å opprette innenriksruter innen"
               " Skandinavia, men jeg tror neppe at de vil gjøre dette i et land hvor det er ikke"
               " bonusopptjening."),
])
def test_subclause_hits_in_the_treebank(bundled, sent_id, expected):
    assert corrupted(SUB, bundled[sent_id]) == [expected]


@pytest.mark.parametrize(("sentence", "expected"), [
    (HVIS_IKKE, "Jeg blir glad hvis han kommer ikke."),
    (NAAR, "Vi gikk når han kom ikke."),
    (NAAR_ALDRI, "Vi gikk når han kom aldri."),
    (MERKELIG_AT, "Det er merkelig at han kom ikke."),
    (SOM_SCONJ, "De som deler ikke meningene, er intolerante."),
], ids=lambda case: case.sent_id if isinstance(case, Sentence) else "")
def test_subclause_hits_written(sentence, expected):
    assert corrupted(SUB, sentence) == [expected]


def test_subclause_som_as_pron():
    """spaCy's convention, ``som`` as PRON nsubj: the same target."""
    assert corrupted(SUB, SOM_PRON) == ["De som deler ikke meningene, er intolerante."]


def test_subclause_skips_without_feats():
    """Without FEATS the finite verb cannot be told: the rule skips."""
    assert SUB.targets(without_feats(HVIS_IKKE)) == ()


@pytest.mark.parametrize("sentence", [
    SA_AT,  # at after a verb of saying: Han sa at han kom ikke is accepted (embedded V2)
    FORDI,  # fordi han kom ikke is frequent in speech
    SELV_OM_IKKE,  # selv om: concessive clauses admit main-clause order
    DA_IKKE,  # da may be causal
    MENS,  # mens may be contrastive
    SOM_COMMA,  # a non-restrictive relative clause is asserted
    MEN_LATER,  # hvis han kom ikke i dag, men i morgen: constituent negation
    BARE_AFTER,  # ikke bare: negation of the next phrase
    NAA_IKKE,  # an adverb between subject and negation that does not move
    ALLTID,  # not a negation: hvis han kom alltid is grammatical
    MAIN,  # a main clause
], ids=lambda s: s.sent_id)
def test_subclause_near_misses_written(sentence):
    assert SUB.targets(sentence) == ()


@pytest.mark.parametrize("sent_id", [
    "016587",  # gjesten, som han ikke kjente: non-restrictive
    "017564",  # krav om at ferdsel ... ikke må føre til: a directive, reported speech
    "016927",  # virker det som om Bertelsen ikke har: som om
    "015883",  # Kilden understreker at Clintons besøk ikke er: a verb of saying
    "018182",  # fordi man ikke lager sår
    "016751",  # Selv om han ikke får
])
def test_subclause_near_misses_in_the_treebank(bundled, sent_id):
    assert SUB.targets(bundled[sent_id]) == ()


def _swapped(sentence: Sentence) -> Sentence:
    """The sentence with the rule's error: the corrupted text, re-annotated by moving the tokens."""
    (target,) = SUB.targets(sentence)
    edit = SUB.apply(sentence, target)
    rows = []
    order = list(sentence.tokens)
    order[target], order[target + 1] = order[target + 1], order[target]
    new_id = {t.id: i + 1 for i, t in enumerate(order)}
    for t, space in zip(order, [t.space_after for t in sentence.tokens], strict=True):  # spaces stay in place
        feats = "|".join(f"{k}={v}" for k, v in t.feats.items()) or "_"
        head = str(new_id[t.head]) if t.head else "0"
        rows.append(f"{t.form} {t.lemma} {t.upos} {feats} {head} {t.deprel}" + ("" if space else " nospace"))
    swapped = written(sentence.sent_id + "-bad", "\n".join(rows))
    assert swapped.text == edit.apply(sentence.text)
    return swapped


def test_subclause_error_in_source():
    assert SUB.error_in_source(_swapped(HVIS_IKKE)).form == "ikke"
    assert SUB.error_in_source(_swapped(SOM_SCONJ)).form == "ikke"
    assert SUB.error_in_source(_swapped(MERKELIG_AT)).form == "ikke"


def test_subclause_error_in_source_near_misses():
    # the correct order, and the accepted main-clause order after verbs of saying and fordi
    assert SUB.error_in_source(HVIS_IKKE) is None
    sa_at_v2 = written("w-sa-at-v2", f"""
Vi vi PRON {_NOM} 2 nsubj
sa si VERB {_PAST} 0 root
at at SCONJ _ 5 mark
han han PRON {_HAN} 5 nsubj
kom komme VERB {_PAST} 2 ccomp
ikke ikke PART Polarity=Neg 5 advmod nospace
. $. PUNCT _ 2 punct
""")
    assert SUB.error_in_source(sa_at_v2) is None
    main = written("w-main-v2", f"""
Vi vi PRON {_NOM} 2 nsubj
kom komme VERB {_PAST} 0 root
ikke ikke PART Polarity=Neg 2 advmod nospace
. $. PUNCT _ 2 punct
""")
    assert SUB.error_in_source(main) is None


def test_subclause_error_in_source_drops_no_bundled_sentence(bundled):
    assert [s.sent_id for s in bundled.values() if SUB.error_in_source(s) is not None] == []


def test_rules_declare_their_class():
    assert (V2.name, V2.error_class) == ("flip_v2_inversion", "Word order")
    assert (SUB.name, SUB.error_class) == ("flip_subclause_adverb", "Word order")


