"""Errors already in a source sentence: the sentence is dropped, since its
original would be a ``correct`` row that is wrong.

Two kinds of detector, applied with the build setting ``source_detectors``
(on by default, for every source), both declared by the language:

* each of its rules that overrides
  :meth:`~corruptions.base.Corruption.error_in_source` recognises the error it
  makes (filter reason ``has_<rule name>``); a new rule brings its detector
  with it;
* its :attr:`~corruptions.language.Language.source_checks`, errors no rule
  makes (for Danish: misspelt non-words, doubled words, ...);

and, for every language, a sentence in another registered language (filter
reason ``other_language``: the other language's dictionary knows every word,
this one's does not know two or more; :mod:`~dala_pipeline.filter.dictionary`),
tried before the source checks of spelling, which a word of another language
trips as well; asked of every source but the language's own pinned release
(known by its checksums, as the exclusion list is): its treebank is its own, and
the other languages' dictionaries take seconds to load.

A language may also ship an exclusion list of its bundled source (filter
reason ``excluded``): sentences blind review found wrong that no detector
catches. It belongs to the files of the language's pinned release (the
bundled dev and test among them), known by their checksums, whatever the
flag that names them.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from types import MappingProxyType

from corruptions import registry
from corruptions.base import Corruption
from corruptions.language import Language
from corruptions.sentence import Sentence, Token
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.file_checks import NotRegular, read_regular
from dala_pipeline.filter.dictionary import OTHER_LANGUAGE, other_language_of

#: The filter reason of a bundled sentence on the exclusion list.
EXCLUDED = "excluded"


def detecting_rules(language: Language | None = None) -> tuple[Corruption, ...]:
    """The language's rules that declare a detector of their own error, in registry order."""
    return _detecting_rules(language or registry.language())


@cache
def _detecting_rules(language: Language) -> tuple[Corruption, ...]:
    """:func:`detecting_rules`, found once per language (a build asks per sentence)."""
    return tuple(rule for rule in language.rules if rule.detects_errors)


def reasons(language: Language | None = None) -> tuple[str, ...]:
    """Every filter reason of the language's detectors, in the order they are tried."""
    language = language or registry.language()
    checks = language.source_checks
    return (*(rule.source_reason for rule in detecting_rules(language)),
            *(reason for reason, check in checks.items() if not check.spelling), OTHER_LANGUAGE,
            *(reason for reason, check in checks.items() if check.spelling))


def describe(reason: str, language: Language | None = None) -> str:
    """What a detector's filter reason means, in a few words (Markdown), from its declaration."""
    language = language or registry.language()
    if reason == EXCLUDED:
        return "on the bundled source's exclusion list (blind review) or the list of `--exclude`"
    if reason == OTHER_LANGUAGE:
        return (f"in another language: another language's dictionary knows every word, the {language.name} "
                "one does not know two or more")
    for rule in detecting_rules(language):
        if reason == rule.source_reason:
            return f"already has the error `{rule.name}` makes"
    if reason not in language.source_checks:
        raise KeyError(f"no detector has the filter reason {reason!r}")
    return language.source_checks[reason].meaning


def source_error(sentence: Sentence, language: Language | None = None, other_languages: bool = True) -> str | None:
    """The reason of the first detector that finds an error in ``sentence``, or None; with
    ``other_languages`` off (a sentence of the language's own pinned release), no other language is asked."""
    language = language or registry.language()
    for rule in detecting_rules(language):
        if rule.error_in_source(sentence) is not None:
            return rule.source_reason
    checks = language.source_checks.items()
    for reason, check in checks:
        if not check.spelling and check.find(sentence) is not None:
            return reason
    # a word of another language trips a spelling check too: the sentence is named for its language
    if other_languages and other_language_of(sentence.text, language) is not None:
        return OTHER_LANGUAGE
    return next((reason for reason, check in checks if check.spelling and check.find(sentence) is not None), None)


def found(sentence: Sentence, language: Language | None = None) -> dict[str, Token]:
    """Every detector that finds an error in ``sentence``, with the token it points at."""
    language = language or registry.language()
    hits = {rule.source_reason: rule.error_in_source(sentence) for rule in detecting_rules(language)}
    hits.update({reason: check.find(sentence) for reason, check in language.source_checks.items()})
    return {reason: token for reason, token in hits.items() if token is not None}


# The curated exclusion list of the bundled source ----------------------------

def parse_exclusions(text: str, name: str) -> Mapping[str, str]:
    """``sent_id<TAB>reason`` lines (``#`` starts a comment) as sent_id -> reason; a malformed line is
    a :class:`DalaError` naming ``name`` and the line."""
    excluded: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("\t")]
        if len(fields) != 2 or not all(fields):
            raise DalaError(f"{name}:{number}: expected 'sent_id<TAB>reason', got {line!r}")
        if fields[0] in excluded:
            raise DalaError(f"{name}:{number}: {fields[0]!r} is listed twice")
        excluded[fields[0]] = fields[1]
    return MappingProxyType(excluded)


def is_listed(file: Mapping[str, object], language: Language) -> bool:
    """Whether the language's exclusion list covers a source file (as
    :func:`~dala_pipeline.read.sources.describe` gives it): a file of its pinned release, the bundled dev
    and test among them, known by its git blob SHA-1 whatever its name or the flag that gave it."""
    return language.exclusions_file is not None and \
        file.get("git_sha1") in {remote.git_sha1 for remote in language.release.files}


def exclusions_apply(files: Sequence[Mapping[str, object]], language: Language) -> bool:
    """Whether the exclusion list covers any of a build's source files."""
    return any(is_listed(file, language) for file in files)


def bundled_exclusions(language: Language | None = None) -> Mapping[str, str]:
    """The bundled source's sentences that blind review found wrong and no detector catches
    (the language's exclusion file, read each time it is asked for; its README says how the list was made)."""
    language = language or registry.language()
    if language.exclusions_file is None:
        return MappingProxyType({})
    return parse_exclusions(language.read_data(language.exclusions_file),
                            shown(str(language.data_path(language.exclusions_file))))


# The user's exclusion list (``dala build --exclude FILE``) --------------------

def excluded_texts(path: str) -> frozenset[str]:
    """The sentence texts of an ``--exclude`` file: one a line (UTF-8, a byte order mark at the start
    allowed, surrounding spaces ignored, blank lines skipped), as ``dala review score`` writes the
    originals judged wrong (none: an empty file). A file that cannot be read (a symbolic link loop among
    them), is no regular file, is too large, is no UTF-8 text or has a tab in a line is refused with one
    line. Read once per version of the file: a changed file is read again."""
    try:
        status = os.stat(path)  # before resolving: a link loop is an OSError here, not a RuntimeError there
        resolved = Path(path).resolve()
    except OSError as err:
        raise DalaError(f"--exclude {shown(str(path))}: {err.strerror or type(err).__name__}") from None
    return _excluded_texts(str(resolved), status.st_mtime_ns, status.st_size, status.st_ino, status.st_ctime_ns)


#: The largest ``--exclude`` file read.
EXCLUDE_LIMIT = 256 << 20


@lru_cache(maxsize=4)
def _excluded_texts(path: str, *version: int) -> frozenset[str]:
    try:
        data = read_regular(Path(path), EXCLUDE_LIMIT)
        if len(data) > EXCLUDE_LIMIT:
            raise DalaError(f"--exclude {shown(path)}: larger than {EXCLUDE_LIMIT >> 20} MiB")
        text = data.decode("utf-8-sig")  # Notepad's "UTF-8 with BOM" too
    except (OSError, UnicodeDecodeError, NotRegular) as err:
        problem = ("not UTF-8 text" if isinstance(err, UnicodeDecodeError) else str(err)
                   if isinstance(err, NotRegular) else (err.strerror or type(err).__name__))
        raise DalaError(f"--exclude {shown(path)}: {problem}") from None
    texts = []
    for number, line in enumerate(text.splitlines(), start=1):
        if "\t" in line:
            raise DalaError(f"--exclude {shown(path)}:{number}: a tab; give one sentence text a line")
        if line.strip():
            texts.append(line.strip())
    return frozenset(texts)


def excluded_digest(path: str) -> str:
    """A digest of the sentences an ``--exclude`` file lists, whatever their order (for the pool's key
    and the lock)."""
    return hashlib.sha256("\n".join(sorted(excluded_texts(path))).encode("utf-8")).hexdigest()
