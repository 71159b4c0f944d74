"""The Swedish rules on annotation a spaCy pipeline predicted: a small pipeline trained in the test on the
bundled dev file parses the raw text of the bundled dev and test files through ``dala build --language sv
--text``, and every default rule finds targets there. What the pipeline gets wrong is not asserted: only
that each rule, keyed on forms and lemmas as well as tags, still reaches sentences."""

import json

from corruptions import registry
from dala_cli.cli import main
from dala_pipeline.read.sources import bundled_files

SV = registry.language("sv")


def test_every_default_swedish_rule_finds_targets_on_predicted_annotation(sv_trained_pipeline, tmp_path):
    from helpers import read_file

    text = tmp_path / "text"
    text.mkdir()
    sentences = [s for path in bundled_files(SV) for s in read_file(path)]
    (text / "talbanken.txt").write_text("\n\n".join(s.text for s in sentences) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    # the small pipeline splits some sentences apart, and the sentence checks would drop the pieces: the
    # build goes without them, so that every rule sees every sentence the parser makes
    assert main(["build", "--language", "sv", "--text", str(text), "--parser", f"spacy:{sv_trained_pipeline}",
                 "--config", "pairs", "--no-sentence-checks", "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["source"]["parser"]["annotation"] == "predicted" and report["gate_passed"]
    reached = report["corruptions"]["applicability"]
    rules = [name for name in SV.default_names() if not SV.get(name).basic]
    assert {name: reached.get(name, 0) for name in rules if not reached.get(name)} == {}
    assigned = report["corruptions"]["assigned"]
    assert sum(assigned.values()) >= 0.9 * report["source"]["filter_counts"]["kept"]
