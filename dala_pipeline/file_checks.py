"""Checks of a file: its checksums, read in blocks, and JSON of untrusted origin, read with bounds."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any


def file_blocks(path: Path) -> Iterator[bytes]:
    """The bytes of a file in 1 MiB blocks: hashing never holds a whole file."""
    with path.open("rb") as handle:
        yield from iter(lambda: handle.read(1 << 20), b"")


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    for block in file_blocks(path):
        digest.update(block)
    return digest.hexdigest()


def checksums(path: Path) -> tuple[int, str, str]:
    """Size, SHA-256 and git blob SHA-1 of a file."""
    size = path.stat().st_size
    sha256, git = hashlib.sha256(), hashlib.sha1(b"blob %d\0" % size)
    for block in file_blocks(path):
        sha256.update(block)
        git.update(block)
    return size, sha256.hexdigest(), git.hexdigest()


def git_blob_sha1(path: str | Path) -> str:
    """The SHA-1 git gives the file's content (``git hash-object``)."""
    return checksums(Path(path))[2]


#: The largest JSON file of untrusted origin read (a lock, a report, infos): far above any DaLA writes.
MAX_JSON_BYTES = 64 << 20


def parse_json(text: str | bytes, parse_constant: Callable[[str], object] | None = None,
               parse_int: Callable[[str], object] | None = None) -> Any:
    """JSON of untrusted origin; nesting too deep for the parser is a ValueError, as other bad JSON is
    (``parse_constant`` and ``parse_int`` as for :func:`json.loads`)."""
    try:
        return json.loads(text, parse_constant=parse_constant, parse_int=parse_int)
    except RecursionError:
        raise ValueError("nested too deeply") from None


class NotRegular(ValueError):
    """A file of untrusted origin that is no regular file: a FIFO would block a read, a device never end."""


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a file of untrusted origin, at most ``limit`` + 1 of them (more than ``limit``: too
    large); :class:`NotRegular` for a FIFO, a device or a folder (an OSError when it cannot be opened)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO opens without a writer
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise NotRegular("not a regular file (a FIFO, a device or a folder)")
    with os.fdopen(descriptor, "rb") as handle:
        return handle.read(limit + 1)


def read_json(path: Path, limit: int = MAX_JSON_BYTES) -> Any:
    """A JSON file of untrusted origin, read by :func:`read_regular` and :func:`parse_json`: a regular
    file of at most ``limit`` bytes, UTF-8. What is wrong with it is a ValueError (an OSError when it
    cannot be opened)."""
    data = read_regular(path, limit)
    if len(data) > limit:
        raise ValueError(f"larger than {limit >> 20} MiB" if limit >= 1 << 20 else f"larger than {limit} bytes")
    return parse_json(data.decode("utf-8"))
