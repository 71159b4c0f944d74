"""DaLA from plain text: the spaCy adapter, exact on gold trees, and a real pipeline trained here."""

import builtins
import json
import sys
from pathlib import Path

import pytest

import spacy
from spacy.tokens import Doc, DocBin

from dala_pipeline.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.reading import parse_sentence
from dala_pipeline.sources import bundled_files
from dala_pipeline.text_source import conllu_block

from helpers import read_file

PARAGRAPHS = [
    "Peter kører hver dag til arbejde i Aarhus. Han siger, at han godt kan lide turen, fordi han kan høre "
    "radio i bilen. Hans søster bor i et hus på landet, og hun har nogle heste.",
    "Kommunen har besluttet at bygge en ny skole. Den skal ligge ved søen, og den skal være færdig om to år. "
    "Forældrene er glade, men de er bekymrede for trafikken.",
    "Jeg læste bogen, som min mor gav mig. Det var en spændende historie om en pige, der rejste til Grønland. "
    "Hun mødte mange mennesker og lærte at fiske.",
    "Vejret var dårligt i går. Det regnede hele dagen, og vinden var stærk. I dag skinner solen igen, "
    "og børnene leger i haven.",
]


def gold_doc(nlp, sentence) -> Doc:
    """A spaCy Doc with the gold annotation of one bundled sentence."""
    tokens = sentence.tokens
    spaces = [t.space_after for t in tokens]
    spaces[-1] = False
    return Doc(nlp.vocab, words=[t.form for t in tokens], spaces=spaces, pos=[t.upos for t in tokens],
               morphs=["|".join(f"{k}={v}" for k, v in t.feats.items()) for t in tokens],
               lemmas=[t.lemma for t in tokens], heads=[t.head - 1 if t.head else t.index for t in tokens],
               deps=[t.deprel for t in tokens], sent_starts=[True] + [False] * (len(tokens) - 1))


def test_the_adapter_reproduces_every_bundled_sentence(bundled_sentences):
    nlp = spacy.blank("da")
    assert not any(s.has_multiword for s in bundled_sentences)
    for sentence in bundled_sentences:
        doc = gold_doc(nlp, sentence)
        assert parse_sentence(conllu_block(sentence.sent_id, doc[:])) == sentence, sentence.sent_id
    assert len(bundled_sentences) == 1129


def test_a_build_through_the_adapter_equals_the_build_from_the_files(built, tmp_path):
    nlp = spacy.blank("da")
    source = tmp_path / "adapted"
    source.mkdir()
    for path in bundled_files():
        blocks = [conllu_block(s.sent_id, gold_doc(nlp, s)[:]) for s in read_file(path)]
        (source / path.name).write_text("".join(blocks), encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", "--data-dir", str(source), "--out", str(out)]) == 0
    report = json.loads((built / "build_report.json").read_text())
    for config, info in report["configs"].items():
        for split in info["splits"]:
            name = data_file(config, split)
            assert (out / name).read_bytes() == (built / name).read_bytes(), name


@pytest.fixture(scope="session")
def trained_pipeline(tmp_path_factory):
    """A small Danish pipeline (morphologizer, trainable lemmatizer, parser) trained on the bundled
    dev file with spaCy's own training, a short schedule: seconds, not minutes, on two cores."""
    from spacy.cli.init_config import init_config
    from spacy.cli.train import train

    folder = tmp_path_factory.mktemp("spacy")
    nlp = spacy.blank("da")
    dev, test = (read_file(path) for path in bundled_files())
    DocBin(docs=[gold_doc(nlp, s) for s in dev]).to_disk(folder / "train.spacy")
    DocBin(docs=[gold_doc(nlp, s) for s in test[:50]]).to_disk(folder / "dev.spacy")
    config = init_config(lang="da", pipeline=["morphologizer", "trainable_lemmatizer", "parser"],
                         optimize="efficiency")
    config["training"]["max_steps"] = 150
    config["training"]["eval_frequency"] = 10 ** 6
    config["training"]["seed"] = 1
    config["components"]["tok2vec"]["model"]["encode"]["width"] = 64
    config["components"]["tok2vec"]["model"]["encode"]["depth"] = 2
    config.to_disk(folder / "config.cfg")
    train(folder / "config.cfg", folder / "out",
          overrides={"paths.train": str(folder / "train.spacy"), "paths.dev": str(folder / "dev.spacy")})
    return folder / "out" / "model-last"


@pytest.fixture
def texts(tmp_path):
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "avis.txt").write_text("\n\n".join(PARAGRAPHS[:3]) + "\n", encoding="utf-8")
    (folder / "blog.jsonl").write_text(json.dumps({"text": PARAGRAPHS[3], "id": 1}, ensure_ascii=False) + "\n",
                                       encoding="utf-8")
    return folder


def test_a_trained_pipeline_builds_dala_from_text_and_parse_gives_the_same_data(trained_pipeline, texts, tmp_path,
                                                                                capsys):
    out = tmp_path / "out"
    parser = f"spacy:{trained_pipeline}"
    assert main(["build", "--text", str(texts), "--parser", parser, "--config", "pairs", "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text())
    assert report["source"]["name"] == "text"
    about = report["source"]["parser"]
    assert about["parser"] == parser and about["annotation"] == "predicted"
    assert about["spacy"] == spacy.__version__ and about["pipeline"] == "da_pipeline"
    assert report["gate_passed"] and report["configs"]["pairs"]["splits"]["test"]["pairs"] > 0
    assert "its annotation is predicted, not gold" in (out / "README.md").read_text()
    import pyarrow.parquet as pq

    rows = pq.read_table(out / data_file("pairs", "test")).to_pylist()
    ids = {row["pair_id"] for row in rows}
    assert ids <= {f"avis-p{p}-s{s}" for p in (1, 2, 3) for s in range(1, 5)} | {f"blog-p1-s{s}" for s in range(1, 5)}
    for row in rows:
        edit = row["edit"]
        good = row["sentence_good"]
        assert good[:edit["start"]] + edit["replacement"] + good[edit["end"]:] == row["sentence_bad"]
        assert good in " ".join(PARAGRAPHS)

    conllu = tmp_path / "parsed" / "texts.conllu"
    conllu.parent.mkdir()
    assert main(["parse", str(texts), "--parser", parser, "-o", str(conllu)]) == 0
    assert capsys.readouterr().out.strip().endswith(f"sentences to {conllu}")
    again = tmp_path / "again"
    assert main(["build", "--data-dir", str(conllu.parent), "--sentence-checks", "--config", "pairs",
                 "--out", str(again)]) == 0
    assert (again / data_file("pairs", "test")).read_bytes() == (out / data_file("pairs", "test")).read_bytes()


def test_a_pipeline_without_the_needed_components_is_refused(tmp_path, texts, capsys):
    blank = tmp_path / "blank"
    spacy.blank("da").to_disk(blank)
    assert main(["build", "--text", str(texts), "--parser", f"spacy:{blank}", "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "the pipeline (no components) lacks a tagger or morphologizer (UPOS), read by every corruption" in err
    assert "a parser (HEAD, DEPREL, sentences), read by flip_som_der" in err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("name, content, problem", [
    ("bad.jsonl", '{"text": "Hej."}\nnot json\n', "bad.jsonl:2: not a JSON object"),
    ("field.jsonl", '{"body": "Hej."}\n', "field.jsonl:1: no field 'text' (choose another with --text-field)"),
    ("empty.txt", "\n\n  \n", "no text: every file is empty"),
])
def test_bad_text_input_is_located(tmp_path, trained_pipeline, capsys, name, content, problem):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / name).write_text(content, encoding="utf-8")
    assert main(["parse", str(folder), "--parser", f"spacy:{trained_pipeline}", "-o", str(tmp_path / "x.conllu")]) == 2
    assert problem in capsys.readouterr().err
    assert not (tmp_path / "x.conllu").exists()


def test_text_without_spacy_or_parser_says_what_to_do(tmp_path, texts, monkeypatch, capsys):
    assert main(["build", "--text", str(texts), "--out", str(tmp_path / "o")]) == 2
    assert "--text needs --parser spacy:NAME_OR_PATH" in capsys.readouterr().err
    real_import = builtins.__import__

    def no_spacy(name, *args, **kwargs):
        if name == "spacy" or name.startswith("spacy."):
            raise ImportError("No module named 'spacy'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_spacy)
    monkeypatch.setitem(sys.modules, "spacy", None)
    assert main(["parse", str(texts), "--parser", "spacy:da_core_news_md", "-o", str(tmp_path / "x")]) == 2
    assert "need spaCy: pip install 'dala[spacy]', then a Danish pipeline: " \
           "python -m spacy download da_core_news_md" in capsys.readouterr().err
