"""Which files a command may replace, and writing them so that a later run can tell.

The rule of every command that writes (``dala build`` keeps it for a whole
folder in :mod:`.write.folder`): a file is ours only if its bytes are what
we wrote. A command that writes a single file (``dala review score
--out``, ``dala review auto --out``, ``dala parse -o``, each results file
of ``dala evaluate``) records its size and SHA-256 beside it, in
``.<name>.dala-written``; a later run replaces the file only while its
bytes still match that record. A file the user wrote, or one of ours they
have edited since (notes added to ``results.md``), is refused, as is a
command's own input given as its output, a symbolic link, and a record
that is not one dala writes.

The bytes go into a temporary file created exclusively (``O_EXCL``,
``O_NOFOLLOW``) under a fresh random name, then are moved over the
target: a link or a user's file with a temporary-looking name is never
written through nor deleted; only the temporary file this process made is.

Some folders are never written, whatever they hold: the root folder, the
home folder, the current folder and its parents, a mount point, and one
that is, holds or lies inside an input (:func:`protected`).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO

from dala_pipeline.errors import DalaError, shown
from dala_pipeline.file_checks import read_json

RECORD_SUFFIX = ".dala-written"
TEMP_SUFFIX = ".dala-tmp"
#: The largest file a record is compared with (a bigger one is not ours).
_MAX_OWNED = 1 << 34


class OutputError(DalaError):
    """An output a command refuses to write."""


def protected(out: Path, sources: Iterable[Path] = (), inside: bool = True) -> str | None:
    """Why the folder ``out`` (resolved) may never be written, or None: it is the root, the home or
    the current folder or one of its parents, a mount point, or it is, holds or (with ``inside``)
    lies inside a source."""
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
        if inside and source in out.parents:
            return f"it lies inside the source {shown(str(source))}"
    if out.is_dir() and os.path.ismount(out):
        return "it is a mount point"
    return None


def refuse_protected(out: Path, sources: Iterable[Path] = (), flag: str = "--out", inside: bool = True) -> None:
    """:func:`protected` as the one line ``dala build`` prints."""
    why = protected(out, sources, inside)
    if why is not None:
        raise OutputError(f"{flag} {shown(str(out))} is refused: {why}; choose another folder")


def record_path(path: Path) -> Path:
    """Where the record of what dala wrote to ``path`` is kept."""
    return path.with_name(f".{path.name}{RECORD_SUFFIX}")


def _digest(path: Path) -> tuple[int, str] | None:
    """Size and SHA-256 of a regular file reached without a link at its last step (None: not one)."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError:
        return None
    with os.fdopen(handle, "rb") as source:
        info = os.fstat(source.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > _MAX_OWNED:
            return None
        digest = hashlib.sha256()
        while block := source.read(1 << 20):
            digest.update(block)
        return info.st_size, digest.hexdigest()


def _record(path: Path) -> dict | None:
    """The record beside ``path`` if it is one dala writes (None: missing or not one)."""
    found = record_path(path)
    if found.is_symlink() or not found.is_file():
        return None
    try:
        data = read_json(found, limit=4096)  # a record is a few hundred bytes
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("tool") == "dala" and data.get("file") == path.name
            and type(data.get("size")) is int and isinstance(data.get("sha256"), str)):
        return None
    return data


def is_ours(path: Path) -> bool:
    """Whether ``path`` is a regular file whose bytes are those dala recorded writing there."""
    record = _record(path)
    if record is None or os.path.islink(path):
        return False
    return _digest(path) == (record["size"], record["sha256"])


def _same(path: Path, other: Path) -> bool:
    with suppress(OSError):
        if os.path.exists(path) and os.path.exists(other):
            return os.path.samefile(path, other)
    return Path(os.path.abspath(path)).resolve() == Path(os.path.abspath(other)).resolve()


def check_target(path: Path, tool: str, flag: str, inputs: Iterable[Path] = ()) -> None:
    """Refuse, before any work, to write ``path``: one of the command's ``inputs``, a folder, a link,
    a file dala did not write (or that was edited since), or where a record that is not dala's stands."""
    where = shown(str(path))
    for given in inputs:
        if _same(path, Path(given)):
            raise OutputError(f"{flag} {where} is an input of this command; choose another file to write")
    if os.path.islink(path):
        raise OutputError(f"{flag} {where} is a symbolic link, and dala never writes through one; "
                          "remove it or choose another file")
    if path.is_dir():
        raise OutputError(f"{flag} {where} is a folder; name the file to write")
    parent = path.parent
    if parent.exists() and not parent.is_dir():
        raise OutputError(f"{flag} {where}: {shown(str(parent))} is a file, not a folder")
    if os.path.lexists(path) and not is_ours(path):
        raise OutputError(f"{where} exists and was not written by {tool}, or was edited since; "
                          f"move it away or choose another {flag}")
    record = record_path(path)
    if os.path.lexists(record) and _record(path) is None:
        raise OutputError(f"{shown(str(record))} is in the way: dala records there what it writes to {where}, "
                          "and this file is not such a record; move it away")


def _exclusive(folder: Path, name: str) -> tuple[Path, int]:
    """A new file beside ``name`` that only this call created, and its descriptor."""
    while True:
        path = folder / f".{name}.{secrets.token_hex(6)}{TEMP_SUFFIX}"
        try:
            return path, os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
        except FileExistsError:
            continue  # someone's file has this name: it is left alone


def _put(path: Path, write) -> None:
    """Write into an exclusive temporary file, then move it over ``path``; the temporary file goes on failure."""
    temporary, handle = _exclusive(path.parent, path.name)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as sink:
            write(sink)
            sink.flush()
            os.fsync(sink.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(FileNotFoundError):
            temporary.unlink()
        raise


def _staged(path: Path, tool: str, flag: str) -> tuple[Path, int]:
    """A new temporary file beside ``path``, checked (:func:`check_target`) to be one dala may
    replace, and its descriptor; a folder that cannot be made or written is named as ``path``'s."""
    check_target(path, tool, flag)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _exclusive(path.parent, path.name)
    except OSError as err:
        raise OutputError(f"{flag} {shown(str(path))}: cannot write there: "
                          f"{(err.strerror or type(err).__name__).lower()}") from None


def _replace(path: Path, temporary: Path, tool: str, flag: str) -> None:
    """Move a finished temporary file over ``path`` and record what dala wrote there."""
    check_target(path, tool, flag)  # what appeared there meanwhile is not replaced either
    found = _digest(temporary)
    if found is None:
        raise OutputError(f"{shown(str(temporary))} was replaced while dala wrote it")
    size, sha256 = found
    os.replace(temporary, path)
    record = {"tool": "dala", "command": tool, "file": path.name, "size": size, "sha256": sha256}
    _put(record_path(path), lambda sink: sink.write(json.dumps(record) + "\n"))


@contextmanager
def writing(path: Path, tool: str, flag: str) -> Iterator[IO[str]]:
    """A text stream whose contents replace ``path`` when the block ends without an error (nothing
    changes otherwise), recorded as dala's; ``path`` is checked by :func:`check_target` first."""
    temporary, handle = _staged(path, tool, flag)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as sink:
            yield sink
            sink.flush()
            os.fsync(sink.fileno())
        _replace(path, temporary, tool, flag)
    except BaseException:
        with suppress(FileNotFoundError):
            temporary.unlink()
        raise


def write_texts(outputs: Iterable[tuple[Path, str, str]], tool: str) -> None:
    """Replace each ``(path, text, flag)`` path with its text, all or none: every text is written in
    full to its temporary file before any replaces its target (see :func:`writing`)."""
    staged: list[tuple[Path, Path, str]] = []
    try:
        for path, text, flag in outputs:
            temporary, handle = _staged(path, tool, flag)
            staged.append((path, temporary, flag))
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as sink:
                sink.write(text)
                sink.flush()
                os.fsync(sink.fileno())
        for path, temporary, flag in staged:
            _replace(path, temporary, tool, flag)
    except BaseException:
        for _, temporary, _ in staged:
            with suppress(FileNotFoundError):
                temporary.unlink()
        raise


def write_text(path: Path, text: str, tool: str, flag: str) -> None:
    """Replace ``path`` with ``text`` (see :func:`writing`)."""
    with writing(path, tool, flag) as sink:
        sink.write(text)
