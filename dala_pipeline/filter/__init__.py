"""Stage 2, filter: which source sentences may become pairs."""
