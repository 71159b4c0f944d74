"""Text in another language is refused: a build samples its originals and counts those holding a word the
language's dictionary does not know (the language declares how many may); the card states the share."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from corruptions import registry
from dala_pipeline.commands.cli import main
from dala_pipeline.filter.dictionary import language_check, text_has_unknown_word
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.write.card import md_text

DA, NB = registry.language("da"), registry.language("nb")


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


def test_danish_text_built_as_bokmal_is_refused_in_one_line(small_source, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["build", "--language", "nb", "--data-dir", str(small_source), "--config", "pairs",
                 "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.endswith(
        "dala: error: --language nb: 17 of 18 sampled sentences (94%) hold a word the Norwegian Bokmål "
        "dictionary (nb_NO (spell-norwegian)) does not know, more than 50%: the source does not read as "
        "Norwegian Bokmål; check --language, or build anyway with --no-language-check\n")
    assert not out.exists()


def test_bokmal_text_built_as_danish_is_refused_and_builds_with_a_warning_when_asked(bokmal_source, tmp_path,
                                                                                    capsys):
    out = tmp_path / "out"
    args = ["build", "--language", "da", "--data-dir", str(bokmal_source), "--config", "pairs", "--out", str(out)]
    assert main(args) == 2
    assert ("dala: error: --language da: 6 of 9 sampled sentences (67%) hold a word the Danish dictionary "
            "(da_DK (Stavekontrolden)) does not know") in capsys.readouterr().err
    assert not out.exists()
    assert main([*args, "--no-language-check"]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["language_check"] == {"sampled": 9, "unknown": 6, "limit": 0.5, "refuse": True}
    card = (out / "README.md").read_text(encoding="utf-8")
    assert ("**Warning: most sentences do not read as Danish.** Language check: 6 of 9 sampled originals (67%) "
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
    assert (f"Language check: {checked['unknown']} of 100 sampled originals ({checked['unknown']}%) hold a word the "
            f"{md_text(language.dictionary_name)} dictionary does not know (a build is refused above 50%).") \
        in (folder / "README.md").read_text(encoding="utf-8")


def test_every_language_declares_its_limit():
    assert {code: lang.other_language_share for code, lang in registry.LANGUAGES.items()} == \
        dict.fromkeys(registry.LANGUAGES, 0.5)
