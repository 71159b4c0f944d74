"""What the commands share: the default folder, ``--language``, the language a build records, and
the checks of an engine and of a text folder made before any work.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from corruptions import registry
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.file_checks import read_json
from dala_pipeline.names import REPORT_NAME
from dala_pipeline.read.files import unreadable
from dala_pipeline.settings import BuildSettings, Engine

DEFAULT_OUT = "dala"


def language_argument(parser: argparse.ArgumentParser, of_a_build: bool = False) -> None:
    """``--language``: of the text (default: the default language), or ``of_a_build`` (default: None,
    read from the build's report by :func:`recorded_language`)."""
    if of_a_build:
        parser.add_argument("--language", choices=tuple(registry.LANGUAGES),
                            help="the language of the build (default: the one its build_report.json records, "
                                 f"else {registry.DEFAULT_LANGUAGE})")
    else:
        parser.add_argument("--language", default=registry.DEFAULT_LANGUAGE, choices=tuple(registry.LANGUAGES),
                            help=f"the language of the text (default: {registry.DEFAULT_LANGUAGE})")


def build_language(folder: Path, given: str | None) -> str:
    """The language of a build to review: the one its report records; a ``--language`` that contradicts
    it is refused (a review in another language checks with another dictionary and asks for another
    language)."""
    recorded = recorded_language(folder)
    if given is not None and given != recorded and (folder / REPORT_NAME).is_file():
        raise DalaError(f"--language {given}: the build in {shown(str(folder))} is in "
                        f"{registry.language(recorded).name} ({recorded}), as its {REPORT_NAME} records; "
                        f"review it in its own language (leave out --language)")
    return given or recorded


def recorded_language(folder: Path) -> str:
    """The language a build folder's ``build_report.json`` records (a file of the user's: read with
    care), or the default language when there is no report or it records none."""
    path = folder / REPORT_NAME
    if not path.exists() and not path.is_symlink():
        return registry.DEFAULT_LANGUAGE
    problem = unreadable(path)  # a FIFO or a device would block the read
    if problem:
        raise DalaError(f"{shown(str(path))}: {problem}; give --language")
    try:
        report = read_json(path)
    except (OSError, ValueError) as err:
        raise DalaError(f"{shown(str(path))}: cannot read the build report: "
                        f"{err.strerror if isinstance(err, OSError) else err}; "
                        "give --language") from None
    settings = report.get("settings") if isinstance(report, dict) else None
    code = settings.get("language") if isinstance(settings, dict) else None
    if code is None:
        return registry.DEFAULT_LANGUAGE
    if not isinstance(code, str) or code not in registry.LANGUAGES:
        raise DalaError(f"{shown(str(path))}: records the language {shown(str(code))}, which this dala does "
                        f"not know (known: {', '.join(registry.LANGUAGES)}); give --language")
    return code


def check_engine(settings: BuildSettings) -> None:
    """An engine that is not installed, a cluster that does not answer and workers that cannot fit
    are named before any work."""
    import importlib.util

    if settings.engine is not Engine.RAY:
        return
    if importlib.util.find_spec("ray") is None:
        raise DalaError("--engine ray needs Ray: pip install 'dala[ray]'")
    from dala_pipeline.ray_engine import RayEngine

    RayEngine(settings).check()


def note_left_out(paths) -> None:
    """Name, on stderr, every entry of a text folder that is not read (not ``.txt`` or ``.jsonl``)."""
    from dala_pipeline.read.text import left_out

    skipped = left_out(paths)
    if skipped:
        print(f"dala: note: {len(skipped)} entries of the text folder are not .txt or .jsonl and are not read: "
              f"{', '.join(shown(str(p)) for p in skipped)}", file=sys.stderr)


def quiet_datasets() -> None:
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
