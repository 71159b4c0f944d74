"""A hunspell dictionary, read with ``spylls``, with cached lookups.

spylls is a pure-Python hunspell implementation (a core dependency: rules
ask a language's dictionary whether a corrupted form is another word, and
filters whether a word is spelt right). Lookups go through compounding,
which costs up to a millisecond or so a word even with the suffix index of
:mod:`corruptions.suffix_index`, so :class:`Lexicon` caches them by form;
its entries share their equal parts (:class:`_Entries`).

Two questions are asked of it:

* :meth:`Lexicon.knows`: hunspell's own verdict, compounds included: "is
  this spelt like a word of the language" (the automatic review checks,
  ``--lexicon-filter``).
* :meth:`Lexicon.readings`: the analyses of a form that the dictionary lists
  as a word or an inflection of one, compounding left out, each named by the
  morphological tags of the ``.aff`` file (``PERF_PART``, ``PLUR_BEK``, ...).
  This is the test for "a reader could take this form for another word".

Each language folder names its dictionary and holds its one shared
:class:`Lexicon`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

#: The longest form a dictionary is asked about. The longest entry of our dictionaries has 33 letters
#: (Bokmål ``informasjonsformidlingsvirksomhet``); hunspell's analysis costs time that grows faster than
#: a form's length (a second at 1,000 letters), so a longer form is known to no dictionary, unasked:
#: a hostile word of thousands of letters costs nothing.
LONGEST_WORD = 64


def aff_encoding(aff: Path) -> str:
    """The encoding an ``.aff`` file declares on its ``SET`` line (UTF-8 when it declares none)."""
    with aff.open("rb") as handle:
        for raw in handle:
            fields = raw.split()
            if len(fields) == 2 and fields[0] == b"SET":
                return fields[1].decode("ascii").replace("ISO8859", "ISO-8859")
    return "utf-8"


def suffix_tags(aff: Path) -> dict[tuple[str, str, str, str], str]:
    """The morphological tag of every tagged suffix rule of an ``.aff`` file.

    A rule line is ``SFX flag strip add[/flags] condition``, the tag follows
    a tab (``SFX 1 0 et/34,22 [^e]<TAB>+PERF_PART``); the key is
    (flag, strip, add, condition) with ``0`` read as empty, as spylls
    reports a suffix.
    """
    tags = {}
    for line in aff.read_text(encoding=aff_encoding(aff)).splitlines():
        rule, _, comment = line.partition("\t")
        fields = rule.split()
        tag = comment.strip().lstrip("+")
        if len(fields) == 5 and fields[0] == "SFX" and tag:
            _, flag, strip, add, condition = fields
            add = add.split("/")[0]
            tags[(flag, "" if strip == "0" else strip, "" if add == "0" else add, condition)] = tag
    return tags


def additions_text(path: Path) -> str:
    """The entries of a language's additions to its dictionary, as ``.dic`` lines: a UTF-8 file of
    ``word`` or ``word/FLAGS`` lines (flags of the dictionary's own ``.aff``), ``#`` starting a comment."""
    entries = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if len(line.split()) != 1 or line[0].isdigit():
            raise ValueError(f"{path.name}:{number}: expected one word (word or word/FLAGS), got {raw!r}")
        entries.append(line)
    return "\n".join(entries) + "\n"


#: The most ``.dic`` lines that spylls' reader is given at a time (see :class:`_Entries`): their entries
#: share their equal parts before the next are read, so that the duplicates never pile up.
CHUNK_LINES = 20_000


class _Entries:
    """The entries of a dictionary, sharing what most of them hold alike: one frozenset for each
    distinct set of flags (a few thousand among hundreds of thousands of entries), and one read-only
    empty value for no data tags and no alternative spellings. Lookups only read them; almost half of
    the dictionary's memory goes.

    Most lines are a plain ``stem/FLAGS``: such a line is read here, as spylls reads it, in half the
    time (the flags of each distinct text are parsed once). Any other line (data tags, an escaped
    slash, the count, characters to ignore, a language whose casing is not the common one) goes to
    spylls' own reader, at most :data:`CHUNK_LINES` at a time, in order."""

    def __init__(self, aff, context):
        from types import MappingProxyType

        from spylls.hunspell.algo.capitalization import Casing
        from spylls.hunspell.data.dic import Dic

        self.aff, self.context = aff, context
        self.dic = Dic(words=[])
        self._flag_sets: dict[frozenset[str], frozenset[str]] = {}
        self._flags_of_text: dict[str, frozenset[str]] = {}
        self._no_data: MappingProxyType[str, list[str]] = MappingProxyType({})
        self._plain_casing = type(aff.casing) is Casing and not context.ignore

    def read(self, lines: Iterable[tuple[int, str]]) -> None:
        """Add the entries of ``lines``, (line number, line) as spylls' readers give them: the first
        line is a count only as the file's first."""
        from spylls.hunspell.algo.capitalization import Type
        from spylls.hunspell.data.dic import Word
        from spylls.hunspell.readers.dic import COUNT_REGEXP

        words, index, lowercase_index = self.dic.words, self.dic.index, self.dic.lowercase_index
        guess, lower, plain_casing = self.aff.casing.guess, self.aff.casing.lower, self._plain_casing
        others: list[tuple[int, str]] = []
        for number, line in lines:
            if not plain_casing or " " in line or "\t" in line or "\\" in line or line[:1] == "/" \
                    or (number == 1 and COUNT_REGEXP.match(line)):
                others.append((number, line))
                if len(others) == CHUNK_LINES:
                    self._read_with_spylls(others)
                    others = []
                continue
            if others:
                self._read_with_spylls(others)
                others = []
            # a plain ``stem/FLAGS``, as spylls' read_dic makes its entry
            stem, slash, flags = line.partition("/")
            if slash and "/" in flags:  # spylls splits at most twice, and takes no flags from three parts
                stem, flags = line, ""
            captype = guess(stem)
            word = Word(stem=stem, flags=self._flags(flags), data=self._no_data, captype=captype, alt_spellings=())
            words.append(word)
            index[stem].append(word)
            # as spylls files them: a stem in lower case under each of its letters
            for key in lower(stem) if captype != Type.NO else stem:
                lowercase_index[key].append(word)
        if others:
            self._read_with_spylls(others)

    def _flags(self, text: str) -> frozenset[str]:
        """The flags of a ``/FLAGS`` text, parsed once per distinct text."""
        flags = self._flags_of_text.get(text)
        if flags is None:
            flags = self._flags_of_text[text] = self._flags_of_set(self.context.parse_flags(text))
        return flags

    def _read_with_spylls(self, chunk: list[tuple[int, str]]) -> None:
        from spylls.hunspell import readers

        part = readers.read_dic(chunk, aff=self.aff, context=self.context)
        for word in part.words:
            word.flags = self._flags_of_set(word.flags)
            if not word.data:
                word.data = self._no_data
            if not word.alt_spellings:
                word.alt_spellings = ()
        self.dic.words.extend(part.words)
        for whole, index in ((self.dic.index, part.index), (self.dic.lowercase_index, part.lowercase_index)):
            for key, words in index.items():
                if key in whole:
                    whole[key].extend(words)
                else:
                    whole[key] = words

    def _flags_of_set(self, flags: Iterable[str]) -> frozenset[str]:
        frozen = frozenset(flags)
        return self._flag_sets.setdefault(frozen, frozen)


def _read(stem: Path, additions: Path | None):
    """The spylls ``Dictionary`` of ``stem``'s ``.aff`` and ``.dic``, with the entries of ``additions``."""
    import io

    from spylls.hunspell import Dictionary, readers
    from spylls.hunspell.readers.file_reader import BaseReader, FileReader

    from corruptions.suffix_index import IndexedLookup

    aff, context = readers.read_aff(FileReader(f"{stem}.aff"))
    entries = _Entries(aff, context)
    entries.read(FileReader(f"{stem}.dic", encoding=context.encoding))
    if additions is not None:
        entries.read(BaseReader(io.StringIO(additions_text(additions))))
    dictionary = Dictionary(aff, entries.dic)
    dictionary.lookuper = dictionary.suggester.lookup = IndexedLookup(aff, entries.dic)  # the same answers, sooner
    return dictionary


class Lexicon:
    """Whether a word form is in a hunspell dictionary, and as what.

    ``stem`` is the path without ``.aff``/``.dic``; ``spelling_tags`` are the
    ``.aff`` tags that describe how a form is spelt rather than what word it
    is, left out of :meth:`readings`; ``additions`` a language's file of words
    the dictionary lacks (see :func:`additions_text`), read as if the ``.dic``
    listed them.
    """

    def __init__(self, stem: Path, spelling_tags: frozenset[str] = frozenset(), additions: Path | None = None):
        self._spelling_tags = spelling_tags
        # The dictionary is some million long-lived objects. While they are made, the cyclic collector
        # would traverse the growing heap again and again (two thirds of the load time); afterwards,
        # every full collection would traverse them while a build allocates its tokens (a quarter more
        # CPU at 100x). So it is held off during the load, and they are frozen: never scanned again.
        # They live as long as the process anyway.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self._dictionary = _read(stem, additions)
        finally:
            if collecting:
                gc.enable()
        gc.freeze()
        self._tags = suffix_tags(stem.with_suffix(".aff"))
        self.knows = lru_cache(maxsize=None)(self._lookup)
        self.readings = lru_cache(maxsize=None)(self._readings)
        self._as_written = lru_cache(maxsize=None)(self._exact)

    @property
    def dictionary(self):
        """The spylls ``Dictionary`` itself, for what the cached questions do not ask (an entry's
        flags, its suffix analyses); callers cache what they derive from it."""
        return self._dictionary

    def _lookup(self, word: str) -> bool:
        return len(word) <= LONGEST_WORD and bool(self._dictionary.lookup(word))

    def _exact(self, word: str) -> bool:
        if len(word) > LONGEST_WORD:
            return False
        forms = self._dictionary.lookuper.good_forms(word, capitalization=False, compound_forms=False)
        return any(True for _ in forms)

    def _readings(self, word: str) -> frozenset[frozenset[str]]:
        """Each listed (non-compound) analysis of ``word`` as its set of tags; empty: not listed.

        A stem the dictionary lists as it stands is the empty tag set, so
        ``parket`` gives ``{frozenset()}`` and ``klokket`` (``klokke`` + t)
        ``{frozenset({"PERF_PART"})}``.
        """
        found: set[frozenset[str]] = set()
        if len(word) > LONGEST_WORD:
            return frozenset(found)
        for form in self._dictionary.lookuper.good_forms(word, compound_forms=False):
            tags = {self._tags.get((s.flag, s.strip, s.add, s.condition), "") for s in (form.suffix, form.suffix2)
                    if s is not None}
            found.add(frozenset(tags - self._spelling_tags - {""}))
        return frozenset(found)

    def lists(self, word: str) -> bool:
        """Whether the dictionary lists ``word`` as a word or an inflection of one (no compounding)."""
        return bool(self.readings(word))

    def lists_as_written(self, word: str) -> bool:
        """Whether the dictionary lists ``word`` in exactly this case (``Henning``, ``De``; not ``Finansminister``)."""
        return self._as_written(word)

    def only_participle(self, word: str) -> bool:
        """Whether every listed analysis of ``word`` is a past participle (``lovet``, ``havnet``)."""
        readings = self.readings(word)
        return bool(readings) and all("PERF_PART" in tags for tags in readings)
