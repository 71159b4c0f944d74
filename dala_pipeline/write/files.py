"""Write a Hub-ready folder, all or nothing.

Layout of the output folder (names in :mod:`.names`)::

    README.md                     dataset card (YAML: configs, dataset_info)
    corruption_types.svg          chart for the card
    build_report.json             what the build saw, did and checked
    dataset_infos.json            per-config DatasetInfo, Hugging Face format
    eval.yaml                     EuroEval's dataset config (classification configs)
    lm_eval/                      lm-evaluation-harness tasks (with the pairs config)
    <config>/data/<split>-00000-of-00001.parquet

The Parquet files are written while each split is read for the gate
(:mod:`.building`); this module writes the rest, into the staging folder
that :mod:`.output` swaps in for the output folder.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow as pa
import pyarrow.parquet as pq

from corruptions.language import Language
from dala_pipeline import __version__
from dala_pipeline.errors import BuildError, problem_kind
from dala_pipeline.filter.filters import untried
from dala_pipeline.names import CARD_NAME, CHART_NAME, INFOS_NAME, PRECISION_NAME, REPORT_NAME
from dala_pipeline.read.sources import source_about
from dala_pipeline.settings import BUNDLED, Affects, BuildSettings
from dala_pipeline.timing import clock
from dala_pipeline.write.card import render_card
from dala_pipeline.write.chart import render_chart
from dala_pipeline.write.folder import list_files
from dala_pipeline.write.harness import write_evaluation_files

if TYPE_CHECKING:
    from dala_pipeline.summary import BuiltConfig

#: Rows per Parquet row group: bounded memory while writing, and row groups
#: small enough for the Hub's viewer to page through.
ROW_GROUP_ROWS = 100_000


class RowGroupWriter:
    """zstd Parquet in row groups of ``ROW_GROUP_ROWS``, fed record batches,
    holding at most one row group in memory."""

    def __init__(self, path: Path, schema: pa.Schema):
        self.schema = schema
        self._writer = pq.ParquetWriter(path, schema, compression="zstd")
        self._pending: list[pa.RecordBatch] = []
        self._rows = 0

    def write(self, batch: pa.RecordBatch) -> None:
        self._pending.append(batch)
        self._rows += batch.num_rows
        while self._rows >= ROW_GROUP_ROWS:
            table = pa.Table.from_batches(self._pending, schema=self.schema)
            self._writer.write_table(table.slice(0, ROW_GROUP_ROWS))
            self._pending, self._rows = table.slice(ROW_GROUP_ROWS).to_batches(), self._rows - ROW_GROUP_ROWS

    def __enter__(self) -> RowGroupWriter:
        return self

    def __exit__(self, kind, value, traceback) -> None:
        if kind is None and self._rows:
            self._writer.write_table(pa.Table.from_batches(self._pending, schema=self.schema))
        self._writer.close()


def build_report(built: Sequence[BuiltConfig], settings: BuildSettings) -> dict:
    """Plain-data record of the build (saved as ``build_report.json``)."""
    first = built[0].summary
    return {
        "tool": "dala",
        "version": __version__,
        "gate_passed": True,
        "seed": settings.seed,
        "duplicates_dropped": settings.dedupe,
        "source": {
            "name": settings.source_name,
            "files": first.files,
            "skipped": first.skipped,
            "skipped_by_reason": dict(sorted(Counter(problem_kind(str(s["problem"])) for s in first.skipped).items())),
            "filter_counts": first.filter_counts,
            # kept sentences whose text was mended: a full stop doubled after an abbreviation made one
            "mended": first.mended,
            # the filters that never ran, each "off" or "does not apply": their 0 above says nothing
            "filters_not_run": untried(settings, first.files),
            "about": source_about(settings),
            **({"parser": first.parser} if first.parser else {}),
            **({"language_check": first.language_check} if first.language_check else {}),
        },
        "corruptions": {
            "order": list(first.order),
            "applicability": first.applicability,
            "assigned": first.assigned,
            "dropped": first.dropped,
        },
        "max_js": settings.max_js,
        "settings": settings.values(Affects.POOL, Affects.PUBLISHING),
        "configs": {
            b.name: {
                "splits": {
                    split: {
                        "pairs": b.splits[split].pairs,
                        "rows": b.splits[split].rows,
                        "corruption_types": types,
                    }
                    for split, types in b.summary.split_types.items()
                },
                "js": b.js,
                "js_limits": b.summary.js_limits,
            }
            for b in built
        },
    }


def write_build(folder: Path, built: Sequence[BuiltConfig], settings: BuildSettings,
                not_built: dict[str, str] | None = None) -> dict:
    """Write the report, infos, chart and card of a build into ``folder``; return the report."""
    with clock().stage("card"):
        return _write_build(folder, built, settings, not_built or {})


def _write_build(folder: Path, built: Sequence[BuiltConfig], settings: BuildSettings,
                 not_built: dict[str, str]) -> dict:
    infos = {b.name: b.info for b in built}
    report = build_report(built, settings)
    report["not_built"] = dict(not_built)  # config -> why the source could not give it
    _write_json(folder / INFOS_NAME, {name: dataclasses.asdict(info) for name, info in infos.items()})
    (folder / CHART_NAME).write_text(render_chart(report), encoding="utf-8")
    precision = read_precision(settings.precision, settings.lang, settings.corruptions) if settings.precision else None
    if precision is not None:
        _write_json(folder / PRECISION_NAME, precision)
    stored = stored_review(settings) if precision is None else None
    pairs = next((b.splits["test"].sha256 for b in built if b.name == "pairs"), None)
    card = render_card(built, report, infos, CHART_NAME, settings.lang, precision, stored, pairs)
    (folder / CARD_NAME).write_text(card, encoding="utf-8")
    pairs_splits = report["configs"].get("pairs", {}).get("splits", {}).values()
    pair_types = [t for t in [*report["corruptions"]["order"], *sorted(report["corruptions"]["assigned"])]
                  if any(t in s["corruption_types"] for s in pairs_splits)]
    write_evaluation_files(folder, {b.name: b.layout for b in built}, list(dict.fromkeys(pair_types)),
                           settings.lang)
    # the report comes last: it lists every other file the build owns
    report["files"] = list_files(folder)
    _write_json(folder / REPORT_NAME, report)
    return report


def from_bundled_source(settings: BuildSettings) -> bool:
    """Whether a build reads the bundled source (no folder, text or download of one's own)."""
    return settings.source == BUNDLED and not (settings.data_dir or settings.text)


def stored_review(settings: BuildSettings) -> dict | None:
    """The language's stored review of its bundled build, checked (:func:`review_problem`), for a build
    from the bundled source; else None. A file that fails the check is a :class:`BuildError` naming it."""
    language = settings.lang
    if language.review_file is None or not from_bundled_source(settings):
        return None
    path = language.data_path(language.review_file)
    if not path.is_file():  # a language not yet reviewed
        return None
    name = language.data_name(language.review_file)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, ValueError) as err:
        raise BuildError(f"{name}: not JSON ({err})") from None
    problem = review_problem(data, language.names())
    if problem:
        raise BuildError(f"{name}: not a review of `benchmarks/label_noise.py`: {problem}")
    return data


_HEX64 = re.compile(r"[0-9a-f]{64}")
_REVIEW_PATH = re.compile(r"benchmarks/reviews/[A-Za-z0-9_]+")


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def review_problem(data: object, known_types: Sequence[str]) -> str | None:
    """What keeps ``data`` from being a stored review (``review.json``), or None: counts are integers
    with no part above its whole, review folders are ``benchmarks/reviews/<name>``, the fingerprint
    is SHA-256 hex, the precision a ``precision.json`` of the build's types."""
    from dala_pipeline.review.score import precision_problem

    if not isinstance(data, dict) or set(data) - {"build", "originals", "precision"} \
            or not {"build", "originals"} <= set(data):
        return "expected an object of build, originals and (optionally) precision"
    build, originals = data["build"], data["originals"]
    if not isinstance(build, dict) or not _count(build.get("pairs")) \
            or not (isinstance(build.get("sha256"), str) and _HEX64.fullmatch(build["sha256"])):
        return "build: expected pairs (a count) and sha256 (64 hex digits)"
    counts = ("reviewed", "wrong", "not_reviewed", "judged_wrong_in_review", "judged_in_review")
    if not isinstance(originals, dict) or not all(_count(originals.get(k)) for k in counts):
        return f"originals: expected the counts {', '.join(counts)}"
    if originals["wrong"] > originals["reviewed"] \
            or originals["judged_wrong_in_review"] > originals["judged_in_review"] \
            or originals["reviewed"] + originals["not_reviewed"] != build["pairs"]:
        return "originals: a part is larger than its whole, or reviewed and not_reviewed do not make the pairs"
    folders = [originals.get("review")]
    independent = originals.get("independent")
    if independent is not None:
        if not isinstance(independent, dict) or not _count(independent.get("n")) or not _count(independent.get("bad")) \
                or independent["bad"] > independent["n"]:
            return "originals.independent: expected the counts n and bad, bad at most n"
        folders.append(independent.get("review"))
    precision = data.get("precision")
    if precision is not None:
        if not isinstance(precision, dict):
            return "precision: expected an object"
        folders.append(precision.get("review"))
        problem = precision_problem({k: v for k, v in precision.items() if k != "review"}, known_types)
        if problem:
            return f"precision: {problem}"
    if not all(isinstance(f, str) and _REVIEW_PATH.fullmatch(f) for f in folders):
        return "a review folder is not benchmarks/reviews/<name>"
    return None


def read_precision(path: str | Path, language: Language, enabled: Sequence[str] | None = None) -> dict:
    """A ``precision.json`` of ``dala review score``, checked against its schema
    (:func:`.review.precision_problem`) and the build's types (``enabled``, by default all of the
    language's) before it may reach the card."""
    enabled = language.names() if enabled is None else enabled
    from dala_pipeline.review.sample import ReviewError
    from dala_pipeline.review.score import read_precision as read_checked

    try:
        return read_checked(Path(path), enabled)
    except ReviewError as err:
        raise BuildError(f"--precision {err}") from None


def _write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")
