"""Derive the person word lists of ``flip_han_hun_to_det`` from their sources.

``first_names.tsv`` comes from the first names of the Faker package (MIT
licence) for Danish, Norwegian and German, the name stock of Danish text:
the tuples ``first_names_male`` and ``first_names_female`` of
``faker/providers/person/{da_DK,no_NO,de_DE}/__init__.py``, read from the
wheel as Python literals (nothing is imported). A name male in one list
and female in another has no gender and is left out. ``person_nouns.txt`` comes from the Danish hunspell dictionary
(``dala_pipeline/data/hunspell_da_DK/da_DK.dic``): common-gender nouns
(hunspell flag 2, the ``-en`` definite singular) that end in a productive
person suffix, and agent nouns in ``-er`` whose stem is a verb (flag 79) of the
dictionary (``lærer`` from ``lære``). No bundled sentence is read.

    python -m corruptions.derive_lists faker-40.63.0-py3-none-any.whl

rewrites both files in ``corruptions/data/``.
"""

from __future__ import annotations

import ast
import sys
import zipfile
from pathlib import Path

_DATA = Path(__file__).parent / "data"
_DIC = Path(__file__).parent.parent / "dala_pipeline" / "data" / "hunspell_da_DK" / "da_DK.dic"
_FAKER_LOCALES = ("da_DK", "no_NO", "de_DE")

#: Person suffixes and the gender they fix (``""``: either).
PERSON_SUFFIXES = (("ist", ""), ("ør", ""), ("iker", ""), ("olog", ""), ("inde", "f"), ("erske", "f"),
                   ("mand", "m"))
#: Words that end in those letters but name a thing; a compound ending in one names a thing too.
NOT_PERSONS = frozenset({
    "dør", "bør", "dusør", "favør", "honnør", "klør", "kulør", "likør", "odør", "parlør", "stør", "valør",
    "humør", "rør", "smør", "nedbør", "ophør", "før", "kør", "gør", "hør", "sør", "mør", "skør",
    "list", "blist", "brist", "frist", "gnist", "kvist", "nist", "pist", "rist", "tvist", "vrist", "assist",
    "offpist", "protist", "backlist", "hinde", "tinde", "vinde", "binde", "monolog", "nekrolog", "prolog",
    "epilog", "dialog", "katalog",
})


def faker_first_names(wheel: Path) -> dict[str, str]:
    """Name -> ``m`` or ``f``, from the Faker wheel's person providers."""
    male: set[str] = set()
    female: set[str] = set()
    with zipfile.ZipFile(wheel) as archive:
        for locale in _FAKER_LOCALES:
            source = archive.read(f"faker/providers/person/{locale}/__init__.py").decode("utf-8")
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple):
                    for target in node.targets:
                        if isinstance(target, ast.Name) and target.id == "first_names_male":
                            male.update(ast.literal_eval(node.value))
                        elif isinstance(target, ast.Name) and target.id == "first_names_female":
                            female.update(ast.literal_eval(node.value))
    names = {name: "m" for name in male - female}
    names.update({name: "f" for name in female - male})
    return dict(sorted(names.items()))


def _entries(dic: Path) -> list[tuple[str, frozenset[str]]]:
    lines = dic.read_text(encoding="utf-8").splitlines()[1:]
    entries = []
    for line in lines:
        word, _, flags = line.partition("/")
        entries.append((word, frozenset(flags.split(","))))
    return entries


def _is_thing(word: str) -> bool:
    return any(word.endswith(thing) for thing in NOT_PERSONS)


def hunspell_person_nouns(dic: Path) -> dict[str, str]:
    """Lower-case lemma -> gender (``m``, ``f`` or ``""``) of the dictionary's person nouns."""
    entries = _entries(dic)
    verbs = {word for word, flags in entries if "79" in flags and word.endswith("e")}
    nouns: dict[str, str] = {}
    for word, flags in entries:
        if not word.isalpha() or not word.islower() or _is_thing(word):
            continue
        common = "2" in flags
        for suffix, gender in PERSON_SUFFIXES:
            if word.endswith(suffix) and len(word) > len(suffix) + 1 and (common or suffix == "mand"):
                nouns[word] = gender
                break
        else:
            if common and word.endswith("er") and word[:-1] in verbs and len(word) > 4:
                nouns.setdefault(word, "")
    return dict(sorted(nouns.items()))


def write_lists(wheel: Path, dic: Path = _DIC, data: Path = _DATA) -> tuple[int, int]:
    """Rewrite ``first_names.tsv`` and ``person_nouns.tsv``; their row counts."""
    names = faker_first_names(wheel)
    nouns = hunspell_person_nouns(dic)
    header = f"# Derived by corruptions/derive_lists.py from {wheel.name}; see README.md.\n"
    (data / "first_names.tsv").write_text(
        header + "".join(f"{n}\t{g}\n" for n, g in names.items()), encoding="utf-8")
    header = "# Derived by corruptions/derive_lists.py from the hunspell da_DK dictionary; see README.md.\n"
    (data / "person_nouns.tsv").write_text(
        header + "".join(f"{n}\t{g or '-'}\n" for n, g in nouns.items()), encoding="utf-8")
    return len(names), len(nouns)


if __name__ == "__main__":
    print(*write_lists(Path(sys.argv[1])))
