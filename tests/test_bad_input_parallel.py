"""Worker processes (--num-proc N) end a build exactly as one process does: on bad input, on Ctrl-C,
and with the same bytes on good input."""

import json
import os
import pickle
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import build_pool_from, pool_pairs

from dala_cli.cli import main
from dala_pipeline import pool as pooling
from dala_pipeline.errors import SourceError
from dala_pipeline.names import data_file
from dala_pipeline.read.sources import bundled_dir, bundled_files

ROOT = Path(__file__).parent.parent
BAD = Path(__file__).parent / "fixtures" / "bad"
#: Every bad-input fixture: a new one is covered here without a new line.
BAD_FIXTURES = sorted(p.name for p in BAD.iterdir())
#: Small shards: the bundled test file becomes about 40 jobs, so a pool of workers really runs.
SMALL_SHARDS = 16 << 10


def _source(tmp_path: Path, fixture: str) -> Path:
    """The fixture, then (in name order) a good file of about 40 shards."""
    source = tmp_path / "src"
    source.mkdir()
    path = BAD / fixture
    for file in (sorted(path.iterdir()) if path.is_dir() else [path]):
        shutil.copy(file, source / file.name)
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source / "zz_good.conllu")
    return source


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("dala: error: ")]


@pytest.mark.parametrize("fixture", BAD_FIXTURES)
def test_bad_input_under_two_processes_is_the_same_one_located_error(tmp_path, capsys, monkeypatch, fixture):
    monkeypatch.setattr(pooling, "SHARD_BYTES", SMALL_SHARDS)
    source = _source(tmp_path, fixture)
    ended = {}
    for workers in ("1", "2"):
        code = main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out"),
                     "--num-proc", workers])
        ended[workers] = code, _errors(capsys.readouterr().err)
    assert ended["2"] == ended["1"]
    code, errors = ended["2"]
    assert code == 2 and len(errors) == 1 and str(source) in errors[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


@pytest.mark.parametrize("fixture", BAD_FIXTURES)
def test_bad_input_skipped_under_two_processes_gives_the_same_pool(tmp_path, monkeypatch, fixture):
    monkeypatch.setattr(pooling, "SHARD_BYTES", SMALL_SHARDS)
    files = sorted(_source(tmp_path, fixture).iterdir())
    one = build_pool_from(tmp_path / "one", files, on_error="skip", num_proc=1)
    two = build_pool_from(tmp_path / "two", files, on_error="skip", num_proc=2)
    assert two.summary == one.summary
    assert pool_pairs(two) == pool_pairs(one)
    assert len(one.summary["skipped"]) == 1 and one.summary["skipped"][0]["file"] in (fixture, "b.conllu")
    assert one.summary["filter_counts"]["read"] >= 565


def test_a_head_in_arabic_digits_under_two_processes_is_skipped_and_reported(tmp_path, monkeypatch):
    # the source error used to fail to unpickle in the parent, which then waited forever
    monkeypatch.setattr(pooling, "SHARD_BYTES", SMALL_SHARDS)
    source = _source(tmp_path, "head_not_integer.conllu")
    bad = source / "head_not_integer.conllu"
    bad.write_text(bad.read_text(encoding="utf-8").replace("\tto\troot", "\t0\troot")
                   .replace("\t2\tnsubj", "\t٢\tnsubj"), encoding="utf-8")
    out = tmp_path / "out"
    args = ["build", "--config", "pairs", "--data-dir", str(source), "--out", str(out), "--num-proc", "2"]
    assert main(args) == 2
    assert main([*args, "--on-error", "skip"]) == 0
    assert json.loads((out / "build_report.json").read_text())["source"]["skipped"] == [
        {"file": "head_not_integer.conllu", "line": 3, "sent_id": None,
         "problem": "HEAD '٢' is not a whole number (ASCII digits, at most nine)"}]


def test_a_source_error_crosses_processes_whole():
    err = SourceError("src/a.conllu", 3, "HEAD '٢' is not a whole number", "dev-7")
    again = pickle.loads(pickle.dumps(err))
    assert type(again) is SourceError and str(again) == str(err) == \
        "src/a.conllu:3 (sent_id dev-7): HEAD '٢' is not a whole number"
    assert (again.path, again.line, again.problem, again.sent_id) == ("src/a.conllu", 3, err.problem, "dev-7")


def test_a_text_repeated_in_the_next_shard_keeps_its_first_occurrence_under_two_processes(tmp_path):
    # 40 pairs of neighbouring files, the second of each a copy of the first under other sent_ids:
    # workers finish neighbouring shards in either order, the parent must still read them in source order
    blocks = bundled_files()[1].read_text(encoding="utf-8").strip("\n").split("\n\n")
    source = tmp_path / "src"
    source.mkdir()
    for group in range(40):
        chunk = "".join(block + "\n\n" for block in blocks[group::40])
        for copy in (1, 2):
            (source / f"f{group:02d}-{copy}.conllu").write_text(
                chunk.replace("# sent_id = ", f"# sent_id = {copy}-"), encoding="utf-8")
    written = {}
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}"
        assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(out),
                     "--num-proc", workers]) == 0
        written[workers] = (out / data_file("pairs", "test")).read_bytes()
    assert written["2"] == written["1"]
    import pyarrow.parquet as pq

    ids = pq.read_table(tmp_path / "out2" / data_file("pairs", "test")).column("pair_id").to_pylist()
    assert len(ids) > 300 and all(i.startswith("1-") for i in ids)


#: A build of several shards per worker, with SIGINT handled as an interactive shell leaves it.
_RUN = ("import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from dala_pipeline import pool; pool.SHARD_BYTES = 16 << 10; "
        "from dala_cli.cli import main; sys.exit(main())")


def _workers(pid: int) -> list[int]:
    """The children of ``pid`` forked from it (not ``ldconfig``, which ctypes runs)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    children = [int(child) for child in path.read_text().split()] if path.exists() else []
    return [child for child in children if _status(child).get("Name") == _status(pid).get("Name")]


def _status(pid: int) -> dict[str, str]:
    """The fields of /proc/PID/status; empty once the process is gone."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return {}
    return dict(line.split(":\t", 1) for line in lines if ":\t" in line)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="finds the workers through /proc")
@pytest.mark.parametrize("sig, group, code, word", [
    (signal.SIGINT, True, 130, "interrupted"),    # Ctrl-C: the whole foreground group gets it
    (signal.SIGTERM, False, 143, "terminated"),   # kill PID: the parent alone
])
def test_a_signal_while_workers_read_ends_with_one_line(tmp_path, sig, group, code, word):
    source = tmp_path / "src"
    source.mkdir()
    for copy in range(3):  # several megabytes, so the workers are still reading when the signal comes
        for path in bundled_files():
            text = path.read_text(encoding="utf-8").replace("# sent_id = ", f"# sent_id = c{copy}-")
            (source / f"c{copy}-{path.name}").write_text(text, encoding="utf-8")
    # without the language check of each file, which loads every dictionary before the workers start
    build = subprocess.Popen(
        [sys.executable, "-c", _RUN, "build", "--config", "pairs", "--data-dir", str(source),
         "--out", str(tmp_path / "out"), "--num-proc", "2", "--no-language-check"],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(tmp_path)},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    workers: list[int] = []
    while len(workers) < 2 and build.poll() is None:
        time.sleep(0.01)
        workers = _workers(build.pid)
    if group:  # Ctrl-C reaches every process of the group: a worker leaves it to its parent, and goes on
        for pid in workers:
            os.kill(pid, sig)
        time.sleep(0.5)
        assert "Z" not in [_status(pid).get("State", "Z")[0] for pid in workers] and build.poll() is None
    (os.killpg if group else os.kill)(build.pid, sig)
    _, stderr = build.communicate(timeout=120)
    assert workers, stderr
    assert build.returncode == code, stderr
    assert stderr.splitlines()[-1] == f"dala: {word} ({sig.name})"
    assert "Traceback" not in stderr
    # gone, or a zombie where PID 1 does not reap orphans
    assert [_status(pid).get("State", "Z")[0] for pid in workers] == ["Z", "Z"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]
