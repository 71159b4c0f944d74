"""The Swedish hunspell dictionary (package data, UTF-8) with its additions, for lexicon checks; see
:mod:`corruptions.lexicon`."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from corruptions.lexicon import Lexicon


def dictionary_stem() -> Path:
    """``.../hunspell_sv_SE/sv_SE``: the path spylls reads ``.aff`` and ``.dic`` from."""
    return Path(str(resources.files("corruptions.sv").joinpath("data").joinpath("hunspell_sv_SE").joinpath("sv_SE")))


def additions_path() -> Path:
    """``data/dictionary_additions.txt``: common Swedish words the dictionary lacks (its README says which)."""
    return Path(str(resources.files("corruptions.sv").joinpath("data").joinpath("dictionary_additions.txt")))


@cache
def shared_lexicon() -> Lexicon:
    """One :class:`Lexicon` per process, loaded on first use (about 3 s: load it only where it is asked)."""
    return Lexicon(dictionary_stem(), additions=additions_path())
