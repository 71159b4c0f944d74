"""``dala evaluate``: score causal and masked language models zero-shot on the ``pairs`` config."""

from __future__ import annotations

import argparse
from pathlib import Path

from dala_cli.common import DEFAULT_OUT
from dala_pipeline.ownership import refuse_protected
from dala_pipeline.write.folder import output_lock, resolve_out


def add_parser(commands) -> None:
    """The ``evaluate`` command."""
    evaluate = commands.add_parser("evaluate", help="score causal or masked language models zero-shot on the "
                                                    "pairs config (needs pip install 'dala[evaluate]')")
    evaluate.add_argument("--model", action="append", required=True, dest="models", metavar="NAME_OR_PATH",
                          help="a model folder or a Hub model id (repeat to compare models)")
    where = evaluate.add_mutually_exclusive_group()
    where.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                       help=f"the built folder whose pairs config is scored (default: ./{DEFAULT_OUT})")
    where.add_argument("--repo-id", metavar="NAMESPACE/NAME", help="score the pairs config of this Hub dataset")
    evaluate.add_argument("--kind", choices=("auto", "causal", "masked"), default="auto",
                          help="causal: summed log-probability; masked: pseudo-log-likelihood "
                               "(default: auto, from the model's config)")
    evaluate.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto",
                          help="default: auto (cuda when torch finds a GPU)")
    evaluate.add_argument("--dtype", choices=("float32", "bfloat16", "float16"), default="float32",
                          help="the weights' precision (default: float32)")
    evaluate.add_argument("--batch-size", type=int, default=16, metavar="N",
                          help="pairs per model call (default: 16)")
    evaluate.add_argument("--limit", type=int, metavar="N",
                          help="score a seeded subset of N pairs, stratified by corruption type")
    evaluate.add_argument("--seed", type=int, default=4242, help="seed of the --limit subset (default: 4242)")
    evaluate.add_argument("--skip-too-long", action="store_true",
                          help="leave out, and report, the pairs with a sentence longer than a model's context "
                               "(default: refuse them)")
    evaluate.add_argument("--out", default="evaluation", metavar="DIR",
                          help="results folder: <model>.json, results.md, accuracy.svg, cache/ "
                               "(default: ./evaluation)")
    evaluate.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    from dala_pipeline.evaluate.run import run

    folder = None if args.repo_id else resolve_out(args.folder)
    out = resolve_out(args.out)
    refuse_protected(out, [Path(p) for p in [*args.models, *([folder] if folder else [])] if Path(p).exists()],
                     inside=False)
    with output_lock(out):  # the lock a build of that folder takes
        run(args.models, folder=folder, repo_id=args.repo_id, kind=args.kind, device=args.device, dtype=args.dtype,
            batch_size=args.batch_size, limit=args.limit, seed=args.seed, out=out, skip_too_long=args.skip_too_long)
