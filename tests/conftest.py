"""Shared fixtures: the bundled treebank, read once per test session."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, settings

from dala_pipeline.cli import main
from dala_pipeline.filtering import filter_sentences
from dala_pipeline.reading import read_sources
from dala_pipeline.sources import bundled_files

# Bounded, reproducible property tests: the same examples on every run.
settings.register_profile("dala", max_examples=300, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("dala")


@pytest.fixture(scope="session")
def bundled_sentences():
    return list(read_sources(bundled_files()))


@pytest.fixture(scope="session")
def sentence(bundled_sentences):
    """Look a bundled sentence up by ``sent_id``."""
    by_id = {s.sent_id: s for s in bundled_sentences}
    return by_id.__getitem__


@pytest.fixture(scope="session")
def pool(bundled_sentences):
    """The bundled sentences that pass the source filters."""
    return list(filter_sentences(bundled_sentences, Counter()))


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """A full `dala build` of the bundled source, with the default seed."""
    out = tmp_path_factory.mktemp("build") / "dala"
    assert main(["build", "--out", str(out)]) == 0
    return out
