"""The publication gate (spec §Publication gate).

Runs on the rows a config will publish, read back through its layout:
pairwise Jensen-Shannon divergence of the splits' corruption types below a
threshold, no corrupted text equal to its original, no text in two splits
that must be disjoint, balanced labels, each ``pair_id`` once, and every
``edit`` turning its original into the corrupted text.

:func:`check` reads the pairs one at a time and names the first that fails;
:func:`read_split` makes the same checks on a split's pairs as columns, in
bulk, where the split is made (in a worker, with ``--num-proc``), and
:func:`check_findings` those that concern several splits; where any fails,
the config goes to :func:`check`.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Protocol

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from corruptions.base import Edit
from dala_pipeline.errors import GateError
from dala_pipeline.filter.filters import text_digest
from dala_pipeline.layouts import PAIR_COLUMNS, PublishedPair
from dala_pipeline.seen import DigestSet
from dala_pipeline.settings import DEFAULT_MAX_JS
from dala_pipeline.split.divergence import js_between


def check(
    config: str,
    splits: Mapping[str, Iterable[PublishedPair]],
    overlapping: frozenset[frozenset[str]] = frozenset(),
    max_js: float = DEFAULT_MAX_JS,
    distinct_texts: bool = True,
    limits: Mapping[str, float] | None = None,
) -> dict[str, float]:
    """Raise :class:`GateError` on the first failed check; return the JS matrix.

    Each split's pairs are read once, as a stream; texts are compared across
    splits through 16-byte digests. ``overlapping`` lists split pairs that
    share pairs by design (``full_train`` contains ``train``). Without
    ``distinct_texts`` (a source built with duplicates kept) texts are not
    compared across splits. ``limits`` gives a pair of splits (``"val/test"``)
    its own divergence limit (see :meth:`.splitting.Split.limits`); any other
    pair is held to ``max_js``.
    """
    types: dict[str, Counter] = {}
    texts: dict[str, DigestSet] = {}
    names = list(splits)
    for position, (name, pairs) in enumerate(splits.items()):
        types[name] = Counter()
        # a split's texts are kept only when a later split is compared with it
        keep_texts = any(frozenset((name, later)) not in overlapping for later in names[position + 1:])
        own = DigestSet() if keep_texts else None
        ids = DigestSet()
        shared: dict[str, tuple[int, str]] = {}
        earlier = [other for other in texts if frozenset((other, name)) not in overlapping]
        for pair in pairs:
            if ids.add(text_digest(pair.pair_id)) is not None:
                raise GateError(f"{config}: split {name} repeats pair_id {pair.pair_id!r}")
            if pair.good == pair.bad:
                raise GateError(f"{config}: split {name}, pair {pair.pair_id}: corrupted text equals its original")
            try:
                applied: str | None = Edit.of(pair.edit).apply(pair.good)
            except ValueError:
                applied = None
            if applied != pair.bad:
                raise GateError(f"{config}: split {name}, pair {pair.pair_id}: "
                                "edit does not turn the original into the corrupted text")
            types[name][pair.corruption_type] += 1
            if not distinct_texts:
                continue
            for text in (pair.good, pair.bad):
                digest = text_digest(text)
                if own is not None:
                    own.add(digest)
                for other in earlier:
                    if digest in texts[other]:
                        count, example = shared.get(other, (0, text))
                        shared[other] = (count + 1, example)
        for other, (count, example) in shared.items():
            raise GateError(f"{config}: splits {other} and {name} share {count} text(s), e.g. {example!r}")
        if own is not None:
            texts[name] = own

    return _divergences(config, types, max_js, limits)


def _divergences(config: str, types: Mapping[str, Counter], max_js: float,
                 limits: Mapping[str, float] | None) -> dict[str, float]:
    """The divergence of every pair of splits, each within its limit (else :class:`GateError`)."""
    exact = {f"{a}/{b}": js_between(types[a], types[b]) for a, b in combinations(types, 2)}
    for key, value in exact.items():
        limit = (limits or {}).get(key, max_js)
        if value > limit:  # the divergence itself, not its rounding: no stated limit is below what it admits
            a, b = key.split("/")
            what = f"the threshold {max_js}" if limit == max_js else f"{limit}, the least these split sizes allow"
            raise GateError(
                f"{config}: Jensen-Shannon divergence of corruption types between splits {a} and {b} "
                f"is {value:.4f}, above {what}"
            )
    return {key: round(value, 6) for key, value in exact.items()}


class SplitPairs(Protocol):
    """A split's pairs as the gate reads them in bulk."""

    #: The pair_id of every pair.
    ids: pa.ChunkedArray

    def slices(self) -> Iterator[pa.Table]:
        """The pairs in the order a reader of the rows completes them, a slice at a time, as columns
        :data:`~dala_pipeline.layouts.PAIR_COLUMNS`."""
        ...


@dataclass(frozen=True)
class SplitFindings:
    """What the bulk reading found in one split's pairs (:func:`read_split`)."""

    #: Whether the rows form pairs, their pair_ids are distinct and every pair passed the checks of one pair.
    holds: bool
    #: Pairs of each corruption type.
    types: Counter
    #: The distinct 8-byte digests of its texts, sorted (none when texts are not compared).
    texts: np.ndarray


def read_split(pairs: SplitPairs | None, distinct_texts: bool = True) -> SplitFindings:
    """Read a split's pairs in bulk (None: its rows do not form pairs), where the split is made: every
    check of one pair, its types and the digests of its texts. The slices are read to the end whatever
    they hold, for what else reads them."""
    holds = pairs is not None and not pairs.ids.null_count and pc.count_distinct(pairs.ids).as_py() == len(pairs.ids)
    types: Counter = Counter()
    digests = []
    for part in pairs.slices() if pairs is not None else ():
        holds = holds and _pairs_hold(part)
        if holds:
            types.update(part.column("corruption_type").to_pylist())
            if distinct_texts:
                digests += [_digests(part.column("good")), _digests(part.column("bad"))]
    return SplitFindings(holds, types, np.unique(np.concatenate(digests)) if digests else np.zeros(0, "<u8"))


def check_findings(
    config: str,
    splits: Mapping[str, SplitFindings],
    exact: Callable[[], Mapping[str, Iterable[PublishedPair]]],
    overlapping: frozenset[frozenset[str]] = frozenset(),
    max_js: float = DEFAULT_MAX_JS,
    distinct_texts: bool = True,
    limits: Mapping[str, float] | None = None,
) -> dict[str, float]:
    """:func:`check` of a config from what :func:`read_split` found in each of its splits, in split order:
    the same checks, the same result. Where a split does not hold, or two splits that must not share a
    text have a digest in common, :func:`check` reads the pairs of ``exact()`` one at a time: it names
    what is wrong, or (digests that agree by chance) passes."""
    if not all(found.holds for found in splits.values()):
        return check(config, exact(), overlapping, max_js, distinct_texts, limits)
    names = list(splits)
    for position, name in enumerate(names):
        for earlier in names[:position] if distinct_texts else ():
            if frozenset((earlier, name)) not in overlapping and \
                    np.isin(splits[name].texts, splits[earlier].texts, assume_unique=True).any():
                return check(config, exact(), overlapping, max_js, distinct_texts, limits)
    return _divergences(config, {name: found.types for name, found in splits.items()}, max_js, limits)


def _pairs_hold(table: pa.Table) -> bool:
    """Whether pairs pass the checks of :func:`check` that concern one pair: every field present, the
    corrupted text not the original, the edit applying."""
    if any(table.column(name).null_count for name in PAIR_COLUMNS):
        return False
    edits = table.column("edit").combine_chunks()
    if any(edits.field(k).null_count for k in range(edits.type.num_fields)):
        return False
    good, bad = table.column("good"), table.column("bad")
    if pc.any(pc.equal(good, bad), min_count=0).as_py():
        return False
    fields = (edits.field(name).to_pylist() for name in ("start", "end", "original", "replacement"))
    for original, corrupted, start, end, was, replacement in zip(good.to_pylist(), bad.to_pylist(), *fields):
        if original[start:end] != was or original[:start] + replacement + original[end:] != corrupted:
            return False
    return True


def _digests(texts: pa.ChunkedArray) -> np.ndarray:
    """An 8-byte digest of each text, as unsigned integers."""
    joined = b"".join(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest() for text in texts.to_pylist())
    return np.frombuffer(joined, dtype="<u8")
