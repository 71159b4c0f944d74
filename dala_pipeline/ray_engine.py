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

import atexit
import logging
import math
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Generator, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

from dala_pipeline.errors import DalaError, SourceError, shown
from dala_pipeline.pool import SCANNED_SCHEMA, SHARD_BYTES, scan_shard
from dala_pipeline.read.conllu import Shard
from dala_pipeline.read.text import load_parser, parse_file
from dala_pipeline.settings import SMALLEST_SHARE, BuildSettings, Engine
from dala_pipeline.workers import end_guarded, guarded_group

INSTALL_HINT = "pip install 'dala[ray]'"
#: Seconds to wait for a cluster's address to answer before giving up on it.
CONNECT_TIMEOUT = 5.0
#: ``HOST:PORT`` or ``ray://HOST:PORT`` (Ray Client); a host may be an IPv6 address in brackets.
_ADDRESS = re.compile(r"(?:ray://)?(\[[0-9A-Fa-f:.]+\]|[^\s:/\[\]]+):([0-9]{1,5})")

#: A bad record's file and problem (its line is the row's).
_ERROR_FIELDS = [("path", pa.string()), ("problem", pa.string())]
_PARSED = pa.schema([("job", pa.int64()), ("blocks", pa.list_(pa.string())), ("line", pa.int64()), *_ERROR_FIELDS])
_SCANNED = pa.schema([("job", pa.int64()), *SCANNED_SCHEMA])


def engine_for(settings: BuildSettings) -> RayEngine | None:
    """The engine of ``--engine``: None for the local one."""
    return RayEngine(settings) if settings.engine is Engine.RAY else None


def worker_cpus(cluster_cpus: float, workers: int, cpus_per_worker: float) -> float:
    """The CPUs each worker reserves: as asked, but never so many that the workers take every CPU
    of the cluster (Ray Data then cannot schedule its reading and writing and waits without a word);
    one CPU is left, or half the cluster's when it has one or fewer."""
    spare = cluster_cpus - 1 if cluster_cpus > 1 else cluster_cpus / 2
    return min(cpus_per_worker, spare / workers)


def check_demand(settings: BuildSettings, nodes: Sequence[Mapping[str, float]], where: str,
                 gpus: float = 0.0) -> None:
    """Refuse, in one line, workers that the cluster's ``nodes`` (each node's resources) cannot hold:
    a CPU share below Ray's smallest (too many workers for the CPUs), or ``gpus`` per worker that no
    node has. ``where`` names the cluster. Ray would wait for such a worker without a word, forever."""
    total = sum(node.get("CPU", 0.0) for node in nodes)
    cpus = worker_cpus(total, settings.workers, settings.cpus_per_worker)
    if cpus < SMALLEST_SHARE:
        spare = total - 1 if total > 1 else total / 2
        most = max(1, math.floor(spare / SMALLEST_SHARE))
        raise DalaError(f"--workers {settings.workers}: {where} has {total:g} CPUs, {spare:g} of them for the "
                        f"workers: {cpus:.2g} CPU each, below Ray's smallest share ({SMALLEST_SHARE}); give at "
                        f"most --workers {most}")
    largest = max((node.get("GPU", 0.0) for node in nodes), default=0.0)
    if gpus > largest:
        raise DalaError(f"--gpus-per-worker {gpus:g}: no node of {where} has {gpus:g} GPU"
                        f"{'' if gpus == 1 else 's'} (the most a node has: {largest:g}); Ray would wait for one "
                        "forever")


def cluster_address(settings: BuildSettings) -> str | None:
    """The cluster to join: ``--ray-address``, else RAY_ADDRESS; None (and ``local``) for a new local
    cluster. Anything but ``HOST:PORT`` or ``ray://HOST:PORT`` is refused."""
    address = settings.ray_address or os.environ.get("RAY_ADDRESS") or None
    if address is None or address == "local":
        return None
    if _ADDRESS.fullmatch(address) is None or not 0 < int(address.rsplit(":", 1)[1]) < 65536:
        given = "--ray-address" if settings.ray_address else "RAY_ADDRESS"
        raise DalaError(f"{given} {shown(address)}: expected HOST:PORT (the head's GCS, e.g. 10.0.0.5:6379), "
                        "ray://HOST:PORT (Ray Client) or local (a new local cluster)")
    return address


def check_answers(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """Refuse an address where nothing answers, within ``timeout`` seconds: Ray itself would try to
    connect for minutes, deaf to SIGTERM."""
    found = _ADDRESS.fullmatch(address)
    if found is None:
        raise ValueError(f"not an address: {address!r}")
    host, port = found.group(1).strip("[]"), int(found.group(2))
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as err:
        problem = "no answer" if isinstance(err, TimeoutError) else (err.strerror or type(err).__name__)
        raise DalaError(f"--engine ray: cannot join the Ray cluster at {shown(address)}: {problem} (after at "
                        f"most {timeout:g} s); start it, or check the address (--ray-address, RAY_ADDRESS)"
                        ) from None


#: The guard of the local cluster this process started (see :func:`~dala_pipeline.workers.guarded_group`).
_local_cluster: list[subprocess.Popen] = []


def shutdown() -> None:
    """Leave the cluster; a local cluster this process started ends, every process of it."""
    if "ray" in sys.modules:
        import ray

        ray.shutdown()
    while _local_cluster:
        end_guarded(_local_cluster.pop())


class RayEngine:
    """Runs the stages as Ray Data operators: an actor pool of ``--workers`` per stage."""

    #: Smaller units of work than the local engine's: more of them to spread over the workers.
    shard_bytes = SHARD_BYTES // 4

    def __init__(self, settings: BuildSettings):
        self.settings = settings

    def connect(self) -> Any:
        """The ``ray`` module, connected to ``--ray-address``, else RAY_ADDRESS, else a new local
        cluster (the same process's connection is reused). A new local cluster is never one found on
        this machine (such as a dead one a stale ``ray_current_cluster`` file names), and every process
        of it ends with this process, however it ends."""
        # read when Ray is imported: no usage statistics are sent; a new local cluster of this process
        # only has token authentication with a token of its own, which its workers inherit (nothing is
        # written to ~/.ray); a cluster joined has its own settings
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        address = cluster_address(self.settings)
        if address is None and "RAY_AUTH_MODE" not in os.environ and "ray" not in sys.modules:
            os.environ["RAY_AUTH_MODE"] = "token"
            os.environ.setdefault("RAY_AUTH_TOKEN", secrets.token_hex(32))
        try:
            import ray
            import ray.data
        except ImportError:
            raise DalaError(f"--engine ray needs Ray: {INSTALL_HINT}") from None
        if not ray.is_initialized():
            if address is not None:
                check_answers(address)
            # ray.init puts handlers of its own on SIGTERM (a native stack dump, exit 134) and SIGINT:
            # dala's own are put back, so that a signal ends a build with its one line
            held = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)} \
                if threading.current_thread() is threading.main_thread() else {}
            try:
                if address is None:
                    self._start_local(ray)
                else:
                    ray.init(address=address, include_dashboard=False, log_to_driver=False,
                             logging_level=logging.WARNING, configure_logging=True)
            except (ConnectionError, RuntimeError, ValueError) as err:
                raise DalaError(f"--engine ray: cannot join the Ray cluster {address or '(a new local one)'}: "
                                f"{' '.join(str(err).split())}") from None
            finally:
                for sig, handler in held.items():
                    if handler is not None:
                        signal.signal(sig, handler)
            if address is not None:
                check_demand(self.settings, _nodes(ray), f"the cluster at {address}")
        context = ray.data.DataContext.get_current()
        context.execution_options.preserve_order = True
        logging.getLogger("ray.data").setLevel(logging.WARNING)  # its progress is dala's to show
        return ray

    def check(self) -> None:
        """What can be known wrong before any work: the address's form and that something answers
        there; for a new local cluster, that the workers fit in this machine's CPUs."""
        address = cluster_address(self.settings)
        if address is not None:
            check_answers(address)
            return
        from ray._private.utils import get_num_cpus

        check_demand(self.settings, [{"CPU": get_num_cpus()}], "this machine")

    def _start_local(self, ray) -> None:
        """A new local cluster of this machine's CPUs (as Ray counts them), after checking that the
        workers fit in it; its processes are guarded."""
        from ray._private.utils import get_num_cpus

        cpus = get_num_cpus()
        check_demand(self.settings, [{"CPU": cpus}], "this machine")  # before anything starts
        with guarded_group() as guard:
            try:
                ray.init(address="local", num_cpus=cpus, include_dashboard=False, log_to_driver=False,
                         logging_level=logging.WARNING, configure_logging=True)
            except BaseException:
                end_guarded(guard)
                raise
        if not _local_cluster:
            atexit.register(shutdown)  # before Ray's own: the cluster's processes end after it leaves
        _local_cluster.append(guard)

    def _pool(self, ray, jobs: int, gpus: float = 0.0) -> dict:
        """The map_batches arguments of a stage's actor pool (no more workers than jobs), once the
        cluster is known to hold such workers."""
        if gpus > 0:
            check_demand(self.settings, _nodes(ray), "the Ray cluster", gpus)
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

    def scan(self, jobs: list[tuple[int, Shard, BuildSettings, frozenset[str], bool]]
             ) -> Generator[tuple[int, pa.RecordBatch], None, None]:
        """(file number, :func:`scan_shard` batch) of each job, in job order."""
        ray = self.connect()
        items = [{"job": i, "path": str(shard.path), "start": shard.start,
                  "end": -1 if shard.end is None else shard.end, "first_line": shard.first_line,
                  "excluded": sorted(excluded), "own": own}
                 for i, (_, shard, _, excluded, own) in enumerate(jobs)]
        scanned = ray.data.from_items(items, override_num_blocks=max(1, len(items))).map_batches(
            _Scanner, fn_constructor_kwargs={"settings": self.settings}, **self._pool(ray, len(items)))
        done = 0  # jobs given back
        pieces: list[pa.Table] = []  # the rows of job ``done``
        for table in scanned.iter_batches(batch_format="pyarrow", batch_size=None):
            numbers = table.column("job").to_numpy()
            for job, start, end in _runs(numbers):
                _in_order(done, job)
                while done < job:  # the jobs before (with no more rows)
                    yield jobs[done][0], _joined(pieces)
                    done, pieces = done + 1, []
                pieces.append(table.slice(start, end - start))
        while done < len(jobs):
            yield jobs[done][0], _joined(pieces)
            done, pieces = done + 1, []


def _nodes(ray) -> list[dict[str, float]]:
    """The resources of each live node of the cluster."""
    return [node.get("Resources", {}) for node in ray.nodes() if node.get("Alive")]


def _rows(dataset) -> Iterator[dict]:
    for batch in dataset.iter_batches(batch_format="pyarrow", batch_size=None):
        yield from batch.to_pylist()


def _runs(numbers: np.ndarray) -> Iterator[tuple[int, int, int]]:
    """(job, first row, end row) of each run of equal job numbers."""
    bounds = np.flatnonzero(np.diff(numbers)) + 1
    for start, end in zip([0, *bounds.tolist()], [*bounds.tolist(), len(numbers)]):
        if end > start:
            yield int(numbers[start]), start, end


def _joined(pieces: list[pa.Table]) -> pa.RecordBatch:
    """A job's rows, as :func:`scan_shard` gave them."""
    table = pa.concat_tables(pieces).drop_columns(["job"]) if pieces else SCANNED_SCHEMA.empty_table()
    return pa.record_batch([column.combine_chunks() for column in table.columns], schema=SCANNED_SCHEMA)


def _in_order(last: int, job: int) -> int:
    """``job``, checked to come no earlier than ``last``: the driver relies on job order."""
    if job < last:
        raise RuntimeError(f"Ray Data gave job {job} after job {last}: the order is not preserved")
    return job


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
        tables = []
        for job in batch.to_pylist():
            shard = Shard(Path(job["path"]), job["start"], None if job["end"] < 0 else job["end"], job["first_line"])
            scanned = scan_shard(shard, self.settings, frozenset(job["excluded"]), own_release=job["own"])
            tables.append(pa.Table.from_batches([scanned]).add_column(
                0, "job", pa.array([job["job"]] * scanned.num_rows, pa.int64())))
        return pa.concat_tables(tables) if tables else _SCANNED.empty_table()


def _add(columns: dict[str, list], **row) -> None:
    for name, values in columns.items():
        values.append(row.get(name))
