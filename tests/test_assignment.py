"""Assignment as production runs it: the pool (:func:`build_pool`) of a source.

Expectations are worked out here from the corruptions' own ``targets``, one
sentence at a time, independently of the pool's scan and assignment passes.
"""

from helpers import build_pool_from, bundled_block, pool_pairs

from corruptions import registry
from corruptions.base import Edit
from corruptions.registry import default_names, get
from dala_pipeline.assign.assignment import frequency_order
from dala_pipeline.read.sources import bundled_files

DALA = [get(name) for name in default_names() if not get(name).basic]


def test_order_is_ascending_applicability_then_name():
    counts = {"b": 3, "a": 3, "c": 1, "d": 7}
    assert frequency_order(counts) == ("c", "a", "b", "d")


def test_applicability_and_order_come_from_the_kept_sentences(bundled_pool, kept):
    counts = {c.name: sum(1 for s in kept if c.targets(s)) for c in DALA}
    assert bundled_pool.summary["applicability"] == counts
    assert bundled_pool.summary["order"] == sorted(counts, key=lambda n: (counts[n], n))


def test_each_sentence_gets_its_first_applicable_corruption_in_the_order(bundled_pool, kept):
    order = [get(name) for name in bundled_pool.summary["order"]]
    basics = [c for c in registry.language().rules if c.basic and c.name in default_names()]
    pairs = pool_pairs(bundled_pool)
    reached = [s for s in kept if any(c.targets(s) for c in order + basics)]
    assert [p["pair_id"] for p in pairs] == [s.sent_id for s in reached]
    assert bundled_pool.summary["dropped"] == len(kept) - len(reached)
    for pair, sentence in zip(pairs, reached):
        first = next((c for c in order if c.targets(sentence)), None)
        if first is None:
            assert get(pair["corruption_type"]).basic, pair["pair_id"]
        else:
            assert pair["corruption_type"] == first.name, pair["pair_id"]
        edit = Edit(**pair["edit"])
        assert edit in [get(pair["corruption_type"]).apply(sentence, t)
                        for t in get(pair["corruption_type"]).targets(sentence)]
        assert edit.apply(sentence.text) == pair["corrupted"] != sentence.text


def test_the_rarest_corruption_takes_every_sentence_it_can_reach(bundled_pool):
    summary = bundled_pool.summary
    rarest, commonest = summary["order"][0], summary["order"][-1]
    assert summary["assigned"][rarest] == summary["applicability"][rarest] > 0
    assert summary["assigned"][commonest] < summary["applicability"][commonest]


def test_assigned_counts_add_up_to_the_pairs(bundled_pool, kept):
    pairs = pool_pairs(bundled_pool)
    counted = {}
    for pair in pairs:
        counted[pair["corruption_type"]] = counted.get(pair["corruption_type"], 0) + 1
    assert bundled_pool.summary["assigned"] == dict(sorted(counted.items()))
    assert bundled_pool.summary["dropped"] == len(kept) - len(pairs)


def test_basic_fallback_and_dropped_sentences(tmp_path):
    source = tmp_path / "one.conllu"
    source.write_text(bundled_block("dev-6"), encoding="utf-8")  # both basic rules reach it
    pool = build_pool_from(tmp_path / "a", [source], corruptions=("flip_neighbours", "delete"))
    [pair] = pool_pairs(pool)
    assert pool.summary["order"] == [] and pair["corruption_type"] in ("flip_neighbours", "delete")
    # with only a rule that cannot reach the sentence, it is dropped and counted
    pool = build_pool_from(tmp_path / "b", [source], corruptions=("flip_ligge_laegge",))
    assert pool_pairs(pool) == [] and pool.summary["dropped"] == 1


def test_assignment_is_seeded(tmp_path, bundled_pool):
    again = build_pool_from(tmp_path / "again", bundled_files())
    other = build_pool_from(tmp_path / "other", bundled_files(), seed=2)
    assert pool_pairs(again) == pool_pairs(bundled_pool)
    assert pool_pairs(other) != pool_pairs(bundled_pool)


def test_choose_gives_each_sentence_the_option_first_in_the_order_basic_ones_last():
    import random

    import pyarrow as pa

    from dala_pipeline.assign.assignment import choose

    order = ("c", "a", "b")
    rng = random.Random(5)
    options = [rng.sample(["a", "b", "c", "delete", "flip_neighbours"], rng.randrange(0, 4)) for _ in range(300)]
    options[:4] = [[], ["delete", "flip_neighbours"], ["flip_neighbours", "delete"], ["b", "delete", "a"]]
    sentences, chosen = choose(pa.array(options, pa.list_(pa.string())), order)
    flat = [name for found in options for name in found]
    # the rule as stated: the lowest place in the order, a basic corruption after all of them, the first listed of two
    expected = [(i, min(found, key=lambda name: order.index(name) if name in order else len(order)))
                for i, found in enumerate(options) if found]
    assert [(int(i), flat[k]) for i, k in zip(sentences, chosen)] == expected
    assert [flat[k] for k in chosen[:3]] == ["delete", "flip_neighbours", "a"]
