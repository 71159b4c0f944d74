"""Benchmark: how long each language's hunspell dictionary takes to load (prints figures, asserts nothing).

Every process that builds, filters or reviews loads its language's
dictionary once (:class:`corruptions.lexicon.Lexicon`); a test run and a
build with ``--num-proc`` load it in several processes. Each language is
loaded in a fresh interpreter, so no load profits from another.

    python benchmarks/bench_dictionary.py
"""

from __future__ import annotations

import subprocess
import sys

from corruptions import registry as corruptions

_LOAD = ("import time, resource; start = time.perf_counter(); from corruptions import registry as corruptions; "
         "corruptions.language({code!r}).lexicon(); "
         "print(f'{{time.perf_counter() - start:.2f}} {{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}}')")


def main() -> None:
    print(f"{'language':<10} {'dictionary':<28} {'load s':>7} {'peak MiB':>9}")
    for code, language in corruptions.LANGUAGES.items():
        seconds, mib = subprocess.run([sys.executable, "-c", _LOAD.format(code=code)], check=True,
                                      capture_output=True, text=True).stdout.split()
        print(f"{code:<10} {language.dictionary_name:<28} {seconds:>7} {mib:>9}")


if __name__ == "__main__":
    main()
