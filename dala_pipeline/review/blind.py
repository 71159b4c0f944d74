"""Measuring precision by blind review: ``dala review export`` and ``dala review score``.

Export draws a stratified, seeded sample from the ``pairs`` config of a
build (all pairs of a type that has fewer than the sample size), adds
control pairs whose change is harmless (a number changed by one, an
optional adverb removed), shuffles them and shows each pair's two
sentences in random order, A and B, half of the pairs with the original as
A. The reviewer judges each sentence on its own (``ok`` or ``bad``), so an
original with an error of its own is found too. The key that says which
sentence is the original stays with the person running the review.

Score reads the key and one file per reviewer and reports, per corruption
type, how many corrupted sentences every reviewer judged unacceptable
(precision, with a Wilson 95 % interval; a lenient figure counts a pair
when any reviewer did), how many originals were judged unacceptable, how
often controls were flagged, and with two or more reviewers their raw
agreement and Cohen's kappa (averaged over pairs of reviewers).

File formats (a contract; the README documents them):

* ``sheet.tsv`` and the page's export: columns ``item``, ``A``, ``B``,
  ``judgment_A``, ``judgment_B``, ``comment``; judgments ``ok`` or ``bad``.
* ``key.json``: a list of ``{"item", "original": "A" | "B" | null,
  "corruption_type" (or "control"), "pair_id", "edit"}``.
* ``precision.json``: ``{"reviewers", "types": {TYPE: {"n", "errors",
  "precision", "wilson_low", "wilson_high", "originals_bad", ...}},
  "controls": {"n", "false_alarms"}, "agreement", "kappa", ...}``.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from dala_pipeline.errors import DalaError, quoted, shown
from dala_pipeline.names import data_file
from dala_pipeline.seeding import seeded_rng

COLUMNS = ("item", "A", "B", "judgment_A", "judgment_B", "comment")
JUDGMENTS = ("ok", "bad")
CONTROL = "control"
Z95 = 1.959963984540054
#: Adverbs whose removal leaves a grammatical sentence with the same structure.
OPTIONAL_ADVERBS = ("også", "jo", "nok", "vel", "bare", "lige", "altså")
_NUMBER = re.compile(r"(?<![\w.,])\d{1,4}(?![\w.,]?\d)")


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


def control_change(text: str) -> dict | None:
    """A harmless edit of ``text``: the first number of at most four digits
    plus one, else the first optional adverb removed (with a space); None if neither."""
    number = _NUMBER.search(text)
    if number:
        value = number.group()
        return {"start": number.start(), "end": number.end(), "original": value,
                "replacement": str(int(value) + 1)}
    for word in OPTIONAL_ADVERBS:
        found = re.search(rf"(?<=\w) {word}(?= \w)", text)
        if found:
            return {"start": found.start(), "end": found.end(), "original": found.group(), "replacement": ""}
    return None


def apply_edit(text: str, edit: dict) -> str:
    return text[: edit["start"]] + edit["replacement"] + text[edit["end"]:]


def sample(pairs: Sequence[dict], per_type: int, controls: int, seed: int,
           exclude: frozenset[str] = frozenset()) -> list[Item]:
    """The review items: a stratified sample, controls, shuffled, sides balanced and random."""
    by_type: dict[str, list[dict]] = defaultdict(list)
    for pair in sorted(pairs, key=lambda p: p["pair_id"]):
        if pair["pair_id"] not in exclude:
            by_type[pair["corruption_type"]].append(pair)
    chosen: list[dict] = []
    for ctype in sorted(by_type):
        group = list(by_type[ctype])
        seeded_rng(seed, "review", ctype).shuffle(group)
        chosen.extend(group[:per_type])
    used = {p["pair_id"] for p in chosen}
    candidates = [p for p in sorted(pairs, key=lambda p: p["pair_id"]) if p["pair_id"] not in used]
    seeded_rng(seed, "review", CONTROL).shuffle(candidates)
    made: list[tuple[dict, str, dict]] = []
    for pair in candidates:
        if len(made) == controls:
            break
        change = control_change(pair["sentence_good"])
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
        items.append(Item(str(number).zfill(width), a, b, None if ctype == CONTROL else side, ctype, pair_id, edit))
    return items


def sheet_text(items: Sequence[Item]) -> str:
    """``sheet.tsv``: the items with empty judgment columns."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter="\t", lineterminator="\n")
    writer.writerow(COLUMNS)
    for item in items:
        writer.writerow([item.item, item.a, item.b, "", "", ""])
    return buffer.getvalue()


def key_data(items: Sequence[Item]) -> list[dict]:
    return [{"item": i.item, "original": i.original, "corruption_type": i.corruption_type,
             "pair_id": i.pair_id, "edit": i.edit} for i in items]


def read_judgments(path: Path) -> dict[str, dict[str, str]]:
    """One reviewer's file (``sheet.tsv`` filled in, or the page's export): item -> row."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as err:
        raise ReviewError(f"{shown(str(path))}: cannot read: {err.strerror}") from None
    rows = list(csv.reader(io.StringIO(text), delimiter="\t"))
    if not rows or tuple(rows[0][:len(COLUMNS)]) != COLUMNS:
        raise ReviewError(f"{shown(str(path))}:1: expected the columns {', '.join(COLUMNS)}")
    judged = {}
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        row = (row + [""] * len(COLUMNS))[:len(COLUMNS)]
        record = dict(zip(COLUMNS, row))
        for side in ("judgment_A", "judgment_B"):
            value = record[side].strip().lower()
            if value not in JUDGMENTS:
                raise ReviewError(f"{shown(str(path))}:{number}: item {quoted(record['item'])}: {side} is "
                                  f"{quoted(record[side])}, expected ok or bad")
            record[side] = value
        judged[record["item"]] = record
    return judged


def wilson(errors: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``errors / n``."""
    if n == 0:
        return 0.0, 1.0
    p = errors / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def cohen_kappa(first: Sequence[str], second: Sequence[str]) -> float | None:
    """Cohen's kappa of two raters' labels over the same items (None when undefined)."""
    n = len(first)
    if n == 0:
        return None
    observed = sum(a == b for a, b in zip(first, second)) / n
    counts_a, counts_b = Counter(first), Counter(second)
    expected = sum(counts_a[label] * counts_b[label] for label in JUDGMENTS) / (n * n)
    if expected == 1:
        return None
    return (observed - expected) / (1 - expected)


def score(key: Sequence[dict], reviewers: Sequence[dict[str, dict[str, str]]], names: Sequence[str] = (),
          auto: dict | None = None) -> dict:
    """The precision report (``precision.json``) for a key and the reviewers' judgments."""
    names = list(names) or [f"reviewer {i}" for i in range(1, len(reviewers) + 1)]
    for name, judged in zip(names, reviewers):
        missing = [entry["item"] for entry in key if entry["item"] not in judged]
        if missing:
            raise ReviewError(f"{name}: {len(missing)} item(s) not judged, e.g. {missing[0]}")
    types: dict[str, Counter] = defaultdict(Counter)
    controls = Counter()
    labels: list[list[str]] = [[] for _ in reviewers]
    for entry in key:
        rows = [judged[entry["item"]] for judged in reviewers]
        for mine, row in zip(labels, rows):
            mine.extend([row["judgment_A"], row["judgment_B"]])
        if entry["original"] is None:
            controls["n"] += 1
            controls["false_alarms"] += any("bad" in (r["judgment_A"], r["judgment_B"]) for r in rows)
            continue
        corrupted_side = "B" if entry["original"] == "A" else "A"
        bad = [r[f"judgment_{corrupted_side}"] == "bad" for r in rows]
        original_bad = [r[f"judgment_{entry['original']}"] == "bad" for r in rows]
        counts = types[entry["corruption_type"]]
        counts["n"] += 1
        counts["errors"] += all(bad)
        counts["lenient_errors"] += any(bad)
        counts["originals_bad"] += all(original_bad)
    result_types = {}
    for ctype in sorted(types):
        counts = types[ctype]
        low, high = wilson(counts["errors"], counts["n"])
        entry = {"n": counts["n"], "errors": counts["errors"], "precision": counts["errors"] / counts["n"],
                 "wilson_low": low, "wilson_high": high, "originals_bad": counts["originals_bad"],
                 "lenient_errors": counts["lenient_errors"],
                 "lenient_precision": counts["lenient_errors"] / counts["n"]}
        if auto and ctype in auto.get("types", {}):
            entry.update(_equation_1(auto["types"][ctype], counts["errors"], counts["n"]))
        result_types[ctype] = entry
    pairs_of_reviewers = [(i, j) for i in range(len(reviewers)) for j in range(i + 1, len(reviewers))]
    agreement = kappa = None
    if pairs_of_reviewers:
        total = len(labels[0])
        agreement = sum(len({mine[k] for mine in labels}) == 1 for k in range(total)) / total if total else None
        kappas = [cohen_kappa(labels[i], labels[j]) for i, j in pairs_of_reviewers]
        kappas = [k for k in kappas if k is not None]
        kappa = sum(kappas) / len(kappas) if kappas else None
    return {
        "reviewers": len(reviewers),
        "types": result_types,
        "controls": {"n": controls["n"], "false_alarms": controls["false_alarms"]},
        "agreement": agreement,
        "kappa": kappa,
    }


def _equation_1(automatic: dict, tp_man: int, reviewed: int) -> dict:
    """The paper's Equation 1: the automatic pass confirmed ``tp`` pairs and
    left ``fp``; reviewers judged a sample of the ``fp`` (``tp_man`` of
    ``reviewed`` really wrong): tp_new = tp + fp * tp_man / reviewed."""
    tp, fp = int(automatic["confirmed"]), int(automatic["unconfirmed"])
    tp_new = tp + (fp * tp_man / reviewed if reviewed else 0)
    total = tp + fp
    return {"auto_confirmed": tp, "auto_unconfirmed": fp,
            "combined_precision": tp_new / total if total else None}


def table(report: dict) -> str:
    """The precision report as a printable table."""
    lines = [f"{'corruption_type':<28} {'n':>4} {'errors':>6} {'precision':>9} {'95% interval':>15} "
             f"{'lenient':>7} {'orig. bad':>9}"]
    for ctype, t in report["types"].items():
        lines.append(f"{ctype:<28} {t['n']:>4} {t['errors']:>6} {t['precision']:>9.3f} "
                     f"{t['wilson_low']:>7.3f}-{t['wilson_high']:<7.3f} {t['lenient_precision']:>7.3f} "
                     f"{t['originals_bad']:>9}")
    controls = report["controls"]
    lines.append(f"controls: {controls['false_alarms']} of {controls['n']} flagged")
    if report["agreement"] is not None:
        kappa = "n/a" if report["kappa"] is None else f"{report['kappa']:.3f}"
        lines.append(f"{report['reviewers']} reviewers: raw agreement {report['agreement']:.3f}, Cohen's kappa {kappa}")
    return "\n".join(lines)


def write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def page_text(items: Sequence[Item]) -> str:
    """``review.html``: the page with the items (never the key) in it."""
    shown_items = [{"item": i.item, "A": i.a, "B": i.b} for i in items]
    payload = json.dumps(shown_items, ensure_ascii=False).replace("</", "<\\/")
    storage_id = hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]
    template = resources.files("dala_pipeline").joinpath("data", "review", "review.html").read_text(encoding="utf-8")
    return template.replace("/*ITEMS*/", payload).replace("/*STORAGE_ID*/", storage_id)


def export(folder: Path, out: Path, per_type: int, controls: int, seed: int, auto: dict | None = None) -> list[Item]:
    """Write ``sheet.tsv``, ``review.html`` and ``key.json`` for a review of the build in ``folder``.

    With ``auto`` (from ``dala review auto``), pairs the automatic check
    confirmed are left out, so that reviewers judge what it did not confirm.
    """
    confirmed = frozenset(p for t in (auto or {}).get("types", {}).values() for p in t.get("confirmed_pairs", ()))
    items = sample(read_pairs(folder), per_type, controls, seed, exclude=confirmed)
    out.mkdir(parents=True, exist_ok=True)
    (out / "sheet.tsv").write_text(sheet_text(items), encoding="utf-8")
    (out / "review.html").write_text(page_text(items), encoding="utf-8")
    write_json(out / "key.json", key_data(items))
    return items
