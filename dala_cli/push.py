"""``dala push``: upload a built folder to the Hugging Face Hub in one commit."""

from __future__ import annotations

import argparse
import sys

from dala_cli.common import DEFAULT_OUT
from dala_pipeline.errors import shown
from dala_pipeline.write.folder import output_lock, recover, resolve_out


def add_parser(commands) -> None:
    """The ``push`` command."""
    push = commands.add_parser("push", help="upload a built folder to the Hugging Face Hub in one commit")
    push.add_argument("--repo-id", required=True, metavar="NAMESPACE/NAME")
    push.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                      help=f"the built folder (default: ./{DEFAULT_OUT})")
    push.add_argument("--revision", metavar="BRANCH", help="branch to commit to (created if missing)")
    push.add_argument("--private", action="store_true", help="create the repository as private")
    push.add_argument("--create-pr", action="store_true", help="open a pull request instead of committing")
    push.add_argument("--dry-run", action="store_true", help="list the files and the commit message; no network")
    push.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    from dala_pipeline.push import PushError, check_repo_id, hub_timeout, looks_secret, plan_push, push

    check_repo_id(args.repo_id)
    hub_timeout()
    folder = resolve_out(args.folder)
    if not folder.parent.is_dir():
        raise PushError(f"{shown(str(folder))} does not exist: build it with `dala build --out {folder}` first")
    with output_lock(folder):
        done = recover(folder)
        if done:
            print(f"dala: {folder}: {done}", file=sys.stderr)
        plan = plan_push(folder)
    build_folders = {name.split("/", 1)[0] for name in plan.files if "/" in name}
    folders: dict[str, int] = {}
    for name in plan.skipped:
        top = name.split("/", 1)[0]
        if "/" in name and top not in build_folders and not looks_secret(name):
            folders[top] = folders.get(top, 0) + 1  # a folder of yours (.git/): one line for all of it
            continue
        print(f"dala: not uploading {shown(name)}: not a file of the build" + (
            " (the name looks like a secret: check it is not meant to be elsewhere)" if looks_secret(name) else ""),
            file=sys.stderr)
    for top, count in sorted(folders.items()):
        print(f"dala: not uploading {shown(top)}/ ({count} files): not part of the build", file=sys.stderr)
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
