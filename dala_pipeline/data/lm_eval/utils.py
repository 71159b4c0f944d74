"""Data for the DaLA tasks of lm-evaluation-harness (written by `dala build`).

Each task YAML names its corruption type in ``dataset_kwargs``; lm-eval
calls :func:`load_pairs` with it (and with anything given as
``--metadata``). The pairs come from the ``pairs`` config of the DaLA build
this folder sits in; pass ``--metadata '{"repo_id": "NAMESPACE/dala"}'``
to read them from a Hub repository instead.
"""

from pathlib import Path

import datasets

PAIRS_FILE = Path(__file__).resolve().parent.parent / "pairs" / "data" / "test-00000-of-00001.parquet"


def load_pairs(corruption_type=None, repo_id=None, **_):
    """The ``pairs`` config's test split, kept to one corruption type (all with None)."""
    if repo_id:
        test = datasets.load_dataset(repo_id, "pairs", split="test")
    else:
        test = datasets.load_dataset("parquet", data_files={"test": str(PAIRS_FILE)}, split="test")
    if corruption_type is not None:
        test = test.filter(lambda row: row["corruption_type"] == corruption_type)
    return datasets.DatasetDict({"test": test})
