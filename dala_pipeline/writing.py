"""Stage 6: write a Hub-ready folder, all or nothing.

Layout of the output folder::

    README.md                     dataset card (YAML: configs, dataset_info)
    corruption_types.svg          chart for the card
    build_report.json             what the build saw, did and checked
    dataset_infos.json            per-config DatasetInfo, Hugging Face format
    <config>/<split>-00000-of-00001.parquet

Everything is written to a staging folder beside the output and renamed
into place at the end, so a failed build leaves the previous output intact.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import datasets
import pyarrow as pa
import pyarrow.parquet as pq

from . import __version__
from .building import BuildOptions, BuiltConfig, BuiltSplit
from .card import data_file, render_card
from .chart import CHART_NAME, render_chart
from .errors import BuildError

REPORT_NAME = "build_report.json"
#: Rows per Parquet row group: bounded memory while writing, and row groups
#: small enough for the Hub's viewer to page through.
ROW_GROUP_ROWS = 100_000
INFOS_NAME = "dataset_infos.json"


def build_report(built: Sequence[BuiltConfig], options: BuildOptions) -> dict:
    """Plain-data record of the build (saved as ``build_report.json``)."""
    first = built[0].summary
    return {
        "tool": "dala",
        "version": __version__,
        "gate_passed": True,
        "seed": options.seed,
        "duplicates_dropped": options.dedupe,
        "source": {
            "name": "data-dir" if options.data_dir else options.source,
            "files": first.files,
            "skipped": first.skipped,
            "filter_counts": first.filter_counts,
        },
        "corruptions": {
            "order": list(first.order),
            "applicability": first.applicability,
            "assigned": first.assigned,
        },
        "max_js": options.max_js,
        "configs": {
            b.name: {
                "splits": {
                    split: {
                        "pairs": sum(types.values()),
                        "rows": b.splits[split].num_rows,
                        "corruption_types": types,
                    }
                    for split, types in b.summary.split_types.items()
                },
                "js": b.js,
            }
            for b in built
        },
    }


def published_info(built: BuiltConfig, sizes: dict[str, int]) -> datasets.DatasetInfo:
    """The config's DatasetInfo with each split's ``num_bytes`` the size of its
    Parquet file: Arrow byte counts vary with how generation was sharded."""
    info = copy.deepcopy(built.info)
    for name, split in info.splits.items():
        split.num_bytes = sizes[name]
        split.shard_lengths = None
        split.original_shard_lengths = None
    info.dataset_size = info.size_in_bytes = sum(sizes.values())
    return info


def write_build(folder: Path, built: Sequence[BuiltConfig], options: BuildOptions) -> dict:
    """Write every file of a build into ``folder``; return the report."""
    infos = {}
    for b in built:
        sizes = {}
        for split, built_split in b.splits.items():
            path = folder / data_file(b.name, split)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_parquet(built_split, path)
            sizes[split] = path.stat().st_size
        infos[b.name] = published_info(b, sizes)
    report = build_report(built, options)
    _write_json(folder / REPORT_NAME, report)
    _write_json(folder / INFOS_NAME, {name: dataclasses.asdict(info) for name, info in infos.items()})
    (folder / CHART_NAME).write_text(render_chart(report), encoding="utf-8")
    (folder / "README.md").write_text(render_card(built, report, infos, CHART_NAME), encoding="utf-8")
    return report


def write_parquet(split: BuiltSplit, path: Path) -> None:
    """The split's rows as zstd Parquet in row groups of ``ROW_GROUP_ROWS``,
    holding one row group in memory at a time."""
    schema = split.schema()
    with pq.ParquetWriter(path, schema, compression="zstd") as writer:
        pending, rows = [], 0
        for batch in split.batches():
            pending.append(batch)
            rows += batch.num_rows
            while rows >= ROW_GROUP_ROWS:
                table = pa.Table.from_batches(pending, schema=schema)
                writer.write_table(table.slice(0, ROW_GROUP_ROWS))
                pending, rows = table.slice(ROW_GROUP_ROWS).to_batches(), rows - ROW_GROUP_ROWS
        if rows:
            writer.write_table(pa.Table.from_batches(pending, schema=schema))


def _write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")


def is_previous_build(folder: Path) -> bool:
    report = folder / REPORT_NAME
    if not report.is_file():
        return False
    try:
        return json.loads(report.read_text(encoding="utf-8")).get("tool") == "dala"
    except (ValueError, OSError):
        return False


def publish(out: Path, write: Callable[[Path], None], overwrite: bool = False) -> None:
    """Run ``write`` into a staging folder, then swap it in for ``out``.

    ``out`` may be missing, empty or a previous DaLA build; any other
    non-empty folder is refused unless ``overwrite``.
    """
    out = Path(out).absolute()
    if out.exists() and not out.is_dir():
        raise BuildError(f"--out {out} exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not is_previous_build(out) and not overwrite:
        raise BuildError(f"--out {out} is a non-empty folder that is not a DaLA build; use --overwrite to replace it")
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.staging-", dir=out.parent))
    try:
        write(staging)
        os.chmod(staging, 0o755)
        if out.exists():
            retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
            os.replace(out, retired / out.name)
            os.replace(staging, out)
            shutil.rmtree(retired)
        else:
            os.replace(staging, out)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
