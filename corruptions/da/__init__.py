"""Danish: the DaLA rules, word lists, dictionary, sources and card text.

The error types are those of the DaLA paper (Barmina et al., 2025), drawn
from Dansk Sprognævn's lists of the commonest errors in written Danish.
"""

from __future__ import annotations

from corruptions.language import AdverbControl, Card, Language, UDTreebank

from .basic import DanishDelete, DanishFlipNeighbours
from .confusables import FlipAfAd, FlipFarFor, FlipLiggeLaegge
from .detectors import SOURCE_CHECKS
from .determiners import FlipEnEtSuffix, FlipIndefiniteArticle, FlipNogleNogen
from .endings import CorruptEndeEne, CorruptGenitive
from .lexicon import shared_lexicon
from .pronouns import FlipHanHunToDet, FlipNounSubjPronOrder, FlipPronouns, FlipSomDer
from .r_problems import CorruptAdjectiveR, CorruptNounR, CorruptVerbR
from .spelling import CorruptSpelling

LANGUAGE = Language(
    code="da",
    name="Danish",
    package=__name__,
    rules=(
        FlipIndefiniteArticle(),
        FlipEnEtSuffix(),
        FlipNogleNogen(),
        CorruptEndeEne(),
        FlipPronouns(),
        FlipSomDer(),
        FlipHanHunToDet(),
        CorruptSpelling(),
        FlipLiggeLaegge(),
        CorruptVerbR(),
        CorruptNounR(),
        CorruptAdjectiveR(),
        CorruptGenitive(),
        FlipFarFor(),
        FlipAfAd(),
        FlipNounSubjPronOrder(),
        DanishFlipNeighbours(),
        DanishDelete(),
    ),
    lexicon=shared_lexicon,
    dictionary_name="da_DK (Stavekontrolden)",
    treebank=UDTreebank(__name__, name="UD Danish-DDT", tag="r2.17", alias="ud-ddt",
                        folder="ud_danish_ddt", homepage="https://universaldependencies.org/treebanks/da_ddt/"),
    card=Card(pretty_name="DaLA: Danish Linguistic Acceptability",
              task_prefix="dala",
              examples="en/et, nogle/nogen, som/der, r-problems, genitives, ..."),
    source_checks=SOURCE_CHECKS,
    clause_words="whole",
    exclusions_file="source_exclusions.tsv",
    review_file="review.json",
    spacy_pipeline="da_core_news_md",
    control=AdverbControl(
        finite=("er", "var", "har", "havde", "bliver", "blev", "kan", "kunne", "vil", "ville",
                "skal", "skulle", "må", "måtte", "bør", "burde"),
        subjects=("jeg", "du", "han", "hun", "den", "det", "vi", "I", "de", "man", "der"),
        adverbs=("også", "altså"),
        correlatives=("ikke kun", "ikke bare", "ikke blot", "ikke alene", "ikke udelukkende"),
    ),
)
