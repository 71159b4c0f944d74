"""Run the builder for one config, then read each split once.

The one read of a built split feeds four consumers: the publication gate
(the pairs it checks), the Parquet file, the lock fingerprint and the
card's examples. A split the gate refuses leaves a partial Parquet file in
the staging folder, which is removed with it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import datasets
import pyarrow as pa

from dala_pipeline.gate import check
from dala_pipeline.layouts import PublishedPair
from dala_pipeline.names import data_file
from dala_pipeline.settings import BuildSettings
from dala_pipeline.summary import BuiltConfig, SplitRecord
from dala_pipeline.timing import clock
from dala_pipeline.write.files import RowGroupWriter
from dala_pipeline.write.lock import RowDigest


class _SplitPass:
    """One read of a built split's Arrow files, a record batch at a time.

    Rows are read with ordinary reads rather than through the memory map
    ``as_dataset()`` keeps: mapped pages count towards the process's memory
    for as long as the file stays mapped.
    """

    def __init__(self, files: tuple[Path, ...], parquet: Path, layout, config: str, split: str,
                 examples: dict[str, PublishedPair], fingerprint: bool):
        self.files, self.parquet, self.layout = files, parquet, layout
        self.config, self.split, self.examples = config, split, examples
        self.digest = RowDigest() if fingerprint else None
        self.rows = self.pairs = 0

    def _batches(self) -> Iterator[pa.RecordBatch]:
        for path in self.files:
            with pa.OSFile(str(path)) as source:
                yield from pa.ipc.open_stream(source)

    def _columns(self) -> Iterator[dict[str, list]]:
        with pa.OSFile(str(self.files[0])) as source:
            schema = pa.ipc.open_stream(source).schema
        self.parquet.parent.mkdir(parents=True, exist_ok=True)
        timer = clock()
        with RowGroupWriter(self.parquet, schema) as writer:
            timer.lap("write")
            for batch in self._batches():
                writer.write(batch)
                if self.digest is not None:
                    timer.lap("lock")
                    self.digest.update(batch.to_pylist())
                self.rows += batch.num_rows
                timer.lap("gate")
                yield batch.to_pydict()
                timer.lap("write")

    def published_pairs(self) -> Iterator[PublishedPair]:
        for pair in self.layout.published_pairs(self.config, self.split, self._columns()):
            self.pairs += 1
            self.examples.setdefault(pair.corruption_type, pair)
            yield pair

    def record(self) -> SplitRecord:
        return SplitRecord(self.rows, self.pairs, self.parquet.stat().st_size,
                           None if self.digest is None else self.digest.hexdigest())


def build_config(builder_class: type[datasets.GeneratorBasedBuilder], name: str, settings: BuildSettings,
                 cache_dir: Path, folder: Path, fingerprint: bool = False) -> BuiltConfig:
    """Build one config with the builder, gate it and write its Parquet files into ``folder``
    (with ``fingerprint``, also the lock's row fingerprint of each split)."""
    builder = builder_class(config_name=name, cache_dir=str(cache_dir), settings=settings)
    timer = clock()
    with timer.stage("write"):
        builder.download_and_prepare(num_proc=settings.num_proc if settings.num_proc > 1 else None)
    config = builder.config
    examples: dict[str, PublishedPair] = {}
    passes = {
        split: _SplitPass(tuple(Path(f["filename"]) for f in dataset.cache_files),
                          folder / data_file(name, split), config.layout, name, split, examples, fingerprint)
        for split, dataset in builder.as_dataset().items()
    }
    with timer.stage("gate"):
        js = check(name, {split: p.published_pairs() for split, p in passes.items()},
                   config.plan.overlapping(), settings.max_js, distinct_texts=settings.dedupe,
                   limits=builder.summary.js_limits)
    splits = {split: p.record() for split, p in passes.items()}
    return BuiltConfig(name, splits, _published_info(builder.info, splits), builder.summary, config.layout,
                       js, examples)


def _published_info(info: datasets.DatasetInfo, splits: dict[str, SplitRecord]) -> datasets.DatasetInfo:
    """The DatasetInfo with each split's ``num_bytes`` the size of its Parquet
    file (Arrow byte counts vary with how generation was sharded), and the
    Parquet files as the download."""
    info = copy.deepcopy(info)
    for name, split in info.splits.items():
        split.num_bytes = splits[name].num_bytes
        split.shard_lengths = None
        split.original_shard_lengths = None
    info.dataset_size = sum(s.num_bytes for s in splits.values())
    info.download_size = info.dataset_size  # what a user downloads: the Parquet files
    info.size_in_bytes = info.dataset_size + info.download_size
    return info

