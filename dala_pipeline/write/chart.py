"""The card's bar chart: corruption-type shares per split of each config.

Written as SVG text by hand rather than drawn with a plotting library: the
chart is a few dozen rectangles, the bytes are the same on every machine
(no fonts or renderer versions involved), and the build does not pay for
importing a plotting stack. Each panel has an axis in percent with ticks;
every bar carries a ``<title>`` with its count, which browsers show on
hover, and the card repeats the figures in a table under the chart.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

#: Colours for splits, in the order a config lists them (Paul Tol's "bright" scheme), reused past six.
COLOURS = ("#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee", "#aa3377")
WIDTH = 760
LABEL_WIDTH = 210
BAR_AREA = WIDTH - LABEL_WIDTH - 70
BAR_HEIGHT = 5
ROW_GAP = 6
MIN_ROW = 16
MARGIN = 10
FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-size="11"'


def render_chart(report: dict) -> str:
    """The chart for a build report (``build_report.json``) as SVG text."""
    configs = report["configs"]
    types = sorted({t for cfg in configs.values() for s in cfg["splits"].values() for t in s["corruption_types"]})
    largest = max((_share(s, t) for cfg in configs.values() for s in cfg["splits"].values() for t in types),
                  default=0.0)
    step, top = axis(100 * largest)
    parts: list[str] = []
    y = 10
    for name, cfg in configs.items():
        y = _panel(parts, y, name, list(cfg["splits"].items()), types, (step, top))
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{y}" viewBox="0 0 {WIDTH} {y}" {FONT}>',
        "<title>Share of each corruption type per split</title>",
        f'<rect width="{WIDTH}" height="{y}" fill="#ffffff"/>',
        *parts,
        "</svg>",
        "",
    ])


def axis(largest_percent: float) -> tuple[float, float]:
    """(tick step, axis end) in percent: 1, 2, 2.5 or 5 times a power of ten,
    at most six ticks, the end a whole number of steps at or past the largest share."""
    if largest_percent <= 0:
        return 1.0, 1.0
    magnitude = 10 ** math.floor(math.log10(largest_percent))
    for factor in (0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10):
        step = factor * magnitude
        if largest_percent / step <= 6:
            return step, step * math.ceil(round(largest_percent / step, 9))
    return 10 * magnitude, 10 * magnitude


def _percent(value: float) -> str:
    return f"{value:g}%"


def _panel(parts: list[str], y: int, name: str, splits: list[tuple[str, dict]], types: list[str],
           scale: tuple[float, float]) -> int:
    """Append one config's title, legend, bars and axis at height ``y``; return the next free height."""
    step, top = scale
    colours = [COLOURS[i % len(COLOURS)] for i in range(len(splits))]
    parts.append(f'<text x="{MARGIN}" y="{y + 12}" font-weight="bold">'
                 f'{escape(name)}: share of pairs per corruption type</text>')
    y += 22
    x = LABEL_WIDTH
    for colour, (split, _) in zip(colours, splits):
        parts.append(f'<rect x="{x}" y="{y}" width="10" height="10" fill="{colour}"/>')
        parts.append(f'<text x="{x + 14}" y="{y + 9}">{escape(split)}</text>')
        x += 34 + 7 * len(split)
    y += 18
    row = max(len(splits) * BAR_HEIGHT + ROW_GAP, MIN_ROW)
    parts.append(f'<line x1="{LABEL_WIDTH}" y1="{y - 2}" x2="{LABEL_WIDTH}" y2="{y + row * len(types)}" '
                 'stroke="#999999"/>')
    # bars centred on the label, whose visual middle is about 3px above its baseline
    first = (row - len(splits) * BAR_HEIGHT) / 2 - 3
    for ctype in types:
        parts.append(f'<text x="{LABEL_WIDTH - 6}" y="{y + row / 2 + 1:.1f}" text-anchor="end">{escape(ctype)}</text>')
        for offset, (colour, (split, info)) in enumerate(zip(colours, splits)):
            share = _share(info, ctype)
            tip = (f"{name}/{split}: {ctype} {info['corruption_types'].get(ctype, 0)} of {info['pairs']} pairs "
                   f"({100 * share:.1f}%)")
            parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + first + offset * BAR_HEIGHT:.1f}" '
                         f'width="{BAR_AREA * 100 * share / top:.1f}" height="{BAR_HEIGHT}" fill="{colour}">'
                         f'<title>{escape(tip)}</title></rect>')
        y += row
    parts.append(f'<line x1="{LABEL_WIDTH}" y1="{y}" x2="{LABEL_WIDTH + BAR_AREA}" y2="{y}" stroke="#999999"/>')
    for i in range(round(top / step) + 1):
        tick = LABEL_WIDTH + BAR_AREA * i * step / top
        parts.append(f'<line x1="{tick:.1f}" y1="{y}" x2="{tick:.1f}" y2="{y + 4}" stroke="#999999"/>')
        parts.append(f'<text x="{tick:.1f}" y="{y + 15}" text-anchor="middle">{_percent(round(i * step, 6))}</text>')
    return y + 30


def _share(split: dict, ctype: str) -> float:
    return split["corruption_types"].get(ctype, 0) / (split["pairs"] or 1)
