"""Files that let evaluation tools use a build as it is.

* ``eval.yaml``: the dataset config EuroEval reads from a dataset
  repository (``euroeval --dataset NAMESPACE/dala``): the
  linguistic-acceptability task in the build's language on the default config's test
  split, labels ``correct``/``incorrect`` in the ``label`` column.
* ``lm_eval/``: tasks for lm-evaluation-harness in the zero-shot
  minimal-pair setting (the model should give the correct sentence the
  higher probability): a group ``dala`` with one ``multiple_choice`` task
  per corruption type over ``[sentence_good, sentence_bad]`` with no
  delimiter (each sentence scored as written, after the BOS token, as
  ``dala evaluate`` scores it), target 0, metric accuracy, reading the ``pairs`` config (``lm_eval --tasks dala
  --include_path <folder>/lm_eval``).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import yaml

from corruptions.language import Language
from dala_pipeline.layouts import CORRECT, INCORRECT, ClassificationLayout, PairsLayout
from dala_pipeline.names import DEFAULT_CONFIG, EVAL_YAML_NAME, LM_EVAL_DIR


def eval_yaml(configs: dict[str, object], language: Language) -> str:
    """EuroEval's ``eval.yaml``: the default classification config only, when it was built.

    EuroEval evaluates every entry the file lists, so listing ``small``,
    ``medium`` and ``large`` made ``euroeval --dataset NAMESPACE/dala`` run
    three overlapping evaluations (their test splits are drawn from the same
    sentences). The default is the one a user should run (the ScaLA sizes
    EuroEval documents); the others stay one argument away
    (``NAMESPACE/dala::medium::test``). A build without the default config
    lists the first classification config it has."""
    built = [name for name, layout in configs.items() if isinstance(layout, ClassificationLayout)]
    chosen = DEFAULT_CONFIG if DEFAULT_CONFIG in built else built[0]
    entries = [{"id": f"{language.card.task_prefix}_{chosen}", "config": chosen, "split": "test",
                "field_spec": {"input": "text", "target": "label"}}]
    document = {
        "name": language.card.pretty_name.split(":")[0],
        "task": "linguistic-acceptability",
        "languages": [language.code],
        "labels": [CORRECT, INCORRECT],
        "input_column": "text",
        "target_column": "label",
        "tasks": entries,
    }
    header = ("# EuroEval's dataset config for this repository (`euroeval --dataset NAMESPACE/dala`),\n"
              f"# written by `dala build`: the {chosen} config; another with NAMESPACE/dala::CONFIG::test.\n")
    return header + yaml.safe_dump(document, sort_keys=False, allow_unicode=True)


_TEMPLATE = {
    "output_type": "multiple_choice",
    "custom_dataset": "!function utils.load_pairs",
    "test_split": "test",
    "doc_to_text": "",
    # score the sentence as written, after the BOS token, not with a space in front: the default " "
    # would make its first word a mid-text token, and `dala evaluate` scores the sentence as written
    "target_delimiter": "",
    "doc_to_target": 0,
    "doc_to_choice": "{{[sentence_good, sentence_bad]}}",
    "num_fewshot": 0,
    "should_decontaminate": True,
    "doc_to_decontamination_query": "{{sentence_good}} {{sentence_bad}}",
    "metric_list": [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}],
    "metadata": {"version": 1.0},
}


def _dump(data: dict) -> str:
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    # lm-eval's YAML loader resolves the `!function` tag itself
    return text.replace("'!function utils.load_pairs'", "!function utils.load_pairs")


def write_lm_eval(folder: Path, types: list[str], language: Language) -> None:
    """The lm-eval task folder for these corruption types, in ``folder/lm_eval``: the group and the
    tasks are named by the language's task prefix."""
    target = folder / LM_EVAL_DIR
    target.mkdir()
    prefix = language.card.task_prefix
    header = "# lm-evaluation-harness tasks for this DaLA build, written by `dala build`.\n"
    template = f"_{prefix}_template_yaml"
    (target / template).write_text(header + _dump(_TEMPLATE), encoding="utf-8")
    tasks = [f"{prefix}_{name}" for name in types]
    group = {"group": prefix, "task": tasks,
             "aggregate_metric_list": [{"metric": "acc", "aggregation": "mean", "weight_by_size": True}],
             "metadata": {"version": 1.0}}
    (target / f"_{prefix}.yaml").write_text(header + _dump(group), encoding="utf-8")
    for name, task in zip(types, tasks):
        entry = {"include": template, "task": task, "dataset_kwargs": {"corruption_type": name}}
        (target / f"{task}.yaml").write_text(header + _dump(entry), encoding="utf-8")
    loader_file = resources.files("dala_pipeline").joinpath("data").joinpath("lm_eval").joinpath("utils.py")
    loader = loader_file.read_text(encoding="utf-8")
    (target / "utils.py").write_text(loader, encoding="utf-8")


def write_evaluation_files(folder: Path, layouts: dict[str, object], pair_types: list[str],
                           language: Language) -> None:
    """``eval.yaml`` when a classification config was built; ``lm_eval/`` when ``pairs`` was."""
    if any(isinstance(layout, ClassificationLayout) for layout in layouts.values()):
        (folder / EVAL_YAML_NAME).write_text(eval_yaml(layouts, language), encoding="utf-8")
    if any(isinstance(layout, PairsLayout) for layout in layouts.values()):
        write_lm_eval(folder, pair_types, language)
