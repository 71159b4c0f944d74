"""Every rule of every language on real sentences, with exact outputs, and near misses.

Each language ``<code>`` keeps its cases in ``tests/rule_cases_<code>.py``:
``APPLIES[name]``, (sentence, token ID, expected corrupted text), the token
among the rule's targets; ``NEAR_MISSES[name]``, (sentence, token ID, form) of
a token that looks like a target but must not be one. A sentence is a
``sent_id`` of the language's bundled source or a written ``Sentence``; token
IDs are 1-based, as in the CoNLL-U (``dala corruptions --show NAME`` prints
hit cases in this form). A language with no such module, or a rule with too
few cases, fails :func:`test_every_registered_corruption_has_tests`.
"""

from __future__ import annotations

import importlib
from functools import cache

import pytest
from helpers import read_file

from corruptions import registry
from corruptions.sentence import Sentence
from dala_pipeline.read.sources import bundled_files


@cache
def tables(code: str) -> tuple[dict, dict]:
    """The language's (APPLIES, NEAR_MISSES); empty when it has no ``rule_cases_<code>`` module."""
    try:
        module = importlib.import_module(f"rule_cases_{code}")
    except ModuleNotFoundError as err:
        if err.name != f"rule_cases_{code}":
            raise
        return {}, {}
    return module.APPLIES, module.NEAR_MISSES


@cache
def _bundled(code: str) -> dict[str, Sentence]:
    return {s.sent_id: s for path in bundled_files(registry.language(code)) for s in read_file(path)}


def _sentence(code: str, source) -> Sentence:
    return source if isinstance(source, Sentence) else _bundled(code)[source]


def _sent_id(source) -> str:
    return source.sent_id if isinstance(source, Sentence) else source


def _cases(which: int) -> list:
    return [pytest.param(code, name, *case, id=f"{code}-{name}-{_sent_id(case[0])}-{case[1]}")
            for code in registry.LANGUAGES for name, cases in tables(code)[which].items() for case in cases]


@pytest.mark.parametrize("code, name, source, token_id, expected", _cases(0))
def test_corruption_applies_with_the_exact_result(code, name, source, token_id, expected):
    corruption, s, index = registry.get(name, code), _sentence(code, source), token_id - 1
    assert index in corruption.targets(s)
    edit = corruption.apply(s, index)
    assert edit.apply(s.text) == expected
    assert s.text[edit.start:edit.end] == edit.original


@pytest.mark.parametrize("code, name, source, token_id, form", _cases(1))
def test_near_miss_is_not_a_target(code, name, source, token_id, form):
    s, index = _sentence(code, source), token_id - 1
    assert s.tokens[index].form == form
    assert index not in registry.get(name, code).targets(s)


@pytest.mark.parametrize("code, name", [(code, name) for code, lang in registry.LANGUAGES.items()
                                        for name in lang.names()])
def test_every_registered_corruption_has_tests(code, name):
    applies, near_misses = tables(code)
    hits = {_sent_id(source) for source, _, _ in applies.get(name, ())}
    assert len(hits) >= 3, f"{code}: {name} needs 3 sentences where it applies in tests/rule_cases_{code}.py"
    assert len(near_misses.get(name, ())) >= 2, f"{code}: {name} needs 2 near misses in tests/rule_cases_{code}.py"


@pytest.mark.parametrize("code", sorted(registry.LANGUAGES))
def test_no_cases_for_unregistered_names(code):
    applies, near_misses = tables(code)
    names = set(registry.language(code).names())
    assert set(applies) <= names and set(near_misses) <= names


def test_a_language_without_cases_fails_the_check(monkeypatch):
    monkeypatch.setattr(registry, "LANGUAGES", {**registry.LANGUAGES, "xx": registry.language("nb")})
    assert tables("xx") == ({}, {})
    with pytest.raises(AssertionError, match=r"xx: flip_article_gender needs 3 sentences where it applies"):
        test_every_registered_corruption_has_tests("xx", "flip_article_gender")
