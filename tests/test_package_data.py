"""Every data file the code reads ships with the package: an installed dala
(``pip install .``, not an editable checkout) finds its word lists, lists
and bundled sources."""

import configparser
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).parent.parent


def _patterns() -> dict[str, list[str]]:
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg", encoding="utf-8")
    return {package: [p.strip() for p in value.split(",") if p.strip()]
            for package, value in config["options.package_data"].items()}


def test_every_data_file_of_a_package_is_package_data():
    patterns = _patterns()
    # every package (setup.cfg finds corruptions* and dala_pipeline*) with a data folder
    with_data = {p.parent.relative_to(ROOT).as_posix().replace("/", ".")
                 for top in ("corruptions", "dala_pipeline") for p in (ROOT / top).glob("**/data")
                 if p.is_dir() and (p.parent / "__init__.py").is_file()}
    assert set(patterns) == with_data >= {"corruptions.da", "corruptions.nb", "dala_pipeline"}
    for package, globs in patterns.items():
        folder = ROOT / package.replace(".", "/") / "data"
        files = [p.relative_to(folder.parent).as_posix() for p in folder.rglob("*")
                 if p.is_file() and "__pycache__" not in p.parts]
        assert files
        missing = [f for f in files if not any(fnmatch(f, g) and "/" not in f[len(g.split("*")[0]):]
                                               for g in globs)]
        assert missing == [], f"{package}: not in setup.cfg's package_data: {missing}"


def test_a_file_the_patterns_leave_out_is_named():
    globs = _patterns()["corruptions.da"]
    assert any(fnmatch("data/source_exclusions.tsv", g) for g in globs)
    assert not any(fnmatch("data/new_list.json", g) for g in globs)
