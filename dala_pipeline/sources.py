"""Where the CoNLL-U comes from: the bundled files, a folder, or UD downloads."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .errors import DownloadError, SourceError

BUNDLED = "bundled"
UD_DDT = "ud-ddt"


@dataclass(frozen=True)
class RemoteFile:
    """A file of a pinned release and its git blob SHA-1."""

    name: str
    git_sha1: str


UD_DDT_RELEASE = "r2.17"
UD_DDT_BASE_URL = f"https://raw.githubusercontent.com/UniversalDependencies/UD_Danish-DDT/{UD_DDT_RELEASE}/"
UD_DDT_FILES = (
    RemoteFile("da_ddt-ud-train.conllu", "d3db8671f8dbad561fd80f11d2e19b47c9049b41"),
    RemoteFile("da_ddt-ud-dev.conllu", "29410816e752d64f2855bc655ab6c307eb45d60f"),
    RemoteFile("da_ddt-ud-test.conllu", "d43b16c9c274e32b89de2237d493aef81161fba5"),
)

_ALTERNATIVES = "use --data-dir DIR with the CoNLL-U files, or --source bundled for the dev+test portion shipped with DaLA"


def bundled_dir() -> Path:
    return Path(str(resources.files(__package__).joinpath("data", "ud_danish_ddt")))


def folder_files(folder: str | Path) -> list[Path]:
    """Every ``*.conllu`` in ``folder``, in name order."""
    folder = Path(folder)
    if not folder.is_dir():
        raise SourceError(folder, None, "not a folder")
    files = sorted(p for p in folder.glob("*.conllu") if p.is_file())
    if not files:
        raise SourceError(folder, None, "the folder has no *.conllu files")
    return files


def bundled_files() -> list[Path]:
    """UD Danish-DDT r2.17 dev and test, shipped as package data."""
    return folder_files(bundled_dir())


def _checksums(path: Path) -> tuple[int, str, str]:
    """Size, SHA-256 and git blob SHA-1 of a file, read in 1 MiB blocks."""
    size = path.stat().st_size
    sha256, git = hashlib.sha256(), hashlib.sha1(b"blob %d\0" % size)
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            sha256.update(block)
            git.update(block)
    return size, sha256.hexdigest(), git.hexdigest()


def git_blob_sha1(path: str | Path) -> str:
    """The SHA-1 git gives the file's content (``git hash-object``)."""
    return _checksums(Path(path))[2]


def describe(path: Path) -> dict[str, object]:
    """Name, size and checksums of a source file, for reports and infos."""
    size, sha256, git_sha1 = _checksums(path)
    return {"name": path.name, "num_bytes": size, "sha256": sha256, "git_sha1": git_sha1}


def download_verified(dl_manager, base_url: str, files: tuple[RemoteFile, ...]) -> list[Path]:
    """Download ``files`` from ``base_url`` with the builder's download manager
    and check each against its git blob SHA-1."""
    urls = {f.name: base_url + f.name for f in files}
    try:
        local = dl_manager.download(urls)
    except OSError as err:
        raise DownloadError(f"could not download the UD Danish-DDT files from {base_url}: {err}; {_ALTERNATIVES}") from err
    paths = []
    for remote in files:
        path = Path(str(local[remote.name]))
        found = git_blob_sha1(path)
        if found != remote.git_sha1:
            raise DownloadError(
                f"{urls[remote.name]} does not match UD Danish-DDT {UD_DDT_RELEASE}: "
                f"git blob SHA-1 {found}, expected {remote.git_sha1}; {_ALTERNATIVES}"
            )
        paths.append(path)
    return paths


def resolve(source: str, data_dir: str | None, dl_manager, base_url: str = UD_DDT_BASE_URL) -> list[Path]:
    """The CoNLL-U files for a build: ``data_dir`` wins over ``source``."""
    if data_dir:
        return folder_files(data_dir)
    resolvers = {
        BUNDLED: bundled_files,
        UD_DDT: lambda: download_verified(dl_manager, base_url, UD_DDT_FILES),
    }
    if source not in resolvers:
        raise SourceError(source, None, f"unknown source; choose one of {', '.join(resolvers)}")
    return resolvers[source]()
