"""The Nynorsk hunspell dictionary (package data, ISO-8859-1), for lexicon checks; see
:mod:`corruptions.lexicon`. It lists full forms (``data/hunspell_nn_NO/README.md``): a form it lists is a
Nynorsk word form, of some word."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from corruptions.lexicon import Lexicon


def dictionary_stem() -> Path:
    """``.../hunspell_nn_NO/nn_NO``: the path spylls reads ``.aff`` and ``.dic`` from."""
    return Path(str(resources.files("corruptions.nn").joinpath("data").joinpath("hunspell_nn_NO").joinpath("nn_NO")))


@cache
def shared_lexicon() -> Lexicon:
    """One :class:`Lexicon` per process, loaded on first use (about 2.5 s: load it only where it is asked)."""
    return Lexicon(dictionary_stem())
