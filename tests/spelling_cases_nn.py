"""Nynorsk cases of the spelling checks (see ``tests/test_spelling_cases.py``).

``FINDS[reason]``: (sentence, token ID) where the check finds the error, at that token; ``PASSES[reason]``:
(sentence, why) a near miss the check leaves alone. A sentence is a ``sent_id`` of the bundled UD
Norwegian-Nynorsk (dev and test) or one written here.
"""

from helpers import written

_LONG = "fotball" * 10  # 70 letters, more than the 64 of any Nynorsk word

FINDS = {
    "overlong_word": [
        (written("w-long", f"""
Han han PRON _ 2 nsubj
såg sjå VERB _ 0 root
{_LONG} {_LONG} NOUN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), 3),
        (written("w-long-name", f"""
Det det PRON _ 2 nsubj
heiter heite VERB _ 0 root
{_LONG.capitalize()} {_LONG} PROPN _ 2 xcomp nospace
. $. PUNCT _ 2 punct
"""), 3),
    ],
    "letters_for_digits": [
        (written("w-lOmm", """
Røyret røyr NOUN Definite=Def 3 nsubj
er vere AUX _ 3 cop
lOmm lOmm X _ 0 root
breitt brei ADJ _ 3 advmod nospace
. $. PUNCT _ 3 punct
"""), 3),
        (written("w-1O", """
Vi vi PRON _ 2 nsubj
kom kome VERB _ 0 root
klokka klokke NOUN Definite=Def 2 obl
1O 1O NUM _ 3 nummod nospace
. $. PUNCT _ 2 punct
"""), 4),
    ],
    "run_together": [
        ("017298", 10),  # organisasjons-og styringsmodellen
        (written("w-ikkjeCharles", """
Det det PRON _ 3 nsubj
var vere AUX _ 3 cop
ikkjeCharles ikkjeCharles PROPN _ 0 root nospace
. $. PUNCT _ 3 punct
"""), 3),
        (written("w-32.plass", """
Ho ho PRON _ 2 nsubj
enda ende VERB _ 0 root
på på ADP _ 4 case
32.plass 32.plass NOUN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), 4),
    ],
    "split_word": [
        ("017040", 6),   # politik ken
        (written("w-interes-sant", """
Det det PRON _ 5 nsubj
var vere AUX _ 5 cop
eit ein DET _ 5 det
interes interes X _ 5 amod
sant sann ADJ _ 0 root
møte møte NOUN _ 5 nsubj nospace
. $. PUNCT _ 5 punct
"""), 4),
    ],
    "non_word": [
        ("016832", 21),  # informassjonssjef
        ("017450", 7),   # sittje
        (written("w-somhelst", """
Det det PRON _ 2 nsubj
kan kunne AUX _ 0 root
kven kven PRON _ 2 nsubj
somhelst somhelst ADV _ 3 advmod
gjere gjere VERB _ 2 xcomp nospace
. $. PUNCT _ 2 punct
"""), 4),
    ],
    "norm_spelling": [
        ("014935", 1),   # I følgje eit vitne
        ("015996", 5),   # etterkvart
        ("017510", 2),   # Etterkvart
        (written("w-idag", """
Han han PRON _ 2 nsubj
kjem kome VERB _ 0 root
idag idag ADV _ 2 advmod nospace
. $. PUNCT _ 2 punct
"""), 3),
        (written("w-PCen", """
Eg eg PRON _ 2 nsubj
slo slå VERB _ 0 root
av av ADP _ 2 compound:prt
PCen PC NOUN Definite=Def 2 obj nospace
. $. PUNCT _ 2 punct
"""), 4),
    ],
    "compound_apart": [
        ("015140", 3),   # HUNT forskingssenter
        ("016677", 19),  # MGP delfinalen
        ("016884", 16),  # 80-tals film
        (written("w-Nord-Noreg", """
Han han PRON _ 2 nsubj
reiste reise VERB _ 0 root
til til ADP _ 5 case
Nord Nord PROPN _ 5 compound
Noreg Noreg PROPN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), 4),
    ],
}

PASSES = {
    "overlong_word": [
        (written("w-fifty", """
Det det PRON _ 2 nsubj
er vere AUX _ 0 root
fiskeriforvaltningsorganisasjonsmedlemsforeininga x NOUN _ 2 xcomp nospace
. $. PUNCT _ 2 punct
"""), "a compound of 49 letters"),
    ],
    "letters_for_digits": [
        (written("w-lOmm-ok", """
Røyret røyr NOUN Definite=Def 3 nsubj
er vere AUX _ 3 cop
10mm 10mm NOUN _ 0 root
breitt brei ADJ _ 3 advmod nospace
. $. PUNCT _ 3 punct
"""), "digits"),
        (written("w-IOC", """
Han han PRON _ 2 nsubj
leiar leie VERB _ 0 root
IOC IOC PROPN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), "an abbreviation in capitals"),
    ],
    "run_together": [
        (written("w-8.mai", """
Han han PRON _ 2 nsubj
kom kome VERB _ 0 root
den den DET _ 4 det
8.mai 8.mai NOUN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), "an ordinal before a month is a date"),
        (written("w-1,5", """
Det det PRON _ 2 nsubj
kosta koste VERB _ 0 root
1,5 1,5 NUM _ 4 nummod
millionar million NOUN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), "a decimal comma"),
    ],
    "split_word": [
        (written("w-bokstav-a", """
Det det PRON _ 2 nsubj
står stå VERB _ 0 root
i i ADP _ 4 case
bokstav bokstav NOUN Definite=Ind 2 obl
a a NOUN _ 4 appos nospace
. $. PUNCT _ 2 punct
"""), "a letter after a noun is a label"),
        (written("w-ein-stor", """
Ho ho PRON _ 2 nsubj
kjøpte kjøpe VERB _ 0 root
ein ein DET _ 5 det
idé idé NOUN _ 2 obj
ein ein DET _ 6 det
dag dag NOUN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), "an article that begins a noun phrase is no definite ending"),
    ],
    "non_word": [
        (written("w-sommaren", """
Sommaren sommar NOUN Definite=Def 3 nsubj
var vere AUX _ 3 cop
varm varm ADJ _ 0 root nospace
. $. PUNCT _ 3 punct
"""), "a listed word that begins with a word written apart (som|maren)"),
        (written("w-Grimmm", """
Ho ho PRON _ 2 nsubj
las lese VERB _ 0 root
om om ADP _ 4 case
Grimmm Grimmm PROPN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), "a name"),
        (written("w-foreign", """
Bandet band NOUN Definite=Def 2 nsubj
song syngje VERB _ 0 root
summmer summmer X Foreign=Yes 2 obj
på på ADP _ 5 case
radio radio NOUN _ 2 obl nospace
. $. PUNCT _ 2 punct
"""), "a foreign word"),
    ],
    "norm_spelling": [
        (written("w-i-folgje-med", """
Han han PRON _ 2 nsubj
gjekk gå VERB _ 0 root
i i ADP _ 4 case
følgje følgje NOUN _ 2 obl
med med ADP _ 7 case
bror bror NOUN _ 4 nmod nospace
. $. PUNCT _ 2 punct
"""), "i følgje med (in the company of) is a phrase of its own"),
        (written("w-NRKs", """
Han han PRON _ 2 nsubj
såg sjå VERB _ 0 root
NRKs NRK PROPN Case=Gen 4 nmod:poss
sending sending NOUN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), "an abbreviation's genitive -s"),
        (written("w-Idag", """
Han han PRON _ 2 nsubj
les lese VERB _ 0 root
Idag Idag PROPN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), "a name (a magazine) is left alone"),
    ],
    "compound_apart": [
        (written("w-Oslo-kommune", """
Han han PRON _ 2 nsubj
jobbar jobbe VERB _ 0 root
i i ADP _ 4 case
Oslo Oslo PROPN _ 2 obl
kommune kommune NOUN Definite=Ind 4 flat:name nospace
. $. PUNCT _ 2 punct
"""), "a name before an indefinite noun"),
        ("016448", "m3 bensin: a unit of measure in lower case with a number"),
        (written("w-Kari-boka", """
Han han PRON _ 2 nsubj
gav gje VERB _ 0 root
Kari Kari PROPN _ 2 iobj
boka bok NOUN Definite=Def 2 obj nospace
. $. PUNCT _ 2 punct
"""), "a name that is an argument of its own"),
        (written("w-i-gar-kveld", """
Dei dei PRON _ 2 nsubj
møttest møtast VERB _ 0 root
i i ADP _ 4 case
går går NOUN _ 2 obl
kveld kveld NOUN _ 4 compound nospace
. $. PUNCT _ 2 punct
"""), "i går kveld: Språkrådet writes it apart"),
        (written("w-hundre-tusen", """
Dei dei PRON _ 2 nsubj
fekk få VERB _ 0 root
hundre hundre NOUN _ 4 nummod
tusen tusen NOUN _ 2 obj nospace
. $. PUNCT _ 2 punct
"""), "two numerals are a number"),
        (written("w-landbruks-minister", """
Ho ho PRON _ 3 nsubj
er vere AUX _ 3 cop
landbruksminister landbruksminister NOUN _ 0 root nospace
. $. PUNCT _ 3 punct
"""), "a compound with the linking -s- written as one word"),
    ],
}
