"""Everything that reaches the card is escaped or validated, and the card and
the builder describe the source the build was made from."""

import json
import re
from html import unescape
from pathlib import Path

import pytest
import yaml
from markdown_it import MarkdownIt

from dala_cli.cli import main
from dala_cli.targets import printable
from dala_pipeline.read.sources import bundled_dir
from dala_pipeline.write.card import DALA_CITATION, md_code, md_text

#: A source word that would be HTML and Markdown if it went in raw.
HOSTILE = "</textarea><img/src/onerror=alert(2)>*x*_[a](b)`c`|$d$"
DEV = bundled_dir() / "da_ddt-ud-dev.conllu"


def _hostile_source(folder: Path) -> Path:
    """The bundled dev file with every final full stop written as HOSTILE + '.'."""
    blocks = []
    for block in DEV.read_text(encoding="utf-8").strip("\n").split("\n\n"):
        lines = block.split("\n")
        last = lines[-1].split("\t")
        text_line = next(i for i, line in enumerate(lines) if line.startswith("# text = "))
        if last[1] == "." and lines[text_line].endswith("."):
            last[1] = last[2] = HOSTILE + "."
            lines[-1] = "\t".join(last)
            lines[text_line] = lines[text_line][:-1] + HOSTILE + "."
        blocks.append("\n".join(lines))
    folder.mkdir()
    (folder / "hostile.conllu").write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    return folder


def _card(folder: Path) -> tuple[dict, str]:
    text = (folder / "README.md").read_text(encoding="utf-8")
    _, front, body = text.split("---\n", 2)
    return yaml.safe_load(front), body


def _html(body: str) -> str:
    return MarkdownIt("commonmark").enable("table").render(body)


@pytest.fixture(scope="module")
def hostile_build(tmp_path_factory):
    """A pairs build of a --data-dir source with no description and HTML in every sentence."""
    root = tmp_path_factory.mktemp("hostile")
    source = _hostile_source(root / "source")
    # markup in every sentence is no Danish: the language check would refuse it (93 of 100 sampled)
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--out", str(root / "out"),
                 "--no-language-check"]) == 0
    return root / "out"


@pytest.fixture(scope="module")
def described_build(tmp_path_factory):
    """A pairs build of a --data-dir source described by dala-source.json and a flag."""
    root = tmp_path_factory.mktemp("described")
    source = root / "source"
    source.mkdir()
    (source / DEV.name).write_bytes(DEV.read_bytes())
    (source / "dala-source.json").write_text(json.dumps({
        "name": "Mit <b>korpus</b>", "licence": "CC BY 4.0", "homepage": "https://example.org/korpus",
        "citation": "@misc{mit,\n  title = {```\n## Injected <img src=x onerror=alert(1)>},\n}",
    }), encoding="utf-8")
    assert main(["build", "--config", "pairs", "--data-dir", str(source), "--source-name", "Avisarkivet 2024",
                 "--out", str(root / "out")]) == 0
    return root / "out"


# ---------------------------------------------------------------- case 10: source text


def test_source_text_in_the_examples_is_escaped_for_markdown_and_html(hostile_build):
    _, body = _card(hostile_build)
    examples = body[body.index("## One example per corruption type"):body.index("## How it was built")]
    assert HOSTILE not in body and "<img" not in body and "</textarea>" not in body
    escaped = r"&lt;/textarea&gt;&lt;img/src/onerror=alert(2)&gt;\*x\*\_\[a\](b)\`c\`\|\$d\$"
    assert examples.count(escaped) >= 20
    html = _html(examples)
    assert "<img" not in html and "<em>" not in html and "<a " not in html and "<code>c</code>" not in html
    # rendered, the examples show the source sentences as they are
    shown = [unescape(s) for s in re.findall(r"(?:correct|incorrect): (.*?)</", html)]
    good = json.loads((hostile_build / "build_report.json").read_text())["configs"]["pairs"]["splits"]["test"]
    assert len(shown) == 2 * len(good["corruption_types"])
    assert sum(HOSTILE + "." in s for s in shown) >= 20


def test_markdown_and_code_escapes_round_trip_through_a_renderer():
    for text in (HOSTILE, "a\nb\u2028## c", "&amp; <!-- x", "``` `` `"):
        rendered = _html(f"x {md_text(text)}")
        plain = " ".join(text.split())
        assert rendered == f"<p>x {plain.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</p>\n"
        code = _html(f"x {md_code(text)}")
        assert "<img" not in code and code.startswith("<p>x <code>")


# ---------------------------------------------------------------- case 12: what the source is


def test_a_source_without_a_description_says_its_licence_is_unknown(hostile_build):
    meta, body = _card(hostile_build)
    assert meta["license"] == "unknown"
    flat = " ".join(body.split())
    assert "Real Danish sentences from the CoNLL-U files given to `dala build --data-dir`, each" in flat
    assert "Unknown licence: no licence was given for the source" in body
    for ddt in ("UD Danish-DDT", "CC BY-SA", "johannsen", "universaldependencies.org"):
        assert ddt not in body, ddt
    info = json.loads((hostile_build / "dataset_infos.json").read_text())["pairs"]
    assert (info["license"], info["homepage"], info["citation"]) == ("unknown", "", DALA_CITATION)
    assert "(a source without a name)" in info["description"]
    about = json.loads((hostile_build / "build_report.json").read_text())["source"]["about"]
    assert about == {"name": None, "licence": None, "citation": None, "homepage": None}


def test_dala_source_json_and_the_flags_describe_the_source(described_build):
    meta, body = _card(described_build)
    assert meta["license"] == "cc-by-4.0"
    flat = " ".join(body.split())
    assert "Real Danish sentences from Avisarkivet 2024, each" in flat   # the flag wins over the file
    assert ("Licence: CC BY 4.0, that of the source it is derived from: Avisarkivet 2024, "
            "https://example.org/korpus.") in flat
    html = _html(body)
    assert "<img src=x" not in html and "Injected</h2>" not in html
    assert '<pre><code class="language-bibtex">@misc{mit,\n  title = {```\n## Injected &lt;img' in html
    info = json.loads((described_build / "dataset_infos.json").read_text())["pairs"]
    assert info["license"] == "cc-by-4.0" and info["homepage"] == "https://example.org/korpus"
    assert info["description"].startswith("DaLA pairs real Danish sentences (Avisarkivet 2024) with")
    assert info["citation"].startswith(DALA_CITATION) and "@misc{mit," in info["citation"]


def test_the_bundled_build_cites_ud_danish_ddt_and_dala_with_its_authors(built):
    meta, body = _card(built)
    assert meta["license"] == "cc-by-sa-4.0"
    assert "Real Danish sentences from UD Danish-DDT r2.17 (dev and test), each" in " ".join(body.split())
    assert "Licence: CC BY-SA 4.0, that of the source it is derived from: UD Danish-DDT r2.17" in body
    authors = "Barmina, Gianluca and Norman, Nathalie Carmen Hau and Schneider-Kamp, Peter and Galke Poech, Lukas"
    assert f"author = {{{authors}}}" in DALA_CITATION and DALA_CITATION in body
    assert "@inproceedings{johannsen-etal-2015-universal," in body
    info = json.loads((built / "dataset_infos.json").read_text())["medium"]
    assert info["citation"].startswith(DALA_CITATION) and "johannsen-etal-2015-universal" in info["citation"]
    assert info["homepage"] == "https://universaldependencies.org/treebanks/da_ddt/"


@pytest.mark.parametrize("meta, flags, message", [
    ({"name": "x", "licens": "MIT"}, [], "dala-source.json: unknown field 'licens'; the fields are name, licence, "
                                         "citation, homepage"),
    ({"homepage": "javascript:alert(1)"}, [], "dala-source.json: homepage must be an http:// or https:// address"),
    ({"name": "Korpus\n## Injected"}, [], "dala-source.json: name must be one line of printable text"),
    ({"licence": 4}, [], "dala-source.json: licence must be a text"),
    ("[1, 2]", [], "dala-source.json: must be an object with name, licence, citation, homepage"),
    (None, ["--source-name", "a\x1b[2Jb"], "--source-name must be one line of printable text"),
])
def test_a_bad_source_description_is_refused_before_any_work(tmp_path, capsys, meta, flags, message):
    source = tmp_path / "source"
    source.mkdir()
    (source / DEV.name).write_bytes(DEV.read_bytes())
    if meta is not None:
        (source / "dala-source.json").write_text(meta if isinstance(meta, str) else json.dumps(meta))
    assert main(["build", "--data-dir", str(source), *flags, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_a_built_in_source_takes_no_description_flags(tmp_path, capsys):
    assert main(["build", "--source-licence", "MIT", "--out", str(tmp_path / "out")]) == 2
    assert "--source-licence describes a --data-dir or --text source; the bundled source describes itself" \
        in capsys.readouterr().err


# ---------------------------------------------------------------- case 6: precision.json


def _precision(**changes) -> dict:
    t = {"n": 5, "errors": 3, "precision": 0.6, "wilson_low": 0.23, "wilson_high": 0.88, "originals_bad": 1,
         "lenient_errors": 4, "lenient_precision": 0.8}
    data = {"reviewers": 2, "types": {"flip_som_der": t}, "controls": {"n": 1, "false_alarms": 1},
            "agreement": 0.857, "kappa": 0.708, "date": "2026-11-30"}
    for path, value in changes.items():
        where = data
        *parents, last = path.split("__")
        for parent in parents:
            where = where[parent]
        where[last] = value
    return data


@pytest.mark.parametrize("data, problem", [
    ({"types": {"`x`\n\n## Injected\n<img src=x onerror=alert(1)>": {}}, "reviewers": 1},
     "types: '`x`\\n\\n## Injected\\n<img src=x onerror=alert(1)>' is not a corruption type of this build"),
    (_precision(types__flip_som_der__precision=1.5), "types.flip_som_der: precision must be a number from 0 to 1"),
    (_precision(types__flip_som_der__errors=6), "types.flip_som_der: n must be at least 1 and at least errors"),
    (_precision(types__flip_som_der__precision=0.7), "types.flip_som_der: precision must be errors / n"),
    (_precision(date="2026-11-30\n## Injected"), "date must be an ISO date (YYYY-MM-DD)"),
    (_precision(date="2026-02-30"), "date must be an ISO date (YYYY-MM-DD)"),
    (_precision(reviewers="2 <img src=x onerror=alert(1)>"), "reviewers must be a whole number of at least 1"),
    (_precision(reviewers=2.0), "reviewers must be a whole number of at least 1"),
    (_precision(reviewers=True), "reviewers must be a whole number of at least 1"),
    (_precision(kappa=1.5), "kappa must be null or a number from -1 to 1"),
    (_precision(controls={"n": 1}), "controls must be"),
    (_precision(notes="<script>"), "unknown field 'notes'"),
    ({"types": {"flip_som_der": {"n": 1}}, "reviewers": 1}, "types.flip_som_der: errors must be a whole number"),
])
def test_a_precision_file_outside_its_schema_is_refused_before_any_work(tmp_path, capsys, data, problem):
    path = tmp_path / "precision.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["build", "--precision", str(path), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert f"--precision {path}: not a precision.json of `dala review score`: {problem}" in err
    assert err.count("\n") == 1 and not (tmp_path / "out").exists()


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_numbers_in_a_precision_file_are_refused(tmp_path, capsys, number):
    path = tmp_path / "precision.json"
    path.write_text(json.dumps(_precision()).replace('"precision": 0.6', f'"precision": {number}'), encoding="utf-8")
    assert main(["build", "--precision", str(path), "--out", str(tmp_path / "out")]) == 2
    assert f"cannot read a precision.json: {number} is not a number JSON allows" in capsys.readouterr().err


# ---------------------------------------------------------------- case 20: the terminal


def test_terminal_codes_in_a_sent_id_never_reach_the_terminal(tmp_path, capsys):
    source = tmp_path / "source"
    source.mkdir()
    text = DEV.read_text(encoding="utf-8").replace("# sent_id = dev-0\n", "# sent_id = dev-0\x1b[2J\x1b]0;x\x07\n", 1)
    (source / DEV.name).write_text(text, encoding="utf-8")
    assert main(["corruptions", "--data-dir", str(source), "--show", "flip_neighbours", "--limit", "1"]) == 2
    captured = capsys.readouterr()
    assert "\x1b" not in captured.out + captured.err and "\x07" not in captured.out + captured.err
    assert "(sent_id 'dev-0\\x1b[2J\\x1b]0;x\\x07'): the sent_id contains U+001B" in captured.err
    assert printable("dev-1\x1b[2J\u2028x") == "dev-1\\x1b[2J\\u2028x"


def test_a_text_source_is_described_by_the_dala_source_json_beside_it(tmp_path):
    from dala_pipeline.errors import SourceError
    from dala_pipeline.read.sources import source_about
    from dala_pipeline.settings import BuildSettings

    first, second = tmp_path / "a", tmp_path / "b"
    for folder, licence in ((first, "CC0 1.0"), (second, "MIT")):
        folder.mkdir()
        (folder / "tekst.txt").write_text("Hun kom hjem i går.\n", encoding="utf-8")
        (folder / "dala-source.json").write_text(json.dumps({"name": "Breve", "licence": licence}), encoding="utf-8")
    about = source_about(BuildSettings(text=(str(first / "tekst.txt"),), about_homepage="https://example.org/breve"))
    assert about == {"name": "Breve", "licence": "CC0 1.0", "citation": None, "homepage": "https://example.org/breve"}
    with pytest.raises(SourceError, match=r"b/dala-source.json: licence differs from .*a/dala-source.json: give one "
                                          r"dala-source.json or --source-licence"):
        source_about(BuildSettings(text=(str(first), str(second))))
    # the flag settles what the files disagree on
    assert source_about(BuildSettings(text=(str(first), str(second)), about_licence="MIT"))["licence"] == "MIT"
