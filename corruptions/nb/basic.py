"""Where Bokmål lets the basic (ScaLA) corruptions act: their positive list.

The mechanics are :mod:`corruptions.basic`. Bokmål word order is as free
as Danish (verb second, adverbs, particles, postposed possessives), so the
swap is kept to pairs whose other order no Bokmål sentence has, and the
removal to one word no Bokmål main clause can do without; each is
recognised by its forms as well as its tags. The swap and the removal are the
core's (:mod:`corruptions.scandinavian.basic`), with two pairs of Bokmål's own.
"""

from __future__ import annotations

from corruptions.scandinavian import basic

from .grammar import GRAMMAR

_FINITE_VERBS = basic.FiniteVerbWords(
    grammar=GRAMMAR,
    subjects=frozenset({"jeg", "du", "han", "hun", "vi", "dere", "man"}),
    article_like=frozenset({"de", "den", "det"}),
    past_like=("et", "te", "de"),
)


class NorwegianFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Bokmål never has in the other order.

    The spec (ScaLA, Nielsen 2023) swaps any two adjacent words of
    different UPOS. Bokmål word order leaves many such swaps grammatical
    (``I dag kom han`` -> ``I dag han kom`` is a word-order error of its
    own, ``boka mi`` is right beside ``mi bok``), so this rule is stricter:
    a positive list of pairs, the first word being the target.

    * An indefinite article or a demonstrative and the noun it determines
      (``en bil`` -> ``bil en``, ``dette huset`` -> ``huset dette``). Not
      ``en``/``et`` before a noun that a coordinator or a numeral follows
      (``en dag eller to`` reads ``dag en`` as a numeral); never a
      possessive (Bokmål puts it after a definite noun: ``boka mi``) nor
      ``den``/``det``/``de``, which are also pronouns.
    * The infinitive marker ``å`` and its infinitive (``å lese`` -> ``lese
      å``), however the marker is tagged, never the interjection ``Å``.
    * A main clause's finite verb right after its subject pronoun and
      ``ikke`` or ``aldri`` after it (``Jeg vet ikke`` -> ``Jeg ikke vet``).
    * A definite adjective and its noun after ``den``, ``det``, ``de``,
      ``denne``, ``dette``, ``disse`` (``det gamle huset`` -> ``det huset
      gamle``), not a comparative nor, unless a superlative, a form in
      ``-te``/``-de``, and not before a word that continues the phrase.

        good: Vi prøvde å lese en bok
        bad:  Vi prøvde å lese bok en
    """

    error_class = "Word order"
    words = basic.NeighbourWords(
        determiners=frozenset({"en", "ei", "et", "denne", "dette", "disse"}),
        articles=frozenset({"en", "ei", "et"}),
        marker="å",
        negations=frozenset({"ikke", "aldri"}),
        finite_verbs=_FINITE_VERBS,
        definite_determiners=frozenset({"den", "det", "de", "denne", "dette", "disse"}),
        comparative_endings=("ere",),
        participle_endings=("te", "de"),
    )


class NorwegianDelete(basic.DeleteFiniteVerb):
    """Remove the finite verb of a main clause right after its subject pronoun (``Han ante
    ingenting`` -> ``Han ingenting``).

    The spec (ScaLA, Nielsen 2023) removes almost any word; Bokmål leaves
    out objects, adverbs and many function words legitimately, so this
    rule removes only what no Bokmål main clause can do without, its
    finite verb (Norsk referansegrammatikk: every declarative main clause
    has one), and only where it is found by form and tags alike: a
    personal pronoun (jeg du han hun vi dere man; ``de``, ``den``, ``det``
    only before a word that cannot continue a noun phrase with them) as
    the subject, first in the sentence or after a first ``og``, ``men``
    or ``eller`` (not ``så``, also the subjunction "so that"),
    right before a finite verb (not an imperative) that is the main
    clause's predicate or its auxiliary or copula, with a word after the
    verb. Nothing then can be the clause's finite verb: ``Vi skal reise``
    -> ``Vi reise``, ``Jeg vet ikke`` -> ``Jeg ikke``. Not a verb with a
    clause as its object or beside it (``Han tror historien fascinerer``
    -> ``Han historien fascinerer`` reads as a topic and a clause), and no
    auxiliary before a participle spelt like a past tense (``Hun har pusset
    opp`` -> ``Hun pusset opp`` is a sentence).

        good: Han ante ingenting om det.
        bad:  Han ingenting om det.
    """

    error_class = "Missing word"
    words = _FINITE_VERBS
