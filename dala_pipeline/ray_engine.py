"""``--engine ray``: the pool's stages on a Ray cluster, with the same output as this machine.

Ray Data runs the stage functions the local engine runs, unchanged:
:func:`~dala_pipeline.read.text.parse_file` (a spaCy pipeline per worker
actor, loaded in the actor, never pickled) and
:func:`~dala_pipeline.pool.scan_shard` (parse CoNLL-U, filter, find each
rule's options). Between stages and back to the driver only plain Arrow
columns travel (CoNLL-U text, sent_ids, option edits), never ``Doc``
objects. Every row carries the number of its job (a file, or a byte range
of a CoNLL-U file) and the driver takes the rows in job order, so
everything that depends on source order (duplicates, the error policy,
the frequency order and the assignment) is decided by the driver exactly
as the local engine decides it, whatever the number of workers, the
partitioning or the order in which blocks finish. A worker that dies is
restarted by Ray and its job run again.

Nothing here imports Ray until a stage runs: ``import ray`` happens in
:meth:`RayEngine.connect`.
"""

from __future__ import annotations

import logging
import os
import secrets
import sys
from collections.abc import Generator, Iterator, Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa

from dala_pipeline.errors import DalaError, SourceError
from dala_pipeline.pool import _EDIT, SHARD_BYTES, scan_shard
from dala_pipeline.read.conllu import Shard
from dala_pipeline.read.text import load_parser, parse_file
from dala_pipeline.settings import BuildSettings, Engine

INSTALL_HINT = "pip install 'dala[ray]'"

#: A bad record's file and problem (its line is the row's).
_ERROR_FIELDS = [("path", pa.string()), ("problem", pa.string())]
_PARSED = pa.schema([("job", pa.int64()), ("blocks", pa.list_(pa.string())), ("line", pa.int64()), *_ERROR_FIELDS])
_SCANNED = pa.schema([("job", pa.int64()), ("line", pa.int64()), ("sent_id", pa.string()), ("text", pa.string()),
                      ("digest", pa.binary()), ("reason", pa.string()), ("types", pa.list_(pa.string())),
                      ("edits", pa.list_(_EDIT)), ("mended", pa.bool_()), *_ERROR_FIELDS])


def engine_for(settings: BuildSettings) -> RayEngine | None:
    """The engine of ``--engine``: None for the local one."""
    return RayEngine(settings) if settings.engine is Engine.RAY else None


def worker_cpus(cluster_cpus: float, workers: int, cpus_per_worker: float) -> float:
    """The CPUs each worker reserves: as asked, but never so many that the workers take every CPU
    of the cluster (Ray Data then cannot schedule its reading and writing and waits without a word);
    one CPU is left, or half the cluster's when it has one or fewer."""
    spare = cluster_cpus - 1 if cluster_cpus > 1 else cluster_cpus / 2
    return min(cpus_per_worker, spare / workers)


class RayEngine:
    """Runs the stages as Ray Data operators: an actor pool of ``--workers`` per stage."""

    #: Smaller units of work than the local engine's: more of them to spread over the workers.
    shard_bytes = SHARD_BYTES // 4

    def __init__(self, settings: BuildSettings):
        self.settings = settings

    def connect(self) -> Any:
        """The ``ray`` module, connected to ``--ray-address``, else RAY_ADDRESS, else a new local
        cluster (the same process's connection is reused)."""
        # read when Ray is imported: no usage statistics are sent; a new local cluster of this process
        # only has token authentication with a token of its own, which its workers inherit (nothing is
        # written to ~/.ray); a cluster joined has its own settings
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        address = self.settings.ray_address or os.environ.get("RAY_ADDRESS") or None
        if address is None and "RAY_AUTH_MODE" not in os.environ and "ray" not in sys.modules:
            os.environ["RAY_AUTH_MODE"] = "token"
            os.environ.setdefault("RAY_AUTH_TOKEN", secrets.token_hex(32))
        try:
            import ray
            import ray.data
        except ImportError:
            raise DalaError(f"--engine ray needs Ray: {INSTALL_HINT}") from None
        if not ray.is_initialized():
            try:
                ray.init(address=address, include_dashboard=False, log_to_driver=False,
                         logging_level=logging.WARNING, configure_logging=True)
            except (ConnectionError, RuntimeError, ValueError) as err:
                raise DalaError(f"--engine ray: cannot join the Ray cluster {address or '(a new local one)'}: "
                                f"{' '.join(str(err).split())}") from None
        context = ray.data.DataContext.get_current()
        context.execution_options.preserve_order = True
        return ray

    def _pool(self, ray, jobs: int, gpus: float = 0.0) -> dict:
        """The map_batches arguments of a stage's actor pool (no more workers than jobs)."""
        cpus = worker_cpus(ray.cluster_resources().get("CPU", 1.0), self.settings.workers,
                           self.settings.cpus_per_worker)
        size = max(1, min(self.settings.workers, jobs))
        return {"compute": ray.data.ActorPoolStrategy(size=size), "num_cpus": cpus,
                "num_gpus": gpus, "batch_size": 1, "batch_format": "pyarrow"}

    def parse(self, spec: str, files: Sequence[Path], prefixes: Sequence[str],
              text_field: str) -> Iterator[list[str] | SourceError]:
        """The records of :func:`parse_file` of each file (a file per job, its sent_ids starting with its
        prefix), in file order."""
        ray = self.connect()
        jobs = ray.data.from_items([{"job": i, "path": str(path), "prefix": prefix}
                                    for i, (path, prefix) in enumerate(zip(files, prefixes))],
                                   override_num_blocks=max(1, len(files)))
        gpus = self.settings.gpus_per_worker
        parsed = jobs.map_batches(_Parser, fn_constructor_kwargs={"spec": spec, "settings": self.settings,
                                                                  "text_field": text_field, "gpu": gpus > 0},
                                  **self._pool(ray, len(files), gpus))
        last = -1
        for row in _rows(parsed):
            last = _in_order(last, row["job"])
            yield row["blocks"] if row["problem"] is None else SourceError(row["path"], row["line"], row["problem"])

    def scan(self, jobs: list[tuple[int, Shard, BuildSettings, frozenset[str]]]
             ) -> Generator[tuple[int, list], None, None]:
        """(file number, :func:`scan_shard` records) of each job, in job order."""
        ray = self.connect()
        items = [{"job": i, "path": str(shard.path), "start": shard.start,
                  "end": -1 if shard.end is None else shard.end, "first_line": shard.first_line,
                  "excluded": sorted(excluded)}
                 for i, (_, shard, _, excluded) in enumerate(jobs)]
        scanned = ray.data.from_items(items, override_num_blocks=max(1, len(items))).map_batches(
            _Scanner, fn_constructor_kwargs={"settings": self.settings}, **self._pool(ray, len(items)))
        done = 0  # jobs given back
        records: list = []  # the records of job ``done``
        for row in _rows(scanned):
            job = _in_order(done, row["job"])
            while done < job:  # the jobs before (with no records)
                yield jobs[done][0], records
                done, records = done + 1, []
            records.append(_record(row))
        while done < len(jobs):
            yield jobs[done][0], records
            done, records = done + 1, []


def _rows(dataset) -> Iterator[dict]:
    for batch in dataset.iter_batches(batch_format="pyarrow", batch_size=None):
        yield from batch.to_pylist()


def _in_order(last: int, job: int) -> int:
    """``job``, checked to come no earlier than ``last``: the driver relies on job order."""
    if job < last:
        raise RuntimeError(f"Ray Data gave job {job} after job {last}: the order is not preserved")
    return job


def _record(row: dict):
    from dala_pipeline.pool import _Scanned

    if row["problem"] is not None:
        return SourceError(row["path"], row["line"], row["problem"], row["sent_id"])
    return _Scanned(row["line"], row["sent_id"], row["text"], row["digest"], row["reason"], row["types"],
                    row["edits"], row["mended"])


class _Parser:
    """A worker of the parsing stage: its own spaCy pipeline, loaded once."""

    def __init__(self, spec: str, settings: BuildSettings, text_field: str, gpu: bool):
        if gpu:
            import spacy

            spacy.require_gpu()
        self.nlp = load_parser(spec, settings.annotation_needs(), settings.lang)
        self.text_field = text_field

    def __call__(self, batch: pa.Table) -> pa.Table:
        columns: dict[str, list] = {name: [] for name in _PARSED.names}
        for job, path, prefix in zip(batch.column("job").to_pylist(), batch.column("path").to_pylist(),
                                     batch.column("prefix").to_pylist()):
            for record in parse_file(self.nlp, Path(path), prefix, self.text_field):
                error = record if isinstance(record, SourceError) else None
                _add(columns, job=job, blocks=None if error else record, path=error and error.path,
                     line=error and error.line, problem=error and error.problem)
        return pa.Table.from_pydict(columns, schema=_PARSED)


class _Scanner:
    """A worker of the scanning stage: parse CoNLL-U, filter, find options."""

    def __init__(self, settings: BuildSettings):
        self.settings = settings

    def __call__(self, batch: pa.Table) -> pa.Table:
        columns: dict[str, list] = {name: [] for name in _SCANNED.names}
        for job in batch.to_pylist():
            shard = Shard(Path(job["path"]), job["start"], None if job["end"] < 0 else job["end"], job["first_line"])
            for record in scan_shard(shard, self.settings, frozenset(job["excluded"])):
                if isinstance(record, SourceError):
                    _add(columns, job=job["job"], line=record.line, sent_id=record.sent_id, path=record.path,
                         problem=record.problem)
                else:
                    _add(columns, job=job["job"], line=record.line, sent_id=record.sent_id, text=record.text,
                         digest=record.digest, reason=record.reason, types=record.types, edits=record.edits,
                         mended=record.mended)
        return pa.Table.from_pydict(columns, schema=_SCANNED)


def _add(columns: dict[str, list], **row) -> None:
    for name, values in columns.items():
        values.append(row.get(name))
