"""The shipped misspelling list, audited against the Danish hunspell dictionary.

Every correct form must be a dictionary word and no misspelling may be one,
so that a reversed row (``skisme``/``sgisme`` the wrong way round) fails.
Danish compounding lets hunspell accept a few attested misspellings as
compounds (``jordmoder`` = jord + moder); they are listed here by name.
"""

import pytest

from corruptions.da.lexicon import shared_lexicon
from corruptions.registry import get

#: Misspellings hunspell accepts through compounding, kept as attested errors.
ACCEPTED_BY_COMPOUNDING = {"nærrig", "engenligt", "forhåbenlig", "dyrelægen", "jordmoder", "æggeløsning"}

ROWS = sorted(get("corrupt_spelling").misspellings.items())


@pytest.fixture(scope="module")
def lexicon():
    return shared_lexicon()


def test_the_dictionary_knows_danish_and_refuses_a_misspelling(lexicon):
    assert lexicon.knows("interessant") and lexicon.knows("skisme")
    assert not lexicon.knows("interesant") and not lexicon.knows("sgisme")


def problems(lexicon, correct: str, misspelled: str) -> list[str]:
    """What is wrong with one row of the list (nothing, for a good row)."""
    found = []
    if not lexicon.knows(correct):
        found.append(f"{correct!r} (correct column) is not a dictionary word")
    if misspelled in ACCEPTED_BY_COMPOUNDING:
        if not lexicon.knows(misspelled):
            found.append(f"{misspelled!r} is no longer accepted: drop it from the exceptions")
    elif lexicon.knows(misspelled):
        found.append(f"{misspelled!r} (misspelled column) is a dictionary word")
    return found


@pytest.mark.parametrize("correct, misspelled", ROWS, ids=[c for c, _ in ROWS])
def test_row_is_a_word_and_its_misspelling(lexicon, correct, misspelled):
    assert problems(lexicon, correct, misspelled) == []


def test_every_exception_is_a_row():
    assert {m for _, m in ROWS} >= ACCEPTED_BY_COMPOUNDING


def test_every_row_reversed_is_refused(lexicon):
    assert [c for c, m in ROWS if not problems(lexicon, m, c)] == []


def test_the_rows_the_audit_removed_or_reversed_stay_out():
    assert ("sgisme", "skisme") not in ROWS and ("skisme", "sgisme") in ROWS
    assert not {"nederen", "kraftedeme"} & {c for c, _ in ROWS}
