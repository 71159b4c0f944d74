"""Stage 7: push a built folder to the Hugging Face Hub in one commit.

The token comes from where ``huggingface_hub`` looks (``HF_TOKEN`` or the
login cache) and is never printed. A folder is pushed only when its
``build_report.json`` says the publication gate passed.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from pathlib import Path

from huggingface_hub import HfApi
from huggingface_hub.errors import HfHubHTTPError

from .errors import DalaError
from .names import REPORT_NAME


class PushError(DalaError):
    """The folder may not be pushed, or the Hub refused it."""


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Connection failures of whichever HTTP client huggingface_hub uses."""
    errors: list[type[BaseException]] = [OSError, HfHubHTTPError]
    for module, name in (("httpx2", "TransportError"), ("httpx", "TransportError"), ("requests", "ConnectionError")):
        try:
            errors.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(errors)


@dataclass(frozen=True)
class PushPlan:
    folder: Path
    files: tuple[str, ...]
    commit_message: str


def plan_push(folder: str | Path) -> PushPlan:
    """Check the folder is a gated DaLA build and list what would be uploaded."""
    folder = Path(folder)
    report_path = folder / REPORT_NAME
    if not report_path.is_file():
        raise PushError(f"{folder} has no {REPORT_NAME}: build it with `dala build --out {folder}` first")
    try:
        report = json.loads(report_path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise PushError(f"{report_path} is not valid JSON: {err}") from err
    if report.get("tool") != "dala" or report.get("gate_passed") is not True:
        raise PushError(f"{report_path} does not record a passed publication gate; refusing to push")
    files = tuple(sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()))
    configs = ", ".join(report.get("configs", {}))
    message = f"DaLA {report.get('version')} (seed {report.get('seed')}): {configs}"
    return PushPlan(folder, files, message)


def push(plan: PushPlan, repo_id: str, revision: str | None = None,
         private: bool = False, create_pr: bool = False, api: HfApi | None = None) -> str:
    """Create the dataset repo if needed and upload the folder in one commit; return its URL."""
    api = api or HfApi()
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        if revision and not create_pr:
            api.create_branch(repo_id, branch=revision, repo_type="dataset", exist_ok=True)
        info = api.upload_folder(
            repo_id=repo_id, folder_path=str(plan.folder), repo_type="dataset",
            revision=revision, create_pr=create_pr, commit_message=plan.commit_message,
        )
    except _transport_errors() as err:
        raise PushError(f"pushing to {repo_id} on {api.endpoint} failed: {type(err).__name__}: {err}") from err
    return str(info.pr_url or info.commit_url)
