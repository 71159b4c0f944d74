"""The curation loop: `dala review score` writes the originals judged wrong, `dala build --exclude` drops
exactly those sentences (reason `excluded` in the report, the card and the lock), and the card of a
reviewed build shows the pooled share of originals judged wrong with its Wilson interval."""

import json

from helpers import build_pool_from, pool_pairs, read_file
from test_review import FIRST, SECOND, _key_file, _sheet

from dala_cli.cli import main
from dala_pipeline.review.score import pooled_originals, score, wilson
from dala_pipeline.review.sheet import read_judgments


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
    loop = tmp_path / "loop.txt"
    loop.symlink_to(loop)
    for path, problem in ((missing, "No such file or directory"), (binary, "not UTF-8 text"),
                          (tabbed, ":1: a tab; give one sentence text a line"),
                          (loop, ": Too many levels of symbolic links")):
        assert main(["build", "--exclude", str(path), "--out", str(tmp_path / "o")]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and str(path) in err[0] and problem in err[0]
        assert not (tmp_path / "o").exists()


def _kept_texts(source) -> list[str]:
    """The texts of the small source's sentences, in source order."""
    return [line[len("# text = "):] for line in (source / "small.conllu").read_text(encoding="utf-8").splitlines()
            if line.startswith("# text = ")]


def test_a_list_saved_with_a_byte_order_mark_or_spaces_around_its_lines_drops_the_same_sentences(tmp_path,
                                                                                                   small_source):
    files = sorted(small_source.glob("*.conllu"))
    texts = _kept_texts(small_source)
    listed = [texts[0], texts[13], texts[20]]  # the first line matters: a BOM stands before it
    plain, bom, spaced = tmp_path / "plain.txt", tmp_path / "bom.txt", tmp_path / "spaced.txt"
    plain.write_text("\n".join(listed) + "\n", encoding="utf-8")
    bom.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes().replace(b"\n", b"\r\n"))  # Notepad's "UTF-8 with BOM"
    spaced.write_text("".join(f"  {text}  \n" for text in listed), encoding="utf-8")
    counts = {}
    for path in (plain, bom, spaced):
        pool = build_pool_from(tmp_path / path.stem, files, data_dir=str(small_source), exclude=str(path))
        counts[path.stem] = (pool.summary["filter_counts"]["excluded"], [p["original"] for p in pool_pairs(pool)])
    assert counts["plain"][0] == 3 and not set(listed) & set(counts["plain"][1])
    assert counts["bom"] == counts["spaced"] == counts["plain"]


def test_a_listed_sentence_that_a_filter_would_drop_too_counts_as_excluded(tmp_path, small_source):
    # the user's list comes first: `excluded` counts every source sentence whose text is on it
    files = sorted(small_source.glob("*.conllu"))
    texts = {s.sent_id: s.text for s in read_file(files[0])}
    too_short, odd_quotes, kept = texts["test-9"], texts["test-3"], texts["test-6"]
    assert (too_short, odd_quotes.count('"')) == ("Illusioner er farlige.", 1)
    exclude = tmp_path / "exclude.txt"
    exclude.write_text(f"{too_short}\n{odd_quotes}\n{kept}\n", encoding="utf-8")
    before = build_pool_from(tmp_path / "before", files, data_dir=str(small_source)).summary["filter_counts"]
    after = build_pool_from(tmp_path / "after", files, data_dir=str(small_source),
                            exclude=str(exclude)).summary["filter_counts"]
    assert after["excluded"] == 3
    changed = {reason: (before[reason], after[reason]) for reason in before if before[reason] != after[reason]}
    assert changed == {"excluded": (0, 3), "too_few_tokens": (before["too_few_tokens"], before["too_few_tokens"] - 1),
                       "odd_quotes": (before["odd_quotes"], before["odd_quotes"] - 1),
                       "kept": (before["kept"], before["kept"] - 1)}


def test_a_list_edited_in_place_between_two_builds_of_one_process_is_read_again(tmp_path, small_source):
    texts = _kept_texts(small_source)
    exclude = tmp_path / "exclude.txt"
    exclude.write_text(texts[0] + "\n", encoding="utf-8")
    inode = exclude.stat().st_ino
    recorded = []
    for listed in ([texts[0]], [texts[0], texts[20]]):
        exclude.write_text("".join(text + "\n" for text in listed), encoding="utf-8")  # the same file, rewritten
        assert exclude.stat().st_ino == inode
        lock = tmp_path / f"lock{len(listed)}" / "dala.lock.json"
        lock.parent.mkdir()
        assert main(["build", "--data-dir", str(small_source), "--exclude", str(exclude), "--update-lock",
                     "--lock", str(lock)]) == 0
        recorded.append(json.loads(lock.read_text(encoding="utf-8"))["source"]["exclude"])
    assert [(r["listed"], r["excluded"]) for r in recorded] == [(1, 1), (2, 2)]
    assert recorded[0]["sha256"] != recorded[1]["sha256"]


def test_the_python_builder_with_one_cache_folder_builds_again_when_the_list_changes(tmp_path, small_source):
    from dala import Dala
    from dala_pipeline.settings import BuildSettings

    texts = _kept_texts(small_source)
    exclude = tmp_path / "exclude.txt"
    sizes = []
    for listed in ([texts[0]], [texts[0], texts[20], texts[26]]):
        exclude.write_text("".join(text + "\n" for text in listed), encoding="utf-8")
        builder = Dala(config_name="pairs", cache_dir=str(tmp_path / "hf"),
                       settings=BuildSettings(data_dir=str(small_source), exclude=str(exclude)))
        builder.download_and_prepare()
        sizes.append(len(builder.as_dataset("test")))
        builder = Dala(config_name="pairs", cache_dir=str(tmp_path / "hf"),
                       settings=BuildSettings(data_dir=str(small_source), exclude=str(exclude)))
        builder.download_and_prepare(download_mode="force_redownload")  # the same list: the same sizes
        assert len(builder.as_dataset("test")) == sizes[-1]
    assert sizes[0] - sizes[1] == 2
