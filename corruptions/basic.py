"""The basic (ScaLA) corruptions: the fallback for sentences no DaLA rule reaches.

Neither encodes a specific Danish error; they break word order or remove a
word, as in ScaLA (Nielsen, 2023).
"""

from __future__ import annotations

from collections.abc import Iterator

from dala_pipeline.sentence import Sentence, Token

from .base import Corruption, Edit, remove_token, swap_spans

_NO_SWAP = frozenset({"PUNCT", "SYM"})
_NO_DELETE = frozenset({"ADJ", "ADV", "PUNCT", "SYM", "DET", "NUM"})
_NOMINAL = frozenset({"NOUN", "PROPN"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass"})
_ELLIPSIS_HOSTS = frozenset({"ADJ", "NUM", "DET"})
_MODALS = frozenset({"kunne", "skulle", "ville", "måtte", "burde"})


def _subject_and_verb(a: Token, b: Token) -> bool:
    return (a.deprel.startswith("nsubj") and a.head == b.id) or (b.deprel.startswith("nsubj") and b.head == a.id)


def _allows_ellipsis(token: Token) -> bool:
    """A word that can stand for its noun: ``hans første``, ``tre``, ``Peters``."""
    return token.upos in _ELLIPSIS_HOSTS or token.has(Poss="Yes") or token.has(Case="Gen")


def _optional_relative(sentence: Sentence, token: Token) -> bool:
    """A relative ``som`` that is not the subject of its clause: Danish may drop it."""
    head = sentence.head_of(token)
    return (token.lower == "som" and head is not None and head.deprel == "acl:relcl"
            and token.deprel not in _SUBJECTS)


def _links_clauses(sentence: Sentence, token: Token) -> bool:
    """A coordinating conjunction whose conjunct is a clause (a verb, or has a subject)."""
    conjunct = sentence.head_of(token)
    return conjunct is not None and (
        conjunct.upos in ("VERB", "AUX")
        or any(child.deprel in _SUBJECTS or child.deprel == "cop" for child in sentence.children(conjunct))
    )


class FlipNeighbours(Corruption):
    """Swap two adjacent words of different UPOS (target: the first of the two).

    Neither may be PUNCT or SYM, and {PRON, AUX} is not swapped (``har
    jeg``/``jeg har`` are both grammatical). Stricter than the spec: a
    sentence-initial subject is not swapped with its verb, which would give
    the grammatical question order (``Han kiggede`` -> ``Kiggede han``).
    When the first word of the sentence moves, the casing follows the
    position.

        good: Hvor kommer julemanden fra?
        bad:  Kommer hvor julemanden fra?
    """

    name = "flip_neighbours"
    basic = True

    def find(self, sentence: Sentence) -> Iterator[int]:
        tokens = sentence.tokens
        for left, right in zip(tokens, tokens[1:]):
            pair = {left.upos, right.upos}
            if left.upos == right.upos or pair & _NO_SWAP or pair == {"PRON", "AUX"}:
                continue
            if left.index == 0 and _subject_and_verb(left, right):
                continue
            yield left.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return swap_spans(sentence, (index, index), (index + 1, index + 1))


class Delete(Corruption):
    """Remove one word with its adjacent space.

    Not ADJ, ADV, PUNCT, SYM, DET or NUM (their removal often leaves a
    grammatical sentence), and a NOUN/PROPN only when neither neighbour is
    one (removing part of a name or compound leaves a grammatical phrase).
    Stricter than the paper, words whose absence Danish allows are kept:

    * a relative ``som`` that is not the subject of its clause (``bogen,
      som jeg læste`` -> ``bogen, jeg læste``);
    * the complementiser ``at`` (``sagde, at han kom`` -> ``sagde, han
      kom``);
    * a noun right after an adjective, numeral, determiner, possessive or
      genitive (``hans første album udkom`` -> ``hans første udkom``);
    * a conjunction between two clauses (``han kom, men hun gik``);
    * an indirect object (``gav ham bogen`` -> ``gav bogen``);
    * a sentence-initial subject right before a finite verb (``Han kom
      hjem sent`` -> ``Kom hjem sent``: an imperative, or informal subject
      drop);
    * an infinitive right after a modal (``skal rejse til Århus`` ->
      ``skal til Århus``).

    Removing the first word capitalises the next one.

        good: Flertallet lever stadig under plastikstykker
        bad:  Flertallet stadig under plastikstykker
    """

    name = "delete"
    basic = True

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos in _NO_DELETE or token.deprel == "iobj":
                continue
            before, after = sentence.previous(token), sentence.next(token)
            if token.upos in _NOMINAL and any(n is not None and n.upos in _NOMINAL for n in (before, after)):
                continue
            if token.upos == "NOUN" and before is not None and _allows_ellipsis(before):
                continue
            if _optional_relative(sentence, token) or (token.lower == "at" and token.upos == "SCONJ"):
                continue
            if token.upos == "CCONJ" and _links_clauses(sentence, token):
                continue
            if (token.index == 0 and token.deprel in _SUBJECTS and after is not None
                    and after.upos in ("VERB", "AUX") and after.has(VerbForm="Fin")):
                continue
            if (token.upos == "VERB" and token.has(VerbForm="Inf") and before is not None
                    and before.upos == "AUX" and before.lemma.lower() in _MODALS):
                continue
            yield token.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        return remove_token(sentence, index)
