"""The dataset card (README.md of the output folder): Hub YAML plus a readable body."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from datasets.info import DatasetInfo, DatasetInfosDict
from huggingface_hub import DatasetCard, DatasetCardData

from corruptions import registry
from corruptions.language import Language
from dala_pipeline.citation import DALA_CITATION
from dala_pipeline.filter.detectors import EXCLUDED, exclusions_apply
from dala_pipeline.filter.filters import meaning
from dala_pipeline.names import EVAL_YAML_NAME, LM_EVAL_DIR, data_file, default_config
from dala_pipeline.read.sources import BUNDLED, hub_licence, is_download
from dala_pipeline.split.reference import coverage, reference_table

if TYPE_CHECKING:
    from dala_pipeline.summary import BuiltConfig

#: Below this many pairs of a type in the ``pairs`` config, its per-type accuracy has a
#: 95% interval wider than about ±0.15 (Wilson, at accuracies between 0.2 and 0.8).
MIN_TYPE_PAIRS = 30
_FEW_PAIRS = f"fewer than {MIN_TYPE_PAIRS} pairs: per-type accuracy ±0.15 or wider"

#: Characters Markdown (CommonMark, GFM tables, the Hub's TeX) reads as
#: markup anywhere in a line; each gets a backslash.
_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*_\[\]|~$])")


def _one_line(text: str) -> str:
    """``text`` with every line break and other invisible control character as a space."""
    return "".join(c if c.isprintable() else " " for c in text)


def md_text(text: str) -> str:
    """``text`` as literal Markdown on one line: HTML's ``&``, ``<`` and ``>``
    as entities, Markdown's punctuation backslash-escaped.
        good: 3 \\* 4 &lt;b&gt;   (shows: 3 * 4 <b>)
        bad:  3 * 4 <b>
    """
    text = _one_line(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MARKDOWN_PUNCTUATION.sub(r"\\\1", text)


def md_code(text: str) -> str:
    """``text`` as a Markdown code span on one line, fenced by more backticks
    than it holds in a row (a code span shows HTML as text)."""
    text = _one_line(text)
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text[:1] == "`" or text[-1:] == "`" or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def md_block(text: str, language: str = "") -> str:
    """``text`` as a fenced code block whose fence no line of it can close."""
    text = "".join(c if c.isprintable() or c in "\n\t" else " " for c in text).rstrip("\n")
    fence = "`" * max(3, max((len(run) + 1 for run in re.findall(r"`+", text)), default=0))
    return f"{fence}{language}\n{text}\n{fence}"


def size_category(rows: int) -> str:
    bounds = ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"),
              (1_000_000, "100K<n<1M"), (10_000_000, "1M<n<10M"))
    for bound, label in bounds:
        if rows < bound:
            return label
    return "n>10M"


def card_data(built: Sequence[BuiltConfig], infos: dict[str, DatasetInfo], licence: str | None,
              language: Language) -> DatasetCardData:
    largest = max(sum(s.rows for s in b.splits.values()) for b in built)
    default = default_config([b.name for b in built])
    data = DatasetCardData(
        language=[language.code],
        license=hub_licence(licence),
        task_categories=["text-classification"],
        task_ids=["acceptability-classification"],
        size_categories=[size_category(largest)],
        pretty_name=language.card.pretty_name,
        configs=[
            {"config_name": b.name,
             **({"default": True} if b.name == default else {}),
             "data_files": [{"split": s, "path": data_file(b.name, s)} for s in b.splits]}
            for b in built
        ],
    )
    DatasetInfosDict(infos).to_dataset_card_data(data)
    return data


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _examples(built: Sequence[BuiltConfig]) -> list[tuple[str, str, str]]:
    """One (type, good, bad) per corruption type, from the first config that has it."""
    seen: dict[str, tuple[str, str, str]] = {}
    for b in built:
        for ctype, pair in b.examples.items():
            seen.setdefault(ctype, (ctype, pair.good, pair.bad))
    return [seen[name] for name in sorted(seen)]


def _shares_tables(report: dict) -> str:
    """Per config, each corruption type's count and share in every split: the chart's figures."""
    tables = []
    for name, cfg in report["configs"].items():
        splits = cfg["splits"]
        types = sorted({t for s in splits.values() for t in s["corruption_types"]})
        rows = [(md_code(t), *(f"{s['corruption_types'].get(t, 0)} "
                               f"({100 * s['corruption_types'].get(t, 0) / s['pairs']:.1f}%)"
                               for s in splits.values())) for t in types]
        tables.append(f"{md_code(name)}\n\n" + _table(["corruption_type", *splits], rows))
    return "\n\n".join(tables)


def _source_sentence(report: dict, language: Language) -> str:
    name = report["source"]["name"]
    release = f"{language.release.treebank} {language.release.tag}"
    flag = "" if language.code == registry.DEFAULT_LANGUAGE else f"--language {language.code} "
    if name == BUNDLED:
        small = report["configs"].get("small")
        sizes = ("it gives too few pairs for `small`, which is not built"
                 if small is None and "small" in report.get("not_built", {}) else
                 "`small` was not asked for in this build" if small is None else
                 f"`small` has {small.get('splits', {}).get('test', {}).get('pairs', 'fewer')} test pairs where "
                 "EuroEval documents 1,024")
        return (f"This build uses the dev and test portions of {release} that ship with DaLA, so "
                f"its splits are smaller than the published ones: {sizes}. The full sizes come from "
                f"`dala build {flag}--source {language.release.alias}` (train, dev and test of the release).")
    if is_download(name, language):
        return f"This build uses the whole of {release} (train, dev and test), downloaded and checksummed."
    parser = report["source"].get("parser")
    if parser:
        return (f"This build uses plain text parsed by the spaCy pipeline {md_code(str(parser['pipeline']))} "
                f"{md_text(str(parser['version']))} (spaCy {md_text(str(parser['spacy']))}, "
                f"{md_code(str(parser['parser']))}): its annotation is "
                "predicted, not gold, so expect a lower precision than a build from a treebank; "
                "`dala review` measures it.")
    return "This build uses the CoNLL-U files given to `dala build --data-dir`, listed below."


def _filter_table(counts: dict[str, int], not_run: dict[str, str], has_list: bool, language: Language,
                  user_list: bool = False, mended: int = 0) -> str:
    """The source filters: how many sentences each reason dropped (or that it did not run: ``not_run``
    says "off" or "does not apply"), and what it means.

    The reasons come from the filters' own declarations (the rules' detectors
    among them), in the order they are tried; the first that applies counts.
    """
    rows = [(md_code(reason), not_run.get(reason, counts[reason]), meaning(reason, language))
            for reason in counts if reason not in ("read", "kept")]
    excluded = counts.get(EXCLUDED, 0)
    listed = f"`{language.package.replace('.', '/')}/data/{language.exclusions_file}`"
    note = (f"{excluded} sentences of the bundled dev and test files were excluded by the curated list "
            f"{listed}: both reviewers of a blind review judged their originals not correct (an error, "
            "or not a whole sentence; the list gives each one's reason) and no detector catches them."
            if excluded else
            f"The curated list of the bundled source ({listed}) was not applied: the source detectors were off."
            if has_list and not_run.get(EXCLUDED) else
            f"No sentence was excluded by the curated list of the bundled source ({listed})."
            if has_list else "")
    if user_list:  # dala build --exclude
        note = (f"{excluded} sentences were excluded (`excluded`) by the list given to `dala build --exclude` "
                "(such as the originals a blind review judged wrong, written by `dala review score`)"
                + (f" and the curated list {listed}." if has_list else "."))
    if mended:
        note = (f"{mended} kept sentences had a full stop doubled after an abbreviation (`70 kr..`): the norm "
                "writes one, and so do both sentences of their pairs. " + note).strip()
    return (f"Source filters: {counts.get('read', 0)} sentences read, {counts.get('kept', 0)} kept. "
            "Each dropped sentence counts under the first reason it fails.\n\n"
            + _table(["filter reason", "dropped", "what it finds"], rows) + ("\n\n" + note if note else ""))


def _language_sentence(checked: dict | None, language: Language) -> str:
    """What the language check of the originals found; a warning when most do not read as the language."""
    if not checked or not checked["sampled"]:
        return "Language check: no sentences to sample."
    share = checked["unknown"] / checked["sampled"]
    found = (f"{checked['unknown']} of {checked['sampled']} sampled sentences ({share:.0%}) hold a word the "
             f"{md_text(language.dictionary_name)} dictionary does not know")
    if checked["refuse"]:
        return (f"**Warning: most sentences do not read as {md_text(language.name)}.** Language check: {found}, "
                f"more than the {checked['limit']:.0%} above which a build is refused (built with "
                f"`--no-language-check`).")
    return f"Language check: {found} (a build is refused above {checked['limit']:.0%})."


def _source_name(report: dict) -> str:
    """What the source is called, escaped, or what it was given to."""
    name = report["source"]["about"]["name"]
    if name:
        return md_text(name)
    if report["source"]["name"] == "text":
        return "the plain text given to `dala build --text`"
    return "the CoNLL-U files given to `dala build --data-dir`"


def _licence_section(about: dict) -> str:
    """The source's licence, stated plainly when unknown, and how to cite DaLA and the source."""
    name = md_text(about["name"]) if about["name"] else "the source"
    homepage = f", {md_text(about['homepage'])}" if about["homepage"] else ""
    given = about["licence"]
    if given and hub_licence(given) != "unknown":
        where = f": {name}{homepage}" if about["name"] else (f" ({md_text(about['homepage'])})" if homepage else "")
        licence = f"Licence: {md_text(given)}, that of the source it is derived from{where}."
    else:
        why = (f"the licence of {name}{homepage} is given as unknown" if given else
               f"no licence was given for {name}{homepage} (`--source-licence` or `dala-source.json` beside the "
               "source)")
        licence = (f"Unknown licence: {why}. The data is derived from that text: find out under which terms it "
                   "may be shared before you publish or use this dataset.")
    parts = [licence, "", "Cite DaLA:", "", md_block(DALA_CITATION, "bibtex")]
    if about["citation"]:
        language = "bibtex" if about["citation"].lstrip().startswith("@") else ""
        parts += ["", f"and {name}:", "", md_block(about["citation"], language)]
    return "\n".join(parts)


def _evaluation_section(built: Sequence[BuiltConfig], language: Language) -> str:
    names = {b.name for b in built}
    lines = []
    if names & {"small", "medium", "large"}:
        lines.append(f"- EuroEval reads `{EVAL_YAML_NAME}` from the repository: "
                     "`euroeval --model MODEL --dataset NAMESPACE/dala` evaluates the default config's test "
                     "split; another config with `--dataset NAMESPACE/dala::medium::test`.")
    if "pairs" in names:
        lines.append(f"- lm-evaluation-harness, zero-shot minimal pairs (the correct sentence should get the "
                     "higher probability): `lm_eval --model hf --model_args pretrained=MODEL "
                     f"--tasks {language.card.task_prefix} "
                     f"--include_path {LM_EVAL_DIR}` from this folder, with one task per corruption type.")
        lines.append("- Causal and masked models, per corruption type with confidence intervals and paired "
                     "model comparisons: `dala evaluate --model MODEL --folder .` (or `--repo-id NAMESPACE/dala`) "
                     "with the `dala` tool that built this folder.")
    return "\n".join(lines) or "No evaluation files: neither a classification config nor `pairs` was built."


def _quality_section(precision: dict | None, label_noise: bool = True) -> str:
    """Per-type precision from a review, or a plain statement that there was none."""
    if precision is None:
        return ("This build has not been reviewed: its precision (the share of corrupted sentences that "
                "are really unacceptable) is not measured. `dala review` draws a blind sample, and "
                "`dala build --precision precision.json` publishes the result here.")
    rows = []
    for ctype, t in precision["types"].items():
        combined = t.get("combined_precision")
        reviewed = t["precision"] is not None  # None: the automatic check confirmed every pair of the type
        rows.append((md_code(ctype), t["n"], t["errors"] if reviewed else "-",
                     f"{t['precision']:.3f}" if reviewed else "-",
                     f"{t['wilson_low']:.3f}-{t['wilson_high']:.3f}" if reviewed else "-",
                     t.get("originals_bad", 0) if reviewed else "-", "-" if combined is None else f"{combined:.3f}"))
    from dala_pipeline.review.score import pooled_originals, wilson

    pooled = pooled_originals(precision)
    controls = precision.get("controls", {})
    agreement = precision.get("agreement")
    kappa = precision.get("kappa")
    lines = [
        f"Blind review by {precision['reviewers']} reviewer(s)"
        + (f" on {md_text(precision['date'])}" if precision.get("date") else "")
        + ": a stratified sample of the `pairs` config per corruption type, each pair shown with its two "
        "sentences in random order and each sentence judged on its own, with control pairs mixed in whose "
        "change cannot make a sentence wrong (a number changed by one, a sentence adverb removed after a "
        "finite auxiliary). A corrupted sentence counts as an error only when every reviewer judged "
        "it unacceptable; the interval is the Wilson 95 % interval.",
        "",
        _table(["corruption_type", "n", "errors", "precision", "95% interval", "originals judged bad",
                "with automatic check (Equation 1)"], rows),
        "",
        f"Controls: {controls.get('false_alarms', 0)} of {controls.get('n', 0)} flagged."
        + ("" if agreement is None else f" Raw agreement {agreement:.3f}"
           + ("" if kappa is None else f", Cohen's kappa {kappa:.3f}") + "."),
    ]
    if pooled is not None and not label_noise:
        errors = sum(t["errors"] for t in precision["types"].values() if t["precision"] is not None)
        errors_low, errors_high = wilson(errors, pooled[1])
        lines += ["", f"Pooled over the {pooled[1]} reviewed pairs: precision {errors / pooled[1]:.3f} "
                      f"({errors_low:.3f}-{errors_high:.3f}, Wilson 95 %)."]
    elif pooled is not None:
        bad, n, low, high = pooled
        errors = sum(t["errors"] for t in precision["types"].values() if t["precision"] is not None)
        errors_low, errors_high = wilson(errors, n)
        lines += ["", f"Pooled over the {n} reviewed pairs: precision {errors / n:.3f} ({errors_low:.3f}-"
                      f"{errors_high:.3f}); **originals judged wrong {bad} of {n} = {bad / n:.3f} ({low:.3f}-"
                      f"{high:.3f})**, the share of `correct` rows every reviewer judged unacceptable: the "
                      "dataset's label noise (Wilson 95 % intervals). `dala review score` writes these "
                      "originals to a file that `dala build --exclude` leaves out."]
    return "\n".join(lines)


def _stored_review_section(stored: dict, pairs_sha: str | None, language: Language) -> str:
    """The stored review of the bundled build (:attr:`~corruptions.language.Language.review_file`, checked by
    :func:`~dala_pipeline.write.files.stored_review`): the label noise of its originals and, when the review
    of the corrupted side is stored too, its precision. Stated as this build's only when its ``pairs`` is
    the reviewed one."""
    from dala_pipeline.review.score import wilson

    originals, build = stored["originals"], stored["build"]
    where = language.data_name(str(language.review_file))
    if pairs_sha != build["sha256"]:
        return (f"This build has not been reviewed. The stored review ({md_code(where)}) describes the default "
                f"build of the bundled source (`pairs` fingerprint {md_code(build['sha256'][:16])}); this build "
                + ("has no `pairs` config" if pairs_sha is None else "makes another `pairs`")
                + " (other settings, checks, types or seed), so its figures are not this build's. `dala review` "
                "draws a blind sample, and `dala build --precision precision.json` publishes the result here.")
    wrong, reviewed = originals["wrong"], originals["reviewed"]
    lines = [
        f"Stored blind review of this build ({md_code(where)}). The exclusion list comes from a review of "
        f"{originals['judged_in_review']} originals of the bundled source ({md_code(originals['review'])}), each "
        "judged on its own by two reviewers briefed as native copy editors of the language, with corrupted "
        "controls mixed in (and by a third where the two disagreed, where the review had one): the "
        f"{originals['judged_wrong_in_review']} judged wrong are left out. Of the originals of `pairs`, that "
        f"review saw {reviewed} and judged {wrong} wrong (none, by construction, once the list is applied)"
        + (f"; {originals['not_reviewed']} it did not see." if originals["not_reviewed"] else "."),
    ]
    independent = originals.get("independent")
    if independent is None:
        lines += ["", "No independent review of the originals is stored: the label noise of this build is not "
                      "measured apart from the review that made the list."]
    else:
        bad, n = independent["bad"], independent["n"]
        low, high = wilson(bad, n)
        lines += ["", f"**Label noise: originals judged wrong {bad} of {n} = {bad / max(n, 1):.3f} ({low:.3f}-"
                      f"{high:.3f}, Wilson 95 %)**, by another blind review ({md_code(independent['review'])}, "
                      "the review of the corrupted side below, two other reviewers): its sample's originals "
                      "still in this build, wrong where both judged them not acceptable."]
    precision = stored.get("precision")
    if precision is None:
        lines += ["", "The corrupted side has no stored review: `dala review` draws a blind sample, and "
                      "`dala build --precision precision.json` publishes its result here."]
    else:
        lines += ["", f"Precision of the corrupted side, from the blind review in {md_code(precision['review'])} "
                      "(a build of the same source before the exclusion list and the latest checks):", "",
                  _quality_section(precision, label_noise=False)]
    return "\n".join(lines)


def _reference_section(report: dict, language: Language) -> str:
    """The build's error classes beside the language's reference distribution (none: empty)."""
    pairs = report["configs"].get("pairs", {}).get("splits", {}).get("test", {}).get("corruption_types")
    counts = pairs if pairs is not None else report["corruptions"]["assigned"]
    rows = reference_table(counts, language)
    covered = coverage(counts, language)
    if rows is None or covered is None:
        return ""
    name = md_text(language.card.reference_name or "the reference")
    drawn = ("The `pairs` config was drawn in the reference proportions (`--reference-mix`): as many pairs "
             "as the scarcest class allows, the pairs of classes the reference lacks left out."
             if report.get("settings", {}).get("reference_mix") else
             "`dala build --reference-mix` draws the `pairs` config in the reference proportions instead.")
    where = "`pairs` config" if pairs is not None else "pool of pairs"
    return (f"\n\nError classes ({md_text(language.card.error_taxonomy or 'class')}) of this build's "
            f"{where} beside {name}: this build has pairs of {covered[0]} of its {covered[1]} classes, which "
            f"carry {100 * covered[2]:.1f} % of its errors. {drawn}\n\n"
            + _table(["class", f"share in {name}", "share of this build's pairs"], rows))


def _limit(max_js: float, limit: float | None) -> str:
    """The limit a pair of splits was held to, as the card shows it."""
    if limit is None:
        return "none: the splits share pairs by design"
    return f"{max_js} (threshold)" if limit == max_js else f"{limit} (least the sizes allow)"


def render_card(built: Sequence[BuiltConfig], report: dict, infos: dict[str, DatasetInfo], chart: str,
                language: Language, precision: dict | None = None, stored: dict | None = None,
                pairs_sha: str | None = None) -> str:
    docs = {c.name: (c.__doc__ or "").strip().splitlines()[0] for c in language.rules}
    classes = {c.name: c.error_class or "-" for c in language.rules}
    taxonomy = language.card.error_taxonomy
    configs_table = _table(
        ["config", "split", "pairs", "rows"],
        [(name, split, s["pairs"], s["rows"])
         for name, cfg in report["configs"].items() for split, s in cfg["splits"].items()],
    )
    order = report["corruptions"]["order"]
    assigned = report["corruptions"]["assigned"]
    types_table = _table(
        ["corruption_type", "what it does", *([taxonomy] if taxonomy else []), "applicable", "assigned", "note"],
        [(f"`{name}`", docs.get(name, ""), *([classes.get(name, "-")] if taxonomy else []),
          report["corruptions"]["applicability"].get(name, "-"),
          assigned.get(name, 0), _FEW_PAIRS if assigned.get(name, 0) < MIN_TYPE_PAIRS else "")
         for name in [*order, *sorted(set(assigned) - set(order))]],
    )
    js_table = _table(
        ["config", "splits", "JS divergence", "limit"],
        [(name, key, f"{value:.6f}", _limit(report["max_js"], cfg["js_limits"].get(key)))
         for name, cfg in report["configs"].items() for key, value in cfg["js"].items()],
    )
    examples = "\n\n".join(
        f"- {md_code(ctype)}\n  - correct: {md_text(good)}\n  - incorrect: {md_text(bad)}"
        for ctype, good, bad in _examples(built)
    )
    files = ", ".join(f"{md_code(f['name'])} (SHA-256 `{f['sha256']}`, git SHA-1 `{f['git_sha1']}`)"
                      for f in report["source"]["files"])
    about = report["source"]["about"]
    body = f"""
# {md_text(language.card.pretty_name)}

Real {language.name} sentences from {_source_name(report)}, each paired with a copy
that carries exactly one realistic grammatical error. A model judges which
sentences are acceptable.

## Loading

```python
from datasets import load_dataset

dala = load_dataset("NAMESPACE/dala")            # the default config, `{default_config([b.name for b in built])}`
dala = load_dataset("NAMESPACE/dala", "medium")  # another config
dala = load_dataset("path/to/this/folder", "medium")  # a local build
```

## Evaluating a model

{_evaluation_section(built, language)}

## Schema

Classification configs (`small`, `medium`, `large`): `text`; `label`
(`correct` or `incorrect`); `corruption_type` (null on correct rows);
`pair_id` (the source `sent_id`, shared by both rows of a pair); `edit`
(`start`, `end`, `original`, `replacement`: applied to the correct text it
gives the incorrect one; null on correct rows).

`pairs` config: `sentence_good`, `sentence_bad`, `corruption_type`,
`pair_id`, `edit`, one row per minimal pair.

## Configs

{configs_table}

## Corruption types

Applied in ascending order of applicability (rarest first); sentences no
DaLA corruption reaches get a basic one (`flip_neighbours`, `delete`).
`assigned` is the type's pairs in the `pairs` config (every pair); the
tables below give its pairs in every split of every config. A type with
fewer than {MIN_TYPE_PAIRS} pairs is marked: judge its per-type accuracy with care.

{types_table}{_reference_section(report, language)}

![Share of each corruption type per split]({chart})

The chart's figures, pairs of each type and their share of the split:

{_shares_tables(report)}

## Publication gate

Jensen-Shannon divergence (base 2) between the corruption-type
distributions of every pair of splits. The threshold was {report["max_js"]}
(the DaLA paper's rule for train and test). A split too small to mix every
type within it (a val split of a few dozen pairs) is held instead to the
least divergence its size allows, the figure in the last column.

{js_table}

## Quality

{_quality_section(precision) if precision is not None or stored is None else
 _stored_review_section(stored, pairs_sha, language)}

## One example per corruption type

{examples}

## How it was built

{_source_sentence(report, language)}

DaLA {report["version"]}, seed {report["seed"]}, source {md_code(report["source"]["name"])}: {files}.

{_filter_table(report["source"]["filter_counts"], report["source"]["filters_not_run"],
               exclusions_apply(report["source"]["files"], language), language,
               bool(report.get("settings", {}).get("exclude")),
               report["source"].get("mended", {}).get("doubled_stop", 0))}

{_language_sentence(report.get("source", {}).get("language_check"), language)}

## Licence and citation

{_licence_section(about)}
"""
    return str(DatasetCard("---\n" + card_data(built, infos, about["licence"], language).to_yaml() + "\n---\n" + body))
