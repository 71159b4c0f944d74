"""benchmarks/heldout_sample.py: the sentences a held-out review sees, the judged TSVs it makes, and
the stored held-out reviews, which must be what the script makes of their own sheets and judgments."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from heldout_sample import half, join_tokens, several_sentences, split_paragraph, token_lines, whole

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = ROOT / "benchmarks" / "heldout_sample.py"
STORED = sorted(p for p in (ROOT / "benchmarks" / "reviews").glob("heldout_*") if (p / "key.json").is_file())


@pytest.mark.parametrize(("paragraph", "pieces"), [
    ("Han bor i Oslo. Det regner der.", ["Han bor i Oslo.", "Det regner der."]),
    ("Det skjedde i 1995. Han kom hjem.", ["Det skjedde i 1995.", "Han kom hjem."]),
    ("Hun sa: «Kom hit!» Han kom.", ["Hun sa: «Kom hit!»", "Han kom."]),
    # near misses: an abbreviation, a short word, a number, a word in capitals, a lower-case word after
    ("Prisen var 5 mill. Det er mye.", ["Prisen var 5 mill. Det er mye."]),
    ("Vi møttes kl. 20. Det var sent.", ["Vi møttes kl. 20. Det var sent."]),
    ("Han jobber i NRK. Hun jobber i TV 2.", ["Han jobber i NRK. Hun jobber i TV 2."]),
    ("Han bor i Oslo. og hun bor i Bergen.", ["Han bor i Oslo. og hun bor i Bergen."]),
])
def test_a_paragraph_is_cut_only_where_the_rule_trusts_the_mark(paragraph, pieces):
    assert split_paragraph(paragraph, frozenset({"mill"})) == pieces


@pytest.mark.parametrize(("text", "expected"), [
    ("Hun gik hjem til sin mor i går.", True),
    ("«Hun gik hjem til sin mor i går.»", True),
    ("1995 var et godt år for dansk film.", True),
    ("og så gik hun hjem til sin mor.", False),   # lower case first
    ("Hun gik hjem til sin mor i går", False),    # no final mark
    ("Hun gik hjem til mor:", False),             # a colon
    ("Hun gik hjem i går.", False),               # five words
])
def test_a_whole_sentence_has_a_capital_a_final_mark_and_six_words(text, expected):
    assert whole(text) is expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Han kom hjem. Hun gikk ut.", True),
    ("Det skjedde i 2012. - Grunnen var enkel.", True),
    ("Det var i 1990-tallet. Det foreslo de.", True),
    ("Vi snakket med Dr. Hansen om saken.", False),       # a title before a name
    ("President George W. Bush kom i går.", False),      # an initial
    ("Vi møttes 17. Mai i fjor.", False),                  # an ordinal
    ("Han kalte det «T.S.A. Communication» i går.", False),
])
def test_a_second_sentence_inside_a_text_is_found(text, expected):
    assert several_sentences(text) is expected


@pytest.mark.parametrize(("forms", "text"), [
    (["Han", "kom", "(", "till", "slut", ")", "hem", "."], "Han kom (till slut) hem."),
    (["Allt", "är", "'", "tiptop", "'", ",", "sa", "han", "."], "Allt är 'tiptop', sa han."),
    (["Ja", ",", "10", "%", "!"], "Ja, 10%!"),
    # near misses: a multiword unit, a bullet and a quote that does not pair give no text
    (["vapen", "m_m", "."], ""),
    (["Vi", "kräver", "*", "cykelbanor", "."], ""),
    (["Han", "sa", "'", "nej", "."], ""),
])
def test_a_sentence_with_no_text_is_joined_from_its_tokens(forms, text):
    assert join_tokens(forms) == text


def test_a_treebank_with_no_text_gives_a_line_a_sentence(tmp_path):
    source = tmp_path / "v1.conll"
    source.write_text("1\tHan\t_\tPRON\n2\tkom\t_\tVERB\n3\t.\t_\tPUNCT\n\n"
                      "1\tvapen\t_\tNOUN\n2\tm_m\t_\tADV\n\n"
                      "# a comment\n1-2\tdet's\t_\t_\n1\tDet\t_\tPRON\n2\tgick\t_\tVERB\n3\t!\t_\tPUNCT\n",
                      encoding="utf-8")
    assert token_lines(source) == ["Han kom.", "", "Det gick!"]


def test_the_halves_depend_on_the_sent_id_and_the_seed_only():
    ids = [f"s{n}" for n in range(200)]
    first = [half(i, 44) for i in ids]
    assert first == [half(i, 44) for i in ids]
    assert 70 < first.count("tune") < 130
    assert first != [half(i, 45) for i in ids]


def _write(path: Path, rows: list[str]) -> None:
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


def _review(folder: Path, first: list[str], second: list[str]) -> None:
    _write(folder / "sheet.tsv", ["item\tsentence", "H0001\tEn god sætning står her i dag.",
                                  "H0002\tEn kontrol med en fejl står her.", "H0003\tEn sætning med en fejl står her.",
                                  "H0004\tEn omstridt sætning står her i dag."])
    (folder / "key.json").write_text('{"H0001": "s-1", "H0002": "control", "H0003": "s-3", "H0004": "s-4"}\n',
                                     encoding="utf-8")
    _write(folder / "judged_r1.tsv", ["item\tverdict\tnote", *first])
    _write(folder / "judged_r2.tsv", ["item\tverdict\tnote", *second])


#: The stored samples drawn from plain text (the others are a treebank's sentences).
PLAIN_TEXT = frozenset({"heldout_nb_train", "heldout_sv_train"})


def _judge(folder: Path, out: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "judge", str(folder), "--out", str(out), *options],
                          capture_output=True, text=True, check=False)


def test_two_reviews_make_one_judged_row_per_sentence(tmp_path):
    _review(tmp_path, ["H0001\tok\t", "H0002\tbad\t\"fejl\"", "H0003\tbad\t\"fejl\"", "H0004\tok\t"],
            ["H0001\tok\t", "H0002\tbad\tx", "H0003\tfragment\tno verb", "H0004\tbad\t\"omstridt\""])
    done = _judge(tmp_path, tmp_path / "out")
    assert done.returncode == 0, done.stderr
    assert "controls caught by both reviewers: 1 of 1" in done.stdout
    judged = (tmp_path / "out" / "judged.tsv").read_text(encoding="utf-8").splitlines()
    assert judged == ["sent_id\ttext\tr1\tr1_note\tr2\tr2_note\tjudged",
                      "s-1\tEn god sætning står her i dag.\tok\t\tok\t\tok",
                      "s-3\tEn sætning med en fejl står her.\tbad\t\"fejl\"\tfragment\tno verb\twrong",
                      "s-4\tEn omstridt sætning står her i dag.\tok\t\tbad\t\"omstridt\"\tdisputed"]
    tune = (tmp_path / "out" / "tune.tsv").read_text(encoding="utf-8").splitlines()[1:]
    back = (tmp_path / "out" / "heldback.tsv").read_text(encoding="utf-8").splitlines()[1:]
    assert sorted(tune + back) == judged[1:]
    assert all(half(row.split("\t")[0], 44) == "tune" for row in tune)


@pytest.mark.parametrize(("second", "problem"), [
    (["H0001\tok\t", "H0002\tbad\t", "H0003\tmaybe\t", "H0004\tok\t"], "judged_r2.tsv:4: expected an item"),
    (["H0001\tok\t", "H0002\tbad\t", "H0003\tbad\t"], "judged_r2.tsv: 1 items unanswered, first H0004"),
    (["H0001\tok\t", "H0001\tok\t", "H0002\tbad\t", "H0003\tbad\t", "H0004\tok\t"],
     "judged_r2.tsv:3: item H0001 answered twice"),
])
def test_a_bad_review_stops_with_its_file_and_line(tmp_path, second, problem):
    _review(tmp_path, ["H0001\tok\t", "H0002\tbad\t", "H0003\tbad\t", "H0004\tok\t"], second)
    done = _judge(tmp_path, tmp_path / "out")
    assert done.returncode == 2
    assert problem in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out" / "judged.tsv").exists()


def test_a_draw_never_replaces_a_sheet(tmp_path):
    source = tmp_path / "text.txt"
    source.write_text("".join(f"Dette er den {n}. sætning i teksten her.\n" for n in range(10)), encoding="utf-8")
    out = tmp_path / "sample"
    out.mkdir()
    (out / "sheet.tsv").write_text("item\tsentence\nX1\tmine\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(SCRIPT), "draw", "--text", str(source), "--size", "3",
                           "--out", str(out)], capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "sheet.tsv: already there" in done.stderr
    assert (out / "sheet.tsv").read_text(encoding="utf-8") == "item\tsentence\nX1\tmine\n"
    assert sorted(p.name for p in out.iterdir()) == ["sheet.tsv"]
    fresh = tmp_path / "fresh"
    done = subprocess.run([sys.executable, str(SCRIPT), "draw", "--text", str(source), "--size", "3",
                           "--out", str(fresh)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert len((fresh / "sentences.tsv").read_text(encoding="utf-8").splitlines()) == 4


@pytest.mark.parametrize("folder", STORED, ids=[p.name for p in STORED])
def test_a_stored_held_out_review_is_what_the_script_makes_of_it(folder, tmp_path):
    plain = folder.name in PLAIN_TEXT
    done = _judge(folder, tmp_path, *(["--plain-text"] if plain else []))
    assert done.returncode == 0, done.stderr
    for name in ("judged.tsv", "tune.tsv", "heldback.tsv"):
        assert (tmp_path / name).read_bytes() == (folder / name).read_bytes(), name
    sentences = [tuple(row.split("\t")) for row in
                 (folder / "sentences.tsv").read_text(encoding="utf-8").splitlines()[1:]]
    judged = [tuple(row.split("\t")[:2]) for row in
              (folder / "judged.tsv").read_text(encoding="utf-8").splitlines()[1:]]
    left_out = [pair for pair in sentences if pair not in set(judged)]
    assert set(judged) <= set(sentences)
    assert all(several_sentences(text) for _, text in left_out) and (plain or not left_out)
