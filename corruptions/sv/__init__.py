"""Swedish: its rules, word lists, dictionary, sources and card text.

The error types are those the evidence shows Swedish writers make most: the
correction counts of SweLL (Volodina et al. 2019) in its UD test data, the
error labels and confusion pairs of DaLAJ-GED (Volodina et al. 2023), and
Språkrådet's and ISOF's advice on what natives get wrong (de/dem,
särskrivning). Each rule names the DaLAJ class (the first letter of the SweLL
taxonomy: M morphology, S syntax, O orthography, L lexis) it belongs to.
"""

from __future__ import annotations

from corruptions.language import About, AdverbControl, Card, Language, Release, RemoteFile

from .agreement import (
    CorruptAttributiveAdjective,
    CorruptPredicativeAdjective,
    DefiniteAfterPossessor,
    FlipArticleGender,
)
from .basic import SwedishFlipNeighbours
from .compounds import SplitCompound
from .detectors import SOURCE_CHECKS
from .lexicon import shared_lexicon
from .pronouns import FlipDeDem, FlipDeDemArticle
from .verbs import CorruptInfinitive, DropInfinitiveMarker
from .word_order import FlipSubclauseAdverb, FlipV2Inversion

_CITATION = """\
@inproceedings{nivre-etal-2006-talbanken05,
  title = {Talbanken05: A {S}wedish Treebank with Phrase Structure and Dependency Annotation},
  author = {Nivre, Joakim and Nilsson, Jens and Hall, Johan},
  booktitle = {Proceedings of the Fifth International Conference on Language Resources and Evaluation (LREC'06)},
  year = {2006},
}
"""
_TAG = "r2.17"
_HOMEPAGE = "https://universaldependencies.org/treebanks/sv_talbanken/"

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
        SwedishFlipNeighbours(),
    ),
    lexicon=shared_lexicon,
    dictionary_name="sv_SE (Den stora svenska ordlistan)",
    bundled_folder="ud_swedish_talbanken",
    bundled_about=About(f"UD Swedish-Talbanken {_TAG} (dev and test)", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    release=Release(
        alias="ud-talbanken",
        treebank="UD Swedish-Talbanken",
        tag=_TAG,
        base_url=f"https://raw.githubusercontent.com/UniversalDependencies/UD_Swedish-Talbanken/{_TAG}/",
        # dev and test have their exact sizes (the bundled copies); train, not shipped, is bounded at
        # twice what its 4,315 sentences take at the test file's bytes per sentence.
        files=(
            RemoteFile("sv_talbanken-ud-train.conllu", "d98ea1fe694a821cf8742ca224ae8ce841175ada", 13_000_000),
            RemoteFile("sv_talbanken-ud-dev.conllu", "8ebaa940833811f89cb3658da2e14a44e27d4e77", 863_506),
            RemoteFile("sv_talbanken-ud-test.conllu", "659a12f982a6c4a3afbc05ac05c30458ad70bdf2", 1_802_467),
        ),
        about=About(f"UD Swedish-Talbanken {_TAG}", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    ),
    card=Card(pretty_name="DaLA-sv: Swedish Linguistic Acceptability",
              task_prefix="sv_dala",
              examples="de/dem, en/ett, min bilen, ska kommer, för åka, V2, ...",
              error_taxonomy="DaLAJ class",
              reference_classes="dalaj_classes.tsv",
              reference_name="DaLAJ-GED dev+test (learner errors)"),
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
