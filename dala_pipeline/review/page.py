"""The export of a blind review: the sheet, the key and the page reviewers judge in (``review.html``),
written together; an export never replaces a sheet, page or key it did not write identically.
"""

from __future__ import annotations

import csv
import html
import io
import json
import os
import re
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from corruptions import registry
from corruptions.language import Language
from dala_pipeline.errors import shown
from dala_pipeline.review.sample import Item, ReviewError, read_pairs, sample
from dala_pipeline.review.sheet import MAX_FILE_BYTES, export_id, items_digest, key_data, key_entries, sheet_text

EXPORT_FILES = ("sheet.tsv", "review.html", "key.json")


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
    payload = script_json({"export": export_id(items_digest(key_entries(items))), "items": shown_items})
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
