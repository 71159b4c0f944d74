"""Swedish agreement errors: the gender of the indefinite article, adjective agreement (attributive
and predicative), and a definite noun after a possessor.

Gender, number and definiteness are the morphology errors learners of Swedish
make most (SweLL's UD test data: definiteness 107 and gender agreement 67 of
1,367 corrections; DaLAJ dev+test: ``en`` for ``ett`` 21 times; DaLAJ class M).
Each rule keys on word forms and the Swedish hunspell dictionary as well as on
FEATS, so that it holds on predicted annotation: a noun's gender is taken only
where FEATS and the dictionary agree, and an adjective's ending only where its
form is the regular inflection of its lemma. The article's rule is the core's
(:mod:`corruptions.scandinavian.agreement`) with Swedish words and dictionary.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, cached_property
from types import MappingProxyType

from corruptions.scandinavian import agreement

from ..base import Annotation, FormSwap, recase
from ..lexicon import Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .grammar import GRAMMAR
from .lexicon import shared_lexicon

_PACKAGE = "corruptions.sv"
_VOWELS = "aeiouyåäöé"
_COMMON, _NEUTER = "Com", "Neut"
#: Suffix flags of the dictionary's noun entries: the neuter definite ``-et``/``-t`` (``huset``,
#: ``äpplet``, ``exemplet``) and the common definite ``-en``/``-n`` (``bilen``, ``flickan``, ``fågeln``).
#: A neuter noun may also carry a common one (its plural definite: ``husen``), never the other way.
_NEUTER_FLAGS = frozenset("BC")
_COMMON_FLAGS = frozenset("DEF")
#: The dictionary's flag of a word that may end a compound.
_COMPOUND_END = "Y"
_MIN_PART = 3


@cache
def _flags(word: str) -> frozenset[str]:
    flags: set[str] = set()
    for entry in shared_lexicon().dictionary.dic.homonyms(word):
        flags |= set(entry.flags)
    return frozenset(flags)


@cache
def dictionary_gender(noun: str) -> str | None:
    """The gender the dictionary gives the singular ``noun`` (lower case): ``Neut`` when an entry of it
    takes the neuter definite ``-et``/``-t``, ``Com`` when it takes only ``-en``/``-n``; for a compound
    the dictionary does not list, its longest last part that may end a compound (``arbetsinkomst``:
    ``inkomst``); None when neither."""
    flags = _flags(noun)
    if not flags and shared_lexicon().knows(noun):
        for i in range(_MIN_PART, len(noun) - _MIN_PART + 1):
            right = _flags(noun[i:])
            if _COMPOUND_END in right:
                flags = right
                break
    if flags & _NEUTER_FLAGS:
        return _NEUTER
    return _COMMON if flags & _COMMON_FLAGS else None


def definite_form(lexicon: Lexicon, noun: str, gender: str) -> str | None:
    """The singular definite of lower-case ``noun`` of ``gender`` as the dictionary lists it (``bil`` ->
    ``bilen``, ``flicka`` -> ``flickan``, ``fågel`` -> ``fågeln``, ``hus`` -> ``huset``, ``äpple`` ->
    ``äpplet``, ``exempel`` -> ``exemplet``, ``rum`` -> ``rummet``), or None. A compound the dictionary
    does not list is formed on its own (``arbetsinkomsten``)."""
    last = noun[-1]
    if gender == _COMMON:
        forms = [noun + "n"] if last in _VOWELS or noun.endswith(("el", "er")) else [noun + "en", noun + last + "en"]
    else:
        forms = [noun + "t"] if last in _VOWELS else [noun + "et", noun + last + "et"]
        if noun.endswith(("el", "er")):
            forms.insert(0, noun[:-2] + noun[-1] + "et")
    listed = lexicon.lists(noun)
    for form in forms:
        if lexicon.lists(form) or (not listed and lexicon.knows(form)):
            return form
    return None


class _Words:
    """The dictionary and the word lists of the agreement rules, loaded on first use."""

    @cached_property
    def lexicon(self) -> Lexicon:
        return shared_lexicon()

    @cached_property
    def two_genders(self) -> frozenset[str]:
        return load_word_list("variable_gender_nouns.txt", _PACKAGE)

    @cached_property
    def indeclinable(self) -> frozenset[str]:
        return load_word_list("indeclinable_adjectives.txt", _PACKAGE)

    def gender(self, noun: Token, form: str | None = None) -> str | None:
        """The gender of a noun where FEATS and the dictionary agree and it has only one, else None."""
        word = (form or noun.form).lower()
        if not word.isalpha() or any(word.endswith(w) for w in self.two_genders):
            return None
        found = dictionary_gender(word)
        return found if found is not None and noun.feats.get("Gender") == found else None

    def declinable(self, adjective: Token) -> str | None:
        """The lower-case lemma of a positive, non-participle adjective that inflects regularly, else None."""
        if adjective.upos != "ADJ" or adjective.feats.get("Degree", "Pos") != "Pos" or "VerbForm" in adjective.feats:
            return None
        lemma = adjective.lemma.lower()
        if not lemma.isalpha() or len(lemma) < 2 or lemma in self.indeclinable:
            return None
        if lemma.endswith(("t", "d", "e", "s", "a", "o", "u")):
            return None  # kort, röd, moderne, gratis, bra: no regular -t; participles in -d/-t
        return lemma if self.lexicon.lists(lemma) else None


def neuter_form(lemma: str) -> str:
    """The regular neuter singular of an adjective: ``stor`` -> ``stort``, ``ny`` -> ``nytt``."""
    return lemma + ("tt" if lemma[-1] in _VOWELS else "t")


def plural_form(lemma: str) -> str:
    """The regular plural of an adjective: ``stor`` -> ``stora``; ``vacker`` -> ``vackra``, ``gammal``
    -> ``gamla``, ``mogen`` -> ``mogna`` (an unstressed ``e``/``a`` before the last consonant drops)."""
    if lemma.endswith(("er", "el", "en", "al")) and len(lemma) > 4 and lemma[-3] not in _VOWELS:
        stem = lemma[:-2] + lemma[-1]
        if lemma.endswith("al") and stem[-2] == stem[-3]:
            stem = stem[:-3] + stem[-2:]  # gammal -> gamla; but öppen -> öppna
        return stem + "a"
    return lemma + "a"


# en / ett ---------------------------------------------------------------------------------------

class FlipArticleGender(_Words, agreement.FlipArticleGender):
    """Give a singular noun the indefinite article of the other gender: ``ett hus`` -> ``en hus``.

    A Swedish noun's gender is lexical and shows on its article (``en bil``,
    ``ett hus``; Svenska Akademiens grammatik; SAOL gives it with every noun).
    Learners confuse them often: DaLAJ dev+test corrects ``en`` to ``ett`` 21
    times and has 98 missing ``en`` and 56 missing ``ett``; SweLL's UD test data
    has 67 gender agreement corrections (M-Gend, DaLAJ class M).

    Targets: ``en``/``ett`` tagged DET, not capitalised inside the sentence,
    whose head is the first NOUN after it, with only adjectives and adverbs
    between (``ett stort hus`` -> ``en stort hus``: the article, one wrong word,
    then disagrees with both). The noun is singular, indefinite, not genitive,
    lower case, and its gender is known twice: from FEATS and from the
    dictionary (:func:`dictionary_gender`).

    Stricter than needed, each with a near-miss test:

    * nouns of two accepted or unsettled genders, and compounds ending in one
      (``data/variable_gender_nouns.txt``: ISOF's ``poäng``, ``test``, ``öl``,
      ``paraply``, ...); nouns the dictionary gives no gender or one FEATS
      disagree with (``kaffe``: the dictionary's ``kaffet``);
    * ``slags``, ``sorts``, ``typ``, whose article follows the next noun;
    * an article before anything but adjectives, adverbs and its noun (``en
      och annan``, ``ett av husen``, a numeral), or whose head is not that noun.

        good: Han köpte ett stort hus.
        bad:  Han köpte en stort hus.
    """

    name = "flip_en_ett"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "M"
    words = agreement.ArticleWords(
        grammar=GRAMMAR,
        classes=MappingProxyType({"en": _COMMON, "ett": _NEUTER}),
        others=MappingProxyType({"en": "ett", "ett": "en"}),
        transparent=frozenset({"slags", "sorts", "sort", "typ", "form"}),
    )

    def article(self, token: Token) -> bool:
        """Not capitalised inside the sentence."""
        return token.index == 0 or token.form.islower()

    def noun_fits(self, noun: Token) -> bool:
        """Nominative, lower case, not a noun whose article agrees with the next."""
        return noun.feats.get("Case", "Nom") == "Nom" and noun.lower not in self.words.transparent \
            and noun.form.islower()


# Adjectives ------------------------------------------------------------------------------------

#: Determiners of a neuter singular indefinite noun phrase.
_NEUTER_DETERMINERS = frozenset({"ett", "något", "inget", "intet", "vilket", "annat", "sådant", "mitt",
                                 "ditt", "sitt", "vårt", "ert"})
_NEUTER_PRONOUNS = frozenset({"det", "detta"})
_PLURAL_PRONOUNS = frozenset({"de", "vi", "dessa"})
_PLURAL_DETERMINERS = frozenset({"de", "dessa", "många", "några", "alla", "flera", "inga", "sådana", "båda",
                                 "bägge", "mina", "dina", "sina", "våra", "era", "deras", "hans", "hennes"})
_COPULAS = frozenset({"vara", "bli"})
_COPULA_FORMS = frozenset({"är", "var", "vara", "varit", "blir", "blev", "bli", "blivit"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass", "expl"})


def _determiners(sentence: Sentence, noun: Token) -> list[Token]:
    return [t for t in sentence.children(noun) if t.deprel == "det"]


class CorruptAttributiveAdjective(FormSwap, _Words):
    """Leave an attributive adjective in its base form: ``ett mörkt rum`` -> ``ett mörk rum``.

    Where it agrees in ``-t`` or ``-a``: also ``de stora husen`` -> ``de stor husen``.

    An attributive adjective agrees with its noun: in gender with an indefinite
    singular (``en mörk kväll``, ``ett mörkt rum``), and it takes ``-a`` with a
    plural or definite noun (``stora hus``, ``det stora huset``; Svenska
    Akademiens grammatik; Språkrådet). The base form in their place is the
    learners' agreement error (SweLL M-Gend, 67 of 1,367 corrections in its UD
    test data, and M-Num; DaLAJ's ``uppfostrad`` for ``uppfostrade``; DaLAJ
    class M).

    Targets an ADJ (amod, positive, not a participle) before its head NOUN,
    with only adjectives and adverbs between, whose form is

    * the regular neuter of its lemma (:func:`neuter_form`: ``stort``, ``nytt``,
      ``viktigt``; Gender=Neut where FEATS say) before a singular indefinite
      noun that the dictionary and FEATS make neuter, with a neuter determiner
      (``ett``, ``något``, ``inget``, ``vilket``, ``mitt``, ...) before the
      adjective;
    * the regular ``-a`` form of its lemma (:func:`plural_form`: ``stora``,
      ``vackra``, ``gamla``) before a plural noun or a definite one (``-en``,
      ``-et``, ``-n``, ``-t``, ``-na``), Number=Plur or Definite=Def where FEATS
      say.

    The lemma replaces it and must be a word of the dictionary. Skipped (near
    misses in the tests): lemmas ending in ``-t``, ``-d`` (``kort``, ``röd``;
    participles), in a vowel (``bra``, ``första``) or ``-s`` (``gratis``), and the
    indeclinables and irregulars of ``data/indeclinable_adjectives.txt``
    (``liten``, ``egen``, ``annan``); a noun of two genders; a neuter noun phrase
    without a determiner (``gott humör``); a capitalised noun (a name).

        good: Vi satt i ett mörkt rum.
        bad:  Vi satt i ett mörk rum.
    """

    name = "corrupt_attributive_agreement"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            found = self._attribute(sentence, token)
            if found is not None and token.lower == found[1]:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, token.lemma.lower())

    def _attribute(self, sentence: Sentence, adjective: Token) -> tuple[str, str] | None:
        """The lemma of an attributive adjective and the form its noun phrase asks, else None."""
        if adjective.deprel != "amod":
            return None
        lemma = self.declinable(adjective)
        noun = sentence.head_of(adjective)
        if lemma is None or noun is None or noun.upos != "NOUN" or noun.id < adjective.id or noun.has(Case="Gen"):
            return None
        if not noun.form.islower() or not all(t.upos in ("ADJ", "ADV") for t in
                                               sentence.tokens[adjective.index + 1:noun.index]):
            return None
        if noun.has(Number="Plur") or noun.has(Definite="Def"):
            weak = adjective.feats.get("Number") == "Plur" or adjective.feats.get("Definite") == "Def"
            return (lemma, plural_form(lemma)) if weak or not adjective.feats else None
        if adjective.feats.get("Gender", _NEUTER) != _NEUTER or adjective.feats.get("Definite", "Ind") != "Ind":
            return None
        if not noun.has(Number="Sing") or noun.feats.get("Definite", "Ind") != "Ind":
            return None
        if self.gender(noun) != _NEUTER:
            return None
        determiners = [t for t in _determiners(sentence, noun) if t.id < adjective.id]
        if not determiners or determiners[0].lower not in _NEUTER_DETERMINERS:
            return None
        between = sentence.tokens[determiners[0].index + 1:noun.index]
        return (lemma, neuter_form(lemma)) if all(t.upos in ("ADJ", "ADV") for t in between) else None

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """An attributive adjective in its base form where its noun phrase asks for the neuter or the
        ``-a`` form and that form is a word (``ett mörk rum``, ``de stor husen``), or in the neuter before
        a singular indefinite noun that the dictionary and FEATS make common (``eventuellt rost``: the
        other half of SweLL's M-Gend).

            bad:  Vi satt i ett mörk rum.
            bad:  Borsta bort eventuellt rost.
        """
        for token in sentence.tokens:
            found = self._attribute(sentence, token)
            if found is not None and token.lower == found[0] and self.lexicon.lists(found[1]):
                return token
            if self._neuter_on_common(sentence, token):
                return token
        return None

    def _neuter_on_common(self, sentence: Sentence, adjective: Token) -> bool:
        """An attributive adjective in the regular neuter of its lemma right before its singular indefinite
        noun of common gender, which ends the phrase. Not before another adjective, nor right after a
        verb: there the ``-t`` form is an adverb a parser may hang on the noun (``en väldigt fin
        uppslutning``, ``Vi fick snabbt hjälp``, ``Det är väldigt synd``)."""
        if adjective.deprel != "amod":
            return False
        lemma = self.declinable(adjective)
        if lemma is None or adjective.lower != neuter_form(lemma):
            return False
        before = sentence.previous(adjective)
        if before is not None and before.upos in ("VERB", "AUX"):
            return False  # an adverb of the verb a parser hung on the noun: ``fick snabbt hjälp``
        noun = sentence.next(adjective)
        if noun is None or noun.id != adjective.head or noun.upos != "NOUN" or not noun.form.islower() \
                or noun.has(Case="Gen") or not noun.has(Number="Sing") or noun.feats.get("Definite", "Ind") != "Ind":
            return False
        after = sentence.next(noun)
        return (after is None or after.upos not in ("NOUN", "ADJ", "PROPN")) and self.gender(noun) == _COMMON


class CorruptPredicativeAdjective(FormSwap, _Words):
    """Leave a predicative adjective uninflected after a neuter or plural subject: ``Köket är stor``.

    ``Köket är stort`` -> ``Köket är stor``, ``Husen är stora`` -> ``Husen är stor``.

    After ``vara`` and ``bli`` an adjective agrees with the subject in gender and
    number (Svenska Akademiens grammatik; Språkrådet): ``Köket är stort``,
    ``Husen är stora``, ``Det är viktigt att ...``. The base form in their place
    is the agreement error learners make (SweLL M-Gend and M-Num; DaLAJ's
    ``uppfostrad`` for ``uppfostrade``; DaLAJ class M).

    Targets an ADJ (positive, not a participle) with a copula child (``är``,
    ``var``, ``blir``, ``blev``, ... by lemma or form) and one subject, whose
    form is

    * the regular neuter of its lemma (:func:`neuter_form`) after a neuter
      singular subject: ``det``, ``detta`` (also the formal ``det`` of ``Det är
      viktigt att``), or a definite NOUN the dictionary and FEATS make neuter
      (``köket``, ``huset``), or one with ``ett``/``detta``/``mitt``...;
    * the regular plural of its lemma (:func:`plural_form`: ``stora``,
      ``vackra``, ``gamla``) after a plural subject: ``de``, ``vi``, ``dessa``, a
      definite plural NOUN (``-na``, ``-en``), or one with a plural determiner.

    The lemma replaces it and must be a word of the dictionary. Skipped (near
    misses in the tests): participles and lemmas in ``-t``/``-d``, a vowel or
    ``-s``, indeclinables; a coordinated or counted subject (``Huset och bilen``,
    ``Två veckor är lång tid``), ``ni`` (may be said to one person), ``alla``; a
    subject that is a name or a bare noun (generic: ``Pannkakor är gott``).

        good: Köket är stort.
        bad:  Köket är stor.
    """

    name = "corrupt_predicative_agreement"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            found = self._wanted(sentence, token)
            if found is not None and token.lower == found[1] and self.lexicon.lists(token.lower):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, token.lemma.lower())

    def _wanted(self, sentence: Sentence, adjective: Token) -> tuple[str, str] | None:
        """The lemma and the form the subject asks of a predicative ``adjective``, else None."""
        lemma = self.declinable(adjective)
        if lemma is None or adjective.feats.get("Definite", "Ind") != "Ind":
            return None
        children = sentence.children(adjective)
        if not any(t.deprel == "cop" and (t.lemma in _COPULAS or t.lower in _COPULA_FORMS) for t in children):
            return None
        subjects = [t for t in children if t.deprel in _SUBJECTS]
        if len(subjects) != 1 or any(t.deprel in ("conj", "nummod") for t in sentence.children(subjects[0])):
            return None
        subject = subjects[0]
        if self._neuter(sentence, subject) and adjective.feats.get("Gender", _NEUTER) == _NEUTER:
            return lemma, neuter_form(lemma)
        if self._plural(sentence, subject) and adjective.feats.get("Number", "Plur") == "Plur":
            return lemma, plural_form(lemma)
        return None

    def _neuter(self, sentence: Sentence, subject: Token) -> bool:
        if subject.upos == "PRON":
            return subject.lower in _NEUTER_PRONOUNS and subject.feats.get("Number", "Sing") == "Sing"
        if subject.upos != "NOUN" or not subject.has(Number="Sing") or self.gender(subject, subject.lemma) != _NEUTER:
            return False
        if subject.has(Definite="Def"):
            return subject.lower.endswith("t")
        return any(t.lower in _NEUTER_DETERMINERS | {"detta"} for t in _determiners(sentence, subject))

    @staticmethod
    def _plural(sentence: Sentence, subject: Token) -> bool:
        if not subject.has(Number="Plur"):
            return False
        if subject.upos == "PRON":
            return subject.lower in _PLURAL_PRONOUNS
        if subject.upos != "NOUN":
            return False
        if subject.has(Definite="Def") and subject.lower.endswith(("na", "en")) and subject.lower != subject.lemma:
            return True
        return any(t.lower in _PLURAL_DETERMINERS for t in _determiners(sentence, subject))

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A predicative adjective in its base form after a subject that asks for the neuter or the
        plural, where that form is a word (``Köket är stor``).

            bad:  Köket är stor.
        """
        for token in sentence.tokens:
            found = self._wanted(sentence, token)
            if found is not None and token.lower == found[0] and self.lexicon.lists(found[1]):
                return token
        return None


# A definite noun after a possessor --------------------------------------------------------------

#: Possessive pronouns (``er`` left out: it is also the object ``you``, and ``ge er tiden`` is a sentence).
_POSSESSIVES = frozenset({"min", "mitt", "mina", "din", "ditt", "dina", "hans", "hennes", "dess", "sin", "sitt",
                          "sina", "vår", "vårt", "våra", "ert", "era", "deras", "vars"})


class DefiniteAfterPossessor(FormSwap, _Words):
    """Put a noun after a possessor in the definite form: ``min bil`` -> ``min bilen``.

    Also after a genitive: ``ett lands framtid`` -> ``ett lands framtiden``.

    After a possessive pronoun or a genitive a Swedish noun stands in the
    indefinite form (Svenska Akademiens grammatik; Språkrådet: ``min bil``,
    ``Sveriges huvudstad``), unlike Norwegian ``bilen min``. The definite form
    there is a frequent learner error: SweLL's UD test data has 107
    definiteness corrections (M-Def), and DaLAJ's dev file has ``ett lands
    framtiden`` corrected to ``framtid`` (DaLAJ class M).

    Targets: a singular indefinite NOUN, lower case, whose possessor stands
    before it as ``nmod:poss``: a possessive pronoun (``min``, ``hans``,
    ``deras``, ``sin``, ``vars``, ...; not ``er``, also the object ``you``) or a
    genitive (Case=Gen, a form ending in ``s``), with only adjectives and
    adverbs between (``min nya bil`` -> ``min nya bilen``). The definite form
    (:func:`definite_form`) is built for the gender FEATS and the dictionary
    agree on, and must be a word of the dictionary.

    Skipped: nouns of two genders; a capitalised noun (a name); a noun that is
    itself a genitive (``mitt lands``); a possessor capitalised inside the
    sentence (``Hans``, a name).

        good: Barnen är ett lands framtid.
        bad:  Barnen är ett lands framtiden.
    """

    name = "definite_after_possessor"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._definite(sentence, token) is not None:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        found = self._definite(sentence, token)
        if found is None:
            raise TypeError(f"{self.name}: {token.form!r} has no definite form this rule makes")
        return found

    def _possessed(self, sentence: Sentence, noun: Token) -> bool:
        possessors = [t for t in sentence.children(noun) if t.deprel == "nmod:poss" and t.id < noun.id]
        if len(possessors) != 1:
            return False
        possessor = possessors[0]
        if possessor.form[:1].isupper() and possessor.index > 0:
            return False
        if possessor.upos in ("PRON", "DET"):
            if possessor.lower not in _POSSESSIVES:
                return False
            end = possessor
        elif possessor.upos in ("NOUN", "PROPN") and possessor.has(Case="Gen") and possessor.lower.endswith("s"):
            end = possessor
        else:
            return False
        between = sentence.tokens[end.index + 1:noun.index]
        return all(t.upos in ("ADJ", "ADV") and t.head == noun.id for t in between)

    def _definite(self, sentence: Sentence, noun: Token) -> str | None:
        if noun.upos != "NOUN" or not noun.has(Number="Sing", Definite="Ind") or noun.has(Case="Gen"):
            return None
        if not noun.form.islower() or not noun.form.isalpha() or not self._possessed(sentence, noun):
            return None
        gender = self.gender(noun)
        return None if gender is None else definite_form(self.lexicon, noun.lower, gender)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A singular definite noun right after its possessor (``min bilen``, ``ett lands framtiden``).

            bad:  Barnen är ett lands framtiden.
        """
        for token in sentence.tokens:
            if token.upos == "NOUN" and token.has(Number="Sing", Definite="Def") and token.form.islower() \
                    and self._possessed(sentence, token):
                return token
        return None
