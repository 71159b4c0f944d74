"""DaLA: build the Danish Linguistic Acceptability dataset from CoNLL-U."""

__version__ = "0.1.0"
