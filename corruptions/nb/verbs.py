"""Bokmål verb errors: the og/å confusion, and the present tense where an infinitive belongs.

The infinitive marker ``å`` and the conjunction ``og`` are both pronounced
[o], so writers put one for the other (Store norske leksikon,
"infinitivsmerke": the mix-up is known since the early 1500s); and a verb
after a modal or ``å`` is written in the present tense (``kan spiser``).
The rules key on word forms (``å``, ``og``, the modals are closed-class
words) and require the tags to agree, so that they hold on predicted
annotation (spaCy's ``nb_core_news``) too.

The rules are the core's (:mod:`corruptions.scandinavian.verbs`) with Bokmål's words and morphology.
"""

from __future__ import annotations

from corruptions.scandinavian import verbs
from corruptions.word_lists import load_word_list

from .grammar import GRAMMAR
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.nb"
_VOWELS = frozenset("aeiouyæøå")
#: The verbs whose compounds inflect like them (``utgjøre`` -> ``utgjør``, ``motsi`` -> ``motsier``).
_COMPOUNDING_IRREGULARS = ("gjøre", "spørre", "si")
#: The shortest prefix of such a compound (``ut``, ``av``, ``om``).
_MIN_PREFIX = 2


def _irregular_presents() -> dict[str, str]:
    presents = {}
    for row in load_word_list("irregular_presents.txt", package=_PACKAGE):
        infinitive, present = row.split()
        presents[infinitive] = present
    return presents


_IRREGULAR_PRESENTS = _irregular_presents()


def present_tense(infinitive: str) -> str | None:
    """The present tense of a Bokmål infinitive (lower case), or None where it is not sure.

    The irregular verbs of ``data/irregular_presents.txt`` and the
    compounds of ``gjøre``, ``spørre`` and ``si`` have their own form;
    every other infinitive ending in a vowel adds ``-r`` (``spise`` ->
    ``spiser``, ``gå`` -> ``går``). An ``-s`` infinitive (``trives``,
    ``leses``) has a present of the same form, so it has none here.
    """
    lower = infinitive.lower()
    if not lower.isalpha() or lower.endswith("s"):
        return None
    if lower in _IRREGULAR_PRESENTS:
        return _IRREGULAR_PRESENTS[lower]
    for base in _COMPOUNDING_IRREGULARS:
        if lower.endswith(base) and len(lower) - len(base) >= _MIN_PREFIX:
            return lower[: -len(base)] + _IRREGULAR_PRESENTS[base]
    return lower + "r" if lower[-1] in _VOWELS else None


INFINITIVE = verbs.InfinitiveWords(
    grammar=GRAMMAR,
    marker="å",
    #: The modal verbs, every form that takes a bare infinitive (``kan lese``, ``har måttet gå``).
    modals=frozenset({"kan", "kunne", "kunnet", "skal", "skulle", "skullet", "vil", "ville", "villet",
                      "må", "måtte", "måttet", "bør", "burde", "burdet", "tør", "torde", "turte"}),
    #: The modals that also take a noun phrase object: ``kan norsk``, ``kan vitser`` (knows jokes), ``vil fred``.
    object_modals=frozenset({"kan", "kunne", "kunnet", "vil", "ville", "villet"}),
    object_endings=("er",),
)


class FlipOgAa(verbs.FlipMarkerConjunction):
    """Confuse the infinitive marker ``å`` and the conjunction ``og``, which sound alike.

    * ``å`` -> ``og``: the ``å`` right before a bare infinitive (VERB/AUX,
      VerbForm=Inf) after a finite indicative verb (``prøvde å lese``), a
      verb's participle (``har begynt å``), an adjective (``lett å lese``),
      an adverb or ``ikke`` (``ønsker ikke å``), or a preposition that
      governs the ``å``-clause (``for å``, ``uten å``, ``til å``). ``og``
      joins like with like (Store norske leksikon, "infinitivsmerke"): an
      infinitive after ``og`` needs an earlier infinitive to be joined to,
      and none of these words is one.
    * ``og`` -> ``å``: the ``og`` right before a finite verb (not an
      imperative) that is the conjunct of an earlier finite verb
      (``satt og leste``, ``reiser seg og går``): ``å`` stands before an
      infinitive only.

    The error is the og/å confusion of Språkrådet's advice "Og eller å?"
    (sprakradet.no) and of Store norske leksikon's "infinitivsmerke"
    (snl.no/infinitivsmerke), whose rules the two directions follow. Filed
    under NoCoLA's Word choice (ASK code W: an existing word in place of
    another; the NoCoLA paper gives the classes' sizes only as a bar plot,
    so no count is quoted). GiellaLT's Bokmål grammar checker has the error
    classes ``real-og-aa`` (an infinitive needs ``å``) and ``real-v-aa-og``
    (``og``, not ``å``, between two like verbs), evidence that checkers
    meet both directions.

    Stricter than the spec, so that the result is surely wrong:

    * no ``å`` after an infinitive, an imperative or a modal anywhere
      earlier in the sentence: there ``og`` + infinitive can join a second
      infinitive to the first (``vil prøve og lese``, ``å mene hva han vil
      og kjempe for det``, ``vil inn og se``);
    * no ``å`` after a noun, pronoun, name or numeral (``tid å tape`` ->
      ``tid og tape`` joins two nouns), after a conjunction or punctuation,
      or first in the sentence (``Og lese kan han``);
    * no ``å`` after ``med`` unless a noun or adjective precedes it
      (``være med og bestemme`` is the correct form);
    * no ``å`` after a quantifier tagged ADJ (``mye``, ``lite``, ``mer``)
      or a definite adjective (``det eneste``): these stand as a noun
      phrase, which ``og`` could join to a noun spelt like the infinitive
      (``mye og lære``, ``lære`` "doctrine");
    * no ``å`` before an infinitive that reads as another word after
      ``og`` (``data/og_readings.txt``: ``og så``, ``og la``, ``og
      kunne``) or before an ``-s`` infinitive, whose present has the same
      form (``flyttet og trives``);
    * after an adjective, no ``å`` before an infinitive that is also an
      adjective: one the dictionary lists a superlative of (``klare`` ->
      ``klarest``: ``lette og klare``) or one of
      ``data/adjective_infinitives.txt`` (``ekte``, ``få``);
    * no ``og`` first in the sentence or after punctuation (``Å, så ...``
      reads as the interjection), and none before a verb form that may be
      an infinitive: ``-s`` forms, the forms of ``data/og_readings.txt``,
      a form spelt as its lemma, and a form ending in a vowel whose ``-r``
      or ``-t`` form the dictionary lists (``lette``: ``letter``, ``lettet``;
      ``prøvde og lette`` -> ``prøvde å lette`` is grammatical). After
      ``sitte``, ``stå`` and ``ligge``, which take no ``å``-infinitive,
      that last check is not made (``satt å leste``).

    The dictionary is read only for the last two points.

        good: Vi prøvde å lese boka
        bad:  Vi prøvde og lese boka
    """

    name = "flip_og_aa"
    error_class = "Word choice"
    words = verbs.MarkerConjunctionWords(
        infinitive=INFINITIVE,
        conjunction="og",
        #: ``med`` is the companion: ``være med og bestemme`` is correct Bokmål.
        clause_prepositions=frozenset({"for", "til", "uten", "ved", "om", "etter", "i", "enn", "fra", "mot",
                                       "fremfor", "framfor", "istedenfor", "gjennom", "utover", "foruten",
                                       "på", "av", "over"}),
        companion="med",
        quantifiers=frozenset({"mye", "mer", "mest", "lite", "mindre", "minst", "nok", "meget"}),
        #: None of them takes an ``å``-infinitive, but ``stå`` has the idiom ``det står å lese`` (it can be read).
        posture_verbs=frozenset({"sitte", "ligge", "stå"}),
        posture_idioms=frozenset({"stå"}),
        fixed_phrase=("så", "si"),
        vowels=_VOWELS,
    )

    def adjective_like(self, infinitive: str) -> bool:
        """Whether the infinitive may be an adjective (``klare``, ``stille``, ``ekte``): listed, or one the
        dictionary lists a superlative of."""
        if infinitive in self.adjective_infinitives:
            return True
        stem = infinitive[:-1] if infinitive.endswith("e") else infinitive
        lexicon = shared_lexicon()
        return lexicon.lists(stem + "est") or lexicon.lists(stem + "este")

    def inflects_as_verb(self, form: str) -> bool:
        """The dictionary lists the ``-r`` present or the ``-et`` past of ``form`` (``lette``: ``letter``,
        ``lettet``; ``vente``)."""
        lexicon = shared_lexicon()
        return lexicon.lists(form + "r") or (form.endswith("e") and lexicon.lists(form + "t"))


class CorruptModalInfinitive(verbs.CorruptInfinitive):
    """Put a bare infinitive after a modal verb or ``å`` in the present tense.

    The target is a VERB/AUX infinitive (VerbForm=Inf) right after ``å``
    (``å lese`` -> ``å leser``), or right after a modal (``kan``/``kunne``,
    ``skal``/``skulle``, ``vil``/``ville``, ``må``/``måtte``,
    ``bør``/``burde``, ``tør``; also their participles: ``har måttet gå``)
    whose infinitive it is: the modal depends on it as ``aux``, or stands
    right before it. Up to three words may stand between: ``ikke`` and other
    adverbs, and after a modal a subject pronoun (``Kan du lese``). Its present is built by
    :func:`present_tense`: regular Bokmål morphology (infinitive + ``-r``)
    and the irregular presents of ``data/irregular_presents.txt`` (``være``
    -> ``er``, ``gjøre`` -> ``gjør``, ``vite`` -> ``vet``, the modals);
    the result must be a word of the dictionary. A bare infinitive has no
    tense; a present after a modal or ``å`` is ungrammatical.

    The error is NoCoLA's Inflection (ASK F, a wrong morpho-syntactic form;
    the paper gives class sizes only as a bar plot, so no count is quoted);
    GiellaLT's Bokmål checker has the error class ``msyn-v-pres-inf``
    ("Verbet står ikke i infinitiv": a verb after an auxiliary must be an
    infinitive). Store norske leksikon ("infinitivsmerke") gives the rule
    that ``å`` stands before a verb in the infinitive.

    Stricter than the spec:

    * only the infinitive next to its modal or ``å`` (adverbs or a pronoun
      between): a later conjunct is left alone (``kan lese og skriver
      bøker`` joins ``kan lese`` and ``skriver``);
    * a modal with words between it and the infinitive must be its ``aux``;
      a modal used as a main verb (``Han vil hjem og sove``) has no
      infinitive of its own and is never a trigger;
    * ``-s`` infinitives (``trives``, ``leses``), whose present has the same
      form, and infinitives whose present is not sure (not ending in a
      vowel, not a dictionary word) are skipped;
    * an ``å`` that begins the sentence or follows punctuation is skipped
      where the present is irregular: ``Å gjør det!`` reads as the
      interjection and an imperative;
    * after ``kan``/``kunne`` and ``vil``/``ville``, which also take a noun
      phrase object (``kan norsk``, ``vil fred``), a present in ``-er`` is
      skipped where only a prepositional phrase, an adverb, ``ikke`` or
      ``å``, a conjunction or the end of the clause follows
      (:func:`corruptions.scandinavian.verbs._ends_phrase`; ``vil prøver å`` too): it could be read
      as a plural noun, the modal's object (``Melonas kan spøker med
      bunader``: "knows jokes"). Before an object (``kan spiser middag``)
      no such reading exists.

        good: Vi kan spise middag nå
        bad:  Vi kan spiser middag nå
    """

    name = "corrupt_modal_infinitive"
    error_class = "Inflection"
    words = INFINITIVE
    interjection_presents = frozenset(_IRREGULAR_PRESENTS.values())

    def present(self, infinitive: str) -> str | None:
        """:func:`present_tense`, where the dictionary knows it."""
        present = present_tense(infinitive)
        return present if present is not None and shared_lexicon().knows(present) else None
