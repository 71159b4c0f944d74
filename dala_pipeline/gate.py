"""Stage 5: the publication gate (spec §Publication gate).

Runs on the rows a config will publish, read back through its layout:
pairwise Jensen-Shannon divergence of the splits' corruption types below a
threshold, no corrupted text equal to its original, no text in two splits
that must be disjoint, balanced labels, each ``pair_id`` once, and every
``edit`` turning its original into the corrupted text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from corruptions import Edit

from .divergence import js_between
from .errors import BuildError

DEFAULT_MAX_JS = 0.01


@dataclass(frozen=True)
class PublishedPair:
    """One minimal pair as read back from published rows."""

    pair_id: str
    good: str
    bad: str
    corruption_type: str
    edit: Mapping[str, object]


class GateError(BuildError):
    """A config failed the publication gate."""


def _apply(edit: Mapping[str, object], text: str) -> str | None:
    try:
        return Edit(**edit).apply(text)
    except ValueError:
        return None


def js_matrix(splits: Mapping[str, Sequence[PublishedPair]]) -> dict[str, float]:
    """``"a/b" -> divergence`` for every pair of splits, in split order."""
    types = {name: Counter(p.corruption_type for p in pairs) for name, pairs in splits.items()}
    return {f"{a}/{b}": round(js_between(types[a], types[b]), 6) for a, b in combinations(splits, 2)}


def check(
    config: str,
    splits: Mapping[str, Sequence[PublishedPair]],
    overlapping: frozenset[frozenset[str]] = frozenset(),
    max_js: float = DEFAULT_MAX_JS,
) -> dict[str, float]:
    """Raise :class:`GateError` on the first failed check; return the JS matrix.

    ``overlapping`` lists split pairs that share pairs by design
    (``full_train`` contains ``train``).
    """
    for name, pairs in splits.items():
        ids = Counter(p.pair_id for p in pairs)
        repeated = [i for i, n in ids.items() if n > 1]
        if repeated:
            raise GateError(f"{config}: split {name} has pair_id {repeated[0]!r} {ids[repeated[0]]} times")
        for pair in pairs:
            if pair.good == pair.bad:
                raise GateError(f"{config}: split {name}, pair {pair.pair_id}: corrupted text equals its original")
            if _apply(pair.edit, pair.good) != pair.bad:
                raise GateError(f"{config}: split {name}, pair {pair.pair_id}: edit does not turn the original into the corrupted text")

    for a, b in combinations(splits, 2):
        if frozenset((a, b)) in overlapping:
            continue
        texts_a = {t for p in splits[a] for t in (p.good, p.bad)}
        shared = sorted(t for p in splits[b] for t in (p.good, p.bad) if t in texts_a)
        if shared:
            raise GateError(f"{config}: splits {a} and {b} share {len(shared)} text(s), e.g. {shared[0]!r}")

    matrix = js_matrix(splits)
    for key, value in matrix.items():
        if value > max_js:
            a, b = key.split("/")
            raise GateError(
                f"{config}: Jensen-Shannon divergence of corruption types between splits {a} and {b} "
                f"is {value:.4f}, above the threshold {max_js}"
            )
    return matrix
