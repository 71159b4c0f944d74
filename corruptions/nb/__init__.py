"""Norwegian Bokmål: its rules, word lists, dictionary, sources and card text.

The error types are those Norwegian writers make most (Språkrådet's advice
pages, the error classes of NoCoLA (Jentoft and Samuel, 2023), and the
class list of GiellaLT's Bokmål grammar checker, read as evidence only);
each rule names the NoCoLA class it belongs to.
"""

from __future__ import annotations

from corruptions.language import AdverbControl, Card, Language, UDTreebank

from .agreement import CorruptPredicativeAdjective, FlipArticleGender
from .basic import NorwegianDelete, NorwegianFlipNeighbours
from .capitals import CapitaliseCommonWord, LowercaseName
from .compounds import SplitCompound
from .detectors import SOURCE_CHECKS
from .lexicon import shared_lexicon
from .missing import DeleteInfinitiveMarker, DeleteSubject
from .pronouns import FlipDeDem, FlipNoeNoen
from .spelling import CorruptSpelling
from .superfluous import DoublePreposition, InsertModalAa
from .verbs import CorruptModalInfinitive, FlipOgAa
from .word_choice import FlipMenMed
from .word_order import FlipSubclauseAdverb, FlipV2Inversion

LANGUAGE = Language(
    code="nb",
    name="Norwegian Bokmål",
    package=__name__,
    rules=(
        FlipArticleGender(),
        CorruptPredicativeAdjective(),
        FlipOgAa(),
        CorruptModalInfinitive(),
        FlipDeDem(),
        FlipNoeNoen(),
        FlipV2Inversion(),
        SplitCompound(),
        FlipSubclauseAdverb(),
        CorruptSpelling(),
        InsertModalAa(),
        DoublePreposition(),
        DeleteInfinitiveMarker(),
        DeleteSubject(),
        CapitaliseCommonWord(),
        LowercaseName(),
        FlipMenMed(),
        NorwegianFlipNeighbours(),
        NorwegianDelete(),
    ),
    lexicon=shared_lexicon,
    dictionary_name="nb_NO (spell-norwegian)",
    treebank=UDTreebank(__name__, name="UD Norwegian-Bokmaal", tag="r2.16", alias="ud-nb",
                        folder="ud_norwegian_bokmaal", homepage="https://universaldependencies.org/treebanks/no_bokmaal/"),
    card=Card(pretty_name="DaLA-nb: Norwegian Bokmål Linguistic Acceptability",
              task_prefix="nb_dala",
              examples="og/å, de/dem, en/et, noe/noen, særskriving, V2, ...",
              error_taxonomy="NoCoLA class",
              reference_classes="nocola_classes.tsv",
              reference_name="NoCoLA (dev+test)"),
    exclusions_file="source_exclusions.tsv",
    review_file="review.json",
    source_checks=SOURCE_CHECKS,
    clause_words="whole",
    spacy_pipeline="nb_core_news_md",
    control=AdverbControl(
        finite=("er", "var", "har", "hadde", "blir", "ble", "kan", "kunne", "vil", "ville",
                "skal", "skulle", "må", "måtte", "bør", "burde"),
        subjects=("jeg", "du", "han", "hun", "den", "det", "vi", "dere", "de", "man", "der"),
        adverbs=("også", "altså"),
        correlatives=("ikke kun", "ikke bare", "ikke alene", "ikke utelukkende"),
    ),
)
