"""Where Swedish lets the basic (ScaLA) corruptions act: their positive list.

The mechanics are :mod:`corruptions.basic`. Swedish word order is as free as
the other Scandinavian languages' (verb second, adverbs, particles), so the
swap is kept to two pairs whose other order no Swedish sentence has, each
recognised by its forms as well as its tags.
"""

from __future__ import annotations

from corruptions import basic
from corruptions.base import Annotation

from ..sentence import Sentence, Token

#: Indefinite articles and demonstratives: they never follow their noun (``bil en``, ``hus detta``).
_DETERMINERS = frozenset({"en", "ett", "denna", "detta", "dessa"})


class SwedishFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Swedish never has in the other order.

    The spec (ScaLA, Nielsen 2023) swaps any two adjacent words of different
    UPOS; Swedish word order leaves many such swaps grammatical, so this rule
    keeps to a positive list of two pairs, the first word being the target:

    * an indefinite article or a demonstrative and the noun it determines
      (``en bil`` -> ``bil en``, ``detta hus`` -> ``hus detta``); not ``en``/``ett``
      before a noun that a coordinator or numeral follows (``en dag eller två``
      reads ``dag en`` as a numeral); never ``den``/``det``/``de``, also pronouns;
    * the infinitive marker ``att`` and its infinitive (``att läsa`` -> ``läsa
      att``), ``att`` tagged PART or marking the infinitive.

    SweLL tags such order errors S-WO (DaLAJ class S).

        good: Vi försökte att läsa en bok.
        bad:  Vi försökte läsa att en bok.
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "S"

    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        return _determiner_and_noun(sentence, left, right) or _marker_and_infinitive(left, right)


def _determiner_and_noun(sentence: Sentence, determiner: Token, noun: Token) -> bool:
    if determiner.lower not in _DETERMINERS or determiner.upos != "DET" or noun.upos != "NOUN":
        return False
    if determiner.head != noun.id:
        return False
    after = sentence.next(noun)
    return determiner.lower not in ("en", "ett") or after is None or after.upos not in ("CCONJ", "NUM")


def _marker_and_infinitive(marker: Token, verb: Token) -> bool:
    return (marker.lower == "att" and (marker.upos == "PART" or (marker.deprel == "mark" and marker.head == verb.id))
            and verb.upos in ("VERB", "AUX") and verb.has(VerbForm="Inf"))
