"""Every check of the whole-sentence stage in every language, on the production path, with hits and
near misses.

Each language ``<code>`` with the stage's word lists keeps its cases in
``tests/sentence_cases_<code>.py`` (``HITS``, ``NEAR_MISSES``, ``WHOLE``, ``MENDED``; see
``tests/sentence_cases_da.py``). A sentence is judged as a build judges it: a doubled full stop
mended, then the sentence checks (:func:`sentence_problem`). A language with no such module, a check
with fewer than two hits or two near misses, or a whole shape left out fails
:func:`test_every_check_has_hits_and_near_misses_in_every_language`.
"""

from __future__ import annotations

import importlib
from functools import cache

import pytest
from helpers import read_file

from corruptions import registry
from corruptions.sentence import Sentence
from dala_pipeline.filter.filters import sentence_problem
from dala_pipeline.filter.whole import stage as whole
from dala_pipeline.read.sources import bundled_files

#: The whole sentences every language keeps, and cases of them.
SHAPES = ("imperative", "question", "greeting", "exclamation", "fronted_subordinate_clause",
          "coordinated_main_clause", "quoted_speech")
CODES = tuple(code for code, language in registry.LANGUAGES.items() if language.clause_words)


@cache
def cases(code: str):
    return importlib.import_module(f"sentence_cases_{code}")


@cache
def _bundled(code: str) -> dict[str, Sentence]:
    return {s.sent_id: s for path in bundled_files(registry.language(code)) for s in read_file(path)}


def _sentence(code: str, source) -> Sentence:
    return source if isinstance(source, Sentence) else _bundled(code)[source]


def verdict(code: str, source) -> str | None:
    """The first sentence check the sentence fails in a build of ``code``, after mending."""
    language = registry.language(code)
    sentence = _sentence(code, source)
    return sentence_problem(whole.mend(sentence, language) or sentence, language)


def _id(source) -> str:
    return source.sent_id if isinstance(source, Sentence) else source


def _params(table: str) -> list:
    found = []
    for code in CODES:
        for reason, sources in getattr(cases(code), table).items():
            found += [pytest.param(code, reason, source, id=f"{code}-{reason}-{_id(source)}") for source in sources]
    return found


@pytest.mark.parametrize("code", CODES)
def test_every_check_has_hits_and_near_misses_in_every_language(code):
    module = cases(code)
    for reason in whole.CHECKS:
        assert len(module.HITS.get(reason, ())) >= 2, f"{code}: {reason} needs two hits"
        assert len(module.NEAR_MISSES.get(reason, ())) >= 2, f"{code}: {reason} needs two near misses"
    assert set(module.HITS) | set(module.NEAR_MISSES) <= set(whole.CHECKS)
    assert set(module.WHOLE) == set(SHAPES)
    assert module.MENDED


def test_every_language_declares_the_stages_word_lists():
    assert set(CODES) == set(registry.LANGUAGES)


@pytest.mark.parametrize("code, reason, source", _params("HITS"))
def test_a_hit_is_dropped_for_its_reason(code, reason, source):
    assert verdict(code, source) == reason
    language = registry.language(code)
    sentence = _sentence(code, source)
    assert whole.find(reason, whole.mend(sentence, language) or sentence, language)


@pytest.mark.parametrize("code, reason, source", _params("NEAR_MISSES"))
def test_a_near_miss_is_kept(code, reason, source):
    assert verdict(code, source) is None


@pytest.mark.parametrize("code, shape", [(code, shape) for code in CODES for shape in SHAPES])
def test_a_whole_sentence_of_every_shape_is_kept(code, shape):
    assert verdict(code, cases(code).WHOLE[shape]) is None


@pytest.mark.parametrize("code", CODES)
def test_a_doubled_full_stop_is_mended_to_one(code):
    language = registry.language(code)
    for source, text in cases(code).MENDED:
        sentence = _sentence(code, source)
        mended = whole.mend(sentence, language)
        assert mended is not None and mended.text == text
        # the tokens still spell the text, every head points at a word of the sentence
        assert "".join(t.form + (" " if t.space_after else "") for t in mended.tokens).strip() == text
        assert [t.id for t in mended.tokens] == list(range(1, len(mended.tokens) + 1))
        assert all(0 <= t.head <= len(mended.tokens) for t in mended.tokens)
        assert sum(t.head == 0 for t in mended.tokens) == 1
        assert sentence_problem(mended, language) is None
