"""Danish: the DaLA rules, word lists, dictionary, sources and card text.

The error types are those of the DaLA paper (Barmina et al., 2025), drawn
from Dansk Sprognævn's lists of the commonest errors in written Danish.
"""

from __future__ import annotations

from corruptions.language import About, AdverbControl, Card, Language, Release, RemoteFile

from .basic import DanishDelete, DanishFlipNeighbours
from .confusables import FlipAfAd, FlipFarFor, FlipLiggeLaegge
from .detectors import SOURCE_CHECKS
from .determiners import FlipEnEtSuffix, FlipIndefiniteArticle, FlipNogleNogen
from .endings import CorruptEndeEne, CorruptGenitive
from .lexicon import shared_lexicon
from .pronouns import FlipHanHunToDet, FlipNounSubjPronOrder, FlipPronouns, FlipSomDer
from .r_problems import CorruptAdjectiveR, CorruptNounR, CorruptVerbR
from .spelling import CorruptSpelling

_CITATION = """\
@inproceedings{johannsen-etal-2015-universal,
  title = {Universal Dependencies for Danish},
  author = {Johannsen, Anders and Mart{\\'\\i}nez Alonso, H{\\'e}ctor and Plank, Barbara},
  booktitle = {Proceedings of the Fourteenth International Workshop on Treebanks and Linguistic Theories (TLT14)},
  year = {2015},
}
"""
_TAG = "r2.17"
_HOMEPAGE = "https://universaldependencies.org/treebanks/da_ddt/"

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
    bundled_folder="ud_danish_ddt",
    bundled_about=About(f"UD Danish-DDT {_TAG} (dev and test)", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    release=Release(
        alias="ud-ddt",
        treebank="UD Danish-DDT",
        tag=_TAG,
        base_url=f"https://raw.githubusercontent.com/UniversalDependencies/UD_Danish-DDT/{_TAG}/",
        # dev and test have their exact sizes (the bundled copies); train, not shipped, is bounded at
        # twice what its 4,383 sentences take at the dev file's bytes per sentence.
        files=(
            RemoteFile("da_ddt-ud-train.conllu", "d3db8671f8dbad561fd80f11d2e19b47c9049b41", 10_300_000),
            RemoteFile("da_ddt-ud-dev.conllu", "29410816e752d64f2855bc655ab6c307eb45d60f", 660_002),
            RemoteFile("da_ddt-ud-test.conllu", "d43b16c9c274e32b89de2237d493aef81161fba5", 639_330),
        ),
        about=About(f"UD Danish-DDT {_TAG}", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    ),
    card=Card(pretty_name="DaLA: Danish Linguistic Acceptability",
              task_prefix="dala",
              examples="en/et, nogle/nogen, som/der, r-problems, genitives, ..."),
    source_checks=SOURCE_CHECKS,
    clause_words="whole",
    exclusions_file="source_exclusions.tsv",
    spacy_pipeline="da_core_news_md",
    control=AdverbControl(
        finite=("er", "var", "har", "havde", "bliver", "blev", "kan", "kunne", "vil", "ville",
                "skal", "skulle", "må", "måtte", "bør", "burde"),
        subjects=("jeg", "du", "han", "hun", "den", "det", "vi", "I", "de", "man", "der"),
        adverbs=("også", "altså"),
        correlatives=("ikke kun", "ikke bare", "ikke blot", "ikke alene", "ikke udelukkende"),
    ),
)
