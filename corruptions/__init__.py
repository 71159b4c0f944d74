"""DaLA corruptions: the framework (``base``, ``language``, ``lexicon``, ...) and one folder per
language (``da/``, ``nb/``), listed in :mod:`.registry`.

This file imports nothing: a language module's ``from corruptions import basic`` must not run the
registry, which imports every language (an import circle)."""
