"""The committed lock describes exactly what a build publishes, in any process."""

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from helpers import assert_matches_lock

from dala_cli.cli import main
from dala_pipeline.write.lock import differences, fingerprint, infos_digest

ROOT = Path(__file__).parent.parent
LOCK = json.loads((ROOT / "dala.lock.json").read_text(encoding="utf-8"))


def test_fingerprint_is_order_and_content_sensitive():
    rows = [{"text": "Hej", "label": "correct"}, {"label": "incorrect", "text": "Hje"}]
    assert fingerprint(rows) == fingerprint([dict(reversed(list(r.items()))) for r in rows])
    assert fingerprint(rows) != fingerprint(rows[::-1])
    assert fingerprint(rows) != fingerprint([rows[0], {**rows[1], "text": "Hej!"}])


def test_published_parquet_matches_the_committed_lock(built):
    assert_matches_lock(built, LOCK)


def test_committed_dataset_infos_match_the_build(built):
    committed = json.loads((ROOT / "dataset_infos.json").read_text(encoding="utf-8"))
    fresh = json.loads((built / "dataset_infos.json").read_text(encoding="utf-8"))
    assert infos_digest(committed) == infos_digest(fresh)
    assert set(committed) == {"medium", "large", "pairs"}  # the lock's `unbuildable` says why not small
    assert committed["medium"]["download_checksums"]["da_ddt-ud-dev.conllu"]["checksum"] == (
        LOCK["source"]["files"][0]["sha256"])


def test_differences_name_config_split_and_what_changed():
    changed = json.loads(json.dumps(LOCK))
    changed["configs"]["medium"]["test"]["sha256"] = "0" * 64
    changed["configs"]["large"]["val"]["rows"] += 2
    assert differences(LOCK, changed) == [
        f"config large, split val: rows {LOCK['configs']['large']['val']['rows']} -> "
        f"{LOCK['configs']['large']['val']['rows'] + 2}",
        f"config medium, split test: fingerprint {LOCK['configs']['medium']['test']['sha256']} -> {'0' * 64}",
    ]
    assert differences(LOCK, LOCK) == []


def test_a_config_that_becomes_buildable_or_unbuildable_is_a_difference():
    built_now = json.loads(json.dumps(LOCK))
    del built_now["unbuildable"]
    built_now["configs"]["small"] = {"test": {"pairs": 128, "rows": 256, "sha256": "1" * 64}}
    assert differences(LOCK, built_now) == [
        f"unbuildable changed: {json.dumps(LOCK['unbuildable'])} -> null",
        "config small added",
    ]
    lost = json.loads(json.dumps(LOCK))
    del lost["configs"]["large"]
    lost["unbuildable"]["large"] = "large: the source has 3 minimal pairs"
    found = differences(LOCK, lost)
    assert found[0].startswith("unbuildable changed: ") and found[1:] == ["config large removed"]


def test_differences_report_a_change_in_applicability_alone():
    changed = json.loads(json.dumps(LOCK))
    changed["applicability"]["flip_som_der"] += 1
    found = differences(LOCK, changed)
    assert len(found) == 1 and found[0].startswith("applicability")


def test_check_fails_on_a_stale_lock_and_update_lock_in_another_process_repairs_it(tmp_path, capsys):
    # the check runs here (this process's hash seed), the repair in a process with a fixed other seed: both
    # give the committed lock, itself written under a third
    lock = tmp_path / "dala.lock.json"
    stale = json.loads(json.dumps(LOCK))
    stale["configs"]["large"]["train"]["sha256"] = "f" * 64
    lock.write_text(json.dumps(stale))
    (tmp_path / "dataset_infos.json").write_text("{}")
    assert main(["build", "--check", "--lock", str(lock)]) == 1
    err = capsys.readouterr().err
    assert "dala: check: config large, split train: fingerprint ffff" in err
    assert "run `dala build --update-lock`" in err
    result = subprocess.run(
        [sys.executable, "-m", "dala_cli.cli", "build", "--update-lock", "--lock", str(lock)],
        env=dict(os.environ, PYTHONHASHSEED="987654"), cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(lock.read_text()) == LOCK
    assert (tmp_path / "dataset_infos.json").read_text() == (ROOT / "dataset_infos.json").read_text(encoding="utf-8")


def test_differences_report_a_change_in_a_rules_targets_alone():
    changed = json.loads(json.dumps(LOCK))
    changed["targets"]["delete"]["targets"] -= 1
    found = differences(LOCK, changed)
    assert len(found) == 1 and found[0].startswith("targets changed")


def test_the_lock_fingerprints_the_targets_of_every_default_rule_basic_ones_included(tmp_path):
    from dala_cli.targets import target_fingerprints
    from dala_pipeline.settings import BuildSettings

    settings = BuildSettings()
    fresh = target_fingerprints(settings, tmp_path)
    assert set(fresh) == set(settings.corruptions) >= {"delete", "flip_neighbours"}
    assert fresh == LOCK["targets"]


def test_a_rules_targets_digest_names_sentence_and_token(tmp_path):
    from dala_cli.targets import target_fingerprints
    from dala_pipeline.settings import BuildSettings

    source = tmp_path / "src"
    source.mkdir()
    bundled = (ROOT / "corruptions/da/data/ud_danish_ddt/da_ddt-ud-test.conllu").read_text(encoding="utf-8")
    first = bundled.split("\n\n")[0] + "\n\n"
    (source / "a.conllu").write_text(first, encoding="utf-8")
    settings = BuildSettings(data_dir=str(source), corruptions=("delete", "flip_neighbours"))
    found = target_fingerprints(settings, tmp_path / "cache")
    from corruptions import registry
    from dala_pipeline.read.conllu import parse_sentence

    sentence = parse_sentence(first)
    for name in ("delete", "flip_neighbours"):
        ids = [sentence.tokens[i].id for i in registry.get(name).targets(sentence)]
        lines = "".join(f"{sentence.sent_id}\t{i}\n" for i in ids).encode()
        assert found[name] == {"targets": len(ids), "sha256": hashlib.sha256(lines).hexdigest()}
    assert found["flip_neighbours"]["targets"] > 0


NB_ROOT = ROOT / "corruptions" / "nb"


def test_a_fresh_bokmal_build_matches_its_committed_lock(nb_built, tmp_path):
    """What `dala build --language nb --check` checks, in the suite: every config's rows, the infos and
    each default rule's targets on the bundled Bokmål source."""
    from dala_cli.targets import target_fingerprints
    from dala_pipeline.settings import BuildSettings

    lock = json.loads((NB_ROOT / "dala.lock.json").read_text(encoding="utf-8"))
    built = json.loads((nb_built / "build_report.json").read_text(encoding="utf-8"))
    assert built["settings"]["language"] == "nb" and set(lock["configs"]) == set(built["configs"])
    assert_matches_lock(nb_built, lock)
    committed = json.loads((NB_ROOT / "dataset_infos.json").read_text(encoding="utf-8"))
    fresh = json.loads((nb_built / "dataset_infos.json").read_text(encoding="utf-8"))
    assert infos_digest(committed) == infos_digest(fresh)
    assert target_fingerprints(BuildSettings(language="nb"), tmp_path) == lock["targets"]
