"""Give each sentence one corruption (spec §Applicability, paper Algorithm 1).

DaLA corruptions are tried in ascending order of how many sentences they
can reach, so rare error types get every sentence they can; sentences none
of them reaches get a basic corruption; sentences nothing reaches are
dropped and counted. :mod:`.pooling` runs these steps over the whole
source.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from corruptions.base import Corruption, Edit
from corruptions.sentence import Sentence
from dala_pipeline.seeding import seeded_rng


@dataclass(frozen=True)
class Option:
    """The edit one corruption would make in a sentence."""

    corruption_type: str
    edit: Edit


def options(
    sentence: Sentence, dala: Sequence[Corruption], basics: Sequence[Corruption], seed: int
) -> tuple[Option, ...]:
    """Every DaLA corruption's edit for the sentence; if none applies, the basic one.

    Targets are drawn from generators seeded by (seed, name, sent_id), so an
    option does not depend on the other sentences. The basic corruption
    tried first is a seeded choice too; the other is the fallback.
    """
    found = []
    for corruption in dala:
        targets = corruption.targets(sentence)
        if targets:
            found.append(_option(sentence, corruption, targets, seed))
    if found or not basics:
        return tuple(found)
    first = seeded_rng(seed, "basic", sentence.sent_id).randrange(len(basics))
    for corruption in [*basics[first:], *basics[:first]]:
        targets = corruption.targets(sentence)
        if targets:
            return (_option(sentence, corruption, targets, seed),)
    return ()


def _option(sentence: Sentence, corruption: Corruption, targets: tuple[int, ...], seed: int) -> Option:
    # the seeded choice among one target is that target: no generator is made for it
    target = targets[0] if len(targets) == 1 else seeded_rng(seed, corruption.name, sentence.sent_id).choice(targets)
    return Option(corruption.name, corruption.apply(sentence, target))


def tally(applicability: dict[str, int], types: pa.ListArray | pa.ChunkedArray) -> None:
    """Count the corruption types of sentences' options (a list of types a sentence) in ``applicability``
    (DaLA corruptions only: the basic ones are its absent keys)."""
    counted = pc.value_counts(pc.list_flatten(types))
    for name, count in zip(counted.field("values").to_pylist(), counted.field("counts").to_pylist()):
        if name in applicability:
            applicability[name] += count


def frequency_order(counts: dict[str, int]) -> tuple[str, ...]:
    """Names by ascending applicability, ties by name."""
    return tuple(sorted(counts, key=lambda name: (counts[name], name)))


def choose(types: pa.ListArray | pa.ChunkedArray, order: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """The option each sentence gets, of sentences' options (a list of corruption types a sentence): the
    one of the corruption first in ``order``, basic ones (absent from it) last, of two the first listed.

    Returns the sentences that have an option, and for each the position of its chosen option among all
    the options, listed one sentence after the other.
    """
    owner = pc.list_parent_indices(types).to_numpy()
    rank = pc.fill_null(pc.index_in(pc.list_flatten(types), value_set=pa.array(list(order), pa.string())),
                        len(order)).to_numpy(zero_copy_only=False)
    by_rank = np.lexsort((np.arange(len(owner)), rank, owner))
    first = by_rank[np.concatenate([[True], owner[by_rank][1:] != owner[by_rank][:-1]])] if len(owner) else by_rank
    return owner[first], first
