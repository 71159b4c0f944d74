"""The gate's reading in bulk (pairs as columns) and the layouts' pairing of rows: the same verdicts as the
exact reading, pair by pair, on good and on damaged rows."""

from __future__ import annotations

import random

import numpy as np
import pyarrow as pa
import pytest

from dala_pipeline.errors import GateError
from dala_pipeline.gate import check, check_findings, read_split
from dala_pipeline.layouts import PAIR_COLUMNS, ClassificationLayout, PairsLayout, PublishedPair

EDIT = pa.struct([("start", pa.int32()), ("end", pa.int32()), ("original", pa.string()),
                  ("replacement", pa.string())])


def _pair(pid: str, ctype: str, good: str | None = None, bad: str | None = None, edit: dict | None = None):
    good = good or f"Sætning {pid} er god."
    bad = bad or good.replace("er", "re", 1)
    start = good.index("er") if "er" in good else 0
    return PublishedPair(pid, good, bad, ctype,
                         edit or {"start": start, "end": start + 2, "original": "er", "replacement": "re"})


class _Pairs:
    """A split's pairs as the bulk reading takes them, two pairs a slice."""

    def __init__(self, pairs: list[PublishedPair]):
        self.pairs = pairs
        self.ids = pa.chunked_array([pa.array([p.pair_id for p in pairs], pa.string())])

    def slices(self):
        for start in range(0, len(self.pairs), 2):
            part = self.pairs[start:start + 2]
            yield pa.table([pa.array([getattr(p, name) for p in part], EDIT if name == "edit" else pa.string())
                            for name in PAIR_COLUMNS], names=list(PAIR_COLUMNS))


def _verdict(reading, *args, **kwargs):
    try:
        return reading(*args, **kwargs)
    except GateError as err:
        return str(err)


def _both(splits: dict[str, list[PublishedPair]], **options):
    exact = _verdict(check, "cfg", splits, **options)
    found = {name: read_split(_Pairs(pairs), options.get("distinct_texts", True)) for name, pairs in splits.items()}
    bulk = _verdict(check_findings, "cfg", found, lambda: splits, **options)
    return exact, bulk


GOOD = {
    "train": [_pair(f"a{i}", "delete") for i in range(6)] + [_pair(f"b{i}", "flip_som_der") for i in range(6)],
    "val": [_pair("c0", "delete"), _pair("c1", "flip_som_der")],
    "test": [_pair(f"d{i}", "delete") for i in range(3)] + [_pair(f"e{i}", "flip_som_der") for i in range(3)],
}


def test_the_bulk_reading_passes_what_the_exact_reading_passes_with_the_same_divergences():
    exact, bulk = _both(GOOD)
    assert exact == bulk == {"train/val": 0.0, "train/test": 0.0, "val/test": 0.0}
    exact, bulk = _both({"train": GOOD["train"], "full_train": GOOD["train"] + GOOD["val"]},
                        overlapping=frozenset({frozenset({"train", "full_train"})}))
    assert exact == bulk == {"train/full_train": 0.0}


@pytest.mark.parametrize("damage, message", [
    (lambda s: s["test"].append(_pair("e9", "delete", good="Sætning a0 er god.")), "splits train and test share 2"),
    (lambda s: s["val"].append(_pair("c0", "delete", good="Sætning c9 er god.")), "split val repeats pair_id 'c0'"),
    (lambda s: s["test"].insert(1, _pair("d7", "delete", bad="Sætning d7 er god.")), "pair d7: corrupted text equals"),
    (lambda s: s["test"].append(_pair("d8", "delete", bad="Noget andet.")), "pair d8: edit does not turn"),
    (lambda s: s["test"].append(_pair("d9", "delete", edit={"start": 99, "end": 101, "original": "er",
                                                               "replacement": "re"})), "pair d9: edit does not"),
    (lambda s: s["train"].extend(_pair(f"f{i}", "delete") for i in range(9)), "between splits train and val is"),
])
def test_the_bulk_reading_refuses_what_the_exact_reading_refuses_with_the_same_words(damage, message):
    splits = {name: list(pairs) for name, pairs in GOOD.items()}
    damage(splits)
    exact, bulk = _both(splits)
    assert isinstance(exact, str) and message in exact
    assert bulk == exact
    exact, bulk = _both(splits, distinct_texts=False)
    assert bulk == exact


def test_texts_whose_short_digests_agree_are_compared_by_the_exact_reading(monkeypatch):
    from dala_pipeline import gate

    monkeypatch.setattr(gate, "_digests", lambda texts: np.zeros(len(texts), "<u8"))  # every text agrees
    exact, bulk = _both(GOOD)
    assert bulk == exact == {"train/val": 0.0, "train/test": 0.0, "val/test": 0.0}


def _rows(pairs: list[PublishedPair], seed: int) -> pa.Table:
    """The classification rows of ``pairs``, shuffled as a layout does."""
    rows = [{"text": p.good, "label": "correct", "corruption_type": None, "pair_id": p.pair_id, "edit": None}
            for p in pairs] + [{"text": p.bad, "label": "incorrect", "corruption_type": p.corruption_type,
                                "pair_id": p.pair_id, "edit": p.edit} for p in pairs]
    random.Random(seed).shuffle(rows)
    return pa.Table.from_pylist(rows, schema=ClassificationLayout.features.arrow_schema)


def _located(layout, rows: pa.Table) -> list[PublishedPair] | None:
    found = layout.pair_rows(rows.select(list(layout.pairing_columns)))
    if found is None:
        return None
    good, bad = (rows.take(pa.array(positions)) for positions in found)
    return [PublishedPair(**pair) for pair in layout.pairs(good, bad).to_pylist()]


@pytest.mark.parametrize("seed", range(3))
def test_rows_are_paired_as_the_exact_reading_pairs_them_in_its_order(seed):
    pairs = GOOD["train"] + GOOD["test"]
    rows = _rows(pairs, seed)
    layout = ClassificationLayout()
    exact = list(layout.published_pairs("cfg", "train", [rows.to_pydict()]))
    assert _located(layout, rows) == exact
    assert sorted(p.pair_id for p in exact) == sorted(p.pair_id for p in pairs)


@pytest.mark.parametrize("damage", [
    lambda rows: rows[:-1],  # a pair with one row
    lambda rows: [dict(rows[0], label="wrong"), *rows[1:]],
    lambda rows: [dict(rows[0], label=None), *rows[1:]],
    lambda rows: [*rows, dict(rows[0]), dict(rows[1])],  # a pair_id with four rows
    lambda rows: [dict(r, label="correct") if r["pair_id"] == rows[0]["pair_id"] else r for r in rows],
])
def test_rows_that_do_not_form_pairs_are_left_to_the_exact_reading_which_refuses_them(damage):
    layout = ClassificationLayout()
    rows = _rows(GOOD["train"], 0).to_pylist()
    damaged = pa.Table.from_pylist(damage(rows), schema=ClassificationLayout.features.arrow_schema)
    assert _located(layout, damaged) is None
    with pytest.raises(GateError):
        for _ in check("cfg", {"train": layout.published_pairs("cfg", "train", [damaged.to_pydict()])}):
            pass


def test_a_pairs_row_is_its_pair():
    pairs = GOOD["test"]
    rows = pa.Table.from_pylist([{"sentence_good": p.good, "sentence_bad": p.bad, "corruption_type": p.corruption_type,
                                  "pair_id": p.pair_id, "edit": p.edit} for p in pairs],
                                schema=PairsLayout.features.arrow_schema)
    layout = PairsLayout()
    assert _located(layout, rows) == list(layout.published_pairs("cfg", "test", [rows.to_pydict()])) == pairs


@pytest.mark.parametrize("num_proc", [1, 2])
def test_a_config_whose_rows_are_wrong_is_refused_naming_the_pair(tmp_path, monkeypatch, bundled_pool, num_proc):
    from dala import Dala
    from dala_pipeline.settings import BuildSettings
    from dala_pipeline.write.splits import build_config

    victim = bundled_pool.pairs().column("pair_id")[0].as_py()
    made = ClassificationLayout.batches

    def damaged(self, pairs, order):  # the victim's corrupted row gets a word more
        for batch in made(self, pairs, order):
            rows = batch.to_pylist()
            for row in rows:
                if row["pair_id"] == victim and row["label"] == "incorrect":
                    row["text"] += " mere"
            yield pa.RecordBatch.from_pylist(rows, schema=batch.schema)

    monkeypatch.setattr(ClassificationLayout, "batches", damaged)
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "dala-pools").symlink_to(bundled_pool.folder.parent)  # the pool, made once per run
    with pytest.raises(GateError, match=rf"^medium: split \w+, pair {victim}: edit does not turn the original into "
                                        r"the corrupted text$"):
        build_config(Dala, "medium", BuildSettings(num_proc=num_proc), tmp_path / "cache", tmp_path / "out")
