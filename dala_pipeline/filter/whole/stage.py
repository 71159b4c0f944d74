"""The checks, each a filter reason (:data:`CHECKS`), in the order they are tried: a doubled full
stop, a stray full stop, an empty quotation, a list number, a dateline, a heading run in, a heading
before a colon, no finite verb, no main clause, no subject, a quote-attribution tag alone, a sentence
cut off after an abbreviation.
A question, an exclamation, an imperative, a greeting, a sentence after a fronted subordinate
clause, a coordinated main clause and quoted speech with its attribution are whole.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from corruptions.language import Language
from corruptions.sentence import Sentence

from .clauses import attribution_tag, no_finite_verb, no_main_clause, no_subject
from .mend import mend
from .run_in import (
    cut_off,
    dateline,
    doubled_stop,
    empty_quote,
    heading_colon,
    list_number,
    run_in_heading,
    stray_stop,
)
from .view import View
from .words import words

__all__ = ["CHECKS", "Check", "find", "found", "mend", "problem", "reasons"]


class Check(NamedTuple):
    """One check of the stage: whether it finds a problem, and what it means (Markdown)."""

    find: Callable[[View], object]
    meaning: str


#: The checks of the stage, by filter reason, in the order they are tried.
CHECKS: Mapping[str, Check] = MappingProxyType({
    "doubled_stop": Check(doubled_stop, "a full stop doubled after an abbreviation (`70 kr..`)"),
    "stray_stop": Check(stray_stop, "a full stop inside the sentence before a lower-case word (`pige. ved at`)"),
    "empty_quote": Check(empty_quote, "a quotation or bracket with nothing in it (`sier vi «» i ...`)"),
    "list_number": Check(list_number, "a list number run into the sentence (`1) Først ...`)"),
    "dateline": Check(dateline, "a dateline or label in capitals before a colon (`ODENSE: ...`)"),
    "run_in_heading": Check(run_in_heading, "a heading, byline or other sentence run in with no mark "
                                            "(`... sand Det samme er ...`)"),
    "heading_colon": Check(heading_colon, "a heading, speaker's label or dateline before a colon and a sentence "
                                          "of its own after it (`Sønnen: - Ja, ...`)"),
    "no_finite_verb": Check(no_finite_verb, "no finite verb (a list, a heading, an infinitive phrase)"),
    "no_main_clause": Check(no_main_clause, "every finite verb in a subordinate clause: no main clause "
                                            "(`Fordi ...`, `Følelser, som ...`)"),
    "no_subject": Check(no_subject, "a statement that opens with its finite verb and has no subject "
                                    "(`Stod og fik lyst ...`)"),
    "attribution_tag": Check(attribution_tag, "a quote-attribution tag standing alone (`Sagde formanden til ...`)"),
    "cut_off": Check(cut_off, "cut off after an abbreviation that needs a name or number (`..., dr.`)"),
})


def reasons() -> tuple[str, ...]:
    """The stage's filter reasons, in order."""
    return tuple(CHECKS)


def problem(sentence: Sentence, language: Language) -> str | None:
    """The first check of the stage the sentence fails, or None (also when the language declares no
    word lists)."""
    found = words(language)
    if found is None:
        return None
    view = View(sentence, found, language)
    for reason, check in CHECKS.items():
        if check.find(view):
            return reason
    return None


def find(reason: str, sentence: Sentence, language: Language) -> object:
    """What one check of the stage finds in the sentence: the word it points at, True, or a falsy value."""
    lists = words(language)
    return lists is not None and CHECKS[reason].find(View(sentence, lists, language))


def found(sentence: Sentence, language: Language) -> dict[str, bool]:
    """Every check of the stage: whether it finds a problem in the sentence (for the benchmarks)."""
    lists = words(language)
    if lists is None:
        return dict.fromkeys(CHECKS, False)
    view = View(sentence, lists, language)
    return {reason: bool(check.find(view)) for reason, check in CHECKS.items()}
