"""The word lookup under the spelling checks of :mod:`corruptions.scandinavian.orthography`: a
language's settings (:class:`OrthographyWords`) and the word lists of its ``data/``, the dictionary's
stems and forms, the compounds of listed words, and what each word of a sentence may be (its flags).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import NamedTuple

from ..lexicon import LONGEST_WORD, Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_table, load_word_list

#: Word classes a dictionary cannot judge: names, numbers, symbols, punctuation, interjections.
_NOT_JUDGED = frozenset({"PROPN", "NUM", "PUNCT", "SYM", "INTJ"})
#: The classes a new or misspelt word falls in; the closed classes are all listed.
_OPEN_CLASSES = frozenset({"NOUN", "ADJ", "VERB", "ADV", "X"})
#: What a tagger makes of a name written in lower case.
_NAME_CLASSES = frozenset({"NOUN", "PROPN", "X", "ADJ"})
#: What opens the noun phrase after a preposition.
_PHRASE_OPENERS = frozenset({"DET", "NOUN", "PROPN", "PRON", "NUM", "ADJ"})
#: The words of a noun phrase after an article: what makes ``idé en dag`` a phrase.
_NOMINAL = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "ADV", "DET", "PRON", "X"})
#: Classes of the word before a coordinated adjective that make it a predicate, not a first part.
_NOMINAL_BEFORE = frozenset({"NOUN", "PROPN", "PRON", "AUX", "VERB"})
#: Relations of a name that is an argument of its own: ``ga Kari boka`` is no compound.
_ARGUMENTS = frozenset({"iobj", "obj", "nsubj", "nsubj:pass", "vocative", "appos"})
#: Closing quotation marks and brackets that may stand between a name and its noun.
_CLOSING = frozenset({"»", "\"", "”", "'", "’", ")"})
_CONSONANTS = frozenset("bcdfghjklmnpqrstvwxz")
_TRIPLE_LETTER = re.compile(r"(.)\1\1")
_LETTER_RUN = re.compile(r"[^\W\d_]+")
#: A letter, a comma or semicolon, a letter: two words with no space between (``SV,Senterpartiet``).
_PUNCTUATION_RUN_IN = re.compile(r"[^\W\d_][,;][^\W\d_]")
#: An ordinal run into the next word (``32.plass``), and the quick test for one.
_ORDINAL_RUN_IN = re.compile(r"(?<![\w.])\d+\.([^\W\d_]{3,})")
_DIGIT_DOT = re.compile(r"\d\.[^\W\d_]")
#: Letters that stand for digits (``lOmm`` for ``10mm``): the number part and what follows.
_DIGIT_LOOKALIKES = re.compile(r"([0-9OolI]{2,})([^\W\d_]*)")
_LOOKALIKE_AFTER_ONE = re.compile(r"[lI][O0]")
#: An abbreviation in capitals, alone or before a name's other part (``TOOLO``, ``NP/Grey``).
_ABBREVIATION = re.compile(r"[A-ZÆØÅÄÖÜ]{2,}(?:[/&][^\W\d_]+)*")
#: Letters and a number as one name (``U-21``, ``A4``), and a number's genitive (``50-års``).
_LETTERS_NUMBER = re.compile(r"[^\W\d_]+-?\d+")
_NUMBER_GENITIVE = re.compile(r"\d+-([^\W\d_]+)s")
#: What a word may be, as bits of :meth:`Orthography._flags`: no word the dictionary knows, a misspelling's
#: shape, a letter alone that is no word, a lower-case word run into a capitalised
#: one, an abbreviation run into its ending, the first word of a rejected spelling, a month or a day's
#: genitive, a compass point, a conjunction, a name or number that may begin a compound, a hyphenated word
#: whose first piece is unknown, an article, letters typed for digits.
(_UNKNOWN, _MISSPELT, _LETTER, _CAMEL_JOIN, _ABBREVIATION_RUN_IN, _NORM, _TIME, _COMPASS, _CONJUNCTION,
 _NAME_LIKE, _BROKEN_HEAD, _ARTICLE, _DIGITS_TYPED) = (1 << bit for bit in range(13))
#: The kinds of two pieces of a word split by a space (:meth:`Orthography.split_word`).
_SPLIT = frozenset({("letter", "letter"), ("letter", "broken"), ("broken", "word"), ("word", "broken"),
                    ("broken", "broken")})
#: Capital letters, for the capitals that begin an abbreviation run into an ending (``PCen``).
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅÄÖÜ"


@dataclass(frozen=True)
class OrthographyWords:
    """What :class:`Orthography` reads of a language besides the word lists of its ``data/``."""

    #: The language's one shared dictionary, loaded on first use.
    lexicon: Callable[[], Lexicon]
    #: The language's package (``corruptions.da``), whose ``data/`` has the word lists.
    package: str
    #: The lower-case letters of the language's own words: a word with others (``façade``) is a loan.
    letters: frozenset[str]
    #: Regular endings of inflection, for the quick look at the dictionary's stems (``""`` among them).
    endings: tuple[str, ...]
    #: The linking letters after a compound's non-final part (``s``, ``e``).
    links: frozenset[str]
    #: Final letters a stem drops before the next part of a compound (Swedish ``flick`` of ``flicka``).
    dropped: frozenset[str]
    #: Conjunctions that coordinate the first parts of compounds (``og``, ``eller``).
    coordinators: frozenset[str]
    #: The indefinite articles (``en``, ``et``), spelt like the definite ending of a noun.
    articles: frozenset[str]
    #: Words of one letter (``i``, ``å``): any other letter alone is no word.
    one_letter_words: frozenset[str]
    #: Nouns of time that stand after a month in a phrase (``april måned``).
    month_nouns: frozenset[str] = frozenset()
    #: The shortest non-final part of a compound (the first may be one letter shorter) and last part,
    #: the longest part, and the most parts.
    shortest_part: int = 3
    shortest_last: int = 3
    longest_part: int = 30
    most_parts: int = 3
    #: The longest word looked up (the :class:`~corruptions.lexicon.Lexicon`'s bound, twice the longest
    #: entry of the dictionaries): no word of these languages is longer.
    longest: int = LONGEST_WORD


class _View(NamedTuple):
    """What the checks read of one sentence: each token's form, the capital dropped where it only opens
    the sentence, and its flags; the union of the flags (what a check can find at all), and the longest
    form."""

    words: tuple[str, ...]
    token_flags: tuple[int, ...]
    flags: int
    longest: int


class WordLookup:
    """What the spelling checks ask of words (see the module's docstring); answers are cached per instance.
    The words of the last sentence asked about are kept (:meth:`_view`)."""

    def __init__(self, words: OrthographyWords):
        self.words = words
        cached = lru_cache(maxsize=1 << 16)
        self.known: Callable[[str], bool] = cached(self._known)
        self.compound: Callable[[str], bool] = cached(self._compound)
        self._tail_stems: Callable[[str], frozenset[str]] = cached(self._stems_of_tail)
        self._unlisted: Callable[[str], bool] = cached(self._is_unlisted)
        self._misspelt: Callable[[str], bool] = cached(self._is_misspelt)
        self._near: Callable[[str], bool] = cached(self._near_listed)
        self._name_lowered: Callable[[str], bool] = cached(self._is_name_lowered)
        self._kind: Callable[[str], str] = cached(self._kind_of)
        self._joined: Callable[[str], bool] = cached(self._is_joined)
        self._two_listed: Callable[[str, str], bool] = cached(self._is_two_listed)
        self._run_in_abbreviation: Callable[[str], bool] = cached(self._is_run_in_abbreviation)
        self._camel_joined: Callable[[str], bool] = cached(self._is_camel_joined)
        self._flags: Callable[[str], int] = cached(self._flags_of)
        self._last: tuple[Sentence, _View] | None = None

    # Word lists -------------------------------------------------------------------------------

    def _list(self, name: str) -> frozenset[str]:
        return load_word_list(name, self.words.package)

    @cached_property
    def written_apart(self) -> tuple[str, ...]:
        return tuple(sorted(self._list("spelling_written_apart.txt")))

    @cached_property
    def function_words(self) -> frozenset[str]:
        return self._list("spelling_function_words.txt")

    @cached_property
    def prefixes(self) -> frozenset[str]:
        return self._list("spelling_prefixes.txt")

    @cached_property
    def suffixes(self) -> frozenset[str]:
        return self._list("spelling_suffixes.txt")

    @cached_property
    def months(self) -> frozenset[str]:
        return self._list("spelling_months.txt")

    @cached_property
    def weekdays(self) -> frozenset[str]:
        return self._list("spelling_weekdays.txt")

    @cached_property
    def time_words(self) -> frozenset[str]:
        """The days, months and other words of time that begin a phrase of time (``søndag morgen``,
        ``i går kveld``), which the norms also write apart."""
        return self.weekdays | self.months | self._list("spelling_time_words.txt")

    @cached_property
    def compass_points(self) -> frozenset[str]:
        return self._list("spelling_compass_points.txt")

    @cached_property
    def number_nouns(self) -> frozenset[str]:
        return self._list("spelling_number_nouns.txt")

    @cached_property
    def norm(self) -> dict[tuple[str, ...], tuple[str, str]]:
        """``norm_spellings.tsv``: the rejected words -> (the norm's form, when it is rejected)."""
        return {tuple(row[0].lower().split()): (row[1], row[2])
                for row in load_table("norm_spellings.tsv", self.words.package)}

    @cached_property
    def _norm_firsts(self) -> frozenset[str]:
        return frozenset(words[0] for words in self.norm)

    # The dictionary ---------------------------------------------------------------------------

    def lexicon(self) -> Lexicon:
        return self.words.lexicon()

    @cached_property
    def _stems(self):
        """The dictionary's stems as it lists them (a dict keyed by stem: set lookups)."""
        return self.lexicon().dictionary.dic.index

    def _stems_by_ending(self, word: str) -> Iterator[str]:
        """The stems of the dictionary that ``word`` is with one of the regular endings; a closed-class word
        takes no ending."""
        stems, closed = self._stems, self.function_words
        for ending in self.words.endings:
            stem = word[:len(word) - len(ending)]
            if word.endswith(ending) and len(stem) > 1 and stem in stems and (not ending or stem not in closed):
                yield stem

    def is_stem(self, word: str) -> bool:
        """Whether ``word`` is a stem of the dictionary as it stands (a base form: ``offiser``)."""
        return word in self._stems

    def stem_listed(self, word: str) -> bool:
        """Whether ``word`` is a stem of the dictionary, or one with a regular ending: a lookup in a set,
        where the full analysis of a form takes milliseconds."""
        return next(self._stems_by_ending(word), None) is not None

    def listed(self, word: str) -> bool:
        """A stem with a regular ending, or a form the dictionary lists (no compounding)."""
        return self.stem_listed(word) or self.lexicon().lists(word)

    def _known(self, word: str) -> bool:
        """Whether lower-case ``word`` is a word: listed, a compound of listed words, or one hunspell
        accepts; a word longer than ``longest`` letters is none."""
        if len(word) > self.words.longest:
            return False
        return self.listed(word) or self.compound(word) or self.lexicon().knows(word)

    # Compounds --------------------------------------------------------------------------------

    def _left_part(self, part: str, first: bool) -> bool:
        """Whether ``part`` can begin a compound or stand inside one: a stem, with or without a linking
        letter, or a stem that drops its last letter before the next part (``flick``), with or without a
        linking letter; the first part may also be a name (``svalbard|vinteren``), one letter shorter
        (``av|spillings|maskin``) or a prefix (``u|forstående``)."""
        stems, words = self._stems, self.words
        if first and part in self.prefixes:
            return True
        shortest = words.shortest_part - 1 if first else words.shortest_part
        bare = (part, part[:-1]) if part[-1] in words.links else (part,)
        return any(stem in stems or any(stem + letter in stems for letter in words.dropped)
                   or (first and stem.capitalize() in stems)
                   for stem in bare if len(stem) >= shortest)

    def _stems_of_tail(self, tail: str) -> frozenset[str]:
        """The stems the dictionary gives ``tail`` as a listed form (a stem with a regular ending, or a
        listed analysis); empty: no listed form."""
        found = set(self._stems_by_ending(tail))
        if not found and self.lexicon().lists(tail):
            lookuper = self.lexicon().dictionary.lookuper
            found = {form.stem for form in lookuper.good_forms(tail, capitalization=False, compound_forms=False)}
        return frozenset(found)

    def _suffix(self, tail: str) -> bool:
        """Whether ``tail`` is a derivational suffix with a regular ending (``messig``, ``messige``)."""
        suffixes = self.suffixes
        return any(tail.endswith(ending) and tail[:len(tail) - len(ending)] in suffixes
                   for ending in self.words.endings)

    def _last_part(self, head: str, tail: str, parts: int) -> bool:
        """Whether ``tail`` ends a compound after ``head`` (of ``parts`` parts): a derivational suffix after
        one part (``innholds|messig``), or a listed form that is no closed-class word, such that the
        compound of ``head`` with the form's stem is no entry of the dictionary (an entry lists its own
        forms: ``opp|leved`` is no word, for the dictionary lists ``oppleve`` with the forms it has)."""
        if parts == 1 and self._suffix(tail):
            return True
        if tail in self.function_words:
            return False
        stems = self._tail_stems(tail)
        return bool(stems) and not any(head + stem in self._stems for stem in stems)

    def _compound(self, word: str) -> bool:
        """Whether lower-case ``word`` is a compound of listed words: at most ``most_parts`` parts, the
        non-final ones stems joined directly or by a linking letter (``natur|inngreps|forskriften``),
        the last a listed form (:meth:`_last_part`). A part has at most ``longest_part`` letters, so the
        cost is linear in the word's length."""
        words = self.words
        size = len(word)
        if size > words.longest or size < words.shortest_part + words.shortest_last:
            return False
        parts_to = {0: 0}  # a seam -> the fewest parts before it
        for seam in range(size - words.shortest_last + 1):
            parts = parts_to.get(seam)
            if parts is None:
                continue
            if parts and self._last_part(word[:seam], word[seam:], parts):
                return True
            if parts + 1 >= words.most_parts:
                continue
            for end in range(seam + 1, min(size - words.shortest_last, seam + words.longest_part) + 1):
                if end not in parts_to and self._left_part(word[seam:end], first=seam == 0):
                    parts_to[end] = parts + 1
                    # three equal consonants at a seam are written two (stress|sjukdomar: stressjukdomar)
                    if end - seam > 2 and word[end - 1] == word[end - 2] and word[end - 1] in _CONSONANTS:
                        parts_to.setdefault(end - 1, parts + 1)
        return False

    # Which words are judged -------------------------------------------------------------------

    @staticmethod
    def _first_word(sentence: Sentence) -> int:
        """The index of the sentence's first word (the first token that begins with a letter or digit)."""
        return next((index for index, token in enumerate(sentence.tokens) if token.form[:1].isalnum()), -1)

    def _view(self, sentence: Sentence) -> _View:
        """The sentence's words and their flags, kept for the next check of the same sentence."""
        last = self._last
        if last is not None and last[0] is sentence:
            return last[1]
        first = self._first_word(sentence)
        words = [token.form for token in sentence.tokens]
        if first >= 0 and words[first][1:].islower():
            words[first] = words[first].lower()
        flag = self._flags
        token_flags = [flag(word) for word in words]
        if first >= 0 and words[first] != sentence.tokens[first].form:  # a name may open the sentence
            token_flags[first] |= self._flags(sentence.tokens[first].form) & (_NAME_LIKE | _COMPASS)
        flags = 0
        for word_flags in token_flags:
            flags |= word_flags
        view = _View(tuple(words), tuple(token_flags), flags, max(map(len, words), default=0))
        self._last = (sentence, view)
        return view

    def _flags_of(self, word: str) -> int:
        """What ``word`` may be (the bits ``_UNKNOWN``, ``_MISSPELT``, ...), from the word alone; a check then
        reads the token's tags."""
        if len(word) > self.words.longest:
            return 0
        lower = word.lower()
        flags = _NORM if lower in self._norm_firsts else 0
        if lower in self.words.articles:
            flags |= _ARTICLE
        if lower in self.words.coordinators:
            flags |= _CONJUNCTION
        if lower in self.months or (lower[-1:] == "s" and lower[:-1] in self.weekdays):
            flags |= _TIME
        if self._is_digits_typed(word):
            flags |= _DIGITS_TYPED
        if not word.isalpha():
            if "-" in word and self._flags(word.split("-")[0]) & _UNKNOWN:  # opsam lings-plader
                flags |= _BROKEN_HEAD
            return flags | (_NAME_LIKE if any(c.isdigit() for c in word) or word[:1].isupper() else 0)
        if len(word) == 1:
            return flags | (_LETTER if lower not in self.words.one_letter_words else 0)
        if not word.islower():
            flags |= _NAME_LIKE if word[:1].isupper() else 0
            flags |= _COMPASS if word[:1].isupper() and lower in self.compass_points else 0
            flags |= _CAMEL_JOIN if word[:1].islower() and self._camel_joined(word) else 0
            return flags | (_ABBREVIATION_RUN_IN if word[1:2].isupper() and self._run_in_abbreviation(word) else 0)
        if self._unlisted(word):
            flags |= _UNKNOWN
        if len(word) >= 4 and self._misspelt(word):
            flags |= _MISSPELT
        return flags

    @staticmethod
    def _plain(token: Token) -> bool:
        """Not a name, number, symbol, interjection, abbreviation, foreign word or part of a multiword token."""
        return (token.upos not in _NOT_JUDGED and not token.multiword and not token.has(Abbr="Yes")
                and not token.has(Foreign="Yes"))

    @staticmethod
    def _foreign_run(sentence: Sentence, token: Token) -> bool:
        """Whether ``token`` is tagged ``X`` next to another word tagged ``X`` (``oil wealthy``): a foreign
        phrase."""
        return token.upos == "X" and any(other is not None and other.upos == "X"
                                         for other in (sentence.previous(token), sentence.next(token)))

    def _plain_or_x(self, sentence: Sentence, token: Token) -> bool:
        """A plain word, or one tagged ``X`` (a treebank's tag for a misspelt word as well as a foreign one)
        that is no word of a foreign phrase."""
        if token.upos == "X":
            return not token.multiword and not token.has(Foreign="Yes") and not self._foreign_run(sentence, token)
        return self._plain(token)

    def _native(self, word: str) -> bool:
        return set(word) <= self.words.letters

    def _edits(self, word: str) -> list[str]:
        """Every spelling one letter away from ``word``: a letter left out, added or changed, two swapped."""
        letters = sorted(self.words.letters)
        cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
        candidates = {a + b[1:] for a, b in cuts if b}
        candidates |= {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
        candidates |= {a + c + b[1:] for a, b in cuts if b for c in letters}
        candidates |= {a + c + b for a, b in cuts for c in letters}
        candidates.discard(word)
        return sorted(candidates)

    def _near_listed(self, word: str) -> bool:
        """Whether a listed word is one letter away from ``word``: what tells a misspelt word tagged ``X``
        (``socialde``: ``sociale``; ``priviligerede``: ``privilegerede``, a form the dictionary lists that
        is no stem with a regular ending) from a foreign one (``wealthy``). Stems with an ending are asked
        first: a lookup in a set."""
        edits = [other for other in self._edits(word) if len(other) > 2]
        return any(map(self.stem_listed, edits)) or any(map(self.lexicon().lists, edits))

    def _is_digits_typed(self, form: str) -> bool:
        """``lOmm``: the shape of :meth:`letters_for_digits`, and no word."""
        if len(form) < 2 or (form.isalpha() and (form.islower() or form.isupper())) or form.isdigit():
            return False
        found = _DIGIT_LOOKALIKES.fullmatch(form)
        if found is None:
            return False
        number = found.group(1)
        if number.isdigit() or not (any(c.isdigit() for c in number) or _LOOKALIKE_AFTER_ONE.search(number)):
            return False
        return not self.known(form.lower()) and not self.lexicon().knows(form)

    def _is_camel_joined(self, form: str) -> bool:
        """``ikkeCharles``: a lower-case word of three letters or more the dictionary knows, then a capital
        and lower case, the whole no word hunspell knows."""
        capital = next((index for index, letter in enumerate(form) if letter.isupper()), 0)
        head, rest = form[:capital], form[capital:]
        return len(head) >= 3 and head.islower() and rest[1:].islower() and self.known(head) \
            and not self.lexicon().knows(form)

    def _kind_of(self, word: str) -> str:
        """What a word is as a piece of a word split by a space: ``letter``, a letter that is no word alone;
        ``broken``, a lower-case run of letters the dictionary does not know; else ``word``."""
        if not word.isalpha():
            return "word"
        if len(word) == 1:
            return "letter" if word.lower() not in self.words.one_letter_words else "word"
        return "broken" if self._flags(word) & _UNKNOWN else "word"

    def _is_joined(self, word: str) -> bool:
        return len(word) <= self.words.longest and (self.listed(word) or self.lexicon().knows(word))

    def _is_misspelt(self, word: str) -> bool:
        """Whether lower-case ``word`` has a shape of :meth:`non_word` and hunspell does not know it; the
        questions go from cheap to dear."""
        if len(word) > self.words.longest or not self._native(word) or self.stem_listed(word):
            return False
        triple = _TRIPLE_LETTER.search(word) is not None
        run_in = word.startswith(self.written_apart)
        # a variant whose stem the dictionary has (its last consonant doubled before an ending, too)
        variants = [other for other in _consonant_variants(word) if self._stem_near(other)] if len(word) >= 6 else []
        if not (triple or run_in or variants):
            return False
        lexicon = self.lexicon()
        if lexicon.lists(word) or lexicon.knows(word):
            return False
        if triple:
            return True
        if run_in and any(word.startswith(part) and len(word) - len(part) > 2 and lexicon.lists(word[len(part):])
                          for part in self.written_apart):
            return True
        return any(lexicon.lists_as_written(other) for other in variants)

    def _stem_near(self, word: str) -> bool:
        """A stem of the dictionary with a regular ending, the stem's last consonant perhaps doubled before
        the ending (``raket|t|er``): the cheap look before the dictionary's."""
        stems = self._stems
        return self.stem_listed(word) or any(
            word.endswith(ending) and len(word) - len(ending) > 2 and word[-len(ending) - 1] == word[-len(ending) - 2]
            and word[:-len(ending) - 1] in stems for ending in self.words.endings if ending)

    def _is_run_in_abbreviation(self, form: str) -> bool:
        """An abbreviation in capitals with a lower-case ending or word run into it (``PCen``, ``EØSavtalen``):
        the rest an ending of the language or a listed word; not a genitive ``-s`` (``NRKs``), and not a name
        of mixed case (``KrF``, ``BTMagasinet``). Hunspell's verdict is not asked: the Bokmål dictionary
        accepts ``PCen``, which the norm writes ``PC-en``."""
        caps = len(form) - len(form.lstrip(_UPPER))
        rest = form[caps:]
        if caps < 2 or not rest or rest == "s" or not rest.isalpha() or not rest.islower() or not form[:caps].isalpha():
            return False
        return rest in self.words.endings or (len(rest) >= 3 and self.listed(rest))

    def _is_name_lowered(self, word: str) -> bool:
        if len(word) > self.words.longest or self.stem_listed(word):
            return False
        lexicon = self.lexicon()
        return not lexicon.lists(word) and lexicon.lists_as_written(word.capitalize())

    def _is_two_listed(self, first: str, second: str) -> bool:
        lexicon = self.lexicon()
        return any(lexicon.lists_as_written(first + link + second) for link in ("", *sorted(self.words.links)))

    def _is_unlisted(self, word: str) -> bool:
        return self._native(word) and len(word) <= self.words.longest and not self.known(word)


def _consonant_variants(word: str) -> Iterator[str]:
    """``word`` with one double consonant made single, or one single consonant between a vowel and a
    consonant doubled (``desverre``: ``dessverre``), where all three languages write a double consonant
    after a short vowel."""
    for index, letter in enumerate(word):
        if letter not in _CONSONANTS:
            continue
        if index + 1 < len(word) and word[index + 1] == letter:
            yield word[:index] + word[index + 1:]
        elif 0 < index < len(word) - 1 and word[index - 1] not in _CONSONANTS and word[index + 1] in _CONSONANTS \
                and word[index + 1] != letter:
            yield word[:index + 1] + letter + word[index + 1:]

