"""Benchmark: how the DaLA build scales with corpus size (prints figures, asserts nothing).

For the bundled source and for synthetic corpora made by repeating the
bundled sentences with fresh sent_ids (10x, 100x, 1000x: about 11k, 113k,
1.1M sentences), it measures wall time and peak memory (RSS) of

  (a) parsing the CoNLL-U with ``conllu`` alone: the floor,
  (b) reading + filtering + assignment (the pool),
  (c) the full ``dala build`` of every config,

each in a fresh process, and prints the ratio (c)/(a), the cost per
sentence and the CPU seconds of (a), (b) and (c) (user + system of the
process and the workers it waited for: steadier than wall time on a busy
machine); (b) and (c) for each ``--num-proc`` value (default 1 and every
core; (a) is one process by definition). It also prints the time a fresh
process needs just to import what ``dala build`` imports, a fixed cost that
dominates on the bundled source. Synthetic corpora are built with
``--keep-duplicates`` (their texts repeat by construction).

Then, for each size and ``--num-proc``, the wall and CPU seconds of each
stage of (c) as the build's own timers measured them
(:mod:`dala_pipeline.timing`: CPU of every process of the build), and
``other``: what the stages leave of (c), chiefly starting Python and
importing. ``lock`` is 0 here: a build makes its lock only with ``--check``
or ``--update-lock``.

    python benchmarks/bench_build.py                 # 1x, 10x, 100x
    python benchmarks/bench_build.py --sizes 1000 --num-proc 2
    python benchmarks/bench_build.py --sizes 100 --num-proc 1 --without-checks

``--without-checks`` turns the source detectors and the sentence checks
off in (b) and (c), so that the two runs show what those checks cost.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dala_pipeline.read.sources import bundled_files
from dala_pipeline.timing import STAGES

FLOOR = """
import sys, conllu
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as handle:
        for sentence in conllu.parse_incr(handle):
            pass
"""

POOL = """
import sys
from pathlib import Path
from dala_pipeline.pool import build_pool
from dala_pipeline.settings import BuildSettings
from dala_pipeline.read.sources import describe
cache, num_proc, dedupe, checks, *names = sys.argv[1:]
files = [Path(n) for n in names]
settings = BuildSettings(dedupe=dedupe == "1", num_proc=int(num_proc))
if checks == "0":
    settings = BuildSettings(dedupe=dedupe == "1", num_proc=int(num_proc), source_detectors=False,
                             sentence_checks=False)
build_pool(files, [describe(f) for f in files], settings, Path(cache))
"""

#: ``dala build`` as the command line runs it, then the figures of the build's stage timers.
BUILD = """
import json, sys
from dala_cli.cli import main
from dala_pipeline.timing import clock
times, *argv = sys.argv[1:]
code = main(argv)
with open(times, "w", encoding="utf-8") as handle:
    json.dump(clock().report(), handle)
sys.exit(code)
"""

STARTUP = "import dala_cli.cli, dala"


def measure(command: list[str]) -> tuple[float, float, float]:
    """Wall seconds, peak RSS (MiB) and CPU seconds of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{child.stderr.read().decode()}")
    child.stderr.close()
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def synthetic(folder: Path, copies: int) -> list[Path]:
    """The bundled files repeated ``copies`` times, sent_ids made unique.

    Written copy by copy, so this process stays small: a child's peak RSS
    includes the pages it shares with its parent until it starts.
    """
    if copies == 1:
        return bundled_files()
    paths = []
    for source in bundled_files():
        text = source.read_text(encoding="utf-8")
        target = folder / source.name
        with target.open("w", encoding="utf-8") as out:
            for k in range(copies):
                out.write(text.replace("# sent_id = ", f"# sent_id = r{k}-"))
        paths.append(target)
    return paths


def sentences(copies: int) -> int:
    return copies * sum(p.read_text(encoding="utf-8").count("# sent_id = ") for p in bundled_files())


def stage_table(rows: list[tuple[str, int, dict, tuple[float, float, float]]]) -> str:
    """Wall / CPU seconds of each stage of each build (size, --num-proc, the timers' figures, (c))."""
    width = 12
    header = f"{'size':>6} {'procs':>5} |" + "".join(f"{stage:>{width}}" for stage in (*STAGES, "other"))
    lines = ["stages of (c), wall / CPU seconds (CPU: every process of the build):", header, "-" * len(header)]
    for size, procs, report, (wall, _, cpu) in rows:
        walls = [report[stage]["wall"] for stage in STAGES]
        cpus = [report[stage]["cpu"] for stage in STAGES]
        cells = [f"{w:.1f}/{c:.1f}" for w, c in zip([*walls, wall - sum(walls)], [*cpus, cpu - sum(cpus)])]
        lines.append(f"{size:>6} {procs:>5} |" + "".join(f"{cell:>{width}}" for cell in cells))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1,10,100", help="comma-separated repetition factors")
    parser.add_argument("--num-proc", default=f"1,{os.cpu_count()}" if (os.cpu_count() or 1) > 1 else "1",
                        help="comma-separated --num-proc values for (b) and (c) (default: 1 and every core)")
    parser.add_argument("--without-checks", action="store_true",
                        help="build with --no-source-detectors --no-sentence-checks, to measure their cost")
    args = parser.parse_args()
    python = sys.executable
    procs = [int(n) for n in args.num_proc.split(",")]

    startup = measure([python, "-c", STARTUP])
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; "
          f"importing what `dala build` imports takes {startup[0]:.2f} s, {startup[1]:.0f} MiB; "
          f"load average {os.getloadavg()[0]:.1f}")
    header = (f"{'size':>6} {'sentences':>10} {'procs':>5} | {'(a) s':>8} {'MiB':>6} | {'(b) s':>8} {'MiB':>6} | "
              f"{'(c) s':>8} {'MiB':>6} | {'c/a':>5} {'b/a':>5} | {'c us/sent':>9} | {'(a) cpu':>8} {'(b) cpu':>8} "
              f"{'(c) cpu':>8}")
    print(header)
    print("-" * len(header))
    stages = []
    for copies in (int(s) for s in args.sizes.split(",")):
        work = Path(tempfile.mkdtemp(prefix=f"dala-bench-{copies}x-"))
        try:
            source = work / "source"  # the output goes beside the source, never inside it
            source.mkdir()
            paths = synthetic(source, copies)
            data_dir = source if copies > 1 else paths[0].parent
            count = sentences(copies)
            names = [str(p) for p in paths]
            a = measure([python, "-c", FLOOR, *names])
            dedupe = "1" if copies == 1 else "0"
            for n in procs:
                checks = "0" if args.without_checks else "1"
                b = measure([python, "-c", POOL, str(work / f"pool-{n}"), str(n), dedupe, checks, *names])
                times = work / f"stages-{n}.json"
                build = [python, "-c", BUILD, str(times), "build", "--data-dir", str(data_dir),
                         "--out", str(work / "out"), "--num-proc", str(n)]
                if copies > 1:
                    build.append("--keep-duplicates")
                if args.without_checks:
                    build += ["--no-source-detectors", "--no-sentence-checks"]
                c = measure(build)
                stages.append((f"{copies}x", n, json.loads(times.read_text(encoding="utf-8")), c))
                print(f"{copies:>5}x {count:>10} {n:>5} | {a[0]:>8.2f} {a[1]:>6.0f} | {b[0]:>8.2f} {b[1]:>6.0f} | "
                      f"{c[0]:>8.2f} {c[1]:>6.0f} | {c[0] / a[0]:>5.2f} {b[0] / a[0]:>5.2f} | "
                      f"{c[0] / count * 1e6:>9.0f} | {a[2]:>8.2f} {b[2]:>8.2f} {c[2]:>8.2f}", flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print()
    print(stage_table(stages))
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
