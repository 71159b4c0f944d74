"""An adjective's base form where the adverb belongs: a degree word before an adjective, participle or
adverb (``hel klarlagt``, ``ekstrem høje temperaturer``, ``ekstrem hurtigt``).

A source check a language makes with its degree adjectives (:class:`DegreeAdverb`): adjectives whose
neuter in ``-t`` is also the adverb of degree (Danish and Bokmål ``helt``, ``ekstremt``; Swedish
``väldigt``). Adjectives whose adverb may be written without ``-t`` stay off a language's list (Danish
and Bokmål ``utrolig``, ``fantastisk``).
"""

from __future__ import annotations

from ..sentence import Sentence, Token
from .clauses import VERBS

#: The tags a tagger gives a degree word before an adjective (``relativ kort tid`` has it as ADV).
_DEGREE_TAGS = frozenset({"ADJ", "ADV", "X"})
#: What a noun phrase goes on with after the adjective.
_PHRASE_GOES_ON = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "PRON", "DET"})


class DegreeAdverb:
    """A source check: one of the language's degree adjectives in its base form right before an
    adjective, participle or adverb it grades, where the adverb belongs (``Det er hel klarlagt``, ``et
    hel nyt hus``, ``de ekstrem høje temperaturer``): an adverb grades an adjective, and the adverb of
    these is the neuter in ``-t`` (Dansk Sprognævn; Norsk referansegrammatikk; Svenska Akademiens
    grammatik).

    The base form is the grading word's only reading before an adverb made from an adjective (``løb
    ekstrem hurtigt``), where nothing of a noun phrase follows the graded word (``hel klarlagt``,
    ``ekstrem god``), and where the graded word shows the neuter, the plural or the definite form
    (``-t``, ``-e``, Swedish ``-a``, by its tags and its form), which a base form before it cannot
    agree with. Before a common-gender singular noun the base form is left alone: it may be the noun's
    own adjective (``en hel dansk familie``, ``en enorm personlig og politisk belastning``: adjectives
    coordinated with the graded word share its noun); so is one after a common-gender article, whose
    noun may be left out (``en hel rød og en halv grøn peberfrugt``, ``en total fremmed``). A comma
    or a conjunction between the two words, or any other word, keeps the sentence (``Koppen er hel,
    ren og ny``).

        good: Det er helt klarlagt, hvad der skete.
        bad:  Det er hel klarlagt, hvad der skete.
    """

    def __init__(self, degree_adjectives: frozenset[str], common_articles: frozenset[str],
                 weak_endings: tuple[str, ...] = ("e",)) -> None:
        self.degree_adjectives = degree_adjectives
        #: The indefinite articles of the common gender (``en``, Bokmål ``ei``): one before the word makes
        #: it the noun's own adjective, the noun perhaps left out (``en hel rød``, ``en total fremmed``).
        self.common_articles = common_articles
        #: The endings of an adjective's plural and definite form (Swedish ``-a`` and ``-e``).
        self.weak_endings = weak_endings

    def __call__(self, sentence: Sentence) -> Token | None:
        tokens = sentence.tokens
        for index, word in enumerate(tokens[:-1]):
            if word.upos not in _DEGREE_TAGS or word.lower not in self.degree_adjectives \
                    or not word.form[1:].islower() or (index and tokens[index - 1].lower in self.common_articles):
                continue
            graded = tokens[index + 1]
            if not graded.form.isalpha() or not graded.form.islower():
                continue
            if _adverb(graded) or (self._graded(graded) and self._base_cannot_stand(sentence, graded)):
                return word
        return None

    @staticmethod
    def _graded(token: Token) -> bool:
        """An adjective or a participle."""
        return token.upos == "ADJ" or (token.upos in VERBS and token.feats.get("VerbForm") == "Part")

    def _base_cannot_stand(self, sentence: Sentence, graded: Token) -> bool:
        """Whether a base form before ``graded`` can only be the adverb: no noun phrase goes on after
        it, or it shows an ending the base form does not agree with."""
        following = sentence.next(graded)
        # adjectives coordinated with it share its noun: ``en enorm personlig og politisk belastning``
        while following is not None and (following.upos == "CCONJ" or following.form == ","):
            coordinated = sentence.next(following)
            if coordinated is None or coordinated.upos != "ADJ":
                break
            following = sentence.next(coordinated)
        if following is None or following.upos not in _PHRASE_GOES_ON:
            return True
        form, feats = graded.lower, graded.feats
        inflected = (feats.get("Gender") == "Neut" and form.endswith("t")) or (
            (feats.get("Number") == "Plur" or feats.get("Definite") == "Def") and form.endswith(self.weak_endings))
        return inflected and form != graded.lemma.lower()


def _adverb(token: Token) -> bool:
    """An adverb made from an adjective (its neuter in ``-t``, with a degree: ``hurtigt``): before it the
    base form can only be the adverb (``løb ekstrem hurtigt``)."""
    return token.upos == "ADV" and token.lower.endswith("t") and "Degree" in token.feats
