"""Text in another language is refused or dropped, with every registered language's dictionary: a file
mostly in another language is refused by name, a sentence in another language is dropped (filter reason
other_language); and a build samples its sentences before the source detectors and counts those holding a
word the language's dictionary does not know (the language declares how many may); the card states the
share."""

from __future__ import annotations

import hashlib
import heapq
import json
from pathlib import Path

import pytest

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.filter.dictionary import LanguageSample, language_check, other_language_of, text_has_unknown_word
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.write.card import md_text

DA, NB, SV = registry.language("da"), registry.language("nb"), registry.language("sv")
#: One sentence in each registered language (and Nynorsk, the next to come), the same in each.
SENTENCES = {"da": "Han kørte hjem efter mødet, fordi det regnede.",
             "nb": "Jeg vet ikke hva hun mener.",
             "sv": "Han körde hem efter mötet, eftersom det regnade.",
             "nn": "Eg veit ikkje kva ho meiner."}


@pytest.fixture(scope="module")
def bokmal_source(tmp_path_factory) -> Path:
    """The first 60 sentences of the bundled Bokmål test file, as a --data-dir source."""
    folder = tmp_path_factory.mktemp("nb-small")
    source = next(p for p in bundled_files(NB) if p.name.endswith("-test.conllu"))
    blocks = source.read_text(encoding="utf-8").strip("\n").split("\n\n")
    (folder / "small.conllu").write_text("\n\n".join(blocks[:60]) + "\n\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("text, code, unknown", [
    ("Han kørte hjem efter mødet, fordi det regnede.", "nb", True),    # Danish: kørte, efter, mødet
    ("Han kjørte hjem etter møtet, fordi det regnet.", "nb", False),
    ("Han kjørte hjem etter møtet, fordi det regnet.", "da", True),    # Bokmål: kjørte, etter, møtet
    ("Han kørte hjem efter mødet, fordi det regnede.", "da", False),
    # names and abbreviations (a capital inside the sentence) are no evidence; the first word is
    ("Kari Nordmann kjører til Trondheim med NRK.", "da", True),      # kjører (Danish: kører)
    ("Kari Nordmann kom til Trondheim i går.", "nb", False),
    ("Kørte Kari Nordmann hjem?", "nb", True),
    ("Han kjøpte en sofa-pute.", "nb", False),                        # each part of a hyphenated word
])
def test_a_text_holds_an_unknown_word_or_not(text, code, unknown):
    assert text_has_unknown_word(text, registry.language(code).lexicon()) is unknown


def test_the_sample_is_the_same_in_any_order_and_counts_exactly():
    texts = [f"Han kjørte hjem {n} ganger." for n in range(150)] + ["Han kørte hjem efter mødet."] * 3
    checked = language_check(texts, NB)
    assert checked == language_check(list(reversed(texts)), NB)
    assert checked["sampled"] == 100 and checked["limit"] == 0.5
    # each Danish sentence is among the 100 of smallest SHA-256 only if its digest is (one text, three copies)
    assert checked["unknown"] in (0, 3) and checked["refuse"] is False
    assert language_check(["Han kørte hjem efter mødet."] * 2 + ["Han kjørte hjem."], NB)["refuse"] is True
    assert language_check(["Han kørte hjem efter mødet.", "Han kjørte hjem."], NB)["refuse"] is False  # half
    assert language_check([], NB) == {"sampled": 0, "unknown": 0, "limit": 0.5, "refuse": False}


def test_a_sentence_in_another_registered_language_is_found_for_every_pair_in_both_directions():
    for code, language in registry.LANGUAGES.items():
        for other, text in SENTENCES.items():
            if other in registry.LANGUAGES:
                found = other_language_of(text, language)
                assert (found and found.code) == (None if other == code else other), (code, other)
    # near misses: one word the build's dictionary does not know (a rare word, a loan) is no evidence,
    # nor are words no other dictionary knows all of (English), nor names
    assert other_language_of("Han kørte hjem efter mødet.", NB) is not None
    assert other_language_of("Han kom hjem etter mødet.", NB) is None
    assert other_language_of("The weather is nice today.", DA) is None
    assert other_language_of("Kari Nordmann kjørte til Trondheim.", DA) is None


def test_a_fourth_language_is_checked_by_registration_alone(monkeypatch):
    import dataclasses
    from functools import cache

    from corruptions.lexicon import Lexicon
    from corruptions.nb.lexicon import nynorsk_stem

    nynorsk = dataclasses.replace(NB, code="nn", name="Norwegian Nynorsk", dictionary_name="nn_NO",
                                  lexicon=cache(lambda: Lexicon(nynorsk_stem())),
                                  card=dataclasses.replace(NB.card, task_prefix="nn_dala"))
    monkeypatch.setitem(registry.LANGUAGES, "nn", nynorsk)
    for code in ("da", "nb", "sv"):
        assert other_language_of(SENTENCES["nn"], registry.language(code)) is nynorsk
        found = other_language_of(SENTENCES[code], nynorsk)
        assert found is not None and found.code == code
    assert other_language_of(SENTENCES["nn"], nynorsk) is None


def test_danish_text_built_as_bokmal_is_refused_by_file_in_one_line(small_source, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["build", "--language", "nb", "--data-dir", str(small_source), "--config", "pairs",
                 "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.endswith(
        f"dala: error: {small_source / 'small.conllu'}: 44 of 60 sentences from its start read as Danish (its "
        "dictionary knows every word; the Norwegian Bokmål one does not know two or more): a file in Danish, not "
        "Norwegian Bokmål; leave it out, build it with --language da, or build anyway with --no-language-check\n")
    assert not out.exists()


def test_a_folder_of_danish_and_swedish_built_as_swedish(tmp_path, capsys):
    # the Danish file is refused by name; built anyway, its Danish sentences are dropped, one by one
    source = tmp_path / "src"
    source.mkdir()
    for language, count in ((DA, 100), (SV, 200)):
        path = next(p for p in bundled_files(language) if p.name.endswith("-test.conllu"))
        blocks = path.read_text(encoding="utf-8").strip("\n").split("\n\n")
        (source / path.name).write_text("\n\n".join(blocks[:count]) + "\n\n", encoding="utf-8")
    args = ["build", "--language", "sv", "--data-dir", str(source), "--config", "pairs"]
    assert main([*args, "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith(
        f"dala: error: {source / 'da_ddt-ud-test.conllu'}: 89 of 97 sentences from its start read as Danish")
    assert not (tmp_path / "out").exists()
    lock = tmp_path / "lock" / "dala.lock.json"
    lock.parent.mkdir()
    assert main([*args[:-2], "--no-language-check", "--update-lock", "--lock", str(lock)]) == 0
    assert main([*args, "--no-language-check", "--out", str(tmp_path / "out")]) == 0
    counts = json.loads((tmp_path / "out" / "build_report.json").read_text(encoding="utf-8"))["source"]["filter_counts"]
    # the Swedish spelling detectors reach many Danish words first
    assert (counts["has_corrupt_dubbelteckning"], counts["has_drop_diacritic"]) == (24, 13)
    assert (counts["other_language"], counts["neighbour_word"]) == (15, 5)
    assert json.loads(lock.read_text(encoding="utf-8"))["source"]["other_language"] == 15
    assert "| `other_language` | 15 |" in (tmp_path / "out" / "README.md").read_text(encoding="utf-8")
    from pyarrow import parquet

    pairs = parquet.read_table(tmp_path / "out" / "pairs" / "data" / "test-00000-of-00001.parquet").to_pylist()
    danish = [p["sentence_good"] for p in pairs if not p["pair_id"].startswith("sv-")]
    assert danish == ["En ny aggressiv linje præger Super-Brugsen."]  # one word Swedish lacks is no evidence


def test_bokmal_text_built_as_danish_is_refused_and_builds_with_a_warning_when_asked(bokmal_source, tmp_path,
                                                                                    capsys):
    out = tmp_path / "out"
    args = ["build", "--language", "da", "--data-dir", str(bokmal_source), "--config", "pairs", "--out", str(out)]
    assert main(args) == 2
    assert (f"dala: error: {bokmal_source / 'small.conllu'}: 35 of 60 sentences from its start read as Norwegian "
            "Bokmål") in capsys.readouterr().err
    assert not out.exists()
    assert main([*args, "--no-language-check"]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    # the sample is of the sentences before the source detectors, which drop most of these
    assert report["source"]["language_check"] == {"sampled": 51, "unknown": 47, "limit": 0.5, "refuse": True}
    # the Bokmål sentences are named as such before the Danish spelling checks would drop them
    assert report["source"]["filter_counts"]["other_language"] == 30
    card = (out / "README.md").read_text(encoding="utf-8")
    assert ("**Warning: most sentences do not read as Danish.** Language check: 47 of 51 sampled sentences (92%) "
            "hold a word the da\\_DK (Stavekontrolden) dictionary does not know, more than the 50% above which a "
            "build is refused (built with `--no-language-check`).") in card


def test_the_same_text_in_its_own_language_passes(bokmal_source, tmp_path):
    out = tmp_path / "out"
    assert main(["build", "--language", "nb", "--data-dir", str(bokmal_source), "--config", "pairs",
                 "--out", str(out)]) == 0
    checked = json.loads((out / "build_report.json").read_text(encoding="utf-8"))["source"]["language_check"]
    assert checked["refuse"] is False and checked["unknown"] <= 0.2 * checked["sampled"]


@pytest.mark.parametrize("fixture, code", [("built", "da"), ("nb_built", "nb")])
def test_the_bundled_builds_pass_and_their_cards_state_the_share(request, fixture, code):
    folder = request.getfixturevalue(fixture)
    checked = json.loads((folder / "build_report.json").read_text(encoding="utf-8"))["source"]["language_check"]
    assert checked["sampled"] == 100 and checked["refuse"] is False and checked["unknown"] <= 20
    language = registry.language(code)
    assert (f"Language check: {checked['unknown']} of 100 sampled sentences ({checked['unknown']}%) hold a word the "
            f"{md_text(language.dictionary_name)} dictionary does not know (a build is refused above 50%).") \
        in (folder / "README.md").read_text(encoding="utf-8")


def test_every_language_declares_its_limit():
    assert {code: lang.other_language_share for code, lang in registry.LANGUAGES.items()} == \
        dict.fromkeys(registry.LANGUAGES, 0.5)


def test_the_sample_is_gathered_before_the_detectors_in_any_order():
    # the pool gathers it from every sentence that passes the structural filters, so that the spelling
    # checks, which drop the sentences with unknown words, cannot hide another language from the check
    texts = [f"Sætning nummer {n}." for n in range(250)] + ["Sætning nummer 7."] * 3
    forward, backward = LanguageSample(), LanguageSample()
    for text in texts:
        forward.add(text)
    for text in reversed(texts):
        backward.add(text)
    smallest = heapq.nsmallest(100, set(texts), key=lambda text: hashlib.sha256(text.encode("utf-8")).digest())
    assert forward.texts() == backward.texts() == smallest
    assert LanguageSample(3).texts() == []


def test_the_languages_own_release_is_not_asked_about_other_languages(tmp_path, monkeypatch):
    # the bundled files (known by their checksums) are the language's own: no other dictionary is loaded
    # for them; the same sentences in a file of the user's are asked about, sentence by sentence
    from helpers import build_pool_from

    from dala_pipeline.filter import detectors

    asked: list[str] = []

    def other(text, language):
        asked.append(text)
        return None

    monkeypatch.setattr(detectors, "other_language_of", other)
    path = next(p for p in bundled_files(SV) if p.name.endswith("-dev.conllu"))
    build_pool_from(tmp_path / "own", [path], language="sv")
    assert asked == []
    copy = tmp_path / "src" / "mine.conllu"
    copy.parent.mkdir()
    copy.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # one byte more: not the release
    build_pool_from(tmp_path / "mine", [copy], language="sv")
    assert len(asked) > 100
