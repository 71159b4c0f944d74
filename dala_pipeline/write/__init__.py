"""Stage 6, write: Parquet, report, card and harness files into a folder swapped in whole."""
