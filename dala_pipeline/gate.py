"""The publication gate (spec §Publication gate).

Runs on the rows a config will publish, read back through its layout:
pairwise Jensen-Shannon divergence of the splits' corruption types below a
threshold, no corrupted text equal to its original, no text in two splits
that must be disjoint, balanced labels, each ``pair_id`` once, and every
``edit`` turning its original into the corrupted text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from itertools import combinations

from corruptions.base import Edit
from dala_pipeline.errors import GateError
from dala_pipeline.filter.filters import text_digest
from dala_pipeline.layouts import PublishedPair
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
