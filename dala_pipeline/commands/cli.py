"""The ``dala`` command line: ``dala build``, ``dala push`` and ``dala corruptions``.

Only light modules are imported up front, so that what can be checked
before any work (arguments, the lock file, the output folder, the source
folder) fails within a fraction of a second; the building stages (and
``datasets``) are imported when a command needs them.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import errno
import json
import os
import signal
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from corruptions import registry
from corruptions.base import Annotation
from corruptions.language import Language
from dala_pipeline import __version__
from dala_pipeline.errors import BuildError, CheckFailed, DalaError, SourceError, UnbuildableError, shown
from dala_pipeline.file_checks import read_json
from dala_pipeline.names import CONFIG_NAMES, INFOS_NAME, LOCK_NAME, REPORT_NAME, data_file
from dala_pipeline.ownership import check_target, refuse_protected, write_texts
from dala_pipeline.read.files import unreadable
from dala_pipeline.read.sources import BUNDLED, bundled_dir, bundled_files, folder_files, source_about
from dala_pipeline.scratch import remove_leftovers, scratch_folder
from dala_pipeline.settings import Affects, BuildSettings, Engine, add_arguments
from dala_pipeline.settings import names as settings_names
from dala_pipeline.write.folder import claimed, output_lock, publish, recover, replace, resolve_out

if TYPE_CHECKING:
    from dala_pipeline.summary import BuiltConfig

DEFAULT_OUT = "dala"


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="dala", description="Build the DaLA dataset from CoNLL-U.")
    root.add_argument("--version", action="version", version=f"dala {__version__}")
    commands = root.add_subparsers(dest="command", required=True)

    build = commands.add_parser("build", help="build, gate and write the configs")
    build.add_argument("--config", action="append", dest="configs", choices=CONFIG_NAMES, metavar="NAME",
                       help=f"config to build (repeat; default all: {', '.join(CONFIG_NAMES)})")
    add_arguments(build)
    build.add_argument("--out", default=DEFAULT_OUT, metavar="DIR", help=f"output folder (default: ./{DEFAULT_OUT})")
    build.add_argument("--overwrite", action="store_true",
                       help="replace --out even if it is not a previous DaLA build")
    build.add_argument("--skip-unbuildable", action="store_true",
                       help="with --config: leave out the named configs the source is too small for, instead "
                            "of failing (without --config, every config the source can give is built and the "
                            "others are named)")
    locking = build.add_mutually_exclusive_group()
    locking.add_argument("--check", action="store_true",
                         help="rebuild every config in a temporary folder and compare with the lock; "
                              "exit 1 on any difference (nothing is written)")
    locking.add_argument("--update-lock", action="store_true",
                         help="rebuild every config and rewrite the lock and the dataset_infos.json beside it")
    build.add_argument("--lock", metavar="FILE",
                       help=f"the lock file (default: ./{LOCK_NAME} for {registry.DEFAULT_LANGUAGE}, "
                            f"./corruptions/CODE/{LOCK_NAME} for another language)")
    build.set_defaults(run=_build)

    push = commands.add_parser("push", help="upload a built folder to the Hugging Face Hub in one commit")
    push.add_argument("--repo-id", required=True, metavar="NAMESPACE/NAME")
    push.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                      help=f"the built folder (default: ./{DEFAULT_OUT})")
    push.add_argument("--revision", metavar="BRANCH", help="branch to commit to (created if missing)")
    push.add_argument("--private", action="store_true", help="create the repository as private")
    push.add_argument("--create-pr", action="store_true", help="open a pull request instead of committing")
    push.add_argument("--dry-run", action="store_true", help="list the files and the commit message; no network")
    push.set_defaults(run=_push)

    report = commands.add_parser("corruptions", help="applicability and assignment of every corruption, "
                                                     "or the targets of one (--show)")
    add_arguments(report, settings_names(Affects.READING, Affects.POOL))
    report.add_argument("--show", metavar="NAME", choices=registry.all_names(),
                        help="list where NAME applies: sent_id, 1-based token ID, original and corrupted sentence")
    report.add_argument("--limit", type=int, default=20, metavar="N",
                        help="with --show: at most N targets (default: 20; 0 for all)")
    report.set_defaults(run=_corruptions)
    _review_parser(commands)

    parse = commands.add_parser("parse", help="parse plain text with a spaCy pipeline and write CoNLL-U")
    parse.add_argument("paths", nargs="+", metavar="PATH", help=".txt or .jsonl files, or folders of them")
    parse.add_argument("--parser", required=True, metavar="spacy:NAME_OR_PATH",
                       help="the spaCy pipeline (e.g. spacy:da_core_news_md for Danish)")
    _language_argument(parse)
    parse.add_argument("--text-field", default="text", metavar="NAME",
                       help="the text field of .jsonl lines (default: text)")
    parse.add_argument("--num-proc", type=int, default=1, metavar="N", help="spaCy processes (default: 1)")
    parse.add_argument("-o", "--output", required=True, metavar="FILE", help="the CoNLL-U file to write")
    add_arguments(parse, ("on_error", "engine", "ray_address", "workers", "cpus_per_worker", "gpus_per_worker"))
    parse.set_defaults(run=_parse)
    _evaluate_parser(commands)
    return root


def _evaluate_parser(commands) -> None:
    evaluate = commands.add_parser("evaluate", help="score causal or masked language models zero-shot on the "
                                                    "pairs config (needs pip install 'dala[evaluate]')")
    evaluate.add_argument("--model", action="append", required=True, dest="models", metavar="NAME_OR_PATH",
                          help="a model folder or a Hub model id (repeat to compare models)")
    where = evaluate.add_mutually_exclusive_group()
    where.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                       help=f"the built folder whose pairs config is scored (default: ./{DEFAULT_OUT})")
    where.add_argument("--repo-id", metavar="NAMESPACE/NAME", help="score the pairs config of this Hub dataset")
    evaluate.add_argument("--kind", choices=("auto", "causal", "masked"), default="auto",
                          help="causal: summed log-probability; masked: pseudo-log-likelihood "
                               "(default: auto, from the model's config)")
    evaluate.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto",
                          help="default: auto (cuda when torch finds a GPU)")
    evaluate.add_argument("--dtype", choices=("float32", "bfloat16", "float16"), default="float32",
                          help="the weights' precision (default: float32)")
    evaluate.add_argument("--batch-size", type=int, default=16, metavar="N",
                          help="pairs per model call (default: 16)")
    evaluate.add_argument("--limit", type=int, metavar="N",
                          help="score a seeded subset of N pairs, stratified by corruption type")
    evaluate.add_argument("--seed", type=int, default=4242, help="seed of the --limit subset (default: 4242)")
    evaluate.add_argument("--skip-too-long", action="store_true",
                          help="leave out, and report, the pairs with a sentence longer than a model's context "
                               "(default: refuse them)")
    evaluate.add_argument("--out", default="evaluation", metavar="DIR",
                          help="results folder: <model>.json, results.md, accuracy.svg, cache/ "
                               "(default: ./evaluation)")
    evaluate.set_defaults(run=_evaluate)


def _evaluate(args: argparse.Namespace) -> None:
    from dala_pipeline.evaluate.run import run

    folder = None if args.repo_id else resolve_out(args.folder)
    out = resolve_out(args.out)
    refuse_protected(out, [Path(p) for p in [*args.models, *([folder] if folder else [])] if Path(p).exists()],
                     inside=False)
    with output_lock(out):  # the lock a build of that folder takes
        run(args.models, folder=folder, repo_id=args.repo_id, kind=args.kind, device=args.device, dtype=args.dtype,
            batch_size=args.batch_size, limit=args.limit, seed=args.seed, out=out, skip_too_long=args.skip_too_long)


def _parse(args: argparse.Namespace) -> None:
    from dala_pipeline.read.text import id_prefixes, load_parser, parse_to_conllu, text_files

    target = Path(args.output)
    if target.is_dir():
        raise DalaError(f"-o {shown(str(target))} is a folder; name the CoNLL-U file to write, "
                        f"e.g. {shown(str(target / 'parsed.conllu'))}")
    remove_leftovers()  # the scratch folders of killed builds, as every command that works does
    files = text_files(args.paths)
    _note_left_out(args.paths)
    check_target(target, "dala parse", "-o", files)
    # what a build with the default settings reads from the CoNLL-U written here
    settings = dataclasses.replace(BuildSettings.from_args(args), sentence_checks=True)
    _check_engine(settings)
    nlp = load_parser(args.parser, settings.annotation_needs(), settings.lang)
    skipped: list[SourceError] | None = [] if settings.skip_errors else None
    engine = None
    if settings.engine is not Engine.LOCAL:
        from dala_pipeline.ray_engine import engine_for

        engine = engine_for(settings)
    parsed = engine.parse(args.parser, files, id_prefixes(files), args.text_field) if engine else None
    count = parse_to_conllu(files, args.text_field, nlp, target, max(1, args.num_proc), skipped=skipped,
                            parsed=parsed)
    for err in skipped or ():
        print(f"dala: skipped {err}", file=sys.stderr)
    print(f"wrote {count} sentences to {target}" + (f"; skipped {len(skipped)} bad records" if skipped else ""))


def _review_parser(commands) -> None:
    review = commands.add_parser("review", help="measure precision by blind review (export, score, auto)")
    steps = review.add_subparsers(dest="step", required=True)
    export = steps.add_parser("export", help="a blind review sheet, page and key from a built folder")
    export.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                        help=f"the built folder (default: ./{DEFAULT_OUT})")
    export.add_argument("--per-type", type=int, default=20, metavar="N",
                        help="pairs per corruption type, all when a type has fewer (default: 20)")
    export.add_argument("--controls", type=int, default=12, metavar="K",
                        help="control pairs with a harmless change (default: 12)")
    export.add_argument("--seed", type=int, default=4242, help="seed of the sample and the order (default: 4242)")
    export.add_argument("--auto", metavar="FILE", help="auto.json of `dala review auto`: leave out the pairs "
                                                       "its dictionary check confirmed")
    export.add_argument("--out", required=True, metavar="DIR", help="where sheet.tsv, review.html and key.json go")
    _language_argument(export, of_a_build=True)
    export.set_defaults(run=_review_export)
    score = steps.add_parser("score", help="precision per corruption type from reviewers' judgments")
    score.add_argument("--key", required=True, metavar="FILE", help="the key.json of the export")
    score.add_argument("judgments", nargs="+", metavar="JUDGMENTS", help="one file per reviewer (TSV)")
    score.add_argument("--auto", metavar="FILE", help="auto.json: combine with the automatic check (Equation 1)")
    score.add_argument("--out", default="precision.json", metavar="FILE", help="(default: ./precision.json)")
    score.add_argument("--originals-out", default="originals_judged_wrong.txt", metavar="FILE",
                       help="the originals every reviewer judged wrong, one a line, for `dala build --exclude` "
                            "(default: ./originals_judged_wrong.txt)")
    score.set_defaults(run=_review_score)
    auto = steps.add_parser("auto", help="dictionary checks of a built folder")
    auto.add_argument("--folder", default=DEFAULT_OUT, metavar="DIR",
                      help=f"the built folder (default: ./{DEFAULT_OUT})")
    add_arguments(auto, settings_names(Affects.READING))
    _language_argument(auto, of_a_build=True)
    auto.add_argument("--out", default="auto.json", metavar="FILE", help="(default: ./auto.json)")
    auto.set_defaults(run=_review_auto)


def default_lock(language: Language) -> Path:
    """Where a language's lock is committed, from the repository root: the default language's at the
    top (beside the ``dataset_infos.json`` of the published dataset), another's in its own folder."""
    if language.code == registry.DEFAULT_LANGUAGE:
        return Path(LOCK_NAME)
    return Path(*language.package.split(".")) / LOCK_NAME


def _check_engine(settings: BuildSettings) -> None:
    """An engine that is not installed, a cluster that does not answer and workers that cannot fit
    are named before any work."""
    import importlib.util

    if settings.engine is not Engine.RAY:
        return
    if importlib.util.find_spec("ray") is None:
        raise DalaError("--engine ray needs Ray: pip install 'dala[ray]'")
    from dala_pipeline.ray_engine import RayEngine

    RayEngine(settings).check()


def _build(args: argparse.Namespace) -> None:
    settings = BuildSettings.from_args(args)
    _check_engine(settings)
    args.lock = args.lock or str(default_lock(settings.lang))
    locking = args.check or args.update_lock
    if locking and args.configs:
        raise DalaError("--check and --update-lock cover every config; drop --config")
    if settings.reference_mix:
        from dala_pipeline.split.reference import reference_counts

        if reference_counts(settings.lang) is None:  # before any work; a malformed file is refused here too
            raise DalaError(f"--reference-mix: {settings.lang.name} declares no reference error classes "
                            "(Card.reference_classes)")
    committed = None
    if args.check:
        from dala_pipeline.write.lock import read_committed

        committed = read_committed(args.lock)
        foreign = _other_language(committed[0], settings)
        if foreign:  # a rebuild could only differ from it, and --update-lock refuses to replace it
            raise DalaError(f"--check {shown(args.lock)}: {foreign}; give --lock for this one (for --language "
                            f"{settings.language} and its bundled source: {default_lock(settings.lang)})")
    if args.update_lock:
        check_lock_target(Path(args.lock), settings)
    sources = _source_paths(settings)
    with ExitStack() as held:
        # a second build, a refused folder or a broken transaction is reported before any work
        out = None if locking else held.enter_context(claimed(args.out, args.overwrite, sources))
        source_about(settings)  # the source's description for the card: checked before any work
        if settings.source_detectors:
            from dala_pipeline.filter.detectors import bundled_exclusions

            bundled_exclusions(settings.lang)  # and the exclusion list
        if settings.precision:
            from dala_pipeline.write.files import read_precision

            read_precision(settings.precision, settings.lang, settings.corruptions)
        if settings.exclude:
            from dala_pipeline.filter.detectors import excluded_texts

            excluded_texts(settings.exclude)  # a bad list is refused before any work
        if settings.lexicon_filter:
            settings.lang.lexicon()  # the filter needs spylls: say so before any work
        from dala_pipeline.write.files import write_build

        names = args.configs or list(CONFIG_NAMES)
        # configs named on the command line must be built; without a list, every config the source can give
        skip = args.skip_unbuildable or not args.configs
        cache = held.enter_context(scratch_folder())
        unbuildable: dict[str, str] = {}

        def write(folder: Path) -> list[BuiltConfig]:
            built = _build_configs(names, settings, cache, folder, skip, fingerprint=locking,
                                   unbuildable=unbuildable)
            write_build(folder, built, settings)
            return built

        if out is None:  # locking
            built = publish(cache / "out", write)
            _lock(args, built, settings, cache, committed, unbuildable)
            return
        built = replace(out, write)
    for b in built:
        sizes = ", ".join(f"{split} {record.pairs} pairs ({record.rows} rows)" for split, record in b.splits.items())
        js = max(b.js.values(), default=0.0)
        print(f"{b.name}: {sizes}; max JS {js:.5f}")
    for reason in unbuildable.values():  # each reason names its config
        print(f"not built: {reason}")
    print()
    print(corruption_table(built[0].summary, settings.corruptions, settings.lang))
    print(f"wrote {out}")


def _note_left_out(paths) -> None:
    """Name, on stderr, every entry of a text folder that is not read (not ``.txt`` or ``.jsonl``)."""
    from dala_pipeline.read.text import left_out

    skipped = left_out(paths)
    if skipped:
        print(f"dala: note: {len(skipped)} entries of the text folder are not .txt or .jsonl and are not read: "
              f"{', '.join(shown(str(p)) for p in skipped)}", file=sys.stderr)


def _source_paths(settings: BuildSettings) -> list[Path]:
    """The source folder a build reads, checked to be readable before any work."""
    if settings.text:
        import importlib.util

        from dala_pipeline.read.text import INSTALL_HINT, input_names, model_hint, text_files

        if settings.data_dir:
            raise DalaError("--text and --data-dir name two sources; give one")
        if not settings.parser:
            raise DalaError(f"--text needs --parser spacy:NAME_OR_PATH (e.g. spacy:{settings.lang.spacy_pipeline})")
        if importlib.util.find_spec("spacy") is None:
            raise DalaError(f"--text needs spaCy: {INSTALL_HINT}, then a {settings.lang.name} pipeline: "
                            f"{model_hint(settings.lang)}")
        input_names(text_files(settings.text))  # a file given twice is refused here
        _note_left_out(settings.text)
        return [Path(p) for p in settings.text]
    if settings.data_dir:
        folder_files(settings.data_dir, [] if settings.skip_errors else None)
        return [Path(settings.data_dir)]
    if settings.source == BUNDLED:
        return [bundled_dir(settings.lang)]
    return []


def _build_configs(names: list[str], settings: BuildSettings, cache: Path, folder: Path,
                   skip_unbuildable: bool, fingerprint: bool = False,
                   unbuildable: dict[str, str] | None = None) -> list[BuiltConfig]:
    """Build each config of ``names``; one the source is too small for fails the build, or with
    ``skip_unbuildable`` is named on stderr and recorded in ``unbuildable`` (config -> why)."""
    from tqdm import tqdm

    from dala import Dala
    from dala_pipeline.write.splits import build_config

    _quiet_datasets()
    built = []
    for name in tqdm(names, desc="Building configs", unit="config", file=sys.stderr):
        try:
            built.append(build_config(Dala, name, settings, cache, folder, fingerprint))
        except UnbuildableError as err:
            if not skip_unbuildable:
                raise
            if unbuildable is not None:
                unbuildable[name] = str(err)
            tqdm.write(f"dala: skipped {err}", file=sys.stderr)
    if not built:
        raise BuildError("no config could be built from this source")
    return built


def corruption_table(summary, enabled: tuple[str, ...], language: Language) -> str:
    """Every corruption of the language, in the order they are applied: its
    own rarest first, then the basic fallback, then those switched off."""
    position = {name: i for i, name in enumerate(summary.order, start=1)}
    basic = [c.name for c in language.rules if c.basic and c.name in enabled]
    off = [c.name for c in language.rules if c.name not in position and c.name not in basic]
    lines = ["order: position in the frequency order (rarest first); basic: fallback for sentences no DaLA "
             "corruption reaches; off: not enabled. applicable: sentences it can reach; assigned: pairs it got; "
             "reads: the annotation it needs besides the words.",
             f"{'corruption':<30} {'order':>5} {'applicable':>10} {'assigned':>8}  reads"]
    for name in [*summary.order, *basic, *off]:
        order = str(position[name]) if name in position else ("basic" if name in basic else "off")
        applicable = str(summary.applicability[name]) if name in position else "-"
        reads = " ".join(str(layer) for layer in Annotation if layer in language.get(name).reads)
        lines.append(f"{name:<30} {order:>5} {applicable:>10} {summary.assigned.get(name, 0):>8}  {reads}")
    kept = summary.filter_counts.get("kept", 0)
    share = f"  ({100 * summary.dropped / kept:.1f} % of the {kept} sentences the filters kept)" if kept else ""
    lines.append(f"{'dropped (no corruption applies)':<47} {summary.dropped:>8}{share}")
    return "\n".join(lines)


def split_table(splits: dict[str, dict[str, dict[str, int]]], unbuildable: dict[str, str]) -> str:
    """Pairs of each corruption type in every split of every config, and a
    warning for each type with fewer than ``MIN_TYPE_PAIRS`` in ``pairs``."""
    from dala_pipeline.write.card import MIN_TYPE_PAIRS

    columns = [(config, split) for config, types in splits.items() for split in types]
    labels = [f"{config}/{split}" for config, split in columns]
    names = sorted({name for types in splits.values() for counts in types.values() for name in counts})
    lines = ["pairs of each type in every split (config/split):",
             f"{'corruption':<30}" + "".join(f" {label:>{max(8, len(label))}}" for label in labels)]
    for name in names:
        lines.append(f"{name:<30}" + "".join(
            f" {splits[config][split].get(name, 0):>{max(8, len(label))}}"
            for (config, split), label in zip(columns, labels)))
    lines += [f"not built: {reason}" for reason in unbuildable.values()]  # each reason names its config
    everything = splits.get("pairs", {}).get("test", {})
    lines += [f"warning: {name} has {everything.get(name, 0)} pairs in the pairs config, fewer than "
              f"{MIN_TYPE_PAIRS}: its per-type accuracy has a 95% interval wider than about ±0.15"
              for name in names if everything.get(name, 0) < MIN_TYPE_PAIRS]
    return "\n".join(lines)


def _lock(args: argparse.Namespace, built: list[BuiltConfig], settings: BuildSettings, cache: Path,
          committed: tuple[dict, dict] | None, unbuildable: dict[str, str]) -> None:
    """Rewrite the lock (``--update-lock``) or compare the rebuild in ``cache``/out with ``committed``
    (``--check``); a config the source cannot give is locked as such, with the reason."""
    from dala_pipeline.commands.targets import target_fingerprints
    from dala_pipeline.write.lock import differences, infos_differences, make_lock

    lock_path = Path(args.lock)
    infos_path = lock_path.with_name(INFOS_NAME)
    lock = make_lock(built, settings, target_fingerprints(settings, cache), unbuildable)
    out = cache / "out"
    infos = json.loads((out / INFOS_NAME).read_text(encoding="utf-8"))
    if committed is None:
        check_lock_target(lock_path, settings)  # again: the files may have changed during the build
        parts = []
        for path, data in ((lock_path, lock), (infos_path, infos)):
            part = path.with_name(f".{path.name}.{os.getpid()}.part")
            handle = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o666)
            with os.fdopen(handle, "w", encoding="utf-8") as sink:
                sink.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
            parts.append((part, path))
        for part, path in parts:  # both written in full before either is replaced
            os.replace(part, path)
        print(f"wrote {lock_path} and {infos_path}")
        return
    committed_lock, committed_infos = committed
    found = differences(committed_lock, lock) + infos_differences(committed_infos, infos)
    if found:
        for line in found:
            print(f"dala: check: {line}", file=sys.stderr)
        raise CheckFailed(f"the rebuild differs from {lock_path} in {len(found)} place(s); "
                          "if the change is intended, run `dala build --update-lock` and commit the result")
    splits = sum(len(config) for config in lock["configs"].values())
    print(f"check passed: {len(lock['configs'])} configs, {splits} splits match {lock_path}")


def check_lock_target(lock_path: Path, settings: BuildSettings) -> None:
    """Before ``--update-lock`` does any work: the lock and the ``dataset_infos.json`` beside it are
    replaced only as regular files in an existing folder, and only where both are absent or are a DaLA
    lock of this build's source and language (not another's, not a file of the user's), whatever the source."""
    from dala_pipeline.write.lock import read_committed

    infos_path = lock_path.with_name(INFOS_NAME)
    if not lock_path.parent.is_dir():
        raise DalaError(f"--lock {shown(str(lock_path))}: there is no folder {shown(str(lock_path.parent))}")
    for path in (lock_path, infos_path):
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise DalaError(f"{shown(str(path))}: not a regular file of its own (a link, a folder or a device); "
                            "the lock is not written there")
    if not (lock_path.exists() or infos_path.exists()):
        return
    lock, _ = read_committed(lock_path)
    where = shown(str(lock_path))
    advice = f"give --lock for this one (for --language {settings.language} and its bundled source: " \
             f"{default_lock(settings.lang)})"
    source = lock.get("source")
    source = source if isinstance(source, dict) else {}
    files = source.get("files")
    found = [str(f.get("name")) for f in files if isinstance(f, dict)] if isinstance(files, list) else []
    expected = source_file_names(settings)
    kind, recorded = _source_kind(settings.source_name, settings.lang), source.get("name")
    if found != expected or _source_kind(str(recorded), settings.lang) != kind:
        raise DalaError(f"{where}: the lock of another source ({', '.join(found) or 'no files'}, from "
                        f"{shown(str(recorded))}), not of this build's {', '.join(map(shown, expected))} "
                        f"(from {kind}); {advice}")
    foreign = _other_language(lock, settings)
    if foreign:
        raise DalaError(f"{where}: {foreign}; {advice}")


def _other_language(lock: dict, settings: BuildSettings) -> str | None:
    """How a lock shows it is of another language than the build's (a corruption the build's language
    does not have), or None."""
    order, reach = lock.get("corruption_order"), lock.get("applicability")
    named = [*(order if isinstance(order, list) else ()), *(reach if isinstance(reach, dict) else ())]
    foreign = [str(name) for name in named if name not in settings.lang.names()]
    if not foreign:
        return None
    return (f"the lock of another language (its corruption {shown(foreign[0])} is not one of --language "
            f"{settings.language})")


def _source_kind(name: str, language: Language) -> str:
    """What a source is, whatever name gave it: the release by either of its names is one source."""
    from dala_pipeline.settings import UD, is_download

    return UD if is_download(name, language) else name


def source_file_names(settings: BuildSettings) -> list[str]:
    """The names of the files a build of ``settings`` records in its lock, known before any work."""
    if settings.text:
        from dala_pipeline.read.text import input_names, text_files

        return input_names(text_files(settings.text))
    if settings.data_dir:
        return [path.name for path in folder_files(settings.data_dir, [] if settings.skip_errors else None)]
    if settings.source == BUNDLED:
        return [path.name for path in bundled_files(settings.lang)]
    return [remote.name for remote in settings.lang.release.files]


def _push(args: argparse.Namespace) -> None:
    from dala_pipeline.push import PushError, check_repo_id, hub_timeout, looks_secret, plan_push, push

    check_repo_id(args.repo_id)
    hub_timeout()
    folder = resolve_out(args.folder)
    if not folder.parent.is_dir():
        raise PushError(f"{shown(str(folder))} does not exist: build it with `dala build --out {folder}` first")
    with output_lock(folder):
        done = recover(folder)
        if done:
            print(f"dala: {folder}: {done}", file=sys.stderr)
        plan = plan_push(folder)
    build_folders = {name.split("/", 1)[0] for name in plan.files if "/" in name}
    folders: dict[str, int] = {}
    for name in plan.skipped:
        top = name.split("/", 1)[0]
        if "/" in name and top not in build_folders and not looks_secret(name):
            folders[top] = folders.get(top, 0) + 1  # a folder of yours (.git/): one line for all of it
            continue
        print(f"dala: not uploading {shown(name)}: not a file of the build" + (
            " (the name looks like a secret: check it is not meant to be elsewhere)" if looks_secret(name) else ""),
            file=sys.stderr)
    for top, count in sorted(folders.items()):
        print(f"dala: not uploading {shown(top)}/ ({count} files): not part of the build", file=sys.stderr)
    target = f"{args.repo_id}" + (f"@{args.revision}" if args.revision else "")
    if args.dry_run:
        print(f"would push {len(plan.files)} files from {plan.folder} to dataset {target}"
              + (" as a pull request" if args.create_pr else ""))
        for name in plan.files:
            print(f"  {name}")
        print(f"commit message: {plan.commit_message}")
        return
    url = push(plan, args.repo_id, revision=args.revision, private=args.private, create_pr=args.create_pr)
    print(f"pushed {len(plan.files)} files to dataset {target}: {url}")


def _corruptions(args: argparse.Namespace) -> None:
    from dala import Dala
    from dala_pipeline.commands.targets import show_targets
    from dala_pipeline.write.splits import build_config

    _quiet_datasets()
    settings = BuildSettings.from_args(args)
    if args.show:
        if args.show not in settings.lang.names():
            raise DalaError(f"--show {args.show}: not a corruption of --language {settings.language} "
                            f"(choose from {', '.join(settings.lang.names())})")
        for line in show_targets(settings.lang.get(args.show), settings, limit=args.limit):
            print(line)
        return
    splits: dict[str, dict[str, dict[str, int]]] = {}
    unbuildable: dict[str, str] = {}
    with scratch_folder() as cache:
        built = build_config(Dala, "pairs", settings, cache, cache / "out")
        for name in CONFIG_NAMES:
            if name == "pairs":
                splits[name] = built.summary.split_types
                continue
            try:
                splits[name] = build_config(Dala, name, settings, cache, cache / "out").summary.split_types
            except UnbuildableError as error:
                unbuildable[name] = str(error)
    print(f"{built.summary.filter_counts.get('kept', 0)} sentences after filtering")
    print(corruption_table(built.summary, settings.corruptions, settings.lang))
    print(split_table(splits, unbuildable))


def _review_export(args: argparse.Namespace) -> None:
    from dala_pipeline.review.blind import export, read_auto

    auto = read_auto(Path(args.auto)) if args.auto else None
    folder = resolve_out(args.folder)
    language = registry.language(_build_language(folder, args.language))
    if auto is not None and auto.get("dictionary") != language.dictionary_name:
        used = shown(str(auto.get("dictionary")))
        raise DalaError(f"--auto {shown(args.auto)}: checked with the dictionary {used}, "
                        f"not {language.dictionary_name} of --language {language.code}")
    items = export(folder, Path(args.out), args.per_type, args.controls, args.seed, auto, language)
    controls = sum(1 for i in items if i.original is None)
    print(f"wrote {len(items)} items ({len(items) - controls} pairs, {controls} controls) to {args.out}: "
          "sheet.tsv and review.html for the reviewers, key.json to keep apart")


def _review_score(args: argparse.Namespace) -> None:
    from dala_pipeline.review.blind import originals_judged_wrong, read_auto, read_key, read_reviewers, score, table

    inputs = [Path(args.key), *(Path(p) for p in args.judgments), *([Path(args.auto)] if args.auto else [])]
    check_target(Path(args.out), "dala review score", "--out", inputs)
    check_target(Path(args.originals_out), "dala review score", "--originals-out", [*inputs, Path(args.out)])
    key = read_key(Path(args.key))
    auto = read_auto(Path(args.auto)) if args.auto else None
    reviewers = read_reviewers([Path(path) for path in args.judgments])
    report = score(key, reviewers, args.judgments, auto)
    report["date"] = datetime.date.today().isoformat()
    wrong = originals_judged_wrong(key, reviewers)
    write_texts([(Path(args.out), json.dumps(report, indent=2, ensure_ascii=False) + "\n", "--out"),
                 (Path(args.originals_out), "".join(text + "\n" for text in wrong), "--originals-out")],
                "dala review score")  # both or neither
    print(table(report))
    print(f"wrote {args.out} and {args.originals_out} ({len(wrong)} originals judged wrong: "
          f"dala build --exclude {args.originals_out} leaves them out)")


def _review_auto(args: argparse.Namespace) -> None:
    from dala_pipeline.commands.targets import source_files
    from dala_pipeline.filter.dictionary import flagged_originals, nonword_shares
    from dala_pipeline.read.conllu import Shard, parse_shard
    from dala_pipeline.review.blind import read_pairs, write_json

    folder = resolve_out(args.folder)
    args.language = _build_language(folder, args.language)
    settings = BuildSettings.from_args(args)
    check_target(Path(args.out), "dala review auto", "--out",
                 [folder / data_file("pairs", "test"), folder / REPORT_NAME,
                  *(Path(p) for p in [args.data_dir] if getattr(args, "data_dir", None))])
    pairs = read_pairs(folder)
    lexicon = settings.lang.lexicon()
    wanted = {p["pair_id"] for p in pairs}
    sentences = {}
    with scratch_folder() as cache:
        for path in source_files(settings, cache):
            for item, _ in parse_shard(Shard(path)):
                if not isinstance(item, Exception) and item.sent_id in wanted:
                    sentences[item.sent_id] = item
    missing = sorted(wanted - set(sentences))
    if missing:
        raise DalaError(f"{len(missing)} pair(s) of the build are not in this source, e.g. {shown(missing[0])}; "
                        "give the source the build was made from (--source, --data-dir)")
    shares = nonword_shares(pairs, lexicon)
    flagged = flagged_originals(pairs, sentences, lexicon)
    write_json(Path(args.out), {"language": settings.lang.code, "dictionary": settings.lang.dictionary_name,
                                "types": shares, "flagged": flagged}, "dala review auto")
    print(f"{'corruption_type':<30} {'checked':>7} {'non-word':>8} {'share':>6}")
    for ctype, t in shares.items():
        print(f"{ctype:<30} {t['checked']:>7} {t['confirmed']:>8} {t['nonword_share']:>6.2f}")
    print(f"originals with words the dictionary does not know: {flagged['sentences']} of {flagged['of']}")
    for word, count in flagged["words"][:20]:
        print(f"  {count:>4}  {word}")
    print(f"wrote {args.out}")


def _quiet_datasets() -> None:
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()


class Terminated(BaseException):
    """SIGTERM, raised where the process is so that clean-up code runs."""


def _terminate(signum, frame) -> None:
    raise Terminated()


def _default_sigterm_in_child() -> None:
    """A forked worker dies on SIGTERM (pools are shut down with it): a
    Python handler there could miss a signal that arrives just before the
    worker blocks on a lock, and hang its pool."""
    if signal.getsignal(signal.SIGTERM) is _terminate:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


os.register_at_fork(after_in_child=_default_sigterm_in_child)


#: errno -> what it means and what to do.
_OS_ERRORS: dict[int | None, str] = {
    errno.EROFS: "the file system is read-only; choose a folder on a writable disk",
    errno.ENOSPC: "no space left on the device; free some space or choose another disk",
    errno.EDQUOT: "the disk quota is exceeded; free some space or choose another disk",
    errno.EBUSY: "the path is busy (a mount point?); choose another folder",
    errno.ENAMETOOLONG: "a name in the path is too long; choose a shorter path",
    errno.ENOTDIR: "a file stands where a folder is needed; choose another path",
    errno.EEXIST: "a file stands where a folder is needed; choose another path",
    errno.EACCES: "permission denied; choose a folder you can write to",
    errno.EPERM: "operation not permitted; choose a folder you can write to",
    errno.ENOENT: "no such file or folder",
}


def os_error_message(err: OSError) -> str:
    """One line for an OS error: the path and what to do."""
    where = shown(str(err.filename)) if err.filename is not None else "a file"
    if err.filename2 is not None:
        where += f" -> {shown(str(err.filename2))}"
    what = _OS_ERRORS.get(err.errno, err.strerror or type(err).__name__)
    return f"{where}: {what}"


def _build_language(folder: Path, given: str | None) -> str:
    """The language of a build to review: the one its report records; a ``--language`` that contradicts
    it is refused (a review in another language checks with another dictionary and asks for another
    language)."""
    recorded = recorded_language(folder)
    if given is not None and given != recorded and (folder / REPORT_NAME).is_file():
        raise DalaError(f"--language {given}: the build in {shown(str(folder))} is in "
                        f"{registry.language(recorded).name} ({recorded}), as its {REPORT_NAME} records; "
                        f"review it in its own language (leave out --language)")
    return given or recorded


def recorded_language(folder: Path) -> str:
    """The language a build folder's ``build_report.json`` records (a file of the user's: read with
    care), or the default language when there is no report or it records none."""
    path = folder / REPORT_NAME
    if not path.exists() and not path.is_symlink():
        return registry.DEFAULT_LANGUAGE
    problem = unreadable(path)  # a FIFO or a device would block the read
    if problem:
        raise DalaError(f"{shown(str(path))}: {problem}; give --language")
    try:
        report = read_json(path)
    except (OSError, ValueError) as err:
        raise DalaError(f"{shown(str(path))}: cannot read the build report: "
                        f"{err.strerror if isinstance(err, OSError) else err}; "
                        "give --language") from None
    settings = report.get("settings") if isinstance(report, dict) else None
    code = settings.get("language") if isinstance(settings, dict) else None
    if code is None:
        return registry.DEFAULT_LANGUAGE
    if not isinstance(code, str) or code not in registry.LANGUAGES:
        raise DalaError(f"{shown(str(path))}: records the language {shown(str(code))}, which this dala does "
                        f"not know (known: {', '.join(registry.LANGUAGES)}); give --language")
    return code


def _language_argument(parser: argparse.ArgumentParser, of_a_build: bool = False) -> None:
    """``--language``: of the text (default: the default language), or ``of_a_build`` (default: None,
    read from the build's report by :func:`recorded_language`)."""
    if of_a_build:
        parser.add_argument("--language", choices=tuple(registry.LANGUAGES),
                            help="the language of the build (default: the one its build_report.json records, "
                                 f"else {registry.DEFAULT_LANGUAGE})")
    else:
        parser.add_argument("--language", default=registry.DEFAULT_LANGUAGE, choices=tuple(registry.LANGUAGES),
                            help=f"the language of the text (default: {registry.DEFAULT_LANGUAGE})")


def _signed_values(argv: list[str]) -> list[str]:
    """``--corruption -NAME`` as ``--corruption=-NAME``: argparse takes a value
    that starts with a dash for an option."""
    joined: list[str] = []
    for arg in argv:
        if joined and joined[-1] == "--corruption" and arg[:1] == "-" and arg[1:] in registry.all_names():
            joined[-1] = f"--corruption={arg}"
        else:
            joined.append(arg)
    return joined


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(_signed_values(sys.argv[1:] if argv is None else argv))
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        args.run(args)
    except DalaError as err:
        print(f"dala: error: {err}", file=sys.stderr)
        return err.exit_code
    except OSError as err:
        print(f"dala: error: {os_error_message(err)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dala: interrupted (SIGINT)", file=sys.stderr)
        return 130
    except Terminated:
        print("dala: terminated (SIGTERM)", file=sys.stderr)
        return 143
    finally:
        signal.signal(signal.SIGTERM, previous)
    return 0


if __name__ == "__main__":
    sys.exit(main())
