"""Where Swedish lets the basic (ScaLA) corruptions act: their positive list.

The mechanics are :mod:`corruptions.basic`. Swedish word order is as free as
the other Scandinavian languages' (verb second, adverbs, particles), so the
swap is kept to two pairs whose other order no Swedish sentence has, each
recognised by its forms as well as its tags. The swap is the core's
(:mod:`corruptions.scandinavian.basic`) with Swedish words.
"""

from __future__ import annotations

from corruptions.scandinavian import basic

from ..sentence import Token


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

    error_class = "S"
    words = basic.NeighbourWords(
        determiners=frozenset({"en", "ett", "denna", "detta", "dessa"}),
        articles=frozenset({"en", "ett"}),
        marker="att",
    )

    def marks(self, marker: Token, verb: Token) -> bool:
        """``att`` tagged PART, or marking the infinitive."""
        return marker.upos == "PART" or (marker.deprel == "mark" and marker.head == verb.id)
