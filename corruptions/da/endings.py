"""Ending confusions: the silent d of -ende/-ene, and genitive marking."""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, ends_with, swap_suffix

from ..sentence import Sentence, Token

_SIBILANTS = ("s", "x", "z")
#: What follows a genitive: the phrase it governs.
_POSSESSED = frozenset({"NOUN", "ADJ", "NUM", "DET", "PROPN"})


class CorruptEndeEne(FormSwap):
    """Confuse ``-ende`` and ``-ene``, which sound alike.

    A definite plural NOUN in ``-ene`` gets ``-ende``; an ADJ, or a present
    participle VERB (VerbForm=Part, Tense=Pres), in ``-ende`` gets ``-ene``.
    Infinitives such as ``kende`` and ``sende`` are not participles, and
    nouns such as ``ende`` or ``udseende`` are not definite plurals, so
    neither is a target.

        good: manglende viden
        bad:  manglene viden
    """

    name = "corrupt_ende_ene"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if len(token.form) <= 4:
                continue
            if (
                (token.upos == "NOUN" and token.has(Definite="Def", Number="Plur") and ends_with(token, "ene"))
                or (ends_with(token, "ende") and (
                    token.upos == "ADJ"
                    or (token.upos == "VERB" and token.has(VerbForm="Part", Tense="Pres"))
                ))
            ):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        if ends_with(token, "ende"):
            return swap_suffix(token.form, "ende", "ene")
        return swap_suffix(token.form, "ene", "ende")


def _genitive_change(token: Token) -> tuple[str, str] | None:
    """(old marker, new marker) for a genitive form, or None.

    ``s`` -> ``'s`` (the attested English-style error), ``'`` -> ``'s``
    (the apostrophe alone is required after s/x/z), ``'s`` -> ``'`` (the
    apostrophe alone is only right after s/x/z). A marker is never replaced
    by plain ``s`` after s/x/z, and ``'s`` after s/x/z is left alone, since
    its only alternative would be the correct ``'``. Abbreviations and
    words with digits are never changed: ``FLS'``/``FLS's``, ``USAs``/``USA's``
    and ``TV2s``/``TV2's`` are all accepted.
    """
    lower = token.lower
    if lower.endswith("'s"):
        old = "'s"
    elif lower.endswith("'"):
        old = "'"
    elif lower.endswith("s"):
        old = "s"
    else:
        return None
    stem = token.form[: len(token.form) - len(old)]
    if not stem or not stem[-1].isalpha() or _is_abbreviation(stem):
        return None
    sibilant = stem.lower().endswith(_SIBILANTS)
    if old == "'s":
        return None if sibilant else ("'s", "'")
    if old == "'":
        return ("'", "'s") if sibilant else None
    return ("s", "'s") if len(stem) > 1 else None


def _is_abbreviation(stem: str) -> bool:
    """``USA``, ``DR``, ``FLS``, ``2CV``: capitals or digits, an abbreviation or code."""
    letters = [c for c in stem if c.isalpha()]
    return (len(letters) > 1 and all(c.isupper() for c in letters)) or any(c.isdigit() for c in stem)


class CorruptGenitive(FormSwap):
    """Mark a genitive the wrong way (``Peters`` -> ``Peter's``).

    Targets NOUN/PROPN with Case=Gen; the marker is one of ``s``, ``'``
    (after s/x/z) and ``'s``, replaced as described in
    :func:`_genitive_change`. Stricter than the paper: all-capital and
    digit-containing words are skipped whatever their marker, since both
    markings are accepted for abbreviations (``FLS'`` and ``FLS's``).

        good: Kelds oplæg blev fulgt
        bad:  Keld's oplæg blev fulgt
    """

    name = "corrupt_genitive"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos in ("NOUN", "PROPN") and token.has(Case="Gen") and _genitive_change(token):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        change = _genitive_change(token)
        if change is None:
            raise TypeError(f"{self.name}: {token.form!r} is no genitive this corruption changes")
        old, new = change
        return swap_suffix(token.form, old, new)

    # Detector: an apostrophe genitive already in the source ---------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A word ending in ``'s`` whose stem ends in a letter other than s/x/z.

        Danish marks the genitive with a plain ``s`` (``Vances``); the
        apostrophe belongs after abbreviations, letters and digits (``FN's``,
        ``USA's``, ``TV2's``) and, alone, after s/x/z (``Hans'``), per Dansk
        Sprognævn's rules on the apostrophe. Only before what a genitive
        governs (a noun, adjective, numeral or determiner); foreign words are
        left alone. Brand names written with ``'s`` before a noun (``Levi's
        jeans``) cannot be told apart and are dropped too.

            bad:  Vance's besøg
        """
        if "'" not in sentence.text and "\u2019" not in sentence.text:
            return None
        for token, following in zip(sentence.tokens, sentence.tokens[1:]):
            form = token.form.replace("\u2019", "'")
            if not form.lower().endswith("'s") or token.has(Foreign="Yes") or token.upos == "X":
                continue
            if following.upos not in _POSSESSED:
                continue  # a firm's name ending in 's (``fra Asprey's, der ...``) is no genitive
            stem = form[:-2]
            if (len(stem) > 1 and stem.isalpha() and not _is_abbreviation(stem)
                    and not stem.lower().endswith(_SIBILANTS)):
                return token
        return None
