"""Stage 8: push a built folder to the Hugging Face Hub in one commit.

Only the build goes up: the files ``build_report.json`` lists, each checked
first (present, a regular file, the recorded size and SHA-256; Parquet
files open and hold the recorded rows), and the report itself. Anything
else in the folder is left out and named, with a warning for names that
look like secrets. All of this happens before any network, also for
``--dry-run``. Hub calls have a timeout; the token comes from where
``huggingface_hub`` looks (``HF_TOKEN`` or the login cache) and is
removed from every error message.
"""

from __future__ import annotations

import fnmatch
import importlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from dala_pipeline.errors import DalaError, shown
from dala_pipeline.names import REPORT_NAME
from dala_pipeline.write.folder import contents

#: Seconds a Hub call may wait for an answer (``DALA_HUB_TIMEOUT`` overrides it).
HUB_TIMEOUT = 60.0
_SECRET_PATTERNS = (".env", ".env.*", "*.pem", "*.key", "id_*", "*token*", "*secret*", "*password*",
                    ".netrc", "*.p12", "credentials*")


class PushError(DalaError):
    """The folder may not be pushed, or the Hub refused it."""


def looks_secret(name: str) -> bool:
    """Whether a file name looks like it holds a secret (``.env``, ``id_rsa``, ``*token*``, ...)."""
    base = name.rsplit("/", 1)[-1].lower()
    return any(fnmatch.fnmatch(base, pattern) for pattern in _SECRET_PATTERNS)


@dataclass(frozen=True)
class PushPlan:
    folder: Path
    files: tuple[str, ...]
    skipped: tuple[str, ...]
    commit_message: str


def plan_push(folder: str | Path) -> PushPlan:
    """Check that the folder is an intact, gated DaLA build and list what would be uploaded."""
    folder = Path(folder)
    report_path = folder / REPORT_NAME
    if not report_path.is_file():
        raise PushError(f"{shown(str(folder))} has no {REPORT_NAME}: build it with `dala build --out {folder}` first")
    try:
        report = json.loads(report_path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as err:
        raise PushError(f"{shown(str(report_path))} is not valid JSON: {err}") from err
    if not isinstance(report, dict) or report.get("tool") != "dala" or report.get("gate_passed") is not True:
        raise PushError(f"{shown(str(report_path))} does not record a passed publication gate; refusing to push")
    listed = report.get("files")
    if not isinstance(listed, dict) or not listed:
        raise PushError(f"{shown(str(report_path))} lists no files (not written by this version of dala); "
                        "build the folder again")
    found = contents(folder)  # hashes every listed file once
    for name, recorded in listed.items():
        _check_file(folder, name, recorded, found.changed)
    _check_rows(folder, report)
    skipped = tuple(sorted(found.user))
    files = tuple(sorted({*listed, REPORT_NAME}))
    configs = ", ".join(report.get("configs", {}))
    message = f"DaLA {report.get('version')} (seed {report.get('seed')}): {configs}"
    return PushPlan(folder, files, skipped, message)


def _check_file(folder: Path, name: str, recorded: object, changed: frozenset[str]) -> None:
    path = folder / name
    if ".." in Path(name).parts or Path(name).is_absolute():
        raise PushError(f"{REPORT_NAME} lists {shown(name)}, which is outside the folder; refusing to push")
    if path.is_symlink() or not path.is_file():
        raise PushError(f"{shown(str(path))} is missing or not a regular file; build the folder again")
    if name in changed or not (isinstance(recorded, dict) and {"size", "sha256"} <= recorded.keys()):
        raise PushError(f"{shown(str(path))} differs from the file the build wrote (size or SHA-256); "
                        "build the folder again")


def _check_rows(folder: Path, report: dict) -> None:
    """Every split's Parquet file opens and holds the rows the report records."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from dala_pipeline.names import data_file

    for config, info in report.get("configs", {}).items():
        for split, recorded in info.get("splits", {}).items():
            path = folder / data_file(config, split)
            try:
                rows = pq.ParquetFile(path).metadata.num_rows
            except (OSError, pa.ArrowException) as err:
                raise PushError(f"{shown(str(path))} is not a readable Parquet file: {err}") from err
            if rows != recorded.get("rows"):
                raise PushError(f"{shown(str(path))} holds {rows} rows, the report records {recorded.get('rows')}")


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Connection failures of whichever HTTP client huggingface_hub uses."""
    from huggingface_hub.errors import HfHubHTTPError

    errors: list[type[BaseException]] = [OSError, HfHubHTTPError]
    for module, name in (("httpx2", "TransportError"), ("httpx", "TransportError"), ("requests", "RequestException")):
        try:
            errors.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(errors)


def _bound_hub_calls(seconds: float) -> None:
    """Give the client ``huggingface_hub`` shares between calls a timeout."""
    from huggingface_hub.utils import get_session

    session = get_session()
    if hasattr(session, "timeout"):
        session.timeout = seconds


def scrub(text: str, secret: str | None) -> str:
    """``text`` without the token (and its tail, as some servers echo part of it)."""
    if not secret:
        return text
    text = text.replace(secret, "[token]")
    return re.sub(re.escape(secret[-12:]), "[token]", text) if len(secret) > 12 else text


def push(plan: PushPlan, repo_id: str, revision: str | None = None,
         private: bool = False, create_pr: bool = False, api=None) -> str:
    """Create the dataset repo if needed and upload the plan's files in one commit; return its URL."""
    from huggingface_hub import CommitOperationAdd, HfApi
    from huggingface_hub.utils import get_token

    _bound_hub_calls(float(os.environ.get("DALA_HUB_TIMEOUT", HUB_TIMEOUT)))
    api = api or HfApi()
    token = api.token or get_token()
    operations = [CommitOperationAdd(path_in_repo=name, path_or_fileobj=str(plan.folder / name))
                  for name in plan.files]
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        if revision and not create_pr:
            api.create_branch(repo_id, branch=revision, repo_type="dataset", exist_ok=True)
        info = api.create_commit(repo_id=repo_id, repo_type="dataset", operations=operations,
                                 revision=revision, create_pr=create_pr, commit_message=plan.commit_message)
    except _transport_errors() as err:
        reason = scrub(f"{type(err).__name__}: {err}", token)
        raise PushError(f"pushing to {repo_id} on {api.endpoint} failed: {reason}") from None
    return str(info.pr_url or info.commit_url)
