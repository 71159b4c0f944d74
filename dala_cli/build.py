"""``dala build``: build, gate and write the configs, or check them against the lock (``--check``,
``--update-lock``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from corruptions import registry
from corruptions.base import Annotation
from corruptions.language import Language
from dala_cli.common import DEFAULT_OUT, check_engine, note_left_out, quiet_datasets
from dala_pipeline.errors import BuildError, CheckFailed, DalaError, UnbuildableError, shown
from dala_pipeline.names import CONFIG_NAMES, INFOS_NAME, LOCK_NAME
from dala_pipeline.read.sources import BUNDLED, bundled_dir, bundled_files, folder_files, source_about
from dala_pipeline.scratch import scratch_folder
from dala_pipeline.settings import BuildSettings, add_arguments
from dala_pipeline.write.folder import claimed, publish, replace

if TYPE_CHECKING:
    from dala_pipeline.summary import BuiltConfig


def add_parser(commands) -> None:
    """The ``build`` command."""
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
    build.set_defaults(run=run)


def default_lock(language: Language) -> Path:
    """Where a language's lock is committed, from the repository root: the default language's at the
    top (beside the ``dataset_infos.json`` of the published dataset), another's in its own folder."""
    if language.code == registry.DEFAULT_LANGUAGE:
        return Path(LOCK_NAME)
    return Path(*language.package.split(".")) / LOCK_NAME


def run(args: argparse.Namespace) -> None:
    settings = BuildSettings.from_args(args)
    check_engine(settings)
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
        from dala_pipeline.write.files import stored_review

        stored_review(settings)  # a stored review the card cannot state is refused before any work
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
            write_build(folder, built, settings, unbuildable)
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
        note_left_out(settings.text)
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
    from dala_pipeline.write.files import from_bundled_source
    from dala_pipeline.write.splits import build_config

    quiet_datasets()
    built = []
    for name in tqdm(names, desc="Building configs", unit="config", file=sys.stderr):
        try:
            # the pairs of a bundled build are fingerprinted for the card: is it the build the stored review saw?
            stored = name == "pairs" and settings.lang.review_file is not None and from_bundled_source(settings)
            built.append(build_config(Dala, name, settings, cache, folder, fingerprint or stored))
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


def _lock(args: argparse.Namespace, built: list[BuiltConfig], settings: BuildSettings, cache: Path,
          committed: tuple[dict, dict] | None, unbuildable: dict[str, str]) -> None:
    """Rewrite the lock (``--update-lock``) or compare the rebuild in ``cache``/out with ``committed``
    (``--check``); a config the source cannot give is locked as such, with the reason."""
    from dala_cli.targets import target_fingerprints
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
