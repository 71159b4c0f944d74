"""What rules and settings declare is true, and what is derived from it agrees."""

import dataclasses
import enum
from pathlib import Path

import pytest

from corruptions import registry
from corruptions.base import Annotation
from corruptions.sentence import Feats, Sentence
from dala_pipeline.settings import BuildSettings

#: Each layer as a pipeline that does not assign it leaves it.
BLANK = {
    Annotation.UPOS: {"upos": "X"},
    Annotation.FEATS: {"feats": Feats()},
    Annotation.LEMMA: {"lemma": "_"},
    Annotation.DEPREL: {"deprel": "dep", "head": 0},
}


def _outputs(rule, sentences):
    return [(s.sent_id, i, rule.apply(s, i)) for s in sentences for i in rule.targets(s)]


#: Every rule of every language, with its language's code.
RULES = [(code, rule) for code, language in registry.LANGUAGES.items() for rule in language.rules]


@pytest.fixture(scope="session")
def sentences_of(request):
    """The sentences a language's rules are checked on: the Danish bundled source, and the first
    600 sentences of any other language's bundled dev file; with ``whole``, all of its bundled source
    (for a rule too rare to have a target in the first 600)."""
    from helpers import read_file

    from dala_pipeline.read.sources import bundled_files

    read: dict[tuple[str, bool], list] = {}

    def sentences(code: str, whole: bool = False) -> list:
        if code == "da":
            return request.getfixturevalue("bundled_sentences")
        if code == "nb" and not whole:
            return request.getfixturevalue("nb_bundled_sentences")[:600]
        if (code, whole) not in read:
            files = bundled_files(registry.language(code))
            read[code, whole] = ([s for path in files for s in read_file(path)] if whole
                                 else read_file(files[0])[:600])
        return read[code, whole]

    return sentences


@pytest.mark.parametrize("code, rule", RULES, ids=lambda r: getattr(r, "name", r))
def test_a_rule_reads_no_annotation_it_does_not_declare(code, rule, sentences_of):
    sentences = sentences_of(code)
    expected = _outputs(rule, sentences)
    if not expected:
        sentences = sentences_of(code, whole=True)
        expected = _outputs(rule, sentences)
    assert expected, f"{rule.name} has no target on the bundled source"
    for layer, blank in BLANK.items():
        if layer in rule.reads:
            continue
        blanked = [Sentence(s.sent_id, s.text, tuple(t._replace(**blank) for t in s.tokens))
                   for s in sentences]
        assert _outputs(rule, blanked) == expected, f"{rule.name} reads {layer} but does not declare it"


def test_every_rule_declares_what_it_reads():
    for _, rule in RULES:
        assert rule.reads <= set(Annotation), rule.name


def test_needs_lists_the_rules_that_read_each_layer():
    needs = registry.needs(["corrupt_spelling", "flip_ligge_laegge", "flip_som_der"])
    assert needs == {Annotation.UPOS: ["corrupt_spelling", "flip_ligge_laegge", "flip_som_der"],
                     Annotation.FEATS: [], Annotation.LEMMA: ["flip_ligge_laegge"],
                     Annotation.DEPREL: ["flip_som_der"]}


def test_plus_and_minus_change_the_default_set(capsys):
    from dala_cli.cli import main
    from dala_pipeline.settings import BuildSettings

    defaults = registry.default_names()
    plus = BuildSettings(corruptions=("+flip_af_ad",)).corruptions
    assert plus == tuple(n for n in registry.names() if n in {*defaults, "flip_af_ad"})
    assert BuildSettings(corruptions=("-delete", "+flip_af_ad")).corruptions == tuple(
        n for n in plus if n != "delete")
    assert BuildSettings(corruptions=("flip_som_der", "delete")).corruptions == ("flip_som_der", "delete")
    assert main(["corruptions", "--corruption", "+flip_af_ad", "--corruption", "-delete"]) == 0
    lines = capsys.readouterr().out.splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith("dropped"))
    rows = {line.split()[0]: line.split()[1] for line in lines[3:end]}
    assert rows["flip_af_ad"].isdigit() and rows["delete"] == "off" and rows["flip_neighbours"] == "basic"


@pytest.mark.parametrize("values, message", [
    (["+flip_af_ad", "delete"], "give names alone (the whole set) or +NAME/-NAME"),
    (["-flip_neighbours", "-delete"] + [f"-{n}" for n in registry.default_names()], "no corruption is left enabled"),
])
def test_a_corruption_set_that_cannot_be_meant_is_one_line(values, message, capsys):
    from dala_cli.cli import main

    assert main(["corruptions", *[f"--corruption={v}" for v in values]]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


#: Settings whose values are chosen from a list: another valid choice.
#: ``--exclude`` names a file of sentence texts: any text file is one (this folder's README).
_OTHER_CHOICE = {"language": "nb", "source": "ud", "exclude": str(Path(__file__).parent / "fixtures" / "README.md")}


def _another(value, name: str = ""):
    """A value of the same kind as a setting's default, and not equal to it."""
    if name in _OTHER_CHOICE:
        return _OTHER_CHOICE[name]
    if isinstance(value, enum.Enum):
        return next(member for member in type(value) if member != value)
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value / 2 if isinstance(value, float) else value + 1
    if isinstance(value, tuple):
        return ("-delete",) if value == registry.default_names() else ("other",)
    return "other"


def test_exactly_the_settings_declared_to_change_the_pool_change_its_cache_key():
    from dala_pipeline.pool import pool_key
    from dala_pipeline.settings import Affects, BuildSettings, names

    files = [{"sha256": "0" * 64}]
    defaults = BuildSettings()
    base = pool_key(defaults, files)
    for f in dataclasses.fields(BuildSettings):
        changed = BuildSettings(**{f.name: _another(getattr(defaults, f.name), f.name)})
        assert (pool_key(changed, files) != base) == (f.name in names(Affects.POOL)), f.name


def test_settings_made_in_code_refuse_an_unknown_corruption_in_one_line():
    from dala_pipeline.errors import DalaError
    from dala_pipeline.settings import BuildSettings

    with pytest.raises(DalaError, match=r"^--corruption: unknown corruption '\+nope' for --language da \(choose from "):
        BuildSettings(corruptions=("+nope",))


def test_the_lexicon_filter_changes_the_pool_and_its_cache_key():
    """``--lexicon-filter`` drops sentences with words the dictionary does not
    know (``tests/test_review.py`` builds with it): the pool differs, so the
    flag must be part of its cache key."""
    from dala_pipeline.pool import pool_key

    files = [{"sha256": "0" * 64}]
    assert pool_key(BuildSettings(lexicon_filter=True), files) != pool_key(BuildSettings(), files)
