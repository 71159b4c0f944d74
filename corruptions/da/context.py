"""When a corrupted form is itself a Danish word, the context must rule that word out.

Dropping or swapping an ending sometimes lands on another word:
``spillerne`` -> ``spillene`` (the games), ``modstandere`` -> ``modstander``
(the singular), ``parken`` -> ``parket`` (parquet), ``loven`` -> ``lovet``
(promised). Such a pair is an error only where the sentence leaves no room
for the other word. The helpers here say whether a form is a listed word
(:func:`is_other_word`, the bundled hunspell dictionary without
compounding) and recognise the contexts that rule the other word out, by
form and UPOS so that they hold on predicted annotation too.
"""

from __future__ import annotations

import re

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon
from .words import word_list

#: Determiners and quantifiers that only go with a plural noun.
PLURAL_WORDS = word_list("plural_words.txt")
#: Numerals that go with a singular noun.
_ONE = frozenset({"1", "en", "et", "én", "ét"})
_DIGITS = re.compile(r"\d+(?:[.,]\d+)*")
#: Words tagged ADP that a participle can follow (``som lovet``, ``end ventet``).
_COMPARATIVE_ADP = frozenset({"som", "end", "ligesom"})


def is_other_word(form: str) -> bool:
    """Whether the dictionary lists ``form`` (lower-cased) as a word or an inflection of one."""
    return shared_lexicon().lists(form.lower())


def only_participle(form: str) -> bool:
    """Whether every listed analysis of ``form`` is a past participle (``lovet``, ``havnet``)."""
    return shared_lexicon().only_participle(form.lower())


def _makes_plural(token: Token, noun: Token) -> bool:
    if token.lower == "de":
        return token.head == noun.id  # the determiner, not the subject pronoun of "fik de modstandere"
    if token.lower in PLURAL_WORDS:
        return True
    numeral = token.upos == "NUM" or _DIGITS.fullmatch(token.form) is not None
    return numeral and token.lower not in _ONE and (token.head == noun.id or token.deprel == "nummod")


def plural_marker(sentence: Sentence, noun: Token) -> Token | None:
    """The numeral (not one) or plural-only determiner before ``noun``, or None.

    Adjectives and adverbs may stand between (``de mest energiske
    oprørere``, ``tre enige dommere``); anything else ends the search, so a
    marker of another phrase is never taken for this noun's.
    """
    for token in reversed(sentence.tokens[:noun.index]):
        if _makes_plural(token, noun):
            return token
        if token.upos not in ("ADJ", "ADV"):
            return None
    return None


def rules_out_singular(sentence: Sentence, noun: Token, singular: str) -> bool:
    """Whether the context of a plural ``noun`` makes its ``singular`` (``-er``) form an error.

    It needs a :func:`plural_marker`. When the singular can also be read as
    a present-tense verb (``spiller``, ``ryger``: the dictionary lists it as
    one, or lists its ``-e`` infinitive), the marker could be that verb's
    subject (``mange spiller fodbold``), so an adjective must stand between
    them and keep the words one noun phrase (``de olympiske spiller``).
    """
    marker = plural_marker(sentence, noun)
    if marker is None:
        return False
    lexicon, lower = shared_lexicon(), singular.lower()
    verb = any("NUTID" in tags for tags in lexicon.readings(lower)) or lexicon.lists(lower[:-1])
    return not verb or any(t.upos == "ADJ" for t in sentence.tokens[marker.index + 1:noun.index])


def after_preposition(sentence: Sentence, token: Token) -> bool:
    """Whether ``token`` directly follows a preposition, where no participle can stand (``i havnen``)."""
    previous = sentence.previous(token)
    return previous is not None and previous.upos == "ADP" and previous.lower not in _COMPARATIVE_ADP


def attributive(sentence: Sentence, adjective: Token) -> bool:
    """Whether ``adjective`` modifies a noun after it (``de senere år``), where a noun or verb cannot stand."""
    head = sentence.head_of(adjective)
    if head is not None and head.upos == "NOUN" and head.id > adjective.id:
        return True
    following = sentence.next(adjective)
    return following is not None and following.upos == "NOUN"
