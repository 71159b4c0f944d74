"""The stored review of each language's bundled build: the card of a default build states its label
noise and precision with no flag, and a build that differs from the reviewed one says so."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import pytest

from corruptions import registry
from corruptions.language import Language
from dala_cli.build import default_lock
from dala_cli.cli import main
from dala_pipeline.write.files import review_problem

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from label_noise import verdicts

ROOT = Path(__file__).resolve().parent.parent
NB_TYPES = registry.language("nb").names()


def _stored(code: str) -> dict:
    language = registry.language(code)
    return json.loads(language.read_data(language.review_file))


def _lock(code: str) -> dict:
    return json.loads((ROOT / default_lock(registry.language(code))).read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", ["da", "nb", "sv", "nn"])
def test_the_stored_review_describes_the_committed_lock(code):
    # a change of the bundled pairs must come with a new review.json (benchmarks/label_noise.py)
    stored, locked = _stored(code), _lock(code)["configs"]["pairs"]["test"]
    assert (stored["build"]["sha256"], stored["build"]["pairs"]) == (locked["sha256"], locked["pairs"])
    assert stored["originals"]["reviewed"] + stored["originals"]["not_reviewed"] == locked["pairs"]


@pytest.mark.parametrize("fixture, code, line", [
    ("built", "da", "No independent review of the originals is stored"),
    ("nb_built", "nb", "**Label noise: originals judged wrong 2 of 631 = 0.003 (0.001-0.011, Wilson 95 %)**"),
    ("sv_built", "sv", "**Label noise: originals judged wrong 4 of 667 = 0.006 (0.002-0.015, Wilson 95 %)**"),
    ("nn_built", "nn", "**Label noise: originals judged wrong 2 of 397 = 0.005 (0.001-0.018, Wilson 95 %)**"),
])
def test_a_default_bundled_card_states_its_label_noise_with_no_flag(fixture, code, line, request):
    card = (request.getfixturevalue(fixture) / "README.md").read_text(encoding="utf-8")
    stored = _stored(code)["originals"]
    assert line in card
    assert (f"Of the originals of `pairs`, that review saw {stored['reviewed']} and judged 0 wrong (none, by "
            "construction, once the list is applied)") in card
    assert "This build has not been reviewed" not in card
    # the precision of the corrupted side is stated where its review is stored (not for Danish)
    assert ("Precision of the corrupted side, from the blind review" in card) == (code != "da")
    # a review folder is named as a path, with no Markdown escape inside its code span
    assert f"(`{stored['review']}`)" in card


@pytest.mark.parametrize("other", [["--seed", "7"], ["--no-source-detectors"]])
def test_a_build_other_than_the_reviewed_one_says_the_figures_are_for_the_reviewed_build(other, tmp_path):
    # without the exclusion list and the detectors, 8 % of the originals are ones the review judged wrong:
    # the stored figures must not reach this build's card as its own
    out = tmp_path / "out"
    assert main(["build", "--config", "pairs", *other, "--out", str(out)]) == 0
    card = (out / "README.md").read_text(encoding="utf-8")
    reviewed = _stored("da")["build"]["sha256"][:16]
    assert (f"This build has not been reviewed. The stored review (`corruptions/da/data/review.json`) describes "
            f"the default build of the bundled source (`pairs` fingerprint `{reviewed}`); this build makes another "
            "`pairs` (other settings, checks, types or seed), so its figures are not this build's.") in card
    assert "Label noise" not in card and "that review saw" not in card
    # a config not asked for is not one the source is too small for
    assert "`small` was not asked for in this build" in card and "too few pairs for `small`" not in card
    assert json.loads((out / "build_report.json").read_text(encoding="utf-8"))["not_built"] == {}


def test_a_config_the_bundled_source_cannot_give_is_named_with_its_reason(built):
    report = json.loads((built / "build_report.json").read_text(encoding="utf-8"))
    assert list(report["not_built"]) == ["small"]
    assert report["not_built"]["small"].startswith(
        "small: the source has 656 minimal pairs; this config needs at least 768")
    assert "it gives too few pairs for `small`, which is not built" in (built / "README.md").read_text(encoding="utf-8")


def _review_with(change) -> dict:
    data = copy.deepcopy(_stored("nb"))
    change(data)
    return data


@pytest.mark.parametrize("change, problem", [
    (lambda d: d["originals"].update(wrong=9000), "originals: a part is larger than its whole"),
    (lambda d: d["originals"].update(wrong="0"), "originals: expected the counts"),
    (lambda d: d["originals"].update(reviewed=-5), "originals: expected the counts"),
    (lambda d: d["originals"].pop("wrong"), "originals: expected the counts"),
    (lambda d: d["originals"]["independent"].update(bad=700), "originals.independent: expected the counts"),
    (lambda d: d["build"].update(sha256="x` <img src=x>"), "build: expected pairs"),
    (lambda d: d["originals"].update(review="benchmarks/reviews/x` [click](https://evil.example)"),
     "a review folder is not benchmarks/reviews/<name>"),
    (lambda d: d["precision"].update(reviewers="two"), "precision: "),
    (lambda d: d["precision"]["types"]["flip_de_dem"].update(precision=1.375), "precision: "),
    (lambda d: d.update(extra=1), "expected an object of build, originals"),
])
def test_a_stored_review_the_card_cannot_state_is_named_with_its_problem(change, problem):
    assert review_problem(_stored("nb"), NB_TYPES) is None  # near miss: the shipped file
    found = review_problem(_review_with(change), NB_TYPES)
    assert found is not None and found.startswith(problem), found


def test_a_broken_stored_review_is_refused_in_one_line_before_any_work(tmp_path, monkeypatch, capsys):
    broken = tmp_path / "review.json"
    broken.write_text(json.dumps(_stored("da"))[:100], encoding="utf-8")
    shipped = Language.data_path
    monkeypatch.setattr(Language, "data_path",
                        lambda self, name: broken if name == self.review_file else shipped(self, name))
    out = tmp_path / "out"
    assert main(["build", "--config", "pairs", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1].startswith("dala: error: corruptions/da/data/review.json: not JSON (")
    assert "Traceback" not in err and not out.exists()


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
