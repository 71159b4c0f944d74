"""Test helpers: sentences written in a test, bundled blocks, and the production pool.

``written(sent_id, rows)`` makes a sentence for a pattern the bundled
treebank lacks. It takes one word a line, ``FORM LEMMA UPOS FEATS
HEAD DEPREL`` separated by spaces (``_`` for no features), and an optional
seventh column ``nospace`` for SpaceAfter=No. It writes the CoNLL-U with
``# text`` joined from the forms, and reads it with the project's reader.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from corruptions import registry
from corruptions.sentence import Sentence
from dala_pipeline.errors import SourceError
from dala_pipeline.pool import Pool, build_pool
from dala_pipeline.read.conllu import Shard, parse_sentence, parse_shard
from dala_pipeline.read.sources import bundled_files, describe
from dala_pipeline.settings import BuildSettings


def with_rule(monkeypatch, rule) -> None:
    """Register ``rule`` with the default language for one test."""
    language = registry.language()
    monkeypatch.setitem(registry.LANGUAGES, language.code, dataclasses.replace(language, rules=(*language.rules, rule)))


def written(sent_id: str, rows: str) -> Sentence:
    words = [line.split() for line in rows.strip().splitlines()]
    text, lines = "", []
    for number, (form, lemma, upos, feats, head, deprel, *rest) in enumerate(words, start=1):
        no_space = rest == ["nospace"]
        text += form + ("" if no_space or number == len(words) else " ")
        misc = "SpaceAfter=No" if no_space else "_"
        lines.append("\t".join([str(number), form, lemma, upos, "_", feats, head, deprel, "_", misc]))
    return parse_sentence(f"# sent_id = {sent_id}\n# text = {text}\n" + "\n".join(lines) + "\n")


#: Short names of FEATS for :func:`annotated`.
FEATS = {"Fin": "Mood=Ind|Tense=Pres|VerbForm=Fin", "Past": "Mood=Ind|Tense=Past|VerbForm=Fin",
         "Imp": "Mood=Imp|VerbForm=Fin", "Inf": "VerbForm=Inf", "Part": "VerbForm=Part", "Sup": "VerbForm=Sup",
         "Pass": "Mood=Ind|Tense=Pres|VerbForm=Fin|Voice=Pass", "Nom": "Case=Nom", "Acc": "Case=Acc",
         "Def": "Definite=Def", "Sing": "Definite=Ind|Number=Sing", "Plur": "Number=Plur", "Abbr": "Abbr=Yes"}


def corrupted(rule, sentence: Sentence) -> list[str]:
    """The text ``rule`` makes of ``sentence`` at each of its targets, in target order."""
    return [rule.apply(sentence, target).apply(sentence.text) for target in rule.targets(sentence)]


def annotated(sent_id: str, spec: str) -> Sentence:
    """A sentence written one word a field: ``form/UPOS/head/deprel[/FEATS[/lemma]]`` (FEATS ``_``, a
    name of :data:`FEATS` or a UD string; the lemma is the form in lower case unless given); a word
    that follows the one before it without a space starts with ``~``."""
    rows: list[list[str]] = []
    for word in spec.split():
        glued = word.startswith("~")
        form, upos, head, deprel, *rest = word.lstrip("~").split("/")
        feats = FEATS.get(rest[0], rest[0]) if rest else "_"
        lemma = rest[1] if len(rest) > 1 else form.lower()
        if glued and rows:
            rows[-1].append("nospace")
        rows.append([form, lemma, upos, feats, head, deprel])
    return written(sent_id, "\n".join(" ".join(row) for row in rows))


def read_file(path: Path) -> list[Sentence]:
    """The sentences of one CoNLL-U file as the pool scan parses them; the first problem raises."""
    sentences = []
    for item, _ in parse_shard(Shard(Path(path))):
        if isinstance(item, SourceError):
            raise item
        sentences.append(item)
    return sentences


def bundled_block(sent_id: str) -> str:
    """The CoNLL-U block of a bundled sentence, as it stands in its file."""
    for path in bundled_files():
        for block in path.read_text(encoding="utf-8").split("\n\n"):
            if f"# sent_id = {sent_id}\n" in block + "\n":
                return block.strip("\n") + "\n\n"
    raise KeyError(sent_id)


def build_pool_from(folder: Path, files: list[Path], **settings) -> Pool:
    """The production pool (:func:`build_pool`) of ``files``, cached under ``folder``."""
    return build_pool(files, [describe(f) for f in files], BuildSettings(**settings), folder / "cache")


def pool_keys(pool: Pool) -> list[tuple[str, str]]:
    """(pair_id, corruption_type) of every pair of the pool, in pool order."""
    return [(row["pair_id"], row["corruption_type"]) for row in pool_pairs(pool)]


def pool_pairs(pool: Pool) -> list[dict]:
    """The pool's pairs, in source order, as dicts."""
    return pool.pairs().to_pylist()


def page_ready(driver) -> None:
    """Wait until ``review.html`` has loaded the saved work and takes judgments."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))


def page_saved(driver) -> None:
    """Wait until ``review.html`` has every judgment so far in the browser's store."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "saved").text == "saved")


def gold_doc(nlp, sentence):
    """A spaCy Doc with the gold annotation of one bundled sentence."""
    tokens = sentence.tokens
    spaces = [t.space_after for t in tokens]
    spaces[-1] = False
    from spacy.tokens import Doc

    return Doc(nlp.vocab, words=[t.form for t in tokens], spaces=spaces, pos=[t.upos for t in tokens],
               morphs=["|".join(f"{k}={v}" for k, v in t.feats.items()) for t in tokens],
               lemmas=[t.lemma for t in tokens], heads=[t.head - 1 if t.head else t.index for t in tokens],
               deps=[t.deprel for t in tokens], sent_starts=[True] + [False] * (len(tokens) - 1))


ROOT = Path(__file__).resolve().parent.parent
#: As the `dala` console script runs it (`python -m` reports a handled SIGINT as -2: a CPython quirk).
RUN_DALA = "import sys; from dala_cli.cli import main; sys.exit(main())"


def _default_sigint() -> None:
    """In the child: SIGINT as in a terminal, whatever the test runner inherited (a background job ignores it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def dala_process(*args: str, cwd: Path, env: dict | None = None, code: str = RUN_DALA) -> subprocess.Popen:
    """`dala ARGS` started as a process of its own, output captured, SIGINT at its default."""
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=cwd,
                            env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_default_sigint)


def train_pipeline(folder: Path, dev: list[Sentence], held: list[Sentence], steps: int, lang: str = "da",
                   patience: int | None = None) -> Path:
    """A small pipeline for ``lang`` (morphologizer, trainable lemmatizer, parser) trained with spaCy's
    own training on ``dev`` for ``steps`` steps (``held`` only for spaCy's evaluation); spaCy stops
    earlier, after ``patience`` steps (its default: 1,600) without a better score, unless it is 0."""
    import spacy
    from spacy.cli.init_config import init_config
    from spacy.cli.train import train as spacy_train
    from spacy.tokens import DocBin

    nlp = spacy.blank(lang)
    DocBin(docs=[gold_doc(nlp, s) for s in dev]).to_disk(folder / "train.spacy")
    DocBin(docs=[gold_doc(nlp, s) for s in held[:50]]).to_disk(folder / "dev.spacy")
    config = init_config(lang=lang, pipeline=["morphologizer", "trainable_lemmatizer", "parser"],
                         optimize="efficiency")
    config["training"]["max_steps"] = steps
    config["training"]["eval_frequency"] = 10 ** 6
    config["training"]["seed"] = 1
    if patience is not None:
        config["training"]["patience"] = patience
    config["components"]["tok2vec"]["model"]["encode"]["width"] = 64
    config["components"]["tok2vec"]["model"]["encode"]["depth"] = 2
    config["components"]["parser"]["model"]["hidden_width"] = 64
    config["components"]["parser"]["model"]["maxout_pieces"] = 2
    config.to_disk(folder / "config.cfg")
    spacy_train(folder / "config.cfg", folder / "out",
                overrides={"paths.train": str(folder / "train.spacy"), "paths.dev": str(folder / "dev.spacy")})
    return folder / "out" / "model-last"


def case_sentence(sentence, source) -> Sentence:
    """A test case's sentence: written in the test, or a bundled one by ``sent_id`` (``sentence`` fixture)."""
    return source if isinstance(source, Sentence) else sentence(source)


def case_id(source) -> str:
    """A test case's ``sent_id``, for pytest ids."""
    return source.sent_id if isinstance(source, Sentence) else source


def until(condition, seconds: float) -> bool:
    """Whether ``condition()`` holds within ``seconds``, asked every 50 ms, and once more at the end."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def assert_matches_lock(folder: Path, lock: dict) -> None:
    """Every split of every config the lock records, loaded from the built ``folder``, has the lock's
    number of rows and fingerprint."""
    import datasets

    from dala_pipeline.write.lock import fingerprint

    for config, splits in lock["configs"].items():
        loaded = datasets.load_dataset(str(folder), config)
        for split, record in splits.items():
            assert loaded[split].num_rows == record["rows"]
            assert fingerprint(loaded[split].to_list()) == record["sha256"], (config, split)


def kill_when_paused(process: subprocess.Popen, marker: Path, timeout: float = 120) -> None:
    """SIGKILL ``process`` once it has paused at a test pause point (it writes ``marker`` there)."""
    deadline = time.monotonic() + timeout
    while not marker.exists() and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.1)
    assert marker.exists(), process.communicate()
    process.send_signal(signal.SIGKILL)
    process.wait()


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def http_server(handler: type[BaseHTTPRequestHandler] | functools.partial) -> Iterator[str]:
    """A server on 127.0.0.1 with ``handler``, answering in a thread of its own; yields its URL
    (``http://127.0.0.1:PORT``), then stops (within 50 ms: its poll interval) and closes."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def serving_folder(root: Path) -> contextlib.AbstractContextManager[str]:
    """The files of ``root`` over HTTP, quietly (:func:`http_server`)."""
    return http_server(functools.partial(_QuietFiles, directory=str(root)))
