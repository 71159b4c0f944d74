"""Shared fixtures: the bundled treebank, read and pooled once per test run.

Under pytest-xdist every worker is a process of its own; what is costly to
make (the pool, a full build) is made once, by the first worker that needs
it, in a folder all workers share, and read from there by the others.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import subprocess
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from filelock import FileLock
from helpers import build_pool_from, read_file, train_pipeline

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.filter.detectors import EXCLUDED, bundled_exclusions, source_error
from dala_pipeline.filter.filters import Filter, rejection, text_digest
from dala_pipeline.filter.whole.mend import mend
from dala_pipeline.read.sources import bundled_files

ROOT = Path(__file__).resolve().parent.parent


def _checkout_status() -> list[str] | None:
    """``git status`` of the checkout the tests run from, or None outside a git checkout."""
    try:
        found = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT,
                               capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return found.stdout.splitlines() if found.returncode == 0 else None


@pytest.fixture(scope="session", autouse=True)
def checkout_left_as_it_was():
    """The tests write only under temporary folders: nothing new in the checkout after them."""
    before = _checkout_status()
    yield
    after = _checkout_status()
    if before is not None and after is not None:
        assert sorted(set(after) - set(before)) == [], "the tests wrote into the checkout"


@pytest.fixture(scope="session")
def bundled_sentences():
    return [s for path in bundled_files() for s in read_file(path)]


@pytest.fixture(scope="session")
def nb_bundled_sentences():
    """The bundled Bokmål source (dev, then test), read once per test process."""
    from corruptions import registry

    return [s for path in bundled_files(registry.language("nb")) for s in read_file(path)]


@pytest.fixture(scope="session")
def nb_by_id(nb_bundled_sentences):
    """The bundled Bokmål sentences by ``sent_id``."""
    return {s.sent_id: s for s in nb_bundled_sentences}


@pytest.fixture(scope="session")
def sentence(bundled_sentences):
    """Look a bundled sentence up by ``sent_id``."""
    by_id = {s.sent_id: s for s in bundled_sentences}
    return by_id.__getitem__


@pytest.fixture(scope="session")
def kept(bundled_sentences):
    """The bundled sentences that pass the source filters, judged by the production filter
    (a doubled full stop mended; the ScaLA filters and the sentence checks, then the detectors of errors
    already in a sentence and the exclusion list)."""
    verdicts = Filter(Counter())
    danish = registry.language()
    excluded = bundled_exclusions(danish)  # the bundled files are on the list
    mended = [mend(s, danish) or s for s in bundled_sentences]  # a doubled full stop made one, as a build does
    return [s for s in mended
            if verdicts.keep(text_digest(s.text), rejection(s, danish, every_source_only=True) or source_error(s)
                             or (EXCLUDED if s.sent_id in excluded else None))]


@pytest.fixture(scope="session")
def with_config(request):
    """``with_config(name)``: a full bundled build that has the config ``name``, and a lookup of its
    source sentences by ``sent_id``. The bundled Danish source is too small for ``small`` (its lock
    records why), so ``small`` comes from the bundled Bokmål build."""
    def pick(name: str):
        built = request.getfixturevalue("built")
        if (built / name).is_dir():
            return built, request.getfixturevalue("sentence")
        return request.getfixturevalue("nb_built"), request.getfixturevalue("nb_by_id").__getitem__
    return pick


def once_per_run(tmp_path_factory, name: str, make: Callable[[Path], None]) -> Path:
    """The folder ``name`` shared by every test process of this run, filled by
    ``make(folder)`` in the first process that asks for it."""
    root = tmp_path_factory.getbasetemp()
    if "PYTEST_XDIST_WORKER" in os.environ:
        root = root.parent  # the run's folder, above each worker's own
    folder = root / f"shared-{name}"
    with FileLock(str(folder) + ".lock"):
        if not (folder / ".done").exists():
            folder.mkdir(exist_ok=True)
            make(folder)
            (folder / ".done").touch()
    return folder


def _write_first_sentences(target: Path, bundled_suffix: str, count: int) -> None:
    """The first ``count`` sentence blocks of the bundled file whose name ends in ``bundled_suffix``."""
    source = next(path for path in bundled_files() if path.name.endswith(bundled_suffix))
    blocks = source.read_text(encoding="utf-8").strip("\n").split("\n\n")
    target.write_text("\n\n".join(blocks[:count]) + "\n\n", encoding="utf-8")


@pytest.fixture(scope="session")
def small_source(tmp_path_factory) -> Path:
    """A ``--data-dir`` source of the first 60 sentences of the bundled test file: a whole build in
    about a second, for tests of files, locks and processes rather than of the data."""
    folder = tmp_path_factory.mktemp("small-source")
    _write_first_sentences(folder / "small.conllu", "-test.conllu", 60)
    return folder


@pytest.fixture(scope="session")
def bundled_pool(tmp_path_factory):
    """The production pool of the bundled source with the default settings."""
    folder = once_per_run(tmp_path_factory, "pool", lambda f: build_pool_from(f, bundled_files()))
    return build_pool_from(folder, bundled_files())


@pytest.fixture(scope="session")
def nb_bundled_pool(tmp_path_factory):
    """The production pool of the bundled Bokmål source: a source that gives every config."""
    from corruptions import registry as languages

    files = bundled_files(languages.language("nb"))
    folder = once_per_run(tmp_path_factory, "nb-pool", lambda f: build_pool_from(f, files, language="nb"))
    return build_pool_from(folder, files, language="nb")


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """A full `dala build` of the bundled source, with the default seed."""
    def build(folder: Path) -> None:
        assert main(["build", "--out", str(folder / "dala")]) == 0

    return once_per_run(tmp_path_factory, "build", build) / "dala"


@pytest.fixture(scope="session")
def nb_built(tmp_path_factory) -> Path:
    """`dala build --language nb` of the bundled Bokmål source, once per run."""
    def build(folder: Path) -> None:
        assert main(["build", "--language", "nb", "--out", str(folder / "dala")]) == 0

    return once_per_run(tmp_path_factory, "nb-build", build) / "dala"


@pytest.fixture(scope="session")
def sv_built(tmp_path_factory) -> Path:
    """`dala build --language sv` of the bundled Swedish source, once per run."""
    def build(folder: Path) -> None:
        assert main(["build", "--language", "sv", "--out", str(folder / "dala")]) == 0

    return once_per_run(tmp_path_factory, "sv-build", build) / "dala"


@pytest.fixture(scope="session")
def nn_built(tmp_path_factory) -> Path:
    """`dala build --language nn` of the bundled Nynorsk source, once per run."""
    def build(folder: Path) -> None:
        assert main(["build", "--language", "nn", "--out", str(folder / "dala")]) == 0

    return once_per_run(tmp_path_factory, "nn-build", build) / "dala"


@pytest.fixture(scope="session")
def review_build(tmp_path_factory) -> Path:
    """A pairs build of the first 400 sentences of the bundled dev file: what the automatic review
    reads (its dictionary lookups take a second per dozen sentences)."""
    def build(folder: Path) -> None:
        (folder / "src").mkdir()
        _write_first_sentences(folder / "src" / "dev400.conllu", "-dev.conllu", 400)
        assert main(["build", "--config", "pairs", "--data-dir", str(folder / "src"),
                     "--out", str(folder / "dala")]) == 0

    return once_per_run(tmp_path_factory, "review-build", build) / "dala"


@pytest.fixture(scope="session")
def auto_review(tmp_path_factory, review_build):
    """`dala review auto` of ``review_build``, run once per run: its JSON file and what it printed."""
    def review(folder: Path) -> None:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            assert main(["review", "auto", "--folder", str(review_build), "--out", str(folder / "auto.json")]) == 0
        (folder / "printed.txt").write_text(printed.getvalue(), encoding="utf-8")

    folder = once_per_run(tmp_path_factory, "auto", review)
    return folder / "auto.json", (folder / "printed.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def ray_cluster():
    """One local Ray cluster for a test file, started and joined as `dala` does it: the tests of
    ``--engine ray`` in the file share it, and it ends, every process of it, with the file (its
    daemons would otherwise take their share of the CPU for the rest of the run)."""
    pytest.importorskip("ray", reason="Ray is not installed: pip install 'dala[ray]'")
    from dala_pipeline.ray_engine import RayEngine, shutdown
    from dala_pipeline.settings import BuildSettings, Engine

    ray = RayEngine(BuildSettings(engine=Engine.RAY)).connect()
    yield ray
    shutdown()


@pytest.fixture(scope="session")
def trained_pipeline(tmp_path_factory):
    """A small Danish pipeline (morphologizer, trainable lemmatizer, parser) trained once per run on
    the bundled dev file with spaCy's own training, a short schedule: seconds, not minutes."""
    def train(folder: Path) -> None:
        dev, test = (read_file(path) for path in bundled_files())
        train_pipeline(folder, dev, test, steps=150)

    return once_per_run(tmp_path_factory, "spacy", train) / "out" / "model-last"


@pytest.fixture(scope="session")
def sv_trained_pipeline(tmp_path_factory):
    """A small Swedish pipeline trained once per run on the bundled Swedish dev file, as
    :func:`trained_pipeline` is for Danish, with a longer schedule: the Swedish rules read clauses
    (subjects, relative clauses, possessives), which 150 steps leave unparsed."""
    from corruptions import registry

    def train(folder: Path) -> None:
        dev, test = (read_file(path) for path in bundled_files(registry.language("sv")))
        train_pipeline(folder, dev, test, steps=400, lang="sv")

    return once_per_run(tmp_path_factory, "spacy-sv", train) / "out" / "model-last"


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
CHROMEDRIVER = shutil.which("chromedriver")


@pytest.fixture
def browser(tmp_path):
    """A headless Chromium with its own profile, downloading into ``tmp_path/downloads``."""
    if not (CHROMIUM and CHROMEDRIVER):
        if os.environ.get("CI"):
            pytest.fail("CI must install Chromium and its driver (see .ci/run)")
        pytest.skip("Chromium and chromedriver are not installed (Debian: chromium, chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    downloads = tmp_path / "downloads"
    downloads.mkdir()
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                              "download.prompt_for_download": False})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    try:
        yield driver, downloads
    finally:
        driver.quit()


#: Tests that use these fixtures carry the marker (deselect with -m "not browser").
_MARKED_BY_FIXTURE = {"browser": "browser", "trained_pipeline": "spacy_training",
                      "sv_trained_pipeline": "spacy_training"}

#: The files that load what takes seconds per process: torch and transformers, spaCy (which imports torch),
#: the Bokmål dictionary. Under pytest-xdist one worker runs them all, so that one process loads each.
#: test_text first: it trains the Danish pipeline that the Ray tests of the other worker wait for.
TOGETHER = ("test_text.py", "test_evaluate.py", "test_evaluate_outputs.py", "test_writes.py",
            "test_language_inputs.py", "test_languages.py", "test_declarations.py", "test_nb_verbs.py",
            "test_nb_agreement.py", "test_nb_compounds.py", "test_sv_rules.py", "test_sv_full.py",
            "test_sv_predicted.py")
#: The slowest other files, handed out first so that none is left for one worker at the end; test_publish
#: first, so that the other worker makes the shared full build (``built``) early.
SLOW_FIRST = ("test_publish.py", "test_ray_engine.py", "test_lock.py", "test_sv_build.py", "test_bad_records.py",
              "test_text_inputs.py", "test_language_check.py", "test_rule_cases.py", "test_bad_input_parallel.py",
              "test_output_forgery.py",
              "test_output_safety.py", "test_build.py", "test_review.py", "test_properties.py",
              "test_corruptions.py", "test_card_escaping.py", "test_bad_input.py", "test_sources.py",
              "test_sentence_checks.py", "test_source_detectors.py", "test_review_tamper.py", "test_cli.py",
              "test_registry_growth.py")


def _file_rank(item) -> int:
    name = item.path.name
    order = (*TOGETHER, *SLOW_FIRST)
    return order.index(name) if name in order else len(order)


def pytest_collection_modifyitems(items):
    for item in items:
        for fixture, marker in _MARKED_BY_FIXTURE.items():
            if fixture in getattr(item, "fixturenames", ()):
                item.add_marker(marker)
    items.sort(key=_file_rank)  # stable: each file's tests keep their order


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadfile`` with the files of TOGETHER as one unit, and the units in collection order."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class Scheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return "together" if Path(scope).name in TOGETHER else scope

    config.option.loadscopereorder = False
    return Scheduling(config, log)
