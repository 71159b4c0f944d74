"""Benchmark: reading pathological sentences (prints figures, asserts nothing).

The tree check walks each word at most once, so a sentence of n words
costs O(n): this prints the time to read one sentence of 10,000, 40,000
and 100,000 words whose heads form one long chain (the worst case for a
walk to the root), and the tree check's share of it, e.g.

    python benchmarks/bench_reading.py
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from dala_pipeline.read.conllu import Shard, _check_tree, parse_shard


def chain(path: Path, words: int) -> None:
    rows = [f"{i}\tw\tw\tX\t_\t_\t{i + 1 if i < words else 0}\t{'dep' if i < words else 'root'}\t_\t_"
            for i in range(1, words + 1)]
    path.write_text(f"# sent_id = chain\n# text = {' '.join(['w'] * words)}\n" + "\n".join(rows) + "\n\n",
                    encoding="utf-8")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for words in (10_000, 40_000, 100_000):
            path = Path(folder) / f"chain-{words}.conllu"
            chain(path, words)
            start = time.perf_counter()
            [(_sentence, _)] = list(parse_shard(Shard(path)))
            elapsed = time.perf_counter() - start
            heads = [(None, {"head": i + 1 if i < words else 0}) for i in range(1, words + 1)]
            start = time.perf_counter()
            _check_tree(path, heads, "chain")
            tree = time.perf_counter() - start
            print(f"{words:>7} words: read {elapsed:6.3f} s ({1e6 * elapsed / words:.2f} us/word), "
                  f"of which the tree check {tree:6.3f} s")


if __name__ == "__main__":
    main()
