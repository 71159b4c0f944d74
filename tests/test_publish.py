"""Gate, card and push: what is published, and how it reaches the Hub."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import datasets
import pytest
import yaml
from fake_hub import FakeHub

from corruptions.registry import default_names, get
from dala_pipeline.errors import GateError
from dala_pipeline.gate import check
from dala_pipeline.layouts import ClassificationLayout, PublishedPair

TOKEN = "hf_dala_test_token_do_not_print"


def _pair(pid, ctype, good=None, bad=None):
    good = good or f"Sætning {pid} er god."
    bad = bad or good.replace("er", "re", 1)
    start = good.index("er")
    return PublishedPair(pid, good, bad, ctype,
                         {"start": start, "end": start + 2, "original": "er", "replacement": "re"})


def test_gate_names_config_splits_and_value_of_a_skewed_split():
    splits = {
        "train": [_pair(f"a{i}", "delete") for i in range(8)] + [_pair(f"b{i}", "flip_som_der") for i in range(8)],
        "test": [_pair(f"c{i}", "delete") for i in range(8)],
    }
    with pytest.raises(GateError, match=r"cfg: Jensen-Shannon divergence of corruption types between splits "
                                        r"train and test is 0\.3113, above the threshold 0\.01"):
        check("cfg", splits)
    assert check("cfg", splits, max_js=0.5) == {"train/test": 0.311278}


def test_gate_refuses_shared_texts_identical_pairs_and_repeated_ids():
    with pytest.raises(GateError, match="splits train and test share 2 text"):
        check("cfg", {"train": [_pair("a", "delete")], "test": [_pair("a2", "delete", good="Sætning a er god.")]})
    same = PublishedPair("a", "Hej er du der.", "Hej er du der.", "delete",
                         {"start": 0, "end": 0, "original": "", "replacement": ""})
    with pytest.raises(GateError, match="pair a: corrupted text equals its original"):
        check("cfg", {"test": [same]})
    with pytest.raises(GateError, match="split test repeats pair_id 'a'"):
        check("cfg", {"test": [_pair("a", "delete"), _pair("a", "delete")]})
    wrong = PublishedPair("w", "Sætning w er god.", "Noget andet.", "delete",
                          {"start": 10, "end": 12, "original": "er", "replacement": "re"})
    with pytest.raises(GateError, match="pair w: edit does not turn the original into the corrupted text"):
        check("cfg", {"test": [wrong]})


def test_overlap_by_design_is_allowed():
    train = [_pair("a", "delete")]
    assert check("cfg", {"train": train, "full_train": train},
                 overlapping=frozenset({frozenset({"train", "full_train"})})) == {"train/full_train": 0.0}


def test_unbalanced_labels_are_refused():
    columns = {"text": ["A er.", "A re."], "label": ["correct", "correct"], "corruption_type": [None, None],
               "pair_id": ["a", "b"], "edit": [None, None]}
    with pytest.raises(GateError, match=r"labels unbalanced \(2 correct, 0 incorrect"):
        list(ClassificationLayout().published_pairs("cfg", "test", [columns]))
    lonely = {name: values[:1] for name, values in columns.items()}
    with pytest.raises(GateError, match=r"labels unbalanced \(1 correct, 0 incorrect rows without their pair; "
                                        r"pair a has one row\)"):
        list(ClassificationLayout().published_pairs("cfg", "test", [lonely]))
    columns["label"] = ["correct", "wrong"]
    with pytest.raises(GateError, match="label 'wrong' is not correct/incorrect"):
        list(ClassificationLayout().published_pairs("cfg", "test", [columns]))


def _card(folder: Path):
    text = (folder / "README.md").read_text(encoding="utf-8")
    assert text.startswith("---\n")
    end = text.index("\n---\n", 4)
    return yaml.safe_load(text[4:end]), text[end + 5:]


def _table(body: str, header: str) -> list[list[str]]:
    """The cells of the Markdown table whose header row is ``header``."""
    lines = body.splitlines()
    start = lines.index(header) + 2
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows


def test_card_yaml_is_what_the_hub_expects_and_matches_the_report(built):
    meta, body = _card(built)
    report = json.loads((built / "build_report.json").read_text())
    assert meta["language"] == ["da"] and meta["license"] == "cc-by-sa-4.0"
    assert meta["task_categories"] == ["text-classification"]
    assert meta["task_ids"] == ["acceptability-classification"]
    assert meta["size_categories"] == ["1K<n<10K"]
    assert meta["pretty_name"]
    # the bundled Danish source is too small for `small`: the first config built is the default
    assert [c["config_name"] for c in meta["configs"]] == ["medium", "large", "pairs"]
    assert [c.get("default") for c in meta["configs"]] == [True, None, None]
    infos = {i["config_name"]: i for i in meta["dataset_info"]}
    for name, cfg in report["configs"].items():
        assert {s["name"]: s["num_examples"] for s in infos[name]["splits"]} == {
            split: info["rows"] for split, info in cfg["splits"].items()
        }
    assert "![Share of each corruption type per split](corruption_types.svg)" in body


def test_card_tables_hold_the_reports_figures_row_for_row(built):
    _, body = _card(built)
    report = json.loads((built / "build_report.json").read_text())
    sizes = _table(body, "| config | split | pairs | rows |")
    assert sizes == [[name, split, str(s["pairs"]), str(s["rows"])]
                     for name, cfg in report["configs"].items() for split, s in cfg["splits"].items()]
    assert len(sizes) == 7
    js = _table(body, "| config | splits | JS divergence | limit |")
    assert [row[:2] for row in js] == [
        ["medium", "train/val"], ["medium", "train/test"], ["medium", "val/test"],
        ["large", "train/val"], ["large", "train/test"], ["large", "val/test"],
    ]
    for config, splits, value, limit in js:
        assert float(value) == pytest.approx(report["configs"][config]["js"][splits], abs=6e-6)
        held = report["configs"][config]["js_limits"].get(splits)
        if held is None:
            assert splits == "train/full_train" and limit == "none: the splits share pairs by design"
        elif held == report["max_js"]:
            assert limit == f"{report['max_js']} (threshold)" and float(value) <= held
        else:
            assert limit == f"{held} (least the sizes allow)" and float(value) <= held
    types = _table(body, "| corruption_type | what it does | applicable | assigned | note |")
    corruptions_ = report["corruptions"]
    assert [row[0] for row in types] == [f"`{name}`" for name in corruptions_["order"]] + ["`delete`",
                                                                                          "`flip_neighbours`"]
    for name, _, applicable, assigned, note in types:
        name = name.strip("`")
        assert applicable == str(corruptions_["applicability"].get(name, "-"))
        assert assigned == str(corruptions_["assigned"][name])
        few = corruptions_["assigned"][name] < 30
        assert note == ("fewer than 30 pairs: per-type accuracy ±0.15 or wider" if few else "")


def test_chart_has_a_bar_per_config_split_and_type_with_the_report_counts(built):
    report = json.loads((built / "build_report.json").read_text(encoding="utf-8"))
    svg = ElementTree.parse(built / "corruption_types.svg").getroot()
    tips = [title.text for title in svg.iter("{http://www.w3.org/2000/svg}title")][1:]
    types = {t for cfg in report["configs"].values() for s in cfg["splits"].values() for t in s["corruption_types"]}
    assert sum(len(cfg["splits"]) for cfg in report["configs"].values()) == 7
    assert len(tips) == len(types) * 7
    val = report["configs"]["medium"]["splits"]["val"]
    count = val["corruption_types"]["flip_nogle_nogen"]
    assert f"medium/val: flip_nogle_nogen {count} of {val['pairs']} pairs ({100 * count / val['pairs']:.1f}%)" in tips
    pattern = re.compile(r"^(\w+)/(\w+): (\w+) (\d+) of (\d+) pairs \((\d+\.\d)%\)$")
    for tip in tips:
        config, split, ctype, count, pairs, percent = pattern.match(tip).groups()
        recorded = report["configs"][config]["splits"][split]
        assert int(count) == recorded["corruption_types"].get(ctype, 0)
        assert int(pairs) == recorded["pairs"]
        # a share that ends in 5 (11.25) may print rounded either way
        assert float(percent) == pytest.approx(100 * int(count) / int(pairs), abs=0.05 + 1e-9)


def test_card_configs_load_with_load_dataset(built):
    meta, _ = _card(built)
    for entry in meta["configs"]:
        loaded = datasets.load_dataset(str(built), entry["config_name"])
        assert set(loaded) == {f["split"] for f in entry["data_files"]}


def test_report_records_source_checksums_and_filter_counts(built):
    report = json.loads((built / "build_report.json").read_text())
    assert report["gate_passed"] is True and report["seed"] == 4242
    assert [f["git_sha1"] for f in report["source"]["files"]] == [
        "29410816e752d64f2855bc655ab6c307eb45d60f", "d43b16c9c274e32b89de2237d493aef81161fba5"]
    assert report["source"]["filter_counts"]["kept"] == 666
    assert report["source"]["filter_counts"]["excluded"] == 40
    on = [n for n in default_names() if not get(n).basic]
    assert sorted(report["corruptions"]["order"]) == sorted(on)
    for cfg in ("medium", "large"):
        js, limits = report["configs"][cfg]["js"], report["configs"][cfg]["js_limits"]
        assert js["train/test"] <= report["max_js"] == limits["train/test"]
        assert all(value <= limits[key] for key, value in js.items())


def _dala(*args, env=None):
    return subprocess.run([sys.executable, "-m", "dala_cli.cli", *args],
                          capture_output=True, text=True, env=env, cwd=Path(__file__).parent.parent)


def test_push_dry_run_lists_files_without_network(built):
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(built), "--dry-run",
                   env=dict(os.environ, HF_ENDPOINT="http://127.0.0.1:9", HF_TOKEN=TOKEN))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    files = sorted(str(p.relative_to(built)) for p in built.rglob("*") if p.is_file())
    assert lines[0] == f"would push {len(files)} files from {built} to dataset someone/dala"
    assert [line.strip() for line in lines[1:-1]] == files
    assert lines[-1] == "commit message: DaLA 0.1.0 (seed 4242): medium, large, pairs"
    assert TOKEN not in result.stdout + result.stderr


def test_push_refuses_a_folder_without_a_passed_gate(tmp_path, built):
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(tmp_path), "--dry-run")
    assert result.returncode == 2 and "has no build_report.json" in result.stderr
    (tmp_path / "build_report.json").write_text(json.dumps({"tool": "dala", "gate_passed": False}))
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(tmp_path), "--dry-run")
    assert result.returncode == 2 and "does not record a passed publication gate" in result.stderr


@pytest.mark.parametrize("extra, revision, pr", [((), "main", False),
                                                 (("--revision", "v0.1"), "v0.1", False),
                                                 (("--create-pr",), "refs/pr/1", True)])
def test_push_uploads_the_built_folder_in_one_commit(built, extra, revision, pr):
    with FakeHub() as hub:
        env = dict(os.environ, HF_ENDPOINT=hub.url.rstrip("/"), HF_TOKEN=TOKEN)
        result = _dala("push", "--repo-id", "someone/dala", "--folder", str(built), "--private", *extra, env=env)
    assert result.returncode == 0, result.stderr
    assert TOKEN not in result.stdout + result.stderr
    assert hub.recorded.repos == [
        {"name": "dala", "organization": "someone", "visibility": "private", "type": "dataset"}]
    assert all(auth == f"Bearer {TOKEN}" for auth in hub.recorded.authorizations)
    [commit] = hub.recorded.commits
    assert (commit["repo"], commit["revision"]) == ("someone/dala", revision)
    assert len(hub.recorded.pull_requests) == int(pr)
    assert commit["header"]["summary"] == "DaLA 0.1.0 (seed 4242): medium, large, pairs"
    sent = commit["files"]
    expected = {str(p.relative_to(built)): p.read_bytes() for p in built.rglob("*") if p.is_file()}
    assert sent == expected
    assert hub.recorded.branches == (["v0.1"] if revision == "v0.1" else [])


def test_push_reports_an_unreachable_hub_without_the_token(built):
    env = dict(os.environ, HF_ENDPOINT="http://127.0.0.1:9", HF_TOKEN=TOKEN)
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(built), env=env)
    assert result.returncode == 2
    assert "dala: error: pushing to someone/dala on http://127.0.0.1:9 failed" in result.stderr
    assert TOKEN not in result.stdout + result.stderr


def _copy_build(built, tmp_path):
    folder = tmp_path / "dala"
    shutil.copytree(built, folder)
    return folder


def test_push_sends_only_the_build_and_warns_about_secret_looking_files(built, tmp_path):
    folder = _copy_build(built, tmp_path)
    (folder / ".env").write_text(f"HF_TOKEN={TOKEN}\n")
    (folder / "id_rsa").write_text("-----BEGIN OPENSSH PRIVATE KEY-----\n")
    (folder / "notes.txt").write_text("mine")
    (folder / ".git" / "objects").mkdir(parents=True)
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (folder / ".git" / "objects" / "ab").write_text("blob")
    (tmp_path / "outside.txt").write_text("outside")
    (folder / "link.txt").symlink_to(tmp_path / "outside.txt")
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(folder), "--dry-run",
                   env=dict(os.environ, HF_ENDPOINT="http://127.0.0.1:9"))
    assert result.returncode == 0, result.stderr
    listed = [line.strip() for line in result.stdout.splitlines()[1:-1]]
    report = json.loads((folder / "build_report.json").read_text())
    assert listed == sorted([*report["files"], "build_report.json"])
    assert result.stderr.splitlines() == [
        "dala: not uploading .env: not a file of the build (the name looks like a secret: "
        "check it is not meant to be elsewhere)",
        "dala: not uploading id_rsa: not a file of the build (the name looks like a secret: "
        "check it is not meant to be elsewhere)",
        "dala: not uploading link.txt: not a file of the build",
        "dala: not uploading notes.txt: not a file of the build",
        "dala: not uploading .git/ (2 files): not part of the build",
    ]
    with FakeHub() as hub:
        env = dict(os.environ, HF_ENDPOINT=hub.url.rstrip("/"), HF_TOKEN=TOKEN)
        result = _dala("push", "--repo-id", "someone/dala", "--folder", str(folder), env=env)
    assert result.returncode == 0, result.stderr
    [commit] = hub.recorded.commits
    assert sorted(commit["files"]) == listed


@pytest.mark.parametrize("damage, message", [
    (lambda f: f.write_bytes(f.read_bytes()[:-100]), "differs from the file the build wrote (size or SHA-256)"),
    (lambda f: f.write_bytes(b"garbage"), "differs from the file the build wrote (size or SHA-256)"),
    (lambda f: f.unlink(), "is missing or not a regular file"),
])
def test_push_refuses_a_damaged_build_before_any_network(built, tmp_path, damage, message):
    folder = _copy_build(built, tmp_path)
    damage(folder / "medium" / "data" / "train-00000-of-00001.parquet")
    for extra in ((), ("--dry-run",)):
        result = _dala("push", "--repo-id", "someone/dala", "--folder", str(folder), *extra,
                       env=dict(os.environ, HF_ENDPOINT="http://127.0.0.1:9"))
        assert result.returncode == 2
        assert result.stderr.strip() == (f"dala: error: {folder / 'medium/data/train-00000-of-00001.parquet'} "
                                         + message + "; build the folder again")


def test_push_refuses_parquet_whose_rows_differ_from_the_report(built, tmp_path):
    folder = _copy_build(built, tmp_path)
    report = json.loads((folder / "build_report.json").read_text())
    rows = report["configs"]["medium"]["splits"]["val"]["rows"]
    report["configs"]["medium"]["splits"]["val"]["rows"] = rows + 1
    (folder / "build_report.json").write_text(json.dumps(report))
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(folder), "--dry-run")
    assert result.returncode == 2
    assert f"medium/data/val-00000-of-00001.parquet holds {rows} rows, the report records {rows + 1}" in result.stderr


def test_push_refuses_a_report_without_a_file_list(tmp_path):
    (tmp_path / "build_report.json").write_text('{"tool": "dala", "gate_passed": true}')
    (tmp_path / "data.txt").write_text("x")
    result = _dala("push", "--repo-id", "someone/dala", "--folder", str(tmp_path), "--dry-run")
    assert result.returncode == 2 and "lists no files" in result.stderr


def test_push_to_a_hub_that_never_answers_times_out_without_the_token(built, tmp_path):
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # accepts connections, never answers
    try:
        # without telemetry, huggingface_hub asks the hub nothing before the push (its agent list: 3 s)
        env = dict(os.environ, HF_ENDPOINT=f"http://127.0.0.1:{listener.getsockname()[1]}", HF_TOKEN=TOKEN,
                   DALA_HUB_TIMEOUT="0.3", HF_HUB_DISABLE_TELEMETRY="1")
        result = _dala("push", "--repo-id", "someone/dala", "--folder", str(built), env=env)
    finally:
        listener.close()
    assert result.returncode == 2
    assert result.stderr.strip().startswith("dala: error: pushing to someone/dala on http://127.0.0.1:")
    assert "Timeout" in result.stderr and TOKEN not in result.stdout + result.stderr


def test_the_token_is_scrubbed_from_errors_a_server_echoes():
    from dala_pipeline.push import scrub

    assert scrub(f"401: bad token {TOKEN}", TOKEN) == "401: bad token [token]"
    assert scrub(f"401: ...{TOKEN[-12:]}", TOKEN) == "401: ...[token]"
