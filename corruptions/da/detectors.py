"""Danish detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

Misspelt non-words, doubled words, a past tense after ``har``/``havde``, a
finite verb after the infinitive marker ``at``, a demonstrative before a
definite noun, and an adjective's ``-e`` form after ``en``/``et``. Each keys
on forms and lemmas besides the tags, so that it holds on predicted
annotation, and errs on the side of keeping a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck
from dala_pipeline.sentence import Sentence, Token

from .lexicon import shared_lexicon

#: Words that Danish writes apart from the next word (Retskrivningsordbogen: ``i hvert fald``,
#: ``som helst``, ``så længe``, ``godt nok``, ``kan skabe``); run into it, they make a non-word.
_WRITTEN_APART = ("som", "så", "hvert", "hver", "godt", "kan", "skal", "vil", "ikke", "nok", "helst", "også",
                  "mere", "mest")
_NOT_JUDGED = frozenset({"PROPN", "NUM", "PUNCT", "SYM", "X"})
_TRIPLE_LETTER = re.compile(r"(.)\1\1")
_DOUBLE_CONSONANT = re.compile(r"([bcdfghjklmnpqrstvwxz])\1")


def _single_consonant_spellings(word: str) -> Iterable[str]:
    """``word`` with one of its double consonants made single (``rakketter``: ``raketter``)."""
    for match in _DOUBLE_CONSONANT.finditer(word):
        yield word[:match.start()] + word[match.start() + 1:]


def _judged(token: Token) -> bool:
    """Whether a dictionary can judge the word: not a name, number, symbol, abbreviation or foreign word."""
    return (token.upos not in _NOT_JUDGED and not token.multiword
            and not token.has(Abbr="Yes") and not token.has(Foreign="Yes"))


def non_word(sentence: Sentence) -> Token | None:
    """A lower-case word the dictionary does not know, not even as a compound, that is
    a misspelling of a known word or two words written together:

    * three equal letters in a row (``fremkommme``);
    * a double consonant where the known word has a single one
      (``rakketter``, ``addressen``);
    * a word Danish writes apart run into the next (``somhelst``,
      ``godtnok``, ``sålænge``): the rest is a listed word.

    Names, abbreviations, foreign words, numbers and words with hyphens,
    apostrophes or full stops are left alone, and so is an unknown word that
    is none of these (``transcontinentale``, ``sværdfiskbøf``): the dictionary
    does not hold every compound and loan word. Only words of these shapes
    are looked up, which keeps the check cheap.

        bad:  Det kan man ikke somhelst gøre.
    """
    for token in sentence.tokens:
        word = token.form if token.index else token.form[:1].lower() + token.form[1:]
        if len(word) >= 4 and word.isalpha() and word.islower() and _misspelt(word) and _judged(token):
            return token
    return None


@lru_cache(maxsize=1 << 16)
def _misspelt(word: str) -> bool:
    """Whether a lower-case ``word`` has a shape of :func:`non_word` and the dictionary says it is
    misspelt; cached, since a corpus repeats its words (a pure function of the word and the dictionary)."""
    triple = _TRIPLE_LETTER.search(word) is not None
    double = not triple and _DOUBLE_CONSONANT.search(word) is not None
    run_in = word.startswith(_WRITTEN_APART)
    if not (triple or double or run_in):
        return False
    lexicon = shared_lexicon()
    if lexicon.lists_as_written(word) or lexicon.knows(word):
        return False
    if triple or (double and any(lexicon.knows(other) for other in _single_consonant_spellings(word))):
        return True
    return run_in and any(word.startswith(part) and len(word) - len(part) > 2 and lexicon.lists(word[len(part):])
                          for part in _WRITTEN_APART)


#: Words repeated on purpose: ``det det drejer sig om``, ``de der der kom``, ``meget meget stor``.
_REPEATABLE = frozenset({"det", "der", "den", "de", "dem", "meget", "mange", "langt", "længe", "lidt",
                         "rigtig", "ha", "nej", "ja", "jo", "nu", "så"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til at at``), except words Danish repeats
    on purpose (``Det det handler om``, intensifiers such as ``meget meget``).

        bad:  Han gik til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: Adverbs that stand between an auxiliary and its verb (``har ikke brugt``).
_CENTRAL_ADVERBS = frozenset({"ikke", "aldrig", "også", "allerede", "jo", "nok", "vel", "bare", "lige", "da",
                              "altid", "ofte", "sjældent", "endnu", "faktisk", "hele", "netop"})
#: Modal infinitives that ``har`` wrongly takes for the participle (``har måtte`` for ``har måttet``).
_MODAL_INFINITIVES = frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde"})


def _verb_after(sentence: Sentence, token: Token) -> Token | None:
    """The word after ``token``, skipping adverbs such as ``ikke``."""
    for following in sentence.tokens[token.index + 1:]:
        if following.lower not in _CENTRAL_ADVERBS:
            return following
    return None


def past_after_have(sentence: Sentence) -> Token | None:
    """``har``/``havde`` followed by a past-tense form or a modal's infinitive where
    the perfect needs the participle (``har brugte`` for ``har brugt``, ``har
    måtte`` for ``har måttet``). A form ending in ``t`` is taken for the
    participle whatever its tags.

        bad:  De har brugte pengene.
    """
    if "har" not in sentence.text.lower() and "havde" not in sentence.text.lower():
        return None
    for token in sentence.tokens:
        if token.lower not in ("har", "havde") or token.upos not in ("AUX", "VERB"):
            continue
        verb = _verb_after(sentence, token)
        if verb is None or verb.lower.endswith("t"):
            continue
        if verb.lower in _MODAL_INFINITIVES and verb.upos in ("AUX", "VERB"):
            return verb
        if verb.upos in ("VERB", "AUX") and verb.has(Tense="Past") and not verb.has(VerbForm="Part"):
            return verb
    return None


def finite_after_at(sentence: Sentence) -> Token | None:
    """The infinitive marker ``at`` followed by a finite verb (``af at punkterede``):
    a verb tagged present or past whose form is neither its lemma (the
    infinitive) nor the lemma + ``s`` (the passive infinitive). ``til at
    afskaffe`` is left alone.

        bad:  på grund af at punkterede dækket
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if previous.lower != "at" or previous.upos not in ("PART", "ADP") or token.upos not in ("VERB", "AUX"):
            continue
        lemma = token.lemma.lower()
        if token.lower in (lemma, lemma + "s") or token.has(VerbForm="Inf"):
            continue
        if token.has(Tense="Past") or token.has(Tense="Pres"):
            return token
    return None


_DEMONSTRATIVES = frozenset({"den", "det", "de"})
_DEFINITE_ENDINGS = ("en", "et", "n", "t", "ne")


def double_definite(sentence: Sentence) -> Token | None:
    """``den``/``det``/``de`` as the determiner of the definite noun right after it
    (``den udstillingen``): Danish marks definiteness once, with the suffix, or
    with the article before an adjective (``den store udstilling``).

        bad:  Vi så den udstillingen.
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if previous.lower not in _DEMONSTRATIVES or previous.upos != "DET" or token.upos != "NOUN":
            continue
        if previous.head not in (0, token.id):
            continue
        if token.has(Definite="Def") and "Case" not in token.feats and token.lower.endswith(_DEFINITE_ENDINGS):
            return token
    return None


#: The indefinite articles.
_INDEFINITE_ARTICLES = frozenset({"en", "et"})
#: Endings of adjective forms that stand after an indefinite article as they are: superlatives and
#: ordinals (``en sidste chance``, ``et første indtryk``), comparatives (``en større bil``) and
#: present participles (``en overraskende vending``).
_E_FORMS_AFTER_EN = ("ste", "re", "ende")


def weak_adjective_after_en(sentence: Sentence) -> Token | None:
    """The definite/plural form of an adjective between ``en``/``et`` and a
    singular noun (``en farceagtige benyttelse``): after an indefinite article
    the adjective takes its strong form (``en farceagtig benyttelse``, ``et
    rødt hus``). The form must be one the dictionary knows only as the ``-e``
    inflection of an adjective (``PLUR_BEK``), so adjectives whose every form
    ends in ``-e`` (``en moderne bil``, ``et kæmpe år``, ``en lille pige``)
    are left alone, and so are superlatives, ordinals, comparatives and
    present participles (``en sidste chance``, ``en større bil``) and a plural
    noun (``et par gode venner``). An adverb may stand between (``en meget
    røde ...``). The error is a common agreement error of written Danish
    (Dansk Sprognævn: the adjective after ``en``/``et``).

        good: Det var en farceagtig benyttelse af reglerne.
        bad:  Det var en farceagtige benyttelse af reglerne.
    """
    tokens = sentence.tokens
    lexicon = None
    for article in tokens:
        if article.lower not in _INDEFINITE_ARTICLES or article.upos not in ("DET", "NUM", "PRON"):
            continue
        position = article.index + 1
        while position < len(tokens) and tokens[position].upos == "ADV":
            position += 1
        if position + 1 >= len(tokens):
            continue
        adjective, noun = tokens[position], tokens[position + 1]
        if adjective.upos != "ADJ" or noun.upos != "NOUN" or noun.has(Number="Plur") or noun.has(Definite="Def"):
            continue
        word = adjective.lower
        if not word.endswith("e") or word.endswith(_E_FORMS_AFTER_EN) \
                or adjective.has(Degree="Cmp") or adjective.has(Degree="Sup"):
            continue
        lexicon = lexicon or shared_lexicon()
        readings = lexicon.readings(word)  # every listed analysis: the -e inflection, none a base form
        if readings and all("PLUR_BEK" in tags for tags in readings):
            return adjective
    return None


#: The checks no rule covers, by filter reason, in the order they are tried.
SOURCE_CHECKS = MappingProxyType({
    "non_word": SourceCheck(non_word, "a misspelt word or two words written together (`somhelst`, `rakketter`)"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "past_after_have": SourceCheck(past_after_have, "a past tense after `har`/`havde` (`har brugte`)"),
    "finite_after_at": SourceCheck(finite_after_at, "a finite verb after the infinitive marker `at` "
                                                    "(`at punkterede`)"),
    "double_definite": SourceCheck(double_definite, "`den`/`det`/`de` before a definite noun "
                                                    "(`den udstillingen`)"),
    "weak_adjective_after_en": SourceCheck(
        weak_adjective_after_en, "an adjective's `-e` form between `en`/`et` and a singular noun "
                                 "(`en farceagtige benyttelse`)"),
})
