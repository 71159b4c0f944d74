"""The Bokmål hunspell dictionary (package data, ISO-8859-1) with its additions, for lexicon checks; see
:mod:`corruptions.lexicon`."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from corruptions.lexicon import Lexicon


def dictionary_stem() -> Path:
    """``.../hunspell_nb_NO/nb_NO``: the path spylls reads ``.aff`` and ``.dic`` from."""
    return Path(str(resources.files("corruptions.nb").joinpath("data").joinpath("hunspell_nb_NO").joinpath("nb_NO")))


def additions_path() -> Path:
    """``data/dictionary_additions.txt``: common Bokmål words the dictionary lacks (its README says which)."""
    return Path(str(resources.files("corruptions.nb").joinpath("data").joinpath("dictionary_additions.txt")))


@cache
def shared_lexicon() -> Lexicon:
    """One :class:`Lexicon` per process, loaded on first use (about 3.5 s: load it only where it is asked)."""
    return Lexicon(dictionary_stem(), additions=additions_path())
