"""``dala review``: a blind review's sheet, page and key (``export``), precision from the reviewers'
judgments (``score``), and the dictionary checks of a build (``auto``).
"""

from __future__ import annotations

import argparse
import datetime
import json
from pathlib import Path

from corruptions import registry
from dala_cli.common import DEFAULT_OUT, build_language, language_argument
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.names import REPORT_NAME, data_file
from dala_pipeline.ownership import check_target, write_texts
from dala_pipeline.scratch import scratch_folder
from dala_pipeline.settings import Affects, BuildSettings, add_arguments
from dala_pipeline.settings import names as settings_names
from dala_pipeline.write.folder import resolve_out


def add_parser(commands) -> None:
    """The ``review`` command and its steps."""
    review = commands.add_parser("review", help="measure precision by blind review (export, score, auto)")
    steps = review.add_subparsers(dest="step", required=True)
    export = steps.add_parser("export", help="a blind review sheet, page and key from a built folder")
    export.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                        help=f"the built folder (default: ./{DEFAULT_OUT})")
    export.add_argument("--per-type", type=int, default=20, metavar="N",
                        help="pairs per corruption type, all when a type has fewer (default: 20)")
    export.add_argument("--controls", type=int, default=12, metavar="K",
                        help="control pairs with a harmless change (default: 12)")
    export.add_argument("--seed", type=int, default=4242, help="seed of the sample and the order (default: 4242)")
    export.add_argument("--auto", metavar="FILE", help="auto.json of `dala review auto`: leave out the pairs "
                                                       "its dictionary check confirmed")
    export.add_argument("--out", required=True, metavar="DIR", help="where sheet.tsv, review.html and key.json go")
    language_argument(export, of_a_build=True)
    export.set_defaults(run=_review_export)
    score = steps.add_parser("score", help="precision per corruption type from reviewers' judgments")
    score.add_argument("--key", required=True, metavar="FILE", help="the key.json of the export")
    score.add_argument("judgments", nargs="+", metavar="JUDGMENTS", help="one file per reviewer (TSV)")
    score.add_argument("--auto", metavar="FILE", help="auto.json: combine with the automatic check (Equation 1)")
    score.add_argument("--out", default="precision.json", metavar="FILE", help="(default: ./precision.json)")
    score.add_argument("--originals-out", default="originals_judged_wrong.txt", metavar="FILE",
                       help="the originals every reviewer judged wrong, one a line, for `dala build --exclude` "
                            "(default: ./originals_judged_wrong.txt)")
    score.set_defaults(run=_review_score)
    auto = steps.add_parser("auto", help="dictionary checks of a built folder")
    auto.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                      help=f"the built folder (default: ./{DEFAULT_OUT})")
    add_arguments(auto, settings_names(Affects.READING))
    language_argument(auto, of_a_build=True)
    auto.add_argument("--out", default="auto.json", metavar="FILE", help="(default: ./auto.json)")
    auto.set_defaults(run=_review_auto)


def _review_export(args: argparse.Namespace) -> None:
    from dala_pipeline.review.page import export
    from dala_pipeline.review.sheet import read_auto

    auto = read_auto(Path(args.auto)) if args.auto else None
    folder = resolve_out(args.folder)
    language = registry.language(build_language(folder, args.language))
    if auto is not None and auto.get("dictionary") != language.dictionary_name:
        used = shown(str(auto.get("dictionary")))
        raise DalaError(f"--auto {shown(args.auto)}: checked with the dictionary {used}, "
                        f"not {language.dictionary_name} of --language {language.code}")
    items = export(folder, Path(args.out), args.per_type, args.controls, args.seed, auto, language)
    controls = sum(1 for i in items if i.original is None)
    print(f"wrote {len(items)} items ({len(items) - controls} pairs, {controls} controls) to {args.out}: "
          "sheet.tsv and review.html for the reviewers, key.json to keep apart")


def _review_score(args: argparse.Namespace) -> None:
    from dala_pipeline.review.score import originals_judged_wrong, score, table
    from dala_pipeline.review.sheet import read_auto, read_key, read_reviewers

    inputs = [Path(args.key), *(Path(p) for p in args.judgments), *([Path(args.auto)] if args.auto else [])]
    check_target(Path(args.out), "dala review score", "--out", inputs)
    check_target(Path(args.originals_out), "dala review score", "--originals-out", [*inputs, Path(args.out)])
    key = read_key(Path(args.key))
    auto = read_auto(Path(args.auto)) if args.auto else None
    reviewers = read_reviewers([Path(path) for path in args.judgments])
    report = score(key, reviewers, args.judgments, auto)
    report["date"] = datetime.date.today().isoformat()
    wrong = originals_judged_wrong(key, reviewers)
    write_texts([(Path(args.out), json.dumps(report, indent=2, ensure_ascii=False) + "\n", "--out"),
                 (Path(args.originals_out), "".join(text + "\n" for text in wrong), "--originals-out")],
                "dala review score")  # both or neither
    print(table(report))
    print(f"wrote {args.out} and {args.originals_out} ({len(wrong)} originals judged wrong: "
          f"dala build --exclude {args.originals_out} leaves them out)")


def _review_auto(args: argparse.Namespace) -> None:
    from dala_cli.targets import source_files
    from dala_pipeline.filter.dictionary import flagged_originals, nonword_shares
    from dala_pipeline.read.conllu import Shard, parse_shard
    from dala_pipeline.review.sample import read_pairs
    from dala_pipeline.review.score import write_json

    folder = resolve_out(args.folder)
    args.language = build_language(folder, args.language)
    settings = BuildSettings.from_args(args)
    check_target(Path(args.out), "dala review auto", "--out",
                 [folder / data_file("pairs", "test"), folder / REPORT_NAME,
                  *(Path(p) for p in [args.data_dir] if getattr(args, "data_dir", None))])
    pairs = read_pairs(folder)
    lexicon = settings.lang.lexicon()
    wanted = {p["pair_id"] for p in pairs}
    sentences = {}
    with scratch_folder() as cache:
        for path in source_files(settings, cache):
            for item, _ in parse_shard(Shard(path)):
                if not isinstance(item, Exception) and item.sent_id in wanted:
                    sentences[item.sent_id] = item
    missing = sorted(wanted - set(sentences))
    if missing:
        raise DalaError(f"{len(missing)} pair(s) of the build are not in this source, e.g. {shown(missing[0])}; "
                        "give the source the build was made from (--source, --data-dir)")
    shares = nonword_shares(pairs, lexicon)
    flagged = flagged_originals(pairs, sentences, lexicon)
    write_json(Path(args.out), {"language": settings.lang.code, "dictionary": settings.lang.dictionary_name,
                                "types": shares, "flagged": flagged}, "dala review auto")
    print(f"{'corruption_type':<30} {'checked':>7} {'non-word':>8} {'share':>6}")
    for ctype, t in shares.items():
        print(f"{ctype:<30} {t['checked']:>7} {t['confirmed']:>8} {t['nonword_share']:>6.2f}")
    print(f"originals with words the dictionary does not know: {flagged['sentences']} of {flagged['of']}")
    for word, count in flagged["words"][:20]:
        print(f"  {count:>4}  {word}")
    print(f"wrote {args.out}")
