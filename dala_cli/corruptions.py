"""``dala corruptions``: the applicability and assignment of every corruption, or the targets of one
(``--show``).
"""

from __future__ import annotations

import argparse

from corruptions import registry
from dala_cli.build import corruption_table
from dala_cli.common import quiet_datasets
from dala_pipeline.errors import DalaError, UnbuildableError
from dala_pipeline.names import CONFIG_NAMES
from dala_pipeline.scratch import scratch_folder
from dala_pipeline.settings import Affects, BuildSettings, add_arguments
from dala_pipeline.settings import names as settings_names


def add_parser(commands) -> None:
    """The ``corruptions`` command."""
    report = commands.add_parser("corruptions", help="applicability and assignment of every corruption, "
                                                     "or the targets of one (--show)")
    add_arguments(report, settings_names(Affects.READING, Affects.POOL))
    report.add_argument("--show", metavar="NAME", choices=registry.all_names(),
                        help="list where NAME applies: sent_id, 1-based token ID, original and corrupted sentence")
    report.add_argument("--limit", type=int, default=20, metavar="N",
                        help="with --show: at most N targets (default: 20; 0 for all)")
    report.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    from dala import Dala
    from dala_cli.targets import show_targets
    from dala_pipeline.write.splits import build_config

    quiet_datasets()
    settings = BuildSettings.from_args(args)
    if args.show:
        if args.show not in settings.lang.names():
            raise DalaError(f"--show {args.show}: not a corruption of --language {settings.language} "
                            f"(choose from {', '.join(settings.lang.names())})")
        for line in show_targets(settings.lang.get(args.show), settings, limit=args.limit):
            print(line)
        return
    splits: dict[str, dict[str, dict[str, int]]] = {}
    unbuildable: dict[str, str] = {}
    with scratch_folder() as cache:
        built = build_config(Dala, "pairs", settings, cache, cache / "out")
        for name in CONFIG_NAMES:
            if name == "pairs":
                splits[name] = built.summary.split_types
                continue
            try:
                splits[name] = build_config(Dala, name, settings, cache, cache / "out").summary.split_types
            except UnbuildableError as error:
                unbuildable[name] = str(error)
    print(f"{built.summary.filter_counts.get('kept', 0)} sentences after filtering")
    print(corruption_table(built.summary, settings.corruptions, settings.lang))
    print(split_table(splits, unbuildable))


def split_table(splits: dict[str, dict[str, dict[str, int]]], unbuildable: dict[str, str]) -> str:
    """Pairs of each corruption type in every split of every config, and a
    warning for each type with fewer than ``MIN_TYPE_PAIRS`` in ``pairs``."""
    from dala_pipeline.write.card import MIN_TYPE_PAIRS

    columns = [(config, split) for config, types in splits.items() for split in types]
    labels = [f"{config}/{split}" for config, split in columns]
    names = sorted({name for types in splits.values() for counts in types.values() for name in counts})
    lines = ["pairs of each type in every split (config/split):",
             f"{'corruption':<30}" + "".join(f" {label:>{max(8, len(label))}}" for label in labels)]
    for name in names:
        lines.append(f"{name:<30}" + "".join(
            f" {splits[config][split].get(name, 0):>{max(8, len(label))}}"
            for (config, split), label in zip(columns, labels)))
    lines += [f"not built: {reason}" for reason in unbuildable.values()]  # each reason names its config
    everything = splits.get("pairs", {}).get("test", {})
    lines += [f"warning: {name} has {everything.get(name, 0)} pairs in the pairs config, fewer than "
              f"{MIN_TYPE_PAIRS}: its per-type accuracy has a 95% interval wider than about ±0.15"
              for name in names if everything.get(name, 0) < MIN_TYPE_PAIRS]
    return "\n".join(lines)
