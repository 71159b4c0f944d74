from pathlib import Path

import pytest
from helpers import build_pool_from, read_file

from dala_pipeline.errors import SourceError
from dala_pipeline.read.conllu import Shard, parse_sentence, parse_shard, split_file
from dala_pipeline.read.sources import bundled_files, folder_files

ROOT_LINE = "1\tHej\thej\tINTJ\t_\t_\t0\troot\t_\t_"


def test_bundled_source_has_every_sentence(bundled_sentences):
    assert len(bundled_sentences) == 1129
    assert bundled_sentences[0].sent_id == "dev-0"
    assert bundled_sentences[-1].sent_id.startswith("test")


def test_text_is_the_detokenised_tokens(bundled_sentences):
    for s in bundled_sentences:
        for token in s.tokens:
            assert s.text[token.start:token.end] == token.form


def test_tokens_carry_gold_annotation(sentence):
    s = sentence("dev-1")
    assert s.text == ("Flertallet lever stadig under plastikstykker eller tæpper, som de har spændt "
                      "ud over nogle stokke som et improviseret telt.")
    som = s.tokens[8]
    assert (som.id, som.form, som.lemma, som.upos, som.head, som.deprel) == (9, "som", "som", "PRON", 12, "obj")
    assert dict(som.feats) == {"PartType": "Inf"}
    assert s.head_of(som).form == "spændt"
    assert s.tokens[6].form == "tæpper" and not s.tokens[6].space_after
    assert s.tokens[-1].form == "." and s.tokens[-1].upos == "PUNCT"


def test_files_are_read_one_sentence_at_a_time():
    sentences = parse_shard(Shard(bundled_files()[0]))
    first, line = next(sentences)
    assert (first.sent_id, line) == ("dev-0", 1)
    assert next(sentences)[0].sent_id == "dev-1"


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def _one_sentence(text="Hej", lines=(ROOT_LINE,), sent_id="s1"):
    head = [f"# sent_id = {sent_id}"] if sent_id else []
    if text is not None:
        head.append(f"# text = {text}")
    return "\n".join([*head, *lines]) + "\n\n"


def test_multiword_tokens_and_empty_nodes_are_not_word_tokens():
    s = parse_sentence(_one_sentence(
        "Vi går", lines=(
            "1\tVi\tvi\tPRON\t_\tCase=Nom\t2\tnsubj\t_\t_",
            "1.1\tx\tx\tX\t_\t_\t_\t_\t_\t_",
            "2\tgår\tgå\tVERB\t_\t_\t0\troot\t_\t_",
        )))
    assert [t.form for t in s.tokens] == ["Vi", "går"]
    s = parse_sentence(_one_sentence(
        "zum Haus", lines=(
            "1-2\tzum\t_\t_\t_\t_\t_\t_\t_\t_",
            "1\tzu\tzu\tADP\t_\t_\t3\tcase\t_\t_",
            "2\tdem\tder\tDET\t_\t_\t3\tdet\t_\t_",
            "3\tHaus\tHaus\tNOUN\t_\t_\t0\troot\t_\t_",
        )))
    assert [t.form for t in s.tokens] == ["zu", "dem", "Haus"]
    assert s.tokens[0].multiword and (s.tokens[0].start, s.tokens[0].end) == (0, 3)
    assert not s.tokens[2].multiword and s.text[s.tokens[2].start:s.tokens[2].end] == "Haus"


def test_bom_and_windows_line_endings_are_accepted(tmp_path):
    content = _one_sentence().replace("\n", "\r\n").encode("utf-8")
    path = _write(tmp_path, "a.conllu", b"\xef\xbb\xbf" + content)
    [s] = read_file(path)
    assert (s.sent_id, s.text) == ("s1", "Hej")


@pytest.mark.parametrize("content, line, problem", [
    (_one_sentence(lines=("1\tHej\thej\tINTJ\t_\t_\t0\troot\t_",)), 3, "expected 10 tab-separated columns, found 9"),
    (_one_sentence(lines=("1\tHej\thej\tINTJ\t_\t_\tx\troot\t_\t_",)), 3, "HEAD 'x' is not a whole number"),
    (_one_sentence(lines=("1\tHej\thej\tINTJ\t_\t_\t4\troot\t_\t_",)), 3, "HEAD 4 is not another word"),
    (_one_sentence("Hej du", lines=("1\tHej\thej\tINTJ\t_\t_\t2\troot\t_\t_",
                                   "2\tdu\tdu\tPRON\t_\t_\t1\tnsubj\t_\t_")), 3,
     "HEAD relations form a cycle through word 1"),
    (_one_sentence(lines=("_\tHej\thej\tINTJ\t_\t_\t0\troot\t_\t_",)), 3,
     "ID '_' is not a word ID, range or empty node"),
    (_one_sentence(text=None), 1, "no '# text' comment"),
    (_one_sentence(sent_id=None), 1, "no '# sent_id' comment"),
    (_one_sentence(text="Hej!"), 1, "'# text' differs from the tokens"),
    (_one_sentence(lines=("1-2\tHej\t_\t_\t_\t_\t_\t_\t_\t_",)), 1, "no word tokens"),
])
def test_malformed_input_names_file_and_line(tmp_path, content, line, problem):
    path = _write(tmp_path, "bad.conllu", content)
    with pytest.raises(SourceError) as caught:
        read_file(path)
    assert caught.value.path == str(path)
    assert caught.value.line == line
    assert problem in str(caught.value)
    assert str(caught.value).startswith(f"{path}:{line}")


def test_invalid_utf8_is_located(tmp_path):
    path = _write(tmp_path, "bad.conllu", _one_sentence().encode("utf-8").replace(b"Hej\thej", b"H\xe9j\thej"))
    with pytest.raises(SourceError, match=r"bad.conllu:3: invalid UTF-8"):
        read_file(path)


def test_empty_file_and_empty_folder_are_errors(tmp_path):
    with pytest.raises(SourceError, match="the file is empty"):
        build_pool_from(tmp_path, [_write(tmp_path, "empty.conllu", "")])
    empty = tmp_path / "none"
    empty.mkdir()
    with pytest.raises(SourceError, match=r"no \*\.conllu files"):
        folder_files(empty)


def test_duplicate_sent_id_across_files(tmp_path):
    a = _write(tmp_path, "a.conllu", _one_sentence())
    b = _write(tmp_path, "b.conllu", _one_sentence())
    with pytest.raises(SourceError, match=r"b\.conllu:1: duplicate sent_id 's1' \(first seen in .*a\.conllu\)"):
        build_pool_from(tmp_path, [a, b])


def test_shards_read_the_same_sentences_with_the_same_line_numbers():
    path = bundled_files()[0]
    whole = list(parse_shard(Shard(path)))
    shards = split_file(path, 7)
    assert len(shards) == 7
    assert shards[0].start == 0 and shards[-1].end == path.stat().st_size
    pieces = [item for shard in shards for item in parse_shard(shard)]
    assert [(s.sent_id, s.text, line) for s, line in pieces] == [(s.sent_id, s.text, line) for s, line in whole]
    assert whole[1][1] == 9  # dev-1 starts on line 9


def _blocks_of(path: Path) -> list[list]:
    from dala_pipeline.read.conllu import _blocks, _lines

    with path.open("rb") as handle:
        return list(_blocks(_lines(handle, Shard(path))))


def _both(path: Path, block: list):
    """What the common-shape reader and the checked reader make of a block (the checked one's error
    as such)."""
    from dala_pipeline.read.conllu import _checked_block, _common_block

    try:
        checked: object = _checked_block(path, block)
    except SourceError as err:
        checked = err
    return _common_block(block), checked


def test_the_common_shape_is_read_as_the_checked_reader_reads_it():
    from corruptions import registry

    for code in registry.LANGUAGES:
        for path in bundled_files(registry.language(code)):
            blocks = _blocks_of(path)
            read = [_both(path, block) for block in blocks]
            assert all(quick == checked for quick, checked in read if quick is not None)
            # nearly every treebank sentence has the common shape (Swedish: 8 with multiword tokens)
            assert sum(quick is None for quick, _ in read) <= 8, path.name


@pytest.mark.parametrize("seed", range(4))
def test_a_damaged_block_is_never_read_by_the_common_shape_unless_the_checked_reader_reads_it_alike(seed):
    import random

    from dala_pipeline.read.conllu import _Line

    rng = random.Random(seed)
    path = bundled_files()[0]
    blocks = _blocks_of(path)[:150]
    damages = [
        lambda t: t.replace("\t", "\t\t", 1),  # eleven columns
        lambda t: t.replace("\t", " ", 1),
        lambda t: "0" + t,  # ID 01
        lambda t: t.replace("\t", "-9\t", 1),  # a range
        lambda t: t.replace("\t", ".1\t", 1),  # an empty node
        lambda t: "\t".join(c if i != 6 else str(rng.randrange(0, 40)) for i, c in enumerate(t.split("\t"))),
        lambda t: "\t".join(c if i != 6 else "x" for i, c in enumerate(t.split("\t"))),
        lambda t: "\t".join(c if i != 5 else rng.choice(["Case", "=Nom", "Case=Nom|Case=Acc", "A=B=C", "_",
                                                           "Case=_", "_=Yes", "Case=Nom,"])
                            for i, c in enumerate(t.split("\t"))),
        lambda t: "\t".join(c if i != 9 else rng.choice(["SpaceAfter=No", "_", "SpaceAfter=No|SpaceAfter=Yes",
                                                           "SpaceAfter", "SpaceAfter=No=x", ""])
                            for i, c in enumerate(t.split("\t"))),
        lambda t: "\t".join(c if i != 1 else c + rng.choice(["\x07", "\u2028", " ", "", "é"])
                            for i, c in enumerate(t.split("\t"))),
        lambda t: t.replace("sent_id = ", "sent_id = \x1b") if t.startswith("#") else t,
        lambda t: t + " x" if t.startswith("# text") else t,
        lambda t: "#" + t,
        lambda t: t[: rng.randrange(len(t))],
    ]
    compared = refused = 0
    for block in blocks:
        damaged = list(block)
        position = rng.randrange(len(damaged))
        line = damaged[position]
        damaged[position] = _Line(line.number, rng.choice(damages)(line.text) or "x", line.error)
        quick, checked = _both(path, damaged)
        if isinstance(checked, SourceError):
            refused += 1
            assert quick is None
        elif quick is not None:
            compared += 1
            assert quick == checked
    assert compared and refused  # some damages leave a sentence that reads the same, others are refused


def _lines_one_at_a_time(handle, shard: Shard) -> list[tuple]:
    """What the reader's lines are, read one line at a time (the reader reads a megabyte at a time)."""
    handle.seek(shard.start)
    remaining = None if shard.end is None else shard.end - shard.start
    number, lines = shard.first_line, []
    for raw in handle:
        if remaining is not None:
            if remaining <= 0:
                break
            remaining -= len(raw)
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        body = raw[:-1] if raw.endswith(b"\n") else raw
        body = body[:-1] if body.endswith(b"\r") else body
        try:
            text, error = body.decode("utf-8"), None
        except UnicodeDecodeError as err:
            text, error = body.decode("utf-8", errors="replace"), f"invalid UTF-8 at byte {err.start} of the line"
        if error is None and "\r" in text:
            error = "a carriage return inside the line: lines must end with \\n or \\r\\n (CR-only files are not read)"
        lines.append((number, text, error))
        number += 1
    return lines


@pytest.mark.parametrize("read_bytes", [1, 7, 64, 1 << 20])
@pytest.mark.parametrize("content", [
    b"", b"\n", b"# a\n1\tx\n\n# b\n", b"# a\n1\tx", b"\xef\xbb\xbf# a\r\n1\tx\r\n\r\n",
    "# ø å\n1\tæ\n\n# é\n".encode(), b"# a\n1\t\xff\n\n# b\n", b"# a\n1\tx\ry\n\n# b\n", b"\n\n\n# a\n\n",
    "# sætning\n".encode() * 40,
])
def test_lines_read_in_large_pieces_are_the_lines_read_one_at_a_time(tmp_path, monkeypatch, read_bytes, content):
    from dala_pipeline.read import conllu

    monkeypatch.setattr(conllu, "_READ_BYTES", read_bytes)
    path = tmp_path / "x.conllu"
    path.write_bytes(content)
    shards = [Shard(path), *split_file(path, 3)] if content else [Shard(path)]
    shards += [Shard(path, 1, min(5, len(content)), 1), Shard(path, 0, 0, 1)]  # an end inside a line; nothing
    for shard in shards:
        with path.open("rb") as handle:
            read = [tuple(line) for line in conllu._lines(handle, shard)]
        with path.open("rb") as handle:
            assert read == _lines_one_at_a_time(handle, shard), shard


def _records(items) -> list[tuple]:
    """What a reader gives, comparable: (sent_id, text) of a sentence, (line, sent_id, problem) of an error."""
    return [(line, "error", item.line, item.sent_id, item.problem) if isinstance(item, SourceError)
            else (line, "sentence", item.sent_id, item.text) for item, line in items]


def test_every_cut_of_a_file_reads_the_same_records_as_the_whole(tmp_path):
    # a form feed, a vertical tab and a file separator on lines of their own inside sentences (errors of those
    # sentences), and blank lines of spaces, tabs and CRLF between them (ends of sentences): wherever a
    # file is cut, each piece ends where a sentence ends, so the pieces give the whole file's records
    odd_lines = ["\f", "\v", " \x1c "]
    blocks = []
    for n in range(12):
        lines = [f"# sent_id = s{n}", "# text = Hej", ROOT_LINE]
        if n % 4 < len(odd_lines):
            lines.insert(2, odd_lines[n % 4])
        blocks.append("\n".join(lines))
    text = "".join(block + ("\n \t\n", "\n\r\n", "\n\n\n")[n % 3] for n, block in enumerate(blocks))
    path = tmp_path / "odd.conllu"
    path.write_bytes(text.encode("utf-8"))
    whole = _records(parse_shard(Shard(path)))
    assert [record[1] for record in whole] == ["error", "error", "error", "sentence"] * 3
    assert whole[0] == (1, "error", 3, None, "expected 10 tab-separated columns, found 1")
    for parts in range(2, 40):
        assert _records(item for shard in split_file(path, parts) for item in parse_shard(shard)) == whole, parts
