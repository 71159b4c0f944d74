"""The word lists of the whole-sentence stage, from the folder a language declares
(:attr:`~corruptions.language.Language.clause_words`) in its ``data/``:

* ``subordinators.tsv``: ``word<TAB>when``, the words that open a subordinate clause, and when a
  form that has another word class is one: ``always`` (unless tagged as a verb), ``sconj`` (only
  tagged SCONJ or attached as ``mark``), ``not-part`` (unless tagged PART: the infinitive marker);
* ``relatives.tsv``: ``word<TAB>where``, the relative pronouns and adverbs: ``first`` if the word
  can open a relative clause with nothing before it (``som``), ``after`` if only after a noun, a
  pronoun or a comma (``der``, ``hvor``);
* ``interrogatives.txt``: the words that open a direct question (``hvad``, ``hvorfor``);
* ``main_clause_words.tsv``: ``word<TAB>role``: ``pronoun`` (a subject pronoun written with a
  capital only first in a sentence), ``pronoun-capital`` (one that may keep its capital: ``De``),
  ``expletive`` (a subject that opens a clause before its verb: ``det``), ``conjunction`` (``men``),
  ``resumptive`` (``så`` after a fronted clause);
* ``appending.txt``: words and phrases that add to the sentence before (``herunder``, ``bl.a.``);
* ``speech_verbs.txt``: verbs of saying, by lemma;
* ``finite_forms.txt``: the commonest finite forms (be, have, become, the modals), for
  annotation without FEATS;
* ``formulas.txt``: words that open a whole utterance with no verb: greetings, thanks, answers;
* ``before_name.txt``: abbreviations that stand before a name or a number (``dr.``, ``nr.``);
* ``byline.txt``: the preposition of a byline (``af``);
* ``finite_tags.txt`` (optional): the tags of the language's dictionary that mark a finite verb form,
  where its dictionary has such tags, so that a verb a tagger took for a noun is still read as one.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import NamedTuple

from corruptions.language import Language
from corruptions.word_lists import load_table, load_word_list


class Words(NamedTuple):
    """A language's word lists for the stage (see the module's docstring)."""

    subordinators: Mapping[str, str]
    relatives: Mapping[str, str]
    interrogatives: frozenset[str]
    roles: Mapping[str, str]
    appending: tuple[tuple[str, ...], ...]
    speech_verbs: frozenset[str]
    finite_forms: frozenset[str]
    formulas: frozenset[str]
    before_name: frozenset[str]
    byline: frozenset[str]
    finite_tags: frozenset[str]


_WHEN = frozenset({"always", "sconj", "not-part", "compare"})
_WHERE = frozenset({"first", "after"})
_ROLES = frozenset({"pronoun", "pronoun-capital", "expletive", "conjunction", "resumptive"})


def _table(name: str, package: str, values: frozenset[str]) -> Mapping[str, str]:
    found = {}
    for row in load_table(name, package):
        if len(row) != 2 or row[1].strip() not in values:
            raise RuntimeError(f"{package}: data/{name}: expected word<TAB>one of {sorted(values)}, got {row!r}")
        found[row[0].strip().lower()] = row[1].strip()
    return MappingProxyType(found)


@cache
def words(language: Language) -> Words | None:
    """The language's word lists, read once; None when it declares none (the stage does not apply)."""
    folder = language.clause_words
    if folder is None:
        return None
    package = language.package

    def listed(name: str) -> frozenset[str]:
        return load_word_list(f"{folder}/{name}", package)

    return Words(
        subordinators=_table(f"{folder}/subordinators.tsv", package, _WHEN),
        relatives=_table(f"{folder}/relatives.tsv", package, _WHERE),
        interrogatives=listed("interrogatives.txt"),
        roles=_table(f"{folder}/main_clause_words.tsv", package, _ROLES),
        appending=tuple(sorted((tuple(p.split()) for p in listed("appending.txt")), key=len, reverse=True)),
        speech_verbs=listed("speech_verbs.txt"),
        finite_forms=listed("finite_forms.txt"),
        formulas=listed("formulas.txt"),
        before_name=listed("before_name.txt"),
        byline=listed("byline.txt"),
        finite_tags=frozenset(t.upper() for t in listed("finite_tags.txt"))
        if language.data_path(folder, "finite_tags.txt").is_file() else frozenset(),
    )

