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
from dala_pipeline.settings import Affects, BuildSettings
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


def write_build(folder: Path, built: Sequence[BuiltConfig], settings: BuildSettings) -> dict:
    """Write the report, infos, chart and card of a build into ``folder``; return the report."""
    with clock().stage("card"):
        return _write_build(folder, built, settings)


def _write_build(folder: Path, built: Sequence[BuiltConfig], settings: BuildSettings) -> dict:
    infos = {b.name: b.info for b in built}
    report = build_report(built, settings)
    _write_json(folder / INFOS_NAME, {name: dataclasses.asdict(info) for name, info in infos.items()})
    (folder / CHART_NAME).write_text(render_chart(report), encoding="utf-8")
    precision = read_precision(settings.precision, settings.lang, settings.corruptions) if settings.precision else None
    if precision is not None:
        _write_json(folder / PRECISION_NAME, precision)
    card = render_card(built, report, infos, CHART_NAME, settings.lang, precision)
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
