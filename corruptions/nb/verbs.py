"""Bokmål verb errors: the og/å confusion, and the present tense where an infinitive belongs.

The infinitive marker ``å`` and the conjunction ``og`` are both pronounced
[o], so writers put one for the other (Store norske leksikon,
"infinitivsmerke": the mix-up is known since the early 1500s); and a verb
after a modal or ``å`` is written in the present tense (``kan spiser``).
The rules key on word forms (``å``, ``og``, the modals are closed-class
words) and require the tags to agree, so that they hold on predicted
annotation (spaCy's ``nb_core_news``) too.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, recase
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.nb"
_VERBS = frozenset({"VERB", "AUX"})
#: The modal verbs, every form that takes a bare infinitive (``kan lese``, ``har måttet gå``).
_MODALS = frozenset({"kan", "kunne", "kunnet", "skal", "skulle", "skullet", "vil", "ville", "villet",
                     "må", "måtte", "måttet", "bør", "burde", "burdet", "tør", "torde", "turte"})
#: Prepositions that govern an ``å``-clause (``for å lese``, ``uten å spørre``) and cannot stand
#: without their complement, so ``for og lese`` is no coordination. ``med`` only after a noun or an
#: adjective (:data:`_MED_AFTER`): ``være med og bestemme`` is correct Bokmål.
_CLAUSE_PREPOSITIONS = frozenset({"for", "til", "uten", "ved", "om", "etter", "i", "enn", "fra", "mot",
                                  "fremfor", "framfor", "istedenfor", "gjennom", "utover", "foruten",
                                  "på", "av", "over"})
_MED_AFTER = frozenset({"NOUN", "ADJ"})
#: Quantifiers tagged ADJ that stand as a noun phrase (``har mye å lære``).
_QUANTIFIERS = frozenset({"mye", "mer", "mest", "lite", "mindre", "minst", "nok", "meget"})
_VOWELS = frozenset("aeiouyæøå")
#: The verbs whose compounds inflect like them (``utgjøre`` -> ``utgjør``, ``motsi`` -> ``motsier``).
_COMPOUNDING_IRREGULARS = ("gjøre", "spørre", "si")
#: The shortest prefix of such a compound (``ut``, ``av``, ``om``).
_MIN_PREFIX = 2
#: Posture verbs whose pseudo-coordination needs ``og`` (``sitte og lese``, ``ligge og sove``); none
#: takes an ``å``-infinitive, but ``stå`` has the idiom ``det står å lese`` (it can be read).
_POSTURE_VERBS = frozenset({"sitte", "ligge", "stå"})
_POSTURE_WITHOUT_AA = _POSTURE_VERBS - {"stå"}


def _irregular_presents() -> dict[str, str]:
    presents = {}
    for row in load_word_list("irregular_presents.txt", package=_PACKAGE):
        infinitive, present = row.split()
        presents[infinitive] = present
    return presents


_IRREGULAR_PRESENTS = _irregular_presents()
_IRREGULAR_FORMS = frozenset(_IRREGULAR_PRESENTS.values())
#: Infinitives that read as another word after ``og`` (``og så``, ``og la``, ``og kunne``).
_OG_READINGS = load_word_list("og_readings.txt", package=_PACKAGE)
#: Infinitives that are also adjectives or adverbs the dictionary shows no superlative of.
_ADJECTIVE_INFINITIVES = load_word_list("adjective_infinitives.txt", package=_PACKAGE)


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


def _is_infinitive(token: Token) -> bool:
    """A verb tagged infinitive; without a VerbForm (another tagger), a verb spelt as its lemma."""
    if token.upos not in _VERBS or not token.form.isalpha():
        return False
    verb_form = token.feats.get("VerbForm")
    return verb_form == "Inf" or (verb_form is None and token.lower == token.lemma.lower())


def _is_finite(token: Token) -> bool:
    """A finite verb that is not an imperative (``prøvde``, ``leser``; not ``prøv``)."""
    return (token.upos in _VERBS and token.feats.get("VerbForm") == "Fin"
            and token.feats.get("Mood", "Ind") == "Ind" and "Tense" in token.feats)


def _is_modal(token: Token) -> bool:
    return token.lower in _MODALS and token.upos in _VERBS


def _clause_start(sentence: Sentence, token: Token) -> bool:
    """The first word of the sentence or the first after a punctuation mark."""
    before = sentence.previous(token)
    return before is None or before.upos == "PUNCT" or not before.form.isalnum()


def _infinitive_anchor(sentence: Sentence, token: Token) -> bool:
    """Whether a verb before ``token`` could be the first of two coordinated infinitives:
    an infinitive, an imperative, or a modal (which licenses ``vil inn og se``).

    After it, ``og`` + infinitive can be a coordination
    (``å mene hva han vil og kjempe for det``), so no ``å`` after it is changed.
    """
    previous: Token | None = None
    for other in sentence.tokens[:token.index]:
        if other.upos in _VERBS and (
            other.feats.get("VerbForm") == "Inf" or other.feats.get("Mood") == "Imp" or _is_modal(other)
            or (previous is not None and previous.lower == "å")
        ):
            return True
        previous = other
    return False


class FlipOgAa(FormSwap):
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
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "Word choice"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            test = self._aa_target if token.lower == "å" else self._og_target if token.lower == "og" else None
            if test is not None and test(sentence, token):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "og" if token.lower == "å" else "å")

    # å -> og ---------------------------------------------------------------

    def _aa_target(self, sentence: Sentence, token: Token) -> bool:
        if token.upos not in ("PART", "ADP", "SCONJ"):
            return False  # the interjection å (INTJ), a foreign word (X)
        before, verb = sentence.previous(token), sentence.next(token)
        if before is None or verb is None or not _is_infinitive(verb):
            return False
        if verb.lower in _OG_READINGS or verb.lower.endswith("s"):
            return False
        context = _marker_context(sentence, before)
        if context is None or _infinitive_anchor(sentence, token):
            return False
        return not (context == "ADJ" and self._adjective_like(verb.lower))

    def _adjective_like(self, infinitive: str) -> bool:
        """Whether the infinitive may be an adjective (``klare``, ``stille``, ``ekte``)."""
        if infinitive in _ADJECTIVE_INFINITIVES:
            return True
        stem = infinitive[:-1] if infinitive.endswith("e") else infinitive
        lexicon = shared_lexicon()
        return lexicon.lists(stem + "est") or lexicon.lists(stem + "este")

    # og -> å ---------------------------------------------------------------

    def _og_target(self, sentence: Sentence, token: Token) -> bool:
        if token.upos != "CCONJ" or _clause_start(sentence, token):
            return False
        verb = sentence.next(token)
        if verb is None or not _is_finite(verb) or token.head != verb.id or verb.deprel != "conj":
            return False
        first = sentence.head_of(verb)
        if first is None or first.id >= token.id or not _is_finite(first):
            return False
        return not self._may_be_infinitive(verb, posture=first.lemma.lower() in _POSTURE_VERBS)

    @staticmethod
    def _may_be_infinitive(verb: Token, posture: bool) -> bool:
        """Whether ``å`` + this finite form could read as ``å`` + an infinitive.

        A form ending in a vowel may be the infinitive of another verb where the
        dictionary lists that verb's present or ``-et`` past (``lette``: ``letter``,
        ``lettet``; ``vente``). After a posture verb (``satt å lette``) no
        infinitive could follow ``å`` either, so there the dictionary is not asked.
        """
        form = verb.lower
        if not form.isalpha() or form.endswith("s") or form in _OG_READINGS or form == verb.lemma.lower():
            return True
        if posture or form[-1] not in _VOWELS:
            return False
        lexicon = shared_lexicon()
        return lexicon.lists(form + "r") or (form.endswith("e") and lexicon.lists(form + "t"))

    # Detector: the og/å confusion already in the source -------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """An ``og`` or ``å`` that a writer put for the other.

        * ``og`` right before a bare infinitive, after a finite indicative
          verb or a preposition of :data:`_CLAUSE_PREPOSITIONS` (``prøvde og
          lese``, ``gleder seg til og reise``), with no infinitive, imperative
          or modal earlier in the sentence to join it to;
        * ``så og si`` (Bokmål writes ``så å si``);
        * ``å`` right before a finite verb (``satt å leste``), not an ``-s``
          form and not one spelt as its lemma;
        * ``å`` between a form of ``sitte`` or ``ligge`` and a bare infinitive
          (``sitte å høre``: the pseudo-coordination needs ``og``).

            bad:  av å sitte å høre på historiene
        """
        tokens = sentence.tokens
        for before, token, after in zip((None, *tokens), tokens, (*tokens[1:], None)):
            if before is None or after is None or before.upos == "PUNCT":
                continue
            if token.lower == "og" and self._og_for_aa(sentence, before, token, after):
                return token
            if token.lower == "å" and token.upos != "INTJ" and self._aa_for_og(before, after):
                return token
        return None

    def _og_for_aa(self, sentence: Sentence, before: Token, token: Token, after: Token) -> bool:
        if before.lower == "så" and after.lower == "si":
            return True
        if not _is_infinitive(after) or after.lower in _OG_READINGS or after.lower.endswith("s"):
            return False
        governs = (_is_finite(before) and not _is_modal(before)) or before.lower in _CLAUSE_PREPOSITIONS
        return governs and not _infinitive_anchor(sentence, token)

    @staticmethod
    def _aa_for_og(before: Token, after: Token) -> bool:
        if _is_finite(after) and after.form.isalpha() and not after.lower.endswith("s"):
            return after.lower != after.lemma.lower() and after.lower not in _OG_READINGS
        return before.upos == "VERB" and before.lemma.lower() in _POSTURE_WITHOUT_AA and _is_infinitive(after)


def _marker_context(sentence: Sentence, before: Token) -> str | None:
    """The kind of word before an ``å`` that ``og`` could not join an infinitive to, or None.

    A finite indicative verb (not a modal) or a verb's participle (``VERB``),
    an adjective (``ADJ``), an adverb or ``ikke`` (``ADV``), a preposition
    that governs the ``å``-clause (``ADP``).
    """
    if before.upos in _VERBS:
        if _is_finite(before) and not _is_modal(before):
            return "VERB"
        return "VERB" if before.upos == "VERB" and before.feats.get("VerbForm") == "Part" else None
    if before.upos == "ADJ":
        # ``mye å lære``, ``det eneste å gjøre``: a quantifier or a definite adjective acts as a noun
        # phrase, which ``og`` could join to a noun spelt as the infinitive (``lære``, ``drikke``)
        nominal = before.lower in _QUANTIFIERS or before.feats.get("Definite") == "Def"
        return None if nominal else "ADJ"
    if before.lower == "med":
        earlier = sentence.previous(before)
        return "ADP" if earlier is not None and earlier.upos in _MED_AFTER else None
    if before.lower in _CLAUSE_PREPOSITIONS and before.upos in ("ADP", "SCONJ", "ADV"):
        return "ADP"
    if before.upos in ("ADV", "PART") and before.form.isalpha():
        return "ADV"
    return None


class CorruptModalInfinitive(FormSwap):
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
      (:func:`_ends_phrase`; ``vil prøver å`` too): it could be read
      as a plural noun, the modal's object (``Melonas kan spøker med
      bunader``: "knows jokes"). Before an object (``kan spiser middag``)
      no such reading exists.

        good: Vi kan spise middag nå
        bad:  Vi kan spiser middag nå
    """

    name = "corrupt_modal_infinitive"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "Inflection"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if not _is_infinitive(token):
                continue
            trigger = _trigger(sentence, token)
            if trigger is None:
                continue
            present = present_tense(token.form)
            if present is None or not shared_lexicon().knows(present):
                continue
            if trigger.lower == "å" and present in _IRREGULAR_FORMS and _clause_start(sentence, trigger):
                continue
            if trigger.lower in _OBJECT_MODALS and present.endswith("er") and _ends_phrase(sentence, token):
                continue
            yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        present = present_tense(token.form)
        if present is None:
            raise TypeError(f"{self.name}: {token.form!r} has no present tense this corruption makes")
        return recase(token, present)

    # Detector: a present tense after a modal or å already in the source ----

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A present-tense verb (Tense=Pres, VerbForm=Fin) right after ``å``, or
        one that a modal depends on as ``aux`` (``kan spiser``, ``å leser``).

            bad:  Vi kan spiser middag nå
        """
        for token in sentence.tokens:
            if token.upos not in _VERBS or not token.has(Tense="Pres", VerbForm="Fin"):
                continue
            if not token.form.isalpha() or token.lower.endswith("s"):
                continue
            before = sentence.previous(token)
            if before is not None and before.lower == "å" and before.upos != "INTJ":
                return token
            if any(_is_modal(t) and t.deprel == "aux" and t.id < token.id for t in sentence.children(token)):
                return token
        return None


#: The modals that also take a noun phrase object: ``kan norsk``, ``kan vitser`` (knows jokes), ``vil fred``.
_OBJECT_MODALS = frozenset({"kan", "kunne", "kunnet", "vil", "ville", "villet"})
#: What may follow a bare plural noun that ends such an object: ``kan spøker med bunader``, ``kan danser godt``.
_AFTER_OBJECT = frozenset({"PUNCT", "ADP", "CCONJ", "SCONJ", "ADV", "PART"})


def _ends_phrase(sentence: Sentence, verb: Token) -> bool:
    """Whether nothing but a prepositional phrase, an adverb or the end of a clause follows ``verb``,
    so that its present in ``-er`` could be read as a plural noun, the modal's object."""
    following = sentence.next(verb)
    return following is None or following.upos in _AFTER_OBJECT


#: What may stand between a modal and its infinitive: adverbs, ``ikke``, a subject pronoun.
_BETWEEN_MODAL = frozenset({"ADV", "PART", "PRON"})
#: What may stand between ``å`` and its infinitive (``å ikke lese``).
_BETWEEN_MARKER = frozenset({"ADV", "PART"})
#: The most words between a modal and its infinitive (``Kan du ikke gjerne lese``).
_MAX_BETWEEN = 3


def _trigger(sentence: Sentence, verb: Token) -> Token | None:
    """The ``å`` or modal whose bare infinitive ``verb`` is, or None."""
    between: list[Token] = []
    for token in reversed(sentence.tokens[:verb.index]):
        if token.lower == "å":
            marker = token.upos in ("PART", "ADP", "SCONJ")
            return token if marker and all(t.upos in _BETWEEN_MARKER for t in between) else None
        if _is_modal(token):
            auxiliary = token.head == verb.id and token.deprel.startswith("aux")
            return token if auxiliary or not between else None
        if len(between) == _MAX_BETWEEN or token.upos not in _BETWEEN_MODAL or not token.form.isalpha():
            return None
        between.append(token)
    return None
