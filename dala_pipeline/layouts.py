"""How a config lays its pairs out as rows, and how rows are read back as pairs.

A layout has ``features`` (the published schema), ``order`` (row codes in
output order), ``batches`` (the rows for part of that order, as record
batches built column by column from the pairs table; ``rows`` gives them as
dicts), ``published_pairs`` (the pairs read back from rows, one at a time:
the gate's exact reading), and ``pair_rows`` and ``pairs`` (where the same
pairs are among the rows, and their columns: the gate's reading in bulk). :class:`ClassificationLayout` gives two rows
per pair; :class:`PairsLayout` one row per pair.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import datasets
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from dala_pipeline.errors import GateError

#: Rows per record batch: as many as the ``datasets`` writer puts in one, so that the Parquet files
#: (whose pages follow the batches) are the same bytes whichever writes the rows.
BATCH_ROWS = 1000
#: Rows made at a time: a whole number of batches.
CHUNK_ROWS = 10 * BATCH_ROWS
CORRECT, INCORRECT = "correct", "incorrect"
class Pairs(Protocol):
    """The pool's pairs table, or what takes rows of it (:class:`~dala_pipeline.pool.MappedArrow`)."""

    def take(self, indices: np.ndarray) -> pa.Table:
        ...


#: The columns of :meth:`ClassificationLayout.pairs` and :meth:`PairsLayout.pairs`.
PAIR_COLUMNS = ("pair_id", "good", "bad", "corruption_type", "edit")


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


def _batches(columns: Sequence[pa.Array | pa.ChunkedArray], schema: pa.Schema) -> list[pa.RecordBatch]:
    """The columns as record batches of :data:`BATCH_ROWS` rows (the last one shorter)."""
    table = pa.Table.from_arrays(list(columns), schema=schema).combine_chunks()
    return table.to_batches(max_chunksize=BATCH_ROWS)


def _chunks(items: Sequence, size: int = CHUNK_ROWS) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_dicts(batches: Iterable[pa.RecordBatch]) -> Iterator[dict]:
    for batch in batches:
        yield from batch.to_pylist()


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

    def rows(self, pairs: Pairs, order: Sequence[int]) -> Iterator[dict]:
        """The rows for codes from :meth:`order`, any contiguous part of it."""
        return _as_dicts(self.batches(pairs, order))

    def batches(self, pairs: Pairs, order: Sequence[int]) -> Iterator[pa.RecordBatch]:
        """The rows for codes from :meth:`order` as record batches: a code's pair's ``original`` with the
        label ``correct`` (no type, no edit), or its ``corrupted`` text with ``incorrect``, its type and
        its edit."""
        for chunk in _chunks(order):
            codes = np.asarray(chunk, dtype=np.int64)
            taken = pairs.take(codes // 2)
            incorrect = pa.array(codes % 2 == 1)
            yield from _batches([
                pc.if_else(incorrect, taken.column("corrupted"), taken.column("original")),
                pc.if_else(incorrect, pa.scalar(INCORRECT), pa.scalar(CORRECT)),
                pc.if_else(incorrect, taken.column("corruption_type"), pa.scalar(None, pa.string())),
                taken.column("pair_id"),
                pc.if_else(incorrect, taken.column("edit"), pa.scalar(None, taken.schema.field("edit").type)),
            ], self.features.arrow_schema)

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

    #: The columns :meth:`pair_rows` reads.
    pairing_columns = ("pair_id", "label")

    def pair_rows(self, keys: pa.Table) -> tuple[np.ndarray, np.ndarray] | None:
        """Where the pairs of :meth:`published_pairs` are among the rows, in the same order (a pair comes
        with its second row): the row of each pair's original and of its corrupted text. ``keys``: the
        rows' :attr:`pairing_columns`. None unless every row is labelled ``correct`` or ``incorrect``
        and every pair_id has one row of each (then :meth:`published_pairs` says what is wrong)."""
        label, ids = keys.column("label"), keys.column("pair_id")
        incorrect = pc.equal(label, INCORRECT)
        if keys.num_rows % 2 or label.null_count or ids.null_count \
                or not pc.all(pc.or_(incorrect, pc.equal(label, CORRECT)), min_count=0).as_py():
            return None
        by_id = pc.sort_indices(ids).to_numpy()
        first, second = by_id[0::2], by_id[1::2]
        ids_first, ids_second = ids.take(pa.array(first)), ids.take(pa.array(second))
        flags = np.asarray(incorrect.to_numpy(), dtype=bool)
        # sorted by pair_id, the rows come two by two: the same pair_id, one of each label, then a greater one
        if not (pc.all(pc.equal(ids_first, ids_second), min_count=0).as_py()
                and pc.all(pc.less(ids_first[:-1], ids_first[1:]), min_count=0).as_py()
                and bool(np.all(flags[first] != flags[second]))):
            return None
        bad_rows = np.where(flags[first], first, second)
        good_rows = np.where(flags[first], second, first)
        completed = np.argsort(np.maximum(good_rows, bad_rows))
        return good_rows[completed], bad_rows[completed]

    def pairs(self, good: pa.Table, bad: pa.Table) -> pa.Table:
        """The pairs whose original is in the row ``good`` and corrupted text in the row ``bad``, row by row,
        as columns :data:`PAIR_COLUMNS`."""
        return pa.table([bad.column("pair_id"), good.column("text"), bad.column("text"),
                         bad.column("corruption_type"), bad.column("edit")], names=list(PAIR_COLUMNS))


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

    def rows(self, pairs: Pairs, order: Sequence[int]) -> Iterator[dict]:
        return _as_dicts(self.batches(pairs, order))

    def batches(self, pairs: Pairs, order: Sequence[int]) -> Iterator[pa.RecordBatch]:
        names = ("original", "corrupted", "corruption_type", "pair_id", "edit")
        for chunk in _chunks(order):
            taken = pairs.take(np.asarray(chunk, dtype=np.int64))
            yield from _batches([taken.column(name) for name in names], self.features.arrow_schema)

    def published_pairs(self, config: str, split: str, batches: Iterable[dict[str, list]]) -> Iterator[PublishedPair]:
        for columns in batches:
            for row in zip(columns["pair_id"], columns["sentence_good"], columns["sentence_bad"],
                           columns["corruption_type"], columns["edit"]):
                yield PublishedPair(*row)

    #: The columns :meth:`pair_rows` reads.
    pairing_columns = ("pair_id",)

    def pair_rows(self, keys: pa.Table) -> tuple[np.ndarray, np.ndarray]:
        """Each row is a pair: its original and its corrupted text are in the same row."""
        rows = np.arange(keys.num_rows)
        return rows, rows

    def pairs(self, good: pa.Table, bad: pa.Table) -> pa.Table:
        """The pairs of the rows ``good`` (the same as ``bad``), as columns :data:`PAIR_COLUMNS`."""
        return pa.table([bad.column("pair_id"), good.column("sentence_good"), bad.column("sentence_bad"),
                         bad.column("corruption_type"), bad.column("edit")], names=list(PAIR_COLUMNS))
