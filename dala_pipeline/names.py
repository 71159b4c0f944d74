"""The names of the files a build writes, in one place.

Split files sit in ``<config>/data/`` and are named
``<split>-00000-of-00001.parquet``: the pattern ``datasets`` reads split
names from as they are, so loading a config folder directly
(``load_dataset("dala/small")``) keeps ``val`` and ``full_train`` as
their own splits instead of guessing from keywords in the file names.
"""

from __future__ import annotations

#: The configs, in build order (:mod:`.configs` defines them and checks this list).
CONFIG_NAMES = ("small", "medium", "large", "pairs")
#: The config ``load_dataset(repo)`` gives without a name: the sizes EuroEval documents.
DEFAULT_CONFIG = "small"

CARD_NAME = "README.md"
CHART_NAME = "corruption_types.svg"
REPORT_NAME = "build_report.json"
INFOS_NAME = "dataset_infos.json"
LOCK_NAME = "dala.lock.json"


def data_file(config: str, split: str) -> str:
    """Path of a split's Parquet file inside the output folder."""
    return f"{config}/data/{split}-00000-of-00001.parquet"
EVAL_YAML_NAME = "eval.yaml"
PRECISION_NAME = "precision.json"
LM_EVAL_DIR = "lm_eval"
