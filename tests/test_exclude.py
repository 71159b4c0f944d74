"""The curation loop: `dala review score` writes the originals judged wrong, `dala build --exclude` drops
exactly those sentences (reason `excluded` in the report, the card and the lock), and the card of a
reviewed build shows the pooled share of originals judged wrong with its Wilson interval."""

import json

from helpers import build_pool_from, pool_pairs
from test_review import FIRST, SECOND, _key_file, _sheet

from dala_pipeline.commands.cli import main
from dala_pipeline.review.blind import pooled_originals, read_judgments, score, wilson


def test_the_pooled_share_of_originals_judged_wrong(tmp_path):
    from test_review import KEY

    report = score(KEY, [read_judgments(_sheet(tmp_path, "r1.tsv", FIRST)),
                         read_judgments(_sheet(tmp_path, "r2.tsv", SECOND))])
    # item 5 (original B, "bad bad" from both) is the one original both judged wrong, of 5 + 1 pairs
    assert pooled_originals(report) == (1, 6, *wilson(1, 6))
    assert [round(x, 6) for x in wilson(1, 6)] == [0.030053, 0.563503]


def test_review_writes_the_originals_judged_wrong_and_the_build_excludes_exactly_them(tmp_path, small_source, capsys):
    key = _key_file(tmp_path)
    wrong = tmp_path / "wrong.txt"
    assert main(["review", "score", "--key", str(key), str(_sheet(tmp_path, "r1.tsv", FIRST)),
                 str(_sheet(tmp_path, "r2.tsv", SECOND)), "--out", str(tmp_path / "precision.json"),
                 "--originals-out", str(wrong)]) == 0
    assert wrong.read_text(encoding="utf-8") == "Sætning B 5.\n"
    assert "1 originals judged wrong" in capsys.readouterr().out

    files = sorted(small_source.glob("*.conllu"))
    before = build_pool_from(tmp_path / "before", files, data_dir=str(small_source))
    pairs = pool_pairs(before)
    listed = [pairs[3]["original"], pairs[10]["original"], "Ingen sætning i kilden har denne tekst."]
    exclude = tmp_path / "exclude.txt"
    exclude.write_text("\n".join(listed) + "\n\n", encoding="utf-8")
    after = build_pool_from(tmp_path / "after", files, data_dir=str(small_source), exclude=str(exclude))
    counts, counts_before = after.summary["filter_counts"], before.summary["filter_counts"]
    assert counts["excluded"] == 2 and counts["kept"] == counts_before["kept"] - 2
    assert [p["original"] for p in pool_pairs(after)] == [p["original"] for p in pairs if p["original"] not in listed]

    out = tmp_path / "dala"
    assert main(["build", "--config", "pairs", "--data-dir", str(small_source), "--exclude", str(exclude),
                 "--precision", str(tmp_path / "precision.json"), "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["filter_counts"]["excluded"] == 2
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "| `excluded` | 2 |" in card
    assert "2 sentences were excluded (`excluded`) by the list given to `dala build --exclude`" in card
    assert ("Pooled over the 6 reviewed pairs: precision 0.667 (0.300-0.903); **originals judged wrong 1 of 6 = "
            "0.167 (0.030-0.564)**") in card


def test_the_lock_records_the_list_and_what_it_excluded(tmp_path, small_source):
    exclude = tmp_path / "exclude.txt"
    first = next(line[len("# text = "):] for line in (small_source / "small.conllu").read_text(encoding="utf-8")
                 .splitlines() if line.startswith("# text = ") and len(line) > 60)
    exclude.write_text(first + "\n", encoding="utf-8")
    lock = tmp_path / "dala.lock.json"
    assert main(["build", "--data-dir", str(small_source), "--exclude", str(exclude), "--update-lock",
                 "--lock", str(lock)]) == 0
    recorded = json.loads(lock.read_text(encoding="utf-8"))["source"]["exclude"]
    assert (recorded["listed"], recorded["excluded"]) == (1, 1) and len(recorded["sha256"]) == 64


def test_a_bad_exclusion_file_is_refused_with_one_line(tmp_path, capsys):
    missing, binary, tabbed = tmp_path / "none.txt", tmp_path / "bin.txt", tmp_path / "tab.txt"
    binary.write_bytes(b"S\xe6tning.\n")
    tabbed.write_text("dev-1\tfragment\n", encoding="utf-8")
    for path, problem in ((missing, "No such file or directory"), (binary, "not UTF-8 text"),
                          (tabbed, ":1: a tab; give one sentence text a line")):
        assert main(["build", "--exclude", str(path), "--out", str(tmp_path / "o")]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and str(path) in err[0] and problem in err[0]
        assert not (tmp_path / "o").exists()
