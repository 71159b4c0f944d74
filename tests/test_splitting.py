from collections import Counter
from itertools import combinations
from types import SimpleNamespace

import pytest
from helpers import pool_keys

from dala_pipeline.configs import CONFIGS
from dala_pipeline.errors import BuildError
from dala_pipeline.split.divergence import js_between, rounded_up
from dala_pipeline.split.keys import PairKeys
from dala_pipeline.split.stratified import ProportionalPlan, allocate
from dala_pipeline.split.stratified import split_pairs as split_indexes

PLANS = {c.name: c.plan for c in CONFIGS}


def _as_pairs(pool):
    return [SimpleNamespace(pair_id=i, corruption_type=t) for i, t in pool_keys(pool)]


@pytest.fixture(scope="module")
def pairs(bundled_pool):
    return _as_pairs(bundled_pool)


@pytest.fixture(scope="module")
def nb_pairs(nb_bundled_pool):
    """The bundled Bokmål pairs: the bundled Danish source is too small for `small`."""
    return _as_pairs(nb_bundled_pool)


def test_the_bundled_danish_source_is_too_small_for_small(pairs):
    with pytest.raises(BuildError, match=rf"the source has {len(pairs)} minimal pairs; this config needs at least 768"):
        split_pairs(pairs, PLANS["small"], seed=4242)


def split_pairs(pairs, plan, seed):
    """The split of pairs, through the index-based splitter."""
    keys = [(p.pair_id, p.corruption_type) for p in pairs]
    split = split_indexes(PairKeys.of(keys), plan, seed)
    return {name: [pairs[i] for i in indexes] for name, indexes in split.indexes.items()}


@pytest.mark.parametrize("config", ["small", "medium", "large", "pairs"])
def test_split_sizes_on_the_bundled_source(pairs, nb_pairs, config):
    if config == "small":
        pairs = nb_pairs
    n = len(pairs)
    expected = {
        "small": {"train": 512, "val": 128, "test": 1024, "full_train": n - 128 - 1024},
        "medium": PLANS["medium"].quotas(n),
        "large": PLANS["large"].quotas(n),
        "pairs": {"test": n},
    }[config]
    splits = split_pairs(pairs, PLANS[config], seed=4242)
    assert {name: len(s) for name, s in splits.items()} == expected


def test_splits_are_disjoint_and_full_train_is_everything_outside_val_and_test(nb_pairs):
    pairs = nb_pairs
    splits = split_pairs(pairs, PLANS["small"], seed=4242)
    ids = {name: {p.pair_id for p in s} for name, s in splits.items()}
    assert not ids["train"] & ids["val"] and not ids["train"] & ids["test"] and not ids["val"] & ids["test"]
    assert ids["train"] < ids["full_train"]
    assert ids["full_train"] == {p.pair_id for p in pairs} - ids["val"] - ids["test"]


@pytest.mark.parametrize("language", ["da", "nb"])
def test_splits_are_stratified(pairs, nb_pairs, language):
    source = pairs if language == "da" else nb_pairs
    keys = [(p.pair_id, p.corruption_type) for p in source]
    for config in ("small", "medium", "large") if language == "nb" else ("medium", "large"):
        split = split_indexes(PairKeys.of(keys), PLANS[config], seed=4242)
        limits = split.limits(PLANS[config], 0.01)
        types = {name: Counter(keys[i][1] for i in s) for name, s in split.indexes.items()}
        assert set(limits) == {f"{a}/{b}" for a, b in combinations(types, 2)} - {"train/full_train"}
        for key, limit in limits.items():
            a, b = key.split("/")
            assert js_between(types[a], types[b]) <= limit, (config, key)
        assert limits["train/test"] == 0.01


def test_splits_are_seeded(pairs):
    first = split_pairs(pairs, PLANS["medium"], seed=4242)
    again = split_pairs(pairs, PLANS["medium"], seed=4242)
    other = split_pairs(pairs, PLANS["medium"], seed=7)
    assert first == again
    assert {p.pair_id for p in first["val"]} != {p.pair_id for p in other["val"]}


def test_test_split_is_halved_until_the_pool_fits():
    plan = PLANS["small"]
    assert plan.quotas(1664) == {"train": 512, "val": 128, "test": 1024, "rest": 0}
    assert plan.quotas(1663) == {"train": 512, "val": 128, "test": 512, "rest": 511}
    assert plan.quotas(768) == {"train": 512, "val": 128, "test": 128, "rest": 0}
    with pytest.raises(BuildError, match=r"the source has 767 minimal pairs; this config needs at least 768"):
        plan.quotas(767)


def test_proportional_quotas_sum_to_the_pool():
    plan = ProportionalPlan((("train", 0.8), ("val", 0.05), ("test", 0.15)))
    assert plan.quotas(792) == {"train": 634, "val": 39, "test": 119}
    assert plan.quotas(7) == {"train": 6, "val": 0, "test": 1}


def test_allocation_gives_rare_types_a_place_in_small_splits():
    counts = {"rare": 13, "common": 400, "middle": 60}
    allocation = allocate(counts, {"train": 400, "val": 20, "test": 53})
    assert {b: sum(v.values()) for b, v in allocation.items()} == {"train": 400, "val": 20, "test": 53}
    assert allocation["val"]["rare"] == 1
    assert sum(allocation[b]["rare"] for b in allocation) == 13


@pytest.mark.parametrize("divergence, stated", [(0.011606203, 0.011607), (0.0116, 0.0116), (0.0100000001, 0.010001)])
def test_a_stated_limit_is_never_below_the_divergence_it_admits(divergence, stated):
    """The limit of a pair of splits is their least divergence rounded up,
    not to the nearest: 0.011606203 admitted is stated 0.011607, never
    0.011606; a value already of six places stays as it is."""
    assert rounded_up(divergence) == stated
    assert rounded_up(divergence) >= divergence


def test_on_tied_remainders_the_first_listed_split_gets_the_extra_pair():
    """Medium on 10 pairs: 60/5/35 % are 6, 0.5 and 3.5 pairs; val and test
    tie on the remainder 0.5 and the one pair left goes to val, listed
    first: 6/1/3, so no split is empty. On 30 pairs (18, 1.5, 10.5) the same."""
    assert PLANS["medium"].quotas(10) == {"train": 6, "val": 1, "test": 3}
    assert PLANS["medium"].quotas(30) == {"train": 18, "val": 2, "test": 10}


def _shuffled_keys() -> list[tuple[str, str]]:
    """Bokmål keys whose pool order is not their pair_id order (``dev-10`` sorts before ``dev-2``), from
    two files."""
    import random

    types = {"flip_article_gender": 60, "corrupt_double_consonant": 20, "flip_v2_inversion": 20}
    names = [name for name, count in types.items() for _ in range(count)]
    keys = [(f"{'dev' if n % 2 else 'test'}-{n}", name) for n, name in enumerate(names)]
    random.Random(7).shuffle(keys)
    return keys


def _pair_ids(split, keys) -> dict[str, list[str]]:
    return {name: [keys[i][0] for i in indexes] for name, indexes in split.indexes.items()}


def test_pairs_are_dealt_in_pair_id_order_whatever_the_pool_order():
    keys = _shuffled_keys()
    in_order = sorted(keys)
    assert keys != in_order
    assert _pair_ids(split_indexes(PairKeys.of(keys), PLANS["medium"], 4242), keys) == \
        _pair_ids(split_indexes(PairKeys.of(in_order), PLANS["medium"], 4242), in_order)


def test_reference_mix_deals_the_drawn_pairs_in_pair_id_order():
    from corruptions import registry
    from dala_pipeline.split.reference import draw_in_proportion

    keys = _shuffled_keys()
    compact = PairKeys.of(keys)
    drawn = draw_in_proportion(compact, registry.language("nb"), 4242)
    split = split_indexes(compact.subset(drawn), PLANS["pairs"], 4242)
    dealt = {name: [keys[drawn[i]][0] for i in indexes] for name, indexes in split.indexes.items()}
    chosen = sorted(keys[i] for i in drawn)  # the same pairs, in pair_id order
    assert len(chosen) < len(keys) and dealt == _pair_ids(split_indexes(PairKeys.of(chosen), PLANS["pairs"], 4242),
                                                          chosen)
