"""Swedish misspellings: a double or single consonant, a dropped diacritic, the sje- and tje-sounds.

DaLAJ-GED's orthography rows (745 in dev+test, class O) are, after capitals (176), mostly a vowel
written without its diacritic or with the wrong one (``manniskor``, ``omradet``: 107) and a single
consonant for a double one or the reverse (``gamal``, ``köppa``, ``tilsammans``: 93; ``-ck``/``-k``: 7).
Each rule changes one letter group of a word the dictionary knows, in the place learners and natives
get it wrong, and keeps only a result the dictionary does not know (compounds included), so that no
corrupted word is another word: ``komma`` -> ``koma`` (a word) is never made.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, part_of_name, recase

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

_VOWELS = frozenset("aeiouyåäö")
#: Consonants Swedish writes double after a short vowel (Svenska skrivregler, dubbelteckning); ``k`` is
#: doubled as ``ck``.
_DOUBLED = frozenset("bdfglmnprst")
#: Consonants a learner doubles after a long vowel (``köppa``, ``lässa``, ``huss``): not ``r``, which
#: DaLAJ shows no one doubling, ``g`` (``frågga``), nor ``j``, ``v``, ``h``, ``x``, never written double.
_DOUBLABLE = frozenset("bdflmnpst")


class DictionaryMisspelling(FormSwap):
    """Replace a word by a misspelling of it the dictionary does not know: the first word of the sentence
    of which :meth:`misspelt` gives one is a target, and every later one. Not a word of a name or title
    (tagged PROPN, or capitalised where no sentence starts), a foreign word (tagged X), a word with other
    than letters, or one the dictionary does not know."""

    reads = frozenset({Annotation.UPOS})
    error_class = "O"
    #: The parts of speech whose words the rule misspells.
    parts_of_speech: frozenset[str]

    @abc.abstractmethod
    def variant(self, word: str) -> str | None:
        """The misspelling of lower-case ``word`` the rule makes, before the dictionary is asked."""

    def misspelt(self, word: str) -> str | None:
        """:meth:`variant` of ``word``, where the dictionary knows ``word`` and not the variant."""
        wrong = self.variant(word)
        if wrong is None:
            return None
        lexicon = shared_lexicon()
        return wrong if lexicon.knows(word) and not lexicon.knows(wrong) else None

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            form = token.form
            if not form.isalpha() or token.upos not in self.parts_of_speech:
                continue
            if part_of_name(sentence, token) or (len(form) > 1 and not form[1:].islower()):
                continue  # Ekonomiska Kommittén, ATP
            if self.misspelt(token.lower) is not None:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        wrong = self.misspelt(token.lower)
        if wrong is None:
            raise TypeError(f"{self.name}: {token.form!r} has no misspelling")
        return recase(token, wrong)

    @abc.abstractmethod
    def corrections(self, word: str) -> Iterator[str]:
        """The words of which lower-case ``word`` could be this rule's misspelling."""

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A word the dictionary does not know that is this rule's misspelling of one it lists as a word
        (not a compound it makes: ``lockande`` is no misspelling of ``lockände``).

            bad:  Det är en gamal tradition.
        """
        lexicon = shared_lexicon()
        for token in sentence.tokens:
            word = token.lower
            if (token.form.isalpha() and token.upos in self.parts_of_speech and not part_of_name(sentence, token)
                    and not lexicon.knows(word)
                    and any(lexicon.lists(right) and self.misspelt(right) == word for right in self.corrections(word))):
                return token
        return None


def _first_vowel(word: str) -> int | None:
    return next((i for i, letter in enumerate(word) if letter in _VOWELS), None)


def _syllables(word: str) -> int:
    """The groups of vowels of ``word``: its syllables, as far as spelling tells."""
    return sum(1 for i, letter in enumerate(word) if letter in _VOWELS and (i == 0 or word[i - 1] not in _VOWELS))


#: Unstressed prefixes (``betala``, ``gemenskap``): the first vowel is not the stressed one.
_UNSTRESSED = ("be", "ge")


class CorruptDoubleConsonant(DictionaryMisspelling):
    """Write the consonant after the first vowel of a word single where it is double, or double where it
    is single: ``gammal`` -> ``gamal``, ``tillsammans`` -> ``tilsammans``, ``köpa`` -> ``köppa``,
    ``tillbaka`` -> ``tillbacka``, ``tack`` -> ``tak`` (then a word, and left alone).

    Swedish writes a short stressed vowel with a double consonant after it
    and a long one with a single consonant (Svenska skrivregler,
    dubbelteckning; ``k`` doubled is ``ck``); DaLAJ-GED's learners get it
    wrong both ways (in dev+test 50 consonants written single, 43 double, 7
    ``-ck``/``-k``: ``gamal``, ``alvarliga``, ``mäniskor``, ``köppa``,
    ``lässa``, ``huss``; SweLL's O, DaLAJ class O). The place is the first
    syllable, where the stress of most Swedish words lies: the consonants
    right after the word's first vowel. A double ``bb dd ff gg ll mm nn pp rr
    ss tt`` (whatever follows it) is written single, ``ck`` as ``k``; a
    single ``b d f g l m n p s t`` before a vowel or at the end of the word
    is doubled, ``k`` as ``ck``. Never ``r``, ``j``, ``v``, ``h``, ``x``
    doubled. The target is a noun, verb, auxiliary, adjective, adverb or
    preposition the dictionary knows, whose misspelling it does not know
    (``komma`` -> ``koma``, ``heta`` -> ``hetta`` are words, and left alone).

        good: Det är en gammal tradition.
        bad:  Det är en gamal tradition.
    """

    name = "corrupt_dubbelteckning"
    parts_of_speech = frozenset({"NOUN", "VERB", "AUX", "ADJ", "ADV", "ADP"})

    def variant(self, word: str) -> str | None:
        vowel = _first_vowel(word)
        if vowel is None:
            return None
        at = vowel + 1
        rest = word[at:]
        if rest.startswith("ck"):
            return word[:at] + "k" + word[at + 2:]
        if len(rest) >= 2 and rest[0] == rest[1] and rest[0] in _DOUBLED:
            return word[:at] + word[at + 1:]
        if (vowel > 0 and not word.startswith(_UNSTRESSED) and _syllables(word) <= 2
                and len(rest) >= 2 and rest[1] in _VOWELS):
            if rest[0] == "k":
                return word[:at] + "c" + word[at:]
            if rest[0] in _DOUBLABLE:
                return word[:at] + rest[0] + word[at:]
        return None

    def corrections(self, word: str) -> Iterator[str]:
        vowel = _first_vowel(word)
        if vowel is None:
            return
        at = vowel + 1
        rest = word[at:]
        if rest.startswith("ck"):
            yield word[:at] + word[at + 1:]
        elif rest[:1] == "k":
            yield word[:at] + "c" + word[at:]
        elif len(rest) >= 2 and rest[0] == rest[1]:
            yield word[:at] + word[at + 1:]
        elif rest[:1]:
            yield word[:at] + rest[0] + word[at:]


#: The letter a keyboard without Swedish letters, or a learner, writes for each.
_PLAIN = {"å": "a", "ä": "a", "ö": "o"}


class DropDiacritic(DictionaryMisspelling):
    """Write the first ``å``, ``ä`` or ``ö`` of a word as ``a``, ``a`` or ``o``: ``människor`` ->
    ``manniskor``, ``området`` -> ``omradet``, ``på`` -> ``pa``.

    ``å``, ``ä`` and ``ö`` are letters of their own in Swedish (Svenska
    skrivregler; SAOL orders them after ``z``); written without the ring or
    the dots they make another word or none. DaLAJ-GED's learners drop them
    59 times in dev+test (``manniskor``, ``omradet``, ``traffa``, ``fran``,
    ``pa``) and confuse them 48 more (O, DaLAJ class O). The target is any
    word but a name the dictionary knows, whose plain spelling it does not
    know: ``för`` -> ``for``, ``här`` -> ``har``, ``säker`` -> ``saker`` are
    words, and left alone.

        good: Många människor bor här.
        bad:  Många manniskor bor här.
    """

    name = "drop_diacritic"
    parts_of_speech = frozenset({"NOUN", "VERB", "AUX", "ADJ", "ADV", "ADP", "PRON", "DET", "SCONJ", "CCONJ",
                                 "NUM", "PART", "INTJ"})

    def variant(self, word: str) -> str | None:
        at = next((i for i, letter in enumerate(word) if letter in _PLAIN), None)
        return None if at is None else word[:at] + _PLAIN[word[at]] + word[at + 1:]

    def corrections(self, word: str) -> Iterator[str]:
        for at, letter in enumerate(word):
            if letter in _PLAIN.values() and not any(earlier in _PLAIN for earlier in word[:at]):
                for marked, plain in _PLAIN.items():
                    if plain == letter:
                        yield word[:at] + marked + word[at + 1:]


#: Spellings of the sje-sound and the tje-sound at the start of a word, and the one a writer who spells
#: by ear puts for each (Svenska skrivregler, sje- och tje-ljudet; SAOL's spellings). Only before
#: ``ä``, ``ö``, ``y``, where ``sk`` and ``k`` are always the soft sounds (``kille``, ``skelett``,
#: ``kemi`` have others).
_SOUNDS = (("stj", "sj"), ("skj", "sj"), ("kj", "tj"))
_SOFT_VOWELS = frozenset("äöy")
_SOFT = (("sk", "sj"), ("k", "tj"), ("sj", "sk"), ("tj", "k"))


class CorruptSjTjSound(DictionaryMisspelling):
    """Spell the sje- or tje-sound at the start of a word another way it is spelt: ``stjärna`` ->
    ``sjärna``, ``skjorta`` -> ``sjorta``, ``kjol`` -> ``tjol``, ``skön`` -> ``sjön`` (a word, left
    alone), ``köpa`` -> ``tjöpa``, ``tjänst`` -> ``känst``.

    The sje-sound is spelt ``sj``, ``skj``, ``stj``, and ``sk`` before a
    front vowel; the tje-sound ``tj``, ``kj``, and ``k`` before a front vowel
    (Svenska skrivregler; Språkrådet's advice on the sje- and tje-sounds,
    which Swedish schools teach as a spelling difficulty of their own):
    learners and young writers spell the sound by ear with another of its
    spellings (SweLL's O, DaLAJ class O). The rule writes ``stj``/``skj`` as
    ``sj`` and ``kj`` as ``tj`` at the start of a word, and before ``ä``,
    ``ö`` or ``y`` (where the letters are always the soft sound) ``sk`` as
    ``sj``, ``k`` as ``tj``, ``sj`` as ``sk``, ``tj`` as ``k``: the result
    sounds as the word does. Not before ``e`` or ``i``, where ``kille``,
    ``kemi``, ``skelett`` have other sounds. The target is a noun, verb,
    auxiliary, adjective or adverb the dictionary knows, whose misspelling it
    does not know.

        good: Hon köpte en ny skjorta.
        bad:  Hon köpte en ny sjorta.
    """

    name = "corrupt_sj_tj_sound"
    parts_of_speech = frozenset({"NOUN", "VERB", "AUX", "ADJ", "ADV"})

    def variant(self, word: str) -> str | None:
        for spelt, heard in _SOUNDS:
            if word.startswith(spelt) and word[len(spelt):len(spelt) + 1] in _VOWELS:
                return heard + word[len(spelt):]
        for spelt, heard in _SOFT:
            if word.startswith(spelt) and word[len(spelt):len(spelt) + 1] in _SOFT_VOWELS:
                return heard + word[len(spelt):]
        return None

    def corrections(self, word: str) -> Iterator[str]:
        for spelt, heard in (*_SOUNDS, *_SOFT):
            if word.startswith(heard):
                yield spelt + word[len(heard):]
