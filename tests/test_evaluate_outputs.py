"""The results files of `dala evaluate` are the user's once edited: the rule of `dala build`.

A results file is replaced only while its bytes are what `dala evaluate`
wrote; temporary files never go through a link nor replace a user's file;
a model cannot take the name of another results file; `--out` is refused
where a build's would be and is locked as a build's is.
"""

from __future__ import annotations

import importlib.util
import json
import shutil

import pytest
from tiny_models import tiny_gpt2

from dala_cli.cli import main
from dala_pipeline.write.folder import output_lock

# Skipped without the evaluate extra; found, not imported, so that collecting costs no torch import.
_MISSING = [name for name in ("torch", "transformers", "minicons") if importlib.util.find_spec(name) is None]
pytestmark = pytest.mark.skipif(bool(_MISSING), reason=f"needs the evaluate extra ({', '.join(_MISSING)})")


@pytest.fixture(scope="module")
def gpt2(tmp_path_factory):
    return tiny_gpt2(tmp_path_factory.mktemp("models") / "gpt2")


def _evaluate(built, out, *models) -> list[str]:
    return ["evaluate", *(a for m in models for a in ("--model", str(m))), "--folder", str(built),
            "--limit", "8", "--device", "cpu", "--out", str(out)]


def _refused(capsys, arguments, expected: str) -> None:
    capsys.readouterr()
    assert main(arguments) == 2
    assert capsys.readouterr().err.splitlines() == [f"dala: error: {expected}"]


def test_a_rerun_replaces_its_own_results_and_never_the_users_notes(built, gpt2, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(_evaluate(built, out, gpt2)) == 0
    assert main(_evaluate(built, out, gpt2)) == 0  # unedited: its own files
    for name, note in (("results.md", b"\nMy notes on the run.\n"), ("gpt2.json", b" ")):
        (out / name).write_bytes((out / name).read_bytes() + note)
        _refused(capsys, _evaluate(built, out, gpt2), f"{out / name} exists and was not written by dala evaluate, "
                                                      "or was edited since; move it away or choose another --out")
        assert (out / name).read_bytes().endswith(note)
        (out / name).write_bytes((out / name).read_bytes()[:-len(note)])
    assert main(_evaluate(built, out, gpt2)) == 0  # the notes taken out: its own files again


def test_temporary_files_are_its_own_and_never_go_through_a_link(built, gpt2, tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("not in --out\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / ".results.md.tmp").symlink_to(outside)
    (out / ".accuracy.svg.tmp").write_text("my sketch\n", encoding="utf-8")
    assert main(_evaluate(built, out, gpt2)) == 0
    assert outside.read_text(encoding="utf-8") == "not in --out\n"
    assert (out / ".accuracy.svg.tmp").read_text(encoding="utf-8") == "my sketch\n"
    assert not [p.name for p in out.iterdir() if p.name.endswith(".dala-tmp")]


def test_a_model_folder_named_comparison_keeps_its_results(built, gpt2, tmp_path):
    comparison = tmp_path / "models" / "comparison"
    shutil.copytree(gpt2, comparison)
    out = tmp_path / "out"
    assert main(_evaluate(built, out, gpt2, comparison)) == 0
    model = json.loads((out / "comparison_model.json").read_text(encoding="utf-8"))
    assert model["model"]["name"] == str(comparison) and "results" in model
    compared = json.loads((out / "comparison.json").read_text(encoding="utf-8"))
    assert compared["models"] == {"gpt2": str(gpt2), "comparison_model": str(comparison)}


def test_out_is_refused_where_a_build_is_refused_and_locked_as_a_build_is(built, gpt2, tmp_path, capsys,
                                                                         monkeypatch):
    _refused(capsys, _evaluate(built, "/", gpt2), "--out / is refused: it is the root folder; choose another folder")
    _refused(capsys, _evaluate(built, built, gpt2),
             f"--out {built} is refused: it holds the source {built}; choose another folder")
    monkeypatch.chdir(tmp_path)
    _refused(capsys, _evaluate(built, ".", gpt2),
             f"--out {tmp_path} is refused: it is the current folder or one of its parents; choose another folder")
    out = tmp_path / "out"
    with output_lock(out):
        _refused(capsys, _evaluate(built, out, gpt2),
                 f"another dala command is writing {out}; wait for it to finish (lock {tmp_path / '.out.dala-lock'})")
    assert not out.exists()
