"""Benchmark: what the source filters catch and cost on judged text (prints figures, asserts nothing).

It reads a judged TSV (``sent_id``, ``text``, ``r1``, ``r1_note``, ``r2``, ``r2_note``, ``judged``:
two blind reviewers' verdicts on originals; ``judged`` is ``wrong`` when both said the sentence is
not a correct whole sentence, ``disputed`` when one did, ``ok`` when neither did) and the CoNLL-U
that holds its sentences (by ``sent_id``; by default the language's bundled files). Nothing of it is
copied into the package or read by a filter: it is measured, at run time.

For every judged sentence it runs the filters of a default build after the ScaLA filters (the
sentence checks, among them the whole-sentence stage, and the detectors of errors already in a
sentence; the exclusion lists are left out: they name sentences, they find nothing) on two
annotations:

* ``gold``: the CoNLL-U's own;
* ``predicted``: a spaCy pipeline (morphologizer, trainable lemmatizer, parser) trained on the
  language's bundled treebank, as ``benchmarks/bench_reannotation.py`` and the tests train one,
  parses each judged sentence's text as a paragraph of its own through ``dala build --text``'s own
  conversion, so spaCy also tokenises and may split it. The pipeline is kept in ``--models DIR``
  and trained only when the folder has none for these settings. A sentence the parser splits counts
  as gone from the build (its text is in no kept sentence), counted apart from the filters.

With ``--raw`` the judged sentences are raw text with no treebank (the TSV's ``text`` column, as
``benchmarks/heldout_sample.py`` writes it for plain text): only the predicted annotation is measured.

It prints, per filter reason and annotation, how many sentences it fires on and, among them, the
known-wrong (``judged`` wrong: recall) and the whole (``judged`` ok: cost); then, in all, what a
default build drops: the first reason that fires, in build order, for the whole-sentence stage
alone and for every filter; and, of what it keeps, how many sentences have each surface trait
(:data:`SURFACE_TRAITS`) and how many of those are wrong. ``--show REASON`` (or ``all``) prints the
sentences a reason drops.

    python benchmarks/bench_filters.py JUDGED.tsv --conllu cdt-dev.conllu \\
        --models models/
    python benchmarks/bench_filters.py JUDGED.tsv --language nb --models models/ --show no_subject
    python benchmarks/bench_filters.py JUDGED.tsv --language sv --no-predicted
    python benchmarks/bench_filters.py JUDGED.tsv --language nb --raw --models models/
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from corruptions import registry
from corruptions.language import Language
from corruptions.sentence import Sentence
from dala_pipeline.errors import SourceError
from dala_pipeline.filter import detectors
from dala_pipeline.filter.filters import SCALA_REASONS, WHOLE_SENTENCE_REASONS, rejection
from dala_pipeline.filter.whole import stage as whole
from dala_pipeline.filter.whole.view import DOUBLE_QUOTES
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.read.text import parse_to_conllu

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

#: The verdicts of the ``judged`` column.
JUDGED = ("wrong", "disputed", "ok")
COLUMNS = ("sent_id", "judged")


def read_judged(path: Path) -> list[tuple[str, str]]:
    """(sent_id, verdict) of every row of a judged TSV; a malformed file stops with one line, exit 2."""
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            rows = csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
            if rows.fieldnames is None or not set(COLUMNS) <= set(rows.fieldnames):
                _fail(f"{path}:1: expected the columns {', '.join(COLUMNS)} (tab-separated)")
            judged, seen = [], set()
            for number, row in enumerate(rows, start=2):
                sent_id, verdict = (row.get("sent_id") or "").strip(), (row.get("judged") or "").strip()
                if not sent_id or verdict not in JUDGED:
                    _fail(f"{path}:{number}: expected a sent_id and a verdict of {', '.join(JUDGED)}, got "
                          f"{sent_id!r} and {verdict!r}")
                if sent_id in seen:
                    _fail(f"{path}:{number}: sent_id {sent_id!r} is judged twice")
                seen.add(sent_id)
                judged.append((sent_id, verdict))
    except (OSError, UnicodeDecodeError) as err:
        _fail(f"{path}: {err.strerror if isinstance(err, OSError) else 'not UTF-8 text'}")
    if not judged:
        _fail(f"{path}: no judged sentence")
    return judged


def read_texts(path: Path) -> dict[str, str]:
    """sent_id -> text of a judged TSV whose sentences are raw text (its ``text`` column)."""
    with path.open(encoding="utf-8", newline="") as handle:
        rows = csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        if rows.fieldnames is None or "text" not in rows.fieldnames:
            _fail(f"{path}:1: --raw needs a text column")
        texts = {}
        for number, row in enumerate(rows, start=2):
            if not (row.get("text") or "").strip():
                _fail(f"{path}:{number}: no text")
            texts[row["sent_id"].strip()] = row["text"]
    return texts


def _fail(message: str) -> None:
    print(message, file=sys.stderr)
    raise SystemExit(2)


def conllu_files(paths: list[Path], language: Language) -> list[Path]:
    if not paths:
        return list(bundled_files(language))
    files = []
    for path in paths:
        found = sorted(path.glob("*.conllu")) if path.is_dir() else [path]
        if not found or not all(f.is_file() for f in found):
            _fail(f"{path}: no CoNLL-U file")
        files += found
    return files


def read_sentences(files: list[Path], wanted: set[str]) -> dict[str, Sentence]:
    """The sentences of ``wanted`` in the files, by sent_id; a bad sentence stops with its file and line."""
    found: dict[str, Sentence] = {}
    for path in files:
        for item, line in parse_shard(Shard(path)):
            if isinstance(item, SourceError):
                if item.sent_id in wanted:
                    _fail(f"{path}:{line}: {item.problem}")
                continue
            if item.sent_id in wanted:
                found[item.sent_id] = item
    missing = sorted(wanted - found.keys())
    if missing:
        _fail(f"{', '.join(map(str, files))}: {len(missing)} judged sentences are in no CoNLL-U file, "
              f"first {missing[0]!r}")
    return found


def order(language: Language) -> list[str]:
    """The filter reasons measured, in build order: the sentence checks, then the detectors."""
    return [*WHOLE_SENTENCE_REASONS[:2], *WHOLE_SENTENCE_REASONS[2:], *whole.reasons(),
            *language.sentence_checks, *detectors.reasons(language)]


def firing(sentence: Sentence, language: Language) -> dict[str, bool]:
    """Whether each filter fires on the sentence (the ScaLA filters under ``scala_filters``)."""
    hits = dict.fromkeys(order(language), False)
    first = rejection(sentence, language)
    if first in SCALA_REASONS:
        hits["scala_filters"] = True
    elif first in WHOLE_SENTENCE_REASONS:
        hits[first] = True
    hits.update(whole.found(sentence, language))
    for reason, check in language.sentence_checks.items():
        hits[reason] = bool(check.fails(sentence))
    found = detectors.found(sentence, language)
    hits.update({reason: reason in found for reason in detectors.reasons(language)})
    return hits


def train(models: Path, language: Language, steps: int) -> Path:
    """The pipeline of ``language`` trained on its bundled treebank for ``steps`` steps, from
    ``models`` when it was trained before with the same files and steps."""
    from helpers import train_pipeline

    files = list(bundled_files(language))
    digest = hashlib.sha256(b"".join(hashlib.sha256(f.read_bytes()).digest() for f in files)).hexdigest()[:12]
    folder = models / f"{language.code}-{steps}-full-{digest}"
    model = folder / "out" / "model-last"
    # spaCy writes model-last at its first evaluation too: only a training that ran to its end counts
    done = folder / "trained"
    if done.is_file() and (model / "meta.json").is_file():
        return model
    folder.mkdir(parents=True, exist_ok=True)
    sentences = [item for f in files for item, _ in parse_shard(Shard(f)) if isinstance(item, Sentence)]
    started = time.perf_counter()
    trained = train_pipeline(folder, sentences, sentences[:50], steps, language.code, patience=0)
    done.write_text(f"{steps}\n", encoding="utf-8")
    print(f"trained {trained} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return trained


def predicted(model: Path, sentences: list[tuple[str, str]]) -> tuple[dict[str, Sentence], set[str]]:
    """Each sentence (sent_id, text) parsed by the pipeline from its text, as the text path of a
    build parses a paragraph: by sent_id, the predicted sentence with the same text; and the
    sent_ids the parser split (or whose text it changed)."""
    import spacy

    with tempfile.TemporaryDirectory(prefix="dala-bench-filters-") as work:
        text = Path(work) / "judged.txt"
        text.write_text("\n\n".join(" ".join(t.split()) for _, t in sentences) + "\n", encoding="utf-8")
        target = Path(work) / "judged.conllu"
        parse_to_conllu([text], "text", spacy.load(model), target, progress=False)
        parsed = [item for item, _ in parse_shard(Shard(target)) if isinstance(item, Sentence)]
    by_paragraph: dict[int, list[Sentence]] = {}
    for sentence in parsed:
        number = int(sentence.sent_id.split("-p")[-1].split("-s")[0])
        by_paragraph.setdefault(number, []).append(sentence)
    found, split = {}, set()
    for number, (sent_id, original) in enumerate(sentences, start=1):
        pieces = by_paragraph.get(number, [])
        if len(pieces) == 1 and pieces[0].text == " ".join(original.split()):
            found[sent_id] = pieces[0]
        else:
            split.add(sent_id)
    return found, split


def measure(name: str, language: Language, judged: list[tuple[str, str]], sentences: dict[str, Sentence],
            split: set[str], show: set[str]) -> None:
    reasons = ["scala_filters", *order(language)]
    stage = set(whole.reasons())
    totals = Counter(verdict for _, verdict in judged)
    fires: Counter = Counter()
    first_counts: Counter = Counter()
    dropped = {"stage": Counter(), "all": Counter(), "gone": Counter(), "scala": Counter()}
    mended = 0
    started = time.process_time()
    table = []
    for sent_id, verdict in judged:
        if sent_id in split:
            table.append((sent_id, verdict, None, {}))
            continue
        sentence = sentences[sent_id]
        repaired = whole.mend(sentence, language)
        mended += repaired is not None
        sentence = repaired or sentence
        hits = firing(sentence, language)
        table.append((sent_id, verdict, sentence, hits))
    seconds = time.process_time() - started
    for sent_id, verdict, sentence, hits in table:
        if sentence is None:
            dropped["gone"][verdict] += 1
            continue
        for reason in reasons:
            if hits.get(reason):
                fires[reason, verdict] += 1
                fires[reason, "any"] += 1
        first = next((r for r in reasons if hits.get(r)), None)
        if first == "scala_filters":
            dropped["scala"][verdict] += 1
        if first is not None:
            first_counts[first, verdict] += 1
            dropped["all"][verdict] += 1
            dropped["gone"][verdict] += 1
            if show & {first, "all"}:
                print(f"  [{name}] {first:22} {verdict:8} {sent_id:24} {sentence.text}")
        if any(hits.get(r) for r in stage):
            dropped["stage"][verdict] += 1

    wrong, ok = totals["wrong"], totals["ok"]
    print(f"\n{name}: {len(judged)} judged sentences: wrong {wrong}, disputed {totals['disputed']}, ok {ok}"
          + (f"; {len(split)} split by the parser" if split else "")
          + (f"; {mended} with a doubled full stop mended" if mended else ""))
    print(f"  {'filter reason':28} {'fires':>6} {'wrong':>12} {'ok (cost)':>14} {'drops':>6} {'wrong':>6} {'ok':>5}")
    for reason in reasons:
        if not fires[reason, "any"] and not first_counts[reason, "wrong"] + first_counts[reason, "ok"]:
            continue
        print(f"  {reason:28} {fires[reason, 'any']:6} {fires[reason, 'wrong']:5}"
              f" {_share(fires[reason, 'wrong'], wrong):>6} {fires[reason, 'ok']:6}"
              f" {_share(fires[reason, 'ok'], ok):>7}"
              f" {sum(first_counts[reason, v] for v in JUDGED):6} {first_counts[reason, 'wrong']:6}"
              f" {first_counts[reason, 'ok']:5}")
    if split:
        print(f"  {'split by the parser':28} {len(split):6} {sum(v == 'wrong' for s, v in judged if s in split):5}"
              f" {'':6} {sum(v == 'ok' for s, v in judged if s in split):6}")
    totals_of = [("whole-sentence stage", "stage"), ("every filter (a default build)", "all")]
    if split:
        totals_of.append(("every filter and the parser's splits", "gone"))
    for label, key in totals_of:
        caught, cost = dropped[key]["wrong"], dropped[key]["ok"]
        print(f"  in all, {label}: recall {caught}/{wrong} = {_share(caught, wrong)}, "
              f"cost {cost}/{ok} = {_share(cost, ok)} of the whole sentences")
    # the ScaLA filters (the paper's length and token filters) are no check of ours: the figures over
    # what they keep are those of the checks that follow them
    kept_wrong, kept_ok = wrong - dropped["scala"]["wrong"], ok - dropped["scala"]["ok"]
    caught = dropped[totals_of[-1][1]]["wrong"] - dropped["scala"]["wrong"]
    cost = dropped[totals_of[-1][1]]["ok"] - dropped["scala"]["ok"]
    print(f"  after the ScaLA filters (they keep {kept_wrong} wrong, {kept_ok} whole), {totals_of[-1][0]}: "
          f"recall {caught}/{kept_wrong} = {_share(caught, kept_wrong)}, "
          f"cost {cost}/{kept_ok} = {_share(cost, kept_ok)}")
    kept_sentences = [(verdict, sentence) for _, verdict, sentence, hits in table
                      if sentence is not None and not any(hits.get(r) for r in reasons)]
    kept = Counter(verdict for verdict, _ in kept_sentences)
    print(f"  kept by a default build: {sum(kept.values())}, judged wrong {kept['wrong']} = "
          f"{_share(kept['wrong'], sum(kept.values()))} (disputed {kept['disputed']})")
    with_trait, wrong_with_trait = Counter(), Counter()
    for verdict, sentence in kept_sentences:
        for trait, has in SURFACE_TRAITS.items():
            if has(sentence):
                with_trait[trait] += 1
                wrong_with_trait[trait] += verdict == "wrong"
    print("  kept, by surface trait (sentences, judged wrong): " + ", ".join(
        f"{trait} {with_trait[trait]} ({wrong_with_trait[trait]}, "
        f"{_share(wrong_with_trait[trait], with_trait[trait])})" for trait in SURFACE_TRAITS))
    print(f"  CPU: {1e3 * seconds / max(1, len(table)):.3f} ms a sentence for every filter")


#: Traits of a sentence's surface that a cruder filter could drop it for: printed for what a build
#: keeps, to show whether any of them marks the wrong sentences left (a rate above the kept rate).
SURFACE_TRAITS = {
    "digit": lambda s: any(c.isdigit() for c in s.text),
    "quotation": lambda s: any(c in DOUBLE_QUOTES for c in s.text),
    "bracket": lambda s: "(" in s.text or "[" in s.text,
    "inner colon": lambda s: ":" in s.text[:-1],
    "dash between words": lambda s: any(t.form in ("-", "–", "—") for t in s.tokens[1:-1]),
    "hyphenated word": lambda s: any("-" in t.form.strip("-") for t in s.tokens),
    "word in capitals": lambda s: any(len(t.form) > 2 and t.form.isalpha() and t.form.isupper() for t in s.tokens),
    "conjunction first": lambda s: s.tokens[0].upos == "CCONJ",
    "three commas": lambda s: s.text.count(",") >= 3,
    "under 10 tokens": lambda s: len(s.tokens) < 10,
    "over 30 tokens": lambda s: len(s.tokens) > 30,
}


def _share(part: int, whole_count: int) -> str:
    return f"{100 * part / whole_count:.1f} %" if whole_count else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("judged", type=Path, help="a judged TSV (sent_id, ..., judged)")
    parser.add_argument("--language", default=registry.DEFAULT_LANGUAGE, choices=tuple(registry.LANGUAGES))
    parser.add_argument("--conllu", type=Path, action="append", default=[], metavar="PATH",
                        help="a CoNLL-U file or folder holding the judged sentences (default: the bundled files)")
    parser.add_argument("--models", type=Path, metavar="DIR",
                        help="where the pipeline for predicted annotation is kept (trained when missing)")
    parser.add_argument("--steps", type=int, default=4000, help="training steps of the pipeline")
    parser.add_argument("--no-predicted", action="store_true", help="measure on gold annotation only")
    parser.add_argument("--raw", action="store_true",
                        help="the judged sentences are raw text (the TSV's text column, no CoNLL-U): "
                             "measure on predicted annotation only")
    parser.add_argument("--show", action="append", default=[], metavar="REASON",
                        help="print the sentences a reason drops first (`all`: every reason)")
    args = parser.parse_args()
    if not args.no_predicted and args.models is None:
        _fail("--models DIR: name a folder to keep the pipeline in (or --no-predicted)")
    if args.raw and (args.no_predicted or args.conllu):
        _fail("--raw: raw text has no gold annotation (no --conllu, no --no-predicted)")
    language = registry.language(args.language)
    judged = read_judged(args.judged)
    if args.raw:
        texts = read_texts(args.judged)
        print(f"{args.judged} ({language.name}, raw text)")
        parsed, split = predicted(train(args.models, language, args.steps), [(s, texts[s]) for s, _ in judged])
        measure("predicted", language, judged, parsed, split, set(args.show))
        return
    sentences = read_sentences(conllu_files(args.conllu, language), {sent_id for sent_id, _ in judged})
    show = set(args.show)
    print(f"{args.judged} ({language.name})")
    measure("gold", language, judged, sentences, set(), show)
    if not args.no_predicted:
        model = train(args.models, language, args.steps)
        parsed, split = predicted(model, [(sent_id, sentences[sent_id].text) for sent_id, _ in judged])
        measure("predicted", language, judged, parsed, split, show)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        sys.exit(1)
