"""Word lists of the rules: package data files in ``corruptions/data/``, each
described in its README; shared lists are loaded from one file, not repeated."""

from __future__ import annotations

from importlib import resources


def load_word_list(name: str, package: str = "corruptions") -> frozenset[str]:
    """The words of the data file ``data/<name>`` of ``package`` (a language's folder): one per line,
    ``#`` comments, lower-cased."""
    text = resources.files(package).joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return frozenset(line.strip().lower() for line in text.splitlines()
                     if line.strip() and not line.startswith("#"))
