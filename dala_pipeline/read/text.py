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
the line), ``<file>`` the file's path below the folder of every input
(:func:`id_prefixes`). The CoNLL-U goes through the project's reader like any other
source, so ``dala build --text`` and ``dala parse`` + ``dala build
--data-dir`` give the same pairs.
"""

from __future__ import annotations

import dataclasses
import glob
import gzip
import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from itertools import chain, islice
from pathlib import Path, PurePosixPath

from corruptions.base import Annotation
from corruptions.language import Language
from dala_pipeline import ownership
from dala_pipeline.errors import DalaError, SourceError, quoted, shown
from dala_pipeline.file_checks import parse_json
from dala_pipeline.read.conllu import FORBIDDEN, parse_sentence
from dala_pipeline.read.files import unreadable
from dala_pipeline.workers import in_workers

INSTALL_HINT = "pip install 'dala[spacy]'"


def model_hint(language: Language) -> str:
    """How to install a spaCy pipeline for ``language``."""
    return f"python -m spacy download {language.spacy_pipeline}"
TEXT_SUFFIXES = (".txt", ".jsonl")
#: A text file may be gzipped: ``avis.jsonl.gz``.
GZIP = ".gz"
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


def text_kind(path: Path) -> str | None:
    """``.txt`` or ``.jsonl`` for a text file (also gzipped: ``avis.jsonl.gz``), the suffix in any case
    (``B.TXT``, ``d.JSONL``), else None."""
    suffix = Path(_without_gzip(path.name)).suffix.lower()
    return suffix if suffix in TEXT_SUFFIXES else None


def _without_gzip(name: str) -> str:
    return name[:-len(GZIP)] if name.lower().endswith(GZIP) else name


def left_out(paths: Sequence[str | Path]) -> list[Path]:
    """The entries of the folders among ``paths`` that :func:`text_files` does not read (sorted)."""
    return sorted(p for given in map(Path, paths) if given.is_dir() for p in given.iterdir()
                  if not text_kind(p) or p.is_dir())


def text_files(paths: Sequence[str | Path]) -> list[Path]:
    """The ``.txt`` and ``.jsonl`` files (also gzipped) named, a folder meaning all of them in it and a
    glob (``corpus/*.jsonl.gz``) the files it matches (sorted); one that cannot be read (a dangling
    symbolic link, a folder) is an error."""
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir() or (not path.exists() and glob.has_magic(str(given))):
            entries = path.iterdir() if path.is_dir() else map(Path, glob.glob(str(given)))
            found = sorted(p for p in entries if text_kind(p) and not p.is_dir())
            if not found:
                raise SourceError(path, None, "no .txt or .jsonl files (also gzipped) there" if not path.is_dir()
                                  else "the folder has no .txt or .jsonl files")
            for file in found:
                problem = unreadable(file)
                if problem is not None:
                    raise SourceError(file, None, problem)
            files.extend(found)
        elif path.is_file():
            if text_kind(path) is None:
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
    """What each file's sentence ids start with: its :func:`input_names` name without the text suffixes
    (``2023/news``), with them where two files differ only in those (``news.txt``, ``news.jsonl``)."""
    names = input_names(files)
    stems = [str(PurePosixPath(_without_gzip(name)).with_suffix("")) for name in names]
    counts = Counter(stems)
    prefixes = [stem if counts[stem] == 1 else name for stem, name in zip(stems, names)]
    return prefixes if len(set(prefixes)) == len(prefixes) else names  # n.txt, n.jsonl and n.txt.jsonl


def paragraphs(files: Iterable[Path], text_field: str = "text",
               skipped: list[SourceError] | None = None) -> Iterator[Paragraph]:
    """Every non-empty paragraph of the files, whitespace runs as single spaces.

    Any whitespace separates words, the line and paragraph separators
    U+2028 and U+2029 too; a control character that is not whitespace (NUL,
    ESC, U+0096) or a lone surrogate is an error naming its line. Without
    ``skipped`` the first error is raised; with a list, each is appended
    there and its record (a paragraph, a JSON line; what is left of a file
    that cannot be read) is left out.
    """
    for path in files:
        for item in file_paragraphs(path, text_field):
            if isinstance(item, SourceError):
                if skipped is None:
                    raise item
                skipped.append(item)
            else:
                yield item


def file_paragraphs(path: Path, text_field: str = "text") -> Iterator[Paragraph | SourceError]:
    """The paragraphs of one file in order, a bad record's problem in its place (a file that cannot
    be read ends with its problem). The file is read a line at a time: memory holds a paragraph."""
    lines = _decoded_lines(path)
    yield from (_jsonl(path, lines, text_field) if text_kind(path) == ".jsonl" else _txt(path, lines))


#: The longest line, and the longest paragraph of a ``.txt`` file, read: far more than a pipeline parses
#: at once (spaCy's max_length is a million characters), so a longer one is refused as it is read, and
#: what is left of it skipped, without holding it.
TEXT_LIMIT = 32 << 20


def _too_large(path: Path, line: int, what: str) -> SourceError:
    return SourceError(path, line, f"{what} of more than {TEXT_LIMIT >> 20} MiB, more than a pipeline parses at "
                                   "once; separate paragraphs with a blank line")


def _decoded_lines(path: Path) -> Iterator[tuple[int, str | SourceError]]:
    """(line number, text without its line end) of each line; a line that is not UTF-8, or longer than
    :data:`TEXT_LIMIT`, has its problem in place of the text, and a file that cannot be read ends with
    (0, its problem)."""
    number = 0
    try:
        with (gzip.open(path, "rb") if path.name.lower().endswith(GZIP) else path.open("rb")) as handle:
            while raw := handle.readline(TEXT_LIMIT + 1):
                number += 1
                if len(raw) > TEXT_LIMIT:  # no line end within the limit: skip the rest of the line
                    while raw and not raw.endswith(b"\n"):
                        raw = handle.readline(1 << 20)
                    yield number, _too_large(path, number, "a line")
                    continue
                if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                    raw = raw[3:]
                try:
                    yield number, raw.removesuffix(b"\n").decode("utf-8")
                except UnicodeDecodeError as err:
                    yield number, SourceError(path, number, f"invalid UTF-8 at byte {err.start} of the line")
    except OSError as err:  # gzip.BadGzipFile too
        yield 0, SourceError(path, number + 1 if number else None, f"cannot read: {err.strerror or err}")
    except EOFError:
        yield 0, SourceError(path, number + 1, "the gzip stream ends too soon (a truncated file?)")


def _txt(path: Path, lines: Iterator[tuple[int, str | SourceError]]) -> Iterator[Paragraph | SourceError]:
    """Paragraphs: the runs of lines between empty lines (a line of spaces does not end one),
    numbered from 1 in the file, a bad one counted too."""
    count = size = 0
    block: list[tuple[int, str | SourceError]] = []
    for number, text in chain(lines, [(-1, "")]):
        file_problem = number == 0
        if not file_problem and not (isinstance(text, str) and not text.removesuffix("\r")):
            size += len(text) if isinstance(text, str) else 0
            if size > TEXT_LIMIT:  # held no longer: the paragraph is refused at its first line
                first = block[0][0] if block else number
                block = [(first, _too_large(path, first, "a paragraph"))]
                continue
            block.append((number, text))
            continue
        size = 0
        record = _paragraph(path, block)
        block = []
        if record is not None:
            count += 1
            yield record if isinstance(record, SourceError) else dataclasses.replace(record, number=count)
        if file_problem:
            yield text  # type: ignore[misc]  # a SourceError when number is 0
            return


def _paragraph(path: Path, block: list[tuple[int, str | SourceError]]) -> Paragraph | SourceError | None:
    """The paragraph of a run of lines (numbered by the caller), what is wrong with it, or None
    when the lines hold only whitespace."""
    bad = next((text for _, text in block if isinstance(text, SourceError)), None)
    if bad is not None:
        return bad
    texts = [(number, text) for number, text in block if isinstance(text, str)]
    joined = "\n".join(text for _, text in texts)
    words = " ".join(joined.split())
    if not words:
        return None
    problem = _character_problem(path, texts[0][0], joined)
    return problem or Paragraph(path, 0, words, next(number for number, text in texts if text.strip()))


def _jsonl(path: Path, lines: Iterator[tuple[int, str | SourceError]],
           text_field: str) -> Iterator[Paragraph | SourceError]:
    # JSON lines end at \n alone: U+2028 and other separators may stand raw inside a string
    for number, line in lines:
        if isinstance(line, SourceError):
            yield line
            continue
        if not line.strip():
            continue
        try:
            record = parse_json(line, parse_int=str)  # only the text field is read: a number stays as written
        except ValueError as err:
            yield SourceError(path, number, f"not a JSON object: {err}")
            continue
        if not isinstance(record, dict) or text_field not in record:
            yield SourceError(path, number, f"no field {quoted(text_field)} (choose another with --text-field)")
            continue
        if not isinstance(record[text_field], str):
            yield SourceError(path, number, f"field {quoted(text_field)} is not a string")
            continue
        problem = _character_problem(path, number, record[text_field].replace("\n", " "))
        text = " ".join(record[text_field].split())
        if problem or text:
            yield problem or Paragraph(path, number, text, number)


def _character_problem(path: Path, line: int, text: str) -> SourceError | None:
    """A control character that is not whitespace, or a lone surrogate, located (``text`` starts
    on ``line``); None when there is none."""
    found = next((m for m in FORBIDDEN.finditer(text) if not m.group().isspace()), None)
    if found is None:
        return None
    line += text.count("\n", 0, found.start())
    return SourceError(path, line, f"the text contains U+{ord(found.group()):04X}, a control character "
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


#: Paragraphs per spaCy batch. Each file is batched from its first paragraph, whatever runs it,
#: so that the pipeline sees the same batches with either engine.
PARSE_BATCH = 64


def parse_file(nlp, path: Path, prefix: str, text_field: str = "text",
               n_process: int = 1) -> Iterator[list[str] | SourceError]:
    """Each record of a file parsed: its sentences as CoNLL-U blocks (sent_ids starting ``prefix``), or
    what is wrong with it. The stage both engines run, a file at a time, a batch of paragraphs at a time:
    in this process the file is streamed; with ``n_process`` > 1 its batches go to worker processes
    (:func:`dala_pipeline.workers.in_workers`, each with its copy of the pipeline), not to spaCy's own
    ``n_process``, whose workers outlive a killed parent and make a SIGTERM or Ctrl-C wait for ever."""
    items = file_paragraphs(path, text_field)
    batches = iter(lambda: list(islice(items, PARSE_BATCH)), [])
    if n_process > 1:
        results = in_workers(_parse_in_worker, [(batch, prefix) for batch in batches], n_process,
                             _use_pipeline, (nlp,))
    else:
        results = (_parse_batch(nlp, batch, prefix) for batch in batches)
    with closing(results):
        for records in results:
            yield from records


def _parse_batch(nlp, batch: Sequence[Paragraph | SourceError], prefix: str) -> list[list[str] | SourceError]:
    """The records of a batch of paragraphs in order: a bad one's problem, or its sentences' blocks."""
    docs = nlp.pipe((item.text for item in batch if isinstance(item, Paragraph) and len(item.text) <= nlp.max_length),
                    batch_size=PARSE_BATCH)
    records: list[list[str] | SourceError] = []
    for item in batch:
        if isinstance(item, SourceError):
            records.append(item)
        elif len(item.text) > nlp.max_length:
            records.append(_too_long(item, nlp.max_length))
        else:
            records.append(_paragraph_blocks(item, next(docs), prefix))
    return records


def _use_pipeline(nlp) -> None:
    """A worker's initializer: the pipeline it parses with (forked: the parent's, shared until written)."""
    _WORKER_PIPELINE.append(nlp)


#: The pipeline of a worker process, set by :func:`_use_pipeline` when it starts; empty in the parent.
_WORKER_PIPELINE: list = []


def _parse_in_worker(job: tuple[list[Paragraph | SourceError], str]) -> list[list[str] | SourceError]:
    """In a worker: :func:`_parse_batch` with the worker's pipeline."""
    return _parse_batch(_WORKER_PIPELINE[-1], *job)


def _too_long(paragraph: Paragraph, max_length: int) -> SourceError:
    return SourceError(paragraph.path, paragraph.line,
                       f"a paragraph of {len(paragraph.text):,} characters, more than the pipeline takes "
                       f"({max_length:,}, its max_length); separate paragraphs with a blank line")


def _paragraph_blocks(paragraph: Paragraph, doc, prefix: str) -> list[str] | SourceError:
    """The CoNLL-U blocks of a parsed paragraph's sentences, or why one does not read back."""
    blocks = []
    for number, sentence in enumerate(doc.sents, start=1):
        if not any(not t.is_space for t in sentence):
            continue
        block = conllu_block(f"{prefix}-p{paragraph.number}-s{number}", sentence)
        try:
            parse_sentence(block, str(paragraph.path))
        except SourceError as err:
            return SourceError(paragraph.path, paragraph.line,
                               f"sentence {number} of this paragraph, as the pipeline parsed it, is not valid "
                               f"CoNLL-U: {err.problem}")
        blocks.append(block)
    return blocks


def parse_to_conllu(files: Sequence[Path], text_field: str, nlp, target: Path, num_proc: int = 1,
                    progress: bool = True, skipped: list[SourceError] | None = None,
                    parsed: Iterable[list[str] | SourceError] | None = None) -> int:
    """Parse every paragraph and write the sentences to ``target``; return how many.

    ``parsed``: the files' records as :func:`parse_file` gives them, in file order, from another
    engine (default: parsed here, in ``num_proc`` processes). The parent stops its workers on any way
    out, and a worker whose parent is gone exits; the sentences are the same with any number of
    processes. A bad record raises, or with a
    ``skipped`` list is appended there and left out.
    """
    from tqdm import tqdm

    empty = SourceError(", ".join(str(f) for f in files), None, "no text: every file is empty")
    if skipped is None:  # a bad record fails the command before any parsing: one pass of reading
        found = False
        for paragraph in paragraphs(files, text_field):
            found = True
            if len(paragraph.text) > nlp.max_length:
                raise _too_long(paragraph, nlp.max_length)
        if not found:
            raise empty
    if parsed is None:
        parsed = chain.from_iterable(parse_file(nlp, path, prefix, text_field, num_proc)
                                     for path, prefix in zip(files, id_prefixes(files)))
    count = records = 0
    # the file replaces target only when every sentence is written, and only where dala parse wrote it before
    with ownership.writing(target, "dala parse", "-o") as sink, \
            tqdm(unit="sentence", desc="Parsing", disable=not progress) as bar:
        for record in parsed:
            records += 1
            if isinstance(record, SourceError):
                if skipped is None:
                    raise record
                skipped.append(record)
                continue
            sink.write("".join(record))
            count += len(record)
            bar.update(len(record))
        if not records:
            raise empty
    return count


def parsed_source(paths: Sequence[str | Path], text_field: str, spec: str, cache: Path,
                  needs: Mapping[Annotation, Sequence[str]], language: Language,
                  num_proc: int = 1, skip_errors: bool = False,
                  engine=None) -> tuple[Path, dict, list[SourceError]]:
    """The CoNLL-U of the texts (parsed once, kept in ``cache`` by content), the parser's provenance
    and, with ``skip_errors``, the records left out. ``engine`` (default: this process) has
    ``parse(spec, files, text_field)``, the records of :func:`parse_file` in file order."""
    files = text_files(paths)
    nlp = load_parser(spec, needs, language)
    about = provenance(nlp, spec)
    digest = hashlib.sha256(json.dumps({"about": about, "field": text_field, "skip": skip_errors},
                                       sort_keys=True).encode())
    for name, path in zip(input_names(files), files):  # the names give the sentence ids
        content = hashlib.sha256()
        with path.open("rb") as handle:
            while block := handle.read(1 << 20):
                content.update(block)
        digest.update(name.encode() + b"\0" + content.digest())
    folder = cache / f"parsed-{digest.hexdigest()[:20]}"
    target, skipped_path = folder / "text.conllu", folder / "skipped.json"
    if not (target.is_file() and skipped_path.is_file()):
        folder.mkdir(parents=True, exist_ok=True)
        skipped: list[SourceError] | None = [] if skip_errors else None
        parse_to_conllu(files, text_field, nlp, target, num_proc, skipped=skipped,
                        parsed=None if engine is None else engine.parse(spec, files, id_prefixes(files), text_field))
        skipped_path.write_text(json.dumps([[e.path, e.line, e.problem] for e in skipped or ()]), encoding="utf-8")
    return target, about, [SourceError(*fields) for fields in json.loads(skipped_path.read_text(encoding="utf-8"))]
