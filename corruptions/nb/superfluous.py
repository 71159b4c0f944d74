"""Bokmål superfluous words: ``å`` after a modal verb, and a preposition written twice.

NoCoLA's class Superfluous (ASK code R: a word to be removed). Both rules
key on closed-class word forms (the modals, ``å``, the prepositions of a
data file) and require the tags to agree, so that they hold on predicted
annotation too.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from corruptions.base import Annotation, Corruption, Edit, part_of_name
from corruptions.scandinavian import verbs
from corruptions.word_lists import load_word_list

from ..sentence import Sentence, Token

_PACKAGE = "corruptions.nb"
class InsertModalAa(verbs.InsertMarker):
    """Put the infinitive marker ``å`` between a modal verb and its bare infinitive.

    A finite modal (kan, kunne, skal, skulle, vil, ville, må, måtte, bør,
    burde) takes an infinitive without ``å``; ``kan å gjøre`` is a known
    learner error (Språkrådet on the infinitive marker; GiellaLT's Bokmål
    checker has an error class for ``å`` after a modal, read as evidence
    only; NoCoLA's Superfluous, ASK code R). The target is the infinitive
    the modal is the auxiliary of (the modal's head, or for ``være`` the
    head they share), after the modal with at most adverbs, ``ikke`` or an
    inverted subject pronoun between them (``kan vi ikke gjøre``). Not the
    second of two coordinated infinitives (``kan synge og danse``), not a
    modal whose own infinitive is absent (``det kan han``), and no modal
    form that is also an infinitive (``vil kunne``: ``kunne`` is not the
    finite modal there).

        good: Vi kan gjøre det i morgen.
        bad:  Vi kan å gjøre det i morgen.
    """

    name = "insert_modal_aa"
    error_class = "Superfluous word"
    words = verbs.ModalMarkerWords(
        marker="å",
        #: The finite forms of the modal verbs, which take a bare infinitive (Norsk referansegrammatikk:
        #: modale hjelpeverb): ``kan gjøre``, never ``kan å gjøre``.
        finite_modals=frozenset({"kan", "kunne", "skal", "skulle", "vil", "ville", "må", "måtte", "bør", "burde"}),
        #: Subject pronouns that may stand between an inverted modal and its infinitive (``kan vi gjøre``).
        subject_pronouns=frozenset({"jeg", "du", "han", "hun", "vi", "dere", "de", "man", "det", "den"}),
        negation="ikke",
    )


class DoublePreposition(Corruption):
    """Write a preposition twice (``i i byen``), the doubled function word of hasty writing.

    Only the prepositions of ``data/doubled_prepositions.txt``: those that
    cannot be a verb particle or a stranded preposition right before a
    preposition of the same form (``for``, ``om``, ``til``, ``før``,
    ``siden`` are left out: ``for for mange``, ``ble til til slutt`` are
    correct). The preposition must head a phrase that follows it (deprel
    ``case`` with its head to the right) and follow a noun, name,
    adjective, numeral, conjunction or comma, or open the sentence: after
    a verb, an adverb, a pronoun or another preposition the first copy
    could be a particle or stranded (``hva han pekte på på kartet``). Not
    in a name or title, and not a foreign word. NoCoLA's Superfluous
    class (ASK code R).

        good: Han bor i byen.
        bad:  Han bor i i byen.
    """

    name = "double_preposition"
    reads = frozenset({Annotation.UPOS, Annotation.DEPREL})
    error_class = "Superfluous word"

    @cached_property
    def prepositions(self) -> frozenset[str]:
        return load_word_list("doubled_prepositions.txt", package=_PACKAGE)

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if self._doublable(sentence, token):
                yield token.index

    def _doublable(self, sentence: Sentence, token: Token) -> bool:
        if token.lower not in self.prepositions or token.upos != "ADP" or token.deprel != "case":
            return False
        if token.head <= token.id or part_of_name(sentence, token) or token.has(Foreign="Yes"):
            return False
        before, after = sentence.previous(token), sentence.next(token)
        if after is None or after.lower == token.lower or after.upos == "PUNCT":
            return False
        return before is None or before.upos in ("NOUN", "PROPN", "ADJ", "NUM", "CCONJ", "SCONJ") \
            or before.form == ","

    def edit(self, sentence: Sentence, index: int) -> Edit:
        token = sentence.tokens[index]
        return Edit(token.start, token.end, token.form, f"{token.form} {token.form.lower()}")

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A listed preposition twice in a row.

            bad:  Han bor i i byen.
        """
        for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
            if token.lower == previous.lower and token.lower in self.prepositions:
                return token
        return None
