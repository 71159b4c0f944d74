"""Whether a file can be read as a source: what the readers of CoNLL-U and of text ask first."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from dala_pipeline.errors import shown


def unreadable(path: Path) -> str | None:
    """Why ``path`` cannot be read as a source file, or None when it can."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISREG(mode):
            path.open("rb").close()
    except OSError as err:
        if err.errno == errno.ENOENT and path.is_symlink():
            return f"cannot read: a symbolic link to {shown(os.readlink(path))}, which does not exist"
        if err.errno == errno.ELOOP:
            return "cannot read: a loop of symbolic links"
        return f"cannot read: {err.strerror or type(err).__name__}"
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if not stat.S_ISREG(mode):
        return "not a regular file"
    return None
