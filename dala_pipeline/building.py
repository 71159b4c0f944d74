"""Run the builder for one config and gate what it produced."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import datasets

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


@dataclass
class BuiltConfig:
    """One config's splits, as the builder made them, and what it saw."""

    name: str
    dataset: datasets.DatasetDict
    info: datasets.DatasetInfo
    summary: BuildSummary
    js: dict[str, float] = field(default_factory=dict)


def build_config(name: str, options: BuildOptions, cache_dir: Path) -> BuiltConfig:
    """Build one config with the builder and pass it through the gate."""
    from dala import Dala  # the top-level builder module imports this package

    builder = Dala(config_name=name, cache_dir=str(cache_dir), **options.builder_kwargs())
    builder.download_and_prepare(num_proc=options.num_proc if options.num_proc > 1 else None)
    dataset = builder.as_dataset()
    layout, plan = builder.config.layout, builder.config.plan
    published = {split: layout.published_pairs(name, split, dataset[split].iter(batch_size=10_000))
                 for split in dataset}
    js = check(name, published, plan.overlapping(), options.max_js, distinct_texts=options.dedupe)
    return BuiltConfig(name, dataset, builder.info, builder.summary, js)
