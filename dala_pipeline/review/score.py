"""The last stage of a blind review: ``dala review score``.

Score reads the key and one file per reviewer and reports, per corruption
type, how many corrupted sentences every reviewer judged unacceptable
(precision, with a Wilson 95 % interval; a lenient figure counts a pair
when any reviewer did), how many originals were judged unacceptable, how
often controls were flagged, and with two or more reviewers their raw
agreement and Cohen's kappa (averaged over pairs of reviewers).

``precision.json``: ``{"reviewers", "types": {TYPE: {"n", "errors",
"precision", "wilson_low", "wilson_high", "originals_bad", ...}},
"controls": {"n", "false_alarms"}, "agreement", "kappa", ...}``; a type
``review auto`` confirmed entirely has ``n`` 0, null shares and
``combined_precision`` 1.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

from dala_pipeline import ownership
from dala_pipeline.errors import quoted, shown
from dala_pipeline.review.sample import ReviewError
from dala_pipeline.review.sheet import JUDGMENTS, check_auto_language, is_count, load_json, match

Z95 = 1.959963984540054


#: The largest precision.json read.
MAX_PRECISION_BYTES = 1024 * 1024


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


_TYPE_COUNTS = ("n", "errors", "originals_bad", "lenient_errors")


_TYPE_SHARES = ("precision", "wilson_low", "wilson_high", "lenient_precision")


_TYPE_OPTIONAL = ("auto_confirmed", "auto_unconfirmed", "combined_precision")


def _is_share(value: object, low: float = 0.0) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and low <= value <= 1)


def precision_problem(data: object, known_types: Sequence[str]) -> str | None:
    """What keeps ``data`` from being a ``precision.json`` of ``dala review
    score`` that the card can publish, or None: counts are integers,
    shares finite numbers from 0 to 1, types known to the build, the date
    an ISO date, and nothing else in it."""
    if not isinstance(data, dict):
        return "not an object"
    unknown = sorted(set(data) - {"reviewers", "types", "controls", "agreement", "kappa", "date"})
    if unknown:
        return f"unknown field {quoted(unknown[0])}"
    if not is_count(data.get("reviewers")) or data["reviewers"] < 1:
        return "reviewers must be a whole number of at least 1"
    types = data.get("types")
    if not isinstance(types, dict) or not types:
        return "types must be an object with one entry per corruption type"
    for ctype, entry in types.items():
        if ctype not in known_types:
            return f"types: {quoted(ctype)} is not a corruption type of this build"
        problem = _type_problem(entry)
        if problem:
            return f"types.{ctype}: {problem}"
    controls = data.get("controls")
    if not isinstance(controls, dict) or set(controls) != {"n", "false_alarms"} or \
            not all(is_count(v) for v in controls.values()) or controls["false_alarms"] > controls["n"]:
        return "controls must be {\"n\", \"false_alarms\"}, counts with false_alarms <= n"
    if data.get("agreement") is not None and not _is_share(data["agreement"]):
        return "agreement must be null or a number from 0 to 1"
    if data.get("kappa") is not None and not _is_share(data["kappa"], -1.0):
        return "kappa must be null or a number from -1 to 1"
    if "date" in data:
        date = data["date"]
        if not (isinstance(date, str) and _DATE.fullmatch(date) and _iso_date(date)):
            return "date must be an ISO date (YYYY-MM-DD)"
    return None


def _iso_date(text: str) -> bool:
    import datetime

    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _type_problem(entry: object) -> str | None:
    if not isinstance(entry, dict):
        return "not an object"
    unknown = sorted(set(entry) - {*_TYPE_COUNTS, *_TYPE_SHARES, *_TYPE_OPTIONAL})
    if unknown:
        return f"unknown field {quoted(unknown[0])}"
    for name in _TYPE_COUNTS:
        if not is_count(entry.get(name)):
            return f"{name} must be a whole number of at least 0"
    if entry["n"] == 0 and "auto_confirmed" in entry:  # nothing reviewed: the automatic check confirmed all
        if any(entry[name] for name in _TYPE_COUNTS) or any(entry.get(name) is not None for name in _TYPE_SHARES):
            return "a type with no reviewed pairs has counts 0 and null precision and interval"
        if not is_count(entry["auto_confirmed"]) or entry["auto_confirmed"] < 1 or \
                entry.get("auto_unconfirmed") != 0 or entry.get("combined_precision") != 1:
            return "a type with no reviewed pairs is one review auto confirmed entirely (combined_precision 1)"
        return None
    for name in _TYPE_SHARES:
        if not _is_share(entry.get(name)):
            return f"{name} must be a number from 0 to 1"
    n = entry["n"]
    if n < 1 or max(entry["errors"], entry["originals_bad"], entry["lenient_errors"]) > n:
        return "n must be at least 1 and at least errors, originals_bad and lenient_errors"
    if entry["lenient_errors"] < entry["errors"]:
        return "lenient_errors must be at least errors"
    if abs(entry["precision"] - entry["errors"] / n) > 1e-9 or \
            abs(entry["lenient_precision"] - entry["lenient_errors"] / n) > 1e-9:
        return "precision must be errors / n, and lenient_precision lenient_errors / n"
    if not entry["wilson_low"] - 1e-9 <= entry["precision"] <= entry["wilson_high"] + 1e-9:
        return "the interval wilson_low-wilson_high must hold the precision"
    for name in ("auto_confirmed", "auto_unconfirmed"):
        if name in entry and not is_count(entry[name]):
            return f"{name} must be a whole number of at least 0"
    if entry.get("combined_precision") is not None and not _is_share(entry["combined_precision"]):
        return "combined_precision must be null or a number from 0 to 1"
    return None


def read_precision(path: Path, known_types: Sequence[str]) -> dict:
    """A ``precision.json`` checked by :func:`precision_problem`."""
    data = load_json(path, "a precision.json", MAX_PRECISION_BYTES)
    problem = precision_problem(data, known_types)
    if problem:
        raise ReviewError(f"{shown(str(path))}: not a precision.json of `dala review score`: {problem}")
    return data


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


def score(key: dict, reviewers: Sequence[dict[str, dict[str, str]]], names: Sequence[str] = (),
          auto: dict | None = None) -> dict:
    """The precision report (``precision.json``) for a key (:func:`read_key`)
    and the reviewers' judgments, each checked to be a copy of the key's export."""
    names = list(names) or [f"reviewer {i}" for i in range(1, len(reviewers) + 1)]
    for name, judged in zip(names, reviewers):
        match(key, judged, name)
    if auto is not None:
        check_auto_language(key, auto)
    types: dict[str, Counter] = defaultdict(Counter)
    controls: Counter[str] = Counter()
    labels: list[list[str]] = [[] for _ in reviewers]
    for entry in key["items"]:
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
    for ctype, automatic in sorted((auto or {}).get("types", {}).items()):
        if ctype not in types and automatic["confirmed"] and not automatic["unconfirmed"]:
            # the automatic check confirmed every pair, so none was left to review: its figure is the check's
            result_types[ctype] = {"n": 0, "errors": 0, "precision": None, "wilson_low": None, "wilson_high": None,
                                   "originals_bad": 0, "lenient_errors": 0, "lenient_precision": None,
                                   **_equation_1(automatic, 0, 0)}
    result_types = dict(sorted(result_types.items()))
    pairs_of_reviewers = [(i, j) for i in range(len(reviewers)) for j in range(i + 1, len(reviewers))]
    agreement = kappa = None
    if pairs_of_reviewers:
        total = len(labels[0])
        agreement = sum(len({mine[k] for mine in labels}) == 1 for k in range(total)) / total if total else None
        measured = [cohen_kappa(labels[i], labels[j]) for i, j in pairs_of_reviewers]
        kappas = [k for k in measured if k is not None]
        kappa = sum(kappas) / len(kappas) if kappas else None
    return {
        "reviewers": len(reviewers),
        "types": result_types,
        "controls": {"n": controls["n"], "false_alarms": controls["false_alarms"]},
        "agreement": agreement,
        "kappa": kappa,
    }


def originals_judged_wrong(key: dict, reviewers: Sequence[dict[str, dict[str, str]]]) -> list[str]:
    """The original sentences every reviewer judged unacceptable, in key order, each once: the lines of
    a file for ``dala build --exclude`` (the key and judgments checked by :func:`score` first)."""
    texts: dict[str, None] = {}
    for entry in key["items"]:
        side = entry["original"]
        if side is not None and all(judged[entry["item"]][f"judgment_{side}"] == "bad" for judged in reviewers):
            texts[" ".join(entry[side].split())] = None
    return list(texts)


def pooled_originals(report: dict) -> tuple[int, int, float, float] | None:
    """Originals judged wrong by every reviewer over all reviewed pairs of a precision report: (bad, n,
    Wilson low, high), or None when no pair was reviewed. The dataset's label-noise figure."""
    reviewed = [t for t in report["types"].values() if t["precision"] is not None]
    n = sum(t["n"] for t in reviewed)
    if not n:
        return None
    bad = sum(t["originals_bad"] for t in reviewed)
    return (bad, n, *wilson(bad, n))


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
        if t["n"] == 0:
            lines.append(f"{ctype:<28} {0:>4} {'-':>6} {'-':>9} {'-':>15} {'-':>7} {'-':>9}  "
                         f"(all {t['auto_confirmed']} confirmed by review auto)")
            continue
        lines.append(f"{ctype:<28} {t['n']:>4} {t['errors']:>6} {t['precision']:>9.3f} "
                     f"{t['wilson_low']:>7.3f}-{t['wilson_high']:<7.3f} {t['lenient_precision']:>7.3f} "
                     f"{t['originals_bad']:>9}")
    controls = report["controls"]
    lines.append(f"controls: {controls['false_alarms']} of {controls['n']} flagged")
    if report["agreement"] is not None:
        kappa = "n/a" if report["kappa"] is None else f"{report['kappa']:.3f}"
        lines.append(f"{report['reviewers']} reviewers: raw agreement {report['agreement']:.3f}, Cohen's kappa {kappa}")
    return "\n".join(lines)


def write_json(path: Path, data: object, tool: str) -> None:
    """Replace ``path`` with ``data`` only where ``tool`` wrote it before (:mod:`..ownership`)."""
    ownership.write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n", tool, "--out")
