"""What a language declares: the one object the engine reads to build a dataset in it.

A language is a folder under ``corruptions/`` (``corruptions/da/``) whose
``__init__`` defines ``LANGUAGE``, a :class:`Language`: its rules, its
dictionary, its sources (bundled, and a pinned release to download), the
checks of its sentences and the text of its card. The engine (reading,
filters, assignment, splits, the gate, writing, review and evaluation)
asks this object and names no language itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

from .base import Annotation, Corruption
from .lexicon import Lexicon
from .sentence import Sentence, Token

#: The harness task prefix of a language: ``dala``, or a language code before it (``nb_dala``).
TASK_PREFIX = "(?:[a-z]{2,3}_)?dala"


class SourceCheck(NamedTuple):
    """A detector of an error no rule makes: the token it finds (or None), and what it means (Markdown).
    A check of ``spelling`` against the language's dictionary is tripped by a word of another language
    too: the engine's check for a sentence in another language runs before it, and names such a
    sentence."""

    find: Callable[[Sentence], Token | None]
    meaning: str
    spelling: bool = False


def spelling_check(find: Callable[[Sentence], Token | None], meaning: str) -> SourceCheck:
    """A :class:`SourceCheck` of spelling."""
    return SourceCheck(find, meaning, spelling=True)


class SentenceCheck(NamedTuple):
    """A check that a sentence is whole: whether it fails, and what failing means. It applies with
    ``--sentence-checks`` (on for ``--text``); one that holds on a treebank's own sentences too
    (``every_source``: blind review found what it drops there to be fragments) applies to every
    source unless ``--no-sentence-checks``."""

    fails: Callable[[Sentence], bool]
    meaning: str
    every_source: bool = False


@dataclass(frozen=True)
class AdverbControl:
    """A harmless change for the controls of a blind review: a sentence adverb removed where the
    clause's sentence adverb stands, right after a finite auxiliary (or after it and its subject
    pronoun), with a word following; never in a sentence with a correlation whose second half the
    adverb is (``not only ..., but also``).

        good: Hun er også i byen.          -> Hun er i byen.
        bad:  Han er ikke kun sød, men er også klog. -> …, men er klog.
    """

    #: Finite forms of the auxiliaries and modal verbs.
    finite: tuple[str, ...]
    subjects: tuple[str, ...]
    #: The adverbs a control removes.
    adverbs: tuple[str, ...]
    #: The openings of correlations (``ikke kun``): no removal anywhere in a sentence with one.
    correlatives: tuple[str, ...]

    def change(self, text: str) -> dict | None:
        """The removal as an edit (``start``, ``end``, ``original``, ``replacement``), or None."""
        correlative = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, self.correlatives)) + r")(?!\w)",
                                 re.IGNORECASE)
        if correlative.search(text):
            return None
        nexus = re.compile(
            r"(?<!\w)(?:" + "|".join(w for f in self.finite for w in (f, f.capitalize())) + r")"
            r"(?: (?:" + "|".join(self.subjects) + r"))?"
            r"(?P<adverb> (?:" + "|".join(self.adverbs) + r"))(?= \w)")
        found = nexus.search(text)
        if found is None:
            return None
        start, end = found.span("adverb")
        return {"start": start, "end": end, "original": text[start:end], "replacement": ""}


@dataclass(frozen=True)
class RemoteFile:
    """A file of a pinned release: its git blob SHA-1 and how many bytes it may have."""

    name: str
    git_sha1: str
    max_bytes: int


@dataclass(frozen=True)
class About:
    """What a source is, for the card and the builder's ``DatasetInfo``."""

    name: str
    licence: str
    citation: str
    homepage: str

    def as_dict(self) -> dict[str, str | None]:
        return {"name": self.name, "licence": self.licence, "citation": self.citation, "homepage": self.homepage}


@dataclass(frozen=True)
class Release:
    """The language's treebank release that ``--source ud`` downloads, verified file by file."""

    #: The source's other name on the command line (``ud-ddt``), besides ``ud``.
    alias: str
    treebank: str
    tag: str
    base_url: str
    files: tuple[RemoteFile, ...]
    about: About


@dataclass(frozen=True)
class UDTreebank:
    """A language's Universal Dependencies treebank: its dev and test files bundled in a folder of the
    language's ``data/``, and its pinned release on GitHub, which ``--source ud`` downloads and verifies.
    The folder holds what is data about them: ``release.tsv``, the release's files (``name<TAB>git blob
    SHA-1<TAB>most bytes``, ``#`` comments saying how the bound was set), and ``citation.bib``."""

    #: The package that declares the treebank (the language's), whose ``data/`` has the folder.
    package: str
    #: The treebank's name (``UD Danish-DDT``); its repository under UniversalDependencies on GitHub is
    #: the name with ``_`` for the space.
    name: str
    tag: str
    #: The source's other name on the command line (``ud-ddt``), besides ``ud``.
    alias: str
    #: The folder of ``data/`` with the bundled dev and test files.
    folder: str
    homepage: str
    licence: str = "CC BY-SA 4.0"

    def _read(self, name: str) -> str:
        folder = resources.files(self.package).joinpath("data").joinpath(self.folder)
        return folder.joinpath(name).read_text(encoding="utf-8")

    @cached_property
    def citation(self) -> str:
        """How to cite the treebank (BibTeX), as the folder's ``citation.bib`` gives it."""
        return self._read("citation.bib")

    @cached_property
    def release(self) -> Release:
        repository = self.name.replace(" ", "_")
        files = remote_files(self._read("release.tsv"), f"{self.folder}/release.tsv")
        return Release(alias=self.alias, treebank=self.name, tag=self.tag,
                       base_url=f"https://raw.githubusercontent.com/UniversalDependencies/{repository}/{self.tag}/",
                       files=files, about=About(f"{self.name} {self.tag}", self.licence, self.citation, self.homepage))

    @cached_property
    def bundled_about(self) -> About:
        return About(f"{self.name} {self.tag} (dev and test)", self.licence, self.citation, self.homepage)


def remote_files(text: str, name: str) -> tuple[RemoteFile, ...]:
    """The rows of a ``release.tsv`` (``name<TAB>git blob SHA-1<TAB>most bytes``, ``#`` comments); a bad
    row raises ValueError naming the file and line (the file is package data: a bad row is a bug)."""
    files = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or not re.fullmatch("[0-9a-f]{40}", fields[1]) or not fields[2].isdigit():
            raise ValueError(f"{name}:{number}: expected 'name<TAB>git blob SHA-1<TAB>most bytes', got {line!r}")
        files.append(RemoteFile(fields[0], fields[1], int(fields[2])))
    return tuple(files)


@dataclass(frozen=True)
class Card:
    """The language's words in the dataset card and the harness files."""

    #: The card's title and ``pretty_name``.
    pretty_name: str
    #: A few of the error types, for one-line descriptions (``en/et, nogle/nogen, ...``).
    examples: str
    #: The prefix of the harness task names (``dala``: the group ``dala``, tasks ``dala_<type>``), unique
    #: per language so that the tasks of two languages can be installed side by side.
    task_prefix: str
    #: The column heading of the rules' :attr:`~corruptions.base.Corruption.error_class`, or None.
    error_taxonomy: str | None = None
    #: A published distribution of those error classes, a file of the language's ``data/`` (TSV
    #: ``class<TAB>count``, ``#`` comment lines naming the source): the card sets the build's class
    #: shares beside it, and ``--reference-mix`` draws the ``pairs`` config in its proportions.
    reference_classes: str | None = None
    #: What the card calls that distribution (``NoCoLA (dev+test)``).
    reference_name: str | None = None


@dataclass(frozen=True, eq=False)
class Language:
    """Everything a build in one language needs, declared once in the language's folder."""

    #: ISO 639-1 code, as in the card's metadata (``da``, ``nb``).
    code: str
    #: The language's English name (``Danish``).
    name: str
    #: The folder's package (``corruptions.da``), which holds ``data/``.
    package: str
    rules: tuple[Corruption, ...]
    #: The one shared dictionary (loaded on first use) and what the report calls it.
    lexicon: Callable[[], Lexicon]
    dictionary_name: str
    #: The bundled source and the release ``--source ud`` downloads.
    treebank: UDTreebank
    card: Card
    #: Detectors of errors no rule makes, by filter reason, in the order they are tried.
    source_checks: Mapping[str, SourceCheck] = field(default_factory=lambda: MappingProxyType({}))
    #: The language's checks of whole sentences, by filter reason, after the capital and final mark.
    sentence_checks: Mapping[str, SentenceCheck] = field(default_factory=lambda: MappingProxyType({}))
    #: The bundled source's exclusion list in ``data/`` (``sent_id<TAB>reason``), if it has one.
    exclusions_file: str | None = None
    #: The stored blind review of the bundled build in ``data/`` (``benchmarks/label_noise.py`` writes it):
    #: the label noise and precision the card of a build from the bundled source states.
    review_file: str | None = None
    #: A spaCy pipeline for ``--text`` and ``dala parse``, as the install hint names it.
    spacy_pipeline: str = ""
    #: The language's harmless change for review controls, besides a number changed by one.
    control: AdverbControl | None = None
    #: The folder of ``data/`` that holds the word lists of the engine's whole-sentence stage
    #: (``dala_pipeline/filter/whole/words.py`` names the files: subordinators, relative and question words,
    #: the words that show a main clause, ...), or None: the stage does not apply.
    clause_words: str | None = None
    #: The largest share of a build's sampled originals that may hold a word the dictionary does not know:
    #: above it, the source is taken to be in another language and the build is refused (real text has
    #: a share of about a tenth; text in a neighbouring language, most of its sentences).
    other_language_share: float = 0.5

    def __post_init__(self):
        if not re.fullmatch(TASK_PREFIX, self.card.task_prefix):
            raise RuntimeError(f"{self.code}: the task prefix must be `dala` or `<code>_dala`")
        names = [rule.name for rule in self.rules]
        if len(set(names)) != len(names):
            raise RuntimeError(f"{self.code}: two rules share a name")
        for rule in self.rules:
            if not isinstance(getattr(rule, "reads", None), frozenset):
                raise RuntimeError(f"{type(rule).__name__} must declare the annotation it reads: "
                                   "reads = frozenset({...})")

    @property
    def bundled_folder(self) -> str:
        """The folder of ``data/`` with the bundled CoNLL-U."""
        return self.treebank.folder

    @property
    def bundled_about(self) -> About:
        return self.treebank.bundled_about

    @property
    def release(self) -> Release:
        return self.treebank.release

    def get(self, name: str) -> Corruption:
        for rule in self.rules:
            if rule.name == name:
                return rule
        raise KeyError(f"unknown corruption {name!r} for {self.code}; known: {', '.join(sorted(self.names()))}")

    def names(self) -> tuple[str, ...]:
        return tuple(rule.name for rule in self.rules)

    def default_names(self) -> tuple[str, ...]:
        """The rules on by default: the language's own and the basic fallback."""
        return tuple(rule.name for rule in self.rules if rule.enabled_by_default)

    def needs(self, names: tuple[str, ...] | list[str]) -> dict[Annotation, list[str]]:
        """For each layer of annotation, the rules among ``names`` that read it."""
        return {layer: [name for name in names if layer in self.get(name).reads] for layer in Annotation}

    def data_path(self, *parts: str) -> Path:
        """A path in the folder's ``data/``."""
        return Path(str(resources.files(self.package).joinpath("data", *parts)))

    def data_name(self, name: str) -> str:
        """A file of the folder's ``data/`` as the repository names it (``corruptions/nb/data/review.json``)."""
        return "/".join((*self.package.split("."), "data", name))

    def read_data(self, name: str) -> str:
        """A UTF-8 text file of the folder's ``data/``."""
        return self.data_path(name).read_text(encoding="utf-8")
