"""The build settings: declared once, read by the CLI, the builder and the pool.

:class:`BuildSettings` is a frozen dataclass. Each field carries its default
and its command-line flag and help in ``metadata``; :func:`add_arguments`
builds the ``argparse`` options from the fields and
:meth:`BuildSettings.from_args` reads them back, so a new setting is one
field here plus the code that uses it.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
from dataclasses import dataclass, field

import corruptions

from .sources import BUNDLED, DOWNLOAD_TIMEOUT, UD_DDT, UD_DDT_BASE_URL

DEFAULT_SEED = 4242
DEFAULT_MAX_JS = 0.01


class OnError(str, enum.Enum):
    """What a malformed source sentence does: stop the build, or be skipped and reported."""

    FAIL = "fail"
    SKIP = "skip"

    def __str__(self) -> str:
        return self.value


def _option(default, flag: str, help: str, **argparse_kwargs):
    """A settings field with its command-line option (``argparse_kwargs`` as for ``add_argument``)."""
    cli = {"flag": flag, "help": help, **argparse_kwargs}
    if callable(default):
        return field(default_factory=default, metadata={"cli": cli})
    return field(default=default, metadata={"cli": cli})


def _dala_default_help() -> str:
    on = [c.name for c in corruptions.REGISTRY if c.enabled_by_default and not c.basic]
    return f"enable only these corruptions (repeat); default: the {len(on)} DaLA corruptions and the basic fallback"


@dataclass(frozen=True)
class BuildSettings:
    """Everything a build depends on besides the config: source, seed and policies."""

    source: str = _option(BUNDLED, "--source", choices=(BUNDLED, UD_DDT),
                          help="bundled: UD Danish-DDT dev+test shipped with DaLA; "
                               "ud-ddt: download train/dev/test of release r2.17")
    data_dir: str | None = _option(None, "--data-dir", metavar="DIR",
                                   help="read every *.conllu in DIR instead of --source")
    text: tuple[str, ...] = _option(tuple, "--text", action="append", metavar="PATH",
                                    help="build from plain text instead (.txt paragraphs, .jsonl lines; a folder: "
                                         "all of them; repeat), parsed with --parser")
    text_field: str = _option("text", "--text-field", metavar="NAME", help="the text field of .jsonl lines")
    parser: str | None = _option(None, "--parser", metavar="spacy:NAME_OR_PATH",
                                 help="the spaCy pipeline that parses --text (e.g. spacy:da_core_news_md)")
    ud_base_url: str = _option(UD_DDT_BASE_URL, "--ud-base-url", metavar="URL",
                               help="where --source ud-ddt downloads from (a mirror of the release)")
    download_timeout: float = _option(DOWNLOAD_TIMEOUT, "--download-timeout", type=float, metavar="SECONDS",
                                      help="give up a download that makes no progress for this long")
    seed: int = _option(DEFAULT_SEED, "--seed", type=int, help="seed of every random choice")
    num_proc: int = _option(1, "--num-proc", type=int, metavar="N",
                            help="worker processes for reading, corrupting and writing rows (same output for any N)")
    dedupe: bool = _option(True, "--keep-duplicates", action="store_false",
                           help="do not drop repeated sentence texts (for synthetic corpora)")
    on_error: OnError = _option(OnError.FAIL, "--on-error", type=OnError, choices=tuple(OnError),
                                help="a malformed sentence stops the build (fail) or is skipped "
                                     "and listed in the build report (skip)")
    corruptions: tuple[str, ...] = _option(corruptions.default_names, "--corruption", action="append",
                                           metavar="NAME", choices=corruptions.names(),
                                           help=_dala_default_help())
    max_js: float = _option(DEFAULT_MAX_JS, "--max-js", type=float,
                            help="largest Jensen-Shannon divergence allowed between two splits")
    lexicon_filter: bool = _option(False, "--lexicon-filter", action="store_true",
                                   help="drop source sentences with words the Danish dictionary does not know "
                                        "(filter reason unknown_word)")
    sentence_checks: bool | None = _option(None, "--sentence-checks", action=argparse.BooleanOptionalAction,
                                           help="drop source sentences that are not whole sentences: no capital or "
                                                "digit first, no final . ! ? or …, no finite verb, or a headline "
                                                "run into them (filter reasons no_capital_start, no_final_punct, "
                                                "no_finite_verb, run_in_heading); default: on for --text, off for "
                                                "CoNLL-U")
    precision: str | None = _option(None, "--precision", metavar="FILE",
                                    help="a precision.json from `dala review score`: published in the card "
                                         "and the build folder")

    def __post_init__(self):
        object.__setattr__(self, "corruptions", tuple(self.corruptions))
        object.__setattr__(self, "text", tuple(self.text))
        object.__setattr__(self, "on_error", OnError(self.on_error))
        object.__setattr__(self, "num_proc", max(1, int(self.num_proc)))

    @property
    def skip_errors(self) -> bool:
        return self.on_error is OnError.SKIP

    @property
    def checks_sentences(self) -> bool:
        """Whether the sentence checks apply: as set, or by default for raw text only."""
        return bool(self.text) if self.sentence_checks is None else self.sentence_checks

    @property
    def source_name(self) -> str:
        """What the report calls the source."""
        return "text" if self.text else "data-dir" if self.data_dir else self.source

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> "BuildSettings":
        """The settings given on the command line; an option left out keeps its default."""
        given = {f.name: getattr(args, f.name, None) for f in dataclasses.fields(cls)}
        return cls(**{name: value for name, value in given.items() if value is not None})


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
