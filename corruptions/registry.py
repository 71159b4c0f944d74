"""The one list of corruptions: configs, the report, docs and tests read it."""

from __future__ import annotations

from collections.abc import Iterable

from .base import Annotation, Corruption
from .basic import Delete, FlipNeighbours
from .confusables import FlipAfAd, FlipFarFor, FlipLiggeLaegge
from .determiners import FlipEnEtSuffix, FlipIndefiniteArticle, FlipNogleNogen
from .endings import CorruptEndeEne, CorruptGenitive
from .pronouns import FlipHanHunToDet, FlipNounSubjPronOrder, FlipPronouns, FlipSomDer
from .r_problems import CorruptAdjectiveR, CorruptNounR, CorruptVerbR
from .spelling import CorruptSpelling

REGISTRY: tuple[Corruption, ...] = (
    FlipIndefiniteArticle(),
    FlipEnEtSuffix(),
    FlipNogleNogen(),
    CorruptEndeEne(),
    FlipPronouns(),
    FlipSomDer(),
    FlipHanHunToDet(),
    CorruptSpelling(),
    FlipLiggeLaegge(),
    CorruptVerbR(),
    CorruptNounR(),
    CorruptAdjectiveR(),
    CorruptGenitive(),
    FlipFarFor(),
    FlipAfAd(),
    FlipNounSubjPronOrder(),
    FlipNeighbours(),
    Delete(),
)

if len({c.name for c in REGISTRY}) != len(REGISTRY):
    raise RuntimeError("two registered corruptions share a name")
for _rule in REGISTRY:
    if not isinstance(getattr(_rule, "reads", None), frozenset):
        raise RuntimeError(f"{type(_rule).__name__} must declare the annotation it reads: reads = frozenset({{...}})")


def get(name: str) -> Corruption:
    for corruption in REGISTRY:
        if corruption.name == name:
            return corruption
    raise KeyError(f"unknown corruption {name!r}; known: {', '.join(sorted(names()))}")


def names() -> tuple[str, ...]:
    return tuple(c.name for c in REGISTRY)


def needs(names: Iterable[str]) -> dict[Annotation, list[str]]:
    """For each layer of annotation, the rules among ``names`` that read it."""
    return {layer: [name for name in names if layer in get(name).reads] for layer in Annotation}


def default_names() -> tuple[str, ...]:
    """Corruptions on by default: the DaLA ones and the basic fallback."""
    return tuple(c.name for c in REGISTRY if c.enabled_by_default)

