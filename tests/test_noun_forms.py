"""Noun and adjective forms that are other words: corrupted only where the context rules the other word out.

``corrupt_noun_r``, ``flip_en_et_suffix`` and ``corrupt_adjective_r`` can
land on a form the Danish dictionary lists (``spillerne`` -> ``spillene``,
``modstandere`` -> ``modstander``, ``parken`` -> ``parket``). Each context
that still makes the result an error has a hit on a real sentence, and each
has a near miss where the other word would fit.
"""

import pytest
from helpers import written

from corruptions.da.lexicon import shared_lexicon
from corruptions.registry import get

SOM_NATTEN = written("w-som-natten", """
Han han PRON Case=Nom|Gender=Com|Number=Sing|Person=3|PronType=Prs 2 nsubj
sov sove VERB Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act 0 root
som som ADP _ 4 case
natten nat NOUN Definite=Def|Gender=Com|Number=Sing 2 obl
før før ADV _ 4 advmod nospace
. . PUNCT _ 2 punct
""")
DE_SUBJECT = written("w-de-subject", """
Derfor derfor ADV _ 2 advmod
fik få VERB Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act 0 root
de de PRON Case=Nom|Number=Plur|Person=3|PronType=Prs 2 nsubj
modstandere modstander NOUN Definite=Ind|Gender=Com|Number=Plur 2 obj
i i ADP _ 6 case
dag dag NOUN Definite=Ind|Gender=Com|Number=Sing 2 obl nospace
. . PUNCT _ 2 punct
""")
ONE_SPILLERE = written("w-one", """
Kun kun ADV _ 3 advmod
1 1 NUM NumType=Card 3 nummod
spillere spiller NOUN Definite=Ind|Gender=Com|Number=Plur 4 nsubj
scorede score VERB Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act 0 root
i i ADP _ 6 case
går går ADV _ 4 advmod nospace
. . PUNCT _ 4 punct
""")
FUGLEN_FJEREN = written("w-fjeren", """
Fuglen fugl NOUN Definite=Def|Gender=Com|Number=Sing 2 nsubj
tabte tabe VERB Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act 0 root
fjeren fjer NOUN Definite=Def|Gender=Com|Number=Sing 2 obj
over over ADP _ 5 case
søen sø NOUN Definite=Def|Gender=Com|Number=Sing 2 obl nospace
. . PUNCT _ 2 punct
""")

HITS = [
    # -ere -> -er after a numeral: the singular cannot follow "tre"
    ("corrupt_noun_r", "dev2-162", 9,
     "Så bor der en skør teatermaler og tre musiker, så det er i hvert fald kreativt."),
    # after a plural-only determiner
    ("corrupt_noun_r", "dev2-167", 12,
     "Musik, der er skrevet af komponister, og som utallige kunstner med glæde har taget på repertoiret."),
    # "spiller" is also a verb: the adjective between keeps "de olympiske spiller" one noun phrase
    ("corrupt_noun_r", "test2-5", 20,
     "Oven i købet har Ricardo det problem, at han i forårets tre testkampe ikke disponerer over de "
     "olympiske spiller fra U-21 holdet."),
    # -erne -> -ene that only hunspell's compounding accepts (Sol|datene): not a word
    ("corrupt_noun_r", "dev-275", 1, "Soldatene blev i aftes overgivet til FN-styrken i Jugoslavien."),
    # a listed participle right after a preposition: no participle can stand there
    ("flip_en_et_suffix", "dev-78", 10,
     "Chaufføren er helt alene, han løber rundt i busset som en forvirret bille i en tændstikæske."),
    ("flip_en_et_suffix", "dev-223", 7,
     "Søgsmål til prøvelse af afgørelser efter lovet eller de regler, der fastsættes i medfør af loven, skal være "
     "anlagt inden 6 måneder efter, at afgørelsen eller beslutningen er meddelt."),
    # a listed noun (sener, tendons) where only an adjective fits: before the noun it modifies
    ("corrupt_adjective_r", "dev-293", 3,
     "I de sener år er man blevet mere opmærksom på de urenheder, der opstår i dieselbrændstoftanke: "
     "i daglig tale \"dieselpest\"."),
    ("corrupt_adjective_r", "test2-137", 9,
     "Til gengæld viser Poul Schlüter en af sine bløder sider ved med omhu at sende blomsterhilsner og "
     "håndskrevne kort til mærkedage for mere eller mindre kendte borgere landet over."),
    # a listed verb where a comparative stands is an error too: after a verb
    ("corrupt_adjective_r", "test2-131", 11,
     "Han kørte fortrinsvis om natten, når frosten gjorde det letter at forcere terrænet."),
]

NEAR_MISSES = [
    # after og/eller a present-tense verb may stand: et ben bliver længere eller korter (shortens)
    ("corrupt_adjective_r", "dev-107", 24, "kortere"),
    ("corrupt_noun_r", "dev2-20", 14, "modstandere"),   # mafiaens modstander: a singular fits
    ("corrupt_noun_r", "dev-148", 3, "rygere"),         # mange ryger: "many smoke"
    ("corrupt_noun_r", "dev2-71", 14, "indbyggere"),    # the numeral belongs to "mill."
    ("corrupt_noun_r", DE_SUBJECT, 4, "modstandere"),   # "de" is the subject, not a determiner
    ("corrupt_noun_r", ONE_SPILLERE, 3, "spillere"),    # 1 spiller is right
    ("corrupt_noun_r", "dev-27", 12, "spillerne"),      # spillene: the games
    ("corrupt_noun_r", "dev2-34", 33, "modstanderne"),  # modstandene: the resistances
    ("corrupt_noun_r", FUGLEN_FJEREN, 3, "fjeren"),     # fjern: far, remove
    ("flip_en_et_suffix", "dev-248", 9, "Parken"),      # i Parket: parquet, after a preposition too
    ("flip_en_et_suffix", "dev-285", 13, "ordet"),      # tog orden: order
    ("flip_en_et_suffix", "dev-88", 7, "klokken"),      # klokket (clocked) as a participle after "at"
    ("flip_en_et_suffix", SOM_NATTEN, 4, "natten"),     # som nattet: "som" takes a participle (som lovet)
]


def _source(sentence, source):
    return sentence(source) if isinstance(source, str) else source


@pytest.mark.parametrize("name, source, token_id, expected", HITS)
def test_the_context_rules_the_other_word_out(sentence, name, source, token_id, expected):
    s, corruption = _source(sentence, source), get(name)
    assert token_id - 1 in corruption.targets(s)
    assert corruption.apply(s, token_id - 1).apply(s.text) == expected


@pytest.mark.parametrize("name, source, token_id, form", NEAR_MISSES)
def test_a_form_that_is_another_word_that_fits_is_not_a_target(sentence, name, source, token_id, form):
    s = _source(sentence, source)
    assert s.tokens[token_id - 1].form == form
    assert token_id - 1 not in get(name).targets(s)


def test_the_dictionary_lists_words_and_their_inflections_but_not_free_compounds():
    lexicon = shared_lexicon()
    assert lexicon.readings("parket") == {frozenset()}
    assert lexicon.readings("klokket") == {frozenset({"PERF_PART"})}
    assert lexicon.only_participle("havnet") and not lexicon.only_participle("parket")
    assert lexicon.lists("spillene") and lexicon.lists("modstander")
    assert lexicon.knows("soldatene") and not lexicon.lists("soldatene")   # sol|datene
    assert lexicon.knows("turneringet") and not lexicon.lists("turneringet")  # turne|ringet
    assert not lexicon.lists("forfattern") and lexicon.readings("forfattern") == frozenset()
