"""Build one config: each split's rows made once, from the pool, and written once.

The builder's stages 1-4 (:meth:`dala.Dala.split_rows`) give each split's
rows as the layout's row codes. Split by split, the layout makes the rows
as record batches from the pool's pairs, column by column (the rows the
builder's ``_generate_examples`` yields: the same layout makes both), and
those batches feed the Parquet file and the lock fingerprint; read back
through the layout as pairs, they give the gate what it checks of each
split (:func:`~dala_pipeline.gate.read_split`) and the card its examples.
The splits are made in dala's worker processes with ``--num-proc`` above 1
(in this process with one), each the same whoever makes it; the gate's
checks across splits follow, here. A split the gate refuses leaves a
partial Parquet file in the staging folder, which is removed with it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import datasets
import numpy as np
import pyarrow as pa

from dala_pipeline.gate import SplitFindings, check_findings, read_split
from dala_pipeline.layouts import ClassificationLayout, PairsLayout, PublishedPair
from dala_pipeline.names import data_file
from dala_pipeline.pool import MappedArrow
from dala_pipeline.settings import BuildSettings
from dala_pipeline.summary import BuiltConfig, SplitRecord
from dala_pipeline.timing import WAITING, StageClock, clock
from dala_pipeline.workers import in_workers
from dala_pipeline.write.files import RowGroupWriter
from dala_pipeline.write.lock import RowDigest

#: Record batches made between two returns of freed memory to the system.
_RELEASE_EVERY = 10


@dataclass(frozen=True)
class _Config:
    """What making any split of a config needs."""

    name: str
    layout: ClassificationLayout | PairsLayout
    pairs_path: Path
    folder: Path
    fingerprint: bool
    distinct_texts: bool


@dataclass(frozen=True)
class _Made:
    """A split as made: its record, what the gate found in it, its examples and the figures of its clock."""

    record: SplitRecord
    findings: SplitFindings
    examples: dict[str, PublishedPair]
    figures: dict


def _make(job: tuple[_Config, str, Sequence[int]]) -> _Made:
    """Make, write and fingerprint a split's rows, and read them back as pairs: the work of one split,
    in a worker process or in this one."""
    config, split, order = job
    timer = StageClock()
    layout, pairs = config.layout, MappedArrow(config.pairs_path)
    keys = []
    rows = RowDigest() if config.fingerprint else None
    timer.lap("write")
    parquet = config.folder / data_file(config.name, split)
    parquet.parent.mkdir(parents=True, exist_ok=True)
    with RowGroupWriter(parquet, layout.features.arrow_schema) as writer:
        for number, batch in enumerate(layout.batches(pairs, order), start=1):
            writer.write(batch)
            keys.append(batch.select(list(layout.pairing_columns)))
            if rows is not None:
                timer.lap("lock")
                rows.update(batch.to_pylist())
                timer.lap("write")
            if number % _RELEASE_EVERY == 0:  # Arrow's allocator keeps what making the rows freed
                pa.default_memory_pool().release_unused()
    pa.default_memory_pool().release_unused()
    timer.lap("gate")
    key_table = pa.Table.from_batches(keys)
    located = layout.pair_rows(key_table)
    located_pairs = None if located is None else \
        _SplitPairs(layout, pairs, np.asarray(order, dtype=np.int64),
                    key_table.column("pair_id").take(pa.array(located[1])), *located)
    findings = read_split(located_pairs, config.distinct_texts)
    record = SplitRecord(key_table.num_rows, 0 if located is None else len(located[0]), parquet.stat().st_size,
                         None if rows is None else rows.hexdigest())
    timer.lap(None)
    return _Made(record, findings, {} if located_pairs is None else located_pairs.first, timer.figures())


class _SplitPairs:
    """Where a split's pairs are among its rows, and the pairs themselves a slice at a time (the rows
    of a slice made again, as they were written); the first pair of each type, once read to the end."""

    #: Pairs made at a time.
    SLICE = 10_000

    def __init__(self, layout: ClassificationLayout | PairsLayout, pairs: MappedArrow, codes: np.ndarray,
                 ids: pa.ChunkedArray, good_rows: np.ndarray, bad_rows: np.ndarray):
        self.layout, self.pairs, self.codes, self.ids = layout, pairs, codes, ids
        self.good_rows, self.bad_rows = good_rows, bad_rows
        self.first: dict[str, PublishedPair] = {}

    def _rows(self, positions: np.ndarray) -> pa.Table:
        return pa.Table.from_batches(list(self.layout.batches(self.pairs, self.codes[positions])),
                                     self.layout.features.arrow_schema)

    def slices(self) -> Iterator[pa.Table]:
        first: dict[str, PublishedPair] = {}
        for start in range(0, len(self.bad_rows), self.SLICE):
            good_rows, bad_rows = self.good_rows[start:start + self.SLICE], self.bad_rows[start:start + self.SLICE]
            bad = self._rows(bad_rows)
            good = bad if np.array_equal(good_rows, bad_rows) else self._rows(good_rows)
            pairs = self.layout.pairs(good, bad)
            for index, ctype in enumerate(pairs.column("corruption_type").to_pylist()):
                if ctype not in first:
                    first[ctype] = PublishedPair(**pairs.slice(index, 1).to_pylist()[0])
            yield pairs
        self.first = first


def build_config(builder_class: type[datasets.GeneratorBasedBuilder], name: str, settings: BuildSettings,
                 cache_dir: Path, folder: Path, fingerprint: bool = False) -> BuiltConfig:
    """Build one config with the builder, gate it and write its Parquet files into ``folder``
    (with ``fingerprint``, also the lock's row fingerprint of each split)."""
    # Arrow's allocator keeps what an earlier config freed for reuse: give it back first
    pa.default_memory_pool().release_unused()
    builder = builder_class(config_name=name, cache_dir=str(cache_dir), settings=settings)
    orders = builder.split_rows()
    config = builder.config
    making = _Config(name, config.layout, builder.pairs_path, folder, fingerprint, settings.dedupe)
    timer = clock()
    made: dict[str, _Made] = {}
    outer = timer.current
    timer.lap(WAITING)
    for split, result in zip(orders, in_workers(_make, [(making, split, orders[split]) for split in orders],
                                                settings.num_proc)):
        made[split] = result
        timer.absorb(result.figures)
    timer.lap(outer)
    with timer.stage("gate"):
        js = check_findings(name, {split: made[split].findings for split in orders},
                            lambda: _published(making, orders), config.plan.overlapping(), settings.max_js,
                            distinct_texts=settings.dedupe, limits=builder.summary.js_limits)
    examples: dict[str, PublishedPair] = {}
    for split in orders:
        for ctype, pair in made[split].examples.items():
            examples.setdefault(ctype, pair)
    records = {split: made[split].record for split in orders}
    return BuiltConfig(name, records, _published_info(builder, records), builder.summary, config.layout,
                       js, examples)


def _published(config: _Config, orders: Mapping[str, Sequence[int]]) -> Mapping[str, Iterable[PublishedPair]]:
    """Each split's pairs read back from its rows one at a time, for the gate's exact reading."""
    pairs = MappedArrow(config.pairs_path)
    return {split: config.layout.published_pairs(
                config.name, split, (b.to_pydict() for b in config.layout.batches(pairs, order)))
            for split, order in orders.items()}


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
