"""The Danish hunspell dictionary (package data), for lexicon checks; see :mod:`corruptions.lexicon`."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from corruptions.lexicon import Lexicon, suffix_tags

__all__ = ["Lexicon", "dictionary_stem", "shared_lexicon", "suffix_tags"]

#: Tags of the Danish ``.aff`` that describe how a form is spelt, not what word it is.
SPELLING_TAGS = frozenset({"KONSONANT_FORDOBLING", "ORD_SIDST", "FUGNING"})


def dictionary_stem() -> Path:
    """``.../hunspell_da_DK/da_DK``: the path spylls reads ``.aff`` and ``.dic`` from."""
    return Path(str(resources.files("corruptions.da").joinpath("data").joinpath("hunspell_da_DK").joinpath("da_DK")))


@cache
def shared_lexicon() -> Lexicon:
    """One :class:`Lexicon` per process, loaded on first use (a build asks per sentence)."""
    return Lexicon(dictionary_stem(), SPELLING_TAGS)
