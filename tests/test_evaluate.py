"""`dala evaluate`: scores of tiny local models, the statistics, the files it writes, resuming, and its errors.

The models are random two-layer GPT-2 and BERT models with tokenizers trained
on the bundled treebank (tests/tiny_models.py), built once per session.
"""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from xml.etree import ElementTree

import pyarrow.parquet as pq
import pytest
from tiny_models import tiny_bert, tiny_gpt2

from dala_cli.cli import main
from dala_pipeline.evaluate import run as lm_evaluate
from dala_pipeline.evaluate import scoring as lm_scoring
from dala_pipeline.evaluate.results import holm, mcnemar
from dala_pipeline.names import data_file
from dala_pipeline.write.lock import fingerprint

# Skipped without the evaluate extra; found, not imported, so that collecting costs no torch import.
_MISSING = [name for name in ("torch", "transformers", "minicons") if importlib.util.find_spec(name) is None]
pytestmark = pytest.mark.skipif(bool(_MISSING), reason=f"needs the evaluate extra ({', '.join(_MISSING)})")

SVG = "{http://www.w3.org/2000/svg}"
LIMIT = 64
#: A sentence of the pairs, as `dala evaluate` gives the tokenizer check.
PROBE = "Det er en god dag i dag."


@pytest.fixture(scope="session")
def gpt2(tmp_path_factory):
    return tiny_gpt2(tmp_path_factory.mktemp("models") / "gpt2")


@pytest.fixture(scope="session")
def bert(tmp_path_factory):
    return tiny_bert(tmp_path_factory.mktemp("models") / "bert")


@pytest.fixture(scope="session")
def evaluated(built, gpt2, bert, tmp_path_factory):
    """Both tiny models evaluated on a stratified subset of the bundled build's pairs."""
    out = tmp_path_factory.mktemp("evaluation") / "evaluation"
    assert main(["evaluate", "--model", str(gpt2), "--model", str(bert), "--folder", str(built),
                 "--limit", str(LIMIT), "--batch-size", "8", "--device", "cpu", "--out", str(out)]) == 0
    return out


def _log_softmax(row, index: int) -> float:
    values = [float(v) for v in row]
    top = max(values)
    return values[index] - (top + math.log(sum(math.exp(v - top) for v in values)))


def test_causal_score_is_the_sum_of_token_log_probabilities_after_bos(gpt2):
    import torch

    scorer = lm_scoring.load_scorer(str(gpt2), None, "cpu", probe=PROBE)
    tokens = scorer.tokenizer("Det er.", add_special_tokens=False)["input_ids"]
    assert scorer.tokenizer.convert_ids_to_tokens(tokens) == ["Det", "Ġer", "."]
    ids = [scorer.tokenizer.bos_token_id, *tokens]
    with torch.no_grad():
        logits = scorer.minicons.model(torch.tensor([ids])).logits[0]
    by_hand = sum(_log_softmax(logits[i], ids[i + 1]) for i in range(3))
    [score] = scorer.score(["Det er."])
    assert score.tokens == 3
    assert score.logprob == pytest.approx(by_hand, abs=1e-4)
    # batching with a longer sentence (padding) leaves the score unchanged
    assert scorer.score(["Det er.", "Han gik hjem i går."])[0].logprob == pytest.approx(by_hand, abs=1e-4)


def test_masked_score_is_the_within_word_left_to_right_pll(bert):
    import torch

    scorer = lm_scoring.load_scorer(str(bert), None, "cpu", probe=PROBE)
    encoded = scorer.tokenizer("Vi kom")
    assert scorer.tokenizer.convert_ids_to_tokens(encoded["input_ids"]) == ["[CLS]", "V", "##i", "kom", "[SEP]"]
    cls, v, i, kom, sep = encoded["input_ids"]
    mask = scorer.tokenizer.mask_token_id

    def logprob(ids, position):
        with torch.no_grad():
            logits = scorer.minicons.model(torch.tensor([ids])).logits[0]
        return _log_softmax(logits[position], encoded["input_ids"][position])

    # "V" is predicted with the rest of its word ("##i") masked too; "##i" sees "V"
    within_word = (logprob([cls, mask, mask, kom, sep], 1) + logprob([cls, v, mask, kom, sep], 2)
                   + logprob([cls, v, i, mask, sep], 3))
    original = (logprob([cls, mask, i, kom, sep], 1) + logprob([cls, v, mask, kom, sep], 2)
                + logprob([cls, v, i, mask, sep], 3))
    [score] = scorer.score(["Vi kom"])
    assert score.tokens == 3
    assert score.logprob == pytest.approx(within_word, abs=1e-4)
    assert abs(within_word - original) > 0.1  # the variant matters for this sentence


def test_masked_scores_equal_minicons_sequence_score_where_it_runs(bert):
    scorer = lm_scoring.load_scorer(str(bert), None, "cpu", probe=PROBE)
    if not hasattr(scorer.tokenizer, "batch_encode_plus"):
        pytest.skip("this transformers has no batch_encode_plus, which MaskedLMScorer.sequence_score calls")
    sentences = ["Vi kom", "Hundene løb hjem i går.", "Det er godt."]
    expected = scorer.minicons.sequence_score(sentences, reduction=lambda x: x.sum(0).item(),
                                              PLL_metric=lm_scoring.PLL_METRIC)
    # minicons sums in float32, this code in float64: equal up to float32 rounding
    assert [s.logprob for s in scorer.score(sentences)] == pytest.approx(expected, rel=1e-6)


def test_kind_is_read_from_the_config(gpt2, bert):
    assert lm_scoring.inspect_model(str(gpt2), None)[1] is lm_scoring.Kind.CAUSAL
    assert lm_scoring.inspect_model(str(bert), None)[1] is lm_scoring.Kind.MASKED
    assert lm_scoring.inspect_model(str(bert), lm_scoring.Kind.MASKED)[1] is lm_scoring.Kind.MASKED


def test_a_bokmal_build_is_evaluated_per_bokmal_type(nb_built, gpt2, tmp_path):
    """`dala evaluate` reads the language from nothing but the pairs: an nb build is scored per nb type."""
    out = tmp_path / "evaluation"
    assert main(["evaluate", "--model", str(gpt2), "--folder", str(nb_built), "--limit", "18", "--batch-size", "9",
                 "--device", "cpu", "--out", str(out)]) == 0
    rows = pq.read_table(nb_built / data_file("pairs", "test")).to_pylist()
    result = json.loads((out / "gpt2.json").read_text(encoding="utf-8"))
    assert sorted(result["results"]["types"]) == sorted({r["corruption_type"] for r in rows})
    assert result["dataset"]["fingerprint"] == fingerprint(rows)
    assert sum(t["sum"]["n"] for t in result["results"]["types"].values()) == 18


def test_results_cover_every_type_with_intervals_around_the_estimates(evaluated, built):
    rows = pq.read_table(built / data_file("pairs", "test")).to_pylist()
    types = sorted({r["corruption_type"] for r in rows})
    for name, kind in (("gpt2", "causal"), ("bert", "masked")):
        result = json.loads((evaluated / f"{name}.json").read_text(encoding="utf-8"))
        assert result["model"]["kind"] == kind
        assert len(result["model"]["sha256"]) == 64 and result["model"]["revision"] is None
        assert result["scorer"].startswith("minicons ")
        assert ("within_word_l2r" in result["scorer"]) is (kind == "masked")
        assert result["dataset"]["fingerprint"] == fingerprint(rows)
        assert result["dataset"]["build_seed"] == 4242
        assert result["selection"] == {"limit": LIMIT, "seed": 4242, "pairs": LIMIT, "of": len(rows)}
        summary = result["results"]
        assert sorted(summary["types"]) == types
        assert sum(t["sum"]["n"] for t in summary["types"].values()) == summary["micro"]["sum"]["n"] == LIMIT
        for entry in [*summary["types"].values(), summary["micro"]]:
            for score in ("sum", "per_token"):
                e = entry[score]
                assert e["accuracy"] == e["correct"] / e["n"]
                assert e["wilson_low"] <= e["accuracy"] <= e["wilson_high"]
        assert summary["types"]["delete"]["words_differ"] == summary["types"]["delete"]["sum"]["n"]
        assert summary["types"]["flip_neighbours"]["words_differ"] == 0
        macro = summary["macro"]["sum"]
        assert macro["accuracy"] == pytest.approx(sum(t["sum"]["accuracy"] for t in summary["types"].values())
                                                  / len(types))


def test_the_table_the_chart_and_the_comparison(evaluated):
    table = (evaluated / "results.md").read_text(encoding="utf-8")
    gpt2 = json.loads((evaluated / "gpt2.json").read_text(encoding="utf-8"))["results"]
    delete = gpt2["types"]["delete"]["per_token"]
    assert (f"| `delete` † | {delete['n']} | {delete['accuracy']:.3f} "
            f"[{delete['wilson_low']:.3f}, {delete['wilson_high']:.3f}] |") in table
    assert "| `flip_neighbours` |" in table and f"| micro (all pairs) | {LIMIT} |" in table
    comparison = json.loads((evaluated / "comparison.json").read_text(encoding="utf-8"))
    for score in ("sum", "per_token"):
        [test] = comparison["mcnemar"][score]
        assert (test["first"], test["second"], test["overall"]["n"]) == ("gpt2", "bert", LIMIT)
        assert sum(t["n"] for t in test["types"].values()) == LIMIT
        [line] = comparison["significance"][score]
        assert line.startswith("gpt2 vs bert: ") and f"- {line}" in table
        figures = comparison["discrimination"][score]
        assert set(figures["types"]) == set(gpt2["types"])
        bert = json.loads((evaluated / "bert.json").read_text(encoding="utf-8"))["results"]
        accuracies = (gpt2["micro"][score]["accuracy"], bert["micro"][score]["accuracy"])
        assert figures["micro"]["spread"] == pytest.approx(abs(accuracies[0] - accuracies[1]))
    assert "## Paired comparisons, per-token score" in table and "## Discrimination, summed score" in table

    svg = ElementTree.parse(evaluated / "accuracy.svg").getroot()
    labels = [t.text for t in svg.iter(f"{SVG}text")]
    marked = {t if not gpt2["types"][t]["words_differ"] else f"{t} †" for t in gpt2["types"]}
    assert marked | {"micro (all pairs)", "gpt2", "bert", "0%", "50%", "100%", "delete †"} <= set(labels)
    series = {c.get("fill") for g in svg.iter(f"{SVG}g") for c in g.iter(f"{SVG}circle")}
    assert len(series) == 2
    assert len(list(svg.iter(f"{SVG}g"))) == 2 * (len(gpt2["types"]) + 1)  # an interval per model and row
    per_token = ElementTree.parse(evaluated / "accuracy_per_token.svg").getroot()
    tips = [t.text for g in per_token.iter(f"{SVG}g") for t in g.iter(f"{SVG}title")]
    delete = gpt2["types"]["delete"]["per_token"]
    assert (f"gpt2: delete {delete['correct']} of {delete['n']} = {delete['accuracy']:.3f} "
            f"[{delete['wilson_low']:.3f}, {delete['wilson_high']:.3f}]") in tips


def test_an_interrupted_run_resumes_from_the_cache(built, gpt2, tmp_path, monkeypatch):
    calls = []
    score = lm_scoring.CausalScorer.score

    def interrupted(self, sentences):
        calls.append(len(sentences))
        if len(calls) == 3:
            raise KeyboardInterrupt
        return score(self, sentences)

    arguments = ["evaluate", "--model", str(gpt2), "--folder", str(built), "--limit", "40", "--batch-size", "10",
                 "--device", "cpu"]
    monkeypatch.setattr(lm_scoring.CausalScorer, "score", interrupted)
    assert main([*arguments, "--out", str(tmp_path / "run")]) == 130
    [cache] = (tmp_path / "run" / "cache").iterdir()
    assert len(cache.read_text(encoding="utf-8").splitlines()) == 1 + 20  # header and two batches
    assert not (tmp_path / "run" / "gpt2.json").exists()
    with open(cache, "a", encoding="utf-8") as handle:
        handle.write('{"pair_id": "cut off mid-wr')  # a line the interruption left half-written

    calls.clear()
    monkeypatch.setattr(lm_scoring.CausalScorer, "score", lambda self, s: calls.append(len(s)) or score(self, s))
    assert main([*arguments, "--out", str(tmp_path / "run")]) == 0
    assert calls == [20, 20]  # only the 20 pairs that were not scored, 10 per call
    assert main([*arguments, "--out", str(tmp_path / "fresh")]) == 0

    def results(folder):
        return json.loads((folder / "gpt2.json").read_text(encoding="utf-8"))["results"]
    assert results(tmp_path / "run") == results(tmp_path / "fresh")
    assert calls == [20, 20, 20, 20, 20, 20]


def test_the_pairs_of_a_hub_repository(built, gpt2, tmp_path, monkeypatch, capsys):
    """--repo-id reads the repository's pairs config through `datasets` (stood in for here by the build's
    own Parquet file) and records the repository and the same fingerprint as the folder."""
    import datasets

    calls = []

    def load_dataset(path, name=None, split=None, revision=None, **_):
        calls.append((path, name, split, revision))
        if path != "someone/dala":
            raise datasets.exceptions.DatasetNotFoundError(f"Dataset '{path}' doesn't exist on the Hub")
        return datasets.Dataset.from_parquet(str(built / data_file("pairs", "test")))

    monkeypatch.setattr(datasets, "load_dataset", load_dataset)
    common = ["--model", str(gpt2), "--limit", "16", "--device", "cpu"]
    assert main(["evaluate", *common, "--repo-id", "someone/dala", "--out", str(tmp_path / "hub")]) == 0
    assert calls == [("someone/dala", "pairs", "test", None)]
    assert main(["evaluate", *common, "--folder", str(built), "--out", str(tmp_path / "folder")]) == 0
    hub, folder = (json.loads((tmp_path / out / "gpt2.json").read_text(encoding="utf-8")) for out in ("hub", "folder"))
    assert hub["dataset"]["repo_id"] == "someone/dala"
    assert hub["dataset"]["fingerprint"] == folder["dataset"]["fingerprint"]
    assert hub["results"] == folder["results"]
    capsys.readouterr()
    _one_line_error(capsys, ["evaluate", *common, "--repo-id", "nobody/nothing", "--out", str(tmp_path / "x")],
                    "dataset nobody/nothing: cannot read its pairs config (Dataset 'nobody/nothing' doesn't exist")


def test_limit_is_a_seeded_stratified_subset():
    rows = [{"pair_id": f"{t}-{i}", "corruption_type": t} for t, n in (("a", 60), ("b", 30), ("c", 9), ("d", 1))
            for i in range(n)]
    chosen = lm_evaluate.stratified(rows, 20, seed=1)
    counts = {t: sum(1 for r in chosen if r["corruption_type"] == t) for t in "abcd"}
    assert counts == {"a": 12, "b": 6, "c": 1, "d": 1}
    assert chosen == lm_evaluate.stratified(rows, 20, seed=1)
    assert chosen != lm_evaluate.stratified(rows, 20, seed=2)
    assert chosen == sorted(chosen, key=rows.index)
    assert lm_evaluate.stratified(rows, 500, seed=1) == rows


def test_ties_count_as_wrong_and_the_per_token_score_undoes_the_length_bias():
    from dala_pipeline.evaluate.results import summarise

    records = [
        {"pair_id": "1", "corruption_type": "a", "good": [-10.0, 5], "bad": [-12.0, 5], "words_differ": False},
        # equal to float32 precision: a tie
        {"pair_id": "2", "corruption_type": "a", "good": [-10.0, 5], "bad": [-10.000001, 5], "words_differ": False},
        # the corrupted sentence is a token shorter: it wins the sum (-11 > -12), loses per token (-2.2 < -2)
        {"pair_id": "3", "corruption_type": "b", "good": [-12.0, 6], "bad": [-11.0, 5], "words_differ": True},
    ]
    summary = summarise(records)
    a, b = summary["types"]["a"], summary["types"]["b"]
    assert (a["sum"]["correct"], a["sum"]["ties"], a["sum"]["n"]) == (1, 1, 2)
    assert (a["per_token"]["correct"], a["per_token"]["ties"]) == (1, 1)
    assert (b["sum"]["correct"], b["per_token"]["correct"], b["words_differ"], b["tokens_differ"]) == (0, 1, 1, 1)
    assert (summary["micro"]["sum"]["correct"], summary["micro"]["sum"]["ties"]) == (1, 1)
    assert summary["micro"]["per_token"]["correct"] == 2
    assert (summary["macro"]["sum"]["accuracy"], summary["macro"]["per_token"]["accuracy"]) == (0.25, 0.75)
    # near miss: a gap of one part in 100,000 is a decision, not a tie
    records[1]["bad"] = [-10.0001, 5]
    assert summarise(records)["types"]["a"]["sum"]["correct"] == 2


def test_exact_mcnemar_and_holm():
    # 1 pair only the first model got right, 6 only the second: p = 2 * (C(7,0) + C(7,1)) / 2**7
    first = [True] * 5 + [True] + [False] * 6 + [False] * 3
    second = [True] * 5 + [False] + [True] * 6 + [False] * 3
    assert mcnemar(first, second) == {"n": 15, "first_only": 1, "second_only": 6, "p": 0.125}
    assert mcnemar([True, False], [True, False])["p"] == 1.0
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])


def _one_line_error(capsys, arguments, expected):
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("dala: error: ")
    assert expected in err


def test_unknown_model_path(built, tmp_path, capsys):
    _one_line_error(capsys, ["evaluate", "--model", str(tmp_path / "no-model"), "--folder", str(built),
                             "--out", str(tmp_path / "out")], "no-model: no such folder")
    _one_line_error(capsys, ["evaluate", "--model", str(built), "--folder", str(built),
                             "--out", str(tmp_path / "out")], "not a model folder (no config.json in it)")
    assert not (tmp_path / "out").exists()


def test_a_folder_without_the_pairs_config(gpt2, tmp_path, capsys):
    (tmp_path / "small").mkdir()
    _one_line_error(capsys, ["evaluate", "--model", str(gpt2), "--folder", str(tmp_path), "--out",
                             str(tmp_path / "out")],
                    "has no pairs config (pairs/data/test-00000-of-00001.parquet is missing); "
                    "build it with `dala build --config pairs`")


@pytest.mark.parametrize("model, kind, expected", [
    ("bert", "causal", "is a masked language model (BertForMaskedLM), not causal; use --kind masked"),
    ("gpt2", "masked", "is a causal language model (GPT2LMHeadModel), not masked; use --kind causal"),
])
def test_a_kind_the_model_does_not_have(request, built, tmp_path, capsys, model, kind, expected):
    path = request.getfixturevalue(model)
    _one_line_error(capsys, ["evaluate", "--model", str(path), "--kind", kind, "--folder", str(built),
                             "--out", str(tmp_path / "out")], expected)


def test_a_bare_encoder_is_neither_guessed_nor_scored_with_a_random_head(bert, tmp_path, capsys):
    """Near miss of kind detection: a BertModel checkpoint names no head, and its masked head would be random."""
    from transformers import AutoTokenizer, BertConfig, BertModel

    tokenizer = AutoTokenizer.from_pretrained(bert)
    BertModel(BertConfig(vocab_size=len(tokenizer), hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                         intermediate_size=64)).save_pretrained(tmp_path / "bare")
    tokenizer.save_pretrained(tmp_path / "bare")
    with pytest.raises(lm_scoring.ModelError, match="does not say whether it is a causal or a masked"):
        lm_scoring.inspect_model(str(tmp_path / "bare"), None)
    with pytest.raises(lm_scoring.ModelError, match=r"has no trained masked language-model head \(6 weights "
                                                    r"missing from the checkpoint, e.g. cls.predictions.bias\)"):
        lm_scoring.load_scorer(str(tmp_path / "bare"), lm_scoring.Kind.MASKED, "cpu", probe=PROBE)


def test_cuda_asked_for_but_absent(built, gpt2, tmp_path, capsys):
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a CUDA device")
    _one_line_error(capsys, ["evaluate", "--model", str(gpt2), "--device", "cuda", "--folder", str(built),
                             "--out", str(tmp_path / "out")], "--device cuda: ")
    assert not (tmp_path / "out").exists()


def test_a_results_file_it_did_not_write_is_not_replaced(built, gpt2, tmp_path, capsys):
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "results.md").write_text("my notes\n", encoding="utf-8")
    _one_line_error(capsys, ["evaluate", "--model", str(gpt2), "--folder", str(built), "--out",
                             str(tmp_path / "out")], "results.md exists and was not written by dala evaluate")
    assert (tmp_path / "out" / "results.md").read_text(encoding="utf-8") == "my notes\n"


def test_a_hub_model_that_is_not_there_and_light_imports(built, tmp_path):
    """Offline, an unknown Hub id is one line; and the command line imports no model library up front."""
    script = ("import sys; from dala_cli import cli; cli.parser(); "
              "print(sorted(m for m in ('torch', 'transformers', 'minicons') if m in sys.modules))")
    light = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert light.stdout == "[]\n"
    env = {"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    missing = subprocess.run([sys.executable, "-m", "dala_cli.cli", "evaluate",
                              "--model", "nobody/no-model", "--folder", str(built), "--out", str(tmp_path / "out")],
                             capture_output=True, text=True, env=env)
    assert missing.returncode == 2
    assert missing.stderr.startswith("dala: error: ")
    assert "model nobody/no-model: not a local model folder, and not found on the Hub" in missing.stderr


@pytest.mark.skipif(importlib.util.find_spec("lm_eval") is None, reason="lm-evaluation-harness is not installed")
def test_causal_verdicts_equal_lm_eval_acc_on_the_builds_task_files(built, evaluated):
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    from dala_pipeline.evaluate.results import pair_correct

    scored = {}
    [cache] = (evaluated / "cache").glob("gpt2-*.jsonl")
    for line in cache.read_text(encoding="utf-8").splitlines()[1:]:
        record = json.loads(line)
        scored[record["pair_id"]] = pair_correct(record, "sum")
    model = json.loads((evaluated / "gpt2.json").read_text(encoding="utf-8"))["model"]["name"]
    output = evaluator.simple_evaluate(model="hf", model_args=f"pretrained={model}", tasks=["dala"],
                                       task_manager=TaskManager(include_path=str(built / "lm_eval")),
                                       device="cpu", batch_size=16, limit=12, log_samples=True)
    compared = 0
    for samples in output["samples"].values():
        for sample in samples:
            pair = sample["doc"]["pair_id"]
            if pair in scored and not scored[pair][1]:  # a tie is wrong here, right in lm-eval (argmax)
                assert sample["acc"] == float(scored[pair][0]), pair
                compared += 1
    assert compared > 10


# ---------------------------------------------------------------------------------------------------------
# A figure is right, or there is no figure: hand-made pairs, damaged caches and models that cannot score.

PAIRS = [("Hunden løb hjem i går.", "Hunden løb hjem i morgen går."),
         ("Vi kom for sent til toget.", "Vi kom for sent til togets."),
         ("Det er en god dag.", "Det er et god dag."),
         ("Han har læst bogen.", "Han har læse bogen.")]


def _rows(pairs=PAIRS, ctype="flip_som_der"):
    return [{"sentence_good": good, "sentence_bad": bad, "corruption_type": ctype, "pair_id": f"p{i}"}
            for i, (good, bad) in enumerate(pairs)]


def _pairs_folder(folder, rows):
    import pyarrow as pa

    path = folder / data_file("pairs", "test")
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist(rows), path)
    return folder


def _model_copy(source, target):
    import shutil

    shutil.copytree(source, target)
    return target


def _edit_json(path, **changes):
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")


def _evaluate(folder, model, out, *extra):
    return ["evaluate", "--model", str(model), "--folder", str(folder), "--device", "cpu", "--out", str(out),
            *extra]


@pytest.mark.parametrize("line", [
    '{"pair_id": "p0", "digest": "D", "good": [NaN, 5], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 5], "bad": [Infinity, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 5], "bad": [-Infinity, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 0], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, -3], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 2.5], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, true], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [true, 5], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": ["-10.0", 5], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 5, 1], "bad": [-20.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": [-10.0, 5]}',
    '{"pair_id": "p0", "digest": "D", "good": null, "bad": [-20.0, 5]}',
    'null',
    '[1, 2]',
    b'{"pair_id": "p\xff0", "digest": "D", "good": [-10.0, 5], "bad": [-20.0, 5]}',
])
def test_a_damaged_score_line_is_refused_not_read(tmp_path, line):
    path = tmp_path / "cache.jsonl"
    header = json.dumps({"tool": lm_evaluate.TOOL, "model_identity": "m"}).encode()
    good = b'{"pair_id": "p1", "digest": "E", "good": [-10.0, 5], "bad": [-20.0, 5]}'
    path.write_bytes(b"\n".join([header, good, line if isinstance(line, bytes) else line.encode(), b""]))
    with pytest.raises(lm_evaluate.EvaluationError, match=r"cache.jsonl:3: damaged score line"):
        lm_evaluate.ScoreCache(path, "m")


def test_two_scores_of_one_pair_are_damage_and_the_same_score_twice_is_not(tmp_path):
    path = tmp_path / "cache.jsonl"
    header = json.dumps({"tool": lm_evaluate.TOOL, "model_identity": "m"})
    line = '{"pair_id": "p1", "digest": "E", "good": [-10.0, 5], "bad": [-20.0, 5]}'
    path.write_text("\n".join([header, line, line, ""]), encoding="utf-8")
    assert lm_evaluate.ScoreCache(path, "m").scores[("p1", "E")]["good"] == [-10.0, 5]
    path.write_text("\n".join([header, line, line.replace("-20.0", "-9.0"), ""]), encoding="utf-8")
    with pytest.raises(lm_evaluate.EvaluationError, match=r"cache.jsonl:3: damaged score line \(pair p1 has "
                                                          "another score on an earlier line\\)"):
        lm_evaluate.ScoreCache(path, "m")


def test_a_nan_in_a_cache_ends_the_run_and_a_clean_cache_gives_the_fresh_figures(gpt2, tmp_path, capsys):
    folder = _pairs_folder(tmp_path / "build", _rows())
    assert main(_evaluate(folder, gpt2, tmp_path / "out")) == 0
    fresh = json.loads((tmp_path / "out" / "gpt2.json").read_text(encoding="utf-8"))["results"]
    [cache] = (tmp_path / "out" / "cache").iterdir()
    lines = cache.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + len(PAIRS)
    assert main(_evaluate(folder, gpt2, tmp_path / "out")) == 0  # read back from the cache: the same figures
    assert json.loads((tmp_path / "out" / "gpt2.json").read_text(encoding="utf-8"))["results"] == fresh
    record = json.loads(lines[2])
    record["good"][0] = float("nan")
    cache.write_text("\n".join([*lines[:2], json.dumps(record), *lines[3:], ""]), encoding="utf-8")
    capsys.readouterr()
    _one_line_error(capsys, _evaluate(folder, gpt2, tmp_path / "out"), ".jsonl:3: damaged score line")


def test_a_model_folder_without_tokenizer_files_is_refused(gpt2, bert, tmp_path, capsys):
    for model in (gpt2, bert):
        bare = _model_copy(model, tmp_path / model.name)
        for path in bare.glob("tokenizer*"):
            path.unlink()
        with pytest.raises(lm_scoring.ModelError, match=r"its tokenizer makes (no tokens|only unknown tokens "
                                                        r"\(\d+ of \[UNK\]\)) of 'Det er en god dag i dag.'"):
            lm_scoring.load_scorer(str(bare), None, "cpu", probe=PROBE)
    folder = _pairs_folder(tmp_path / "build", _rows())
    _one_line_error(capsys, _evaluate(folder, tmp_path / "gpt2", tmp_path / "out"), "are the tokenizer files "
                                                                                    "missing from the model?")


def test_a_model_whose_scores_are_nan_ends_the_run_naming_the_model_and_the_pair(gpt2, tmp_path, capsys):
    import torch
    from safetensors.torch import load_file, save_file

    broken = _model_copy(gpt2, tmp_path / "nan-gpt2")
    weights = load_file(broken / "model.safetensors")
    weights["transformer.ln_f.weight"] = torch.full_like(weights["transformer.ln_f.weight"], float("nan"))
    save_file(weights, broken / "model.safetensors", metadata={"format": "pt"})
    folder = _pairs_folder(tmp_path / "build", _rows())
    _one_line_error(capsys, _evaluate(folder, broken, tmp_path / "out"),
                    f"model {broken}: pair p0: the good sentence scores nan over ")
    assert not (tmp_path / "out" / "nan-gpt2.json").exists()


def _truncated(folder):
    data = (folder / "model.safetensors").read_bytes()
    (folder / "model.safetensors").write_bytes(data[:len(data) // 2])


@pytest.mark.parametrize("damage, expected", [
    (_truncated, r"model.safetensors is damaged \(tensor \S+ ends at byte \d+ of \d+ data bytes\)"),
    (lambda f: (f / "model.safetensors").write_bytes(b""),
     r"model.safetensors is damaged \(0 bytes, too short for a safetensors header\)"),
    (lambda f: (f / "model.safetensors").write_bytes(b"\x00" * 8 + b"garbage"), r"model.safetensors is damaged"),
    (lambda f: (f / "model.safetensors").unlink(), r"no weights in \S+ \(model.safetensors or pytorch_model.bin\)"),
    (lambda f: (f / "tokenizer.json").write_text('{"version": ', encoding="utf-8"),
     r"tokenizer.json is not valid JSON"),
    (lambda f: (f / "tokenizer.json").write_text('{"model": {"type": "Nope"}}', encoding="utf-8"),
     r"tokenizer.json is not a tokenizer file"),
    (lambda f: (f / "tokenizer.json").unlink(), r"transformers cannot load its tokenizer"),
    (lambda f: (f / "config.json").write_bytes(b"\xff{"), r"config.json is not valid JSON"),
    (lambda f: _edit_json(f / "config.json", vocab_size=2_000_000_000),
     r"config.json implies transformer.wte.weight of shape \(2000000000, 32\), but the weights store \(400, 32\)"),
    (lambda f: _edit_json(f / "config.json", n_embd=64),
     r"config.json implies \S+ of shape \(\d+, 64\), but the weights store \(\d+, 32\)"),
])
def test_broken_model_files_are_named_in_one_line_before_anything_is_allocated(gpt2, tmp_path, damage, expected):
    broken = _model_copy(gpt2, tmp_path / "broken")
    damage(broken)
    with pytest.raises(lm_scoring.ModelError, match=expected):
        lm_scoring.load_scorer(str(broken), None, "cpu", probe=PROBE)


def test_broken_model_files_at_the_command_line(gpt2, tmp_path, capsys):
    broken = _model_copy(gpt2, tmp_path / "broken")
    (broken / "model.safetensors").unlink()
    folder = _pairs_folder(tmp_path / "build", _rows())
    _one_line_error(capsys, _evaluate(folder, broken, tmp_path / "out"), f"model {broken}: no weights in {broken}")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("config", ["config.json", "tokenizer_config.json"])
def test_a_model_with_its_own_code_is_refused_and_its_code_never_runs(gpt2, tmp_path, capsys, config):
    custom = _model_copy(gpt2, tmp_path / "custom")
    marker = tmp_path / "ran"
    (custom / "modeling_custom.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n", encoding="utf-8")
    _edit_json(custom / config, auto_map={"AutoModelForCausalLM": "modeling_custom.Custom",
                                          "AutoTokenizer": ["modeling_custom.Custom", None]})
    folder = _pairs_folder(tmp_path / "build", _rows())
    _one_line_error(capsys, _evaluate(folder, custom, tmp_path / "out"),
                    f"{config} names custom code (auto_map); dala evaluate never runs a model's own code")
    assert not marker.exists()


def test_every_transformers_loader_is_told_not_to_trust_remote_code(gpt2, monkeypatch):
    import transformers

    seen = []
    for cls in (transformers.AutoConfig, transformers.AutoTokenizer, transformers.AutoModelForCausalLM):
        original = cls.from_pretrained.__func__

        def spy(owner, *args, _original=original, **kwargs):
            seen.append((owner.__name__, kwargs.get("trust_remote_code", "not given")))
            return _original(owner, *args, **kwargs)
        monkeypatch.setattr(cls, "from_pretrained", classmethod(spy))
    lm_scoring.load_scorer(str(gpt2), None, "cpu", probe=PROBE)
    assert {owner for owner, _ in seen} == {"AutoConfig", "AutoTokenizer", "AutoModelForCausalLM"}
    assert {trust for _, trust in seen} == {False}


def test_a_sentence_longer_than_the_context_is_refused_up_front_or_skipped_and_reported(gpt2, tmp_path, capsys):
    long = "Det er en god dag, og vi går en tur i skoven. " * 30  # over 256 tokens of the tiny GPT-2
    folder = _pairs_folder(tmp_path / "build", _rows([*PAIRS, (long.strip(), long.strip().replace("vi", "de"))]))
    _one_line_error(capsys, _evaluate(folder, gpt2, tmp_path / "out"),
                    f"model {gpt2} reads at most 256 tokens, and 1 of the 5 pairs have a longer sentence "
                    "(the longest: pair p4, ")
    assert not (tmp_path / "out").exists()
    assert main(_evaluate(folder, gpt2, tmp_path / "out", "--skip-too-long")) == 0
    assert "skipped 1 pairs with a sentence longer than its 256 tokens (the longest: pair p4" \
        in capsys.readouterr().err
    summary = json.loads((tmp_path / "out" / "gpt2.json").read_text(encoding="utf-8"))["results"]
    assert summary["skipped_too_long"] == {"context": 256, "pairs": 1, "pair_ids": ["p4"]}
    assert summary["micro"]["sum"]["n"] == 4
    assert ("Pairs left out, with a sentence longer than the model reads at once: `gpt2` 1 (context 256 tokens)."
            in (tmp_path / "out" / "results.md").read_text(encoding="utf-8"))


def test_a_sentence_of_exactly_the_context_is_scored(gpt2):
    """Near miss of the length check: BOS and 255 tokens fill the 256 positions and are scored."""
    scorer = lm_scoring.load_scorer(str(gpt2), None, "cpu", probe=PROBE)
    ids = scorer.tokenizer("Det er en god dag, og vi går en tur i skoven. " * 30,
                           add_special_tokens=False)["input_ids"][:255]
    text = scorer.tokenizer.decode(ids)
    assert scorer.lengths([text]) == [256]
    assert lm_evaluate.too_long(scorer, [{"sentence_good": text, "sentence_bad": "Det er."}]) == []
    [score] = scorer.score([text])
    assert score.tokens == 255 and math.isfinite(score.logprob)


def test_a_causal_tokenizer_without_bos_or_eos_is_refused(gpt2, tmp_path):
    plain = _model_copy(gpt2, tmp_path / "plain")
    _edit_json(plain / "tokenizer_config.json", bos_token=None, eos_token=None)
    with pytest.raises(lm_scoring.ModelError, match="its tokenizer has neither a BOS nor an EOS token"):
        lm_scoring.load_scorer(str(plain), None, "cpu", probe=PROBE)
    # near miss: EOS alone is the condition, as lm-evaluation-harness uses it
    _edit_json(plain / "tokenizer_config.json", bos_token=None, eos_token="<|endoftext|>")
    assert lm_scoring.load_scorer(str(plain), None, "cpu", probe=PROBE).prefix == 0


def _with(index, **changes):
    rows = _rows()
    rows[index] = {**rows[index], **changes}
    return rows


@pytest.mark.parametrize("rows, expected", [
    (_with(2, pair_id="p0"), "rows 1 and 3 share the pair_id p0; each pair needs its own"),
    ([*_rows(), _rows()[1]], "rows 2 and 5 share the pair_id p1"),
    (_with(1, sentence_good=None), "row 2: sentence_good is None, not a non-empty string"),
    (_with(1, sentence_bad=" "), "row 2: sentence_bad is ' ', not a non-empty string"),
    (_with(3, corruption_type=None), "row 4: corruption_type is None, not a non-empty string"),
    ([{"sentence_good": 7, "sentence_bad": "Det er.", "corruption_type": "delete", "pair_id": "p0"}],
     "row 1: sentence_good is 7, not a non-empty string"),
    ([{"sentence_good": "Det er.", "sentence_bad": "Er det.", "corruption_type": "delete"}],
     "not DaLA pairs (row 1 has no column pair_id)"),
    (_with(0, corruption_type="x`<img src=x onerror=alert(1)>"), "row 1: corruption_type "
                                                                 "x`<img src=x onerror=alert(1)> is not a name"),
    (_with(0, corruption_type="two\nlines"), "row 1: corruption_type 'two\\nlines' is not a name"),
    (_with(0, corruption_type="bell\x07"), "row 1: corruption_type 'bell\\x07' is not a name"),
])
def test_pairs_that_cannot_be_scored_or_paired_are_refused_in_one_line(gpt2, tmp_path, capsys, rows, expected):
    folder = _pairs_folder(tmp_path / "build", rows)
    _one_line_error(capsys, _evaluate(folder, gpt2, tmp_path / "out"), expected)
    assert not (tmp_path / "out").exists()


def test_limit_scores_exactly_n_pairs_even_with_rare_types():
    rows = [{"pair_id": f"{t}{i}", "corruption_type": t} for t, n in (("a", 1), ("b", 2), ("c", 3)) for i in range(n)]
    chosen = lm_evaluate.stratified(rows, 5, seed=1)
    assert sorted(r["corruption_type"] for r in chosen) == ["a", "b", "b", "c", "c"]
    # as many pairs as types: one of each, however unequal the types
    rows = [{"pair_id": f"{t}{i}", "corruption_type": t} for t, n in (("a", 50), ("b", 30), ("c", 9), ("d", 1))
            for i in range(n)]
    assert sorted(r["corruption_type"] for r in lm_evaluate.stratified(rows, 4, seed=3)) == ["a", "b", "c", "d"]
    # fewer pairs than types: the largest types
    assert sorted(r["corruption_type"] for r in lm_evaluate.stratified(rows, 2, seed=3)) == ["a", "b"]


def test_limit_always_gives_n_pairs_within_what_each_type_has():
    import random

    rng = random.Random(7)
    for _ in range(300):
        sizes = {t: rng.randint(1, 15) for t in "abcdef"[:rng.randint(1, 6)]}
        rows = [{"pair_id": f"{t}{i}", "corruption_type": t} for t, n in sizes.items() for i in range(n)]
        limit = rng.randint(1, len(rows))
        chosen = lm_evaluate.stratified(rows, limit, seed=1)
        counts = {t: sum(1 for r in chosen if r["corruption_type"] == t) for t in sizes}
        assert len(chosen) == len({r["pair_id"] for r in chosen}) == limit
        assert all(counts[t] <= sizes[t] for t in sizes)
        if limit >= len(sizes):
            assert min(counts.values()) >= 1
        for t in sizes:  # within one pair of the type's share, unless the floor of one lifted it
            assert counts[t] <= max(1, math.ceil(limit * sizes[t] / len(rows)) + 1)


def test_a_limit_above_the_number_of_pairs_says_why(gpt2, tmp_path, capsys):
    folder = _pairs_folder(tmp_path / "build", _rows())
    _one_line_error(capsys, _evaluate(folder, gpt2, tmp_path / "out", "--limit", "5"),
                    "--limit 5: the pairs config holds only 4 pairs; leave --limit out to score them all")


def test_one_discordant_pair_each_way_is_no_evidence_p_is_one():
    # C(2,0) + C(2,1) = 3 of the 4 outcomes are at least as extreme on one side; two-sided, capped at 1
    assert mcnemar([True, False], [False, True]) == {"n": 2, "first_only": 1, "second_only": 1, "p": 1.0}
    assert mcnemar([True, True, False], [False, False, True])["p"] == 1.0  # 2 v 1: 2 * (1 + 3) / 8 = 1
    assert mcnemar([True] * 3, [False] * 3)["p"] == 0.25  # 3 v 0: 2 / 8


def _verdicts(ctype, pattern):
    """Records of one model: a right pair (good well above bad) where ``pattern`` is 1, else wrong."""
    return [{"pair_id": f"{ctype}{i}", "corruption_type": ctype, "words_differ": False,
             "good": [-10.0, 5] if right else [-30.0, 5], "bad": [-20.0, 5]} for i, right in enumerate(pattern)]


def test_significance_per_type_is_after_holm_correction():
    from dala_pipeline.evaluate.results import compare, significance_line

    # two types, each with 6 pairs only the first model got right: raw p = 2 / 2**6 = 0.03125 each;
    # Holm doubles the smaller, and the larger may not fall below it: 0.0625 for both, not significant
    first = {"a": _verdicts("a", [1] * 6), "b": _verdicts("b", [1] * 6)}
    second = {"a": _verdicts("a", [0] * 6), "b": _verdicts("b", [0] * 6)}
    [test] = compare(["m1", "m2"], {"m1": first["a"] + first["b"], "m2": second["a"] + second["b"]})
    assert [(t["p"], t["p_holm"]) for t in test["types"].values()] == [(0.03125, 0.0625), (0.03125, 0.0625)]
    assert test["overall"]["p"] == 2 / 2 ** 12
    assert significance_line(test) == (
        "m1 vs m2: m1 is better overall (exact McNemar p = 0.000488); "
        "no type differs significantly after Holm's correction.")
    # a hit: type a with 8 such pairs has raw p 2 / 256, Holm 2 * 0.0078125 = 0.015625; b with 5 has
    # raw p 2 / 32 = 0.0625, which stays
    first["a"], second["a"] = _verdicts("a", [1] * 8), _verdicts("a", [0] * 8)
    first["b"], second["b"] = _verdicts("b", [1] * 5), _verdicts("b", [0] * 5)
    [test] = compare(["m1", "m2"], {"m1": first["a"] + first["b"], "m2": second["a"] + second["b"]})
    assert [t["p_holm"] for t in test["types"].values()] == [0.015625, 0.0625]
    assert significance_line(test).endswith("; significant per type after Holm's correction: a (m1, p = 0.0156).")


def test_runs_in_two_dtypes_keep_separate_caches(gpt2, tmp_path, monkeypatch):
    folder = _pairs_folder(tmp_path / "build", _rows())
    calls = []
    score = lm_scoring.CausalScorer.score
    monkeypatch.setattr(lm_scoring.CausalScorer, "score",
                        lambda self, s: calls.append(self.info.dtype) or score(self, s))
    assert main(_evaluate(folder, gpt2, tmp_path / "out", "--dtype", "float32")) == 0
    assert main(_evaluate(folder, gpt2, tmp_path / "out", "--dtype", "bfloat16")) == 0
    assert calls == ["float32", "bfloat16"]  # the bfloat16 run scored its pairs itself
    assert len(list((tmp_path / "out" / "cache").iterdir())) == 2
    assert main(_evaluate(folder, gpt2, tmp_path / "out", "--dtype", "float32")) == 0
    assert calls == ["float32", "bfloat16"]  # and the float32 scores are still there


def test_a_pair_whose_corrupted_sentence_changed_is_scored_again(gpt2, tmp_path):
    folder = _pairs_folder(tmp_path / "build", _rows())
    assert main(_evaluate(folder, gpt2, tmp_path / "out")) == 0
    # the same pair ids, each bad sentence now its original: every pair is a tie, none is correct
    _pairs_folder(folder, _rows([(good, good) for good, _ in PAIRS]))
    assert main(_evaluate(folder, gpt2, tmp_path / "out")) == 0
    micro = json.loads((tmp_path / "out" / "gpt2.json").read_text(encoding="utf-8"))["results"]["micro"]["sum"]
    assert (micro["correct"], micro["ties"], micro["n"]) == (0, len(PAIRS), len(PAIRS))
