"""DaLA corruptions: one module per error family, listed in :mod:`.registry`."""

from .base import Corruption, Edit
from .registry import REGISTRY, default_names, get, names

__all__ = ["REGISTRY", "Corruption", "Edit", "default_names", "get", "names"]
