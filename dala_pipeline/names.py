"""The names of the files a build writes, in one place.

Split files sit in ``<config>/data/`` and are named
``<split>-00000-of-00001.parquet``: the pattern ``datasets`` reads split
names from as they are, so loading a config folder directly
(``load_dataset("dala/small")``) keeps ``val`` and ``full_train`` as
their own splits instead of guessing from keywords in the file names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corruptions.language import TASK_PREFIX

#: The configs, in build order (:mod:`.configs` defines them and checks this list).
CONFIG_NAMES = ("small", "medium", "large", "pairs")
#: The config ``load_dataset(repo)`` gives without a name: the sizes EuroEval documents.
DEFAULT_CONFIG = "small"



def default_config(built: Sequence[str]) -> str:
    """The config a build marks as its default (what ``load_dataset(repo)`` gives without a name):
    :data:`DEFAULT_CONFIG`, or the first config built when that one was not."""
    return DEFAULT_CONFIG if DEFAULT_CONFIG in built else built[0]


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

#: Every path a build can write, relative to the output folder (POSIX).
_BUILD_FILE = re.compile(
    rf"(?:README\.md|corruption_types\.svg|build_report\.json|dataset_infos\.json|eval\.yaml|precision\.json"
    rf"|(?:{'|'.join(CONFIG_NAMES)})/data/[a-z_]+-00000-of-00001\.parquet"
    rf"|lm_eval/(?:_{TASK_PREFIX}_template_yaml|_{TASK_PREFIX}\.yaml|utils\.py|{TASK_PREFIX}_[a-z0-9_]+\.yaml))")


def is_build_file(name: str) -> bool:
    """Whether a build can write ``name`` (a relative POSIX path, such as
    ``pairs/data/test-00000-of-00001.parquet``): anything else in an output
    folder (``.git/config``, ``notes.txt``, ``../x``) is never the build's,
    whatever a report or journal says."""
    return isinstance(name, str) and _BUILD_FILE.fullmatch(name) is not None
