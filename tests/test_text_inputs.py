"""Text inputs by their path: files with the same stem get sentence ids of their own, and a build from
text names every input file with its SHA-256 (not the CoNLL-U parsed from them, which is deleted)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from dala_cli.cli import main
from dala_pipeline.errors import SourceError
from dala_pipeline.read.text import id_prefixes, input_names

NEWS_2023 = [
    "Kommunen har besluttet at bygge en ny skole. Den skal ligge ved søen, og den skal være færdig om to år. "
    "Forældrene er glade, men de er bekymrede for trafikken.",
    "Peter kører hver dag til arbejde i Aarhus. Han siger, at han godt kan lide turen, fordi han kan høre "
    "radio i bilen. Hans søster bor i et hus på landet, og hun har nogle heste.",
]
NEWS_2024 = [
    "Jeg læste bogen, som min mor gav mig. Det var en spændende historie om en pige, der rejste til Grønland. "
    "Hun mødte mange mennesker og lærte at fiske.",
    "Vejret var dårligt i går. Det regnede hele dagen, og vinden var stærk. I dag skinner solen igen, "
    "og børnene leger i haven.",
]


@pytest.fixture
def news(tmp_path) -> Path:
    """2023/news.txt, 2023/news.jsonl and 2024/news.txt under ``tmp_path``/in."""
    root = tmp_path / "in"
    for year, paragraphs in (("2023", NEWS_2023), ("2024", NEWS_2024)):
        (root / year).mkdir(parents=True)
        (root / year / "news.txt").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    (root / "2023" / "news.jsonl").write_text(json.dumps({"text": NEWS_2024[0]}, ensure_ascii=False) + "\n",
                                              encoding="utf-8")
    return root


def test_names_and_ids_come_from_the_path_below_the_folder_that_holds_every_input(news):
    a, b, c = news / "2023" / "news.txt", news / "2023" / "news.jsonl", news / "2024" / "news.txt"
    assert input_names([a, b, c]) == ["2023/news.txt", "2023/news.jsonl", "2024/news.txt"]
    assert id_prefixes([a, b, c]) == ["2023/news.txt", "2023/news.jsonl", "2024/news"]
    assert id_prefixes([a, c]) == ["2023/news", "2024/news"]
    # near miss: one file, or files with stems of their own, keep the stem alone, as before
    assert id_prefixes([a]) == ["news"] and id_prefixes([b, news / "2024" / "news.txt"]) == ["2023/news",
                                                                                                "2024/news"]
    # a stem that is another file's name: every file by its name
    odd = [news / "n.txt", news / "n.jsonl", news / "n.txt.jsonl"]
    assert id_prefixes(odd) == ["n.txt", "n.jsonl", "n.txt.jsonl"]
    with pytest.raises(SourceError, match=r"news\.txt: given twice \(also as .*news\.txt\): name each file once$"):
        input_names([a, news / "2023" / ".." / "2023" / "news.txt"])


def _ids(conllu: Path) -> list[str]:
    return [line[len("# sent_id = "):] for line in conllu.read_text(encoding="utf-8").splitlines()
            if line.startswith("# sent_id = ")]


def test_parse_gives_files_with_the_same_stem_ids_of_their_own(trained_pipeline, news, tmp_path):
    out = tmp_path / "parsed.conllu"
    assert main(["parse", str(news / "2023" / "news.txt"), str(news / "2023" / "news.jsonl"),
                 str(news / "2024" / "news.txt"), "--parser", f"spacy:{trained_pipeline}", "-o", str(out)]) == 0
    ids = _ids(out)
    assert len(ids) == len(set(ids))
    assert {i.rsplit("-p", 1)[0] for i in ids} == {"2023/news.txt", "2023/news.jsonl", "2024/news"}
    assert next(i for i in ids if i.startswith("2023/news.jsonl-")) == "2023/news.jsonl-p1-s1"


def test_a_text_build_keeps_every_sentence_of_files_with_the_same_name_and_names_each(trained_pipeline, news,
                                                                                       tmp_path):
    parser = f"spacy:{trained_pipeline}"
    inputs = [news / "2023" / "news.txt", news / "2024" / "news.txt"]
    parsed = tmp_path / "parsed.conllu"
    assert main(["parse", *map(str, inputs), "--parser", parser, "-o", str(parsed)]) == 0
    out = tmp_path / "out"
    assert main(["build", "--text", str(inputs[0]), "--text", str(inputs[1]), "--parser", parser,
                 "--on-error", "skip", "--no-sentence-checks", "--config", "pairs", "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["skipped"] == []
    assert report["source"]["filter_counts"]["read"] == len(_ids(parsed))
    digests = [hashlib.sha256(path.read_bytes()).hexdigest() for path in inputs]
    assert [(f["name"], f["num_bytes"], f["sha256"]) for f in report["source"]["files"]] == [
        ("2023/news.txt", inputs[0].stat().st_size, digests[0]),
        ("2024/news.txt", inputs[1].stat().st_size, digests[1])]
    card = (out / "README.md").read_text(encoding="utf-8")
    assert f"`2023/news.txt` (SHA-256 `{digests[0]}`" in card and f"`2024/news.txt` (SHA-256 `{digests[1]}`" in card
    assert "text.conllu" not in card and "text.conllu" not in json.dumps(report)
    infos = json.loads((out / "dataset_infos.json").read_text(encoding="utf-8"))
    assert sorted(infos["pairs"]["download_checksums"]) == ["2023/news.txt", "2024/news.txt"]
