"""The download-and-verify path, against a local HTTP server on 127.0.0.1."""

import functools
import hashlib
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from datasets import DownloadConfig, DownloadManager

from dala import Dala
from dala_pipeline.errors import DownloadError
from dala_pipeline.settings import BuildSettings
from dala_pipeline.sources import UD_DDT_FILES, bundled_dir, describe, download_verified, git_blob_sha1

TRAIN, DEV, TEST = UD_DDT_FILES


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def mirror(tmp_path):
    """A folder served over HTTP; yields (folder, base URL)."""
    root = tmp_path / "mirror"
    root.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _manager(tmp_path):
    return DownloadManager(download_config=DownloadConfig(cache_dir=str(tmp_path / "cache")))


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
    paths = download_verified(_manager(tmp_path), url, (DEV, TEST))
    assert [git_blob_sha1(p) for p in paths] == [DEV.git_sha1, TEST.git_sha1]
    assert paths[0].read_bytes() == (bundled_dir() / DEV.name).read_bytes()


def test_a_wrong_file_fails_its_checksum(tmp_path, mirror):
    root, url = mirror
    shutil.copy(bundled_dir() / DEV.name, root / TEST.name)
    with pytest.raises(DownloadError) as caught:
        download_verified(_manager(tmp_path), url, (TEST,))
    message = str(caught.value)
    assert f"{url}{TEST.name} does not match UD Danish-DDT r2.17" in message
    assert f"git blob SHA-1 {DEV.git_sha1}, expected {TEST.git_sha1}" in message
    assert "--data-dir" in message and "--source bundled" in message


def test_a_missing_file_or_server_is_a_clear_error(tmp_path, mirror):
    _, url = mirror
    with pytest.raises(DownloadError, match=r"could not download .* use --data-dir DIR"):
        download_verified(_manager(tmp_path), url, (DEV,))
    with pytest.raises(DownloadError, match="could not download"):
        download_verified(_manager(tmp_path), "http://127.0.0.1:9/", (DEV,))


def test_the_builder_downloads_through_its_download_manager(tmp_path, mirror):
    root, url = mirror
    for remote in UD_DDT_FILES:  # train is not shipped: serve a stand-in that must be refused
        shutil.copy(bundled_dir() / (remote.name if remote is not TRAIN else DEV.name), root / remote.name)
    builder = Dala(config_name="pairs", cache_dir=str(tmp_path / "hf"),
                   settings=BuildSettings(source="ud-ddt", ud_base_url=url))
    with pytest.raises(DownloadError, match=f"{TRAIN.name} does not match"):
        builder.download_and_prepare()
