"""Jensen-Shannon divergence of corruption-type distributions (base 2, squared)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_CEILING, Decimal

import numpy as np
from scipy.spatial.distance import jensenshannon


def js_divergence(p: Sequence[float] | np.ndarray, q: Sequence[float] | np.ndarray) -> float:
    """The divergence (not the distance) between two count or probability vectors."""
    a, b = np.asarray(p, dtype=float), np.asarray(q, dtype=float)
    if not a.sum() or not b.sum():
        return 0.0 if a.sum() == b.sum() else 1.0
    return float(jensenshannon(a, b, base=2) ** 2)


def js_between(a: Mapping[str, int], b: Mapping[str, int]) -> float:
    """Divergence between two ``{corruption_type: count}`` mappings."""
    types = sorted(set(a) | set(b))
    return js_divergence([a.get(t, 0) for t in types], [b.get(t, 0) for t in types])


def rounded_up(value: float, decimals: int = 6) -> float:
    """``value`` rounded up to ``decimals`` places, never below it: a limit
    stated this way admits what it was computed from (0.011606203 -> 0.011607)."""
    return float(Decimal(value).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_CEILING))
