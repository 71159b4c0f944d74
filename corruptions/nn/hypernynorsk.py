"""Hypernynorsk: an inflection that looks more Nynorsk than Bokmål, on a word Nynorsk inflects otherwise.

A writer who knows that Nynorsk has ``-ar`` where Bokmål has ``-er`` (``kastar``, ``bilar``) puts it
where Nynorsk has ``-er`` too: ``meinar`` for ``meiner``, ``kjennar`` for ``kjenner``, ``bøkar`` for
``bøker``, ``jentane`` for ``jentene``. The course notes *Banale og "avanserte" nynorskfeil* list these
as "hypernorvagismar" (``kjennar, greiar, krevjar``; ``bøkar, eplar``; ``jentane, fjellane, eplane``);
Tansa's list of the commonest Nynorsk errors has ``meinar`` for ``meiner``, and Språkrådet (Daniel Ims,
Framtida.no 2022) names it the common error of the present of ``meine``. NoCoLA's Inflection (ASK code
INFL, a suffix of the right category but the wrong one for the word, merged into F).

The form made is one the Nynorsk dictionary does not know (:mod:`corruptions.nn.forms`): ``kjennar``
(a noun) and ``bøkar`` (of ``bøk``, beech) are listed and never made.
"""

from __future__ import annotations

from corruptions.base import Annotation

from ..sentence import Sentence, Token
from .forms import VERBS, FormRule, no_nynorsk_form, stem
from .lexicon import shared_lexicon


def _weak_e_verb(lemma: str) -> bool:
    """Whether the Nynorsk dictionary lists a past in ``-te``, ``-de`` or ``-dde`` of the e-infinitive
    ``lemma`` (``meinte``, ``kjende``, ``levde``): an e-verb, whose present is ``-er``."""
    base = stem(lemma)
    return any(shared_lexicon().knows(base + ending) for ending in ("te", "de", "dde"))


class HypernynorskPresent(FormRule):
    """Write the present of a Nynorsk e-verb with the ``-ar`` of the a-verbs.

    A weak verb with the past in ``-te`` or ``-de`` has the present in ``-er`` in Nynorsk (``meine
    meiner meinte meint``, Nynorskordboka's v2: ``kvile kviler kvilte kvilt``); ``-ar`` belongs to the
    a-verbs, whose past is ``-a``. ``meinar`` is in Tansa's list of the commonest Nynorsk errors and the
    error Språkrådet names (Framtida.no 2022); ``kjennar``, ``greiar``, ``krevjar`` are the course
    notes' hypernorvagismar. NoCoLA's Inflection (ASK code INFL).

    Targets: a verb tagged present (``Tense=Pres``) spelt as its e-infinitive lemma with ``-r``
    (``meiner``), whose past in ``-te``, ``-de`` or ``-dde`` the Nynorsk dictionary lists, written with
    ``-ar`` for ``-er`` (``meinar``). Never where the dictionary knows the ``-ar`` form (a verb with
    both conjugations, or a noun: ``kjennar``, ``leiar``), and never a strong or irregular verb
    (``seier``: no weak past).

        good: Ho meiner at det er for seint.
        bad:  Ho meinar at det er for seint.
    """

    name = "hypernynorsk_present"
    error_class = "Inflection"

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        lemma = token.lemma.lower()
        if token.upos not in VERBS or not token.has(Tense="Pres") or not lemma.endswith("e") or len(lemma) < 4:
            return None
        if token.lower != lemma + "r" or not _weak_e_verb(lemma):
            return None
        return stem(lemma) + "ar"

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A verb tagged present spelt as its e-infinitive lemma with ``-ar`` for ``-e`` that the Nynorsk
        dictionary does not know (``meinar``)."""
        for token in sentence.tokens:
            lemma = token.lemma.lower()
            if (token.upos in VERBS and token.has(Tense="Pres") and lemma.endswith("e")
                    and token.lower == stem(lemma) + "ar" and no_nynorsk_form(token.lower)):
                return token
        return None


class HypernynorskPlural(FormRule):
    """Write the plural of a Nynorsk feminine or neuter noun with the masculine ``-ar``/``-ane``.

    Nynorsk feminine nouns have ``-er`` and ``-ene`` in the plural (``jenter``, ``jentene``; ``bøker``,
    ``bøkene``; Nynorskordboka's f1, f2), neuter nouns no ending and ``-a`` (``eple``, ``epla``; n1);
    ``-ar`` and ``-ane`` are the masculine endings (and those of the feminines in ``-ing``). The course
    notes' hypernorvagismar are exactly these: ``bøkar``, ``eplar``; ``jentane``, ``fjellane``,
    ``eplane`` (*Banale og "avanserte" nynorskfeil*). NoCoLA's Inflection (ASK code INFL).

    Targets: a plural NOUN tagged feminine, spelt as its lemma (less a final ``-e``) with ``-er`` or
    ``-ene`` (``jenter`` -> ``jentar``, ``jentene`` -> ``jentane``), or tagged neuter, spelt as its lemma
    with ``-a`` (``fjella`` -> ``fjellane``). Not where the Nynorsk dictionary knows the form made
    (feminines with both plurals, as ``elv``; ``bøkar``, a form of ``bøk``).

        good: Jentene kom heim i går.
        bad:  Jentane kom heim i går.
    """

    name = "hypernynorsk_plural"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA})
    error_class = "Inflection"

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        if token.upos != "NOUN" or not token.has(Number="Plur"):
            return None
        lemma, form = token.lemma.lower(), token.lower
        if len(lemma) < 3 or not lemma.isalpha():
            return None
        if token.has(Gender="Fem"):
            for ending, made in (("ene", "ane"), ("er", "ar")):
                for base in dict.fromkeys((lemma, stem(lemma))):
                    if form == base + ending:
                        return base + made
            return None
        if token.has(Gender="Neut"):
            for base in dict.fromkeys((lemma, stem(lemma))):
                if form == base + "a":
                    return base + "ane"
        return None

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A feminine or neuter plural noun spelt as its lemma with ``-ar`` or ``-ane`` that the Nynorsk
        dictionary does not know (``jentane``)."""
        for token in sentence.tokens:
            if token.upos != "NOUN" or not (token.has(Gender="Fem") or token.has(Gender="Neut")):
                continue
            lemma = token.lemma.lower()
            if lemma.endswith("ing"):
                continue  # the feminines in -ing have -ar and -ane: endringar
            if any(token.lower == base + ending for base in (lemma, stem(lemma)) for ending in ("ar", "ane")) \
                    and no_nynorsk_form(token.lower):
                return token
        return None
