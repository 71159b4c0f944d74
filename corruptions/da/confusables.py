"""Confusable word pairs: ligge/lægge, får/for, and the optional af/ad."""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, recase

from ..sentence import Sentence, Token

#: form -> (lemma it must have, confused form)
_LIGGE_LAEGGE = {
    "ligger": ("ligge", "lægger"), "lægger": ("lægge", "ligger"),
    "lå": ("ligge", "lagde"), "lagde": ("lægge", "lå"),
    "ligge": ("ligge", "lægge"), "lægge": ("lægge", "ligge"),
    "ligget": ("ligge", "lagt"), "lagt": ("lægge", "ligget"),
}
_NON_VERB_FOR = frozenset({"ADP", "ADV", "CCONJ", "SCONJ"})
_DIRECTIONS = frozenset({"op", "ind", "hen", "frem", "over", "om", "forbi",
                         "bort", "væk", "tilbage", "hjem"})
#: ``ud af``/``ned af`` are accepted alongside ``ud ad``/``ned ad``.
_AF_ACCEPTED_AFTER = frozenset({"ud", "ned"})


class FlipLiggeLaegge(FormSwap):
    """Confuse ``ligge`` (lie) and ``lægge`` (lay), form by form.

    ligger<->lægger, lå<->lagde, ligge<->lægge, ligget<->lagt; the form must
    carry its own verb's LEMMA, so a form of another verb is never touched.

        good: Byen ligger ved havet
        bad:  Byen lægger ved havet
    """

    name = "flip_ligge_laegge"
    reads = frozenset({Annotation.UPOS, Annotation.LEMMA})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            entry = _LIGGE_LAEGGE.get(token.lower)
            if entry is not None and token.lemma.lower() == entry[0]:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, _LIGGE_LAEGGE[token.lower][1])


class FlipFarFor(FormSwap):
    """Confuse ``får`` (gets) and ``for`` (for, too, because).

    ``får`` with LEMMA ``få`` becomes ``for``; ``for`` tagged ADP, ADV,
    CCONJ or SCONJ becomes ``får`` (``for`` as VERB, past of ``fare``, and
    as PROPN is left alone).

        good: han får en gave
        bad:  han for en gave
    """

    name = "flip_far_for"
    reads = frozenset({Annotation.UPOS, Annotation.LEMMA})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if (
                (token.lower == "får" and token.lemma.lower() == "få")
                or (token.lower == "for" and token.upos in _NON_VERB_FOR)
            ):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "for" if token.lower == "får" else "får")


class FlipAfAd(FormSwap):
    """Write ``af`` for the preposition ``ad`` (optional, off by default).

    ``ad`` must follow a verb or a directional adverb (``ind ad``, ``op
    ad``), where ``af`` is wrong; after a noun or a measure (``kilometervis
    ad stierne``) ``af`` can read as "of". Not after ``ud`` or ``ned``:
    ``ud af vinduet`` and ``ned af trappen`` are accepted usage today.

        good: køre ind ad Bådehavnsgade
        bad:  køre ind af Bådehavnsgade
    """

    name = "flip_af_ad"
    reads = frozenset({Annotation.UPOS})
    enabled_by_default = False

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower != "ad" or token.upos != "ADP":
                continue
            before = sentence.previous(token)
            if before is None or before.lower in _AF_ACCEPTED_AFTER:
                continue
            if before.upos == "VERB" or before.lower in _DIRECTIONS:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "af")
