"""Bokmål word choice beyond og/å: the conjunction ``men`` written as the preposition ``med``.

``men`` and ``med`` are pronounced alike in much of Norway ([me]), and
NoCoLA gives ``med`` for ``men`` as its own example of the Word choice
class (``Jeg er ikke nordmann, med jeg trives i Norge``; ASK code W).
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, recase

from ..sentence import Sentence, Token

#: Subject forms that no preposition takes (``med jeg`` is impossible; ``de`` is also the article,
#: ``det``/``den`` are also objects, so they are left out).
_SUBJECT_ONLY = frozenset({"jeg", "du", "han", "hun", "vi", "man"})


class FlipMenMed(FormSwap):
    """Write the conjunction ``men`` as ``med`` before a clause that opens with a subject pronoun.

    Only before ``jeg``, ``du``, ``han``, ``hun``, ``vi`` or ``man``, which
    have a separate object form (``meg``, ``deg``, ...) or none, so that
    ``med`` cannot take the pronoun as its object: ``med jeg trives`` is
    surely wrong, where ``med de andre`` or ``med det`` would make a
    phrase. The target is ``men`` tagged as a coordinating conjunction,
    with a finite verb (or an adverb, then a finite verb) after the
    pronoun. NoCoLA's Word choice class. Why not ``da``/``når``: see the
    package README.

    Optional (``--corruption +flip_men_med``): with the bundled source's exclusion list and the
    whole-sentence checks it reaches 29 sentences of the bundled dev and test, too few to measure a
    type; the full release (``--source ud``) has about eight times as many.

        good: Jeg er ikke nordmann, men jeg trives i Norge.
        bad:  Jeg er ikke nordmann, med jeg trives i Norge.
    """

    name = "flip_men_med"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})
    error_class = "Word choice"
    enabled_by_default = False

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower == "men" and token.upos == "CCONJ" and _clause_follows(sentence, token):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "med")

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``med`` before a subject-only pronoun and a finite verb.

            bad:  Jeg er ikke nordmann, med jeg trives i Norge.
        """
        for token in sentence.tokens:
            if token.lower == "med" and _clause_follows(sentence, token):
                return token
        return None


def _clause_follows(sentence: Sentence, conjunction: Token) -> bool:
    pronoun = sentence.next(conjunction)
    if pronoun is None or pronoun.lower not in _SUBJECT_ONLY or pronoun.upos != "PRON":
        return False
    verb = sentence.next(pronoun)
    while verb is not None and verb.upos == "ADV":
        verb = sentence.next(verb)
    return verb is not None and verb.upos in ("VERB", "AUX") and verb.feats.get("VerbForm") == "Fin"
