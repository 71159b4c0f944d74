"""Checks with the dictionaries: ``dala review auto``, and the language of a build's source.

Two checks of a build, both with the language's hunspell dictionary (:mod:`corruptions.lexicon`):

* For each corruption type whose edit replaces one word by one word, the
  share of edits whose corrupted word is not in the dictionary while the
  original is: for ``corrupt_spelling`` and most r-problem and -ende/-ene
  edits the result should be a non-word. The pairs a check confirms can be
  left out of the manual review (``dala review export --auto``) and counted
  in by the paper's Equation 1 (``dala review score --auto``).
* Originals with words the dictionary does not know (source noise), leaving
  out names, numbers, symbols, abbreviations (``Abbr=Yes``), foreign words
  (``Foreign=Yes``) and all-capital words. The same test is the opt-in
  build filter ``--lexicon-filter`` (reason ``unknown_word``).
"""

from __future__ import annotations

import hashlib
import heapq
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from itertools import islice

from corruptions import registry
from corruptions.language import Language
from corruptions.lexicon import Lexicon
from corruptions.sentence import Sentence, Token
from dala_pipeline.errors import DalaError, shown
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.read.sources import folder_files
from dala_pipeline.read.text import Paragraph, file_paragraphs, text_files
from dala_pipeline.settings import BuildSettings

_SKIPPED_UPOS = frozenset({"PROPN", "NUM", "PUNCT", "SYM", "X"})


def checked_words(sentence: Sentence) -> Iterable[Token]:
    """The word tokens of a sentence that a dictionary can judge."""
    for token in sentence.tokens:
        form = token.form
        if token.upos in _SKIPPED_UPOS or token.has(Abbr="Yes") or token.has(Foreign="Yes") or token.multiword:
            continue
        if any(c.isdigit() for c in form) or (len(form) > 1 and form.isupper()) or not any(c.isalpha() for c in form):
            continue
        yield token


def _known(lexicon: Lexicon, word: str) -> bool:
    """The word lower-cased (a capital at the start of a sentence) or as written.

    The lower-case form is asked first: it is the cheaper question (hunspell
    tries every casing of a capitalised word) and, for common words, one
    already answered."""
    return lexicon.knows(word.lower()) or lexicon.knows(word)


def knows(lexicon: Lexicon, token: Token) -> bool:
    """Whether the dictionary knows the token (lower-cased too), or each part of a hyphenated word.

    The parts are asked first: each is a short word, most already answered,
    while hunspell's own reading of a hyphenated whole is its slowest
    lookup. Either order gives the same answer."""
    form = token.form
    parts = [p for p in form.split("-") if p]
    if len(parts) > 1 and all(_known(lexicon, p) for p in parts):
        return True
    return _known(lexicon, form)


def unknown_words(sentence: Sentence, lexicon: Lexicon) -> list[str]:
    return [t.form for t in checked_words(sentence) if not knows(lexicon, t)]


def _single_word(text: str) -> bool:
    return bool(text) and " " not in text and any(c.isalpha() for c in text)


def nonword_shares(pairs: Sequence[Mapping], lexicon: Lexicon) -> dict[str, dict]:
    """Per corruption type with one-word edits: how many edits make a known word unknown."""
    found: dict[str, dict] = defaultdict(lambda: {"checked": 0, "confirmed_pairs": []})
    for pair in pairs:
        edit = pair["edit"]
        if not (_single_word(edit["original"]) and _single_word(edit["replacement"])):
            continue
        entry = found[pair["corruption_type"]]
        entry["checked"] += 1
        original, corrupted = edit["original"], edit["replacement"]
        if _known(lexicon, original) and not _known(lexicon, corrupted):
            entry["confirmed_pairs"].append(pair["pair_id"])
    result = {}
    for ctype in sorted(found):
        entry = found[ctype]
        confirmed = len(entry["confirmed_pairs"])
        result[ctype] = {"checked": entry["checked"], "confirmed": confirmed,
                         "unconfirmed": entry["checked"] - confirmed,
                         "nonword_share": confirmed / entry["checked"],
                         "confirmed_pairs": sorted(entry["confirmed_pairs"])}
    return result


def flagged_originals(pairs: Sequence[Mapping], sentences: Mapping[str, Sentence], lexicon: Lexicon) -> dict:
    """Originals with unknown words: their pair_ids and the words by frequency."""
    flagged: dict[str, list[str]] = {}
    words: Counter = Counter()
    for pair in pairs:
        unknown = unknown_words(sentences[pair["pair_id"]], lexicon)
        if unknown:
            flagged[pair["pair_id"]] = unknown
            words.update(unknown)
    return {"sentences": len(flagged), "of": len(pairs), "pairs": flagged,
            "words": sorted(words.items(), key=lambda item: (-item[1], item[0]))}


#: How many sentences of a build the language check reads.
LANGUAGE_SAMPLE = 100


class LanguageSample:
    """The sentences :func:`language_check` reads, gathered as a source is read: the ``size`` distinct
    texts of smallest SHA-256, the same in any order. The pool gives it the sentences that pass the
    structural filters, before the source detectors, whose spelling checks drop the very sentences with
    words the dictionary does not know."""

    def __init__(self, size: int = LANGUAGE_SAMPLE):
        self.size = size
        self._heap: list[tuple[int, str]] = []  # (-digest, text): the largest digest kept on top
        self._texts: set[str] = set()

    def add(self, text: str) -> None:
        if text in self._texts:
            return
        key = -int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big")
        if len(self._heap) < self.size:
            heapq.heappush(self._heap, (key, text))
            self._texts.add(text)
        elif key > self._heap[0][0]:
            self._texts.discard(heapq.heapreplace(self._heap, (key, text))[1])
            self._texts.add(text)

    def texts(self) -> list[str]:
        """The sample, in the order of its digests."""
        return [text for _, text in sorted(self._heap, reverse=True)]
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")

# The language of a source, with every registered language's dictionary ------

#: Filter reason of a sentence that reads as another registered language (:func:`other_language_of`).
OTHER_LANGUAGE = "other_language"
#: The words of a sentence that the build's dictionary must not know, at least, for it to read as
#: another language: one is a rare word, a loan or a compound of this language as often as not.
OTHER_WORDS = 2
#: The sentences (paragraphs of text) of each input file that :func:`file_languages` reads.
FILE_SAMPLE = 100


def _judged_words(text: str) -> list[str]:
    """The words of a text that a dictionary can judge: two letters or more, with no capital but a
    sentence's first letter (a name, an abbreviation)."""
    return [word for number, found in enumerate(_WORD.finditer(text)) if len(word := found.group()) > 1
            and not any(c.isupper() for c in (word[1:] if number == 0 else word))]


def _knows_word(lexicon: Lexicon, word: str) -> bool:
    """Whether the dictionary knows the word (lower-cased too), or each part of a hyphenated one."""
    parts = word.split("-")
    return (len(parts) > 1 and all(_known(lexicon, part) for part in parts)) or _known(lexicon, word)


@cache
def _suffix_rules(lexicon: Lexicon) -> tuple[dict[str, list], tuple[int, ...]]:
    """The suffix rules of the dictionary's ``.aff`` by what they add, and the lengths of those."""
    rules = defaultdict(list)
    for group in lexicon.dictionary.aff.SFX.values():
        for rule in group:
            rules[rule.add].append(rule)
    return dict(rules), tuple(sorted({len(added) for added in rules}))


@lru_cache(maxsize=1 << 16)  # a corpus asks about its common words again and again
def _plainly_listed(lexicon: Lexicon, word: str) -> bool:
    """Whether the word (as written or lower-cased) is an entry of the dictionary's word list, or an
    entry that takes a suffix rule making the word: dictionary lookups, where hunspell's full analysis
    of a form (compounds, prefixes, two suffixes) takes a millisecond or more. A word it finds is no
    evidence of another language, and is not asked about."""
    entries = lexicon.dictionary.dic.index
    rules, lengths = _suffix_rules(lexicon)
    for form in {word, word.lower()}:
        if form in entries:
            return True
        for length in lengths:
            for rule in rules.get(form[len(form) - length:], ()) if length < len(form) else ():
                root = form[:len(form) - length] + rule.strip
                if root in entries and rule.cond_regexp.search(root) \
                        and any(rule.flag in entry.flags for entry in entries[root]):
                    return True
    return False


def other_language_of(text: str, language: Language) -> Language | None:
    """The other registered language whose dictionary knows every word of ``text`` (as
    :func:`_judged_words` picks them), where ``language``'s does not know :data:`OTHER_WORDS` of them
    or more; None when there is none. Every pair of registered languages, in both directions: a
    language registered is asked about by every other. Hunspell is asked only about the words the
    build's word list does not plainly hold (:func:`_plainly_listed`), and another language's
    dictionary only about a sentence this one does not know.

        good: Han kom hjem i går.                       (Danish, in a Danish build)
        bad:  Jag vet inte vad du menar.                (Swedish, in a Danish build)
    """
    words = _judged_words(text)
    lexicon = language.lexicon()
    unlisted = (word for word in words if not _plainly_listed(lexicon, word))
    # two are enough: hunspell's answer is dearest for a word it does not know
    unknown = list(islice((word for word in unlisted if not _knows_word(lexicon, word)), OTHER_WORDS))
    if len(unknown) < OTHER_WORDS:
        return None
    for other in registry.LANGUAGES.values():
        if other.code == language.code:
            continue
        # the words this language does not know first: the other dictionary most often fails there
        if all(_knows_word(other.lexicon(), word) for word in [*unknown, *words]):
            return other
    return None


def file_languages(texts: Iterable[str], language: Language) -> tuple[int, Counter]:
    """Of the first :data:`FILE_SAMPLE` of ``texts`` with a word to judge: how many were read, and
    how many of them read as each other language (by code)."""
    sample = islice((text for text in texts if _judged_words(text)), FILE_SAMPLE)
    read, found = 0, Counter[str]()
    for text in sample:
        read += 1
        other = other_language_of(text, language)
        if other is not None:
            found[other.code] += 1
    return read, found


def foreign_file(name: str, texts: Iterable[str], language: Language) -> str | None:
    """Why a source file is refused as mostly in another registered language (more than half of its
    first sentences read as one: :func:`other_language_of`), in one line naming it; None when it is not."""
    read, found = file_languages(texts, language)
    if not found:
        return None
    code, count = found.most_common(1)[0]
    if 2 * count <= read:
        return None
    other = registry.language(code)
    return (f"{name}: {count} of {read} sentences from its start read as {other.name} (its dictionary knows "
            f"every word; the {language.name} one does not know two or more): a file in {other.name}, not "
            f"{language.name}; leave it out, build it with --language {other.code}, or build anyway with "
            "--no-language-check")


def text_has_unknown_word(text: str, lexicon: Lexicon) -> bool:
    """Whether a sentence's text holds a word the dictionary does not know, read from the text alone:
    a word with a capital is left out (a name, an abbreviation) unless it is the first, capitalised as a
    sentence starts; a hyphenated word is known when each part is."""
    for number, found in enumerate(_WORD.finditer(text)):
        word = found.group()
        if any(c.isupper() for c in (word[1:] if number == 0 else word)):
            continue
        parts = word.split("-")
        if len(parts) > 1 and all(_known(lexicon, part) for part in parts):
            continue
        if not _known(lexicon, word):
            return True
    return False


def language_check(texts: Iterable[str], language: Language, size: int = LANGUAGE_SAMPLE) -> dict:
    """How many of a sample of ``texts`` hold a word the language's dictionary does not know.

    The sample is the ``size`` texts of smallest SHA-256: the same whatever the order of the texts or
    the number of processes. ``refuse`` is whether more than the language's
    :attr:`~corruptions.language.Language.other_language_share` of them do."""
    sample = heapq.nsmallest(size, texts, key=lambda text: hashlib.sha256(text.encode("utf-8")).digest())
    lexicon = language.lexicon() if sample else None
    unknown = sum(text_has_unknown_word(text, lexicon) for text in sample) if lexicon else 0
    return {"sampled": len(sample), "unknown": unknown, "limit": language.other_language_share,
            "refuse": bool(sample) and unknown > language.other_language_share * len(sample)}


def other_language(checked: dict, language: Language) -> str:
    """The one-line refusal of a source that does not read as ``language``."""
    return (f"--language {language.code}: {checked['unknown']} of {checked['sampled']} sampled sentences "
            f"({checked['unknown'] / checked['sampled']:.0%}) hold a word the {language.name} dictionary "
            f"({language.dictionary_name}) does not know, more than {checked['limit']:.0%}: the source does not "
            f"read as {language.name}; check --language, or build anyway with --no-language-check")


def check_file_languages(settings: BuildSettings) -> None:
    """Refuse, naming it, an input file of a ``--data-dir`` or ``--text`` source that is mostly in
    another registered language (:func:`foreign_file`), before anything is parsed; a text file is read
    a paragraph at a time, a CoNLL-U file a sentence at a time (a bad record is for the build to
    report). The language's own sources are its own."""
    language = settings.lang
    if settings.text:
        for path in text_files(settings.text):
            texts = (item.text for item in file_paragraphs(path, settings.text_field) if isinstance(item, Paragraph))
            _refuse(foreign_file(shown(str(path)), texts, language))
    elif settings.data_dir:
        for path in folder_files(settings.data_dir, [] if settings.skip_errors else None):
            texts = (item.text for item, _ in parse_shard(Shard(path)) if isinstance(item, Sentence))
            _refuse(foreign_file(shown(str(path)), texts, language))


def _refuse(problem: str | None) -> None:
    if problem is not None:
        raise DalaError(problem)
