"""Work in worker processes that stop with their parent: ``map`` in source order over a pool.

Workers ignore SIGINT and die on SIGTERM; the parent stops them on any way
out (an exception, SIGTERM, Ctrl-C), and a worker whose parent is killed
outright reads the end of its task queue and exits. The pool reading a
source (:mod:`dala_pipeline.pool`) and the parser of plain text
(:mod:`dala_pipeline.read.text`) use it.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from collections.abc import Generator, Iterator
from contextlib import ExitStack, contextmanager


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
