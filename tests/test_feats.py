"""A malformed FEATS column is a located error (file, line, sentence), skippable with --on-error skip."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dala_cli.cli import main
from dala_pipeline.errors import SourceError
from dala_pipeline.read.conllu import parse_sentence
from dala_pipeline.read.sources import bundled_dir

GOOD = (Path(__file__).parent / "fixtures" / "bad" / "head_not_integer.conllu").read_text(encoding="utf-8") \
    .replace("\tto\troot", "\t0\troot")
FINITE = "Mood=Ind|Tense=Past|VerbForm=Fin|Voice=Act"


@pytest.mark.parametrize("feats, problem", [
    ("VerbForm=Fin|VerbForm=Part", "FEATS 'VerbForm=Fin|VerbForm=Part': the feature 'VerbForm' twice"),
    ("Mood=Ind=Sub", "FEATS 'Mood=Ind=Sub': 'Mood=Ind=Sub' is not Name=Value"),
    ("Mood", "FEATS 'Mood': 'Mood' is not Name=Value"),
    ("=Ind", "FEATS '=Ind': '=Ind' has no feature name"),
    ("Mood=Ind||Tense=Past", "FEATS 'Mood=Ind||Tense=Past': '' is not Name=Value"),
    ("Mood=", "FEATS 'Mood=': 'Mood=' is not Name=Value"),
])
def test_malformed_feats_are_refused_with_file_line_and_sentence(feats, problem):
    with pytest.raises(SourceError) as found:
        parse_sentence(GOOD.replace(FINITE, feats), "one.conllu")
    assert str(found.value) == f"one.conllu:4 (sent_id dev-7): {problem}"


def test_near_miss_well_formed_feats_are_read():
    sentence = parse_sentence(GOOD.replace(FINITE, "Mood=Ind|PronType=Dem,Ind|VerbForm=Fin"), "one.conllu")
    assert sentence.tokens[1].has(VerbForm="Fin") and not sentence.tokens[1].has(VerbForm="Part")
    assert not parse_sentence(GOOD).tokens[5].has(VerbForm="Fin")  # `_`: no features


def test_a_build_stops_at_malformed_feats_or_skips_the_sentence(tmp_path, capsys):
    source = tmp_path / "src"
    source.mkdir()
    (source / "bad.conllu").write_text(GOOD.replace(FINITE, "VerbForm=Fin|VerbForm=Part"), encoding="utf-8")
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"dala: error: {source / 'bad.conllu'}:4 (sent_id dev-7): FEATS 'VerbForm=Fin|VerbForm=Part': "
        "the feature 'VerbForm' twice")
    assert not (tmp_path / "out").exists()
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source)
    assert main(["build", "--config", "pairs", "--on-error", "skip", "--data-dir", str(source),
                 "--out", str(tmp_path / "out")]) == 0
    report = json.loads((tmp_path / "out" / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["skipped"] == [
        {"file": "bad.conllu", "line": 4, "sent_id": "dev-7",
         "problem": "FEATS 'VerbForm=Fin|VerbForm=Part': the feature 'VerbForm' twice"}]
