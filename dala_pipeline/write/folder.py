"""Stage 7: the output folder: checked before the build, replaced safely after it.

Ownership. A build owns exactly the files it writes: ``build_report.json``
lists them with their size and SHA-256. A folder is an earlier build when
every file in it is listed in its report with that size and hash; any
other file is the user's. Without ``--overwrite`` a folder holding user
files is refused; with it, the build replaces only its own files and
keeps the user's (a git clone of the Hub repository keeps ``.git/``).
Some folders are refused even with ``--overwrite``: one that is, contains
or lies inside a source, the current folder or one of its parents, the
home folder, ``/``, and a mount point.

Replacement. The new build is written into a transaction folder beside
the output, ``.<name>.dala-txn/new``. Then, with SIGINT and SIGTERM held
back, the earlier build's files move into ``.../old`` and the new files
move in, each step recorded first in ``.../journal.json``. A process
killed in between leaves the journal; the next ``dala`` command on that
folder finishes the move before anything else. A file lock
(``.<name>.dala-lock``) keeps two builds out of the same folder: the
second one stops with a message.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import shutil
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from dala_pipeline.errors import BuildError, shown
from dala_pipeline.file_checks import file_sha256
from dala_pipeline.names import CARD_NAME, CHART_NAME, INFOS_NAME, REPORT_NAME

T = TypeVar("T")
JOURNAL = "journal.json"
#: Set by tests only: the swap stops halfway, after writing this file.
PAUSE_ENV = "DALA_TEST_PAUSE_IN_SWAP"
#: What a report without a file list (DaLA 0.1.0) owned.
_LEGACY_NAMES = frozenset({REPORT_NAME, CARD_NAME, INFOS_NAME, CHART_NAME})


def resolve_out(out: str | Path) -> Path:
    """``out`` as an absolute path with ``..`` and links resolved (``""`` is the current folder)."""
    return Path(os.path.abspath(str(out) or ".")).resolve()


def list_files(folder: Path) -> dict[str, dict[str, object]]:
    """Every file below ``folder`` (relative POSIX path -> size and SHA-256), sorted."""
    return {
        path.relative_to(folder).as_posix(): {"size": path.stat().st_size, "sha256": file_sha256(path)}
        for path in sorted(p for p in folder.rglob("*") if p.is_file())
    }


@dataclass(frozen=True)
class Contents:
    """What an existing output folder holds: the earlier build's files and the user's."""

    owned: frozenset[str]
    changed: frozenset[str]
    user: frozenset[str]


def _entries(folder: Path) -> Iterator[str]:
    """Relative POSIX paths of the files and links below ``folder`` (not following links)."""
    for root, dirs, files in os.walk(folder):
        base = Path(root)
        for name in files + [d for d in dirs if (base / d).is_symlink()]:
            yield (base / name).relative_to(folder).as_posix()


def contents(folder: Path) -> Contents:
    """Sort the files of ``folder`` into the earlier build's and the user's."""
    listed = _listed_files(folder)
    owned, changed, user = set(), set(), set()
    for name in _entries(folder):
        path = folder / name
        if name in listed and not path.is_symlink():
            owned.add(name)
            expected = listed[name]
            if expected is not None and (path.stat().st_size != expected["size"]
                                         or file_sha256(path) != expected["sha256"]):
                changed.add(name)
        else:
            user.add(name)
    return Contents(frozenset(owned), frozenset(changed), frozenset(user))


def _listed_files(folder: Path) -> dict[str, dict | None]:
    """The files the folder's build report says its build wrote (None: size and hash unknown)."""
    report_path = folder / REPORT_NAME
    if not report_path.is_file() or report_path.is_symlink():
        return {}
    try:
        report = json.loads(report_path.read_text(encoding="utf-8"))
    except (ValueError, OSError):
        return {}
    if not isinstance(report, dict) or report.get("tool") != "dala":
        return {}
    listed: dict[str, dict | None] = {REPORT_NAME: None}
    files = report.get("files")
    if isinstance(files, dict):
        listed.update({name: info for name, info in files.items()
                       if isinstance(info, dict) and {"size", "sha256"} <= info.keys()})
        return listed
    # DaLA 0.1.0 wrote no file list: its card, infos, chart and split files
    for name in _LEGACY_NAMES:
        listed[name] = None
    for path in folder.glob("*/*-00000-of-00001.parquet"):
        listed[path.relative_to(folder).as_posix()] = None
    return listed


def _protected(out: Path, sources: Iterable[Path]) -> str | None:
    """Why ``out`` may never be written, even with ``--overwrite`` (None: it may)."""
    cwd = Path.cwd().resolve()
    if out == Path(out.anchor):
        return "it is the root folder"
    if out == Path.home().resolve():
        return "it is the home folder"
    if out == cwd or out in cwd.parents:
        return "it is the current folder or one of its parents"
    for source in sources:
        source = Path(source).resolve()
        if out == source or out in source.parents:
            return f"it holds the source {shown(str(source))}"
        if source in out.parents:
            return f"it lies inside the source {shown(str(source))}"
    if out.is_dir() and os.path.ismount(out):
        return "it is a mount point"
    return None


def check_output_folder(out: str | Path, overwrite: bool = False, sources: Iterable[Path] = ()) -> Path:
    """The resolved ``out`` if a build may be written there, else :class:`BuildError`.

    A missing or empty folder, or an earlier build with nothing else in it,
    may be replaced. A folder with user files, or with files of the earlier
    build changed since, needs ``--overwrite`` (which keeps the user files).
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
        raise BuildError(f"--out {shown(str(path))} holds {' and '.join(what)}; use --overwrite to replace "
                         "only the build's own files (yours are kept), or choose another folder")
    return path


def _txn(out: Path) -> Path:
    return out.parent / f".{out.name}.dala-txn"


@contextmanager
def output_lock(out: Path) -> Iterator[None]:
    """Hold ``.<name>.dala-lock`` beside ``out``; a second holder is refused at once."""
    lock_path = out.parent / f".{out.name}.dala-lock"
    out.parent.mkdir(parents=True, exist_ok=True)
    while True:
        handle = open(lock_path, "a+")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            raise BuildError(f"another dala command is writing {shown(str(out))}; wait for it to finish "
                             f"(lock {shown(str(lock_path))})") from None
        try:
            if os.fstat(handle.fileno()).st_ino == os.stat(lock_path).st_ino:
                break
        except FileNotFoundError:
            pass
        handle.close()  # the file was replaced while we waited for it: lock the new one
    try:
        yield
    finally:
        try:
            lock_path.unlink()
        except FileNotFoundError:
            pass
        handle.close()


def _write_journal(txn: Path, journal: dict) -> None:
    temporary = txn / (JOURNAL + ".tmp")
    with temporary.open("w", encoding="utf-8") as handle:
        json.dump(journal, handle)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, txn / JOURNAL)


def recover(out: Path) -> str | None:
    """Finish or discard an interrupted replacement of ``out``; say which (None: nothing to do).

    Call it holding :func:`output_lock`.
    """
    txn = _txn(out)
    if not txn.exists():
        return None
    try:
        journal = json.loads((txn / JOURNAL).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        journal = {"phase": "writing"}
    if journal.get("phase") in ("moving-out", "moving-in"):
        _move(out, txn, journal)
        shutil.rmtree(txn)
        return "finished the interrupted replacement of the earlier build"
    shutil.rmtree(txn)
    return "removed an unfinished build"


def _move(out: Path, txn: Path, journal: dict) -> None:
    """Move the earlier build's files out of ``out`` and the new ones in (resumable)."""
    if journal["phase"] == "moving-out":
        for name in journal["old"]:
            source = out / name
            if source.exists() or source.is_symlink():
                target = txn / "old" / name
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(source, target)
        _remove_empty_folders(out, journal["old"])
        journal = {**journal, "phase": "moving-in"}
        _write_journal(txn, journal)
        _pause_for_tests()
    out.mkdir(exist_ok=True)
    for name in journal["new"]:
        source = txn / "new" / name
        if source.exists():
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
    _write_journal(txn, {**journal, "phase": "done"})


def _remove_empty_folders(out: Path, names: Iterable[str]) -> None:
    folders = {parent for name in names for parent in (out / name).parents if out in parent.parents}
    for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError as err:
            if err.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT):
                raise


def _pause_for_tests() -> None:
    marker = os.environ.get(PAUSE_ENV)
    if marker:
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


def publish(out: str | Path, write: Callable[[Path], T], overwrite: bool = False,
            sources: Iterable[Path] = ()) -> T:
    """Check ``out``, run ``write`` into a transaction folder, then replace the earlier build.

    Returns what ``write`` returned. Nothing in ``out`` changes unless
    ``write`` succeeds; the user's files in ``out`` are never touched.
    """
    sources = list(sources)
    path = check_output_folder(out, overwrite, sources)
    with output_lock(path):
        recover(path)
        path = check_output_folder(out, overwrite, sources)
        earlier = contents(path) if path.is_dir() else Contents(frozenset(), frozenset(), frozenset())
        txn = _txn(path)
        (txn / "new").mkdir(parents=True)
        try:
            _write_journal(txn, {"phase": "writing"})
            result = write(txn / "new")
            new = sorted(p.relative_to(txn / "new").as_posix() for p in (txn / "new").rglob("*") if p.is_file())
            clashes = sorted(set(new) & earlier.user)
            if clashes:
                raise BuildError(f"--out {shown(str(path))}: the build would overwrite {len(clashes)} file(s) "
                                 f"that are not part of a DaLA build, e.g. {shown(clashes[0])}; move them away "
                                 "and build again")
            with _signals_held():
                journal = {"phase": "moving-out", "old": sorted(earlier.owned), "new": new}
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
