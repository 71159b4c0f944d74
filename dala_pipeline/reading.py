"""Stage 1: read CoNLL-U files into :class:`~dala_pipeline.sentence.Sentence` objects.

Files are read one sentence block at a time, so memory does not grow with
the file. Each token line is parsed by the ``conllu`` library; this module
adds what ``conllu`` does not check and what the corruptions rely on: ten
columns, word IDs 1..n, HEAD inside the sentence, ``# sent_id`` and
``# text`` present, and ``# text`` equal to the detokenised tokens. Any
violation raises :class:`SourceError` naming the file and line.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import conllu.parser
from conllu.exceptions import ParseException

from .errors import SourceError
from .sentence import Feats, Sentence, Token

FIELDS = conllu.parser.DEFAULT_FIELDS


@dataclass(frozen=True)
class _Line:
    number: int
    text: str
    error: str | None = None


def read_sources(paths: Iterable[str | Path], skipped: list[SourceError] | None = None) -> Iterator[Sentence]:
    """Sentences of every file in order; a ``sent_id`` seen twice is an error.

    Without ``skipped`` the first problem raises :class:`SourceError`. With a
    list, a bad sentence (or an empty file) is appended to it and reading
    goes on; a file that cannot be opened still raises.
    """
    seen: dict[str, str] = {}
    for path in paths:
        path = Path(path)
        found = False
        for block in _blocks(path):
            found = True
            try:
                sentence = _parse_block(path, block)
                if sentence.sent_id in seen:
                    raise SourceError(
                        path, block[0].number,
                        f"duplicate sent_id {sentence.sent_id!r} (first seen in {seen[sentence.sent_id]})",
                    )
            except SourceError as err:
                if skipped is None:
                    raise
                skipped.append(err)
                continue
            seen[sentence.sent_id] = str(path)
            yield sentence
        if not found:
            err = SourceError(path, None, "no sentences: the file is empty")
            if skipped is None:
                raise err
            skipped.append(err)


def read_conllu(path: str | Path) -> Iterator[Sentence]:
    """Sentences of one CoNLL-U file, in file order."""
    return read_sources([path])


def _blocks(path: Path) -> Iterator[list[_Line]]:
    """Runs of non-blank lines: one sentence each."""
    block: list[_Line] = []
    for line in _lines(path):
        if line.text.strip():
            block.append(line)
        elif block:
            yield block
            block = []
    if block:
        yield block


def _lines(path: Path) -> Iterator[_Line]:
    """Decoded lines without line endings; a BOM and CRLF are accepted.

    A line that is not UTF-8 carries its error, raised with its sentence.
    """
    try:
        handle = path.open("rb")
    except OSError as err:
        raise SourceError(path, None, f"cannot open: {err.strerror}") from err
    with handle:
        for number, raw in enumerate(handle, start=1):
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            try:
                yield _Line(number, raw.decode("utf-8").rstrip("\r\n"))
            except UnicodeDecodeError as err:
                text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
                yield _Line(number, text, f"invalid UTF-8 at byte {err.start} of the line")


def _parse_block(path: Path, block: list[_Line]) -> Sentence:
    for line in block:
        if line.error:
            raise SourceError(path, line.number, line.error)
    metadata: dict[str, str] = {}
    words: list[tuple[_Line, conllu.models.Token]] = []
    ranges: list[tuple[_Line, conllu.models.Token]] = []
    for line in block:
        if line.text.startswith("#"):
            for key, value in conllu.parser.parse_comment_line(line.text):
                if value is not None:
                    metadata.setdefault(key, value)
            continue
        columns = line.text.split("\t")
        if len(columns) != len(FIELDS):
            raise SourceError(path, line.number, f"expected {len(FIELDS)} tab-separated columns, found {len(columns)}")
        if columns[0].isdigit() and not columns[6].isdigit():
            raise SourceError(path, line.number, f"HEAD {columns[6]!r} is not a whole number")
        try:
            token = conllu.parser.parse_line(line.text, FIELDS)
        except ParseException as err:
            raise SourceError(path, line.number, str(err)) from err
        if isinstance(token["id"], int):
            words.append((line, token))
        elif token["id"][1] == "-":
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

    text, tokens = _detokenise(words, ranges)
    if text != metadata["text"]:
        raise SourceError(
            path, first,
            f"'# text' differs from the tokens joined by SpaceAfter: {metadata['text']!r} != {text!r}",
            sent_id,
        )
    return Sentence(sent_id, text, tokens)


def _space_after(token: conllu.models.Token) -> bool:
    misc = token["misc"] or {}
    return misc.get("SpaceAfter") != "No"


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
    span_of: dict[int, tuple[int, int]] = {}
    for _, word in words:
        rng = covering.get(word["id"])
        unit = rng if rng is not None else word
        key = id(unit)
        if key not in span_of:
            start = offset
            offset += len(unit["form"])
            span_of[key] = (start, offset)
            parts.append(unit["form"])
            if _space_after(unit):
                parts.append(" ")
                offset += 1
        start, end = span_of[key]
        tokens.append(
            Token(
                id=word["id"], form=word["form"], lemma=word["lemma"] or "",
                upos=word["upos"] or "", feats=Feats(word["feats"] or {}),
                head=word["head"], deprel=word["deprel"] or "",
                space_after=_space_after(unit), start=start, end=end,
                multiword=rng is not None,
            )
        )
    text = "".join(parts)
    if parts and parts[-1] == " ":
        text = text[:-1]
    return text, tuple(tokens)


def parse_sentence(conllu_text: str, path: str = "<string>") -> Sentence:
    """One sentence from CoNLL-U text (used by tests and tools)."""
    lines = [_Line(n, t) for n, t in enumerate(conllu_text.strip("\n").split("\n"), start=1)]
    return _parse_block(Path(path), lines)
