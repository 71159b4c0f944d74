"""The one list of corruptions: configs, the report, docs and tests read it."""

from __future__ import annotations

from .base import Corruption
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

_BY_NAME = {c.name: c for c in REGISTRY}
if len(_BY_NAME) != len(REGISTRY):
    raise RuntimeError("two registered corruptions share a name")


def get(name: str) -> Corruption:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown corruption {name!r}; known: {', '.join(sorted(_BY_NAME))}") from None


def names() -> tuple[str, ...]:
    return tuple(_BY_NAME)


def default_names() -> tuple[str, ...]:
    """Corruptions on by default: the DaLA ones and the basic fallback."""
    return tuple(c.name for c in REGISTRY if c.enabled_by_default)
