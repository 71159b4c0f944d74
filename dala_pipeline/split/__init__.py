"""Stage 4, split: pairs to train/val/test, stratified by corruption type."""
