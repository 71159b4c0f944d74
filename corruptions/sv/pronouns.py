"""Swedish pronoun case: subject ``de`` / object ``dem``, and the article ``de`` written ``dem``.

The case of the plural pronoun is the commonest pronoun error of Swedish
writers, natives included: in a Novus poll for Språktidningen only 44 % chose
``dem`` in *De/dem följde vi hem*; DaLAJ dev+test corrects ``de`` to ``dem``
16 times and ``dem`` to ``de`` 12 times; SweLL's UD test data has 14 pronoun
case corrections. Språkrådet's rule (Svenska skrivregler; its answer "De eller
dem?") is that ``de`` is the subject and the article, ``dem`` the object and the
noun phrase of a preposition. The case rule is the core's
(:mod:`corruptions.scandinavian.pronouns`) with Swedish words.
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, recase, starts_stretch
from corruptions.scandinavian import pronouns

from ..sentence import Sentence, Token


class FlipDeDem(pronouns.FlipPronounCase):
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
    error_class = "M"
    words = pronouns.PronounCaseWords(
        subject="de",
        object="dem",
        #: After these both forms are heard and accepted in comparisons (``större än dem/de``, ``alla utom dem``).
        comparatives=frozenset({"än", "som", "liksom", "utom", "förutom", "såsom"}),
        #: Forms of ``vara``, ``bli`` and ``heta``: after them the pronoun may be a predicative (``Det var de/dem``).
        copulas=frozenset({"är", "var", "vara", "varit", "blir", "blev", "bli", "blivit", "heter", "hette", "heta",
                           "hetat"}),
        predicative_subjects=frozenset({"det", "detta", "vad", "vem"}),
        before_som=frozenset({",", "alla", "båda", "bägge", "själva", "själv", "tillsammans"}),
        partitive="av",
        demonstrative_adverbs=frozenset({"där", "här"}),
        #: Subjects that cannot be read as a fronted object (relative ``som`` neither).
        subject_only=frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "man", "som"}),
    )


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
