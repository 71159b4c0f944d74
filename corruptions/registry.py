"""The languages, each a folder under ``corruptions/`` that declares its
:class:`~corruptions.language.Language`: configs, the report, docs and tests
read their rules from here."""

from __future__ import annotations

from collections.abc import Iterable

from . import da, nb, nn, sv
from .base import Annotation, Corruption
from .language import Language

#: Every language, by code; adding one is its folder and one entry here.
LANGUAGES: dict[str, Language] = {lang.code: lang for lang in (da.LANGUAGE, nb.LANGUAGE, sv.LANGUAGE, nn.LANGUAGE)}
#: The language of a build that names none.
DEFAULT_LANGUAGE = "da"


def language(code: str = DEFAULT_LANGUAGE) -> Language:
    if code not in LANGUAGES:
        raise KeyError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    return LANGUAGES[code]


def get(name: str, code: str = DEFAULT_LANGUAGE) -> Corruption:
    return language(code).get(name)


def names(code: str = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    return language(code).names()


def all_names() -> tuple[str, ...]:
    """Every rule name of every language, once each, in registry order (the basic ones are shared)."""
    return tuple(dict.fromkeys(name for lang in LANGUAGES.values() for name in lang.names()))


def needs(names: Iterable[str], code: str = DEFAULT_LANGUAGE) -> dict[Annotation, list[str]]:
    """For each layer of annotation, the rules among ``names`` that read it."""
    return language(code).needs(list(names))


def default_names(code: str = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    """Corruptions on by default: the language's own and the basic fallback."""
    return language(code).default_names()
