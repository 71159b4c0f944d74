"""Two languages, hostile input: a build folder, review file, lock or pipeline of the other language,
or a report of the user's that says something odd, is one line and exit 2, with nothing written."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from corruptions import registry
from dala_cli.cli import main
from dala_cli.common import recorded_language
from dala_pipeline.errors import DalaError
from dala_pipeline.read.sources import bundled_files

ROOT = Path(__file__).parent.parent


def _one_line(capsys, args: list[str], expected: str) -> None:
    capsys.readouterr()
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err, err


@pytest.fixture
def pairs_folder(review_build, tmp_path) -> Path:
    """A copy of a Danish pairs build whose report the test may edit."""
    folder = tmp_path / "build"
    shutil.copytree(review_build, folder)
    return folder


@pytest.mark.parametrize("recorded", [["nb"], {"a": 1}, 5, "xx"])
def test_a_report_recording_no_known_language_is_one_line(pairs_folder, tmp_path, capsys, recorded):
    report = json.loads((pairs_folder / "build_report.json").read_text(encoding="utf-8"))
    report["settings"]["language"] = recorded
    (pairs_folder / "build_report.json").write_text(json.dumps(report), encoding="utf-8")
    _one_line(capsys, ["review", "export", "--folder", str(pairs_folder), "--out", str(tmp_path / "r")],
              "which this dala does not know")
    assert not (tmp_path / "r").exists()


def test_a_report_that_is_a_fifo_is_refused_not_waited_for(pairs_folder, tmp_path):
    (pairs_folder / "build_report.json").unlink()
    os.mkfifo(pairs_folder / "build_report.json")
    with pytest.raises(DalaError, match="give --language"):
        recorded_language(pairs_folder)


def test_an_automatic_check_with_another_languages_dictionary_is_refused(pairs_folder, tmp_path, capsys):
    auto = tmp_path / "auto.json"
    auto.write_text(json.dumps({"dictionary": registry.language("nb").dictionary_name, "types": {}}))
    _one_line(capsys, ["review", "export", "--folder", str(pairs_folder), "--auto", str(auto),
                       "--out", str(tmp_path / "r")], "not da_DK (Stavekontrolden) of --language da")
    assert not (tmp_path / "r").exists()


def test_a_review_of_a_type_the_build_leaves_out_is_refused(tmp_path, capsys):
    review = json.loads((ROOT / "benchmarks/reviews/nb_pack/precision.json").read_text(encoding="utf-8"))
    review["types"] = {"flip_noe_noen": review["types"]["flip_de_dem"]}  # optional: off by default
    path = tmp_path / "precision.json"
    path.write_text(json.dumps(review), encoding="utf-8")
    _one_line(capsys, ["build", "--language", "nb", "--precision", str(path), "--out", str(tmp_path / "o")],
              "'flip_noe_noen' is not a corruption type of this build")
    assert not (tmp_path / "o").exists()


def test_update_lock_writes_only_a_lock_of_its_own_source(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    _one_line(capsys, ["build", "--update-lock", "--lock", str(notes)], "cannot read the lock")
    danish = tmp_path / "dala.lock.json"
    shutil.copy(ROOT / "dala.lock.json", danish)
    shutil.copy(ROOT / "dataset_infos.json", tmp_path / "dataset_infos.json")
    _one_line(capsys, ["build", "--update-lock", "--language", "nb", "--lock", str(danish)],
              "the lock of another source (da_ddt-ud-dev.conllu, da_ddt-ud-test.conllu, from bundled), not of this "
              "build's no_bokmaal-ud-dev.conllu, no_bokmaal-ud-test.conllu (from bundled)")
    (tmp_path / "link.json").symlink_to(notes)
    _one_line(capsys, ["build", "--update-lock", "--lock", str(tmp_path / "link.json")],
              "not a regular file of its own")
    _one_line(capsys, ["build", "--update-lock", "--lock", str(tmp_path / "none" / "x.json")],
              "there is no folder")
    assert notes.read_text() == "my notes"
    assert danish.read_bytes() == (ROOT / "dala.lock.json").read_bytes()


def _repository_lock(folder: Path) -> None:
    """The committed Danish lock and its dataset_infos.json, copied into ``folder``."""
    shutil.copy(ROOT / "dala.lock.json", folder / "dala.lock.json")
    shutil.copy(ROOT / "dataset_infos.json", folder / "dataset_infos.json")


def _unchanged(folder: Path) -> bool:
    return ((folder / "dala.lock.json").read_bytes() == (ROOT / "dala.lock.json").read_bytes()
            and (folder / "dataset_infos.json").read_bytes() == (ROOT / "dataset_infos.json").read_bytes())


def test_a_folder_source_does_not_replace_the_lock_of_the_bundled_source(tmp_path, monkeypatch, capsys):
    _repository_lock(tmp_path)
    (tmp_path / "one").mkdir()
    shutil.copy(bundled_files()[0], tmp_path / "one")
    monkeypatch.chdir(tmp_path)  # as in the repository: the default lock is ./dala.lock.json
    capsys.readouterr()
    assert main(["build", "--data-dir", "one", "--update-lock"]) == 2
    assert capsys.readouterr().err == (
        "dala: error: dala.lock.json: the lock of another source (da_ddt-ud-dev.conllu, da_ddt-ud-test.conllu, "
        "from bundled), not of this build's da_ddt-ud-dev.conllu (from data-dir); give --lock for this one "
        "(for --language da and its bundled source: dala.lock.json)\n")
    assert _unchanged(tmp_path)


def test_a_bokmaal_folder_does_not_replace_the_danish_lock(tmp_path, capsys):
    _repository_lock(tmp_path)
    (tmp_path / "nb").mkdir()
    first = bundled_files(registry.language("nb"))[0].read_text(encoding="utf-8").split("\n\n")[:40]
    (tmp_path / "nb" / "nb.conllu").write_text("\n\n".join(first) + "\n\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["build", "--language", "nb", "--data-dir", str(tmp_path / "nb"), "--update-lock",
                 "--lock", str(tmp_path / "dala.lock.json")]) == 2
    assert capsys.readouterr().err == (
        f"dala: error: {tmp_path / 'dala.lock.json'}: the lock of another source (da_ddt-ud-dev.conllu, "
        "da_ddt-ud-test.conllu, from bundled), not of this build's nb.conllu (from data-dir); give --lock for "
        "this one (for --language nb and its bundled source: corruptions/nb/dala.lock.json)\n")
    assert _unchanged(tmp_path)


def test_a_lock_of_the_same_files_in_another_language_is_refused_and_its_own_is_replaced(small_source, tmp_path,
                                                                                       capsys):
    lock = tmp_path / "dala.lock.json"
    assert main(["build", "--data-dir", str(small_source), "--update-lock", "--lock", str(lock)]) == 0
    own = lock.read_bytes()
    recorded = json.loads(own)
    assert recorded["source"]["name"] == "data-dir" and [f["name"] for f in recorded["source"]["files"]] == [
        "small.conllu"]
    # the same source in Bokmål: the Bokmål lock's rules, the Danish lock's files
    bokmaal = json.loads((ROOT / "corruptions/nb/dala.lock.json").read_text(encoding="utf-8"))
    lock.write_text(json.dumps({**bokmaal, "source": recorded["source"]}), encoding="utf-8")
    capsys.readouterr()
    assert main(["build", "--data-dir", str(small_source), "--update-lock", "--lock", str(lock)]) == 2
    assert capsys.readouterr().err == (
        f"dala: error: {lock}: the lock of another language (its corruption flip_subclause_adverb is not one of "
        "--language da); give --lock for this one (for --language da and its bundled source: dala.lock.json)\n")
    # near miss: a stale lock of this source and language (an order that is no list names no rule) is what
    # --update-lock replaces
    stale = json.loads(own)
    stale["configs"]["pairs"]["test"]["sha256"] = "f" * 64
    stale["corruption_order"] = 5
    lock.write_text(json.dumps(stale), encoding="utf-8")
    assert main(["build", "--data-dir", str(small_source), "--update-lock", "--lock", str(lock)]) == 0
    assert lock.read_bytes() == own


def test_a_pipeline_of_another_language_is_refused(tmp_path):
    spacy = pytest.importorskip("spacy")
    from dala_pipeline.read.text import load_parser

    spacy.blank("da").to_disk(tmp_path / "da")
    with pytest.raises(DalaError, match=r"a pipeline for da, not for --language nb \(Norwegian Bokmål\)"):
        load_parser(f"spacy:{tmp_path / 'da'}", {}, registry.language("nb"))


def test_evaluate_reads_a_report_that_is_no_object_as_no_provenance(pairs_folder):
    from dala_pipeline.evaluate.run import read_folder_pairs

    (pairs_folder / "build_report.json").write_text("5", encoding="utf-8")
    pairs = read_folder_pairs(pairs_folder)
    assert pairs.source["build_seed"] is None and pairs.rows


def test_check_against_another_languages_lock_is_refused_before_building(tmp_path, monkeypatch, capsys):
    from dala_cli import build

    monkeypatch.setattr(build, "_build_configs", lambda *a, **k: pytest.fail("built before refusing the lock"))
    lock = ROOT / "dala.lock.json"  # the Danish lock
    _one_line(capsys, ["build", "--language", "nb", "--check", "--lock", str(lock)],
              f"dala: error: --check {lock}: the lock of another language (its corruption flip_nogle_nogen is not "
              "one of --language nb); give --lock for this one (for --language nb and its bundled source: "
              "corruptions/nb/dala.lock.json)")
