"""Hostile sources: unreadable files, ID-derived sizes and invisible characters are located errors,
or skipped and listed with --on-error skip; nothing is dropped or taken in silently."""

import json
import os
import shutil
from pathlib import Path

import pytest
from helpers import read_file

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.errors import SourceError
from dala_pipeline.read.sources import bundled_dir

FIXTURES = Path(__file__).parent / "fixtures"
#: dev-7, "Han kiggede nysgerrigt på mig.": six words, lines 3-8 of the file.
GOOD = (FIXTURES / "bad" / "head_not_integer.conllu").read_text(encoding="utf-8").replace("\tto\troot", "\t0\troot")


def _build(tmp_path: Path, source: Path, *extra: str) -> int:
    return main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(tmp_path / "out"), *extra])


def _last_error(capsys) -> str:
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert line.startswith("dala: error: ")
    return line.removeprefix("dala: error: ")


def _one(tmp_path: Path, content: str) -> Path:
    source = tmp_path / "src"
    source.mkdir()
    (source / "one.conllu").write_text(content, encoding="utf-8")
    return source


# Unreadable files in --data-dir ---------------------------------------------

def _with_good_file(tmp_path: Path) -> Path:
    source = tmp_path / "src"
    source.mkdir()
    shutil.copy(bundled_dir() / "da_ddt-ud-test.conllu", source / "good.conllu")
    return source


UNREADABLE = [
    ("dangling", lambda path: path.symlink_to("nowhere.conllu"),
     "cannot read: a symbolic link to nowhere.conllu, which does not exist"),
    ("loop", lambda path: path.symlink_to(path.name), "cannot read: a loop of symbolic links"),
    ("folder", lambda path: path.mkdir(), "a folder, not a file"),
    ("fifo", lambda path: os.mkfifo(path), "not a regular file"),  # opening it would wait forever
]


@pytest.mark.parametrize("kind, make, problem", UNREADABLE, ids=[u[0] for u in UNREADABLE])
def test_an_unreadable_conllu_in_the_folder_is_a_located_error(tmp_path, capsys, kind, make, problem):
    source = _with_good_file(tmp_path)
    make(source / "bad.conllu")
    assert _build(tmp_path, source) == 2
    assert _last_error(capsys) == f"{source / 'bad.conllu'}: {problem}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def test_unreadable_files_are_skipped_and_listed_with_on_error_skip(tmp_path):
    source = _with_good_file(tmp_path)
    (source / "a-dangling.conllu").symlink_to("nowhere.conllu")
    (source / "z-loop.conllu").symlink_to("z-loop.conllu")
    assert _build(tmp_path, source, "--on-error", "skip") == 0
    report = json.loads((tmp_path / "out" / "build_report.json").read_text())
    assert report["source"]["skipped"] == [
        {"file": "a-dangling.conllu", "line": None, "sent_id": None,
         "problem": "cannot read: a symbolic link to nowhere.conllu, which does not exist"},
        {"file": "z-loop.conllu", "line": None, "sent_id": None, "problem": "cannot read: a loop of symbolic links"},
    ]
    assert [f["name"] for f in report["source"]["files"]] == ["good.conllu"]


def test_a_folder_of_nothing_but_unreadable_files_is_an_error_even_with_skip(tmp_path, capsys, monkeypatch):
    from dala_cli import build

    monkeypatch.setattr(build, "_build_configs", lambda *a, **k: pytest.fail("the build started"))
    source = tmp_path / "src"
    source.mkdir()
    (source / "b-loop.conllu").symlink_to("b-loop.conllu")
    (source / "a-dangling.conllu").symlink_to("nowhere.conllu")
    assert _build(tmp_path, source, "--on-error", "skip") == 2
    # before any work, the first unreadable file by name
    assert _last_error(capsys) == (f"{source / 'a-dangling.conllu'}: cannot read: a symbolic link to "
                                   "nowhere.conllu, which does not exist")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def test_a_symbolic_link_to_a_readable_file_is_read(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    (source / "linked.conllu").symlink_to(bundled_dir() / "da_ddt-ud-test.conllu")
    assert _build(tmp_path, source) == 0
    report = json.loads((tmp_path / "out" / "build_report.json").read_text())
    assert report["source"]["skipped"] == [] and report["source"]["filter_counts"]["read"] == 565


# Multiword ranges: bounded by the sentence ------------------------------------

@pytest.mark.parametrize("ranges, where, problem", [
    (["1-999999999"], 3, "multiword range 1-999999999 does not span two or more of the sentence's 6 words"),
    (["3-3"], 3, "multiword range 3-3 does not span two or more of the sentence's 6 words"),
    (["5-7"], 3, "multiword range 5-7 does not span two or more of the sentence's 6 words"),
    (["1-3", "2-4"], 4, "multiword range 2-4 overlaps another range"),
])
def test_a_multiword_range_outside_the_sentence_is_a_located_error(tmp_path, capsys, ranges, where, problem):
    lines = GOOD.splitlines()
    rows = [f"{r}\tx\t_\t_\t_\t_\t_\t_\t_\t_" for r in ranges]
    source = _one(tmp_path, "\n".join(lines[:2] + rows + lines[2:]) + "\n")
    assert _build(tmp_path, source) == 2
    assert _last_error(capsys) == f"{source / 'one.conllu'}:{where} (sent_id dev-7): {problem}"


def test_a_multiword_range_over_the_last_two_words_is_read(tmp_path):
    lines = GOOD.splitlines()
    path = tmp_path / "one.conllu"
    path.write_text("\n".join([*lines[:6], "5-6\tmig.\t_\t_\t_\t_\t_\t_\t_\t_", *lines[6:]]) + "\n", encoding="utf-8")
    [sentence] = read_file(path)
    assert [(t.form, t.multiword, t.start, t.end) for t in sentence.tokens[4:]] == [
        ("mig", True, 26, 30), (".", True, 26, 30)]
    assert sentence.text == "Han kiggede nysgerrigt på mig."


# Characters no sentence holds -------------------------------------------------

@pytest.mark.parametrize("change, where, problem", [
    (("\tHan\than\t", "\tH\x00an\than\t"), ":3", "FORM 'H\\x00an' contains U+0000"),
    (("\tHan\than\t", "\tH\u2028an\than\t"), ":3", "FORM 'H\\u2028an' contains U+2028"),
    (("\tHan\than\t", "\tHan\th\x1ban\t"), ":3", "LEMMA 'h\\x1ban' contains U+001B"),
    (("\tmig\tjeg\t", "\tmig\x85\tjeg\t"), ":7", "FORM 'mig\\x85' contains U+0085"),
    (("# sent_id = dev-7", "# sent_id = dev\u20297"), ":1 (sent_id 'dev\\u20297')", "the sent_id contains U+2029"),
])
def test_control_and_separator_characters_in_a_sentence_are_located_errors(tmp_path, capsys, change, where, problem):
    source = _one(tmp_path, GOOD.replace(*change))
    assert _build(tmp_path, source) == 2
    assert _last_error(capsys) == f"{source / 'one.conllu'}{where}: {problem}, a control or line-separator character"


def test_a_sentence_with_a_nul_is_skipped_and_listed_with_on_error_skip(tmp_path):
    source = _with_good_file(tmp_path)
    (source / "nul.conllu").write_text(GOOD.replace("\tHan\than\t", "\tH\x00an\than\t"), encoding="utf-8")
    assert _build(tmp_path, source, "--on-error", "skip") == 0
    report = json.loads((tmp_path / "out" / "build_report.json").read_text())
    assert report["source"]["skipped"] == [
        {"file": "nul.conllu", "line": 3, "sent_id": None,
         "problem": "FORM 'H\\x00an' contains U+0000, a control or line-separator character"}]


def test_a_no_break_space_or_soft_hyphen_in_a_word_is_kept(tmp_path):
    text = GOOD.replace("nysgerrigt", "nysger\u00adrigt").replace("\tmig\t", "\tmig\u00a0\t").replace(
        "på mig.", "på mig\u00a0.")
    path = tmp_path / "one.conllu"
    path.write_text(text, encoding="utf-8")
    [sentence] = read_file(path)
    assert sentence.text == "Han kiggede nysger\u00adrigt på mig\u00a0."


# Input that would cost more than its size -------------------------------------

def _long_word_sentence(word: str) -> str:
    """``Han købte en WORD i butikken.`` as CoNLL-U."""
    rows = [("Han", "PRON", "2", "nsubj"), ("købte", "VERB", "0", "root"), ("en", "DET", "4", "det"),
            (word, "NOUN", "2", "obj"), ("i", "ADP", "6", "case"), ("butikken", "NOUN", "2", "obl"),
            (".", "PUNCT", "2", "punct")]
    lines = [f"# sent_id = long-{len(word)}", f"# text = Han købte en {word} i butikken."]
    for number, (form, upos, head, deprel) in enumerate(rows, start=1):
        lines.append("\t".join([str(number), form, form, upos, "_", "_", head, deprel, "_",
                                "SpaceAfter=No" if number == 6 else "_"]))
    return "\n".join(lines) + "\n"


def test_a_word_longer_than_any_dictionary_word_is_overlong_without_asking_the_dictionary(monkeypatch):
    from corruptions.da.detectors import ORTHOGRAPHY
    from corruptions.da.lexicon import shared_lexicon
    from corruptions.lexicon import LONGEST_WORD
    from dala_pipeline.filter.dictionary import language_check
    from dala_pipeline.read.conllu import parse_sentence

    dictionary = shared_lexicon().dictionary
    asked: list[int] = []
    lookup, good_forms = dictionary.lookup, dictionary.lookuper.good_forms
    monkeypatch.setattr(dictionary, "lookup", lambda word, *a, **k: asked.append(len(word)) or lookup(word, *a, **k))
    monkeypatch.setattr(dictionary.lookuper, "good_forms",
                        lambda word, *a, **k: asked.append(len(word)) or good_forms(word, *a, **k))
    word = "".join("abcdefghijklmnopqrstuvwxyzæøå"[(n * 7) % 29] for n in range(4800))
    sentence = parse_sentence(_long_word_sentence(word))
    assert ORTHOGRAPHY.overlong_word(sentence) is sentence.tokens[3]  # dropped, as a word longer than any
    assert ORTHOGRAPHY.unlisted_word(sentence) is None and ORTHOGRAPHY.non_word(sentence) is None
    assert ORTHOGRAPHY.lower_case_name(sentence) is None
    assert language_check([sentence.text], registry.language("da"))["unknown"] == 1
    assert max(asked, default=0) <= LONGEST_WORD == 64  # nothing longer is analysed: no word costs more than that
    # near miss: a compound of listed words at the cap is analysed, and known
    compound = "speciallægepraksisplanlægningsstabiliseringsperiode"
    assert ORTHOGRAPHY.known(compound)
    assert not ORTHOGRAPHY.known(compound * 2)  # 102 letters: no word, not split


def test_a_line_or_paragraph_past_the_limit_is_refused_as_it_is_read(tmp_path, monkeypatch):
    import gzip

    from dala_pipeline.read import text

    monkeypatch.setattr(text, "TEXT_LIMIT", 1 << 20)
    read: list[int] = []
    opened = gzip.open

    def counting(*args, **kwargs):  # the largest piece the reader asks for at once
        handle = opened(*args, **kwargs)
        readline = handle.readline
        handle.readline = lambda size=-1: (read.append(size), readline(size))[1]
        return handle

    monkeypatch.setattr(gzip, "open", counting)
    path = tmp_path / "big.txt.gz"
    with opened(path, "wt", encoding="utf-8") as sink:
        sink.write("Han læser bogen.\n\n" + "a" * (3 << 20) + "\n\n" + "Hun skriver.\n" * 100_000 + "\nDet er godt.\n")
    records = list(text.file_paragraphs(path))
    assert [(r.line, r.problem) if isinstance(r, SourceError) else (r.line, r.text) for r in records] == [
        (1, "Han læser bogen."),
        (3, "a line of more than 1 MiB, more than a pipeline parses at once; separate paragraphs with a blank line"),
        (5, "a paragraph of more than 1 MiB, more than a pipeline parses at once; separate paragraphs with a blank "
            "line"),
        (100_006, "Det er godt."),
    ]
    assert read and max(read) == (1 << 20) + 1  # never the whole line at once
