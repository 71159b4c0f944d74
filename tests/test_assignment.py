from corruptions import REGISTRY, default_names, get
from dala_pipeline.assignment import assign, frequency_order

ENABLED = [get(name) for name in default_names()]
DALA = [c for c in ENABLED if not c.basic]


def test_order_is_ascending_applicability_then_name():
    counts = {"b": 3, "a": 3, "c": 1, "d": 7}
    assert frequency_order(counts) == ("c", "a", "b", "d")


def test_order_is_computed_from_the_pool(pool):
    result = assign(pool, ENABLED, seed=4242)
    counts = {c.name: sum(1 for s in pool if c.targets(s)) for c in DALA}
    assert result.applicability == counts
    assert result.order == tuple(sorted(counts, key=lambda n: (counts[n], n)))
    assert result.order[:3] == ("flip_han_hun_to_det", "flip_nogle_nogen", "flip_som_der")
    assert len(result.order) == 14


def test_each_sentence_gets_its_first_applicable_corruption(pool):
    result = assign(pool, ENABLED, seed=4242)
    by_id = {s.sent_id: s for s in pool}
    ordered = [get(name) for name in result.order]
    assert len(result.pairs) == len(pool)
    for pair in result.pairs:
        sentence = by_id[pair.pair_id]
        first = next((c.name for c in ordered if c.targets(sentence)), None)
        if first is None:
            assert get(pair.corruption_type).basic
        else:
            assert pair.corruption_type == first
        assert pair.edit.apply(pair.original) == pair.corrupted != pair.original


def test_rarest_corruption_takes_every_sentence_it_can_reach(pool):
    result = assign(pool, ENABLED, seed=4242)
    rarest = result.order[0]
    assert result.assigned[rarest] == result.applicability[rarest] == 7


def test_basic_fallback_and_dropped_sentences(sentence):
    s = sentence("dev-1")
    basics = [c for c in REGISTRY if c.basic]
    result = assign([s], basics, seed=4242)
    assert result.order == ()
    assert result.pairs[0].corruption_type in ("flip_neighbours", "delete")
    # with only a rule that cannot reach the sentence, it is dropped and counted
    result = assign([s], [get("flip_ligge_laegge")], seed=4242)
    assert result.pairs == [] and result.assigned["dropped"] == 1


def test_assignment_is_seeded(pool):
    a = assign(pool, ENABLED, seed=1)
    b = assign(pool, ENABLED, seed=1)
    c = assign(pool, ENABLED, seed=2)
    assert a.pairs == b.pairs
    assert a.pairs != c.pairs
