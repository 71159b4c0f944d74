"""Where the CoNLL-U comes from (the bundled files, a folder, or UD downloads), and what the source is."""

from __future__ import annotations

import http.client
import os
import re
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import NamedTuple

from corruptions import registry
from corruptions.language import Language, RemoteFile
from dala_pipeline.errors import DalaError, DownloadError, SourceError
from dala_pipeline.file_checks import checksums, git_blob_sha1, parse_json
from dala_pipeline.read.files import unreadable
from dala_pipeline.settings import BUNDLED, DOWNLOAD_TIMEOUT, is_download, source_names

#: Progress means at least this many bytes per timeout window (a trickle is a stall).
MIN_PROGRESS_BYTES = 1024

_ALTERNATIVES = ("use --data-dir DIR with the CoNLL-U files, "
                 "or --source bundled for the dev+test portion shipped with DaLA")


def bundled_dir(language: Language | None = None) -> Path:
    """The folder of the language's bundled CoNLL-U (default: the default language's)."""
    language = language or registry.language()
    return language.data_path(language.bundled_folder)


def folder_files(folder: str | Path, skipped: list[SourceError] | None = None) -> list[Path]:
    """Every ``*.conllu`` in ``folder``, in name order.

    An entry that cannot be read as a file (a dangling symbolic link, a
    link loop, a folder, a FIFO, no permission) raises :class:`SourceError`;
    with a ``skipped`` list it is appended there and left out instead.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise SourceError(folder, None, "not a folder")
    entries = sorted(folder.glob("*.conllu"))
    if not entries:
        raise SourceError(folder, None, "the folder has no *.conllu files")
    files, problems = [], []
    for path in entries:
        problem = unreadable(path)
        if problem is None:
            files.append(path)
        else:
            problems.append(SourceError(path, None, problem))
    if problems and (skipped is None or not files):
        raise problems[0]
    if skipped is not None:
        skipped.extend(problems)
    return files


def bundled_files(language: Language | None = None) -> list[Path]:
    """The language's bundled CoNLL-U (default: the default language's), shipped as package data."""
    return folder_files(bundled_dir(language))


def describe(path: Path) -> dict[str, object]:
    """Name, size and checksums of a source file, for reports and infos."""
    size, sha256, git_sha1 = checksums(path)
    return {"name": path.name, "num_bytes": size, "sha256": sha256, "git_sha1": git_sha1}


def fetch(url: str, target: Path, max_bytes: int, timeout: float = DOWNLOAD_TIMEOUT) -> None:
    """Download ``url`` to ``target`` (through ``target.part``), bounded in time and size.

    Fails when a connection or read waits ``timeout`` seconds, when fewer
    than :data:`MIN_PROGRESS_BYTES` arrive in any ``timeout`` seconds, when
    the body grows past ``max_bytes`` (checked as it arrives) or when it
    ends before its Content-Length.
    """
    part = target.with_name(target.name + ".part")
    request = urllib.request.Request(url, headers={"User-Agent": "dala"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response, part.open("wb") as sink:
            length = response.headers.get("Content-Length")
            expected = int(length) if length and length.isdigit() else None
            if expected is not None and expected > max_bytes:
                raise DownloadError(f"{url}: the server announces {expected} bytes, more than the "
                                    f"{max_bytes} this file can have; {_ALTERNATIVES}")
            received, window_start, window_bytes = 0, time.monotonic(), 0
            while chunk := response.read1(1 << 16):
                received += len(chunk)
                window_bytes += len(chunk)
                if received > max_bytes:
                    raise DownloadError(f"{url}: more than {max_bytes} bytes, more than this file can have; "
                                        f"{_ALTERNATIVES}")
                sink.write(chunk)
                if time.monotonic() - window_start >= timeout:
                    if window_bytes < MIN_PROGRESS_BYTES:
                        raise DownloadError(f"{url}: stalled ({window_bytes} bytes in {timeout:g} s); "
                                            f"{_ALTERNATIVES}")
                    window_start, window_bytes = time.monotonic(), 0
            if expected is not None and received != expected:
                raise DownloadError(f"{url}: the download ended after {received} of {expected} bytes; "
                                    f"{_ALTERNATIVES}")
        os.replace(part, target)
    except urllib.error.HTTPError as err:
        raise DownloadError(f"{url}: the server answered {err.code} {err.reason}; {_ALTERNATIVES}") from None
    except (urllib.error.URLError, TimeoutError, http.client.HTTPException, OSError) as err:
        if isinstance(err, DownloadError):
            raise
        reason = getattr(err, "reason", None) or err
        raise DownloadError(f"{url}: {type(reason).__name__ if not str(reason) else reason} "
                            f"(timeout {timeout:g} s); {_ALTERNATIVES}") from None
    finally:
        part.unlink(missing_ok=True)


def download_verified(folder: Path, base_url: str, files: tuple[RemoteFile, ...],
                      timeout: float = DOWNLOAD_TIMEOUT, release: str = "the pinned release") -> list[Path]:
    """Download ``files`` from ``base_url`` into ``folder`` and check each
    against its git blob SHA-1; a file already there with that checksum is kept."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for remote in files:
        path = folder / remote.name
        if not (path.is_file() and git_blob_sha1(path) == remote.git_sha1):
            fetch(base_url + remote.name, path, remote.max_bytes, timeout)
            found = git_blob_sha1(path)
            if found != remote.git_sha1:
                path.unlink()
                raise DownloadError(
                    f"{base_url + remote.name} does not match {release}: "
                    f"git blob SHA-1 {found}, expected {remote.git_sha1}; {_ALTERNATIVES}"
                )
        paths.append(path)
    return paths


def resolve(source: str, data_dir: str | None, download_dir: Path, language: Language, base_url: str | None = None,
            timeout: float = DOWNLOAD_TIMEOUT, skipped: list[SourceError] | None = None) -> list[Path]:
    """The CoNLL-U files for a build: ``data_dir`` wins over ``source``; downloads of the language's
    release (from ``base_url``, by default its own) go to ``download_dir``; unreadable files in
    ``data_dir`` go to ``skipped`` as :func:`folder_files` says."""
    if data_dir:
        return folder_files(data_dir, skipped)
    if source == BUNDLED:
        return bundled_files(language)
    if is_download(source, language):
        release = language.release
        return download_verified(download_dir, base_url or release.base_url, release.files, timeout,
                                 f"{release.treebank} {release.tag}")
    raise SourceError(source, None, f"unknown source; choose one of {', '.join(source_names(language))}")


class BuildSource(NamedTuple):
    """What a build reads: the CoNLL-U files, the parser's provenance for
    ``--text``, the files (for ``--text``: the records) skipped as unreadable (``--on-error skip``) and,
    for ``--text``, the text files the CoNLL-U was parsed from (:func:`describe`d, named by their path
    from the folder that holds them all)."""

    files: list[Path]
    parser: dict | None
    unreadable: list[SourceError]
    inputs: list[dict] | None = None


def build_source(settings, download_dir: Path, parse_cache: Path, engine=None) -> BuildSource:
    """The CoNLL-U files of a build's settings, and the parser's provenance for ``--text``
    (parsed by ``engine``, default this process: see :func:`~dala_pipeline.read.text.parsed_source`)."""
    if settings.text:
        from dala_pipeline.read.text import input_names, parsed_source, text_files

        conllu, about, skipped_records = parsed_source(
            settings.text, settings.text_field, settings.parser or "", parse_cache, settings.annotation_needs(),
            settings.lang, settings.num_proc, settings.skip_errors, engine)
        texts = text_files(settings.text)
        inputs = [{**describe(path), "name": name} for name, path in zip(input_names(texts), texts)]
        return BuildSource([conllu], about, skipped_records, inputs)
    skipped: list[SourceError] | None = [] if settings.skip_errors else None
    files = resolve(settings.source, settings.data_dir, download_dir, settings.lang, settings.ud_base_url,
                    settings.download_timeout, skipped)
    return BuildSource(files, None, skipped or [])


#: The file beside a --data-dir or --text source that describes it.
SOURCE_META_NAME = "dala-source.json"
SOURCE_META_FIELDS = ("name", "licence", "citation", "homepage")
#: The largest dala-source.json read.
SOURCE_META_BYTES = 64 * 1024
_LIMITS = {"name": 200, "licence": 200, "homepage": 500, "citation": 20_000}
_HOMEPAGE = re.compile(r"https?://[^\s<>\"'`\\]+")
#: Licence identifiers the Hugging Face Hub knows, by their usual spelling.
_HUB_LICENCES = ("apache-2.0", "mit", "cc0-1.0", "cc-by-4.0", "cc-by-sa-4.0", "cc-by-nc-4.0", "cc-by-nc-sa-4.0",
                 "cc-by-nd-4.0", "cc-by-nc-nd-4.0", "cc-by-3.0", "cc-by-sa-3.0", "cc-by-2.0", "cc-by-sa-2.0",
                 "odc-by", "odbl", "pddl", "gpl-2.0", "gpl-3.0", "lgpl-3.0", "bsd-3-clause", "unlicense")


def hub_licence(licence: str | None) -> str:
    """The Hub's identifier for a licence (``CC BY-SA 4.0`` -> ``cc-by-sa-4.0``):
    ``unknown`` when none is given or it is ``unknown``, ``other`` when the Hub has no identifier for it."""
    if not licence:
        return "unknown"
    normal = re.sub(r"[\s_]+", "-", licence.strip().lower())
    return normal if normal in _HUB_LICENCES or normal == "unknown" else "other"


def _about_problem(field: str, value: object) -> str | None:
    """What is wrong with one field of a source description, or None."""
    if not isinstance(value, str):
        return "must be a text"
    if not value.strip():
        return "is empty"
    if len(value) > _LIMITS[field]:
        return f"is longer than {_LIMITS[field]} characters"
    if field == "citation":
        if any(not c.isprintable() and c not in "\n\t" for c in value):
            return "holds control characters (only line breaks and tabs are allowed)"
    elif not value.isprintable():
        return "must be one line of printable text"
    if field == "homepage" and not _HOMEPAGE.fullmatch(value):
        return "must be an http:// or https:// address without spaces or quotes"
    return None


def _meta_files(settings) -> list[Path]:
    """The dala-source.json files beside a --data-dir or --text source."""
    places = [Path(settings.data_dir)] if settings.data_dir else [
        Path(p) if Path(p).is_dir() else Path(p).parent for p in settings.text]
    found: dict[Path, Path] = {}
    for place in places:
        path = place / SOURCE_META_NAME
        if path.is_file():
            found.setdefault(path.resolve(), path)
    return list(found.values())


def _read_meta(path: Path) -> dict[str, str]:
    try:
        with path.open("rb") as handle:
            data = handle.read(SOURCE_META_BYTES + 1)
    except OSError as err:
        raise SourceError(path, None, f"cannot read it: {err.strerror or err}") from None
    if len(data) > SOURCE_META_BYTES:
        raise SourceError(path, None, f"larger than {SOURCE_META_BYTES // 1024} KiB")
    try:
        meta = parse_json(data.decode("utf-8-sig"))
    except ValueError as err:  # UnicodeDecodeError among them
        raise SourceError(path, None, f"not JSON: {err}") from None
    if not isinstance(meta, dict):
        raise SourceError(path, None, f"must be an object with {', '.join(SOURCE_META_FIELDS)}")
    unknown = sorted(set(meta) - set(SOURCE_META_FIELDS))
    if unknown:
        raise SourceError(path, None, f"unknown field {unknown[0]!r}; the fields are {', '.join(SOURCE_META_FIELDS)}")
    for field, value in meta.items():
        problem = _about_problem(field, value)
        if problem:
            raise SourceError(path, None, f"{field} {problem}")
    return meta


def source_about(settings) -> dict[str, str | None]:
    """Name, licence, citation and homepage of a build's source.

    The built-in sources describe themselves. A ``--data-dir`` or ``--text``
    source is described by a ``dala-source.json`` beside it (in the folder,
    or beside a file given to ``--text``) and by the ``--source-*`` options,
    which win field by field; what neither gives is None (the card then
    says plainly that the licence is unknown).
    """
    flags = {"name": settings.about_name, "licence": settings.about_licence,
             "citation": settings.about_citation, "homepage": settings.about_homepage}
    given = {field: value for field, value in flags.items() if value is not None}
    if not (settings.text or settings.data_dir):
        if given:
            raise DalaError(f"--source-{next(iter(given))} describes a --data-dir or --text source; "
                            f"the {settings.source} source describes itself")
        language = settings.lang
        return (language.bundled_about if settings.source == BUNDLED else language.release.about).as_dict()
    for field, value in given.items():
        problem = _about_problem(field, value)
        if problem:
            raise DalaError(f"--source-{field} {problem}")
    metas = [(path, _read_meta(path)) for path in _meta_files(settings)]
    about: dict[str, str | None] = dict.fromkeys(SOURCE_META_FIELDS)
    for field in SOURCE_META_FIELDS:
        if field in given:
            about[field] = given[field]
            continue
        for path, meta in metas:
            if meta.get(field) != metas[0][1].get(field):
                raise SourceError(path, None, f"{field} differs from {metas[0][0]}: give one {SOURCE_META_NAME} "
                                              f"or --source-{field}")
        about[field] = metas[0][1].get(field) if metas else None
    return about
