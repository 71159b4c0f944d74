"""Read CoNLL-U files into :class:`~corruptions.sentence.Sentence` objects.

Files are read one sentence block at a time, so memory does not grow with
the file. Each column of a token line is read by its ``conllu`` field
parser (a block of the common shape by a faster reading of the same
columns, FEATS and MISC cached: :func:`_common_block`); this module adds
what ``conllu`` does not check and what the corruptions rely on: ten columns, word IDs 1..n, HEAD inside the sentence,
``# sent_id`` and ``# text`` present, and ``# text`` equal to the
detokenised tokens, multiword ranges inside the sentence and apart, and no
control or line-separator character in a token line or ``sent_id``. Any
violation raises :class:`SourceError` naming the file and line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple, cast

import conllu.parser
from conllu.exceptions import ParseException

from corruptions.sentence import Feats, Sentence, Token
from dala_pipeline.errors import SourceError, quoted, shown
from dala_pipeline.seen import DigestSet, digest

FIELDS = conllu.parser.DEFAULT_FIELDS
#: A word ID or HEAD: ASCII digits only (``str.isdigit`` also accepts ``²``
#: and ``٢``), at most nine of them.
NUMBER = re.compile(r"[0-9]{1,9}")
#: An ID: a word (``3``), a multiword range (``3-4``) or an empty node (``3.1``).
ID = re.compile(r"[0-9]{1,9}(?:-[0-9]{1,9}|\.[0-9]{1,9})?")
#: conllu's field parsers, but XPOS and DEPS (unused here) are kept as text,
#: and HEAD, already checked by :data:`NUMBER`, is read with int(). Columns
#: without a parser are kept as text, as ``conllu.parser.parse_line`` does.
FIELD_PARSERS = {
    **conllu.parser.DEFAULT_FIELD_PARSERS,
    "xpos": lambda columns, i: columns[i],
    "deps": lambda columns, i: columns[i],
    "head": lambda columns, i: int(columns[i]) if NUMBER.fullmatch(columns[i]) else None,
}
#: What no sentence holds: C0 and C1 control characters (but the tab that
#: separates columns), line and paragraph separators, and lone surrogates.
FORBIDDEN = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_COLUMN_PARSERS = tuple((name, FIELD_PARSERS.get(name, lambda columns, i: columns[i])) for name in FIELDS)


class _Line(NamedTuple):
    number: int
    text: str
    error: str | None = None


@dataclass(frozen=True)
class Shard:
    """A byte range of a CoNLL-U file that starts and ends between sentences."""

    path: Path
    start: int = 0
    end: int | None = None
    first_line: int = 1


class Intake:
    """Checks that span files and shards, applied in source order.

    A ``sent_id`` seen twice is an error. Without ``skipped`` every problem
    raises :class:`SourceError`; with a list, the problem is appended to it
    and reading goes on.
    """

    def __init__(self, skipped: list[SourceError] | None = None):
        self.skipped = skipped
        self._seen = DigestSet()  # each sent_id's digest, with the number of the file it came from
        self._files: dict[Path, int] = {}

    def problem(self, err: SourceError) -> None:
        if self.skipped is None:
            raise err
        self.skipped.append(err)

    def admit(self, path: Path, sent_id: str, line: int) -> bool:
        """Record a sentence; False (after :meth:`problem`) for a repeated sent_id."""
        number = self._files.setdefault(path, len(self._files))
        first = self._seen.add(digest(sent_id), number)
        if first is not None:
            where = shown(str(list(self._files)[first]))
            self.problem(SourceError(path, line, f"duplicate sent_id {quoted(sent_id)} (first seen in {where})"))
            return False
        return True

    def empty(self, path: Path) -> None:
        self.problem(SourceError(path, None, "no sentences: the file is empty"))


def parse_shard(shard: Shard) -> Iterator[tuple[Sentence | SourceError, int]]:
    """Each sentence block of the shard with its first line: the parsed
    sentence, or the :class:`SourceError` that describes what is wrong (a
    file that cannot be opened is one such error)."""
    try:
        handle = shard.path.open("rb")
    except OSError as err:
        yield SourceError(shard.path, None, f"cannot open: {err.strerror}"), shard.first_line
        return
    with handle:
        for block in _blocks(_lines(handle, shard)):
            try:
                yield _parse_block(shard.path, block), block[0].number
            except SourceError as err:
                yield err, block[0].number


def split_file(path: Path, parts: int) -> list[Shard]:
    """Cut a file into about ``parts`` shards at blank lines, with line numbers."""
    size = path.stat().st_size
    if parts <= 1 or size == 0:
        return [Shard(path)]
    cuts = [0]
    with path.open("rb") as handle:
        for k in range(1, parts):
            handle.seek(max(size * k // parts, cuts[-1]))
            handle.readline()  # finish the current line
            while True:
                line = handle.readline()
                if not line or _blank(line):
                    break
            position = handle.tell()
            if cuts[-1] < position < size:
                cuts.append(position)
        cuts.append(size)
        shards, line_number = [], 1
        for start, end in pairwise(cuts):
            shards.append(Shard(path, start, end, line_number))
            handle.seek(start)
            line_number += handle.read(end - start).count(b"\n")
    return shards


def _blank(raw: bytes) -> bool:
    """Whether a line read with its ending ends a sentence, as :func:`_blocks` reads it: spaces and tabs
    at most (a form feed or another control character is part of the sentence, and an error there)."""
    return not raw.rstrip(b"\n").removesuffix(b"\r").strip(b" \t")


def _blocks(lines: Iterator[_Line]) -> Iterator[list[_Line]]:
    """Runs of non-blank lines: one sentence each."""
    block: list[_Line] = []
    for line in lines:
        if line.text.strip(" \t"):
            block.append(line)
        elif block:
            yield block
            block = []
    if block:
        yield block


#: Bytes read at a time.
_READ_BYTES = 1 << 20
_BOM = b"\xef\xbb\xbf"


def _lines(handle, shard: Shard) -> Iterator[_Line]:
    """Decoded lines of the shard, read from the open file ``handle``,
    without line endings; a BOM and CRLF are accepted.

    A line that is not UTF-8 carries its error, raised with its sentence.
    The shard is read a megabyte at a time, to the end of the line its end
    falls in, and decoded a megabyte at a time where it has no CR.
    """
    handle.seek(shard.start)
    remaining = None if shard.end is None else shard.end - shard.start
    number = shard.first_line
    tail = b""
    while True:
        data = handle.read(_READ_BYTES if remaining is None else min(_READ_BYTES, remaining)) \
            if remaining is None or remaining > 0 else b""
        last = not data
        if remaining is not None:
            remaining -= len(data)
            if remaining <= 0:
                last = True
                if data and not data.endswith(b"\n"):
                    data += handle.readline()  # the line the shard's end falls in, to its end
        data = tail + data
        cut = len(data) if last else data.rfind(b"\n") + 1
        chunk, tail = data[:cut], data[cut:]
        yield from _decoded(chunk, number)
        number += chunk.count(b"\n") + (bool(chunk) and not chunk.endswith(b"\n"))
        if last:
            return


def _decoded(chunk: bytes, number: int) -> Iterator[_Line]:
    """The lines of ``chunk`` (whole lines), the first of which is line ``number``."""
    if not chunk:
        return
    if number == 1 and chunk.startswith(_BOM):
        chunk = chunk[3:]
    if b"\r" not in chunk:
        try:
            texts = chunk.decode("utf-8").split("\n")
        except UnicodeDecodeError:
            pass
        else:
            if chunk.endswith(b"\n"):
                texts.pop()
            for text in texts:
                yield _Line(number, text)
                number += 1
            return
    raws = chunk.split(b"\n")
    if chunk.endswith(b"\n"):
        raws.pop()
    for raw in raws:
        body = raw[:-1] if raw.endswith(b"\r") else raw
        try:
            text, error = body.decode("utf-8"), None
        except UnicodeDecodeError as err:
            text = body.decode("utf-8", errors="replace")
            error = f"invalid UTF-8 at byte {err.start} of the line"
        if error is None and "\r" in text:
            error = "a carriage return inside the line: lines must end with \\n or \\r\\n (CR-only files are not read)"
        yield _Line(number, text, error)
        number += 1


def _parse_block(path: Path, block: list[_Line]) -> Sentence:
    """The sentence of a block: by :func:`_common_block` when the block has the common shape, else (or
    when anything is wrong) by :func:`_checked_block`, which names the problem."""
    return _common_block(block) or _checked_block(path, block)


def _common_block(block: list[_Line]) -> Sentence | None:
    """The sentence of a block of the common shape, as :func:`_checked_block` reads it, or None.

    The common shape: UTF-8 lines, ten columns, word IDs 1..n in ASCII digits (no multiword
    ranges, no empty nodes), HEADs that make a tree, FEATS and MISC read from caches (a corpus
    repeats them), ``# text`` equal to the tokens. Anything else, right or wrong, is left to
    :func:`_checked_block`: this only reads faster what it would read.
    """
    metadata: dict[str, str] = {}
    rows: list[tuple[list[str], Feats]] = []
    for line in block:
        text = line.text
        if line.error is not None:
            return None
        if text[0] == "#":
            for key, value in conllu.parser.parse_comment_line(text):
                if value is not None:
                    metadata.setdefault(key, value)
            continue
        columns = text.split("\t")
        if len(columns) != 10:
            return None
        word, head_text = columns[0], columns[6]
        if not (word.isascii() and word.isdigit() and word[0] != "0" and len(word) <= 9
                and head_text.isascii() and head_text.isdigit() and len(head_text) <= 9) \
                or int(word) != len(rows) + 1:
            return None
        feats = _feats(columns[5])
        if feats is None:
            return None
        rows.append((columns, feats))
    sent_id = metadata.get("sent_id")
    if sent_id is None or "text" not in metadata or not rows or FORBIDDEN.search(sent_id) \
            or any(FORBIDDEN.search("\t".join(columns)) for columns, _ in rows):
        return None
    heads = [0]
    for columns, _ in rows:
        head = int(columns[6])
        if head > len(rows) or head == len(heads):
            return None
        heads.append(head)
    if not _is_tree(heads):
        return None
    parts: list[str] = []
    tokens = []
    offset = 0
    for number, (columns, feats) in enumerate(rows, start=1):
        form = columns[1]
        start = offset
        offset += len(form)
        parts.append(form)
        space = _space_after(columns[9])
        if space:
            parts.append(" ")
        tokens.append(Token(number, form, columns[2], columns[3], feats, heads[number], columns[7],
                            space, start, offset, False, form.lower()))
        offset += space
    text = "".join(parts)
    if parts[-1] == " ":
        text = text[:-1]
    return Sentence(sent_id, text, tuple(tokens)) if text == metadata["text"] else None


@lru_cache(maxsize=1 << 14)
def _feats(column: str) -> Feats | None:
    """The FEATS column as :func:`_checked_block` reads it, or None when it has a problem (one
    :class:`Feats` per distinct column: it is immutable)."""
    if feats_problem(column) is not None:
        return None
    return Feats(cast("dict[str, str] | None", conllu.parser.parse_dict_value(column)) or ())


@lru_cache(maxsize=1 << 12)
def _space_after(misc: str) -> bool:
    """Whether MISC leaves a space after the token (no ``SpaceAfter=No``), as conllu reads it."""
    parsed = conllu.parser.parse_dict_value(misc)
    return parsed is None or parsed.get("SpaceAfter") != "No"


def _is_tree(heads: list[int]) -> bool:
    """Whether every word (1..n; ``heads[0]`` is the root's place) reaches the root through its heads."""
    reaches_root = [True] + [False] * (len(heads) - 1)
    for start in range(1, len(heads)):
        walked: list[int] = []
        node = start
        while not reaches_root[node]:
            if len(walked) >= len(heads):
                return False
            walked.append(node)
            node = heads[node]
        for visited in walked:
            reaches_root[visited] = True
    return True


def _checked_block(path: Path, block: list[_Line]) -> Sentence:
    for line in block:
        if line.error:
            raise SourceError(path, line.number, line.error)
    metadata: dict[str, str] = {}
    words: list[tuple[_Line, dict]] = []
    ranges: list[tuple[_Line, dict]] = []
    for line in block:
        if line.text.startswith("#"):
            for key, value in conllu.parser.parse_comment_line(line.text):
                if value is not None:
                    metadata.setdefault(key, value)
            continue
        columns = line.text.split("\t")
        if len(columns) != len(FIELDS):
            raise SourceError(path, line.number, f"expected {len(FIELDS)} tab-separated columns, found {len(columns)}")
        if FORBIDDEN.search(line.text):
            name, value = next((n, c) for n, c in zip(FIELDS, columns) if FORBIDDEN.search(c))
            raise SourceError(path, line.number, f"{name.upper()} {quoted(value)} {_forbidden(value)}")
        if not ID.fullmatch(columns[0]):
            raise SourceError(path, line.number, f"ID {quoted(columns[0])} is not a word ID, range or empty node "
                                                 "(ASCII digits, at most nine)")
        if NUMBER.fullmatch(columns[0]) and not NUMBER.fullmatch(columns[6]):
            raise SourceError(path, line.number, f"HEAD {quoted(columns[6])} is not a whole number "
                                                 "(ASCII digits, at most nine)")
        problem = feats_problem(columns[5])
        if problem:
            raise SourceError(path, line.number, f"FEATS {quoted(columns[5])}: {problem}", metadata.get("sent_id"))
        token = _parse_columns(path, line.number, columns)
        if isinstance(token["id"], int):
            words.append((line, token))
        elif token["id"] is None:
            raise SourceError(path, line.number, f"ID {quoted(columns[0])} is not a word ID, range or empty node")
        elif cast("tuple[int, str, int]", token["id"])[1] == "-":
            ranges.append((line, token))
        # empty nodes (ID like 5.1) are not word tokens

    sent_id = metadata.get("sent_id")
    first = block[0].number
    if sent_id is None:
        raise SourceError(path, first, "sentence has no '# sent_id' comment")
    if "text" not in metadata:
        raise SourceError(path, first, "sentence has no '# text' comment", sent_id)
    if not words:
        raise SourceError(path, first, "sentence has no word tokens", sent_id)
    for expected, (line, token) in enumerate(words, start=1):
        if token["id"] != expected:
            raise SourceError(path, line.number, f"word ID {token['id']} out of order, expected {expected}", sent_id)
        head = token["head"]
        if not isinstance(head, int) or not 0 <= head <= len(words) or head == expected:
            raise SourceError(path, line.number, f"HEAD {head!r} is not another word of the sentence or 0", sent_id)

    _check_tree(path, words, sent_id)
    _check_ranges(path, ranges, len(words), sent_id)
    text, tokens = _detokenise(words, ranges)
    if text != metadata["text"]:
        raise SourceError(
            path, first,
            f"'# text' differs from the tokens joined by SpaceAfter: {quoted(metadata['text'])} != {quoted(text)}",
            sent_id,
        )
    if FORBIDDEN.search(sent_id):
        raise SourceError(path, first, f"the sent_id {_forbidden(sent_id)}", sent_id)
    return Sentence(sent_id, text, tokens)


def feats_problem(feats: str) -> str | None:
    """What keeps a FEATS column from being ``_`` or ``Name=Value|Name=Value`` (values may be
    comma-separated), or None. A feature twice (``VerbForm=Fin|VerbForm=Part``) is refused rather than
    one read silently: a rule would see a finite auxiliary as a participle.
        good: Mood=Ind|Tense=Past|VerbForm=Fin
        bad:  Mood=Ind=Sub, Mood, =Ind, VerbForm=Fin|VerbForm=Part
    """
    if feats == "_":
        return None
    seen = set()
    for feature in feats.split("|"):
        name, equals, values = feature.partition("=")
        if not equals:
            return f"{quoted(feature)} is not Name=Value"
        if not name:
            return f"{quoted(feature)} has no feature name"
        if "=" in values or not values or not all(values.split(",")):
            return f"{quoted(feature)} is not Name=Value"
        if name in seen:
            return f"the feature {quoted(name)} twice"
        seen.add(name)
    return None


def _forbidden(value: str) -> str:
    """What is wrong with a value :data:`FORBIDDEN` finds a character in."""
    found = FORBIDDEN.search(value)
    if found is None:
        raise AttributeError(f"{value!r} contains no forbidden character")
    return f"contains U+{ord(found.group()):04X}, a control or line-separator character"


def _parse_columns(path: Path, number: int, columns: list[str]) -> dict[str, object]:
    """The ten columns of a token line, each read by its conllu field parser."""
    token = {}
    for i, (name, parse) in enumerate(_COLUMN_PARSERS):
        try:
            token[name] = parse(columns, i)
        except ParseException as err:
            raise SourceError(path, number, f"Failed parsing field '{name}': {err}") from err
    return token


def _check_tree(path: Path, words, sent_id: str) -> None:
    """Every word must reach the root through its heads: no cycles.

    Each word is walked at most once (a word known to reach the root ends
    every later walk), so the check is linear in the sentence length.
    """
    heads = [0] + [token["head"] for _, token in words]
    reaches_root = [True] + [False] * len(words)
    for start in range(1, len(heads)):
        walked, on_walk, node = [], set(), start
        while not reaches_root[node]:
            if node in on_walk:
                line = words[start - 1][0].number
                raise SourceError(path, line, f"HEAD relations form a cycle through word {node}", sent_id)
            walked.append(node)
            on_walk.add(node)
            node = heads[node]
        for visited in walked:
            reaches_root[visited] = True


def _check_ranges(path: Path, ranges, words: int, sent_id: str) -> None:
    """Each multiword range spans two or more words of the sentence and no
    word is in two ranges, so what the ranges cover is at most the words:
    a range like ``1-999999999`` costs nothing.
    """
    covered = 0
    for line, token in sorted(ranges, key=lambda r: r[1]["id"][0]):
        low, _, high = token["id"]
        if not 1 <= low < high <= words:
            raise SourceError(path, line.number, f"multiword range {low}-{high} does not span two or more of the "
                                                 f"sentence's {words} words", sent_id)
        if low <= covered:
            raise SourceError(path, line.number, f"multiword range {low}-{high} overlaps another range", sent_id)
        covered = high


def _detokenise(words, ranges) -> tuple[str, tuple[Token, ...]]:
    """Surface text and tokens; words inside a multiword token share its span."""
    covering = {}
    for _, rng in ranges:
        low, _, high = rng["id"]
        for number in range(low, high + 1):
            covering[number] = rng
    parts: list[str] = []
    tokens: list[Token] = []
    offset = 0
    last_unit = None
    start = end = 0
    space = True
    for _, word in words:
        rng = covering.get(word["id"]) if covering else None
        unit = word if rng is None else rng
        if unit is not last_unit:
            form = unit["form"]
            start, end = offset, offset + len(form)
            misc = unit["misc"]
            space = misc is None or misc.get("SpaceAfter") != "No"
            parts.append(form)
            offset = end
            if space:
                parts.append(" ")
                offset += 1
            last_unit = unit
        word_form = word["form"]
        tokens.append(Token(
            word["id"], word_form, word["lemma"] or "", word["upos"] or "", Feats(word["feats"] or ()),
            word["head"], word["deprel"] or "", space, start, end, rng is not None, word_form.lower(),
        ))
    text = "".join(parts)
    if parts and parts[-1] == " ":
        text = text[:-1]
    return text, tuple(tokens)


def parse_sentence(conllu_text: str, path: str = "<string>") -> Sentence:
    """One sentence from CoNLL-U text: checks what the plain-text parser writes (and serves tests)."""
    lines = [_Line(n, t) for n, t in enumerate(conllu_text.strip("\n").split("\n"), start=1)]
    return _parse_block(Path(path), lines)
