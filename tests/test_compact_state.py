"""The compact per-sentence state of a build: digest sets and pair keys behave as a set and a list would."""

import random

import pytest

from dala_pipeline.seen import DigestSet, digest
from dala_pipeline.split.keys import PairKeys


def test_a_digest_set_keeps_each_first_number_through_growth():
    seen = DigestSet(capacity=4)
    keys = [digest(f"sentence {i}") for i in range(5000)]
    assert [seen.add(key, i % 9) for i, key in enumerate(keys)] == [None] * 5000
    assert len(seen) == 5000
    assert [seen.add(key, 99) for key in keys[:20]] == [i % 9 for i in range(20)]
    assert seen.get(keys[4321]) == 4321 % 9 and keys[4999] in seen
    assert digest("sentence 5000") not in seen and len(seen) == 5000


def test_near_misses_are_different_digests():
    seen = DigestSet()
    seen.add(digest("Han kom."))
    assert digest("Han kom") not in seen and digest("han kom.") not in seen and digest("Han kom.") in seen


def test_the_all_zero_digest_is_a_digest_like_any_other():
    seen = DigestSet()
    zero, one = bytes(16), bytes(15) + b"\1"
    assert zero not in seen and seen.add(zero, 3) is None and seen.add(zero, 4) == 3
    assert one not in seen and len(seen) == 1
    assert seen.add(one, 5) is None and seen.get(one) == 5 and len(seen) == 2


def test_a_digest_of_another_length_is_refused():
    with pytest.raises(ValueError, match="a digest is 16 bytes, not 8"):
        DigestSet().add(b"12345678")


def test_colliding_slots_are_told_apart():
    seen = DigestSet(capacity=4)
    # the same low half: the same first slot, told apart by the high half
    first, second = (1).to_bytes(8, "little") * 2, (2).to_bytes(8, "little") + (1).to_bytes(8, "little")
    assert seen.add(first, 1) is None and seen.add(second, 2) is None
    assert (seen.get(first), seen.get(second)) == (1, 2)


KEYS = [("b-2", "flip_som_der"), ("a-10", "delete"), ("ø-1", "flip_som_der"), ("z-1", "delete"),
        ("a-9", "corrupt_noun_r"), ("\U0001f600", "delete"), ("\uffef", "corrupt_noun_r")]


def test_pair_keys_follow_python_string_order_and_types():
    keys = PairKeys.of(KEYS)
    assert [KEYS[i][0] for i in keys.by_id.tolist()] == sorted(k[0] for k in KEYS)
    assert [keys.type_of(i) for i in range(len(KEYS))] == [t for _, t in KEYS]
    # each type's pairs in pair_id order, the types in the order their first pair comes
    assert keys.groups() == {"delete": [1, 3, 5], "corrupt_noun_r": [4, 6], "flip_som_der": [0, 2]}
    assert keys.counts([0, 2, 3]) == {"flip_som_der": 2, "delete": 1}
    assert keys.rank() == [2, 0, 4, 3, 1, 6, 5]


def test_a_subset_of_pair_keys_is_the_keys_of_those_pairs():
    keys = PairKeys.of(KEYS)
    chosen = [6, 0, 3]
    assert _as_lists(keys.subset(chosen)) == _as_lists(PairKeys.of([KEYS[i] for i in chosen]))


def test_pair_keys_of_many_random_ids_sort_as_python_sorts():
    rng = random.Random(5)
    alphabet = "abæøåÅ-0123\u00e9\u0301\U0001d11e"
    ids = list({"".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6))) for _ in range(3000)})
    keys = PairKeys.of([(i, "t") for i in ids])
    assert [ids[i] for i in keys.by_id.tolist()] == sorted(ids)


def _as_lists(keys: PairKeys) -> tuple:
    return [keys.type_of(i) for i in range(len(keys))], keys.by_id.tolist()
