"""The bundled Swedish build: it matches its committed lock, every default type has 30 pairs, the
card shows the DaLAJ class of each type, and Talbanken's own marked typos are no originals."""

import functools
import json
import shutil
import threading
from collections import Counter
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import datasets
import pyarrow.parquet as pq
from helpers import read_file

from corruptions import registry
from dala_pipeline.file_checks import git_blob_sha1
from dala_pipeline.read.sources import bundled_files, download_verified
from dala_pipeline.write.lock import fingerprint

ROOT = Path(__file__).parent.parent
SV = registry.language("sv")
LOCK = json.loads((ROOT / "corruptions" / "sv" / "dala.lock.json").read_text(encoding="utf-8"))


def test_the_bundled_swedish_build_matches_its_committed_lock(sv_built):
    assert set(LOCK["configs"]) == {"small", "medium", "large", "pairs"}
    for config, splits in LOCK["configs"].items():
        loaded = datasets.load_dataset(str(sv_built), config)
        for split, record in splits.items():
            assert loaded[split].num_rows == record["rows"]
            assert fingerprint(loaded[split].to_list()) == record["sha256"], (config, split)


def test_every_default_swedish_rule_has_30_pairs_and_its_class_in_the_card(sv_built):
    rows = pq.read_table(sv_built / "pairs" / "data" / "test-00000-of-00001.parquet").to_pylist()
    counts = Counter(row["corruption_type"] for row in rows)
    defaults = SV.default_names()
    assert len(defaults) == 11 and "flip_biff_negation" not in defaults
    # the basic swap is a fallback: it has the sentences no rule reaches (28 since the whole-sentence checks)
    assert {name: counts[name] for name in defaults if counts[name] < 30} == {"flip_neighbours": 28}
    card = (sv_built / "README.md").read_text(encoding="utf-8")
    assert "DaLAJ class" in card
    for name in defaults:
        line = next(line for line in card.splitlines() if f"`{name}`" in line and "|" in line)
        assert f"| {SV.get(name).error_class} |" in line, line


def test_the_dalaj_reference_counts_are_the_single_labels_of_dev_and_test():
    lines = SV.read_data(SV.card.reference_classes).splitlines()
    rows = dict(line.split("\t") for line in lines if line and not line.startswith("#"))
    assert rows == {"M": "1362", "S": "905", "L": "747", "O": "745", "P": "386"}
    assert {rule.error_class for rule in SV.rules} <= set(rows)


def test_talbankens_marked_typos_are_found_and_nothing_else_is():
    sentences = [s for path in bundled_files(SV) for s in read_file(path)]
    found = [s.sent_id for s in sentences if SV.source_checks["marked_typo"].find(s) is not None]
    marked = [s.sent_id for s in sentences if any(t.feats.get("Typo") == "Yes" for t in s.tokens)]
    assert found == marked and len(found) >= 1


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_the_release_has_the_bundled_files_checksums_and_a_download_is_verified(tmp_path):
    _, dev, test = SV.release.files
    folder = SV.data_path(SV.bundled_folder)
    assert [git_blob_sha1(folder / f.name) for f in (dev, test)] == [dev.git_sha1, test.git_sha1]
    assert [(folder / f.name).stat().st_size for f in (dev, test)] == [dev.max_bytes, test.max_bytes]
    root = tmp_path / "mirror"
    root.mkdir()
    shutil.copy(folder / dev.name, root / dev.name)
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        paths = download_verified(tmp_path / "downloads", f"http://127.0.0.1:{server.server_address[1]}/", (dev,))
    finally:
        server.shutdown()
        server.server_close()
    assert paths[0].read_bytes() == (folder / dev.name).read_bytes()


def test_the_card_sets_the_build_beside_dalaj(sv_built):
    card = (sv_built / "README.md").read_text(encoding="utf-8")
    assert "beside DaLAJ-GED dev+test (learner errors): this build has pairs of 3 of its 5 classes" in card
    assert "| class | share in DaLAJ-GED dev+test (learner errors) | share of this build's pairs |" in card


def test_the_committed_swedish_review_covers_every_default_type_above_the_bar():
    """benchmarks/reviews/sv_pack/ (the review tool's own files) is what
    `dala build --language sv --precision ...` publishes; a Bokmål build refuses it."""
    import pytest

    from dala_pipeline.errors import DalaError
    from dala_pipeline.write.files import read_precision

    path = ROOT / "benchmarks" / "reviews" / "sv_pack" / "precision.json"
    precision = read_precision(path, SV)
    assert set(precision["types"]) == set(SV.default_names()) and precision["reviewers"] == 2
    assert min(t["precision"] for t in precision["types"].values()) >= 0.97
    assert precision["controls"] == {"n": 30, "false_alarms": 0}
    with pytest.raises(DalaError, match="is not a corruption type of this build"):
        read_precision(path, registry.language("nb"))
