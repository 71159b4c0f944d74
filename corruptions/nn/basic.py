"""Where Nynorsk lets the basic (ScaLA) corruptions act: their positive list.

The swap and the removal are the core's (:mod:`corruptions.scandinavian.basic`) with Nynorsk's words.
Nynorsk word order is as free as Bokmål's (verb second, adverbs, particles, the possessive after a
definite noun: ``boka mi``), so the swap is kept to the pairs whose other order no Nynorsk sentence has,
and the removal to the one word no main clause can do without.
"""

from __future__ import annotations

from corruptions.scandinavian import basic

from .grammar import GRAMMAR

_FINITE_VERBS = basic.FiniteVerbWords(
    grammar=GRAMMAR,
    subjects=frozenset({"eg", "du", "han", "ho", "vi", "me"}),
    article_like=frozenset({"dei", "den", "det"}),
    past_like=("a",),
)


class NynorskFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Nynorsk never has in the other order.

    The spec (ScaLA, Nielsen 2023) swaps any two adjacent words of different UPOS; Nynorsk word order
    leaves many such swaps grammatical, so this rule keeps to a positive list, the first word being the
    target: an indefinite article or a demonstrative and the noun it determines (``ein bil`` -> ``bil
    ein``, ``dette huset`` -> ``huset dette``; not ``ein``/``ei``/``eit`` before a noun that a
    coordinator or a numeral follows, ``ein dag eller to``; never a possessive, ``boka mi``, nor
    ``den``/``det``/``dei``, also pronouns); the infinitive marker ``å`` and its infinitive (``å
    lese`` -> ``lese å``); a main clause's finite verb right after its subject pronoun and ``ikkje`` or
    ``aldri`` after it (``Eg veit ikkje`` -> ``Eg ikkje veit``); a definite adjective and its noun after
    ``den``, ``det``, ``dei``, ``denne``, ``dette``, ``desse`` (``det gamle huset`` -> ``det huset
    gamle``), not a comparative nor, unless a superlative, a form in ``-te``/``-de``, and not before a
    word that continues the phrase. The pairs are Bokmål's (``corruptions/nb/basic.py``), with Nynorsk's
    words.

        good: Vi prøvde å lese ei bok.
        bad:  Vi prøvde å lese bok ei.
    """

    error_class = "Word order"
    words = basic.NeighbourWords(
        determiners=frozenset({"ein", "ei", "eit", "denne", "dette", "desse"}),
        articles=frozenset({"ein", "ei", "eit"}),
        marker="å",
        negations=frozenset({"ikkje", "aldri"}),
        finite_verbs=_FINITE_VERBS,
        definite_determiners=frozenset({"den", "det", "dei", "denne", "dette", "desse"}),
        comparative_endings=("are", "ere"),
        participle_endings=("te", "de"),
    )


class NynorskDelete(basic.DeleteFiniteVerb):
    """Remove the finite verb of a main clause right after its subject pronoun (``Han ante
    ingenting`` -> ``Han ingenting``).

    The spec (ScaLA, Nielsen 2023) removes almost any word; Nynorsk leaves out objects, adverbs and many
    function words legitimately, so this rule removes only what no Nynorsk main clause can do without,
    its finite verb (Norsk referansegrammatikk: every declarative main clause has one), found by form
    and tags alike: a personal pronoun (``eg``, ``du``, ``han``, ``ho``, ``vi``, ``me``; ``den``,
    ``det``, ``dei`` only before a word that cannot continue a noun phrase with them) as the subject,
    first in the sentence or after a first ``og``, ``men`` or ``eller``, right before a finite verb (not
    an imperative) that is the main clause's predicate or its auxiliary or copula, with a word after
    the verb. Not a verb with a clause as its object or beside it, and no auxiliary before a participle
    spelt like a past tense (``har kasta`` -> ``kasta``, the a-verbs' participle and past).

        good: Han ante ingenting om det.
        bad:  Han ingenting om det.
    """

    error_class = "Missing word"
    words = _FINITE_VERBS
