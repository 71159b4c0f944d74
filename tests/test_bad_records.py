"""A bad record in a text corpus: one line naming file and line and exit 2, or skipped and reported.

The record that stopped a JSON-lines corpus: a C1 control character
(U+0096, a cp1252 dash decoded as Latin-1) in one line.
"""

from __future__ import annotations

import gzip
import json

import pytest
from test_text import PARAGRAPHS

from dala_cli.cli import main
from dala_pipeline.errors import SourceError, problem_kind
from dala_pipeline.read.text import paragraphs, text_files

GOOD = ["Peter kører hver dag til arbejde i Aarhus.", "Hun har nogle heste på landet.",
        "Kommunen bygger en ny skole ved søen."]
DASH = "Han læser bogen \u0096 den er god."
CONTROL = "the text contains U+0096, a control character (only whitespace is allowed between words)"


def _jsonl(path, texts) -> None:
    path.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in texts), encoding="utf-8")


@pytest.fixture
def corpus(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    _jsonl(folder / "news.jsonl", [GOOD[0], DASH, GOOD[1]])
    return folder


def test_without_skip_one_line_names_file_and_line(corpus, tmp_path, trained_pipeline, capsys):
    out = tmp_path / "x.conllu"
    assert main(["parse", str(corpus), "--parser", f"spacy:{trained_pipeline}", "-o", str(out)]) == 2
    assert capsys.readouterr().err.splitlines() == [f"dala: error: {corpus / 'news.jsonl'}:2: {CONTROL}"]
    assert not out.exists()
    assert main(["build", "--text", str(corpus), "--parser", f"spacy:{trained_pipeline}", "--config", "pairs",
                 "--out", str(tmp_path / "o")]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"dala: error: {corpus / 'news.jsonl'}:2: {CONTROL}"
    assert not (tmp_path / "o").exists()


def test_with_skip_the_record_is_left_out_and_reported(corpus, tmp_path, trained_pipeline, capsys):
    out = tmp_path / "x.conllu"
    assert main(["parse", str(corpus), "--parser", f"spacy:{trained_pipeline}", "-o", str(out),
                 "--on-error", "skip"]) == 0
    printed = capsys.readouterr()
    assert printed.err.splitlines()[-1] == f"dala: skipped {corpus / 'news.jsonl'}:2: {CONTROL}"
    assert printed.out.strip().endswith("; skipped 1 bad records")
    ids = [line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("# sent_id")]
    assert ids == ["# sent_id = news-p1-s1", "# sent_id = news-p3-s1"]
    # a build skips it too, and its report names file and line
    _jsonl(corpus / "more.jsonl", PARAGRAPHS)
    assert main(["build", "--text", str(corpus), "--parser", f"spacy:{trained_pipeline}", "--config", "pairs",
                 "--on-error", "skip", "--out", str(tmp_path / "o")]) == 0
    report = json.loads((tmp_path / "o" / "build_report.json").read_text())
    assert report["source"]["skipped"] == [{"file": "news.jsonl", "line": 2, "sent_id": None, "problem": CONTROL}]
    assert report["source"]["skipped_by_reason"] == {CONTROL: 1}


def test_skipped_records_are_counted_by_their_problem_without_the_values_it_quotes():
    assert problem_kind("FORM 'Hej\\x96' contains U+0096, a control or line-separator character") == \
        "FORM '…' contains U+0096, a control or line-separator character"
    assert problem_kind("not a JSON object: Expecting value: line 1 column 1 (char 0)") == "not a JSON object"
    assert problem_kind(f"duplicate sent_id {'x' * 5!r}... (295 more characters) (first seen in a.conllu)") == \
        "duplicate sent_id '…' (first seen in a.conllu)"
    # near miss: a problem that quotes nothing is its own reason
    assert problem_kind(CONTROL) == CONTROL


def test_each_kind_of_bad_record_is_skipped_alone(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.txt").write_text(f"{GOOD[0]}\n\n{DASH}\nmed to linjer.\n\n\n{GOOD[1]}\n", encoding="utf-8")
    with gzip.open(folder / "b.jsonl.gz", "wt", encoding="utf-8") as handle:
        handle.write(json.dumps({"text": GOOD[2]}) + "\nnot json\n" + json.dumps({"body": "x"}) + "\n")
    (folder / "c.jsonl").write_bytes(b'{"text": "Hun sover \xff."}\n' + json.dumps({"text": GOOD[0]}).encode() + b"\n")
    (folder / "d.jsonl.gz").write_bytes(b"not gzip")
    skipped: list[SourceError] = []
    kept = [(p.path.name, p.number, p.line, p.text) for p in paragraphs(text_files([folder]), "text", skipped)]
    assert kept == [("a.txt", 1, 1, GOOD[0]), ("a.txt", 3, 7, GOOD[1]), ("b.jsonl.gz", 1, 1, GOOD[2]),
                    ("c.jsonl", 2, 2, GOOD[0])]
    assert [(p.split("/")[-1], line, problem[:30]) for p, line, problem in
            ((e.path, e.line, e.problem) for e in skipped)] == [
        ("a.txt", 3, CONTROL[:30]),
        ("b.jsonl.gz", 2, "not a JSON object: Expecting v"),
        ("b.jsonl.gz", 3, "no field 'text' (choose anothe"),
        ("c.jsonl", 1, "invalid UTF-8 at byte 20 of th"),
        ("d.jsonl.gz", None, "cannot read: Not a gzipped fil"),
    ]


def test_a_c1_character_that_is_whitespace_is_a_space_not_a_bad_record(tmp_path):
    # near miss: U+0085 (NEXT LINE) is whitespace, like U+2028; U+0096 is not
    _jsonl(tmp_path / "nel.jsonl", ["Han læser\u0085bogen."])
    assert [p.text for p in paragraphs([tmp_path / "nel.jsonl"])] == ["Han læser bogen."]


def test_a_glob_names_the_files_it_matches(tmp_path):
    for name in ("b.jsonl", "a.jsonl", "c.txt"):
        _jsonl(tmp_path / name, GOOD[:1])
    assert [p.name for p in text_files([str(tmp_path / "*.jsonl")])] == ["a.jsonl", "b.jsonl"]
    with pytest.raises(SourceError, match=r"no \.txt or \.jsonl files"):
        text_files([str(tmp_path / "*.conllu")])
