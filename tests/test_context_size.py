"""``context_size``: the most tokens a model reads at once, from its config and its tokenizer.

transformers gives a tokenizer with no limit of its own ``model_max_length =
int(1e30)`` (``VERY_LARGE_INTEGER``); that is no limit, so a model whose
config names no position field has none, and no pair is skipped as too long.
"""

from types import SimpleNamespace

import pytest

from dala_pipeline.evaluate.scoring import context_size

NO_LIMIT = int(1e30)  # transformers.tokenization_utils_base.VERY_LARGE_INTEGER


@pytest.mark.parametrize("config, max_length, expected", [
    ({}, NO_LIMIT, None),                                   # neither says: no limit
    ({}, None, None),
    ({"n_positions": 1024}, NO_LIMIT, 1024),                # the config alone
    ({"max_position_embeddings": 512}, 256, 256),           # the smaller of the two
    ({"n_positions": 128}, 512, 128),
    ({}, 2048, 2048),                                       # the tokenizer alone
    ({}, 999_999, 999_999),                                 # a large but real limit
    ({"n_positions": 0, "n_ctx": True}, NO_LIMIT, None),    # no position, a bool: not limits
    ({"seq_length": 4096, "n_ctx": 8192}, 0, 4096),
])
def test_the_context_is_the_smallest_real_limit(config, max_length, expected):
    assert context_size(SimpleNamespace(**config), SimpleNamespace(model_max_length=max_length)) == expected
