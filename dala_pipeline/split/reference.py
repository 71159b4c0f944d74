"""A language's reference distribution of error classes, and pairs drawn in its proportions.

A language may declare, in its card, a published distribution of error
classes (``Card.reference_classes``: a TSV ``class<TAB>count`` in its
``data/``, ``#`` comment lines naming the source; ``Card.reference_name``
what the card calls it). The card sets a build's class shares beside it;
with ``--reference-mix`` the ``pairs`` config is drawn in its proportions,
so that a model's accuracy per class can be read beside its accuracy on the
reference set.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from corruptions.language import Language
from dala_pipeline.errors import DalaError, UnbuildableError
from dala_pipeline.seeding import seeded_rng
from dala_pipeline.split.keys import PairKeys


def reference_counts(language: Language) -> dict[str, float] | None:
    """The language's reference count of each error class, in file order, or None if it declares none.

    A malformed file is one :class:`DalaError` naming its line."""
    name = language.card.reference_classes
    if name is None:
        return None
    where = f"{language.package.replace('.', '/')}/data/{name}"
    try:
        text = language.read_data(name)
    except (OSError, UnicodeDecodeError) as err:
        raise DalaError(f"{where}: cannot read the reference classes ({type(err).__name__})") from None
    counts: dict[str, float] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        count = _number(fields[1]) if len(fields) == 2 else None
        if count is None or not fields[0].strip() or fields[0].strip() in counts:
            raise DalaError(f"{where}:{number}: expected 'class<TAB>count' (a new class, a count of 0 or more), "
                            f"got {line!r}")
        counts[fields[0].strip()] = count
    if not counts or not sum(counts.values()):
        raise DalaError(f"{where}: no class with a count above 0")
    return counts


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and value >= 0 else None


def class_shares(type_counts: Mapping[str, int], language: Language) -> dict[str | None, int]:
    """Pairs per error class (None: types of no class), from pairs per corruption type."""
    shares: dict[str | None, int] = {}
    for name, count in type_counts.items():
        error_class = language.get(name).error_class if name in language.names() else None
        shares[error_class] = shares.get(error_class, 0) + count
    return shares


def reference_table(type_counts: Mapping[str, int], language: Language) -> list[tuple[str, str, str]] | None:
    """(class, share of the reference, share of these pairs) for every reference class and every
    other class of the pairs, as percentages; None when the language declares no reference."""
    reference = reference_counts(language)
    if reference is None:
        return None
    total = sum(reference.values())
    built = class_shares(type_counts, language)
    pairs = sum(built.values())
    rows = [(name, f"{100 * count / total:.1f} %", f"{100 * built.get(name, 0) / pairs:.1f} %" if pairs else "-")
            for name, count in reference.items()]
    rows += [(name or "(no class)", "-", f"{100 * count / pairs:.1f} %")
             for name, count in built.items() if name not in reference]
    return rows


def coverage(type_counts: Mapping[str, int], language: Language) -> tuple[int, int, float] | None:
    """(reference classes this build has pairs of, reference classes, their share of the reference)."""
    reference = reference_counts(language)
    if reference is None:
        return None
    built = class_shares(type_counts, language)
    covered = [name for name in reference if built.get(name)]
    return len(covered), len(reference), sum(reference[name] for name in covered) / sum(reference.values())


def draw_in_proportion(keys: PairKeys, language: Language, seed: int) -> list[int]:
    """The indexes of the pairs of ``keys`` to keep so that the error classes stand in
    the language's reference proportions, as many pairs as the scarcest class allows.

    Only the reference classes the pairs have take part, their shares scaled to sum to one; the pairs
    of other classes are left out. Within a class, pairs are drawn by a generator seeded with the class
    from the pairs in ``pair_id`` order, so the draw depends on the seed and the pairs alone.
    """
    reference = reference_counts(language)
    if reference is None:
        raise DalaError(f"--reference-mix: {language.name} declares no reference error classes "
                        "(Card.reference_classes)")
    by_class: dict[str, list[int]] = {}
    known = language.names()
    classes = [language.get(name).error_class if name in known else None for name in keys.types]
    for index, code in zip(keys.by_id.tolist(), keys.codes[keys.by_id].tolist()):
        error_class = classes[code]
        if error_class is not None and reference.get(error_class):
            by_class.setdefault(error_class, []).append(index)
    if not by_class:
        raise UnbuildableError("--reference-mix: no pair is of a reference error class")
    weights = {name: reference[name] for name in reference if name in by_class}
    scale = sum(weights.values())
    size = min(math.floor(len(by_class[name]) * scale / weight) for name, weight in weights.items())
    while True:
        quotas = _largest_remainder(size, weights)
        if all(quotas[name] <= len(by_class[name]) for name in quotas):
            break
        size -= 1
    chosen: list[int] = []
    for name, quota in quotas.items():
        group = list(by_class[name])
        seeded_rng(seed, "reference", name).shuffle(group)
        chosen.extend(group[:quota])
    return sorted(chosen)


def _largest_remainder(total: int, weights: Mapping[str, float]) -> dict[str, int]:
    scale = sum(weights.values())
    exact = {name: total * weight / scale for name, weight in weights.items()}
    quotas = {name: math.floor(value) for name, value in exact.items()}
    order = sorted(exact, key=lambda name: (quotas[name] - exact[name], name))
    for name in order[:total - sum(quotas.values())]:
        quotas[name] += 1
    return quotas
