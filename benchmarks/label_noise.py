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
from dala_pipeline.write.lock import fingerprint


def _judgments(folder: Path, sheet: str) -> dict[str, str]:
    """item -> verdict of every reviewer's file of one sheet, keyed (item, reviewer)."""
    verdicts: dict[str, str] = {}
    for path in sorted(folder.glob(f"judged_{sheet}_r*.tsv")):
        reviewer = path.stem.rsplit("_", 1)[1]
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
                verdicts[f"{row['item']}/{reviewer}"] = row["verdict"].strip()
    return verdicts


def verdicts(folder: Path) -> dict[str, bool]:
    """sent_id -> whether the review judged the original wrong."""
    key = json.loads((folder / "key.json").read_text(encoding="utf-8"))
    entries = ([(e["item"], e["id"]) for e in key if e["kind"] == "original"] if isinstance(key, list)
               else [(item, e["sent_id"]) for item, e in key.items() if e["group"] == "original"])
    by_sheet: dict[str, dict[str, str]] = {}
    votes: dict[str, list[bool]] = defaultdict(list)
    for item, sent_id in entries:
        sheet = next(s for s in sorted({p.stem.split("_")[1] for p in folder.glob("judged_*_r*.tsv")})
                     if s != "T" and f"{item}/r1" in by_sheet.setdefault(s, _judgments(folder, s)))
        votes[sent_id] = [by_sheet[sheet][f"{item}/{r}"] != "ok" for r in ("r1", "r2")]
    third: dict[str, bool] = {}
    if (folder / "key_T.json").exists():
        tie = json.loads((folder / "key_T.json").read_text(encoding="utf-8"))
        judged = _judgments(folder, "T")
        third = {e["sent_id"]: judged[f"{item}/r3"] != "ok" for item, e in tie.items() if e["group"] == "disputed"}
    return {sent_id: (all(v) if all(v) or not any(v) else third.get(sent_id, False))
            for sent_id, v in votes.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", required=True)
    parser.add_argument("--originals", type=Path, required=True, help="the review folder of the originals")
    parser.add_argument("--precision", type=Path, help="precision.json of a review of the corrupted side")
    parser.add_argument("--build", type=Path, required=True, help="a build of the bundled source")
    args = parser.parse_args(argv)
    language = registry.language(args.language)
    rows = parquet.read_table(args.build / "pairs" / "data" / "test-00000-of-00001.parquet").to_pylist()
    judged = verdicts(args.originals)
    ids = [row["pair_id"] for row in rows]
    known = [i for i in ids if i in judged]
    stored = {
        "build": {"config": "pairs", "split": "test", "pairs": len(rows), "sha256": fingerprint(rows)},
        "originals": {"review": args.originals.as_posix(), "reviewed": len(known),
                      "wrong": sum(judged[i] for i in known), "not_reviewed": len(ids) - len(known),
                      "judged_wrong_in_review": sum(judged.values()), "judged_in_review": len(judged)},
    }
    if args.precision:
        stored["precision"] = {"review": args.precision.parent.as_posix(),
                               **json.loads(args.precision.read_text(encoding="utf-8"))}
    if language.review_file is None:
        print(f"{language.code} declares no review_file", file=sys.stderr)
        return 2
    target = language.data_path(language.review_file)
    target.write_text(json.dumps(stored, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{target}: {stored['originals']['wrong']} of {len(known)} originals judged wrong "
          f"({len(ids) - len(known)} not reviewed); pairs {stored['build']['sha256'][:12]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
