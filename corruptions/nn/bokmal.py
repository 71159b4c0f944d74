"""Bokmål forms in Nynorsk text, the commonest errors of Nynorsk writers.

Språkrådet's report *Typar feil i nynorsk* (Aud Søyland, for the revision of the norm), the error
statistics of the proofing tool Tansa (its 20 commonest Nynorsk errors: ``fortsatt``, ``ansatt``,
``trengs``, ``fins``, ``ellers``, ``mandag``, ...), and Språkrådet's account of the searches in
Nynorskordboka (Framtida.no, 2022) agree: Bokmål forms dominate. They come in two kinds. A Bokmål
inflection of a word Nynorsk shares (``kastet`` for ``kasta``, ``kaster`` for ``kastar``, ``biler`` for
``bilar``, ``boken`` for ``boka``): NoCoLA's Inflection (ASK code F, a wrong form). And a Bokmål word
where Nynorsk has its own (``ikke`` for ``ikkje``, ``hva`` for ``kva``, ``fortsatt`` for ``framleis``,
``ansatt`` for ``tilsett``): NoCoLA's Word choice (ASK code FL, a word from another language, merged
into W).

Every form these rules write is one the Nynorsk dictionary does not know (:mod:`corruptions.nn.forms`),
and the norm's paradigms (Nynorskordboka's inflection codes: ``kaste kastar kasta kasta``, ``bil bilen
bilar bilane``, ``bok boka bøker bøkene``, ``hus huset hus husa``) say it is none of the word's forms.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import ClassVar, NamedTuple

from corruptions.base import Annotation
from corruptions.word_lists import load_table

from ..sentence import Sentence, Token
from .forms import VERBS, FormRule, no_nynorsk_form, stem

_PACKAGE = "corruptions.nn"
_VOWELS = frozenset("aeiouyæøå")


class Swap(NamedTuple):
    """A row of a table of Bokmål forms: the Bokmål form, and the UPOS and FEATS the Nynorsk word has."""

    bokmal: str
    upos: frozenset[str]
    feats: Mapping[str, str]

    def fits(self, token: Token) -> bool:
        return token.upos in self.upos and token.has(**self.feats)


def load_swaps(name: str) -> dict[str, tuple[Swap, ...]]:
    """The rows of ``data/<name>``: ``nynorsk<TAB>bokmål<TAB>UPOS ...<TAB>FEATS`` (FEATS optional), by
    Nynorsk form."""
    table: dict[str, list[Swap]] = {}
    for row in load_table(name, _PACKAGE):
        feats = dict(pair.split("=", 1) for pair in row[3].split("|")) if len(row) > 3 and row[3] else {}
        table.setdefault(row[0].strip().lower(), []).append(Swap(row[1].strip().lower(), frozenset(row[2].split()),
                                                                  feats))
    return {form: tuple(rows) for form, rows in table.items()}


class TableRule(FormRule):
    """A rule that writes the Bokmål form a table gives for a Nynorsk word with the tags the row names."""

    #: The table in ``data/``.
    table: ClassVar[str]

    @cached_property
    def swaps(self) -> dict[str, tuple[Swap, ...]]:
        return load_swaps(self.table)

    @cached_property
    def bokmal_forms(self) -> dict[str, frozenset[str]]:
        """Each Bokmål form of the table, with the UPOS the Nynorsk words it stands for have."""
        found: dict[str, set[str]] = {}
        for rows in self.swaps.values():
            for row in rows:
                found.setdefault(row.bokmal, set()).update(row.upos)
        return {form: frozenset(upos) for form, upos in found.items()}

    def table_form(self, token: Token) -> str | None:
        return next((row.bokmal for row in self.swaps.get(token.lower, ()) if row.fits(token)), None)

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        return self.table_form(token)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A Bokmål form of the table, tagged as the Nynorsk words it stands for are."""
        for token in sentence.tokens:
            upos = self.bokmal_forms.get(token.lower)
            if upos is not None and token.upos in upos and token.form.isalpha():
                return token
        return None


# Verbs ---------------------------------------------------------------------------------------------


def _a_verb_form(token: Token) -> str | None:
    """The stem of an a-verb's past or participle spelt ``-a`` (``kasta`` of ``kaste``: ``kast``), or None."""
    lemma = token.lemma.lower()
    if token.upos not in VERBS or not lemma.endswith("e") or token.lower != stem(lemma) + "a":
        return None
    return stem(lemma)


class BokmalPastTense(TableRule):
    """Write the past tense or past participle of a Nynorsk verb in its Bokmål form.

    An a-verb's past and participle end in ``-a`` in Nynorsk (Nynorskordboka's v1: ``kaste kastar
    kasta kasta``); Bokmål writes ``-et`` (``kastet``), an ending no Nynorsk verb has ("Den grammatiske
    endinga -et førekjem berre i substantiv på nynorsk, aldri i verb", a Nynorsk course's list of Bokmål
    forms to avoid). ``kastet``, ``funnet`` head the Bokmål forms of the course notes *Banale og
    "avanserte" nynorskfeil*; Tansa's list of the commonest Nynorsk errors has ``traff`` for ``trefte``.
    NoCoLA's Inflection (ASK code F).

    Targets: a verb tagged past (``Tense=Past``) or participle (``VerbForm=Part``) spelt as its
    e-infinitive lemma with ``-a`` for ``-e``, which becomes ``-et``; and the strong and irregular pasts
    of ``data/bokmal_pasts.tsv`` (``heldt`` -> ``holdt``, ``gav`` -> ``ga``, ``song``
    -> ``sang``). Never an a-infinitive (``å kasta``: no past tag), and no form the Nynorsk dictionary
    knows, except a finite past in ``-et``: the dictionary lists ``kastet``, ``fisket`` as the definite
    neuter nouns ``kast``, ``fiske`` have, and no noun can stand where the finite verb of a clause does;
    a participle in ``-et`` the dictionary knows is left alone (``har fisket``, "has the fishery").

        good: Dei starta arbeidet i fjor.
        bad:  Dei startet arbeidet i fjor.
    """

    name = "bokmal_past_tense"
    error_class = "Inflection"
    table = "bokmal_pasts.tsv"
    listed_errors = frozenset({"traff", "ble"})

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        a_stem = _a_verb_form(token)
        if a_stem is not None and (token.has(Tense="Past") or token.has(VerbForm="Part")):
            return a_stem + "et"
        return self.table_form(token) if token.has(Tense="Past") else None

    def allowed(self, form: str) -> bool:
        return form.endswith("et") or super().allowed(form)

    def _target(self, sentence: Sentence, token: Token) -> str | None:
        form = super()._target(sentence, token)
        if form is not None and form.endswith("et") and not token.has(Tense="Past") and not no_nynorsk_form(form):
            return None  # a participle spelt like a noun the dictionary knows
        return form

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A verb tagged past or participle spelt as its lemma with ``-et`` for ``-e`` (``kastet``), or a
        Bokmål past of the table."""
        for token in sentence.tokens:
            lemma = token.lemma.lower()
            if (token.upos in VERBS and lemma.endswith("e") and token.lower == stem(lemma) + "et"
                    and (token.has(Tense="Past") or token.has(VerbForm="Part"))):
                return token
        return super().error_in_source(sentence)


class BokmalPresentTense(TableRule):
    """Write the present tense of a Nynorsk verb in its Bokmål form.

    An a-verb's present ends in ``-ar`` in Nynorsk (``kastar``), in ``-er`` in Bokmål (``kaster``); a
    verb with the ``-st`` of the s-verbs ends in ``-st`` in Nynorsk (``finst``, ``trengst``), in ``-s``
    in Bokmål; a strong verb's present has no ending in Nynorsk (``les``, ``søv``; the 2012 reform
    removed the variant in ``-er``), ``-er`` in Bokmål. ``kaster``, ``forteller``, ``biter``, ``sover``
    are the course notes' Bokmål forms of the present (*Banale og "avanserte" nynorskfeil*); Tansa's
    list of the commonest Nynorsk errors has ``trengs`` and ``fins`` ("kan berre brukast på bokmål").
    NoCoLA's Inflection (ASK code F).

    Targets: a verb tagged present (``Tense=Pres``) spelt as its e-infinitive lemma with ``-ar`` for
    ``-e`` (``kastar`` -> ``kaster``), as its lemma less the ``-e`` (``les`` -> ``leser``), or ending in
    ``-st`` (``finst`` -> ``fins``; not ``-ast``, whose Bokmål form is another word: ``skuldast``,
    ``skyldes``); and the presents of ``data/bokmal_presents.tsv`` (``seier`` -> ``sier``). The form
    made must be unknown to the Nynorsk dictionary (``kaster``, ``tar``, ``gir``, ``leser`` are listed,
    as variants or other words, and left alone), but for ``trengs`` and ``fins``, which Tansa's list
    names.

        good: Vi snakkar om det i morgon.
        bad:  Vi snakker om det i morgon.
    """

    name = "bokmal_present_tense"
    error_class = "Inflection"
    table = "bokmal_presents.tsv"
    listed_errors = frozenset({"trengs", "fins"})

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        if token.upos not in VERBS or not token.has(Tense="Pres"):
            return None
        form, lemma = token.lower, token.lemma.lower()
        if lemma.endswith("e") and len(lemma) > 2:
            if form == stem(lemma) + "ar":
                return stem(lemma) + "er"
            if form == stem(lemma) and form[-1] not in _VOWELS:
                return form + "er"
        if form.endswith("st") and not form.endswith("ast") and len(form) > 4:
            return form[:-1]
        return self.table_form(token)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A verb tagged present spelt as its lemma with ``-er`` for ``-e`` that the Nynorsk dictionary does
        not know (``snakker``), or a Bokmål present of the table."""
        for token in sentence.tokens:
            lemma = token.lemma.lower()
            if (token.upos in VERBS and token.has(Tense="Pres") and lemma.endswith("e")
                    and token.lower == stem(lemma) + "er" and no_nynorsk_form(token.lower)):
                return token
        return super().error_in_source(sentence)


# Nouns ---------------------------------------------------------------------------------------------


def _plural_stem(token: Token, ending: str) -> str | None:
    """The stem of a noun spelt as its lemma (less a final ``-e``) and ``ending``, or None."""
    lemma = token.lemma.lower()
    if len(lemma) < 2 or not lemma.isalpha():
        return None
    for base in dict.fromkeys((lemma, stem(lemma))):
        if token.lower == base + ending:
            return base
    return None


def _regular_masculine(lemma: str) -> bool:
    """A masculine noun whose Bokmål plural is its Nynorsk stem with ``-er``/``-ene``: not one ending in a
    vowel other than ``-e`` (``sofa``: ``sofaer`` is a Nynorsk variant), in ``-nad`` (``søknader`` is one
    too), or in ``-ar`` (``lesar``, whose Bokmål word is another, ``leser``)."""
    return not ((lemma[-1:] in _VOWELS and not lemma.endswith("e")) or lemma.endswith(("nad", "ar")))


class BokmalNounPlural(FormRule):
    """Write the plural of a Nynorsk masculine or neuter noun in its Bokmål form.

    Nynorsk masculine nouns have ``-ar`` and ``-ane`` in the plural (``bilar``, ``bilane``), Bokmål
    ``-er`` and ``-ene``; Nynorsk neuter nouns have no ending in the indefinite plural and ``-a`` in
    the definite (``område``, ``husa``), Bokmål ``-er`` and ``-ene`` (``områder``, ``husene``)
    (Nynorskordboka's m1 and n1; Særheim, forskning.no 2017: "Mange legger til en ekstra -r i flertall
    av intetkjønnsord på -e"). ``biler``, ``problemer``, ``husene`` are the course notes' Bokmål plurals
    (*Banale og "avanserte" nynorskfeil*). NoCoLA's Inflection (ASK code F).

    Targets: a NOUN tagged masculine (``Gender=Masc``) and plural, spelt as its lemma (less a final
    ``-e``) with ``-ar`` or ``-ane`` (``pengar`` -> ``penger``, ``gutane`` -> ``gutene``); a NOUN tagged
    neuter and plural spelt as its lemma in ``-e`` (``menneske`` -> ``mennesker``) or as its lemma with
    ``-a`` (``landa`` -> ``landene``). Not a masculine lemma ending in another vowel than ``-e``
    (``sofa``: ``sofaer`` is a Nynorsk variant the dictionary lacks, Særheim 2017) or in ``-nad``
    (``søknader``, likewise), nor an agent noun in ``-ar`` (``lesarar``: Bokmål has another word,
    ``lesere``), and no form the Nynorsk dictionary knows (``gjester``, ``sauer``: Nynorsk variants).

        good: Dei har ikkje pengar til det.
        bad:  Dei har ikkje penger til det.
    """

    name = "bokmal_noun_plural"
    error_class = "Inflection"

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        if token.upos != "NOUN" or not token.has(Number="Plur"):
            return None
        if token.has(Gender="Masc"):
            if not _regular_masculine(token.lemma.lower()):
                return None
            for ending, bokmal in (("ane", "ene"), ("ar", "er")):
                base = _plural_stem(token, ending)
                if base is not None:
                    return base + bokmal
            return None
        if token.has(Gender="Neut"):
            lemma = token.lemma.lower()
            if lemma.endswith("e") and token.lower == lemma:
                return lemma + "r"
            base = _plural_stem(token, "a")
            return None if base is None else base + "ene"
        return None

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A masculine or neuter plural noun spelt as its lemma with ``-er`` or ``-ene`` that the Nynorsk
        dictionary does not know (``biler``, ``husene``)."""
        for token in sentence.tokens:
            if token.upos != "NOUN" or not (token.has(Gender="Masc") or token.has(Gender="Neut")):
                continue
            if token.has(Gender="Masc") and not _regular_masculine(token.lemma.lower()):
                continue
            if any(_plural_stem(token, ending) is not None for ending in ("ene", "er", "r")) \
                    and token.lower != token.lemma.lower() and no_nynorsk_form(token.lower):
                return token
        return None


class BokmalDefiniteFeminine(FormRule):
    """Write the definite singular of a Nynorsk feminine noun with the masculine ``-en`` of Bokmål.

    Nynorsk feminine nouns have ``-a`` in the definite singular (``boka``, ``jenta``; Nynorskordboka's
    f1 and f2); Bokmål may write every feminine noun as a masculine (``boken``, ``jenten``), which
    Nynorsk never does: its three genders are obligatory. ``boken``, ``lampen`` are the course notes'
    Bokmål forms (*Banale og "avanserte" nynorskfeil*); Særheim (forskning.no 2017) finds the gender of
    feminine nouns among the commonest Nynorsk errors. NoCoLA's Inflection (ASK code F).

    Targets: a NOUN tagged feminine (``Gender=Fem``), not plural, spelt as its lemma (less a final
    ``-e``) with ``-a`` (``regjeringa`` -> ``regjeringen``, ``jenta`` -> ``jenten``). Not where the
    Nynorsk dictionary knows the masculine or the neuter definite form of the lemma (``klassen``: a noun
    of two genders; ``brødet``: a neuter noun tagged otherwise, whose ``brøda`` is a plural), and no form
    it knows.

        good: Regjeringa la fram budsjettet.
        bad:  Regjeringen la fram budsjettet.
    """

    name = "bokmal_definite_feminine"
    error_class = "Inflection"

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        if token.upos != "NOUN" or not token.has(Gender="Fem") or token.has(Number="Plur"):
            return None
        base = _plural_stem(token, "a")
        if base is None:
            return None
        lemma = token.lemma.lower()
        masculine = lemma + "n" if lemma.endswith("e") else lemma + "en"
        neuter = lemma + "t" if lemma.endswith("e") else lemma + "et"
        if not no_nynorsk_form(neuter):
            return None
        return masculine

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A feminine noun spelt as its lemma with ``-en`` (``-n`` after ``-e``) that the Nynorsk dictionary
        does not know (``boken``)."""
        for token in sentence.tokens:
            lemma = token.lemma.lower()
            if (token.upos == "NOUN" and token.has(Gender="Fem") and lemma.isalpha()
                    and token.lower in (lemma + "en", lemma + "n") and token.lower != lemma
                    and no_nynorsk_form(token.lower)):
                return token
        return None


# Words ---------------------------------------------------------------------------------------------


class BokmalFunctionWord(TableRule):
    """Write a Nynorsk pronoun, determiner, adverb, preposition or subjunction in its Bokmål form.

    The function words of the two standards differ more than any other words (``ikkje``/``ikke``,
    ``kva``/``hva``, ``eg``/``jeg``, ``frå``/``fra``, ``ho``/``hun``); Språkrådet's account of the
    searches in Nynorskordboka (Framtida.no, 2022) and Søyland's *Typar feil i nynorsk* find Bokmål
    words the commonest error of Nynorsk text, and the issue's evidence names ``ikke`` and ``hva``.
    NoCoLA's Word choice (ASK code FL, a word from another language).

    Targets: a word of ``data/bokmal_function_words.tsv`` with the UPOS (and FEATS) its row names
    (``kvar`` the adverb -> ``hvor``, the determiner -> ``hver``; ``ho`` the pronoun, not in the
    accusative; ``ein``, ``ei``, ``eit`` the article -> ``en``, ``en``, ``et``). Every Bokmål form of
    the table is unknown to the Nynorsk dictionary, but for ``hun``, ``mens``, ``uten`` and ``et``, which
    it lists as other words (a noun, the noun ``mens``, ``ute`` with ``-n``, the present of ``ete``),
    never as the pronoun, the subjunction, the preposition or the article: the table's header names
    them, and the rule writes them. Left out: ``mye``, ``bare``, ``nå``, ``da``, ``derfor``, which the
    dictionary lists and the norm may allow as variants.

        good: Eg veit ikkje kva han vil.
        bad:  Eg veit ikke kva han vil.
    """

    name = "bokmal_function_word"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})
    error_class = "Word choice"
    table = "bokmal_function_words.tsv"
    listed_errors = frozenset({"hun", "mens", "uten", "et"})


class BokmalContentWord(TableRule):
    """Write a Nynorsk word in the form of the Bokmål word that stands for it.

    Tansa's list of the 20 commonest Nynorsk errors is mostly Bokmål words Nynorsk does not accept:
    ``fortsatt`` for ``framleis``, ``ansatt``/``ansatte`` for ``tilsett``/``tilsette``, ``ellers`` for
    ``elles``, ``mandag`` for ``måndag``, ``ivareta`` for ``vareta``, ``lille`` for ``vesle``,
    ``potensiale`` for ``potensial``; Søyland's *Typar feil i nynorsk* lists more of the kind
    (``flere``/``fleire``, ``fornøyd``/``nøgd``, ``åpne``/``opne``), Cappelen Damm's *Nynorske ord og
    uttrykksmåtar* the Bokmål words in ``an-``, ``be-``, ``-het``, ``-else`` Nynorsk does not take
    (``avgjørelse``/``avgjerd``, ``begrense``/``avgrense``, ``kjærlighet``/``kjærleik``), and Nynorsk writes
    ``-heit`` where Bokmål writes ``-het`` (Cappelen Damm's *Nynorske ord og uttrykksmåtar*; Språkrådet's
    guidelines for words in ``-heit``). NoCoLA's Word choice (ASK code FL, a word from another language).

    Targets: a word of ``data/bokmal_content_words.tsv`` with the UPOS its row names (``framleis`` ->
    ``fortsatt``), and a NOUN in ``-heit``, ``-heita``, ``-heiter`` or ``-heitene`` written with Bokmål's
    ``-het``, ``-heten``, ``-heter``, ``-hetene`` (``nyheit`` -> ``nyhet``). The form made must be unknown
    to the Nynorsk dictionary, but for the forms Tansa's list names as errors, which the dictionary, older
    than the 2012 reform, still lists (``fortsatt``, ``ellers``, ``ivareta``, ``lille``, ``potensiale``).

        good: Ho er framleis leiar for gruppa.
        bad:  Ho er fortsatt leiar for gruppa.
    """

    name = "bokmal_content_word"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})
    error_class = "Word choice"
    table = "bokmal_content_words.tsv"
    listed_errors = frozenset({"fortsatt", "ellers", "ivareta", "lille", "potensiale"})
    _HEIT = (("heitene", "hetene"), ("heiter", "heter"), ("heita", "heten"), ("heit", "het"))

    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        found = self.table_form(token)
        if found is not None or token.upos != "NOUN":
            return found
        form = token.lower
        for ending, bokmal in self._HEIT:
            if form.endswith(ending) and len(form) > len(ending) + 2:
                return form[:-len(ending)] + bokmal
        return None

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A Bokmål word of the table, or a noun in ``-het``, ``-heten``, ``-heter``, ``-hetene`` the Nynorsk
        dictionary does not know."""
        for token in sentence.tokens:
            if (token.upos == "NOUN" and token.form.isalpha() and token.lower.endswith(("het", "heten", "heter",
                                                                                           "hetene"))
                    and no_nynorsk_form(token.lower)):
                return token
        return super().error_in_source(sentence)
