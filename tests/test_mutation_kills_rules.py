"""Rule details that one-line changes slipped past (quality/MUTATIONS.md, #1-#5).

Each test is a hit or near miss a maintainer wants anyway, on a sentence
written here where the bundled treebank has no example.
"""

from helpers import written

from corruptions.registry import get

_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin|Voice=Act"
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act"

# får the noun (sheep, plural), not the verb få.
MANGE_FAAR = written("w-mange-faar", f"""
Bonden bonde NOUN Definite=Def|Gender=Com|Number=Sing 2 nsubj
har have VERB {_PRES} 0 root
mange mange ADJ Degree=Pos|Number=Plur 4 amod
får får NOUN Definite=Ind|Gender=Neut|Number=Plur 2 obj nospace
. . PUNCT _ 2 punct
""")
HAN_FAAR_EN_GAVE = written("w-han-faar-en-gave", f"""
Han han PRON Case=Nom|Gender=Com|Number=Sing|Person=3|PronType=Prs 2 nsubj
får få VERB {_PRES} 0 root
en en DET Gender=Com|Number=Sing|PronType=Ind 4 det
gave gave NOUN Definite=Ind|Gender=Com|Number=Sing 2 obj nospace
. . PUNCT _ 2 punct
""")


def test_faar_the_noun_is_not_confused_with_for_only_the_verb_is():
    rule = get("flip_far_for")
    assert rule.targets(MANGE_FAAR) == ()
    assert rule.targets(HAN_FAAR_EN_GAVE) == (1,)
    assert rule.apply(HAN_FAAR_EN_GAVE, 1).apply(HAN_FAAR_EN_GAVE.text) == "Han for en gave."


def _genitive(form: str, lemma: str):
    return written(f"w-genitive-{form}", f"""
{form} {lemma} PROPN Case=Gen 2 nmod:poss
tale tale NOUN Definite=Ind|Gender=Com|Number=Sing 3 nsubj
varede vare VERB {_PAST} 0 root
længe længe ADV _ 3 advmod nospace
. . PUNCT _ 3 punct
""")


def test_a_name_in_z_takes_the_apostrophe_alone_like_s_and_x():
    """``Chavez'`` is the correct genitive (apostrophe alone after s/x/z):
    it becomes ``Chavez's``; ``Chavez's`` itself is left alone, since its
    only alternative is the correct form."""
    rule = get("corrupt_genitive")
    correct = _genitive("Chavez'", "Chavez")
    assert rule.targets(correct) == (0,)
    assert rule.apply(correct, 0).apply(correct.text) == "Chavez's tale varede længe."
    assert rule.targets(_genitive("Chavez's", "Chavez")) == ()


# A numeral en after its noun (side en, page one): not the noun's article,
# and side et is said too.
SIDE_EN = written("w-side-en", """
Læs læse VERB Mood=Imp|VerbForm=Fin|Voice=Act 0 root
side side NOUN Definite=Ind|Gender=Com|Number=Sing 1 obj
en en DET Gender=Com|Number=Sing|PronType=Ind 2 nummod
i i ADP AdpType=Prep 5 case
bogen bog NOUN Definite=Def|Gender=Com|Number=Sing 1 obl nospace
. . PUNCT _ 1 punct
""")


def test_en_that_is_not_the_determiner_of_its_noun_is_not_an_article_target():
    assert get("flip_indefinite_article").targets(SIDE_EN) == ()


# I (you, plural) as subject mid-sentence, and at the start of a sentence.
SAA_KOM_I = written("w-saa-kom-i", f"""
Så så ADV _ 2 advmod
kom komme VERB {_PAST} 0 root
I du PRON Case=Nom|Number=Plur|Person=2|PronType=Prs 2 nsubj
hjem hjem ADV _ 2 advmod nospace
. . PUNCT _ 2 punct
""")
I_TO = written("w-i-to", f"""
I du PRON Case=Nom|Number=Plur|Person=2|PronType=Prs 3 nsubj
to to NUM NumType=Card 1 nummod
må måtte AUX {_PRES} 0 root
komme komme VERB VerbForm=Inf|Voice=Act 3 xcomp nospace
. . PUNCT _ 3 punct
""")


def test_the_pronoun_i_keeps_its_capital_when_rewritten_or_moved():
    """``I`` is spelt with a capital wherever it stands: rewritten mid-sentence
    it becomes ``jer`` (its own casing, not the position's), and moved away
    from the start of the sentence it stays ``I``."""
    pronouns = get("flip_pronouns")
    assert pronouns.apply(SAA_KOM_I, 2).apply(SAA_KOM_I.text) == "Så kom jer hjem."
    assert get("flip_neighbours").apply(I_TO, 0).apply(I_TO.text) == "To I må komme."
