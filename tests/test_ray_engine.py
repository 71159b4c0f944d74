"""`--engine ray`: the same bytes as the local engine, on one local Ray cluster for the session.

The cluster is started once (the ``ray_cluster`` fixture) and every test
here reuses it; the tests compare the Parquet files of a Ray build with a
local build of the same source, with 1 and 2 workers and other
partitionings, and kill a worker in the middle of a build.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from dala_pipeline.commands.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.pool import pool_key
from dala_pipeline.ray_engine import RayEngine, worker_cpus
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.settings import BuildSettings, Engine

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def ray_cluster():
    """One local Ray cluster for the tests of this file, joined as `dala` joins it."""
    pytest.importorskip("ray", reason="Ray is not installed: pip install 'dala[ray]'")
    ray = RayEngine(BuildSettings(engine=Engine.RAY)).connect()
    yield ray
    ray.shutdown()


def _parquet(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*.parquet"))}


def _build(out: Path, *args: str) -> dict[str, bytes]:
    assert main(["build", *args, "--out", str(out)]) == 0
    files = _parquet(out)
    assert files
    return files


def test_importing_the_command_line_and_the_builder_does_not_import_ray():
    code = "import sys, dala, dala_pipeline.commands.cli, dala_pipeline.ray_engine; print('ray' in sys.modules)"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert found.stdout.strip() == "False"


def test_the_engine_and_its_resources_do_not_change_the_pool():
    files = [{"sha256": "0" * 64}]
    local = pool_key(BuildSettings(), files)
    assert pool_key(BuildSettings(engine=Engine.RAY, workers=7, cpus_per_worker=0.5, gpus_per_worker=1,
                                  ray_address="ray://head:10001"), files) == local
    assert pool_key(BuildSettings(seed=1), files) != local  # near miss: the seed does


def test_without_ray_the_engine_is_refused_before_any_work(tmp_path, monkeypatch, capsys):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "ray" else real(name, *a))
    assert main(["build", "--engine", "ray", "--out", str(tmp_path / "o")]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "dala: error: --engine ray needs Ray: pip install 'dala[ray]'"
    assert not (tmp_path / "o").exists()


def test_the_workers_always_leave_a_cpu_for_reading_and_writing():
    assert worker_cpus(2, 2, 1.0) == 0.5
    assert worker_cpus(2, 1, 1.0) == 1.0
    assert worker_cpus(16, 4, 2.0) == 2.0  # room enough: as asked
    assert worker_cpus(16, 8, 2.0) == 15 / 8
    assert worker_cpus(1, 2, 1.0) == 0.25


def test_the_bundled_source_gives_the_same_bytes_with_two_workers(ray_cluster, built, tmp_path):
    # (one worker: the test that kills it)
    pairs = {name: data for name, data in _parquet(built).items() if name.startswith("pairs")}
    assert _build(tmp_path / "two", "--engine", "ray", "--workers", "2", "--config", "pairs") == pairs


def test_a_conllu_folder_with_a_bad_sentence_gives_the_same_bytes_and_report(ray_cluster, tmp_path):
    folder = tmp_path / "src"
    folder.mkdir()
    blocks = bundled_files()[1].read_text(encoding="utf-8").strip("\n").split("\n\n")
    (folder / "a.conllu").write_text("\n\n".join(blocks[:150]) + "\n\n", encoding="utf-8")
    bad = blocks[250].replace("\t", "\t\u0096", 1)  # a C1 control character in a FORM
    (folder / "b.conllu").write_text("\n\n".join([*blocks[251:350], bad, *blocks[350:400]]) + "\n\n",
                                     encoding="utf-8")
    args = ["--data-dir", str(folder), "--config", "pairs", "--on-error", "skip"]
    local = _build(tmp_path / "local", *args)
    reports = {}
    for workers in ("1", "2"):
        assert _build(tmp_path / workers, *args, "--engine", "ray", "--workers", workers) == local
        reports[workers] = json.loads((tmp_path / workers / "build_report.json").read_text())["source"]
    expected = json.loads((tmp_path / "local" / "build_report.json").read_text())["source"]
    assert reports["1"] == reports["2"] == expected
    first_token = next(n for n, line in enumerate(blocks[250].split("\n")) if not line.startswith("#"))
    line = sum(block.count("\n") + 2 for block in blocks[251:350]) + first_token + 1
    assert [(s["file"], s["line"], "contains U+0096" in s["problem"]) for s in expected["skipped"]] == [
        ("b.conllu", line, True)]


def test_a_text_corpus_parsed_by_ray_workers_gives_the_same_conllu_and_bytes(ray_cluster, trained_pipeline,
                                                                            tmp_path, capsys):
    from test_text import PARAGRAPHS

    texts = tmp_path / "texts"
    texts.mkdir()
    (texts / "avis.txt").write_text("\n\n".join(PARAGRAPHS[:2]) + "\n", encoding="utf-8")
    lines = [json.dumps({"text": p}, ensure_ascii=False) for p in PARAGRAPHS[2:]]
    lines.insert(1, json.dumps({"text": "Han læser\u0096 bogen."}, ensure_ascii=False))
    (texts / "blog.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    parser = f"spacy:{trained_pipeline}"
    parsed = {}
    for engine, workers in (("local", "1"), ("ray", "1"), ("ray", "2")):
        out = tmp_path / f"{engine}{workers}.conllu"
        assert main(["parse", str(texts), "--parser", parser, "-o", str(out), "--engine", engine,
                     "--workers", workers, "--on-error", "skip"]) == 0
        assert capsys.readouterr().err.splitlines()[-1] == (
            f"dala: skipped {texts / 'blog.jsonl'}:2: the text contains U+0096, a control character "
            "(only whitespace is allowed between words)")
        parsed[engine + workers] = out.read_bytes()
    assert parsed["ray1"] == parsed["ray2"] == parsed["local1"]
    assert b"# sent_id = blog-p3-s1\n" in parsed["local1"] and b"# sent_id = blog-p2-" not in parsed["local1"]
    args = ["--text", str(texts), "--parser", parser, "--config", "pairs", "--on-error", "skip",
            "--no-sentence-checks"]  # the tiny pipeline does not split sentences
    assert _build(tmp_path / "ray", *args, "--engine", "ray", "--workers", "2") == _build(tmp_path / "local", *args)
    skipped = json.loads((tmp_path / "ray" / "build_report.json").read_text())["source"]["skipped"]
    assert skipped == [{"file": "blog.jsonl", "line": 2, "sent_id": None,
                        "problem": "the text contains U+0096, a control character (only whitespace is allowed "
                                   "between words)"}]


def _scanner_processes() -> list[int]:
    """The processes of the scanning stage's worker actors."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and b"MapBatches(_Scanner)" in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
        except OSError:  # gone meanwhile
            continue
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the worker's process in /proc")
def test_a_worker_killed_in_the_middle_of_a_build_changes_nothing(ray_cluster, built, tmp_path, monkeypatch):
    # one worker, and the bundled source cut into 8 KiB shards (about 300 jobs, not 2): the build outlives the kill
    monkeypatch.setattr(RayEngine, "shard_bytes", 8 << 10)
    killed: list[int] = []
    replacements: set[int] = set()
    finished = threading.Event()

    earlier = set(_scanner_processes())  # the workers of an earlier build, on their way out

    def kill() -> None:
        deadline = time.monotonic() + 120
        while not killed and time.monotonic() < deadline and not finished.is_set():
            for pid in set(_scanner_processes()) - earlier:
                time.sleep(0.2)  # at work on its first jobs
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:  # ended meanwhile: not a kill
                    continue
                killed.append(pid)
                break
            time.sleep(0.05)
        while not finished.is_set():  # the worker that takes over
            replacements.update(set(_scanner_processes()) - set(killed) - earlier)
            time.sleep(0.05)

    killer = threading.Thread(target=kill)
    killer.start()
    try:
        assert main(["build", "--engine", "ray", "--workers", "1", "--config", "pairs",
                     "--out", str(tmp_path / "o")]) == 0
    finally:
        finished.set()
        killer.join()
    assert killed, "the build ended before a worker could be killed"
    assert replacements, "no worker took over"
    pairs = {name: data for name, data in _parquet(built).items() if name.startswith("pairs")}
    assert data_file("pairs", "test") in pairs
    assert _parquet(tmp_path / "o") == pairs
