"""Stages 1-3 over the whole source, once per build: read, filter, assign.

Pass 1 parses the source shard by shard (in worker processes when
``num_proc`` > 1), rejects sentences by the filters and computes each
sentence's options: the edit every applicable corruption would make. The
parent applies what depends on source order (duplicate texts and ids, the
error policy) and appends the survivors' options to ``options.arrow``,
counting applicability. Pass 2 reads them back, picks each sentence's
option in frequency order and writes ``pairs.arrow``. Memory holds one
batch and, for the first-seen rules, two 16-byte digests a sentence (its
text's and its sent_id's, in :class:`~dala_pipeline.seen.DigestSet`s:
under 100 bytes a sentence), and the result is the same for any number
of processes.

The pool lives in a folder named by a key over the source checksums and
settings, so the configs of one build (and later builds with the same
cache) share it.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
from collections import Counter
from collections.abc import Generator, Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple, Protocol

import pyarrow as pa

from corruptions.base import Edit
from corruptions.language import Language
from dala_pipeline import __version__
from dala_pipeline.assign.assignment import (
    Option,
    choose,
    frequency_order,
    options,
    tally,
)
from dala_pipeline.errors import SourceError
from dala_pipeline.file_checks import file_sha256
from dala_pipeline.filter.detectors import (
    EXCLUDED,
    bundled_exclusions,
    excluded_digest,
    excluded_texts,
    is_listed,
    source_error,
)
from dala_pipeline.filter.dictionary import unknown_words
from dala_pipeline.filter.filters import Filter, reasons, rejection, text_digest
from dala_pipeline.filter.whole import mend
from dala_pipeline.read.conllu import Intake, Shard, parse_shard, split_file
from dala_pipeline.settings import Affects, BuildSettings
from dala_pipeline.workers import in_workers


class Engine(Protocol):
    """Another way to run the stages (``--engine``): the same functions, elsewhere."""

    #: Bytes of CoNLL-U per unit of work.
    shard_bytes: int

    def scan(self, jobs: list[tuple[int, Shard, BuildSettings, frozenset[str]]]
             ) -> Generator[tuple[int, list], None, None]:
        """(file number, :func:`scan_shard` of the shard, with its excluded sent_ids) for each job, in job
        order."""
        ...

    def parse(self, spec: str, files: Sequence[Path], prefixes: Sequence[str],
              text_field: str) -> Iterator[list[str] | SourceError]:
        """The records of :func:`~dala_pipeline.read.text.parse_file` of each file (its sent_ids starting
        with its prefix), in file order."""
        ...


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
    """Names the pool of a source, the files it could not read, the settings declared to change it and
    the language's data the rules and filters read."""
    material = {**settings.values(Affects.POOL), "files": [f["sha256"] for f in files], "version": __version__,
                "exclude": excluded_digest(settings.exclude) if settings.exclude else None,
                "unreadable": [[Path(e.path).name, e.problem] for e in unreadable],
                "data": data_digest(settings.lang)}
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()[:20]


def data_digest(language: Language) -> str:
    """SHA-256 over every file of the language's ``data/`` (word lists, exclusion list, dictionary),
    path and content, but the bundled source (in the pool key by its own checksums when read)."""
    root = language.data_path()
    bundled = language.data_path(language.bundled_folder)
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file() and bundled not in path.parents:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + file_sha256(path).encode() + b"\n")
    return digest.hexdigest()


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

    def batches(self, columns: Sequence[str]) -> Iterator[pa.RecordBatch]:
        """The pairs a record batch at a time, only ``columns``, in pool order."""
        return read_batches(self.pairs_path, columns)


def read_arrow(path: Path) -> pa.Table:
    with pa.memory_map(str(path)) as source:
        return pa.ipc.open_file(source).read_all()


def read_batches(path: Path, columns: Sequence[str] | None = None) -> Iterator[pa.RecordBatch]:
    """The record batches of an Arrow file, read one at a time with ordinary reads: a memory map
    would keep every page read counted in the process's memory until it is closed."""
    with pa.OSFile(str(path)) as source:
        reader = pa.ipc.open_file(source)
        for index in range(reader.num_record_batches):
            batch = reader.get_batch(index)
            yield batch if columns is None else batch.select(list(columns))


class MappedArrow:
    """An Arrow file's table through a memory map whose pages :meth:`release` gives back.

    For random access (the rows of a split, in shuffled order): the pages
    read stay in the page cache, and after :meth:`release` no longer count
    in this process's memory, so a pass over the whole table holds only
    what it read since the last release.
    """

    def __init__(self, path: Path):
        with path.open("rb") as handle:
            self._map = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        self.table = pa.ipc.open_file(pa.py_buffer(self._map)).read_all()

    def release(self) -> None:
        if hasattr(self._map, "madvise"):  # not on every platform
            self._map.madvise(mmap.MADV_DONTNEED)


def build_pool(files: Sequence[Path], described: Sequence[dict], settings: BuildSettings, cache: Path,
               unreadable: Sequence[SourceError] = (), engine: Engine | None = None) -> Pool:
    """The pool for these files and settings: from ``cache`` if built before.

    ``unreadable`` are the source files (or text records) skipped because
    they cannot be read (``--on-error skip``): the summary lists them with
    the skipped sentences. ``engine`` runs :func:`scan_shard` over the
    shards and gives back each shard's records in shard order (default:
    this process and ``--num-proc`` workers); whatever runs it, the parent
    applies what depends on source order, so the pool is the same.
    """
    folder = cache / f"pool-{pool_key(settings, described, unreadable)}"
    summary_path = folder / "summary.json"
    if summary_path.is_file():
        return Pool(folder, json.loads(summary_path.read_text(encoding="utf-8")))
    work = folder.with_name(folder.name + f".tmp-{os.getpid()}")
    work.mkdir(parents=True, exist_ok=True)
    summary = _scan(files, described, settings, work / "options.arrow", unreadable, engine)
    summary.update(_assign(work / "options.arrow", work / "pairs.arrow", summary["applicability"]))
    (work / "options.arrow").unlink()
    (work / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    os.replace(work, folder)
    return Pool(folder, summary)


# Pass 1 ---------------------------------------------------------------------

def _shards(files: Sequence[Path], shard_bytes: int = SHARD_BYTES) -> list[tuple[int, Shard]]:
    """(file number, shard) for every shard of every file, in source order."""
    return [
        (number, shard)
        for number, path in enumerate(files)
        for shard in split_file(path, max(1, path.stat().st_size // shard_bytes))
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
    #: Whether its text was mended (a doubled full stop made one: :func:`~dala_pipeline.filter.whole.mend`).
    mended: bool = False


def scan_shard(shard: Shard, settings: BuildSettings, excluded: frozenset[str] = frozenset()
               ) -> list[_Scanned | SourceError]:
    """Parse, reject and find options in one shard: the stage every engine runs on its workers;
    ``excluded``: the sent_ids of its file on the exclusion list."""
    enabled = [settings.lang.get(name) for name in settings.corruptions]
    dala = [c for c in enabled if not c.basic]
    basics = [c for c in enabled if c.basic]
    listed = excluded_texts(settings.exclude) if settings.exclude else frozenset()
    records: list[_Scanned | SourceError] = []
    for item, line in parse_shard(shard):
        if isinstance(item, SourceError):
            records.append(item)
            continue
        mended = mend(item, settings.lang) if settings.checks_every_source else None
        item = mended or item
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
                                [o.corruption_type for o in found], [o.edit.as_dict() for o in found],
                                mended is not None))
    return records


def _scan_shard(job: tuple[int, Shard, BuildSettings, frozenset[str]]) -> tuple[int, list[_Scanned | SourceError]]:
    """:func:`scan_shard` in a worker process of the local engine."""
    number, shard, settings, excluded = job
    return number, scan_shard(shard, settings, excluded)


def _scan(files: Sequence[Path], described: Sequence[dict], settings: BuildSettings, options_path: Path,
          unreadable: Sequence[SourceError] = (), engine: Engine | None = None) -> dict:
    skipped: list[SourceError] | None = [] if settings.skip_errors else None
    intake = Intake(skipped)
    counts: Counter = Counter()
    verdicts = Filter(counts, settings.dedupe)
    mended = 0
    applicability = {c.name: 0 for c in map(settings.lang.get, settings.corruptions) if not c.basic}
    shards = _shards(files, engine.shard_bytes if engine else SHARD_BYTES)
    listed = [is_listed(file, settings.lang) for file in described]
    # read here, once: a malformed list stops the build before any work
    excluded = frozenset(bundled_exclusions(settings.lang) if settings.source_detectors and any(listed) else ())
    jobs = [(number, shard, settings, excluded if listed[number] else frozenset()) for number, shard in shards]
    last_job = {number: position for position, (number, *_) in enumerate(jobs)}
    has_sentences = [False] * len(files)
    batch = _Batch(OPTIONS_SCHEMA)
    with pa.OSFile(str(options_path), "wb") as sink, pa.ipc.new_file(sink, OPTIONS_SCHEMA) as writer, \
            closing(engine.scan(jobs) if engine else in_workers(_scan_shard, jobs, settings.num_proc)) as results:
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
                mended += record.mended
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
        # kept sentences whose doubled full stop was made one
        "mended": {"doubled_stop": mended},
        "skipped": [{"file": Path(e.path).name, "line": e.line, "sent_id": e.sent_id, "problem": e.problem}
                    for e in skipped or ()],
        "applicability": applicability,
    }


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
    with pa.OSFile(str(pairs_path), "wb") as sink, pa.ipc.new_file(sink, PAIRS_SCHEMA) as writer:
        for options_batch in read_batches(options_path):
            for row in options_batch.to_pylist():
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
