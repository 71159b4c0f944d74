"""Article and determiner errors: en/et, the suffixed article, nogle/nogen."""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, recase, swap_suffix

from ..sentence import Sentence, Token
from .context import after_preposition, is_other_word, only_participle

_ARTICLE_GENDER = {"en": "Com", "et": "Neut"}
_OTHER_ARTICLE = {"en": "et", "et": "en"}
_SUFFIX_GENDER = {"en": "Com", "et": "Neut"}

#: The number of the noun each word needs to be a target.
_NOUN_NUMBER = {"nogle": "Plur", "nogen": "Sing"}
#: Words that license ``nogen`` with a plural noun (negation, condition).
_LICENSORS = frozenset({"ikke", "aldrig", "ingen", "intet", "ingenting", "hvis"})


class FlipIndefiniteArticle(FormSwap):
    """Give a singular noun the indefinite article of the other gender.

    Targets ``en``/``et`` (DET, det, PronType=Ind) whose head is a singular
    NOUN of the article's own gender, so the swap always breaks agreement
    (numeral ``en`` and articles of nouns with unknown gender are skipped).

        good: som et improviseret telt
        bad:  som en improviseret telt
    """

    name = "flip_indefinite_article"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            gender = _ARTICLE_GENDER.get(token.lower)
            if gender is None or token.upos != "DET" or token.deprel != "det":
                continue
            if not token.has(PronType="Ind"):
                continue
            head = sentence.head_of(token)
            if head is not None and head.upos == "NOUN" and head.has(Number="Sing", Gender=gender):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, _OTHER_ARTICLE[token.lower])

    # Detector: an article of the wrong gender already in the source -------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``en``/``et`` before a singular noun of the other gender, with only
        adjectives and adverbs between (``en farceagtig benyttelse`` is right,
        ``et benyttelse`` wrong). The noun's gender is read from FEATS and
        must be the one the dictionary confirms: it lists the noun's definite
        form of that gender and not of the other (``manuskriptet``, no
        ``manuskripten``). A tagger's wrong gender (``et modspil`` tagged
        common) and nouns of both genders or none in the dictionary are left
        alone.

            bad:  som en improviseret manuskript
        """
        for token in sentence.tokens:
            gender = _ARTICLE_GENDER.get(token.lower)
            if gender is None or token.upos not in ("DET", "NUM"):
                continue
            noun = _next_noun(sentence, token)
            other = _ARTICLE_GENDER[_OTHER_ARTICLE[token.lower]]
            if noun is not None and noun.has(Number="Sing", Definite="Ind") and noun.feats.get("Gender") == other \
                    and _dictionary_gender(noun.lower) == other:
                return token
        return None


#: The endings of the definite singular by gender: after a vowel, after a consonant.
_DEFINITE_SUFFIXES = {"Com": ("n", "en"), "Neut": ("t", "et")}


def _dictionary_gender(noun: str) -> str | None:
    """The one gender whose definite singular of ``noun`` the dictionary lists (``manuskript``: Neut), or None
    (``telt``: both, ``telten`` and ``teltet``; an unknown compound: neither). A final consonant may double
    (``hatten``)."""
    genders = [gender for gender, (short, long) in _DEFINITE_SUFFIXES.items()
               if any(is_other_word(form) for form in (noun + short, noun + long, noun + noun[-1:] + long))]
    return genders[0] if len(genders) == 1 else None


class FlipEnEtSuffix(FormSwap):
    """Swap the suffixed definite article -en/-et of a singular noun.

    Targets NOUN with Definite=Def, Number=Sing, no Case=Gen, longer than
    three characters, ending in ``en`` with Gender=Com or ``et`` with
    Gender=Neut (so the ending really is the article). Stricter than the
    spec: a result the dictionary lists is another word (``parken`` ->
    ``parket``, parquet; ``ordet`` -> ``orden``, order) and is skipped,
    except a past participle right after a preposition (``i havnen`` ->
    ``i havnet``), where no participle can stand.

        good: Flertallet lever stadig
        bad:  Flertallen lever stadig
    """

    name = "flip_en_et_suffix"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos != "NOUN" or len(token.form) <= 3 or "Case" in token.feats:
                continue
            if not token.has(Definite="Def", Number="Sing"):
                continue
            suffix = token.lower[-2:]
            if _SUFFIX_GENDER.get(suffix) != token.feats.get("Gender"):
                continue
            corrupted = self.replacement(sentence, token)
            if not is_other_word(corrupted) or (only_participle(corrupted) and after_preposition(sentence, token)):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        suffix = token.lower[-2:]
        return swap_suffix(token.form, suffix, _OTHER_ARTICLE[suffix])


def _next_noun(sentence: Sentence, token: Token) -> Token | None:
    """The NOUN right after ``token``, with only adjectives and adverbs between, or None."""
    for following in sentence.tokens[token.index + 1:]:
        if following.upos == "NOUN":
            return following
        if following.upos not in ("ADJ", "ADV"):
            return None
    return None


def _quantified_noun(sentence: Sentence, token: Token) -> Token | None:
    """The noun ``nogle``/``nogen`` quantifies: its head, or the next NOUN.

    The next NOUN counts only when nothing but ADJ and ADV stand between,
    so that ``nogle af dem ... børn`` does not pick a distant noun.
    """
    head = sentence.head_of(token)
    if head is not None and head.upos == "NOUN":
        return head
    return _next_noun(sentence, token)


class FlipNogleNogen(FormSwap):
    """Confuse ``nogle`` (some, plural) and ``nogen`` (any / someone).

    ``nogle`` before a plural noun becomes ``nogen`` only in a sentence with
    no negation (Polarity=Neg, ikke, aldrig, ingen, intet, ingenting), no
    ``?`` and, stricter than the spec, no conditional ``hvis``: there
    ``nogen`` + plural is correct. ``nogen`` before a singular noun becomes
    ``nogle``, which is wrong in any clause.

        good: over nogle stokke som et improviseret telt.
        bad:  over nogen stokke som et improviseret telt.
    """

    name = "flip_nogle_nogen"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        words = [t for t in sentence.tokens if t.lower in _NOUN_NUMBER]
        if not words:
            return
        licensed = "?" in sentence.text or any(
            t.lower in _LICENSORS or t.has(Polarity="Neg") for t in sentence.tokens
        )
        for token in words:
            if token.lower == "nogle" and licensed:
                continue
            noun = _quantified_noun(sentence, token)
            if noun is not None and noun.has(Number=_NOUN_NUMBER[token.lower]):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "nogen" if token.lower == "nogle" else "nogle")

    # Detector: nogen + a plural noun in a positive statement ----------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``nogen`` before a plural noun in a sentence with nothing that licenses
        it: no negation, question, condition, comparison or ``uden``/``før``
        (Dansk Sprognævn: ``nogen`` + plural belongs in negative, interrogative
        and conditional clauses; ``nogle`` in positive statements).

            bad:  Der kom nogen gæster i går.
        """
        if "?" in sentence.text or "ogen" not in sentence.text:
            return None
        words = [t for t in sentence.tokens if t.lower == "nogen"]
        if not words or any(t.lower in _NOGEN_LICENSORS or t.has(Polarity="Neg") for t in sentence.tokens):
            return None
        for token in words:
            noun = _next_noun(sentence, token)
            if noun is not None and noun.has(Number="Plur"):
                return token
        return None


#: Words that license ``nogen`` + plural: negation, doubt, condition, comparison, question words.
_NOGEN_LICENSORS = _LICENSORS | frozenset({
    "hverken", "uden", "næppe", "knap", "sjældent", "om", "før", "end", "kun", "hvem", "hvad", "mon",
    "tvivl", "tvivler", "nej", "ingensinde",
})
