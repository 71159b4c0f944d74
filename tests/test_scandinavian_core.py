"""The Scandinavian core (``corruptions/scandinavian/``) is driven by the words a language declares:
each piece, given another language's words, finds what those words say and no more. A language's own
rules are tested with its rule cases (``tests/rule_cases_<code>.py``) and its rule tests.

The toy declarations below borrow Nynorsk words (``eg``, ``ikkje``, ``kva``), which no registered
language declares, so that a hit can only come from the words given here.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from types import MappingProxyType

import pytest
from helpers import corrupted, written

from corruptions import registry
from corruptions.nb import compounds as compounds_nb
from corruptions.nb.lexicon import shared_lexicon
from corruptions.scandinavian import agreement, capitals, checks, compounds, missing, pronouns, verbs, word_order
from corruptions.scandinavian import basic as scandinavian_basic
from corruptions.scandinavian.clauses import Grammar

_PRES = "Mood=Ind|Tense=Pres|VerbForm=Fin"
_NB = registry.language("nb")
#: Bokmål's grammar with Nynorsk question words: the package (for the data files) and the dictionary stay
#: Bokmål's.
_GRAMMAR = Grammar(package="corruptions.nb", lexicon=shared_lexicon,
                   question_words=frozenset({"kva", "kven", "kvifor"}),
                   main_coordinators=frozenset({"og", "men", "eller"}), complementiser="at")


# word order --------------------------------------------------------------------------------------

class _ToyV2(word_order.FlipV2Inversion):
    """Toy V2 rule with Nynorsk subject pronouns.

        good: I dag går eg heim.
        bad:  I dag eg går heim.
    """

    name = "toy_v2"
    words = dataclasses.replace(type(_NB.get("flip_v2_inversion")).words, grammar=_GRAMMAR,
                                subject_pronouns=frozenset({"eg", "ho", "me"}))


def _today(subject: str) -> object:
    return written("v2", f"""I i ADP _ 2 case
dag dag NOUN Definite=Ind|Gender=Masc|Number=Sing 3 obl
går gå VERB {_PRES} 0 root
{subject} {subject} PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 3 nsubj
heim heim ADV _ 3 advmod nospace
. . PUNCT _ 3 punct""")


def test_the_v2_rule_inverts_the_subject_pronouns_a_language_declares():
    toy, bokmaal = _ToyV2(), _NB.get("flip_v2_inversion")
    assert corrupted(toy, _today("eg")) == ["I dag eg går heim."]
    assert toy.error_in_source(written("v3", """I i ADP _ 2 case
dag dag NOUN Definite=Ind|Gender=Masc|Number=Sing 4 obl
eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 4 nsubj
går gå VERB Mood=Ind|Tense=Pres|VerbForm=Fin 0 root
heim heim ADV _ 4 advmod""")).form == "går"
    # near misses: a pronoun the declaration does not list; Bokmål's rule does not know ``eg``
    assert corrupted(toy, _today("jeg")) == []
    assert corrupted(bokmaal, _today("eg")) == []
    assert corrupted(bokmaal, _today("jeg")) == ["I dag jeg går heim."]


@pytest.fixture
def toy_package(tmp_path, monkeypatch) -> str:
    """A language package of its own, ``toy_nn``, with the word lists the core reads from ``data/``."""
    data = tmp_path / "toy_nn" / "data"
    data.mkdir(parents=True)
    (tmp_path / "toy_nn" / "__init__.py").write_text("", encoding="utf-8")
    lists = {"subclause_adverbs.txt": "ikkje\naldri", "subclause_subjunctions.txt": "# toy\nviss\ndersom",
             "non_assertive_predicates.txt": "", "subclause_focused_words.txt": "berre",
             "subclause_adverbs_before_negation.txt": "heller"}
    for name, text in lists.items():
        (data / name).write_text(text + "\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    return "toy_nn"


def _subclause(package: str) -> word_order.FlipSubclauseAdverb:
    bokmaal = type(_NB.get("flip_subclause_adverb")).words
    words = dataclasses.replace(bokmaal, grammar=dataclasses.replace(_GRAMMAR, package=package))
    return type("_ToySubclause", (word_order.FlipSubclauseAdverb,), {"name": "toy_subclause", "words": words})()


def _if_she(subjunction: str, negation: str = "ikkje") -> object:
    return written("sub", f"""Me eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
går gå VERB {_PRES} 0 root
{subjunction} {subjunction} SCONJ _ 6 mark
ho ho PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 6 nsubj
{negation} {negation} PART Polarity=Neg 6 advmod
kjem kome VERB {_PRES} 2 advcl nospace
. . PUNCT _ 2 punct""")


def test_the_subclause_rule_reads_the_word_lists_of_the_declared_package(toy_package):
    toy = _subclause(toy_package)
    assert corrupted(toy, _if_she("viss")) == ["Me går viss ho kjem ikkje."]
    assert toy.error_in_source(written("err", f"""Me eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
går gå VERB {_PRES} 0 root
viss viss SCONJ _ 5 mark
ho ho PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 5 nsubj
kjem kome VERB {_PRES} 2 advcl
ikkje ikkje PART Polarity=Neg 5 advmod""")).form == "ikkje"
    # near misses: a subjunction the toy list lacks; a negation it lacks; Bokmål's lists, which have neither
    assert corrupted(toy, _if_she("fordi")) == []
    assert corrupted(toy, _if_she("viss", "ikke")) == []
    assert corrupted(_subclause("corruptions.nb"), _if_she("viss")) == []
    assert corrupted(_subclause("corruptions.nb"), _if_she("hvis", "ikke")) == ["Me går hvis ho kjem ikke."]


# pronoun case ------------------------------------------------------------------------------------

class _ToyCase(pronouns.FlipPronounCase):
    """Toy case rule for Nynorsk ``eg``/``meg``.

        good: Vennene trudde på meg.
        bad:  Vennene trudde på eg.
    """

    name = "toy_case"
    words = dataclasses.replace(type(_NB.get("flip_de_dem")).words, subject="eg", object="meg",
                                comparatives=frozenset({"enn"}))


def _on_me(preposition: str, pronoun: str = "meg", case: str = "Acc") -> object:
    return written("case", f"""Vennene venn NOUN Definite=Def|Gender=Masc|Number=Plur 2 nsubj
trudde tru VERB Mood=Ind|Tense=Past|VerbForm=Fin 0 root
{preposition} {preposition} ADP _ 4 case
{pronoun} {pronoun} PRON Case={case}|Number=Sing|Person=1|PronType=Prs 2 obl nospace
. . PUNCT _ 2 punct""")


def test_the_case_rule_swaps_the_forms_a_language_declares():
    toy = _ToyCase()
    assert corrupted(toy, _on_me("på")) == ["Vennene trudde på eg."]
    assert corrupted(toy, written("eg", """Eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
kom kome VERB Mood=Ind|Tense=Past|VerbForm=Fin 0 root
heim heim ADV _ 2 advmod""")) == ["Meg kom heim"]
    assert toy.error_in_source(_on_me("på", "eg", "Nom")).form == "eg"
    # near misses: after a declared comparative; Bokmål's rule, which swaps de/dem only
    assert corrupted(toy, _on_me("enn")) == []
    assert corrupted(_NB.get("flip_de_dem"), _on_me("på")) == []
    assert corrupted(_NB.get("flip_de_dem"), _on_me("på", "dem")) == ["Vennene trudde på de."]


# the infinitive ----------------------------------------------------------------------------------

_NYNORSK_PRESENTS = {"kome": "kjem", "lese": "les"}


class _ToyInfinitive(verbs.CorruptInfinitive):
    """Toy present after a modal, with Nynorsk presents.

        good: Ho kan kome i morgon.
        bad:  Ho kan kjem i morgon.
    """

    name = "toy_infinitive"
    words = dataclasses.replace(type(_NB.get("corrupt_modal_infinitive")).words, grammar=_GRAMMAR,
                                modals=frozenset({"kan", "skal", "vil"}))

    def present(self, infinitive: str) -> str | None:
        return _NYNORSK_PRESENTS.get(infinitive.lower())


def _can(verb: str, modal: str = "kan") -> object:
    return written("inf", f"""Ho ho PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 3 nsubj
{modal} kunne AUX {_PRES} 3 aux
{verb} {verb} VERB VerbForm=Inf 0 root
i i ADP _ 5 case
morgon morgon NOUN Definite=Ind|Gender=Masc|Number=Sing 3 obl""")


def test_the_infinitive_rule_takes_the_present_from_the_language_and_its_modals_from_the_words():
    toy = _ToyInfinitive()
    assert corrupted(toy, _can("kome")) == ["Ho kan kjem i morgon"]
    assert toy.error_in_source(written("src", f"""Ho ho PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
kan kunne AUX {_PRES} 0 root
å å PART _ 4 mark
kjem kome VERB {_PRES} 2 xcomp""")).form == "kjem"
    # near misses: an infinitive with no present of the language's; a modal the words do not list
    assert corrupted(toy, _can("gå")) == []
    assert corrupted(toy, _can("kome", "bør")) == []


class _ToyMarker(verbs.FlipMarkerConjunction):
    """Toy å/og rule whose morphology says which infinitives are adjectives.

        good: Det er lett å lese.
        bad:  Det er lett og lese.
    """

    name = "toy_og_aa"
    words = type(_NB.get("flip_og_aa")).words
    adjectives: frozenset[str] = frozenset()

    def adjective_like(self, infinitive: str) -> bool:
        return infinitive in self.adjectives

    def inflects_as_verb(self, form: str) -> bool:
        return False


def test_the_marker_rule_asks_the_language_whether_an_infinitive_is_an_adjective():
    easy = written("easy", f"""Det det PRON Gender=Neut|Number=Sing|PronType=Prs 3 expl
er være AUX {_PRES} 3 cop
lett lett ADJ Degree=Pos 0 root
å å PART _ 5 mark
lese lese VERB VerbForm=Inf 3 csubj""")
    assert corrupted(_ToyMarker(), easy) == ["Det er lett og lese"]
    adjectival = type("_Adjectival", (_ToyMarker,), {"adjectives": frozenset({"lese"})})()
    assert corrupted(adjectival, easy) == []


# agreement ---------------------------------------------------------------------------------------

_NYNORSK_GENDERS = {"bok": "Fem", "bil": "Masc", "hus": "Neut"}


class _ToyArticle(agreement.FlipArticleGender):
    """Toy article rule with the three Nynorsk articles, whose feminine ``ei`` has its own class.

        good: Ho kjøpte ei bok.
        bad:  Ho kjøpte ein bok.
    """

    name = "toy_article"
    words = agreement.ArticleWords(grammar=_GRAMMAR,
                                   classes={"ein": "Masc", "ei": "Fem", "eit": "Neut"},
                                   others={"ein": "eit", "ei": "ein", "eit": "ein"},
                                   transparent=frozenset({"slags"}))

    def gender(self, noun):
        return _NYNORSK_GENDERS.get(noun.lower)


def _bought(article: str, noun: str) -> object:
    return written("art", f"""Ho ho PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
kjøpte kjøpe VERB Mood=Ind|Tense=Past|VerbForm=Fin 0 root
{article} {article} DET Definite=Ind|Number=Sing|PronType=Art 4 det
{noun} {noun} NOUN Definite=Ind|Number=Sing 2 obj""")


def test_the_article_rule_reads_the_articles_and_genders_a_language_declares():
    toy = _ToyArticle()
    assert corrupted(toy, _bought("ei", "bok")) == ["Ho kjøpte ein bok"]
    assert corrupted(toy, _bought("eit", "hus")) == ["Ho kjøpte ein hus"]
    assert toy.error_in_source(_bought("ein", "bok")).form == "ein"
    # near misses: a noun of no known gender, a transparent noun, an article of the other gender already
    assert corrupted(toy, _bought("ei", "sko")) == []
    assert corrupted(toy, _bought("ei", "slags")) == []
    assert corrupted(toy, _bought("ein", "bok")) == []
    assert toy.error_in_source(_bought("ei", "bok")) is None


class _ToyPredicative(agreement.CorruptPredicativeAdjective):
    """Toy predicative rule whose morphology reads only ``-et`` nouns as neuter.

        good: Huset er stort.
        bad:  Huset er stor.
    """

    name = "toy_predicative"
    words = type(_NB.get("corrupt_predicative_adjective")).words
    neuter_endings: tuple[str, ...] = ("et",)

    def neuter_forms(self, lemma):
        return (lemma + "t",)

    def plural_forms(self, lemma):
        return (lemma + "e",)

    def participle(self, lemma):
        return False

    def neuter_noun(self, sentence, noun):
        return noun.lower.endswith(self.neuter_endings)

    def plural_noun(self, sentence, noun):
        return False


def _house(noun: str = "Huset", adjective: str = "stort") -> object:
    return written("pred", f"""{noun} hus NOUN Definite=Def|Gender=Neut|Number=Sing 3 nsubj
er være AUX {_PRES} 3 cop
{adjective} stor ADJ Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing 0 root""")


def test_the_predicative_rule_asks_the_language_what_a_subject_form_says():
    toy = _ToyPredicative()
    assert corrupted(toy, _house()) == ["Huset er stor"]
    assert toy.error_in_source(_house(adjective="stor")).form == "stor"
    # near misses: a subject the language's morphology does not make neuter; a copula the words lack
    assert corrupted(type("_Strict", (_ToyPredicative,), {"neuter_endings": ("a",)})(), _house()) == []
    assert corrupted(toy, written("verte", f"""Huset hus NOUN Definite=Def|Gender=Neut|Number=Sing 3 nsubj
vert verte AUX {_PRES} 3 cop
stort stor ADJ Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing 0 root""")) == []


# compounds ---------------------------------------------------------------------------------------

def test_the_compound_analysis_reads_the_words_it_is_given():
    bokmaal = compounds_nb.ANALYSIS
    assert bokmaal.surely_split_wrong("fotballkampen", None) == compounds.Split("fotball", "kampen", "kamp", True)
    # ``dom`` is a suffix in Bokmål's words (``barndom``); without it the analysis splits the word
    assert bokmaal.surely_split_wrong("barndom", None) is None
    plain = compounds.CompoundAnalysis(dataclasses.replace(bokmaal.words, suffix_nouns=frozenset()))
    assert plain.surely_split_wrong("barndom", None) == compounds.Split("barn", "dom", "dom", False)


class _ToySplit(compounds.SplitCompound):
    """Toy split rule whose language splits one listed word.

        good: Vi så fotballkampen.
        bad:  Vi så fotball kampen.
    """

    name = "toy_split"
    seams: Mapping[str, int] = MappingProxyType({"fotballkampen": 7})

    def cut(self, sentence, noun):
        return self.seams.get(noun.lower)

    def written_apart(self, sentence, first, second):
        return self.seams.get(first.lower + second.lower) == len(first.form)


def _saw(*nouns: str) -> object:
    rows = ["Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj",
            f"så se VERB {_PRES} 0 root"]
    rows += [f"{noun} {noun} NOUN Definite=Def|Number=Sing 2 obj" for noun in nouns]
    return written("split", "\n".join(rows))


def test_the_split_rule_splits_where_the_language_cuts_and_only_nouns():
    toy = _ToySplit()
    assert corrupted(toy, _saw("fotballkampen")) == ["Vi så fotball kampen"]
    assert toy.error_in_source(_saw("fotball", "kampen")).form == "fotball"
    # near misses: a word the language does not cut; the listed word tagged otherwise
    assert corrupted(toy, _saw("håndballkampen")) == []
    assert corrupted(toy, written("adj", f"""Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
så se VERB {_PRES} 0 root
fotballkampen fotballkamp ADJ _ 2 obj""")) == []


class _ToyAnalysedSplit(compounds.AnalysedSplitCompound):
    """Toy split rule that reads Bokmål's analysis without the suffix nouns.

        good: Han hadde en lykkelig barndom.
        bad:  Han hadde en lykkelig barn dom.
    """

    name = "toy_analysed_split"
    analysis = compounds.CompoundAnalysis(dataclasses.replace(compounds_nb.ANALYSIS.words, suffix_nouns=frozenset()))


def _talked_about(*nouns: str) -> object:
    rows = ["Vi vi PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj", f"snakket snakke VERB {_PRES} 0 root",
            f"om om ADP _ {3 + len(nouns)} case"]
    rows += [f"{noun} {noun} NOUN Definite=Ind|Number=Sing 2 obl" for noun in nouns]
    return written("split", "\n".join(rows))


def test_the_analysed_split_rule_splits_where_its_analysis_finds_the_seam():
    toy, bokmaal = _ToyAnalysedSplit(), _NB.get("split_compound")
    assert corrupted(toy, _talked_about("barndom")) == ["Vi snakket om barn dom"]
    assert toy.error_in_source(_talked_about("barn", "dom")).form == "barn"
    # near misses: Bokmål's own analysis reads ``dom`` as a suffix; a capitalised word inside the sentence;
    # a noun right after a verb (``så barn dom``: two objects)
    assert corrupted(bokmaal, _talked_about("barndom")) == []
    assert corrupted(toy, _talked_about("Barndom")) == []
    assert corrupted(toy, _saw("barndom")) == []


# basic -------------------------------------------------------------------------------------------

class _ToyNeighbours(scandinavian_basic.FlipNeighbours):
    """Toy swap with Nynorsk articles.

        good: Ho har eit hus.
        bad:  Ho har hus eit.
    """

    words = scandinavian_basic.NeighbourWords(determiners=frozenset({"ein", "ei", "eit"}),
                                              articles=frozenset({"ein", "ei", "eit"}), marker="å")


class _ToyDelete(scandinavian_basic.DeleteFiniteVerb):
    """Toy removal after Nynorsk subject pronouns.

        good: Eg ser huset.
        bad:  Eg huset.
    """

    words = scandinavian_basic.FiniteVerbWords(grammar=_GRAMMAR, subjects=frozenset({"eg", "ho"}),
                                               article_like=frozenset({"dei"}), past_like=("a",))


def _has(subject: str, article: str) -> object:
    return written("basic", f"""{subject} {subject} PRON Case=Nom|Number=Sing|Person=3|PronType=Prs 2 nsubj
har ha VERB {_PRES} 0 root
{article} {article} DET Definite=Ind|Number=Sing|PronType=Art 4 det
hus hus NOUN Definite=Ind|Gender=Neut|Number=Sing 2 obj""")


def test_the_basic_corruptions_act_on_the_words_a_language_declares():
    assert corrupted(_ToyNeighbours(), _has("Ho", "eit")) == ["Ho har hus eit"]
    assert corrupted(_ToyDelete(), _has("Ho", "eit")) == ["Ho eit hus"]
    # near misses: an article and a subject pronoun the words do not list
    assert corrupted(_ToyNeighbours(), _has("Ho", "et")) == []
    assert corrupted(_ToyDelete(), _has("Hun", "eit")) == []


# word order: determined phrases, clauses without their comma, and capitals -----------------------

def _in_the_family(head: str = "familien") -> object:
    return written("fam", f"""I i ADP _ 3 case
den den DET Definite=Def|Number=Sing|PronType=Dem 3 det
{head} {head} NOUN Definite=Def|Gender=Masc|Number=Sing 4 obl
går gå VERB {_PRES} 0 root
eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 4 nsubj nospace
. . PUNCT _ 4 punct""")


def test_the_v2_rule_takes_determined_phrases_and_clauses_without_comma_only_when_declared(toy_package):
    from pathlib import Path

    data = Path(__import__(toy_package).__file__).parent / "data"
    (data / "v2_fronted_adverbs.txt").write_text("derfor\n", encoding="utf-8")
    (data / "v2_fronted_subjunctions.txt").write_text("når\n", encoding="utf-8")
    (data / "v2_time_nouns.txt").write_text("tida\n", encoding="utf-8")
    words = dataclasses.replace(_ToyV2.words, grammar=dataclasses.replace(_GRAMMAR, package=toy_package))
    plain = type("_Plain", (word_order.FlipV2Inversion,), {"name": "toy_plain", "words": words})()
    loose = type("_Loose", (word_order.FlipV2Inversion,), {
        "name": "toy_loose", "words": dataclasses.replace(words, determined_phrases=True, clause_comma=False)})()
    assert corrupted(loose, _in_the_family()) == ["I den familien eg går."]
    assert corrupted(plain, _in_the_family()) == []            # Bokmål's default: a bare noun only
    assert corrupted(loose, _in_the_family("tida")) == []      # a listed noun of time stays bare
    home = written("home", f"""Når når SCONJ _ 3 mark
eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 3 nsubj
kjem kome VERB {_PRES} 4 advcl
et ete VERB {_PRES} 0 root
eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 4 nsubj nospace
. . PUNCT _ 4 punct""")
    assert corrupted(loose, home) == ["Når eg kjem eg et."]
    assert corrupted(plain, home) == []                        # the comma is required by default


class _ToyCapital(capitals.CapitaliseCommonWord):
    """Toy capital rule reading the toy package's list.

        good: Vi snakkar nynorsk heime.
        bad:  Vi snakkar Nynorsk heime.
    """

    name = "toy_capital"


def test_the_capital_rule_reads_the_list_of_the_declared_package(toy_package):
    from pathlib import Path

    data = Path(__import__(toy_package).__file__).parent / "data"
    (data / "lower_case_names.txt").write_text("nynorsk\n", encoding="utf-8")
    rule = type("_Toy", (_ToyCapital,), {"grammar": dataclasses.replace(_GRAMMAR, package=toy_package)})()
    speak = written("cap", f"""Vi eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
snakkar snakke VERB {_PRES} 0 root
nynorsk nynorsk NOUN _ 2 obj
heime heime ADV _ 2 advmod nospace
. . PUNCT _ 2 punct""")
    assert corrupted(rule, speak) == ["Vi snakkar Nynorsk heime."]
    bokmaal = type("_Nb", (_ToyCapital,), {"grammar": _GRAMMAR})()
    assert corrupted(bokmaal, speak) == []  # Bokmål's list has no nynorsk


# missing subjects --------------------------------------------------------------------------------

def test_the_missing_subject_pieces_read_the_words_a_language_declares():
    words = missing.SubjectWords(subject_pronouns=frozenset({"eg"}), subjunctions=frozenset({"fordi"}),
                                 copulas=frozenset({"er"}), formal="det", not_fronted=frozenset({"som"}))
    sentence = written("miss", f"""Me eg PRON Case=Nom|Number=Plur|Person=1|PronType=Prs 2 nsubj
går gå VERB {_PRES} 0 root
fordi fordi SCONJ _ 5 mark
eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 5 nsubj
kjem kome VERB {_PRES} 2 advcl nospace
. . PUNCT _ 2 punct""")
    pronoun = sentence.tokens[3]
    assert missing.subordinate_subject(sentence, pronoun, words)
    # near misses: a subjunction the words do not list; a pronoun they do not list
    assert not missing.subordinate_subject(sentence, pronoun, dataclasses.replace(words, subjunctions=frozenset()))
    assert not missing.subordinate_subject(sentence, pronoun, dataclasses.replace(words, subject_pronouns=frozenset()))


class _ToyNeighboursWithPairs(scandinavian_basic.FlipNeighbours):
    """Toy swap with the two optional pairs and Nynorsk words.

        good: Eg veit ikkje det.
        bad:  Eg ikkje veit det.
    """

    words = dataclasses.replace(_ToyNeighbours.words, negations=frozenset({"ikkje"}),
                                finite_verbs=_ToyDelete.words, definite_determiners=frozenset({"det"}),
                                comparative_endings=("are",), participle_endings=("te",))


def _knows_not(negation: str) -> object:
    return written("neg", f"""Eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
veit vite VERB {_PRES} 0 root
{negation} {negation} PART Polarity=Neg 2 advmod
det det PRON _ 2 obj""")


def _the_house(adjective: str) -> object:
    return written("adj", f"""Eg eg PRON Case=Nom|Number=Sing|Person=1|PronType=Prs 2 nsubj
ser sjå VERB {_PRES} 0 root
det det DET Definite=Def|Number=Sing|PronType=Dem 5 det
{adjective} {adjective} ADJ Definite=Def|Degree=Pos|Number=Sing 5 amod
huset hus NOUN Definite=Def|Gender=Neut|Number=Sing 2 obj""")


def test_the_swap_adds_the_optional_pairs_a_language_declares():
    toy, plain = _ToyNeighboursWithPairs(), _ToyNeighbours()
    assert corrupted(toy, _knows_not("ikkje")) == ["Eg ikkje veit det"]
    assert corrupted(toy, _the_house("gamle")) == ["Eg ser det huset gamle"]
    # near misses: a negation and a comparative the words do not list; no optional pairs declared
    assert corrupted(toy, _knows_not("ikke")) == []
    assert corrupted(toy, _the_house("eldstare")) == []
    assert corrupted(plain, _knows_not("ikkje")) == []
    assert corrupted(plain, _the_house("gamle")) == []


# checks of a source sentence ---------------------------------------------------------------------

def test_the_other_norm_check_reads_the_table_of_the_declared_package(toy_package):
    # where the package resolves (an earlier test may have imported ``toy_nn`` from its own folder)
    Path(str(resources.files(toy_package).joinpath("data", "other_words.tsv"))).write_text(
        "# toy\nikke\tPART ADV\nhva\tPRON\nvart\tAUX VERB\tTense=Past\n", encoding="utf-8")
    check = checks.OtherNormWord(checks.OtherNormWords(package=toy_package, table="other_words.tsv",
                                                        lexicon=shared_lexicon))
    assert check(written("nn", """Eg eg PRON Case=Nom 2 nsubj
kjem kome VERB Mood=Ind|Tense=Pres|VerbForm=Fin 0 root
ikke ikke PART Polarity=Neg 2 advmod""")).form == "ikke"
    assert check(written("nn", """Det det PRON _ 2 nsubj
vart verte AUX Mood=Ind|Tense=Past|VerbForm=Fin 3 cop
kaldt kald ADJ _ 0 root""")).form == "vart"
    # near misses: a form of the table with another tag or other FEATS; no entries given, no evidence
    assert check(written("nn", """Vart vart ADV _ 2 advmod
skal skulle AUX Mood=Ind|Tense=Pres|VerbForm=Fin 0 root
du du PRON _ 2 nsubj""")) is None
    assert check(written("nn", """Serien serie NOUN _ 3 nsubj
har ha AUX Mood=Ind|Tense=Pres|VerbForm=Fin 3 aux
vart vare VERB VerbForm=Part 0 root""")) is None
    assert check(written("nn", """Me eg PRON Case=Nom 2 nsubj
kjem kome VERB Mood=Ind|Tense=Pres|VerbForm=Fin 0 root""")) is None
    # with the other standard's entries, a closed-class word the own dictionary does not know
    with_entries = checks.OtherNormWord(dataclasses.replace(check.words, other_entries=lambda: frozenset({"me"})))
    assert with_entries(written("nn", """Me eg PRON Case=Nom 2 nsubj
kjem kome VERB Mood=Ind|Tense=Pres|VerbForm=Fin 0 root""")).form == "Me"
