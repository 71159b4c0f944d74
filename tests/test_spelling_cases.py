"""The spelling checks of every language on real and written sentences, with exact results and near misses.

Each language ``<code>`` whose source checks include the Scandinavian core's spelling checks
(:mod:`corruptions.scandinavian.orthography`) keeps its cases in ``tests/spelling_cases_<code>.py``:
``FINDS[reason]``, (sentence, token ID) where the check finds the error at that token; ``PASSES[reason]``,
(sentence, why) a near miss the check must leave alone. A sentence is a ``sent_id`` of the language's
bundled source or a written ``Sentence``; token IDs are 1-based, as in the CoNLL-U. Every spelling check a
language declares needs two finds and a near miss.
"""

from __future__ import annotations

import importlib
from functools import cache

import pytest
from helpers import read_file

from corruptions import registry
from corruptions.scandinavian.orthography import Orthography
from corruptions.sentence import Sentence
from dala_pipeline.read.sources import bundled_files


def spelling_reasons(code: str) -> list[str]:
    """The language's source checks that are checks of the core's spelling machinery."""
    return [reason for reason, check in registry.language(code).source_checks.items()
            if isinstance(getattr(check.find, "__self__", None), Orthography)]


@cache
def tables(code: str) -> tuple[dict, dict]:
    try:
        module = importlib.import_module(f"spelling_cases_{code}")
    except ModuleNotFoundError as err:
        if err.name != f"spelling_cases_{code}":
            raise
        return {}, {}
    return module.FINDS, module.PASSES


@cache
def _bundled(code: str) -> dict[str, Sentence]:
    return {s.sent_id: s for path in bundled_files(registry.language(code)) for s in read_file(path)}


def _sentence(code: str, source) -> Sentence:
    return source if isinstance(source, Sentence) else _bundled(code)[source]


def _id(source) -> str:
    return source.sent_id if isinstance(source, Sentence) else source


def _cases(which: int) -> list:
    return [pytest.param(code, reason, case[0], case[1], id=f"{code}-{reason}-{_id(case[0])}")
            for code in registry.LANGUAGES for reason, cases in tables(code)[which].items() for case in cases]


@pytest.mark.parametrize("code", list(registry.LANGUAGES))
def test_every_spelling_check_has_finds_and_near_misses(code):
    finds, passes = tables(code)
    short = [reason for reason in spelling_reasons(code)
             if len(finds.get(reason, ())) < 2 or len(passes.get(reason, ())) < 1]
    assert not short, f"{code}: too few FINDS (2) or PASSES (1) for {short}"
    assert set(finds) | set(passes) <= set(spelling_reasons(code)), "a case for a check the language does not declare"


@pytest.mark.parametrize("code, reason, source, token_id", _cases(0))
def test_the_check_finds_the_error_at_its_token(code, reason, source, token_id):
    sentence = _sentence(code, source)
    token = registry.language(code).source_checks[reason].find(sentence)
    assert token is not None and (token.id, token.form) == (token_id, sentence.tokens[token_id - 1].form)


@pytest.mark.parametrize("code, reason, source, why", _cases(1))
def test_the_check_leaves_the_near_miss_alone(code, reason, source, why):
    token = registry.language(code).source_checks[reason].find(_sentence(code, source))
    assert token is None, f"{why}: found {token.form!r}"
