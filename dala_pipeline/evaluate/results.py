"""Statistics, tables and charts of ``dala evaluate``: accuracy on minimal pairs per corruption type.

A pair is correct when the model gives the original sentence a strictly
higher score than the corrupted one; a tie (scores equal to float32
precision, one part in a million) counts as wrong and is reported. Two
scores are read: the sum of token log-probabilities (the
standard minimal-pair score, as in BLiMP and lm-evaluation-harness) and
the score per token (the length-normalised score). The sum favours the
shorter sentence, so for types whose two sentences differ in length
(``delete`` drops a word) only the per-token score says something about
grammar; such types are marked.

Per type and over all pairs (micro) the accuracy comes with a Wilson 95 %
interval; the macro accuracy, the mean over types, with a normal
interval from the per-type variances. Two models are compared on the
pairs both scored by an exact McNemar test (a two-sided binomial test on
the pairs only one of them got right), per type with a Holm correction
over the types. The discrimination figure puts the spread of the models'
accuracies over the mean width of their intervals: above 1, the models
are further apart than an interval is wide.

This module needs no model libraries: it works on the scores
``dala evaluate`` stores per pair (``{"pair_id", "corruption_type",
"good": [logprob, tokens], "bad": [logprob, tokens], "words_differ"}``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from xml.sax.saxutils import escape

from dala_pipeline.review.score import Z95, wilson
from dala_pipeline.write.chart import COLOURS, FONT

ALPHA = 0.05
#: Relative gap under which two sentence scores are a tie: float32 rounding over a sentence's tokens.
TIE_TOLERANCE = 1e-6
#: The two scores of a pair, by their key in the results.
SCORES = ("sum", "per_token")
#: A comment in every Markdown and SVG file ``dala evaluate`` writes, so that a rerun knows its own files.
MARK = "written by dala evaluate"


def pair_correct(record: Mapping, score: str) -> tuple[bool, bool]:
    """(correct, tie) of one scored pair under ``score`` (``sum`` or ``per_token``).

    Scores within :data:`TIE_TOLERANCE` of each other (relative) are a tie:
    models compute in float32, and two runs of the same model (another batch,
    another tool) differ by that much, so a smaller gap decides nothing."""
    good, bad = _value(record["good"], score), _value(record["bad"], score)
    tie = abs(good - bad) <= TIE_TOLERANCE * max(abs(good), abs(bad))
    return (not tie and good > bad), tie


def _value(scored: Sequence[float], score: str) -> float:
    logprob, tokens = scored
    if score == "sum":
        return logprob
    return logprob / tokens if tokens else 0.0


def proportion(correct: int, n: int) -> dict:
    """Accuracy with its Wilson 95 % interval."""
    low, high = wilson(correct, n)
    # at 0 or n the bounds are exactly 0 and 1; the float formula can land a rounding error off
    low, high = (0.0 if correct == 0 else low), (1.0 if correct == n else high)
    return {"n": n, "correct": correct, "accuracy": correct / n if n else None,
            "wilson_low": low, "wilson_high": high}


def _group_stats(records: Sequence[Mapping]) -> dict:
    stats: dict[str, dict | int] = {}
    for score in SCORES:
        verdicts = [pair_correct(r, score) for r in records]
        entry = proportion(sum(c for c, _ in verdicts), len(records))
        entry["ties"] = sum(t for _, t in verdicts)
        stats[score] = entry
    stats["words_differ"] = sum(1 for r in records if r["words_differ"])
    stats["tokens_differ"] = sum(1 for r in records if r["good"][1] != r["bad"][1])
    return stats


def summarise(records: Sequence[Mapping]) -> dict:
    """Per type (sorted), micro and macro accuracy of one model's scored pairs."""
    by_type: dict[str, list[Mapping]] = {}
    for record in records:
        by_type.setdefault(record["corruption_type"], []).append(record)
    types = {name: _group_stats(by_type[name]) for name in sorted(by_type)}
    macro = {}
    for score in SCORES:
        shares = [t[score]["accuracy"] for t in types.values()]
        variance = sum(p * (1 - p) / t[score]["n"] for p, t in zip(shares, types.values())) / len(shares) ** 2
        mean = sum(shares) / len(shares)
        half = Z95 * math.sqrt(variance)
        macro[score] = {"types": len(shares), "accuracy": mean,
                        "low": max(0.0, mean - half), "high": min(1.0, mean + half)}
    return {"types": types, "micro": _group_stats(records), "macro": macro}


def mcnemar(first: Sequence[bool], second: Sequence[bool]) -> dict:
    """Exact McNemar test of two models' verdicts on the same pairs.

    ``first_only`` and ``second_only`` count the pairs only one model got
    right; under the null hypothesis each such pair is a fair coin, so the
    two-sided p-value is twice the binomial tail of the smaller count, at most 1."""
    first_only = sum(1 for a, b in zip(first, second) if a and not b)
    second_only = sum(1 for a, b in zip(first, second) if b and not a)
    discordant = first_only + second_only
    tail = sum(math.comb(discordant, k) for k in range(min(first_only, second_only) + 1))
    p = min(1.0, 2 * tail / 2 ** discordant) if discordant else 1.0
    return {"n": len(first), "first_only": first_only, "second_only": second_only, "p": p}


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values, in the given order."""
    order = sorted(range(len(pvalues)), key=lambda i: pvalues[i])
    adjusted = [0.0] * len(pvalues)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(pvalues) - rank) * pvalues[index]))
        adjusted[index] = running
    return adjusted


def compare(names: Sequence[str], records: Mapping[str, Sequence[Mapping]], score: str = "sum") -> list[dict]:
    """McNemar tests for every two models, overall and per type, on the pairs both scored."""
    tests = []
    for first, second in itertools.combinations(names, 2):
        theirs = {r["pair_id"]: r for r in records[second]}
        shared = [(r, theirs[r["pair_id"]]) for r in records[first] if r["pair_id"] in theirs]
        overall = mcnemar([pair_correct(a, score)[0] for a, _ in shared],
                          [pair_correct(b, score)[0] for _, b in shared])
        per_type = {}
        for ctype in sorted({a["corruption_type"] for a, _ in shared}):
            group = [(a, b) for a, b in shared if a["corruption_type"] == ctype]
            per_type[ctype] = mcnemar([pair_correct(a, score)[0] for a, _ in group],
                                      [pair_correct(b, score)[0] for _, b in group])
        for ctype, p in zip(per_type, holm([t["p"] for t in per_type.values()])):
            per_type[ctype]["p_holm"] = p
        tests.append({"first": first, "second": second, "score": score, "overall": overall, "types": per_type})
    return tests


def significance_line(test: Mapping) -> str:
    """One line naming the better model overall and the types where the difference is significant."""
    overall = test["overall"]
    first, second = test["first"], test["second"]
    if overall["p"] < ALPHA:
        better = first if overall["first_only"] > overall["second_only"] else second
        head = f"{first} vs {second}: {better} is better overall (exact McNemar p = {overall['p']:.3g})"
    else:
        head = f"{first} vs {second}: no significant difference overall (exact McNemar p = {overall['p']:.3g})"
    significant = [f"{ctype} ({first if t['first_only'] > t['second_only'] else second}, p = {t['p_holm']:.3g})"
                   for ctype, t in test["types"].items() if t["p_holm"] < ALPHA]
    tail = ("; significant per type after Holm's correction: " + ", ".join(significant)) if significant \
        else "; no type differs significantly after Holm's correction"
    return head + tail + "."


def discrimination(summaries: Mapping[str, Mapping], score: str = "sum") -> dict:
    """Per type and micro: the spread of the models' accuracies over the mean width of their intervals,
    and how many of the model pairs have intervals that do not overlap."""
    def figure(entries: list[Mapping]) -> dict:
        spread = max(e["accuracy"] for e in entries) - min(e["accuracy"] for e in entries)
        width = sum(e["wilson_high"] - e["wilson_low"] for e in entries) / len(entries)
        apart = sum(1 for a, b in itertools.combinations(entries, 2)
                    if a["wilson_high"] < b["wilson_low"] or b["wilson_high"] < a["wilson_low"])
        return {"spread": spread, "mean_interval_width": width, "discrimination": spread / width if width else None,
                "separated_pairs": apart, "model_pairs": math.comb(len(entries), 2)}

    models = list(summaries.values())
    types = sorted(set.intersection(*(set(m["types"]) for m in models)))
    return {"score": score,
            "types": {t: figure([m["types"][t][score] for m in models]) for t in types},
            "micro": figure([m["micro"][score] for m in models])}


def _cell(entry: Mapping) -> str:
    return f"{entry['accuracy']:.3f} [{entry['wilson_low']:.3f}, {entry['wilson_high']:.3f}]"


def markdown(summaries: Mapping[str, Mapping], tests: Mapping[str, Sequence[Mapping]] | None = None,
             spread: Mapping[str, Mapping] | None = None) -> str:
    """The results as Markdown: one table per score, then (several models) the comparisons and
    the discrimination figures, per score."""
    names = list(summaries)
    first = summaries[names[0]]
    marked = {t for t, entry in first["types"].items() if entry["words_differ"]}
    lines = [f"<!-- {MARK} -->", "# DaLA minimal-pair accuracy", ""]
    for score in SCORES:
        lines += [f"## {TITLES[score]}", "",
                  "| corruption type | n | " + " | ".join(f"`{n}`" for n in names) + " |",
                  "|---|---:|" + "---|" * len(names)]
        for ctype, entry in first["types"].items():
            cells = [_cell(summaries[n]["types"][ctype][score]) if ctype in summaries[n]["types"] else ""
                     for n in names]
            lines.append(f"| {_label(ctype, marked)} | {entry[score]['n']} | " + " | ".join(cells) + " |")
        lines.append(f"| micro (all pairs) | {first['micro'][score]['n']} | "
                     + " | ".join(_cell(summaries[n]["micro"][score]) for n in names) + " |")
        lines.append(f"| macro (mean of {first['macro'][score]['types']} types) | | "
                     + " | ".join(f"{summaries[n]['macro'][score]['accuracy']:.3f} "
                                  f"[{summaries[n]['macro'][score]['low']:.3f}, "
                                  f"{summaries[n]['macro'][score]['high']:.3f}]" for n in names) + " |")
        ties = ", ".join(f"`{n}` {summaries[n]['micro'][score]['ties']}" for n in names)
        lines += ["", f"Ties (counted as wrong): {ties}.", ""]
    skipped = [f"`{n}` {s['skipped_too_long']['pairs']} (context {s['skipped_too_long']['context']} tokens)"
               for n, s in summaries.items() if s.get("skipped_too_long", {}).get("pairs")]
    if skipped:
        lines += [f"Pairs left out, with a sentence longer than the model reads at once: {', '.join(skipped)}.", ""]
    lines += ["Accuracy with a Wilson 95 % interval; macro with a normal interval from the per-type variances. "
              "† the two sentences of some pairs differ in number of words: read the length-normalised score "
              "for these types, since the summed score favours the shorter sentence.", ""]
    for score, found in (tests or {}).items():
        lines += [f"## Paired comparisons, {SHORT[score]} (exact McNemar on the pairs both models scored)", ""]
        lines += [f"- {significance_line(t)}" for t in found]
        lines.append("")
    for score, figures in (spread or {}).items():
        lines += [f"## Discrimination, {SHORT[score]}", "",
                  "Spread of the models' accuracies over the mean width of their 95 % intervals "
                  "(above 1: the models are further apart than an interval is wide), and the model pairs "
                  "whose intervals do not overlap.", "",
                  "| corruption type | spread | mean interval width | discrimination | separated pairs |",
                  "|---|---:|---:|---:|---:|"]
        for ctype, f in [*figures["types"].items(), ("micro (all pairs)", figures["micro"])]:
            ratio = "" if f["discrimination"] is None else f"{f['discrimination']:.2f}"
            label = ctype if ctype.startswith("micro") else _label(ctype, marked)
            lines.append(f"| {label} | {f['spread']:.3f} | {f['mean_interval_width']:.3f} | {ratio} | "
                         f"{f['separated_pairs']} of {f['model_pairs']} |")
        lines.append("")
    return "\n".join(lines)


TITLES = {"sum": "Summed log-probability (a pair is right when the original scores strictly higher)",
          "per_token": "Length-normalised: log-probability per token"}
SHORT = {"sum": "summed score", "per_token": "per-token score"}


def _label(ctype: str, marked: set[str]) -> str:
    return f"`{ctype}` †" if ctype in marked else f"`{ctype}`"


WIDTH = 760
LABEL = 230
PLOT = WIDTH - LABEL - 30
ROW = 18


def chart(summaries: Mapping[str, Mapping], score: str = "sum") -> str:
    """SVG: per corruption type (and micro), each model's accuracy as a dot on its Wilson interval,
    one colour per model, on an axis from 0 to 100 % with chance (50 %) dashed."""
    names = list(summaries)
    types = list(summaries[names[0]]["types"])
    rows = [*types, "micro (all pairs)"]
    marked = {t for t in types if summaries[names[0]]["types"][t]["words_differ"]}
    band = max(ROW, 6 * len(names) + 6)
    top = 30 + 16 * len(names)
    height = top + band * len(rows) + (50 if marked else 30)

    def x(share: float) -> float:
        return LABEL + PLOT * share

    what = "summed log-probability" if score == "sum" else "log-probability per token"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" {FONT}>',
             f"<!-- {MARK} -->",
             f"<title>DaLA accuracy per corruption type ({escape(what)}), with Wilson 95% intervals</title>",
             f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>',
             f'<text x="10" y="16" font-weight="bold">Accuracy per corruption type ({escape(what)}), '
             'with Wilson 95% intervals</text>']
    for i, name in enumerate(names):
        colour = COLOURS[i % len(COLOURS)]
        y = 26 + 16 * i
        parts.append(f'<circle cx="{LABEL + 5}" cy="{y + 5}" r="4" fill="{colour}"/>')
        parts.append(f'<text x="{LABEL + 14}" y="{y + 9}">{escape(name)}</text>')
    bottom = top + band * len(rows)
    for tick in range(0, 101, 25):
        parts.append(f'<line x1="{x(tick / 100):.1f}" y1="{top}" x2="{x(tick / 100):.1f}" y2="{bottom}" '
                     f'stroke="{"#999999" if tick == 50 else "#e5e5e5"}"'
                     + (' stroke-dasharray="4 3"' if tick == 50 else "") + "/>")
        parts.append(f'<text x="{x(tick / 100):.1f}" y="{bottom + 15}" text-anchor="middle">{tick}%</text>')
    for r, row in enumerate(rows):
        y = top + band * r
        label = f"{row} †" if row in marked else row
        parts.append(f'<text x="{LABEL - 6}" y="{y + band / 2 + 4:.1f}" text-anchor="end">{escape(label)}</text>')
        for i, name in enumerate(names):
            entry = (summaries[name]["micro"] if r == len(types) else summaries[name]["types"].get(row, {})).get(score)
            if entry is None:
                continue
            colour = COLOURS[i % len(COLOURS)]
            cy = y + (band - 6 * len(names)) / 2 + 6 * i + 3
            tip = (f"{name}: {row} {entry['correct']} of {entry['n']} = {entry['accuracy']:.3f} "
                   f"[{entry['wilson_low']:.3f}, {entry['wilson_high']:.3f}]")
            parts.append(f'<g><title>{escape(tip)}</title>'
                         f'<line x1="{x(entry["wilson_low"]):.1f}" y1="{cy:.1f}" x2="{x(entry["wilson_high"]):.1f}" '
                         f'y2="{cy:.1f}" stroke="{colour}" stroke-width="1.5"/>'
                         f'<circle cx="{x(entry["accuracy"]):.1f}" cy="{cy:.1f}" r="2.5" fill="{colour}"/></g>')
    if marked:
        note = ("† the sentences of a pair differ in number of words: the summed score favours the shorter one"
                if score == "sum" else "† the sentences of a pair differ in number of words")
        parts.append(f'<text x="10" y="{bottom + 38}">{escape(note)}</text>')
    parts += ["</svg>", ""]
    return "\n".join(parts)
