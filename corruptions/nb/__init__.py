"""Norwegian Bokmål: its rules, word lists, dictionary, sources and card text."""
