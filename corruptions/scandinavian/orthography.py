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
from functools import cached_property
from itertools import pairwise

from ..sentence import Sentence, Token
from .spelling_lookup import (
    _ABBREVIATION,
    _ABBREVIATION_RUN_IN,
    _ARGUMENTS,
    _ARTICLE,
    _BROKEN_HEAD,
    _CAMEL_JOIN,
    _CLOSING,
    _COMPASS,
    _CONJUNCTION,
    _DIGIT_DOT,
    _DIGITS_TYPED,
    _LETTER,
    _LETTER_RUN,
    _LETTERS_NUMBER,
    _MISSPELT,
    _NAME_CLASSES,
    _NAME_LIKE,
    _NOMINAL,
    _NOMINAL_BEFORE,
    _NORM,
    _NUMBER_GENITIVE,
    _OPEN_CLASSES,
    _ORDINAL_RUN_IN,
    _PHRASE_OPENERS,
    _PUNCTUATION_RUN_IN,
    _SPLIT,
    _TIME,
    _UNKNOWN,
    OrthographyWords,
    WordLookup,
)

__all__ = ["Orthography", "OrthographyWords"]


class Orthography(WordLookup):
    """The spelling checks of one language (see the module's docstring). Each check takes a sentence and
    gives the token it finds, or None. The engine asks every check of one sentence in turn, so the words
    of the last sentence asked about are kept (:meth:`_view`): a sentence with no unknown word is passed
    at once by the checks of unknown words."""

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

    def compound_apart(self, sentence: Sentence) -> Token | None:
        """A compound written as two words, where the norm writes one word or a hyphen
        (Retskrivningsordbogen; Språkrådet, "Ett eller flere ord"; Svenska skrivregler):

        * two lower-case nouns whose concatenation, directly or with a linking letter, the dictionary
          lists as one word (``kaffe kop``); not after a number or a verb (``nekte foreldre retten``:
          two objects), not a first word of time (``søndag morgen``, ``i går kveld``), a number noun or
          one ending in ``-s``;
        * an abbreviation in capitals or letters with a number (not a unit in lower case, ``m3 bensin``)
          before a lower-case noun that depends on it or on which it depends (``TOOLO æske``, ``U-21
          holdet``); a number's genitive with a hyphen before a definite noun however a parser links
          the two, or before an indefinite one that depends on it (``50-års alderen``), but not a
          possessor's (``1800-talets``, ``5-årings``); a name before such a definite noun, a closing
          quotation mark between (``Schiphol lufthavnen``, ``«Guitar Hero» spillene``), unless the name
          is an argument of its own (``ga Kari boka``);
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
        form = name.form
        genitive = _NUMBER_GENITIVE.fullmatch(form)
        head = sentence.head_of(name)
        names = (name, head) if head is not None and name.deprel.startswith(("flat", "compound")) else (name,)
        linked = any(_linked(part, noun) for part in names)
        if genitive:  # 50-års alderen; not a possessor (34-åringens form, en 5-årings tegning, 1800-talets
            # industri); before a definite noun the genitive is a compound's first part however a parser
            # links the two (an indefinite one may be a word of its own: 2-værelses lejlighed)
            stem = genitive.group(1)
            return name.upos in ("NOUN", "X", "NUM", "ADJ") and stem in self._stems \
                and not self._possessor_stem(stem) and (linked or noun.has(Definite="Def"))
        if not linked:
            return False
        if _ABBREVIATION.fullmatch(form) or (_LETTERS_NUMBER.fullmatch(form) and not form[:1].islower()):
            return name.upos in ("PROPN", "NOUN", "X", "NUM") and not name.has(Case="Gen")
        return name.upos == "PROPN" and form[1:2].islower() and form.isalpha() and not form.endswith("s") \
            and noun.has(Definite="Def") and not noun.has(Case="Gen") and name.deprel not in _ARGUMENTS

    def _possessor_stem(self, stem: str) -> bool:
        """Whether a number's genitive of ``stem`` is a possessor's: a definite form (``1800-talets``,
        Nynorsk ``1990-åras``) or a person (``5-årings``, ``3-årigs``)."""
        return stem.endswith(_DEFINITE_ENDINGS) or stem.endswith(("ing", "ig")) or (
            stem.endswith("a") and stem[:-1] in self._stems)

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


#: The endings of a definite noun (``1800-talen``, ``året``), before a genitive's ``-s``.
_DEFINITE_ENDINGS = ("en", "et", "na", "ne")


def _linked(first: Token, second: Token) -> bool:
    """Whether one of the two tokens is the other's head."""
    return first.head == second.id or second.head == first.id


def _token_at(sentence: Sentence, offset: int) -> Token:
    """The token whose span holds the character at ``offset`` (the nearest before it)."""
    found = sentence.tokens[0]
    for token in sentence.tokens:
        if token.start > offset:
            break
        found = token
    return found

