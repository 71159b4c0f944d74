"""What the source filters did, said truly: the exclusion list follows the released files whatever flag
names them, a filter that did not run is "off" or "does not apply" (never a count of 0), the pool is
rebuilt when the data the filters and rules read changes, and a malformed exclusion list is one line."""

from __future__ import annotations

import dataclasses
import json
import shutil
import sys
from pathlib import Path

import pytest
from helpers import build_pool_from, pool_keys

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.filter.detectors import EXCLUDED
from dala_pipeline.filter.detectors import reasons as detector_reasons
from dala_pipeline.filter.filters import untried
from dala_pipeline.filter.whole import stage as whole
from dala_pipeline.pool import data_digest, pool_key
from dala_pipeline.read.sources import bundled_files, describe
from dala_pipeline.settings import BuildSettings

LISTED = "corruptions/da/data/source_exclusions.tsv"


def test_bundled_files_copied_into_a_folder_keep_their_exclusions_and_the_card_counts_them(tmp_path):
    source = tmp_path / "copies"
    source.mkdir()
    shutil.copy(bundled_files()[0], source / "renamed.conllu")
    out = tmp_path / "out"
    assert main(["build", "--data-dir", str(source), "--config", "pairs", "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["filter_counts"][EXCLUDED] == 21
    assert report["source"]["filters_not_run"] == {"unknown_word": "off"}
    card = (out / "README.md").read_text(encoding="utf-8")
    assert ("| `excluded` | 21 | on the bundled source's exclusion list (blind review) or the list of `--exclude` |"
            in card)
    assert (f"21 sentences of the bundled dev and test files were excluded by the curated list `{LISTED}`"
            in card)


def test_the_card_of_a_conllu_build_says_which_filters_did_not_run(built):
    card = (built / "README.md").read_text(encoding="utf-8")
    assert "| `unknown_word` | off | a word the dictionary does not know (`--lexicon-filter`) |" in card
    # near miss: the sentence checks ran on the treebank, and say how many they dropped, 0 included
    assert "| `no_capital_start` | 2 |" in card and "| `run_in_heading` | 0 |" in card
    assert "| `no_finite_verb` | 7 |" in card and "| `excluded` | 40 |" in card


def _files(*paths: Path) -> list[dict]:
    return [describe(path) for path in paths]


def test_switched_off_filters_are_off_and_those_that_cannot_apply_say_so(small_source, monkeypatch):
    danish = registry.language("da")
    bundled = _files(*bundled_files())
    folder = _files(small_source / "small.conllu")
    off = untried(BuildSettings(sentence_checks=False, source_detectors=False), bundled)
    assert set(off.values()) == {"off"}
    assert list(off) == ["no_capital_start", "no_final_punct", "several_sentences", *whole.reasons(),
                         *danish.sentence_checks, *detector_reasons(danish), EXCLUDED, "unknown_word"]
    assert untried(BuildSettings(lexicon_filter=True), folder) == {EXCLUDED: "does not apply"}
    # near miss: with every check on and the released files read, every filter ran
    assert untried(BuildSettings(sentence_checks=True, lexicon_filter=True), bundled) == {}
    # a language that declares no word lists for the whole-sentence stage: its checks cannot apply
    monkeypatch.setitem(registry.LANGUAGES, "da", dataclasses.replace(danish, clause_words=None))
    assert untried(BuildSettings(lexicon_filter=True), folder) == {
        **dict.fromkeys(whole.reasons(), "does not apply"), EXCLUDED: "does not apply"}


def _danish_copy(tmp_path: Path, monkeypatch) -> Path:
    """Danish with its ``data/`` (but the bundled treebank) copied into a package of its own, registered
    for this test: the ``data/`` folder, for the test to change."""
    danish = registry.language("da")
    package = tmp_path / "changed_da"
    shutil.copytree(danish.data_path(), package / "data", ignore=shutil.ignore_patterns(danish.bundled_folder))
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "changed_da", raising=False)  # another test's copy
    monkeypatch.setitem(registry.LANGUAGES, "da", dataclasses.replace(danish, package="changed_da"))
    return package / "data"


def test_the_pool_key_covers_the_data_the_filters_and_rules_read(tmp_path, monkeypatch):
    settings = BuildSettings()
    files = _files(*bundled_files())
    before = pool_key(settings, files), data_digest(registry.language("da"))
    data = _danish_copy(tmp_path, monkeypatch)
    assert (pool_key(settings, files), data_digest(registry.language("da"))) == before  # the same bytes
    for name in ("source_exclusions.tsv", "spelling.tsv", "hunspell_da_DK/da_DK.dic"):
        path = data / name
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        assert pool_key(settings, files) != before[0], name
        path.write_bytes(original)
    assert pool_key(settings, files) == before[0]


def test_a_changed_exclusion_list_gives_new_pairs_from_the_same_cache(tmp_path, monkeypatch):
    dev = bundled_files()[0]
    listed = _danish_copy(tmp_path, monkeypatch) / "source_exclusions.tsv"
    cache = tmp_path / "cache"
    first = build_pool_from(cache, [dev], corruptions=("delete",))
    kept = first.summary["filter_counts"]["kept"]
    pair = pool_keys(first)[0][0]
    listed.write_text(listed.read_text(encoding="utf-8") + f"{pair}\terror: listed here\n", encoding="utf-8")
    second = build_pool_from(cache, [dev], corruptions=("delete",))
    assert second.folder != first.folder
    assert second.summary["filter_counts"]["kept"] == kept - 1 and pair not in dict(pool_keys(second))


@pytest.mark.parametrize("line, problem", [
    ("dev-1 a space for the tab\n", "expected 'sent_id<TAB>reason', got 'dev-1 a space for the tab'"),
    ("dev-4\tlisted again\n", "'dev-4' is listed twice"),
])
def test_a_malformed_exclusion_list_is_its_one_line(tmp_path, monkeypatch, capsys, line, problem):
    source = tmp_path / "src"
    source.mkdir()
    shutil.copy(bundled_files()[0], source)
    listed = _danish_copy(tmp_path, monkeypatch) / "source_exclusions.tsv"
    text = listed.read_text(encoding="utf-8")
    listed.write_text(text + line, encoding="utf-8")
    capsys.readouterr()
    assert main(["build", "--data-dir", str(source), "--config", "pairs", "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err == f"dala: error: {listed}:{text.count(chr(10)) + 1}: {problem}\n"
    assert not (tmp_path / "out").exists()


def test_the_card_says_the_list_was_off_rather_than_that_it_excluded_nothing():
    from dala_pipeline.write.card import _filter_table

    danish = registry.language("da")
    counts = {"read": 10, "kept": 10, EXCLUDED: 0, "unknown_word": 0}
    table = _filter_table(counts, {EXCLUDED: "off", "unknown_word": "off"}, True, danish)
    assert "| `excluded` | off |" in table and "| `unknown_word` | off |" in table
    assert table.endswith(f"The curated list of the bundled source (`{LISTED}`) was not applied: the source "
                          "detectors were off.")
    # near miss: the list ran and found nothing
    table = _filter_table(counts, {}, True, danish)
    assert "| `excluded` | 0 |" in table
    assert table.endswith(f"No sentence was excluded by the curated list of the bundled source (`{LISTED}`).")
