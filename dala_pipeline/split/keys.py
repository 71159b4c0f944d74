"""What splitting needs of each pair: its place in ``pair_id`` order and its corruption type.

Splitting and the reference draw deal pairs by type, in ``pair_id`` order;
the pair_ids themselves are not needed once that order is known. Held as
NumPy arrays, the keys cost 10 bytes a pair, where a list of
``(pair_id, corruption_type)`` tuples costs about 200.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc


@dataclass(frozen=True, eq=False)
class PairKeys:
    """Pair ``i``'s type is ``types[codes[i]]``; ``by_id`` lists the pair indexes in ``pair_id`` order."""

    types: tuple[str, ...]
    codes: np.ndarray
    by_id: np.ndarray

    @classmethod
    def of(cls, keys: Sequence[tuple[str, str]]) -> PairKeys:
        """From ``(pair_id, corruption_type)`` of every pair."""
        return cls.from_batches([pa.record_batch(
            [pa.array([k[0] for k in keys], pa.string()), pa.array([k[1] for k in keys], pa.string())],
            names=["pair_id", "corruption_type"])])

    @classmethod
    def from_batches(cls, batches: Iterable[pa.RecordBatch]) -> PairKeys:
        """From record batches with the columns ``pair_id`` and ``corruption_type``, in pool order; the
        pair_id columns are held until sorted, so batches that map the file (zero-copy) cost least."""
        ids: list[pa.Array] = []
        codes: list[np.ndarray] = []
        numbers: dict[str, int] = {}
        for batch in batches:
            ids.append(batch.column("pair_id"))
            names = batch.column("corruption_type").to_pylist()
            codes.append(np.fromiter((numbers.setdefault(n, len(numbers)) for n in names), np.int32, len(names)))
        # Arrow orders strings by their UTF-8 bytes, which is Python's order of code points
        order = pc.sort_indices(pa.chunked_array(ids, pa.string())).to_numpy() if ids else np.zeros(0, np.int64)
        return cls(tuple(numbers), np.concatenate(codes) if codes else np.zeros(0, np.int32), order)

    def __len__(self) -> int:
        return len(self.codes)

    def type_of(self, index: int) -> str:
        return self.types[self.codes[index]]

    def rank(self) -> list[int]:
        """Each pair's position in ``pair_id`` order."""
        return self._positions().tolist()

    def _positions(self) -> np.ndarray:
        positions = np.empty_like(self.by_id)
        positions[self.by_id] = np.arange(len(self.by_id))
        return positions

    def groups(self) -> dict[str, list[int]]:
        """The pair indexes of each type present, in ``pair_id`` order (the types by their first pair)."""
        in_order = self.codes[self.by_id]
        present, first = np.unique(in_order, return_index=True)
        # the types in the order they first appear, as the pairs are read in pair_id order
        return {self.types[code]: self.by_id[in_order == code].tolist()
                for code in present[np.argsort(first, kind="stable")].tolist()}

    def counts(self, indexes: Sequence[int]) -> dict[str, int]:
        """Pairs of each type among ``indexes``, by type name."""
        tally = np.bincount(self.codes[np.asarray(indexes, dtype=np.int64)], minlength=len(self.types))
        return {self.types[code]: int(n) for code, n in enumerate(tally.tolist()) if n}

    def subset(self, indexes: Sequence[int]) -> PairKeys:
        """The keys of the pairs ``indexes``, numbered 0, 1, … in that order."""
        chosen = np.asarray(indexes, dtype=np.int64)
        return PairKeys(self.types, self.codes[chosen], np.argsort(self._positions()[chosen], kind="stable"))
