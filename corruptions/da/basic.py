"""Where Danish lets the basic (ScaLA) corruptions act: their positive lists.

The mechanics (swap two neighbours, remove a word) are
:mod:`corruptions.basic`; this module says which neighbours and which words,
for Danish.
"""

from __future__ import annotations

from functools import cached_property
from types import MappingProxyType

from corruptions import basic
from corruptions.base import Annotation, keeps_capital

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon
from .words import COPULAS, VOWELS, word_list


class DanishFlipNeighbours(basic.FlipNeighbours):
    """Swap two adjacent words that Danish never has in the other order.

    The spec swaps any two adjacent words of different UPOS (not PUNCT or
    SYM, not {PRON, AUX}). Danish word order is free enough (verb second,
    adverbs, particles, question order) that many such swaps stay
    grammatical (``bliver dette kaldt`` -> ``bliver kaldt dette``, ``I
    går`` -> ``Går I``), so this rule is stricter: a positive list of pairs,
    each recognised by its forms as well as by its tags, so that it keeps
    its meaning on predicted annotation. The target is the first word.

    * An article, demonstrative or possessive and its noun: ``en bil`` ->
      ``bil en``. Not ``min``, ``din``, ``sin`` (``far min`` is spoken
      Danish), nor ``en``/``et`` before a coordinator or numeral (``dag en
      eller to`` reads as a numeral), nor ``den``/``det``/``de`` first in a
      clause or after an adverb, where a pronoun and verb taken for an
      article and noun would give verb-second or question order (``De
      mener`` -> ``Mener de``).
    * After a definite determiner, a possessive or a genitive, an adjective
      and the noun that ends the phrase: ``det store hus`` -> ``det hus
      store``. Not an adjective spelt like a past tense (``den viste film``
      -> ``den film viste``) or a comparative (``de senere år`` -> ``de år
      senere``, an adverb), nor before another noun (``den lange række
      problemer``). Indefinite phrases are left alone: an adjective after
      their noun can be a predicate (``fandt en mand død``) or an adverb
      (``et krater dybt i gulvet``).
    * A preposition (``data/swapped_prepositions.txt``, which leaves out
      those that may follow their noun: ``året igennem``, ``dagen efter``)
      and the first word of its noun phrase: a noun, name, numeral,
      determiner, personal pronoun or adjective not in ``-t`` (``ved
      havet`` -> ``havet ved``; ``i særligt indbo`` -> ``særligt i indbo``
      reads as an adverb); never a focus adverb, whatever its tag
      (``data/focus_adverbs.txt``: ``i næsten 20 minutter`` -> ``næsten i
      20 minutter``), nor a word in ``-ende`` (``med varierende behov`` ->
      ``varierende med behov``). After a verb (adverbs aside) only a word
      that opens a longer phrase: before a noun alone the preposition would
      read as a particle (``tog med toget`` -> ``tog toget med``); for the same
      reason not a particle-like preposition (med, ved, til, på, ...) before
      a one-word phrase that ends the clause (``fulgte som nr. syv med
      Lemond.`` -> ``fulgte som nr. syv Lemond med.``); not ``af`` before a
      name of two words (``Af Steffen Borch`` -> ``Steffen af Borch``, a
      noble name).
    * The infinitive marker ``at``, however tagged, and its infinitive:
      ``at løbe`` -> ``løbe at``.
    * Right after its subject, the finite verb and the word after it,
      which no clause puts between them: an object, a predicate, a
      preposition, a conjunction (``det gør ham sur`` -> ``det ham gør
      sur``), a finite modal's infinitive or ``have``'s participle (``Den kan
      stå`` -> ``Den stå kan``), and in a main clause ``ikke``/``aldrig``
      (``Rom blev ikke bygget`` -> ``Rom ikke blev bygget``). Not another
      adverb (``han bare gik``), a numeral after a pronoun (``vi to
      var``), a floating quantifier (``de alle kom``, ``han selv kom``), a
      subject pronoun or relative (``Hans musiksmag de er gode``: a resumed
      subject), nor a word that makes one phrase with the subject: a noun
      after a noun (``Afstemningen mandag begynder``), a noun or adjective
      after ``de``, ``det`` ... (``De folk kører``, ``Det indlysende er``);
      not in a clause with a conjunction, a relative or a question word
      (``at han ikke kom``).
    * After a fronted prepositional phrase or adverb
      (``data/fronted_adverbs.txt``), the finite verb and its subject
      pronoun: ``I går købte han`` -> ``I går han købte``. Not after a
      definite noun phrase, which a relative clause could follow (``I samme
      øjeblik han blev ...``), nor a question word (``Med hvem han talte!``).
    * A plural personal pronoun and the numeral after it: ``I to`` -> ``to
      I``.

    When the first word of the sentence moves, the casing follows the
    position, also after an opening quotation mark.

        good: Byen ligger ved havet
        bad:  Byen ligger havet ved
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})

    @cached_property
    def prepositions(self) -> frozenset[str]:
        return word_list("swapped_prepositions.txt")

    @cached_property
    def focus_adverbs(self) -> frozenset[str]:
        return word_list("focus_adverbs.txt")

    @cached_property
    def fronted_adverbs(self) -> frozenset[str]:
        return word_list("fronted_adverbs.txt")

    def swappable(self, sentence: Sentence, left: Token, right: Token) -> bool:
        return (_determiner_and_noun(sentence, left, right)
                or _adjective_and_noun(sentence, left, right)
                or self._preposition_and_object(sentence, left, right)
                or _marker_and_infinitive(left, right)
                or _verb_and_its_neighbour(sentence, left, right)
                or self._verb_after_fronted_phrase(sentence, left, right)
                or _pronoun_and_numeral(left, right))

    def capital_is_positional(self, token: Token) -> bool:
        # The preposition ``I``: its capital, unlike the pronoun's, is the position's.
        return (token.form == "I" and token.upos == "ADP") or not keeps_capital(token)

    def _is_preposition(self, token: Token) -> bool:
        return token.upos == "ADP" and token.lower in self.prepositions and token.deprel == "case"

    def _preposition_and_object(self, sentence: Sentence, preposition: Token, word: Token) -> bool:
        """``ved havet``: the preposition and the first word of its noun phrase."""
        if (not self._is_preposition(preposition) or not _opens_noun_phrase(word)
                or word.lower in self.focus_adverbs or word.lower.endswith("ende")):
            return False
        if preposition.head != word.id and preposition.head != word.head:
            return False
        after = sentence.next(word)
        if preposition.lower in _PARTICLES and (after is None or after.upos == "PUNCT"):
            # Last in the clause, the preposition could be a particle of an earlier verb.
            return False
        if preposition.lower == "af" and word.upos == "PROPN" and after is not None and after.upos == "PROPN":
            return False  # Af Steffen Borch -> Steffen af Borch, a noble name
        before = sentence.previous(preposition)
        while before is not None and before.upos == "ADV":
            before = sentence.previous(before)
        if before is None or before.upos not in _VERBS:
            return True
        return word.id != preposition.head and (word.upos in ("DET", "NUM", "ADJ") or word.lower in _POSSESSIVES)

    def _verb_after_fronted_phrase(self, sentence: Sentence, verb: Token, pronoun: Token) -> bool:
        """``I går købte han``: the finite verb after a fronted adverbial, and its subject pronoun."""
        if not ((_is_subject_pronoun(pronoun) or (pronoun.upos == "PRON" and pronoun.lower in ("den", "det")))
                and pronoun.deprel in _SUBJECTS and _is_finite(verb) and pronoun.head in (verb.id, verb.head)):
            return False
        fronted = sentence.tokens[:verb.index]
        if not fronted:
            return False
        if len(fronted) == 1:
            return fronted[0].upos == "ADV" and fronted[0].lower in self.fronted_adverbs
        opening, phrase = fronted[0], fronted[1:]
        if not self._is_preposition(opening) or any(
                t.upos not in _PHRASE_WORDS or t.upos == "DET" or t.has(Definite="Def") or t.lower == "samme"
                or t.lower.startswith("hv") for t in phrase):
            return False
        head = sentence.head_of(opening)
        return head is not None and head in phrase and all(
            t is head or head in sentence.ancestors(t) for t in phrase)


#: Articles and demonstratives, which never follow their noun.
_ARTICLES = frozenset({"en", "et", "den", "det", "de", "denne", "dette", "disse"})
_DEFINITE = frozenset({"den", "det", "de", "denne", "dette", "disse"})
#: Articles that are also subject pronouns.
_PRONOUN_LIKE = frozenset({"den", "det", "de"})
#: Possessives that never follow an indefinite noun (``far min`` is spoken Danish).
_POSTPOSED_NEVER = frozenset({"hans", "hendes", "dens", "dets", "vores", "jeres", "deres"})
#: Plural personal pronouns that a numeral may follow: ``vi to``, ``I tre``.
_PLURAL_PRONOUNS = frozenset({"vi", "de", "os", "dem", "jer"})
_NEGATIONS = frozenset({"ikke", "aldrig"})
#: Prepositions that are also common verb particles: ``fulgte ... med``, ``blev ved``.
_PARTICLES = frozenset({"med", "ved", "til", "på", "af", "om", "imod", "mod", "fra", "under"})
#: Words that may stand between a subject and its finite verb: adverbs (``han
#: bare gik``), numerals (``vi to var``) and floating quantifiers (``de alle kom``).
_FREE_AFTER_VERB = frozenset({"ADV", "NUM", "PUNCT", "SYM", "X", "INTJ"})
_FLOATING = frozenset({"alle", "allesammen", "begge", "selv", "alene", "hver", "ene", "ingen"})
#: Subject pronouns and relatives, which after a subject would resume it (``min
#: bror han er sød``) or open a relative clause (``en soldat som får ...``).
_RESUMING = frozenset({"jeg", "du", "han", "hun", "vi", "de", "den", "det", "man", "der", "som"})
#: Finite modals and ``have``: their infinitive or participle follows them in a main clause.
_MODALS = frozenset({"kan", "kunne", "skal", "skulle", "vil", "ville", "må", "måtte", "bør", "burde"})
_HAVE = frozenset({"har", "havde"})


def _determiner_and_noun(sentence: Sentence, determiner: Token, noun: Token) -> bool:
    """``en bil``, ``deres kamera``: an article, demonstrative or possessive and the noun it determines."""
    if noun.upos != "NOUN" or determiner.head != noun.id:
        return False
    if determiner.lower in _POSTPOSED_NEVER:
        return determiner.upos in ("DET", "PRON")
    if determiner.upos != "DET" or determiner.lower not in _ARTICLES:
        return False
    before = sentence.previous(determiner)
    if determiner.lower in _PRONOUN_LIKE and (before is None or before.upos in ("PUNCT", "CCONJ", "ADV")):
        # ``De mener`` tagged as an article and a noun would give ``Mener de``.
        return False
    after = sentence.next(noun)
    return determiner.lower not in ("en", "et") or after is None or after.upos not in ("CCONJ", "NUM")


def _adjective_and_noun(sentence: Sentence, adjective: Token, noun: Token) -> bool:
    """``det store hus``: an adjective after a definite determiner and the noun that ends its phrase."""
    if adjective.upos != "ADJ" or noun.upos != "NOUN" or adjective.head != noun.id or _may_follow(adjective):
        return False
    before, after = sentence.previous(adjective), sentence.next(noun)
    while before is not None and before.upos in ("ADJ", "ADV") and noun in sentence.ancestors(before):
        before = sentence.previous(before)  # den ret så dristige film
    determined = before is not None and before.head == noun.id and (
        (before.upos == "DET" and before.lower in _DEFINITE) or before.lower in _POSSESSIVES
        or (before.has(Case="Gen") and before.upos in ("NOUN", "PROPN")))
    return determined and (after is None or after.upos not in _PHRASE_WORDS)


def _may_follow(adjective: Token) -> bool:
    """An adjective spelt like a past tense, which after the noun would read as
    its verb (``den film viste``), unless it is a superlative, or a comparative,
    which after the noun reads as an adverb (``de år senere``)."""
    form = adjective.lower
    return form.endswith("ere") or (form.endswith(("te", "de")) and not adjective.has(Degree="Sup"))


def _opens_noun_phrase(word: Token) -> bool:
    """A word that can open a preposition's noun phrase, and never a question word."""
    if word.upos in ("NOUN", "PROPN", "NUM"):
        return True
    if word.upos == "ADJ":
        return not word.lower.endswith("t")
    if word.upos == "DET":
        return word.lower in _ARTICLES or word.lower in _POSSESSIVES
    return word.upos == "PRON" and word.has(PronType="Prs") and not word.lower.startswith("hv")


def _marker_and_infinitive(marker: Token, verb: Token) -> bool:
    """``at løbe``: the infinitive marker, however tagged, before an infinitive."""
    return marker.lower == "at" and marker.upos in ("PART", "SCONJ") and _is_infinitive(verb)


def _verb_and_its_neighbour(sentence: Sentence, verb: Token, word: Token) -> bool:
    """``Rom blev ikke``, ``Den kan stå``, ``det gør ham``: right after its
    subject, the finite verb and a negation (in a main clause), a modal or
    ``have`` and its infinitive or participle, or the next word that is not
    an adverb, numeral or floating quantifier."""
    if word.lower in _NEGATIONS:
        fits, main_only = _is_finite(verb), True
    elif ((verb.lower in _MODALS and _is_infinitive(word))
          or (verb.lower in _HAVE and word.upos == "VERB" and word.has(VerbForm="Part"))):
        fits, main_only = verb.upos in _VERBS and verb.head == word.id, False
    elif (word.upos not in _FREE_AFTER_VERB or (word.upos == "NUM" and not _after_pronoun(sentence, verb))) \
            and word.lower not in _FLOATING | _RESUMING:
        subject = sentence.previous(verb)
        one_phrase = subject is not None and (
            {subject.upos, word.upos} <= {"NOUN", "PROPN"}
            or (subject.lower in _ARTICLES and word.upos in ("NOUN", "PROPN", "ADJ")))
        fits, main_only = _is_finite(verb) and not one_phrase and word.form != "I", False
    else:
        return False
    return fits and _after_subject_in_main_clause(sentence, verb, main_only)


def _after_pronoun(sentence: Sentence, verb: Token) -> bool:
    before = sentence.previous(verb)
    return before is None or before.upos == "PRON"


def _after_subject_in_main_clause(sentence: Sentence, verb: Token, main_only: bool) -> bool:
    """Whether the finite verb follows its subject in a clause with no
    conjunction, relative or question word before it; if ``main_only``, the
    main clause (``han sagde, det ikke kan`` is a subordinate clause
    without ``at``)."""
    predicate = verb if verb.deprel in ("root", "ccomp") else sentence.head_of(verb)
    if predicate is None or (predicate is not verb and verb.deprel not in ("aux", "cop")):
        return False
    if predicate.deprel != "root" and (main_only or predicate.deprel != "ccomp"):
        return False
    if any(c.deprel == "mark" for c in sentence.children(predicate)):
        return False
    subject = sentence.previous(verb)
    while subject is not None and subject.deprel in ("flat", "conj") and subject.head < subject.id:
        subject = sentence.head_of(subject)  # the subject's head: Lise Pedersen, A og B
    if (subject is None or subject.deprel not in _SUBJECTS or subject.head != predicate.id
            or subject.upos not in _NOMINALS or subject.lower in ("der", "som")):
        return False
    return not any(t.upos == "SCONJ" or t.lower in ("som", "der") or t.lower.startswith("hv")
                   for t in sentence.tokens[:verb.index])


def _pronoun_and_numeral(pronoun: Token, numeral: Token) -> bool:
    """``I to``: a plural personal pronoun and a numeral after it."""
    return (pronoun.upos == "PRON" and (pronoun.lower in _PLURAL_PRONOUNS or pronoun.form == "I")
            and numeral.upos == "NUM")


class DanishDelete(basic.Delete):
    """Remove a word whose absence a Danish reader cannot repair.

    A positive list, stricter than the spec (which allows any word but a
    few classes): only these words are removed, each recognised by its form
    or lemma as well as by its tags, so that the rule keeps its meaning on
    predicted annotation.

    * The finite verb of a main clause with a subject and, after the verb,
      a noun-phrase object, an object clause or an infinitive (``Han køber
      en bil`` -> ``Han en bil``), or its finite ``have`` or modal before
      the main verb (``Han har købt en bil`` -> ``Han købt en bil``). The
      form must fit the lemma (``data/irregular_finite_verbs.txt``) and
      must not be one the Danish dictionary lists only as a noun or
      adjective form (``problemer``, ``omstridte``), so an adjective or noun
      tagged as a verb, even with a lemma made to fit, is never taken for
      one. Not the
      verb of a coordinated clause (``og hun en cykel`` is gapping) or of a
      subordinate one; not right after a quotation mark, colon or dash
      (``"...," siger X`` -> a byline); and not where what is left reads
      as a phrase or a heading: two words that can form a noun phrase meet
      (``Mange havde uheld`` -> ``Mange uheld``), a noun subject meets a
      clause after punctuation (``Kampen afslørede, hvor ...``), the object
      is a measure (``koster 499 kr.``) or follows a preposition,
      ``være``/``blive`` has a noun subject (``Lise Pedersen blev gravid``
      -> ``Lise Pedersen gravid``), a passive infinitive would read as
      finite (``skal ses`` -> ``ses``), or a past tense between an adverb
      and a noun could be an adjective (``bedst placerede hold``).
    * A subject pronoun (jeg du han hun vi I de man) right after the finite
      verb, when an adverbial or a clause is fronted (``I går købte han en
      bil`` -> ``I går købte en bil``). Not after a fronted noun phrase,
      which would become the subject (``Bogen læste han`` -> ``Bogen
      læste``), not when a noun phrase follows that could become it (``I
      dag spiller han Hamlet`` -> ``I dag spiller Hamlet``), not when the
      verb could be an imperative (``Så kom han`` -> ``Så kom!``) or opens a
      coordinated clause (``og så gik han``).
    * A subject pronoun right after a subordinating conjunction (at, fordi,
      hvis, når, om, selvom, mens) before its finite verb (``fordi han
      kom`` -> ``fordi kom``). Not when the verb is spelt like an infinitive
      (``at han kunne``, ``at han ventes`` -> ``at kunne``, ``at ventes``);
      never after the relative ``som``/``der`` (``som læste`` is a relative
      clause of its own).
    * The preposition a verb needs before a noun (``data/verb_prepositions.txt``:
      ``venter på bussen`` -> ``venter bussen``): only the first after the
      verb, so a preposition repeated in a coordination is never removed;
      not after a finite verb whose subject is not in place before it (``og
      nu bor i Vesten`` -> ``og nu bor Vesten`` makes the noun the subject).
    * The infinitive marker ``at`` after a verb that needs it
      (``data/at_verbs.txt``: ``begyndte at løbe`` -> ``begyndte løbe``).

    Objects, prepositions, conjunctions, adverbs, nouns and relative
    pronouns are otherwise never removed: Danish can do without many of
    them (``læser Orwell`` -> ``læser``, ``Men senere`` -> ``Senere``). As
    the spec requires, no ADJ, ADV, DET, NUM, PUNCT or SYM is removed, nor
    an ``at`` tagged SCONJ (the complementiser).
    Removing the first word capitalises the next one.

        good: Han venter på bussen
        bad:  Han venter bussen
    """

    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})

    @cached_property
    def verb_prepositions(self) -> frozenset[tuple[str, bool, str]]:
        """(lemma, with a reflexive pronoun, preposition) of ``verb_prepositions.txt``."""
        pairs = set()
        for line in word_list("verb_prepositions.txt"):
            words = line.split()
            pairs.add((words[0], len(words) == 3, words[-1]))
        return frozenset(pairs)

    @cached_property
    def at_verbs(self) -> frozenset[str]:
        return word_list("at_verbs.txt")

    def removable(self, sentence: Sentence, token: Token) -> bool:
        return (_finite_verb_of_main_clause(sentence, token)
                or _inverted_subject(sentence, token)
                or _subordinate_subject(sentence, token)
                or self._required_preposition(sentence, token)
                or self._required_infinitive_marker(sentence, token))

    def _required_preposition(self, sentence: Sentence, token: Token) -> bool:
        if token.upos != "ADP" or _object_noun(sentence, token) is None:
            return False
        verb, reflexive = _governing_verb(sentence, token)
        return verb is not None and _subject_in_place(sentence, verb, token) and any(
            (lemma, reflexive, token.lower) in self.verb_prepositions for lemma in _lemma_candidates(verb))

    def _required_infinitive_marker(self, sentence: Sentence, token: Token) -> bool:
        after = sentence.next(token)
        if token.lower != "at" or token.upos == "SCONJ" or after is None or not _is_infinitive(after):
            return False
        verb, _ = _governing_verb(sentence, token)
        return verb is not None and not self.at_verbs.isdisjoint(_lemma_candidates(verb))


_VERBS = frozenset({"VERB", "AUX"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass"})
_COMPLEMENTS = frozenset({"obj", "xcomp", "ccomp"})
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON"})
#: Words that can open a noun phrase, which could then be read as a subject.
_PHRASE_START = frozenset({"NOUN", "PROPN", "PRON", "DET", "NUM", "X"})
_PHRASE_WORDS = frozenset({"NOUN", "PROPN", "DET", "ADJ", "NUM"})
#: Subject forms of the personal pronouns; ``I`` (you, plural) only with its capital.
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "de", "man"})
_REFLEXIVES = frozenset({"sig", "mig", "dig", "os", "jer"})
_POSSESSIVES = frozenset({"min", "mit", "mine", "din", "dit", "dine", "sin", "sit", "sine", "hans", "hendes",
                          "dens", "dets", "vores", "jeres", "deres"})
#: Conjunctions whose clause cannot do without its subject: ``fordi kom``.
_SUBORDINATORS = frozenset({"at", "fordi", "hvis", "når", "om", "selvom", "mens"})
#: Modal pasts spelt like their infinitives: ``at han kunne`` -> ``at kunne``.
_INFINITIVE_LIKE = frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde"})
#: Auxiliaries whose removal leaves a bare infinitive or participle: ``Han købt en bil``.
_AUXILIARIES = frozenset({"have", "kunne", "skulle", "ville", "måtte", "burde"})
_FINITE_FORMS = MappingProxyType({
    "er": "være", "var": "være", "bliver": "blive", "blev": "blive", "har": "have", "havde": "have",
    "kan": "kunne", "kunne": "kunne", "skal": "skulle", "skulle": "skulle", "vil": "ville", "ville": "ville",
    "må": "måtte", "måtte": "måtte", "bør": "burde", "burde": "burde"})
#: Irregular finite forms and their lemmas (``data/irregular_finite_verbs.txt``).
_IRREGULAR_FINITE = MappingProxyType(dict(line.split() for line in word_list("irregular_finite_verbs.txt")))
_QUOTES = frozenset({'"', "'", "»", "«", "”", "“"})
_CLAUSE_ENDS = frozenset({",", ".", "!", "?"})


def _is_finite(token: Token) -> bool:
    """A finite verb by its tags, not an imperative, whose form fits its lemma."""
    return (token.upos in _VERBS and token.has(VerbForm="Fin") and not token.has(Mood="Imp")
            and _finite_form_fits(token.lower, token.lemma.lower()))


def _finite_form_fits(form: str, lemma: str) -> bool:
    """Whether ``form`` can be a finite form of ``lemma``: the lemma + ``-r``
    or ``-s`` (``køber``, ``ventes``), the stem + ``-ede``/``-te``/``-de``
    (``ventede``, ``købte``, ``glemte``, ``boede``), or a listed irregular
    form, also after a prefix (``undgik``)."""
    if form in (lemma + "r", lemma + "s") or (form == lemma and form.endswith("s")):
        return True
    stem = lemma.removesuffix("e")
    short = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in VOWELS else stem
    if any(form.endswith(ending) and form[:-len(ending)] in (stem, short) for ending in ("ede", "te", "de")):
        return True
    return any(_IRREGULAR_FINITE.get(form[cut:]) == lemma[cut:] and form[:cut] == lemma[:cut]
               for cut in range(len(form)))


def _is_infinitive(token: Token) -> bool:
    return (token.upos in _VERBS and not token.has(VerbForm="Fin")
            and (token.has(VerbForm="Inf") or token.lower == token.lemma.lower()))


def _looks_imperative(verb: Token) -> bool:
    """``kom``, ``sov``: a past tense spelt like the imperative of its verb."""
    stem = verb.lemma.lower()
    stem = stem.removesuffix("e")
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in VOWELS:
        stem = stem[:-1]
    return verb.lower == stem


def _is_subject_pronoun(token: Token) -> bool:
    return (token.upos == "PRON" and (token.lower in _SUBJECT_PRONOUNS or token.form == "I")
            and not token.has(Case="Acc"))


def _finite_verb_of_main_clause(sentence: Sentence, token: Token) -> bool:
    """``Han køber en bil``, ``Han har købt en bil``: the finite verb of the
    main clause, with a subject and, after the verb, an object or a clause."""
    if not _is_finite(token):
        return False
    predicate = token if token.deprel == "root" else sentence.head_of(token)
    if predicate is None or predicate.deprel != "root" or predicate.upos != "VERB":
        return False
    if predicate is not token and not _auxiliary_before_its_verb(token, predicate):
        return False
    children = sentence.children(predicate)
    if any(c.deprel == "mark" or (c.deprel.startswith(("aux", "cop")) and c is not token) for c in children):
        return False
    subject = next((c for c in children if c.deprel in _SUBJECTS), None)
    # Left without its verb, a noun before a clause reads as a heading:
    # ``Kampen afslørede, hvor ...`` -> ``Kampen, hvor ...``.
    clause_may_follow = predicate is not token or (subject is not None and _is_subject_pronoun(subject))
    if subject is None or not any(_complement_after(sentence, token, c, clause_may_follow) for c in children):
        return False
    if _lemma(token) in COPULAS and not _is_subject_pronoun(subject):
        return False
    before, after = sentence.previous(token), sentence.next(token)
    if (before is not None and before.upos == "PUNCT" and before.form != ",") or after is None or after.upos == "PUNCT":
        return False
    return (not _phrase_could_join(before, after) and not _reads_as_adjective(token, before, after)
            and not _only_noun_or_adjective(token.lower))


#: The dictionary's tags of noun and adjective inflections: plural, definite, genitive, degree.
_NOMINAL_TAGS = frozenset({"PLUR_UBEK", "PLUR_BEK", "BESTEMT_ENTAL", "GENITIV", "KOMPARATIV", "SUPERLATIV",
                           "SUPERLATIV_PLURALIS"})


def _only_noun_or_adjective(form: str) -> bool:
    """Whether the dictionary (no compounding) lists ``form`` and only as a
    noun or adjective inflection: ``problemer`` (plural), ``omstridte``
    (definite); not ``læste`` (also a past tense) nor ``svar`` (a stem)."""
    readings = shared_lexicon().readings(form)
    return bool(readings) and all(tags & _NOMINAL_TAGS for tags in readings)


def _reads_as_adjective(verb: Token, before: Token | None, after: Token) -> bool:
    """A past tense spelt like a participle used as an adjective, between an
    adverb and a noun: ``de bedst placerede hold``, a misread the annotation
    may make."""
    return (before is not None and before.upos == "ADV" and after.upos in ("NOUN", "ADJ")
            and verb.lower.endswith(("de", "te")))


def _auxiliary_before_its_verb(token: Token, verb: Token) -> bool:
    """``har købt``, ``vil købe``; not a passive ``skal ses``, whose ``ses``
    would read as the finite verb."""
    return (token.deprel == "aux" and _lemma(token) in _AUXILIARIES and not verb.has(VerbForm="Fin")
            and not verb.lower.endswith("s"))


def _complement_after(sentence: Sentence, verb: Token, child: Token, clause_may_follow: bool) -> bool:
    """An object, an object clause (after punctuation only if
    ``clause_may_follow``) or an infinitive, after the verb. Not a measure
    (``koster 499 kr.`` -> ``499 kr.`` is a price list's style), nor a noun
    with a preposition, whatever its label (``ligger i nedgangen``)."""
    if child.id <= verb.id:
        return False
    if child.deprel == "xcomp":
        return _is_infinitive(child)
    if child.upos in _VERBS or child.deprel == "ccomp":
        return child.deprel in ("obj", "ccomp") and (clause_may_follow or not any(
            t.upos == "PUNCT" for t in sentence.tokens[verb.index + 1:child.index]))
    return (child.deprel == "obj" and child.upos in _NOMINALS
            and not any(t.upos == "ADP" for t in sentence.tokens[verb.index + 1:child.index])
            and not any(c.deprel in ("nummod", "case") for c in sentence.children(child)))


def _phrase_could_join(before: Token | None, after: Token) -> bool:
    """Whether the words around a removed verb could form one phrase (``Mange
    havde uheld`` -> ``Mange uheld``, ``Det samme vil Bank`` -> ``Det samme Bank``)."""
    if before is None:
        return False
    if after.upos in ("NOUN", "PROPN"):
        return _could_determine(before) or before.upos in ("NOUN", "PROPN")
    return _could_determine(before) and (after.upos in ("ADJ", "NUM", "DET") or _could_determine(after))


def _could_determine(token: Token) -> bool:
    """A word that can open a noun phrase before a noun: an article, numeral,
    adjective, genitive, possessive or any pronoun but ``jeg``, ``han``, ...
    (``de`` is also the article)."""
    return (token.upos in ("DET", "NUM", "ADJ") or token.has(Case="Gen") or token.has(Poss="Yes")
            or (token.upos == "PRON" and (token.lower == "de" or not _is_subject_pronoun(token))))


def _lemma(token: Token) -> str:
    """The lemma, or for a known finite form of ``være``, ``blive``, ``have`` or a
    modal, that verb: the annotation of these may follow other conventions."""
    return _FINITE_FORMS.get(token.lower, token.lemma.lower())


def _inverted_subject(sentence: Sentence, token: Token) -> bool:
    """``I går købte han en bil``: the subject after the finite verb in second position."""
    verb = sentence.previous(token)
    if not _is_subject_pronoun(token) or verb is None or not _is_finite(verb):
        return False
    if token.head not in (verb.id, verb.head) or verb.deprel == "conj" or _looks_imperative(verb):
        return False
    return _has_fronted_adverbial(sentence, verb) and not _subject_can_follow(sentence, token, verb)


def _has_fronted_adverbial(sentence: Sentence, verb: Token) -> bool:
    """Whether the verb comes second after an adverbial or a clause that cannot
    be read as its subject (not after a noun phrase, a conjunction or nothing)."""
    before = sentence.previous(verb)
    if before is None:
        return False
    if before.upos == "PUNCT":
        earlier = sentence.previous(before)
        closes = before.form == "," or (before.form in _QUOTES and earlier is not None
                                        and earlier.form in _CLAUSE_ENDS)
        return closes and any(t.upos in _VERBS for t in sentence.tokens[:before.index])
    start: Token | None = before
    while start is not None and start.upos == "ADV":
        start = sentence.previous(start)
    if start is not None and start is not before:
        return start.upos not in ("CCONJ", "SCONJ") and not (
            start.upos in _PHRASE_WORDS | _NOMINALS and not _inside_prepositional_phrase(sentence, start))
    if before.upos in ("ADV", "ADP"):
        return True
    return before.upos in _PHRASE_WORDS | _NOMINALS and _inside_prepositional_phrase(sentence, before)


def _inside_prepositional_phrase(sentence: Sentence, token: Token) -> bool:
    """``i går``, ``om morgenen``, ``efter et par timer``: a preposition opens the phrase."""
    start = sentence.previous(token)
    while start is not None and (start.upos in _PHRASE_WORDS or start.lower in _POSSESSIVES):
        start = sentence.previous(start)
    return start is not None and start.upos == "ADP"


def _subject_can_follow(sentence: Sentence, pronoun: Token, verb: Token) -> bool:
    """Whether a noun phrase follows (adverbials aside) that could take the
    subject's place: ``I dag spiller han Hamlet`` -> ``I dag spiller Hamlet``."""
    following = sentence.next(pronoun)
    while following is not None and (following.upos == "ADV" or (
            following.upos == "VERB" and not following.has(VerbForm="Fin") and following.id != verb.head)):
        following = sentence.next(following)
    if following is None:
        return False
    if following.upos in _PHRASE_START:
        return True
    after = sentence.next(following)
    return following.upos == "ADJ" and after is not None and after.upos in ("NOUN", "PROPN")


def _subordinate_subject(sentence: Sentence, token: Token) -> bool:
    """``fordi han kom``: the subject right after its conjunction, before a finite verb."""
    conjunction = sentence.previous(token)
    if (not _is_subject_pronoun(token) or conjunction is None or conjunction.lower not in _SUBORDINATORS
            or not (conjunction.upos == "SCONJ" or conjunction.deprel == "mark")):
        return False
    verb = sentence.next(token)
    while verb is not None and verb.upos == "ADV":
        verb = sentence.next(verb)
    return (verb is not None and _is_finite(verb) and verb.lower not in _INFINITIVE_LIKE
            and not verb.lower.endswith("s") and verb.lower != verb.lemma.lower())


def _governing_verb(sentence: Sentence, token: Token) -> tuple[Token | None, bool]:
    """The verb right before ``token`` (adverbs, a reflexive and a subject
    pronoun aside), and whether a reflexive pronoun stands between them."""
    reflexive = False
    verb = sentence.previous(token)
    while verb is not None and (verb.upos == "ADV" or verb.lower == "ikke" or verb.lower in _REFLEXIVES
                                or _is_subject_pronoun(verb)):
        reflexive = reflexive or verb.lower in _REFLEXIVES
        verb = sentence.previous(verb)
    return (verb if verb is not None and verb.upos == "VERB" else None), reflexive


def _subject_in_place(sentence: Sentence, verb: Token, preposition: Token) -> bool:
    """Whether the noun after the preposition cannot become the subject of a
    finite verb: the subject stands before the verb or between it and the
    preposition (``nu bor han i Vesten``; ``og nu bor i Vesten`` -> ``og nu
    bor Vesten`` would make it the subject)."""
    if not _is_finite(verb):
        return True
    if any(_is_subject_pronoun(t) for t in sentence.tokens[verb.index + 1:preposition.index]):
        return True
    before = sentence.previous(verb)
    while before is not None and before.upos == "ADV" and before.lower != "der":
        before = sentence.previous(before)
    return before is not None and (before.upos in ("NOUN", "PROPN", "PRON") or before.lower in ("der", "som"))


def _object_noun(sentence: Sentence, preposition: Token) -> Token | None:
    """The noun or name of the phrase right after the preposition (``på den næste bus``)."""
    word = sentence.next(preposition)
    while word is not None and word.upos not in ("NOUN", "PROPN") and (
            word.upos in _PHRASE_WORDS or word.lower in _POSSESSIVES):
        word = sentence.next(word)
    return word if word is not None and word.upos in ("NOUN", "PROPN") else None


def _lemma_candidates(verb: Token) -> set[str]:
    """The annotated lemma and the infinitives the form itself suggests
    (``venter``, ``ventede``, ``ventet`` -> ``vente``), for a wrong or missing lemma."""
    form = verb.lower
    found = {verb.lemma.lower(), form}
    if form.endswith("r"):
        found.add(form[:-1])
    if form.endswith("ede"):
        found.update((form[:-3] + "e", form[:-3]))
    if form.endswith(("te", "de")):
        found.add(form[:-2] + "e")
    if form.endswith("et"):
        found.add(form[:-2] + "e")
    if form.endswith("t"):
        found.add(form[:-1] + "e")
    return found
