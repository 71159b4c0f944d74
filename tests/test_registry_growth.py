"""A new default rule is one registry line: a rare one (1.5 % of the pairs)
leaves every config buildable and every gate passed."""

import json
from collections.abc import Iterator

from helpers import with_rule

from corruptions.base import Annotation, FormSwap
from corruptions.sentence import Sentence, Token
from dala_cli.cli import main


class ImperativeToInfinitive(FormSwap):
    """An imperative written as the infinitive (test-only rule).

        good: Udfyld kuponen
        bad:  Udfylde kuponen
    """

    name = "test_imperative_infinitive"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos == "VERB" and token.feats.get("Mood") == "Imp" and not token.lower.endswith("e"):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return token.form + "e"


def test_a_rare_default_rule_registered_through_the_registry_builds_every_config_the_source_gives(
        monkeypatch, tmp_path, capsys):
    with_rule(monkeypatch, ImperativeToInfinitive())
    out = tmp_path / "dala"
    assert main(["build", "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text())
    assert "test_imperative_infinitive" in report["corruptions"]["order"]
    pairs = report["configs"]["pairs"]["splits"]["test"]
    assert 0 < pairs["corruption_types"]["test_imperative_infinitive"] <= 0.02 * pairs["pairs"]
    assert set(report["configs"]) == {"medium", "large", "pairs"}  # the bundled source is too small for small
    for config in report["configs"].values():
        for key, value in config["js"].items():
            assert value <= config["js_limits"].get(key, report["max_js"])
        if "train/test" in config["js"]:
            assert config["js"]["train/test"] <= report["max_js"]
