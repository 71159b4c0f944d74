"""Spelling checks of a source sentence, read against a language's hunspell dictionary: a sentence with
a misspelt, broken or run-together word, a compound written apart or a spelling the norm rejects is no
``correct`` original.

:class:`Orthography` holds the checks once, parameterised by a language's dictionary and settings
(:class:`OrthographyWords`) and by word lists of its ``data/`` with fixed names:

* ``norm_spellings.tsv``: spellings the norm rejects (``rejected<TAB>norm<TAB>when``; ``when`` is
  ``always``, ``preposition`` or ``not-before:WORD``);
* ``spelling_written_apart.txt``: words the norm writes apart from the next word (``som helst``): run
  into it they make a non-word;
* ``spelling_function_words.txt``: the closed-class words, which end no compound and take no ending;
* ``spelling_prefixes.txt``, ``spelling_suffixes.txt``: the productive prefixes and derivational
  suffixes (``u-``, ``-messig``), which begin and end a word made of a listed word;
* ``spelling_months.txt``, ``spelling_weekdays.txt``, ``spelling_time_words.txt``: words of time, which
  begin phrases the norms write apart (``søndag morgen``, ``i går kveld``);
* ``spelling_compass_points.txt``: the compass points that begin place names (``Nord-Norge``);
* ``spelling_number_nouns.txt``: the numerals that are nouns (``hundrede``, ``million``).

A language declares the checks it wants as its source checks, each with a meaning that gives its own
examples. Every check keys on forms and the dictionary first and reads the tags to leave names,
numbers, abbreviations and foreign words alone, so that it holds on predicted annotation; each errs on
the side of keeping a sentence.

A word is looked up from cheap to dear: a stem of the dictionary with one of the language's regular
endings (a set), a form the dictionary lists, a compound of listed words (:meth:`Orthography.compound`),
hunspell's own compounding. The compound split is linear in a word's length (a part has at most
``longest_part`` letters), and a word longer than ``longest`` letters is not looked up at all: it is a
check of its own (:meth:`Orthography.overlong_word`). Answers about words are cached per instance.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import pairwise
from typing import NamedTuple

from ..lexicon import Lexicon
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
    #: The longest word looked up: no word of these languages is longer.
    longest: int = 50


class _View(NamedTuple):
    """What the checks read of one sentence: each token's form, the capital dropped where it only opens
    the sentence, and its flags; the union of the flags (what a check can find at all), and the longest
    form."""

    words: tuple[str, ...]
    token_flags: tuple[int, ...]
    flags: int
    longest: int


class Orthography:
    """The spelling checks of one language (see the module's docstring). Each check takes a sentence and
    gives the token it finds, or None. The engine asks every check of one sentence in turn, so the words
    of the last sentence asked about are kept (:meth:`_view`): a sentence with no unknown word is passed
    at once by the checks of unknown words."""

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
        """Whether a listed stem (with a regular ending) is one letter away from ``word``: what tells a
        misspelt word tagged ``X`` (``socialde``: ``sociale``) from a foreign one (``wealthy``)."""
        return any(len(other) > 2 and self.stem_listed(other) for other in self._edits(word))

    # The checks -------------------------------------------------------------------------------

    def overlong_word(self, sentence: Sentence) -> Token | None:
        """A run of letters longer than ``longest`` (a garbled or glued stretch of text): no word of the
        language is that long, and it is not looked up.

            bad:  Det var enkaffekaffekaffe...kaffe (4,800 letters).
        """
        longest = self.words.longest
        if self._view(sentence).longest <= longest:
            return None
        for token in sentence.tokens:
            if len(token.form) > longest and any(len(run) > longest for run in _LETTER_RUN.findall(token.form)):
                return token
        return None

    def letters_for_digits(self, sentence: Sentence) -> Token | None:
        """Letters typed for digits (``lOmm`` for ``10mm``, ``2O`` for ``20``): the number part of a token
        holds ``O``, ``o``, ``l`` or ``I`` beside a digit, or an ``l``/``I`` before an ``O``, the token is
        no word, and it is not written in capitals (``IOU``).

            good: Røret er 10mm bredt.
            bad:  Røret er lOmm bredt.
        """
        view = self._view(sentence)
        if not view.flags & _DIGITS_TYPED:
            return None
        return next(token for token, flags in zip(sentence.tokens, view.token_flags) if flags & _DIGITS_TYPED)

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

    def run_together(self, sentence: Sentence) -> Token | None:
        """Two words with no space between: a comma or semicolon between letters (``SV,Senterpartiet``), an
        ordinal run into the next word (``32.plass``; not a month, ``8.september``), a first part's
        hyphen run into the conjunction (``ungdoms-og familiehold``), a lower-case word of three letters
        or more run into a capitalised one (``ikkeCharles``; not ``iPhone``, nor a word the dictionary
        knows as written).

            good: Det var ikke Charles.
            bad:  Det var ikkeCharles.
        """
        text = sentence.text
        found = (_PUNCTUATION_RUN_IN.search(text) if "," in text or ";" in text else None) \
            or (self._hyphen_conjunction.search(text) if "-" in text else None)
        if found is None and _DIGIT_DOT.search(text):
            found = next((m for m in _ORDINAL_RUN_IN.finditer(text) if m.group(1).lower() not in self.months), None)
        if found is not None:
            return _token_at(sentence, found.start())
        view = self._view(sentence)
        if not view.flags & _CAMEL_JOIN:
            return None
        return next((token for token, word in zip(sentence.tokens, view.words) if self._flags(word) & _CAMEL_JOIN),
                    None)

    def _is_camel_joined(self, form: str) -> bool:
        """``ikkeCharles``: a lower-case word of three letters or more the dictionary knows, then a capital
        and lower case, the whole no word hunspell knows."""
        capital = next((index for index, letter in enumerate(form) if letter.isupper()), 0)
        head, rest = form[:capital], form[capital:]
        return len(head) >= 3 and head.islower() and rest[1:].islower() and self.known(head) \
            and not self.lexicon().knows(form)

    @cached_property
    def _hyphen_conjunction(self) -> re.Pattern[str]:
        words = "|".join(sorted(map(re.escape, self.words.coordinators)))
        return re.compile(rf"[^\W\d_]-(?:{words})(?= )")

    def split_word(self, sentence: Sentence) -> Token | None:
        """A word split by a space (``samfundsmæssi ge``, ``opsam lings-plader``, ``É n``): two words side by
        side, at least one a lower-case run of letters the dictionary does not know or both letters alone
        that are no words (``plan B``, ``bokstav a`` are left alone), that written together make a word
        the dictionary lists or hunspell knows. Also a noun and its definite ending written apart as the
        article (``idé en``), where the article begins no noun phrase. Names, numbers, abbreviations and
        foreign words are no pieces.

            good: Det er et samfundsmæssigt problem.
            bad:  Det er et samfundsmæssi gt problem.
        """
        tokens = sentence.tokens
        view = self._view(sentence)
        if not view.flags & (_UNKNOWN | _LETTER | _BROKEN_HEAD | _ARTICLE):
            return None
        words, token_flags = view.words, view.token_flags
        for index in range(len(tokens) - 1):
            first, second = tokens[index], tokens[index + 1]
            if not first.space_after:
                continue
            if token_flags[index + 1] & _ARTICLE and first.upos == "NOUN" and not first.multiword \
                    and self._ending_apart(sentence, second, words[index]):
                return first
            if not (token_flags[index] | token_flags[index + 1]) & (_UNKNOWN | _LETTER | _BROKEN_HEAD):
                continue
            left, right = words[index], words[index + 1]
            pair = self._kind(left), self._kind(right)
            if pair == ("word", "word"):
                if "-" not in right or not left.isalpha():
                    continue
                right = right.split("-")[0]  # opsam lings-plader: the piece before the hyphen
                pair = "word", self._kind(right) if len(right) > 1 else "word"
            if pair in _SPLIT and self._piece(first) and self._piece(second) and self._joined((left + right).lower()):
                return first
        return None

    @staticmethod
    def _piece(token: Token) -> bool:
        """Whether a token may be a piece of a word split by a space: no number, symbol, abbreviation,
        foreign word or part of a multiword token."""
        return token.upos not in ("NUM", "SYM", "PUNCT") and not token.multiword and not token.has(Abbr="Yes") \
            and not token.has(Foreign="Yes")

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

    def _ending_apart(self, sentence: Sentence, article: Token, left: str) -> bool:
        """``idé en``: the article after a noun begins no phrase (no noun, adjective, numeral, ... after it)
        and the noun with it is a form the dictionary lists."""
        after = sentence.next(article)
        return left.islower() and (after is None or after.upos not in _NOMINAL) \
            and self.lexicon().lists(left + article.lower)

    def non_word(self, sentence: Sentence) -> Token | None:
        """A lower-case word hunspell does not know, not even as a compound, of a misspelling's shape:

        * three equal letters in a row (``fremkommme``);
        * in a word of six letters or more, a double consonant where the word with it single is listed,
          or a single consonant between a vowel and a consonant where the word with it doubled is
          listed (``rakketter``, ``desverre``);
        * a word the norm writes apart run into the next (``somhelst``): the rest is a listed word.

        Names, abbreviations, foreign words, numbers and words with hyphens, apostrophes or full stops
        are left alone.

            bad:  Det kan man ikke somhelst gøre.
        """
        view = self._view(sentence)
        if not view.flags & _MISSPELT:
            return None
        for token, word in zip(sentence.tokens, view.words):
            if self._flags(word) & _MISSPELT and self._plain_or_x(sentence, token):
                return token
        return None

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

    def norm_spelling(self, sentence: Sentence) -> Token | None:
        """A spelling the norm rejects (``norm_spellings.tsv``): an older spelling, words written together
        that the norm writes apart or apart that it writes together, a word the norm writes in two as a
        preposition (``preposition``: tagged ADP, or before a noun phrase); and an abbreviation in
        capitals with an ending or the next part of a compound and no mark between (``PCen``,
        ``EØSavtalen``), which the norms of all three languages write with one (``PC'en``, ``PC-en``,
        ``PC:n``). A name or a foreign word is left alone, and so is a listed exception (``not-before``).

            good: Det er et eksempel.
            bad:  Det er et exempel.
        """
        view = self._view(sentence)
        if not view.flags & (_NORM | _ABBREVIATION_RUN_IN):
            return None
        rejected = self.norm
        tokens = sentence.tokens
        first = self._first_word(sentence)
        for index, token in enumerate(tokens):
            token_flags = view.token_flags[index]
            if not token_flags & (_NORM | _ABBREVIATION_RUN_IN):
                continue
            form = token.form
            if token_flags & _ABBREVIATION_RUN_IN and token.upos != "X":
                return token
            word = token.lower
            if not token_flags & _NORM or token.upos == "PROPN" or token.has(Foreign="Yes"):
                continue
            if not (form.islower() or (index == first and (form[1:].islower() or len(form) == 1))):
                continue
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            pair = (word, following.lower) if following is not None else None
            if pair is not None and pair in rejected:
                after = tokens[index + 2].lower if index + 2 < len(tokens) else ""
                if rejected[pair][1] != "not-before:" + after:
                    return token
                continue
            norm = rejected.get((word,))
            if norm is None:
                continue
            if norm[1] == "always":
                return token
            if norm[1] == "preposition" and following is not None and \
                    (token.upos == "ADP" or following.upos in _PHRASE_OPENERS):
                return token
        return None

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

    def lower_case_name(self, sentence: Sentence) -> Token | None:
        """A name written in lower case (``i københavn``): a lower-case word inside the sentence that the
        dictionary does not list, while it lists the word with a capital as written (a name). The first
        word, a foreign word and a word listed in lower case too are left alone.

            good: Han rejste til København.
            bad:  Han rejste til københavn.
        """
        for token in sentence.tokens[1:]:
            word = token.form
            if token.upos in _NAME_CLASSES and len(word) >= 3 and word.islower() and word.isalpha() \
                    and self._name_lowered(word) and not token.has(Foreign="Yes") \
                    and not self._foreign_run(sentence, token):
                return token
        return None

    def _is_name_lowered(self, word: str) -> bool:
        if len(word) > self.words.longest or self.stem_listed(word):
            return False
        lexicon = self.lexicon()
        return not lexicon.lists(word) and lexicon.lists_as_written(word.capitalize())

    def compound_apart(self, sentence: Sentence) -> Token | None:
        """A compound written as two words, where the norm writes one word or a hyphen
        (Retskrivningsordbogen; Språkrådet, "Ett eller flere ord"; Svenska skrivregler):

        * two lower-case nouns whose concatenation, directly or with a linking letter, the dictionary
          lists as one word (``kaffe kop``); not after a number or a verb (``nekte foreldre retten``:
          two objects), not a first word of time (``søndag morgen``, ``i går kveld``), a number noun or
          one ending in ``-s``;
        * an abbreviation in capitals, letters with a number or a number's genitive before a lower-case
          noun that depends on it or on which it depends (``TOOLO æske``, ``U-21 holdet``, ``50-års
          alderen``); a name before such a definite noun, a closing quotation mark between (``Schiphol
          lufthavnen``, ``«Guitar Hero» spillene``), unless the name is an argument of its own (``ga Kari
          boka``);
        * a compass point with a capital before a place name the dictionary lists (``Nord Norge``);
        * a month before an indefinite noun of its own that makes a word with it (``april kvartal``), but
          not after a number nor before a noun of time (``april måned``);
        * a day's genitive before a definite noun of its own, the two a word (``fredags morgenen``);
        * the first part of a coordinated compound without its hyphen: an adjective or ordinal that
          opens a phrase, a conjunction, and a noun whose last part makes a listed word with it (``lokal
          og fylkespolitikerne``, ``andre og tredjeplass``), where an adjective's base form stands before
          a plural or definite noun; or a bare singular noun after a plural adjective (``hårda inkomst och
          medborgarstreck``), which no phrase coordinates.

            good: Han arbejder i Schiphol-lufthavnen.
            bad:  Han arbejder i Schiphol lufthavnen.
        """
        tokens = sentence.tokens
        token_flags = self._view(sentence).token_flags
        special = _COMPASS | _TIME | _NAME_LIKE | _CONJUNCTION
        for index, (first, second) in enumerate(pairwise(tokens)):
            flags = token_flags[index]
            if first.upos == "NOUN" and second.upos == "NOUN" and first.space_after \
                    and self._nouns_apart(first, second, tokens[index - 1] if index else None):
                return first
            if not (flags | token_flags[index + 1]) & special:
                continue
            before = tokens[index - 1] if index else None
            if flags & _COMPASS and first.space_after and self._compass_apart(second):
                return first
            if flags & _TIME and first.space_after and (self._month_apart(first, second, before)
                                                         or self._genitive_apart(first, second)):
                return first
            if flags & _NAME_LIKE and self._name_before(sentence, index):
                return first
            if token_flags[index + 1] & _CONJUNCTION and index + 2 < len(tokens) \
                    and self._coordinated_apart(first, tokens[index + 2], before):
                return first
        return None

    def _nouns_apart(self, first: Token, second: Token, before: Token | None) -> bool:
        word = first.lower
        if not (first.form.isalpha() and first.form.islower() and second.form.islower()) \
                or len(second.form) < self.words.shortest_last or word[-1] == "s" or "NumType" in first.feats \
                or word in self.number_nouns or word in self.time_words \
                or (before is not None and before.upos in ("NUM", "VERB", "AUX")):
            return False
        return self._two_listed(word, second.lower)

    def _is_two_listed(self, first: str, second: str) -> bool:
        lexicon = self.lexicon()
        return any(lexicon.lists_as_written(first + link + second) for link in ("", *sorted(self.words.links)))

    def _compass_apart(self, second: Token) -> bool:
        """``Nord Norge``: a place name the dictionary lists, after a compass point with a capital."""
        form = second.form
        return form.isalpha() and form[:1].isupper() and form[1:].islower() and self.lexicon().lists_as_written(form)

    def _month_apart(self, month: Token, noun: Token, before: Token | None) -> bool:
        if month.lower not in self.months or not month.form.islower() or noun.upos != "NOUN" \
                or not noun.form.isalpha() or not noun.form.islower() \
                or noun.lower in self.words.month_nouns or noun.has(Definite="Def") or not _linked(month, noun) \
                or (before is not None and before.upos == "NUM"):
            return False
        return self.known(month.lower + noun.lower)

    def _genitive_apart(self, genitive: Token, noun: Token) -> bool:
        """``fredags morgenen``: a day's genitive, then a definite noun that it or the other depends on, the
        two a word."""
        if genitive.upos != "NOUN" or noun.upos != "NOUN" or genitive.lower[:-1] not in self.weekdays \
                or not genitive.lower.endswith("s") or not genitive.form.islower() or not noun.form.isalpha() \
                or not noun.form.islower() or not _linked(genitive, noun):
            return False
        return noun.has(Definite="Def") and not noun.has(Case="Gen") and self.known(genitive.lower + noun.lower)

    def _name_before(self, sentence: Sentence, index: int) -> bool:
        """A name, abbreviation or number (``Schiphol``, ``TOOLO``, ``U-21``; a closing quotation mark may
        follow) and a lower-case noun right after it that belongs with it."""
        tokens = sentence.tokens
        name = tokens[index]
        position = index + 1
        while position < len(tokens) and tokens[position].form in _CLOSING:
            position += 1
        if position >= len(tokens) or not tokens[position - 1].space_after:
            return False
        noun = tokens[position]
        if noun.upos != "NOUN" or not noun.form.isalpha() or not noun.form.islower():
            return False
        head = sentence.head_of(name)
        names = (name, head) if head is not None and name.deprel.startswith(("flat", "compound")) else (name,)
        if not any(_linked(part, noun) for part in names):
            return False
        form = name.form
        genitive = _NUMBER_GENITIVE.fullmatch(form)
        if genitive:  # 50-års alderen, not a possessor's definite form (34-åringens form)
            return name.upos in ("NOUN", "X", "NUM", "ADJ") and genitive.group(1) in self._stems
        if _ABBREVIATION.fullmatch(form) or _LETTERS_NUMBER.fullmatch(form):
            return name.upos in ("PROPN", "NOUN", "X", "NUM") and not name.has(Case="Gen")
        return name.upos == "PROPN" and form[1:2].islower() and form.isalpha() and not form.endswith("s") \
            and noun.has(Definite="Def") and not noun.has(Case="Gen") and name.deprel not in _ARGUMENTS

    def _coordinated_apart(self, first: Token, last: Token, before: Token | None) -> bool:
        """``lokal og fylkespolitikerne``: ``first`` (an adjective or ordinal that opens a phrase; a bare
        singular noun after a plural adjective) and ``last``, a noun, make no phrase, while ``first`` and
        the last part of ``last`` (four letters or more, no ending alone) make a listed word."""
        if last.upos != "NOUN" or not last.form.isalpha() or not last.form.islower() \
                or not first.form.isalpha() or not first.form.islower() or first.multiword:
            return False
        noun = False
        if first.upos in ("ADJ", "DET", "NUM"):
            if before is not None and before.upos in _NOMINAL_BEFORE:
                return False
            mismatch = (first.upos == "ADJ" and not first.has(Number="Plur") and not first.has(Definite="Def")
                        and (last.has(Number="Plur") or last.has(Definite="Def"))) or "NumType" in first.feats \
                or (first.upos == "DET" and first.lower.endswith(("ste", "dre", "dje")))
        elif first.upos == "NOUN":
            mismatch = before is not None and before.upos in ("ADJ", "DET") and before.has(Number="Plur") \
                and first.has(Number="Sing") and first.has(Definite="Ind") and last.has(Number="Plur")
            noun = True
        else:
            mismatch = False
        if not mismatch:
            return False
        word, lexicon = first.lower, self.lexicon()
        for cut in range(self.words.shortest_part, len(last.lower) - 3):
            tail = last.lower[cut:]
            if tail in self.words.endings or not self._left_part(last.lower[:cut], first=True) \
                    or not self.listed(tail):
                continue
            # a noun's compound need not be listed: the plural adjective before the bare noun is the evidence
            if lexicon.lists_as_written(word + tail) or (noun and any(self.known(word + link + tail)
                                                                       for link in ("", *sorted(self.words.links)))):
                return True
        return False

    def unlisted_word(self, sentence: Sentence) -> Token | None:
        """A lower-case word the dictionary neither lists nor reads as a compound, and that is no compound
        of listed words either (``blodtilføelsen``, ``evkuert``): the languages compound freely, but a
        compound is made of listed words (:meth:`compound`: parts, linking letters and a last part whose
        own entry does not decide the whole). A word tagged ``X`` (a treebank's tag for a misspelt word
        as well as a foreign one) counts only when a listed word is one letter away and no other ``X``
        word stands next to it. Names, abbreviations, foreign words, numbers, interjections, words with
        letters the language's own words do not use (an accent, a hyphen, an apostrophe, ``c`` in
        Bokmål) and words in capitals are left alone.

            good: Han bestilte en sværdfiskbøf.
            bad:  Hun fik fjernet blodtilføelsen.
        """
        view = self._view(sentence)
        if not view.flags & _UNKNOWN:
            return None
        for token, word in zip(sentence.tokens, view.words):
            if token.upos in _OPEN_CLASSES and len(word) >= 3 and self._flags(word) & _UNKNOWN \
                    and self._plain_or_x(sentence, token) and (token.upos != "X" or self._near(word)):
                return token
        return None

    def _is_unlisted(self, word: str) -> bool:
        return self._native(word) and len(word) <= self.words.longest and not self.known(word)


def _linked(first: Token, second: Token) -> bool:
    """Whether one of the two tokens is the other's head."""
    return first.head == second.id or second.head == first.id


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


def _token_at(sentence: Sentence, offset: int) -> Token:
    """The token whose span holds the character at ``offset`` (the nearest before it)."""
    found = sentence.tokens[0]
    for token in sentence.tokens:
        if token.start > offset:
            break
        found = token
    return found
