"""The output folder: a build never loses a user's files, survives kills and excludes a second build."""

import errno
import json
import shutil
import signal
import time
from pathlib import Path

import pytest
from helpers import dala_process, kill_when_paused

from dala_cli.cli import main
from dala_pipeline.names import REPORT_NAME
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.write import folder as output
from dala_pipeline.write.folder import PAUSE_ENV, PAUSE_STAGE_ENV, file_sha256

ROOT = Path(__file__).parent.parent


def _dala(*args, cwd, env=None):
    return dala_process(*args, cwd=cwd, env=env)


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _is_complete_build(folder: Path) -> bool:
    report = json.loads((folder / REPORT_NAME).read_text(encoding="utf-8"))
    return all((folder / name).is_file() and file_sha256(folder / name) == info["sha256"]
               for name, info in report["files"].items())


def _victim(tmp_path: Path) -> Path:
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "thesis.tex").write_text("thesis")
    return victim


def test_dot_dot_in_out_is_resolved_before_the_check(tmp_path, monkeypatch, capsys):
    victim = _victim(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["build", "--config", "pairs", "--out", "nosuch/../victim"]) == 2
    assert f"--out {victim} holds 1 file(s) that are not part of a DaLA build" in capsys.readouterr().err
    assert _tree(victim) == {"thesis.tex": b"thesis"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["victim"]


def test_a_report_alone_does_not_make_a_folder_a_build(tmp_path, capsys):
    victim = _victim(tmp_path)
    (victim / REPORT_NAME).write_text('{"tool": "dala"}')
    assert main(["build", "--config", "pairs", "--out", str(victim)]) == 2
    assert "thesis.tex" in capsys.readouterr().err
    assert main(["build", "--config", "pairs", "--out", str(victim), "--overwrite"]) == 0
    assert (victim / "thesis.tex").read_text() == "thesis" and _is_complete_build(victim)


def test_overwrite_on_a_git_clone_keeps_git_and_the_users_files(tmp_path, built):
    clone = tmp_path / "clone"
    shutil.copytree(built, clone)
    (clone / ".git").mkdir()
    (clone / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (clone / ".gitattributes").write_text("*.parquet filter=lfs\n")
    (clone / "notes.ipynb").write_text("{}")
    assert main(["build", "--out", str(clone)]) == 2  # user files: --overwrite needed
    assert main(["build", "--out", str(clone), "--overwrite", "--seed", "7"]) == 0
    assert (clone / ".git" / "HEAD").read_text() == "ref: refs/heads/main\n"
    assert (clone / ".gitattributes").is_file() and (clone / "notes.ipynb").read_text() == "{}"
    assert json.loads((clone / REPORT_NAME).read_text())["seed"] == 7 and _is_complete_build(clone)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clone"]


def test_a_build_file_changed_since_needs_overwrite(tmp_path, built, capsys):
    out = tmp_path / "dala"
    shutil.copytree(built, out)
    assert main(["build", "--out", str(out)]) == 0  # an untouched earlier build is replaced
    (out / "README.md").write_text("my own card")
    assert main(["build", "--out", str(out)]) == 2
    assert "1 build file(s) changed since the build, e.g. README.md" in capsys.readouterr().err
    assert (out / "README.md").read_text() == "my own card"


def test_a_user_file_where_the_build_writes_is_never_replaced(tmp_path, capsys):
    out = tmp_path / "repo"
    out.mkdir()
    (out / "README.md").write_text("created on the Hub")
    assert main(["build", "--config", "pairs", "--out", str(out), "--overwrite"]) == 2
    assert "would overwrite 1 file(s) that are not part of a DaLA build, e.g. README.md" in capsys.readouterr().err
    assert _tree(out) == {"README.md": b"created on the Hub"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["repo"]


@pytest.mark.parametrize("where", ["source", "parent of source", "inside source", "cwd", "empty", "parent of cwd"])
def test_protected_folders_are_refused_even_with_overwrite(tmp_path, monkeypatch, capsys, where):
    source = tmp_path / "work" / "src"
    source.mkdir(parents=True)
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source)
    monkeypatch.chdir(tmp_path / "work")
    out = {"source": "src", "parent of source": ".", "inside source": "src/out", "cwd": ".", "empty": "",
           "parent of cwd": ".."}[where]
    before = _tree(tmp_path)
    assert main(["build", "--config", "pairs", "--data-dir", "src", "--out", out, "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dala: error: --out ") and "is refused: it " in err
    assert _tree(tmp_path) == before


def test_home_root_and_mount_points_are_refused(tmp_path, monkeypatch, capsys):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for folder in (str(home), "/", "/proc"):
        assert main(["build", "--config", "pairs", "--out", folder, "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert "it is the home folder" in err and "it is the root folder" in err and "it is a mount point" in err


def test_os_errors_are_one_line_messages(tmp_path, monkeypatch, capsys):
    (tmp_path / "afile").write_text("x")
    assert main(["build", "--config", "pairs", "--out", str(tmp_path / "afile" / "sub")]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"dala: error: {tmp_path / 'afile'}: a file stands where a folder is needed; choose another path"]
    assert main(["build", "--config", "pairs", "--out", str(tmp_path / ("x" * 300))]) == 2
    assert "a name in the path is too long; choose a shorter path" in capsys.readouterr().err

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "out" / "x.parquet"))

    monkeypatch.setattr(output, "_write_journal", full)
    assert main(["build", "--config", "pairs", "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"dala: error: {tmp_path / 'out' / 'x.parquet'}: no space left on the device; "
        "free some space or choose another disk"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


def test_a_kill_between_the_two_steps_of_the_swap_is_recovered(tmp_path, small_source, capsys):
    out = tmp_path / "dala"
    assert main(["build", "--config", "pairs", "--data-dir", str(small_source), "--out", str(out)]) == 0
    (out / "notes.txt").write_text("mine")
    marker = tmp_path / "paused"
    killed = _dala("build", "--config", "pairs", "--seed", "7", "--data-dir", str(small_source), "--out", str(out),
                   "--overwrite", cwd=tmp_path, env={PAUSE_ENV: str(marker)})
    kill_when_paused(killed, marker)
    # halfway: the earlier build's files are out, the new ones not yet in
    assert not (out / REPORT_NAME).exists() and (out / "notes.txt").read_text() == "mine"
    assert (tmp_path / ".dala.dala-txn" / "journal.json").is_file()
    # the next command finishes the replacement first
    capsys.readouterr()
    assert main(["push", "--repo-id", "someone/dala", "--folder", str(out), "--dry-run"]) == 0
    assert "finished the interrupted replacement of the earlier build" in capsys.readouterr().err
    assert _is_complete_build(out) and json.loads((out / REPORT_NAME).read_text())["seed"] == 7
    assert (out / "notes.txt").read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala", "paused"]


def test_two_builds_into_one_folder_exclude_each_other(tmp_path, small_source):
    build = ("build", "--config", "pairs", "--data-dir", str(small_source), "--out", str(tmp_path / "dala"))
    marker = tmp_path / "paused"
    first = _dala(*build, cwd=tmp_path, env={PAUSE_ENV: str(marker)})
    deadline = time.monotonic() + 120
    while not marker.exists() and time.monotonic() < deadline and first.poll() is None:
        time.sleep(0.1)
    assert marker.exists(), first.communicate()
    second = _dala(*build, cwd=tmp_path)
    _, stderr = second.communicate(timeout=60)
    first.send_signal(signal.SIGKILL)
    first.wait()
    assert second.returncode == 2
    assert stderr.splitlines()[-1].startswith(f"dala: error: another dala command is writing {tmp_path / 'dala'}")
    assert main(list(build)) == 0  # the killed build's lock holds nobody back
    assert _is_complete_build(tmp_path / "dala")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dala", "paused"]


@pytest.mark.parametrize("sig, code, word", [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")])
def test_sigterm_and_sigint_clean_up_with_one_line(tmp_path, sig, code, word):
    temp = tmp_path / "tmp"
    temp.mkdir()
    marker = tmp_path / "paused"
    # Held where the transaction folder exists and the build is being written, so the signal cannot come late.
    build = _dala("build", "--out", str(tmp_path / "dala"), cwd=tmp_path,
                  env={"TMPDIR": str(temp), PAUSE_ENV: str(marker), PAUSE_STAGE_ENV: "writing"})
    deadline = time.monotonic() + 120
    while not marker.exists() and time.monotonic() < deadline and build.poll() is None:
        time.sleep(0.05)
    assert marker.exists() and (tmp_path / ".dala.dala-txn").is_dir(), build.communicate()
    build.send_signal(sig)
    _, stderr = build.communicate(timeout=60)
    assert build.returncode == code
    assert stderr.splitlines()[-1] == f"dala: {word} ({sig.name})"
    assert "Traceback" not in stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["paused", "tmp"]
    assert list(temp.iterdir()) == []
