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
from typing import Protocol

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from corruptions.base import Edit
from corruptions.language import Language
from dala_pipeline import __version__
from dala_pipeline.assign.assignment import Option, choose, frequency_order, options, tally
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
from dala_pipeline.filter.detectors import reasons as detector_reasons
from dala_pipeline.filter.dictionary import LanguageSample, language_check, unknown_words
from dala_pipeline.filter.filters import Filter, reasons, rejection, text_digest
from dala_pipeline.filter.whole.mend import mend
from dala_pipeline.read.conllu import Intake, Shard, parse_shard, split_file
from dala_pipeline.settings import Affects, BuildSettings
from dala_pipeline.timing import WAITING, StageClock, clock
from dala_pipeline.workers import in_workers


class Engine(Protocol):
    """Another way to run the stages (``--engine``): the same functions, elsewhere."""

    #: Bytes of CoNLL-U per unit of work.
    shard_bytes: int

    def scan(self, jobs: list[tuple[int, Shard, BuildSettings, frozenset[str], bool]]
             ) -> Generator[tuple[int, pa.RecordBatch], None, None]:
        """(file number, :func:`scan_shard` of the shard, with its excluded sent_ids and whether its file is the
        language's own release) for each job, in job
        order."""
        ...

    def parse(self, spec: str, files: Sequence[Path], prefixes: Sequence[str],
              text_field: str) -> Iterator[list[str] | SourceError]:
        """The records of :func:`~dala_pipeline.read.text.parse_file` of each file (its sent_ids starting
        with its prefix), in file order."""
        ...


#: Bytes of CoNLL-U per shard: small enough to balance workers and bound memory.
SHARD_BYTES = 4 << 20

_EDIT = pa.struct([("start", pa.int32()), ("end", pa.int32()),
                   ("original", pa.string()), ("replacement", pa.string())])
OPTIONS_SCHEMA = pa.schema([("sent_id", pa.string()), ("text", pa.string()),
                            ("types", pa.list_(pa.string())), ("edits", pa.list_(_EDIT))])
PAIRS_SCHEMA = pa.schema([("pair_id", pa.string()), ("original", pa.string()), ("corrupted", pa.string()),
                          ("corruption_type", pa.string()), ("edit", _EDIT)])


#: What a pool folder holds, as far as a build reads it (2: its summary has the language check; 3: the
#: check reads the sentences before the source detectors).
POOL_FORMAT = 3


def pool_key(settings: BuildSettings, files: Sequence[dict], unreadable: Sequence[SourceError] = ()) -> str:
    """Names the pool of a source, the files it could not read, the settings declared to change it and
    the language's data the rules and filters read."""
    material = {**settings.values(Affects.POOL), "files": [f["sha256"] for f in files], "version": __version__,
                "format": POOL_FORMAT,
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
        reader = pa.ipc.open_file(pa.py_buffer(self._map))
        self._batches = [reader.get_batch(index) for index in range(reader.num_record_batches)]
        self.table = pa.Table.from_batches(self._batches, reader.schema)

    def release(self) -> None:
        if hasattr(self._map, "madvise"):  # not on every platform
            self._map.madvise(mmap.MADV_DONTNEED)

    def take(self, rows: np.ndarray | Sequence[int]) -> pa.Table:
        """The table's rows at ``rows``, in that order, copied out of the map a column at a time (the
        pages read for a column are released before the next), without joining the file's record
        batches into one piece first, as ``Table.take`` would."""
        rows = np.asarray(rows, dtype=np.int64)
        lengths = [batch.num_rows for batch in self._batches]
        starts = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64)
        batch_of = np.searchsorted(starts, rows, side="right") - 1
        grouped = np.argsort(batch_of, kind="stable")  # the rows, batch by batch
        bounds = np.searchsorted(batch_of[grouped], np.arange(len(lengths) + 1))
        back = np.empty_like(grouped)
        back[grouped] = np.arange(len(grouped))
        parts = [(k, pa.array(rows[grouped[bounds[k]:bounds[k + 1]]] - starts[k]))
                 for k in range(len(lengths)) if bounds[k] < bounds[k + 1]]
        columns = []
        for index, field in enumerate(self.table.schema):
            pieces = [self._batches[k].column(index).take(local) for k, local in parts]
            joined = pa.concat_arrays(pieces) if pieces else pa.array([], field.type)
            columns.append(joined.take(pa.array(back)))
            self.release()
        return pa.table(columns, schema=self.table.schema)


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
    with clock().stage("read"):
        summary = _scan(files, described, settings, work / "options.arrow", unreadable, engine)
    with clock().stage("assign"):
        summary.update(_assign(work / "options.arrow", work / "pairs.arrow", summary["applicability"]))
    with clock().stage("filter"):
        summary["language_check"] = language_check(summary.pop("language_sample"), settings.lang)
    (work / "options.arrow").unlink()
    (work / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    os.replace(work, folder)
    # Arrow's allocator keeps what the passes freed for reuse: give it back, for the stages that follow
    pa.default_memory_pool().release_unused()
    return Pool(folder, summary)


# Pass 1 ---------------------------------------------------------------------

def _shards(files: Sequence[Path], shard_bytes: int = SHARD_BYTES) -> list[tuple[int, Shard]]:
    """(file number, shard) for every shard of every file, in source order."""
    return [
        (number, shard)
        for number, path in enumerate(files)
        for shard in split_file(path, max(1, path.stat().st_size // shard_bytes))
    ]


#: What :func:`scan_shard` gives back for each sentence block of a shard, in order: a sentence (its line,
#: sent_id, text, the digest of its text, why it is rejected or null, its options: the corruption types
#: and their edits, and whether its text was mended, :func:`~dala_pipeline.filter.whole.mend.mend`), or what is
#: wrong with the block (its line, the sent_id when known, the file's path and the problem; no options).
SCANNED_SCHEMA = pa.schema([("line", pa.int64()), ("sent_id", pa.string()), ("text", pa.string()),
                            ("digest", pa.binary()), ("reason", pa.string()), ("types", pa.list_(pa.string())),
                            ("edits", pa.list_(_EDIT)), ("mended", pa.bool_()), ("path", pa.string()),
                            ("problem", pa.string())])


class _Columns:
    """The rows of :data:`SCANNED_SCHEMA`, collected column by column (the options flat, with offsets)."""

    def __init__(self) -> None:
        self.rows: dict[str, list] = {name: [] for name in ("line", "sent_id", "text", "digest", "reason", "mended",
                                                            "path", "problem")}
        self.offsets = [0]
        self.types: list[str] = []
        self.edits: dict[str, list] = {field.name: [] for field in _EDIT}

    def sentence(self, line: int, sent_id: str, text: str, digest: bytes, reason: str | None,
                 found: Sequence[Option], mended: bool = False) -> None:
        for name, value in (("line", line), ("sent_id", sent_id), ("text", text), ("digest", digest),
                            ("reason", reason), ("mended", mended), ("path", None), ("problem", None)):
            self.rows[name].append(value)
        for option in found:
            self.types.append(option.corruption_type)
            edit = option.edit
            self.edits["start"].append(edit.start)
            self.edits["end"].append(edit.end)
            self.edits["original"].append(edit.original)
            self.edits["replacement"].append(edit.replacement)
        self.offsets.append(len(self.types))

    def problem(self, err: SourceError) -> None:
        for name, value in (("line", err.line), ("sent_id", err.sent_id), ("text", None), ("digest", None),
                            ("reason", None), ("mended", None), ("path", err.path), ("problem", err.problem)):
            self.rows[name].append(value)
        self.offsets.append(len(self.types))

    def batch(self) -> pa.RecordBatch:
        offsets = pa.array(self.offsets, pa.int32())
        edits = pa.StructArray.from_arrays([pa.array(self.edits[field.name], field.type) for field in _EDIT],
                                           fields=list(_EDIT))
        columns = {name: pa.array(values, SCANNED_SCHEMA.field(name).type) for name, values in self.rows.items()}
        columns["types"] = pa.ListArray.from_arrays(offsets, pa.array(self.types, pa.string()))
        columns["edits"] = pa.ListArray.from_arrays(offsets, edits)
        return pa.record_batch([columns[name] for name in SCANNED_SCHEMA.names], schema=SCANNED_SCHEMA)


def scan_shard(shard: Shard, settings: BuildSettings, excluded: frozenset[str] = frozenset(),
               timer: StageClock | None = None, own_release: bool = False) -> pa.RecordBatch:
    """Parse, reject and find options in one shard: the stage every engine runs on its workers;
    ``excluded``: the sent_ids of its file on the exclusion list; ``own_release``: whether its file
    is one of the language's pinned release (no sentence of it is asked about other languages);
    ``timer``: the clock its stages are timed on. A row of :data:`SCANNED_SCHEMA` for each sentence block, in order."""
    timer = timer or StageClock()
    timer.lap("read")
    language = settings.lang
    enabled = [language.get(name) for name in settings.corruptions]
    dala = [c for c in enabled if not c.basic]
    basics = [c for c in enabled if c.basic]
    listed = excluded_texts(settings.exclude) if settings.exclude else frozenset()
    checks = language if settings.checks_every_source else None
    every_source_only = not settings.checks_sentences
    detectors, lexicon_filter, seed = settings.source_detectors, settings.lexicon_filter, settings.seed
    columns = _Columns()
    for item, line in parse_shard(shard):
        if isinstance(item, SourceError):
            columns.problem(item)
            continue
        timer.lap("filter")
        mended = mend(item, language) if checks is not None else None
        item = mended or item
        # the user's list first: it drops exactly its sentences, whatever else they fail
        reason = EXCLUDED if listed and item.text.strip() in listed else \
            rejection(item, checks, every_source_only=every_source_only)
        if reason is None and detectors:
            reason = source_error(item, language, not own_release) or (EXCLUDED if item.sent_id in excluded else None)
        if reason is None and lexicon_filter and unknown_words(item, language.lexicon()):
            reason = "unknown_word"
        digest = text_digest(item.text)
        timer.lap("targets")
        columns.sentence(line, item.sent_id, item.text, digest, reason,
                         () if reason is not None else options(item, dala, basics, seed), mended is not None)
        timer.lap("read")
    timer.lap("targets")
    batch = columns.batch()
    timer.lap(None)
    return batch


def _scan_shard(job: tuple[int, Shard, BuildSettings, frozenset[str], bool]) -> tuple[int, pa.RecordBatch, dict]:
    """:func:`scan_shard` in a worker process of the local engine, with the figures of its clock."""
    number, shard, settings, excluded, own = job
    timer = StageClock()
    scanned = scan_shard(shard, settings, excluded, timer, own)
    return number, scanned, timer.figures()


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
    jobs = [(number, shard, settings, excluded if listed[number] else frozenset(), listed[number])
            for number, shard in shards]
    last_job = {number: position for position, (number, *_) in enumerate(jobs)}
    has_sentences = [False] * len(files)
    # the language check reads the sentences the source detectors may still drop (see LanguageSample)
    sample = LanguageSample()
    detected = frozenset({*detector_reasons(settings.lang), EXCLUDED, "unknown_word"})
    timer = clock()
    if engine is None and settings.num_proc > 1 and len(jobs) > 1:
        # Loaded here, the dictionary is the workers' too (they are forked from this process, which needs it
        # for the language check): each would load its own, as one process does in its first shard.
        with timer.stage("filter"):
            settings.lang.lexicon()
    with pa.OSFile(str(options_path), "wb") as sink, pa.ipc.new_file(sink, OPTIONS_SCHEMA) as writer, \
            closing(engine.scan(jobs) if engine else in_workers(_scan_shard, jobs, settings.num_proc)) as results:
        timer.lap(WAITING)
        for position, (number, scanned, *figures) in enumerate(results):
            for measured in figures:  # the local engine's workers time their stages; Ray's are not timed
                timer.absorb(measured)
            path = files[number]
            has_sentences[number] = has_sentences[number] or scanned.num_rows > 0
            kept = _admitted(scanned, path, intake, verdicts, timer, (sample, detected))
            timer.lap("targets")
            if any(kept):
                chosen = scanned.filter(pa.array(kept))
                mended += sum(chosen.column("mended").to_pylist())
                tally(applicability, chosen.column("types"))
                writer.write_batch(pa.record_batch([chosen.column(name) for name in OPTIONS_SCHEMA.names],
                                                   schema=OPTIONS_SCHEMA))
            if position == last_job[number] and not has_sentences[number]:
                intake.empty(path)
            timer.lap(WAITING)
        timer.lap("targets")
    if unreadable:  # into the folder's name order, where the sentences of each file are
        skipped = sorted([*unreadable, *(skipped or ())], key=lambda e: Path(e.path))
    return {
        "filter_counts": {key: counts[key] for key in ("read", "kept", *reasons(settings.lang))},
        # kept sentences whose doubled full stop was made one
        "mended": {"doubled_stop": mended},
        "skipped": [{"file": Path(e.path).name, "line": e.line, "sent_id": e.sent_id, "problem": e.problem}
                    for e in skipped or ()],
        "applicability": applicability,
        "language_sample": sample.texts(),
    }


def _admitted(scanned: pa.RecordBatch, path: Path, intake: Intake, verdicts: Filter, timer: StageClock,
              sampled: tuple[LanguageSample, frozenset[str]]) -> list[bool]:
    """Whether each row of a shard's :data:`SCANNED_SCHEMA` batch is a sentence the build keeps, decided in
    source order: its problems reported, its sent_ids and texts checked against every earlier one. An admitted
    sentence kept or dropped by a source detector (``sampled``: the sample and those reasons) joins the sample
    of the language check."""
    kept = [False] * scanned.num_rows
    sample, detected = sampled
    lines, sent_ids, digests, reasons_, paths, problems, texts = (
        scanned.column(name).to_pylist()
        for name in ("line", "sent_id", "digest", "reason", "path", "problem", "text"))
    for index, problem in enumerate(problems):
        timer.lap("read")
        if problem is not None:
            intake.problem(SourceError(paths[index], lines[index], problem, sent_ids[index]))
            continue
        if not intake.admit(path, sent_ids[index], lines[index]):
            continue
        timer.lap("filter")
        if reasons_[index] is None or reasons_[index] in detected:
            sample.add(texts[index])
        kept[index] = verdicts.keep(digests[index], reasons_[index])
    return kept


# Pass 2 ---------------------------------------------------------------------

def _assign(options_path: Path, pairs_path: Path, applicability: dict[str, int]) -> dict:
    order = frequency_order(applicability)
    assigned: Counter = Counter()
    dropped = 0
    with pa.OSFile(str(pairs_path), "wb") as sink, pa.ipc.new_file(sink, PAIRS_SCHEMA) as writer:
        for options_batch in read_batches(options_path):
            pairs = _chosen(options_batch, order)
            dropped += options_batch.num_rows - pairs.num_rows
            _count(assigned, pairs.column("corruption_type"))
            if pairs.num_rows:
                writer.write_batch(pairs)
    return {"order": list(order), "assigned": dict(sorted(assigned.items())), "dropped": dropped}


def _chosen(batch: pa.RecordBatch, order: Sequence[str]) -> pa.RecordBatch:
    """The pairs of an options batch: each sentence that has an option with the one :func:`choose` gives
    it, applied to its text."""
    sentences, chosen = choose(batch.column("types"), order)
    rows, options_ = pa.array(sentences), pa.array(chosen)
    edits = pc.list_flatten(batch.column("edits")).take(options_)
    originals = batch.column("text").take(rows)
    corrupted = [Edit(start, end, was, replacement).apply(text) if text[start:end] != was
                 else text[:start] + replacement + text[end:]
                 for text, start, end, was, replacement in zip(
                     originals.to_pylist(), *(edits.field(name).to_pylist() for name in
                                              ("start", "end", "original", "replacement")))]
    return pa.record_batch([batch.column("sent_id").take(rows), originals, pa.array(corrupted, pa.string()),
                            pc.list_flatten(batch.column("types")).take(options_), edits], schema=PAIRS_SCHEMA)


def _count(counter: Counter, values: pa.Array) -> None:
    counted = pc.value_counts(values)
    counter.update(dict(zip(counted.field("values").to_pylist(), counted.field("counts").to_pylist())))
