"""The Bokmål detectors of errors no rule makes: a doubled word, a Nynorsk word; hits and near misses."""

import pytest
from helpers import written

from corruptions import registry
from corruptions.nb.detectors import SOURCE_CHECKS
from dala_pipeline.filter.detectors import source_error

NB = registry.language("nb")


def _words(spec: str):
    """``form/UPOS`` words, a flat tree: what the detectors read."""
    rows = "\n".join(f"{form} {form.lower()} {upos} _ 0 root" if i == 0 else f"{form} {form.lower()} {upos} _ 1 dep"
                     for i, (form, upos) in enumerate(w.rsplit("/", 1) for w in spec.split()))
    return written("w-nb", rows)


@pytest.mark.parametrize("spec, reason, form", [
    ("Han/PRON gikk/VERB til/ADP til/ADP byen/NOUN ./PUNCT", "doubled_word", "til"),
    ("Det/PRON var/AUX ein/DET del/NOUN som/PRON ikkje/ADV kom/VERB ./PUNCT", "nynorsk_word", "ein"),
    ("Han/PRON kom/VERB frå/ADP Bergen/PROPN ./PUNCT", "nynorsk_word", "frå"),
])
def test_a_bokmal_source_error_is_found(spec, reason, form):
    sentence = _words(spec)
    assert SOURCE_CHECKS[reason].find(sentence).form == form
    assert source_error(sentence, NB) == reason


@pytest.mark.parametrize("spec", [
    "Det/PRON det/PRON gjelder/VERB er/AUX penger/NOUN ./PUNCT",      # repeated on purpose
    "Han/PRON leste/VERB Ein/PROPN Dag/PROPN i/ADP går/NOUN ./PUNCT",  # a title: a name, not Nynorsk
    "Hun/PRON kom/VERB fra/ADP Bergen/PROPN ikke/ADV ./PUNCT",        # the Bokmål forms
])
def test_near_misses_are_no_source_errors(spec):
    assert source_error(_words(spec), NB) is None


def test_the_bokmal_sentence_check_wants_a_finite_verb():
    from dala_pipeline.filter.filters import sentence_problem

    headline = _words("Sommer/NOUN i/ADP det/DET nye/ADJ Europa/PROPN ./PUNCT")
    assert sentence_problem(headline, NB) == "no_finite_verb"
    # without FEATS, a common finite form tagged as a verb is enough
    assert sentence_problem(_words("Hun/PRON har/AUX en/DET bil/NOUN ./PUNCT"), NB) is None
