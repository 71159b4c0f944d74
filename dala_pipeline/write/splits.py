"""Build one config: each split's rows made once, from the pool, and written once.

The builder's stages 1-4 (:meth:`dala.Dala.split_rows`) give each split's
rows as the layout's row codes. Split by split, the layout makes the rows
as record batches from the pool's pairs, column by column (the rows the
builder's ``_generate_examples`` yields: the same layout makes both), and
those batches feed the Parquet file, the lock fingerprint and, read back
through the layout as pairs, the publication gate and the card's examples.
A split the gate refuses leaves a partial Parquet file in the staging
folder, which is removed with it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path

import datasets
import numpy as np
import pyarrow as pa

from dala_pipeline.gate import check_tables
from dala_pipeline.layouts import PublishedPair
from dala_pipeline.names import data_file
from dala_pipeline.pool import MappedArrow
from dala_pipeline.settings import BuildSettings
from dala_pipeline.summary import BuiltConfig, SplitRecord
from dala_pipeline.timing import clock
from dala_pipeline.write.files import RowGroupWriter
from dala_pipeline.write.lock import RowDigest

#: Record batches made between two returns of freed memory to the system.
_RELEASE_EVERY = 10


class _Splits:
    """A config's splits, each made, written and read back as pairs when the gate asks for it."""

    def __init__(self, builder: datasets.GeneratorBasedBuilder, orders: Mapping[str, Sequence[int]], folder: Path,
                 fingerprint: bool):
        self.name, self.layout, self.orders = builder.config.name, builder.config.layout, orders
        self.pairs = MappedArrow(builder.pairs_path)
        self.folder, self.fingerprint = folder, fingerprint
        self.records: dict[str, SplitRecord] = {}
        self.located: dict[str, _SplitPairs | None] = {}
        self.examples: dict[str, dict[str, PublishedPair]] = {}  # by split: the first pair of each type

    def made(self, split: str) -> Callable[[], _SplitPairs | None]:
        return lambda: self._make(split)

    def _make(self, split: str) -> _SplitPairs | None:
        """Make, write and fingerprint a split's rows; where its pairs are among them, as the layout reads
        them back (None when they do not form pairs)."""
        timer = clock()
        keys = []
        rows = RowDigest() if self.fingerprint else None
        with timer.stage("write"):
            parquet = self.folder / data_file(self.name, split)
            parquet.parent.mkdir(parents=True, exist_ok=True)
            with RowGroupWriter(parquet, self.layout.features.arrow_schema) as writer:
                for number, batch in enumerate(self.layout.batches(self.pairs, self.orders[split]), start=1):
                    writer.write(batch)
                    keys.append(batch.select(list(self.layout.pairing_columns)))
                    if number % _RELEASE_EVERY == 0:  # Arrow's allocator keeps what making the rows freed
                        pa.default_memory_pool().release_unused()
                    if rows is not None:
                        timer.lap("lock")
                        rows.update(batch.to_pylist())
                        timer.lap("write")
        pa.default_memory_pool().release_unused()
        key_table = pa.Table.from_batches(keys)
        located = self.layout.pair_rows(key_table)
        count = 0 if located is None else len(located[0])
        self.records[split] = SplitRecord(key_table.num_rows, count, parquet.stat().st_size,
                                          None if rows is None else rows.hexdigest())
        self.located[split] = None if located is None else \
            _SplitPairs(self, split, key_table.column("pair_id").take(pa.array(located[1])), *located)
        return self.located[split]

    def rows_at(self, codes: np.ndarray, positions: np.ndarray) -> pa.Table:
        """The rows at ``positions`` of a split whose row codes are ``codes``, made again as they were
        written."""
        return pa.Table.from_batches(list(self.layout.batches(self.pairs, codes[positions])),
                                     self.layout.features.arrow_schema)

    def first_pairs(self, split: str) -> dict[str, PublishedPair]:
        """The first pair of each type in a split, in its order, for the card."""
        if split not in self.examples:  # the gate did not read the split to its end: read it here
            pairs = self.located[split] if split in self.located else self._make(split)
            for _ in pairs.slices() if pairs is not None else ():
                pass
        return self.examples.get(split, {})

    def published(self) -> Mapping[str, Iterable[PublishedPair]]:
        """Each split's pairs read back from its rows one at a time, for the gate's exact reading."""
        return {split: self.layout.published_pairs(
                    self.name, split, (b.to_pydict() for b in self.layout.batches(self.pairs, order)))
                for split, order in self.orders.items()}


class _SplitPairs:
    """Where a split's pairs are among its rows, and the pairs themselves a slice at a time."""

    #: Pairs made at a time.
    SLICE = 10_000

    def __init__(self, splits: _Splits, split: str, ids: pa.ChunkedArray, good_rows: np.ndarray,
                 bad_rows: np.ndarray):
        self.splits, self.split, self.ids = splits, split, ids
        self.good_rows, self.bad_rows = good_rows, bad_rows
        self.codes = np.asarray(splits.orders[split], dtype=np.int64)

    def slices(self) -> Iterator[pa.Table]:
        layout, first = self.splits.layout, {}
        for start in range(0, len(self.bad_rows), self.SLICE):
            good_rows, bad_rows = self.good_rows[start:start + self.SLICE], self.bad_rows[start:start + self.SLICE]
            bad = self.splits.rows_at(self.codes, bad_rows)
            good = bad if np.array_equal(good_rows, bad_rows) else self.splits.rows_at(self.codes, good_rows)
            pairs = layout.pairs(good, bad)
            for index, ctype in enumerate(pairs.column("corruption_type").to_pylist()):
                if ctype not in first:
                    first[ctype] = PublishedPair(**pairs.slice(index, 1).to_pylist()[0])
            yield pairs
        self.splits.examples[self.split] = first


def build_config(builder_class: type[datasets.GeneratorBasedBuilder], name: str, settings: BuildSettings,
                 cache_dir: Path, folder: Path, fingerprint: bool = False) -> BuiltConfig:
    """Build one config with the builder, gate it and write its Parquet files into ``folder``
    (with ``fingerprint``, also the lock's row fingerprint of each split)."""
    # Arrow's allocator keeps what an earlier config freed for reuse: give it back first
    pa.default_memory_pool().release_unused()
    builder = builder_class(config_name=name, cache_dir=str(cache_dir), settings=settings)
    orders = builder.split_rows()
    config = builder.config
    splits = _Splits(builder, orders, folder, fingerprint)
    with clock().stage("gate"):
        js = check_tables(name, {split: splits.made(split) for split in orders}, splits.published,
                          config.plan.overlapping(), settings.max_js, distinct_texts=settings.dedupe,
                          limits=builder.summary.js_limits)
    examples: dict[str, PublishedPair] = {}
    for split in orders:  # after the gate's exact reading, the splits it did not make are made here
        for ctype, pair in splits.first_pairs(split).items():
            examples.setdefault(ctype, pair)
    splits.located.clear()  # they refer to their splits: without them, the pool's pairs are let go now
    records = {split: splits.records[split] for split in orders}
    return BuiltConfig(name, records, _published_info(builder, records), builder.summary, config.layout,
                       js, examples)


def _published_info(builder: datasets.GeneratorBasedBuilder, splits: dict[str, SplitRecord]) -> datasets.DatasetInfo:
    """The builder's DatasetInfo with the splits as published: each split's ``num_bytes`` the size of its
    Parquet file, and the Parquet files as the download."""
    info = copy.deepcopy(builder.info)
    info.splits = datasets.SplitDict(dataset_name=builder.dataset_name)
    for name, split in splits.items():
        info.splits.add(datasets.SplitInfo(name=name, num_bytes=split.num_bytes, num_examples=split.rows,
                                           dataset_name=builder.dataset_name))
    info.dataset_size = sum(s.num_bytes for s in splits.values())
    info.download_size = info.dataset_size  # what a user downloads: the Parquet files
    info.size_in_bytes = info.dataset_size + info.download_size
    return info
