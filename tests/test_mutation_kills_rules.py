"""Rule details that one-line changes slipped past (quality/MUTATIONS.md).

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


def _rejste_til(place: str, upos: str, comma: bool):
    """Hun rejste til <place> [,] som hun havde drømt om . -- parsed as a tagger may: som a
    conjunction (mark) of a clause on the verb, so only the words say whether som is relative."""
    rows = f"""
Hun hun PRON Case=Nom|Gender=Com|Number=Sing|Person=3|PronType=Prs 2 nsubj
rejste rejse VERB {_PAST} 0 root
til til ADP _ 4 case
{place} {place.lower()} {upos} _ 2 obl{" nospace" if comma else ""}
"""
    if comma:
        rows += ", , PUNCT _ 9 punct\n"
    n = 5 if comma else 4  # tokens before som
    rows += f"""som som SCONJ _ {n + 4} mark
hun hun PRON Case=Nom|Gender=Com|Number=Sing|Person=3|PronType=Prs {n + 4} nsubj
havde have AUX {_PAST} {n + 4} aux
drømt drømme VERB VerbForm=Part 2 advcl
om om ADP _ {n + 4} compound:prt nospace
. . PUNCT _ 2 punct
"""
    return written(f"w-rejste-til-{place}-{comma}", rows)


def test_som_after_a_name_needs_a_comma_to_be_relative():
    rule = get("flip_som_der")
    # a name and som with no comma between: an aside or a comparison (som hun havde lovet), no target
    no_comma = _rejste_til("Paris", "PROPN", comma=False)
    assert no_comma.text == "Hun rejste til Paris som hun havde drømt om."
    assert rule.targets(no_comma) == ()
    # the comma makes it a relative clause on the name; a common noun needs none
    for sentence, expected in [(_rejste_til("Paris", "PROPN", comma=True),
                                "Hun rejste til Paris, der hun havde drømt om."),
                               (_rejste_til("byen", "NOUN", comma=False),
                                "Hun rejste til byen der hun havde drømt om.")]:
        (target,) = rule.targets(sentence)
        assert rule.apply(sentence, target).apply(sentence.text) == expected


HELE_FAMILIEN = written("w-hele-familien", f"""
Hele hel ADJ Degree=Pos|Number=Sing 2 amod
familien familie NOUN Definite=Def|Gender=Com|Number=Sing 3 nsubj
var være AUX {_PAST} 4 cop
interessant interessant ADJ Degree=Pos|Gender=Com|Number=Sing 0 root nospace
. . PUNCT _ 4 punct
""")


def test_corrupt_spelling_misspells_one_word_the_first_listed():
    rule = get("corrupt_spelling")
    # familien (an inflection of familie -> famillie) and interessant (-> interesant) are both listed
    assert rule.misspellings["familie"] == "famillie" and rule.misspellings["interessant"] == "interesant"
    assert rule.targets(HELE_FAMILIEN) == (1,)
    corrupted = rule.apply(HELE_FAMILIEN, 1).apply(HELE_FAMILIEN.text)
    assert corrupted == "Hele famillien var interessant."
    changed = [(a, b) for a, b in zip(HELE_FAMILIEN.text.split(), corrupted.split()) if a != b]
    assert changed == [("familien", "famillien")]
