"""End to end: `dala build` on the bundled source, as a user runs it."""

import hashlib
import json
import re
import shutil
from pathlib import Path

import datasets
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from helpers import pool_keys

import dala
from corruptions import registry
from corruptions.base import Edit
from dala import Dala
from dala_cli.cli import main
from dala_pipeline.configs import CONFIGS
from dala_pipeline.filter.whole.mend import mend
from dala_pipeline.names import CONFIG_NAMES, data_file
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.settings import BuildSettings
from dala_pipeline.write import files as writing
from dala_pipeline.write.splits import build_config

CLASSIFICATION = ("small", "medium", "large")


MEDIUM = next(c.plan for c in CONFIGS if c.name == "medium")


def _digests(folder):
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_build_prints_split_sizes(tmp_path, capsys, bundled_pool):
    assert main(["build", "--config", "medium", "--out", str(tmp_path / "o")]) == 0
    printed = capsys.readouterr().out
    sizes = MEDIUM.quotas(len(pool_keys(bundled_pool)))
    assert (f"medium: train {sizes['train']} pairs ({2 * sizes['train']} rows), val {sizes['val']} pairs "
            f"({2 * sizes['val']} rows), test {sizes['test']} pairs ({2 * sizes['test']} rows)") in printed


def test_the_bundled_danish_build_leaves_out_only_small_and_says_why(built):
    report = json.loads((built / "build_report.json").read_text())
    assert list(report["configs"]) == ["medium", "large", "pairs"]
    assert not (built / "small").exists()
    lock = json.loads((Path(__file__).parent.parent / "dala.lock.json").read_text(encoding="utf-8"))
    assert list(lock["unbuildable"]) == ["small"]
    assert re.match(r"small: the source has \d+ minimal pairs; this config needs at least 768",
                    lock["unbuildable"]["small"])


@pytest.mark.parametrize("config", CONFIG_NAMES)
def test_every_config_loads_with_load_dataset(with_config, config):
    built, _ = with_config(config)
    loaded = datasets.load_dataset(str(built), config)
    report = json.loads((built / "build_report.json").read_text())
    assert {s: loaded[s].num_rows for s in loaded} == {
        s: v["rows"] for s, v in report["configs"][config]["splits"].items()
    }
    if config in CLASSIFICATION:
        for split in loaded.values():
            labels = split["label"]
            assert set(labels) == {"correct", "incorrect"}
            assert labels.count("correct") == labels.count("incorrect")


def _source_text(sentence, language: str = "da") -> str:
    """A source sentence's text as a build writes it: a full stop doubled after an abbreviation made one."""
    return (mend(sentence, registry.language(language)) or sentence).text


@pytest.mark.parametrize("config", CLASSIFICATION)
def test_edits_turn_the_correct_text_into_the_incorrect_one(with_config, config):
    built, sentence = with_config(config)
    language = "nb" if config == "small" else "da"  # the bundled Danish source gives no small (see with_config)
    for split in datasets.load_dataset(str(built), config).values():
        correct = {r["pair_id"]: r["text"] for r in split if r["label"] == "correct"}
        for row in split:
            if row["label"] == "correct":
                assert row["text"] == _source_text(sentence(row["pair_id"]), language)
                assert row["edit"] is None and row["corruption_type"] is None
            else:
                original = correct[row["pair_id"]]
                assert Edit(**row["edit"]).apply(original) == row["text"] != original


def test_pairs_config_holds_every_pair(built, sentence, bundled_pool):
    pairs = datasets.load_dataset(str(built), "pairs")["test"]
    assert pairs.num_rows == len(pool_keys(bundled_pool))
    for row in pairs:
        assert row["sentence_good"] == _source_text(sentence(row["pair_id"]))
        assert Edit(**row["edit"]).apply(row["sentence_good"]) == row["sentence_bad"]


def test_round_trip_equals_the_builders_own_output(built, tmp_path):
    for config in ("medium", "large", "pairs"):  # what the bundled Danish source gives
        builder = Dala(config_name=config, cache_dir=str(tmp_path / "hf"))
        builder.download_and_prepare()
        own = builder.as_dataset()
        loaded = datasets.load_dataset(str(built), config)
        assert list(own) == list(loaded)
        for split in own:
            assert own[split].to_list() == loaded[split].to_list()


def test_parquet_is_written_in_row_groups_of_the_configured_size(tmp_path, monkeypatch):
    monkeypatch.setattr(writing, "ROW_GROUP_ROWS", 128)
    built = build_config(Dala, "medium", BuildSettings(), tmp_path / "cache", tmp_path / "out")
    parquet = pq.ParquetFile(tmp_path / "out" / data_file("medium", "train"))
    rows = built.splits["train"].rows
    assert rows > 128
    assert [parquet.metadata.row_group(i).num_rows for i in range(parquet.num_row_groups)] == \
        [128] * (rows // 128) + ([rows % 128] if rows % 128 else [])
    builder = Dala(config_name="medium", cache_dir=str(tmp_path / "hf"))
    builder.download_and_prepare()
    own = builder.as_dataset()["train"]
    assert parquet.read().to_pylist() == own.to_list()
    assert parquet.schema_arrow.metadata[b"huggingface"] == own.data.schema.metadata[b"huggingface"]


def test_same_seed_gives_byte_identical_files(built, tmp_path):
    out = tmp_path / "again"
    assert main(["build", "--out", str(out)]) == 0
    assert _digests(out) == _digests(built)


def test_two_worker_processes_give_byte_identical_files(built, tmp_path):
    out = tmp_path / "parallel"
    assert main(["build", "--out", str(out), "--num-proc", "2"]) == 0
    assert _digests(out) == _digests(built)


@pytest.mark.parametrize("num_proc", [1, 2])
def test_the_builder_used_directly_makes_the_rows_a_build_publishes(tmp_path, monkeypatch, num_proc, built,
                                                                     bundled_pool):
    """``download_and_prepare`` (in two processes, over many shards) writes the rows a build publishes,
    in the same order: written to Parquet as a build writes its rows, the same bytes."""
    monkeypatch.setattr(dala, "SHARD_ROWS", 64)  # medium: 950, 80 and 554 rows in 15, 2 and 9 shards
    (tmp_path / "hf").mkdir()
    (tmp_path / "hf" / "dala-pools").symlink_to(bundled_pool.folder.parent)  # the pool, made once per run
    builder = Dala(config_name="medium", cache_dir=str(tmp_path / "hf"), settings=BuildSettings(num_proc=num_proc))
    builder.download_and_prepare(num_proc=num_proc if num_proc > 1 else None)
    for split, dataset in builder.as_dataset().items():
        files = [Path(f["filename"]) for f in dataset.cache_files]
        assert len(files) == num_proc  # one file per worker
        published = built / data_file("medium", split)
        assert dataset.to_list() == pq.read_table(published).to_pylist()
        generated = tmp_path / f"{split}.parquet"
        with writing.RowGroupWriter(generated, builder.info.features.arrow_schema) as writer:
            for path in files:
                with pa.OSFile(str(path)) as source:
                    for batch in pa.ipc.open_stream(source):
                        writer.write(batch)
        assert generated.read_bytes() == published.read_bytes()


def test_another_seed_gives_other_splits(built, tmp_path):
    out = tmp_path / "seed7"
    assert main(["build", "--config", "medium", "--seed", "7", "--out", str(out)]) == 0

    def ids(folder):
        return set(datasets.load_dataset(str(folder), "medium")["val"]["pair_id"])

    assert ids(out) != ids(built)


def test_a_failed_gate_writes_nothing(tmp_path, capsys):
    out = tmp_path / "skewed"
    assert main(["build", "--config", "medium", "--max-js", "0.0001", "--out", str(out)]) == 2
    assert re.search(r"medium: the Jensen-Shannon divergence between splits train and test can be no lower than "
                     r"0\.\d{4} with this source's pairs, above the threshold 0\.0001", capsys.readouterr().err)
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir()] == []


def test_a_failed_build_keeps_the_previous_output(built, tmp_path):
    out = tmp_path / "dala"
    shutil.copytree(built, out)
    before = _digests(out)
    assert main(["build", "--config", "medium", "--max-js", "0.0001", "--out", str(out)]) == 2
    assert _digests(out) == before


def test_a_foreign_folder_is_refused_and_overwrite_keeps_the_users_files(tmp_path, capsys):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    assert main(["build", "--config", "pairs", "--out", str(out)]) == 2
    assert "holds 1 file(s) that are not part of a DaLA build, e.g. notes.txt; use --overwrite" \
        in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]
    assert main(["build", "--config", "pairs", "--out", str(out), "--overwrite"]) == 0
    assert (out / "notes.txt").read_text() == "keep me"
    assert (out / "build_report.json").is_file()


def test_a_source_too_small_for_small_fails_with_the_numbers(tmp_path, capsys):
    source = tmp_path / "src"
    source.mkdir()
    dev = (bundled_dir() / "da_ddt-ud-dev.conllu").read_text(encoding="utf-8")
    first_50 = dev.split("\n\n")[:50]
    (source / "part.conllu").write_text("\n\n".join(first_50) + "\n\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", "--config", "small", "--data-dir", str(source), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert re.search(r"small: the source has \d\d minimal pairs; this config needs at least 768", err)
    assert not out.exists()


def test_without_config_a_build_gives_every_config_the_source_can_and_names_the_others(small_source, tmp_path,
                                                                                        capsys):
    out = tmp_path / "out"
    assert main(["build", "--data-dir", str(small_source), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert list(report["configs"]) == ["pairs"]
    pairs = report["configs"]["pairs"]["splits"]["test"]["pairs"]
    not_built = [line for line in printed.splitlines() if line.startswith("not built: ")]
    assert [line.split(":")[1].strip() for line in not_built] == ["small", "medium", "large"]
    assert not_built[0].startswith(f"not built: small: the source has {pairs} minimal pairs; this config needs at "
                                   "least 768")
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["lm_eval", "pairs"]


def test_a_source_file_is_described_once_per_version(tmp_path, monkeypatch):
    from dala import _described
    from dala_pipeline.read import sources

    calls = []
    monkeypatch.setattr(sources, "describe", lambda path: calls.append(path) or {"name": path.name, "n": len(calls)})
    source = tmp_path / "a.conllu"
    source.write_text("# one\n", encoding="utf-8")
    first = _described(source)
    assert _described(source) == first and len(calls) == 1  # every config of a build asks: read once
    source.write_text("# two, longer\n", encoding="utf-8")
    assert _described(source) == {"name": "a.conllu", "n": 2}
