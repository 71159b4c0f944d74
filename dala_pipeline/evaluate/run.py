"""``dala evaluate``: score language models zero-shot on the ``pairs`` config of a build.

The pairs come from a built folder or a Hub repository; ``--limit`` keeps
a seeded subset stratified by corruption type. Each model's sentence
scores (:mod:`.scoring`) are appended to a per-model cache file as
they are computed, one line per pair, so a run that is interrupted
resumes where it stopped; the cache is keyed by the model's identity
(name, Hub commit or folder hash, kind, dtype) and each line by a digest
of the pair's two sentences, so scores are never reused for another
model or another text. The results (:mod:`.results`) go to
``<out>/<model>.json``, ``<out>/results.md``, ``<out>/accuracy.svg`` and
``<out>/accuracy_per_token.svg`` and, with several models,
``<out>/comparison.json``.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import math
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from dala_pipeline import __version__, ownership
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.evaluate import results as lm_results
from dala_pipeline.file_checks import parse_json, read_json
from dala_pipeline.names import REPORT_NAME, data_file
from dala_pipeline.seeding import seeded_rng
from dala_pipeline.write.folder import resolve_out
from dala_pipeline.write.lock import fingerprint

CACHE_DIR = "cache"
RESULTS_MD = "results.md"
CHART_SVG = "accuracy.svg"
CHART_PER_TOKEN_SVG = "accuracy_per_token.svg"
COMPARISON_JSON = "comparison.json"
TOOL = "dala evaluate"


class EvaluationError(DalaError):
    """Pairs, an output folder or a cache that ``dala evaluate`` cannot use."""


@dataclass(frozen=True)
class Pairs:
    """The pairs to score and where they come from."""

    rows: list[dict]
    #: ``{"folder"|"repo_id", "pairs", "fingerprint", "build_seed", "dala_version"}`` as the results record it.
    source: dict


def read_folder_pairs(folder: Path) -> Pairs:
    """The ``pairs`` config of a built folder; a folder without one is an error."""
    import pyarrow.parquet as pq

    if not folder.is_dir():
        raise EvaluationError(f"{shown(str(folder))}: no such folder; give the built folder with --folder")
    path = folder / data_file("pairs", "test")
    if not path.is_file():
        raise EvaluationError(f"{shown(str(folder))} has no pairs config ({data_file('pairs', 'test')} is missing); "
                              "build it with `dala build --config pairs`")
    try:
        rows = pq.read_table(path).to_pylist()
        report = read_json(folder / REPORT_NAME) if (folder / REPORT_NAME).is_file() else {}
    except (OSError, ValueError) as err:  # pyarrow's ArrowInvalid is a ValueError
        raise EvaluationError(f"{shown(str(folder))}: cannot read the pairs config: {err}") from None
    check_pairs(rows, str(path))
    if not isinstance(report, dict):  # a report of the user's: what it records is only provenance
        report = {}
    return Pairs(rows, {"folder": str(folder), "pairs": len(rows), "fingerprint": fingerprint(rows),
                        "build_seed": report.get("seed"), "dala_version": report.get("version")})


def read_hub_pairs(repo_id: str, revision: str | None = None) -> Pairs:
    """The ``pairs`` config of a dataset repository on the Hub."""
    import datasets

    try:
        test = datasets.load_dataset(repo_id, "pairs", split="test", revision=revision)
    except (OSError, ValueError, ConnectionError) as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise EvaluationError(f"dataset {shown(repo_id)}: cannot read its pairs config ({first})") from None
    rows = test.to_list()
    check_pairs(rows, f"dataset {repo_id}")
    return Pairs(rows, {"repo_id": repo_id, "revision": revision, "pairs": len(rows),
                        "fingerprint": fingerprint(rows), "build_seed": None, "dala_version": None})


#: What a corruption type may be called: a Python identifier in ASCII, as the registry's names are.
TYPE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def check_pairs(rows: Sequence[dict], where: str) -> None:
    """Refuse pairs ``dala evaluate`` cannot score or pair up: a missing column, a sentence or type that
    is not a non-empty string, a type name that is not an identifier (it goes into Markdown and SVG),
    or a ``pair_id`` used twice (the comparisons of two models pair the records by it)."""
    columns = ("sentence_good", "sentence_bad", "corruption_type", "pair_id")
    seen: dict[str, int] = {}
    for number, row in enumerate(rows, start=1):
        missing = [c for c in columns if c not in row]
        if missing:
            raise EvaluationError(f"{shown(where)}: not DaLA pairs (row {number} has no column "
                                  f"{', '.join(missing)})")
        for column in columns:
            value = row[column]
            if not isinstance(value, str) or not value.strip():
                raise EvaluationError(f"{shown(where)}: row {number}: {column} is {shown(repr(value))}, "
                                      "not a non-empty string")
        if not TYPE_NAME.fullmatch(row["corruption_type"]):
            raise EvaluationError(f"{shown(where)}: row {number}: corruption_type {shown(row['corruption_type'])} "
                                  "is not a name of letters, digits and underscores")
        pair_id = row["pair_id"]
        if pair_id in seen:
            raise EvaluationError(f"{shown(where)}: rows {seen[pair_id]} and {number} share the pair_id "
                                  f"{shown(pair_id)}; each pair needs its own")
        seen[pair_id] = number


def stratified(rows: Sequence[dict], limit: int, seed: int) -> list[dict]:
    """``limit`` pairs (all of them when there are fewer), each type's share as in ``rows``
    (largest remainders, at least one of every type when ``limit`` allows, never more than a type
    has), drawn with a seeded generator; in the order of ``rows``."""
    if limit >= len(rows):
        return list(rows)
    by_type: dict[str, list[int]] = {}
    for index, row in enumerate(rows):
        by_type.setdefault(row["corruption_type"], []).append(index)
    types = sorted(by_type)
    floor_one = limit >= len(types)
    quotas = {t: limit * len(by_type[t]) / len(rows) for t in types}
    counts = {t: min(len(by_type[t]), max(int(quotas[t]), 1 if floor_one else 0)) for t in types}
    while sum(counts.values()) < limit:  # largest remainder first, among types with pairs to spare
        room = [t for t in types if counts[t] < len(by_type[t])]
        counts[min(room, key=lambda t: (-(quotas[t] - counts[t]), t))] += 1
    while sum(counts.values()) > limit:  # the floor of one overshot: take back from the most over its share
        counts[min((t for t in types if counts[t] > 1), key=lambda t: (-(counts[t] - quotas[t]), t))] -= 1
    chosen = []
    for t in types:
        group = list(by_type[t])
        seeded_rng(seed, "evaluate", t).shuffle(group)
        chosen.extend(group[:counts[t]])
    return [rows[i] for i in sorted(chosen)]


def slug(name: str) -> str:
    """A file name for a model: its Hub id with ``/`` as ``__``, or its folder's name."""
    path = Path(name).expanduser()
    base = path.resolve().name if path.exists() else name.replace("/", "__")
    return re.sub(r"[^A-Za-z0-9._-]+", "_", base).strip("._") or "model"


def pair_digest(row: dict) -> str:
    return hashlib.sha256(f"{row['sentence_good']}\n{row['sentence_bad']}".encode()).hexdigest()[:16]


#: A log-probability above 0 is impossible; float32 rounding of a near-certain sentence may land this far above.
LOGPROB_ROUNDING = 1e-4


def valid_score(value) -> bool:
    """Whether ``value`` is a sentence's ``[logprob, tokens]``: a finite log-probability of at most 0
    and a positive whole number of tokens (a bool is not a number here)."""
    if not isinstance(value, list) or len(value) != 2:
        return False
    logprob, tokens = value
    return (isinstance(logprob, (int, float)) and not isinstance(logprob, bool) and math.isfinite(logprob)
            and logprob <= LOGPROB_ROUNDING and isinstance(tokens, int) and not isinstance(tokens, bool) and tokens > 0)


def _score_record(line: bytes) -> dict | None:
    """One cache line as a record, or None when it is not one this module writes."""
    try:
        record = parse_json(line.decode("utf-8"))
    except ValueError:  # not UTF-8 or not JSON
        return None
    if not isinstance(record, dict) or not all(isinstance(record.get(k), str) for k in ("pair_id", "digest")):
        return None
    if set(record) != {"pair_id", "digest", "good", "bad"} or not (valid_score(record["good"])
                                                                   and valid_score(record["bad"])):
        return None
    return record


class ScoreCache:
    """One model's pair scores on disk, one JSON line per pair, appended as they are computed.

    The first line names the model identity; a file for another identity is
    refused. A last line cut short by an interruption is dropped."""

    def __init__(self, path: Path, identity: str):
        self.path = path
        self.identity = identity
        self.scores: dict[tuple[str, str], dict] = {}
        if path.exists():
            self._load()
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps({"tool": TOOL, "model_identity": identity}) + "\n", encoding="utf-8")

    def _load(self) -> None:
        data = self.path.read_bytes()
        complete = data[: data.rfind(b"\n") + 1]
        lines = complete.split(b"\n")[:-1]
        try:
            header = parse_json(lines[0].decode("utf-8")) if lines else {}
        except ValueError:  # UnicodeDecodeError is a ValueError
            header = {}
        if not isinstance(header, dict) or header.get("tool") != TOOL \
                or header.get("model_identity") != self.identity:
            raise EvaluationError(f"{shown(str(self.path))}: not a score cache of this model; "
                                  "move it away or choose another --out")
        for number, line in enumerate(lines[1:], start=2):
            record = _score_record(line)
            if record is None:
                raise EvaluationError(f"{shown(str(self.path))}:{number}: damaged score line; "
                                      "delete the file to score this model again")
            key = (record["pair_id"], record["digest"])
            if key in self.scores and self.scores[key] != record:
                raise EvaluationError(f"{shown(str(self.path))}:{number}: damaged score line (pair "
                                      f"{shown(record['pair_id'])} has another score on an earlier line); "
                                      "delete the file to score this model again")
            self.scores[key] = record
        if len(complete) < len(data):
            with open(self.path, "r+b") as handle:
                handle.truncate(len(complete))

    def get(self, row: dict) -> dict | None:
        return self.scores.get((row["pair_id"], pair_digest(row)))

    def add(self, records: Sequence[dict]) -> None:
        with open(self.path, "a", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
                self.scores[(record["pair_id"], record["digest"])] = record
            handle.flush()
            os.fsync(handle.fileno())


def score_pairs(scorer, rows: Sequence[dict], cache: ScoreCache, batch_size: int,
                progress: Callable | None = None) -> list[dict]:
    """Every row's scored record, from the cache where it is there, scoring the rest in batches
    of ``batch_size`` pairs (both sentences in one model call)."""
    todo = [row for row in rows if cache.get(row) is None]
    bar = progress(total=len(todo)) if progress else None
    try:
        for start in range(0, len(todo), batch_size):
            batch = todo[start:start + batch_size]
            scores = scorer.score([r["sentence_good"] for r in batch] + [r["sentence_bad"] for r in batch])
            records = []
            for row, good, bad in zip(batch, scores[:len(batch)], scores[len(batch):]):
                record = {"pair_id": row["pair_id"], "digest": pair_digest(row),
                          "good": [good.logprob, good.tokens], "bad": [bad.logprob, bad.tokens]}
                for side in ("good", "bad"):
                    if not valid_score(record[side]):
                        raise EvaluationError(
                            f"model {shown(scorer.info.name)}: pair {shown(row['pair_id'])}: the {side} sentence "
                            f"scores {record[side][0]} over {record[side][1]} tokens, which is not a "
                            "log-probability; the model cannot score (its weights may be damaged)")
                records.append(record)
            cache.add(records)
            if bar is not None:
                bar.update(len(batch))
    finally:  # the bar ends on its own line, before any message
        if bar is not None:
            bar.close()
    scored = []
    for row in rows:
        cached = cache.get(row)
        if cached is None:
            raise TypeError(f"pair {row['pair_id']} was not scored")
        record = dict(cached)
        record["corruption_type"] = row["corruption_type"]
        record["words_differ"] = len(row["sentence_good"].split()) != len(row["sentence_bad"].split())
        scored.append(record)
    return scored


def check_out(out: Path, names: Sequence[str], inputs: Sequence[str | Path] = ()) -> None:
    """Refuse, before any scoring, a protected ``out`` (as ``dala build`` refuses one), one that is or holds an
    input, and replacing a file in ``out`` whose bytes are not what ``dala evaluate`` wrote there."""
    out = resolve_out(out)
    ownership.refuse_protected(out, [Path(p) for p in inputs if Path(p).exists()], inside=False)
    if out.exists() and not out.is_dir():
        raise EvaluationError(f"{shown(str(out))}: a file stands where the results folder should be; "
                              "choose another --out")
    for name in names:
        ownership.check_target(out / name, TOOL, "--out")


def write_text(path: Path, text: str) -> None:
    """Replace a results file whole, recorded as written by ``dala evaluate`` (:mod:`..ownership`)."""
    ownership.write_text(path, text, TOOL, "--out")


def result_names(models: Sequence[str]) -> dict[str, str]:
    """Each model's results file stem: its :func:`slug`, with ``_model`` added where that is the
    name of another results file (a model folder named ``comparison``)."""
    taken = {Path(n).stem for n in (RESULTS_MD, CHART_SVG, CHART_PER_TOKEN_SVG, COMPARISON_JSON)}
    names: dict[str, str] = {}
    for model in models:
        name = slug(model)
        if name in taken:
            name += "_model"
        if name in names.values():
            raise EvaluationError(f"two models would share the results file {name}.json: {shown(model)} and "
                                  f"{shown(next(m for m, n in names.items() if n == name))}")
        names[model] = name
    return names


def model_result(info, scorer_name: str, device: str, pairs: Pairs, selection: dict, summary: dict) -> dict:
    """The content of ``<model>.json``."""
    return {
        "tool": TOOL,
        "dala_version": __version__,
        "date": datetime.date.today().isoformat(),
        "model": {"name": info.name, "kind": info.kind.value, "architecture": info.architecture,
                  "revision": info.revision, "sha256": info.sha256, "parameters": info.parameters,
                  "dtype": info.dtype},
        "scorer": scorer_name,
        "device": device,
        "dataset": pairs.source,
        "selection": selection,
        "decision": ("a pair is correct when the original sentence scores strictly higher; a tie (a relative gap of "
                     f"at most {lm_results.TIE_TOLERANCE:g}) counts as wrong"),
        "results": summary,
    }


def versions() -> dict:
    """The versions of the libraries that computed the scores."""
    from importlib.metadata import PackageNotFoundError, version

    found: dict[str, str | None] = {}
    for name in ("torch", "transformers", "minicons", "tokenizers"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    found["python"] = sys.version.split()[0]
    return found


def _require_libraries() -> None:
    from importlib.util import find_spec

    missing = [name for name in ("torch", "transformers", "minicons") if find_spec(name) is None]
    if missing:
        raise EvaluationError(f"dala evaluate needs {', '.join(missing)}: pip install 'dala[evaluate]' "
                              "(install torch first for a particular CUDA or CPU build)")


def too_long(scorer, rows: Sequence[dict]) -> list[tuple[dict, int]]:
    """The rows with a sentence longer than the model reads at once, with that sentence's token count."""
    if scorer.context is None:
        return []
    good = scorer.lengths([r["sentence_good"] for r in rows])
    bad = scorer.lengths([r["sentence_bad"] for r in rows])
    return [(row, max(g, b)) for row, g, b in zip(rows, good, bad) if max(g, b) > scorer.context]


def fitting(scorer, rows: Sequence[dict], skip: bool) -> tuple[list[dict], list[str]]:
    """The rows the model can read whole, and the pair ids left out; a pair it cannot read is an error
    unless ``skip``."""
    over = too_long(scorer, rows)
    if not over:
        return list(rows), []
    longest, tokens = max(over, key=lambda item: item[1])
    if not skip:
        raise EvaluationError(f"model {shown(scorer.info.name)} reads at most {scorer.context} tokens, and "
                              f"{len(over)} of the {len(rows)} pairs have a longer sentence (the longest: pair "
                              f"{shown(longest['pair_id'])}, {tokens} tokens); --skip-too-long scores the others "
                              "and reports them")
    left_out = {row["pair_id"] for row, _ in over}
    if len(left_out) == len(rows):
        raise EvaluationError(f"model {shown(scorer.info.name)} reads at most {scorer.context} tokens, and every "
                              "pair has a longer sentence: nothing to score")
    print(f"dala evaluate: {scorer.info.name}: skipped {len(over)} pairs with a sentence longer than its "
          f"{scorer.context} tokens (the longest: pair {longest['pair_id']}, {tokens} tokens)", file=sys.stderr)
    return [r for r in rows if r["pair_id"] not in left_out], sorted(left_out)


def run(models: Sequence[str], folder: Path | None, repo_id: str | None, kind: str, device: str, dtype: str,
        batch_size: int, limit: int | None, seed: int, out: Path, skip_too_long: bool = False) -> None:
    """Score every model on the pairs and write the results; everything that can be checked
    (the pairs, the output files, each model's config and kind, the device) is checked first."""
    from tqdm import tqdm

    from dala_pipeline.evaluate import scoring as lm_scoring

    if batch_size < 1:
        raise EvaluationError(f"--batch-size must be at least 1, not {batch_size}")
    if limit is not None and limit < 1:
        raise EvaluationError(f"--limit must be at least 1, not {limit}")
    _require_libraries()
    if repo_id:
        pairs = read_hub_pairs(repo_id)
    elif folder is not None:
        pairs = read_folder_pairs(folder)
    else:
        raise AttributeError("neither a folder nor a repo_id to read the pairs from")
    if not pairs.rows:
        raise EvaluationError("the pairs config holds no pairs")
    if limit is not None and limit > len(pairs.rows):
        raise EvaluationError(f"--limit {limit}: the pairs config holds only {len(pairs.rows)} pairs; "
                              "leave --limit out to score them all")
    rows = stratified(pairs.rows, limit, seed) if limit else list(pairs.rows)
    names = result_names(models)
    check_out(out, [f"{n}.json" for n in names.values()] + [RESULTS_MD, CHART_SVG, CHART_PER_TOKEN_SVG,
                                                          COMPARISON_JSON], [*models, *([folder] if folder else [])])
    target = lm_scoring.resolve_device(device)
    asked = None if kind == "auto" else lm_scoring.Kind(kind)
    for model in models:
        lm_scoring.inspect_model(model, asked)
    selection = {"limit": limit, "seed": seed, "pairs": len(rows), "of": len(pairs.rows)}
    summaries, scored = {}, {}
    for model, name in names.items():
        scorer = lm_scoring.load_scorer(model, asked, target, dtype, probe=rows[0]["sentence_good"])
        readable, skipped = fitting(scorer, rows, skip_too_long)
        cache = ScoreCache(out / CACHE_DIR / f"{name}-{scorer.info.identity()[:16]}.jsonl", scorer.info.identity())

        def progress(total: int, label: str = name):
            # disable=None: a bar on a terminal only, not in a log
            return tqdm(total=total, desc=f"Scoring {label}", unit="pair", file=sys.stderr, disable=None)

        records = score_pairs(scorer, readable, cache, batch_size, progress)
        summary = lm_results.summarise(records)
        summary["skipped_too_long"] = {"context": scorer.context, "pairs": len(skipped), "pair_ids": skipped}
        result = model_result(scorer.info, scorer.info.scorer(), target, pairs, selection, summary)
        result["versions"] = versions()
        write_text(out / f"{name}.json", json.dumps(result, indent=2, ensure_ascii=False) + "\n")
        summaries[name], scored[name] = summary, records
        del scorer
    several = len(summaries) > 1
    tests = {score: lm_results.compare(list(summaries), scored, score) for score in lm_results.SCORES} \
        if several else {}
    spread = {score: lm_results.discrimination(summaries, score) for score in lm_results.SCORES} \
        if several else {}
    table = lm_results.markdown(summaries, tests, spread)
    write_text(out / RESULTS_MD, table)
    write_text(out / CHART_SVG, lm_results.chart(summaries, "sum"))
    write_text(out / CHART_PER_TOKEN_SVG, lm_results.chart(summaries, "per_token"))
    if several:
        write_text(out / COMPARISON_JSON, json.dumps(
            {"tool": TOOL, "models": dict(zip(summaries, models)), "dataset": pairs.source, "selection": selection,
             "mcnemar": tests,
             "significance": {score: [lm_results.significance_line(t) for t in found]
                              for score, found in tests.items()},
             "discrimination": spread}, indent=2, ensure_ascii=False) + "\n")
    print(table)
    print(f"wrote {out}: " + ", ".join([f"{n}.json" for n in summaries] + [RESULTS_MD, CHART_SVG, CHART_PER_TOKEN_SVG]
                                       + ([COMPARISON_JSON] if several else [])))
