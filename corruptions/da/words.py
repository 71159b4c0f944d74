"""The Danish rules' word lists: package data files in ``corruptions/da/data/`` (origin in its README)."""

from __future__ import annotations

from corruptions.word_lists import load_table, load_word_list

#: The Danish copulas (lemmas).
COPULAS = frozenset({"være", "blive"})
#: The Danish vowel letters.
VOWELS = frozenset("aeiouyæøå")


def word_list(name: str) -> frozenset[str]:
    """The words of ``corruptions/da/data/<name>``, lower-cased (see :func:`~corruptions.word_lists.load_word_list`)."""
    return load_word_list(name, "corruptions.da")


def table(name: str) -> list[list[str]]:
    """The rows of the tab-separated ``corruptions/da/data/<name>`` (see :func:`~corruptions.word_lists.load_table`)."""
    return load_table(name, "corruptions.da")
