"""Errors that carry what a user needs to fix their input or build."""

from __future__ import annotations

import os
import re

#: Characters of input quoted in a message at most.
QUOTE_LIMIT = 200


def quoted(value: str, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a Python literal (control, bidi and other invisible
    characters escaped), cut to ``limit`` characters."""
    if len(value) <= limit:
        return repr(value)
    return f"{value[:limit]!r}... ({len(value) - limit} more characters)"


def shown(value: str, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as it is when short and printable, else :func:`quoted`."""
    return value if len(value) <= limit and value.isprintable() else quoted(value, limit)


#: A value :func:`quoted` put in a message.
_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'(?:\.\.\. \(\d+ more characters\))?" + r'|"(?:[^"\\]|\\.)*"')


def problem_kind(problem: str) -> str:
    """What a problem says with the values it quotes left out: the reason skipped records are
    counted by (``FORM 'Hej\\x96' contains U+0096, ...`` -> ``FORM '…' contains U+0096, ...``)."""
    return _QUOTED.sub("'…'", problem.partition(": ")[0] if problem.startswith(("not a JSON object: ",
                                                                                  "cannot read: ")) else problem)


class DalaError(Exception):
    """Base class: a failure the command line reports without a traceback."""

    exit_code = 2


class CheckFailed(DalaError):
    """A rebuild differs from the committed lock."""

    exit_code = 1


class SourceError(DalaError):
    """Bad CoNLL-U input, located by file, line and (when known) sentence."""

    def __init__(self, path: str | os.PathLike[str], line: int | None, problem: str, sent_id: str | None = None):
        self.path = str(path)
        self.line = line
        self.problem = problem
        self.sent_id = sent_id
        where = shown(self.path) if line is None else f"{shown(self.path)}:{line}"
        if sent_id is not None:
            where += f" (sent_id {shown(sent_id)})"
        super().__init__(f"{where}: {problem}")

    def __reduce__(self):
        # rebuilt from its fields: a worker process sends it to the parent pickled
        return (type(self), (self.path, self.line, self.problem, self.sent_id))


class DownloadError(DalaError):
    """A source file could not be fetched or failed its checksum."""


class BuildError(DalaError):
    """A config cannot be built from the given source and settings."""


class UnbuildableError(BuildError):
    """The source has too few pairs for a config's split sizes."""


class GateError(BuildError):
    """A config failed the publication gate."""
