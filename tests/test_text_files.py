"""Which files ``--text FOLDER`` and ``dala parse FOLDER`` read: every ``.txt`` and ``.jsonl``, the suffix
in any case, and a note naming each entry left out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dala_cli.cli import main
from dala_pipeline.errors import SourceError
from dala_pipeline.read.text import left_out, paragraphs, text_files


@pytest.fixture
def mixed(tmp_path) -> Path:
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "a.txt").write_text("Første afsnit.\n", encoding="utf-8")
    (folder / "B.TXT").write_text("Andet afsnit.\n\nTredje afsnit.\n", encoding="utf-8")
    (folder / "c.Txt").write_text("Fjerde afsnit.\n", encoding="utf-8")
    (folder / "d.JSONL").write_text(json.dumps({"text": "Femte afsnit."}) + "\n", encoding="utf-8")
    (folder / "e.md").write_text("# not read\n", encoding="utf-8")
    (folder / "f.txt.bak").write_text("not read\n", encoding="utf-8")
    return folder


def test_a_folder_gives_every_text_file_whatever_the_case_of_its_suffix(mixed):
    files = text_files([mixed])
    assert [f.name for f in files] == ["B.TXT", "a.txt", "c.Txt", "d.JSONL"]
    # d.JSONL is read as JSON lines, not as a paragraph of JSON text
    assert [(p.path.name, p.number, p.text) for p in paragraphs(files)] == [
        ("B.TXT", 1, "Andet afsnit."), ("B.TXT", 2, "Tredje afsnit."), ("a.txt", 1, "Første afsnit."),
        ("c.Txt", 1, "Fjerde afsnit."), ("d.JSONL", 1, "Femte afsnit.")]
    assert [p.name for p in left_out([mixed])] == ["e.md", "f.txt.bak"]


def test_a_file_named_with_an_upper_case_suffix_is_read_and_another_suffix_refused(mixed):
    assert text_files([mixed / "d.JSONL", mixed / "B.TXT"]) == [mixed / "d.JSONL", mixed / "B.TXT"]
    assert left_out([mixed / "B.TXT"]) == []
    with pytest.raises(SourceError, match=r"not a \.txt or \.jsonl file"):
        text_files([mixed / "e.md"])


def test_parse_names_every_entry_of_the_folder_it_leaves_out(mixed, tmp_path, capsys):
    # the note comes before the parser is loaded (this one is refused before spaCy is imported)
    assert main(["parse", str(mixed), "--parser", "nonsense", "-o", str(tmp_path / "o.conllu")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (f"dala: note: 2 entries of the text folder are not .txt or .jsonl and are not read: "
                      f"{mixed / 'e.md'}, {mixed / 'f.txt.bak'}")
    assert len(err) == 2 and err[1].startswith("dala: error: --parser nonsense: expected spacy:NAME_OR_PATH")


def test_windows_line_endings_give_the_same_paragraphs_and_ids(tmp_path):
    # the sentence ids are <file>-p<paragraph>-s<sentence>: the same paragraphs, the same ids
    text = "Første linje\nog anden.\n\nAndet afsnit.\n\n\n  \nTredje afsnit.\n"
    unix, windows = tmp_path / "unix.txt", tmp_path / "windows.txt"
    unix.write_bytes(text.encode())
    windows.write_bytes(text.replace("\n", "\r\n").encode())
    read = {path.stem: [(p.number, p.line, p.text) for p in paragraphs([path])] for path in (unix, windows)}
    assert read["unix"] == read["windows"] == [(1, 1, "Første linje og anden."), (2, 4, "Andet afsnit."),
                                               (3, 8, "Tredje afsnit.")]
    # a line holding only a carriage return ends a paragraph, as an empty line does
    mixed = tmp_path / "mixed.txt"
    mixed.write_bytes(b"Et afsnit.\r\n\r\nEt andet.\n")
    assert [(p.number, p.text) for p in paragraphs([mixed])] == [(1, "Et afsnit."), (2, "Et andet.")]


def test_a_control_character_after_an_escaped_newline_is_named_on_its_json_line(tmp_path):
    path = tmp_path / "news.jsonl"
    path.write_text(json.dumps({"text": "Hun kom."}) + "\n" + json.dumps({"text": "Han gik\nhjem\u0096 i går."}) + "\n",
                    encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        list(paragraphs([path]))
    assert str(caught.value) == (f"{path}:2: the text contains U+0096, a control character (only whitespace is "
                                 "allowed between words)")
