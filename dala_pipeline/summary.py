"""What one config's build saw and did, as plain data for reports and cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datasets

    from dala_pipeline.layouts import PublishedPair
    from dala_pipeline.split.keys import PairKeys


@dataclass
class BuildSummary:
    """Source files, skipped sentences, filter counts, corruption order and split contents."""

    files: list[dict[str, str]] = field(default_factory=list)
    filter_counts: dict[str, int] = field(default_factory=dict)
    #: Kept sentences whose text was mended, by what was mended (``doubled_stop``).
    mended: dict[str, int] = field(default_factory=dict)
    applicability: dict[str, int] = field(default_factory=dict)
    order: tuple[str, ...] = ()
    assigned: dict[str, int] = field(default_factory=dict)
    dropped: int = 0
    split_types: dict[str, dict[str, int]] = field(default_factory=dict)
    skipped: list[dict[str, object]] = field(default_factory=list)
    #: For a build from plain text: the parser that annotated it.
    parser: dict | None = None
    #: The publication gate's divergence limit for each pair of splits.
    js_limits: dict[str, float] = field(default_factory=dict)
    #: The language check of the originals (:func:`~dala_pipeline.filter.dictionary.language_check`).
    language_check: dict | None = None

    @classmethod
    def from_pool(cls, files: list[dict], pool: dict, keys: PairKeys,
                  splits: dict[str, list[int]], parser: dict | None = None,
                  js_limits: dict[str, float] | None = None, language_check: dict | None = None) -> BuildSummary:
        """The summary of a config: the pool's record plus its splits' types."""
        return cls(
            files=files,
            filter_counts=pool["filter_counts"],
            mended=pool.get("mended", {}),
            applicability=pool["applicability"],
            order=tuple(pool["order"]),
            assigned=pool["assigned"],
            dropped=pool["dropped"],
            skipped=pool["skipped"],
            parser=parser,
            js_limits=dict(js_limits or {}),
            language_check=language_check,
            split_types={
                name: dict(sorted(keys.counts(indexes).items()))
                for name, indexes in splits.items()
            },
        )

    def split_sizes(self) -> dict[str, int]:
        """Pairs per split."""
        return {name: sum(types.values()) for name, types in self.split_types.items()}


@dataclass(frozen=True)
class SplitRecord:
    """What one published split holds: rows, pairs, Parquet bytes and fingerprint."""

    rows: int
    pairs: int
    num_bytes: int
    #: The lock fingerprint, when the build was asked for it.
    sha256: str | None


@dataclass
class BuiltConfig:
    """One config as published: its splits, DatasetInfo, summary, gate figures and examples."""

    name: str
    splits: dict[str, SplitRecord]
    info: datasets.DatasetInfo
    summary: BuildSummary
    layout: object
    js: dict[str, float] = field(default_factory=dict)
    #: The first pair of each corruption type, in split order.
    examples: dict[str, PublishedPair] = field(default_factory=dict)
