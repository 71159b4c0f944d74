"""Bokmål agreement errors: the gender of the indefinite article, and predicative adjectives.

Both rules key on word forms and the Bokmål hunspell dictionary as well as
on the annotation, so that they hold on predicted annotation (spaCy's
``nb_core_news``) too: a noun's gender is taken only where its FEATS and the
dictionary's definite forms agree, and an adjective's inflection only where
its form is the regular inflection of its lemma. The rules are the core's
(:mod:`corruptions.scandinavian.agreement`) with Bokmål's words, dictionary and
morphology.
"""

from __future__ import annotations

import re
from functools import cached_property
from types import MappingProxyType

from corruptions.scandinavian import agreement

from ..base import Annotation
from ..lexicon import Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .grammar import GRAMMAR

_PACKAGE = "corruptions.nb"
_VOWELS = "aeiouyæøåé"

# Nouns: gender from the dictionary ---------------------------------------------

#: The gender classes of the indefinite article: ``en``/``ei`` (masculine or feminine) and ``et``.
_COMMON, _NEUTER = "common", "neuter"
_CLASS_FEATS = {_COMMON: frozenset({"Masc", "Fem", "Com"}), _NEUTER: frozenset({"Neut"})}


def _definite_forms(noun: str, suffix: str) -> tuple[str, ...]:
    """The spellings the singular definite of ``noun`` (lower-case) may have with ``suffix``
    (``en`` masculine, ``et`` neuter, ``a`` feminine): first the regular one (``bil`` ->
    ``bilen``; ``eple`` -> ``eplet``), then those with a doubled consonant (``program`` ->
    ``programmet``) or without the unstressed e (``eksempel`` -> ``eksemplet``)."""
    if noun.endswith("e"):
        return (noun[:-1] + suffix,) if suffix == "a" else (noun + suffix[1:],)
    forms = [noun + suffix]
    if len(noun) >= 2 and noun[-1] not in _VOWELS and noun[-2] in _VOWELS:
        forms.append(noun + noun[-1] + suffix)
    if re.search(f"[^{_VOWELS}]e[lrn]$", noun):
        forms.append(noun[:-2] + noun[-1] + suffix)
    return tuple(forms)


def _has_definite(lexicon: Lexicon, noun: str, suffix: str) -> bool:
    """Whether a definite form of ``noun`` with ``suffix`` is a word: the regular one as hunspell
    knows it, compounds included (``fotballkampen``); the others only as the dictionary lists
    them, since a compound could make a word of them (``sammenstøt`` + ``ten``: ``sammen``
    + ``støtten``)."""
    regular, *others = _definite_forms(noun, suffix)
    return lexicon.knows(regular) or any(lexicon.lists(form) for form in others)


def dictionary_gender(lexicon: Lexicon, noun: str) -> str | None:
    """The gender class the dictionary gives the singular ``noun``: ``common`` when it has an
    ``-en`` (or ``-a``) definite form and no ``-et`` form (:func:`_has_definite`), ``neuter``
    the other way round, None when it has neither or both (two genders, or two homographs:
    ``drops`` with ``dropsen`` and ``dropset``, ``bruk`` with ``bruken`` and ``bruket``)."""
    noun = noun.lower()
    neuter = _has_definite(lexicon, noun, "et")
    common = _has_definite(lexicon, noun, "en")
    if not common and not neuter:
        # A feminine-only noun (``boka``); not for a neuter stem, whose -a is the plural (``husa``).
        common = _has_definite(lexicon, noun, "a")
    if common == neuter:
        return None
    return _COMMON if common else _NEUTER


class _Nouns:
    """The dictionary and the word list both rules read, loaded on first use, and the gender of a noun."""

    lexicon: Lexicon

    @cached_property
    def double_gender(self) -> frozenset[str]:
        return load_word_list("double_gender_nouns.txt", _PACKAGE)

    def has_two_genders(self, noun: str) -> bool:
        """Whether ``noun``, or the last part of a compound, is a noun of two accepted or
        unstable genders (``data/double_gender_nouns.txt``: ``virus``, ``datavirus``)."""
        noun = noun.lower()
        return any(noun.endswith(word) for word in self.double_gender)

    def gender(self, noun: Token) -> str | None:
        """The gender class of a singular noun where FEATS and the dictionary agree, else None."""
        if self.has_two_genders(noun.form):
            return None
        found = dictionary_gender(self.lexicon, noun.form)
        if found is None or noun.feats.get("Gender") not in _CLASS_FEATS[found]:
            return None
        return found


class FlipArticleGender(_Nouns, agreement.FlipArticleGender):
    """Give a singular noun the indefinite article of the other gender.

    ``et`` before a neuter noun becomes ``en`` (``et hus`` -> ``en hus``);
    ``en`` or ``ei`` before a masculine or feminine noun becomes ``et``
    (``en bil`` -> ``et bil``, ``ei bok`` -> ``et bok``). Bokmål lets every
    feminine noun take ``en`` (``en bok``), so ``ei`` <-> ``en`` is never
    made. The error is gender agreement between determiner and noun, which
    NoCoLA files under Inflection (ASK code F, wrong morpho-syntactic form;
    NoCoLA's own example of the class is ``dette oppgaven`` for ``denne
    oppgaven``; the paper gives class sizes only as a bar plot); GiellaLT's
    Bokmål grammar checker has the classes ``msyn-agr-detmsc-detneu`` and
    ``msyn-agr-detneu-detmsc``/``-detfem`` (a determiner of the wrong
    gender). A noun's gender is lexical, so the article is taught with it
    (NTNU's *Now* grammar; Språkrådet): ``en hus`` and ``et bil`` are wrong
    in any context.

    Targets: ``en``/``ei``/``et`` tagged DET whose head is the first NOUN
    after it, with only adjectives and adverbs between (``et stort hus`` ->
    ``en stort hus``: one wrong word, the article, which now disagrees with
    both the adjective and the noun; the adjective is left as it is). The
    noun is singular, indefinite, not genitive, all letters, and its gender
    is known twice: from FEATS and from the dictionary, which must list its
    definite form of the article's gender (``huset``, ``bilen``, ``boka``;
    a compound as hunspell forms it: ``sommerhuset``) and no definite form
    of the other (:func:`dictionary_gender`).

    Stricter than needed, each with a near-miss test:

    * nouns with two accepted or unstable genders are skipped: those the
      dictionary gives both definite forms (``drops``: ``dropsen`` and
      ``dropset``; homographs like ``bruk``), those listed in
      ``data/double_gender_nouns.txt`` (``virus``, ``kjeks``, ``tidel``,
      ``design``, nouns in ``-skap``: Bokmålsordboka gives them two genders,
      or usage varies), and compounds ending in one (``datavirus``);
    * nouns the dictionary has no definite form of (``manko``) and nouns
      whose FEATS gender disagrees with the dictionary;
    * ``slags``/``sort``, which take the article of the noun after them;
    * numeral ``én``/``ett`` (NUM, and not ``en``/``et``), and ``en``/``et``
      whose head is not the next noun or not a singular one (``en av dem``,
      ``et av flere spill``, ``en eller to dager``);
    * anything but an adjective or adverb between article and noun (a
      numeral, a quotation mark, a conjunction: ``en eller annen grunn``, a
      hyphenated first part: ``en miljø- og ressurspolitikk``).

        good: Han kjøpte et stort hus
        bad:  Han kjøpte en stort hus
    """

    name = "flip_article_gender"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Inflection"
    words = agreement.ArticleWords(
        grammar=GRAMMAR,
        classes=MappingProxyType({"en": _COMMON, "ei": _COMMON, "et": _NEUTER}),
        others=MappingProxyType({"en": "et", "ei": "et", "et": "en"}),
        transparent=frozenset({"slags", "sort", "sorts"}),
    )


# Predicative adjectives ---------------------------------------------------------

#: Adjectives with a stem change: lemma -> (neuter, plural).
_IRREGULAR = {"liten": ("lite", "små")}
#: Lemma endings the rule leaves alone: participles (``kjent``), indeclinables (``moderne``,
#: ``gratis``).
_SKIPPED_ENDINGS = ("t", "e", "s")


def neuter_forms(lemma: str) -> tuple[str, ...]:
    """The spellings the neuter singular of the adjective ``lemma`` may have: ``stor`` ->
    ``stort``, ``ny`` -> ``nytt``, ``grønn`` -> ``grønt``, ``liten`` -> ``lite``; none for
    ``-ig`` and ``-sk`` (``viktig``, ``norsk``, and ``fersk``, whose ``-t`` is not needed everywhere)."""
    if lemma in _IRREGULAR:
        return (_IRREGULAR[lemma][0],)
    if lemma.endswith(("ig", "sk")):
        return ()
    if lemma[-1] in _VOWELS:
        return (lemma + "tt",)
    if len(lemma) >= 2 and lemma[-1] == lemma[-2]:
        return (lemma + "t", lemma[:-1] + "t")
    return (lemma + "t",)


def plural_forms(lemma: str) -> tuple[str, ...]:
    """The spellings the plural of the adjective ``lemma`` may have: ``stor`` -> ``store``,
    ``tom`` -> ``tomme``, ``gammel`` -> ``gamle``, ``sikker`` -> ``sikre``, ``liten`` -> ``små``;
    none for ``blå``, ``grå``: their plural may have no ending."""
    if lemma in _IRREGULAR:
        return (_IRREGULAR[lemma][1],)
    if lemma.endswith("å"):
        return ()  # blå, grå: the plural may be blå or blåe
    forms = [lemma + "e"]
    if len(lemma) >= 2 and lemma[-1] == "m" and lemma[-2] in _VOWELS:
        forms.append(lemma + "me")
    if re.search(f"[^{_VOWELS}]e[lrn]$", lemma):
        stem = lemma[:-2]
        if len(stem) >= 2 and stem[-1] == stem[-2]:
            stem = stem[:-1]
        forms.append(stem + lemma[-1] + "e")
    return tuple(forms)



#: Determiners that make a neuter singular noun, or a plural one, whatever its form.
_NEUTER_DETERMINERS = frozenset({
    "et", "ett", "dette", "hvert", "ethvert", "intet", "mitt", "ditt", "sitt", "vårt", "hvilket",
})
_PLURAL_DETERMINERS = frozenset({
    "de", "disse", "mange", "flere", "begge", "alle", "samtlige", "ulike", "mine", "dine", "sine", "våre",
})


class CorruptPredicativeAdjective(_Nouns, agreement.CorruptPredicativeAdjective):
    """Leave a predicative adjective uninflected after a neuter or plural subject.

    After ``være`` or ``bli`` an adjective agrees with the subject in gender
    and number: ``Huset er stort``, ``Husene er store`` (Språkrådet; Ordnett's
    *Adjektiv – entall eller flertall?*: the plural is always right in
    ``Bilene er røde``; NTNU's *Now* grammar 4.1: ``Bordet er dyrt``,
    ``Bilene er dyre``). The rule puts the adjective's base form, its
    masculine and feminine singular, in place of the neuter (``Huset er
    stor``) or the plural (``Husene er stor``): the agreement ending a
    learner leaves out. NoCoLA files it under Inflection (ASK code F, wrong
    morpho-syntactic form; the paper gives class sizes only as a bar plot);
    GiellaLT's Bokmål grammar checker has the class
    ``msyn-pred-adjmsc-adjneu`` (a predicative to a neuter noun in the
    masculine).

    Targets an ADJ, positive degree, indefinite, no VerbForm, with a ``cop``
    child or as the ``xcomp`` of ``bli``, ``virke``, ``fremstå`` or ``føle
    seg`` (the copula known by lemma or form: ``er``, ``var``, ``blir``, ``ble``,
    ``være``, ``bli``, ``vært``, ``blitt``, ...), whose form is the neuter
    (:func:`neuter_forms`: ``stort``, ``nytt``, ``grønt``, ``lite``) or the
    plural (:func:`plural_forms`: ``store``, ``gamle``, ``sikre``, ``små``)
    of its lemma, as its FEATS say, and whose subject asks for that form
    twice, by FEATS and by form:

    * neuter singular: Gender=Neut, Number=Sing, and a NOUN that the
      dictionary makes neuter (:func:`dictionary_gender`) in its definite
      form (``Huset``, ``Samarbeidet``) or after a neuter determiner (``et``,
      ``dette``, ``mitt``, ...), or the pronoun ``det``, ``dette``, ``alt``
      or ``noe``: ``det`` also as the formal subject of an extraposed clause
      (``Det er naivt å tro``), where the neuter is required;
    * plural: Number=Plur, and a NOUN in the definite plural (``-ene``,
      ``-erne``, the ``-a`` of a neuter: ``barna``), an indefinite plural
      ending on its lemma (``biler``, ``dommere``), or after a plural
      determiner (``de``, ``disse``, ``mange``, ...), or the pronoun ``de``,
      ``vi``, ``disse``, ``begge`` or ``samtlige``.

    The subject is the adjective's (or the verb's) ``nsubj`` or ``expl``,
    the noun of a ``som`` clause (``huset som er stort``; ``som`` as
    ``mark`` or, in other annotation, as the PRON subject), or, for a second
    adjective coordinated with a predicative one and without its own copula,
    that one's subject (``Huset er stort og fint``). The new form is the
    lemma, which the dictionary must list, as it must the original.

    Stricter than needed, each with a near-miss test:

    * an adjective with a preposition right after it: in fixed phrases
      Bokmål accepts the base form (``De var glad i foreldrene``, ``Skipet
      var klar til avgang``: Riksmålsforbundet's grammar 6.2.1; Ordnett's
      "always right" is for adjectives without one); not after a formal
      ``det`` (``Det er godt for Frp å vite``);
    * adjectives often left uninflected as predicatives
      (``data/uninflected_predicatives.txt``: ``glad``, ``klar``, ``enig``,
      ``ferdig``, ``velkommen``, ...), except after ``det``/``dette``
      (``Det er klart at``), and base forms that are adverbs where the
      neuter would stand (``data/adverbial_base_forms.txt``: ``Det er
      sjelden at``);
    * participles and what may be one: VerbForm=Part, a lemma ending in
      ``-t`` (``kjent``, ``opptatt``, ``interessert``: Ordnett's ``Vi var
      henrykt/henrykte``; and ``kort``, ``lett``, whose neuter is their
      base), a lemma in ``-d`` whose stem with ``-e`` is a word
      (``fornøyd``: ``fornøye``) or in ``-dd`` (``redd``);
    * indeclinable adjectives (``data/indeclinable_adjectives.txt``:
      ``bra``, ``feil``, ``gøy``, ...) and lemmas ending in ``-e`` or ``-s``
      (``moderne``, ``gratis``); ``-ig`` and ``-sk`` adjectives, which have
      no neuter ``-t`` (``viktig``, ``norsk``; ``fersk(t)`` is optional in
      places), are targets only in the plural (``viktige`` -> ``viktig``),
      where their forms differ; ``blå``, ``grå`` only in the neuter, since
      their plural may have no ending;
    * subjects whose form does not show the number or gender: a proper noun,
      a bare noun (``Folk er ...``; ``Brød er godt``, ``Grønnsaker er
      sunt``: NTNU's *Now* 4.2, generic subjects take the neuter), a noun
      counted by a numeral (``To uker er lenge``: a quantity) or
      coordinated (``Huset og bilen``), the polite ``De``, ``dere`` (may be
      said to one person), ``alle`` (``Alle er velkommen``);
    * ``stort`` of ``stort sett`` (mostly), a definite form (``de mest
      sårbare``), comparatives and superlatives (no agreement).

        good: Huset er stort
        bad:  Huset er stor
    """

    name = "corrupt_predicative_adjective"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "Inflection"
    words = agreement.PredicativeWords(
        grammar=GRAMMAR,
        #: ``være``, ``bli``, and verbs whose adjective agrees as theirs (``virke``, ``fremstå``).
        copula_lemmas=frozenset({"være", "bli", "forbli", "virke", "fremstå", "framstå"}),
        copula_forms=frozenset({
            "er", "var", "være", "vært", "blir", "ble", "blei", "bli", "blitt",
            "forblir", "forble", "forbli", "forblitt", "virker", "virket", "virke",
            "fremstår", "fremsto", "fremstod", "fremstå", "fremstått", "framstår", "framsto", "framstå",
        }),
        #: ``føle seg``: its adjective agrees with the subject (``Jentene føler seg trygge``).
        feel_lemma="føle",
        feel_forms=frozenset({"føle", "føler", "følte", "følt"}),
        reflexives=frozenset({"seg", "meg", "deg", "oss", "dere"}),
        #: Not ``De`` (polite, singular: a capital ``De`` is skipped wherever it stands), ``dere`` (may be
        #: said to one person), nor ``alle`` (``Alle er velkommen``).
        plural_pronouns=frozenset({"de", "vi", "disse", "begge", "samtlige"}),
        #: ``det`` and ``dette`` also as the formal subject of an extraposed clause (``Det er godt å vite``).
        neuter_pronouns=frozenset({"det", "dette", "alt", "noe"}),
        formal_subject="det",
        demanding_pronouns=frozenset({"det", "dette"}),
        prepositions=frozenset({
            "i", "på", "til", "for", "av", "med", "om", "over", "mot", "ved", "fra", "etter", "under", "hos",
            "innen", "blant", "overfor", "uten", "gjennom", "mellom",
        }),
        comparison=frozenset({"som", "enn"}),
        mostly="sett",
        degree_adverbs=frozenset({"mest", "minst"}),
        definite_articles=frozenset({"de", "den", "det"}),
        #: Participles (``kjent``), indeclinables (``moderne``, ``gratis``).
        skipped_endings=("t", "e", "s"),
    )

    def neuter_forms(self, lemma: str) -> tuple[str, ...]:
        return neuter_forms(lemma)

    def plural_forms(self, lemma: str) -> tuple[str, ...]:
        return plural_forms(lemma)

    def participle(self, lemma: str) -> bool:
        """A lemma in ``-d`` whose stem with ``-e`` is a word (``fornøyd``: ``fornøye``), or in ``-dd`` (``redd``)."""
        return lemma.endswith("d") and (lemma.endswith("dd") or self.lexicon.lists(lemma[:-1] + "e"))

    def neuter_noun(self, sentence: Sentence, noun: Token) -> bool:
        """A noun the dictionary makes neuter, in its definite form (``Huset``) or after a neuter
        determiner (``et``, ``dette``, ``mitt``)."""
        if self.has_two_genders(noun.lemma):
            return False
        lemma, form = noun.lemma.lower(), noun.lower
        if dictionary_gender(self.lexicon, lemma) != _NEUTER:
            return False
        if noun.has(Definite="Def"):
            return form in _definite_forms(lemma, "et")
        return form == lemma and any(t.lower in _NEUTER_DETERMINERS for t in _determiners(sentence, noun))

    def plural_noun(self, sentence: Sentence, noun: Token) -> bool:
        """A noun in the definite plural (``-ene``, ``-erne``, the ``-a`` of a neuter: ``barna``), an
        indefinite plural ending on its lemma (``biler``, ``dommere``), or after a plural determiner."""
        lemma, form = noun.lemma.lower(), noun.lower
        if noun.has(Definite="Def") and (form.endswith("ne") or form == lemma + "a"):
            return form != lemma
        if noun.has(Definite="Ind") and form in (lemma + "er", lemma + "r") and lemma[-1:] != "r":
            return True
        if noun.has(Definite="Ind") and lemma.endswith("er") and form == lemma + "e":
            return True
        return any(t.lower in _PLURAL_DETERMINERS for t in _determiners(sentence, noun))


def _determiners(sentence: Sentence, noun: Token) -> list[Token]:
    """The noun's determiners: its ``det`` children, or the words right before it."""
    found = [t for t in sentence.children(noun) if t.deprel == "det"]
    before = sentence.previous(noun)
    if before is not None and before.upos in ("DET", "PRON"):
        found.append(before)
    return found
