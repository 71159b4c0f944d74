"""Every data file the code reads ships with the package: an installed dala
(``pip install .``, not an editable checkout) finds its word lists, lists
and bundled sources, for every language folder, with no line of setup.cfg
per language.

The patterns are matched as setuptools matches them: relative to their
package's folder, with ``**`` for any depth (``glob(..., recursive=True)``).
"""

import configparser
import glob
import shutil
from pathlib import Path

from corruptions import registry

ROOT = Path(__file__).parent.parent


def _patterns() -> dict[str, list[str]]:
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg", encoding="utf-8")
    return {package: [p.strip() for p in value.split(",") if p.strip()]
            for package, value in config["options.package_data"].items()}


def shipped(root: Path) -> set[str]:
    """The files under ``root`` that setup.cfg's package data names, relative to ``root``."""
    found = set()
    for package, globs in _patterns().items():
        folder = root / package.replace(".", "/")
        for pattern in globs:
            found.update(Path(f).relative_to(root).as_posix()
                         for f in glob.glob(str(folder / pattern), recursive=True) if Path(f).is_file())
    return found


def _data_files(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for top in ("corruptions", "dala_pipeline")
            for folder in (root / top).glob("**/data") if (folder.parent / "__init__.py").is_file()
            for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


def test_every_data_file_of_every_package_is_package_data():
    files = _data_files(ROOT)
    folders = {f.split("/data/")[0] for f in files}
    assert folders >= {"dala_pipeline", *(f"corruptions/{code}" for code in registry.LANGUAGES)}
    assert sorted(files - shipped(ROOT)) == []


def test_setup_cfg_names_no_language():
    text = (ROOT / "setup.cfg").read_text(encoding="utf-8").split("[options.package_data]")[1].split("\n[")[0]
    assert [code for code in registry.LANGUAGES if f"corruptions.{code}" in text or f"/{code}/" in text] == []


def test_a_new_language_folder_ships_its_data_with_no_change_to_setup_cfg(tmp_path):
    # a copy of the package layout with a new language folder, its data one and two levels deep
    (tmp_path / "corruptions" / "xx" / "data" / "treebank").mkdir(parents=True)
    for name in ("__init__.py", "xx/__init__.py"):
        (tmp_path / "corruptions" / name).write_text("")
    (tmp_path / "corruptions" / "xx" / "data" / "words.json").write_text("[]")
    (tmp_path / "corruptions" / "xx" / "data" / "treebank" / "xx-ud-test.conllu").write_text("")
    (tmp_path / "corruptions" / "xx" / "rules.py").write_text("")  # a module, not data
    shutil.copytree(ROOT / "dala_pipeline" / "data", tmp_path / "dala_pipeline" / "data")
    (tmp_path / "dala_pipeline" / "__init__.py").write_text("")
    assert shipped(tmp_path) == _data_files(tmp_path) >= {"corruptions/xx/data/words.json",
                                                           "corruptions/xx/data/treebank/xx-ud-test.conllu"}
    assert "corruptions/xx/rules.py" not in shipped(tmp_path)
