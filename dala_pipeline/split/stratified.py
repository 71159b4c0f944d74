"""Split minimal pairs into train/val/test, stratified and seeded.

Both plans turn the number of pairs into *quotas* (pairs per bucket); one
allocation then decides how many pairs of each ``corruption_type`` each
bucket gets, and the pairs of each type, shuffled, are dealt accordingly.
Both rows of a pair always land in the same split because the unit is the
pair.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from dala_pipeline.errors import UnbuildableError
from dala_pipeline.seeding import seeded_rng
from dala_pipeline.split.divergence import js_between, js_divergence, rounded_up
from dala_pipeline.split.keys import PairKeys

#: The bucket of pairs a fixed-size plan leaves out of train, val and test.
REST = "rest"


@dataclass(frozen=True)
class ProportionalPlan:
    """Splits as fractions of all pairs (``medium``, ``large``, ``pairs``)."""

    fractions: tuple[tuple[str, float], ...]
    #: The pair of splits held to the publication threshold whatever the source.
    criterion: tuple[str, str] = ("train", "test")

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
    #: The pair of splits held to the publication threshold whatever the source.
    criterion: tuple[str, str] = ("train", "test")

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


def allocate(type_counts: Mapping[str, int], quotas: Mapping[str, int],
             published: Mapping[str, Sequence[str]] | None = None,
             overlapping: frozenset[frozenset[str]] = frozenset()) -> dict[str, dict[str, int]]:
    """How many pairs of each type each bucket gets: the largest divergence
    between two published splits as small as integer counts allow.

    A first pass fills the buckets from the smallest quota up: each takes the
    whole part of its proportional share of every type still available, then
    the leftover units go, one at a time, to the type that brings the
    bucket's mix closest (Jensen-Shannon) to the whole pool's; the largest
    bucket takes what remains. Rounding alone would leave rare types out of
    small splits such as ``val``. A second pass exchanges pairs between
    buckets (a pair of one type for a pair of another, so every quota holds)
    for as long as an exchange lowers the largest divergence between two
    ``published`` splits (each a union of buckets; by default each bucket
    is one), or keeps it and lowers their sum. Pairs of splits in
    ``overlapping`` are not compared.
    """
    types = sorted(type_counts)
    buckets = list(quotas)
    pool = np.array([type_counts[t] for t in types], dtype=float)
    available = pool.copy()
    chosen_by: dict[str, np.ndarray] = {}
    order = sorted(buckets, key=lambda b: (quotas[b], b))
    for bucket in order[:-1]:
        quota = quotas[bucket]
        share = quota * available / available.sum() if available.sum() else available
        chosen = np.minimum(np.floor(share), available)
        for _ in range(int(quota - chosen.sum())):
            open_types = [i for i in range(len(types)) if chosen[i] < available[i]]
            best = min(open_types, key=lambda i: (js_divergence(chosen + np.eye(len(types))[i], pool), i))
            chosen[best] += 1
        chosen_by[bucket] = chosen
        available = available - chosen
    chosen_by[order[-1]] = available
    counts = np.array([chosen_by[b] for b in buckets], dtype=np.int64)
    published = published or {b: (b,) for b in buckets}
    compose = np.array([[b in members for b in buckets] for members in published.values()], dtype=np.int64)
    names = list(published)
    compared = [(s, t) for s, t in combinations(range(len(names)), 2)
                if frozenset((names[s], names[t])) not in overlapping]
    counts = _exchange(counts, compose, compared)
    return {b: {t: int(counts[k][i]) for i, t in enumerate(types)} for k, b in enumerate(buckets)}


#: Divergences closer than this are equal when exchanges are compared: float
#: noise must not decide the split, which is the same on every machine.
_DECIMALS = 12


def _js_rows(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Jensen-Shannon divergence (base 2) of each row of ``p`` with the same row of ``q``."""
    p = p / np.maximum(p.sum(axis=-1, keepdims=True), 1)
    q = q / np.maximum(q.sum(axis=-1, keepdims=True), 1)
    m = (p + q) / 2
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(p > 0, p * np.log2(p / m), 0.0) + np.where(q > 0, q * np.log2(q / m), 0.0)
    return terms.sum(axis=-1) / 2


def _objective(published: np.ndarray, compared: list[tuple[int, int]]) -> np.ndarray:
    """(largest, sum) of the compared divergences, rounded; ``published`` is (..., splits, types)."""
    if not compared:
        return np.zeros((*published.shape[:-2], 2))
    values = np.stack([_js_rows(published[..., s, :], published[..., t, :]) for s, t in compared], axis=-1)
    return np.round(np.stack([values.max(axis=-1), values.sum(axis=-1)], axis=-1), _DECIMALS)


def _exchange(counts: np.ndarray, compose: np.ndarray, compared: list[tuple[int, int]]) -> np.ndarray:
    """Apply the best exchange of two pairs between two buckets until none improves the objective."""
    kinds = counts.shape[1]
    moves = [(i, j) for i in range(kinds) for j in range(kinds) if i != j]
    if not moves or not compared:
        return counts
    gives, takes = np.array([m[0] for m in moves]), np.array([m[1] for m in moves])
    delta = np.eye(kinds, dtype=np.int64)[takes] - np.eye(kinds, dtype=np.int64)[gives]
    current = _objective(compose @ counts, compared)
    while True:
        best = None
        for a, b in combinations(range(len(counts)), 2):
            # bucket a gives a pair of type i for one of type j from bucket b
            valid = (counts[a, gives] > 0) & (counts[b, takes] > 0)
            if not valid.any():
                continue
            shift = (compose[:, a] - compose[:, b])[None, :, None] * delta[valid][:, None, :]
            scores = _objective((compose @ counts)[None] + shift, compared)
            k = int(np.lexsort((scores[:, 1], scores[:, 0]))[0])
            if best is None or tuple(scores[k]) < best[0]:
                best = (tuple(scores[k]), a, b, np.flatnonzero(valid)[k])
        if best is None or best[0] >= tuple(current):
            return counts
        _, a, b, move = best
        counts[a] += delta[move]
        counts[b] -= delta[move]
        current = np.array(best[0])


@dataclass(frozen=True)
class Split:
    """The pair indexes of each split, and the divergence each pair of splits
    reaches: the least the source's integer counts allow (see :func:`allocate`)."""

    indexes: dict[str, list[int]]
    achievable: dict[str, float]

    def limits(self, plan, max_js: float) -> dict[str, float]:
        """The publication gate's limit for each pair of splits.

        The plan's criterion pair (train/test, the paper's rule) is held to
        ``max_js``; a source whose counts cannot meet it cannot give this
        config. Any other pair is held to ``max_js`` or, where the split
        sizes make that impossible (a val split of 40 pairs over 16 types),
        to the least divergence they allow.
        """
        criterion = "/".join(plan.criterion)
        if self.achievable.get(criterion, 0.0) > max_js:
            raise UnbuildableError(
                f"the Jensen-Shannon divergence between splits {' and '.join(plan.criterion)} can be no lower "
                f"than {self.achievable[criterion]:.4f} with this source's pairs, above the threshold {max_js}")
        return {key: max_js if key == criterion else max(max_js, value) for key, value in self.achievable.items()}


def split_pairs(keys: PairKeys, plan, seed: int) -> Split:
    """Stratified, seeded split of the pairs ``keys`` describes.

    The pairs of each type, in ``pair_id`` order shuffled by a generator
    seeded with the type, are dealt to the buckets in the numbers
    :func:`allocate` chooses. Within each split, pairs are then shuffled by a
    generator seeded with the split name.
    """
    quotas = plan.quotas(len(keys))
    published = plan.splits({bucket: [bucket] for bucket in quotas})
    for name in published:
        if name in quotas and quotas[name] == 0:
            raise UnbuildableError(f"the source has {len(keys)} minimal pairs: split {name} would be empty")
    strata = keys.groups()
    allocation = allocate({t: len(group) for t, group in strata.items()}, quotas, published, plan.overlapping())

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
    rank = keys.rank()
    for name, split in result.items():
        split.sort(key=rank.__getitem__)
        seeded_rng(seed, "order", name).shuffle(split)
    mixes = {name: sum((Counter(allocation[b]) for b in members), Counter()) for name, members in published.items()}
    # Rounded up: the limit the gate holds a pair of splits to, and the report states, admits their divergence.
    achievable = {f"{a}/{b}": rounded_up(js_between(mixes[a], mixes[b])) for a, b in combinations(mixes, 2)
                  if frozenset((a, b)) not in plan.overlapping()}
    return Split(result, achievable)
