"""Seeded random generators derived through SHA-256, stable on every machine."""

from __future__ import annotations

import hashlib
import random


def seeded_rng(seed: int, *parts: str) -> random.Random:
    """A ``random.Random`` seeded from the build seed and the given labels.

    The same seed and labels give the same sequence everywhere; unlike
    ``hash()``, SHA-256 is not salted per process.
    """
    material = "\x1f".join([str(seed), *parts]).encode("utf-8")
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))
