"""DaLA: the linguistic acceptability datasets (Danish first), as a Hugging Face builder.

Each config pairs real sentences of a UD treebank (in the language of the
build settings) with a copy that
carries exactly one realistic grammatical error. The builder wires the
stages of :mod:`dala_pipeline` (the pool: read, filter, assign; then split)
and lays the pairs out as rows; configs (:mod:`dala_pipeline.configs`) own
what varies.

    builder = Dala(config_name="medium", settings=BuildSettings(seed=4242))
    builder.download_and_prepare()
    dataset = builder.as_dataset()
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import ClassVar

import datasets

from dala_pipeline.citation import DALA_CITATION
from dala_pipeline.configs import CONFIGS, DalaConfig
from dala_pipeline.errors import DalaError, UnbuildableError
from dala_pipeline.filter.dictionary import check_file_languages, other_language
from dala_pipeline.names import DEFAULT_CONFIG
from dala_pipeline.pool import MappedArrow, build_pool
from dala_pipeline.ray_engine import engine_for
from dala_pipeline.read import sources
from dala_pipeline.seeding import seeded_rng
from dala_pipeline.split.keys import PairKeys
from dala_pipeline.split.reference import draw_in_proportion
from dala_pipeline.split.stratified import split_pairs
from dala_pipeline.summary import BuildSummary
from dala_pipeline.timing import clock

_DESCRIPTION = (
    "DaLA pairs real {language} sentences ({source}) with a copy carrying exactly one "
    "realistic grammatical error ({examples}), "
    "for judging the linguistic acceptability of {language}."
)
#: Rows per generation shard: the unit of work of parallel generation.
SHARD_ROWS = 10_000


def _why_so_few(summary: dict) -> str:
    """What became of the source's sentences, for a source too small for a config."""
    counts = summary["filter_counts"]
    dropped = ", ".join(f"{reason} {n}" for reason, n in counts.items() if reason not in ("read", "kept") and n)
    skipped = len(summary["skipped"])
    return (f" ({counts['read']} sentences read, {counts['kept']} kept"
            + (f"; dropped by the filters: {dropped}" if dropped else "")
            + (f"; {skipped} skipped as malformed" if skipped else "")
            + (f"; {summary['dropped']} reached by no corruption" if summary["dropped"] else "") + ")")


def _described(path: Path) -> dict:
    """:func:`~dala_pipeline.read.sources.describe` of a source file, taken once per version of the file
    (every config of a build asks)."""
    status = path.stat()
    return dict(_checksums(str(path), status.st_size, status.st_mtime_ns, status.st_ctime_ns, status.st_ino))


@lru_cache(maxsize=64)
def _checksums(path: str, *version: int) -> dict:
    return sources.describe(Path(path))


class Dala(datasets.GeneratorBasedBuilder):
    """Builds the DaLA configs from CoNLL-U (bundled, a folder, or UD downloads)."""

    BUILDER_CONFIG_CLASS = DalaConfig
    BUILDER_CONFIGS: ClassVar[list[DalaConfig]] = list(CONFIGS)
    DEFAULT_CONFIG_NAME = DEFAULT_CONFIG

    #: Filled by :meth:`split_rows`: what this build saw and did, and the pool's pairs.
    summary: BuildSummary | None = None
    pairs_path: Path | None = None

    def _info(self) -> datasets.DatasetInfo:
        # name, homepage, licence and citation of the source it is built from
        about = sources.source_about(self.config.settings)
        return datasets.DatasetInfo(
            description=_DESCRIPTION.format(source=about["name"] or "a source without a name",
                                            language=self.config.settings.lang.name,
                                            examples=self.config.settings.lang.card.examples),
            features=self.config.layout.features,
            homepage=about["homepage"] or "",
            license=about["licence"] if sources.hub_licence(about["licence"]) == "other"
            else sources.hub_licence(about["licence"]),
            citation=DALA_CITATION + (f"\n{about['citation'].rstrip()}\n" if about["citation"] else ""),
        )

    def _split_generators(self, dl_manager):
        generators = []
        for name, order in self.split_rows().items():
            # The row order is fixed here and cut into shards that
            # download_and_prepare(num_proc=...) deals to its workers, in
            # order: any number of workers writes the same rows. A split of
            # one shard is written in-process.
            shards = [order[i:i + SHARD_ROWS] for i in range(0, len(order), SHARD_ROWS)]
            generators.append(datasets.SplitGenerator(
                name=name, gen_kwargs={"pairs_path": str(self.pairs_path), "shards": shards}))
        return generators

    def split_rows(self) -> dict[str, list[int]]:
        """Stages 1-4 for this config: each split's rows, as the layout's row codes in output order.

        Also sets :attr:`summary`, :attr:`pairs_path` (the pool's pairs, which the codes index) and the
        source files' checksums in the info.
        """
        with clock().stage("split"):
            return self._split_rows()

    def _split_rows(self) -> dict[str, list[int]]:
        config, settings = self.config, self.config.settings
        timer = clock()
        if settings.language_check:
            with timer.stage("filter"):  # it loads the dictionaries the filters then use
                check_file_languages(settings)  # a file in another language is refused by name, before parsing
        engine = engine_for(settings)
        with timer.stage("read"):
            source = sources.build_source(settings, Path(self._cache_downloaded_dir) / settings.lang.release.alias,
                                          Path(self._cache_dir_root) / "dala-parsed", engine)
            described = [_described(p) for p in source.files]
        # what the build was made from: the text files of --text, not the CoNLL-U parsed from them
        made_from = source.inputs or described
        self.info.download_checksums = {
            f["name"]: {"num_bytes": f["num_bytes"], "checksum": f["sha256"]} for f in made_from
        }
        with timer.stage("read"):
            pool = build_pool(source.files, described, settings, Path(self._cache_dir_root) / "dala-pools",
                              source.unreadable, engine)
        checked = pool.summary["language_check"]
        if checked["refuse"] and settings.language_check:
            raise DalaError(other_language(checked, settings.lang))
        # through the memory map: of the pool's pages only those of these two columns are read
        keys = PairKeys.from_batches(pool.pairs().select(["pair_id", "corruption_type"]).to_batches())
        try:
            # With --reference-mix, a config that takes it splits only the pairs drawn in the reference
            # class proportions; the indexes stay those of the pool.
            drawn = (draw_in_proportion(keys, settings.lang, settings.seed)
                     if settings.reference_mix and config.reference_draw else None)
            split = split_pairs(keys if drawn is None else keys.subset(drawn), config.plan, settings.seed)
            limits = split.limits(config.plan, settings.max_js)
        except UnbuildableError as err:
            raise UnbuildableError(f"{config.name}: {err}{_why_so_few(pool.summary)}") from err
        splits = split.indexes if drawn is None else \
            {name: [drawn[i] for i in indexes] for name, indexes in split.indexes.items()}
        self.summary = BuildSummary.from_pool(made_from, pool.summary, keys, splits, source.parser, limits, checked)
        self.pairs_path = pool.pairs_path
        return {name: config.layout.order(indexes, seeded_rng(settings.seed, "rows", name))
                for name, indexes in splits.items()}

    def _generate_examples(self, pairs_path, shards):
        pairs = MappedArrow(Path(pairs_path))  # its pages are released as its rows are taken
        for shard in shards:
            yield from zip(shard, self.config.layout.rows(pairs, shard))
