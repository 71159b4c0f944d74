"""Norwegian Bokmål: its rules, word lists, dictionary, sources and card text.

The error types are those Norwegian writers make most (Språkrådet's advice
pages, the error classes of NoCoLA (Jentoft and Samuel, 2023), and the
class list of GiellaLT's Bokmål grammar checker, read as evidence only);
each rule names the NoCoLA class it belongs to.
"""

from __future__ import annotations

from corruptions.language import About, AdverbControl, Card, Language, Release, RemoteFile

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

_CITATION = """\
@inproceedings{ovrelid-hohle-2016-universal,
  title = {Universal Dependencies for {N}orwegian},
  author = {{\\O}vrelid, Lilja and Hohle, Petter},
  booktitle = {Proceedings of the Tenth International Conference on Language Resources and Evaluation (LREC'16)},
  year = {2016},
  pages = {1579--1585},
}
"""
_TAG = "r2.16"
_HOMEPAGE = "https://universaldependencies.org/treebanks/no_bokmaal/"

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
    bundled_folder="ud_norwegian_bokmaal",
    bundled_about=About(f"UD Norwegian-Bokmaal {_TAG} (dev and test)", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    release=Release(
        alias="ud-nb",
        treebank="UD Norwegian-Bokmaal",
        tag=_TAG,
        base_url=f"https://raw.githubusercontent.com/UniversalDependencies/UD_Norwegian-Bokmaal/{_TAG}/",
        # dev and test have their exact sizes (the bundled copies); train, not shipped, is bounded at
        # twice what its 15,696 sentences take at the dev file's bytes per sentence.
        files=(
            RemoteFile("no_bokmaal-ud-train.conllu", "c8d44d809e3bf1a68cdeeb3c256db818eb984b38", 31_000_000),
            RemoteFile("no_bokmaal-ud-dev.conllu", "36aa4e090044eff79f0ad6e14595456e30769426", 2_371_164),
            RemoteFile("no_bokmaal-ud-test.conllu", "de9424d43a9995150ac642e57191e4d59c282352", 1_949_600),
        ),
        about=About(f"UD Norwegian-Bokmaal {_TAG}", "CC BY-SA 4.0", _CITATION, _HOMEPAGE),
    ),
    card=Card(pretty_name="DaLA-nb: Norwegian Bokmål Linguistic Acceptability",
              task_prefix="nb_dala",
              examples="og/å, de/dem, en/et, noe/noen, særskriving, V2, ...",
              error_taxonomy="NoCoLA class",
              reference_classes="nocola_classes.tsv",
              reference_name="NoCoLA (dev+test)"),
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
