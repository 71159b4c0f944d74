"""The stored review of each language's bundled build: the card of a default build states its label
noise and precision with no flag, and a build that differs from the reviewed one says so."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from corruptions import registry
from dala_pipeline.commands.cli import main

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from label_noise import verdicts

ROOT = Path(__file__).resolve().parent.parent


def _stored(code: str) -> dict:
    language = registry.language(code)
    return json.loads(language.read_data(language.review_file))


def _lock(code: str) -> dict:
    path = ROOT / ("dala.lock.json" if code == "da" else f"corruptions/{code}/dala.lock.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", ["da", "nb", "sv", "nn"])
def test_the_stored_review_describes_the_committed_lock(code):
    # a change of the bundled pairs must come with a new review.json (benchmarks/label_noise.py)
    stored, locked = _stored(code), _lock(code)["configs"]["pairs"]["test"]
    assert (stored["build"]["sha256"], stored["build"]["pairs"]) == (locked["sha256"], locked["pairs"])
    assert stored["originals"]["reviewed"] + stored["originals"]["not_reviewed"] == locked["pairs"]


@pytest.mark.parametrize("fixture, code, line", [
    ("built", "da", "**Label noise: originals judged wrong 0 of 679 = 0.000 (0.000-0.006, Wilson 95 %)**"),
    ("nb_built", "nb", "**Label noise: originals judged wrong 0 of 2480 = 0.000 (0.000-0.002, Wilson 95 %)**"),
    ("sv_built", "sv", "**Label noise: originals judged wrong 0 of 1369 = 0.000 (0.000-0.003, Wilson 95 %)**"),
    ("nn_built", "nn", "**Label noise: originals judged wrong 0 of 1962 = 0.000 (0.000-0.002, Wilson 95 %)**"),
])
def test_a_default_bundled_card_states_its_label_noise_with_no_flag(fixture, code, line, request):
    card = (request.getfixturevalue(fixture) / "README.md").read_text(encoding="utf-8")
    assert line in card
    assert "These figures are for the reviewed build" not in card
    assert "This build has not been reviewed" not in card
    # the precision of the corrupted side is stated where its review is stored (not for Danish)
    assert ("Precision of the corrupted side, from the blind review" in card) == (code != "da")


def test_a_build_other_than_the_reviewed_one_says_the_figures_are_for_the_reviewed_build(tmp_path):
    out = tmp_path / "out"
    assert main(["build", "--config", "pairs", "--seed", "7", "--out", str(out)]) == 0
    card = (out / "README.md").read_text(encoding="utf-8")
    reviewed = _stored("da")["build"]["sha256"][:16]
    assert (f"These figures are for the reviewed build (`pairs` fingerprint `{reviewed}`); this build's `pairs` "
            "differs (other settings, seed or version), so they describe it only approximately.") in card
    # a config not asked for is not one the source is too small for
    assert "`small` was not asked for in this build" in card and "too few pairs for `small`" not in card
    assert json.loads((out / "build_report.json").read_text(encoding="utf-8"))["not_built"] == {}


def test_a_config_the_bundled_source_cannot_give_is_named_with_its_reason(built):
    report = json.loads((built / "build_report.json").read_text(encoding="utf-8"))
    assert list(report["not_built"]) == ["small"]
    assert report["not_built"]["small"].startswith(
        "small: the source has 680 minimal pairs; this config needs at least 768")
    assert "it gives too few pairs for `small`, which is not built" in (built / "README.md").read_text(encoding="utf-8")


def _write(path: Path, rows: list[tuple[str, str]]) -> None:
    path.write_text("item\tverdict\tnote\n" + "".join(f"{item}\t{verdict}\t\n" for item, verdict in rows),
                    encoding="utf-8")


def test_an_original_is_wrong_when_both_reviewers_say_so_or_the_third_breaks_a_tie(tmp_path):
    key = {f"A{n}": {"group": "original", "sent_id": f"s{n}"} for n in range(1, 6)}
    key["A6"] = {"group": "control", "sent_id": "s6"}
    (tmp_path / "key.json").write_text(json.dumps(key), encoding="utf-8")
    _write(tmp_path / "judged_A_r1.tsv", [("A1", "ok"), ("A2", "bad"), ("A3", "fragment"), ("A4", "bad"),
                                          ("A5", "ok"), ("A6", "bad")])
    _write(tmp_path / "judged_A_r2.tsv", [("A1", "ok"), ("A2", "fragment"), ("A3", "ok"), ("A4", "ok"),
                                          ("A5", "bad"), ("A6", "bad")])
    (tmp_path / "key_T.json").write_text(json.dumps({
        "T1": {"group": "disputed", "sent_id": "s3"}, "T2": {"group": "disputed", "sent_id": "s4"},
        "T3": {"group": "disputed", "sent_id": "s5"}}), encoding="utf-8")
    _write(tmp_path / "judged_T_r3.tsv", [("T1", "bad"), ("T2", "ok"), ("T3", "fragment")])
    assert verdicts(tmp_path) == {"s1": False, "s2": True, "s3": True, "s4": False, "s5": True}
