"""Pronoun errors: case (jeg/mig), relative som/der, han/hun -> det, order."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from corruptions.base import Annotation, Corruption, Edit, FormSwap, recase, swap_spans

from ..sentence import Sentence, Token
from .words import word_list

#: (subject form, object form); ``I`` (you, plural) is spelt with a capital.
_CASE_FORMS = (("jeg", "mig"), ("du", "dig"), ("han", "ham"), ("hun", "hende"),
               ("vi", "os"), ("I", "jer"), ("de", "dem"))
_OBJECT_OF = {subj.lower(): obj for subj, obj in _CASE_FORMS}
_SUBJECT_OF = {obj: subj for subj, obj in _CASE_FORMS}
_SUBJECT_RELS = frozenset({"nsubj", "nsubj:pass"})
_OBJECT_RELS = frozenset({"obj", "iobj", "obl"})
_NOUN_MODIFIERS = frozenset({"det", "amod", "nmod:poss", "nummod", "compound"})
#: After these, both cases are accepted (``større end mig/jeg``).
_COMPARATIVES = frozenset({"end", "som"})
#: Before these, ``de`` would read as the plural article (``giver de penge``).
_NOUN_PHRASE_START = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "VERB"})
#: Punctuation that opens or closes quoted speech, or a new stretch of it.
_SPEECH_MARKS = frozenset({'"', "'", "»", "«", "„", "“", "”", ":"})
#: Dashes: a new stretch of speech where one opens the sentence or follows other punctuation
#: (``sagde: - Han ...``); between words a dash sets off an aside (``idet Wiese - og ...``).
_DASHES = frozenset({"-", "–", "—"})
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

    ``der`` can only be the subject of a relative clause, so a relative
    ``som`` that is not its subject becomes ``der``. It is found two ways:

    * by the tree: ``som`` with DEPREL obj, iobj or obl whose head is the
      verb of a relative clause (DEPREL acl:relcl) with a subject of its
      own, on a noun or pronoun. UD Danish-DDT tags relative ``som`` PRON or
      ADP without PronType, so neither is required, and annotates asides and
      comparisons the same way (``er ikke, som man kunne tro, negativ``;
      ``så ensidig, som cifrene antyder``), so those are told apart by what
      the clause hangs on;
    * by the words, for annotation whose tree does not say (a predicted
      parse): ``som`` right after a noun, its antecedent (a comma may stand
      between; after a name, it must), and right before a subject pronoun
      (``jeg``, ``du``, ``han``, ``hun``, ``vi``, ``de``, ``man``): the
      clause has its subject, so ``som`` is not it. ``som`` after anything
      else (``så stor som han``; ``er ikke, som man kunne tro, ...``), a
      capitalised ``Som`` (a title), and ``som`` after a noun phrase with a
      comparison marker (``i samme omfang, som vi``, ``lige så mange penge
      som han``) are left alone.

    The error is the som/der confusion of written Danish, ``der`` used
    where only ``som`` is allowed.

        good: tæpper, som de har spændt ud over nogle stokke
        bad:  tæpper, der de har spændt ud over nogle stokke
    """

    name = "flip_som_der"
    reads = frozenset({Annotation.UPOS, Annotation.DEPREL})

    def find(self, sentence: Sentence) -> Iterator[int]:
        for token in sentence.tokens:
            if token.lower == "som" and (_object_by_tree(sentence, token) or _subject_follows(sentence, token)):
                yield token.index

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "der")


def _object_by_tree(sentence: Sentence, relative: Token) -> bool:
    """Whether the tree makes ``som`` an object of a relative clause's verb that has a subject of its own (a parse
    that calls the subject ``som`` an object leaves it none: ``på en måde, som i hvert fald vil ...``) and hangs
    on a noun or pronoun that no comparison marks (not ``er ikke, som man kunne tro``, ``så ensidig, som``,
    ``i samme omfang, som``)."""
    verb = sentence.head_of(relative)
    if relative.deprel not in _OBJECT_RELS or verb is None or verb.deprel != "acl:relcl":
        return False
    antecedent = sentence.head_of(verb)
    if antecedent is None or antecedent.upos not in ("NOUN", "PROPN", "PRON") or _compared(sentence, antecedent):
        return False
    # the clause's own subject, after som (som opens the clause) and no expletive der (ting, som der sker)
    return any(token.head == verb.id and token.deprel in _SUBJECT_RELS and token.index > relative.index
               and token.lower != "der" for token in sentence.tokens) and not _aside(sentence, relative)


#: Subject pronouns that show that the relative clause has its subject (``de`` only where not tagged DET):
#: the subject-only words but ``i`` (mostly the preposition) and ``der`` (``som der`` is a subject relative).
_RELATIVE_CLAUSE_SUBJECTS = _SUBJECT_ONLY - {"i", "der"}
#: Words that make a following ``som`` comparative: ``samme ... som``, ``så/lige så ... som``, ``sådan som``.
_COMPARISON_MARKERS = frozenset({"samme", "så", "lige", "ligeså", "sådan", "sådanne", "således"})
#: What a noun phrase before its noun is made of.
_NOUN_PHRASE_WORDS = frozenset({"DET", "ADJ", "ADV", "NUM", "NOUN", "PROPN", "CCONJ", "PUNCT"})


def _compared(sentence: Sentence, noun: Token) -> bool:
    """Whether a comparison marker stands in the noun phrase that ends in ``noun`` (``i samme omfang``, ``lige
    så mange penge``, ``de samme store, lyse og venlige øjne``): the words before it that a noun phrase is made
    of, adjectives joined by commas and ``og`` included."""
    for token in reversed(sentence.tokens[:noun.index]):
        if token.lower in _COMPARISON_MARKERS:
            return True
        if token.upos not in _NOUN_PHRASE_WORDS:
            return False
    return False


def _subject_follows(sentence: Sentence, relative: Token) -> bool:
    """Whether a lower-case ``som`` follows its antecedent, a noun (a comma may stand between; after a name, it
    must) that no comparison marks, and a subject pronoun follows it."""
    tokens, index = sentence.tokens, relative.index
    if index == 0 or index + 1 == len(tokens) or relative.form != relative.lower:
        return False  # a capital: the start of a title (komedien Som man behager)
    following = tokens[index + 1]
    if following.lower not in _RELATIVE_CLAUSE_SUBJECTS or following.upos == "DET":
        return False
    comma = tokens[index - 1].form == ","
    noun = tokens[index - 2] if comma and index > 1 else tokens[index - 1]
    if noun.upos == "PROPN" and not comma:
        return False  # rejste til Paris som hun havde lovet: an aside
    return noun.upos in ("NOUN", "PROPN") and not _compared(sentence, noun) and not _aside(sentence, relative)


def _aside(sentence: Sentence, relative: Token) -> bool:
    """Whether ``som`` opens an aside: its subject, then (past adverbs and auxiliaries) a verb of saying or
    knowing (``data/speech_verbs.txt``, ``data/fact_verbs.txt``) that ends the clause (``som man siger.``,
    ``Peter, som du ved, er syg``, ``som man kunne tro,``). A relative clause of that shape (``det, som han
    sagde, var sandt``) is left alone too: the check errs on the side of no target."""
    tokens = sentence.tokens
    for position in range(relative.index + 2, len(tokens)):
        token = tokens[position]
        if token.upos in ("ADV", "AUX"):
            continue
        ends = position + 1 == len(tokens) or tokens[position + 1].upos == "PUNCT"
        return ends and token.lemma.lower() in _ASIDE_VERBS
    return False


#: Verbs of saying and knowing, which make an aside of ``som man siger``.
_ASIDE_VERBS = word_list("speech_verbs.txt") | word_list("fact_verbs.txt")


class FlipHanHunToDet(FormSwap):
    """Refer to a person with impersonal ``det`` instead of ``han``/``hun``.

    The target is the first ``han``/``hun`` (PRON; Case=Nom where the
    annotation says) whose referent the sentence shows to be a person of
    its gender, earlier in the same stretch of speech:

    * a personal name: a PROPN one of whose words (the whole name when it
      spans several PROPN tokens joined by ``flat``) is a first name of
      known sex (``data/first_names.tsv``: ``Peter`` is male, ``Maria``
      female); a surname alone, a place or an institution is no evidence
      (``fra Århus Universitet har hun``);
    * a singular noun that denotes a person: a person noun of the dictionary (``data/person_nouns.tsv``: ``læreren``,
      ``direktøren``, ``journalisten``, a compound ending in one) or a noun
      whose sex is its meaning (``data/gendered_person_nouns.tsv``:
      ``kvinden``, ``sønnen``), matched on lemma or form;
    * an earlier ``han``/``hun`` or ``ham``/``hende``/``hans``/``hendes``,
      which refer to a person of that sex as a name does (``Hun tørrede
      sine øjne, inden hun ...``; ``Peter så hende, og hun ...``), the
      subject of ``være`` below included;
    * and the pronoun agrees: ``Peter ... han``, ``Maria ... hun``; a
      person noun of either sex (``læreren``) agrees with both.

    A quotation mark or colon between the referent and the pronoun, or a
    dash that opens the sentence or follows punctuation (``Lægen Peter
    sagde: - Han vokser fra det``), clears the evidence: the pronoun's
    referent may lie outside the sentence. A dash between two words sets
    off an aside and clears nothing (``idet Wiese ... - og har forklaret,
    at han ...``). The pronoun is left
    alone wherever ``det`` has a reading that needs no person:

    * as the subject of ``være`` or ``blive`` (a copular or cleft clause, a
      passive or perfect: ``han var den blinde passager`` -> ``det var den
      blinde passager``), recognised by the ``cop`` relation and by the
      lemma or form of the verb, its auxiliaries and the verb next to the
      pronoun, whichever the annotation uses; the next ``han``/``hun`` may
      then be the target;
    * as the subject of a verb whose subject may as readily be a situation
      (``data/situation_verbs.txt``: ``at det forstyrrede``, ``og det holdt
      op``), by lemma or form; ``gå`` and ``have``
      (``data/situation_verbs_bare.txt``) only where they stand without an
      object or a prepositional phrase (``og det gik``): ``han gik ind for
      en sammenslutning`` and ``han havde civilforsvaret under sig`` are a
      person's acts;
    * as the subject of a passive or an ``-s`` verb whose object may be a
      clause or a fact (``data/fact_verbs.txt``, ``data/speech_verbs.txt``:
      ``og det kunne ses``, ``det skal nævnes``). Any other passive needs a
      thing for ``det`` to be (``at det skulle fjernes med tvang``), which
      only the next point provides;
    * where a neuter singular noun before the pronoun could be what ``det``
      takes up (:func:`_neuter_antecedent`): a noun of another clause that
      refers (definite, or with an article, a possessor, a numeral or an
      adjective; not a bare ``under vidneansvar``, not part of a name or a
      genitive), that is not the noun whose content the pronoun's clause
      gives (``det problem, at han ...``), and that is within reach: the
      subject of a clause, the nearest noun phrase before the pronoun, or an
      object or a verb's prepositional phrase with no other clause's finite
      verb between it and the pronoun
      (``et af de få store lande, det endnu har tilgode``; ``Her gled Rolf
      Sørensens baghjul, så det styrtede``). A noun in the pronoun's own
      clause (``i forårets tre testkampe``) and a neuter plural cannot be
      what ``det`` means;
    * in ``som han/hun sagde/skrev/...`` (``data/speech_verbs.txt``):
      ``som det sagde`` can refer to a text or a sign.

    The error is the DaLA paper's: a person referred to as ``det``.

        good: Elise Gug har sans for boligindretning, og det kunne hun godt tænke sig
        bad:  Elise Gug har sans for boligindretning, og det kunne det godt tænke sig
    """

    name = "flip_han_hun_to_det"
    reads = frozenset({Annotation.UPOS, Annotation.FEATS, Annotation.LEMMA, Annotation.DEPREL})

    @cached_property
    def speech_verbs(self) -> frozenset[str]:
        return word_list("speech_verbs.txt")

    @cached_property
    def situation_verbs(self) -> frozenset[str]:
        return word_list("situation_verbs.txt")

    @cached_property
    def bare_situation_verbs(self) -> frozenset[str]:
        return word_list("situation_verbs_bare.txt")

    @cached_property
    def fact_verbs(self) -> frozenset[str]:
        return word_list("fact_verbs.txt") | self.speech_verbs

    def find(self, sentence: Sentence) -> Iterator[int]:
        genders: set[str] = set()
        for token in sentence.tokens:
            if _opens_speech(sentence, token):
                genders = set()
            elif token.lower in _PRONOUN_GENDER and token.upos == "PRON" and token.feats.get("Case", "Nom") == "Nom":
                gender = _PRONOUN_GENDER[token.lower]
                if (gender in genders and not _subject_of_be_or_become(sentence, token)
                        and not self._det_can_be_meant(sentence, token)):
                    yield token.index
                    return
                genders.add(gender)
            else:
                genders |= _person_genders(sentence, token)

    def _det_can_be_meant(self, sentence: Sentence, token: Token) -> bool:
        """Whether ``det`` in the pronoun's place could refer to a thing, a
        clause or the situation, so that the result would be grammatical."""
        verb = sentence.head_of(token)
        if verb is None or verb.upos != "VERB":
            return True
        lemmas = _verb_lemmas(verb)
        if lemmas & self.situation_verbs:
            return True
        if lemmas & self.bare_situation_verbs and not _has_complement(sentence, verb):
            return True
        passive = token.deprel == "nsubj:pass" or verb.has(Voice="Pass") or verb.lower.endswith("s")
        if passive and lemmas & self.fact_verbs:
            return True
        before = sentence.previous(token)
        if before is not None and before.lower == "som" and lemmas & self.speech_verbs:
            return True
        return _neuter_antecedent(sentence, token) is not None

    def replacement(self, sentence: Sentence, token: Token) -> str:
        return recase(token, "det")


_PRONOUN_GENDER = {"han": "m", "hun": "f"}
#: The other forms of ``han`` and ``hun``: object and possessive (``ham``, ``hendes``).
_PRONOUN_FORM_GENDER = {"ham": "m", "hans": "m", "hende": "f", "hendes": "f"}
_BOTH = frozenset({"m", "f"})


def _load_genders(name: str) -> dict[str, frozenset[str]]:
    """``word<TAB>m|f|-`` rows of a package data file: word -> the genders it agrees with."""
    genders = {}
    for row in word_list(name):
        word, _, gender = row.partition("\t")
        genders[word] = _BOTH if gender in ("", "-") else frozenset({gender})
    return genders


_FIRST_NAMES = _load_genders("first_names.tsv")
_PERSON_NOUNS = {**_load_genders("person_nouns.tsv"), **_load_genders("gendered_person_nouns.tsv")}
#: The shortest person noun a compound may end in, and the shortest first part; ``mand``
#: is shorter but the person suffix of compounds (``computermanden``, ``fagmanden``).
_MIN_HEAD, _MIN_MODIFIER = 5, 3
_SHORT_HEADS = frozenset({"mand"})


def _verb_lemmas(verb: Token) -> set[str]:
    """The lemmas a verb may have: its lemma, its form, the infinitive its
    form points to, and for an ``-s`` form the same without the ``-s``
    (``nævnes`` -> ``nævne``, ``ses`` -> ``se``)."""
    forms = [verb.lower] + ([verb.lower[:-1]] if verb.lower.endswith("s") else [])
    return {verb.lemma.lower(), *forms, *(_infinitive(form) for form in forms)}


#: Dependents that complete a verb's sense: an object or a prepositional phrase.
_COMPLEMENT_RELS = frozenset({"obj", "iobj", "obl", "obl:tmod", "obl:lmod", "ccomp", "xcomp"})
#: Dependents through which a complement may hang from the verb (``gik ind for ...``: the
#: phrase depends on the particle ``ind``).
_PARTICLE_RELS = frozenset({"compound:prt", "advmod", "advmod:lmod"})


def _has_complement(sentence: Sentence, verb: Token) -> bool:
    """Whether the verb has an object or a prepositional phrase, directly or
    through its particle (``havde civilforsvaret under sig``, ``gik ind for en
    sammenslutning``); an adverb alone is none (``det gik godt``)."""
    for child in sentence.children(verb):
        if child.deprel in _COMPLEMENT_RELS:
            return True
        if child.deprel in _PARTICLE_RELS and any(c.deprel in _COMPLEMENT_RELS for c in sentence.children(child)):
            return True
    return False


#: Relations of a word that is part of a larger word or name, not a noun phrase of its own.
_PART_RELS = frozenset({"flat", "compound", "fixed", "goeswith"})
#: Dependents that make a singular noun refer: an article or other determiner, a possessor,
#: a numeral, an adjective. A bare indefinite (``under vidneansvar``, ``lagt skjul på``) does not.
_REFERRING_RELS = frozenset({"det", "det:poss", "nmod:poss", "nummod", "amod"})
_SUBJECTS = frozenset({"nsubj", "nsubj:pass"})
_OBJECTS = frozenset({"obj", "iobj"})
#: Relations of a noun phrase head (a pronoun or name counts for "the nearest noun phrase").
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON"})


def _neuter_antecedent(sentence: Sentence, pronoun: Token) -> Token | None:
    """A neuter singular noun before the pronoun that ``det`` in its place
    could take up, or None.

    The noun must refer (:func:`_refers`), stand in another clause than the
    pronoun (a noun in the pronoun's own clause, ``i forårets tre testkampe``,
    is not what its subject means) and not be the noun whose content the
    pronoun's clause is (``det problem, at han ...``; a relative clause of
    the noun, ``et land, hun gerne vil se``, is not such content). And it must
    be within reach of the pronoun: the subject of a clause, the nearest
    noun phrase before the pronoun outside its clause (``viste hende den før
    interviewet, men ... skulle hun``), or an object, a verb's prepositional
    phrase or a predicate noun with no finite verb of another clause between
    it and the pronoun (``give politiet en forklaring på, hvordan hun``; not
    ``der blev holdt et gruppemøde ..., og ... kostede det ..., at han``).
    """
    clause = _clause_head(sentence, pronoun)
    nearest = _nearest_noun_phrase(sentence, pronoun, clause)
    for noun in sentence.tokens[:pronoun.index]:
        if noun.upos != "NOUN" or not noun.has(Gender="Neut", Number="Sing") or not _refers(sentence, noun):
            continue
        if _clause_head(sentence, noun) is clause or _content_of(sentence, noun, clause):
            continue
        role = _role(sentence, noun)
        if role in _SUBJECTS or noun is nearest:
            return noun
        if _argument(sentence, noun, role) and not _clause_between(sentence, noun, pronoun, clause):
            return noun
    return None


def _argument(sentence: Sentence, noun: Token, role: str) -> bool:
    """An object, a prepositional phrase of a verb (``kiggede på huset``; not one of an adverb,
    ``oven i købet``) or a predicate noun."""
    if role in _OBJECTS or _is_predicate(sentence, noun):
        return True
    head = sentence.head_of(noun)
    return role.startswith("obl") and head is not None and head.upos == "VERB"


def _refers(sentence: Sentence, noun: Token) -> bool:
    """A noun phrase of its own that refers: definite, or with a determiner,
    possessor, numeral or adjective; not part of a name or word, not a genitive."""
    if noun.deprel in _PART_RELS or noun.deprel == "nmod:poss" or noun.feats.get("Case") == "Gen":
        return False
    if noun.has(Definite="Def") or any(c.deprel in _REFERRING_RELS for c in sentence.children(noun)):
        return True
    # The annotation may make the article or numeral the head: ``et land``, ``et af de lande``.
    head = sentence.head_of(noun)
    return head is not None and head.upos in ("NUM", "DET", "PRON") and noun.deprel == "nmod"


def _is_predicate(sentence: Sentence, token: Token) -> bool:
    """Whether the token heads a clause: a verb, or a word with a copula or a subject."""
    return token.upos in ("VERB", "AUX") or any(
        c.deprel == "cop" or c.deprel in _SUBJECTS for c in sentence.children(token))


def _clause_head(sentence: Sentence, token: Token) -> Token | None:
    """The head of the clause the token is a part of: its nearest ancestor that is a predicate."""
    return next((a for a in sentence.ancestors(token) if _is_predicate(sentence, a)), None)


def _content_of(sentence: Sentence, noun: Token, clause: Token | None) -> bool:
    """Whether the clause headed by ``clause`` hangs from the noun other than as a relative clause."""
    if clause is None or noun not in sentence.ancestors(clause):
        return False
    below = clause
    for ancestor in sentence.ancestors(clause):
        if ancestor is noun:
            return below.deprel != "acl:relcl"
        below = ancestor
    return False


def _role(sentence: Sentence, noun: Token) -> str:
    """The noun's relation, the first conjunct's for a later conjunct (``huset og haven``)."""
    while noun.deprel == "conj":
        head = sentence.head_of(noun)
        if head is None or head.upos not in _NOMINALS:
            break
        noun = head
    return noun.deprel


def _nearest_noun_phrase(sentence: Sentence, pronoun: Token, clause: Token | None) -> Token | None:
    """The head of the last noun phrase before the pronoun outside the pronoun's clause."""
    for token in reversed(sentence.tokens[:pronoun.index]):
        if token.upos not in _NOMINALS or token.deprel in _PART_RELS or token.deprel == "nmod:poss":
            continue
        if token.feats.get("Case") == "Gen" or (token.upos == "PRON" and token.lower in ("som", "der")):
            continue
        if _clause_head(sentence, token) is not clause:
            return token
    return None


def _clause_between(sentence: Sentence, noun: Token, pronoun: Token, clause: Token | None) -> bool:
    """Whether a finite verb of a clause other than the noun's and the pronoun's stands between them."""
    own = {noun, _clause_head(sentence, noun), clause}  # a predicate noun heads its own clause
    for token in sentence.tokens[noun.index + 1:pronoun.index]:
        if token.upos not in ("VERB", "AUX") or token.feats.get("VerbForm") != "Fin":
            continue
        # an auxiliary or copula belongs to the clause of its head
        verb = sentence.head_of(token) if token.deprel.startswith(("aux", "cop")) else token
        if verb not in own:
            return True
    return False


def _infinitive(form: str) -> str:
    """The infinitive a regular finite form points to: ``forstyrrede`` ->
    ``forstyrre``, ``hjælper`` -> ``hjælpe`` (a guess; unmatched is harmless)."""
    for ending in ("ede", "te", "de", "er", "r"):
        if form.endswith(ending) and len(form) > len(ending) + 2:
            stem = form[:-len(ending)]
            return stem if stem.endswith("e") else stem + "e"
    return form


def _opens_speech(sentence: Sentence, token: Token) -> bool:
    """Whether the token opens or closes quoted speech: a quotation mark or colon, or a
    dash that opens the sentence or follows other punctuation."""
    if token.upos != "PUNCT":
        return False
    if token.form in _DASHES:
        before = sentence.previous(token)
        return before is None or before.upos == "PUNCT"
    return token.form in _SPEECH_MARKS


def _person_genders(sentence: Sentence, token: Token) -> frozenset[str]:
    """The sexes the person ``token`` names may have (a first name, a singular
    person noun, or ``ham``/``hende``/``hans``/``hendes``, which refer to a person
    as ``han``/``hun`` do); empty when it names no known person."""
    if token.upos in ("PRON", "DET") and token.lower in _PRONOUN_FORM_GENDER:
        return frozenset({_PRONOUN_FORM_GENDER[token.lower]})
    if token.upos == "PROPN":
        for word in _name_words(sentence, token):
            gender = _FIRST_NAMES.get(word.lower)
            if gender is not None:
                return gender
        return frozenset()
    if token.upos == "NOUN" and not token.has(Number="Plur"):
        return _person_noun(token)
    return frozenset()


def _name_words(sentence: Sentence, token: Token) -> list[Token]:
    """The PROPN words of the name ``token`` belongs to (its ``flat`` chain)."""
    head = token
    if token.deprel == "flat":
        head = next((a for a in sentence.ancestors(token) if a.deprel != "flat"), token)
    return [head, *(t for t in sentence.children(head) if t.deprel == "flat" and t.upos == "PROPN")]


def _person_noun(token: Token) -> frozenset[str]:
    """The genders a person noun agrees with, from its lemma or its form
    (bare, or without the definite ``-en``/``-n``); a compound counts by
    its last part (``fodboldtræneren``)."""
    form = token.lower
    candidates = [token.lemma.lower(), form]
    if form.endswith("en"):
        candidates.append(form[:-2])
    if form.endswith("n"):
        candidates.append(form[:-1])
    for word in candidates:
        if word in _PERSON_NOUNS:
            return _PERSON_NOUNS[word]
        for start in range(_MIN_MODIFIER, len(word) - 3):
            head = word[start:]
            if head in _PERSON_NOUNS and (len(head) >= _MIN_HEAD or head in _SHORT_HEADS):
                return _PERSON_NOUNS[head]
    return frozenset()


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
