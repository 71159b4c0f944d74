"""DaLA corruptions: the framework, and one folder per language (``da/``, ``nb/``) listed in :mod:`.registry`."""

from .base import Corruption, Edit
from .registry import LANGUAGES, default_names, get, language, names

__all__ = ["LANGUAGES", "Corruption", "Edit", "default_names", "get", "language", "names"]
