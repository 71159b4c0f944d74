"""DaLA from plain text: the spaCy adapter, exact on gold trees, and a real pipeline trained here."""

import builtins
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import gold_doc, read_file, until

from dala_cli.cli import main
from dala_pipeline.names import data_file
from dala_pipeline.read.conllu import parse_sentence
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.read.text import conllu_block, paragraphs

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


def test_the_adapter_reproduces_every_bundled_sentence(bundled_sentences):
    import spacy

    nlp = spacy.blank("da")
    assert not any(s.has_multiword for s in bundled_sentences)
    for sentence in bundled_sentences:
        doc = gold_doc(nlp, sentence)
        assert parse_sentence(conllu_block(sentence.sent_id, doc[:])) == sentence, sentence.sent_id
    assert len(bundled_sentences) == 1129


def test_a_build_through_the_adapter_equals_the_build_from_the_files(tmp_path):
    import spacy

    nlp = spacy.blank("da")
    source, files = tmp_path / "adapted", tmp_path / "files"
    source.mkdir()
    files.mkdir()
    for path in bundled_files():
        blocks = [conllu_block(s.sent_id, gold_doc(nlp, s)[:]) for s in read_file(path)]
        (source / path.name).write_text("".join(blocks), encoding="utf-8")
        shutil.copy(path, files / path.name)
    # the exclusion list follows the released files alone, not their adapted copies: both builds leave the
    # detectors and the list off
    builds = {}
    for name, folder in (("adapted", source), ("files", files)):
        builds[name] = tmp_path / f"out-{name}"
        assert main(["build", "--config", "medium", "--config", "pairs", "--data-dir", str(folder),
                     "--no-source-detectors", "--out", str(builds[name])]) == 0
    report = json.loads((builds["files"] / "build_report.json").read_text())
    assert report["configs"]["pairs"]["splits"]["test"]["pairs"] > 700
    for config, info in report["configs"].items():
        for split in info["splits"]:
            name = data_file(config, split)
            assert (builds["adapted"] / name).read_bytes() == (builds["files"] / name).read_bytes(), name


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
    import spacy

    out = tmp_path / "out"
    parser = f"spacy:{trained_pipeline}"
    # the tiny pipeline trained for the test splits few sentences, and the sentence checks would drop the
    # glued ones (several_sentences): both builds go without them, so the data stay comparable
    assert main(["build", "--text", str(texts), "--parser", parser, "--config", "pairs", "--no-sentence-checks",
                 "--out", str(out)]) == 0
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
    assert main(["build", "--data-dir", str(conllu.parent), "--no-sentence-checks", "--config", "pairs",
                 "--out", str(again)]) == 0
    assert (again / data_file("pairs", "test")).read_bytes() == (out / data_file("pairs", "test")).read_bytes()


def test_a_pipeline_without_the_needed_components_is_refused(tmp_path, texts, capsys):
    import spacy

    blank = tmp_path / "blank"
    spacy.blank("da").to_disk(blank)
    assert main(["build", "--text", str(texts), "--parser", f"spacy:{blank}", "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert ("the pipeline (no components) lacks a parser or sentence recognizer (sentences); "
            "a tagger or morphologizer (UPOS), read by the source filters, flip_indefinite_article, ") in err
    assert "; a morphologizer (FEATS), read by the sentence checks, flip_indefinite_article, " in err
    assert "; a lemmatizer (LEMMA), read by flip_han_hun_to_det, flip_ligge_laegge, " in err
    assert "; a parser (HEAD, DEPREL), read by flip_indefinite_article, flip_nogle_nogen, flip_pronouns, " in err
    assert not (tmp_path / "o").exists()


def test_a_pipeline_needs_only_what_the_enabled_rules_read(tmp_path, texts, capsys):
    import spacy

    # corrupt_spelling reads only the words (and UPOS, for casing): with the sentence checks off, nothing
    # asks for a morphologizer, a lemmatizer or a parser's relations
    nlp = spacy.blank("da")
    nlp.add_pipe("sentencizer")
    nlp.to_disk(tmp_path / "sentencizer")
    assert main(["build", "--text", str(texts), "--parser", f"spacy:{tmp_path / 'sentencizer'}",
                 "--no-sentence-checks", "--corruption", "corrupt_spelling", "--out", str(tmp_path / "o")]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"dala: error: --parser spacy:{tmp_path / 'sentencizer'}: the pipeline (sentencizer) lacks "
        "a tagger or morphologizer (UPOS), read by the source filters, corrupt_spelling")


@pytest.mark.parametrize("name, content, problem", [
    ("bad.jsonl", '{"text": "Hej."}\nnot json\n', "bad.jsonl:2: not a JSON object"),
    ("field.jsonl", '{"body": "Hej."}\n', "field.jsonl:1: no field 'text' (choose another with --text-field)"),
    ("empty.txt", "\n\n  \n", "no text: every file is empty"),
    ("nul.txt", "Hun sover.\n\n\nHan læser\n bogen\x00 nu.\n",
     "nul.txt:5: the text contains U+0000, a control character (only whitespace is allowed between words)"),
    ("nul.jsonl", '{"text": "Hun sover."}\n{"text": "Han\\u0000 læser."}\n',
     "nul.jsonl:2: the text contains U+0000, a control character (only whitespace is allowed between words)"),
    ("surrogate.jsonl", '{"text": "Han \\ud800 læser."}\n',
     "surrogate.jsonl:1: the text contains U+D800, a control character (only whitespace is allowed between words)"),
    ("long.txt", "Hun sover.\n\n" + "Han læser. " * 90_910 + "\n",
     "long.txt:3: a paragraph of 1,000,009 characters, more than the pipeline takes (1,000,000, its max_length); "
     "separate paragraphs with a blank line"),
])
def test_bad_text_input_is_located(tmp_path, trained_pipeline, capsys, name, content, problem):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / name).write_text(content, encoding="utf-8")
    assert main(["parse", str(folder), "--parser", f"spacy:{trained_pipeline}", "-o", str(tmp_path / "x.conllu")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"dala: error: {folder}{os.sep}") and problem in lines[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in"]  # no x.conllu, no x.conllu.part


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


def test_raw_line_separators_inside_a_json_string_are_whitespace(tmp_path, trained_pipeline):
    # JSON allows U+2028 and U+2029 unescaped in a string; only \n ends a JSON line
    folder = tmp_path / "in"
    folder.mkdir()
    record = {"text": "Peter kører hver dag til arbejde.\u2028Han kan godt lide\u2029turen.", "id": 1}
    (folder / "sep.jsonl").write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    assert [p.text for p in paragraphs([folder / "sep.jsonl"])] == [
        "Peter kører hver dag til arbejde. Han kan godt lide turen."]
    out = tmp_path / "x.conllu"
    assert main(["parse", str(folder), "--parser", f"spacy:{trained_pipeline}", "-o", str(out)]) == 0
    texts = [line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("# text = ")]
    assert " ".join(t.removeprefix("# text = ") for t in texts) == \
        "Peter kører hver dag til arbejde. Han kan godt lide turen."


@pytest.mark.parametrize("file, content, problem", [
    ("config.cfg", "this is [ garbage\n=\n", "Config validation error"),
    ("meta.json", "{}", "[E054] No valid 'lang' setting found in model meta.json."),
])
def test_a_broken_pipeline_folder_is_one_line(tmp_path, texts, capsys, file, content, problem):
    import spacy

    broken = tmp_path / "broken"
    spacy.blank("da").to_disk(broken)
    (broken / file).write_text(content, encoding="utf-8")
    assert main(["parse", str(texts), "--parser", f"spacy:{broken}", "-o", str(tmp_path / "x.conllu")]) == 2
    [line] = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(f"dala: error: --parser spacy:{broken}: the spaCy pipeline {broken} cannot be loaded: ")
    assert problem in line
    assert not (tmp_path / "x.conllu").exists()


def test_an_output_that_cannot_be_written_leaves_no_part_file(tmp_path, trained_pipeline, texts, capsys):
    (tmp_path / "plain").write_text("a file, not a folder\n", encoding="utf-8")
    target = tmp_path / "plain" / "x.conllu"
    assert main(["parse", str(texts), "--parser", f"spacy:{trained_pipeline}", "-o", str(target)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"dala: error: -o {target}: {tmp_path / 'plain'} is a file, not a folder"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plain", "texts"]


def _doc(words, heads, deps, spaces=None, pos=None):
    import spacy
    from spacy.tokens import Doc

    return Doc(spacy.blank("da").vocab, words=words, spaces=spaces, heads=heads, deps=deps,
               pos=pos or ["X"] * len(words), lemmas=[w.lower() for w in words])


@pytest.mark.parametrize("label", ["ROOT", "dep", "nsubj"])
def test_the_root_of_a_parsed_sentence_is_labelled_root_whatever_the_pipeline_says(label):
    doc = _doc(["Hun", "sover", "."], heads=[1, 1, 1], deps=["nsubj", label, "punct"], spaces=[True, False, False],
               pos=["PRON", "VERB", "PUNCT"])
    assert conllu_block("t-p1-s1", doc[:]) == (
        "# sent_id = t-p1-s1\n"
        "# text = Hun sover.\n"
        "1\tHun\thun\tPRON\t_\t_\t2\tnsubj\t_\t_\n"
        "2\tsover\tsover\tVERB\t_\t_\t0\troot\t_\tSpaceAfter=No\n"
        "3\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_\n\n")


def test_a_word_whose_head_is_outside_the_sentence_becomes_its_root():
    # a sentence boundary can cut an arc: the word left without its head is the root, not a ccomp
    doc = _doc(["Han", "siger", "at", "hun", "sover"], heads=[1, 1, 4, 4, 1],
               deps=["nsubj", "ROOT", "mark", "nsubj", "ccomp"])
    block = conllu_block("t-p1-s2", doc[2:5])
    assert block == ("# sent_id = t-p1-s2\n"
                     "# text = at hun sover\n"
                     "1\tat\tat\tX\t_\t_\t3\tmark\t_\t_\n"
                     "2\thun\thun\tX\t_\t_\t3\tnsubj\t_\t_\n"
                     "3\tsover\tsover\tX\t_\t_\t0\troot\t_\t_\n\n")
    assert [t.deprel for t in parse_sentence(block).tokens] == ["mark", "nsubj", "root"]


def test_parse_refuses_an_output_that_is_a_folder(tmp_path, trained_pipeline, capsys):
    (tmp_path / "in.txt").write_text("Byen ligger ved havet.\n", encoding="utf-8")
    (tmp_path / "odir").mkdir()
    assert main(["parse", str(tmp_path / "in.txt"), "--parser", f"spacy:{trained_pipeline}",
                 "-o", str(tmp_path / "odir")]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"dala: error: -o {tmp_path / 'odir'} is a folder; name the CoNLL-U file to write, "
        f"e.g. {tmp_path / 'odir' / 'parsed.conllu'}"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt", "odir"]
    assert list((tmp_path / "odir").iterdir()) == []


# ---------------------------------------------------------------- --num-proc 2: the same sentences; signals

def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.fixture(scope="module")
def long_text(tmp_path_factory) -> Path:
    """Enough paragraphs that two workers parse for a good while."""
    folder = tmp_path_factory.mktemp("long-text")
    (folder / "long.txt").write_text("\n\n".join(PARAGRAPHS * 1500) + "\n", encoding="utf-8")
    return folder


def test_two_workers_parse_the_same_sentences_as_one(trained_pipeline, tmp_path):
    import spacy

    from dala_pipeline.read.text import parse_to_conllu

    # 150 paragraphs: three batches, dealt to two workers
    source = tmp_path / "more.txt"
    source.write_text("\n\n".join(PARAGRAPHS * 37 + PARAGRAPHS[:2]) + "\n", encoding="utf-8")
    nlp = spacy.load(trained_pipeline)
    counts, outputs = [], []
    for workers in (1, 2):
        target = tmp_path / f"parsed-{workers}.conllu"
        counts.append(parse_to_conllu([source], "text", nlp, target, num_proc=workers, progress=False))
        outputs.append(target.read_bytes())
    assert outputs[0] == outputs[1] and counts[0] == counts[1] == outputs[0].count(b"# sent_id = ") >= 150
    assert b"# sent_id = more-p150-s1\n" in outputs[1]


@pytest.mark.parametrize("command, stop, code, said", [
    ("parse", signal.SIGTERM, 143, "dala: terminated (SIGTERM)"),
    ("build", signal.SIGINT, 130, "dala: interrupted (SIGINT)"),   # Ctrl-C: to the whole process group
    ("parse", signal.SIGKILL, -9, None),                            # the workers end without their parent
])
def test_a_signal_stops_the_parse_and_its_workers(trained_pipeline, long_text, tmp_path, command, stop, code, said):
    parser = f"spacy:{trained_pipeline}"
    args = (["parse", str(long_text), "--parser", parser, "-o", str(tmp_path / "out.conllu")] if command == "parse"
            else ["build", "--text", str(long_text), "--parser", parser, "--out", str(tmp_path / "out"),
                  "--no-language-check"])  # which loads every dictionary before the workers start
    process = subprocess.Popen([sys.executable, "-m", "dala_cli.cli", *args, "--num-proc", "2"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
                               env=dict(os.environ, PYTHONPATH=str(Path(__file__).parent.parent)))
    workers: set[int] = set()
    try:
        assert until(lambda: len(_children(process.pid)) >= 2 or process.poll() is not None, 120)
        workers = _children(process.pid)
        assert len(workers) >= 2 and process.poll() is None, "the parse ended before it could be stopped"
        time.sleep(1)  # the workers are parsing
        if stop == signal.SIGINT:
            for pid in workers:  # the workers get Ctrl-C too: they leave it to their parent, and go on parsing
                os.kill(pid, signal.SIGINT)
            time.sleep(0.5)
            assert all(map(_alive, workers)) and process.poll() is None
            os.killpg(process.pid, signal.SIGINT)  # Ctrl-C reaches the whole foreground group
        else:
            os.kill(process.pid, stop)
        _, err = process.communicate(timeout=60)
        assert process.returncode == code, err
        if said:
            assert err.strip().splitlines()[-1] == said and "Traceback" not in err
        # no worker outlives its parent, even one killed outright
        assert until(lambda: not any(map(_alive, workers)), 60), [p for p in workers if _alive(p)]
        assert not (tmp_path / "out.conllu").exists() and not (tmp_path / "out").exists()
    finally:  # a failing case leaves nothing running
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        for pid in workers:
            if _alive(pid) and b"dala_pipeline" in Path(f"/proc/{pid}/cmdline").read_bytes():
                os.kill(pid, signal.SIGKILL)
