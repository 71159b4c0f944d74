"""What one config's build saw and did, as plain data for reports and cards."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .assignment import Pair


@dataclass
class BuildSummary:
    """Source files, skipped sentences, filter counts, corruption order and split contents."""

    files: list[dict[str, str]] = field(default_factory=list)
    filter_counts: dict[str, int] = field(default_factory=dict)
    applicability: dict[str, int] = field(default_factory=dict)
    order: tuple[str, ...] = ()
    assigned: dict[str, int] = field(default_factory=dict)
    split_types: dict[str, dict[str, int]] = field(default_factory=dict)
    skipped: list[dict[str, object]] = field(default_factory=list)

    def record_splits(self, splits: dict[str, list[Pair]]) -> None:
        self.split_types = {
            name: dict(sorted(Counter(p.corruption_type for p in pairs).items()))
            for name, pairs in splits.items()
        }

    def split_sizes(self) -> dict[str, int]:
        """Pairs per split."""
        return {name: sum(types.values()) for name, types in self.split_types.items()}
