"""Where Bokmål lets the basic (ScaLA) corruptions act: their positive list.

The mechanics are :mod:`corruptions.basic`. Bokmål has only the swap: its
word order is as free as Danish (verb second, adverbs, particles,
postposed possessives), so the swap is kept to two pairs whose other order
no Bokmål sentence has, each recognised by its forms as well as its tags.
"""

from __future__ import annotations

from corruptions import basic
from corruptions.base import Annotation
from dala_pipeline.sentence import Sentence, Token

#: Indefinite articles and demonstratives: they never follow their noun (``bil en``, ``hus dette``).
_DETERMINERS = frozenset({"en", "ei", "et", "denne", "dette", "disse"})


class NorwegianFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Bokmål never has in the other order.

    The spec (ScaLA, Nielsen 2023) swaps any two adjacent words of
    different UPOS. Bokmål word order leaves many such swaps grammatical
    (``I dag kom han`` -> ``I dag han kom`` is a word-order error of its
    own, ``boka mi`` is right beside ``mi bok``), so this rule is stricter:
    a positive list of two pairs, the first word being the target.

    * An indefinite article or a demonstrative and the noun it determines
      (``en bil`` -> ``bil en``, ``dette huset`` -> ``huset dette``). Not
      ``en``/``et`` before a noun that a coordinator or a numeral follows
      (``en dag eller to`` reads ``dag en`` as a numeral); never a
      possessive (Bokmål puts it after a definite noun: ``boka mi``) nor
      ``den``/``det``/``de``, which are also pronouns.
    * The infinitive marker ``å`` and its infinitive (``å lese`` -> ``lese
      å``), however the marker is tagged, never the interjection ``Å``.

        good: Vi prøvde å lese en bok
        bad:  Vi prøvde å lese bok en
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Word order"

    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        return _determiner_and_noun(sentence, left, right) or _marker_and_infinitive(left, right)


def _determiner_and_noun(sentence: Sentence, determiner: Token, noun: Token) -> bool:
    if determiner.lower not in _DETERMINERS or determiner.upos != "DET" or noun.upos != "NOUN":
        return False
    if determiner.head != noun.id:
        return False
    after = sentence.next(noun)
    return determiner.lower not in ("en", "ei", "et") or after is None or after.upos not in ("CCONJ", "NUM")


def _marker_and_infinitive(marker: Token, verb: Token) -> bool:
    return (marker.lower == "å" and marker.upos in ("PART", "ADP", "SCONJ", "AUX")
            and verb.upos in ("VERB", "AUX") and verb.has(VerbForm="Inf"))
