"""How a config lays its pairs out as rows, and how rows are read back as pairs.

A layout has ``features`` (the published schema), ``order`` (row codes in
output order), ``rows`` (the rows for part of that order) and
``published_pairs`` (the pairs read back from rows, for the gate and the
card). :class:`ClassificationLayout` gives two rows per pair;
:class:`PairsLayout` one row per pair.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import datasets
import pyarrow as pa

from dala_pipeline.errors import GateError

CHUNK_ROWS = 10_000
CORRECT, INCORRECT = "correct", "incorrect"


@dataclass(frozen=True)
class PublishedPair:
    """One minimal pair as read back from published rows."""

    pair_id: str
    good: str
    bad: str
    corruption_type: str
    edit: Mapping[str, object]


EDIT_FEATURE = {
    "start": datasets.Value("int32"),
    "end": datasets.Value("int32"),
    "original": datasets.Value("string"),
    "replacement": datasets.Value("string"),
}


def _fetch(pairs: pa.Table, indexes: Sequence[int]) -> dict[int, dict]:
    """Rows of the pairs table by index, as dicts."""
    wanted = sorted(set(indexes))
    return dict(zip(wanted, pairs.take(wanted).to_pylist()))


def _chunks(items: Sequence, size: int = CHUNK_ROWS) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


class ClassificationLayout:
    """Two rows per pair, ``correct`` and ``incorrect``, shuffled together."""

    features = datasets.Features({
        "text": datasets.Value("string"),
        "label": datasets.Value("string"),
        "corruption_type": datasets.Value("string"),
        "pair_id": datasets.Value("string"),
        "edit": EDIT_FEATURE,
    })

    def order(self, indexes: Sequence[int], rng: random.Random) -> list[int]:
        """Row codes in output order: ``2 * i`` is pair ``i``'s correct row, ``2 * i + 1`` its incorrect one."""
        order = [2 * index + incorrect for index in indexes for incorrect in (0, 1)]
        rng.shuffle(order)
        return order

    def rows(self, pairs: pa.Table, order: Sequence[int]) -> Iterator[dict]:
        """The rows for codes from :meth:`order`, any contiguous part of it."""
        for chunk in _chunks(order):
            fetched = _fetch(pairs, [code // 2 for code in chunk])
            for code in chunk:
                pair = fetched[code // 2]
                if code % 2:
                    yield {"text": pair["corrupted"], "label": INCORRECT, "corruption_type": pair["corruption_type"],
                           "pair_id": pair["pair_id"], "edit": pair["edit"]}
                else:
                    yield {"text": pair["original"], "label": CORRECT, "corruption_type": None,
                           "pair_id": pair["pair_id"], "edit": None}

    def published_pairs(self, config: str, split: str, batches: Iterable[dict[str, list]]) -> Iterator[PublishedPair]:
        """Read pairs back from batches of rows; each pair_id needs one row of each label."""
        pending: dict[str, tuple[str, str, Any, Any]] = {}
        for columns in batches:
            for text, label, ctype, pair_id, edit in zip(
                columns["text"], columns["label"], columns["corruption_type"], columns["pair_id"], columns["edit"]
            ):
                if label not in (CORRECT, INCORRECT):
                    raise GateError(
                        f"{config}: split {split}, pair {pair_id}: label {label!r} is not correct/incorrect")
                row = (label, text, ctype, edit)
                other = pending.pop(pair_id, None)
                if other is None:
                    pending[pair_id] = row
                    continue
                if other[0] == label:
                    raise GateError(f"{config}: split {split}: pair_id {pair_id!r} has two {label} rows")
                good, bad = (other, row) if other[0] == CORRECT else (row, other)
                yield PublishedPair(pair_id, good[1], bad[1], bad[2], bad[3])
        if pending:
            lonely = min(pending)
            labels = Counter(label for label, *_ in pending.values())
            raise GateError(
                f"{config}: split {split}: labels unbalanced ({labels[CORRECT]} correct, {labels[INCORRECT]} "
                f"incorrect rows without their pair; pair {lonely} has one row)"
            )


class PairsLayout:
    """One row per minimal pair, BLiMP-style (pairs keep the split's order)."""

    features = datasets.Features({
        "sentence_good": datasets.Value("string"),
        "sentence_bad": datasets.Value("string"),
        "corruption_type": datasets.Value("string"),
        "pair_id": datasets.Value("string"),
        "edit": EDIT_FEATURE,
    })

    def order(self, indexes: Sequence[int], rng: random.Random) -> list[int]:
        """Row codes in output order: pair indexes, in the split's order."""
        return list(indexes)

    def rows(self, pairs: pa.Table, order: Sequence[int]) -> Iterator[dict]:
        for chunk in _chunks(order):
            fetched = _fetch(pairs, chunk)
            for index in chunk:
                p = fetched[index]
                yield {"sentence_good": p["original"], "sentence_bad": p["corrupted"],
                       "corruption_type": p["corruption_type"], "pair_id": p["pair_id"], "edit": p["edit"]}

    def published_pairs(self, config: str, split: str, batches: Iterable[dict[str, list]]) -> Iterator[PublishedPair]:
        for columns in batches:
            for row in zip(columns["pair_id"], columns["sentence_good"], columns["sentence_bad"],
                           columns["corruption_type"], columns["edit"]):
                yield PublishedPair(*row)
