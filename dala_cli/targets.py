"""Where one corruption applies in a source: ``dala corruptions --show NAME``.

Each target is printed as a comment with the original sentence and the
token (its 1-based ID, as in the CoNLL-U), followed by the case as the
tests write it, ``(sent_id, token ID, corrupted sentence)``, ready to be
copied into ``tests/test_corruptions.py``. Nothing from the source reaches
the terminal unescaped.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from pathlib import Path

from corruptions.base import Corruption
from dala_pipeline.errors import SourceError
from dala_pipeline.read import sources
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.scratch import scratch_folder
from dala_pipeline.settings import BuildSettings
from dala_pipeline.timing import clock


def printable(text: str) -> str:
    """``text`` with every character a terminal would not print as itself
    (escape codes, other controls, line separators) written as its Python escape.
        good: dev-1\\x1b[2J
        bad:  dev-1<ESC>[2J (clears the screen)
    """
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def source_files(settings: BuildSettings, cache: Path) -> list[Path]:
    """The CoNLL-U files the settings name, downloaded into ``cache`` if need be."""
    return sources.build_source(settings, cache, cache).files


def _sentences(settings: BuildSettings, cache: Path) -> Iterator:
    """The source's sentences in source order; a malformed one is skipped or raised as the build does."""
    for path in source_files(settings, cache):
        for item, _ in parse_shard(Shard(path)):
            if isinstance(item, SourceError):
                if settings.skip_errors:
                    continue
                raise item
            yield item


def target_fingerprints(settings: BuildSettings, cache: Path) -> dict[str, dict[str, object]]:
    """For each enabled corruption, basic ones included, how many targets it has in every sentence of
    the source (before any filter) and the SHA-256 of their ``sent_id`` and token ID lines.

    The lock records these, so a change to where any rule applies fails ``--check``, also for the
    basic rules, whose targets the pool looks at only where no DaLA rule applies.
    """
    rules: Sequence[Corruption] = [settings.lang.get(name) for name in settings.corruptions]
    digests = {rule.name: hashlib.sha256() for rule in rules}
    counts = dict.fromkeys(digests, 0)
    with clock().stage("lock"):
        for item in _sentences(settings, cache):
            for rule in rules:
                found = rule.targets(item)
                counts[rule.name] += len(found)
                digests[rule.name].update("".join(f"{item.sent_id}\t{item.tokens[i].id}\n" for i in found).encode())
    return {name: {"targets": counts[name], "sha256": digests[name].hexdigest()} for name in sorted(digests)}


def show_targets(corruption: Corruption, settings: BuildSettings, limit: int = 20) -> Iterator[str]:
    """Lines describing the corruption's targets, in source order (``limit`` 0: all)."""
    shown = total = 0
    with scratch_folder() as cache:
        for item in _sentences(settings, cache):
            for index in corruption.targets(item):
                total += 1
                if limit and shown >= limit:
                    continue
                shown += 1
                token = item.tokens[index]
                corrupted = corruption.apply(item, index).apply(item.text)
                yield (f"# {printable(item.sent_id)}, token {token.id} {token.form!r}: "
                       f"{printable(item.text)}")
                yield f"({item.sent_id!r}, {token.id}, {corrupted!r}),"
    yield f"# {corruption.name}: {total} target(s), {shown} shown"
