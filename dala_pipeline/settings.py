"""The build settings: declared once, read by the CLI, the builder and the pool.

:class:`BuildSettings` is a frozen dataclass. Each field carries its
default and, in ``metadata``, its command-line flag and help and optionally
a check of its value (a number must be finite and in range; a bad value is
refused before any work); :func:`add_arguments` builds the ``argparse``
options from the fields and :meth:`BuildSettings.from_args` reads them
back, so a new setting is one field here plus the code that uses it.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from corruptions import registry
from corruptions.base import Annotation
from corruptions.language import Language
from dala_pipeline.errors import DalaError

#: The sources of ``--source``: the files that ship with DaLA, and the language's pinned treebank release,
#: downloaded and verified (each language also gives it a name of its own: ``ud-ddt``).
BUNDLED = "bundled"
UD = "ud"

#: Seconds a download may go without making progress (``--download-timeout``).
DOWNLOAD_TIMEOUT = 60.0


def is_download(source: str, language: Language) -> bool:
    """Whether ``source`` names the language's pinned release."""
    return source in (UD, language.release.alias)


def source_names(language: Language) -> tuple[str, ...]:
    """What ``--source`` accepts for ``language``."""
    return (BUNDLED, UD, language.release.alias)


DEFAULT_SEED = 4242
DEFAULT_MAX_JS = 0.01
#: Ray's smallest share of a resource (a CPU or GPU): a worker reserves none or at least this much.
SMALLEST_SHARE = 0.0001


class Affects(str, enum.Enum):
    """What a setting changes, declared with it: the cache key of the pool, the
    pool workers' arguments, the report and `dala corruptions` derive from it."""

    #: the pairs themselves: part of the pool's cache key and recorded in the report
    POOL = "pool"
    #: where and how the source is found and read; the pairs depend only on the files read
    READING = "reading"
    #: the gate, the card and the folder; the pool is the same
    PUBLISHING = "publishing"


class OnError(str, enum.Enum):
    """What a malformed source sentence does: stop the build, or be skipped and reported."""

    FAIL = "fail"
    SKIP = "skip"

    def __str__(self) -> str:
        return self.value


class Engine(str, enum.Enum):
    """What runs the read, filter and assign stages: this machine, or a Ray cluster (the same output)."""

    LOCAL = "local"
    RAY = "ray"

    def __str__(self) -> str:
        return self.value


def _option(default, flag: str, help: str, affects: Affects = Affects.POOL,
            check: Callable[[Any], str | None] | None = None, **argparse_kwargs):
    """A settings field with what it ``affects``, its command-line option
    (``argparse_kwargs`` as for ``add_argument``) and ``check``, which returns
    what is wrong with a value (None: nothing). A setting changes the pool
    unless declared otherwise."""
    metadata = {"cli": {"flag": flag, "help": help, **argparse_kwargs}, "affects": affects, "check": check}
    if callable(default):
        return field(default_factory=default, metadata=metadata)
    return field(default=default, metadata=metadata)


def _positive_seconds(value: float) -> str | None:
    return None if math.isfinite(value) and value > 0 else "expected a finite number of seconds above 0"


def _share(value: float) -> str | None:
    return None if math.isfinite(value) and 0 <= value <= 1 else "expected a finite number from 0 to 1"


def _positive(value: float) -> str | None:
    return None if math.isfinite(value) and value > 0 else "expected a finite number above 0"


def _cpu_share(value: float) -> str | None:
    return None if math.isfinite(value) and value >= SMALLEST_SHARE else \
        f"expected a finite number of at least {SMALLEST_SHARE} (the smallest share Ray reserves)"


def _gpu_share(value: float) -> str | None:
    return None if math.isfinite(value) and (value == 0 or value >= SMALLEST_SHARE) else \
        f"expected 0 or a finite number of at least {SMALLEST_SHARE} (the smallest share Ray reserves)"


def _dala_default_help() -> str:
    counts = ", ".join(f"{len([c for c in lang.rules if c.enabled_by_default and not c.basic])} for {code}"
                       for code, lang in registry.LANGUAGES.items())
    return (f"+NAME enables a corruption, -NAME disables one, on top of the defaults (the language's own "
            f"corruptions, {counts}, and the basic fallback); NAME alone, repeated, gives the whole set")


def _corruption_spec(value: str) -> str:
    """A ``--corruption`` value: NAME, +NAME or -NAME of a corruption of some language
    (the settings check it against the build's language)."""
    name = value[1:] if value[:1] in "+-" else value
    if name not in registry.all_names():
        raise argparse.ArgumentTypeError(f"unknown corruption {name!r} (choose from {', '.join(registry.all_names())})")
    return value


def enabled_corruptions(spec: tuple[str, ...], language: Language | None = None) -> tuple[str, ...]:
    """The corruptions a ``--corruption`` list enables in ``language``: none given are its defaults;
    names alone are the whole set; +NAME and -NAME change the defaults."""
    language = language or registry.language()
    known = language.names()
    for value in spec:
        if (value[1:] if value[:1] in "+-" else value) not in known:
            raise DalaError(f"--corruption: unknown corruption {value!r} for --language {language.code} "
                            f"(choose from {', '.join(known)})")
    signed = [value for value in spec if value[:1] in "+-"]
    if not spec:
        return language.default_names()
    if not signed:
        return tuple(dict.fromkeys(spec))
    if len(signed) != len(spec):
        raise DalaError("--corruption: give names alone (the whole set) or +NAME/-NAME (changes to the "
                        "defaults), not both")
    chosen = set(language.default_names())
    for value in spec:
        (chosen.add if value[0] == "+" else chosen.discard)(value[1:])
    if not chosen:
        raise DalaError("--corruption: no corruption is left enabled")
    return tuple(name for name in known if name in chosen)


def _sources_help() -> str:
    aliases = ", ".join(f"{lang.release.alias} for {code}" for code, lang in registry.LANGUAGES.items())
    return (f"bundled: the dev+test portion of the language's treebank shipped with DaLA; ud (also {aliases}): "
            "download train/dev/test of its pinned release, verified")


@dataclass(frozen=True)
class BuildSettings:
    """Everything a build depends on besides the config: source, seed and policies."""

    language: str = _option(registry.DEFAULT_LANGUAGE, "--language", choices=tuple(registry.LANGUAGES),
                            help="the language of the source: its rules, checks, dictionary and card")
    source: str = _option(BUNDLED, "--source", affects=Affects.READING,
                          choices=tuple(dict.fromkeys(name for lang in registry.LANGUAGES.values()
                                                      for name in source_names(lang))),
                          help=_sources_help())
    data_dir: str | None = _option(None, "--data-dir", affects=Affects.READING, metavar="DIR",
                                   help="read every *.conllu in DIR instead of --source")
    text: tuple[str, ...] = _option(tuple, "--text", affects=Affects.READING, action="append", metavar="PATH",
                                    help="build from plain text instead (.txt paragraphs, .jsonl lines; a folder: "
                                         "all of them; repeat), parsed with --parser")
    text_field: str = _option("text", "--text-field", affects=Affects.READING, metavar="NAME",
                              help="the text field of .jsonl lines")
    parser: str | None = _option(None, "--parser", affects=Affects.READING, metavar="spacy:NAME_OR_PATH",
                                 help="the spaCy pipeline that parses --text (e.g. spacy:da_core_news_md)")
    # What a --data-dir or --text source is, for the card and the builder's
    # DatasetInfo (else from the dala-source.json beside the source).
    about_name: str | None = _option(None, "--source-name", affects=Affects.PUBLISHING, metavar="NAME",
                                     help="the name of a --data-dir or --text source (else from dala-source.json "
                                          "beside it)")
    about_licence: str | None = _option(None, "--source-licence", affects=Affects.PUBLISHING, metavar="LICENCE",
                                        help="the licence of a --data-dir or --text source, e.g. 'CC BY 4.0' "
                                             "(else from dala-source.json; none: the card says it is unknown)")
    about_citation: str | None = _option(None, "--source-citation", affects=Affects.PUBLISHING, metavar="TEXT",
                                         help="how to cite a --data-dir or --text source (BibTeX or a reference)")
    about_homepage: str | None = _option(None, "--source-homepage", affects=Affects.PUBLISHING, metavar="URL",
                                         help="the homepage of a --data-dir or --text source")
    ud_base_url: str | None = _option(None, "--ud-base-url", affects=Affects.READING, metavar="URL",
                                      help="where --source ud downloads from (a mirror of the release; default: "
                                           "the release on GitHub)")
    download_timeout: float = _option(DOWNLOAD_TIMEOUT, "--download-timeout", affects=Affects.READING, type=float,
                                      metavar="SECONDS", check=_positive_seconds,
                                      help="give up a download that makes no progress for this long")
    seed: int = _option(DEFAULT_SEED, "--seed", type=int, help="seed of every random choice")
    num_proc: int = _option(1, "--num-proc", affects=Affects.READING, type=int, metavar="N",
                            help="worker processes for reading, corrupting and writing rows (same output for any N)")
    dedupe: bool = _option(True, "--keep-duplicates", action="store_false",
                           help="do not drop repeated sentence texts (for synthetic corpora)")
    on_error: OnError = _option(OnError.FAIL, "--on-error", type=OnError, choices=tuple(OnError),  # noqa: RUF009  # a field
                                help="a malformed sentence stops the build (fail) or is skipped "
                                     "and listed in the build report (skip)")
    corruptions: tuple[str, ...] = _option(tuple, "--corruption", action="append",
                                           metavar="[+|-]NAME", type=_corruption_spec,
                                           help=_dala_default_help())
    max_js: float = _option(DEFAULT_MAX_JS, "--max-js", affects=Affects.PUBLISHING, type=float, check=_share,
                            help="largest Jensen-Shannon divergence (base 2, from 0 to 1) allowed between two splits")
    lexicon_filter: bool = _option(False, "--lexicon-filter", action="store_true",
                                   help="drop source sentences with words the language's dictionary does not know "
                                        "(filter reason unknown_word)")
    sentence_checks: bool | None = _option(None, "--sentence-checks", action=argparse.BooleanOptionalAction,
                                           help="drop source sentences that are not whole sentences, on every "
                                                "source: no capital or digit first, no final . ! ? or …, a "
                                                "dateline, list number or heading run in, no finite verb, no main "
                                                "clause, no subject, ... (filter reasons no_capital_start, "
                                                "no_final_punct, several_sentences and those of the whole-sentence "
                                                "stage), and mend a full stop doubled after an abbreviation; "
                                                "--sentence-checks adds the checks a language declares for raw "
                                                "text only (on for --text); --no-sentence-checks: none")
    source_detectors: bool = _option(True, "--no-source-detectors", action="store_false",
                                     help="keep source sentences that already have an error: the errors the "
                                          "rules make (filter reasons has_NAME), the language's own detectors "
                                          "(non-words, doubled words, ...), and the bundled source's exclusion "
                                          "list (filter reason excluded)")
    reference_mix: bool = _option(False, "--reference-mix", action="store_true",
                                  help="draw the pairs config in the proportions of the language's reference "
                                       "error classes (its card's reference_classes), as many pairs as the "
                                       "scarcest class allows, so that per-class accuracies compare with the "
                                       "reference's")
    language_check: bool = _option(True, "--no-language-check", affects=Affects.PUBLISHING, action="store_false",
                                   help="build even when most sampled sentences hold a word the language's "
                                        "dictionary does not know (text in another language); the card states "
                                        "the share either way")
    # How the stages run; the pool is the same with any engine and resources.
    engine: Engine = _option(Engine.LOCAL, "--engine", affects=Affects.READING, type=Engine,  # noqa: RUF009  # a field
                             choices=tuple(Engine),
                             help="local: this machine (--num-proc processes); ray: a Ray cluster, one spaCy "
                                  "pipeline per worker (pip install 'dala[ray]'); the same output")
    ray_address: str | None = _option(None, "--ray-address", affects=Affects.READING, metavar="ADDRESS",
                                      help="--engine ray: the cluster to join (else RAY_ADDRESS, else a local "
                                           "cluster on this machine)")
    workers: int = _option(2, "--workers", affects=Affects.READING, type=int, metavar="N", check=_positive,
                           help="--engine ray: worker actors per stage")
    cpus_per_worker: float = _option(1.0, "--cpus-per-worker", affects=Affects.READING, type=float, metavar="N",
                                     check=_cpu_share,
                                     help="--engine ray: CPUs each worker reserves (fewer when the workers would "
                                          "leave the cluster no CPU for reading and writing)")
    gpus_per_worker: float = _option(0.0, "--gpus-per-worker", affects=Affects.READING, type=float, metavar="N",
                                     check=_gpu_share,
                                     help="--engine ray: GPUs each parsing worker reserves (transformer pipelines)")
    exclude: str | None = _option(None, "--exclude", metavar="FILE",
                                  help="drop the source sentences whose text is a line of FILE (filter reason "
                                       "excluded), such as the originals `dala review` found wrong")
    precision: str | None = _option(None, "--precision", affects=Affects.PUBLISHING, metavar="FILE",
                                    help="a precision.json from `dala review score`: published in the card "
                                         "and the build folder")

    def __post_init__(self):
        if self.language not in registry.LANGUAGES:
            raise DalaError(f"--language {self.language}: unknown language (choose from "
                            f"{', '.join(registry.LANGUAGES)})")
        if self.source not in source_names(self.lang):
            raise DalaError(f"--source {self.source}: not a source of --language {self.language} (choose from "
                            f"{', '.join(source_names(self.lang))})")
        object.__setattr__(self, "corruptions", enabled_corruptions(tuple(self.corruptions), self.lang))
        object.__setattr__(self, "text", tuple(self.text))
        object.__setattr__(self, "on_error", OnError(self.on_error))
        object.__setattr__(self, "engine", Engine(self.engine))
        object.__setattr__(self, "num_proc", max(1, int(self.num_proc)))
        for f in dataclasses.fields(self):
            check = f.metadata.get("check")
            problem = check(getattr(self, f.name)) if check else None
            if problem:
                raise DalaError(f"{f.metadata['cli']['flag']} {getattr(self, f.name)}: {problem}")

    @property
    def lang(self) -> Language:
        """The declaration of the build's language."""
        return registry.language(self.language)

    @property
    def skip_errors(self) -> bool:
        return self.on_error is OnError.SKIP

    @property
    def checks_sentences(self) -> bool:
        """Whether every sentence check applies: as set, or by default for raw text only."""
        return bool(self.text) if self.sentence_checks is None else self.sentence_checks

    @property
    def checks_every_source(self) -> bool:
        """Whether the checks a language declares for every source apply: unless switched off."""
        return self.sentence_checks is not False

    def annotation_needs(self) -> dict[Annotation, list[str]]:
        """For each layer of annotation, what reads it in a build with these
        settings: the enabled rules (as each declares), the source filters and
        the sentence checks."""
        needs = self.lang.needs(self.corruptions)
        needs[Annotation.UPOS].insert(0, "the source filters")
        if self.checks_sentences or (self.checks_every_source
                                     and any(c.every_source for c in self.lang.sentence_checks.values())):
            needs[Annotation.FEATS].insert(0, "the sentence checks")
        return needs

    @property
    def source_name(self) -> str:
        """What the report calls the source."""
        return "text" if self.text else "data-dir" if self.data_dir else self.source

    def values(self, *affects: Affects) -> dict[str, object]:
        """The settings that affect what is given, as JSON values, by name."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)
                if f.metadata["affects"] in affects}

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> BuildSettings:
        """The settings given on the command line; an option left out keeps its default."""
        given = {f.name: getattr(args, f.name, None) for f in dataclasses.fields(cls)}
        return cls(**{name: value for name, value in given.items() if value is not None})


def names(*affects: Affects) -> tuple[str, ...]:
    """The settings that affect what is given."""
    return tuple(f.name for f in dataclasses.fields(BuildSettings) if f.metadata["affects"] in affects)


def _plain(value: object) -> object:
    """A setting's value as JSON: enums by value, tuples as lists."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


def add_arguments(parser: argparse.ArgumentParser, names: tuple[str, ...] | None = None) -> None:
    """Add the options of the settings fields (all, or those in ``names``) to ``parser``."""
    for f in dataclasses.fields(BuildSettings):
        if names is not None and f.name not in names:
            continue
        cli = dict(f.metadata["cli"])
        flag = cli.pop("flag")
        if cli.get("action") in ("append", "store_false", "store_true"):
            default = None  # "not given": from_args keeps the field's default
        else:
            default = f.default
        if cli.get("action") == "store_false":
            cli["action"] = "store_const"
            cli["const"] = False
        shown = f.default if f.default is not dataclasses.MISSING else None
        if shown is not None and "action" not in cli:
            cli["help"] += f" (default: {shown})"
        parser.add_argument(flag, dest=f.name, default=default, **cli)
