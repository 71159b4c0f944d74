"""The card's bar chart: corruption-type shares per split of each config.

Rendered with matplotlib when it is installed (``pip install 'dala[chart]'``);
without it the card simply has no picture.
"""

from __future__ import annotations

from pathlib import Path

CHART_NAME = "corruption_types.png"


def render_chart(report: dict, path: Path) -> bool:
    """Draw the chart into ``path``; False when matplotlib is not installed."""
    try:
        import matplotlib
    except ImportError:
        return False
    matplotlib.use("Agg")
    from matplotlib import pyplot

    configs = report["configs"]
    types = sorted({t for cfg in configs.values() for s in cfg["splits"].values() for t in s["corruption_types"]})
    figure, axes = pyplot.subplots(len(configs), 1, figsize=(12, 3.2 * len(configs)), squeeze=False)
    for axis, (name, cfg) in zip(axes[:, 0], configs.items()):
        splits = cfg["splits"]
        width = 0.8 / len(splits)
        for offset, (split, info) in enumerate(splits.items()):
            total = info["pairs"] or 1
            shares = [info["corruption_types"].get(t, 0) / total for t in types]
            axis.bar([i + offset * width for i in range(len(types))], shares, width, label=split)
        axis.set_title(f"{name}: share of pairs per corruption type")
        axis.set_xticks([i + 0.4 - width / 2 for i in range(len(types))])
        axis.set_xticklabels(types, rotation=40, ha="right", fontsize=8)
        axis.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=80, metadata={"Software": None})
    pyplot.close(figure)
    return True
