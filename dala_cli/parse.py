"""``dala parse``: parse plain text with a spaCy pipeline and write CoNLL-U."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from dala_cli.common import check_engine, language_argument, note_left_out
from dala_pipeline.errors import DalaError, SourceError, shown
from dala_pipeline.ownership import check_target
from dala_pipeline.scratch import remove_leftovers
from dala_pipeline.settings import BuildSettings, Engine, add_arguments


def add_parser(commands) -> None:
    """The ``parse`` command."""
    parse = commands.add_parser("parse", help="parse plain text with a spaCy pipeline and write CoNLL-U")
    parse.add_argument("paths", nargs="+", metavar="PATH", help=".txt or .jsonl files, or folders of them")
    parse.add_argument("--parser", required=True, metavar="spacy:NAME_OR_PATH",
                       help="the spaCy pipeline (e.g. spacy:da_core_news_md for Danish)")
    language_argument(parse)
    parse.add_argument("--text-field", default="text", metavar="NAME",
                       help="the text field of .jsonl lines (default: text)")
    parse.add_argument("--num-proc", type=int, default=1, metavar="N", help="spaCy processes (default: 1)")
    parse.add_argument("-o", "--output", required=True, metavar="FILE", help="the CoNLL-U file to write")
    add_arguments(parse, ("on_error", "engine", "ray_address", "workers", "cpus_per_worker", "gpus_per_worker"))
    parse.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    from dala_pipeline.read.text import id_prefixes, load_parser, parse_to_conllu, text_files

    target = Path(args.output)
    if target.is_dir():
        raise DalaError(f"-o {shown(str(target))} is a folder; name the CoNLL-U file to write, "
                        f"e.g. {shown(str(target / 'parsed.conllu'))}")
    remove_leftovers()  # the scratch folders of killed builds, as every command that works does
    files = text_files(args.paths)
    note_left_out(args.paths)
    check_target(target, "dala parse", "-o", files)
    # what a build with the default settings reads from the CoNLL-U written here
    settings = dataclasses.replace(BuildSettings.from_args(args), sentence_checks=True)
    check_engine(settings)
    nlp = load_parser(args.parser, settings.annotation_needs(), settings.lang)
    skipped: list[SourceError] | None = [] if settings.skip_errors else None
    engine = None
    if settings.engine is not Engine.LOCAL:
        from dala_pipeline.ray_engine import engine_for

        engine = engine_for(settings)
    parsed = engine.parse(args.parser, files, id_prefixes(files), args.text_field) if engine else None
    count = parse_to_conllu(files, args.text_field, nlp, target, max(1, args.num_proc), skipped=skipped,
                            parsed=parsed)
    for err in skipped or ():
        print(f"dala: skipped {err}", file=sys.stderr)
    print(f"wrote {count} sentences to {target}" + (f"; skipped {len(skipped)} bad records" if skipped else ""))
