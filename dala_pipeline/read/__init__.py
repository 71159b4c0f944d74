"""Stage 1, read: source files (bundled, a folder, UD downloads, plain text) and CoNLL-U."""
