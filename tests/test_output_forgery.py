"""Ownership survives forgery: links, edited reports and journals, leftovers, and checks before any work.

A build never writes through a link inside ``--out`` and never deletes or
overwrites a file it cannot prove it wrote: a report or journal entry
counts only for a name a build writes, reached without a link, whose bytes
match the recorded size and SHA-256.
"""

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from fake_hub import FakeHub
from helpers import dala_process, kill_when_paused

from dala_cli.cli import main
from dala_pipeline import scratch
from dala_pipeline.errors import DalaError
from dala_pipeline.names import REPORT_NAME, data_file, is_build_file
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.settings import BuildSettings
from dala_pipeline.write import folder as output
from dala_pipeline.write.folder import PAUSE_ENV, PAUSE_STAGE_ENV, file_sha256, output_lock

ROOT = Path(__file__).parent.parent
#: As the `dala` console script runs it, then names the heavy modules it imported.
_RUN = ("import sys; from dala_cli.cli import main; code = main(); "
        "print('heavy:', sorted(m for m in ('datasets', 'pyarrow', 'pandas') if m in sys.modules)); sys.exit(code)")


def _dala(*args, cwd, env=None):
    return dala_process(*args, cwd=cwd, env=env, code=_RUN)


def _said(err: str) -> list[str]:
    """The lines dala printed on stderr (not progress bars), after checking there is no traceback."""
    assert "Traceback" not in err, err
    return [line for line in err.splitlines() if line.startswith("dala:")]


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` (following no link) and every link, with its bytes or target."""
    found = {}
    for root, dirs, files in os.walk(folder):
        for name in files + dirs:
            path = Path(root) / name
            if path.is_symlink():
                found[path.relative_to(folder).as_posix()] = f"-> {os.readlink(path)}".encode()
            elif path.is_file():
                found[path.relative_to(folder).as_posix()] = path.read_bytes()
    return found


def _is_complete_build(folder: Path, seed: int = 4242) -> bool:
    report = json.loads((folder / REPORT_NAME).read_text(encoding="utf-8"))
    return report["seed"] == seed and all(
        (folder / name).is_file() and file_sha256(folder / name) == info["sha256"]
        for name, info in report["files"].items())


def _pairs(source: Path) -> list[str]:
    """The arguments of a pairs build of ``source``."""
    return ["build", "--config", "pairs", "--data-dir", str(source)]


def _list_in_report(folder: Path, *names: str) -> None:
    """Add ``names`` to the folder's build report with their true size and SHA-256: a forged entry."""
    report = json.loads((folder / REPORT_NAME).read_text(encoding="utf-8"))
    for name in names:
        report["files"][name] = {"size": (folder / name).stat().st_size, "sha256": file_sha256(folder / name)}
    (folder / REPORT_NAME).write_text(json.dumps(report), encoding="utf-8")


@pytest.fixture(scope="module")
def pairs_build(tmp_path_factory, small_source):
    """A `dala build --config pairs` of a small source."""
    out = tmp_path_factory.mktemp("pairs") / "dala"
    assert main([*_pairs(small_source), "--out", str(out)]) == 0
    return out


@pytest.fixture
def earlier(tmp_path, pairs_build):
    """A copy of the pairs build in ``tmp_path/dala``."""
    out = tmp_path / "dala"
    shutil.copytree(pairs_build, out)
    return out


def test_every_file_a_build_writes_has_a_name_a_build_writes(built):
    report = json.loads((built / REPORT_NAME).read_text(encoding="utf-8"))
    assert sorted(report["files"]) == sorted(p.relative_to(built).as_posix() for p in built.rglob("*")
                                             if p.is_file() and p.name != REPORT_NAME)
    assert all(is_build_file(name) for name in [*report["files"], REPORT_NAME, "precision.json"])
    assert not any(is_build_file(name) for name in [".git/config", "notes.txt", "../README.md", "/README.md",
                                                    "pairs/data/../../x-00000-of-00001.parquet", "pairs/README.md",
                                                    "other/data/test-00000-of-00001.parquet", "lm_eval/../x.yaml"])


# 1: links inside --out

def test_a_build_never_writes_through_a_linked_folder_inside_out(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "vdir" / "data").mkdir(parents=True)
    (tmp_path / "vdir" / "data" / "test-00000-of-00001.parquet").write_text("user data\n")
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "pairs").symlink_to("../vdir")
    before = _tree(tmp_path)
    assert main(["build", "--config", "pairs", "--out", "c", "--overwrite"]) == 2
    assert _said(capsys.readouterr().err) == [
        f"dala: error: --out {tmp_path / 'c'}: pairs is a symbolic link, and a build never writes through one "
        "(pairs/data/test-00000-of-00001.parquet would go there); remove the link or choose another folder"]
    assert _tree(tmp_path) == before


# 2: the report is not proof by itself

def test_report_entries_a_build_never_writes_are_kept_as_the_users(tmp_path, earlier, capsys, small_source):
    (earlier / ".git" / "hooks").mkdir(parents=True)
    (earlier / ".git" / "config").write_text("[core]\n")
    (earlier / ".git" / "hooks" / "pre-commit").write_text("#!/bin/sh\n")
    (earlier / "notes.txt").write_text("mine")
    (tmp_path / "outside.txt").write_text("outside")
    (tmp_path / "linked" / "data").mkdir(parents=True)
    (tmp_path / "linked" / "data" / "test-00000-of-00001.parquet").write_text("linked")
    (earlier / "medium").symlink_to("../linked")
    _list_in_report(earlier, ".git/config", ".git/hooks/pre-commit", "notes.txt", "../outside.txt",
                    "medium/data/test-00000-of-00001.parquet")
    mine = {name: data for name, data in _tree(tmp_path).items() if name in (
        "outside.txt", "linked/data/test-00000-of-00001.parquet", "dala/.git/config", "dala/.git/hooks/pre-commit",
        "dala/notes.txt", "dala/medium")}
    assert len(mine) == 6
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier)]) == 2
    assert _said(capsys.readouterr().err) == [
        f"dala: error: --out {earlier} holds 4 file(s) that are not part of a DaLA build, e.g. .git/config "
        f"({REPORT_NAME} lists 5 path(s) a build never writes or that lead through a link, e.g. .git/config: they "
        "are not taken as the build's); use --overwrite to replace only the build's own files (yours are kept), "
        "or choose another folder"]
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier), "--overwrite"]) == 0
    assert _said(capsys.readouterr().err)[0] == (
        f"dala: {earlier}: {REPORT_NAME} lists 5 path(s) a build never writes or that lead through a link, "
        "e.g. .git/config: they are not taken as the build's")
    assert _is_complete_build(earlier, seed=7)
    assert {name: data for name, data in _tree(tmp_path).items() if name in mine} == mine


@pytest.mark.parametrize("how", ["changed since the build", "a report without sizes and hashes"])
def test_a_build_file_whose_bytes_are_not_proven_is_never_replaced(tmp_path, earlier, capsys, how, small_source):
    listed = len(json.loads((earlier / REPORT_NAME).read_text())["files"])  # every file but the report
    if how == "a report without sizes and hashes":
        report = json.loads((earlier / REPORT_NAME).read_text())
        del report["files"]
        (earlier / REPORT_NAME).write_text(json.dumps(report))
    else:
        (earlier / "README.md").write_text("my own card")
    before = _tree(tmp_path)
    assert main([*_pairs(small_source), "--out", str(earlier), "--overwrite"]) == 2
    assert _said(capsys.readouterr().err)[-1] == (
        f"dala: error: --out {earlier}: the build would overwrite "
        f"{1 if how == 'changed since the build' else listed} file(s) that are not part of a DaLA build, "
        "e.g. README.md; move them away and build again")
    assert _tree(tmp_path) == before


# 3 and 20: journals and transaction folders

@pytest.mark.parametrize("form", ["names", "records"])
def test_a_forged_journal_moves_nothing_outside_the_folder_or_unproven(tmp_path, earlier, capsys, form):
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "precious.txt").write_text("precious")
    txn = tmp_path / ".dala.dala-txn"
    txn.mkdir()
    if form == "names":
        journal = {"phase": "moving-out", "old": ["../victim/precious.txt"], "new": []}
    else:
        journal = {"phase": "moving-out", "new": ["../victim/precious.txt"], "old": {
            "../victim/precious.txt": {"size": 8, "sha256": file_sha256(victim / "precious.txt")},
            "README.md": {"size": 11, "sha256": "0" * 64}}}
    (txn / "journal.json").write_text(json.dumps(journal))
    before = _tree(earlier)
    assert main(["push", "--repo-id", "someone/dala", "--folder", str(earlier), "--dry-run"]) == 0
    said = _said(capsys.readouterr().err)
    if form == "names":
        assert said == [f"dala: {earlier}: removed an interrupted replacement with nothing to move (ignored 1 "
                        "journal entry naming no file a build writes, e.g. ../victim/precious.txt)"]
    else:
        assert said == [f"dala: {earlier}: finished the interrupted replacement of the earlier build; ignored 2 "
                        "journal entries naming no file a build writes, e.g. ../victim/precious.txt; kept 1 file(s) "
                        "the journal names but whose bytes are not the earlier build's, e.g. README.md"]
    assert (victim / "precious.txt").read_text() == "precious"
    assert _tree(earlier) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala", "victim"]


@pytest.mark.parametrize("what", ["txn link", "txn file", "txn with a stray file", "txn with a link inside",
                                  "lock link"])
def test_a_transaction_folder_or_lock_dala_did_not_make_is_left_alone(tmp_path, earlier, capsys, what, small_source):
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "precious.txt").write_text("precious")
    txn, lock = tmp_path / ".dala.dala-txn", tmp_path / ".dala.dala-lock"
    if what == "txn link":
        txn.symlink_to(victim)
        problem = f"{txn} is a symbolic link: it is not the transaction folder dala keeps beside {earlier}"
    elif what == "txn file":
        txn.write_text("mine")
        problem = f"{txn} is not a folder: it is not the transaction folder dala keeps beside {earlier}"
    elif what == "txn with a stray file":
        txn.mkdir()
        (txn / "journal.json").write_text(json.dumps({"phase": "writing"}))
        (txn / "precious.txt").write_text("precious")
        problem = (f"{txn} is holding precious.txt, which dala never writes there: it is not the transaction "
                   f"folder dala keeps beside {earlier}")
    elif what == "txn with a link inside":
        name = data_file("pairs", "test")
        (victim / "data").mkdir()
        (victim / "data" / "test-00000-of-00001.parquet").write_text("precious")
        (txn / "old").mkdir(parents=True)
        (txn / "old" / "pairs").symlink_to(victim)
        record = {"size": (earlier / name).stat().st_size, "sha256": file_sha256(earlier / name)}
        (txn / "journal.json").write_text(json.dumps({"phase": "moving-out", "old": {name: record}, "new": []}))
        problem = (f"{txn} is holding the symbolic link old/pairs, and dala never writes one there: it is not the "
                   f"transaction folder dala keeps beside {earlier}")
    else:
        lock.symlink_to(victim / "precious.txt")
        problem = f"{lock} is a symbolic link, not the lock file dala writes beside {earlier}"
    before = _tree(tmp_path)
    assert main([*_pairs(small_source), "--out", str(earlier)]) == 2
    [line] = _said(capsys.readouterr().err)
    assert line.startswith(f"dala: error: {problem}")
    assert _tree(tmp_path) == before


# 7: the whole plan is checked before anything moves

@pytest.mark.parametrize("obstacle", ["a file where a build folder goes", "a folder where a build file goes"])
def test_a_user_file_in_the_way_stops_the_build_before_anything_moves(tmp_path, earlier, capsys, obstacle,
                                                                      small_source):
    if obstacle == "a file where a build folder goes":
        shutil.rmtree(earlier / "pairs")
        (earlier / "pairs").write_text("x\n")
        problem = (f"--out {earlier}: pairs is a file of yours where the build needs a folder "
                   "(for pairs/data/test-00000-of-00001.parquet); move it away and build again")
    else:
        (earlier / "README.md").unlink()
        (earlier / "README.md").mkdir()
        (earlier / "README.md" / "draft.txt").write_text("draft")
        problem = (f"--out {earlier}: the build would overwrite 1 file(s) that are not part of a DaLA build, "
                   "e.g. README.md; move them away and build again")
    before = _tree(tmp_path)
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier), "--overwrite"]) == 2
    assert _said(capsys.readouterr().err) == [f"dala: error: {problem}"]
    assert _tree(tmp_path) == before
    # nothing is left half-done: once the obstacle is gone, the next build just works
    target = earlier / ("pairs" if obstacle.startswith("a file") else "README.md")
    shutil.rmtree(target) if target.is_dir() else target.unlink()
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier), "--overwrite"]) == 0
    assert _is_complete_build(earlier, seed=7)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala"]


# 17 and mutation 10: an interrupted swap is finished by the next build

def test_a_build_finishes_a_swap_killed_while_moving_out(tmp_path, earlier, capsys, small_source):
    marker = tmp_path / "paused"
    killed = _dala(*_pairs(small_source), "--seed", "7", "--out", str(earlier), cwd=tmp_path,
                   env={PAUSE_ENV: str(marker), PAUSE_STAGE_ENV: "moving-out"})
    kill_when_paused(killed, marker)
    marker.unlink()
    # halfway out: the report is gone, most of the earlier build is still there
    assert not (earlier / REPORT_NAME).exists() and (earlier / data_file("pairs", "test")).is_file()
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier)]) == 0
    assert f"dala: {earlier}: finished the interrupted replacement of the earlier build" in capsys.readouterr().err
    assert _is_complete_build(earlier, seed=7)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala"]


def test_a_failure_while_moving_out_keeps_the_journal_for_the_next_command(tmp_path, earlier, monkeypatch, capsys,
                                                                          small_source):
    txn = tmp_path / ".dala.dala-txn"
    real_replace = os.replace
    moved_out = []

    def failing_disk(source, target, **kwargs):
        if Path(target).is_relative_to(txn / "old"):
            if len(moved_out) == 3:
                raise OSError(errno.EIO, "Input/output error", str(source))
            moved_out.append(source)
        return real_replace(source, target, **kwargs)

    monkeypatch.setattr(output.os, "replace", failing_disk)
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier)]) == 2
    monkeypatch.undo()
    assert _said(capsys.readouterr().err)[-1].startswith(f"dala: error: {earlier / 'dataset_infos.json'}: ")
    # the earlier build's report and card are out, kept in the transaction folder with the journal
    assert not (earlier / REPORT_NAME).exists() and (txn / "old" / REPORT_NAME).is_file()
    assert json.loads((txn / "journal.json").read_text())["phase"] == "moving-out"
    assert main([*_pairs(small_source), "--seed", "7", "--out", str(earlier)]) == 0
    assert f"dala: {earlier}: finished the interrupted replacement of the earlier build" in capsys.readouterr().err
    assert _is_complete_build(earlier, seed=7)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala"]


# 16: scratch folders of killed processes

def test_a_killed_builds_scratch_folder_is_removed_by_the_next_command(tmp_path, small_source):
    temp = tmp_path / "tmp"
    temp.mkdir()
    killed = _dala(*_pairs(small_source), "--out", str(tmp_path / "dala"), cwd=tmp_path,
                   env={"TMPDIR": str(temp)})
    deadline = time.monotonic() + 120
    while not list(temp.glob("dala-cache-*/owner.lock")) and time.monotonic() < deadline and killed.poll() is None:
        time.sleep(0.05)
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    [left] = temp.glob("dala-cache-*")
    assert (left / "owner.lock").read_text() == f"{killed.pid}\n"
    show = _dala("corruptions", "--data-dir", str(small_source), "--show", "flip_som_der", "--limit", "1",
                 cwd=tmp_path, env={"TMPDIR": str(temp)})
    _, stderr = show.communicate(timeout=120)
    assert show.returncode == 0, stderr
    assert list(temp.iterdir()) == []


def test_scratch_folders_in_use_or_not_provably_ours_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    dead = child.pid  # ended and reaped

    def folder(name: str, owner: str | None) -> Path:
        path = tmp_path / name
        path.mkdir()
        (path / "data.bin").write_text("x")
        if owner is not None:
            (path / "owner.lock").write_text(owner)
        return path

    folder("dala-cache-left", f"{dead}\n")
    folder("dala-cache-unmarked", None)  # no lock file: not provably a dala folder
    folder("dala-cache-living", f"{os.getpid()}\n")  # unlocked, but its process runs
    folder("dala-cache-garbled", "not a pid\n")
    folder("elsewhere", f"{dead}\n")
    (tmp_path / "dala-cache-link").symlink_to("elsewhere")
    with scratch.scratch_folder() as live:  # removes the leftover on the way in
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
            ["dala-cache-unmarked", "dala-cache-living", "dala-cache-garbled", "elsewhere", "dala-cache-link",
             live.name])
        assert scratch.remove_leftovers() == []  # a folder in use is locked
    assert not live.exists()


# 18 and 19: what can be checked is checked before any work

def test_a_second_build_is_refused_before_heavy_imports(tmp_path):
    out = tmp_path / "dala"
    with output_lock(out):
        second = _dala("build", "--config", "pairs", "--out", str(out), cwd=tmp_path)
        stdout, stderr = second.communicate(timeout=120)
    assert second.returncode == 2
    assert stderr.splitlines() == [f"dala: error: another dala command is writing {out}; wait for it to finish "
                                   f"(lock {tmp_path / '.dala.dala-lock'})"]
    assert stdout == "heavy: []\n"


@pytest.mark.parametrize("lock, infos, problem", [
    ("[]", "{}", "lock.json: not a DaLA lock (a JSON object whose configs map each split to its pairs, rows and "
                 "sha256); create it with `dala build --update-lock`"),
    ('{"configs": {"pairs": []}}', "{}", "lock.json: not a DaLA lock"),
    ("{", "{}", "lock.json: cannot read the lock: Expecting property name enclosed in double quotes"),
    ('{"configs": {}}', "[1]", "dataset_infos.json: not a dataset_infos.json (a JSON object of config infos); "
                               "create it with `dala build --update-lock`"),
])
def test_a_broken_lock_is_reported_before_the_rebuild(tmp_path, lock, infos, problem):
    (tmp_path / "lock.json").write_text(lock)
    (tmp_path / "dataset_infos.json").write_text(infos)
    check = _dala("build", "--check", "--lock", "lock.json", cwd=tmp_path)
    stdout, stderr = check.communicate(timeout=120)
    assert check.returncode == 2
    [line] = stderr.splitlines()
    assert line.startswith(f"dala: error: {problem}")
    assert stdout == "heavy: []\n"


@pytest.mark.parametrize("option, value, problem", [
    ("--download-timeout", "nan", "expected a finite number of seconds above 0"),
    ("--download-timeout", "-1", "expected a finite number of seconds above 0"),
    ("--download-timeout", "0", "expected a finite number of seconds above 0"),
    ("--download-timeout", "inf", "expected a finite number of seconds above 0"),
    ("--max-js", "nan", "expected a finite number from 0 to 1"),
    ("--max-js", "-0.1", "expected a finite number from 0 to 1"),
    ("--max-js", "1.5", "expected a finite number from 0 to 1"),
    ("--max-js", "inf", "expected a finite number from 0 to 1"),
])
def test_numeric_options_are_checked_before_any_work(tmp_path, monkeypatch, capsys, option, value, problem):
    monkeypatch.chdir(tmp_path)
    assert main(["build", option, value, "--out", "dala"]) == 2
    assert _said(capsys.readouterr().err) == [f"dala: error: {option} {float(value)}: {problem}"]
    assert list(tmp_path.iterdir()) == []
    assert main(["corruptions", "--download-timeout", "nan"]) == 2
    assert "--download-timeout nan: expected a finite number of seconds above 0" in capsys.readouterr().err


def test_numeric_options_at_their_bounds_are_accepted():
    assert BuildSettings(max_js=0.0).max_js == 0.0 and BuildSettings(max_js=1.0).max_js == 1.0
    assert BuildSettings(download_timeout=0.5).download_timeout == 0.5
    with pytest.raises(DalaError, match=r"^--max-js 1.0000001: expected a finite number from 0 to 1$"):
        BuildSettings(max_js=1.0000001)


@pytest.mark.parametrize("args, env, problem", [
    (("--repo-id", "not a valid id!!"), {},
     "--repo-id 'not a valid id!!' is not a Hub repository id: NAMESPACE/NAME of letters, digits, '-', '_' and "
     "'.', not starting or ending with '-' or '.', at most 96 characters"),
    (("--repo-id", "someone/dala"), {"DALA_HUB_TIMEOUT": "abc"},
     "DALA_HUB_TIMEOUT='abc': expected a number of seconds above 0, e.g. 60"),
    (("--repo-id", "someone/dala"), {"DALA_HUB_TIMEOUT": "nan"},
     "DALA_HUB_TIMEOUT='nan': expected a number of seconds above 0, e.g. 60"),
])
def test_push_refuses_a_bad_repo_id_or_timeout_before_any_network(pairs_build, tmp_path, args, env, problem):
    with FakeHub() as hub:
        push = _dala("push", *args, "--folder", str(pairs_build), cwd=tmp_path,
                     env={"HF_ENDPOINT": hub.url.rstrip("/"), "HF_TOKEN": "hf_test", **env})
        _, stderr = push.communicate(timeout=120)
    assert push.returncode == 2
    assert stderr.splitlines() == [f"dala: error: {problem}"]
    assert hub.recorded.requests == []


def test_push_with_a_good_timeout_is_accepted(pairs_build, tmp_path):
    push = _dala("push", "--repo-id", "someone/dala", "--folder", str(pairs_build), "--dry-run", cwd=tmp_path,
                 env={"DALA_HUB_TIMEOUT": "2.5"})
    stdout, stderr = push.communicate(timeout=120)
    assert push.returncode == 0, stderr
    files = len(json.loads((pairs_build / REPORT_NAME).read_text())["files"]) + 1  # and the report
    assert stdout.startswith(f"would push {files} files from {pairs_build} to dataset someone/dala\n")


def test_push_dry_run_on_a_missing_folder_creates_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["push", "--repo-id", "someone/dala", "--folder", "nosuch/deeper/dala", "--dry-run"]) == 2
    assert _said(capsys.readouterr().err) == [
        f"dala: error: {tmp_path / 'nosuch/deeper/dala'} does not exist: build it with "
        f"`dala build --out {tmp_path / 'nosuch/deeper/dala'}` first"]
    assert list(tmp_path.iterdir()) == []


# mutation 9: --out is resolved through links before the protected-folder check

@pytest.mark.parametrize("target", ["source", "home"])
def test_an_out_given_through_a_link_to_a_protected_folder_is_refused(tmp_path, monkeypatch, capsys, target):
    source = tmp_path / "src"
    source.mkdir()
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "link").symlink_to(source if target == "source" else home)
    before = _tree(tmp_path)
    assert main(["build", "--config", "pairs", "--data-dir", "src", "--out", "link", "--overwrite"]) == 2
    why = f"it holds the source {source}" if target == "source" else "it is the home folder"
    assert _said(capsys.readouterr().err) == [
        f"dala: error: --out {source if target == 'source' else home} is refused: {why}; choose another folder"]
    assert _tree(tmp_path) == before


# mutation 13 and 2: push uploads only what a build writes, from inside the folder

@pytest.mark.parametrize("entry, problem", [
    ("../outside.txt", f"{REPORT_NAME} lists ../outside.txt, which is outside the folder; refusing to push"),
    (".git/config", f"{REPORT_NAME} lists .git/config, which a build never writes; refusing to push "
                    "(build the folder again)"),
    ("notes.txt", f"{REPORT_NAME} lists notes.txt, which a build never writes; refusing to push "
                  "(build the folder again)"),
    ("pairs/data/test-00000-of-00001.parquet", "{folder}/pairs/data/test-00000-of-00001.parquet is reached through "
     "the symbolic link pairs, and a build never writes through one; build the folder again"),
])
def test_push_refuses_a_report_listing_a_file_outside_or_not_of_the_build(tmp_path, earlier, capsys, entry, problem):
    (tmp_path / "outside.txt").write_text("outside")
    (earlier / ".git").mkdir()
    (earlier / ".git" / "config").write_text("[core]\n")
    (earlier / "notes.txt").write_text("mine")
    if entry.startswith("pairs/"):
        (earlier / "pairs").rename(tmp_path / "elsewhere")
        (earlier / "pairs").symlink_to("../elsewhere")
    _list_in_report(earlier, entry)
    assert main(["push", "--repo-id", "someone/dala", "--folder", str(earlier), "--dry-run"]) == 2
    assert _said(capsys.readouterr().err) == [f"dala: error: {problem.format(folder=earlier)}"]


def test_dala_parse_removes_the_scratch_folder_a_killed_build_left(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    left = tmp_path / "tmp" / "dala-cache-left"
    left.mkdir()
    (left / "owner.lock").write_text(f"{child.pid}\n")  # its process is gone, killed as a build is
    (tmp_path / "in.txt").write_text("Han læser bogen.\n", encoding="utf-8")
    # whatever becomes of the parse (here: no such pipeline), the leftover is gone
    assert main(["parse", str(tmp_path / "in.txt"), "--parser", "spacy:/nonexistent", "-o",
                 str(tmp_path / "out.conllu")]) == 2
    assert "no spaCy pipeline" in capsys.readouterr().err
    assert list((tmp_path / "tmp").iterdir()) == []
