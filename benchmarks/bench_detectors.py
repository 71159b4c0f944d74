"""Benchmark: what the detectors of errors already in a sentence drop (prints figures, asserts nothing).

On the bundled source's sentences that pass the ScaLA filters, it prints for
each detector (the rules' own and the source checks) how many sentences it
finds an error in and how many it drops (the first detector that fires
counts), with each dropped sentence and the word it points at; what the
sentence checks of ``--text`` builds (``--sentence-checks``) would drop on
the same sentences; and the CPU time of the checks that apply to every
source (the detectors and the sentence checks declared for every source):
per sentence, for a first pass (each word looked up in the dictionary) and
for later passes (the answers cached), and what that makes for the 100x
corpus of ``bench_build.py``, whose sentences repeat the bundled ones 100
times (compare with the (c) CPU seconds it prints, or run it with
``--without-checks``).

Whether a dropped sentence really is ungrammatical is a judgment: with
``--review-dir DIR`` it writes a blind sheet, the dropped sentences mixed
with as many kept ones as controls, shuffled (seeded), with no reason and
no hint of which is which (``sheet.tsv``: item, sentence, an empty
``verdict`` column for ``ok`` or ``bad``), and the key apart (``key.tsv``);
and a second sheet in ``DIR/sentence_checks`` for what the sentence checks
drop (a treebank's sentences should pass them).
``--judgments FILE`` (a filled-in sheet; repeat for each reviewer) prints
the share of dropped sentences each reviewer, and both, judged bad, and the
same for the controls: a detector that mostly drops good sentences is not
worth having.

    python benchmarks/bench_detectors.py
    python benchmarks/bench_detectors.py --review-dir review/
    python benchmarks/bench_detectors.py --review-dir review/ --judgments a.tsv --judgments b.tsv
"""

from __future__ import annotations

import argparse
import csv
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from corruptions import registry
from corruptions.da.lexicon import shared_lexicon
from corruptions.sentence import Sentence
from dala_pipeline.filter import detectors
from dala_pipeline.filter.filters import Filter, rejection, sentence_problem, text_digest
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.seeding import seeded_rng


def filtered_sentences() -> list[Sentence]:
    """The bundled sentences that pass the ScaLA filters and the duplicate check."""
    verdicts = Filter(Counter())
    kept = []
    for path in bundled_files():
        for item, _ in parse_shard(Shard(path)):
            if isinstance(item, Sentence) and verdicts.keep(text_digest(item.text), rejection(item)):
                kept.append(item)
    return kept


def check_cost(sentences: list[Sentence], repeat: int) -> tuple[float, float]:
    """CPU seconds of one first pass of the checks for every source over ``sentences`` (the dictionary
    loaded, no word looked up yet), and of one later pass (every answer cached)."""
    language = registry.language()
    shared_lexicon()  # the rules load it in any build

    def check_all() -> float:
        start = time.process_time()
        for sentence in sentences:
            sentence_problem(sentence, language, every_source_only=True) or detectors.source_error(sentence)
        return time.process_time() - start

    cold = check_all()
    return cold, sum(check_all() for _ in range(repeat)) / repeat


def write_sheet(folder: Path, dropped: list[Sentence], kept: list[Sentence], seed: int,
                reason_of: Callable[[Sentence], str | None]) -> None:
    rng = seeded_rng(seed, "bench_detectors", "controls")
    controls = rng.sample(kept, min(len(dropped), len(kept)))
    items = [("dropped", s) for s in dropped] + [("control", s) for s in controls]
    seeded_rng(seed, "bench_detectors", "order").shuffle(items)
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "sheet.tsv").open("w", encoding="utf-8", newline="") as sheet, \
            (folder / "key.tsv").open("w", encoding="utf-8", newline="") as key:
        sheet_rows, key_rows = csv.writer(sheet, delimiter="\t"), csv.writer(key, delimiter="\t")
        sheet_rows.writerow(["item", "sentence", "verdict"])
        key_rows.writerow(["item", "sent_id", "group", "reason"])
        for number, (group, sentence) in enumerate(items, start=1):
            sheet_rows.writerow([number, sentence.text, ""])
            key_rows.writerow([number, sentence.sent_id, group, reason_of(sentence) or ""])
    print(f"\nwrote {folder / 'sheet.tsv'} ({len(items)} items: {len(dropped)} dropped, {len(controls)} controls) "
          f"and {folder / 'key.tsv'}")


def score(folder: Path, judgments: list[Path]) -> None:
    with (folder / "key.tsv").open(encoding="utf-8") as handle:
        key = {row["item"]: row for row in csv.DictReader(handle, delimiter="\t")}
    verdicts = []
    for path in judgments:
        with path.open(encoding="utf-8") as handle:
            rows = csv.DictReader(handle, delimiter="\t")
            verdicts.append({row["item"]: row["verdict"].strip().lower() for row in rows})
    for group in ("dropped", "control"):
        items = [item for item, row in key.items() if row["group"] == group]
        if not items:
            continue
        each = [sum(v.get(item) == "bad" for item in items) for v in verdicts]
        both = sum(all(v.get(item) == "bad" for v in verdicts) for item in items)
        print(f"{group}: {len(items)} items; judged bad by each reviewer {each}, by all {both} "
              f"({100 * both / len(items):.0f} %)")
    for reason in sorted({row["reason"] for row in key.values() if row["group"] == "dropped"}):
        items = [item for item, row in key.items() if row["reason"] == reason and row["group"] == "dropped"]
        both = sum(all(v.get(item) == "bad" for v in verdicts) for item in items)
        print(f"  {reason}: {both} of {len(items)} judged bad by all")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--review-dir", type=Path, help="write a blind sheet of the dropped sentences with controls")
    parser.add_argument("--judgments", type=Path, action="append", default=[],
                        help="a filled-in sheet of --review-dir (repeat per reviewer): print the shares judged bad")
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--repeat", type=int, default=20, help="passes over the sentences for the timing")
    args = parser.parse_args()

    sentences = filtered_sentences()
    cold, warm = check_cost(sentences, args.repeat)
    found: Counter = Counter()
    first: Counter = Counter()
    dropped, kept = [], []
    for sentence in sentences:
        hits = detectors.found(sentence)
        found.update(hits.keys())
        reason = detectors.source_error(sentence)
        if reason is None:
            kept.append(sentence)
            continue
        first[reason] += 1
        dropped.append(sentence)
        print(f"{reason:28} {sentence.sent_id:10} {hits[reason].form!r}: {sentence.text}")
    total = len(sentences)
    print(f"\n{total} bundled sentences after the ScaLA filters")
    print(f"{'detector':28} {'finds':>6} {'drops':>6}")
    for reason in detectors.reasons():
        print(f"{reason:28} {found[reason]:6} {first[reason]:6}")
    print(f"{'all detectors':28} {'':6} {len(dropped):6}  ({100 * len(dropped) / total:.1f} %)")

    checks = Counter(sentence_problem(s) for s in sentences)
    checks.pop(None, None)
    print("\nthe sentence checks (--sentence-checks) on the same sentences: "
          + (", ".join(f"{reason} {n}" for reason, n in sorted(checks.items())) or "drop none"))

    print(f"\nCPU time of the checks for every source: {1e6 * cold / total:.0f} µs a sentence on a first pass, "
          f"{1e6 * warm / total:.0f} µs on later passes; at 100x (the {100 * total} sentences of its 100x corpus "
          f"that pass the ScaLA filters): {cold + 99 * warm:.1f} s")

    if args.review_dir:
        checked = args.review_dir / "sentence_checks"
        if not (args.review_dir / "key.tsv").is_file():
            write_sheet(args.review_dir, dropped, kept, args.seed, detectors.source_error)
            failing = [s for s in sentences if sentence_problem(s) is not None]
            passing = [s for s in sentences if sentence_problem(s) is None]
            write_sheet(checked, failing, passing, args.seed, sentence_problem)
        if args.judgments:
            score(args.review_dir, args.judgments)


if __name__ == "__main__":
    main()
