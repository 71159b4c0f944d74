"""Drop sentences unfit for corruption (ScaLA filters, spec §Source filtering).

Each dropped sentence is counted under the first reason it fails, in the
order of :func:`reasons`. ``unknown_word`` applies only with
``--lexicon-filter`` (:mod:`.autocheck`). The sentence checks
(:func:`sentence_problem`: a capital first, a final mark, one sentence, then
the whole-sentence stage of :mod:`.whole` for every language) apply to every
source unless the build setting ``sentence_checks`` is off; a check a language
declares for raw text only (``Language.sentence_checks`` without
``every_source``) applies with ``--sentence-checks``, on by default for
``--text``. The detectors of errors already in a sentence
(:mod:`.detectors`) and the exclusion list of the bundled source come after
them, with the build setting ``source_detectors`` (on by default).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from corruptions import registry
from corruptions.language import Language
from corruptions.sentence import Sentence, Token
from dala_pipeline import seen
from dala_pipeline.filter.detectors import EXCLUDED, exclusions_apply
from dala_pipeline.filter.detectors import describe as describe_detector
from dala_pipeline.filter.detectors import reasons as detector_reasons
from dala_pipeline.filter.whole import stage as whole
from dala_pipeline.filter.whole.view import quoted

if TYPE_CHECKING:
    from dala_pipeline.settings import BuildSettings

#: The ScaLA filters, in the order they are tried (after duplicates).
SCALA_REASONS = (
    "duplicate_text",
    "too_few_tokens",
    "too_few_upos",
    "odd_quotes",
    "starts_with_punct",
    "several_equals",
    "contains_slutord",
    "bad_length",
)
#: The sentence checks every language has, before the whole-sentence stage and the language's own.
WHOLE_SENTENCE_REASONS = ("no_capital_start", "no_final_punct", "several_sentences")
#: The check of several sentences in one, which reads the language's dictionary.
EVERY_SOURCE_REASON = "several_sentences"


def reasons(language: Language | None = None) -> tuple[str, ...]:
    """Every filter reason of a build in ``language`` (default: the default language), in order."""
    language = language or registry.language()
    return (*SCALA_REASONS, *WHOLE_SENTENCE_REASONS, *whole.reasons(), *language.sentence_checks,
            *detector_reasons(language), EXCLUDED, "unknown_word")


#: A filter switched off by a setting.
OFF = "off"
#: A filter that is on but cannot apply to this source.
NOT_APPLICABLE = "does not apply"


def untried(settings: BuildSettings, files: Sequence[Mapping[str, object]]) -> dict[str, str]:
    """The filter reasons a build of ``settings`` over ``files`` (described) never tried, by reason:
    :data:`OFF` (switched off) or :data:`NOT_APPLICABLE` (to this source), so that no count of 0 stands
    for a filter that did not run."""
    language = settings.lang
    found: dict[str, str] = {}
    for reason in (*WHOLE_SENTENCE_REASONS, *whole.reasons(), *language.sentence_checks):
        every_source = reason not in language.sentence_checks or language.sentence_checks[reason].every_source
        if not settings.checks_every_source:
            found[reason] = OFF
        elif not (settings.checks_sentences or every_source) or (reason in whole.CHECKS and not language.clause_words):
            found[reason] = NOT_APPLICABLE
    if not settings.source_detectors:
        found.update((reason, OFF) for reason in (*detector_reasons(language), EXCLUDED))
    elif not exclusions_apply(files, language) and not settings.exclude:
        found[EXCLUDED] = NOT_APPLICABLE
    if not settings.lexicon_filter:
        found["unknown_word"] = OFF
    return found


#: Quotation marks and brackets that may open or close a sentence around its words.
_OPENERS = "\"'«»„“”‘’‚›‹([-–— "
_CLOSERS = "\"'«»“”‘’›‹)] "
_TERMINALS = (".", "!", "?", "…")


def rejection(sentence: Sentence, checks: Language | None = None, every_source_only: bool = False) -> str | None:
    """The first filter (other than duplicates) the sentence fails, or None.

    With a language as ``checks``, its :func:`sentence_problem` follows the ScaLA filters (with
    ``every_source_only``, the checks a language declares for raw text only are left out).
    """
    text, tokens = sentence.text, sentence.tokens
    if len(tokens) <= 5:
        return "too_few_tokens"
    if len({t.upos for t in tokens}) <= 5:
        return "too_few_upos"
    if text.count('"') % 2:
        return "odd_quotes"
    if tokens[0].upos in ("PUNCT", "SYM"):
        return "starts_with_punct"
    if text.count("=") > 1:
        return "several_equals"
    if "SLUTORD" in text:
        return "contains_slutord"
    if not 2 <= len(text) <= 5000:
        return "bad_length"
    return sentence_problem(sentence, checks, every_source_only) if checks else None


def sentence_problem(sentence: Sentence, language: Language | None = None,
                     every_source_only: bool = False) -> str | None:
    """Why the sentence is not a whole sentence, or None (with ``every_source_only``, the checks a
    language declares for raw text only are left out).

    * ``no_capital_start``: its first character after any quotation marks
      is not a capital letter or a digit (``hans fars og mors stemmer - blev
      igen høje og vrede.``, a fragment of the sentence splitter; a
      treebank's ``och sedan ...``);
    * ``no_final_punct``: it does not end in ``.``, ``!``, ``?`` or ``…``
      (closing quotation marks and brackets may follow): a headline, a
      byline, a caption, a sentence cut off or ending in a colon or comma
      (``… med firmanavnet Gy-Kort``);
    * ``several_sentences``: a sentence-final mark inside it, then a
      capitalised word (:func:`inner_sentence_start`);
    * then the whole-sentence stage (:func:`.whole.problem`: a dateline, a
      heading run in, no finite verb, no main clause, no subject, ...), and
      the language's own checks, in the order it declares them.
    """
    text = sentence.text.strip()
    language = language or registry.language()
    first = text.lstrip(_OPENERS)[:1]
    if not (first.isupper() or first.isdigit()):
        return "no_capital_start"
    ending = text.rstrip(_CLOSERS)
    if not ending.endswith(_TERMINALS):
        return "no_final_punct"
    if inner_sentence_start(sentence, language) is not None:
        return EVERY_SOURCE_REASON
    found = whole.problem(sentence, language)
    if found is not None:
        return found
    for reason, check in language.sentence_checks.items():
        if (check.every_source or not every_source_only) and check.fails(sentence):
            return reason
    return None


#: Marks that end a sentence when they stand as a token of their own.
_SENTENCE_MARKS = frozenset({".", "!", "?"})


def inner_sentence_start(sentence: Sentence, language: Language) -> Token | None:
    """The first word of a second sentence inside ``sentence``, or None: a ``.``, ``!`` or ``?`` token
    (closing quotation marks or brackets may follow), then a capitalised word that is no name
    (UPOS ``PROPN``) and no word in capitals. What a sentence splitter missed (``... med DFÅ. Det var
    i 1725.``) makes several sentences one row. Left alone: a mark inside a quotation (``Han råbte:
    "Stop! Vent!" og løb.``), after an abbreviation (FEATS ``Abbr=Yes``, a single letter, an initial, or
    a word the language's dictionary lists with its full stop: ``ca.``) and after a number
    (``1. Maj``). Every language has it: it reads only the tokens, their UPOS and the dictionary.

        good: Han bor i St. Louis, sagde hun.
        bad:  Vi tog toget. Det var sent.
    """
    tokens = sentence.tokens
    marks = [index for index, token in enumerate(tokens[1:-1], start=1) if token.form in _SENTENCE_MARKS]
    for index in marks:  # most sentences have none inside
        token = tokens[index]
        if token.upos != "PUNCT" or quoted(sentence.text, token.start):
            continue
        following = next((t for t in tokens[index + 1:] if t.form not in _CLOSERS.strip()), None)
        previous = tokens[index - 1]
        if following is None or following.upos in ("PROPN", "PUNCT", "SYM", "NUM", "X"):
            continue
        form = following.form
        if not (form[:1].isupper() and form[1:].islower() and form.isalpha()):
            continue
        if _abbreviation(previous, language):
            continue
        return following
    return None


def _abbreviation(token: Token, language: Language) -> bool:
    """Whether a full stop after ``token`` may be its own: an abbreviation, an initial, a number."""
    form = token.form
    if token.has(Abbr="Yes") or len(form) == 1 or any(c.isdigit() for c in form) or not form.isalpha():
        return True
    return language.lexicon().lists_as_written(form + ".") or language.lexicon().lists_as_written(form.lower() + ".")


def text_digest(text: str) -> bytes:
    """A 16-byte digest standing for the text in the duplicate check."""
    return seen.digest(text)


class Filter:
    """Counts every sentence under its verdict, in source order.

    ``counts["read"]`` and ``counts["kept"]`` are counted too. Duplicates are
    checked first and against every earlier text; with ``dedupe`` off,
    repeated texts are kept (for synthetic benchmarks).
    """

    def __init__(self, counts: Counter, dedupe: bool = True):
        self.counts = counts
        self.dedupe = dedupe
        self._seen = seen.DigestSet()

    def keep(self, digest: bytes, reason: str | None) -> bool:
        """``reason`` is the sentence's :func:`rejection`."""
        self.counts["read"] += 1
        if self.dedupe and self._seen.add(digest) is not None:
            reason = "duplicate_text"
        if reason is not None:
            self.counts[reason] += 1
            return False
        self.counts["kept"] += 1
        return True


#: What each filter reason of the ScaLA filters and the sentence checks means, for the card.
_MEANINGS = {
    "duplicate_text": "the same text as an earlier sentence",
    "too_few_tokens": "five tokens or fewer",
    "too_few_upos": "five different parts of speech or fewer",
    "odd_quotes": "an odd number of quotation marks",
    "starts_with_punct": "starts with punctuation or a symbol",
    "several_equals": "more than one `=`",
    "contains_slutord": "contains `SLUTORD`",
    "bad_length": "shorter than 2 or longer than 5,000 characters",
    "no_capital_start": "no capital letter or digit first",
    "no_final_punct": "no final `.`, `!`, `?` or `…` (a colon, a comma, no mark)",
    "several_sentences": "a sentence-final mark inside, then a capitalised word: several sentences",
    "unknown_word": "a word the dictionary does not know (`--lexicon-filter`)",
}


def meaning(reason: str, language: Language | None = None) -> str:
    """What a filter reason of :func:`reasons` means, in a few words (Markdown)."""
    language = language or registry.language()
    if reason in language.sentence_checks:
        return language.sentence_checks[reason].meaning
    if reason in whole.CHECKS:
        return whole.CHECKS[reason].meaning
    return _MEANINGS.get(reason) or describe_detector(reason, language)
