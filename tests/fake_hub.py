"""A small stand-in for the Hugging Face Hub HTTP API, for push tests.

It answers the endpoints ``huggingface_hub`` uses to create a dataset repo,
a branch, a pull request and one commit of regular (non-LFS) files, and records what
arrives: requests, headers and the files of each commit.
"""

from __future__ import annotations

import base64
import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote

import yaml


@dataclass
class Recorded:
    requests: list[tuple[str, str]] = field(default_factory=list)
    authorizations: list[str] = field(default_factory=list)
    repos: list[dict] = field(default_factory=list)
    branches: list[str] = field(default_factory=list)
    pull_requests: list[dict] = field(default_factory=list)
    commits: list[dict] = field(default_factory=list)


_PREUPLOAD = re.compile(r"^/api/datasets/(?P<repo>[^/]+/[^/]+)/preupload/(?P<rev>[^?]+)")
_COMMIT = re.compile(r"^/api/datasets/(?P<repo>[^/]+/[^/]+)/commit/(?P<rev>[^?]+)")
_DISCUSSIONS = re.compile(r"^/api/datasets/(?P<repo>[^/]+/[^/]+)/discussions$")
_DISCUSSION = re.compile(r"^/api/datasets/(?P<repo>[^/]+/[^/]+)/discussions/(?P<num>\d+)")
_BRANCH = re.compile(r"^/api/datasets/(?P<repo>[^/]+/[^/]+)/branch/(?P<rev>[^?]+)")


def _yaml_errors(readme: str) -> list[dict]:
    """The card's YAML front matter must parse and name its configs."""
    if not readme.startswith("---\n") or "\n---\n" not in readme[4:]:
        return [{"message": "no YAML front matter"}]
    try:
        metadata = yaml.safe_load(readme[4:readme.index("\n---\n", 4)])
    except yaml.YAMLError as err:
        return [{"message": f"invalid YAML: {err}"}]
    if not isinstance(metadata, dict) or "configs" not in metadata:
        return [{"message": "no configs in the YAML front matter"}]
    return []


class FakeHub:
    def __init__(self):
        self.recorded = Recorded()
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _reply(self, status: int, payload) -> None:
                body = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _body(self) -> bytes:
                length = int(self.headers.get("Content-Length") or 0)
                return self.rfile.read(length) if length else b""

            def do_GET(self):
                hub.recorded.requests.append(("GET", self.path))
                if match := _DISCUSSION.match(self.path):
                    return self._reply(200, hub.discussion(match["repo"], int(match["num"])))
                return self._reply(200, {})

            def do_POST(self):
                body = self._body()
                hub.recorded.requests.append(("POST", self.path))
                hub.recorded.authorizations.append(self.headers.get("Authorization") or "")
                if self.path.startswith("/api/repos/create"):
                    request = json.loads(body)
                    hub.recorded.repos.append(request)
                    name = f"{request.get('organization')}/{request['name']}"
                    return self._reply(200, {"url": f"{hub.url}datasets/{name}", "name": name})
                if self.path.startswith("/api/validate-yaml"):
                    return self._reply(200, {"errors": _yaml_errors(json.loads(body)["content"]), "warnings": []})
                if match := _PREUPLOAD.match(self.path):
                    files = json.loads(body)["files"]
                    return self._reply(200, {"files": [
                        {"path": f["path"], "uploadMode": "regular", "shouldIgnore": False} for f in files
                    ]})
                if match := _DISCUSSIONS.match(self.path):
                    hub.recorded.pull_requests.append(json.loads(body))
                    return self._reply(200, hub.discussion(match["repo"], len(hub.recorded.pull_requests)))
                if match := _BRANCH.match(self.path):
                    hub.recorded.branches.append(match["rev"])
                    return self._reply(200, {})
                if match := _COMMIT.match(self.path):
                    commit = {"repo": match["repo"], "revision": unquote(match["rev"]), "files": {}, "header": None}
                    for line in body.decode().splitlines():
                        item = json.loads(line)
                        if item["key"] == "header":
                            commit["header"] = item["value"]
                        elif item["key"] == "file":
                            commit["files"][item["value"]["path"]] = base64.b64decode(item["value"]["content"])
                    oid = "0" * 40
                    reply = {"commitUrl": f"{hub.url}datasets/{match['repo']}/commit/{oid}", "commitOid": oid}
                    if "create_pr=1" in self.path.partition("?")[2]:
                        # the Hub opens the pull request and commits to its ref
                        hub.recorded.pull_requests.append({"title": commit["header"]["summary"]})
                        number = len(hub.recorded.pull_requests)
                        commit["revision"] = f"refs/pr/{number}"
                        reply["pullRequestUrl"] = f"{hub.url}datasets/{match['repo']}/discussions/{number}"
                    hub.recorded.commits.append(commit)
                    return self._reply(200, reply)
                return self._reply(404, {"error": f"fake hub does not know {self.path}"})

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    def discussion(self, repo: str, number: int) -> dict:
        """The pull request ``number`` as the Hub describes it."""
        return {
            "num": number, "title": self.recorded.pull_requests[number - 1].get("title"),
            "isPullRequest": True, "status": "draft", "author": {"name": "someone"},
            "createdAt": "2026-01-01T00:00:00.000Z", "events": [], "filesWithConflicts": [],
            "changes": {"base": "refs/heads/main"}, "repo": {"name": repo, "type": "dataset"},
        }

    def __enter__(self) -> FakeHub:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
