"""DaLA: the Danish Linguistic Acceptability dataset, as a Hugging Face builder.

Each config pairs real sentences of a Danish UD treebank with a copy that
carries exactly one realistic grammatical error. The builder wires the
stages of :mod:`dala_pipeline` (read, filter, assign, split) and lays the
pairs out as rows; configs (:mod:`dala_pipeline.configs`) own what varies.

    builder = Dala(config_name="medium")
    builder.download_and_prepare()
    dataset = builder.as_dataset()
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import datasets

import corruptions
from dala_pipeline import sources
from dala_pipeline.assignment import assign
from dala_pipeline.configs import CONFIGS, DalaConfig, OnError
from dala_pipeline.errors import SourceError, UnbuildableError
from dala_pipeline.filtering import REASONS, filter_sentences
from dala_pipeline.reading import read_sources
from dala_pipeline.seeding import seeded_rng
from dala_pipeline.splitting import split_pairs
from dala_pipeline.summary import BuildSummary

_DESCRIPTION = (
    "DaLA pairs real Danish sentences (UD Danish-DDT) with a copy carrying exactly one "
    "realistic grammatical error (en/et, nogle/nogen, som/der, r-problems, genitives, ...), "
    "for judging the linguistic acceptability of Danish."
)
_CITATION = """\
@inproceedings{dala,
  title = {DaLA: Danish Linguistic Acceptability Evaluation Guided by Real World Errors},
}
"""
_HOMEPAGE = "https://universaldependencies.org/treebanks/da_ddt/"
_LICENSE = "cc-by-sa-4.0"


class Dala(datasets.GeneratorBasedBuilder):
    """Builds the DaLA configs from CoNLL-U (bundled, a folder, or UD downloads)."""

    BUILDER_CONFIG_CLASS = DalaConfig
    BUILDER_CONFIGS = list(CONFIGS)
    DEFAULT_CONFIG_NAME = "medium"

    #: Filled by ``_split_generators``: what this build saw and did.
    summary: BuildSummary | None = None

    def _info(self) -> datasets.DatasetInfo:
        return datasets.DatasetInfo(
            description=_DESCRIPTION,
            features=self.config.layout.features,
            homepage=_HOMEPAGE,
            license=_LICENSE,
            citation=_CITATION,
        )

    def _split_generators(self, dl_manager):
        config = self.config
        files = sources.resolve(config.source, config.data_dir, dl_manager, config.ud_base_url)
        summary = BuildSummary(files=[sources.describe(p) for p in files])
        self.info.download_checksums = {
            f["name"]: {"num_bytes": f["num_bytes"], "checksum": f["sha256"]} for f in summary.files
        }

        counts: Counter = Counter()
        skipped: list[SourceError] | None = [] if config.on_error is OnError.SKIP else None
        pool = list(filter_sentences(read_sources(files, skipped), counts, dedupe=config.dedupe))
        summary.filter_counts = {key: counts[key] for key in ("read", "kept", *REASONS)}
        summary.skipped = [
            {"file": Path(e.path).name, "line": e.line, "sent_id": e.sent_id, "problem": e.problem}
            for e in skipped or ()
        ]

        enabled = [corruptions.get(name) for name in config.corruptions]
        assignment = assign(pool, enabled, config.seed)
        summary.applicability = assignment.applicability
        summary.order = assignment.order
        summary.assigned = dict(sorted(assignment.assigned.items()))

        try:
            splits = split_pairs(assignment.pairs, config.plan, config.seed)
        except UnbuildableError as err:
            raise UnbuildableError(f"{config.name}: {err}") from err
        summary.record_splits(splits)
        self.summary = summary
        return [
            datasets.SplitGenerator(name=name, gen_kwargs={"pairs": pairs, "split": name})
            for name, pairs in splits.items()
        ]

    def _generate_examples(self, pairs, split):
        rows = self.config.layout.rows(pairs, seeded_rng(self.config.seed, "rows", split))
        yield from enumerate(rows)
