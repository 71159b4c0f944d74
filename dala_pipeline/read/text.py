"""DaLA from plain text: parse it with a spaCy pipeline for its language, write CoNLL-U.

``dala build --text PATH --parser spacy:NAME`` and ``dala parse`` share this
module. Text comes from ``.txt`` files (paragraphs separated by blank lines)
and ``.jsonl`` files (one JSON object per line, the text in ``text`` or
``--text-field``); a folder means every such file in it, in name order.
Whitespace runs inside a paragraph become single spaces, so that a
sentence's ``# text`` is exactly its tokens joined as CoNLL-U joins them.
Each sentence of the parsed Doc becomes one CoNLL-U sentence: FORM, LEMMA,
UPOS (``pos_``), XPOS (``tag_``), FEATS (``morph``), HEAD (1-based within
the sentence, 0 for the root), DEPREL (``dep_``, ``ROOT`` as ``root``) and
``SpaceAfter=No`` from ``whitespace_``; sent_ids are
``<file>-p<paragraph>-s<sentence>`` (for ``.jsonl`` the paragraph is
the line), ``<file>`` being the file's path from the folder that holds every
input, without its suffix unless two inputs differ only in it
(:func:`id_prefixes`). The CoNLL-U goes through the project's reader like
any other source, so ``dala build --text`` and ``dala parse`` + ``dala build
--data-dir`` give the same pairs.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from itertools import chain
from pathlib import Path, PurePosixPath

from corruptions.base import Annotation
from corruptions.language import Language
from dala_pipeline import ownership
from dala_pipeline.errors import DalaError, SourceError, quoted, shown
from dala_pipeline.file_checks import parse_json, unreadable
from dala_pipeline.read.conllu import FORBIDDEN, parse_sentence
from dala_pipeline.workers import in_workers

INSTALL_HINT = "pip install 'dala[spacy]'"


def model_hint(language: Language) -> str:
    """How to install a spaCy pipeline for ``language``."""
    return f"python -m spacy download {language.spacy_pipeline}"
TEXT_SUFFIXES = (".txt", ".jsonl")
#: What a spaCy pipeline assigns for each layer of annotation, and which component does it.
ASSIGNS = {
    Annotation.UPOS: ("token.pos", "a tagger or morphologizer (UPOS)"),
    Annotation.FEATS: ("token.morph", "a morphologizer (FEATS)"),
    Annotation.LEMMA: ("token.lemma", "a lemmatizer (LEMMA)"),
    Annotation.DEPREL: ("token.dep", "a parser (HEAD, DEPREL)"),
}
#: Every build reads sentences, whatever its rules read.
SENTENCES = ("token.is_sent_start", "a parser or sentence recognizer (sentences)")


@dataclass(frozen=True)
class Paragraph:
    """One paragraph of input: where it comes from (its number in the file
    and the line it starts on) and its text."""

    path: Path
    number: int
    text: str
    line: int


def is_text_file(path: Path) -> bool:
    """Whether the name ends in ``.txt`` or ``.jsonl``, in any case (``B.TXT``, ``d.JSONL``)."""
    return path.suffix.lower() in TEXT_SUFFIXES


def left_out(paths: Sequence[str | Path]) -> list[Path]:
    """The entries of the folders among ``paths`` that :func:`text_files` does not read (sorted)."""
    return sorted(p for given in map(Path, paths) if given.is_dir() for p in given.iterdir() if not is_text_file(p))


def text_files(paths: Sequence[str | Path]) -> list[Path]:
    """The ``.txt`` and ``.jsonl`` files named, a folder meaning all of them in it (sorted; the suffix
    in any case); one that cannot be read (a dangling symbolic link, a folder) is an error."""
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if is_text_file(p))
            if not found:
                raise SourceError(path, None, "the folder has no .txt or .jsonl files")
            for file in found:
                problem = unreadable(file)
                if problem is not None:
                    raise SourceError(file, None, problem)
            files.extend(found)
        elif path.is_file():
            if not is_text_file(path):
                raise SourceError(path, None, "not a .txt or .jsonl file")
            files.append(path)
        else:
            raise SourceError(path, None, "no such file or folder")
    return files


def input_names(files: Sequence[Path]) -> list[str]:
    """Each input file's path from the folder that holds them all (``2023/news.txt``): how the report
    names it, distinct for distinct files; a file given twice is refused."""
    absolute = [Path(os.path.abspath(path)) for path in files]
    if not absolute:
        return []
    root = Path(os.path.commonpath([path.parent for path in absolute]))
    names = [path.relative_to(root).as_posix() for path in absolute]
    seen: dict[str, Path] = {}
    for name, path in zip(names, files):
        if name in seen:
            raise SourceError(path, None, f"given twice (also as {shown(str(seen[name]))}): name each file once")
        seen[name] = path
    return names


def id_prefixes(files: Sequence[Path]) -> list[str]:
    """What each file's sentence ids start with: its :func:`input_names` name without the suffix
    (``2023/news``), with it where two files differ only in the suffix (``news.txt``, ``news.jsonl``)."""
    names = input_names(files)
    stems = [str(PurePosixPath(name).with_suffix("")) for name in names]
    counts = Counter(stems)
    prefixes = [stem if counts[stem] == 1 else name for stem, name in zip(stems, names)]
    return prefixes if len(set(prefixes)) == len(prefixes) else names  # n.txt, n.jsonl and n.txt.jsonl


def paragraphs(files: Iterable[Path], text_field: str = "text") -> Iterator[Paragraph]:
    """Every non-empty paragraph of the files, whitespace runs as single spaces.

    Any whitespace separates words, the line and paragraph separators
    U+2028 and U+2029 too; a control character that is not whitespace (NUL,
    ESC) or a lone surrogate is an error naming its line.
    """
    for path in files:
        try:
            content = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError as err:
            raise SourceError(path, None, f"invalid UTF-8 at byte {err.start}") from None
        except OSError as err:
            raise SourceError(path, None, f"cannot read: {err.strerror}") from None
        if path.suffix.lower() == ".jsonl":
            yield from _jsonl(path, content, text_field)
            continue
        number, line = 0, 1
        for block in content.replace("\r\n", "\n").split("\n\n"):
            text = " ".join(block.split())
            if text:
                number += 1
                _check_characters(path, line, block)
                yield Paragraph(path, number, text, line + block[:len(block) - len(block.lstrip())].count("\n"))
            line += block.count("\n") + 2


def _jsonl(path: Path, content: str, text_field: str) -> Iterator[Paragraph]:
    # JSON lines end at \n alone: U+2028 and other separators may stand raw inside a string
    for number, line in enumerate(content.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = parse_json(line)
        except ValueError as err:
            raise SourceError(path, number, f"not a JSON object: {err}") from None
        if not isinstance(record, dict) or text_field not in record:
            raise SourceError(path, number, f"no field {quoted(text_field)} (choose another with --text-field)")
        if not isinstance(record[text_field], str):
            raise SourceError(path, number, f"field {quoted(text_field)} is not a string")
        _check_characters(path, number, record[text_field].replace("\n", " "))
        text = " ".join(record[text_field].split())
        if text:
            yield Paragraph(path, number, text, number)


def _check_characters(path: Path, line: int, text: str) -> None:
    """Refuse a control character that is not whitespace, or a lone surrogate, naming its line
    (``text`` starts on ``line``)."""
    found = next((m for m in FORBIDDEN.finditer(text) if not m.group().isspace()), None)
    if found is not None:
        line += text.count("\n", 0, found.start())
        raise SourceError(path, line, f"the text contains U+{ord(found.group()):04X}, a control character "
                                      "(only whitespace is allowed between words)")


def load_parser(spec: str, needs: Mapping[Annotation, Sequence[str]], language: Language):
    """The spaCy pipeline of ``spacy:NAME_OR_PATH``, checked to assign the
    sentences and every layer of annotation in ``needs`` that something reads
    (``needs[layer]``: what reads it, as :meth:`BuildSettings.annotation_needs` says)."""
    kind, _, name = spec.partition(":")
    if kind != "spacy" or not name:
        raise DalaError(f"--parser {shown(spec)}: expected spacy:NAME_OR_PATH (e.g. spacy:{language.spacy_pipeline})")
    try:
        import spacy
    except ImportError:
        raise DalaError(f"--text and `dala parse` need spaCy: {INSTALL_HINT}, then a {language.name} pipeline: "
                        f"{model_hint(language)}") from None
    try:
        nlp = spacy.load(name)
    except OSError as err:
        raise DalaError(f"--parser {shown(spec)}: no spaCy pipeline {shown(name)} ({_one_line(err)}); install one, "
                        f"e.g. {model_hint(language)}, or give the path of a saved pipeline") from None
    except (ValueError, ImportError) as err:  # a broken config.cfg, meta.json or model file
        raise DalaError(f"--parser {shown(spec)}: the spaCy pipeline {shown(name)} cannot be loaded: "
                        f"{_one_line(err)}") from None
    if nlp.lang != language.code:
        raise DalaError(f"--parser {shown(spec)}: a pipeline for {shown(str(nlp.lang))}, not for --language "
                        f"{language.code} ({language.name}); e.g. {model_hint(language)}")
    assigned = {attr for pipe in nlp.pipe_names for attr in nlp.get_pipe_meta(pipe).assigns}
    lacking = [f"{ASSIGNS[layer][1]}, read by {', '.join(readers)}"
               for layer, readers in needs.items() if readers and ASSIGNS[layer][0] not in assigned]
    if SENTENCES[0] not in assigned:
        lacking.insert(0, SENTENCES[1])
    if lacking:
        raise DalaError(f"--parser {shown(spec)}: the pipeline ({', '.join(nlp.pipe_names) or 'no components'}) "
                        f"lacks {'; '.join(lacking)}")
    return nlp


def _one_line(err: Exception) -> str:
    """An exception's message on one line, escaped and cut as messages quote input."""
    return shown(" ".join(str(err).split()) or type(err).__name__)


def provenance(nlp, spec: str) -> dict:
    """What the report and the card say of the parser."""
    import spacy

    meta = nlp.meta
    return {"parser": spec, "pipeline": f"{meta.get('lang', '')}_{meta.get('name', '')}",
            "version": meta.get("version"), "spacy": spacy.__version__, "annotation": "predicted"}


def conllu_block(sent_id: str, span) -> str:
    """One CoNLL-U sentence from a spaCy sentence span."""
    tokens = [t for t in span if not t.is_space]
    index = {t.i: n for n, t in enumerate(tokens, start=1)}
    lines = [f"# sent_id = {sent_id}"]
    text = "".join(t.text + (" " if (t.whitespace_ and n < len(tokens)) else "")
                   for n, t in enumerate(tokens, start=1))
    lines.append(f"# text = {text}")
    for n, token in enumerate(tokens, start=1):
        head = 0 if token.head.i == token.i or token.head.i not in index else index[token.head.i]
        deprel = "root" if head == 0 else (token.dep_ or "dep")
        misc = "_" if token.whitespace_ or n == len(tokens) else "SpaceAfter=No"
        lines.append("\t".join([str(n), token.text, token.lemma_ or "_", token.pos_ or "X", token.tag_ or "_",
                                str(token.morph) or "_", str(head), deprel, "_", misc]))
    return "\n".join(lines) + "\n\n"


def parse_to_conllu(files: Sequence[Path], text_field: str, nlp, target: Path, num_proc: int = 1,
                    progress: bool = True) -> int:
    """Parse every paragraph and write the sentences to ``target``; return how many.

    With ``num_proc`` > 1 the paragraphs are parsed in batches by worker processes
    (:func:`dala_pipeline.workers.in_workers`, each with its copy of the pipeline), not by spaCy's own
    ``n_process``: those workers outlive their parent when it is killed, and a SIGTERM or Ctrl-C of
    the parent waits for ever on them. Here the parent stops its workers on any way out, and a worker
    whose parent is gone exits. The sentences are the same with any number of processes."""
    from tqdm import tqdm

    items = list(paragraphs(files, text_field))
    if not items:
        raise SourceError(", ".join(str(f) for f in files), None, "no text: every file is empty")
    for paragraph in items:
        if len(paragraph.text) > nlp.max_length:
            raise SourceError(paragraph.path, paragraph.line,
                              f"a paragraph of {len(paragraph.text):,} characters, more than the pipeline takes "
                              f"({nlp.max_length:,}, its max_length); separate paragraphs with a blank line")
    prefixes = dict(zip(files, id_prefixes(files)))
    jobs = [[(p.text, f"{prefixes[p.path]}-p{p.number}") for p in items[i:i + BATCH]]
            for i in range(0, len(items), BATCH)]
    count = 0
    # the file replaces target only when every sentence is written, and only where dala parse wrote it before
    with ownership.writing(target, "dala parse", "-o") as sink, \
            tqdm(unit="sentence", desc=f"Parsing {len(items)} paragraphs", disable=not progress) as bar, \
            closing(in_workers(_parse_batch, jobs, num_proc, _use_pipeline, (nlp,))
                    if num_proc > 1 and len(jobs) > 1 else (_parsed(nlp, job) for job in jobs)) as batches:
        for paragraph, found in zip(items, chain.from_iterable(batches)):
            for number, block in found:
                _reads_back(block, paragraph, number)
                sink.write(block)
                count += 1
                bar.update(1)
    return count


#: Paragraphs per batch of ``nlp.pipe`` (and per task of a worker).
BATCH = 64


def _parsed(nlp, job: Sequence[tuple[str, str]]) -> list[list[tuple[int, str]]]:
    """Per paragraph of ``job`` (its text and its sent_id prefix), the CoNLL-U of each sentence with its
    number in the paragraph."""
    found = []
    for doc, (_, prefix) in zip(nlp.pipe((text for text, _ in job), batch_size=BATCH), job):
        found.append([(number, conllu_block(f"{prefix}-s{number}", sentence))
                      for number, sentence in enumerate(doc.sents, start=1)
                      if any(not t.is_space for t in sentence)])
    return found


def _use_pipeline(nlp) -> None:
    """A worker's initializer: the pipeline it parses with (forked: the parent's, shared until written)."""
    _WORKER_PIPELINE.append(nlp)


#: The pipeline of a worker process, set by :func:`_use_pipeline` when it starts; empty in the parent.
_WORKER_PIPELINE: list = []


def _parse_batch(job: Sequence[tuple[str, str]]) -> list[list[tuple[int, str]]]:
    """In a worker: :func:`_parsed` with the worker's pipeline."""
    return _parsed(_WORKER_PIPELINE[-1], job)


def _reads_back(block: str, paragraph: Paragraph, number: int) -> None:
    """What the pipeline made of a sentence must read back as one, or the paragraph is named."""
    try:
        parse_sentence(block, str(paragraph.path))
    except SourceError as err:
        raise SourceError(paragraph.path, paragraph.line,
                          f"sentence {number} of this paragraph, as the pipeline parsed it, is not valid CoNLL-U: "
                          f"{err.problem}") from None


def parsed_source(paths: Sequence[str | Path], text_field: str, spec: str, cache: Path,
                  needs: Mapping[Annotation, Sequence[str]], language: Language,
                  num_proc: int = 1) -> tuple[Path, dict]:
    """The CoNLL-U of the texts (parsed once, kept in ``cache`` by content) and the parser's provenance."""
    files = text_files(paths)
    nlp = load_parser(spec, needs, language)
    about = provenance(nlp, spec)
    digest = hashlib.sha256(json.dumps({"about": about, "field": text_field}, sort_keys=True).encode())
    for name, path in zip(input_names(files), files):  # the names give the sentence ids
        digest.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    folder = cache / f"parsed-{digest.hexdigest()[:20]}"
    target = folder / "text.conllu"
    if not target.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        parse_to_conllu(files, text_field, nlp, target, num_proc)
    return target, about
