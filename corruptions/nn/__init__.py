"""Norwegian Nynorsk: its rules, word lists, dictionary, sources and card text.

The error types are those of Nynorsk writers: Bokmål forms in Nynorsk text, which Språkrådet's report
*Typar feil i nynorsk* (Søyland), the error statistics of the Tansa proofing tool and Språkrådet's
account of the searches in Nynorskordboka find the commonest; "hypernynorsk" forms; compounds written
apart; ``og``/``å``; and the word order of Bokmål (V2, the sentence adverb in a subordinate clause).
Each rule names the NoCoLA class it belongs to, as the Bokmål rules do, so that the two written
standards compare.
"""

from __future__ import annotations

from corruptions.language import AdverbControl, Card, Language, UDTreebank

from .basic import NynorskDelete, NynorskFlipNeighbours
from .bokmal import (
    BokmalContentWord,
    BokmalDefiniteFeminine,
    BokmalFunctionWord,
    BokmalNounPlural,
    BokmalPastTense,
    BokmalPresentTense,
)
from .compounds import SplitCompound
from .detectors import SOURCE_CHECKS
from .hypernynorsk import HypernynorskPlural, HypernynorskPresent
from .lexicon import shared_lexicon
from .verbs import FlipOgAa
from .word_order import FlipSubclauseAdverb, FlipV2Inversion

LANGUAGE = Language(
    code="nn",
    name="Norwegian Nynorsk",
    package=__name__,
    rules=(
        BokmalPastTense(),
        BokmalPresentTense(),
        BokmalNounPlural(),
        BokmalDefiniteFeminine(),
        BokmalFunctionWord(),
        BokmalContentWord(),
        HypernynorskPresent(),
        HypernynorskPlural(),
        SplitCompound(),
        FlipOgAa(),
        FlipV2Inversion(),
        FlipSubclauseAdverb(),
        NynorskFlipNeighbours(),
        NynorskDelete(),
    ),
    lexicon=shared_lexicon,
    dictionary_name="nn_NO (spell-norwegian)",
    treebank=UDTreebank(__name__, name="UD Norwegian-Nynorsk", tag="r2.17", alias="ud-nn",
                        folder="ud_norwegian_nynorsk", homepage="https://universaldependencies.org/treebanks/no_nynorsk/"),
    card=Card(pretty_name="DaLA-nn: Norwegian Nynorsk Linguistic Acceptability",
              task_prefix="nn_dala",
              examples="ikkje/ikke, kasta/kastet, bilar/biler, boka/boken, meiner/meinar, særskriving, og/å, V2, ...",
              error_taxonomy="NoCoLA class",
              reference_classes="nocola_classes.tsv",
              reference_name="NoCoLA (dev+test, Bokmål)"),
    exclusions_file="source_exclusions.tsv",
    review_file="review.json",
    source_checks=SOURCE_CHECKS,
    clause_words="whole",
    control=AdverbControl(
        finite=("er", "var", "har", "hadde", "blir", "blei", "vert", "vart", "kan", "kunne", "vil", "ville",
                "skal", "skulle", "må", "måtte", "bør", "burde"),
        subjects=("eg", "du", "han", "ho", "den", "det", "vi", "me", "de", "dei", "ein", "der"),
        adverbs=("også", "altså"),
        correlatives=("ikkje berre", "ikkje kun", "ikkje aleine", "ikkje åleine", "ikkje utelukkande"),
    ),
)
