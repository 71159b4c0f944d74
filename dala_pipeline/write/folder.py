"""The output folder: checked before the build, replaced safely after it.

Ownership. A build owns exactly the files it writes: ``build_report.json``
lists them with their size and SHA-256. A report is not proof by itself
(anyone can edit one): a file counts as the earlier build's only when its
name is one a build writes (:func:`.names.is_build_file`: never ``.git/``,
``notes.txt`` or ``../x``), it is a regular file reached without a link,
and its bytes have the size and hash the report records. Every other file
is the user's. Without ``--overwrite`` a folder holding user files is
refused; with it, the build replaces only its own files and keeps the
user's (a git clone of the Hub repository keeps ``.git/``). Some folders
are refused even with ``--overwrite``: one that is, contains or lies
inside a source, the current folder or one of its parents, the home
folder, ``/``, and a mount point.

Replacement. The new build is written into a transaction folder beside
the output, ``.<name>.dala-txn/new``. Before anything moves, the whole
plan is checked: no new file may land on a user file, in a folder that
is a link, or where a user file stands in for a folder. Then, with SIGINT
and SIGTERM held back, the earlier build's files move into ``.../old``
and the new files move in, each step recorded first in
``.../journal.json``. A process killed in between leaves the journal; the
next ``dala`` command on that folder finishes the move before anything
else, trusting the journal no more than a report: it moves only build
file names, never through a link, and only old files whose bytes match
the size and hash the journal records. A file lock (``.<name>.dala-lock``)
keeps two commands out of the same folder: the second one stops at once.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import re
import shutil
import signal
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from dala_pipeline.errors import BuildError, shown
from dala_pipeline.file_checks import file_sha256, read_json
from dala_pipeline.names import REPORT_NAME, is_build_file
from dala_pipeline.ownership import protected as _protected

T = TypeVar("T")
JOURNAL = "journal.json"
#: What a transaction folder may hold; dala leaves one with anything else alone.
_TXN_ENTRIES = frozenset({JOURNAL, JOURNAL + ".tmp", "new", "old"})
#: Set by tests only: the swap stops halfway, after writing this file ...
PAUSE_ENV = "DALA_TEST_PAUSE_IN_SWAP"
#: ... at this stage: "moving-in" (the default: every old file is out, no new one is in) or
#: "moving-out" (right after the earlier build's report has moved out).
PAUSE_STAGE_ENV = "DALA_TEST_PAUSE_STAGE"
_SHA256 = re.compile(r"[0-9a-f]{64}")


def resolve_out(out: str | Path) -> Path:
    """``out`` as an absolute path with ``..`` and links resolved (``""`` is the current folder)."""
    return Path(os.path.abspath(str(out) or ".")).resolve()


def list_files(folder: Path) -> dict[str, dict[str, object]]:
    """Every file below ``folder`` (relative POSIX path -> size and SHA-256), sorted."""
    return {
        path.relative_to(folder).as_posix(): {"size": path.stat().st_size, "sha256": file_sha256(path)}
        for path in sorted(p for p in folder.rglob("*") if p.is_file())
    }


def _warn(message: str) -> None:
    print(f"dala: {message}", file=sys.stderr)


@dataclass(frozen=True)
class Contents:
    """What an existing output folder holds.

    ``owned``: the earlier build's files, proven (name -> the size and
    SHA-256 recorded for it; None for the report itself); ``changed``:
    build files whose bytes differ from the record (they count as the
    user's); ``user``: everything else; ``ignored``: entries of the report
    that name no file a build writes, carry no valid size and hash, or
    lead through a link.
    """

    owned: Mapping[str, dict | None] = field(default_factory=dict)
    changed: frozenset[str] = frozenset()
    user: frozenset[str] = frozenset()
    ignored: tuple[str, ...] = ()


def _entries(folder: Path) -> Iterator[str]:
    """Relative POSIX paths of the files and links below ``folder`` (not following links)."""
    for root, dirs, files in os.walk(folder):
        base = Path(root)
        for name in files + [d for d in dirs if (base / d).is_symlink()]:
            yield (base / name).relative_to(folder).as_posix()


def link_on_path(folder: Path, name: str) -> str | None:
    """The first part of ``folder/name`` below ``folder`` that is a symbolic link (None: none is)."""
    path = folder
    for part in name.split("/"):
        path = path / part
        if path.is_symlink():
            return path.relative_to(folder).as_posix()
    return None


def _matches(path: Path, record: Mapping) -> bool:
    """Whether ``path`` is a regular file with the recorded size and SHA-256."""
    return (path.is_file() and not path.is_symlink() and path.stat().st_size == record["size"]
            and file_sha256(path) == record["sha256"])


def _valid_record(record: object) -> bool:
    return (isinstance(record, dict) and type(record.get("size")) is int and record["size"] >= 0
            and isinstance(record.get("sha256"), str) and _SHA256.fullmatch(record["sha256"]) is not None)


def _report(path: Path) -> dict | None:
    """The DaLA build report in ``path`` (None: not a regular file holding one)."""
    if path.is_symlink() or not path.is_file():
        return None
    try:
        report = read_json(path)
    except (ValueError, OSError):
        return None
    return report if isinstance(report, dict) and report.get("tool") == "dala" else None


def contents(folder: Path) -> Contents:
    """Sort the files of ``folder`` into the earlier build's and the user's."""
    listed, ignored = _listed_files(folder)
    owned: dict[str, dict | None] = {}
    changed, user = set(), set()
    for name in _entries(folder):
        path = folder / name
        if name not in listed or path.is_symlink() or not path.is_file():
            user.add(name)
        elif (record := listed[name]) is None or _matches(path, record):
            owned[name] = record
        else:
            changed.add(name)
    linked = [name for name in listed if name not in owned and name not in changed and name not in user
              and link_on_path(folder, name) is not None]
    return Contents(owned, frozenset(changed), frozenset(user), ignored + tuple(linked))


def _listed_files(folder: Path) -> tuple[dict[str, dict | None], tuple[str, ...]]:
    """The build files the folder's report lists (None: the report itself), and the entries it ignores."""
    report = _report(folder / REPORT_NAME)
    if report is None:
        return {}, ()
    listed: dict[str, dict | None] = {REPORT_NAME: None}
    ignored = []
    files = report.get("files")
    for name, record in (files.items() if isinstance(files, dict) else ()):
        if name != REPORT_NAME and is_build_file(name) and _valid_record(record):
            listed[name] = {"size": record["size"], "sha256": record["sha256"]}
        elif name != REPORT_NAME:
            ignored.append(name)
    return listed, tuple(ignored)


def _ignored_note(ignored: Iterable[str]) -> str:
    ignored = list(ignored)
    return (f"{REPORT_NAME} lists {len(ignored)} path(s) a build never writes or that lead through a link, "
            f"e.g. {shown(ignored[0])}: they are not taken as the build's")


def check_output_folder(out: str | Path, overwrite: bool = False, sources: Iterable[Path] = ()) -> Path:
    """The resolved ``out`` if a build may be written there, else :class:`BuildError`.

    A missing or empty folder, or an earlier build with nothing else in it,
    may be replaced. A folder with user files, or with files of the earlier
    build changed since, needs ``--overwrite`` (which keeps them).
    """
    path = resolve_out(out)
    why = _protected(path, sources)
    if why is not None:
        raise BuildError(f"--out {shown(str(path))} is refused: {why}; choose another folder")
    if path.exists() and not path.is_dir():
        raise BuildError(f"--out {shown(str(path))} exists and is not a folder")
    if not path.is_dir() or overwrite:
        return path
    found = contents(path)
    if found.user or found.changed:
        user = sorted(found.user)
        changed = sorted(found.changed)
        what = []
        if user:
            what.append(f"{len(user)} file(s) that are not part of a DaLA build, e.g. {shown(user[0])}")
        if changed:
            what.append(f"{len(changed)} build file(s) changed since the build, e.g. {shown(changed[0])}")
        note = f" ({_ignored_note(found.ignored)})" if found.ignored else ""
        raise BuildError(f"--out {shown(str(path))} holds {' and '.join(what)}{note}; use --overwrite to "
                         "replace only the build's own files (yours are kept), or choose another folder")
    return path


def _txn(out: Path) -> Path:
    return out.parent / f".{out.name}.dala-txn"


@contextmanager
def output_lock(out: Path) -> Iterator[None]:
    """Hold ``.<name>.dala-lock`` beside ``out``; a second holder is refused at once."""
    lock_path = out.parent / f".{out.name}.dala-lock"
    out.parent.mkdir(parents=True, exist_ok=True)
    while True:
        try:
            handle = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError as err:
            if err.errno != errno.ELOOP:
                raise
            raise BuildError(f"{shown(str(lock_path))} is a symbolic link, not the lock file dala writes beside "
                             f"{shown(str(out))}; dala leaves it alone: remove or rename it") from None
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(handle)
            raise BuildError(f"another dala command is writing {shown(str(out))}; wait for it to finish "
                             f"(lock {shown(str(lock_path))})") from None
        try:
            if os.fstat(handle).st_ino == os.lstat(lock_path).st_ino:
                break
        except FileNotFoundError:
            pass
        os.close(handle)  # the file was replaced while we waited for it: lock the new one
    try:
        yield
    finally:
        with suppress(FileNotFoundError):
            lock_path.unlink()
        os.close(handle)


@contextmanager
def claimed(out: str | Path, overwrite: bool = False, sources: Iterable[Path] = ()) -> Iterator[Path]:
    """``out`` checked and locked for a build, an interrupted replacement finished first.

    Cheap (no build module is imported): a second build, a refused folder
    or a broken transaction is reported before any work.
    """
    sources = list(sources)
    path = check_output_folder(out, True, sources)  # protected folders only: the contents may be mid-swap
    with output_lock(path):
        done = recover(path)
        if done:
            _warn(f"{path}: {done}")
        yield check_output_folder(out, overwrite, sources)


def _write_journal(txn: Path, journal: dict) -> None:
    temporary = txn / (JOURNAL + ".tmp")
    with temporary.open("w", encoding="utf-8") as handle:
        json.dump(journal, handle)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, txn / JOURNAL)


def _checked_txn(out: Path, txn: Path) -> None:
    """Refuse a transaction folder dala cannot have made: dala then leaves it alone."""
    if txn.is_symlink():
        kind = "a symbolic link"
    elif not txn.is_dir():
        kind = "not a folder"
    else:
        stray = sorted(p.name for p in txn.iterdir() if p.name not in _TXN_ENTRIES
                       or (p.name in ("new", "old") and not p.is_dir()))
        links = sorted(name for name in _entries(txn) if (txn / name).is_symlink())
        if stray:
            kind = f"holding {shown(stray[0])}, which dala never writes there"
        elif links:
            kind = f"holding the symbolic link {shown(links[0])}, and dala never writes one there"
        else:
            kind = None
    if kind is not None:
        raise BuildError(f"{shown(str(txn))} is {kind}: it is not the transaction folder dala keeps beside "
                         f"{shown(str(out))}, and dala leaves it alone; move it away, then run the command again")


def _read_journal(txn: Path) -> tuple[dict, list[str]]:
    """The journal of ``txn``, keeping only entries dala can have written, and the entries left out.

    A journal that cannot be read is one of a build still being written.
    """
    try:
        journal = read_json(txn / JOURNAL)
    except (OSError, ValueError):
        return {"phase": "writing"}, []
    if not isinstance(journal, dict) or journal.get("phase") not in ("moving-out", "moving-in"):
        return {"phase": "writing"}, []
    old: dict[str, dict | None] = {}
    new: list[str] = []
    ignored: list[str] = []
    entries = journal.get("old")
    if isinstance(entries, list):  # names without records: only the report can be proven
        entries = {str(name): None for name in entries}
    for name, record in (entries.items() if isinstance(entries, dict) else ()):
        if (name == REPORT_NAME and record is None) or (is_build_file(name) and _valid_record(record)):
            old[name] = record
        else:
            ignored.append(name)
    entries = journal.get("new")
    for name in (entries if isinstance(entries, list) else ()):
        (new if is_build_file(name) else ignored).append(name)
    return {"phase": journal["phase"], "old": old, "new": new}, [str(name) for name in ignored]


def recover(out: Path) -> str | None:
    """Finish or discard an interrupted replacement of ``out``; say which (None: nothing to do).

    Call it holding :func:`output_lock`.
    """
    txn = _txn(out)
    if not os.path.lexists(txn):
        return None
    _checked_txn(out, txn)
    journal, ignored = _read_journal(txn)
    what = (f"{len(ignored)} journal entr{'y' if len(ignored) == 1 else 'ies'} naming no file a build writes, "
            f"e.g. {shown(ignored[0])}") if ignored else ""
    if journal["phase"] == "writing":
        shutil.rmtree(txn)
        return "removed an unfinished build"
    if not journal["old"] and not journal["new"]:
        shutil.rmtree(txn)
        return "removed an interrupted replacement with nothing to move" + (f" (ignored {what})" if what else "")
    kept = _move(out, txn, journal, verify=True)
    shutil.rmtree(txn)
    done = "finished the interrupted replacement of the earlier build"
    if ignored:
        done += f"; ignored {what}"
    if kept:
        done += (f"; kept {len(kept)} file(s) the journal names but whose bytes are not the earlier build's, "
                 f"e.g. {shown(kept[0])}")
    return done


def _check_plan(out: Path, earlier: Contents, new: Iterable[str]) -> None:
    """Refuse, before anything moves, a new file that would land on a user file, through a link,
    or below a user file standing where the build needs a folder."""
    clashes = []
    for name in new:
        _check_folders(out, name)
        if os.path.lexists(out / name) and name not in earlier.owned:
            clashes.append(name)
    if clashes:
        raise BuildError(f"--out {shown(str(out))}: the build would overwrite {len(clashes)} file(s) that are not "
                         f"part of a DaLA build, e.g. {shown(clashes[0])}; move them away and build again")


def _check_folders(out: Path, name: str) -> None:
    """The folders ``name`` goes in are real folders or missing (no link, no file in their place)."""
    folder = out
    for part in name.split("/")[:-1]:
        folder = folder / part
        where = shown(folder.relative_to(out).as_posix())
        if folder.is_symlink():
            raise BuildError(f"--out {shown(str(out))}: {where} is a symbolic link, and a build never writes "
                             f"through one ({shown(name)} would go there); remove the link or choose another "
                             "folder")
        if not folder.exists():
            return
        if not folder.is_dir():
            raise BuildError(f"--out {shown(str(out))}: {where} is a file of yours where the build needs a "
                             f"folder (for {shown(name)}); move it away and build again")


def _move(out: Path, txn: Path, journal: dict, verify: bool = False) -> list[str]:
    """Move the earlier build's files out of ``out`` and the new ones in (resumable).

    With ``verify`` (a journal read back from disk), an old file moves out
    only when its bytes are what the journal records, and a new file moves
    in only where nothing stands and no link leads; returns the old files
    left in place.
    """
    kept = []
    if journal["phase"] == "moving-out":
        for name, record in journal["old"].items():
            source = out / name
            if not os.path.lexists(source):
                continue
            if verify and (link_on_path(out, name) is not None or not (
                    _report(source) is not None if record is None else _matches(source, record))):
                kept.append(name)
                continue
            target = txn / "old" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
            if name == REPORT_NAME:
                _pause_for_tests("moving-out")
        _remove_empty_folders(out, journal["old"])
        journal = {**journal, "phase": "moving-in"}
        _write_journal(txn, journal)
        _pause_for_tests("moving-in")
    for name in journal["new"]:
        source = txn / "new" / name
        if source.is_symlink() or not source.is_file():
            continue
        target = out / name
        if verify:
            _check_folders(out, name)
            if os.path.lexists(target):
                raise BuildError(f"{shown(str(out))}: {shown(name)} stands where the interrupted replacement "
                                 "moves a new file; move it away and run the command again")
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(source, target)
    _write_journal(txn, {**journal, "phase": "done"})
    return kept


def _remove_empty_folders(out: Path, names: Iterable[str]) -> None:
    folders = {parent for name in names for parent in (out / name).parents if out in parent.parents}
    for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError as err:
            if err.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT, errno.ENOTDIR):
                raise


def _pause_for_tests(stage: str) -> None:
    marker = os.environ.get(PAUSE_ENV)
    if marker and os.environ.get(PAUSE_STAGE_ENV, "moving-in") == stage:
        Path(marker).write_text(str(os.getpid()), encoding="utf-8")
        time.sleep(120)


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait until the block ends (SIGKILL cannot: the journal covers it)."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def replace(path: Path, write: Callable[[Path], T]) -> T:
    """Run ``write`` into a transaction folder, then replace the earlier build in ``path``.

    Call it inside :func:`claimed`. Returns what ``write`` returned.
    Nothing in ``path`` changes unless ``write`` succeeds and the whole
    plan checks out; the user's files in ``path`` are never touched.
    """
    txn = _txn(path)
    (txn / "new").mkdir(parents=True)
    try:
        _write_journal(txn, {"phase": "writing"})
        _pause_for_tests("writing")
        result = write(txn / "new")
        new = sorted(p.relative_to(txn / "new").as_posix() for p in (txn / "new").rglob("*") if p.is_file())
        unknown = [name for name in new if not is_build_file(name)]
        if unknown:  # a later build would take the file for the user's and refuse to replace it
            raise RuntimeError(f"the build wrote {unknown[0]}, a name dala_pipeline.names.is_build_file does not "
                               "know: add it there")
        earlier = contents(path) if path.is_dir() else Contents()  # as it is now, not before the build
        if earlier.ignored:
            _warn(f"{path}: {_ignored_note(earlier.ignored)}")
        _check_plan(path, earlier, new)
        with _signals_held():
            journal = {"phase": "moving-out", "old": dict(sorted(earlier.owned.items())), "new": new}
            _write_journal(txn, journal)
            _move(path, txn, journal)
    except BaseException:
        journal_path = txn / JOURNAL
        phase = json.loads(journal_path.read_text(encoding="utf-8")).get("phase") if journal_path.exists() else None
        if phase not in ("moving-out", "moving-in"):
            shutil.rmtree(txn, ignore_errors=True)
        raise
    shutil.rmtree(txn)
    return result


def publish(out: str | Path, write: Callable[[Path], T], overwrite: bool = False,
            sources: Iterable[Path] = ()) -> T:
    """Check and lock ``out``, run ``write`` into a transaction folder, then replace the earlier build.

    Returns what ``write`` returned (see :func:`replace`).
    """
    with claimed(out, overwrite, sources) as path:
        return replace(path, write)
