"""Nynorsk is not Bokmål: the source check ``nynorsk_word`` of the Bokmål folder, on Nynorsk sentences (a
form of ``nynorsk_words.tsv``, or a closed-class word that only the vendored Nynorsk dictionary lists), and
near misses: words both norms share, and Bokmål words a Nynorsk form looks like."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from helpers import written

from corruptions import registry
from corruptions.lexicon import Lexicon
from corruptions.nb.detectors import nynorsk_word
from corruptions.nb.lexicon import nynorsk_entries, nynorsk_stem
from corruptions.word_lists import load_table
from dala_pipeline.filter.detectors import source_error

NB = registry.language("nb")
_PAST = "Mood=Ind|Tense=Past|VerbForm=Fin"


def _words(spec: str, sent_id: str = "w-nn"):
    """``form/UPOS[/FEATS]`` words, a flat tree."""
    rows = []
    for number, word in enumerate(spec.split()):
        form, upos, *feats = word.split("/")
        rows.append(f"{form} {form.lower()} {upos} {feats[0] if feats else '_'} {0 if number == 0 else 1} "
                    f"{'root' if number == 0 else 'dep'}")
    return written(sent_id, "\n".join(rows))


# Twelve Nynorsk sentences, tagged as a Bokmål tagger might; the word the check names.
NYNORSK = [
    ("Ho/PRON gjekk/VERB heim/ADV ./PUNCT", "Ho"),
    ("Han/PRON kjem/VERB i/ADP morgon/NOUN ./PUNCT", "kjem"),
    (f"Det/PRON vart/AUX/{_PAST} kaldt/ADJ om/ADP kvelden/NOUN ./PUNCT", "vart"),
    ("Me/PRON reiser/VERB til/ADP byen/NOUN ./PUNCT", "Me"),
    ("Dei/PRON kom/VERB att/ADV etter/ADP ei/DET veke/NOUN ./PUNCT", "Dei"),
    ("Eg/PRON veit/VERB ikkje/ADV kva/PRON han/PRON vil/AUX ./PUNCT", "Eg"),
    ("Han/PRON fekk/VERB eit/DET brev/NOUN frå/ADP mor/NOUN si/DET ./PUNCT", "fekk"),
    ("Vi/PRON har/AUX nokre/DET spørsmål/NOUN til/ADP dykk/PRON ./PUNCT", "nokre"),
    ("Kvifor/ADV seier/VERB du/PRON det/PRON ?/PUNCT", "Kvifor"),
    ("Det/PRON er/AUX berre/ADV éin/NUM igjen/ADV ./PUNCT", "berre"),
    ("Boka/NOUN hennar/DET ligg/VERB på/ADP bordet/NOUN ./PUNCT", "hennar"),
    ("Vi/PRON gjekk/VERB utan/ADP han/PRON ./PUNCT", "gjekk"),
]
# Bokmål sentences with a word both norms share, or a Bokmål word spelt like a Nynorsk one.
BOKMAL = [
    "Vi/PRON kom/VERB heim/ADV i/ADP går/NOUN ./PUNCT",                     # heim: Bokmål too
    "Han/PRON gikk/VERB att/ADV og/CCONJ fram/ADV ./PUNCT",                 # att og fram
    "Vart/ADV skal/AUX du/PRON reise/VERB ?/PUNCT",                         # vart: whither
    "Serien/NOUN har/AUX vart/VERB/VerbForm=Part i/ADP 16/NUM år/NOUN ./PUNCT",  # vart: lasted
    "Han/PRON tok/VERB en/DET suveren/ADJ seier/NOUN ./PUNCT",              # seier: a victory
    "Kona/NOUN di/DET er/AUX her/ADV ./PUNCT",                              # di: of din (Bokmål)
    "Loven/NOUN gir/VERB bl/ADP a/ADP regler/NOUN ./PUNCT",                 # bl a: an abbreviation
    "Han/PRON leste/VERB Ein/PROPN Dag/PROPN ./PUNCT",                      # a title
    "Hun/PRON kommer/VERB fra/ADP Bergen/PROPN etter/ADP jul/NOUN ./PUNCT",  # the Bokmål forms
    "Kvenene/NOUN er/AUX en/DET nasjonal/ADJ minoritet/NOUN ./PUNCT",       # kven the people, not the pronoun
]


@pytest.mark.parametrize("spec, form", NYNORSK, ids=[s for s, _ in NYNORSK])
def test_a_nynorsk_sentence_is_no_bokmal_original(spec, form):
    sentence = _words(spec)
    assert nynorsk_word(sentence).form == form
    assert source_error(sentence, NB) == "nynorsk_word"


@pytest.mark.parametrize("spec", BOKMAL)
def test_a_bokmal_sentence_with_a_word_both_norms_share_is_kept(spec):
    sentence = _words(spec)
    assert nynorsk_word(sentence) is None
    assert source_error(sentence, NB) is None


def test_the_dictionary_evidence_alone_finds_a_closed_class_word_the_list_lacks():
    # me and nokre are in no list: the Bokmål dictionary does not know them, the Nynorsk one lists them
    forms = {row[0] for row in load_table("nynorsk_words.tsv", "corruptions.nb")}
    assert {"me", "nokre", "utan", "sidan"}.isdisjoint(forms)
    assert {"me", "nokre", "utan", "sidan"} <= nynorsk_entries()
    assert nynorsk_word(_words("Dei/PRON kom/VERB sidan/ADV ./PUNCT")).form == "Dei"
    assert nynorsk_word(_words("Han/PRON kom/VERB sidan/ADV ./PUNCT")).form == "sidan"
    # the same word as a noun is open class: no evidence (compounds make the dictionaries differ)
    assert nynorsk_word(_words("Han/PRON kom/VERB sidan/NOUN ./PUNCT")) is None


def test_every_form_of_the_list_is_a_word_of_the_nynorsk_dictionary():
    nynorsk = Lexicon(nynorsk_stem())
    rows = load_table("nynorsk_words.tsv", "corruptions.nb")
    assert len(rows) >= 30
    assert [row[0] for row in rows if not nynorsk.knows(row[0])] == []


def test_of_the_bundled_bokmal_source_only_a_misspelt_sentence_is_taken_for_nynorsk(nb_bundled_sentences):
    found = [(s.sent_id, nynorsk_word(s).form) for s in nb_bundled_sentences if nynorsk_word(s)]
    assert found == [("017018", "forstatt")]  # "forstatt med fem tilleggsknapper": fortsatt misspelt


def test_the_vendored_dictionary_is_the_debian_file_with_its_licence():
    folder = Path(f"{nynorsk_stem()}.dic").parent
    digest = hashlib.sha256((folder / "nn_NO.dic").read_bytes()).hexdigest()
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert digest.startswith("a2853488ad86") and "a2853488ad86" in readme and "GPL-2" in readme
    assert "License: GPL-2" in (folder / "copyright").read_text(encoding="utf-8")
    assert len(nynorsk_entries()) == 233_298
