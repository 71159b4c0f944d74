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


def read_sources(paths: Iterable[str | Path]) -> Iterator[Sentence]:
    """Sentences of every file in order; a ``sent_id`` seen twice is an error."""
    seen: dict[str, str] = {}
    for path in paths:
        for sentence, line in _read_with_lines(Path(path)):
            if sentence.sent_id in seen:
                raise SourceError(
                    path, line,
                    f"duplicate sent_id {sentence.sent_id!r} (first seen in {seen[sentence.sent_id]})",
                )
            seen[sentence.sent_id] = str(path)
            yield sentence


def read_conllu(path: str | Path) -> Iterator[Sentence]:
    """Sentences of one CoNLL-U file, in file order."""
    for sentence, _ in _read_with_lines(Path(path)):
        yield sentence


def _read_with_lines(path: Path) -> Iterator[tuple[Sentence, int]]:
    block: list[_Line] = []
    found = False
    for line in _lines(path):
        if line.text.strip():
            block.append(line)
            continue
        if block:
            found = True
            yield _parse_block(path, block), block[0].number
            block = []
    if block:
        found = True
        yield _parse_block(path, block), block[0].number
    if not found:
        raise SourceError(path, None, "no sentences: the file is empty")


def _lines(path: Path) -> Iterator[_Line]:
    """Decoded lines without line endings; a BOM and CRLF are accepted."""
    try:
        handle = path.open("rb")
    except OSError as err:
        raise SourceError(path, None, f"cannot open: {err.strerror}") from err
    with handle:
        for number, raw in enumerate(handle, start=1):
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise SourceError(path, number, f"invalid UTF-8 at byte {err.start} of the line") from err
            yield _Line(number, text.rstrip("\r\n"))


def _parse_block(path: Path, block: list[_Line]) -> Sentence:
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
