"""The first stage of a blind review: the sample an export shows.

Export draws a stratified, seeded sample from the ``pairs`` config of a
build (all pairs of a type that has fewer than the sample size), adds
control pairs whose change cannot make a sentence wrong (a number changed
by one, or a change the language declares harmless: for Danish, ``også`` or
``altså`` removed right after a finite auxiliary),
shuffles them and shows each pair's two sentences in random order, A and
B, half of the pairs with the original as A. The reviewer judges each
sentence on its own (``ok`` or ``bad``), so an original with an error of
its own is found too. The key that says which sentence is the original
stays with the person running the review.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from corruptions import registry
from corruptions.language import Language
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.names import data_file
from dala_pipeline.seeding import seeded_rng

CONTROL = "control"


_NUMBER = re.compile(r"(?<![\w.,'’])\d{1,4}(?![\w.,]?\d)")


class ReviewError(DalaError):
    """A review file is missing, malformed, or does not match its key."""


@dataclass(frozen=True)
class Item:
    """One pair as the reviewer sees it, and what the key says of it."""

    item: str
    a: str
    b: str
    original: str | None
    corruption_type: str
    pair_id: str
    edit: dict | None


def read_pairs(folder: Path) -> list[dict]:
    """The ``pairs`` config of a build, as row dicts."""
    import pyarrow.parquet as pq

    path = folder / data_file("pairs", "test")
    if not path.is_file():
        raise ReviewError(f"{shown(str(path))} is missing: build the folder with the pairs config "
                          "(`dala build --config pairs`)")
    return pq.read_table(path).to_pylist()


def _number_change(text: str) -> dict | None:
    """The first number a change by one leaves grammatical, plus one.

    Left alone: 0 and 1 (the noun agrees with them: ``1 krone``), numbers
    with a leading zero (codes), ordinals and sentence-final numbers (a
    following full stop: ``31. december``), decades (``1990'erne``), times
    and decimals (``14.30``, ``1,5``) and digit groups (``10 000``).
        good: Han fik 15 kroner. -> Han fik 16 kroner.
        bad:  Han fik 1 krone.   -> Han fik 2 krone.
    """
    for found in _NUMBER.finditer(text):
        value = found.group()
        after, before = text[found.end():found.end() + 2], text[max(0, found.start() - 2):found.start()]
        if value.startswith("0") or int(value) < 2:
            continue
        if after[:1] in (".", ":", "'", "’") or re.fullmatch(r" \d", after) or re.fullmatch(r"\d ", before):
            continue
        return {"start": found.start(), "end": found.end(), "original": value, "replacement": str(int(value) + 1)}
    return None


def control_change(text: str, language: Language | None = None) -> dict | None:
    """A change of ``text`` that cannot make it wrong: a number changed by
    one, else the language's own harmless change (for Danish: a sentence
    adverb removed); None if neither applies.
        good: Han fik 15 kroner i går. -> Han fik 16 kroner i går.
        bad:  Han fik 1 krone i går.   -> (no control)
    """
    language = language or registry.language()
    return _number_change(text) or (language.control.change(text) if language.control else None)


def apply_edit(text: str, edit: dict) -> str:
    return text[: edit["start"]] + edit["replacement"] + text[edit["end"]:]


def sample(pairs: Sequence[dict], per_type: int, controls: int, seed: int,
           exclude: frozenset[str] = frozenset(), language: Language | None = None) -> list[Item]:
    """The review items: a stratified sample, controls, shuffled, sides balanced and random."""
    by_type: dict[str, list[dict]] = defaultdict(list)
    for pair in sorted(pairs, key=lambda p: p["pair_id"]):
        if pair["pair_id"] not in exclude:
            by_type[pair["corruption_type"]].append(pair)
    chosen: list[dict] = []
    for ctype in sorted(by_type):
        of_type = list(by_type[ctype])
        seeded_rng(seed, "review", ctype).shuffle(of_type)
        chosen.extend(of_type[:per_type])
    used = {p["pair_id"] for p in chosen}
    candidates = [p for p in sorted(pairs, key=lambda p: p["pair_id"]) if p["pair_id"] not in used]
    seeded_rng(seed, "review", CONTROL).shuffle(candidates)
    made: list[tuple[dict, str, dict]] = []
    for pair in candidates:
        if len(made) == controls:
            break
        change = control_change(pair["sentence_good"], language)
        if change is not None:
            made.append((pair, apply_edit(pair["sentence_good"], change), change))
    if len(made) < controls:
        raise ReviewError(f"only {len(made)} of the {controls} control pairs could be made from this build")
    units = [(p["sentence_good"], p["sentence_bad"], p["corruption_type"], p["pair_id"], p["edit"]) for p in chosen]
    units += [(p["sentence_good"], changed, CONTROL, p["pair_id"], change) for p, changed, change in made]
    order = seeded_rng(seed, "review", "order")
    order.shuffle(units)
    sides: list[str] = [""] * len(units)
    for group in (False, True):  # pairs and controls each get half of their originals as A
        where = [i for i, unit in enumerate(units) if (unit[2] == CONTROL) is group]
        drawn = ["A"] * ((len(where) + 1) // 2) + ["B"] * (len(where) // 2)
        seeded_rng(seed, "review", "sides", str(group)).shuffle(drawn)
        for i, side in zip(where, drawn):
            sides[i] = side
    width = len(str(len(units)))
    items = []
    for number, ((good, other, ctype, pair_id, edit), side) in enumerate(zip(units, sides), start=1):
        a, b = (good, other) if side == "A" else (other, good)
        # "i01": a spreadsheet keeps it as text (a bare "01" would lose its zero)
        items.append(Item(f"i{number:0{width}d}", a, b, None if ctype == CONTROL else side, ctype, pair_id, edit))
    return items
