"""EuroEval dataset config for a local DaLA build.

Put this file where you run EuroEval (it reads ``custom_datasets.py`` from
the working folder by default), point ``source`` at the folder
`dala build` wrote, and run

    euroeval --model MODEL --dataset dala-local

``source`` names the folder without a config: the build's card marks
``small`` (the sizes EuroEval documents) as the default config, or, where
the source is too small for it (the bundled one is), the first config
built. Add ``"::medium"`` or ``"::large"`` to evaluate another config.
"""

from euroeval import DatasetConfig
from euroeval.languages import DANISH
from euroeval.tasks import LA

DALA_LOCAL_CONFIG = DatasetConfig(
    name="dala-local",
    pretty_name="DaLA (local build)",
    source="dala",
    task=LA,
    languages=[DANISH],
)
