"""`--engine ray`: the same bytes and report as the local engine, and no hang or orphan under faults.

The tests share one local Ray cluster (the ``ray_cluster`` fixture of conftest.py);
the ones about a cluster `dala` starts itself, or about signals, run `dala` as a process of its own.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
from helpers import until

from dala_cli.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.pool import pool_key
from dala_pipeline.ray_engine import RayEngine, check_demand, worker_cpus
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.settings import BuildSettings, Engine

ROOT = Path(__file__).resolve().parent.parent
#: `dala` in a process of its own, its Ray scanning jobs 8 KiB of CoNLL-U each (about 300 for the bundled
#: source), so that its workers are still scanning when a test stops it.
#: The tests that run Ray itself with no shared cluster skip where it is not installed, as the
#: ``ray_cluster`` fixture does (the README's test command installs no extra).
needs_ray = pytest.mark.skipif(importlib.util.find_spec("ray") is None,
                               reason="Ray is not installed: pip install 'dala[ray]'")

_RUN = ("import sys; from dala_pipeline.ray_engine import RayEngine; RayEngine.shard_bytes = 8 << 10; "
        "from dala_cli.cli import main; sys.exit(main())")


def _parquet(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*.parquet"))}


def _build(out: Path, *args: str) -> dict[str, bytes]:
    assert main(["build", *args, "--out", str(out)]) == 0
    files = _parquet(out)
    assert files
    return files


def _free_port() -> int:
    """A port of this machine where nothing listens."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _env(**changes: str | None) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **{k: v for k, v in changes.items() if v is not None}}
    for name in [k for k, v in changes.items() if v is None]:
        env.pop(name, None)
    return env


def _proc_stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command name (state first); empty once it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return []


def _alive(pid: int) -> bool:
    fields = _proc_stat(pid)
    return bool(fields) and fields[0] != "Z"


def _descendants(pid: int) -> set[int]:
    """Every process below ``pid``, through its children's children."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        fields = _proc_stat(int(entry.name)) if entry.name.isdigit() else []
        if fields:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.add(child)
            todo.append(child)
    return found


def _scanner_processes() -> set[int]:
    """The processes of the scanning stage's worker actors."""
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and b"MapBatches(_Scanner)" in (entry / "cmdline").read_bytes():
                found.add(int(entry.name))
        except OSError:  # gone meanwhile
            continue
    return found


def test_importing_the_command_line_and_the_builder_does_not_import_ray():
    code = "import sys, dala, dala_cli.cli, dala_pipeline.ray_engine; print('ray' in sys.modules)"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           cwd=ROOT, env=_env())
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


@needs_ray
def test_workers_no_cluster_can_hold_are_refused_in_one_line_before_anything_starts(tmp_path, capsys):
    from ray._private.utils import get_num_cpus

    cpus = get_num_cpus()
    spare = cpus - 1 if cpus > 1 else cpus / 2
    refused = {
        ("--workers", "20000"): f"--workers 20000: this machine has {cpus:g} CPUs, {spare:g} of them for the "
                                f"workers: {spare / 20000:.2g} CPU each, below Ray's smallest share (0.0001); "
                                f"give at most --workers {math.floor(spare / 0.0001)}",
        ("--cpus-per-worker", "0.00001"): "--cpus-per-worker 1e-05: expected a finite number of at least 0.0001 "
                                          "(the smallest share Ray reserves)",
        ("--gpus-per-worker", "0.00001"): "--gpus-per-worker 1e-05: expected 0 or a finite number of at least "
                                          "0.0001 (the smallest share Ray reserves)",
    }
    for option, said in refused.items():
        assert main(["build", "--engine", "ray", *option, "--config", "pairs", "--out", str(tmp_path / "o")]) == 2
        assert capsys.readouterr().err.splitlines() == [f"dala: error: {said}"]
        assert not (tmp_path / "o").exists()
    # near misses: Ray's smallest share exactly, and a node with the GPU asked for
    check_demand(BuildSettings(workers=10000), [{"CPU": 2.0}], "two CPUs")
    check_demand(BuildSettings(), [{"CPU": 8.0}, {"CPU": 4.0, "GPU": 1.0}], "a cluster", gpus=1.0)
    with pytest.raises(Exception, match=r"--workers 10001: two CPUs has 2 CPUs, 1 of them for the workers"):
        check_demand(BuildSettings(workers=10001), [{"CPU": 2.0}], "two CPUs")
    with pytest.raises(Exception, match=r"--gpus-per-worker 2: no node of a cluster has 2 GPUs \(the most a node "
                                        r"has: 1\); Ray would wait for one forever"):
        check_demand(BuildSettings(), [{"CPU": 8.0, "GPU": 1.0}, {"CPU": 4.0, "GPU": 1.0}], "a cluster", gpus=2.0)


@needs_ray
@pytest.mark.parametrize("given", ["--ray-address", "RAY_ADDRESS"])
def test_an_address_where_nothing_listens_fails_within_seconds_naming_it(tmp_path, given):
    address = f"127.0.0.1:{_free_port()}"
    args = ["--ray-address", address] if given == "--ray-address" else []
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "dala_cli.cli", "build", "--engine", "ray", *args,
                           "--config", "pairs", "--out", str(tmp_path / "o")], capture_output=True, text=True,
                          timeout=60, cwd=tmp_path, env=_env(RAY_ADDRESS=address if given == "RAY_ADDRESS" else None))
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        f"dala: error: --engine ray: cannot join the Ray cluster at {address}: Connection refused (after at most "
        "5 s); start it, or check the address (--ray-address, RAY_ADDRESS)"]
    assert time.monotonic() - started < 30
    assert not (tmp_path / "o").exists()


def _conllu_folder(folder: Path) -> tuple[list[str], int]:
    """A folder whose records straddle the cuts of small jobs: a.conllu; b.conllu with a control
    character in a FORM, sentences whose problem is found after their sent_id is read, and sentences
    with a form feed on a line of their own (each one bad sentence, wherever a cut falls); c.conllu
    ending in a run of blank lines longer than a job (its last jobs hold no sentence); z.conllu, last
    by name, empty. Gives b's sent_ids of form-feed sentences and the number of b's jobs at 4 KiB."""
    folder.mkdir()
    blocks = bundled_files()[1].read_text(encoding="utf-8").strip("\n").split("\n\n")
    (folder / "a.conllu").write_text("\n\n".join(blocks[:30]) + "\n\n", encoding="utf-8")
    bad = [blocks[250].replace("\t", "\t\u0096", 1)]  # a C1 control character in a FORM
    lines = blocks[251].split("\n")
    head = next(n for n, line in enumerate(lines) if not line.startswith("#"))
    columns = lines[head].split("\t")
    bad.append("\n".join([*lines[:head], "\t".join([*columns[:6], "99", *columns[7:]]), *lines[head + 1:]]))
    lines = blocks[252].split("\n")
    bad.append("\n".join([*lines[:head], lines[head + 1], lines[head], *lines[head + 2:]]))  # IDs out of order
    bad.append("\n".join(line for line in blocks[253].split("\n") if not line.startswith("# text")))
    fed = []
    for n in range(254, 320):
        lines = blocks[n].split("\n")
        if n % 3 == 0:  # a form feed before the sentence's last token line
            lines.insert(len(lines) - 1, "\f")
            fed.append(lines[0].removeprefix("# sent_id = "))
        bad.append("\n".join(lines))
    b = "\n\n".join([*blocks[350:360], *bad, *blocks[360:380]]) + "\n\n"
    (folder / "b.conllu").write_text(b, encoding="utf-8")
    (folder / "c.conllu").write_text("\n\n".join(blocks[400:410]) + "\n" * 12000, encoding="utf-8")
    (folder / "z.conllu").write_text("", encoding="utf-8")
    # where the cuts of 4 KiB jobs are first sought, before they move on to the end of a sentence: some
    # fall in a sentence before its form feed (which the cut must not take for the sentence's end)
    size, parts = len(b.encode()), len(b.encode()) // (4 << 10)
    starts = [b.encode().index(f"# sent_id = {sent_id}\n".encode()) for sent_id in fed]
    feeds = [b.encode().index(b"\n\f\n", start) for start in starts]
    assert any(start <= size * k // parts < feed for k in range(1, parts) for start, feed in zip(starts, feeds))
    return fed, parts


def test_a_conllu_folder_with_bad_records_gives_the_same_bytes_and_report(ray_cluster, tmp_path, monkeypatch):
    fed, parts = _conllu_folder(tmp_path / "src")
    args = ["--data-dir", str(tmp_path / "src"), "--config", "pairs", "--on-error", "skip"]
    local = _build(tmp_path / "local", *args)
    monkeypatch.setattr(RayEngine, "shard_bytes", 4 << 10)
    assert _build(tmp_path / "ray", *args, "--engine", "ray", "--workers", "2") == local
    expected = json.loads((tmp_path / "local" / "build_report.json").read_text())["source"]
    assert json.loads((tmp_path / "ray" / "build_report.json").read_text())["source"] == expected
    skipped = [(s["file"], s["sent_id"], s["problem"].split(",")[0]) for s in expected["skipped"]]
    assert skipped[:4] == [
        ("b.conllu", None, "FORM '\\x96\"' contains U+0096"),
        ("b.conllu", "test-251", "HEAD 99 is not another word of the sentence or 0"),
        ("b.conllu", "test-252", "word ID 2 out of order"),
        ("b.conllu", "test-253", "sentence has no '# text' comment"),
    ]
    assert skipped[4:] == [*(("b.conllu", None, "expected 10 tab-separated columns") for _ in fed),
                           ("z.conllu", None, "no sentences: the file is empty")]
    assert len(fed) == 22 and parts == 27


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
    for engine in ("local", "ray"):
        out = tmp_path / f"{engine}.conllu"
        assert main(["parse", str(texts), "--parser", parser, "-o", str(out), "--engine", engine,
                     "--workers", "2", "--on-error", "skip"]) == 0
        assert capsys.readouterr().err.splitlines()[-1] == (
            f"dala: skipped {texts / 'blog.jsonl'}:2: the text contains U+0096, a control character "
            "(only whitespace is allowed between words)")
        parsed[engine] = out.read_bytes()
    assert parsed["ray"] == parsed["local"]
    assert b"# sent_id = blog-p3-s1\n" in parsed["local"] and b"# sent_id = blog-p2-" not in parsed["local"]
    args = ["--text", str(texts), "--parser", parser, "--config", "pairs", "--on-error", "skip",
            "--no-sentence-checks"]  # the tiny pipeline does not split sentences
    assert _build(tmp_path / "ray", *args, "--engine", "ray", "--workers", "1") == _build(tmp_path / "local", *args)
    skipped = json.loads((tmp_path / "ray" / "build_report.json").read_text())["source"]["skipped"]
    assert skipped == [{"file": "blog.jsonl", "line": 2, "sent_id": None,
                        "problem": "the text contains U+0096, a control character (only whitespace is allowed "
                                   "between words)"}]


def test_a_gpu_the_cluster_lacks_is_refused_in_one_line(ray_cluster, trained_pipeline, tmp_path):
    (tmp_path / "in.txt").write_text("Han læser bogen.\n", encoding="utf-8")
    address = ray_cluster.get_runtime_context().gcs_address
    done = subprocess.run([sys.executable, "-m", "dala_cli.cli", "parse", str(tmp_path / "in.txt"),
                           "--parser", f"spacy:{trained_pipeline}", "-o", str(tmp_path / "out.conllu"),
                           "--engine", "ray", "--ray-address", address, "--gpus-per-worker", "1"],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path, env=_env())
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines()[-1] == ("dala: error: --gpus-per-worker 1: no node of the Ray cluster has 1 "
                                            "GPU (the most a node has: 0); Ray would wait for one forever")
    assert not (tmp_path / "out.conllu").exists()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the worker's process in /proc")
def test_two_workers_one_killed_in_the_middle_of_a_build_give_the_same_bytes(ray_cluster, built, tmp_path,
                                                                             monkeypatch):
    # the bundled source cut into 32 KiB jobs (about 75, not 2): the build outlives the kill
    monkeypatch.setattr(RayEngine, "shard_bytes", 32 << 10)
    killed: list[int] = []
    replacements: set[int] = set()
    finished = threading.Event()

    earlier = _scanner_processes()  # the workers of an earlier build, on their way out

    def kill() -> None:
        deadline = time.monotonic() + 120
        while not killed and time.monotonic() < deadline and not finished.is_set():
            for pid in _scanner_processes() - earlier:
                time.sleep(0.2)  # at work on its first jobs
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:  # ended meanwhile: not a kill
                    continue
                killed.append(pid)
                break
            time.sleep(0.05)
        while not finished.is_set():  # the worker that takes over
            replacements.update(_scanner_processes() - set(killed) - earlier)
            time.sleep(0.05)

    killer = threading.Thread(target=kill)
    killer.start()
    try:
        assert main(["build", "--engine", "ray", "--workers", "2", "--config", "pairs",
                     "--out", str(tmp_path / "o")]) == 0
    finally:
        finished.set()
        killer.join()
    assert killed, "the build ended before a worker could be killed"
    assert len(replacements) >= 2, "no worker took over"  # the other worker, and the one that took over
    pairs = {name: data for name, data in _parquet(built).items() if name.startswith("pairs")}
    assert data_file("pairs", "test") in pairs
    assert _parquet(tmp_path / "o") == pairs


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the worker's process in /proc")
def test_sigterm_while_ray_workers_scan_ends_the_build_with_one_line(ray_cluster, tmp_path):
    earlier = _scanner_processes()
    build = subprocess.Popen([sys.executable, "-c", _RUN, "build", "--engine", "ray", "--ray-address",
                              ray_cluster.get_runtime_context().gcs_address, "--workers", "1", "--config", "pairs",
                              "--out", str(tmp_path / "o")], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             text=True, cwd=tmp_path, env=_env())
    try:
        assert until(lambda: _scanner_processes() - earlier or build.poll() is not None, 120)
        time.sleep(0.5)  # at work
        assert build.poll() is None, "the build ended before it could be stopped"
        build.send_signal(signal.SIGTERM)
        _, err = build.communicate(timeout=60)
    finally:
        if build.poll() is None:
            build.kill()
            build.wait()
    assert build.returncode == 143, err
    assert err.splitlines()[-1] == "dala: terminated (SIGTERM)"
    assert "Traceback" not in err and "SIGTERM received" not in err
    assert not (tmp_path / "o").exists()


@needs_ray
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the cluster's processes in /proc")
def test_a_local_cluster_dala_starts_is_new_and_ends_with_the_driver_even_killed(tmp_path):
    # Ray's temporary folder names a dead cluster (a stale ray_current_cluster file): dala starts a new one,
    # and every process of it (GCS, raylet, dashboard and runtime-env agents, workers) dies with the
    # driver killed outright. (A short folder: Ray's socket paths must stay under 108 bytes.)
    temporary = Path(tempfile.mkdtemp(prefix="dala-ray-", dir="/tmp"))
    (temporary / "ray").mkdir()
    (temporary / "ray" / "ray_current_cluster").write_text(f"127.0.0.1:{_free_port()}", encoding="utf-8")
    env = _env(RAY_TMPDIR=str(temporary), RAY_ADDRESS=None, RAY_AUTH_MODE=None, RAY_AUTH_TOKEN=None)
    build = subprocess.Popen([sys.executable, "-c", _RUN, "build", "--engine", "ray", "--workers", "1",
                              "--config", "pairs", "--out", str(tmp_path / "o")], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, cwd=tmp_path, env=env)
    started: set[int] = set()
    try:
        assert until(lambda: _descendants(build.pid) & _scanner_processes() or build.poll() is not None, 120), \
            "no worker of a new local cluster"
        started = _descendants(build.pid)
        assert build.poll() is None and len(started) >= 6, started
        build.kill()
        build.wait()
        assert until(lambda: not any(map(_alive, started)), 15), \
            {pid: Path(f"/proc/{pid}/comm").read_text().strip() for pid in started if _alive(pid)}
    finally:
        if build.poll() is None:
            build.kill()
            build.wait()
        for pid in started:  # a failing case leaves nothing running
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        shutil.rmtree(temporary, ignore_errors=True)
