"""Work in worker processes that stop with their parent: ``map`` in source order over a pool.

Workers ignore SIGINT and die on SIGTERM; the parent stops them on any way
out (an exception, SIGTERM, Ctrl-C), and a worker whose parent is killed
outright reads the end of its task queue and exits. The pool reading a
source (:mod:`dala_pipeline.pool`) and the parser of plain text
(:mod:`dala_pipeline.read.text`) use it.

:func:`guarded_group` does the same for processes that others start (a
local Ray cluster): they go in a process group that a guard process kills
when this process ends, however it ends.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Generator, Iterator
from contextlib import ExitStack, contextmanager, suppress


def in_workers(function, jobs: list, num_proc: int, initializer=None, initargs: tuple = ()) -> Generator:
    """``map`` in source order, in ``num_proc`` worker processes when above 1.

    What a worker finds wrong with the input comes back as data in its
    result (a :class:`SourceError` pickles by its fields), so the parent
    applies the error policy as it does with one process. Workers ignore
    SIGINT: Ctrl-C reaches the parent alone, which stops them on the way
    out, as it does on any exception (close the generator to stop them early).
    """
    if num_proc <= 1 or len(jobs) <= 1:
        yield from map(function, jobs)
        return
    # fork needs no __main__ guard in the caller's script; spawn where fork is missing
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with ExitStack() as stack:
        with _signals_held():
            workers = stack.enter_context(
                multiprocessing.get_context(method).Pool(num_proc, initializer=_start_worker,
                                                         initargs=(initializer, initargs)))
        yield from workers.imap(function, jobs, chunksize=1)


#: The signals that stop a build.
_STOPPING = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM while workers are forked, and deliver them after.

    Python ignores an exception a signal handler raises inside fork's own
    hooks, so a signal that came then would be lost; and a new worker must
    not take one before :func:`_start_worker` has set it up (it starts with
    the signals blocked, as they are here).
    """
    if threading.current_thread() is not threading.main_thread() or None in map(signal.getsignal, _STOPPING):
        yield  # only the main thread runs Python's handlers; one set outside Python cannot be put back
        return
    caught: list[int] = []
    previous = {sig: signal.signal(sig, lambda signum, frame: caught.append(signum)) for sig in _STOPPING}
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for signum in dict.fromkeys(caught):
            signal.raise_signal(signum)


def _start_worker(initializer=None, initargs: tuple = ()) -> None:
    """In a new worker: Ctrl-C is left to the parent, SIGTERM (how the parent stops it) ends it; then
    the caller's own ``initializer``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)
    if initializer is not None:
        initializer(*initargs)


#: The guard: it reads its standard input to the end (its parent closes it, or dies), then kills every
#: process of its own process group, itself last.
_GUARD = ("import os, signal, sys; [signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT, signal.SIGHUP)]; "
          "sys.stdin.buffer.read(); os.killpg(os.getpid(), signal.SIGKILL)")
#: The process group that processes forked inside :func:`guarded_group` join (none outside it).
_joining: list[int] = []


def _join_group() -> None:
    """In a child just forked by ``subprocess`` (before it runs its program): join the guarded group."""
    if _joining:
        with suppress(OSError):  # the guard is gone (killed): the child stays in this process's group
            os.setpgid(0, _joining[-1])


os.register_at_fork(after_in_child=_join_group)


@contextmanager
def guarded_group() -> Iterator[subprocess.Popen]:
    """The programs started inside (with :mod:`subprocess` and a ``preexec_fn``, as Ray starts a local
    cluster's processes), and every process they start that stays in their process group, are killed
    (SIGKILL) when the guard this gives is closed (``guard.stdin.close()``) or this process ends,
    however it ends: the kernel closes the guard's input when its parent dies, even of SIGKILL.

    The guard leads a process group of its own in this process's session: Ctrl-C at a terminal reaches
    this process alone, never the guarded ones."""
    options: dict = {"process_group": 0} if sys.version_info >= (3, 11) else {"preexec_fn": os.setpgrp}
    guard = subprocess.Popen([sys.executable, "-c", _GUARD], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, close_fds=True, **options)
    _joining.append(guard.pid)
    try:
        yield guard
    finally:
        _joining.remove(guard.pid)


def end_guarded(guard: subprocess.Popen) -> None:
    """Kill what ``guard`` guards, and wait for the guard."""
    if guard.stdin is not None and not guard.stdin.closed:
        guard.stdin.close()
    guard.wait()
