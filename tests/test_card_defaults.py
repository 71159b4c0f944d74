"""The card of a build that is not the reference one: its default config and a licence given as unknown."""

from __future__ import annotations

import shutil

import pytest
import yaml

from dala_cli.cli import main
from dala_pipeline.read.sources import bundled_dir, hub_licence


def _card(folder):
    _, front, body = (folder / "README.md").read_text(encoding="utf-8").split("---\n", 2)
    return yaml.safe_load(front), body


@pytest.fixture(scope="module")
def without_small(tmp_path_factory):
    """A build of the treebank's test file alone, too small for `small`, skipped; the licence given as unknown."""
    root = tmp_path_factory.mktemp("without-small")
    (root / "src").mkdir()
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", root / "src")
    assert main(["build", "--config", "small", "--config", "medium", "--config", "pairs", "--skip-unbuildable",
                 "--source-licence", "unknown", "--data-dir", str(root / "src"), "--out", str(root / "out")]) == 0
    return root / "out"


def test_the_first_config_built_is_the_default_when_small_is_skipped(without_small):
    front, body = _card(without_small)
    built = [c["config_name"] for c in front["configs"]]
    assert "small" not in built
    assert [c["config_name"] for c in front["configs"] if c.get("default")] == [built[0]]
    assert f'dala = load_dataset("NAMESPACE/dala")            # the default config, `{built[0]}`\n' in body


def test_loading_the_folder_without_a_name_gives_the_default(without_small):
    import datasets

    front, _ = _card(without_small)
    default = next(c for c in front["configs"] if c.get("default"))
    loaded = datasets.load_dataset(str(without_small))
    assert sorted(loaded) == sorted(f["split"] for f in default["data_files"])


def test_near_miss_a_build_with_small_keeps_small_as_the_default(nb_built):
    front, body = _card(nb_built)
    assert [c["config_name"] for c in front["configs"] if c.get("default")] == ["small"]
    assert "# the default config, `small`\n" in body


def test_a_licence_given_as_unknown_is_the_hubs_unknown_and_said_plainly(without_small):
    front, body = _card(without_small)
    assert front["license"] == "unknown"
    assert ("Unknown licence: the licence of the source is given as unknown. The data is derived from that text: "
            "find out under which terms it may be shared before you publish or use this dataset.") in body
    assert "Licence: unknown" not in body


@pytest.mark.parametrize("licence, hub", [("unknown", "unknown"), (" Unknown ", "unknown"), (None, "unknown"),
                                          ("CC BY-SA 4.0", "cc-by-sa-4.0"), ("my own terms", "other")])
def test_hub_licence_ids(licence, hub):
    assert hub_licence(licence) == hub
