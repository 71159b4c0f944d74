"""Errors already in a source sentence: the sentence is dropped, since its
original would be a ``correct`` row that is wrong.

Two kinds of detector, applied with the build setting ``source_detectors``
(on by default, for every source):

* each registered rule that overrides
  :meth:`~corruptions.base.Corruption.error_in_source` recognises the error it
  makes (filter reason ``has_<rule name>``); the list is derived from the
  registry, so a new rule brings its detector with it;
* :data:`SOURCE_CHECKS`, errors no rule makes: misspelt non-words, doubled
  words, a past tense after ``har``/``havde``, a finite verb after the
  infinitive marker ``at``, and a demonstrative before a definite noun.

Each keys on forms and lemmas besides the tags, so that it holds on
predicted annotation, and errs on the side of keeping a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import NamedTuple

from corruptions import registry
from corruptions.base import Corruption
from dala_pipeline.filter.dictionary import checked_words
from dala_pipeline.filter.lexicon import shared_lexicon
from dala_pipeline.sentence import Sentence, Token

#: Closed-class words that Danish writes apart from the next word (Retskrivningsordbogen:
#: ``i hvert fald``, ``som helst``, ``så længe``, ``godt nok``); written together with it,
#: they make a non-word the dictionary's compounding may not catch.
_WRITTEN_APART = frozenset({
    "i", "af", "på", "til", "for", "om", "med", "ved", "fra", "som", "så", "hvert", "hver", "godt", "lige",
    "kan", "skal", "vil", "må", "ikke", "nok", "helst", "mere", "mest", "end", "også", "da", "nu",
})


_VOWELS = frozenset("aeiouyæøå")


def _respelt(word: str) -> Iterable[str]:
    """``word`` with one double consonant made single, or one single consonant doubled."""
    for i in range(1, len(word)):
        if word[i] == word[i - 1] and word[i] not in _VOWELS:
            yield word[:i] + word[i + 1:]
    for i, letter in enumerate(word):
        if letter not in _VOWELS and (i == 0 or word[i - 1] != letter) and \
                (i + 1 == len(word) or word[i + 1] != letter):
            yield word[:i + 1] + letter + word[i + 1:]


def non_word(sentence: Sentence) -> Token | None:
    """A lower-case word the dictionary does not know, not even as a compound, that is
    a misspelling of a known word or two words written together:

    * three equal letters in a row (``fremkommme``);
    * one letter too many or too few of a double consonant (``rakketter``,
      ``addressen``): the respelt word is known;
    * a closed-class word run into the next word (``somhelst``, ``godtnok``,
      ``sålænge``): both parts are listed words.

    Names, abbreviations, foreign words, numbers and words with hyphens,
    apostrophes or full stops are left alone, and so is an unknown word that
    is neither (``transcontinentale``): the dictionary does not hold every
    compound and loan word.

        bad:  Det kan man ikke somhelst gøre.
    """
    lexicon = shared_lexicon()
    for token in checked_words(sentence):
        word = token.form if token.index else token.form[:1].lower() + token.form[1:]
        if not (word.isalpha() and word.islower()) or len(word) < 4 or lexicon.knows(word):
            continue
        if any(a == b == c for a, b, c in zip(word, word[1:], word[2:])):
            return token
        if any(lexicon.knows(other) for other in _respelt(word)):
            return token
        if any(word[:i] in _WRITTEN_APART and lexicon.lists(word[i:]) for i in range(1, len(word) - 1)):
            return token
    return None


#: Words repeated on purpose: ``det det drejer sig om``, ``de der der kom``, ``meget meget stor``.
_REPEATABLE = frozenset({"det", "der", "den", "de", "dem", "meget", "mange", "langt", "længe", "lidt",
                         "rigtig", "ha", "nej", "ja", "jo", "nu", "så"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til at at``), except words Danish repeats
    on purpose (``Det det handler om``, intensifiers such as ``meget meget``).

        bad:  Han gik til til byen.
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if token.lower == previous.lower and token.form.isalpha() and token.lower not in _REPEATABLE:
            return token
    return None


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


class SourceCheck(NamedTuple):
    """A check no rule covers: the function, and what it finds in a few words (for the card)."""

    find: Callable[[Sentence], Token | None]
    meaning: str


#: The checks no rule covers, by filter reason, in the order they are tried.
SOURCE_CHECKS: dict[str, SourceCheck] = {
    "non_word": SourceCheck(non_word, "a misspelt word or two words written together (`somhelst`, `rakketter`)"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "past_after_have": SourceCheck(past_after_have, "a past tense after `har`/`havde` (`har brugte`)"),
    "finite_after_at": SourceCheck(finite_after_at, "a finite verb after the infinitive marker `at` "
                                                    "(`at punkterede`)"),
    "double_definite": SourceCheck(double_definite, "`den`/`det`/`de` before a definite noun "
                                                    "(`den udstillingen`)"),
}


def detecting_rules() -> tuple[Corruption, ...]:
    """The registered rules that declare a detector of their own error, in registry order."""
    return tuple(rule for rule in registry.REGISTRY if rule.detects_errors)


def reasons() -> tuple[str, ...]:
    """Every filter reason of the detectors, in the order they are tried."""
    return (*(rule.source_reason for rule in detecting_rules()), *SOURCE_CHECKS)


def describe(reason: str) -> str:
    """What a detector's filter reason means, in a few words (Markdown), from its declaration."""
    if reason == EXCLUDED:
        return "on the bundled source's exclusion list (blind review)"
    for rule in detecting_rules():
        if reason == rule.source_reason:
            return f"already has the error `{rule.name}` makes"
    if reason not in SOURCE_CHECKS:
        raise KeyError(f"no detector has the filter reason {reason!r}")
    return SOURCE_CHECKS[reason].meaning


def source_error(sentence: Sentence) -> str | None:
    """The reason of the first detector that finds an error in ``sentence``, or None."""
    for rule in detecting_rules():
        if rule.error_in_source(sentence) is not None:
            return rule.source_reason
    for reason, check in SOURCE_CHECKS.items():
        if check.find(sentence) is not None:
            return reason
    return None


def found(sentence: Sentence) -> dict[str, Token]:
    """Every detector that finds an error in ``sentence``, with the token it points at."""
    hits = {rule.source_reason: rule.error_in_source(sentence) for rule in detecting_rules()}
    hits.update({reason: check.find(sentence) for reason, check in SOURCE_CHECKS.items()})
    return {reason: token for reason, token in hits.items() if token is not None}


# The curated exclusion list of the bundled source ----------------------------

#: The filter reason of a bundled sentence on the exclusion list.
EXCLUDED = "excluded"
EXCLUSIONS_FILE = "source_exclusions.tsv"


def parse_exclusions(text: str, name: str = EXCLUSIONS_FILE) -> Mapping[str, str]:
    """``sent_id<TAB>reason`` lines (``#`` starts a comment) as sent_id -> reason."""
    excluded: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("\t")]
        if len(fields) != 2 or not all(fields):
            raise ValueError(f"{name}:{number}: expected 'sent_id<TAB>reason', got {line!r}")
        if fields[0] in excluded:
            raise ValueError(f"{name}:{number}: {fields[0]!r} is listed twice")
        excluded[fields[0]] = fields[1]
    return MappingProxyType(excluded)


@cache
def bundled_exclusions() -> Mapping[str, str]:
    """The bundled source's sentences that blind review found wrong and no detector catches
    (package data ``source_exclusions.tsv``; its README says how the list was made)."""
    data = resources.files("dala_pipeline").joinpath("data").joinpath(EXCLUSIONS_FILE)
    return parse_exclusions(data.read_text(encoding="utf-8"))
