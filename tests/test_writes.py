"""Every command that writes a file replaces only what it can prove it wrote.

`dala review score --out`, `dala review auto --out` and `dala parse -o`: a
file of the user's, the command's own input, a link, or a file of ours the
user has edited since is refused in one line, exit 2, and left as it was;
a temporary file is created exclusively, so a user's file with a
temporary-looking name is never touched (dala_pipeline/ownership.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_review_tamper import _export, _perfect

from dala_cli.cli import main
from dala_pipeline import ownership
from dala_pipeline.names import data_file


def _refused(capsys, arguments: list[str], expected: str) -> None:
    capsys.readouterr()  # what earlier runs printed
    assert main(arguments) == 2
    assert capsys.readouterr().err.splitlines() == [f"dala: error: {expected}"]


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# ---------------------------------------------------------------- the rule itself


def test_a_file_is_ours_while_its_bytes_are_what_we_wrote(tmp_path):
    path = tmp_path / "result.json"
    ownership.write_text(path, '{"a": 1}\n', "dala test", "--out")
    assert ownership.is_ours(path)
    ownership.write_text(path, '{"a": 2}\n', "dala test", "--out")  # ours: replaced
    assert path.read_text(encoding="utf-8") == '{"a": 2}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == [".result.json.dala-written", "result.json"]
    with path.open("a", encoding="utf-8") as handle:
        handle.write("my note\n")
    assert not ownership.is_ours(path)
    with pytest.raises(ownership.OutputError, match=r"result.json exists and was not written by dala test, "
                                                    r"or was edited since; move it away or choose another --out"):
        ownership.write_text(path, "{}\n", "dala test", "--out")
    assert path.read_text(encoding="utf-8") == '{"a": 2}\nmy note\n'


def test_a_record_beside_another_file_proves_nothing(tmp_path):
    """Near miss: a record copied beside a file with other bytes does not make that file ours."""
    ownership.write_text(tmp_path / "a.json", "{}\n", "dala test", "--out")
    (tmp_path / "b.json").write_text("mine\n", encoding="utf-8")
    (tmp_path / ".b.json.dala-written").write_bytes((tmp_path / ".a.json.dala-written").read_bytes())
    assert not ownership.is_ours(tmp_path / "b.json")
    (tmp_path / "c.json").symlink_to(tmp_path / "a.json")
    assert not ownership.is_ours(tmp_path / "c.json")


def test_a_users_file_where_the_record_goes_is_refused_and_kept(tmp_path):
    record = tmp_path / ".result.json.dala-written"
    record.write_text("my own hidden file\n", encoding="utf-8")
    with pytest.raises(ownership.OutputError) as found:
        ownership.write_text(tmp_path / "result.json", "{}\n", "dala test", "--out")
    assert str(found.value) == (f"{record} is in the way: dala records there what it writes to "
                                f"{tmp_path / 'result.json'}, and this file is not such a record; move it away")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".result.json.dala-written"]
    assert record.read_text(encoding="utf-8") == "my own hidden file\n"


def test_temporary_files_never_go_through_a_link_nor_replace_a_users_file(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / ".r.md.tmp").symlink_to(outside)
    (out / ".r.md.part").write_text("mine\n", encoding="utf-8")
    ownership.write_text(out / "r.md", "table\n", "dala test", "--out")
    assert outside.read_text(encoding="utf-8") == "keep\n"
    assert (out / ".r.md.part").read_text(encoding="utf-8") == "mine\n"
    assert sorted(p.name for p in out.iterdir()) == [".r.md.dala-written", ".r.md.part", ".r.md.tmp", "r.md"]


def test_a_failed_write_leaves_the_earlier_file_and_no_temporary_file(tmp_path):
    path = tmp_path / "r.md"
    ownership.write_text(path, "first\n", "dala test", "--out")
    with pytest.raises(ZeroDivisionError), ownership.writing(path, "dala test", "--out") as sink:
        sink.write("half")
        raise ZeroDivisionError
    assert path.read_text(encoding="utf-8") == "first\n" and ownership.is_ours(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".r.md.dala-written", "r.md"]


# ---------------------------------------------------------------- case 11: review score and auto


@pytest.fixture(scope="module")
def review(built, tmp_path_factory):
    """An export and a perfect reviewer's sheet."""
    root = tmp_path_factory.mktemp("review-writes")
    assert _export(built, root / "export", seed=3) == 0
    return root / "export", _perfect(root / "export", root / "filled.tsv")


def test_review_score_refuses_its_inputs_and_files_it_did_not_write(review, tmp_path, capsys):
    export, sheet = review
    key = export / "key.json"
    before = _tree(export), sheet.read_bytes()
    score = ["review", "score", "--key", str(key), str(sheet), "--originals-out", str(tmp_path / "wrong.txt"), "--out"]
    _refused(capsys, [*score, str(key)], f"--out {key} is an input of this command; choose another file to write")
    _refused(capsys, [*score, str(sheet)], f"--out {sheet} is an input of this command; choose another file to write")
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    _refused(capsys, [*score, str(notes)], f"{notes} exists and was not written by dala review score, or was "
                                           "edited since; move it away or choose another --out")
    assert (_tree(export), sheet.read_bytes()) == before
    assert notes.read_text(encoding="utf-8") == "my notes\n"

    out = tmp_path / "precision.json"
    assert main([*score, str(out)]) == 0
    assert main([*score, str(out)]) == 0  # its own file, as it wrote it: replaced
    report = json.loads(out.read_text(encoding="utf-8"))
    edited = out.read_text(encoding="utf-8").replace('"reviewers": 1', '"reviewers": 2')
    out.write_text(edited, encoding="utf-8")
    _refused(capsys, [*score, str(out)], f"{out} exists and was not written by dala review score, or was edited "
                                         "since; move it away or choose another --out")
    assert out.read_text(encoding="utf-8") == edited and report["reviewers"] == 1
    capsys.readouterr()


def test_review_auto_refuses_files_it_did_not_write(built, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    _refused(capsys, ["review", "auto", "--folder", str(built), "--out", str(notes)],
             f"{notes} exists and was not written by dala review auto, or was edited since; move it away or "
             "choose another --out")
    pairs = built / data_file("pairs", "test")
    before = pairs.read_bytes()
    _refused(capsys, ["review", "auto", "--folder", str(built), "--out", str(pairs)],
             f"--out {pairs} is an input of this command; choose another file to write")
    assert pairs.read_bytes() == before and notes.read_text(encoding="utf-8") == "my notes\n"
    (tmp_path / "link.json").symlink_to(notes)
    _refused(capsys, ["review", "auto", "--folder", str(built), "--out", str(tmp_path / "link.json")],
             f"--out {tmp_path / 'link.json'} is a symbolic link, and dala never writes through one; remove it or "
             "choose another file")


# ---------------------------------------------------------------- case 12: parse -o


@pytest.mark.spacy_training
def test_parse_refuses_its_input_and_files_it_did_not_write(tmp_path, trained_pipeline, capsys):
    text = tmp_path / "in.txt"
    text.write_text("Byen ligger ved havet.\n", encoding="utf-8")
    parse = ["parse", str(text), "--parser", f"spacy:{trained_pipeline}", "-o"]
    _refused(capsys, [*parse, str(text)], f"-o {text} is an input of this command; choose another file to write")
    assert text.read_text(encoding="utf-8") == "Byen ligger ved havet.\n"
    mine = tmp_path / "mine.conllu"
    mine.write_text("# my annotation\n", encoding="utf-8")
    _refused(capsys, [*parse, str(mine)], f"{mine} exists and was not written by dala parse, or was edited since; "
                                          "move it away or choose another -o")
    assert mine.read_text(encoding="utf-8") == "# my annotation\n"

    out = tmp_path / "out.conllu"
    assert main([*parse, str(out)]) == 0
    first = out.read_bytes()
    assert first.startswith(b"# sent_id = in-p1-s1\n# text = Byen ligger ved havet.\n")
    assert main([*parse, str(out)]) == 0 and out.read_bytes() == first
    out.write_bytes(first + b"# corrected by hand\n")
    _refused(capsys, [*parse, str(out)], f"{out} exists and was not written by dala parse, or was edited since; "
                                         "move it away or choose another -o")
    assert out.read_bytes() == first + b"# corrected by hand\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [".out.conllu.dala-written", "in.txt", "mine.conllu",
                                                          "out.conllu"]


@pytest.mark.parametrize("where", ["/proc/wrong.txt", "/sys/wrong.txt"])  # cannot be written, even by root
def test_review_score_writes_both_files_or_neither(review, tmp_path, capsys, where):
    export, sheet = review
    out = tmp_path / "precision.json"
    _refused(capsys, ["review", "score", "--key", str(export / "key.json"), str(sheet), "--out", str(out),
                      "--originals-out", where],
             f"--originals-out {where}: cannot write there: "
             + ("no such file or directory" if where.startswith("/proc") else "permission denied"))
    assert list(tmp_path.iterdir()) == []  # nor precision.json, nor a temporary file
