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


def nynorsk_stem() -> Path:
    """``.../hunspell_nn_NO/nn_NO``: the Nynorsk dictionary, evidence that a word is Nynorsk."""
    return Path(str(resources.files("corruptions.nb").joinpath("data").joinpath("hunspell_nn_NO").joinpath("nn_NO")))


@cache
def nynorsk_entries() -> frozenset[str]:
    """The forms the Nynorsk ``.dic`` lists as entries, lower-cased (most entries are full forms). Read as
    a set, not loaded with spylls: a fraction of a second rather than seconds, in every Bokmål build."""
    with open(f"{nynorsk_stem()}.dic", encoding="iso-8859-1") as handle:
        next(handle)  # the entry count
        return frozenset(line.split("/", 1)[0].strip().lower() for line in handle if line.strip())
