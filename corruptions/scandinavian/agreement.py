"""Agreement: the indefinite article of the other gender (``en hus``), and a predicative adjective left
in its base form after a neuter or plural subject (``Huset er stor``).

A language's rule subclasses :class:`FlipArticleGender` or :class:`CorruptPredicativeAdjective` with its
name, error class, docstring and words (:class:`ArticleWords`, :class:`PredicativeWords`), and
implements what needs its dictionary and morphology: a noun's gender, an adjective's neuter and plural
forms, what a subject's form says of its gender and number.

Two source checks find errors of number in a noun phrase that no rule makes, each made by a language
with its words (:class:`NumberWords`): :class:`DeterminerNumber` (``det problemer``) and
:class:`AttributivePlural` (``akademisk forklaringer``).
"""

from __future__ import annotations

import abc
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from ..base import FormSwap, recase
from ..lexicon import Lexicon
from ..sentence import Sentence, Token
from ..word_lists import load_word_list
from .clauses import RELATIVE, Grammar
from .spelling_lookup import WordLookup


@dataclass(frozen=True)
class ArticleWords:
    """What :class:`FlipArticleGender` reads of a language."""

    grammar: Grammar
    #: The indefinite articles and the gender class each goes with (``en``: common, ``et``: neuter).
    classes: Mapping[str, str]
    #: Each article's counterpart of the other gender (``en`` -> ``et``).
    others: Mapping[str, str]
    #: Nouns whose article agrees with the noun after them (``et slags hus``, ``en slags bil``).
    transparent: frozenset[str]


class FlipArticleGender(FormSwap):
    """Give a singular indefinite noun the article of the other gender, the machinery of a language's
    rule: an article tagged DET whose head is the first NOUN after it, with only adjectives and adverbs
    between, where the language knows the noun's gender (:meth:`gender`)."""

    words: ClassVar[ArticleWords]

    @cached_property
    def lexicon(self) -> Lexicon:
        return self.words.grammar.lexicon()

    @abc.abstractmethod
    def gender(self, noun: Token) -> str | None:
        """The gender class of a singular noun, where the annotation and the dictionary agree; else None."""

    def article(self, token: Token) -> bool:
        """Whether ``token``, an article by its form and tag, is one this rule changes."""
        return True

    def noun_fits(self, noun: Token) -> bool:
        """Whether the article's noun has a form this rule reads: no case, letters only, and not
        :attr:`ArticleWords.transparent`."""
        return "Case" not in noun.feats and noun.form.isalpha() and noun.lower not in self.words.transparent

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            article = self.words.classes.get(token.lower)
            if article is None or token.upos != "DET" or not self.article(token):
                continue
            noun = self._article_noun(sentence, token)
            if noun is not None and self.gender(noun) == article:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, self.words.others[token.lower])

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """An article before a singular noun of the other gender, with the same checks as the targets."""
        for token in sentence.tokens:
            article = self.words.classes.get(token.lower)
            if article is None or token.upos != "DET":
                continue
            noun = self._article_noun(sentence, token)
            if noun is None:
                continue
            found = self.gender(noun)
            if found is not None and found != article:
                return token
        return None

    def _article_noun(self, sentence: Sentence, article: Token) -> Token | None:
        """The singular indefinite NOUN an article belongs to: the first NOUN after it, with only
        adjectives and adverbs between (``et svært stort hus``), which is also its head, else None."""
        for following in sentence.tokens[article.index + 1:]:
            if following.upos == "NOUN":
                break
            if following.upos not in ("ADJ", "ADV"):
                return None
        else:
            return None
        if following.id != article.head or not following.has(Number="Sing"):
            return None
        if following.feats.get("Definite", "Ind") != "Ind":
            return None
        return following if self.noun_fits(following) else None


# Predicative adjectives ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PredicativeWords:
    """What :class:`CorruptPredicativeAdjective` reads of a language, besides three word lists of its
    ``data/``: ``indeclinable_adjectives.txt`` and ``adverbial_base_forms.txt`` (adjectives with one
    form, and those whose base form is also an adverb: never targets), and
    ``uninflected_predicatives.txt`` (adjectives often left uninflected as predicatives)."""

    grammar: Grammar
    #: The copulas by lemma (``være``, ``bli``, ``virke``) and by form (``er``, ``ble``).
    copula_lemmas: frozenset[str]
    copula_forms: frozenset[str]
    #: ``føle seg``: a verb whose adjective agrees with the subject with a reflexive (lemma and forms).
    feel_lemma: str
    feel_forms: frozenset[str]
    reflexives: frozenset[str]
    #: Pronouns that are plural, and neuter singular, by their form.
    plural_pronouns: frozenset[str]
    neuter_pronouns: frozenset[str]
    #: The formal subject of an extraposed clause (``det``), and the pronouns after which an often
    #: uninflected adjective must inflect (``det``, ``dette``: ``Det er klart at``).
    formal_subject: str
    demanding_pronouns: frozenset[str]
    #: Prepositions by form, for annotation that tags them otherwise.
    prepositions: frozenset[str]
    #: Words of a comparison after an adjective, which begin no fixed phrase (``som``, ``enn``).
    comparison: frozenset[str]
    #: The word after ``stort`` of ``stort sett`` (mostly).
    mostly: str
    #: Adverbs of degree before a definite adjective (``mest``, ``minst``), and the definite articles.
    degree_adverbs: frozenset[str]
    definite_articles: frozenset[str]
    #: Lemma endings the rule leaves alone (participles, indeclinables: ``kjent``, ``moderne``, ``gratis``).
    skipped_endings: tuple[str, ...]


#: The relations of a subject, the formal subject included.
_SUBJECT_RELS = frozenset({"nsubj", "nsubj:pass", "expl"})


class CorruptPredicativeAdjective(FormSwap):
    """Put a predicative adjective in its base form where its subject asks for the neuter or the plural,
    the machinery of a language's rule: an ADJ, positive, indefinite, no participle, with a copula (or the
    ``xcomp`` of a copular verb), whose form is the neuter or the plural of its lemma
    (:meth:`neuter_forms`, :meth:`plural_forms`) as its FEATS say, after a subject that asks for that form
    by FEATS and by form (:meth:`neuter_noun`, :meth:`plural_noun`, or a listed pronoun)."""

    words: ClassVar[PredicativeWords]

    @cached_property
    def lexicon(self) -> Lexicon:
        return self.words.grammar.lexicon()

    @abc.abstractmethod
    def neuter_forms(self, lemma: str) -> tuple[str, ...]:
        """The spellings the neuter singular of the adjective ``lemma`` may have."""

    @abc.abstractmethod
    def plural_forms(self, lemma: str) -> tuple[str, ...]:
        """The spellings the plural of the adjective ``lemma`` may have."""

    @abc.abstractmethod
    def participle(self, lemma: str) -> bool:
        """Whether an adjective's lemma is, or may be, a participle (a form its :attr:`skipped endings
        <PredicativeWords.skipped_endings>` do not catch)."""

    @abc.abstractmethod
    def neuter_noun(self, sentence: Sentence, noun: Token) -> bool:
        """Whether a NOUN tagged neuter singular is neuter singular by its form too."""

    @abc.abstractmethod
    def plural_noun(self, sentence: Sentence, noun: Token) -> bool:
        """Whether a NOUN tagged plural is plural by its form too."""

    @cached_property
    def indeclinable(self) -> frozenset[str]:
        """Adjectives with one form, and those whose base form is also an adverb (``sjelden``)."""
        package = self.words.grammar.package
        return load_word_list("indeclinable_adjectives.txt", package) | load_word_list(
            "adverbial_base_forms.txt", package)

    @cached_property
    def often_uninflected(self) -> frozenset[str]:
        return load_word_list("uninflected_predicatives.txt", self.words.grammar.package)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            lemma = self._declinable(sentence, token)
            if lemma is None:
                continue
            wanted = self._asks(sentence, token)
            if wanted == "Neut" and token.has(Number="Sing", Gender="Neut"):
                forms = self.neuter_forms(lemma)
            elif wanted == "Plur" and token.has(Number="Plur"):
                forms = self.plural_forms(lemma)
            else:
                continue
            if token.lower in forms and token.lower != lemma and self.lexicon.lists(token.lower):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, token.lemma.lower())

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A predicative adjective in its base form after a subject that asks for the neuter or the
        plural, where that form exists and differs, with the same checks on the subject and adjective
        as the targets."""
        for token in sentence.tokens:
            lemma = self._declinable(sentence, token)
            if lemma is None or token.lower != lemma:
                continue
            wanted = self._asks(sentence, token)
            forms = (self.neuter_forms(lemma) if wanted == "Neut"
                     else self.plural_forms(lemma) if wanted == "Plur" else ())
            if any(form != lemma and self.lexicon.lists(form) for form in forms):
                return token
        return None

    def _declinable(self, sentence: Sentence, adjective: Token) -> str | None:
        """The lower-case lemma of an adjective that inflects for gender and number, else None."""
        if adjective.upos != "ADJ" or adjective.feats.get("Degree", "Pos") != "Pos":
            return None
        if "VerbForm" in adjective.feats or adjective.feats.get("Definite", "Ind") != "Ind":
            return None
        if self._definite_adjective(sentence, adjective):
            return None
        lemma = adjective.lemma.lower()
        if (not lemma.isalpha() or len(lemma) < 2 or lemma in self.indeclinable
                or lemma.endswith(self.words.skipped_endings)):
            return None
        if self.participle(lemma):
            return None
        return lemma if self.lexicon.lists(lemma) else None

    def _asks(self, sentence: Sentence, adjective: Token) -> str | None:
        """``Neut`` or ``Plur``: what the subject of a predicative ``adjective`` asks it to be,
        where it asks beyond doubt; else None.

        A preposition after the adjective may begin a fixed phrase that lets it stand uninflected
        (``glad i``), except after a formal subject (``Det er godt for oss å vite``); and an
        adjective often left uninflected (``glad``, ``klar``) is left alone except after the pronouns
        that demand the inflection (``Det er klart at``)."""
        words = self.words
        subject = self._subject(sentence, adjective)
        if subject is None or _counted_or_coordinated(sentence, subject):
            return None
        following = sentence.next(adjective)
        if following is not None and following.lower == words.mostly:
            return None  # stort sett
        if self._followed_by_phrase(sentence, adjective) and not (
                subject.deprel == "expl" and subject.lower == words.formal_subject):
            return None
        pronoun = subject.upos == "PRON" and subject.lower in words.demanding_pronouns
        if adjective.lemma.lower() in self.often_uninflected and not pronoun:
            return None
        if self._neuter_singular(sentence, subject):
            return "Neut"
        if self._plural(sentence, subject):
            return "Plur"
        return None

    def _neuter_singular(self, sentence: Sentence, noun: Token) -> bool:
        """Whether ``noun`` is neuter singular by FEATS and form: a neuter NOUN (:meth:`neuter_noun`), or
        a listed neuter pronoun."""
        if not noun.has(Gender="Neut", Number="Sing"):
            return False
        if noun.upos == "PRON":
            return noun.lower in self.words.neuter_pronouns
        return noun.upos == "NOUN" and self.neuter_noun(sentence, noun)

    def _plural(self, sentence: Sentence, noun: Token) -> bool:
        """Whether ``noun`` is plural by FEATS and form: a plural NOUN (:meth:`plural_noun`), or a listed
        plural pronoun (not a capital ``De``, the polite singular)."""
        if not noun.has(Number="Plur"):
            return False
        if noun.upos == "PRON":
            return noun.lower in self.words.plural_pronouns and noun.form != "De"
        return noun.upos == "NOUN" and self.plural_noun(sentence, noun)

    def _definite_adjective(self, sentence: Sentence, adjective: Token) -> bool:
        """Whether the adjective has an article or determiner, as a definite form does (``de mest
        sårbare``, ``den beste``): a ``det`` child, or a definite article tagged DET right before it or
        before its ``mest``/``minst``."""
        if any(t.deprel == "det" for t in sentence.children(adjective)):
            return True
        before = sentence.previous(adjective)
        if before is not None and before.lower in self.words.degree_adverbs:
            before = sentence.previous(before)
        return before is not None and before.upos == "DET" and before.lower in self.words.definite_articles

    def _is_copula(self, token: Token) -> bool:
        return token.lemma in self.words.copula_lemmas or token.lower in self.words.copula_forms

    def _is_copular_verb(self, sentence: Sentence, verb: Token) -> bool:
        """Whether ``verb`` links its subject to an ``xcomp`` adjective: a copula, or ``føle seg``."""
        if self._is_copula(verb):
            return True
        words = self.words
        feel = verb.lemma == words.feel_lemma or verb.lower in words.feel_forms
        return feel and any(t.lower in words.reflexives for t in sentence.children(verb))

    def _subject(self, sentence: Sentence, adjective: Token) -> Token | None:
        """The subject of a predicative adjective, or None when there is no copula or no clear one.

        A second adjective coordinated with a predicative one and without a copula of its own
        (``Huset er stort og fint``) shares its subject."""
        children = sentence.children(adjective)
        head = sentence.head_of(adjective)
        if adjective.deprel == "conj" and head is not None and head.upos == "ADJ" \
                and not any(t.deprel in ("cop", *_SUBJECT_RELS) for t in children):
            return self._copula_subject(sentence, head)
        return self._copula_subject(sentence, adjective)

    def _copula_subject(self, sentence: Sentence, adjective: Token) -> Token | None:
        children = sentence.children(adjective)
        verb = adjective
        if not any(t.deprel == "cop" and self._is_copula(t) for t in children):
            head = sentence.head_of(adjective)
            if adjective.deprel != "xcomp" or head is None or not self._is_copular_verb(sentence, head):
                return None
            verb, children = head, sentence.children(head)
        subjects = [t for t in children if t.deprel in _SUBJECT_RELS]
        relative = any(t.lower == RELATIVE for t in children if t.deprel == "mark")
        if len(subjects) == 1 and subjects[0].lower == RELATIVE:
            relative, subjects = True, []
        if subjects:
            return subjects[0] if len(subjects) == 1 else None
        if relative and verb.deprel == "acl:relcl":
            return sentence.head_of(verb)
        return None

    def _followed_by_phrase(self, sentence: Sentence, adjective: Token) -> bool:
        """Whether a preposition follows the adjective (``glad i``, ``klar til``); the words of a
        comparison do not count."""
        following = sentence.next(adjective)
        return following is not None and following.lower not in self.words.comparison and (
            following.upos == "ADP" or following.lower in self.words.prepositions)


def _counted_or_coordinated(sentence: Sentence, noun: Token) -> bool:
    return any(t.deprel in ("conj", "nummod") or t.upos == "NUM" for t in sentence.children(noun))



@dataclass(frozen=True)
class NumberWords:
    """What the source checks of number in a noun phrase (:class:`DeterminerNumber`,
    :class:`AttributivePlural`) read of a language."""

    #: The singular articles and demonstratives (``en``, ``et``, ``den``, ``det``, ``denne``, ``dette``).
    determiners: frozenset[str]
    #: The endings of a noun's regular plural (``er``, ``e``, ``ene``): a stem with one is a plural.
    plural_endings: tuple[str, ...]
    #: The language's dictionary lookups (:class:`~corruptions.scandinavian.spelling_lookup.WordLookup`).
    lookup: WordLookup
    #: A participle's ending and the endings of its plural (``et``: ``ede``, Danish ``overvurderet``).
    participle_plurals: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))
    #: Nouns of quantity a singular article goes with before a plural (``en masse venner``, ``den slags``).
    quantities: frozenset[str] = frozenset()
    #: Adjectives with one form, or whose base form is also an adverb (Bokmål ``feil``, ``sjelden``).
    uninflected: frozenset[str] = frozenset()

    def plural(self, form: str, compound: bool = False) -> bool:
        """Whether a lower-case noun's form shows the plural: no stem of the dictionary as it stands
        (``offiser``, ``bror``: singulars a tagger may call plural), but a stem with a plural ending
        (``problem|er``); with ``compound``, also a known word and such a form (``klasetomat|båter``)."""
        if not form.isalpha() or not form.islower():
            return False
        if self._plural(form):
            return True
        known = self.lookup.known
        return compound and any(self._plural(form[cut:]) and known(form[:cut]) for cut in range(3, len(form) - 3))

    def _plural(self, form: str) -> bool:
        is_stem = self.lookup.is_stem
        return not is_stem(form) and any(form.endswith(ending) and is_stem(form[:-len(ending)])
                                         for ending in self.plural_endings)

    @staticmethod
    def ends_phrase(sentence: Sentence, noun: Token) -> bool:
        """Whether no noun, name or adjective follows the noun: one that does may be the phrase's head,
        the "noun" an adjective a parser took for one (``det harde konvensjonelle angrep``)."""
        after = sentence.next(noun)
        return after is None or after.upos not in ("NOUN", "PROPN", "ADJ")

    def singular_determiner(self, sentence: Sentence, noun: Token) -> Token | None:
        """The singular article or demonstrative of the noun (attached to it as ``det``; tagged DET, or
        PRON as a parser may tag ``det``)."""
        return next((child for child in sentence.children(noun) if child.deprel == "det"
                     and child.lower in self.determiners and child.upos in ("DET", "PRON")), None)


def _phrase_between(sentence: Sentence, first: Token, noun: Token, commas: bool = False,
                    quantities: frozenset[str] = frozenset()) -> bool:
    """Only adjectives and adverbs (and, with ``commas``, commas) between a word and its noun, none of
    them a noun of quantity a parser took for an adjective (``en masse``)."""
    return all((t.upos in ("ADJ", "ADV") and t.lower not in quantities) or (commas and t.form == ",")
               for t in sentence.tokens[first.index + 1:noun.index])


class DeterminerNumber:
    """A source check: a singular article or demonstrative before a plural noun (``det problemer``, ``en
    nykommere``, ``den stora bilarna``): the determiner agrees with its noun in number (Dansk Sprognævn;
    Norsk referansegrammatikk; Svenska Akademiens grammatik). The determiner is one of the language's
    singular ones attached to the noun (:meth:`NumberWords.singular_determiner`), with only adjectives
    and adverbs between (``en tre fire dage``, a count, is left alone; so is a noun of quantity a parser
    took for an adjective, ``en masse venner``). The noun is tagged plural, ends the phrase
    (:meth:`NumberWords.ends_phrase`), and its form must show the plural (:meth:`NumberWords.plural`).

        good: Han har de problemer med naboerne.
        bad:  Han har det problemer med naboerne.
    """

    def __init__(self, words: NumberWords) -> None:
        self.words = words

    def __call__(self, sentence: Sentence) -> Token | None:
        for noun in sentence.tokens:
            if noun.upos != "NOUN" or not noun.has(Number="Plur"):
                continue
            determiner = self.words.singular_determiner(sentence, noun)
            if determiner is not None and determiner.id < noun.id \
                    and _phrase_between(sentence, determiner, noun, quantities=self.words.quantities) \
                    and self.words.ends_phrase(sentence, noun) and self.words.plural(noun.form):
                return determiner
        return None


def e_forms(word: str) -> list[str]:
    """The spellings the ``-e`` form of a base-form adjective may have, in this order: ``fuld`` ``fulde``,
    ``smuk`` ``smukke`` (a short vowel's consonant doubled), ``gammel`` ``gamle``, ``sikker`` ``sikre`` (the
    ``e`` before the last consonant dropped, a doubled consonant made single). Which is a word is the
    dictionary's to say."""
    forms = [word + "e"]
    if len(word) > 2 and word[-1] not in _VOWELS and word[-2] in _VOWELS and word[-3] not in _VOWELS:
        forms.append(word + word[-1] + "e")
    if word.endswith(("el", "en", "er")) and len(word) > 4:
        base = word[:-2]
        forms.append((base[:-1] if base[-1] == base[-2] else base) + word[-1] + "e")
    return forms


class AttributivePlural:
    """A source check: an attributive adjective in its base form before an indefinite plural noun
    (``akademisk forklaringer``, ``ingefærmarinert klasetomatbåter``): before a plural noun the
    adjective takes ``-e`` (Dansk Sprognævn; Norsk referansegrammatikk).

    The adjective is tagged ADJ, ``amod``, positive, not definite, its form of letters in lower case
    (a capital first in the sentence), ending in no vowel and no ``-s`` (``moderne``, ``gratis``: one
    form), no closed-class word (``litt``, ``alt``), none of the language's uninflected adjectives
    (Bokmål ``feil``, ``sjelden``). It does not follow a conjunction (``i sort og pink soltoppe``:
    coordinated colours). A word in ``-t`` right after a verb is left alone, and a participle (in
    ``-t``, spelt otherwise than its lemma or tagged so) counts only inside a noun phrase: after a
    determiner, a preposition, a numeral, an adjective, a pronoun or a comma, or first; after a verb
    or an adverb it is the verb phrase's (``få dekket utgifter``, ``fik ikke dækket udgifter``, ``har
    overvurderet selskaber``). The dictionary lists its ``-e`` form (:func:`e_forms`, or a
    participle's plural ending), or, for a
    compound, the last part's (``ingefær|marinerte``): a loan the dictionary has no ``-e`` form of
    (``fair``, ``pink``) is left alone. The noun is its head, after it with only adjectives, adverbs
    and commas between, tagged plural and indefinite, ending the phrase, with no singular article (``en
    ung fotballtrener``: a singular a tagger called plural), and its form shows the plural
    (:meth:`NumberWords.plural`, compounds too).

        good: Der var akademiske forklaringer på det.
        bad:  Der var akademisk forklaringer på det.
    """

    def __init__(self, words: NumberWords) -> None:
        self.words = words

    def __call__(self, sentence: Sentence) -> Token | None:
        for adjective in sentence.tokens:
            if adjective.upos == "ADJ" and adjective.deprel == "amod" and self._base_form(sentence, adjective):
                noun = sentence.head_of(adjective)
                if noun is not None and self._plural_noun(sentence, adjective, noun):
                    return adjective
        return None

    def _base_form(self, sentence: Sentence, adjective: Token) -> bool:
        form = adjective.form
        if not form.isalpha() or not (form.islower() or (adjective.index == 0 and form[1:].islower())) \
                or adjective.has(Definite="Def") or adjective.feats.get("Degree", "Pos") != "Pos":
            return False
        word = adjective.lower
        if word[-1] in _VOWELS or word.endswith("s") or word in self.words.lookup.function_words \
                or word in self.words.uninflected:
            return False
        before = sentence.previous(adjective)
        if before is not None and before.upos == "CCONJ":
            return False
        participle = word != adjective.lemma.lower() or adjective.feats.get("VerbForm") == "Part"
        if word.endswith("t") and before is not None and (before.upos in ("VERB", "AUX") or (
                participle and before.upos not in _PHRASE_OPENERS and before.form != ",")):
            return False
        return any(plural != word and self._listed(plural) for plural in self._e_forms(word))

    def _listed(self, word: str) -> bool:
        """Whether the dictionary lists ``word``, or it is a known word and a listed form (``ingefær|marinerte``)."""
        lexicon, known = self.words.lookup.lexicon(), self.words.lookup.known
        return lexicon.knows(word) or any(lexicon.lists(word[cut:]) and known(word[:cut])
                                          for cut in range(3, len(word) - 3))

    def _e_forms(self, word: str) -> list[str]:
        forms = e_forms(word)
        for ending, plurals in self.words.participle_plurals.items():
            if word.endswith(ending):
                forms.extend(word[:-len(ending)] + plural for plural in plurals)
        return forms

    def _plural_noun(self, sentence: Sentence, adjective: Token, noun: Token) -> bool:
        if noun.upos != "NOUN" or noun.id < adjective.id or not noun.has(Number="Plur") or noun.has(Definite="Def"):
            return False
        return _phrase_between(sentence, adjective, noun, commas=True) and self.words.ends_phrase(sentence, noun) \
            and self.words.singular_determiner(sentence, noun) is None \
            and self.words.plural(noun.form, compound=True)


#: What may stand before an attributive participle inside its noun phrase.
_PHRASE_OPENERS = frozenset({"DET", "ADP", "NUM", "ADJ", "PRON"})
_VOWELS = frozenset("aeiouyæøåäö")
