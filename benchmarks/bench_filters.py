"""Benchmark: what the source filters drop from held-out Danish text (prints figures, asserts nothing).

It reads a folder of held-out text, by default ``../shared/data/danish_cdt_dev``
relative to the project root (a CoNLL-U file, ``*.conllu``, and
``known_bad_originals.tsv``: sentences two blind reviewers judged wrong as
originals, one a line under the heading ``sentence``). Nothing of it is
copied into the package or read by a filter: it is measured, at run time.

The sentences that pass the structural filters (the ScaLA filters, the
duplicate check, a capital first and a final mark: "structurally whole")
are run through every other filter of the language, and it prints, per
filter:

* ``fires``: how many of them the filter finds a problem in;
* ``drops``: how many it drops (the first filter that fires, in build order);
* ``known bad``: how many sentences of ``known_bad_originals.tsv`` it fires on;

then, for a default build of a treebank (the sentence checks declared for
every source, and the detectors) and for a build with ``--sentence-checks``
(every sentence check, as for raw text), the share of the structurally whole
sentences kept and the recall on the known-bad list.

``--review-dir DIR`` writes a blind sheet (``sheet.tsv``) of a seeded
sample of each filter's drops (at most ``--per-filter``) mixed with as many
kept sentences as controls, shuffled, with no reason and no hint, and the
key apart (``key.tsv``: item, sent_id, group, reason); ``--judgments FILE``
(a filled-in sheet, once per reviewer) prints the share of each filter's
sample both reviewers judged bad.

    python benchmarks/bench_filters.py
    python benchmarks/bench_filters.py PATH/TO/danish_cdt_dev
    python benchmarks/bench_filters.py --review-dir review/ --judgments a.tsv --judgments b.tsv
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import sys
import time
from collections import Counter
from pathlib import Path

from corruptions import registry
from corruptions.sentence import Sentence
from dala_pipeline.filter import detectors
from dala_pipeline.filter.filters import (
    EVERY_SOURCE_REASON,
    Filter,
    inner_sentence_start,
    rejection,
    sentence_problem,
    text_digest,
)
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.seeding import seeded_rng

#: The verdicts of a reviewer that say a sentence is not a correct whole sentence.
WRONG = frozenset({"bad", "fragment"})
DEFAULT = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "danish_cdt_dev"


def whole_sentences(folder: Path) -> tuple[int, list[Sentence], set[str]]:
    """How many sentences the folder's CoNLL-U holds, those that pass the structural filters, and the
    texts of those that do not."""
    files = sorted(folder.glob("*.conllu"))
    if not files:
        raise SystemExit(f"{folder}: no *.conllu file")
    verdicts = Filter(Counter())
    read, kept, structural_drops = 0, [], set()
    bare = dataclasses.replace(registry.language(), sentence_checks={})  # the capital and the final mark only
    for path in files:
        for item, line in parse_shard(Shard(path)):
            if not isinstance(item, Sentence):
                raise SystemExit(f"{path}:{line}: {item.problem}")
            read += 1
            structural = rejection(item) or sentence_problem(item, bare)
            structural = None if structural == EVERY_SOURCE_REASON else structural  # measured below
            if verdicts.keep(text_digest(item.text), structural):
                kept.append(item)
            elif structural is not None:
                structural_drops.add(item.text.strip())
    return read, kept, structural_drops


def known_bad(folder: Path) -> set[str]:
    path = folder / "known_bad_originals.tsv"
    if not path.is_file():
        return set()
    with path.open(encoding="utf-8", newline="") as handle:
        rows = csv.DictReader(handle, delimiter="\t")
        if rows.fieldnames is None or "sentence" not in rows.fieldnames:
            raise SystemExit(f"{path}:1: expected a heading `sentence`")
        return {row["sentence"].strip() for row in rows}


def firing(sentence: Sentence, language) -> dict[str, bool]:
    """Every filter after the structural ones: whether it fires on the sentence (in build order)."""
    hits = {EVERY_SOURCE_REASON: inner_sentence_start(sentence, language) is not None}
    hits.update({reason: check.fails(sentence) for reason, check in language.sentence_checks.items()})
    found = detectors.found(sentence, language)
    hits.update({reason: reason in found for reason in detectors.reasons(language)})
    return hits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT,
                        help="held-out text: a *.conllu file and known_bad_originals.tsv")
    parser.add_argument("--review-dir", type=Path, help="write a blind sheet of a sample of each filter's drops")
    parser.add_argument("--per-filter", type=int, default=12, help="drops sampled per filter for the sheet")
    parser.add_argument("--judgments", type=Path, action="append", default=[],
                        help="a filled-in sheet of --review-dir (repeat per reviewer)")
    parser.add_argument("--seed", type=int, default=3535)
    parser.add_argument("--show", action="store_true", help="print every dropped sentence with its reason")
    args = parser.parse_args()
    folder = args.folder.resolve()
    if not folder.is_dir():
        raise SystemExit(f"{folder}: no such folder")

    language = registry.language()
    read, sentences, structural_drops = whole_sentences(folder)
    bad = known_bad(folder)
    start = time.process_time()
    table = [(s, firing(s, language)) for s in sentences]
    seconds = time.process_time() - start
    every_source = {EVERY_SOURCE_REASON, *(r for r, c in language.sentence_checks.items() if c.every_source)}
    order = [EVERY_SOURCE_REASON, *language.sentence_checks, *detectors.reasons(language)]
    default_order = [r for r in order if r not in language.sentence_checks or r in every_source]

    fires: Counter = Counter()
    drops: Counter = Counter()
    caught: Counter = Counter()
    first_of: dict[str, str | None] = {}
    for sentence, hits in table:
        first = next((r for r in order if hits[r]), None)
        first_of[sentence.sent_id] = first
        drops[first] += 1
        for reason, hit in hits.items():
            if hit:
                fires[reason] += 1
                caught[reason] += sentence.text.strip() in bad
        if args.show and first:
            print(f"{first:28} {sentence.sent_id:24} {sentence.text}")

    whole = len(sentences)
    present = {s.text.strip() for s in sentences}
    print(f"{folder}: {read} sentences, {whole} structurally whole; known bad {len(bad)} "
          f"({len(bad & present)} of them structurally whole)")
    print(f"{'filter':28} {'every':>5} {'fires':>6} {'drops':>6} {'known bad':>9}")
    for reason in order:
        scope = "no" if reason in language.sentence_checks and reason not in every_source else "yes"
        print(f"{reason:28} {scope:>5} {fires[reason]:6} {drops[reason]:6} {caught[reason]:9}")
    for name, used in (("default build (treebank)", default_order), ("--sentence-checks (raw text)", order)):
        dropped = [s for s, hits in table if any(hits[r] for r in used)]
        caught_here = {s.text.strip() for s in dropped} & bad
        gone = caught_here | (structural_drops & bad)
        kept = whole - len(dropped)
        print(f"{name}: drops {len(dropped)}, keeps {kept} of {whole} = {100 * kept / whole:.1f} %; "
              f"recall on known bad: these filters {len(caught_here)}/{len(bad & present)} of the structurally "
              f"whole, gone from the build {len(gone)}/{len(bad)} = {100 * len(gone) / max(1, len(bad)):.1f} %")
    print(f"CPU: {1e3 * seconds / max(1, whole):.2f} ms a sentence for every filter (first pass)")

    if args.review_dir:
        if not (args.review_dir / "key.tsv").is_file():
            write_sheet(args.review_dir, table, first_of, order, args.per_filter, args.seed)
        if args.judgments:
            score(args.review_dir, args.judgments)


def write_sheet(folder: Path, table, first_of: dict, order: list[str], per_filter: int, seed: int) -> None:
    """A blind sheet: up to ``per_filter`` drops of each filter (by the first that fires), as many
    kept sentences as controls, shuffled; the key apart."""
    items: list[tuple[str, Sentence, str]] = []
    for reason in order:
        dropped = [s for s, _ in table if first_of[s.sent_id] == reason]
        picked = seeded_rng(seed, "bench_filters", reason).sample(dropped, min(per_filter, len(dropped)))
        items += [("dropped", s, reason) for s in picked]
    kept = [s for s, _ in table if first_of[s.sent_id] is None]
    controls = seeded_rng(seed, "bench_filters", "controls").sample(kept, min(len(items), len(kept)))
    items += [("control", s, "") for s in controls]
    seeded_rng(seed, "bench_filters", "order").shuffle(items)
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "sheet.tsv").open("w", encoding="utf-8", newline="") as sheet, \
            (folder / "key.tsv").open("w", encoding="utf-8", newline="") as key:
        sheet_rows, key_rows = csv.writer(sheet, delimiter="\t"), csv.writer(key, delimiter="\t")
        sheet_rows.writerow(["item", "sentence", "verdict"])
        key_rows.writerow(["item", "sent_id", "group", "reason"])
        for number, (group, sentence, reason) in enumerate(items, start=1):
            sheet_rows.writerow([number, sentence.text, ""])
            key_rows.writerow([number, sentence.sent_id, group, reason])
    print(f"wrote {folder / 'sheet.tsv'} ({len(items)} items) and {folder / 'key.tsv'}")


def score(folder: Path, judgments: list[Path]) -> None:
    with (folder / "key.tsv").open(encoding="utf-8") as handle:
        key = {row["item"]: row for row in csv.DictReader(handle, delimiter="\t")}
    verdicts = []
    for path in judgments:
        with path.open(encoding="utf-8") as handle:
            verdicts.append({row["item"]: row["verdict"].strip().lower()
                             for row in csv.DictReader(handle, delimiter="\t")})
    for reason in sorted({row["reason"] or "(control)" for row in key.values()}):
        items = [i for i, row in key.items() if (row["reason"] or "(control)") == reason]
        both = sum(all(v.get(i) in WRONG for v in verdicts) for i in items)
        print(f"  {reason:28} {both} of {len(items)} judged wrong (bad or fragment) by every reviewer")


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        sys.exit(1)
