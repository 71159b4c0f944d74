"""Danish rule cases (see ``tests/test_rule_cases.py``): the tables of ``tests/test_corruptions.py``."""

from test_corruptions import APPLIES, NEAR_MISSES

__all__ = ["APPLIES", "NEAR_MISSES"]
