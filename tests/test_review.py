"""`dala review`: a blind, stratified export; exact scoring; the page in a real browser; the card."""

import csv
import io
import json
import shutil
import time
from collections import Counter
from pathlib import Path

import pytest
from helpers import page_ready, page_saved

from dala_cli.cli import main
from dala_pipeline.review.sample import Item, control_change, read_pairs
from dala_pipeline.review.score import cohen_kappa, score, wilson
from dala_pipeline.review.sheet import COLUMNS, key_data, read_judgments, sheet_text

# ---------------------------------------------------------------- export


def _rows(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle, delimiter="\t"))[1:]


@pytest.fixture(scope="module")
def exported(built, tmp_path_factory):
    out = tmp_path_factory.mktemp("review")
    assert main(["review", "export", "--folder", str(built), "--per-type", "5", "--controls", "6",
                 "--seed", "11", "--out", str(out)]) == 0
    return out


def test_export_is_stratified_with_the_controls_asked_for(built, exported):
    key = json.loads((exported / "key.json").read_text(encoding="utf-8"))["items"]
    available = Counter(p["corruption_type"] for p in read_pairs(built))
    drawn = Counter(entry["corruption_type"] for entry in key)
    assert drawn == {**{t: min(5, n) for t, n in available.items()}, "control": 6}
    assert [entry["item"] for entry in key] == [f"i{i:02d}" for i in range(1, len(key) + 1)]
    assert len({entry["pair_id"] for entry in key}) == len(key)


def test_export_is_deterministic_for_a_seed(built, exported, tmp_path):
    again, other = tmp_path / "again", tmp_path / "other"
    assert main(["review", "export", "--folder", str(built), "--per-type", "5", "--controls", "6",
                 "--seed", "11", "--out", str(again)]) == 0
    assert main(["review", "export", "--folder", str(built), "--per-type", "5", "--controls", "6",
                 "--seed", "12", "--out", str(other)]) == 0
    for name in ("sheet.tsv", "review.html", "key.json"):
        assert (again / name).read_bytes() == (exported / name).read_bytes()
    assert (other / "key.json").read_bytes() != (exported / "key.json").read_bytes()


def test_nothing_the_reviewer_sees_reveals_the_original(built, exported):
    key = json.loads((exported / "key.json").read_text(encoding="utf-8"))["items"]
    sides = Counter(entry["original"] for entry in key if entry["original"] is not None)
    assert abs(sides["A"] - sides["B"]) <= 1
    # nor tied to the order: both halves of the sheet hold originals on both sides
    half = len(key) // 2
    assert {e["original"] for e in key[:half]} >= {"A", "B"} and {e["original"] for e in key[half:]} >= {"A", "B"}
    sheet = (exported / "sheet.tsv").read_text(encoding="utf-8")
    page = (exported / "review.html").read_text(encoding="utf-8")
    assert sheet.splitlines()[0].split("\t") == list(COLUMNS)
    for text in (sheet, page):
        for word in ("corruption_type", "pair_id", "original", "flip_", "corrupt_", "dev-", "test-"):
            assert word not in text, word
    pairs = {p["pair_id"]: p for p in read_pairs(built)}
    rows = _rows(exported / "sheet.tsv")
    for entry, row in zip(key, rows):
        if entry["original"] is not None:
            good = pairs[entry["pair_id"]]["sentence_good"]
            assert row[1 if entry["original"] == "A" else 2] == good


def test_controls_change_a_number_by_one_or_drop_an_optional_adverb():
    assert control_change("Han fik 15 kroner i går.") == {"start": 8, "end": 10, "original": "15", "replacement": "16"}
    assert control_change("Hun er også i byen i dag.") == {"start": 6, "end": 11, "original": " også",
                                                             "replacement": ""}
    assert control_change("Det regnede i 1,5 time.") is None  # a decimal number is left alone
    assert control_change("Hun kom i går.") is None


# ---------------------------------------------------------------- score

#: (original, corruption_type) per item; the control's original is None
SPEC = [("A", "flip_som_der"), ("A", "flip_som_der"), ("A", "flip_som_der"), ("B", "flip_som_der"),
        ("B", "flip_som_der"), ("A", "flip_nogle_nogen"), (None, "control")]
ITEMS = [Item(f"i{n}", f'Sætning "A" {n}.', f"Sætning B {n}.", original, ctype, f"p{n}", None)
         for n, (original, ctype) in enumerate(SPEC, start=1)]
KEY = key_data(ITEMS)
#: (judgment_A, judgment_B) per item
FIRST = ["ok bad", "ok bad", "ok ok", "bad ok", "bad bad", "ok bad", "ok ok"]
SECOND = ["ok bad", "ok ok", "ok ok", "bad ok", "bad bad", "ok bad", "ok bad"]


def _sheet(tmp_path: Path, name: str, judgments: list[str], items: list[Item] = ITEMS) -> Path:
    """A reviewer's copy of the sheet of ``items`` with the judgments filled in."""
    rows = list(csv.reader(io.StringIO(sheet_text(items)), delimiter="\t"))
    for row, pair in zip(rows[1:], judgments):
        row[3], row[4] = pair.split()
    buffer = io.StringIO()
    csv.writer(buffer, delimiter="\t", lineterminator="\n").writerows(rows[:len(judgments) + 1])
    path = tmp_path / name
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path


def _key_file(tmp_path: Path, key: dict = KEY) -> Path:
    path = tmp_path / "key.json"
    path.write_text(json.dumps(key), encoding="utf-8")
    return path


def test_scoring_gives_the_figures_worked_out_by_hand(tmp_path):
    report = score(KEY, [read_judgments(_sheet(tmp_path, "r1.tsv", FIRST)),
                         read_judgments(_sheet(tmp_path, "r2.tsv", SECOND))])
    t1, t2 = report["types"]["flip_som_der"], report["types"]["flip_nogle_nogen"]
    # t1: corrupted side bad for both reviewers in items 1, 4, 5 (item 2: only the first reviewer)
    assert (t1["n"], t1["errors"], t1["lenient_errors"], t1["originals_bad"]) == (5, 3, 4, 1)
    assert t1["precision"] == 0.6 and t1["lenient_precision"] == 0.8
    # Wilson, z = 1.959964, z^2 = 3.841459, n = 5, p = 0.6:
    # centre = (0.6 + 0.384146) / 1.768292 = 0.556552; half = 1.959964 * sqrt(0.048 + 0.038415) / 1.768292 = 0.325828
    assert (t1["wilson_low"], t1["wilson_high"]) == (pytest.approx(0.230724, abs=1e-6),
                                                     pytest.approx(0.882380, abs=1e-6))
    # t2: 1 of 1; centre = (1 + 1.920730) / 4.841459 = 0.603275, half = 1.959964 * 0.979982 / 4.841459 = 0.396725
    assert (t2["n"], t2["errors"], t2["precision"]) == (1, 1, 1.0)
    assert (t2["wilson_low"], t2["wilson_high"]) == (pytest.approx(0.206549, abs=1e-6), 1.0)
    assert report["controls"] == {"n": 1, "false_alarms": 1}
    # 14 judgments each, 2 differ (item 2 B, item 7 B): agreement 12/14; each reviewer has 6 bad and 8 ok:
    # p_e = (8*8 + 6*6) / 14^2 = 100/196, kappa = (12/14 - 100/196) / (1 - 100/196) = 68/96 = 17/24
    assert report["agreement"] == pytest.approx(12 / 14)
    assert report["kappa"] == pytest.approx(17 / 24)
    assert report["reviewers"] == 2


def test_a_control_counts_as_a_false_alarm_whichever_sentence_is_flagged(tmp_path):
    """Either sentence of a control marked bad is a false alarm: the change cannot make it wrong."""
    for control, flagged in (("bad ok", 1), ("ok bad", 1), ("bad bad", 1), ("ok ok", 0)):
        report = score(KEY, [read_judgments(_sheet(tmp_path, "r.tsv", [*FIRST[:6], control]))])
        assert report["controls"] == {"n": 1, "false_alarms": flagged}, control


def test_kappa_is_undefined_when_both_reviewers_give_one_judgment_to_everything(tmp_path, capsys):
    """Chance agreement is then 1: kappa has no value (null, "n/a"), and scoring goes on."""
    assert cohen_kappa(["ok"] * 4, ["ok"] * 4) is None
    assert cohen_kappa(["ok", "bad"], ["ok", "bad"]) == 1.0
    everything_ok = ["ok ok"] * len(ITEMS)
    precision = tmp_path / "precision.json"
    second = _sheet(tmp_path, "r2.tsv", everything_ok)
    second.write_text(second.read_text(encoding="utf-8").replace("\tok\tok\t\t", "\tok\tok\tfine\t", 1),
                      encoding="utf-8")  # the same judgments from a second reviewer, who commented on one item
    assert main(["review", "score", "--key", str(_key_file(tmp_path)), str(_sheet(tmp_path, "r1.tsv", everything_ok)),
                 str(second), "--out", str(precision), "--originals-out", str(tmp_path / "wrong.txt")]) == 0
    assert "2 reviewers: raw agreement 1.000, Cohen's kappa n/a" in capsys.readouterr().out
    report = json.loads(precision.read_text())
    assert (report["agreement"], report["kappa"]) == (1.0, None)
    assert report["types"]["flip_som_der"]["errors"] == 0


def test_one_reviewer_has_no_agreement_and_equation_1_combines_an_automatic_check(tmp_path):
    auto = {"language": "da", "types": {"flip_som_der": {"confirmed": 15, "unconfirmed": 5}}}
    report = score(KEY, [read_judgments(_sheet(tmp_path, "r1.tsv", FIRST))], auto=auto)
    assert report["agreement"] is None and report["kappa"] is None
    t1 = report["types"]["flip_som_der"]
    assert t1["errors"] == 4  # items 1, 2, 4, 5
    # tp_new = 15 + 5 * 4/5 = 19 of 20
    assert (t1["auto_confirmed"], t1["auto_unconfirmed"], t1["combined_precision"]) == (15, 5, 0.95)
    assert "combined_precision" not in report["types"]["flip_nogle_nogen"]


def test_wilson_interval_edges():
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.277533, abs=1e-6)


def test_score_refuses_incomplete_or_malformed_judgments(tmp_path, capsys):
    key = _key_file(tmp_path)
    incomplete = _sheet(tmp_path, "short.tsv", FIRST[:6])
    assert main(["review", "score", "--key", str(key), str(incomplete), "--out", str(tmp_path / "p.json")]) == 2
    assert "1 item(s) not judged, e.g. i7" in capsys.readouterr().err
    wrong = _sheet(tmp_path, "wrong.tsv", ["ok maybe", *FIRST[1:]])
    assert main(["review", "score", "--key", str(key), str(wrong), "--out", str(tmp_path / "p.json")]) == 2
    assert "wrong.tsv:2: item 'i1': judgment_B is 'maybe', expected ok or bad" in capsys.readouterr().err
    assert not (tmp_path / "p.json").exists()


def test_score_writes_precision_json_and_the_card_publishes_it(tmp_path, capsys):
    key = _key_file(tmp_path)
    precision = tmp_path / "precision.json"
    assert main(["review", "score", "--key", str(key), str(_sheet(tmp_path, "r1.tsv", FIRST)),
                 str(_sheet(tmp_path, "r2.tsv", SECOND)), "--out", str(precision),
                 "--originals-out", str(tmp_path / "wrong.txt")]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[2].split() == ["flip_som_der", "5", "3", "0.600", "0.231-0.882", "0.800", "1"]
    data = json.loads(precision.read_text())
    assert set(data) >= {"reviewers", "types", "controls", "agreement", "kappa", "date"}
    out = tmp_path / "dala"
    assert main(["build", "--config", "pairs", "--precision", str(precision), "--out", str(out)]) == 0
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "Blind review by 2 reviewer(s)" in card
    assert "| `flip_som_der` | 5 | 3 | 0.600 | 0.231-0.882 | 1 | - |" in card
    assert "Controls: 1 of 1 flagged. Raw agreement 0.857, Cohen's kappa 0.708." in card
    assert json.loads((out / "precision.json").read_text()) == data
    assert "precision.json" in json.loads((out / "build_report.json").read_text())["files"]


def test_an_unreviewed_build_says_so(review_build):
    # a folder of the user's own: the stored review of the bundled build says nothing about it
    card = (review_build / "README.md").read_text(encoding="utf-8")
    assert "This build has not been reviewed" in card and "Label noise" not in card


def test_a_bad_precision_file_is_refused_before_building(tmp_path, capsys):
    bad = tmp_path / "p.json"
    bad.write_text("{}")
    assert main(["build", "--precision", str(bad), "--out", str(tmp_path / "o")]) == 2
    assert "not a precision.json of `dala review score`" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.json"]


# ---------------------------------------------------------------- auto


def test_auto_reports_non_word_shares_and_flags_originals(review_build, auto_review):
    out, printed = auto_review
    data = json.loads(out.read_text(encoding="utf-8"))
    spelling = data["types"]["corrupt_spelling"]
    assert spelling["nonword_share"] == 1.0 and spelling["checked"] == spelling["confirmed"] > 0
    assert data["types"]["flip_far_for"]["nonword_share"] == 0.0  # får/for: both words
    pairs = json.loads((review_build / "build_report.json").read_text())["configs"]["pairs"]["splits"]["test"]["pairs"]
    assert data["flagged"]["of"] == pairs and 0 < data["flagged"]["sentences"] < pairs
    words = dict((w, n) for w, n in data["flagged"]["words"])
    # a word of no dictionary, in a sentence no source check drops ("referee" is dropped by unlisted_word)
    assert "Bundesligaen" in words and "Danmark" not in words
    assert "corrupt_spelling" in printed and "1.00" in printed


def test_lexicon_filter_drops_sentences_with_unknown_words(review_build, tmp_path):
    # the same source as review_build, with the filter: it drops exactly what it counts, and only
    # sentences that pass every other filter
    out = tmp_path / "dala"
    source = review_build.parent / "src"
    assert main(["build", "--config", "pairs", "--lexicon-filter", "--data-dir", str(source), "--out", str(out)]) == 0
    counts = json.loads((out / "build_report.json").read_text())["source"]["filter_counts"]
    without = json.loads((review_build / "build_report.json").read_text())["source"]["filter_counts"]
    assert counts["unknown_word"] > 0 and counts["kept"] == without["kept"] - counts["unknown_word"]
    assert {reason: n for reason, n in counts.items() if reason not in ("kept", "unknown_word")} == {
        reason: n for reason, n in without.items() if reason not in ("kept", "unknown_word")}


# ---------------------------------------------------------------- the page, in Chromium

def test_the_page_takes_judgments_keeps_them_across_reloads_and_exports_them(exported, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver, downloads = browser
    key = json.loads((exported / "key.json").read_text(encoding="utf-8"))["items"]
    driver.get((exported / "review.html").as_uri())
    page_ready(driver)
    body = driver.find_element(By.TAG_NAME, "body")

    def text(element_id):
        return driver.find_element(By.ID, element_id).text

    sheet = _rows(exported / "sheet.tsv")
    assert text("text-A") == sheet[0][1]
    body.send_keys("1", "4", Keys.ARROW_RIGHT)                       # item 1: A ok, B bad, by keys
    driver.find_element(By.ID, "A-bad").click()                      # item 2: by clicks
    driver.find_element(By.ID, "B-ok").click()
    driver.find_element(By.ID, "next").click()
    body.send_keys("2", "3")                                         # item 3: keys and a comment
    driver.find_element(By.ID, "comment").send_keys("A mangler et ord")
    assert text("progress") == f"3 of {len(key)} judged"

    page_saved(driver)
    driver.refresh()
    page_ready(driver)
    assert text("progress") == f"3 of {len(key)} judged"
    assert text("position") == f"3 / {len(key)}"
    assert driver.find_element(By.ID, "comment").get_attribute("value") == "A mangler et ord"
    assert "chosen" in driver.find_element(By.ID, "A-bad").get_attribute("class")

    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(3, len(key)):
        body.send_keys(Keys.ARROW_RIGHT, "1", "3")                   # the rest: both ok
    assert text("progress") == f"{len(key)} of {len(key)} judged"
    driver.find_element(By.ID, "export").click()
    exported_file = downloads / "judgments.tsv"
    deadline = time.monotonic() + 30
    while not exported_file.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    judged = read_judgments(exported_file)
    expected = {"i01": ("ok", "bad", ""), "i02": ("bad", "ok", ""), "i03": ("bad", "ok", "A mangler et ord")}
    for item, (a, b, comment) in expected.items():
        assert (judged[item]["judgment_A"], judged[item]["judgment_B"], judged[item]["comment"]) == (a, b, comment)
    assert all((r["judgment_A"], r["judgment_B"]) == ("ok", "ok") for i, r in judged.items() if i not in expected)
    assert [r["A"] for r in judged.values()] == [row[1] for row in sheet]

    # the export scores: a pair counts as an error where its corrupted side was marked bad
    shutil.copy(exported / "key.json", tmp_path / "key.json")
    precision = tmp_path / "precision.json"
    assert main(["review", "score", "--key", str(tmp_path / "key.json"), str(exported_file),
                 "--out", str(precision), "--originals-out", str(tmp_path / "wrong.txt")]) == 0
    report = json.loads(precision.read_text())
    expected_errors = Counter()
    for entry in key:
        if entry["original"] is not None and entry["item"] in expected:
            a, b, _ = expected[entry["item"]]
            expected_errors[entry["corruption_type"]] += (b if entry["original"] == "A" else a) == "bad"
    assert {t: v["errors"] for t, v in report["types"].items() if v["errors"]} == +expected_errors


def test_every_report_score_writes_passes_the_precision_schema(tmp_path):
    """All-wrong and all-right samples put the precision on an end of its
    Wilson interval, where rounding must not make the card refuse it."""
    from corruptions import registry as corruptions
    from dala_pipeline.review.score import precision_problem

    items = [Item(f"i{n}", f"Sætning A {n}.", f"Sætning B {n}.", "A", ctype, f"p{n}", None)
             for n, ctype in enumerate(["flip_som_der"] * 10 + ["delete"] * 3 + ["control"], start=1)]
    items[-1] = Item("i14", "Sætning A 14.", "Sætning B 14.", None, "control", "p14", None)
    judged = ["ok bad"] * 10 + ["ok ok"] * 3 + ["ok ok"]
    report = score(key_data(items), [read_judgments(_sheet(tmp_path, "r.tsv", judged, items))])
    assert (report["types"]["flip_som_der"]["precision"], report["types"]["delete"]["precision"]) == (1.0, 0.0)
    assert precision_problem({**report, "date": "2026-12-01"}, corruptions.names()) is None
