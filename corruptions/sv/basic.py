"""Where Swedish lets the basic (ScaLA) corruptions act: their positive lists.

The mechanics are :mod:`corruptions.basic`. Swedish word order is as free as
the other Scandinavian languages' (verb second, adverbs, particles), so the
swap is kept to two pairs whose other order no Swedish sentence has, and the
removal to one word no Swedish main clause can do without, each recognised by
its forms as well as its tags. The swap and the removal are the core's
(:mod:`corruptions.scandinavian.basic`) with Swedish words.
"""

from __future__ import annotations

from corruptions.scandinavian import basic

from ..sentence import Token
from .grammar import GRAMMAR


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


class SwedishDelete(basic.DeleteFiniteVerb):
    """Remove the finite verb of a main clause right after its subject pronoun (``Han visste
    ingenting`` -> ``Han ingenting``).

    The spec (ScaLA, Nielsen 2023) removes almost any word; Swedish leaves
    out objects, adverbs, ``att`` after some verbs and ``som`` as an object
    legitimately, so this rule removes only what no Swedish main clause can
    do without, its finite verb (Svenska Akademiens grammatik: every
    declarative main clause has one in second place), and only where it is
    found by form and tags alike: a personal pronoun (jag du han hon vi ni
    man; ``de``, ``den``, ``det`` only before a word that cannot continue a
    noun phrase with them: ``Det viktiga`` is one) as the subject, first in
    the sentence or after a first ``och``, ``men`` or ``eller``, right
    before a finite verb (not an imperative) that is the main clause's
    predicate or its auxiliary or copula, with a word after the verb. What
    is left has no finite verb: ``Vi ska resa`` -> ``Vi resa``, ``Jag vet
    inte`` -> ``Jag inte``. Not a verb with a clause as its object or beside
    it (``Jag tror han kommer`` -> ``Jag han kommer`` reads as a topic and a
    clause). A Swedish supine is never spelt like a past tense (``har
    målat``, ``målade``), so an auxiliary before one is removed too: ``Vi har
    bott`` -> ``Vi bott``. DaLAJ corrects a missing finite verb as a missing
    word (``är`` 28 times in dev+test, class S).

        good: Han visste ingenting om det.
        bad:  Han ingenting om det.
    """

    error_class = "S"
    words = basic.FiniteVerbWords(
        grammar=GRAMMAR,
        subjects=frozenset({"jag", "du", "han", "hon", "vi", "ni", "man"}),
        article_like=frozenset({"de", "den", "det"}),
        past_like=(),
    )
