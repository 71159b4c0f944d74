"""Derive the person word lists of ``flip_han_hun_to_det`` from their sources.

``first_names.tsv`` comes from the first names of the Faker package (MIT
licence) for Danish, Norwegian and German, the name stock of Danish text:
the tuples ``first_names_male`` and ``first_names_female`` of
``faker/providers/person/{da_DK,no_NO,de_DE}/__init__.py``, read from the
wheel as Python literals (nothing is imported). A name male in one list
and female in another has no gender and is left out. ``person_nouns.txt`` comes from the Danish hunspell dictionary
(``corruptions/da/data/hunspell_da_DK/da_DK.dic``): common-gender nouns
(hunspell flag 2, the ``-en`` definite singular) that end in a productive
person suffix, and agent nouns in ``-er`` whose stem is a verb (flag 79) of the
dictionary (``lærer`` from ``lære``). A word that only ends in the letters
of a suffix but names a thing (``dør``, ``frist``) is left out, and so is a
compound of such a word (``bagdør``: ``bag`` + ``dør``), where the
dictionary's compounding flags allow its first part; a word that is also a
dictionary word plus ``-ist`` or ``-inde`` is a derivation, a person
(``kontorist``: ``kontor`` + ``ist``, not ``konto`` + ``rist``). No bundled
sentence is read.

    python -m corruptions.derive_lists faker-40.63.0-py3-none-any.whl

rewrites both files in ``corruptions/da/data/``; without the wheel, only
``person_nouns.tsv``.
"""

from __future__ import annotations

import ast
import sys
import zipfile
from pathlib import Path

_DATA = Path(__file__).parent / "data"
_DIC = _DATA / "hunspell_da_DK" / "da_DK.dic"
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
#: Of those, the words that head no compound naming a thing: adjectives and verbs (a compound's
#: head is a noun), and nouns whose compounds of the dictionary are person nouns ending in the
#: same letters (``pia`` + ``nist`` is ``pianist``, ``fri`` + ``sør`` is ``frisør``, ``program`` +
#: ``mør`` is ``programmør``). They exclude only themselves.
NO_THING_COMPOUNDS = frozenset({"før", "gør", "kør", "mør", "skør", "sør", "nist", "list", "vinde"})
#: Compounding flags of the dictionary's affix file: the word may begin a compound joined by
#: nothing (31), ``-s-`` (29), ``-e-`` (30), or either nothing or ``-s-`` (62).
_COMPOUND_FIRST = (("31", ""), ("62", ""), ("62", "s"), ("29", "s"), ("30", "e"))
#: Flags of a noun (common and neuter gender): a noun may begin a compound joined by nothing.
_NOUN_FLAGS = frozenset({"2", "4"})
#: The suffixes that derive a person noun from a noun (``journal`` -> ``journalist``, ``helt`` ->
#: ``heltinde``); ``-ør`` derives from a verb (``arrangere`` -> ``arrangør``), so ``ford`` + ``ør``
#: proves nothing.
_NOUN_DERIVING = ("ist", "inde")
#: The shortest first part of a compound, and the shortest stem of a derivation.
_MIN_PART = 3


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


def _flags_of(entries: list[tuple[str, frozenset[str]]]) -> dict[str, frozenset[str]]:
    """Word -> the union of the flags of its entries (a word may have several)."""
    flags: dict[str, set[str]] = {}
    for word, word_flags in entries:
        flags.setdefault(word, set()).update(word_flags)
    return {word: frozenset(word_flags) for word, word_flags in flags.items()}


def _first_part(part: str, flags: dict[str, frozenset[str]]) -> bool:
    """Whether ``part`` can begin a compound: a dictionary word whose flags
    allow it with the linking letters ``part`` ends in, or a noun joined by nothing."""
    for flag, link in _COMPOUND_FIRST:
        word = part[:len(part) - len(link)]
        if part.endswith(link) and len(word) >= _MIN_PART and flag in flags.get(word, ()):
            return True
    return len(part) >= _MIN_PART and bool(flags.get(part, frozenset()) & _NOUN_FLAGS)


def _derived_from_noun(word: str, flags: dict[str, frozenset[str]]) -> bool:
    """``kontorist``, ``heltinde``: a dictionary word plus a suffix that makes person nouns of nouns."""
    return any(word.endswith(suffix) and len(word) - len(suffix) >= _MIN_PART and word[:-len(suffix)] in flags
               for suffix in _NOUN_DERIVING)


def _is_thing(word: str, flags: dict[str, frozenset[str]]) -> bool:
    """``word`` is one of :data:`NOT_PERSONS` or a compound whose last part is
    one or is itself such a compound (``ankefrist``: ``anke`` + ``frist``;
    ``livmoderslimhinde``: ... + ``slimhinde``), not a word that merely ends in
    its letters (``journalist``, ``pianist``, ``grevinde``)."""
    if word in NOT_PERSONS:
        return True
    for start in range(_MIN_PART, len(word) - 2):
        head = word[start:]
        if head in NO_THING_COMPOUNDS or not (head in NOT_PERSONS or (head in flags and _is_thing(head, flags))):
            continue
        if _first_part(word[:start], flags):
            return not _derived_from_noun(word, flags)
    return False


def hunspell_person_nouns(dic: Path) -> dict[str, str]:
    """Lower-case lemma -> gender (``m``, ``f`` or ``""``) of the dictionary's person nouns."""
    entries = _entries(dic)
    flags = _flags_of(entries)
    verbs = {word for word, word_flags in entries if "79" in word_flags and word.endswith("e")}
    nouns: dict[str, str] = {}
    for word, word_flags in entries:
        if not word.isalpha() or not word.islower() or _is_thing(word, flags):
            continue
        common = "2" in word_flags
        for suffix, gender in PERSON_SUFFIXES:
            if word.endswith(suffix) and len(word) > len(suffix) + 1 and (common or suffix == "mand"):
                nouns[word] = gender
                break
        else:
            if common and word.endswith("er") and word[:-1] in verbs and len(word) > 4:
                nouns.setdefault(word, "")
    return dict(sorted(nouns.items()))


def write_person_nouns(dic: Path = _DIC, data: Path = _DATA) -> int:
    """Rewrite ``person_nouns.tsv``; its row count."""
    nouns = hunspell_person_nouns(dic)
    header = "# Derived by corruptions/derive_lists.py from the hunspell da_DK dictionary; see README.md.\n"
    (data / "person_nouns.tsv").write_text(
        header + "".join(f"{n}\t{g or '-'}\n" for n, g in nouns.items()), encoding="utf-8")
    return len(nouns)


def write_lists(wheel: Path, dic: Path = _DIC, data: Path = _DATA) -> tuple[int, int]:
    """Rewrite ``first_names.tsv`` and ``person_nouns.tsv``; their row counts."""
    names = faker_first_names(wheel)
    header = f"# Derived by corruptions/derive_lists.py from {wheel.name}; see README.md.\n"
    (data / "first_names.tsv").write_text(
        header + "".join(f"{n}\t{g}\n" for n, g in names.items()), encoding="utf-8")
    return len(names), write_person_nouns(dic, data)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        print(*write_lists(Path(sys.argv[1])))
    else:
        print(write_person_nouns())
