"""The Bokmål dictionary with its additions (``corruptions/nb/data/dictionary_additions.txt``): the
commonest words of the bundled source are known, the additions read as dictionary entries, and a
malformed additions file is named by line."""

from __future__ import annotations

from collections import Counter

import pytest

from corruptions.lexicon import additions_text
from corruptions.nb.lexicon import additions_path, shared_lexicon
from dala_pipeline.filter.dictionary import checked_words, knows


@pytest.fixture(scope="module")
def lexicon():
    return shared_lexicon()


def test_the_200_commonest_words_of_the_bundled_source_are_known(lexicon, nb_bundled_sentences):
    counts = Counter(t.lower for s in nb_bundled_sentences for t in checked_words(s))
    tokens = {t.lower: t for s in nb_bundled_sentences for t in checked_words(s)}
    common = [word for word, _ in counts.most_common(200)]
    assert [word for word in common if not knows(lexicon, tokens[word])] == []
    # noe and noen, which the dictionary alone lacks, are among them (counted by hand: 99 and 85 times)
    assert (counts["noe"], counts["noen"]) == (99, 85) and {"noe", "noen"} <= set(common)


@pytest.mark.parametrize("word", ["noe", "noen", "Noen", "noensinne", "poeng", "poengene", "naboen", "sofaen",
                                  "firmaet", "kollegaer",
                                  "prosentpoeng", "bonuspoengene"])  # compounds of a /z entry
def test_the_additions_are_words_of_the_dictionary(lexicon, word):
    assert lexicon.knows(word)


@pytest.mark.parametrize("word", ["noee", "noenn", "poengg", "naboenn", "noesinne", "poenga-x"])
def test_near_misses_of_the_additions_stay_unknown(lexicon, word):
    assert not lexicon.knows(word)


def test_the_additions_file_is_one_word_a_line_with_its_source_described():
    entries = additions_text(additions_path()).split()
    assert len(entries) == len(set(entries)) >= 100 and entries[:2] == ["noe", "noen"]
    readme = (additions_path().parent / "README.md").read_text(encoding="utf-8")
    assert "## dictionary_additions.txt" in readme and "Bokmålsordboka" in readme


@pytest.mark.parametrize("line, problem", [
    ("noe noen", "dictionary_additions.txt:2: expected one word (word or word/FLAGS), got 'noe noen'"),
    ("12", "dictionary_additions.txt:2: expected one word (word or word/FLAGS), got '12'"),
])
def test_a_malformed_additions_line_is_named(tmp_path, line, problem):
    path = tmp_path / "dictionary_additions.txt"
    path.write_text(f"# a comment\n{line}\n", encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        additions_text(path)
    assert str(caught.value) == problem
