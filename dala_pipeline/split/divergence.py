"""Jensen-Shannon divergence of corruption-type distributions (base 2, squared)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
from scipy.spatial.distance import jensenshannon


def js_divergence(p: Sequence[float], q: Sequence[float]) -> float:
    """The divergence (not the distance) between two count or probability vectors."""
    p, q = np.asarray(p, dtype=float), np.asarray(q, dtype=float)
    if not p.sum() or not q.sum():
        return 0.0 if p.sum() == q.sum() else 1.0
    return float(jensenshannon(p, q, base=2) ** 2)


def js_between(a: Mapping[str, int], b: Mapping[str, int]) -> float:
    """Divergence between two ``{corruption_type: count}`` mappings."""
    types = sorted(set(a) | set(b))
    return js_divergence([a.get(t, 0) for t in types], [b.get(t, 0) for t in types])
