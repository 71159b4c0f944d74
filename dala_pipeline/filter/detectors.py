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

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import NamedTuple

from corruptions import registry
from corruptions.base import Corruption
from dala_pipeline.filter.lexicon import shared_lexicon
from dala_pipeline.sentence import Sentence, Token

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
    lexicon = None
    for token in sentence.tokens:
        word = token.form if token.index else token.form[:1].lower() + token.form[1:]
        if len(word) < 4 or not (word.isalpha() and word.islower()):
            continue
        triple = _TRIPLE_LETTER.search(word) is not None
        double = not triple and _DOUBLE_CONSONANT.search(word) is not None
        run_in = word.startswith(_WRITTEN_APART)
        if not (triple or double or run_in) or not _judged(token):
            continue
        lexicon = lexicon or shared_lexicon()
        if lexicon.lists_as_written(word) or lexicon.knows(word):
            continue
        if triple or (double and any(lexicon.knows(other) for other in _single_consonant_spellings(word))):
            return token
        if run_in and any(word.startswith(part) and len(word) - len(part) > 2 and lexicon.lists(word[len(part):])
                          for part in _WRITTEN_APART):
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
