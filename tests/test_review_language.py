"""A review is in the build's language: another --language is refused, dictionary checks of another
language are not folded into a score, and the review page of a Bokmål build speaks Bokmål."""

from __future__ import annotations

import json

import pytest
from helpers import page_ready

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.review.sample import ReviewError
from dala_pipeline.review.sheet import check_auto_language, key_language


def _one_line(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("step", ["auto", "export"])
def test_a_review_in_another_language_than_the_build_is_refused(nb_built, tmp_path, capsys, step):
    out = tmp_path / ("auto.json" if step == "auto" else "review")
    assert main(["review", step, "--folder", str(nb_built), "--language", "da", "--out", str(out)]) == 2
    assert _one_line(capsys) == (
        f"dala: error: --language da: the build in {nb_built} is in Norwegian Bokmål (nb), as its "
        "build_report.json records; review it in its own language (leave out --language)\n")
    assert not out.exists()


def test_the_same_language_given_or_not_is_taken(nb_built, tmp_path):
    for given in ([], ["--language", "nb"]):
        out = tmp_path / f"review{len(given)}"
        assert main(["review", "export", "--folder", str(nb_built), "--per-type", "1", "--controls", "1",
                     *given, "--out", str(out)]) == 0
        assert json.loads((out / "key.json").read_text(encoding="utf-8"))["language"] == "nb"


def _key(code: str, types: list[str]) -> dict:
    return {"language": code, "items": [{"corruption_type": t} for t in types]}


def test_confirmations_of_another_language_are_not_folded_into_a_score():
    danish_check = {"language": "da", "dictionary": "da_DK (Stavekontrolden)", "types": {}}
    with pytest.raises(ReviewError) as caught:
        check_auto_language(_key("nb", ["flip_de_dem", "control"]), danish_check)
    assert str(caught.value) == (
        "the auto.json was checked in Danish (da), the review is of a build in Norwegian Bokmål (nb): its "
        "confirmations say nothing of these pairs; run `dala review auto` with --language nb")
    check_auto_language(_key("da", ["flip_som_der"]), danish_check)  # the same language: folded
    # an auto.json of an earlier version names only its dictionary; a key of one, only its types
    earlier = {"dictionary": registry.language("nb").dictionary_name, "types": {}}
    check_auto_language({"items": [{"corruption_type": "flip_de_dem"}]}, earlier)
    with pytest.raises(ReviewError, match=r"checked in Norwegian Bokmål \(nb\), the review is of a build in Danish"):
        check_auto_language({"items": [{"corruption_type": "flip_som_der"}]}, earlier)
    with pytest.raises(ReviewError, match=r"names no language or dictionary this dala knows \('hunspell_xx'\)"):
        check_auto_language(_key("da", []), {"dictionary": "hunspell_xx", "types": {}})


def test_a_key_without_a_language_is_read_from_its_types():
    assert key_language({"items": [{"corruption_type": "flip_de_dem"}]}) == "nb"
    assert key_language({"items": [{"corruption_type": "flip_som_der"}, {"corruption_type": "control"}]}) == "da"
    assert key_language({"items": [{"corruption_type": "flip_neighbours"}]}) is None  # both languages have it


def test_score_refuses_a_danish_auto_json_for_a_bokmal_review(nb_built, tmp_path, capsys):
    out = tmp_path / "review"
    assert main(["review", "export", "--folder", str(nb_built), "--per-type", "1", "--controls", "1",
                 "--out", str(out)]) == 0
    key = json.loads((out / "key.json").read_text(encoding="utf-8"))
    sheet = out / "sheet.tsv"
    lines = sheet.read_text(encoding="utf-8").splitlines()
    filled = [lines[0]] + ["\t".join([*row.split("\t")[:3], "ok", "bad", "", key["export"]]) for row in lines[1:]]
    (tmp_path / "filled.tsv").write_text("\n".join(filled) + "\n", encoding="utf-8")
    auto = tmp_path / "auto.json"
    auto.write_text(json.dumps({"language": "da", "dictionary": "da_DK (Stavekontrolden)",
                                "types": {"flip_de_dem": {"confirmed": 3, "unconfirmed": 0}}}), encoding="utf-8")
    capsys.readouterr()
    assert main(["review", "score", "--key", str(out / "key.json"), str(tmp_path / "filled.tsv"), "--auto", str(auto),
                 "--out", str(tmp_path / "precision.json")]) == 2
    assert "the auto.json was checked in Danish (da), the review is of a build in Norwegian Bokmål (nb)" \
        in _one_line(capsys)
    assert not (tmp_path / "precision.json").exists()


def test_the_review_page_of_a_bokmal_build_speaks_bokmal(nb_built, built, tmp_path):
    for folder, code, name in ((nb_built, "nb", "Norwegian Bokmål"), (built, "da", "Danish")):
        out = tmp_path / code
        assert main(["review", "export", "--folder", str(folder), "--per-type", "1", "--controls", "1",
                     "--out", str(out)]) == 0
        page = (out / "review.html").read_text(encoding="utf-8")
        assert page.startswith(f'<!DOCTYPE html>\n<html lang="{code}">\n')
        assert f"Judge each sentence on its own: is it acceptable {name}?" in page
        assert "/*LANG" not in page and "acceptable Danish" not in page.replace(f"acceptable {name}", "")


@pytest.mark.browser
def test_the_bokmal_page_in_chromium(nb_built, tmp_path, browser):
    from selenium.webdriver.common.by import By

    driver, _ = browser
    out = tmp_path / "review"
    assert main(["review", "export", "--folder", str(nb_built), "--per-type", "1", "--controls", "1",
                 "--out", str(out)]) == 0
    driver.get((out / "review.html").as_uri())
    page_ready(driver)
    assert driver.execute_script("return document.documentElement.lang") == "nb"
    help_text = driver.find_element(By.CLASS_NAME, "help").text
    assert help_text.startswith("Judge each sentence on its own: is it acceptable Norwegian Bokmål? Keys:")
