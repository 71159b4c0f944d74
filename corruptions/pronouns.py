"""Pronoun errors: case (jeg/mig), relative som/der, han/hun -> det, order."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from dala_pipeline.sentence import Sentence, Token

from .base import Annotation, Corruption, Edit, FormSwap, recase, swap_spans
from .word_lists import load_word_list

#: (subject form, object form); ``I`` (you, plural) is spelt with a capital.
_CASE_FORMS = (("jeg", "mig"), ("du", "dig"), ("han", "ham"), ("hun", "hende"),
               ("vi", "os"), ("I", "jer"), ("de", "dem"))
_OBJECT_OF = {subj.lower(): obj for subj, obj in _CASE_FORMS}
_SUBJECT_OF = {obj: subj for subj, obj in _CASE_FORMS}
_SUBJECT_RELS = frozenset({"nsubj", "nsubj:pass"})
_OBJECT_RELS = frozenset({"obj", "iobj", "obl"})
_ARGUMENT_RELS = frozenset({"nsubj", "nsubj:pass", "obj", "iobj"})
_NOUN_MODIFIERS = frozenset({"det", "amod", "nmod:poss", "nummod", "compound"})
#: After these, both cases are accepted (``større end mig/jeg``).
_COMPARATIVES = frozenset({"end", "som"})
#: Before these, ``de`` would read as the plural article (``giver de penge``).
_NOUN_PHRASE_START = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "VERB"})
#: Punctuation that opens or closes quoted speech, or a new stretch of it.
_SPEECH_MARKS = frozenset({'"', "'", "»", "«", "„", "“", "”", ":", "-", "–", "—"})
#: Subjects that cannot be read as a fronted object.
_SUBJECT_ONLY = frozenset({"jeg", "du", "han", "hun", "vi", "i", "de", "man", "der"})


def _is_subject(sentence: Sentence, token: Token) -> bool:
    if token.deprel in _SUBJECT_RELS:
        return True
    head = sentence.head_of(token)
    return token.deprel == "conj" and head is not None and head.deprel in _SUBJECT_RELS


class FlipPronouns(FormSwap):
    """Use the object form of a personal pronoun as subject, or the reverse.

    Subject forms (jeg du han hun vi I de) with DEPREL nsubj, nsubj:pass or
    conj of such a subject become object forms (mig dig ham hende os jer
    dem); object forms with DEPREL obj, iobj or obl become subject forms.
    Only UPOS=PRON, PronType=Prs with the matching Case, so the preposition
    ``i`` and the article ``de`` never qualify. Stricter than the spec: the
    polite ``De`` and pronouns right after ``end``/``som`` (``end mig`` and
    ``end jeg`` are both accepted) are skipped, and so is ``dem`` before a
    word that could follow the article ``de`` (``giver dem penge`` ->
    ``giver de penge`` is grammatical). An object right after the finite
    verb stays an object when the clause's subject before that verb could
    itself be an object: ``Peter slog hende`` -> ``Peter slog hun`` reads
    as "she hit Peter" (kept when that subject is ``jeg``, ``vi``, ``der``
    or another subject-only form).

        good: Det ved jeg godt.
        bad:  Det ved mig godt.
    """

    name = "flip_pronouns"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos != "PRON" or not token.has(PronType="Prs") or "Polite" in token.feats:
                continue
            before = sentence.previous(token)
            if before is not None and before.lower in _COMPARATIVES:
                continue
            if token.lower in _OBJECT_OF and token.has(Case="Nom") and _is_subject(sentence, token):
                yield token.index
            elif token.lower in _SUBJECT_OF and token.has(Case="Acc") and token.deprel in _OBJECT_RELS:
                after = sentence.next(token)
                if token.lower == "dem" and after is not None and after.upos in _NOUN_PHRASE_START:
                    continue
                if _reads_as_fronted_object(sentence, token):
                    continue
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, _OBJECT_OF.get(token.lower) or _SUBJECT_OF[token.lower])


def _reads_as_fronted_object(sentence: Sentence, token: Token) -> bool:
    """Whether a nominative in place of ``token`` would make the word before
    the finite verb its object: ``Peter slog hun`` (= hun slog Peter)."""
    verb = sentence.previous(token)
    if verb is None or verb.upos not in ("VERB", "AUX") or not verb.has(VerbForm="Fin"):
        return False
    heads = {verb.id, token.head}
    return any(
        other.deprel in _SUBJECT_RELS and other.head in heads and other.id < verb.id
        and not (other.upos == "PRON" and other.lower in _SUBJECT_ONLY)
        for other in sentence.tokens[:verb.index]
    )


class FlipSomDer(FormSwap):
    """Use ``der`` for a non-subject relative ``som``.

    ``der`` can only be the subject of a relative clause, so ``som`` with
    DEPREL obj, iobj or obl whose head is the verb of a relative clause
    (DEPREL acl:relcl) becomes ``der``. UD Danish-DDT tags relative ``som``
    PRON or ADP without PronType, so neither is required.

        good: tæpper, som de har spændt ud over nogle stokke
        bad:  tæpper, der de har spændt ud over nogle stokke
    """

    name = "flip_som_der"
    reads = frozenset({Annotation.UPOS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower != "som" or token.deprel not in _OBJECT_RELS:
                continue
            head = sentence.head_of(token)
            if head is not None and head.deprel == "acl:relcl":
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "der")


class FlipHanHunToDet(FormSwap):
    """Refer to a person with impersonal ``det`` instead of ``han``/``hun``.

    The target is the first ``han``/``hun`` (PRON, Case=Nom) that comes after
    a proper noun in the same sentence that can be its antecedent. Stricter
    than the spec: the name must be a core argument (subject or object, the
    whole name when it spans several PROPN tokens), not a place or
    institution inside a prepositional phrase (``fra Århus Universitet har
    hun`` is skipped). A name only counts within its stretch of speech: a
    quotation mark, colon or dash between it and the pronoun (``Lægen Peter
    sagde: - Han vokser fra det``) means the pronoun's referent may lie
    outside the sentence. The pronoun is left alone wherever ``det`` is
    grammatical:

    * as the subject of ``være`` or ``blive`` (a copular or cleft clause, a
      passive or perfect: ``han var den blinde passager`` -> ``det var den
      blinde passager``), recognised by the ``cop`` relation and by the
      lemma or form of the verb, its auxiliaries and the verb next to the
      pronoun, whichever the annotation uses; the next ``han``/``hun`` may
      then be the target;
    * as the subject of a verb that does not need a person
      (``data/person_verbs.txt``), in any clause: ``det`` can then mean a
      thing, a clause or the situation (``at det forskyder resultatet``);
    * after a neuter singular noun, which ``det`` could refer to (``et af de
      få store lande, det endnu har tilgode``);
    * in ``som han/hun sagde/skrev/...`` (``data/speech_verbs.txt``):
      ``som det sagde`` can refer to a text or a sign.

        good: Elise Gug har sans for boligindretning, og det kunne hun godt tænke sig
        bad:  Elise Gug har sans for boligindretning, og det kunne det godt tænke sig
    """

    name = "flip_han_hun_to_det"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})

    @cached_property
    def person_verbs(self) -> frozenset[str]:
        return load_word_list("person_verbs.txt")

    @cached_property
    def speech_verbs(self) -> frozenset[str]:
        return load_word_list("speech_verbs.txt")

    def find(self, sentence: Sentence) -> Iterator[int]:
        seen_name = False
        for token in sentence.tokens:
            if token.upos == "PUNCT" and token.form in _SPEECH_MARKS:
                seen_name = False
            elif token.upos == "PROPN" and _is_argument_name(sentence, token):
                seen_name = True
            elif (seen_name and token.lower in ("han", "hun") and token.upos == "PRON"
                  and token.has(Case="Nom") and not _subject_of_be_or_become(sentence, token)):
                if not self._det_can_be_meant(sentence, token):
                    yield token.index
                return

    def _det_can_be_meant(self, sentence: Sentence, token: Token) -> bool:
        """Whether ``det`` in the pronoun's place could refer to a thing, a
        clause or the situation, so that the result would be grammatical."""
        verb = sentence.head_of(token)
        if verb is None or verb.upos != "VERB" or verb.lemma.lower() not in self.person_verbs:
            return True
        before = sentence.previous(token)
        if before is not None and before.lower == "som" and verb.lemma.lower() in self.speech_verbs:
            return True
        return any(t.upos == "NOUN" and t.has(Gender="Neut", Number="Sing") for t in sentence.tokens[:token.index])

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "det")


#: Forms of ``være`` and ``blive``, for annotation whose lemmas differ.
_BE_OR_BECOME = frozenset({"være", "er", "var", "været", "blive", "bliver", "blev", "blevet"})


def _subject_of_be_or_become(sentence: Sentence, token: Token) -> bool:
    """``han var hendes page``, ``hun var hjemme``, ``han blev valgt``: ``det
    var ...`` is grammatical. The copula may be a ``cop`` dependent or the
    head itself; its lemma or its form, or a verb right next to the
    pronoun, tells."""
    head = sentence.head_of(token)
    verbs = [t for t in (sentence.previous(token), sentence.next(token)) if t is not None and t.upos in ("VERB", "AUX")]
    if head is not None:
        verbs.append(head)
        verbs.extend(c for c in sentence.children(head) if c.deprel.startswith(("aux", "cop")))
    return any(v.deprel == "cop" or v.lemma.lower() in _BE_OR_BECOME or v.lower in _BE_OR_BECOME for v in verbs)


def _is_argument_name(sentence: Sentence, token: Token) -> bool:
    """A PROPN that heads, or is part of (``flat``), a subject or object."""
    if token.deprel == "flat":
        token = next((a for a in sentence.ancestors(token) if a.deprel != "flat"), token)
    return token.upos == "PROPN" and token.deprel in _ARGUMENT_RELS


class FlipNounSubjPronOrder(Corruption):
    """Name oneself first in a coordination: ``NOUN og jeg`` -> ``jeg og NOUN``.

    Optional (off by default). Targets a NOUN followed by ``og`` and a
    nominative personal pronoun that is its conjunct (or a subject). The
    noun moves with its left dependents (``min veninde``), a preceding
    ``både`` stays in place, and the casing follows the position.

        good: Min veninde og jeg havde besluttet
        bad:  Jeg og min veninde havde besluttet
    """

    name = "flip_noun_subj_pron_order"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})
    enabled_by_default = False

    def find(self, sentence: Sentence) -> Iterator[int]:
        tokens = sentence.tokens
        for noun, conj, pron in zip(tokens, tokens[1:], tokens[2:]):
            if noun.upos != "NOUN" or conj.lower != "og" or pron.upos != "PRON":
                continue
            if not pron.has(Case="Nom", PronType="Prs"):
                continue
            subject = pron.deprel in _SUBJECT_RELS or (pron.deprel == "conj" and pron.head == noun.id)
            if subject and _phrase_start(sentence, noun) is not None:
                yield noun.index

    def edit(self, sentence: Sentence, index: int) -> Edit:
        first = _phrase_start(sentence, sentence.tokens[index])
        if first is None:
            raise ValueError(f"{self.name}: token {index} of {sentence.sent_id} starts no noun phrase")
        return swap_spans(sentence, (first.index, index), (index + 2, index + 2))


def _phrase_start(sentence: Sentence, noun: Token) -> Token | None:
    """First token of the noun's phrase: its left modifiers, contiguous.

    Only determiners, adjectives, possessors, numerals and compounds belong
    to the phrase (``både`` and punctuation do not). None when a word that
    does not depend on the noun stands inside the span.
    """
    left = [c for c in sentence.children(noun) if c.id < noun.id and c.deprel in _NOUN_MODIFIERS]
    first = min(left, key=lambda t: t.id) if left else noun
    for token in sentence.tokens[first.index:noun.index]:
        if noun not in sentence.ancestors(token):
            return None
    return first
