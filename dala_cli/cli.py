"""The ``dala`` command line: its parser and ``main``, which runs a command and turns what stops it
into one line and an exit code. Each command is a module of this package (``build``, ``push``,
``corruptions``, ``review``, ``parse``, ``evaluate``).

Only light modules are imported up front, so that what can be checked
before any work (arguments, the lock file, the output folder, the source
folder) fails within a fraction of a second; the building stages (and
``datasets``) are imported when a command needs them.
"""

from __future__ import annotations

import argparse
import errno
import os
import signal
import sys

from corruptions import registry
from dala_cli import build, corruptions, evaluate, parse, push, review
from dala_pipeline import __version__
from dala_pipeline.errors import DalaError, shown


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="dala", description="Build linguistic acceptability datasets (DaLA).")
    root.add_argument("--version", action="version", version=f"dala {__version__}")
    commands = root.add_subparsers(dest="command", required=True)
    for command in (build, push, corruptions, review, parse, evaluate):
        command.add_parser(commands)
    return root


class Terminated(BaseException):
    """SIGTERM, raised where the process is so that clean-up code runs."""


def _terminate(signum, frame) -> None:
    raise Terminated()


def _default_sigterm_in_child() -> None:
    """A forked worker dies on SIGTERM (pools are shut down with it): a
    Python handler there could miss a signal that arrives just before the
    worker blocks on a lock, and hang its pool."""
    if signal.getsignal(signal.SIGTERM) is _terminate:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


os.register_at_fork(after_in_child=_default_sigterm_in_child)


#: errno -> what it means and what to do.
_OS_ERRORS: dict[int | None, str] = {
    errno.EROFS: "the file system is read-only; choose a folder on a writable disk",
    errno.ENOSPC: "no space left on the device; free some space or choose another disk",
    errno.EDQUOT: "the disk quota is exceeded; free some space or choose another disk",
    errno.EBUSY: "the path is busy (a mount point?); choose another folder",
    errno.ENAMETOOLONG: "a name in the path is too long; choose a shorter path",
    errno.ENOTDIR: "a file stands where a folder is needed; choose another path",
    errno.EEXIST: "a file stands where a folder is needed; choose another path",
    errno.EACCES: "permission denied; choose a folder you can write to",
    errno.EPERM: "operation not permitted; choose a folder you can write to",
    errno.ENOENT: "no such file or folder",
}


def os_error_message(err: OSError) -> str:
    """One line for an OS error: the path and what to do."""
    where = shown(str(err.filename)) if err.filename is not None else "a file"
    if err.filename2 is not None:
        where += f" -> {shown(str(err.filename2))}"
    what = _OS_ERRORS.get(err.errno, err.strerror or type(err).__name__)
    return f"{where}: {what}"


def _signed_values(argv: list[str]) -> list[str]:
    """``--corruption -NAME`` as ``--corruption=-NAME``: argparse takes a value
    that starts with a dash for an option."""
    joined: list[str] = []
    for arg in argv:
        if joined and joined[-1] == "--corruption" and arg[:1] == "-" and arg[1:] in registry.all_names():
            joined[-1] = f"--corruption={arg}"
        else:
            joined.append(arg)
    return joined


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(_signed_values(sys.argv[1:] if argv is None else argv))
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        args.run(args)
    except DalaError as err:
        print(f"dala: error: {err}", file=sys.stderr)
        return err.exit_code
    except OSError as err:
        print(f"dala: error: {os_error_message(err)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dala: interrupted (SIGINT)", file=sys.stderr)
        return 130
    except Terminated:
        print("dala: terminated (SIGTERM)", file=sys.stderr)
        return 143
    finally:
        signal.signal(signal.SIGTERM, previous)
    return 0


if __name__ == "__main__":
    sys.exit(main())
