"""What every Nynorsk rule that writes one word in another form shares: the form it makes must be no
Nynorsk word form.

The Nynorsk dictionary lists full forms (``data/hunspell_nn_NO/README.md``), and it is permissive: it
predates the 2012 reform and lists forms the reform left as variants (``tar`` beside ``tek``, ``gir``
beside ``gjev``). A rule here makes a form only where the dictionary does not know it at all, compounds
included, so that no form the norm allows, as a variant or as another word, is ever made: what the
dictionary does not know, the norm of 2012, which only took forms out of it or kept them, does not allow
either. A form the old dictionary lists may be written only where the rule names it
(:attr:`FormRule.listed_errors`) and its table or docstring says why: a published list of Nynorsk errors
names it (``fortsatt``, ``trengs``: Tansa), or the dictionary lists the string as another word only (``hun``
a noun, ``et`` the present of ``ete``), never as the word the rule writes it for.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator
from typing import ClassVar

from corruptions.base import Annotation, FormSwap, part_of_name, recase

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon

VERBS = frozenset({"VERB", "AUX"})


def no_nynorsk_form(form: str) -> bool:
    """Whether the Nynorsk dictionary does not know ``form`` (lower case), compounds included."""
    return not shared_lexicon().knows(form)


class FormRule(FormSwap):
    """One word written in a form Nynorsk does not have: :meth:`new_form` says which, from the word's
    form, lemma and tags; the form must be no Nynorsk word form (:func:`no_nynorsk_form`) unless it is one
    of :attr:`listed_errors`. Names and words capitalised inside a sentence are left alone."""

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA})
    #: Forms the dictionary lists that the rule writes all the same: named as errors by a published list of
    #: Nynorsk errors, or listed as another word only (the rule's docstring and table say which).
    listed_errors: ClassVar[frozenset[str]] = frozenset()

    @abc.abstractmethod
    def new_form(self, sentence: Sentence, token: Token) -> str | None:
        """The lower-case form this rule writes for ``token``, or None where it writes none."""

    def allowed(self, form: str) -> bool:
        """Whether this rule may write ``form``: no Nynorsk word form, or a listed error."""
        return form in self.listed_errors or no_nynorsk_form(form)

    def _target(self, sentence: Sentence, token: Token) -> str | None:
        if not token.form.isalpha() or part_of_name(sentence, token) or token.has(Foreign="Yes"):
            return None
        form = self.new_form(sentence, token)
        if form is None or form == token.lower or not self.allowed(form):
            return None
        return form

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._target(sentence, token) is not None:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        form = self._target(sentence, token)
        if form is None:
            raise ValueError(f"{self.name}: {token.form!r} of {sentence.sent_id} is no target")
        return recase(token, form)


def stem(lemma: str) -> str:
    """A lemma without its final unstressed ``-e`` (``kaste`` -> ``kast``, ``jente`` -> ``jent``)."""
    return lemma[:-1] if lemma.endswith("e") and len(lemma) > 2 else lemma
