"""Stage 3: give each sentence one corruption (spec §Applicability, paper Algorithm 1).

DaLA corruptions are tried in ascending order of how many sentences they
can reach, so rare error types get every sentence they can; sentences none
of them reaches get a basic corruption; sentences nothing reaches are
dropped and counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from corruptions import Corruption, Edit

from .seeding import seeded_rng
from .sentence import Sentence

DROPPED = "dropped"


@dataclass(frozen=True)
class Pair:
    """A minimal pair: the source sentence's text and its corrupted copy."""

    pair_id: str
    original: str
    corrupted: str
    corruption_type: str
    edit: Edit


@dataclass
class Assignment:
    """Pairs in source order, and what the assignment saw and did."""

    pairs: list[Pair]
    applicability: dict[str, int]
    order: tuple[str, ...]
    assigned: Counter = field(default_factory=Counter)


def count_applicability(sentences: Iterable[Sentence], corruptions: Sequence[Corruption]) -> dict[str, int]:
    """How many sentences each corruption has at least one target in."""
    counts = {c.name: 0 for c in corruptions}
    for sentence in sentences:
        for corruption in corruptions:
            if corruption.targets(sentence):
                counts[corruption.name] += 1
    return counts


def frequency_order(counts: dict[str, int]) -> tuple[str, ...]:
    """Names by ascending applicability, ties by name."""
    return tuple(sorted(counts, key=lambda name: (counts[name], name)))


def corrupt(
    sentence: Sentence, ordered: Sequence[Corruption], basics: Sequence[Corruption], seed: int
) -> Pair | None:
    """The pair for one sentence, or None when no corruption applies.

    The target of a corruption, and which basic corruption is tried first,
    are drawn from generators seeded by (seed, name, sent_id).
    """
    for corruption in ordered:
        targets = corruption.targets(sentence)
        if targets:
            return _pair(sentence, corruption, targets, seed)
    if not basics:
        return None
    first = seeded_rng(seed, "basic", sentence.sent_id).randrange(len(basics))
    for corruption in basics[first:] + basics[:first]:
        targets = corruption.targets(sentence)
        if targets:
            return _pair(sentence, corruption, targets, seed)
    return None


def _pair(sentence: Sentence, corruption: Corruption, targets: tuple[int, ...], seed: int) -> Pair:
    target = seeded_rng(seed, corruption.name, sentence.sent_id).choice(targets)
    edit = corruption.apply(sentence, target)
    return Pair(sentence.sent_id, sentence.text, edit.apply(sentence.text), corruption.name, edit)


def assign(sentences: Sequence[Sentence], corruptions: Sequence[Corruption], seed: int) -> Assignment:
    """Assign one corruption per sentence of the pool."""
    dala = [c for c in corruptions if not c.basic]
    basics = [c for c in corruptions if c.basic]
    applicability = count_applicability(sentences, dala)
    order = frequency_order(applicability)
    by_name = {c.name: c for c in dala}
    ordered = [by_name[name] for name in order]
    result = Assignment([], applicability, order)
    for sentence in sentences:
        pair = corrupt(sentence, ordered, basics, seed)
        if pair is None:
            result.assigned[DROPPED] += 1
        else:
            result.assigned[pair.corruption_type] += 1
            result.pairs.append(pair)
    return result
