"""The og/å confusion in Nynorsk: the infinitive marker ``å`` and the conjunction ``og`` sound alike.

The rule is the core's (:mod:`corruptions.scandinavian.verbs`) with Nynorsk's words and dictionary.
"""

from __future__ import annotations

from corruptions.scandinavian import verbs

from .grammar import GRAMMAR
from .lexicon import shared_lexicon

_VOWELS = frozenset("aeiouyæøå")

INFINITIVE = verbs.InfinitiveWords(
    grammar=GRAMMAR,
    marker="å",
    #: The modal verbs, every form that takes a bare infinitive (``kan lese``, ``har måtta gå``).
    modals=frozenset({"kan", "kunne", "kunna", "skal", "skulle", "skulla", "vil", "ville", "villa", "må", "måtte",
                      "måtta", "bør", "burde", "burda", "tør", "torde", "turde"}),
    object_modals=frozenset({"kan", "kunne", "kunna", "vil", "ville", "villa"}),
    object_endings=("er", "ar"),
)


class FlipOgAa(verbs.FlipMarkerConjunction):
    """Confuse the infinitive marker ``å`` and the conjunction ``og``, which sound alike.

    * ``å`` -> ``og``: the ``å`` right before a bare infinitive after a finite indicative verb
      (``prøvde å lese``), a participle, an adjective (``lett å lese``), an adverb or ``ikkje``, or a
      preposition that governs the ``å``-clause (``for å``, ``utan å``, ``til å``);
    * ``og`` -> ``å``: the ``og`` right before a finite verb that is the conjunct of an earlier finite
      verb (``sat og las``, ``reiser seg og går``).

    ``og``/``å`` is one of the errors the issue that set this type names for Nynorsk, as Språkrådet's
    "Og eller å?" and Store norske leksikon's "infinitivsmerke" describe it for both standards; NoCoLA's
    Word choice (ASK code W). Stricter, as for Bokmål (see ``corruptions/nb/verbs.py``): no ``å`` after
    an infinitive, imperative or modal earlier in the sentence, after a noun, pronoun, conjunction or
    punctuation, after ``med`` unless a noun or adjective precedes (``vere med og bestemme``), after a
    quantifier (``mykje``, ``lite``) or a definite adjective; no ``å`` before an infinitive that reads as
    another word after ``og`` (``data/og_readings.txt``) or an ``-st`` infinitive; after an adjective, not
    before an infinitive that is also an adjective (a superlative in ``-ast`` the dictionary lists, or
    ``data/adjective_infinitives.txt``); no ``og`` first in the sentence or after punctuation, nor before
    a verb form that may be an infinitive (spelt as its lemma, or with a present in ``-r`` or ``-ar`` the
    dictionary lists), except after ``sitje``, ``stå``, ``liggje``.

        good: Vi prøvde å lese boka.
        bad:  Vi prøvde og lese boka.
    """

    name = "confuse_og_aa"
    error_class = "Word choice"
    words = verbs.MarkerConjunctionWords(
        infinitive=INFINITIVE,
        conjunction="og",
        #: ``med`` is the companion: ``vere med og bestemme`` is correct.
        clause_prepositions=frozenset({"for", "til", "utan", "ved", "om", "etter", "i", "enn", "frå", "mot",
                                       "framfor", "gjennom", "utover", "på", "av", "over"}),
        companion="med",
        quantifiers=frozenset({"mykje", "meir", "mest", "lite", "mindre", "minst", "nok"}),
        #: None of them takes an ``å``-infinitive, but ``stå`` has the idiom ``det står å lese``.
        posture_verbs=frozenset({"sitje", "sitte", "liggje", "ligge", "stå"}),
        posture_idioms=frozenset({"stå"}),
        fixed_phrase=("så", "seie"),
        vowels=_VOWELS,
    )

    def adjective_like(self, infinitive: str) -> bool:
        """Listed, or one whose superlative in ``-ast`` the dictionary lists (``klare``: ``klarast``)."""
        if infinitive in self.adjective_infinitives:
            return True
        stem = infinitive[:-1] if infinitive.endswith(("e", "a")) else infinitive
        lexicon = shared_lexicon()
        return lexicon.lists(stem + "ast") or lexicon.lists(stem + "aste")

    def inflects_as_verb(self, form: str) -> bool:
        """The dictionary lists a present in ``-r`` or ``-ar`` beside ``form`` (``lette``: ``lettar``)."""
        lexicon = shared_lexicon()
        return lexicon.lists(form + "r") or (form.endswith(("e", "a")) and lexicon.lists(form[:-1] + "ar"))
