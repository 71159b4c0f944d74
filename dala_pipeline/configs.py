"""The builder configs: what varies between them.

A config owns how pairs are split (:mod:`.splitting` plans) and how a pair
becomes rows (:mod:`.layouts`); the build settings (source, seed, enabled
corruptions, ...) ride along in :attr:`DalaConfig.settings`. The builder
reads these attributes and never branches on a config's name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import datasets

from dala_pipeline import __version__
from dala_pipeline.filter.detectors import excluded_digest
from dala_pipeline.layouts import ClassificationLayout, PairsLayout
from dala_pipeline.names import CONFIG_NAMES, DEFAULT_CONFIG
from dala_pipeline.settings import BuildSettings
from dala_pipeline.split.stratified import FixedPlan, ProportionalPlan


@dataclass
class DalaConfig(datasets.BuilderConfig):
    """A DaLA config; ``settings`` may be overridden as a builder keyword."""

    plan: FixedPlan | ProportionalPlan | None = None
    layout: ClassificationLayout | PairsLayout | None = None
    settings: BuildSettings = field(default_factory=BuildSettings)
    #: Whether ``--reference-mix`` draws this config's pairs in the reference class proportions.
    reference_draw: bool = False

    def create_config_id(self, config_kwargs: dict, custom_features=None) -> str:
        """The id ``datasets`` files a built config under: of the settings, and of the sentences the
        ``--exclude`` list holds (a changed list at the same path is another dataset)."""
        settings = config_kwargs.get("settings")
        if isinstance(settings, BuildSettings) and settings.exclude:
            config_kwargs = {**config_kwargs, "exclude_sha256": excluded_digest(settings.exclude)}
        return super().create_config_id(config_kwargs, custom_features)


_VERSION = datasets.Version(__version__)

CONFIGS = (
    DalaConfig(
        name="small", version=_VERSION,
        description="ScaLA sizes: 512 train, 128 val, 1,024 test pairs (test halved to fit), "
                    "plus full_train with every pair outside val and test.",
        plan=FixedPlan(sizes=(("train", 512), ("val", 128), ("test", 1024)), shrink="test",
                       floor=128, union="full_train", union_excludes=("val", "test")),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="medium", version=_VERSION,
        description="Every pair: 60% train, 5% val, 35% test.",
        plan=ProportionalPlan((("train", 0.60), ("val", 0.05), ("test", 0.35))),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="large", version=_VERSION,
        description="Every pair: 80% train, 5% val, 15% test.",
        plan=ProportionalPlan((("train", 0.80), ("val", 0.05), ("test", 0.15))),
        layout=ClassificationLayout(),
    ),
    DalaConfig(
        name="pairs", version=_VERSION,
        description="Every minimal pair in one test split (sentence_good, sentence_bad), BLiMP-style.",
        plan=ProportionalPlan((("test", 1.0),)),
        layout=PairsLayout(),
        reference_draw=True,
    ),
)
if tuple(c.name for c in CONFIGS) != CONFIG_NAMES or DEFAULT_CONFIG not in CONFIG_NAMES:
    raise RuntimeError("configs.CONFIGS and names.CONFIG_NAMES disagree")
