"""Stage 2: drop sentences unfit for corruption (ScaLA filters, spec §Source filtering).

Each dropped sentence is counted under the first reason it fails, in the
order of :data:`REASONS`.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Iterator

from .sentence import Sentence

REASONS = (
    "duplicate_text",
    "too_few_tokens",
    "too_few_upos",
    "odd_quotes",
    "starts_with_punct",
    "several_equals",
    "contains_slutord",
    "bad_length",
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


def filter_sentences(
    sentences: Iterable[Sentence], counts: Counter, dedupe: bool = True
) -> Iterator[Sentence]:
    """Yield the sentences that pass; add one to ``counts[reason]`` per drop.

    ``counts["read"]`` and ``counts["kept"]`` are counted too. With
    ``dedupe`` off, repeated texts are kept (for synthetic benchmarks).
    """
    seen: set[bytes] = set()
    for sentence in sentences:
        counts["read"] += 1
        reason = None
        if dedupe:
            digest = hashlib.blake2b(sentence.text.encode("utf-8"), digest_size=16).digest()
            if digest in seen:
                reason = "duplicate_text"
            seen.add(digest)
        reason = reason or rejection(sentence)
        if reason is not None:
            counts[reason] += 1
            continue
        counts["kept"] += 1
        yield sentence
