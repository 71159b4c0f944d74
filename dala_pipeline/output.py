"""Stage 7: the output folder: checked before the build, swapped in after it.

Everything is written to a staging folder beside the output and renamed
into place at the end, so a failed build leaves the previous output intact.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .errors import BuildError
from .names import REPORT_NAME

T = TypeVar("T")


def is_previous_build(folder: Path) -> bool:
    report = folder / REPORT_NAME
    if not report.is_file():
        return False
    try:
        return json.loads(report.read_text(encoding="utf-8")).get("tool") == "dala"
    except (ValueError, OSError):
        return False


def check_output_folder(out: Path, overwrite: bool = False) -> Path:
    """``out`` as an absolute path, if a build may be written there; else :class:`BuildError`.

    ``out`` may be missing, empty or a previous DaLA build; any other
    non-empty folder is refused unless ``overwrite``.
    """
    out = Path(out).absolute()
    if out.exists() and not out.is_dir():
        raise BuildError(f"--out {out} exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not is_previous_build(out) and not overwrite:
        raise BuildError(f"--out {out} is a non-empty folder that is not a DaLA build; use --overwrite to replace it")
    return out


def publish(out: Path, write: Callable[[Path], T], overwrite: bool = False) -> T:
    """Run ``write`` into a staging folder, then swap it in for ``out``
    (checked by :func:`check_output_folder`)."""
    out = check_output_folder(out, overwrite)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.staging-", dir=out.parent))
    try:
        result = write(staging)
        os.chmod(staging, 0o755)
        if out.exists():
            retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
            os.replace(out, retired / out.name)
            os.replace(staging, out)
            shutil.rmtree(retired)
        else:
            os.replace(staging, out)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    return result
