"""The stored review of a language's bundled build: its label noise and precision, for the card.

Reads a blind review of the bundled source's originals kept in ``benchmarks/reviews/`` (sheets judged
by two reviewers, a third where they disagreed) and a build of the bundled source, and writes the
language's ``review.json`` (``Language.review_file``): how many of the build's originals the review
judged wrong, the build's ``pairs`` fingerprint it describes, and the per-type precision of a review
of the corrupted side (a ``precision.json`` of ``dala review score``).

    dala build --language nb --out nb-build
    python benchmarks/label_noise.py --language nb --originals benchmarks/reviews/nb_bundled_originals \\
        --precision benchmarks/reviews/nb_full/precision.json --build nb-build

A review folder holds either ``key.json`` as a mapping item -> {group, sent_id} with
``judged_<sheet>_r1.tsv``/``_r2.tsv`` and a tiebreak ``key_T.json`` with ``judged_T_r3.tsv``, or (the
Danish review) ``key.json`` as a list of {item, id, kind} with ``judged_<sheet>_r<n>.tsv``.
An original is wrong when both reviewers judged it not ``ok``, or, where they disagreed, the third did.

The label noise the card states in bold is measured apart from the review that made the exclusion
list (whose judged-wrong originals the list removes, so that it counts none by construction): the
originals of the ``--precision`` review's sample (two other reviewers, ``judged_r1.tsv`` and
``judged_r2.tsv`` beside it) still in the build, wrong where both judged them not ``ok``.

The build must be the locked one (its ``pairs`` fingerprint that of the language's committed lock),
and every path a folder under ``benchmarks/reviews/``, given relative to the repository.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

from pyarrow import parquet

from corruptions import registry
from dala_cli.build import default_lock
from dala_pipeline.write.lock import fingerprint

ROOT = Path(__file__).resolve().parent.parent
VERDICTS = ("ok", "bad", "fragment")


class ReviewInputError(Exception):
    """An input this script cannot make a stored review from; one line."""


def _judgments(folder: Path, sheet: str) -> dict[str, str]:
    """item -> verdict of every reviewer's file of one sheet, keyed (item, reviewer)."""
    verdicts: dict[str, str] = {}
    for path in sorted(folder.glob(f"judged_{sheet}_r*.tsv")):
        reviewer = path.stem.rsplit("_", 1)[1]
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
                verdict = (row.get("verdict") or "").strip()
                if verdict not in VERDICTS:
                    raise ReviewInputError(f"{path}: item {row.get('item')}: verdict {verdict!r} is none of {VERDICTS}")
                verdicts[f"{row['item']}/{reviewer}"] = verdict
    return verdicts


def verdicts(folder: Path) -> dict[str, bool]:
    """sent_id -> whether the review judged the original wrong."""
    key = json.loads((folder / "key.json").read_text(encoding="utf-8"))
    entries = ([(e["item"], e["id"]) for e in key if e["kind"] == "original"] if isinstance(key, list)
               else [(item, e["sent_id"]) for item, e in key.items() if e["group"] == "original"])
    by_sheet: dict[str, dict[str, str]] = {}
    votes: dict[str, list[bool]] = defaultdict(list)
    sheets = sorted({p.stem.split("_")[1] for p in folder.glob("judged_*_r*.tsv")} - {"T"})
    for item, sent_id in entries:
        sheet = next((s for s in sheets if f"{item}/r1" in by_sheet.setdefault(s, _judgments(folder, s))), None)
        if sheet is None or f"{item}/r2" not in by_sheet[sheet]:
            raise ReviewInputError(f"{folder}: item {item} lacks a judgment of both reviewers")
        votes[sent_id] = [by_sheet[sheet][f"{item}/{r}"] != "ok" for r in ("r1", "r2")]
    third: dict[str, bool] = {}
    if (folder / "key_T.json").exists():
        tie = json.loads((folder / "key_T.json").read_text(encoding="utf-8"))
        judged = _judgments(folder, "T")
        if any(f"{item}/r3" not in judged for item in tie):
            raise ReviewInputError(f"{folder}: an item of key_T.json lacks the third reviewer's judgment")
        third = {e["sent_id"]: judged[f"{item}/r3"] != "ok" for item, e in tie.items() if e["group"] == "disputed"}
    return {sent_id: (all(v) if all(v) or not any(v) else third.get(sent_id, False))
            for sent_id, v in votes.items()}


def independent(folder: Path, ids: set[str]) -> dict:
    """The originals of a review export's sample (``key.json`` of ``dala review export`` and the two
    reviewers' ``judged_r1.tsv``/``judged_r2.tsv``) that are among ``ids``: how many, and how many both
    reviewers judged not ``ok``."""
    key = json.loads((folder / "key.json").read_text(encoding="utf-8"))
    judged = []
    for reviewer in ("r1", "r2"):
        with (folder / f"judged_{reviewer}.tsv").open(encoding="utf-8", newline="") as handle:
            judged.append({row["item"]: row for row in csv.DictReader(handle, delimiter="\t")})
    n = bad = 0
    for item in key["items"]:
        side = item.get("original")
        if side not in ("A", "B") or item["pair_id"] not in ids:
            continue
        if any(item["item"] not in rows for rows in judged):
            raise ReviewInputError(f"{folder}: item {item['item']} lacks a judgment of both reviewers")
        n += 1
        bad += all(rows[item["item"]][f"judgment_{side}"] != "ok" for rows in judged)
    return {"review": _relative(folder), "n": n, "bad": bad}


def _relative(path: Path) -> str:
    """``path`` as the card names it: a folder under benchmarks/reviews/, relative to the repository."""
    try:
        relative = path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        raise ReviewInputError(f"{path}: not inside this repository") from None
    if not relative.startswith("benchmarks/reviews/") or relative.count("/") != 2:
        raise ReviewInputError(f"{path}: not a folder benchmarks/reviews/<name>")
    return relative


def make(language_code: str, originals: Path, precision: Path | None, build: Path) -> tuple[Path, dict]:
    """The stored review of a language's locked bundled build, and where it goes."""
    if language_code not in registry.LANGUAGES:
        raise ReviewInputError(f"--language {language_code}: none of {', '.join(registry.LANGUAGES)}")
    language = registry.language(language_code)
    if language.review_file is None:
        raise ReviewInputError(f"{language.code} declares no review_file")
    table = build / "pairs" / "data" / "test-00000-of-00001.parquet"
    for path in (originals / "key.json", table, *((precision,) if precision else ())):
        if not path.is_file():
            raise ReviewInputError(f"{path}: no such file")
    rows = parquet.read_table(table).to_pylist()
    lock = ROOT / default_lock(language)
    locked = json.loads(lock.read_text(encoding="utf-8"))["configs"]["pairs"]["test"]["sha256"]
    if fingerprint(rows) != locked:
        raise ReviewInputError(f"{build}: its pairs are not the locked build of {lock.relative_to(ROOT)}")
    judged = verdicts(originals)
    ids = [row["pair_id"] for row in rows]
    known = [i for i in ids if i in judged]
    stored: dict = {
        "build": {"config": "pairs", "split": "test", "pairs": len(rows), "sha256": locked},
        "originals": {"review": _relative(originals), "reviewed": len(known),
                      "wrong": sum(judged[i] for i in known), "not_reviewed": len(ids) - len(known),
                      "judged_wrong_in_review": sum(judged.values()), "judged_in_review": len(judged)},
    }
    if precision:
        stored["originals"]["independent"] = independent(precision.parent, set(ids))
        stored["precision"] = {"review": _relative(precision.parent),
                               **json.loads(precision.read_text(encoding="utf-8"))}
    return language.data_path(language.review_file), stored


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", required=True)
    parser.add_argument("--originals", type=Path, required=True, help="the review folder of the originals")
    parser.add_argument("--precision", type=Path, help="precision.json of a review of the corrupted side")
    parser.add_argument("--build", type=Path, required=True, help="a build of the bundled source")
    args = parser.parse_args(argv)
    try:
        target, stored = make(args.language, args.originals, args.precision, args.build)
    except (ReviewInputError, OSError, ValueError, KeyError) as err:
        print(f"label_noise: error: {err}", file=sys.stderr)
        return 2
    target.write_text(json.dumps(stored, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    originals = stored["originals"]
    print(f"{target.relative_to(ROOT)}: {originals['wrong']} of {originals['reviewed']} originals judged wrong by the "
          f"list's review ({originals['not_reviewed']} not in it); independent: {originals.get('independent')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
