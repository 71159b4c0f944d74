"""Stages 1-3 over the whole source, once per build: read, filter, assign.

Pass 1 parses the source shard by shard (in worker processes when
``num_proc`` > 1), rejects sentences by the filters and computes each
sentence's options: the edit every applicable corruption would make. The
parent applies what depends on source order (duplicate texts and ids, the
error policy) and appends the survivors' options to ``options.arrow``,
counting applicability. Pass 2 reads them back, picks each sentence's
option in frequency order and writes ``pairs.arrow``. Memory holds one
batch and a 16-byte digest per sentence, whatever the corpus size, and the
result is the same for any number of processes.

The pool lives in a folder named by a key over the source checksums and
settings, so the configs of one build (and later builds with the same
cache) share it.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import signal
import threading
from collections import Counter
from collections.abc import Generator, Iterator, Sequence
from contextlib import ExitStack, closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pyarrow as pa

from corruptions.base import Edit
from dala_pipeline import __version__
from dala_pipeline.assign.assignment import (
    Option,
    choose,
    frequency_order,
    options,
    tally,
)
from dala_pipeline.errors import SourceError
from dala_pipeline.filter.detectors import EXCLUDED, excluded_digest, excluded_texts, exclusions_for, source_error
from dala_pipeline.filter.dictionary import unknown_words
from dala_pipeline.filter.filters import Filter, reasons, rejection, text_digest
from dala_pipeline.read.conllu import Intake, Shard, parse_shard, split_file
from dala_pipeline.settings import Affects, BuildSettings

#: Bytes of CoNLL-U per shard: small enough to balance workers and bound memory.
SHARD_BYTES = 4 << 20
BATCH_ROWS = 8192

_EDIT = pa.struct([("start", pa.int32()), ("end", pa.int32()),
                   ("original", pa.string()), ("replacement", pa.string())])
OPTIONS_SCHEMA = pa.schema([("sent_id", pa.string()), ("text", pa.string()),
                            ("types", pa.list_(pa.string())), ("edits", pa.list_(_EDIT))])
PAIRS_SCHEMA = pa.schema([("pair_id", pa.string()), ("original", pa.string()), ("corrupted", pa.string()),
                          ("corruption_type", pa.string()), ("edit", _EDIT)])


def pool_key(settings: BuildSettings, files: Sequence[dict], unreadable: Sequence[SourceError] = ()) -> str:
    """Names the pool of a source, the files it could not read and the settings declared to change it."""
    material = {**settings.values(Affects.POOL), "files": [f["sha256"] for f in files], "version": __version__,
                "exclude": excluded_digest(settings.exclude) if settings.exclude else None,
                "unreadable": [[Path(e.path).name, e.problem] for e in unreadable]}
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()[:20]


@dataclass
class Pool:
    """The minimal pairs of a source, on disk, with what producing them saw."""

    folder: Path
    summary: dict

    @property
    def pairs_path(self) -> Path:
        return self.folder / "pairs.arrow"

    def pairs(self) -> pa.Table:
        """The pairs table, memory-mapped."""
        return read_arrow(self.pairs_path)

    def keys(self) -> list[tuple[str, str]]:
        """(pair_id, corruption_type) of every pair, in pool order."""
        table = self.pairs().select(["pair_id", "corruption_type"])
        return list(zip(table.column(0).to_pylist(), table.column(1).to_pylist()))


def read_arrow(path: Path) -> pa.Table:
    with pa.memory_map(str(path)) as source:
        return pa.ipc.open_file(source).read_all()


def build_pool(files: Sequence[Path], described: Sequence[dict], settings: BuildSettings, cache: Path,
               unreadable: Sequence[SourceError] = ()) -> Pool:
    """The pool for these files and settings: from ``cache`` if built before.

    ``unreadable`` are the source files skipped because they cannot be read
    (``--on-error skip``): the summary lists them with the skipped sentences.
    """
    folder = cache / f"pool-{pool_key(settings, described, unreadable)}"
    summary_path = folder / "summary.json"
    if summary_path.is_file():
        return Pool(folder, json.loads(summary_path.read_text(encoding="utf-8")))
    work = folder.with_name(folder.name + f".tmp-{os.getpid()}")
    work.mkdir(parents=True, exist_ok=True)
    summary = _scan(files, settings, work / "options.arrow", unreadable)
    summary.update(_assign(work / "options.arrow", work / "pairs.arrow", summary["applicability"]))
    (work / "options.arrow").unlink()
    (work / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    os.replace(work, folder)
    return Pool(folder, summary)


# Pass 1 ---------------------------------------------------------------------

def _shards(files: Sequence[Path]) -> list[tuple[int, Shard]]:
    """(file number, shard) for every shard of every file, in source order."""
    return [
        (number, shard)
        for number, path in enumerate(files)
        for shard in split_file(path, max(1, path.stat().st_size // SHARD_BYTES))
    ]


class _Scanned(NamedTuple):
    """What a worker found for one well-formed sentence."""

    line: int
    sent_id: str
    text: str
    digest: bytes
    reason: str | None
    types: list[str]
    edits: list[dict]


def _scan_shard(job: tuple[int, Shard, BuildSettings]) -> tuple[int, list[_Scanned | SourceError]]:
    """Parse, reject and find options in one shard (runs in a worker)."""
    number, shard, settings = job
    enabled = [settings.lang.get(name) for name in settings.corruptions]
    dala = [c for c in enabled if not c.basic]
    basics = [c for c in enabled if c.basic]
    excluded = exclusions_for(settings.source_name, settings.lang)
    listed = excluded_texts(settings.exclude) if settings.exclude else frozenset()
    records: list[_Scanned | SourceError] = []
    for item, line in parse_shard(shard):
        if isinstance(item, SourceError):
            records.append(item)
            continue
        # the user's list first: it drops exactly its sentences, whatever else they fail
        reason = EXCLUDED if listed and item.text.strip() in listed else \
            rejection(item, settings.lang if settings.checks_every_source else None,
                      every_source_only=not settings.checks_sentences)
        if reason is None and settings.source_detectors:
            reason = source_error(item, settings.lang) or (EXCLUDED if item.sent_id in excluded else None)
        if reason is None and settings.lexicon_filter and unknown_words(item, settings.lang.lexicon()):
            reason = "unknown_word"
        found = () if reason is not None else options(item, dala, basics, settings.seed)
        records.append(_Scanned(line, item.sent_id, item.text, text_digest(item.text), reason,
                                [o.corruption_type for o in found], [o.edit.as_dict() for o in found]))
    return number, records


def _scan(files: Sequence[Path], settings: BuildSettings, options_path: Path,
          unreadable: Sequence[SourceError] = ()) -> dict:
    skipped: list[SourceError] | None = [] if settings.skip_errors else None
    intake = Intake(skipped)
    counts: Counter = Counter()
    verdicts = Filter(counts, settings.dedupe)
    applicability = {c.name: 0 for c in map(settings.lang.get, settings.corruptions) if not c.basic}
    jobs = [(number, shard, settings) for number, shard in _shards(files)]
    last_job = {number: position for position, (number, *_) in enumerate(jobs)}
    has_sentences = [False] * len(files)
    batch = _Batch(OPTIONS_SCHEMA)
    with pa.OSFile(str(options_path), "wb") as sink, pa.ipc.new_file(sink, OPTIONS_SCHEMA) as writer, \
            closing(_map(_scan_shard, jobs, settings.num_proc)) as results:
        for position, (number, records) in enumerate(results):
            path = files[number]
            has_sentences[number] = has_sentences[number] or bool(records)
            for record in records:
                if isinstance(record, SourceError):
                    intake.problem(record)
                    continue
                if not intake.admit(path, record.sent_id, record.line):
                    continue
                if not verdicts.keep(record.digest, record.reason):
                    continue
                tally(applicability, record.types)
                batch.add(sent_id=record.sent_id, text=record.text, types=record.types, edits=record.edits)
                batch.flush_if_full(writer)
            if position == last_job[number] and not has_sentences[number]:
                intake.empty(path)
        batch.flush(writer)
    if unreadable:  # into the folder's name order, where the sentences of each file are
        skipped = sorted([*unreadable, *(skipped or ())], key=lambda e: Path(e.path))
    return {
        "filter_counts": {key: counts[key] for key in ("read", "kept", *reasons(settings.lang))},
        "skipped": [{"file": Path(e.path).name, "line": e.line, "sent_id": e.sent_id, "problem": e.problem}
                    for e in skipped or ()],
        "applicability": applicability,
    }


def _map(function, jobs: list, num_proc: int) -> Generator:
    """``map`` in source order, in ``num_proc`` worker processes when above 1.

    What a worker finds wrong with the input comes back as data in its
    result (a :class:`SourceError` pickles by its fields), so the parent
    applies the error policy as it does with one process. Workers ignore
    SIGINT: Ctrl-C reaches the parent alone, which stops them on the way
    out, as it does on any exception (close the generator to stop them early).
    """
    if num_proc <= 1 or len(jobs) <= 1:
        yield from map(function, jobs)
        return
    # fork needs no __main__ guard in the caller's script; spawn where fork is missing
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with ExitStack() as stack:
        with _signals_held():
            workers = stack.enter_context(
                multiprocessing.get_context(method).Pool(num_proc, initializer=_start_worker))
        yield from workers.imap(function, jobs, chunksize=1)


#: The signals that stop a build.
_STOPPING = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM while workers are forked, and deliver them after.

    Python ignores an exception a signal handler raises inside fork's own
    hooks, so a signal that came then would be lost; and a new worker must
    not take one before :func:`_start_worker` has set it up (it starts with
    the signals blocked, as they are here).
    """
    if threading.current_thread() is not threading.main_thread() or None in map(signal.getsignal, _STOPPING):
        yield  # only the main thread runs Python's handlers; one set outside Python cannot be put back
        return
    caught: list[int] = []
    previous = {sig: signal.signal(sig, lambda signum, frame: caught.append(signum)) for sig in _STOPPING}
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for signum in dict.fromkeys(caught):
            signal.raise_signal(signum)


def _start_worker() -> None:
    """In a new worker: Ctrl-C is left to the parent, SIGTERM (how the parent stops it) ends it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)


class _Batch:
    """Rows collected column-wise and written as one record batch."""

    def __init__(self, schema: pa.Schema):
        self.schema = schema
        self.columns: dict[str, list] = {name: [] for name in schema.names}

    def add(self, **row) -> None:
        for name, value in row.items():
            self.columns[name].append(value)

    def flush_if_full(self, writer) -> None:
        if len(self.columns[self.schema.names[0]]) >= BATCH_ROWS:
            self.flush(writer)

    def flush(self, writer) -> None:
        if self.columns[self.schema.names[0]]:
            writer.write_batch(pa.record_batch(self.columns, schema=self.schema))
            self.columns = {name: [] for name in self.schema.names}


# Pass 2 ---------------------------------------------------------------------

def _assign(options_path: Path, pairs_path: Path, applicability: dict[str, int]) -> dict:
    order = frequency_order(applicability)
    rank = {name: i for i, name in enumerate(order)}
    assigned: Counter = Counter()
    dropped = 0
    batch = _Batch(PAIRS_SCHEMA)
    with pa.memory_map(str(options_path)) as source, pa.OSFile(str(pairs_path), "wb") as sink, \
            pa.ipc.new_file(sink, PAIRS_SCHEMA) as writer:
        reader = pa.ipc.open_file(source)
        for index in range(reader.num_record_batches):
            for row in reader.get_batch(index).to_pylist():
                found = [_option(t, e) for t, e in zip(row["types"], row["edits"])]
                option = choose(found, rank)
                if option is None:
                    dropped += 1
                    continue
                assigned[option.corruption_type] += 1
                text = row["text"]
                batch.add(pair_id=row["sent_id"], original=text, corrupted=option.edit.apply(text),
                          corruption_type=option.corruption_type, edit=option.edit.as_dict())
                batch.flush_if_full(writer)
        batch.flush(writer)
    return {"order": list(order), "assigned": dict(sorted(assigned.items())), "dropped": dropped}


def _option(corruption_type: str, edit: dict) -> Option:
    return Option(corruption_type, Edit(**edit))
