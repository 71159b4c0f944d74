"""The download-and-verify path, against a local HTTP server on 127.0.0.1."""

import hashlib
import shutil
import time
from http.server import BaseHTTPRequestHandler

import pytest
from helpers import http_server, serving_folder

from corruptions import registry
from dala import Dala
from dala_pipeline.errors import DownloadError
from dala_pipeline.file_checks import git_blob_sha1
from dala_pipeline.read.sources import (
    bundled_dir,
    describe,
    download_verified,
    fetch,
)
from dala_pipeline.settings import BuildSettings

UD_DDT_FILES = registry.language().release.files
TRAIN, DEV, TEST = UD_DDT_FILES


@pytest.fixture
def mirror(tmp_path):
    """A folder served over HTTP; yields (folder, base URL)."""
    root = tmp_path / "mirror"
    root.mkdir()
    with serving_folder(root) as url:
        yield root, url + "/"


def _folder(tmp_path):
    return tmp_path / "downloads"


def test_bundled_files_have_the_release_checksums():
    assert git_blob_sha1(bundled_dir() / DEV.name) == DEV.git_sha1
    assert git_blob_sha1(bundled_dir() / TEST.name) == TEST.git_sha1


def test_describe_gives_size_and_checksums_of_the_bundled_dev_file():
    assert describe(bundled_dir() / DEV.name) == {
        "name": DEV.name,
        "num_bytes": 660002,
        "sha256": "d714b22776ad60fbdb6e4ffc15a5c3ffc162705617567d3cf2b09cc6b51e800a",
        "git_sha1": DEV.git_sha1,
    }


def test_describe_reads_files_larger_than_its_block_in_pieces(tmp_path):
    data = (bundled_dir() / DEV.name).read_bytes() * 5  # 3.3 MB: four 1 MiB blocks
    path = tmp_path / "big.conllu"
    path.write_bytes(data)
    found = describe(path)
    assert found["num_bytes"] == len(data)
    assert found["sha256"] == hashlib.sha256(data).hexdigest()
    assert found["git_sha1"] == hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def test_download_and_verify_dev_and_test(tmp_path, mirror):
    root, url = mirror
    for remote in (DEV, TEST):
        shutil.copy(bundled_dir() / remote.name, root / remote.name)
    paths = download_verified(_folder(tmp_path), url, (DEV, TEST))
    assert [git_blob_sha1(p) for p in paths] == [DEV.git_sha1, TEST.git_sha1]
    assert paths[0].read_bytes() == (bundled_dir() / DEV.name).read_bytes()


def test_a_wrong_file_fails_its_checksum(tmp_path, mirror):
    root, url = mirror
    altered = (bundled_dir() / TEST.name).read_bytes().replace(b"Han ", b"Hun ", 1)
    (root / TEST.name).write_bytes(altered)
    with pytest.raises(DownloadError) as caught:
        download_verified(_folder(tmp_path), url, (TEST,), release="UD Danish-DDT r2.17")
    message = str(caught.value)
    assert f"{url}{TEST.name} does not match UD Danish-DDT r2.17" in message
    found = hashlib.sha1(b"blob %d\0" % len(altered) + altered).hexdigest()
    assert f"git blob SHA-1 {found}, expected {TEST.git_sha1}" in message
    assert not (_folder(tmp_path) / TEST.name).exists()
    assert "--data-dir" in message and "--source bundled" in message


def test_a_missing_file_or_server_is_a_clear_error(tmp_path, mirror):
    _, url = mirror
    with pytest.raises(DownloadError, match=r"da_ddt-ud-dev.conllu: the server answered 404 .* use --data-dir DIR"):
        download_verified(_folder(tmp_path), url, (DEV,))
    with pytest.raises(DownloadError, match=r"127.0.0.1:9/da_ddt-ud-dev.conllu: .*Connection refused"):
        download_verified(_folder(tmp_path), "http://127.0.0.1:9/", (DEV,))
    assert list(_folder(tmp_path).iterdir()) == []  # no partial file left


def test_a_file_already_downloaded_is_not_fetched_again(tmp_path):
    folder = _folder(tmp_path)
    folder.mkdir()
    shutil.copy(bundled_dir() / DEV.name, folder / DEV.name)
    assert download_verified(folder, "http://127.0.0.1:9/", (DEV,)) == [folder / DEV.name]


class _Misbehaving(BaseHTTPRequestHandler):
    """A mirror that stalls, trickles, lies about sizes or stops early, by path."""

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.send_response(200)
        if self.path == "/stall":
            self.send_header("Content-Length", "100")
            self.end_headers()
            self.wfile.flush()
            time.sleep(3)
        elif self.path == "/trickle":
            self.end_headers()
            for _ in range(40):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(0.1)
        elif self.path == "/huge-length":
            self.send_header("Content-Length", str(10 * 1024 ** 3))
            self.end_headers()
        elif self.path == "/endless":
            self.end_headers()
            for _ in range(64):
                self.wfile.write(b"y" * 65536)
        elif self.path == "/truncated":
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(b"z" * 1000)


@pytest.fixture
def misbehaving():
    with http_server(_Misbehaving) as url:
        yield url


# a timeout the stall and the trickle reach: the shorter, the sooner they do
@pytest.mark.parametrize("path, size, timeout, reason", [
    ("/stall", 1000, 0.5, r"timed out \(timeout 0.5 s\)"),
    ("/trickle", 1000, 0.5, r"stalled \(\d+ bytes in 0.5 s\)"),
    ("/huge-length", 1000, 1, r"the server announces 10737418240 bytes, more than the 1000"),
    ("/endless", 100_000, 1, r"more than 100000 bytes"),
    ("/truncated", 10_000, 1, r"the download ended after 1000 of 5000 bytes"),
])
def test_a_misbehaving_mirror_is_a_bounded_clear_error(tmp_path, misbehaving, path, size, timeout, reason):
    target = tmp_path / "file.conllu"
    with pytest.raises(DownloadError, match=reason) as caught:
        fetch(misbehaving + path, target, size, timeout=timeout)
    assert str(caught.value).startswith(misbehaving + path + ": ")
    assert list(tmp_path.iterdir()) == []


def test_the_builder_downloads_into_its_cache(tmp_path, mirror):
    root, url = mirror
    for remote in UD_DDT_FILES:  # train is not shipped: serve a stand-in that must be refused
        shutil.copy(bundled_dir() / (remote.name if remote is not TRAIN else DEV.name), root / remote.name)
    builder = Dala(config_name="pairs", cache_dir=str(tmp_path / "hf"),
                   settings=BuildSettings(source="ud-ddt", ud_base_url=url))
    with pytest.raises(DownloadError, match=f"{TRAIN.name} does not match"):
        builder.download_and_prepare()
