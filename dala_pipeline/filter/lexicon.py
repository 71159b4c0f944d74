"""The Danish hunspell dictionary (package data), for lexicon checks.

Read with ``spylls``, a pure-Python hunspell implementation: install it with
``pip install 'dala[review]'`` (the tests install it too). Lookups go
through Danish compounding, which costs milliseconds a word, so
:class:`Lexicon` caches them by form.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources
from pathlib import Path

from dala_pipeline.errors import DalaError

INSTALL_HINT = "pip install 'dala[review]'"


def dictionary_stem() -> Path:
    """``.../hunspell_da_DK/da_DK``: the path spylls reads ``.aff`` and ``.dic`` from."""
    return Path(str(resources.files("dala_pipeline").joinpath("data", "hunspell_da_DK", "da_DK")))


class Lexicon:
    """Whether a word form is in the Danish dictionary (compounds included)."""

    def __init__(self, stem: Path | None = None):
        try:
            from spylls.hunspell import Dictionary
        except ImportError as err:
            raise DalaError(f"the Danish dictionary needs spylls: {INSTALL_HINT}") from err
        self._dictionary = Dictionary.from_files(str(stem or dictionary_stem()))
        self.knows = lru_cache(maxsize=None)(self._lookup)

    def _lookup(self, word: str) -> bool:
        return bool(self._dictionary.lookup(word))


@cache
def shared_lexicon() -> Lexicon:
    """One :class:`Lexicon` per process, loaded on first use (a build's filter asks per sentence)."""
    return Lexicon()
