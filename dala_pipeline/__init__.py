"""DaLA's engine and commands: linguistic acceptability datasets (Danish, Norwegian Bokmål, Swedish) built
from UD treebanks, CoNLL-U folders or plain text, on this machine or a Ray cluster."""

__version__ = "0.1.0"
