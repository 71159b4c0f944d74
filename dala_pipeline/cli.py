"""The ``dala`` command line: ``dala build`` and ``dala corruptions``."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import datasets
from tqdm import tqdm

import corruptions

from . import __version__
from .building import BuildOptions, build_config
from .configs import CONFIG_NAMES, DEFAULT_SEED, OnError
from .errors import BuildError, CheckFailed, DalaError, UnbuildableError
from .lock import LOCK_NAME, differences, infos_differences, make_lock
from .gate import DEFAULT_MAX_JS
from .pushing import plan_push, push
from .sources import BUNDLED, UD_DDT, UD_DDT_BASE_URL
from .writing import INFOS_NAME, publish, write_build

DEFAULT_OUT = "dala"


def _source_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--source", choices=(BUNDLED, UD_DDT), default=BUNDLED,
                        help="bundled: UD Danish-DDT dev+test shipped with DaLA (default); "
                             "ud-ddt: download train/dev/test of release r2.17")
    parser.add_argument("--data-dir", metavar="DIR", help="read every *.conllu in DIR instead")
    parser.add_argument("--ud-base-url", default=UD_DDT_BASE_URL, metavar="URL",
                        help="where --source ud-ddt downloads from (a mirror of the release)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"default {DEFAULT_SEED}")
    parser.add_argument("--num-proc", type=int, default=1, metavar="N",
                        help="worker processes for reading, corrupting and writing rows (same output for any N)")
    parser.add_argument("--keep-duplicates", action="store_true",
                        help="do not drop repeated sentence texts (for synthetic corpora)")
    parser.add_argument("--on-error", choices=[e.value for e in OnError], default=OnError.FAIL.value,
                        help="a malformed sentence stops the build (fail, default) or is skipped "
                             "and listed in the build report (skip)")
    parser.add_argument("--corruption", action="append", dest="corruptions", metavar="NAME",
                        choices=corruptions.names(),
                        help="enable only these corruptions (repeat); default: "
                             "the 14 DaLA corruptions and the basic fallback")


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="dala", description="Build the DaLA dataset from CoNLL-U.")
    root.add_argument("--version", action="version", version=f"dala {__version__}")
    commands = root.add_subparsers(dest="command", required=True)

    build = commands.add_parser("build", help="build, gate and write the configs")
    build.add_argument("--config", action="append", dest="configs", choices=CONFIG_NAMES, metavar="NAME",
                       help=f"config to build (repeat; default all: {', '.join(CONFIG_NAMES)})")
    _source_arguments(build)
    build.add_argument("--out", default=DEFAULT_OUT, metavar="DIR", help=f"output folder (default ./{DEFAULT_OUT})")
    build.add_argument("--max-js", type=float, default=DEFAULT_MAX_JS,
                       help="largest Jensen-Shannon divergence allowed between two splits")
    build.add_argument("--overwrite", action="store_true",
                       help="replace --out even if it is not a previous DaLA build")
    build.add_argument("--skip-unbuildable", action="store_true",
                       help="leave out configs the source is too small for, instead of failing")
    locking = build.add_mutually_exclusive_group()
    locking.add_argument("--check", action="store_true",
                         help="rebuild every config in a temporary folder and compare with the lock; "
                              "exit 1 on any difference (nothing is written)")
    locking.add_argument("--update-lock", action="store_true",
                         help="rebuild every config and rewrite the lock and the dataset_infos.json beside it")
    build.add_argument("--lock", default=LOCK_NAME, metavar="FILE", help=f"the lock file (default ./{LOCK_NAME})")
    build.set_defaults(run=_build)

    push = commands.add_parser("push", help="upload a built folder to the Hugging Face Hub in one commit")
    push.add_argument("--repo-id", required=True, metavar="NAMESPACE/NAME")
    push.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR", help=f"the built folder (default ./{DEFAULT_OUT})")
    push.add_argument("--revision", metavar="BRANCH", help="branch to commit to (created if missing)")
    push.add_argument("--private", action="store_true", help="create the repository as private")
    push.add_argument("--create-pr", action="store_true", help="open a pull request instead of committing")
    push.add_argument("--dry-run", action="store_true", help="list the files and the commit message; no network")
    push.set_defaults(run=_push)

    report = commands.add_parser("corruptions", help="applicability and assignment of every corruption")
    _source_arguments(report)
    report.set_defaults(run=_corruptions)
    return root


def _options(args: argparse.Namespace, max_js: float = DEFAULT_MAX_JS) -> BuildOptions:
    return BuildOptions(
        source=args.source, data_dir=args.data_dir, seed=args.seed, ud_base_url=args.ud_base_url,
        corruptions=tuple(args.corruptions) if args.corruptions else None, max_js=max_js,
        on_error=OnError(args.on_error), num_proc=max(1, args.num_proc), dedupe=not args.keep_duplicates,
    )


def _build(args: argparse.Namespace) -> None:
    options = _options(args, args.max_js)
    locking = args.check or args.update_lock
    if locking and args.configs:
        raise DalaError("--check and --update-lock cover every config; drop --config")
    names = args.configs or list(CONFIG_NAMES)
    with tempfile.TemporaryDirectory(prefix="dala-cache-") as cache:
        built = []
        for name in tqdm(names, desc="Building configs", unit="config", file=sys.stderr):
            try:
                built.append(build_config(name, options, Path(cache)))
            except UnbuildableError as err:
                if not args.skip_unbuildable or locking:
                    raise
                print(f"dala: skipped {err}", file=sys.stderr)
        if not built:
            raise BuildError("no config could be built from this source")
        out = Path(cache) / "out" if locking else Path(args.out)
        publish(out, lambda folder: write_build(folder, built, options), overwrite=args.overwrite)
        if locking:
            _lock(args, built, options, out)
            return
    for b in built:
        sizes = ", ".join(f"{split} {pairs} pairs ({b.splits[split].num_rows} rows)"
                          for split, pairs in b.summary.split_sizes().items())
        js = max(b.js.values(), default=0.0)
        print(f"{b.name}: {sizes}; max JS {js:.5f}")
    print()
    print(corruption_table(built[0].summary))
    print(f"wrote {Path(args.out).absolute()}")


def corruption_table(summary) -> str:
    """Each registered corruption: order position, applicability, assignments."""
    position = {name: i for i, name in enumerate(summary.order, start=1)}
    lines = [f"{'corruption':<28} {'order':>5} {'applicable':>10} {'assigned':>8}"]
    for corruption in corruptions.REGISTRY:
        name = corruption.name
        if name in position:
            order, applicable = str(position[name]), str(summary.applicability[name])
        else:
            order, applicable = ("basic" if corruption.basic else "off"), "-"
        lines.append(f"{name:<28} {order:>5} {applicable:>10} {summary.assigned.get(name, 0):>8}")
    lines.append(f"{'dropped (no corruption applies)':<45} {summary.assigned.get('dropped', 0):>8}")
    return "\n".join(lines)


def _lock(args: argparse.Namespace, built, options: BuildOptions, out: Path) -> None:
    lock_path = Path(args.lock)
    infos_path = lock_path.with_name(INFOS_NAME)
    lock = make_lock(built, options)
    infos = json.loads((out / INFOS_NAME).read_text(encoding="utf-8"))
    if args.update_lock:
        lock_path.write_text(json.dumps(lock, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        infos_path.write_text(json.dumps(infos, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {lock_path} and {infos_path}")
        return
    try:
        committed = json.loads(lock_path.read_text(encoding="utf-8"))
        committed_infos = json.loads(infos_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise DalaError(f"cannot read the lock: {err}; create it with `dala build --update-lock`") from err
    found = differences(committed, lock) + infos_differences(committed_infos, infos)
    if found:
        for line in found:
            print(f"dala: check: {line}", file=sys.stderr)
        raise CheckFailed(f"the rebuild differs from {lock_path} in {len(found)} place(s); "
                          "if the change is intended, run `dala build --update-lock` and commit the result")
    splits = sum(len(config) for config in lock["configs"].values())
    print(f"check passed: {len(lock['configs'])} configs, {splits} splits match {lock_path}")


def _push(args: argparse.Namespace) -> None:
    plan = plan_push(args.folder)
    target = f"{args.repo_id}" + (f"@{args.revision}" if args.revision else "")
    if args.dry_run:
        print(f"would push {len(plan.files)} files from {plan.folder} to dataset {target}"
              + (" as a pull request" if args.create_pr else ""))
        for name in plan.files:
            print(f"  {name}")
        print(f"commit message: {plan.commit_message}")
        return
    url = push(plan, args.repo_id, revision=args.revision, private=args.private, create_pr=args.create_pr)
    print(f"pushed {len(plan.files)} files to dataset {target}: {url}")


def _corruptions(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="dala-cache-") as cache:
        built = build_config("pairs", _options(args), Path(cache))
    print(f"{built.summary.filter_counts.get('kept', 0)} sentences after filtering")
    print(corruption_table(built.summary))


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    try:
        args.run(args)
    except DalaError as err:
        print(f"dala: error: {err}", file=sys.stderr)
        return err.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
