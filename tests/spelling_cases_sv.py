"""Swedish cases of the spelling checks (see ``tests/test_spelling_cases.py``).

``FINDS[reason]``: (sentence, token ID) where the check finds the error, at that token; ``PASSES[reason]``:
(sentence, why) a near miss the check leaves alone. A sentence is a ``sent_id`` of the bundled UD
Swedish-Talbanken (dev and test, whose originals two blind reviewers judged) or one written here.
"""

from helpers import written

_LONG = "fotboll" * 10  # 70 letters, more than the 64 of any Swedish word

FINDS = {
    "overlong_word": [
        (written("w-long", f"""
Han han PRON _ 2 nsubj
såg se VERB _ 0 root
{_LONG} {_LONG} NOUN _ 2 obj nospace
. . PUNCT _ 2 punct
"""), 3),
        (written("w-long-adjective", f"""
Det det PRON _ 3 nsubj
var vara AUX _ 3 cop
{_LONG}aktigt {_LONG}aktig ADJ _ 0 root nospace
. . PUNCT _ 3 punct
"""), 3),
    ],
    "letters_for_digits": [
        (written("w-lOmm", """
Röret rör NOUN Definite=Def 3 nsubj
är vara AUX _ 3 cop
lOmm lOmm X _ 0 root
brett bred ADJ _ 3 advmod nospace
. . PUNCT _ 3 punct
"""), 3),
        (written("w-2O", """
Biljetten biljett NOUN Definite=Def 2 nsubj
kostar kosta VERB _ 0 root
2O 2O NUM _ 4 nummod
kronor krona NOUN _ 2 obj nospace
. . PUNCT _ 2 punct
"""), 3),
    ],
    "run_together": [
        (written("w-inte-Karl", """
Det det PRON _ 2 nsubj
var vara AUX _ 0 root
inteKarl inteKarl PROPN _ 2 nsubj
som som PRON _ 5 nsubj
kom komma VERB _ 3 acl:relcl nospace
. . PUNCT _ 2 punct
"""), 3),
        (written("w-inkomst-och", """
Så så ADV _ 2 advmod
hårda hård ADJ Number=Plur 5 amod
inkomst- inkomst NOUN _ 5 compound nospace
och och CCONJ _ 5 cc
medborgarstreck medborgarstreck NOUN Number=Plur 6 nsubj
begränsade begränsa VERB _ 0 root
rösträtten rösträtt NOUN Definite=Def 6 obj nospace
. . PUNCT _ 6 punct
"""), 3),
        (written("w-Sverige,Norge", """
Både både CCONJ _ 2 cc
Sverige Sverige PROPN _ 7 nsubj nospace
, , PUNCT _ 4 punct nospace
Norge Norge PROPN _ 2 conj
och och CCONJ _ 6 cc
Finland Finland PROPN _ 2 conj
röstade rösta VERB _ 0 root nospace
. . PUNCT _ 7 punct
"""), 2),
    ],
    "split_word": [
        (written("w-regeri-ngen", """
Han han PRON _ 2 nsubj
kritiserade kritisera VERB _ 0 root
regeri regeri X _ 2 obj
ngen ngen X _ 3 flat nospace
. . PUNCT _ 2 punct
"""), 3),
        (written("w-forslu-mning", """
Det det PRON _ 2 nsubj
leder leda VERB _ 0 root
till till ADP _ 5 case
en en DET _ 5 det
förslu förslu X _ 2 obl
mning mning X _ 5 flat nospace
. . PUNCT _ 2 punct
"""), 5),
    ],
    "non_word": [
        ("sv-ud-test-366", 5),   # förslummning
        (written("w-somhelst", """
Han han PRON _ 2 nsubj
får få VERB _ 0 root
göra göra VERB _ 2 xcomp
vad vad PRON _ 3 obj
somhelst somhelst ADV _ 4 advmod nospace
. . PUNCT _ 2 punct
"""), 5),
    ],
    "norm_spelling": [
        ("sv-ud-dev-272", 2),    # överhuvud taget
        (written("w-till-sammans", """
De de PRON _ 2 nsubj
reste resa VERB _ 0 root
till till ADP _ 4 case
sammans sammans X _ 2 obl nospace
. . PUNCT _ 2 punct
"""), 3),
        (written("w-PCn", """
Han han PRON _ 2 nsubj
startade starta VERB _ 0 root
PCn PCn NOUN Definite=Def 2 obj nospace
. . PUNCT _ 2 punct
"""), 3),
    ],
    "compound_apart": [
        ("sv-ud-dev-90", 3),     # hårda inkomst och medborgarstreck
        (written("w-Syd-Sverige", """
De de PRON _ 2 nsubj
bor bo VERB _ 0 root
i i ADP _ 4 case
Syd Syd PROPN _ 2 obl
Sverige Sverige PROPN _ 4 flat:name nospace
. . PUNCT _ 2 punct
"""), 4),
        (written("w-EU-kommissionen", """
Han han PRON _ 2 nsubj
kritiserade kritisera VERB _ 0 root
EU EU PROPN _ 4 nmod
kommissionen kommission NOUN Definite=Def 2 obj nospace
. . PUNCT _ 2 punct
"""), 3),
        (written("w-fredags-kvallen", """
Han han PRON _ 2 nsubj
kom komma VERB _ 0 root
på på ADP _ 5 case
fredags fredag NOUN Case=Gen 5 nmod
kvällen kväll NOUN Definite=Def 2 obl nospace
. . PUNCT _ 2 punct
"""), 4),
    ],
    "unlisted_word": [
        ("sv-ud-dev-196", 17),   # samhällststegen
        ("sv-ud-dev-254", 13),   # självståndig
        ("sv-ud-dev-31", 11),    # diciplinerade
    ],
}

PASSES = {
    "overlong_word": [
        (written("w-long-ok", """
Det det PRON _ 3 nsubj
är vara AUX _ 3 cop
självständighetssträvandena självständighetssträvande NOUN Definite=Def 0 root nospace
. . PUNCT _ 3 punct
"""), "a long word"),
    ],
    "letters_for_digits": [
        (written("w-IOGT", """
Han han PRON _ 2 nsubj
gick gå VERB _ 0 root
med med ADP _ 4 case
IOGT IOGT PROPN _ 2 obl nospace
. . PUNCT _ 2 punct
"""), "an abbreviation in capitals"),
    ],
    "run_together": [
        (written("w-3,5", """
Det det PRON _ 2 nsubj
kostade kosta VERB _ 0 root
3,5 3,5 NUM _ 4 nummod
miljoner miljon NOUN _ 2 obj nospace
. . PUNCT _ 2 punct
"""), "a decimal comma"),
        (written("w-inkomst-och-ok", """
Både både CCONJ _ 2 cc
inkomst- inkomst NOUN _ 4 compound
och och CCONJ _ 4 cc
medborgarstreck medborgarstreck NOUN _ 0 root nospace
. . PUNCT _ 4 punct
"""), "the hyphen of a first part, and a space"),
    ],
    "split_word": [
        (written("w-bilaga-A", """
Det det PRON _ 2 nsubj
står stå VERB _ 0 root
i i ADP _ 4 case
bilaga bilaga NOUN _ 2 obl
A A PROPN _ 4 flat nospace
. . PUNCT _ 2 punct
"""), "a capital letter after a noun is a label"),
    ],
    "non_word": [
        (written("w-stressjukdomar", """
Det det PRON _ 3 nsubj
kan kunna AUX _ 3 aux
ge ge VERB _ 0 root
stressjukdomar stressjukdom NOUN _ 3 obj nospace
. . PUNCT _ 3 punct
"""), "three equal consonants at a compound's seam are written two (stress|sjukdomar)"),
    ],
    "norm_spelling": [
        (written("w-SJs", """
Han han PRON _ 2 nsubj
läste läsa VERB _ 0 root
SJs SJ PROPN Case=Gen 4 nmod:poss
tidtabell tidtabell NOUN _ 2 obj nospace
. . PUNCT _ 2 punct
"""), "an abbreviation's genitive -s"),
    ],
    "compound_apart": [
        (written("w-april-manad", """
Det det PRON _ 2 nsubj
hände hända VERB _ 0 root
i i ADP _ 4 case
april april NOUN _ 2 obl
månad månad NOUN Definite=Ind 4 nmod nospace
. . PUNCT _ 2 punct
"""), "a month before månad"),
        (written("w-brod-och-smorknivar", """
Vi vi PRON _ 2 nsubj
köpte köpa VERB _ 0 root
bröd bröd NOUN Number=Sing|Definite=Ind 2 obj
och och CCONJ _ 5 cc
smörknivar smörkniv NOUN Number=Plur 3 conj nospace
. . PUNCT _ 2 punct
"""), "a bare noun that is a conjunct of its own (no plural adjective before it)"),
        (written("w-gav-Karin-boken", """
Han han PRON _ 2 nsubj
gav ge VERB _ 0 root
Karin Karin PROPN _ 2 iobj
boken bok NOUN Definite=Def 2 obj nospace
. . PUNCT _ 2 punct
"""), "a name and a definite noun, two objects of the verb"),
    ],
    "unlisted_word": [
        (written("w-stressjukdomar-u", """
Det det PRON _ 3 nsubj
kan kunna AUX _ 3 aux
ge ge VERB _ 0 root
stressjukdomar stressjukdom NOUN _ 3 obj nospace
. . PUNCT _ 3 punct
"""), "three equal consonants at a compound's seam are written two (stress|sjukdomar)"),
        (written("w-flickskola", """
Hon hon PRON _ 2 nsubj
gick gå VERB _ 0 root
i i ADP _ 4 case
flickskolorna flickskola NOUN Definite=Def 2 obl nospace
. . PUNCT _ 2 punct
"""), "a stem that drops its last vowel before the next part (flicka)"),
    ],
}
