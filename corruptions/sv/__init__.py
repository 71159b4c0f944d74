"""Swedish: its rules, word lists, dictionary, sources and card text.

The error types are those the evidence shows Swedish writers make most: the
correction counts of SweLL (Volodina et al. 2019) in its UD test data, the
error labels and confusion pairs of DaLAJ-GED (Volodina et al. 2023), and
Språkrådet's and ISOF's advice on what natives get wrong (de/dem,
särskrivning). Each rule names the DaLAJ class (the first letter of the SweLL
taxonomy: M morphology, S syntax, O orthography, L lexis) it belongs to.
"""

from __future__ import annotations

from corruptions.language import AdverbControl, Card, Language, UDTreebank

from .agreement import (
    CorruptAttributiveAdjective,
    CorruptPredicativeAdjective,
    DefiniteAfterPossessor,
    FlipArticleGender,
)
from .basic import SwedishDelete, SwedishFlipNeighbours
from .capitals import CapitaliseCommonWord, LowercaseName
from .compounds import SplitCompound
from .detectors import SOURCE_CHECKS
from .lexicon import shared_lexicon
from .missing import DropSubject, DropSubjectSom
from .pronouns import FlipDeDem, FlipDeDemArticle
from .spelling import CorruptDoubleConsonant, CorruptSjTjSound, DropDiacritic
from .superfluous import InsertModalAtt
from .verbs import CorruptInfinitive, DropInfinitiveMarker
from .word_choice import FlipFixedPreposition, FlipSigSin, IngenAfterVerb
from .word_order import FlipSubclauseAdverb, FlipV2Inversion

LANGUAGE = Language(
    code="sv",
    name="Swedish",
    package=__name__,
    rules=(
        FlipArticleGender(),
        CorruptAttributiveAdjective(),
        CorruptPredicativeAdjective(),
        DefiniteAfterPossessor(),
        CorruptInfinitive(),
        DropInfinitiveMarker(),
        FlipDeDem(),
        FlipDeDemArticle(),
        FlipV2Inversion(),
        SplitCompound(),
        FlipSubclauseAdverb(),
        FlipSigSin(),
        IngenAfterVerb(),
        FlipFixedPreposition(),
        DropSubject(),
        DropSubjectSom(),
        InsertModalAtt(),
        CorruptDoubleConsonant(),
        DropDiacritic(),
        CorruptSjTjSound(),
        CapitaliseCommonWord(),
        LowercaseName(),
        SwedishFlipNeighbours(),
        SwedishDelete(),
    ),
    lexicon=shared_lexicon,
    dictionary_name="sv_SE (Den stora svenska ordlistan)",
    treebank=UDTreebank(__name__, name="UD Swedish-Talbanken", tag="r2.17", alias="ud-talbanken",
                        folder="ud_swedish_talbanken", homepage="https://universaldependencies.org/treebanks/sv_talbanken/"),
    card=Card(pretty_name="DaLA-sv: Swedish Linguistic Acceptability",
              task_prefix="sv_dala",
              examples="de/dem, en/ett, min bilen, ska kommer, för åka, V2, ...",
              error_taxonomy="DaLAJ class",
              reference_classes="dalaj_classes.tsv",
              reference_name="DaLAJ-GED dev+test (learner errors)"),
    exclusions_file="source_exclusions.tsv",
    review_file="review.json",
    source_checks=SOURCE_CHECKS,
    clause_words="whole",
    spacy_pipeline="sv_core_news_md",
    control=AdverbControl(
        finite=("är", "var", "har", "hade", "blir", "blev", "kan", "kunde", "vill", "ville",
                "ska", "skulle", "måste", "bör", "borde"),
        subjects=("jag", "du", "han", "hon", "den", "det", "vi", "ni", "de", "man"),
        adverbs=("också", "alltså"),
        correlatives=("inte bara", "inte endast", "inte enbart", "inte blott"),
    ),
)
