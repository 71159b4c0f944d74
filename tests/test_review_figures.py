"""The figures of a blind review: who counts as a reviewer, what a type's figure is, what an export holds.

Cohen's kappa is checked against a hand computation, a sheet given twice is
one reviewer, a type the automatic check confirmed entirely keeps its
combined figure, and negative or empty exports are refused.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest
from test_review_tamper import _export, _perfect

from dala_cli.cli import main
from dala_pipeline.review.sample import ReviewError, control_change, read_pairs
from dala_pipeline.review.score import cohen_kappa, read_precision
from dala_pipeline.review.sheet import read_key


def _refused(capsys, arguments: list[str], expected: str) -> None:
    capsys.readouterr()
    assert main(arguments) == 2
    assert capsys.readouterr().err.splitlines() == [f"dala: error: {expected}"]


# ---------------------------------------------------------------- kappa, by hand


def test_kappa_weighs_each_reviewers_own_label_counts():
    # observed 2/4; chance (3*1 + 1*3) / 16 = 0.375; kappa (0.5 - 0.375) / 0.625 = 0.2
    assert cohen_kappa(["ok", "ok", "ok", "bad"], ["ok", "bad", "bad", "bad"]) == pytest.approx(0.2)
    # the same counts on both sides: chance (2*2 + 2*2) / 16 = 0.5; observed 0.5 -> 0
    assert cohen_kappa(["ok", "ok", "bad", "bad"], ["ok", "bad", "ok", "bad"]) == pytest.approx(0.0)
    assert cohen_kappa(["ok", "bad"], ["ok", "bad"]) == pytest.approx(1.0)
    assert cohen_kappa(["ok", "ok"], ["ok", "ok"]) is None  # chance agreement 1: undefined


# ---------------------------------------------------------------- controls


@pytest.mark.parametrize("sentence", ["Ikke kun er han sød, han er også klog.",
                                      "IKKE KUN er han sød, han er også klog.",
                                      "Han er ikke kun sød, han er også klog."])
def test_no_control_removes_the_ogsa_of_not_only_whatever_its_case(sentence):
    assert control_change(sentence) is None


def test_near_miss_a_plain_sentence_adverb_is_removed():
    text = "Kun han er også klog."  # `kun` without `ikke`: no correlation
    assert control_change(text) == {"start": 10, "end": 15, "original": " også", "replacement": ""}


# ---------------------------------------------------------------- the key


def test_a_key_whose_export_id_was_edited_is_refused(built, tmp_path, capsys):
    assert _export(built, tmp_path / "r", seed=5) == 0
    key = tmp_path / "r" / "key.json"
    data = json.loads(key.read_text(encoding="utf-8"))
    read_key(key)
    data["export"] = "dala-" + ("0" if data["export"][5] != "0" else "1") * 12  # the digest left as it was
    key.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReviewError, match="the items do not match the key's digest: the key was edited"):
        read_key(key)


# ---------------------------------------------------------------- case 13: one sheet, one reviewer


def test_the_same_sheet_given_twice_is_one_reviewer(built, tmp_path, capsys):
    assert _export(built, tmp_path / "r", seed=6) == 0
    sheet = _perfect(tmp_path / "r", tmp_path / "anna.tsv")
    copy = tmp_path / "bo.tsv"
    shutil.copyfile(sheet, copy)
    score = ["review", "score", "--key", str(tmp_path / "r" / "key.json"),
             "--originals-out", str(tmp_path / "wrong.txt")]
    _refused(capsys, [*score, str(sheet), str(copy), "--out", str(tmp_path / "p.json")],
             f"{copy}: the same sheet as {sheet} (identical bytes): give each reviewer's sheet once")
    _refused(capsys, [*score, str(sheet), str(sheet), "--out", str(tmp_path / "p.json")],
             f"{sheet}: the same sheet as {sheet} (identical bytes): give each reviewer's sheet once")
    assert not (tmp_path / "p.json").exists()
    # near miss: a second reviewer who agrees everywhere but wrote a comment is a second reviewer
    rows = copy.read_text(encoding="utf-8").splitlines()
    cells = rows[1].split("\t")
    cells[5] = "klar"
    copy.write_text("\n".join([rows[0], "\t".join(cells), *rows[2:]]) + "\n", encoding="utf-8")
    assert main([*score, str(sheet), str(copy), "--out", str(tmp_path / "p.json")]) == 0
    report = json.loads((tmp_path / "p.json").read_text(encoding="utf-8"))
    assert (report["reviewers"], report["agreement"]) == (2, 1.0)


# ---------------------------------------------------------------- case 14: confirmed entirely


@pytest.fixture(scope="module")
def auto(auto_review):
    return auto_review[0]


def test_a_type_the_automatic_check_confirms_entirely_keeps_its_figure(review_build, auto, tmp_path):
    confirmed = json.loads(auto.read_text(encoding="utf-8"))["types"]
    spelling = Counter(p["corruption_type"] for p in read_pairs(review_build))["corrupt_spelling"]
    assert confirmed["corrupt_spelling"]["confirmed"] == spelling > 0
    assert confirmed["corrupt_spelling"]["unconfirmed"] == 0
    assert main(["review", "export", "--folder", str(review_build), "--per-type", "3", "--controls", "2", "--seed", "7",
                 "--auto", str(auto), "--out", str(tmp_path / "r")]) == 0
    key = json.loads((tmp_path / "r" / "key.json").read_text(encoding="utf-8"))
    assert "corrupt_spelling" not in {e["corruption_type"] for e in key["items"]}
    sheet = _perfect(tmp_path / "r", tmp_path / "filled.tsv")
    out = tmp_path / "precision.json"
    assert main(["review", "score", "--key", str(tmp_path / "r" / "key.json"), str(sheet), "--auto", str(auto),
                 "--out", str(out), "--originals-out", str(tmp_path / "wrong.txt")]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["types"]["corrupt_spelling"] == {
        "n": 0, "errors": 0, "precision": None, "wilson_low": None, "wilson_high": None, "originals_bad": 0,
        "lenient_errors": 0, "lenient_precision": None, "auto_confirmed": spelling, "auto_unconfirmed": 0,
        "combined_precision": 1.0}
    assert list(report["types"]) == sorted(report["types"])
    # every reviewed type is there as before, with each type the check confirms entirely, and the file is
    # one the card publishes
    entirely = {name for name, entry in confirmed.items() if entry["confirmed"] and not entry["unconfirmed"]}
    assert "corrupt_spelling" in entirely and not entirely & {e["corruption_type"] for e in key["items"]}
    assert set(report["types"]) == {e["corruption_type"] for e in key["items"]} - {"control"} | entirely
    known = sorted({p["corruption_type"] for p in read_pairs(review_build)})
    assert read_precision(out, known)["types"]["corrupt_spelling"]["combined_precision"] == 1.0


def test_near_miss_an_unreviewed_type_the_check_did_not_confirm_entirely_is_not_published(tmp_path):
    entry = {"n": 0, "errors": 0, "precision": None, "wilson_low": None, "wilson_high": None, "originals_bad": 0,
             "lenient_errors": 0, "lenient_precision": None, "auto_confirmed": 3, "auto_unconfirmed": 2,
             "combined_precision": 0.6}
    path = tmp_path / "precision.json"
    path.write_text(json.dumps({"reviewers": 1, "types": {"corrupt_spelling": entry},
                                "controls": {"n": 0, "false_alarms": 0}, "agreement": None, "kappa": None}))
    with pytest.raises(ReviewError, match="types.corrupt_spelling: a type with no reviewed pairs is one review auto "
                                          r"confirmed entirely \(combined_precision 1\)"):
        read_precision(path, ["corrupt_spelling"])


# ---------------------------------------------------------------- case 15: counts


@pytest.mark.parametrize("arguments, expected", [
    (["--per-type", "-1"], "--per-type must be at least 0, not -1"),
    (["--controls", "-1"], "--controls must be at least 0, not -1"),
    (["--per-type", "0", "--controls", "0"],
     "the export would hold no items (--per-type 0, --controls 0): nothing to review; ask for pairs or controls"),
])
def test_negative_counts_and_an_empty_export_are_refused(built, tmp_path, capsys, arguments, expected):
    _refused(capsys, ["review", "export", "--folder", str(built), *arguments, "--out", str(tmp_path / "r")],
             expected)
    assert not (tmp_path / "r").exists()


def test_near_miss_controls_alone_are_an_export(built, tmp_path):
    assert main(["review", "export", "--folder", str(built), "--per-type", "0", "--controls", "3",
                 "--out", str(tmp_path / "r")]) == 0
    key = json.loads((tmp_path / "r" / "key.json").read_text(encoding="utf-8"))
    assert [e["corruption_type"] for e in key["items"]] == ["control"] * 3
