"""The command line: settings from flags, `dala corruptions` and its `--show`, the gate as wired into a build."""

import json
import shutil

import pyarrow as pa
import pytest

from corruptions import registry
from corruptions.base import Annotation, Edit
from corruptions.registry import default_names
from dala_cli.cli import main, parser
from dala_pipeline import layouts
from dala_pipeline.filter import filters as filtering
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.settings import BuildSettings, OnError


def test_settings_come_from_the_flags_and_keep_their_defaults_otherwise():
    args = parser().parse_args(["build", "--seed", "7", "--keep-duplicates", "--on-error", "skip",
                                "--corruption", "delete", "--corruption", "flip_far_for", "--num-proc", "0"])
    assert BuildSettings.from_args(args) == BuildSettings(
        seed=7, dedupe=False, on_error=OnError.SKIP, corruptions=("delete", "flip_far_for"), num_proc=1)
    assert BuildSettings.from_args(parser().parse_args(["build"])) == BuildSettings()
    assert BuildSettings().corruptions == default_names()


def test_help_shows_every_default(capsys):
    with pytest.raises(SystemExit):
        parser().parse_args(["build", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for shown in ("(default: 4242)", "(default: 0.01)", "(default: 1)", "(default: fail)", "(default: bundled)",
                  "(default: ./dala)",
                  "(default: ./dala.lock.json for da, ./corruptions/CODE/dala.lock.json for another"):
        assert shown in text
    counts = ", ".join(f"{sum(1 for c in lang.rules if c.enabled_by_default and not c.basic)} for {code}"
                       for code, lang in registry.LANGUAGES.items())
    assert f"(the language's own corruptions, {counts}, and the basic fallback)" in text
    assert "(default: da)" in text


def test_corruption_flag_builds_with_only_the_chosen_corruptions(tmp_path):
    out = tmp_path / "out"
    assert main(["build", "--config", "pairs", "--corruption", "flip_far_for", "--corruption", "delete",
                 "--out", str(out)]) == 0
    report = json.loads((out / "build_report.json").read_text(encoding="utf-8"))
    assert report["corruptions"]["order"] == ["flip_far_for"]
    assert set(report["corruptions"]["assigned"]) == {"flip_far_for", "delete"}
    assert report["corruptions"]["applicability"] == {"flip_far_for": 139}


def test_corruptions_prints_the_table_in_the_order_of_application(capsys, bundled_pool):
    assert main(["corruptions"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "666 sentences after filtering"
    assert lines[1].startswith("order: position in the frequency order (rarest first); basic: fallback")
    assert lines[2].split() == ["corruption", "order", "applicable", "assigned", "reads"]
    summary = bundled_pool.summary
    end = next(i for i, line in enumerate(lines) if line.startswith("dropped"))
    rows = [line.split()[:4] for line in lines[3:end]]
    reads = [line.split()[4:] for line in lines[3:end]]
    assert reads[0] == [str(layer) for layer in Annotation if layer in registry.get(rows[0][0]).reads]
    expected = [[name, str(i), str(summary["applicability"][name]), str(summary["assigned"][name])]
                for i, name in enumerate(summary["order"], start=1)]
    expected += [[c.name, "basic", "-", str(summary["assigned"][c.name])]
                 for c in registry.language().rules if c.basic]
    expected += [[c.name, "off", "-", "0"] for c in registry.language().rules if not c.enabled_by_default]
    assert rows == expected
    kept = summary["filter_counts"]["kept"]
    assert lines[end].split() == ["dropped", "(no", "corruption", "applies)", str(summary["dropped"]),
                                  f"({100 * summary['dropped'] / kept:.1f}", "%", "of", "the", str(kept), "sentences",
                                  "the", "filters", "kept)"]
    # Then the pairs of each type in every split, and a warning for each type under 30 pairs.
    assert lines[end + 1] == "pairs of each type in every split (config/split):"
    header = lines[end + 2].split()
    assert header[0] == "corruption" and header[-1] == "pairs/test"
    assert header[1:] == ["medium/train", "medium/val", "medium/test", "large/train", "large/val", "large/test",
                          "pairs/test"]
    split_rows = {line.split()[0]: line.split()[1:] for line in lines[end + 3:]
                  if not line.startswith(("warning", "not built"))}
    assert [line for line in lines if line.startswith("not built")] == [
        "not built: small: the source has 656 minimal pairs; this config needs at least 768 (train 512, val "
        "128, test 128, with test halved down to 128) (1129 sentences read, 666 kept; dropped by the filters: "
        "duplicate_text 1, too_few_tokens 104, too_few_upos 63, odd_quotes 105, starts_with_punct 65, "
        "no_capital_start 2, no_final_punct 15, several_sentences 1, list_number 6, dateline 5, "
        "no_finite_verb 7, no_main_clause 18, no_subject 2, has_corrupt_genitive 1, degree_adverb 1, "
        "missing_marker 1, vore_singular 1, non_word 4, norm_spelling 5, lower_case_name 1, compound_apart 1, "
        "unlisted_word 14, excluded 40; 10 reached by no corruption)"]
    assert {name: int(cells[-1]) for name, cells in split_rows.items()} == summary["assigned"]
    for name, cells in split_rows.items():
        counts = dict(zip(header[1:], map(int, cells)))
        for config in ("medium", "large"):
            assert sum(n for label, n in counts.items() if label.startswith(config + "/")) == summary["assigned"][name]
    few = sorted(name for name, n in summary["assigned"].items() if n < 30)
    assert few, "the bundled build has types under 30 pairs"
    assert [line for line in lines if line.startswith("warning")] == [
        f"warning: {name} has {summary['assigned'][name]} pairs in the pairs config, fewer than 30: "
        "its per-type accuracy has a 95% interval wider than about ±0.15" for name in few]


def test_show_lists_targets_as_test_cases(capsys, bundled_sentences):
    total = sum(len(registry.get("flip_som_der").targets(s)) for s in bundled_sentences)
    assert main(["corruptions", "--show", "flip_som_der", "--limit", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "# dev-1, token 9 'som': Flertallet lever stadig under plastikstykker eller tæpper, som de har "
        "spændt ud over nogle stokke som et improviseret telt.",
        "('dev-1', 9, 'Flertallet lever stadig under plastikstykker eller tæpper, der de har spændt ud "
        "over nogle stokke som et improviseret telt.'),",
        lines[2],
        lines[3],
        f"# flip_som_der: {total} target(s), 2 shown",
    ]
    assert lines[2].startswith("# dev-") and lines[3].startswith("('dev-")


def test_edit_checks_the_text_it_replaces():
    edit = Edit(0, 3, "Han", "Ham")
    assert edit.apply("Han kom.") == "Ham kom."
    with pytest.raises(ValueError, match=r"edit expects 'Han' at \[0, 3\), found 'Hun'"):
        edit.apply("Hun kom.")


def _source_with_repeats(tmp_path):
    """The bundled test file, and the same sentences again under new ids."""
    source = tmp_path / "src"
    source.mkdir()
    text = (bundled_dir() / "da_ddt-ud-test.conllu").read_text(encoding="utf-8")
    (source / "a.conllu").write_text(text, encoding="utf-8")
    (source / "b.conllu").write_text(text.replace("# sent_id = test", "# sent_id = again-test"), encoding="utf-8")
    return source


def test_the_gate_refuses_a_build_whose_splits_share_a_text(tmp_path, capsys, monkeypatch):
    source = _source_with_repeats(tmp_path)
    out = tmp_path / "out"
    build = ["build", "--config", "medium", "--data-dir", str(source), "--out", str(out), "--max-js", "1"]
    assert main(build) == 0
    assert json.loads((out / "build_report.json").read_text())["source"]["filter_counts"]["duplicate_text"] > 0
    shutil.rmtree(out)
    # fault injection: the filter lets repeated texts through although duplicates are to be dropped
    keep = filtering.Filter.keep
    monkeypatch.setattr(filtering.Filter, "keep",
                        lambda self, digest, reason: _keep_repeats(self, keep, digest, reason))
    assert main(build) == 2
    assert "medium: splits " in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def _keep_repeats(self, keep, digest, reason):
    self.dedupe = False
    return keep(self, digest, reason)


def test_the_gate_refuses_a_build_whose_edit_does_not_give_the_corrupted_text(tmp_path, capsys, monkeypatch):
    batches = layouts.ClassificationLayout.batches

    def damaged(self, pairs, order):  # the rows a build makes, each edit's replacement a letter longer
        for batch in batches(self, pairs, order):
            rows = batch.to_pylist()
            for row in rows:
                if row["edit"] is not None:
                    row["edit"] = {**row["edit"], "replacement": row["edit"]["replacement"] + "x"}
            yield pa.RecordBatch.from_pylist(rows, schema=batch.schema)

    monkeypatch.setattr(layouts.ClassificationLayout, "batches", damaged)
    out = tmp_path / "out"
    assert main(["build", "--config", "medium", "--out", str(out)]) == 2
    assert "edit does not turn the original into the corrupted text" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_unknown_corruption_lists_every_rule_name_of_every_language_once(capsys):
    # Danish has 18 rules, Bokmål 19, Swedish 24, Nynorsk 14; all share the basic swap and the basic delete:
    # 69 names
    da, nb, sv, nn = (registry.language(code).names() for code in ("da", "nb", "sv", "nn"))
    assert (len(da), len(nb), len(sv), len(nn)) == (18, 19, 24, 14)
    assert (sorted(set(da) & set(nb)), sorted(set(sv) & (set(da) | set(nb)))) == (["delete", "flip_neighbours"],
                                                                                  ["delete", "flip_neighbours"])
    assert sorted(set(nn) & (set(da) | set(nb) | set(sv))) == ["delete", "flip_neighbours"]
    names = registry.all_names()
    assert len(names) == len(set(names)) == 69 and names[:35] == (*da, *(n for n in nb if n not in da))
    with pytest.raises(SystemExit):
        main(["build", "--corruption", "nosuch"])
    err = capsys.readouterr().err.strip().splitlines()[-1]
    listed = err.split("(choose from ")[1].rstrip(")").split(", ")
    assert listed == list(names) and listed.count("flip_neighbours") == 1
