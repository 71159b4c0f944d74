"""The builder configs and the row layouts they publish.

A config owns everything that varies between configs: how pairs are split
(:mod:`.splitting` plans), how a pair becomes rows (layouts below), the
seed, the source and the enabled corruptions. The builder reads these
attributes and never branches on a config's name.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import datasets

from corruptions import default_names

from . import __version__
from .assignment import Pair
from .gate import GateError, PublishedPair
from .sources import BUNDLED, UD_DDT_BASE_URL
from .splitting import FixedPlan, ProportionalPlan

DEFAULT_SEED = 4242
CORRECT, INCORRECT = "correct", "incorrect"

EDIT_FEATURE = {
    "start": datasets.Value("int32"),
    "end": datasets.Value("int32"),
    "original": datasets.Value("string"),
    "replacement": datasets.Value("string"),
}


class OnError(str, enum.Enum):
    """What a malformed source sentence does: stop the build, or be skipped and reported."""

    FAIL = "fail"
    SKIP = "skip"


class ClassificationLayout:
    """Two rows per pair, ``correct`` and ``incorrect``, shuffled together."""

    features = datasets.Features({
        "text": datasets.Value("string"),
        "label": datasets.Value("string"),
        "corruption_type": datasets.Value("string"),
        "pair_id": datasets.Value("string"),
        "edit": EDIT_FEATURE,
    })

    def rows(self, pairs: Sequence[Pair], rng: random.Random) -> list[dict]:
        rows = []
        for pair in pairs:
            rows.append({"text": pair.original, "label": CORRECT, "corruption_type": None,
                         "pair_id": pair.pair_id, "edit": None})
            rows.append({"text": pair.corrupted, "label": INCORRECT,
                         "corruption_type": pair.corruption_type, "pair_id": pair.pair_id,
                         "edit": pair.edit.as_dict()})
        rng.shuffle(rows)
        return rows

    def published_pairs(self, config: str, split: str, columns: dict[str, list]) -> list[PublishedPair]:
        """Read pairs back from rows; each pair_id needs one row of each label."""
        rows = {CORRECT: {}, INCORRECT: {}}
        for text, label, ctype, pair_id, edit in zip(
            columns["text"], columns["label"], columns["corruption_type"], columns["pair_id"], columns["edit"]
        ):
            if label not in rows:
                raise GateError(f"{config}: split {split}, pair {pair_id}: label {label!r} is not correct/incorrect")
            if pair_id in rows[label]:
                raise GateError(f"{config}: split {split}: pair_id {pair_id!r} has two {label} rows")
            rows[label][pair_id] = (text, ctype, edit)
        good, bad = rows[CORRECT], rows[INCORRECT]
        if good.keys() != bad.keys():
            lonely = sorted(good.keys() ^ bad.keys())[0]
            raise GateError(
                f"{config}: split {split}: labels unbalanced ({len(good)} correct, {len(bad)} incorrect; "
                f"pair {lonely} has one row)"
            )
        return [PublishedPair(pid, good[pid][0], bad[pid][0], bad[pid][1], bad[pid][2]) for pid in bad]


class PairsLayout:
    """One row per minimal pair, BLiMP-style (pairs keep the split's order)."""

    features = datasets.Features({
        "sentence_good": datasets.Value("string"),
        "sentence_bad": datasets.Value("string"),
        "corruption_type": datasets.Value("string"),
        "pair_id": datasets.Value("string"),
        "edit": EDIT_FEATURE,
    })

    def rows(self, pairs: Sequence[Pair], rng: random.Random) -> list[dict]:
        return [
            {"sentence_good": p.original, "sentence_bad": p.corrupted,
             "corruption_type": p.corruption_type, "pair_id": p.pair_id, "edit": p.edit.as_dict()}
            for p in pairs
        ]

    def published_pairs(self, config: str, split: str, columns: dict[str, list]) -> list[PublishedPair]:
        return [
            PublishedPair(*row) for row in zip(
                columns["pair_id"], columns["sentence_good"], columns["sentence_bad"],
                columns["corruption_type"], columns["edit"],
            )
        ]


@dataclass
class DalaConfig(datasets.BuilderConfig):
    """A DaLA config; every field may be overridden as a builder keyword."""

    plan: FixedPlan | ProportionalPlan | None = None
    layout: ClassificationLayout | PairsLayout | None = None
    seed: int = DEFAULT_SEED
    source: str = BUNDLED
    corruptions: tuple[str, ...] = field(default_factory=default_names)
    dedupe: bool = True
    ud_base_url: str = UD_DDT_BASE_URL
    on_error: OnError = OnError.FAIL


_VERSION = datasets.Version(__version__)

CONFIGS = (
    DalaConfig(
        name="small", version=_VERSION,
        description="ScaLA sizes: 512 train, 128 val, 1,024 test pairs (test halved to fit), "
                    "plus full_train with every pair outside val and test.",
        plan=FixedPlan(sizes=(("train", 512), ("val", 128), ("test", 1024)), shrink="test",
                       floor=128, union="full_train", union_excludes=("val", "test")),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="medium", version=_VERSION,
        description="Every pair: 60% train, 5% val, 35% test.",
        plan=ProportionalPlan((("train", 0.60), ("val", 0.05), ("test", 0.35))),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="large", version=_VERSION,
        description="Every pair: 80% train, 5% val, 15% test.",
        plan=ProportionalPlan((("train", 0.80), ("val", 0.05), ("test", 0.15))),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="pairs", version=_VERSION,
        description="Every minimal pair in one test split (sentence_good, sentence_bad), BLiMP-style.",
        plan=ProportionalPlan((("test", 1.0),)),
        layout=PairsLayout(),
    ),
)
CONFIG_NAMES = tuple(c.name for c in CONFIGS)
