"""Errors that carry what a user needs to fix their input or build."""

from __future__ import annotations


class DalaError(Exception):
    """Base class: a failure the command line reports without a traceback."""

    exit_code = 2


class CheckFailed(DalaError):
    """A rebuild differs from the committed lock."""

    exit_code = 1


class SourceError(DalaError):
    """Bad CoNLL-U input, located by file, line and (when known) sentence."""

    def __init__(self, path: str, line: int | None, problem: str, sent_id: str | None = None):
        self.path = str(path)
        self.line = line
        self.problem = problem
        self.sent_id = sent_id
        where = self.path if line is None else f"{self.path}:{line}"
        if sent_id is not None:
            where += f" (sent_id {sent_id})"
        super().__init__(f"{where}: {problem}")


class DownloadError(DalaError):
    """A source file could not be fetched or failed its checksum."""


class BuildError(DalaError):
    """A config cannot be built from the given source and settings."""


class UnbuildableError(BuildError):
    """The source has too few pairs for a config's split sizes."""


class GateError(BuildError):
    """A config failed the publication gate."""
