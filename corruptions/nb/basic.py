"""Where Bokmål lets the basic (ScaLA) corruptions act: their positive list.

The mechanics are :mod:`corruptions.basic`. Bokmål word order is as free
as Danish (verb second, adverbs, particles, postposed possessives), so the
swap is kept to two pairs whose other order no Bokmål sentence has, and the
removal to one word no Bokmål main clause can do without; each is
recognised by its forms as well as its tags.
"""

from __future__ import annotations

from corruptions import basic
from corruptions.base import Annotation

from ..sentence import Sentence, Token

#: Indefinite articles and demonstratives: they never follow their noun (``bil en``, ``hus dette``).
_DETERMINERS = frozenset({"en", "ei", "et", "denne", "dette", "disse"})


class NorwegianFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Bokmål never has in the other order.

    The spec (ScaLA, Nielsen 2023) swaps any two adjacent words of
    different UPOS. Bokmål word order leaves many such swaps grammatical
    (``I dag kom han`` -> ``I dag han kom`` is a word-order error of its
    own, ``boka mi`` is right beside ``mi bok``), so this rule is stricter:
    a positive list of two pairs, the first word being the target.

    * An indefinite article or a demonstrative and the noun it determines
      (``en bil`` -> ``bil en``, ``dette huset`` -> ``huset dette``). Not
      ``en``/``et`` before a noun that a coordinator or a numeral follows
      (``en dag eller to`` reads ``dag en`` as a numeral); never a
      possessive (Bokmål puts it after a definite noun: ``boka mi``) nor
      ``den``/``det``/``de``, which are also pronouns.
    * The infinitive marker ``å`` and its infinitive (``å lese`` -> ``lese
      å``), however the marker is tagged, never the interjection ``Å``.

        good: Vi prøvde å lese en bok
        bad:  Vi prøvde å lese bok en
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Word order"

    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        return (_determiner_and_noun(sentence, left, right) or _marker_and_infinitive(left, right)
                or _verb_and_negation(sentence, left, right) or _adjective_and_noun(sentence, left, right))


def _determiner_and_noun(sentence: Sentence, determiner: Token, noun: Token) -> bool:
    if determiner.lower not in _DETERMINERS or determiner.upos != "DET" or noun.upos != "NOUN":
        return False
    if determiner.head != noun.id:
        return False
    after = sentence.next(noun)
    return determiner.lower not in ("en", "ei", "et") or after is None or after.upos not in ("CCONJ", "NUM")


_DEFINITE = frozenset({"den", "det", "de", "denne", "dette", "disse"})
_PHRASE = frozenset({"NOUN", "PROPN", "ADJ", "DET", "NUM"})


def _adjective_and_noun(sentence: Sentence, adjective: Token, noun: Token) -> bool:
    if adjective.upos != "ADJ" or noun.upos != "NOUN" or adjective.head != noun.id:
        return False
    form = adjective.lower
    if not form.isalpha() or form.endswith("ere") or (form.endswith(("te", "de")) and not adjective.has(Degree="Sup")):
        return False
    before, after = sentence.previous(adjective), sentence.next(noun)
    return (before is not None and before.lower in _DEFINITE and before.upos == "DET" and before.head == noun.id
            and (after is None or after.upos not in _PHRASE))


def _verb_and_negation(sentence: Sentence, verb: Token, negation: Token) -> bool:
    return negation.lower in ("ikke", "aldri") and _main_verb_after_subject_pronoun(sentence, verb)


def _marker_and_infinitive(marker: Token, verb: Token) -> bool:
    return (marker.lower == "å" and marker.upos in ("PART", "ADP", "SCONJ", "AUX")
            and verb.upos in ("VERB", "AUX") and verb.has(VerbForm="Inf"))


#: Subject pronouns that can never join the next word into a noun phrase (``de``, ``den``, ``det``
#: are also articles, so they count only before a word that no noun phrase continues with).
_SUBJECTS = frozenset({"jeg", "du", "han", "hun", "vi", "dere", "man"})
_ARTICLE_LIKE = frozenset({"de", "den", "det"})
_PHRASE_WORDS = frozenset({"NOUN", "PROPN", "ADJ", "DET", "NUM"})


class NorwegianDelete(basic.Delete):
    """Remove the finite verb of a main clause right after its subject pronoun (``Han ante
    ingenting`` -> ``Han ingenting``).

    The spec (ScaLA, Nielsen 2023) removes almost any word; Bokmål leaves
    out objects, adverbs and many function words legitimately, so this
    rule removes only what no Bokmål main clause can do without, its
    finite verb (Norsk referansegrammatikk: every declarative main clause
    has one), and only where it is found by form and tags alike: a
    personal pronoun (jeg du han hun vi dere man; ``de``, ``den``, ``det``
    only before a word that cannot continue a noun phrase with them) as
    the subject, first in the sentence or after a first ``og``, ``men``
    or ``eller`` (not ``så``, also the subjunction "so that"),
    right before a finite verb (not an imperative) that is the main
    clause's predicate or its auxiliary or copula, with a word after the
    verb. Nothing then can be the clause's finite verb: ``Vi skal reise``
    -> ``Vi reise``, ``Jeg vet ikke`` -> ``Jeg ikke``. Not a verb with a
    clause as its object or beside it (``Han tror historien fascinerer``
    -> ``Han historien fascinerer`` reads as a topic and a clause), and no
    auxiliary before a participle spelt like a past tense (``Hun har pusset
    opp`` -> ``Hun pusset opp`` is a sentence).

        good: Han ante ingenting om det.
        bad:  Han ingenting om det.
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    error_class = "Missing word"

    def removable(self, sentence: Sentence, token: Token) -> bool:
        after = sentence.next(token)
        if not _main_verb_after_subject_pronoun(sentence, token) or after is None or after.upos == "PUNCT":
            return False
        subject = sentence.previous(token)
        if subject is None or (subject.lower in _ARTICLE_LIKE and after.upos in _PHRASE_WORDS):
            return False
        predicate = sentence.head_of(token) if token.deprel in ("aux", "aux:pass", "cop") else token
        if predicate is None or any(c.deprel in ("ccomp", "parataxis") for c in sentence.children(predicate)):
            return False  # Han tror historien fascinerer -> Han historien fascinerer, a topic and a clause
        # ``har pusset`` -> ``pusset``: a participle spelt like a past tense would become the finite verb.
        return not (predicate is not token and predicate.has(VerbForm="Part")
                    and predicate.lower.endswith(("et", "te", "de")))


def _main_verb_after_subject_pronoun(sentence: Sentence, token: Token) -> bool:
    """A finite verb (not an imperative) of the main clause, or its auxiliary or copula, right after
    the clause's subject pronoun, which opens the sentence or follows a first conjunction."""
    if token.upos not in ("VERB", "AUX") or token.feats.get("VerbForm") != "Fin" or token.has(Mood="Imp"):
        return False
    subject = sentence.previous(token)
    if subject is None:
        return False
    opening = sentence.previous(subject)
    if opening is not None and (opening.lower not in ("og", "men", "eller") or sentence.previous(opening) is not None):
        return False  # not ``så``, also the subjunction "so that": ``Så det ikke er ...``
    if subject.upos != "PRON" or subject.deprel not in ("nsubj", "nsubj:pass", "expl"):
        return False
    if subject.lower not in _SUBJECTS and subject.lower not in _ARTICLE_LIKE:
        return False
    predicate = sentence.head_of(token) if token.deprel in ("aux", "aux:pass", "cop") else token
    return predicate is not None and predicate.deprel == "root" and subject.head == predicate.id
