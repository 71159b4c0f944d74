"""What evaluation tools and `load_dataset` read from a build: eval.yaml, lm_eval/, the default config."""

import importlib.util
import json

import datasets
import pyarrow.parquet as pq
import pytest
import yaml

from dala_cli.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.write import splits as building


def _report(built):
    return json.loads((built / "build_report.json").read_text(encoding="utf-8"))


def test_eval_yaml_declares_the_acceptability_task_for_each_classification_config(built):
    document = yaml.safe_load((built / "eval.yaml").read_text(encoding="utf-8"))
    assert document["task"] == "linguistic-acceptability"
    assert document["languages"] == ["da"]
    assert document["labels"] == ["correct", "incorrect"]
    assert (document["input_column"], document["target_column"]) == ("text", "label")
    # only the default config: EuroEval runs every entry, and the configs share their sentences; the
    # bundled Danish source is too small for `small`, so its default is `medium`
    assert document["tasks"] == [
        {"id": "dala_medium", "config": "medium", "split": "test", "field_spec": {"input": "text", "target": "label"}}]


def test_eval_yaml_names_small_where_the_source_gives_it(nb_built):
    document = yaml.safe_load((nb_built / "eval.yaml").read_text(encoding="utf-8"))
    assert document["tasks"] == [{"id": "nb_dala_small", "config": "small", "split": "test",
                                  "field_spec": {"input": "text", "target": "label"}}]


def test_lm_eval_tasks_cover_every_corruption_type_of_the_pairs_config(built):
    folder = built / "lm_eval"
    types = _report(built)["configs"]["pairs"]["splits"]["test"]["corruption_types"]
    group = yaml.safe_load((folder / "_dala.yaml").read_text(encoding="utf-8"))
    assert group["group"] == "dala"
    assert sorted(group["task"]) == sorted(f"dala_{t}" for t in types)
    for name in types:
        task = yaml.safe_load((folder / f"dala_{name}.yaml").read_text(encoding="utf-8"))
        assert task == {"include": "_dala_template_yaml", "task": f"dala_{name}",
                        "dataset_kwargs": {"corruption_type": name}}
    template = (folder / "_dala_template_yaml").read_text(encoding="utf-8")
    assert "custom_dataset: !function utils.load_pairs\n" in template
    assert "doc_to_choice: '{{[sentence_good, sentence_bad]}}'\n" in template
    assert "doc_to_target: 0\n" in template and "output_type: multiple_choice\n" in template
    assert "target_delimiter: ''\n" in template  # the sentence as written, as `dala evaluate` scores it


def test_the_lm_eval_loader_reads_the_pairs_of_one_type_from_the_build(built):
    spec = importlib.util.spec_from_file_location("dala_lm_eval_utils", built / "lm_eval" / "utils.py")
    utils = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(utils)
    types = _report(built)["configs"]["pairs"]["splits"]["test"]["corruption_types"]
    test = utils.load_pairs(corruption_type="flip_som_der", version=1.0)["test"]
    assert test.num_rows == types["flip_som_der"] > 0
    assert set(test["corruption_type"]) == {"flip_som_der"}
    assert utils.load_pairs()["test"].num_rows == _report(built)["configs"]["pairs"]["splits"]["test"]["pairs"]


def test_the_default_config_is_small_where_the_source_gives_it(nb_built):
    loaded = datasets.load_dataset(str(nb_built))
    pairs = _report(nb_built)["configs"]["pairs"]["splits"]["test"]["pairs"]
    assert {split: loaded[split].num_rows for split in loaded} == {
        "train": 1024, "val": 256, "test": 2048, "full_train": 2 * (pairs - 128 - 1024)}


def test_the_default_config_is_the_first_built_where_small_is_not(built):
    loaded = datasets.load_dataset(str(built))
    medium = _report(built)["configs"]["medium"]["splits"]
    assert {split: loaded[split].num_rows for split in loaded} == {s: v["rows"] for s, v in medium.items()}


@pytest.mark.parametrize("how", ["folder", "parquet"])
def test_a_config_folder_loaded_directly_keeps_its_splits(with_config, how):
    built, _ = with_config("small")
    folder = built / "small"
    loaded = (datasets.load_dataset(str(folder)) if how == "folder"
              else datasets.load_dataset("parquet", data_dir=str(folder)))
    assert set(loaded) == {"train", "val", "test", "full_train"}
    for split in loaded:
        assert loaded[split].to_list() == pq.read_table(built / data_file("small", split)).to_pylist()


def test_check_without_a_lock_fails_before_building(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(building, "build_config", lambda *a, **k: pytest.fail("built before checking"))
    assert main(["build", "--check"]) == 2
    assert "--check: no lock file dala.lock.json" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_foreign_out_folder_and_a_missing_data_dir_are_refused_before_building(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(building, "build_config", lambda *a, **k: pytest.fail("built before checking"))
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    assert main(["build", "--out", str(tmp_path / "mine")]) == 2
    assert "holds 1 file(s) that are not part of a DaLA build" in capsys.readouterr().err
    assert main(["build", "--data-dir", str(tmp_path / "nowhere"), "--out", str(tmp_path / "o")]) == 2
    assert "nowhere: not a folder" in capsys.readouterr().err


def _card_parts(built):
    text = (built / "README.md").read_text(encoding="utf-8")
    end = text.index("\n---\n", 4)
    return yaml.safe_load(text[4:end]), text[end + 5:]


def test_card_names_the_default_config_the_download_size_and_how_to_load_it(built):
    meta, body = _card_parts(built)
    assert [c["config_name"] for c in meta["configs"] if c.get("default")] == ["medium"]
    sizes = {i["config_name"]: i["download_size"] for i in meta["dataset_info"]}
    for name, size in sizes.items():
        assert size == sum((built / data_file(name, split)).stat().st_size
                           for split in _report(built)["configs"][name]["splits"])
    assert 'load_dataset("NAMESPACE/dala")' in body and 'load_dataset("path/to/this/folder", "medium")' in body
    assert "it gives too few pairs for `small`, which is not built" in body
    assert "`dala build --source ud-ddt`" in body
    assert "euroeval --model MODEL --dataset NAMESPACE/dala" in body
    assert "--tasks dala --include_path lm_eval" in body


def test_card_repeats_the_charts_figures_in_tables(built):
    _, body = _card_parts(built)
    report = _report(built)
    medium = report["configs"]["medium"]["splits"]
    lines = body.splitlines()
    start = lines.index("`medium`") + 2
    assert lines[start] == "| corruption_type | train | val | test |"
    row = next(line for line in lines[start:] if line.startswith("| `flip_nogle_nogen` |"))
    counts = [medium[s]["corruption_types"]["flip_nogle_nogen"] for s in ("train", "val", "test")]
    assert row == ("| `flip_nogle_nogen` | "
                   + " | ".join(f"{c} ({100 * c / medium[s]['pairs']:.1f}%)"
                                for c, s in zip(counts, ("train", "val", "test"))) + " |")


@pytest.mark.parametrize("largest, expected", [(12.8, (2.5, 15.0)), (3.1, (1.0, 4.0)), (40.0, (10.0, 40.0)),
                                               (0.7, (0.2, 0.8)), (0.0, (1.0, 1.0))])
def test_chart_axis_uses_round_steps(largest, expected):
    from dala_pipeline.write.chart import axis

    step, top = axis(largest)
    assert (round(step, 9), round(top, 9)) == expected


def test_chart_panels_have_percent_ticks(built):
    from xml.etree import ElementTree

    svg = ElementTree.parse(built / "corruption_types.svg").getroot()
    labels = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert labels.count("0%") == 3  # one axis per config: medium, large, pairs
    report = _report(built)
    largest = max(100 * n / s["pairs"] for cfg in report["configs"].values() for s in cfg["splits"].values()
                  for n in s["corruption_types"].values())
    ticks = sorted({float(label[:-1]) for label in labels
                    if label.endswith("%") and label[:-1].replace(".", "").isdigit()})
    assert ticks[-1] >= largest > ticks[-2]
