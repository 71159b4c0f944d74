"""The r-problem: a missing or extra ``r`` in verbs, nouns and adjectives.

Spoken Danish does not pronounce many final ``r``s, so writers drop or add
them (``han køre``, ``at kører``, ``lærene``, ``større`` -> ``størrere``).
"""

from __future__ import annotations

from collections.abc import Iterator

from corruptions.base import Annotation, FormSwap, ends_with, part_of_name, swap_suffix

from ..sentence import Sentence, Token
from .context import is_other_word, rules_out_singular
from .lexicon import shared_lexicon
from .words import word_list

_IRREGULAR_VERBS = frozenset({"gøre", "være", "have", "kunne", "skulle", "ville", "måtte", "burde"})

#: (feats, old suffix, new suffix) for nouns, tried in order.
_NOUN_RULES = (
    ({"Number": "Plur", "Definite": "Def"}, "erne", "ene"),
    ({"Number": "Plur", "Definite": "Ind"}, "ere", "er"),
    ({"Number": "Sing", "Definite": "Def"}, "eren", "ern"),
)
#: Definite plurals in ``-ene`` that Danish writes besides ``-erne`` (compounds end in them).
_ENE_VARIANTS = tuple(sorted(word_list("definite_plural_variants.txt")))
#: The rule whose result is the noun's own singular (``spillere`` -> ``spiller``).
_TO_SINGULAR = _NOUN_RULES[1]

#: Comparatives left alone: an accepted r-less variant (``fler``, ``mer``, ``længer``), or an
#: r-less form that is another word fitting the same slot (``heller``).
_KEPT_COMPARATIVES = frozenset({"flere", "mere", "længere", "hellere"})
#: The parts of speech a comparative is tagged with: ADJ, or ADV where it modifies a verb.
_COMPARATIVE_POS = frozenset({"ADJ", "ADV"})
#: The comparatives in -re that are no -ere form (større, mindre, bedre): the only ones a
#: hypercorrect -rere is made of, whatever a tagger calls a comparative (store, andre).
_IRREGULAR_COMPARATIVES = word_list("irregular_comparatives.txt")
#: Words after which a verb or a noun may stand where a comparative could (større og blødere / og bløder).
_COORDINATORS = frozenset({"og", "eller", "samt", "men"})


def _coordinated_word(tokens: tuple[Token, ...], token: Token, result: str) -> bool:
    """Whether the r-less ``result`` right after ``og``/``eller`` reads as a word joined on: a present-tense
    verb (``større og bløder``, the wound bleeds), or a noun after a noun (``i musklerne og sener``)."""
    if token.index < 2 or tokens[token.index - 1].lower not in _COORDINATORS:
        return False
    readings = shared_lexicon().readings(result.lower())
    if any("NUTID" in tags for tags in readings):
        return True
    return bool(readings) and tokens[token.index - 2].upos in ("NOUN", "PROPN", "PRON")


class CorruptVerbR(FormSwap):
    """Drop the ``r`` of a present-tense verb, or add one to an infinitive.

    Targets UPOS=VERB (never AUX) outside gøre, være, have and the modals.
    Present (Tense=Pres, VerbForm=Fin) ending ``rer`` loses its final ``r``
    and the infinitive (VerbForm=Inf) ending ``re`` gains one. Stricter than
    the spec: the form must be the lemma (infinitive) or the lemma + ``r``
    (present), so the result is always the other form of the same verb.

        good: Men de vurderer også, at
        bad:  Men de vurdere også, at
    """

    name = "corrupt_verb_r"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos != "VERB" or token.lemma.lower() in _IRREGULAR_VERBS:
                continue
            lemma = token.lemma.lower()
            present = token.has(Tense="Pres", VerbForm="Fin") and ends_with(token, "rer")
            infinitive = token.has(VerbForm="Inf") and ends_with(token, "re")
            if (present and token.lower == lemma + "r") or (infinitive and token.lower == lemma):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        if token.has(VerbForm="Inf"):
            return swap_suffix(token.form, "re", "rer")
        return swap_suffix(token.form, "rer", "re")

    # Detector: an r-problem already in the source ----------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A present-tense form (the lemma + ``r``) right after ``at`` or a modal,
        where Danish needs the infinitive (``at kører``, ``kan kører``); or an
        infinitive-looking form in ``-re`` right after a subject pronoun, where it
        needs the present (``han køre``). Keyed on forms and lemmas, so it holds
        without FEATS.

            bad:  de begyndte at kører
        """
        for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
            if token.upos != "VERB":
                continue
            lemma = token.lemma.lower()
            if lemma in _IRREGULAR_VERBS or not lemma.endswith("re"):
                continue
            if previous.lower in _INFINITIVE_BEFORE and token.lower == lemma + "r":
                return token
            if previous.form in _SUBJECT_PRONOUNS and token.lower == lemma and not token.has(VerbForm="Part"):
                return token
        return None


#: Words an infinitive follows directly: the infinitive marker and the modals.
_INFINITIVE_BEFORE = frozenset({"at", "kan", "kunne", "skal", "skulle", "vil", "ville", "må", "måtte",
                                "bør", "burde", "tør", "turde"})
#: Subject pronouns a finite verb follows (``I``, you plural, only with its capital).
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "I", "Jeg", "Du", "Han", "Hun", "Vi", "De"})


class CorruptNounR(FormSwap):
    """Drop an ``r`` from a noun's plural or definite ending.

    NOUN Plur+Def ``-erne`` -> ``-ene``; Plur+Ind ``-ere`` -> ``-er``;
    Sing+Def ``-eren`` -> ``-ern``. Stricter than the spec, so that the
    result is never another word that fits:

    * ``-ere`` -> ``-er`` gives the noun's own singular (``modstandere`` ->
      ``modstander``), wrong only where a plural is required: after a
      numeral other than one or a plural-only determiner, with an adjective
      between when the singular is also a verb (``mange spiller`` could be
      "many play"); see :func:`~corruptions.context.rules_out_singular`.
    * ``-ene`` and ``-ern`` forms that the dictionary lists are skipped
      (``spillerne`` -> ``spillene``, the games): no agreement in the
      sentence tells another definite noun apart.
    * ``-ene`` forms Danish also writes (``hovedene``, ``stedene``, and
      compounds ending in them; ``data/definite_plural_variants.txt``) are
      skipped.

        good: Ifølge forfatteren
        bad:  Ifølge forfattern
    """

    name = "corrupt_noun_r"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.upos != "NOUN":
                continue
            rule = _noun_rule(token)
            if rule is None:
                continue
            corrupted = self.replacement(sentence, token)
            if rule is _TO_SINGULAR:
                if not rules_out_singular(sentence, token, corrupted):
                    continue
            elif is_other_word(corrupted) or corrupted.lower().endswith(_ENE_VARIANTS):
                continue
            yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        rule = _noun_rule(token)
        if rule is None:
            raise TypeError(f"{self.name}: {token.form!r} matches none of the noun rules")
        _, old, new = rule
        return swap_suffix(token.form, old, new)


def _noun_rule(token: Token) -> tuple[dict, str, str] | None:
    """The first of :data:`_NOUN_RULES` the token matches (the rule itself), or None."""
    for rule in _NOUN_RULES:
        feats, old, _ = rule
        if token.has(**feats) and ends_with(token, old) and len(token.form) > len(old):
            return rule
    return None


class CorruptAdjectiveR(FormSwap):
    """Drop the ``r`` of a comparative, or add a hypercorrect ``-rere``.

    A comparative (Degree=Cmp) tagged ADJ or ADV: ``-ere`` -> ``-er``
    (billigere -> billiger, senere -> sener), and an irregular comparative
    in ``-re`` (``data/irregular_comparatives.txt``: større, mindre, bedre,
    ...) -> ``-rere`` (større -> størrere). The comparative is one form
    whether it modifies a noun or a verb (``en hurtigere bil``, ``han løb
    hurtigere``), and treebanks tag the adverbial use ADJ or ADV by their own
    conventions, so both count. A positive form is never touched: Degree=Pos
    is no target, and ``-rere`` is made only of the listed comparatives, not
    of a positive form a tagger calls one (``sikre``, ``store``, ``andre``).
    A comparative of a name (tagged PROPN, or capitalised after a word or
    before another capitalised word: ``Yngre Læger``, ``Ældre Sagen``) is
    left alone. Stricter than the spec:
    ``flere``, ``mere`` and ``længere`` are skipped, since ``fler``, ``mer``
    and ``længer`` are accepted spellings (the Danish dictionary lists them),
    and so is ``hellere``, whose r-less form ``heller`` fits the same slot
    (``vil hellere ikke`` / ``vil heller ikke``). A result the dictionary
    lists as another word (``kortere`` -> ``korter``, a quarter; ``lettere``
    -> ``letter``, lifts) is still an error where a comparative's slot
    allows no noun or finite verb (``gjorde det letter at forcere
    terrænet``), but not where it is a present-tense verb or a noun after a
    noun joined by ``og``/``eller`` (``bliver større og blødere`` ->
    ``større og bløder``, the wound bleeds; ``i musklerne og senere i
    ryggen`` -> ``og sener``; ``længere eller kortere`` -> ``eller korter``,
    shortens).

        good: risikoen for større skader
        bad:  risikoen for størrere skader
        good: Tre uger senere blev han løsladt
        bad:  Tre uger sener blev han løsladt
    """

    name = "corrupt_adjective_r"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS})

    def find(self, sentence: Sentence) -> Iterator[int]:
        tokens = sentence.tokens
        for token in tokens:
            if token.upos not in _COMPARATIVE_POS or not token.has(Degree="Cmp"):
                continue
            if token.lower in _KEPT_COMPARATIVES or len(token.form) < 4:
                continue
            if part_of_name(sentence, token):
                continue  # Yngre Læger, Ældre Sagen
            if ends_with(token, "ere"):
                if _coordinated_word(tokens, token, self.replacement(sentence, token)):
                    continue
                yield token.index
            elif token.lower in _IRREGULAR_COMPARATIVES:
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        if ends_with(token, "ere"):
            return swap_suffix(token.form, "ere", "er")
        return swap_suffix(token.form, "re", "rere")

    # Detector: an r-problem already in the source ----------------------------

    def error_in_source(self, sentence: Sentence) -> Token | None:
        """A comparative that lost its ``e`` before ``end`` (``stærker end``), or a
        hypercorrect ``-rere`` (``størrere``): a form the dictionary does not
        list whose regular comparative it does. Keyed on forms only, so it holds
        on any annotation.

            bad:  min længsel er stærker end smerten
            good: det varer længer end ventet (an accepted variant)
        """
        text = sentence.text.lower()
        if "rere" not in text and "end" not in text:  # a cheap gate: most sentences have neither
            return None
        tokens = sentence.tokens
        for index, token in enumerate(tokens):
            lower = token.lower
            if lower.endswith("rere") and len(lower) > 5:
                right = lower[:-2]
            elif lower.endswith("er") and index + 1 < len(tokens) and tokens[index + 1].lower == "end":
                right = lower + "e"
            else:
                continue
            if not is_other_word(lower) and is_other_word(right):
                return token
        return None
