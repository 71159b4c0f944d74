"""What a build has seen once per sentence, in a few bytes a sentence.

The first-seen rules (a repeated text is a duplicate, a repeated
``sent_id`` an error, a pair_id or text shared by two splits a gate
failure) must remember every sentence of the source. A Python ``set`` of
digests costs about 100 bytes an entry; :class:`DigestSet` keeps the 16
bytes of each digest and a 4-byte number beside it in NumPy arrays, open
addressing with linear probing, three eighths to three quarters of the
slots used: 27 to 54 bytes an entry.

Digests are 128-bit BLAKE2b: two different texts share one with a
probability of about n²/2¹²⁹ (10⁻²² for a billion sentences).
"""

from __future__ import annotations

import hashlib

import numpy as np

_EMPTY = np.uint64(0)


def digest(text: str) -> bytes:
    """The 16-byte digest that stands for a text (or a sentence id) in a :class:`DigestSet`."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


class DigestSet:
    """A set of 16-byte digests, each with a number (for example the file it was first seen in).

    The all-zero digest marks an empty slot; if a real digest is all zeros it is kept apart.
    """

    def __init__(self, capacity: int = 1 << 10):
        size = 1 << max(4, (capacity * 4 // 3).bit_length())
        self._high = np.zeros(size, dtype=np.uint64)
        self._low = np.zeros(size, dtype=np.uint64)
        self._values = np.zeros(size, dtype=np.int32)
        self._count = 0
        self._zero: int | None = None  # the number of the all-zero digest, if added

    def __len__(self) -> int:
        return self._count + (self._zero is not None)

    def __contains__(self, key: bytes) -> bool:
        return self.get(key) is not None

    def get(self, key: bytes) -> int | None:
        """The number stored with ``key``, or None if it was never added."""
        high, low = _halves(key)
        if not (high or low):
            return self._zero
        slot = self._find(high, low)
        return int(self._values[slot]) if self._high[slot] or self._low[slot] else None

    def add(self, key: bytes, value: int = 0) -> int | None:
        """Add ``key`` with ``value``; if it was there already, leave it and return its first number."""
        high, low = _halves(key)
        if not (high or low):
            first, self._zero = self._zero, value if self._zero is None else self._zero
            return first
        slot = self._find(high, low)
        if self._high[slot] or self._low[slot]:
            return int(self._values[slot])
        self._high[slot], self._low[slot], self._values[slot] = high, low, value
        self._count += 1
        if self._count * 4 > len(self._high) * 3:
            self._grow()
        return None

    def _find(self, high: int, low: int) -> int:
        """The slot that holds the digest, or the empty slot where it would go."""
        mask = len(self._high) - 1
        slot = low & mask
        highs, lows = self._high, self._low
        while True:
            h, lo = highs[slot], lows[slot]
            if (h == high and lo == low) or not (h or lo):
                return slot
            slot = (slot + 1) & mask

    def _grow(self) -> None:
        used = (self._high != _EMPTY) | (self._low != _EMPTY)
        highs, lows, values = self._high[used], self._low[used], self._values[used]
        size = len(self._high) * 2
        self._high = np.zeros(size, dtype=np.uint64)
        self._low = np.zeros(size, dtype=np.uint64)
        self._values = np.zeros(size, dtype=np.int32)
        for high, low, value in zip(highs.tolist(), lows.tolist(), values.tolist()):
            slot = self._find(high, low)
            self._high[slot], self._low[slot], self._values[slot] = high, low, value


def _halves(key: bytes) -> tuple[int, int]:
    if len(key) != 16:
        raise ValueError(f"a digest is 16 bytes, not {len(key)}")
    return int.from_bytes(key[:8], "little"), int.from_bytes(key[8:], "little")
