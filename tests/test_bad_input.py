"""Malformed sources give a precise error and no output, or are skipped and reported."""

import json
import shutil
from pathlib import Path

import pytest
from helpers import read_file

from dala_cli.cli import main
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.write import files as writing

FIXTURES = Path(__file__).parent / "fixtures"

BAD = [
    ("wrong_columns.conllu", "wrong_columns.conllu:17", "expected 10 tab-separated columns, found 9"),
    ("head_not_integer.conllu", "head_not_integer.conllu:4", "HEAD 'to' is not a whole number"),
    ("head_out_of_range.conllu", "head_out_of_range.conllu:4 (sent_id dev-7)",
     "HEAD 17 is not another word of the sentence or 0"),
    ("missing_text.conllu", "missing_text.conllu:1 (sent_id dev-7)", "sentence has no '# text' comment"),
    ("missing_sent_id.conllu", "missing_sent_id.conllu:1", "sentence has no '# sent_id' comment"),
    ("text_mismatch.conllu", "text_mismatch.conllu:1 (sent_id dev-7)",
     "'# text' differs from the tokens joined by SpaceAfter: 'Han kiggede nysgerrigt på mig!' != "
     "'Han kiggede nysgerrigt på mig.'"),
    ("empty.conllu", "empty.conllu", "no sentences: the file is empty"),
    ("invalid_utf8.conllu", "invalid_utf8.conllu:2", "invalid UTF-8 at byte 33 of the line"),
    ("no_word_tokens.conllu", "no_word_tokens.conllu:1 (sent_id x-1)", "sentence has no word tokens"),
    ("duplicate_sent_id", "b.conllu:1", "duplicate sent_id 'dev-7' (first seen in "),
]


def _source(tmp_path: Path, *names: str) -> Path:
    source = tmp_path / "src"
    source.mkdir()
    for name in names:
        fixture = FIXTURES / "bad" / name
        for file in (sorted(fixture.iterdir()) if fixture.is_dir() else [fixture]):
            shutil.copy(file, source / file.name)
    return source


@pytest.mark.parametrize("name, where, problem", BAD)
def test_bad_source_is_a_precise_error_and_writes_nothing(tmp_path, capsys, name, where, problem):
    source = _source(tmp_path, name)
    out = tmp_path / "out"
    assert main(["build", "--data-dir", str(source), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    line = next(line for line in err.splitlines() if line.startswith("dala: error: "))
    assert f"{where}: {problem}" in line
    assert str(source) in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def test_a_folder_without_conllu_files(tmp_path, capsys):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "notes.txt").write_text("nothing here")
    assert main(["build", "--data-dir", str(tmp_path / "src"), "--out", str(tmp_path / "out")]) == 2
    assert "src: the folder has no *.conllu files" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_skipped_sentences_are_listed_in_the_report(tmp_path):
    source = _source(tmp_path, "text_mismatch.conllu", "wrong_columns.conllu", "empty.conllu")
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source)
    out = tmp_path / "out"
    assert main(["build", "--config", "pairs", "--on-error", "skip",
                 "--data-dir", str(source), "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text())
    assert report["source"]["skipped"] == [
        {"file": "empty.conllu", "line": None, "sent_id": None, "problem": "no sentences: the file is empty"},
        {"file": "text_mismatch.conllu", "line": 1, "sent_id": "dev-7",
         "problem": "'# text' differs from the tokens joined by SpaceAfter: "
                    "'Han kiggede nysgerrigt på mig!' != 'Han kiggede nysgerrigt på mig.'"},
        {"file": "wrong_columns.conllu", "line": 17, "sent_id": None,
         "problem": "expected 10 tab-separated columns, found 9"},
    ]
    # the good sentence before the bad one in wrong_columns.conllu is kept
    assert report["source"]["filter_counts"]["read"] == 565 + 1


def test_accepted_oddities_are_read():
    bom, crlf, odd = (read_file(FIXTURES / "accepted" / n)
                      for n in ("bom.conllu", "crlf.conllu", "multiword_and_empty.conllu"))
    assert [(s.sent_id, s.text) for s in bom] == [("dev-7", "Han kiggede nysgerrigt på mig.")]
    assert [(s.sent_id, s.text) for s in crlf] == [("dev-17", "Hun må have handlet af kærlighed til dig.")]
    assert [s.sent_id for s in odd] == ["dev-17", "mwt-1"]
    assert len(odd[0].tokens) == 9
    assert [t.form for t in odd[1].tokens] == ["Det", "ka", "'", "du", "tro", "."]
    assert odd[1].text == "Det ka' du tro."


def test_an_interrupted_build_keeps_the_previous_output(built, tmp_path, monkeypatch):
    out = tmp_path / "dala"
    shutil.copytree(built, out)
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}

    def fail(*args, **kwargs):
        raise RuntimeError("simulated crash while writing the card")

    monkeypatch.setattr(writing, "render_card", fail)
    with pytest.raises(RuntimeError, match="simulated crash"):
        main(["build", "--config", "pairs", "--out", str(out)])
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert [p.name for p in tmp_path.iterdir()] == ["dala"]


def test_skip_unbuildable_leaves_out_only_the_config_that_does_not_fit(tmp_path, capsys):
    source = tmp_path / "src"
    source.mkdir()
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source)
    out = tmp_path / "out"
    args = ["build", "--config", "small", "--config", "pairs", "--data-dir", str(source), "--out", str(out)]
    assert main(args) == 2
    assert "small: the source has" in capsys.readouterr().err and not out.exists()
    assert main([*args, "--skip-unbuildable"]) == 0
    assert "dala: skipped small: the source has" in capsys.readouterr().err
    assert sorted(json.loads((out / "build_report.json").read_text())["configs"]) == ["pairs"]


GOOD = (FIXTURES / "bad" / "head_not_integer.conllu").read_text(encoding="utf-8").replace("\tto\troot", "\t0\troot")


def _one(tmp_path, content, name="one.conllu"):
    source = tmp_path / "src"
    source.mkdir(exist_ok=True)
    (source / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return source


@pytest.mark.parametrize("change, where, problem", [
    (("\t2\tnsubj", "\t²\tnsubj"), ":3", "HEAD '²' is not a whole number (ASCII digits, at most nine)"),
    (("\t2\tnsubj", "\t٢\tnsubj"), ":3", "HEAD '٢' is not a whole number (ASCII digits, at most nine)"),
    (("\n1\tHan", "\n²\tHan"), ":3", "ID '²' is not a word ID, range or empty node (ASCII digits, at most nine)"),
    (("\n1\tHan", "\n" + "1" * 5000 + "\tHan"), ":3",
     "ID '" + "1" * 200 + "'... (4800 more characters) is not a word ID"),
])
def test_numbers_are_ascii_digits_of_bounded_length(tmp_path, capsys, change, where, problem):
    source = _one(tmp_path, GOOD.replace(*change))
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert line.startswith("dala: error: ") and f"one.conllu{where}: {problem}" in line
    assert len(line) < 600


@pytest.mark.parametrize("separator", ["\u2028", "\f"])
def test_only_an_empty_line_ends_a_sentence(tmp_path, capsys, separator):
    lines = GOOD.splitlines()
    broken = "\n".join([*lines[:4], separator, *lines[4:]]) + "\n"
    source = _one(tmp_path, broken)
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    assert "one.conllu:5: expected 10 tab-separated columns, found 1" in capsys.readouterr().err


def test_a_file_with_cr_only_line_endings_is_a_clear_error_that_does_not_echo_it(tmp_path, capsys):
    source = _one(tmp_path, (GOOD * 50).replace("\n", "\r"))
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err == (f"dala: error: {source / 'one.conllu'}:1: a carriage return inside the line: lines must end "
                   "with \\n or \\r\\n (CR-only files are not read)")


def test_control_characters_and_long_input_are_escaped_and_cut_in_messages(tmp_path, capsys):
    evil = "dev-7\x1b]0;owned\x07\x1b[31m"
    content = GOOD.replace("# sent_id = dev-7", f"# sent_id = {evil}").replace(
        "# text = Han kiggede nysgerrigt på mig.", "# text = " + "x" * 20_000_000)
    source = _one(tmp_path, content)
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "\x1b" not in err and "\x07" not in err
    assert "(sent_id 'dev-7\\x1b]0;owned\\x07\\x1b[31m')" in err
    assert "... (19999800 more characters)" in err and len(err) < 1000


def test_a_source_with_no_pairs_says_what_became_of_its_sentences(tmp_path, capsys):
    short = "\n".join(line for line in GOOD.splitlines()) + "\n"  # six tokens, five UPOS: filtered
    source = _one(tmp_path, short)
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "dala: error: pairs: the source has 0 minimal pairs: split test would be empty "
        "(1 sentences read, 0 kept; dropped by the filters: too_few_upos 1)")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def test_a_sentence_of_a_hundred_thousand_words_is_read(tmp_path):
    words = 100_000
    rows = [f"{i}\tw\tw\tX\t_\t_\t{i + 1 if i < words else 0}\t{'dep' if i < words else 'root'}\t_\t_"
            for i in range(1, words + 1)]
    text = " ".join(["w"] * words)
    path = tmp_path / "long.conllu"
    path.write_text(f"# sent_id = long\n# text = {text}\n" + "\n".join(rows) + "\n\n", encoding="utf-8")
    [sentence] = read_file(path)
    assert len(sentence.tokens) == words and sentence.tokens[-1].head == 0
