"""Drop sentences unfit for corruption (ScaLA filters, spec §Source filtering).

Each dropped sentence is counted under the first reason it fails, in the
order of :data:`REASONS`. ``unknown_word`` applies only with
``--lexicon-filter`` (:mod:`.autocheck`).
"""

from __future__ import annotations

import hashlib
from collections import Counter

from dala_pipeline.sentence import Sentence

REASONS = (
    "duplicate_text",
    "too_few_tokens",
    "too_few_upos",
    "odd_quotes",
    "starts_with_punct",
    "several_equals",
    "contains_slutord",
    "bad_length",
    "unknown_word",
)


def rejection(sentence: Sentence) -> str | None:
    """The first filter (other than duplicates) the sentence fails, or None."""
    text, tokens = sentence.text, sentence.tokens
    if len(tokens) <= 5:
        return "too_few_tokens"
    if len({t.upos for t in tokens}) <= 5:
        return "too_few_upos"
    if text.count('"') % 2:
        return "odd_quotes"
    if tokens[0].upos in ("PUNCT", "SYM"):
        return "starts_with_punct"
    if text.count("=") > 1:
        return "several_equals"
    if "SLUTORD" in text:
        return "contains_slutord"
    if not 2 <= len(text) <= 5000:
        return "bad_length"
    return None


def text_digest(text: str) -> bytes:
    """A 16-byte digest standing for the text in the duplicate check."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


class Filter:
    """Counts every sentence under its verdict, in source order.

    ``counts["read"]`` and ``counts["kept"]`` are counted too. Duplicates are
    checked first and against every earlier text; with ``dedupe`` off,
    repeated texts are kept (for synthetic benchmarks).
    """

    def __init__(self, counts: Counter, dedupe: bool = True):
        self.counts = counts
        self.dedupe = dedupe
        self._seen: set[bytes] = set()

    def keep(self, digest: bytes, reason: str | None) -> bool:
        """``reason`` is the sentence's :func:`rejection`."""
        self.counts["read"] += 1
        if self.dedupe:
            if digest in self._seen:
                reason = "duplicate_text"
            self._seen.add(digest)
        if reason is not None:
            self.counts[reason] += 1
            return False
        self.counts["kept"] += 1
        return True
