"""The build's stage timers: where the wall and CPU seconds of a stage go, in this process and its workers."""

from __future__ import annotations

import os
import time

import pytest
from helpers import build_pool_from

from dala_pipeline import timing
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.timing import STAGES, WAITING, StageClock


class _Clocks:
    """A wall clock and a CPU clock that move only when told."""

    def __init__(self, monkeypatch):
        self.wall = self.cpu = 0.0
        monkeypatch.setattr(time, "perf_counter", lambda: self.wall)
        monkeypatch.setattr(time, "process_time", lambda: self.cpu)

    def spend(self, wall: float, cpu: float) -> None:
        self.wall += wall
        self.cpu += cpu


def test_laps_give_each_stage_its_wall_time_and_a_share_of_the_cpu_by_wall_time(monkeypatch):
    clocks = _Clocks(monkeypatch)
    clock = StageClock()
    clock.lap("read")
    clocks.spend(3.0, 0)
    clock.lap("filter")
    clocks.spend(1.0, 0)
    clock.lap("read")
    clocks.spend(1.0, 4.0)  # the CPU clock is read only when the clock settles
    clock.lap(None)
    clocks.spend(5.0, 1.0)  # outside every stage: counted nowhere
    figures = clock.report()  # 5 CPU seconds over 10 seconds of wall time
    assert figures["read"] == {"wall": 4.0, "cpu": 2.0}
    assert figures["filter"] == {"wall": 1.0, "cpu": 0.5}
    assert all(figures[stage] == {"wall": 0.0, "cpu": 0.0} for stage in STAGES if stage not in ("read", "filter"))


def test_a_stage_block_settles_its_cpu_exactly_and_returns_to_the_stage_around_it(monkeypatch):
    clocks = _Clocks(monkeypatch)
    clock = StageClock()
    with clock.stage("write"):
        clocks.spend(2.0, 1.0)
        with clock.stage("gate"):
            clocks.spend(1.0, 1.0)
        assert clock.current == "write"
        clocks.spend(2.0, 3.0)
    assert clock.current is None
    figures = clock.report()
    assert figures["write"] == {"wall": 4.0, "cpu": 4.0}
    assert figures["gate"] == {"wall": 1.0, "cpu": 1.0}


def test_waiting_for_workers_goes_to_the_stages_their_figures_name_and_their_cpu_is_added(monkeypatch):
    clocks = _Clocks(monkeypatch)
    clock = StageClock()
    clock.lap(WAITING)
    clocks.spend(4.0, 0.5)  # the parent waits (and unpickles) while two workers parse and filter
    clock.absorb({"pid": -1, "cpu": {"read": 3.0, "filter": 1.0}})
    clock.absorb({"pid": -2, "cpu": {"read": 2.0, "filter": 2.0}})
    clock.settle()
    clock.lap("assign")
    clocks.spend(1.0, 1.0)
    figures = clock.report()
    assert figures["read"] == {"wall": 2.5, "cpu": 5.0 + 0.5 * 5 / 8}
    assert figures["filter"] == {"wall": 1.5, "cpu": 3.0 + 0.5 * 3 / 8}
    assert figures["assign"] == {"wall": 1.0, "cpu": 1.0}


def test_jobs_run_in_this_process_are_not_counted_twice(monkeypatch):
    clocks = _Clocks(monkeypatch)
    clock = StageClock()
    clock.lap(WAITING)
    clocks.spend(4.0, 4.0)  # the job ran here: its CPU is this process's own
    clock.absorb({"pid": os.getpid(), "cpu": {"read": 3.0, "targets": 1.0}})
    clock.lap(None)
    figures = clock.report()
    assert figures["read"] == {"wall": 3.0, "cpu": 3.0}
    assert figures["targets"] == {"wall": 1.0, "cpu": 1.0}


@pytest.mark.parametrize("num_proc", [1, 2])
def test_the_pool_times_its_stages_with_the_cpu_of_its_workers(tmp_path, monkeypatch, num_proc):
    clock = StageClock()
    monkeypatch.setattr(timing, "_CLOCK", clock)
    own = time.process_time()
    build_pool_from(tmp_path, bundled_files(), num_proc=num_proc)
    own = time.process_time() - own
    figures = clock.report()
    assert all(figures[stage]["cpu"] > 0 and figures[stage]["wall"] > 0
               for stage in ("read", "filter", "targets", "assign"))
    pooled = sum(figures[stage]["cpu"] for stage in STAGES)
    if num_proc == 1:  # all of it in this process, counted once
        assert pooled <= own
    else:  # two workers read and filter the two files: more CPU than this process used
        assert pooled > own
