"""Stage 4: split minimal pairs into train/val/test, stratified and seeded.

Both plans turn the number of pairs into *quotas* (pairs per bucket); one
allocation then decides how many pairs of each ``corruption_type`` each
bucket gets, and the pairs of each type, shuffled, are dealt accordingly.
Both rows of a pair always land in the same split because the unit is the
pair.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .divergence import js_divergence
from .errors import UnbuildableError
from .seeding import seeded_rng

#: The bucket of pairs a fixed-size plan leaves out of train, val and test.
REST = "rest"


@dataclass(frozen=True)
class ProportionalPlan:
    """Splits as fractions of all pairs (``medium``, ``large``, ``pairs``)."""

    fractions: tuple[tuple[str, float], ...]

    def quotas(self, total: int) -> dict[str, int]:
        return _largest_remainder(total, self.fractions)

    def splits(self, buckets: dict[str, list[int]]) -> dict[str, list[int]]:
        return {name: buckets[name] for name, _ in self.fractions}

    def overlapping(self) -> frozenset[frozenset[str]]:
        """Split pairs that share pairs by design: none."""
        return frozenset()


@dataclass(frozen=True)
class FixedPlan:
    """Splits of fixed sizes in pairs (``small``), as ScaLA.

    If the pool is too small, the ``shrink`` split is halved until the plan
    fits, but not below ``floor``. ``union`` names a split made of every pair
    outside ``union_excludes`` (ScaLA's ``full_train``).
    """

    sizes: tuple[tuple[str, int], ...]
    shrink: str
    floor: int
    union: str
    union_excludes: tuple[str, ...]

    def quotas(self, total: int) -> dict[str, int]:
        sizes = dict(self.sizes)
        while sum(sizes.values()) > total and sizes[self.shrink] // 2 >= self.floor:
            sizes[self.shrink] //= 2
        needed = sum(sizes.values())
        if needed > total:
            smallest = dict(self.sizes, **{self.shrink: self.floor})
            raise UnbuildableError(
                f"the source has {total} minimal pairs; this config needs at least "
                f"{sum(smallest.values())} ({', '.join(f'{k} {v}' for k, v in smallest.items())}, "
                f"with {self.shrink} halved down to {self.floor})"
            )
        sizes[REST] = total - needed
        return sizes

    def splits(self, buckets: dict[str, list[int]]) -> dict[str, list[int]]:
        result = {name: buckets[name] for name, _ in self.sizes}
        result[self.union] = [
            index for name, indexes in buckets.items() if name not in self.union_excludes for index in indexes
        ]
        return result

    def overlapping(self) -> frozenset[frozenset[str]]:
        """The union split shares pairs with every split it does not exclude."""
        return frozenset(
            frozenset((self.union, name)) for name, _ in self.sizes if name not in self.union_excludes
        )


def _largest_remainder(total: int, fractions: Sequence[tuple[str, float]]) -> dict[str, int]:
    """Integer quotas summing to ``total``, closest to the fractions."""
    scale = sum(f for _, f in fractions)
    exact = [total * f / scale for _, f in fractions]
    floors = [math.floor(value) for value in exact]
    short = total - sum(floors)
    # ties go to the split listed first
    by_remainder = sorted(range(len(exact)), key=lambda i: (floors[i] - exact[i], i))
    for i in by_remainder[:short]:
        floors[i] += 1
    return {name: count for (name, _), count in zip(fractions, floors)}


def allocate(type_counts: Mapping[str, int], quotas: Mapping[str, int]) -> dict[str, dict[str, int]]:
    """How many pairs of each type each bucket gets, closest to the pool's mix.

    Buckets are filled from the smallest quota up; each first takes the
    whole part of its proportional share of every type still available, then
    the leftover units go, one at a time, to the type that brings the
    bucket's mix closest (Jensen-Shannon) to the whole pool's. The largest
    bucket takes what remains. Rounding alone would leave rare types out of
    small splits such as ``val``, which the publication gate measures.
    """
    types = sorted(type_counts)
    pool = np.array([type_counts[t] for t in types], dtype=float)
    available = pool.copy()
    order = sorted(quotas, key=lambda b: (quotas[b], b))
    counts: dict[str, np.ndarray] = {}
    for bucket in order[:-1]:
        quota = quotas[bucket]
        share = quota * available / available.sum() if available.sum() else available
        chosen = np.minimum(np.floor(share), available)
        for _ in range(int(quota - chosen.sum())):
            open_types = [i for i in range(len(types)) if chosen[i] < available[i]]
            best = min(open_types, key=lambda i: (js_divergence(chosen + np.eye(len(types))[i], pool), i))
            chosen[best] += 1
        counts[bucket] = chosen
        available = available - chosen
    counts[order[-1]] = available
    return {b: {t: int(counts[b][i]) for i, t in enumerate(types)} for b in quotas}


def split_pairs(keys: Sequence[tuple[str, str]], plan, seed: int) -> dict[str, list[int]]:
    """Stratified, seeded split of the pairs ``keys[i] = (pair_id, corruption_type)``.

    Returns the pair indexes of each split. The pairs of each type, in
    ``pair_id`` order shuffled by a generator seeded with the type, are dealt
    to the buckets in the numbers :func:`allocate` chooses. Within each
    split, pairs are then shuffled by a generator seeded with the split name.
    """
    quotas = plan.quotas(len(keys))
    for name in plan.splits({bucket: [] for bucket in quotas}):
        if name in quotas and quotas[name] == 0:
            raise UnbuildableError(f"the source has {len(keys)} minimal pairs: split {name} would be empty")
    strata: dict[str, list[int]] = defaultdict(list)
    for index in sorted(range(len(keys)), key=lambda i: keys[i][0]):
        strata[keys[index][1]].append(index)
    allocation = allocate({t: len(group) for t, group in strata.items()}, quotas)

    buckets: dict[str, list[int]] = {name: [] for name in quotas}
    for name in sorted(strata):
        group = strata[name]
        seeded_rng(seed, "split", name).shuffle(group)
        start = 0
        for bucket in quotas:
            taken = allocation[bucket][name]
            buckets[bucket].extend(group[start:start + taken])
            start += taken

    result = plan.splits(buckets)
    for name, split in result.items():
        split.sort(key=lambda i: keys[i][0])
        seeded_rng(seed, "order", name).shuffle(split)
    return result
