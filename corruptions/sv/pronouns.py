"""Swedish pronoun case: subject ``de`` / object ``dem``, and the article ``de`` written ``dem``.

The case of the plural pronoun is the commonest pronoun error of Swedish
writers, natives included: in a Novus poll for Språktidningen only 44 % chose
``dem`` in *De/dem följde vi hem*; DaLAJ dev+test corrects ``de`` to ``dem``
16 times and ``dem`` to ``de`` 12 times; SweLL's UD test data has 14 pronoun
case corrections. Språkrådet's rule (Svenska skrivregler; its answer "De eller
dem?") is that ``de`` is the subject and the article, ``dem`` the object and the
noun phrase of a preposition.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, personal, polite, recase, starts_stretch

from ..sentence import Sentence, Token

_SUBJECT_RELS = frozenset({"nsubj", "nsubj:pass"})
#: Relations of an object or of the noun phrase of a preposition (``en av dem``: nmod).
_OBJECT_RELS = frozenset({"obj", "iobj", "obl", "nmod"})
#: After these both forms are heard and accepted in comparisons (``större än dem/de``, ``alla utom dem``).
_COMPARATIVES = frozenset({"än", "som", "liksom", "utom", "förutom", "såsom"})
#: Forms of ``vara``, ``bli`` and ``heta``: after them the pronoun may be a predicative (``Det var de/dem``).
_COPULAS = frozenset({"är", "var", "vara", "varit", "blir", "blev", "bli", "blivit", "heter", "hette", "heta",
                      "hetat"})
#: Words that may stand between the pronoun and the ``som`` of its relative clause.
_BEFORE_SOM = frozenset({",", "alla", "båda", "bägge", "själva", "själv", "tillsammans"})
#: ``de där``, ``dem här``: a demonstrative, not the bare pronoun.
_DEMONSTRATIVE_ADVERBS = frozenset({"där", "här"})
#: Subjects that cannot be read as a fronted object (relative ``som`` neither).
_SUBJECT_ONLY = frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "man", "som"})
_QUOTES = frozenset({"'", '"', "«", "»", "“", "”", "„", "‘", "’"})
#: Starts of a noun phrase: before them ``de`` reads as the plural article (``gav de pengar``).
_NOUN_PHRASE_START = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "DET"})
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON", "DET"})


def _before_relative(sentence: Sentence, token: Token) -> bool:
    """``de som``, ``dem, som``, ``dem alla som``, ``de av er som``, or a relative clause on the pronoun."""
    if any(child.deprel.startswith("acl") for child in sentence.children(token)):
        return True
    following = sentence.tokens[token.index + 1:]
    if len(following) > 2 and following[0].lower == "av" and following[1].upos in _NOMINALS:
        following = following[2:]
    for word in following:
        if word.lower == "som":
            return True
        if word.lower not in _BEFORE_SOM:
            return False
    return False


def _after_copula(sentence: Sentence, token: Token) -> bool:
    """A predicative: right after ``är``/``var``/``blir``... with a nominal before it (``Det var de``)."""
    verb = sentence.previous(token)
    if verb is None or verb.lower not in _COPULAS:
        return False
    before = sentence.previous(verb)
    return before is not None and (before.upos in _NOMINALS or before.lower in ("det", "detta", "vad", "vem"))


def _contested(sentence: Sentence, token: Token) -> bool:
    """Before a relative clause, a predicative, a demonstrative ``de där``, or a word in quotes."""
    before, after = sentence.previous(token), sentence.next(token)
    if before is not None and after is not None and before.form in _QUOTES and after.form in _QUOTES:
        return True
    return (_before_relative(sentence, token) or _after_copula(sentence, token)
            or (after is not None and after.lower in _DEMONSTRATIVE_ADVERBS))


def _has_own_verb(sentence: Sentence, token: Token) -> bool:
    for following in sentence.tokens[token.index + 1:]:
        if following.upos in ("VERB", "AUX"):
            return True
        if following.upos != "ADV":
            return False
    return False


def _is_subject(sentence: Sentence, token: Token) -> bool:
    if token.deprel in _SUBJECT_RELS:
        return True
    head = sentence.head_of(token)
    return token.deprel == "conj" and head is not None and head.deprel in _SUBJECT_RELS


def _is_object(sentence: Sentence, token: Token) -> bool:
    """An object, indirect object, a preposition's noun phrase, or a conjunct of one."""
    before = sentence.previous(token)
    if token.deprel.split(":")[0] in _OBJECT_RELS or (
            before is not None and before.upos == "ADP" and before.head == token.id):
        return True
    head = sentence.head_of(token)
    return token.deprel == "conj" and head is not None and head.deprel.split(":")[0] in _OBJECT_RELS


def _finite(verb: Token) -> bool:
    return verb.upos in ("VERB", "AUX") and verb.feats.get("VerbForm", "Fin") == "Fin"


def _adjective_of_noun(sentence: Sentence, token: Token) -> bool:
    head = sentence.head_of(token)
    return token.upos == "ADJ" and head is not None and head.upos == "NOUN" and head.id > token.id


def _object_reading_after_verb(sentence: Sentence, token: Token) -> bool:
    """Whether ``dem`` in place of a subject ``de`` right after the finite verb could be the object,
    with another nominal of the clause the subject (``Detta sa de`` -> ``Detta sa dem``), or a
    pronoun or determiner right after it (``fann de ingen``)."""
    verb = sentence.previous(token)
    if verb is None or not _finite(verb):
        return False
    after = sentence.next(token)
    if after is not None and (after.upos in ("PRON", "DET") or (after.upos == "ADJ" and verb.lower not in _COPULAS)):
        return True
    return any(
        other.upos in ("NOUN", "PROPN", "PRON") and other.head >= verb.id
        and not any(child.upos == "ADP" for child in sentence.children(other))
        and not (other.upos == "PRON" and other.lower in _SUBJECT_ONLY)
        for other in sentence.tokens[:verb.index]
    )


def _reads_as_fronted_object(sentence: Sentence, token: Token) -> bool:
    """Whether ``de`` in place of ``dem`` right after the finite verb could be its subject, the
    word before the verb a fronted object: ``Polisen stoppade dem`` -> ``Polisen stoppade de``."""
    verb = sentence.previous(token)
    if verb is None or not _finite(verb):
        return False
    heads = {verb.id, token.head}
    return any(
        other.deprel in _SUBJECT_RELS and other.head in heads and other.id < verb.id
        and not (other.upos in ("PRON", "SCONJ") and other.lower in _SUBJECT_ONLY)
        for other in sentence.tokens[:verb.index]
    )


class FlipDeDem(FormSwap):
    """Swap the subject form ``de`` and the object form ``dem`` of the plural personal pronoun.

    Standard written Swedish keeps the cases apart (Språkrådet, Svenska
    skrivregler; "De eller dem?"), while most speakers say ``dom`` for both, so
    writers confuse them: only 44 % chose ``dem`` in *De/dem följde vi hem* (a
    Novus poll for Språktidningen); DaLAJ dev+test corrects 16 ``de`` to ``dem``
    and 12 ``dem`` to ``de``; SweLL files the error as M-Case (morphology,
    DaLAJ class M).

    Targets: ``de`` (PRON; Case=Nom and PronType=Prs where FEATS say) that is a
    subject (nsubj, nsubj:pass, or conj of one) becomes ``dem``; ``dem`` (PRON;
    Case=Acc where FEATS say) that is an object, indirect object, oblique,
    nmod, after its preposition, or conj of one becomes ``de``. The article
    ``de`` (DET) is left to :class:`FlipDeDemArticle`. Skipped, where both forms
    are accepted or the swap could read as grammatical (near misses in the tests):

    * before a relative clause (``de/dem som``, ``dem, som``, ``dem alla som``):
      both forms are accepted there;
    * after ``än``, ``som``, ``liksom``, ``utom``, ``förutom`` (comparisons),
      unless ``de`` is the subject of its own verb (``än de var``);
    * a predicative after ``är``/``var``/``blir`` with a nominal before
      (``Det var de``); ``de där``/``dem här``; a word between quotation marks;
      the old polite ``De``/``Dem`` (a capital inside the sentence);
    * ``de`` before a noun, name, numeral or an adjective of a following noun
      (the article misparsed); ``de`` right after a finite verb where ``dem``
      could be the object and another word the subject (``Detta sa de``, ``fann
      de ingen``);
    * ``dem`` before a word that could follow the article ``de`` (``gav dem
      pengar`` -> ``gav de pengar``), and ``dem`` right after a finite verb
      whose subject before it could itself be an object (``Polisen stoppade
      dem`` -> ``Polisen stoppade de`` reads "they stopped the police"), except
      after ``jag``, ``du``, ``han``, ``hon``, ``vi``, ``ni``, ``de``, ``man``.

        good: Vännerna litade på dem.
        bad:  Vännerna litade på de.
    """

    name = "flip_de_dem_case"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        return (token.index for token in sentence.tokens if self._is_target(sentence, token))

    def _is_target(self, sentence: Sentence, token: Token) -> bool:
        if token.lower == "de":
            return _subject_de(sentence, token)
        return token.lower == "dem" and _object_dem(sentence, token)

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "dem" if token.lower == "de" else "de")

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``dem`` as the subject of a verb, or ``de`` (PRON) as an object or after a preposition,
        outside the contexts the rule skips.

            bad:  Vännerna litade på de.
        """
        for token in sentence.tokens:
            if token.upos != "PRON" or polite(sentence, token) or _contested(sentence, token):
                continue
            before, after = sentence.previous(token), sentence.next(token)
            if before is not None and before.lower in _COMPARATIVES:
                continue
            if token.lower == "dem" and token.deprel in _SUBJECT_RELS and not any(
                    t.deprel in _SUBJECT_RELS and t.head == token.head and t.id != token.id for t in sentence.tokens):
                return token
            if token.lower == "de" and _is_object(sentence, token) and token.deprel != "conj" and not (
                    after is not None and after.upos in _NOUN_PHRASE_START):
                return token
        return None


def _subject_de(sentence: Sentence, token: Token) -> bool:
    if not personal(sentence, token, "Nom") or not _is_subject(sentence, token) or _contested(sentence, token):
        return False
    before, after = sentence.previous(token), sentence.next(token)
    if before is not None and before.lower in _COMPARATIVES and not _has_own_verb(sentence, token):
        return False
    if after is not None and (after.upos in ("NOUN", "PROPN", "NUM") or _adjective_of_noun(sentence, after)):
        return False
    return not _object_reading_after_verb(sentence, token)


def _object_dem(sentence: Sentence, token: Token) -> bool:
    if not personal(sentence, token, "Acc") or not _is_object(sentence, token) or _contested(sentence, token):
        return False
    before, after = sentence.previous(token), sentence.next(token)
    if before is not None and before.lower in _COMPARATIVES:
        return False
    if after is not None and after.upos in _NOUN_PHRASE_START:
        return False
    return not _reads_as_fronted_object(sentence, token)


#: Adjectives that take a definite noun without the article (``första gången``, ``hela dagen``): after
#: ``dem`` they could begin an object of their own (``gav dem första platserna``).
_ARTICLELESS = frozenset({"första", "andra", "tredje", "sista", "förra", "nästa", "hela", "halva", "själva",
                          "båda", "bägge", "samma", "övre", "nedre", "inre", "yttre", "norra", "södra", "östra",
                          "västra", "högra", "vänstra", "rätta", "enda", "egna"})


class FlipDeDemArticle(FormSwap):
    """Write the plural definite article ``de`` as ``dem`` before an adjective and its noun.

    ``de`` is the article of a definite plural noun phrase with an adjective
    (``de finska skolorna``); ``dem`` is only a pronoun and never an article
    (Språkrådet, "De eller dem?"; Svenska skrivregler). The issue's own
    example, ``dem finska skolorna``, is the everyday error of writers who say
    ``dom`` for both; DaLAJ dev+test corrects ``de``/``dem`` 28 times and SweLL
    files a wrong pronoun form as M-Case (DaLAJ class M).

    Targets: ``de`` tagged DET (the article: not Case=Nom, PronType=Art where
    FEATS say) whose head is a plural definite NOUN after it (Definite=Def,
    a form ending in ``-na`` or ``-en``), with at least one adjective and only
    adjectives and adverbs between (``de nya husen`` -> ``dem nya husen``).
    Skipped: ``de`` before an ordinal or an adjective that takes a definite noun
    without the article (``de båda``, ``de första åren``, ``de hela``: ``dem
    första åren`` could read as a pronoun object and a second object), before a
    noun directly (``de åren``: a pronoun and a noun phrase could follow a verb
    of giving), ``de där``/``de här``, and a capital inside the sentence.

        good: Han besökte de finska skolorna.
        bad:  Han besökte dem finska skolorna.
    """

    name = "flip_de_dem_article"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "M"

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower == "de" and self._article(sentence, token):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "dem")

    @staticmethod
    def _article(sentence: Sentence, token: Token) -> bool:
        if token.upos != "DET" or token.feats.get("PronType", "Art") not in ("Art", "Dem") or "Case" in token.feats:
            return False
        if token.form[:1].isupper() and not starts_stretch(sentence, token):
            return False
        noun = sentence.head_of(token)
        if noun is None or noun.upos != "NOUN" or noun.id <= token.id:
            return False
        if not noun.has(Number="Plur", Definite="Def") or not noun.lower.endswith(("na", "en")):
            return False
        between = sentence.tokens[token.index + 1:noun.index]
        if not any(t.upos == "ADJ" for t in between) or not all(t.upos in ("ADJ", "ADV") for t in between):
            return False
        return not any(t.lower in _ARTICLELESS or t.feats.get("NumType") == "Ord" for t in between)

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """``dem`` as the article of an adjective and a definite plural noun (``dem nya husen``),
        however it is tagged (DET, or PRON misparsed).

            bad:  Han besökte dem finska skolorna.
        """
        for token in sentence.tokens:
            if token.lower != "dem" or (token.form[:1].isupper() and not starts_stretch(sentence, token)):
                continue
            between = []
            for following in sentence.tokens[token.index + 1:]:
                if following.upos != "ADJ":
                    break
                between.append(following)
            else:
                continue
            if (between and following.upos == "NOUN" and following.has(Number="Plur", Definite="Def")
                    and not any(t.lower in _ARTICLELESS or t.feats.get("NumType") == "Ord" for t in between)):
                return token
        return None
