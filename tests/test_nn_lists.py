"""The Nynorsk word lists against the two dictionaries: every Nynorsk form of a table is one the Nynorsk
dictionary knows, every Bokmål form one the Bokmål dictionary knows and the Nynorsk one does not (but the
few a rule names, with the published list that names them), and every word of the rules' lists a Nynorsk
word. This is how ``corruptions/nn/data/README.md`` says the lists were checked."""

from __future__ import annotations

import pytest

from corruptions import registry
from corruptions.nn.bokmal import load_swaps
from corruptions.scandinavian.checks import norm_forms
from corruptions.word_lists import load_word_list

NN, NB = registry.language("nn"), registry.language("nb")
#: Each table of Bokmål forms, with the rule that writes them.
TABLES = {"bokmal_function_words.tsv": "bokmal_function_word", "bokmal_content_words.tsv": "bokmal_content_word",
          "bokmal_pasts.tsv": "bokmal_past_tense", "bokmal_presents.tsv": "bokmal_present_tense"}


def _rows(table: str) -> list[tuple[str, str]]:
    return [(nynorsk, row.bokmal) for nynorsk, rows in load_swaps(table).items() for row in rows]


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_row_pairs_a_nynorsk_form_with_a_bokmal_form_nynorsk_lacks(table):
    nn, nb = NN.lexicon(), NB.lexicon()
    listed = NN.get(TABLES[table]).listed_errors
    assert [n for n, _ in _rows(table) if not nn.knows(n)] == []
    assert [b for _, b in _rows(table) if not nb.knows(b)] == []
    assert [b for _, b in _rows(table) if nn.knows(b) and b not in listed] == []


def test_the_listed_errors_are_forms_the_old_dictionary_knows():
    # a form the dictionary does not know needs no naming
    nn = NN.lexicon()
    for name in ("bokmal_function_word", "bokmal_content_word", "bokmal_past_tense", "bokmal_present_tense"):
        assert all(nn.knows(form) for form in NN.get(name).listed_errors), name


def test_the_bokmal_forms_of_the_source_check_are_bokmal_and_no_nynorsk():
    nn, nb = NN.lexicon(), NB.lexicon()
    forms = norm_forms("bokmal_forms.tsv", "corruptions.nn")
    assert [form for form in forms if nn.knows(form)] == []
    assert [form for form in forms if not nb.knows(form)] == []


@pytest.mark.parametrize("name", ["v2_fronted_adverbs.txt", "v2_fronted_subjunctions.txt", "subclause_adverbs.txt",
                                  "subclause_subjunctions.txt", "subclause_adverbs_before_negation.txt",
                                  "subclause_focused_words.txt", "og_readings.txt", "compound_function_words.txt",
                                  "compound_prepositions.txt", "compound_determiners.txt",
                                  "compound_phrase_nouns.txt", "compound_strong_pasts.txt"])
def test_every_word_of_a_rule_list_is_a_nynorsk_word(name):
    nn = NN.lexicon()
    words = [w for entry in load_word_list(name, "corruptions.nn") for w in entry.split()]
    assert [w for w in words if not nn.knows(w) and w.isalpha()] == []
