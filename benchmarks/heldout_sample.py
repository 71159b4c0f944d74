"""Draw a blind-review sample of held-out originals, and turn two reviews of it into a judged TSV.

``draw`` takes the structurally whole sentences of a held-out source (a capital first, a final mark,
at least six words, no duplicate text) and draws ``--size`` of them with a seeded generator, mixes in
``--controls`` corrupted sentences of a build's ``pairs`` config (``sentence_bad``, a Parquet
file), shuffles, and writes ``sentences.tsv`` (``sent_id``, ``text``), ``sheet.tsv`` (``item``,
``sentence``: what a reviewer sees) and ``key.json`` (item -> sent_id, or ``control``), into a folder
that holds none of them.

A source is a CoNLL-U file (its ``sent_id`` and ``# text``) or plain text with one paragraph a line
(``--text``) or a CoNLL(-U) file with no ``# text`` (``--tokens``, UD v1: a line a sentence, its tokens
joined by :func:`join_tokens`), cut into sentences at a ``.``, ``!`` or ``?`` followed by a space and a capital, unless
the word before the mark is shorter than three letters, in capitals, a number other than a year
or a listed abbreviation (``--keep-before``):
a conservative split, so that a sentence it leaves joined is judged as the text has it. Sentence
ids of plain text are ``<file stem>-p<line>-s<k>``.

``judge`` reads ``judged_r1.tsv`` and ``judged_r2.tsv`` (``item``, ``verdict`` of ``ok``, ``bad``
or ``fragment``, ``note``) beside the sheet and writes ``judged.tsv`` (``sent_id``, ``text``,
``r1``, ``r1_note``, ``r2``, ``r2_note``, ``judged``: ``wrong`` when both reviewers said not ``ok``,
``disputed`` when one did, ``ok`` when neither did), then splits it in two halves by a digest of
each sent_id and the seed: ``tune.tsv`` to calibrate checks on, ``heldback.tsv`` to measure them on
with ``benchmarks/bench_filters.py``. It prints the controls both reviewers caught. With
``--plain-text`` it leaves out the items that still hold more than one sentence
(:func:`several_sentences`): a build's parser splits them, so no unit of a build was judged.

    python benchmarks/heldout_sample.py draw --conllu cdt-dev.conllu --size 640 --controls 30 \\
        --pairs dala/pairs/train.parquet --out benchmarks/reviews/heldout_da_cdt
    python benchmarks/heldout_sample.py judge benchmarks/reviews/heldout_da_cdt
    python benchmarks/heldout_sample.py judge benchmarks/reviews/heldout_nb_train --plain-text
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import random
import re
import sys
from pathlib import Path

from dala_pipeline.errors import SourceError
from dala_pipeline.read.conllu import Shard, parse_shard

VERDICTS = ("ok", "bad", "fragment")
#: The files ``draw`` writes; it refuses a folder that holds any of them.
DRAWN = ("sentences.tsv", "sheet.tsv", "key.json")
_OPENERS = "\"'«»„“”‘’([–- "
_CLOSERS = "\"'«»„“”‘’)]"
_MIN_WORDS = 6
_BOUNDARY = re.compile(r"([.!?])([\"'»”’)]*)\s+(?=[\"'«„“‘(–-]*[A-ZÆØÅÄÖÉ])")


def _fail(message: str) -> None:
    print(message, file=sys.stderr)
    raise SystemExit(2)


def whole(text: str) -> bool:
    """A capital or digit first, a final mark, at least six words: structurally a whole sentence."""
    first = text.lstrip(_OPENERS)[:1]
    return ((first.isupper() or first.isdigit()) and text.rstrip(_CLOSERS).endswith((".", "!", "?", "…"))
            and len(text.split()) >= _MIN_WORDS)


def conllu_sentences(path: Path) -> list[tuple[str, str]]:
    """(sent_id, text) of every readable sentence of a CoNLL-U file, in file order."""
    found = []
    for item, _ in parse_shard(Shard(path)):
        if not isinstance(item, SourceError):
            found.append((item.sent_id, item.text))
    return found


#: A sentence boundary inside a text: a mark after a word of two letters or more (or a number of three
#: digits or more: ``17. Mai`` is an ordinal), a space, perhaps a dash, and a capital.
_INNER = re.compile(r"(?:(?<![\w.])([^\W\d_]{2,})|\d{3})[.!?][\"'»”’)]*\s+(?:[-–]\s+)?[\"'«„“‘(]*[A-ZÆØÅÄÖÉ]")
#: Abbreviations of two letters or more that stand before a capital (a title before a name).
_TITLES = frozenset({"st", "dr", "mr", "mrs", "ms", "prof", "jr", "sr", "mag", "cand", "kap"})


def several_sentences(text: str) -> bool:
    """Whether the text holds a sentence boundary inside it (:data:`_INNER`; a title before a name,
    ``Dr. Hansen``, is none): the conservative split of a plain-text draw leaves such items joined."""
    return any(match.group(1) is None or match.group(1).lower() not in _TITLES
               for match in _INNER.finditer(text))


def split_paragraph(paragraph: str, keep_before: frozenset[str]) -> list[str]:
    """The paragraph cut at the sentence boundaries the conservative rule trusts."""
    pieces, start = [], 0
    for match in _BOUNDARY.finditer(paragraph):
        before = paragraph[start:match.start(1)].split()
        word = before[-1].strip(_OPENERS + _CLOSERS) if before else ""
        trusted = (word.isalpha() and len(word) >= 3 and not word.isupper()
                   and word.lower() not in keep_before) or (word.isdigit() and len(word) == 4)
        if not trusted:
            continue
        pieces.append(paragraph[start:match.end(2)].strip())
        start = match.end()
    pieces.append(paragraph[start:].strip())
    return [piece for piece in pieces if piece]


def _read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        _fail(f"{path}: {err.strerror if isinstance(err, OSError) else 'not UTF-8 text'}")
        raise


def text_sentences(lines: list[str], name: str, keep_before: frozenset[str]) -> list[tuple[str, str]]:
    """(sent_id, text) of every sentence of plain text with one paragraph a line."""
    found = []
    for number, line in enumerate(lines, start=1):
        for k, sentence in enumerate(split_paragraph(" ".join(line.split()), keep_before), start=1):
            found.append((f"{name}-p{number}-s{k}", sentence))
    return found


#: Tokens written without a space before them, and after them.
_NO_SPACE_BEFORE = frozenset({".", ",", ":", ";", "!", "?", ")", "...", "%"})
_NO_SPACE_AFTER = frozenset({"("})


def join_tokens(forms: list[str]) -> str:
    """A sentence's text from its tokens, for a treebank with no ``# text`` and no ``SpaceAfter`` (UD
    v1): no space before a closing mark, none after ``(``, the straight quotes ``'`` and ``"`` paired
    (opening, then closing); ``""`` when they do not pair or a token is a multiword unit written with
    ``_`` or a bullet ``*``, which the text cannot be told from."""
    if any("_" in form for form in forms) or "*" in forms:
        return ""
    text, glue, open_quotes = "", True, set()
    for form in forms:
        if form in _NO_SPACE_BEFORE:
            text, glue = text + form, False
        elif form in ("'", '"'):
            if form in open_quotes:
                text, glue = text + form, False
                open_quotes.discard(form)
            else:
                text, glue = text + ("" if glue else " ") + form, True
                open_quotes.add(form)
        else:
            text, glue = text + ("" if glue else " ") + form, form in _NO_SPACE_AFTER
    return "" if open_quotes else text


def token_lines(path: Path) -> list[str]:
    """One line a sentence of a CoNLL(-U) file with no text (:func:`join_tokens`), in file order."""
    lines, forms = [], []
    for line in [*_read_lines(path), ""]:
        if not line.strip():
            if forms:
                lines.append(join_tokens(forms))
            forms = []
        elif not line.startswith("#"):
            fields = line.split("\t")
            if len(fields) < 2 or "-" in fields[0] or "." in fields[0]:
                continue
            forms.append(fields[1])
    return lines


def controls_from(path: Path, count: int, rng: random.Random) -> list[str]:
    """``count`` corrupted sentences of a ``pairs`` Parquet file, drawn with ``rng``."""
    import pyarrow.parquet as pq

    bad = sorted(set(pq.read_table(path, columns=["sentence_bad"]).column("sentence_bad").to_pylist()))
    if len(bad) < count:
        _fail(f"{path}: {len(bad)} corrupted sentences, fewer than the {count} controls asked")
    return rng.sample(bad, count)


def draw(args: argparse.Namespace) -> None:
    keep_before = frozenset(args.keep_before.split(",")) if args.keep_before else frozenset()
    if args.conllu:
        sentences = conllu_sentences(args.conllu)
    else:
        source = args.text or args.tokens
        lines = _read_lines(source) if args.text else token_lines(source)
        sentences = text_sentences(lines, args.name or source.stem, keep_before)
    seen: set[str] = set()
    candidates = []
    for sent_id, text in sentences:
        if whole(text) and text not in seen:
            seen.add(text)
            candidates.append((sent_id, text))
    if len(candidates) < args.size:
        _fail(f"{args.conllu or args.text}: {len(candidates)} whole sentences, fewer than --size {args.size}")
    rng = random.Random(args.seed)
    drawn = rng.sample(candidates, args.size)
    controls = controls_from(args.pairs, args.controls, rng) if args.controls else []
    items = [("sentence", sent_id, text) for sent_id, text in drawn]
    items += [("control", "control", text) for text in controls]
    rng.shuffle(items)
    out = args.out
    taken = [name for name in DRAWN if (out / name).exists()]
    if taken:  # a drawn sheet may have reviews beside it: never replace one
        _fail(f"{out / taken[0]}: already there; draw into a new folder")
    out.mkdir(parents=True, exist_ok=True)
    with (out / "sentences.tsv").open("w", encoding="utf-8", newline="") as handle:
        handle.write("sent_id\ttext\n")
        handle.writelines(f"{sent_id}\t{text}\n" for sent_id, text in sorted(drawn))
    key = {}
    with (out / "sheet.tsv").open("w", encoding="utf-8", newline="") as handle:
        handle.write("item\tsentence\n")
        for number, (_, sent_id, text) in enumerate(items, start=1):
            item = f"{args.prefix}{number:04d}"
            key[item] = sent_id
            handle.write(f"{item}\t{text}\n")
    (out / "key.json").write_text(json.dumps(key, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{out}: {len(drawn)} of {len(candidates)} whole sentences and {len(controls)} controls")


def read_review(path: Path, items: list[str]) -> dict[str, tuple[str, str]]:
    """item -> (verdict, note) of a reviewer's TSV, which must answer every item of the sheet."""
    answers: dict[str, tuple[str, str]] = {}
    wanted = set(items)
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            for number, row in enumerate(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE),
                                         start=2):
                verdict = (row.get("verdict") or "").strip()
                if row.get("item") not in wanted or verdict not in VERDICTS:
                    _fail(f"{path}:{number}: expected an item of the sheet and a verdict of "
                          f"{', '.join(VERDICTS)}")
                if row["item"] in answers:
                    _fail(f"{path}:{number}: item {row['item']} answered twice")
                answers[row["item"]] = (verdict, " ".join((row.get("note") or "").split()))
    except OSError as err:
        _fail(f"{path}: {err.strerror}")
    missing = [item for item in items if item not in answers]
    if missing:
        _fail(f"{path}: {len(missing)} items unanswered, first {missing[0]}")
    return answers


def half(sent_id: str, seed: int) -> str:
    """``tune`` or ``heldback``, by a digest of the sent_id and the seed."""
    return ("tune", "heldback")[hashlib.sha256(f"{seed}:{sent_id}".encode()).digest()[0] & 1]


def judge(args: argparse.Namespace) -> None:
    folder = args.folder
    try:
        key = json.loads((folder / "key.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        _fail(f"{folder / 'key.json'}: {err.strerror if isinstance(err, OSError) else 'not JSON'}")
    with (folder / "sheet.tsv").open(encoding="utf-8", newline="") as handle:
        sheet = {row["item"]: row["sentence"] for row in csv.DictReader(handle, delimiter="\t",
                                                                        quoting=csv.QUOTE_NONE)}
    items = list(sheet)
    if set(items) != set(key):
        _fail(f"{folder / 'sheet.tsv'}: its items are not those of key.json")
    first, second = (read_review(folder / f"judged_r{n}.tsv", items) for n in (1, 2))
    rows, caught, controls, joined = [], 0, 0, 0
    for item in items:
        (v1, n1), (v2, n2) = first[item], second[item]
        if key[item] == "control":
            controls += 1
            caught += v1 != "ok" and v2 != "ok"
            continue
        if args.plain_text and several_sentences(sheet[item]):
            joined += 1  # a parser splits it in a build: no unit of the build was judged
            continue
        judged = "wrong" if v1 != "ok" and v2 != "ok" else "ok" if v1 == v2 == "ok" else "disputed"
        rows.append((key[item], sheet[item], v1, n1, v2, n2, judged))
    rows.sort()
    header = "sent_id\ttext\tr1\tr1_note\tr2\tr2_note\tjudged\n"
    halves = {"judged": rows, "tune": [], "heldback": []}
    for row in rows:
        halves[half(row[0], args.seed)].append(row)
    out = args.out or folder
    out.mkdir(parents=True, exist_ok=True)
    for name, chosen in halves.items():
        with (out / f"{name}.tsv").open("w", encoding="utf-8", newline="") as handle:
            handle.write(header)
            handle.writelines("\t".join(row) + "\n" for row in chosen)
        counts = {v: sum(row[-1] == v for row in chosen) for v in ("wrong", "disputed", "ok")}
        print(f"{name}: {len(chosen)} sentences, " + ", ".join(f"{v} {n}" for v, n in counts.items()))
    if args.plain_text:
        print(f"left out, holding more than one sentence: {joined}")
    print(f"controls caught by both reviewers: {caught} of {controls}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    drawing = commands.add_parser("draw", help="draw a sample and write its sheet")
    source = drawing.add_mutually_exclusive_group(required=True)
    source.add_argument("--conllu", type=Path, help="a CoNLL-U file")
    source.add_argument("--text", type=Path, help="plain text, one paragraph a line")
    source.add_argument("--tokens", type=Path,
                        help="a CoNLL(-U) file with no sentence text (UD v1): each sentence's tokens joined")
    drawing.add_argument("--name", help="the sent_id prefix of --text or --tokens (default: the file's stem)")
    drawing.add_argument("--keep-before", default="", help="comma-separated abbreviations a split never follows")
    drawing.add_argument("--size", type=int, required=True)
    drawing.add_argument("--controls", type=int, default=0)
    drawing.add_argument("--pairs", type=Path, help="a pairs Parquet file to draw controls from")
    drawing.add_argument("--prefix", default="H", help="the first letters of an item id")
    drawing.add_argument("--seed", type=int, default=44)
    drawing.add_argument("--out", type=Path, required=True)
    judging = commands.add_parser("judge", help="combine two reviews and split the judged sentences")
    judging.add_argument("folder", type=Path)
    judging.add_argument("--seed", type=int, default=44)
    judging.add_argument("--plain-text", action="store_true",
                         help="the sample was drawn from plain text: leave out items that hold more than one sentence")
    judging.add_argument("--out", type=Path, help="where to write the judged TSVs (default: the folder)")
    args = parser.parse_args()
    if args.command == "draw":
        if args.controls and args.pairs is None:
            _fail("--controls needs --pairs PARQUET")
        draw(args)
    else:
        judge(args)


if __name__ == "__main__":
    main()
