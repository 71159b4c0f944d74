"""Measuring precision by blind review: ``dala review export`` and ``dala review score``.

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

The loop is tamper-evident: the key and every row of a sheet carry the
export id, the key a digest of the items as shown; ``score`` refuses a
sheet of another export, unknown, duplicated or missing items and
sentences that differ from the exported ones, and an export never
replaces a sheet, page or key it did not write identically.

Score reads the key and one file per reviewer and reports, per corruption
type, how many corrupted sentences every reviewer judged unacceptable
(precision, with a Wilson 95 % interval; a lenient figure counts a pair
when any reviewer did), how many originals were judged unacceptable, how
often controls were flagged, and with two or more reviewers their raw
agreement and Cohen's kappa (averaged over pairs of reviewers).

File formats (a contract; the README documents them):

* ``sheet.tsv`` and the page's export: columns ``item``, ``A``, ``B``,
  ``judgment_A``, ``judgment_B``, ``comment``, ``export``; judgments ``ok``
  or ``bad``. A cell that a spreadsheet would read as a formula (it begins
  with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) or that
  begins with an apostrophe is written with a leading apostrophe, which is
  dropped again on reading whether the spreadsheet kept it or not.
* ``key.json``: ``{"export", "digest", "items": [{"item", "A", "B",
  "original": "A" | "B" | null, "corruption_type" (or "control"),
  "pair_id", "edit"}]}``; ``digest`` is the SHA-256 of the items, the
  export id ``dala-`` and its first 12 hex digits.
* ``precision.json``: ``{"reviewers", "types": {TYPE: {"n", "errors",
  "precision", "wilson_low", "wilson_high", "originals_bad", ...}},
  "controls": {"n", "false_alarms"}, "agreement", "kappa", ...}``; a type
  ``review auto`` confirmed entirely has ``n`` 0, null shares and
  ``combined_precision`` 1.
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import html
import io
import json
import math
import os
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from corruptions import registry
from corruptions.language import Language
from dala_pipeline import ownership
from dala_pipeline.errors import DalaError, quoted, shown
from dala_pipeline.file_checks import NotRegular, parse_json, read_regular
from dala_pipeline.names import data_file
from dala_pipeline.seeding import seeded_rng

COLUMNS = ("item", "A", "B", "judgment_A", "judgment_B", "comment", "export")
JUDGMENTS = ("ok", "bad")
CONTROL = "control"
EXPORT_FILES = ("sheet.tsv", "review.html", "key.json")
Z95 = 1.959963984540054
#: The largest sheet, key or auto.json read (a review of a few thousand
#: items takes a few MiB).
MAX_FILE_BYTES = 32 * 1024 * 1024
#: The largest cell of a sheet (the csv module's limit).
MAX_FIELD_CHARS = 131_072
#: First characters that make a spreadsheet read a cell as a formula
#: (OWASP, "CSV injection"); the apostrophe is its escape.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_EXPORT_ID = re.compile(r"dala-[0-9a-f]{12}")
_DIGEST = re.compile(r"[0-9a-f]{64}")

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


def items_digest(entries: Sequence[dict]) -> str:
    """SHA-256 of the key's items (what each shows and what it is): the
    export id printed on every sheet commits to the key, so an edited key
    or a sheet of another export is caught, and the sheet reveals nothing."""
    canonical = json.dumps(list(entries), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _entries(items: Sequence[Item]) -> list[dict]:
    return [{"item": i.item, "A": i.a, "B": i.b, "original": i.original, "corruption_type": i.corruption_type,
             "pair_id": i.pair_id, "edit": i.edit} for i in items]


def export_id(digest: str) -> str:
    """The short id of an export, from its digest; a spreadsheet keeps it as text."""
    return f"dala-{digest[:12]}"


def neutralised(cell: str) -> str:
    """``cell`` as a spreadsheet shows it as text: a leading apostrophe
    before what would start a formula, and before an apostrophe."""
    return "'" + cell if cell.startswith((*FORMULA_STARTS, "'")) else cell


def restored(cell: str) -> str:
    """A cell read back: the apostrophe :func:`neutralised` added is dropped
    (a spreadsheet that took it as its text marker has dropped it already)."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith((*FORMULA_STARTS, "'")) else cell


def tsv_line(cells: Sequence[str]) -> str:
    """One line of tab-separated text: a cell holding a tab, a quote or a
    line break is quoted (as the csv module reads it; the page writes the same)."""
    return "\t".join('"' + c.replace('"', '""') + '"' if re.search('[\t\n\r"]', c) else c for c in cells) + "\n"


def sheet_text(items: Sequence[Item]) -> str:
    """``sheet.tsv``: the items with empty judgment columns, formula-like cells neutralised."""
    ident = export_id(items_digest(_entries(items)))
    return tsv_line(COLUMNS) + "".join(
        tsv_line([item.item, neutralised(item.a), neutralised(item.b), "", "", "", ident]) for item in items)


def key_data(items: Sequence[Item], language: Language | None = None) -> dict:
    """``key.json``: the export id, the digest, the build's language and, per item, what it shows and
    what it is."""
    entries = _entries(items)
    digest = items_digest(entries)
    return {"export": export_id(digest), "digest": digest, "language": (language or registry.language()).code,
            "items": entries}


def _read_text(path: Path, what: str, limit: int = MAX_FILE_BYTES) -> str:
    """A review file's text: at most :data:`MAX_FILE_BYTES`, UTF-8 (a BOM
    allowed), or UTF-16 with its BOM (a spreadsheet's "Unicode text")."""
    try:
        data = read_regular(path, limit)
    except NotRegular as err:
        raise ReviewError(f"{shown(str(path))}: cannot read {what}: {err}") from None
    except OSError as err:
        raise ReviewError(f"{shown(str(path))}: cannot read {what}: {err.strerror or err}") from None
    if len(data) > limit:
        raise ReviewError(f"{shown(str(path))}: larger than {limit // (1024 * 1024)} MiB: not {what}")
    encoding = "utf-16" if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) else "utf-8-sig"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        raise ReviewError(f"{shown(str(path))}: not UTF-8 text (invalid byte at offset {err.start}); "
                          "save it as UTF-8") from None


def read_judgments(path: Path) -> dict[str, dict[str, str]]:
    """One reviewer's file (``sheet.tsv`` filled in, or the page's export): item -> row.

    Each row also records its ``line``. A duplicated item, a judgment other
    than ok/bad, a missing column or an oversized field is refused.
    """
    text = _read_text(path, "a review sheet")
    where = shown(str(path))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t")
    judged: dict[str, dict[str, str]] = {}
    try:
        header = next(reader, None)
        if header is None or tuple(cell.strip() for cell in header[:len(COLUMNS)]) != COLUMNS:
            raise ReviewError(f"{where}:1: expected the columns {', '.join(COLUMNS)}"
                              + (" (a sheet without `export` comes from an earlier version: export the "
                                 "review again)" if header and tuple(header[:6]) == COLUMNS[:6] else ""))
        for row in reader:
            number = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            row = (row + [""] * len(COLUMNS))[:len(COLUMNS)]
            record = dict(zip(COLUMNS, row))
            record["item"], record["export"] = record["item"].strip(), record["export"].strip()
            for column in ("A", "B", "comment"):
                record[column] = restored(record[column])
            for side in ("judgment_A", "judgment_B"):
                value = record[side].strip().lower()
                if value not in JUDGMENTS:
                    raise ReviewError(f"{where}:{number}: item {quoted(record['item'])}: {side} is "
                                      f"{quoted(record[side])}, expected ok or bad")
                record[side] = value
            if record["item"] in judged:
                raise ReviewError(f"{where}:{number}: item {quoted(record['item'])} again "
                                  f"(first on line {judged[record['item']]['line']})")
            record["line"] = str(number)
            judged[record["item"]] = record
    except csv.Error as err:
        raise ReviewError(f"{where}:{reader.line_num}: not a tab-separated sheet: {err}") from None
    return judged


def read_reviewers(paths: Sequence[Path]) -> list[dict[str, dict[str, str]]]:
    """Each reviewer's judgments (:func:`read_judgments`); two files with the same bytes are one
    reviewer's sheet given twice, which would count as perfect agreement, and are refused."""
    seen: dict[str, Path] = {}
    reviewers = []
    for path in paths:
        judged = read_judgments(path)
        digest = hashlib.sha256(_read_text(path, "a review sheet").encode("utf-8")).hexdigest()
        if digest in seen:
            raise ReviewError(f"{shown(str(path))}: the same sheet as {shown(str(seen[digest]))} (identical bytes): "
                              "give each reviewer's sheet once")
        seen[digest] = path
        reviewers.append(judged)
    return reviewers


def _load_json(path: Path, what: str, limit: int = MAX_FILE_BYTES):
    def constant(name: str):
        raise ValueError(f"{name} is not a number JSON allows")

    text = _read_text(path, what, limit)
    try:
        return parse_json(text, parse_constant=constant)
    except ValueError as err:  # nested too deeply among them
        raise ReviewError(f"{shown(str(path))}: cannot read {what}: {err}") from None


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_key(path: Path) -> dict:
    """A ``key.json`` of ``dala review export``, checked against its own digest."""
    where = shown(str(path))
    data = _load_json(path, "the key")
    if isinstance(data, list):
        raise ReviewError(f"{where}: a key of an earlier version (no export id): export the review again")
    if not isinstance(data, dict) or not isinstance(data.get("export"), str) or \
            not _EXPORT_ID.fullmatch(data["export"]):
        raise ReviewError(f"{where}: not a key.json of `dala review export` (no export id)")
    items = data.get("items")
    if not isinstance(data.get("digest"), str) or not _DIGEST.fullmatch(data["digest"]) or \
            not isinstance(items, list) or not items:
        raise ReviewError(f"{where}: not a key.json of `dala review export` (no digest or no items)")
    seen = set()
    for number, entry in enumerate(items, start=1):
        problem = _key_entry_problem(entry)
        if problem is None and entry["item"] in seen:
            problem = f"item {quoted(entry['item'])} twice"
        if problem:
            raise ReviewError(f"{where}: item {number} of the key: {problem}")
        seen.add(entry["item"])
    digest = items_digest(items)
    if digest != data["digest"] or export_id(digest) != data["export"]:
        raise ReviewError(f"{where}: the items do not match the key's digest: the key was edited")
    return data


def _key_entry_problem(entry: object) -> str | None:
    """What is wrong with one item of a key, or None."""
    if not isinstance(entry, dict):
        return "not an object"
    for name in ("item", "A", "B", "corruption_type", "pair_id", "original"):
        if name not in entry:
            return f"no {quoted(name)}"
    for name in ("item", "A", "B", "corruption_type", "pair_id"):
        if not isinstance(entry[name], str) or not entry[name]:
            return f"{name} is not a text"
    if entry["original"] not in ("A", "B", None):
        return f"original is {quoted(str(entry['original']))}, expected \"A\", \"B\" or null"
    if (entry["original"] is None) != (entry["corruption_type"] == CONTROL):
        return "a control has original null, and only a control"
    return None


def read_auto(path: Path) -> dict:
    """An ``auto.json`` of ``dala review auto``: per type the confirmed and
    unconfirmed counts (and the confirmed pair ids)."""
    where = shown(str(path))
    data = _load_json(path, "auto.json")
    if not isinstance(data, dict) or not isinstance(data.get("types"), dict):
        raise ReviewError(f"{where}: not an auto.json of `dala review auto` (no types)")
    for ctype, entry in data["types"].items():
        if not isinstance(entry, dict) or not _is_count(entry.get("confirmed")) or \
                not _is_count(entry.get("unconfirmed")):
            raise ReviewError(f"{where}: type {quoted(ctype)}: confirmed and unconfirmed must be counts")
        pairs = entry.get("confirmed_pairs", [])
        if not isinstance(pairs, list) or not all(isinstance(p, str) for p in pairs):
            raise ReviewError(f"{where}: type {quoted(ctype)}: confirmed_pairs must be a list of pair ids")
    return data


def auto_language(auto: dict) -> str | None:
    """The language an ``auto.json`` was checked in: the one it records, else the one whose dictionary it
    names; None when it says neither."""
    code = auto.get("language")
    if isinstance(code, str) and code in registry.LANGUAGES:
        return code
    return next((lang.code for lang in registry.LANGUAGES.values()
                 if lang.dictionary_name == auto.get("dictionary")), None)


def key_language(key: dict) -> str | None:
    """The build language a key records; for a key of an earlier version, the one language whose rules
    hold all its corruption types (None when no single one does)."""
    code = key.get("language")
    if isinstance(code, str):
        return code
    types = {e["corruption_type"] for e in key["items"]} - {CONTROL}
    holding = [lang.code for lang in registry.LANGUAGES.values() if types <= set(lang.names())]
    return holding[0] if len(holding) == 1 else None


def check_auto_language(key: dict, auto: dict) -> None:
    """Refuse to fold into a review the dictionary checks of another language than the build's."""
    checked, built = auto_language(auto), key_language(key)
    if checked is None:
        raise ReviewError(f"the auto.json names no language or dictionary this dala knows "
                          f"({quoted(str(auto.get('dictionary')))}): run `dala review auto` again")
    if built is None:
        raise ReviewError("the key records no language and its types do not tell one: export the review again")
    if checked != built:
        raise ReviewError(f"the auto.json was checked in {registry.language(checked).name} ({checked}), the "
                          f"review is of a build in {registry.language(built).name} ({built}): its confirmations "
                          f"say nothing of these pairs; run `dala review auto` with --language {built}")


def match(key: dict, judged: dict[str, dict[str, str]], name: str) -> None:
    """Refuse a reviewer's file that is not a filled copy of the key's export."""
    entries = {e["item"]: e for e in key["items"]}
    for item, row in judged.items():
        where = f"{shown(name)}:{row['line']}"
        if row["export"] != key["export"]:
            raise ReviewError(f"{where}: the sheet belongs to export {quoted(row['export'])}, "
                              f"the key to {key['export']}: score each sheet with its own key")
        entry = entries.get(item)
        if entry is None:
            raise ReviewError(f"{where}: item {quoted(item)} is not in the key")
        for side in ("A", "B"):
            if row[side] != entry[side]:
                raise ReviewError(f"{where}: item {quoted(item)}: sentence {side} is not the one exported "
                                  f"({quoted(row[side], 60)})")
    missing = [item for item in entries if item not in judged]
    if missing:
        raise ReviewError(f"{shown(name)}: {len(missing)} item(s) not judged, e.g. {missing[0]}")


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
    if not _is_count(data.get("reviewers")) or data["reviewers"] < 1:
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
            not all(_is_count(v) for v in controls.values()) or controls["false_alarms"] > controls["n"]:
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
        if not _is_count(entry.get(name)):
            return f"{name} must be a whole number of at least 0"
    if entry["n"] == 0 and "auto_confirmed" in entry:  # nothing reviewed: the automatic check confirmed all
        if any(entry[name] for name in _TYPE_COUNTS) or any(entry.get(name) is not None for name in _TYPE_SHARES):
            return "a type with no reviewed pairs has counts 0 and null precision and interval"
        if not _is_count(entry["auto_confirmed"]) or entry["auto_confirmed"] < 1 or \
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
        if name in entry and not _is_count(entry[name]):
            return f"{name} must be a whole number of at least 0"
    if entry.get("combined_precision") is not None and not _is_share(entry["combined_precision"]):
        return "combined_precision must be null or a number from 0 to 1"
    return None


def read_precision(path: Path, known_types: Sequence[str]) -> dict:
    """A ``precision.json`` checked by :func:`precision_problem`."""
    data = _load_json(path, "a precision.json", MAX_PRECISION_BYTES)
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


#: Characters that could end the page's data element or script (``</script``,
#: ``<!--``) or break older JavaScript, escaped inside JSON strings.
_SCRIPT_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def script_json(data: object) -> str:
    """``data`` as JSON that can stand inside a ``<script>`` element: no
    ``<``, ``>`` or ``&`` (nor U+2028/U+2029) outside ``\\uXXXX`` escapes."""
    text = json.dumps(data, ensure_ascii=False)
    return re.sub("[<>&\u2028\u2029]", lambda found: _SCRIPT_ESCAPES[found.group()], text)


def page_text(items: Sequence[Item], language: Language | None = None) -> str:
    """``review.html``: the page with the export id and the items (never the key) in it, in the build's
    language (``<html lang>``, and the question: is it acceptable Danish, or Norwegian Bokmål, ...)."""
    language = language or registry.language()
    shown_items = [{"item": i.item, "A": i.a, "B": i.b} for i in items]
    payload = script_json({"export": export_id(items_digest(_entries(items))), "items": shown_items})
    page = resources.files("dala_pipeline").joinpath("data").joinpath("review").joinpath("review.html")
    template = page.read_text(encoding="utf-8")
    template = template.replace("/*LANG*/", html.escape(language.code)).replace("/*LANGUAGE*/",
                                                                                 html.escape(language.name))
    before, marker, after = template.partition("/*DATA*/")
    if not marker:
        raise RuntimeError("review.html has no /*DATA*/ placeholder")
    return before + payload + after


def _export_texts(items: Sequence[Item], language: Language | None = None) -> dict[str, str]:
    return {"sheet.tsv": sheet_text(items), "review.html": page_text(items, language),
            "key.json": json.dumps(key_data(items, language), indent=2, ensure_ascii=False) + "\n"}


def _has_judgments(text: str) -> bool:
    """Whether a sheet has anything in its judgment or comment columns."""
    rows = list(csv.reader(io.StringIO(text, newline=""), delimiter="\t"))
    return any(cell.strip() for row in rows[1:] for cell in row[3:6])


def _refuse_replacing(out: Path, texts: dict[str, str]) -> list[str]:
    """The export's files that ``out`` lacks; an export never replaces a file
    it would not write identically (a filled sheet, another export's key)."""
    missing = []
    for name, text in texts.items():
        path = out / name
        if not os.path.lexists(path):
            missing.append(name)
            continue
        where = shown(str(path))
        if path.is_symlink() or not path.is_file():
            raise ReviewError(f"{where}: not a file of a review export; export to another folder")
        with path.open("rb") as handle:
            found = handle.read(MAX_FILE_BYTES + 1)
        if found == text.encode("utf-8"):
            continue
        if name == "sheet.tsv" and _has_judgments(found.decode("utf-8", errors="replace")):
            raise ReviewError(f"{where} holds judgments: a filled review is never replaced; "
                              "export to another folder")
        raise ReviewError(f"{where} belongs to another export: export to another folder "
                          "(or delete that export first if no one is judging it)")
    return missing


def export(folder: Path, out: Path, per_type: int, controls: int, seed: int, auto: dict | None = None,
           language: Language | None = None) -> list[Item]:
    """Write ``sheet.tsv``, ``review.html`` and ``key.json`` for a review of the build in ``folder``.

    With ``auto`` (from ``dala review auto``), pairs the automatic check
    confirmed are left out, so that reviewers judge what it did not confirm.
    The same export again writes nothing; any other export into a folder
    that holds one is refused before anything is written.
    """
    for flag, count in (("--per-type", per_type), ("--controls", controls)):
        if count < 0:
            raise ReviewError(f"{flag} must be at least 0, not {count}")
    confirmed = frozenset(p for t in (auto or {}).get("types", {}).values() for p in t.get("confirmed_pairs", ()))
    items = sample(read_pairs(folder), per_type, controls, seed, exclude=confirmed, language=language)
    if not items:
        raise ReviewError(f"the export would hold no items (--per-type {per_type}, --controls {controls}): "
                          "nothing to review; ask for pairs or controls")
    texts = _export_texts(items, language)
    if max(len(t.encode("utf-8")) for t in texts.values()) > MAX_FILE_BYTES:
        raise ReviewError(f"{len(items)} items are more than one review can hold "
                          f"({MAX_FILE_BYTES // (1024 * 1024)} MiB a file): lower --per-type")
    missing = _refuse_replacing(out, texts) if out.is_dir() else list(texts)
    out.mkdir(parents=True, exist_ok=True)
    parts = []
    try:
        for name in missing:  # each into a file only this process creates, then moved in
            part = out / f".{name}.{os.getpid()}.part"
            handle = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            parts.append((part, out / name))
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as sink:
                sink.write(texts[name])
        for part, path in parts:
            os.replace(part, path)
    finally:
        for part, _ in parts:
            part.unlink(missing_ok=True)
    return items
