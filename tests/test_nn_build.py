"""The bundled Nynorsk build: it matches its committed lock, every default type has 30 pairs and its NoCoLA
class in the card, at most a tenth of the sentences the filters keep get no pair, the release is verified,
and the language check tells Nynorsk from Bokmål both ways: a whole source of the other standard is refused,
a Bokmål sentence in a Nynorsk source is dropped and counted."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
from helpers import assert_matches_lock, build_pool_from, serving_folder

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.file_checks import git_blob_sha1
from dala_pipeline.read.sources import bundled_files, download_verified

ROOT = Path(__file__).parent.parent
NN, NB = registry.language("nn"), registry.language("nb")
LOCK = json.loads((ROOT / "corruptions" / "nn" / "dala.lock.json").read_text(encoding="utf-8"))


def test_the_bundled_nynorsk_build_matches_its_committed_lock(nn_built):
    assert set(LOCK["configs"]) == {"small", "medium", "large", "pairs"}
    assert_matches_lock(nn_built, LOCK)


def test_every_default_nynorsk_type_has_30_pairs_and_its_class_in_the_card(nn_built):
    rows = pq.read_table(nn_built / "pairs" / "data" / "test-00000-of-00001.parquet").to_pylist()
    counts = Counter(row["corruption_type"] for row in rows)
    defaults = NN.default_names()
    assert len(defaults) == 13 and "flip_subclause_negation" not in defaults
    assert {name: counts[name] for name in defaults if counts[name] < 30} == {}
    card = (nn_built / "README.md").read_text(encoding="utf-8")
    assert "language:\n- nn\n" in card and "NoCoLA class" in card
    for name in defaults:
        line = next(line for line in card.splitlines() if f"`{name}`" in line and "|" in line)
        assert f"| {NN.get(name).error_class} |" in line, line
    assert (nn_built / "lm_eval" / "_nn_dala.yaml").exists()
    assert {p.name for p in (nn_built / "lm_eval").glob("nn_dala_*.yaml")} == {f"nn_dala_{n}.yaml" for n in defaults}


def test_at_most_a_tenth_of_the_kept_sentences_get_no_pair(nn_built):
    report = json.loads((nn_built / "build_report.json").read_text(encoding="utf-8"))
    kept = report["source"]["filter_counts"]["kept"]
    pairs = LOCK["configs"]["pairs"]["test"]["pairs"]
    assert (kept, pairs) == (2104, 1954)
    assert kept - pairs <= 0.10 * kept


def test_the_release_has_the_bundled_files_checksums_and_a_download_is_verified(tmp_path):
    train, dev, test = NN.release.files
    assert (train.name, train.git_sha1) == ("no_nynorsk-ud-train.conllu", "a1f263a72ec4e0cfc6bf936f63f10891e3164fca")
    assert NN.release.base_url == "https://raw.githubusercontent.com/UniversalDependencies/UD_Norwegian-Nynorsk/r2.17/"
    folder = NN.data_path(NN.bundled_folder)
    assert [git_blob_sha1(folder / f.name) for f in (dev, test)] == [dev.git_sha1, test.git_sha1]
    assert [(folder / f.name).stat().st_size for f in (dev, test)] == [dev.max_bytes, test.max_bytes]
    root = tmp_path / "mirror"
    root.mkdir()
    shutil.copy(folder / dev.name, root / dev.name)
    with serving_folder(root) as url:
        paths = download_verified(tmp_path / "downloads", url + "/", (dev,))
    assert paths[0].read_bytes() == (folder / dev.name).read_bytes()


def test_the_bundled_bokmal_treebank_built_as_nynorsk_is_refused_by_file_in_one_line(tmp_path, capsys):
    # more than half of the dev file's first sentences are known to the Bokmål dictionary alone
    out = tmp_path / "out"
    folder = NB.data_path(NB.bundled_folder)
    assert main(["build", "--language", "nn", "--data-dir", str(folder), "--config", "pairs", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.endswith(f"dala: error: {folder / 'no_bokmaal-ud-dev.conllu'}: 53 of 100 sentences from its start read "
                        "as Norwegian Bokmål (its dictionary knows every word; the Norwegian Nynorsk one does not "
                        "know two or more): a file in Norwegian Bokmål, not Norwegian Nynorsk; leave it out, build "
                        "it with --language nb, or build anyway with --no-language-check\n")
    assert err.count("dala: error:") == 1
    assert not out.exists()


def test_the_bundled_nynorsk_treebank_built_as_bokmal_is_refused_in_one_line(tmp_path, capsys):
    # Bokmål knows fewer than half of the Nynorsk sentences whole, so no file is refused by name; the
    # sample of the sentences before the source detectors is: most hold a word the Bokmål dictionary does
    # not know
    out = tmp_path / "out"
    folder = NN.data_path(NN.bundled_folder)
    assert main(["build", "--language", "nb", "--data-dir", str(folder), "--config", "pairs", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.endswith(f"dala: error: --language nb: 96 of 100 sampled sentences (96%) hold a word the Norwegian "
                        f"Bokmål dictionary ({NB.dictionary_name}) does not know, more than 50%: the source does not "
                        "read as Norwegian Bokmål; check --language, or build anyway with --no-language-check\n")
    assert err.count("dala: error:") == 1
    assert not out.exists()


def _blocks(language, n: int) -> list[str]:
    dev = next(p for p in bundled_files(language) if p.name.endswith("-dev.conllu"))
    return dev.read_text(encoding="utf-8").strip("\n").split("\n\n")[:n]


def test_a_bokmal_sentence_in_a_nynorsk_source_is_dropped_and_counted(tmp_path):
    nynorsk = _blocks(NN, 100)
    bokmal = [block.replace("# sent_id = ", "# sent_id = nb-") for block in _blocks(NB, 100)]
    source = tmp_path / "source"
    source.mkdir()
    (source / "nynorsk.conllu").write_text("\n\n".join(nynorsk) + "\n\n", encoding="utf-8")
    alone = build_pool_from(tmp_path / "alone", sorted(source.glob("*.conllu")), language="nn").summary
    (source / "bokmal.conllu").write_text("\n\n".join(bokmal) + "\n\n", encoding="utf-8")
    mixed = build_pool_from(tmp_path / "mixed", sorted(source.glob("*.conllu")), language="nn").summary
    assert alone["filter_counts"]["kept"] == 72
    dropped = {reason: count for reason, count in mixed["filter_counts"].items()
               if count and (reason.startswith("has_bokmal_") or reason in ("bokmal_word", "other_language"))}
    # of the 77 Bokmål sentences the length filters keep, 5 are no whole sentence (no final mark 4, no main
    # clause 1), 64 are dropped as Bokmål, by reason (the last 5 as known whole to the Bokmål dictionary
    # alone); 8 read as Nynorsk
    assert dropped == {"has_bokmal_past_tense": 16, "has_bokmal_present_tense": 3, "has_bokmal_noun_plural": 7,
                       "has_bokmal_function_word": 28, "has_bokmal_content_word": 3, "bokmal_word": 2,
                       "other_language": 5}
    assert (mixed["filter_counts"]["no_final_punct"], mixed["filter_counts"]["no_main_clause"]) == (4, 1)
    assert mixed["filter_counts"]["kept"] == 72 + 8


def test_the_two_stored_reviews_put_every_default_nynorsk_type_at_097_or_more(nn_built):
    """benchmarks/reviews/nn_pack/ (a sample of every type) and nn_plural_rest/ (every other
    hypernynorsk_plural pair) are the review tool's own scoring of their judgments, share no original,
    and pooled give every default type 0.97 or more: hypernynorsk_plural 153 of 155."""
    from dala_pipeline.review.score import score
    from dala_pipeline.review.sheet import read_key, read_reviewers

    rows = pq.read_table(nn_built / "pairs" / "data" / "test-00000-of-00001.parquet").to_pylist()
    built = {row["pair_id"]: row for row in rows}
    pooled: dict[str, list[int]] = {}
    judged: list[str] = []  # the originals of each review
    keys = {}
    for name in ("nn_pack", "nn_plural_rest"):
        folder = ROOT / "benchmarks" / "reviews" / name
        key = keys[name] = read_key(folder / "key.json")
        files = [str(folder / f"judged_r{n}.tsv") for n in (1, 2)]
        report = score(key, read_reviewers([Path(f) for f in files]), files, None)
        stored = json.loads((folder / "precision.json").read_text(encoding="utf-8"))
        assert report["types"] == stored["types"] and report["controls"] == stored["controls"]
        judged += {entry[entry["original"]] for entry in key["items"] if entry["original"]}
        for ctype, figures in report["types"].items():
            pooled.setdefault(ctype, [0, 0])
            pooled[ctype][0] += figures["errors"]
            pooled[ctype][1] += figures["n"]
    assert len(judged) == len(set(judged))
    for entry in keys["nn_plural_rest"]["items"]:  # the later review is of the locked build's own pairs
        if entry["original"]:
            assert built[entry["pair_id"]]["sentence_good"] == entry[entry["original"]]
    assert pooled["hypernynorsk_plural"] == [153, 155]
    assert {ctype for ctype, (errors, n) in pooled.items() if errors < 0.97 * n} == set()
    assert set(NN.default_names()) <= set(pooled)
