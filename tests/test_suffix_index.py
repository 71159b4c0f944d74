"""A dictionary as :class:`~corruptions.lexicon.Lexicon` holds it: the flag-indexed lookup finds what
spylls' own finds, in the same order (on a small dictionary written here, whose second suffixes and
compounds are known, and on every bundled dictionary); the entries are read as spylls reads them, and
share their equal parts."""

import gc

import pytest
from helpers import read_file
from spylls.hunspell import Dictionary
from spylls.hunspell.algo.lookup import Lookup

from corruptions import lexicon, registry
from corruptions.suffix_index import IndexedLookup
from dala_pipeline.read.sources import bundled_files

AFF = """SET UTF-8
COMPOUNDFLAG Z
SFX A Y 1
SFX A 0 er/B .
SFX B Y 1
SFX B 0 ne .
SFX C Y 2
SFX C 0 s .
SFX C 0 0/B .
SFX D N 1
SFX D 0 ens [^s]
"""
DIC = """5
hest/AZ
bil/ACZ
7/Z
hus/ZD
sko/D
"""


def _analyses(lookup: Lookup, word: str, compounds: bool = True) -> list[str]:
    return [repr(form) for form in lookup.good_forms(word, compound_forms=compounds)]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = tmp_path_factory.mktemp("small")
    (folder / "small.aff").write_text(AFF, encoding="utf-8")
    (folder / "small.dic").write_text(DIC, encoding="utf-8")
    dictionary = Dictionary.from_files(str(folder / "small"))
    return Lookup(dictionary.aff, dictionary.dic), IndexedLookup(dictionary.aff, dictionary.dic)


@pytest.mark.parametrize(("word", "known"), [
    ("hester", True),
    ("hesterne", True),      # a second suffix the first one allows (B on -er)
    ("bilerne", True),
    ("bilers", False),       # near miss: -s is C, which -er does not carry
    ("hestene", False),      # near miss: -ne only after a suffix that carries B
    ("bils", True),
    ("bilne", True),         # the empty suffix of C carries B
    ("skoens", True),
    ("husens", False),       # near miss: -ens only on a stem that does not end in s
    ("hesthus", True),       # a compound (Z on both parts)
    ("hestbilerne", True),   # a compound whose last part takes two suffixes
    ("skohus", False),       # near miss: sko does not compound
    ("huss", False),
])
def test_the_small_dictionary_gives_the_same_analyses_either_way(small, word, known):
    spylls, indexed = small
    assert indexed(word) is known
    assert spylls(word) is known
    assert _analyses(indexed, word) == _analyses(spylls, word)
    assert _analyses(indexed, word, compounds=False) == _analyses(spylls, word, compounds=False)


def test_a_word_with_two_suffixes_is_analysed_as_spylls_analyses_it(small):
    spylls, indexed = small
    found = list(indexed.good_forms("hesterne", compound_forms=False))
    assert [(form.stem, form.suffix.add, form.suffix2 and form.suffix2.add) for form in found] == [
        ("hest", "er", "ne")]  # spylls names the suffix next to the stem first
    assert _analyses(indexed, "hesterne") == _analyses(spylls, "hesterne")



@pytest.mark.parametrize(("required", "expected"), [
    (["B"], [("hesterne", "C", "", None)]),      # the empty suffix of C carries B
    (("B",), [("hesterne", "C", "", None)]),
    ({"B"}, [("hesterne", "C", "", None)]),
    ("B", [("hesterne", "C", "", None)]),
    (frozenset({"B", "Z"}), []),                 # near miss: no suffix carries both
    ([], [("hesterne", "C", "", None), ("hester", "B", "ne", None), ("hester", "C", "", "ne"),
          ("hest", "A", "er", "ne")]),
])
def test_the_flags_asked_for_may_come_in_any_collection(small, required, expected):
    spylls, indexed = small
    found = list(indexed.desuffix("hesterne", required, []))
    assert [(f.stem, f.suffix.flag, f.suffix.add, f.suffix2 and f.suffix2.add) for f in found] == expected
    assert [repr(form) for form in found] == [repr(form) for form in spylls.desuffix("hesterne", required, [])]

def _sample(language, count: int) -> list[str]:
    """``count`` distinct forms of two to eight letters of the language's bundled treebank, evenly spread
    (an analysis costs more the longer the word), each as written and with its third letter doubled (a
    misspelling: no word, and the dearest to analyse)."""
    forms = sorted({token.form for path in bundled_files(language) for s in read_file(path) for token in s.tokens
                    if token.form.isalpha() and 2 <= len(token.form) <= 8})
    return [variant for form in forms[::len(forms) // count] for variant in (form, form[:3] + form[2:])]


@pytest.mark.parametrize("code", sorted(registry.LANGUAGES))
def test_every_bundled_dictionary_gives_the_same_analyses_either_way(code):
    language = registry.language(code)
    dictionary = language.lexicon().dictionary
    assert isinstance(dictionary.lookuper, IndexedLookup)
    assert dictionary.suggester.lookup is dictionary.lookuper
    spylls = Lookup(dictionary.aff, dictionary.dic)
    for word in _sample(language, 40):
        assert _analyses(dictionary.lookuper, word) == _analyses(spylls, word), word
        assert _analyses(dictionary.lookuper, word, compounds=False) == _analyses(spylls, word, compounds=False)


def test_entries_share_equal_flag_sets_and_keep_their_own_data():
    dictionary = registry.language("da").lexicon().dictionary
    words = dictionary.dic.words
    assert len({id(word.flags) for word in words}) == len({word.flags for word in words}) < len(words) // 100
    aktion = next(word for word in dictionary.dic.homonyms("aktion") if word.data)
    assert aktion.data["ph"][:2] == ["aksion", "aksions"] and aktion.alt_spellings[:2] == ["aksion", "aksions"]
    plain = dictionary.dic.homonyms("hest")[0]
    assert not plain.data and plain.alt_spellings == ()
    with pytest.raises(TypeError):  # one empty value for every entry: read-only
        plain.data["ph"] = ["hæst"]
    assert dictionary.lookuper("aktionerne") and dictionary.lookuper("hestene")


def _entries(dictionary) -> tuple:
    dic = dictionary.dic
    return ([(word.stem, set(word.flags), dict(word.data), list(word.alt_spellings), word.captype)
             for word in dic.words],
            [(stem, [word.stem for word in words]) for stem, words in dic.index.items()],
            [(lower, [word.stem for word in words]) for lower, words in dic.lowercase_index.items()],
            [(rep.pattern, rep.replacement) for rep in dictionary.aff.REP])


#: Plain ``stem/FLAGS`` lines, read by DaLA, between lines spylls' own reader reads: the count, data
#: tags (``ph:`` adds an alternative spelling and a REP pair), an escaped slash, a number with a tag.
LINES = """9
hest/AZ
bil/ACZ ph:biil
tog\\/tur/Z
12 po:num
7/Z
hus/ZD
a/b/c
sko/D
Hest/A
"""


def test_a_dictionary_read_by_dala_is_the_dictionary_spylls_reads(tmp_path, monkeypatch):
    (tmp_path / "small.aff").write_text(AFF, encoding="utf-8")
    (tmp_path / "small.dic").write_text(LINES, encoding="utf-8")
    # spylls is given two lines at a time: "12", a number, opens the second chunk, and is still an entry
    monkeypatch.setattr(lexicon, "CHUNK_LINES", 2)
    read = lexicon._read(tmp_path / "small", None)
    assert _entries(read) == _entries(Dictionary.from_files(str(tmp_path / "small")))
    assert [word.stem for word in read.dic.words] == ["hest", "bil", "tog/tur", "12", "7", "hus", "a/b/c",
                                                      "sko", "Hest"]
    bil = read.dic.homonyms("bil")[0]
    assert bil.alt_spellings == ["biil"] and ("biil", "bil") in _entries(read)[3]
    assert not read.dic.homonyms("a") and read.dic.homonyms("a/b/c")[0].flags == frozenset()
    assert [word.stem for word in read.dic.lowercase_index["hest"]] == ["Hest"]
    assert read.lookup("hesterne") and read.lookup("7") and read.lookup("bilerne")
    assert not read.lookup("hestne")


def test_the_danish_dictionary_read_by_dala_is_the_one_spylls_reads():
    from corruptions.da.lexicon import dictionary_stem

    gc.disable()  # as Lexicon reads a dictionary: a million new objects, none of them garbage
    try:
        read = lexicon._read(dictionary_stem(), None)
        assert _entries(read) == _entries(Dictionary.from_files(str(dictionary_stem())))
    finally:
        gc.enable()
    assert sum(bool(word.data) for word in read.dic.words) == 55  # its ph: entries, read by spylls
