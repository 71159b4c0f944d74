"""Word lists of the rules: package data files in ``corruptions/data/``, each
described in its README; shared lists are loaded from one file, not repeated."""

from __future__ import annotations

from importlib import resources


def _lines(name: str, package: str) -> list[str]:
    """The lines of the data file ``data/<name>`` of ``package`` that are neither blank nor ``#`` comments."""
    text = resources.files(package).joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def load_word_list(name: str, package: str = "corruptions") -> frozenset[str]:
    """The words of the data file ``data/<name>`` of ``package`` (a language's folder): one per line,
    ``#`` comments, lower-cased."""
    return frozenset(line.strip().lower() for line in _lines(name, package))


def load_table(name: str, package: str) -> list[list[str]]:
    """The rows of the tab-separated data file ``data/<name>`` of ``package``, ``#`` comments left out."""
    return [line.split("\t") for line in _lines(name, package)]
