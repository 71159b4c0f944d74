"""The lock: what a build from the pinned source must produce, fingerprinted.

``dala.lock.json`` (committed at the repository root) records the source
files' checksums, the seed, the corruption order, how many sentences each
corruption can reach and, per config and split, the row and pair counts
and a SHA-256 over a canonical JSON serialisation of the rows in order. The fingerprint depends on the data
only, not on the Parquet writer, so it is comparable across library
versions. ``dala build --check`` rebuilds and compares; ``dala build
--update-lock`` rewrites the lock (and the ``dataset_infos.json`` beside it).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from dala_pipeline.errors import DalaError, shown
from dala_pipeline.file_checks import read_json
from dala_pipeline.names import INFOS_NAME, LOCK_NAME

if TYPE_CHECKING:
    from dala_pipeline.settings import BuildSettings
    from dala_pipeline.summary import BuiltConfig


class RowDigest:
    """SHA-256 of rows as sorted-key JSON, one line per row, fed in order."""

    def __init__(self):
        self._digest = hashlib.sha256()

    def update(self, rows: Iterable[dict]) -> None:
        for row in rows:
            self._digest.update(json.dumps(row, sort_keys=True, ensure_ascii=False,
                                           separators=(",", ":")).encode("utf-8"))
            self._digest.update(b"\n")

    def hexdigest(self) -> str:
        return self._digest.hexdigest()


def fingerprint(rows: Iterable[dict]) -> str:
    """The :class:`RowDigest` of ``rows``."""
    digest = RowDigest()
    digest.update(rows)
    return digest.hexdigest()


def make_lock(built: Sequence[BuiltConfig], settings: BuildSettings, targets: dict[str, dict[str, object]],
              unbuildable: Mapping[str, str] | None = None) -> dict:
    """The lock of a build: its seed, source, order, applicability, every rule's ``targets``
    (count and digest over the source), the fingerprint of every split and, where the source cannot
    give a config, why (``unbuildable``, only when there is one)."""
    first = built[0].summary
    lock = {
        "seed": settings.seed,
        "source": {
            "name": settings.source_name,
            "files": [{k: f[k] for k in ("name", "num_bytes", "sha256")} for f in first.files],
        },
        "corruption_order": list(first.order),
        "applicability": dict(sorted(first.applicability.items())),
        "targets": targets,
        "configs": {
            b.name: {
                split: {"pairs": record.pairs, "rows": record.rows, "sha256": record.sha256}
                for split, record in b.splits.items()
            }
            for b in built
        },
    }
    if unbuildable:
        lock["unbuildable"] = dict(sorted(unbuildable.items()))
    from dala_pipeline.filter.dictionary import OTHER_LANGUAGE

    if first.filter_counts.get(OTHER_LANGUAGE):  # sentences in another language, when the source has any
        cast(dict, lock["source"])[OTHER_LANGUAGE] = first.filter_counts[OTHER_LANGUAGE]
    if settings.exclude:  # the list of --exclude: what it holds, and how many sentences it dropped
        from dala_pipeline.filter.detectors import EXCLUDED, excluded_digest, excluded_texts

        cast(dict, lock["source"])["exclude"] = {"listed": len(excluded_texts(settings.exclude)),
                                                 "sha256": excluded_digest(settings.exclude),
                                                 "excluded": first.filter_counts.get(EXCLUDED, 0)}
    return lock


def _dicts(value: object) -> bool:
    """Whether ``value`` is a JSON object whose values are all objects."""
    return isinstance(value, dict) and all(isinstance(v, dict) for v in value.values())


def read_committed(lock_path: str | Path) -> tuple[dict, dict]:
    """The committed lock and the ``dataset_infos.json`` beside it, checked to have the shape
    ``--update-lock`` writes: read before any work, so a broken lock costs no rebuild."""
    lock_path = Path(lock_path)
    infos_path = lock_path.with_name(INFOS_NAME)
    fix = "create it with `dala build --update-lock`"
    if not lock_path.exists():  # a FIFO or a device is refused by read_json below
        raise DalaError(f"--check: no lock file {shown(str(lock_path))}; run it where {LOCK_NAME} is "
                        f"(the repository root), or {fix}")
    found = []
    for path in (lock_path, infos_path):
        try:
            found.append(read_json(path))
        except (OSError, ValueError) as err:
            raise DalaError(f"{shown(str(path))}: cannot read the lock: {err}; {fix}") from None
    lock, infos = found
    if not (isinstance(lock, dict) and _dicts(lock.get("configs"))
            and all(_dicts(config) for config in lock["configs"].values())):
        raise DalaError(f"{shown(str(lock_path))}: not a DaLA lock (a JSON object whose configs map each split "
                        f"to its pairs, rows and sha256); {fix}")
    if not (_dicts(infos) and all(_dicts(info.get("splits") or {}) for info in infos.values())):
        raise DalaError(f"{shown(str(infos_path))}: not a dataset_infos.json (a JSON object of config infos); {fix}")
    return lock, infos


def differences(expected: dict, actual: dict) -> list[str]:
    """Human-readable differences between a committed lock and a rebuild."""
    found = []
    for key in ("seed", "source", "corruption_order", "applicability", "targets", "unbuildable"):
        if expected.get(key) != actual.get(key):
            found.append(f"{key} changed: {json.dumps(expected.get(key))} -> {json.dumps(actual.get(key))}")
    old, new = expected.get("configs", {}), actual.get("configs", {})
    for config in sorted(old.keys() | new.keys()):
        if config not in new or config not in old:
            found.append(f"config {config} {'removed' if config not in new else 'added'}")
            continue
        for split in sorted(old[config].keys() | new[config].keys()):
            before, after = old[config].get(split), new[config].get(split)
            if before is None or after is None:
                found.append(f"config {config}, split {split} {'removed' if after is None else 'added'}")
                continue
            for field in ("pairs", "rows", "sha256"):
                if before.get(field) != after.get(field):
                    what = "fingerprint" if field == "sha256" else field
                    found.append(f"config {config}, split {split}: {what} {before.get(field)} -> {after.get(field)}")
    return found


def infos_digest(infos: dict) -> dict:
    """What ``--check`` compares in ``dataset_infos.json``: features, split
    sizes and source checksums (byte sizes depend on the Arrow writer)."""
    return {
        config: {
            "features": info.get("features"),
            "splits": {name: split.get("num_examples") for name, split in (info.get("splits") or {}).items()},
            "download_checksums": info.get("download_checksums"),
        }
        for config, info in infos.items()
    }


def infos_differences(expected: dict, actual: dict) -> list[str]:
    old, new = infos_digest(expected), infos_digest(actual)
    found = []
    for config in sorted(old.keys() | new.keys()):
        before, after = old.get(config, {}), new.get(config, {})
        changed = [key for key in ("features", "splits", "download_checksums") if before.get(key) != after.get(key)]
        if changed:
            found.append(f"dataset_infos.json: config {config} differs in {', '.join(changed)}")
    return found
