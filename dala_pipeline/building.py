"""Run the builder for one config and gate what it produced."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import datasets
import pyarrow as pa

from .configs import DEFAULT_SEED, OnError
from .gate import DEFAULT_MAX_JS, check
from .sources import BUNDLED, UD_DDT_BASE_URL
from .summary import BuildSummary


@dataclass(frozen=True)
class BuildOptions:
    """What the command line can change; ``None`` keeps the config's value."""

    source: str = BUNDLED
    data_dir: str | None = None
    seed: int = DEFAULT_SEED
    ud_base_url: str = UD_DDT_BASE_URL
    corruptions: tuple[str, ...] | None = None
    max_js: float = DEFAULT_MAX_JS
    on_error: OnError = OnError.FAIL
    num_proc: int = 1
    dedupe: bool = True

    def builder_kwargs(self) -> dict[str, object]:
        kwargs = {"source": self.source, "data_dir": self.data_dir, "seed": self.seed,
                  "ud_base_url": self.ud_base_url, "corruptions": self.corruptions,
                  "on_error": self.on_error, "num_proc": self.num_proc, "dedupe": self.dedupe}
        return {k: v for k, v in kwargs.items() if v is not None}


@dataclass(frozen=True)
class BuiltSplit:
    """A split as the builder wrote it: its Arrow files and row count.

    Rows are read back a record batch at a time with ordinary reads rather
    than through the memory map ``as_dataset()`` keeps: the pages of a
    mapped file count towards the process's memory for as long as it stays
    mapped: hundreds of megabytes per config at a million sentences.
    """

    files: tuple[Path, ...]
    num_rows: int

    def schema(self) -> pa.Schema:
        """The Arrow schema (with the ``datasets`` features in its metadata)."""
        with pa.OSFile(str(self.files[0])) as source:
            return pa.ipc.open_stream(source).schema

    def batches(self) -> Iterator[pa.RecordBatch]:
        for path in self.files:
            with pa.OSFile(str(path)) as source:
                yield from pa.ipc.open_stream(source)

    def rows(self) -> Iterator[dict]:
        """The rows as dicts, in order."""
        for batch in self.batches():
            yield from batch.to_pylist()


@dataclass
class BuiltConfig:
    """One config's splits, as the builder made them, and what it saw."""

    name: str
    splits: dict[str, BuiltSplit]
    info: datasets.DatasetInfo
    summary: BuildSummary
    js: dict[str, float] = field(default_factory=dict)


def build_config(name: str, options: BuildOptions, cache_dir: Path) -> BuiltConfig:
    """Build one config with the builder and pass it through the gate."""
    from dala import Dala  # the top-level builder module imports this package

    builder = Dala(config_name=name, cache_dir=str(cache_dir), **options.builder_kwargs())
    builder.download_and_prepare(num_proc=options.num_proc if options.num_proc > 1 else None)
    splits = {
        split: BuiltSplit(tuple(Path(f["filename"]) for f in dataset.cache_files), dataset.num_rows)
        for split, dataset in builder.as_dataset().items()
    }
    layout, plan = builder.config.layout, builder.config.plan
    published = {split: layout.published_pairs(name, split, (b.to_pydict() for b in built.batches()))
                 for split, built in splits.items()}
    js = check(name, published, plan.overlapping(), options.max_js, distinct_texts=options.dedupe)
    return BuiltConfig(name, splits, builder.info, builder.summary, js)
