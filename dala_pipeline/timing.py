"""The wall and CPU seconds of each stage of a build, from the build's own timers.

Each process keeps one :class:`StageClock` (:func:`clock`). The build
marks where a stage starts: :meth:`StageClock.stage` around a block, or
:meth:`StageClock.lap` where stages alternate sentence by sentence (a read
of the wall clock, about 50 ns). The CPU seconds of this process are read
at the edges of a block and shared among the stages lapped inside it in
proportion to their wall time. A worker process measures the jobs it runs
on its own clock and hands back :meth:`StageClock.figures` with its
results; the parent :meth:`StageClock.absorb`\\ s them, so that a stage's
CPU seconds are those of every process, and the parent's wall time spent
waiting for the workers goes to the stages they spent their time in.

The figures are only measured, never read by the build: ``dala build``
prints none of them; ``benchmarks/bench_build.py`` runs the build and reads
:func:`clock` afterwards.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

#: The stages of a build, in pipeline order.
STAGES = ("read", "filter", "targets", "assign", "split", "gate", "write", "card", "lock")
#: Time of this process spent waiting for worker processes, until their figures say what it went to
#: (without figures, as from the Ray engine's workers: to :data:`UNTIMED_WORK`).
WAITING = "waiting"
UNTIMED_WORK = "read"


class StageClock:
    """Wall and CPU seconds per stage of this process and of the workers whose figures it absorbed."""

    def __init__(self) -> None:
        self.wall = dict.fromkeys(STAGES, 0.0)
        self.cpu = dict.fromkeys(STAGES, 0.0)
        self._stage: str | None = None  # None: outside every stage
        self._since = time.perf_counter()
        self._cpu_since = time.process_time()
        self._laps: dict[str | None, float] = {}
        self._absorbed = dict.fromkeys(STAGES, 0.0)  # workers' CPU since the last settle, by stage
        self._in_process = False  # whether absorbed figures were measured in this process

    @property
    def current(self) -> str | None:
        return self._stage

    def lap(self, stage: str | None) -> None:
        """From now on, time goes to ``stage``."""
        now = time.perf_counter()
        self._laps[self._stage] = self._laps.get(self._stage, 0.0) + now - self._since
        self._since, self._stage = now, stage

    @contextmanager
    def stage(self, name: str | None) -> Iterator[None]:
        """Time spent in the block goes to ``name``; then back to the stage around it."""
        outer = self._stage
        self.settle()
        self.lap(name)
        try:
            yield
        finally:
            self.settle()
            self.lap(outer)

    def settle(self) -> None:
        """Share the CPU seconds since the last settle among the stages lapped since, by wall time; the
        time spent :data:`WAITING` goes to the stages of the figures absorbed meanwhile."""
        self.lap(self._stage)
        now = time.process_time()
        spent, self._cpu_since = now - self._cpu_since, now
        total = sum(self._laps.values())
        for stage, wall in self._laps.items():
            if stage is None:
                continue
            cpu = spent * wall / total if total else 0.0
            if stage != WAITING:
                self.wall[stage] += wall
                self.cpu[stage] += cpu
                continue
            absorbed = sum(self._absorbed.values())
            for worked, seconds in self._absorbed.items() if absorbed else ((UNTIMED_WORK, 1.0),):
                self.wall[worked] += wall * seconds / (absorbed or 1.0)
                self.cpu[worked] += cpu * seconds / (absorbed or 1.0)
        if not self._in_process:  # jobs run in this process were counted above, as time spent waiting
            for worked, seconds in self._absorbed.items():
                self.cpu[worked] += seconds
        self._laps = {}
        self._absorbed = dict.fromkeys(STAGES, 0.0)
        self._in_process = False

    def figures(self) -> dict:
        """What this clock measured, for a parent to :meth:`absorb`."""
        self.settle()
        return {"pid": os.getpid(), "cpu": dict(self.cpu)}

    def absorb(self, figures: dict) -> None:
        """Count a worker's :meth:`figures` (its CPU seconds by stage) in this clock."""
        self._in_process = self._in_process or figures["pid"] == os.getpid()
        for stage, seconds in figures["cpu"].items():
            self._absorbed[stage] += seconds

    def report(self) -> dict:
        """Wall and CPU seconds of each stage, as plain data."""
        self.settle()
        return {stage: {"wall": self.wall[stage], "cpu": self.cpu[stage]} for stage in STAGES}


_CLOCK = StageClock()


def clock() -> StageClock:
    """This process's clock."""
    return _CLOCK
