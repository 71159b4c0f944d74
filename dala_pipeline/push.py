"""Push a built folder to the Hugging Face Hub in one commit.

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
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dala_pipeline.errors import DalaError, quoted, shown
from dala_pipeline.file_checks import read_json
from dala_pipeline.names import REPORT_NAME, is_build_file
from dala_pipeline.write.folder import contents, link_on_path

#: Seconds a Hub call may wait for an answer (``DALA_HUB_TIMEOUT`` overrides it).
HUB_TIMEOUT = 60.0
TIMEOUT_ENV = "DALA_HUB_TIMEOUT"
_SECRET_PATTERNS = (".env", ".env.*", "*.pem", "*.key", "id_*", "*token*", "*secret*", "*password*",
                    ".netrc", "*.p12", "credentials*")


class PushError(DalaError):
    """The folder may not be pushed, or the Hub refused it."""


def hub_timeout() -> float:
    """Seconds a Hub call may wait: ``DALA_HUB_TIMEOUT`` if set (a finite number above 0), else 60."""
    value = os.environ.get(TIMEOUT_ENV)
    if value is None:
        return HUB_TIMEOUT
    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not (math.isfinite(seconds) and seconds > 0):
        raise PushError(f"{TIMEOUT_ENV}={quoted(value)}: expected a number of seconds above 0, e.g. 60")
    return seconds


def check_repo_id(repo_id: str) -> None:
    """Refuse, before any network, a name the Hub does not accept as a repository id."""
    from huggingface_hub.errors import HFValidationError
    from huggingface_hub.utils import validate_repo_id

    try:
        validate_repo_id(repo_id)
    except HFValidationError:
        raise PushError(f"--repo-id {quoted(repo_id)} is not a Hub repository id: NAMESPACE/NAME of letters, "
                        "digits, '-', '_' and '.', not starting or ending with '-' or '.', at most 96 "
                        "characters") from None


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
    if report_path.is_symlink():
        raise PushError(f"{shown(str(report_path))} is a symbolic link, not the report a build writes; "
                        "build the folder again")
    if not report_path.is_file():
        raise PushError(f"{shown(str(folder))} has no {REPORT_NAME}: build it with `dala build --out {folder}` first")
    try:
        report = read_json(report_path)
    except (OSError, ValueError) as err:
        raise PushError(f"{shown(str(report_path))} is not valid JSON: {err}") from None
    if not isinstance(report, dict) or report.get("tool") != "dala" or report.get("gate_passed") is not True:
        raise PushError(f"{shown(str(report_path))} does not record a passed publication gate; refusing to push")
    listed = report.get("files")
    if not isinstance(listed, dict) or not listed:
        raise PushError(f"{shown(str(report_path))} lists no files (not written by this version of dala); "
                        "build the folder again")
    found = contents(folder)  # hashes every listed file once
    for name in listed:
        _check_file(folder, name, found.owned)
    _check_rows(folder, report, listed)
    skipped = tuple(sorted(found.user))
    files = tuple(sorted({*listed, REPORT_NAME}))
    configs = ", ".join(report.get("configs", {}))
    message = f"DaLA {report.get('version')} (seed {report.get('seed')}): {configs}"
    return PushPlan(folder, files, skipped, message)


def _check_file(folder: Path, name: str, owned: Mapping[str, object]) -> None:
    path = folder / name
    if ".." in Path(name).parts or Path(name).is_absolute():
        raise PushError(f"{REPORT_NAME} lists {shown(name)}, which is outside the folder; refusing to push")
    if not is_build_file(name):
        raise PushError(f"{REPORT_NAME} lists {shown(name)}, which a build never writes; refusing to push "
                        "(build the folder again)")
    link = link_on_path(folder, name)
    if link is not None:
        raise PushError(f"{shown(str(path))} is reached through the symbolic link {shown(link)}, and a build "
                        "never writes through one; build the folder again")
    if not path.is_file():
        raise PushError(f"{shown(str(path))} is missing or not a regular file; build the folder again")
    if name not in owned:
        raise PushError(f"{shown(str(path))} differs from the file the build wrote (size or SHA-256); "
                        "build the folder again")


def _check_rows(folder: Path, report: dict, listed: Mapping[str, object]) -> None:
    """Every split's Parquet file is a listed file, opens and holds the rows the report records."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from dala_pipeline.names import data_file

    configs = report.get("configs")
    for config, info in (configs.items() if isinstance(configs, dict) else ()):
        splits = info.get("splits") if isinstance(info, dict) else None
        for split, recorded in (splits.items() if isinstance(splits, dict) else ()):
            name = data_file(config, split)
            if name not in listed or not isinstance(recorded, dict):
                raise PushError(f"{REPORT_NAME} records the split {shown(config)}/{shown(split)} but not its file "
                                f"{shown(name)}; build the folder again")
            path = folder / name
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

    _bound_hub_calls(hub_timeout())
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
