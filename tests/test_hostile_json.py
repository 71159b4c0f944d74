"""JSON of untrusted origin: a lock, its dataset_infos.json, a report, a text input. A FIFO, a device or
JSON nested too deeply for the parser is one line and exit 2, never a hang, a MemoryError or a traceback."""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dala_cli.cli import main
from dala_pipeline.errors import SourceError
from dala_pipeline.file_checks import parse_json, read_json

ROOT = Path(__file__).parent.parent
#: Nested far deeper than the JSON parser's recursion allows.
DEEP = "[" * 100_000 + "]" * 100_000
FIX = "create it with `dala build --update-lock`"


def _limited() -> None:
    """A child that would read /dev/zero into memory stops at 2 GiB instead of taking the machine's."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def _build(folder: Path, *args: str) -> subprocess.CompletedProcess:
    """`dala build ARGS` in ``folder``, in a process of its own: a hang is a timeout, not a stuck suite."""
    return subprocess.run([sys.executable, "-m", "dala_cli.cli", "build", *args], cwd=folder,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=120,
                          preexec_fn=_limited)


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_a_dataset_infos_that_is_a_fifo_or_a_device_is_refused_not_read(tmp_path, kind):
    shutil.copy(ROOT / "dala.lock.json", tmp_path / "dala.lock.json")
    infos = tmp_path / "dataset_infos.json"
    if kind == "fifo":
        os.mkfifo(infos)
    else:
        infos.symlink_to("/dev/zero")
    result = _build(tmp_path, "--check")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == ("dala: error: dataset_infos.json: cannot read the lock: not a regular file (a FIFO, "
                             f"a device or a folder); {FIX}\n")


def test_a_precision_file_that_is_a_fifo_is_refused_not_waited_for(tmp_path):
    os.mkfifo(tmp_path / "precision.json")
    result = _build(tmp_path, "--precision", "precision.json", "--out", "out")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == ("dala: error: --precision precision.json: cannot read a precision.json: not a regular "
                             "file (a FIFO, a device or a folder)\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["precision.json"]


def test_a_lock_that_is_a_device_is_refused_not_read(tmp_path):
    (tmp_path / "dala.lock.json").symlink_to("/dev/zero")
    shutil.copy(ROOT / "dataset_infos.json", tmp_path / "dataset_infos.json")
    result = _build(tmp_path, "--check")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == ("dala: error: dala.lock.json: cannot read the lock: not a regular file (a FIFO, "
                             f"a device or a folder); {FIX}\n")


def test_a_lock_nested_too_deeply_is_one_line(tmp_path, capsys):
    lock = tmp_path / "dala.lock.json"
    lock.write_text(DEEP)
    shutil.copy(ROOT / "dataset_infos.json", tmp_path / "dataset_infos.json")
    assert main(["build", "--check", "--lock", str(lock)]) == 2
    assert capsys.readouterr().err == f"dala: error: {lock}: cannot read the lock: nested too deeply; {FIX}\n"


def test_a_report_nested_too_deeply_is_one_line_for_push_and_build(tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "build_report.json").write_text(DEEP)
    assert main(["push", "--dry-run", "--repo-id", "me/dala", "--folder", str(folder)]) == 2
    assert capsys.readouterr().err == (f"dala: error: {folder / 'build_report.json'} is not valid JSON: "
                                       "nested too deeply\n")
    # not a report dala can have written: the file is the user's, kept
    assert main(["build", "--config", "pairs", "--out", str(folder)]) == 2
    assert capsys.readouterr().err == (
        f"dala: error: --out {folder} holds 1 file(s) that are not part of a DaLA build, e.g. build_report.json; "
        "use --overwrite to replace only the build's own files (yours are kept), or choose another folder\n")
    assert (folder / "build_report.json").read_text() == DEEP


def test_the_report_of_a_folder_to_evaluate_nested_too_deeply_is_one_line(review_build, tmp_path):
    from dala_pipeline.evaluate.run import EvaluationError, read_folder_pairs

    folder = tmp_path / "build"
    shutil.copytree(review_build, folder)
    (folder / "build_report.json").write_text(DEEP)
    with pytest.raises(EvaluationError) as caught:
        read_folder_pairs(folder)
    assert str(caught.value) == f"{folder}: cannot read the pairs config: nested too deeply"


def test_a_jsonl_line_nested_too_deeply_names_its_line(tmp_path):
    from dala_pipeline.read.text import paragraphs

    path = tmp_path / "news.jsonl"
    path.write_text('{"text": "Hun kom hjem."}\n{"text": ' + DEEP + "}\n", encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        list(paragraphs([path]))
    assert str(caught.value) == f"{path}:2: not a JSON object: nested too deeply"


def test_the_shared_reader_takes_regular_files_of_bounded_size_alone(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"a": [1, 2]}')
    assert read_json(path) == {"a": [1, 2]}
    assert parse_json("[" * 500 + "]" * 500) is not None  # deep, but not too deep
    with pytest.raises(ValueError, match=r"^larger than 12 bytes$"):
        read_json(path, limit=12)  # near miss: 13 bytes against 12
    assert read_json(path, limit=13) == {"a": [1, 2]}
    with pytest.raises(ValueError, match=r"^not a regular file \(a FIFO, a device or a folder\)$"):
        read_json(tmp_path)
    with pytest.raises(ValueError, match=r"^nested too deeply$"):
        parse_json(DEEP)


def test_a_jsonl_record_reads_its_text_whatever_its_other_fields_hold(tmp_path):
    from dala_pipeline.read.text import paragraphs

    path = tmp_path / "news.jsonl"
    path.write_text('{"id": ' + "7" * 5000 + ', "text": "Hun kom hjem."}\n{"id": 1e999, "text": "Han gik."}\n',
                    encoding="utf-8")
    assert [(p.line, p.text) for p in paragraphs([path])] == [(1, "Hun kom hjem."), (2, "Han gik.")]
