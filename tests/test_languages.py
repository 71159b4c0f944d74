"""A language is a folder: what each declares, and a Bokmål build that is a Norwegian dataset.

The Danish build is byte-identical to the one before the folders (the lock
tests); here the second language is built from its bundled source and its
card, harness files and types are checked, and the engine is checked to
name no language folder.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml

from corruptions import registry
from corruptions.language import RemoteFile, remote_files
from dala_cli.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.settings import BuildSettings
from dala_pipeline.write.card import MIN_TYPE_PAIRS

ROOT = Path(__file__).parent.parent
NB = registry.language("nb")


@pytest.mark.parametrize("code", sorted(registry.LANGUAGES))
def test_every_language_declares_its_folder_rules_and_sources(code):
    language = registry.language(code)
    assert language.code == code and language.package == f"corruptions.{code}"
    assert len(bundled_files(language)) == 2
    assert [r.name for r in language.rules if r.basic]
    assert {f.name for f in language.release.files} >= {p.name for p in bundled_files(language)}
    if language.card.error_taxonomy:  # a declared taxonomy: every own rule names its class
        assert all(r.error_class for r in language.rules if not r.basic)


def test_a_release_is_derived_from_the_treebank_and_its_release_file():
    release = NB.release
    assert (release.treebank, release.tag, release.alias) == ("UD Norwegian-Bokmaal", "r2.16", "ud-nb")
    assert release.base_url == "https://raw.githubusercontent.com/UniversalDependencies/UD_Norwegian-Bokmaal/r2.16/"
    assert release.files[0] == RemoteFile("no_bokmaal-ud-train.conllu", "c8d44d809e3bf1a68cdeeb3c256db818eb984b38",
                                          31_000_000)
    assert release.about.name == "UD Norwegian-Bokmaal r2.16"
    assert NB.bundled_about.name == "UD Norwegian-Bokmaal r2.16 (dev and test)"
    assert release.about.citation == NB.bundled_about.citation
    assert release.about.citation.startswith("@inproceedings{ovrelid-hohle-2016-universal,\n")


def test_a_bad_release_row_names_its_file_and_line():
    good = "# comment\na.conllu\t" + "0" * 40 + "\t12\n"
    assert remote_files(good, "release.tsv") == (RemoteFile("a.conllu", "0" * 40, 12),)
    with pytest.raises(ValueError, match=r"^release.tsv:2: expected 'name<TAB>git blob SHA-1<TAB>most bytes'"):
        remote_files("# comment\na.conllu\t" + "0" * 39 + "\t12\n", "release.tsv")
    with pytest.raises(ValueError, match=r"^release.tsv:1: expected"):
        remote_files("a.conllu\t" + "0" * 40 + "\tmany\n", "release.tsv")


def test_the_default_language_stays_danish_and_languages_keep_their_names_apart():
    assert BuildSettings().lang is registry.language("da")
    assert registry.language("da").card.task_prefix == "dala" and NB.card.task_prefix == "nb_dala"
    prefixes = [lang.card.task_prefix for lang in registry.LANGUAGES.values()]
    assert len(set(prefixes)) == len(prefixes)
    own = {code: {r.name for r in lang.rules if not r.basic} for code, lang in registry.LANGUAGES.items()}
    shared = [(a, b, own[a] & own[b]) for a in own for b in own if a < b and own[a] & own[b]]
    assert shared == []


def test_a_corruption_of_another_language_is_refused_in_one_line():
    from dala_pipeline.errors import DalaError

    with pytest.raises(DalaError, match=r"^--corruption: unknown corruption 'flip_som_der' for --language nb"):
        BuildSettings(language="nb", corruptions=("flip_som_der",))
    with pytest.raises(DalaError, match=r"^--source ud-ddt: not a source of --language nb"):
        BuildSettings(language="nb", source="ud-ddt")
    assert BuildSettings(language="nb", source="ud").source == "ud"


def test_the_bokmal_build_is_a_norwegian_dataset(nb_built):
    card = (nb_built / "README.md").read_text(encoding="utf-8")
    meta = yaml.safe_load(card.split("---\n")[1])
    assert meta["language"] == ["nb"] and meta["license"] == "cc-by-sa-4.0"
    assert meta["pretty_name"] == NB.card.pretty_name and "Danish" not in card.split("Cite DaLA:")[0]
    assert "Real Norwegian Bokmål sentences from UD Norwegian-Bokmaal r2.16 (dev and test)" in card
    assert "Øvrelid" in card.replace("{\\O}", "Ø") or "ovrelid-hohle-2016-universal" in card
    evaluation = yaml.safe_load((nb_built / "eval.yaml").read_text(encoding="utf-8"))
    assert evaluation["languages"] == ["nb"] and evaluation["tasks"][0]["id"] == "nb_dala_small"
    report = json.loads((nb_built / "build_report.json").read_text(encoding="utf-8"))
    assert report["settings"]["language"] == "nb"
    tasks = sorted(p.name for p in (nb_built / "lm_eval").iterdir())
    types = sorted(report["configs"]["pairs"]["splits"]["test"]["corruption_types"])
    assert tasks == sorted(["_nb_dala.yaml", "_nb_dala_template_yaml", "utils.py",
                            *(f"nb_dala_{t}.yaml" for t in types)])
    group = yaml.safe_load((nb_built / "lm_eval" / "_nb_dala.yaml").read_text(encoding="utf-8"))
    assert group["group"] == "nb_dala" and group["task"] == [f"nb_dala_{t}" for t in
                                                              [*report["corruptions"]["order"],
                                                               *sorted(r.name for r in NB.rules if r.basic)]
                                                              if t in types]


def test_every_bokmal_type_is_in_the_card_with_its_nocola_class_and_enough_pairs(nb_built):
    card = (nb_built / "README.md").read_text(encoding="utf-8")
    pairs = pq.read_table(nb_built / data_file("pairs", "test")).to_pylist()
    counts = {name: sum(p["corruption_type"] == name for p in pairs) for name in NB.default_names()}
    assert all(n >= MIN_TYPE_PAIRS for n in counts.values()), counts
    assert "| corruption_type | what it does | NoCoLA class | applicable | assigned | note |" in card
    for rule in map(NB.get, NB.default_names()):
        if not rule.basic:
            assert f"| `{rule.name}` | " in card and f" | {rule.error_class} | " in card


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.update([base] if node.module else [base + alias.name for alias in node.names])
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_only_the_registry_imports_a_language_folder():
    engine = [ROOT / "dala.py", *(ROOT / "dala_pipeline").rglob("*.py"), *(ROOT / "corruptions").glob("*.py")]
    folders = {f"corruptions.{code}" for code in registry.LANGUAGES}
    importing = sorted(str(path.relative_to(ROOT)) for path in engine
                       if any(m == f or m.startswith(f + ".") or m.lstrip(".") in folders | set(registry.LANGUAGES)
                              for m in _imported(path) for f in folders))
    assert importing == ["corruptions/registry.py"]


def test_the_committed_bokmal_review_covers_every_default_type_above_the_bar():
    """The review of benchmarks/reviews/nb_full/ (the review tool's own files) is what
    `dala build --language nb --precision ...` publishes: every default type, each at 0.97 or more;
    a Danish build refuses it."""
    from dala_pipeline.errors import DalaError
    from dala_pipeline.write.files import read_precision

    path = ROOT / "benchmarks" / "reviews" / "nb_full" / "precision.json"
    precision = read_precision(path, NB)
    # every default type, and flip_men_med, reviewed while it was one
    assert set(precision["types"]) == {*NB.default_names(), "flip_men_med"} and precision["reviewers"] == 2
    assert min(t["precision"] for t in precision["types"].values()) >= 0.97
    assert precision["controls"] == {"n": 30, "false_alarms": 0}
    with pytest.raises(DalaError, match="is not a corruption type of this build"):
        read_precision(path, registry.language("da"))


def test_review_export_takes_the_language_the_build_records(nb_built, tmp_path, capsys):
    import shutil

    from dala_cli.common import recorded_language

    assert recorded_language(nb_built) == "nb"
    assert recorded_language(tmp_path) == "da"  # no report: the default language
    assert main(["review", "export", "--folder", str(nb_built), "--per-type", "1", "--controls", "2",
                 "--out", str(tmp_path / "review")]) == 0
    copy = tmp_path / "copy"
    shutil.copytree(nb_built, copy)
    report = json.loads((copy / "build_report.json").read_text(encoding="utf-8"))
    report["settings"]["language"] = "xx"
    (copy / "build_report.json").write_text(json.dumps(report), encoding="utf-8")
    capsys.readouterr()
    assert main(["review", "export", "--folder", str(copy), "--out", str(tmp_path / "other")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "records the language xx, which this dala does not know" in err
    assert not (tmp_path / "other").exists()
