"""The files of a blind review, written and read back: the sheet, the key and ``auto.json``.

The loop is tamper-evident: the key and every row of a sheet carry the
export id, the key a digest of the items as shown; ``score`` refuses a
sheet of another export, unknown, duplicated or missing items and
sentences that differ from the exported ones.

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
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import io
import json
import re
from collections.abc import Sequence
from pathlib import Path

from corruptions import registry
from corruptions.language import Language
from dala_pipeline.errors import quoted, shown
from dala_pipeline.file_checks import NotRegular, parse_json, read_regular
from dala_pipeline.review.sample import CONTROL, Item, ReviewError

COLUMNS = ("item", "A", "B", "judgment_A", "judgment_B", "comment", "export")


JUDGMENTS = ("ok", "bad")


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


def items_digest(entries: Sequence[dict]) -> str:
    """SHA-256 of the key's items (what each shows and what it is): the
    export id printed on every sheet commits to the key, so an edited key
    or a sheet of another export is caught, and the sheet reveals nothing."""
    canonical = json.dumps(list(entries), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def key_entries(items: Sequence[Item]) -> list[dict]:
    """What the key records of each item."""
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
    ident = export_id(items_digest(key_entries(items)))
    return tsv_line(COLUMNS) + "".join(
        tsv_line([item.item, neutralised(item.a), neutralised(item.b), "", "", "", ident]) for item in items)


def key_data(items: Sequence[Item], language: Language | None = None) -> dict:
    """``key.json``: the export id, the digest, the build's language and, per item, what it shows and
    what it is."""
    entries = key_entries(items)
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


def load_json(path: Path, what: str, limit: int = MAX_FILE_BYTES):
    def constant(name: str):
        raise ValueError(f"{name} is not a number JSON allows")

    text = _read_text(path, what, limit)
    try:
        return parse_json(text, parse_constant=constant)
    except ValueError as err:  # nested too deeply among them
        raise ReviewError(f"{shown(str(path))}: cannot read {what}: {err}") from None


def is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_key(path: Path) -> dict:
    """A ``key.json`` of ``dala review export``, checked against its own digest."""
    where = shown(str(path))
    data = load_json(path, "the key")
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
    data = load_json(path, "auto.json")
    if not isinstance(data, dict) or not isinstance(data.get("types"), dict):
        raise ReviewError(f"{where}: not an auto.json of `dala review auto` (no types)")
    for ctype, entry in data["types"].items():
        if not isinstance(entry, dict) or not is_count(entry.get("confirmed")) or \
                not is_count(entry.get("unconfirmed")):
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
