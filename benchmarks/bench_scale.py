"""Benchmark: a build from raw text at corpus scale, local engine against Ray (prints figures, asserts nothing).

A synthetic text corpus repeats the ``# text`` of the bundled sentences
(10x, 100x, 1000x: about 11k, 113k, 1.1M sentences), one sentence per JSON
line, in ``.jsonl`` files of 10,000 lines (a file is the unit of parsing
work). Each run is ``dala build --text ... --config pairs --keep-duplicates``
in a fresh process, parsed by a spaCy pipeline (``--parser``; by default a
small one trained here on the bundled dev file, as the tests train it):

* local: ``--num-proc 1`` and ``--num-proc 2``;
* ray: ``--engine ray --workers 1`` and ``--workers 2`` (a local cluster,
  started by the build).

For each it prints the wall time, the CPU seconds per sentence (user +
system of every process of the run, the Ray cluster's too), the peak
memory (VmHWM) of the driver and of the largest worker, and the scaling
efficiency of two workers over one (T1 / (2 x T2)). The local engine's
peak growth per million sentences is printed between sizes, for each run.
Every run checks that the Parquet files are the same bytes as the first
run's.

    python benchmarks/bench_scale.py                       # 10x and 100x
    python benchmarks/bench_scale.py --sizes 1000 --parser spacy:da_core_news_md
    python benchmarks/bench_scale.py --sizes 10 --runs local1,ray2
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dala_pipeline.read.sources import bundled_files

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

LINES_PER_FILE = 10_000
RUNS = {"local1": ["--num-proc", "1"], "local2": ["--num-proc", "2"],
        "ray1": ["--engine", "ray", "--workers", "1"], "ray2": ["--engine", "ray", "--workers", "2"]}
TICKS = os.sysconf("SC_CLK_TCK")


def bundled_texts() -> list[str]:
    texts = []
    for path in bundled_files():
        with path.open(encoding="utf-8") as handle:
            texts.extend(line[len("# text = "):].rstrip("\n") for line in handle if line.startswith("# text = "))
    return texts


def synthetic(folder: Path, copies: int) -> int:
    """``copies`` repetitions of the bundled texts as .jsonl files; the number of lines."""
    texts = bundled_texts()
    written = 0
    handle = None
    for _ in range(copies):
        for text in texts:
            if written % LINES_PER_FILE == 0:
                if handle:
                    handle.close()
                handle = (folder / f"part-{written // LINES_PER_FILE:05d}.jsonl").open("w", encoding="utf-8")
            handle.write(json.dumps({"text": text}, ensure_ascii=False) + "\n")
            written += 1
    if handle:
        handle.close()
    return written


def _processes() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, cmdline) of every process."""
    found = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as handle:
                stat = handle.read().decode(errors="replace")
            with open(f"/proc/{entry.name}/cmdline", "rb") as handle:
                cmdline = handle.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        found[int(entry.name)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmdline)
    return found


def _sample(pid: int) -> tuple[float, int] | None:
    """CPU seconds and VmHWM (KiB) of a process, or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().decode(errors="replace").rsplit(")", 1)[1].split()
        with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
            hwm = next((int(line.split()[1]) for line in handle if line.startswith("VmHWM:")), 0)
    except (OSError, StopIteration):
        return None
    return (int(fields[11]) + int(fields[12])) / TICKS, hwm


def measure(command: list[str]) -> dict:
    """Wall time, CPU and peak memory of a command and every process it starts, sampled from /proc."""
    with tempfile.TemporaryFile() as log:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
        seen = _watch(child)
        elapsed = time.perf_counter() - start
        if child.returncode != 0:
            log.seek(0)
            raise SystemExit(f"failed: {' '.join(command)}\n{log.read().decode(errors='replace')[-3000:]}")
    driver = seen.get(child.pid, (0.0, 0, ""))
    workers = [hwm for pid, (_, hwm, cmd) in seen.items() if pid != child.pid
               and (cmd.startswith("ray::") or cmd.startswith(command[0]))]
    return {"wall": elapsed, "cpu": sum(cpu for cpu, _, _ in seen.values()), "driver_mib": driver[1] / 1024,
            "worker_mib": max(workers, default=0) / 1024}


def _watch(child: subprocess.Popen) -> dict[int, tuple[float, int, str]]:
    """pid -> (CPU seconds, VmHWM KiB, cmdline) of the child and its descendants, last seen, until it ends."""
    seen: dict[int, tuple[float, int, str]] = {}
    while child.poll() is None:
        processes = _processes()
        tree, grew = {child.pid}, True
        while grew:
            grown = {pid for pid, (parent, _) in processes.items() if parent in tree}
            grew = not grown <= tree
            tree |= grown
        for pid in tree:
            sample = _sample(pid)
            if sample:  # the largest figures seen: a process that has ended (a zombie) shows no memory
                cpu, hwm, cmd = seen.get(pid, (0.0, 0, processes.get(pid, (0, ""))[1]))
                seen[pid] = (max(cpu, sample[0]), max(hwm, sample[1]), cmd)
        time.sleep(0.2)
    return seen


def parquet(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*.parquet"))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,100", help="comma-separated repetition factors (default: 10,100)")
    parser.add_argument("--runs", default=",".join(RUNS), help=f"comma-separated, of {', '.join(RUNS)}")
    parser.add_argument("--parser", help="spacy:NAME_OR_PATH (default: a small pipeline trained here)")
    parser.add_argument("--steps", type=int, default=150, help="training steps of the default pipeline")
    args = parser.parse_args()
    python = sys.executable
    work = Path(tempfile.mkdtemp(prefix="dala-bench-scale-"))
    try:
        spec = args.parser
        if not spec:
            from helpers import read_file, train_pipeline

            (work / "model").mkdir()
            dev, test = (read_file(path) for path in bundled_files())
            spec = f"spacy:{train_pipeline(work / 'model', dev, test, steps=args.steps)}"
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; "
              f"parser {spec}")
        header = (f"{'size':>5} {'sentences':>10} {'run':>7} | {'wall s':>8} {'cpu us/sent':>11} | "
                  f"{'driver MiB':>10} {'worker MiB':>10} | {'efficiency':>10}")
        print(header)
        print("-" * len(header))
        peaks: dict[str, list[tuple[int, float]]] = {}  # run -> (sentences, driver peak) by size
        for copies in (int(s) for s in args.sizes.split(",")):
            source = work / f"text-{copies}x"
            source.mkdir()
            count = synthetic(source, copies)
            walls: dict[str, float] = {}
            first: dict[str, bytes] | None = None
            for run in args.runs.split(","):
                out = work / f"out-{copies}-{run}"
                figures = measure([python, "-m", "dala_cli.cli", "build", "--text", str(source),
                                   "--parser", spec, "--config", "pairs", "--keep-duplicates", "--out", str(out),
                                   *RUNS[run]])
                files = parquet(out)
                first = first or files
                same = "" if files == first else "  (DIFFERENT BYTES)"
                shutil.rmtree(out)
                walls[run] = figures["wall"]
                one = walls.get(run[:-1] + "1")
                efficiency = f"{one / (2 * figures['wall']):.2f}" if run.endswith("2") and one else ""
                print(f"{copies:>4}x {count:>10,} {run:>7} | {figures['wall']:>8.1f} "
                      f"{figures['cpu'] / count * 1e6:>11.0f} | {figures['driver_mib']:>10.0f} "
                      f"{figures['worker_mib']:>10.0f} | {efficiency:>10}{same}", flush=True)
                peaks.setdefault(run, []).append((count, figures["driver_mib"]))
            if "ray2" in walls and "local2" in walls:
                print(f"{'':>5} ray2 / local2 wall time: {walls['ray2'] / walls['local2']:.2f}")
            shutil.rmtree(source)
        for run, sizes in peaks.items():
            for (n0, m0), (n1, m1) in itertools.pairwise(sizes):
                print(f"{run} driver peak grows {(m1 - m0) / (n1 - n0) * 1e6:.0f} MiB "
                      f"({(m1 - m0) / (n1 - n0) * 1e6 * 1.048576:.0f} MB) per million sentences ({n0:,} -> {n1:,})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
