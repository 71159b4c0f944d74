"""Danish detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

The spelling checks (a misspelt, broken or run-together word, a compound written apart, a spelling
Retskrivningsordbogen rejects, a name in lower case) are the Scandinavian core's
(:mod:`corruptions.scandinavian.orthography`) with Danish words. The others are Danish: doubled words,
a past tense after ``har``/``havde``, a finite verb after the infinitive marker ``at``, ``at`` for the
``af`` of a complex preposition, a clause that opens with an adverb and has no subject after its finite
verb, a demonstrative before a definite noun, an adjective's ``-e`` form after ``en``/``et``, and a
predicative adjective in the singular with a plural subject. Each
keys on forms and lemmas besides the tags, so that it holds on predicted annotation, and errs on the
side of keeping a sentence.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck, spelling_check
from corruptions.scandinavian.adverbs import DegreeAdverb
from corruptions.scandinavian.agreement import AttributivePlural, DeterminerNumber, NumberWords, e_forms
from corruptions.scandinavian.orthography import Orthography, OrthographyWords
from corruptions.scandinavian.verbs import MissingMarker, ReflexiveVerb, SubjectInfinitive

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon
from .words import COPULAS, table, word_list

#: The spelling checks, with Danish words (the lists of ``data/`` they read are described in its README).
ORTHOGRAPHY = Orthography(OrthographyWords(
    lexicon=shared_lexicon,
    package="corruptions.da",
    letters=frozenset("abcdefghijklmnopqrstuvwxyzæøå"),
    # the regular endings of inflection (Retskrivningsordbogen's bøjningsendelser)
    endings=("", "e", "en", "er", "et", "n", "r", "t", "s", "ne", "ene", "erne", "ens", "ets", "es", "te", "ede",
             "ende", "st", "ste", "re", "ere"),
    links=frozenset("se"),
    dropped=frozenset(),
    coordinators=frozenset({"og", "eller"}),
    articles=frozenset({"en", "et"}),
    one_letter_words=frozenset({"i", "å", "ø"}),
    month_nouns=frozenset({"måned", "måneds"}),
))

#: Words repeated on purpose: ``det det drejer sig om``, ``de der der kom``, ``meget meget stor``.
_REPEATABLE = frozenset({"det", "der", "den", "de", "dem", "meget", "mange", "langt", "længe", "lidt",
                         "rigtig", "ha", "nej", "ja", "jo", "nu", "så"})


def doubled_word(sentence: Sentence) -> Token | None:
    """The same word twice in a row (``til at at``), except words Danish repeats
    on purpose (``Det det handler om``, intensifiers such as ``meget meget``).

        bad:  Han gik til til byen.
    """
    return repeated(sentence, _REPEATABLE)


#: Adverbs that stand between an auxiliary and its verb (``har ikke brugt``).
_CENTRAL_ADVERBS = frozenset({"ikke", "aldrig", "også", "allerede", "jo", "nok", "vel", "bare", "lige", "da",
                              "altid", "ofte", "sjældent", "endnu", "faktisk", "hele", "netop"})
#: Modal infinitives that ``har`` wrongly takes for the participle (``har måtte`` for ``har måttet``).
_MODAL_INFINITIVES = frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde"})


def _verb_after(sentence: Sentence, token: Token) -> Token | None:
    """The word after ``token``, skipping adverbs such as ``ikke``."""
    for following in sentence.tokens[token.index + 1:]:
        if following.lower not in _CENTRAL_ADVERBS:
            return following
    return None


def past_after_have(sentence: Sentence) -> Token | None:
    """``har``/``havde`` followed by a past-tense form or a modal's infinitive where
    the perfect needs the participle (``har brugte`` for ``har brugt``, ``har
    måtte`` for ``har måttet``). A form ending in ``t`` is taken for the
    participle whatever its tags.

        bad:  De har brugte pengene.
    """
    if "har" not in sentence.text.lower() and "havde" not in sentence.text.lower():
        return None
    for token in sentence.tokens:
        if token.lower not in ("har", "havde") or token.upos not in ("AUX", "VERB"):
            continue
        verb = _verb_after(sentence, token)
        if verb is None or verb.lower.endswith("t"):
            continue
        if verb.lower in _MODAL_INFINITIVES and verb.upos in ("AUX", "VERB"):
            return verb
        if verb.upos in ("VERB", "AUX") and verb.has(Tense="Past") and not verb.has(VerbForm="Part"):
            return verb
    return None


def finite_after_at(sentence: Sentence) -> Token | None:
    """The infinitive marker ``at`` followed by a finite verb (``af at punkterede``):
    a verb tagged present or past whose form is neither its lemma (the
    infinitive) nor the lemma + ``s`` (the passive infinitive). ``til at
    afskaffe`` is left alone.

        bad:  på grund af at punkterede dækket
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if previous.lower != "at" or previous.upos not in ("PART", "ADP") or token.upos not in ("VERB", "AUX"):
            continue
        lemma = token.lemma.lower()
        if token.lower in (lemma, lemma + "s") or token.has(VerbForm="Inf"):
            continue
        if token.lower.endswith("e") and shared_lexicon().lists(token.lower + "r"):
            continue  # an infinitive whose present adds -r (sprede: spreder), whatever its lemma says
        if token.has(Tense="Past") or token.has(Tense="Pres"):
            return token
    return None


@cache
def _af_prepositions() -> dict[tuple[str, ...], bool]:
    """``af_prepositions.tsv`` (package data; its README says where it comes from): the two words before
    ``af`` -> whether they also stand without ``af`` before a determiner."""
    return {tuple(words.split()): alone == "yes" for words, alone in table("af_prepositions.tsv")}


@cache
def _af_second_words() -> frozenset[str]:
    """The second words of the complex prepositions (``grund``, ``hjælp``): most sentences have none."""
    return frozenset(second for _, second in _af_prepositions())


#: The determiners a noun phrase after a complex preposition opens with.
_PHRASE_DETERMINERS = frozenset({"en", "et", "den", "det", "de", "denne", "dette", "disse"})


def at_for_af(sentence: Sentence) -> Token | None:
    """A complex preposition that ends in ``af`` written with ``at`` (``på grund
    at``), or without its ``af`` before a determiner where the words never stand
    alone (``på grundlag en rapport``). The words of each preposition, and whether
    they also stand alone (``gå på grund en dag``), come from
    ``af_prepositions.tsv``. Keyed on forms only. It models the af/at
    confusion, one of the best-known errors of written Danish: both words are
    pronounced [a] in speech.

        good: på grund af vejret; på grundlag af en rapport
        bad:  på grund at vejret; på grundlag en rapport
    """
    table, seconds = _af_prepositions(), _af_second_words()
    tokens = sentence.tokens
    for index, second in enumerate(tokens):
        if second.lower not in seconds or index == 0 or index + 1 == len(tokens):
            continue
        alone = table.get((tokens[index - 1].lower, second.lower))
        after = tokens[index + 1].lower
        if alone is not None and (after == "at" or (not alone and after in _PHRASE_DETERMINERS)):
            return tokens[index + 1]
    return None


#: Adverbs that, fronted, need the finite verb next (the list flip_neighbours reads too).
_FRONTED_ADVERBS = word_list("fronted_adverbs.txt")
#: Finite auxiliaries and modals that take a bare infinitive or a participle; ``være``/``blive`` are left
#: out, since they also make impersonal passives (``Derfor blev besluttet, at ...``).
_SUBJECT_NEEDING_AUXILIARIES = frozenset({"har", "havde", "kan", "kunne", "skal", "skulle", "vil", "ville", "må",
                                          "måtte", "bør", "burde"})


def no_subject_after_verb(sentence: Sentence) -> Token | None:
    """A main clause that opens with a fronted adverb, then its finite auxiliary
    or modal, then (past adverbs such as ``ikke``) the infinitive or participle
    of an active verb: the subject that verb-second order puts right after the
    finite verb is missing (``Derfor har ikke fået svar`` for ``Derfor har vi
    ikke fået svar``). The adverbs are those of ``fronted_adverbs.txt``, which
    require the verb next; a passive in ``-s`` has no subject to miss (``Her
    kan nævnes, at ...``). Keyed on forms and tags.

        good: Heldigvis har der ikke været problemer.
        bad:  Heldigvis har ikke været problemer.
    """
    tokens = sentence.tokens
    if len(tokens) < 3 or tokens[0].lower not in _FRONTED_ADVERBS:
        return None
    if tokens[1].lower not in _SUBJECT_NEEDING_AUXILIARIES or tokens[1].upos not in ("AUX", "VERB"):
        return None
    verb = _verb_after(sentence, tokens[1])
    if verb is None or verb.upos not in ("VERB", "AUX") or verb.lower.endswith("s") or verb.has(Voice="Pass"):
        return None
    if verb.has(VerbForm="Inf") or verb.has(VerbForm="Part"):
        return verb
    if "VerbForm" not in verb.feats and (verb.lower == verb.lemma.lower() or verb.lower.endswith("t")):
        return verb  # without FEATS: the infinitive is the lemma, a participle ends in -t
    return None


_DEMONSTRATIVES = frozenset({"den", "det", "de"})
_DEFINITE_ENDINGS = ("en", "et", "n", "t", "ne")


def double_definite(sentence: Sentence) -> Token | None:
    """``den``/``det``/``de`` as the determiner of the definite noun right after it
    (``den udstillingen``): Danish marks definiteness once, with the suffix, or
    with the article before an adjective (``den store udstilling``). The
    dictionary must read the word as a definite noun: a definite singular, or
    a definite plural in ``-rne``; an adjective a tagger took for a noun
    (``den ene``, ``det almene stof``) is left alone.

        bad:  Vi så den udstillingen.
    """
    for previous, token in zip(sentence.tokens, sentence.tokens[1:]):
        if previous.lower not in _DEMONSTRATIVES or previous.upos != "DET" or token.upos != "NOUN":
            continue
        if previous.head not in (0, token.id):
            continue
        if token.has(Definite="Def") and "Case" not in token.feats and token.lower.endswith(_DEFINITE_ENDINGS) \
                and _definite_noun(token.lower):
            return token
    return None


def _definite_noun(word: str) -> bool:
    """Whether the dictionary reads ``word`` as a definite noun: singular (``udstillingen``), or plural in
    ``-rne`` (``bilerne``; a plural in ``-ene`` reads like an adjective's ``-e`` form, ``almene``)."""
    readings = shared_lexicon().readings(word)
    return any("BESTEMT_ENTAL" in tags for tags in readings) \
        or (word.endswith("rne") and any("PLUR_BEK" in tags for tags in readings))


#: The indefinite articles.
_INDEFINITE_ARTICLES = frozenset({"en", "et"})
#: Endings of adjective forms that stand after an indefinite article as they are: superlatives and
#: ordinals (``en sidste chance``, ``et første indtryk``), comparatives (``en større bil``) and
#: present participles (``en overraskende vending``).
_E_FORMS_AFTER_EN = ("ste", "re", "ende")


def weak_adjective_after_en(sentence: Sentence) -> Token | None:
    """The definite/plural form of an adjective between ``en``/``et`` and a
    singular noun (``en farceagtige benyttelse``): after an indefinite article
    the adjective takes its strong form (``en farceagtig benyttelse``, ``et
    rødt hus``). The form must be one the dictionary knows only as the ``-e``
    inflection of an adjective (``PLUR_BEK``), so adjectives whose every form
    ends in ``-e`` (``en moderne bil``, ``et kæmpe år``, ``en lille pige``)
    are left alone, and so are superlatives, ordinals, comparatives and
    present participles (``en sidste chance``, ``en større bil``) and a plural
    noun (``et par gode venner``). An adverb may stand between (``en meget
    røde ...``). The error is a common agreement error of written Danish
    (Dansk Sprognævn: the adjective after ``en``/``et``).

        good: Det var en farceagtig benyttelse af reglerne.
        bad:  Det var en farceagtige benyttelse af reglerne.
    """
    tokens = sentence.tokens
    lexicon = None
    for article in tokens:
        if article.lower not in _INDEFINITE_ARTICLES or article.upos not in ("DET", "NUM", "PRON"):
            continue
        position = article.index + 1
        while position < len(tokens) and tokens[position].upos == "ADV":
            position += 1
        if position + 1 >= len(tokens):
            continue
        adjective, noun = tokens[position], tokens[position + 1]
        if adjective.upos != "ADJ" or noun.upos != "NOUN" or noun.has(Number="Plur") or noun.has(Definite="Def"):
            continue
        word = adjective.lower
        if not word.endswith("e") or word.endswith(_E_FORMS_AFTER_EN) \
                or adjective.has(Degree="Cmp") or adjective.has(Degree="Sup"):
            continue
        lexicon = lexicon or shared_lexicon()
        readings = lexicon.readings(word)  # every listed analysis: the -e inflection, none a base form
        if readings and all("PLUR_BEK" in tags for tags in readings):
            return adjective
    return None


#: Plural personal pronouns, for a subject without FEATS (``De``, the polite singular, is left out).
_PLURAL_PRONOUNS = frozenset({"de", "vi"})


def _e_form(word: str) -> str | None:
    """The ``-e`` form of a base-form adjective (:func:`~corruptions.scandinavian.agreement.e_forms`), if
    the dictionary lists it; None for an adjective that has none (``gratis``)."""
    lexicon = shared_lexicon()
    return next((form for form in e_forms(word) if lexicon.lists(form)), None)


def _base_form_adjective(token: Token) -> bool:
    """An adjective in its common-gender singular base form, with an ``-e`` form of its own: no ``-t``
    (the neuter also stands with a plural subject: ``Pandekager er godt``), no ``-e``, no ``-s``, not
    compared, not definite, not plural."""
    word = token.lower
    if token.upos != "ADJ" or not word.isalpha() or word.endswith(("t", "e", "s")):
        return False
    if token.has(Number="Plur") or token.has(Definite="Def") or token.has(Degree="Cmp") or token.has(Degree="Sup"):
        return False
    return _e_form(word) is not None


def _plural_subject(token: Token) -> bool:
    """A subject that is plural by its tags, or, without FEATS, a plural personal pronoun; never ``De``
    (the polite singular) and never a numeral (a quantity may take the singular: ``To timer er lang tid``)."""
    if token.form == "De" or token.upos not in ("NOUN", "PROPN", "PRON"):
        return False
    if token.feats:
        return token.has(Number="Plur")
    return token.upos == "PRON" and token.lower in _PLURAL_PRONOUNS


def singular_predicative(sentence: Sentence) -> Token | None:
    """A predicative adjective in the singular after ``være``/``blive`` with a plural subject
    (``de er begge fuld af gå-på-mod``): the predicative adjective agrees in number with the subject
    (Dansk Sprognævn: ``Husene er store``; the error is a common one of written Danish, in the reviews
    of held-out text). Both shapes of a copular clause are read: the adjective as the head with ``cop``
    (UD Danish-DDT) and the copula as the head with the adjective as ``xcomp`` (converted treebanks).
    Left alone: the neuter ``-t`` form (``Pandekager er godt``), adjectives without an ``-e`` form of
    their own (``gratis``, ``moderne``), a numeral subject, the polite ``De``.

        good: Og de er begge fulde af gå-på-mod.
        bad:  Og de er begge fuld af gå-på-mod.
    """
    tokens = sentence.tokens
    for adjective in tokens:
        if adjective.upos != "ADJ" or adjective.deprel not in ("root", "xcomp", "conj", "ccomp", "parataxis",
                                                               "advcl", "acl:relcl"):
            continue
        children = sentence.children(adjective)
        if any(child.deprel == "cop" and child.lemma.lower() in COPULAS for child in children):
            clause = children
        else:
            head = sentence.head_of(adjective)
            if adjective.deprel != "xcomp" or head is None or head.lemma.lower() not in COPULAS:
                continue
            clause = sentence.children(head)
        subject = next((child for child in clause if child.deprel in ("nsubj", "nsubj:pass")), None)
        if subject is not None and _plural_subject(subject) and _base_form_adjective(adjective):
            return adjective
    return None


def _plural_tags(word: str) -> bool:
    return any("PLUR_UBEK" in tags or "PLUR_BEK" in tags for tags in shared_lexicon().readings(word))


def _own_plural(word: str) -> bool:
    """Whether the dictionary lists an indefinite plural of the noun ``word`` with ``word`` as its stem
    (``nabo``: ``naboer``; not ``år``: ``årer`` is the plural of ``åre``; not ``dyr``: ``dyre`` is the
    adjective's ``-e`` form, no noun's plural)."""
    lexicon = shared_lexicon()
    lookuper = lexicon.dictionary.lookuper
    return any(_noun_plural(word + ending) and any(
        form.stem == word for form in lookuper.good_forms(word + ending, capitalization=False, compound_forms=False))
        for ending in ("er", "e", "r"))


def _noun_plural(word: str) -> bool:
    """Whether every listed reading of ``word`` is a noun's indefinite plural."""
    readings = shared_lexicon().readings(word)
    return bool(readings) and all("PLUR_UBEK" in tags for tags in readings)


def vore_singular(sentence: Sentence) -> Token | None:
    """``vore`` before a singular noun (``vore oprigtige anerkendelse``): ``vore`` is the plural of the
    possessive ``vor``/``vort`` (Retskrivningsordbogen), and a singular noun takes ``vor``, ``vort`` or
    ``vores``. The noun is the head of ``vore``, after it with only adjectives and adverbs between (a
    numeral counts it: ``vore 2 procent``), and singular: tagged so, or spelt as its lemma where a
    parser tagged it plural to agree with ``vore``. The dictionary gives its form no plural reading and
    lists an indefinite plural of its own (``anerkendelse``: ``anerkendelser``), so that a noun whose
    plural is spelt as its singular (``år``, ``ting``, ``dyr``: ``dyre`` is the adjective's) is left
    alone, and so is an irregular plural tagged so (``lagner``).

        good: Vi vil udtrykke vor oprigtige anerkendelse.
        bad:  Vi vil udtrykke vore oprigtige anerkendelse.
    """
    for token in sentence.tokens:
        if token.lower != "vore":
            continue
        noun = sentence.head_of(token)
        if noun is None or noun.upos != "NOUN" or noun.id < token.id or not noun.form.isalpha() \
                or (noun.has(Number="Plur") and noun.lower != noun.lemma.lower()):
            continue
        if any(t.upos not in ("ADJ", "ADV") for t in sentence.tokens[token.index + 1:noun.index]):
            continue  # a numeral between counts the noun: ``vore 2 procent``
        word = noun.lower
        if not _plural_tags(word) and _own_plural(word):
            return token
    return None


#: An infinitive without ``at`` after a verb of ``data/at_verbs.txt`` (the list ``delete`` reads) or a
#: preposition of ``data/at_prepositions.txt``.
MISSING_MARKER = MissingMarker("at", "corruptions.da", "at_verbs.txt", "at_prepositions.txt", shared_lexicon)
#: Number in a noun phrase: the singular articles and demonstratives, the regular plural endings of
#: Retskrivningsordbogen, a participle's plural (``overvurderet``: ``overvurderede``).
NUMBER_WORDS = NumberWords(frozenset({"en", "et", "den", "det", "denne", "dette"}),
                           ("er", "e", "r", "ene", "erne", "ne"), ORTHOGRAPHY,
                           MappingProxyType({"et": ("ede",)}),
                           quantities=frozenset({"masse", "del", "række", "mængde", "slags", "par"}))
#: A singular article or demonstrative before a plural noun.
DETERMINER_NUMBER = DeterminerNumber(NUMBER_WORDS)
#: An attributive adjective in its base form before a plural noun.
ATTRIBUTIVE_PLURAL = AttributivePlural(NUMBER_WORDS)
#: A subject pronoun with a bare infinitive as its verb. The modal pasts are spelt as their infinitives,
#: and so are the present of ``synes`` and the optative ``leve``; the verbs of
#: ``data/irregular_finite_verbs.txt`` have presents of their own (``er``, ``gør``, ``ved``).
SUBJECT_INFINITIVE = SubjectInfinitive(
    frozenset({"jeg", "du", "han", "hun", "vi", "de", "man"}),
    frozenset({"kunne", "skulle", "ville", "måtte", "burde", "turde", "synes", "leve"}), (("", "r"),),
    shared_lexicon, cache(lambda: frozenset(line.split()[1] for line in word_list("irregular_finite_verbs.txt"))))

#: A degree adjective's base form where its adverb grades an adjective (``data/degree_adjectives.txt``).
DEGREE_ADVERB = DegreeAdverb(word_list("degree_adjectives.txt"), frozenset({"en"}))
#: A verb entered only with its reflexive pronoun, standing without it (``data/reflexive_verbs.txt``).
REFLEXIVE_VERB = ReflexiveVerb(word_list("reflexive_verbs.txt"),
                               frozenset({"sig", "mig", "dig", "os", "jer", "dem", "hinanden"}),
                               COPULAS)

#: The checks no rule covers, by filter reason, in the order they are tried.
SOURCE_CHECKS = MappingProxyType({
    "overlong_word": spelling_check(ORTHOGRAPHY.overlong_word, "a run of letters longer than any Danish word "
                                                            f"({ORTHOGRAPHY.words.longest} letters): not looked up"),
    "letters_for_digits": spelling_check(ORTHOGRAPHY.letters_for_digits, "letters typed for digits (`lOmm`)"),
    "run_together": spelling_check(ORTHOGRAPHY.run_together, "two words with no space between (`ikkeCharles`, "
                                                          "`ungdoms-og familiehold`)"),
    "split_word": spelling_check(ORTHOGRAPHY.split_word, "a word split by a space (`samfundsmæssi ge`, `opsam "
                                                      "lings-plader`, `idé en`)"),
    "non_word": spelling_check(ORTHOGRAPHY.non_word, "a misspelt word or two words written together (`somhelst`, "
                                                  "`rakketter`)"),
    "norm_spelling": spelling_check(ORTHOGRAPHY.norm_spelling, "a spelling Retskrivningsordbogen rejects (`exempel`, "
                                                            "`een`, `somom`, `i følge`, `tilsidst`, `indenfor` as a "
                                                            "preposition, `PCen`)"),
    "lower_case_name": spelling_check(ORTHOGRAPHY.lower_case_name, "a name in lower case (`vivaldi`, `københavn`)"),
    "compound_apart": spelling_check(ORTHOGRAPHY.compound_apart, "a compound written as two words (`lille bitte`, "
                                                              "`Schiphol lufthavnen`, `TOOLO æske`, `april "
                                                              "kvartal`, `lokal og regionalpolitikerne`)"),
    "unlisted_word": spelling_check(ORTHOGRAPHY.unlisted_word, "a word the dictionary does not list that is no "
                                                            "compound of listed words (`blodtilføelsen`, "
                                                            "`socialde`)"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "degree_adverb": SourceCheck(DEGREE_ADVERB, "a degree adjective's base form where its adverb grades "
                                                "an adjective (`hel klarlagt`)"),
    "reflexive_verb": SourceCheck(REFLEXIVE_VERB, "a verb that needs its reflexive pronoun without it "
                                                  "(`befandt i`)"),
    "past_after_have": SourceCheck(past_after_have, "a past tense after `har`/`havde` (`har brugte`)"),
    "finite_after_at": SourceCheck(finite_after_at, "a finite verb after the infinitive marker `at` "
                                                    "(`at punkterede`)"),
    "missing_marker": SourceCheck(MISSING_MARKER, "an infinitive without `at` after a verb or preposition that "
                                                  "needs it (`begyndte løbe`, `ret til sætte`)"),
    "subject_infinitive": SourceCheck(SUBJECT_INFINITIVE, "a subject pronoun with an infinitive for its finite "
                                                          "verb (`man gå ud fra`)"),
    "attributive_plural": SourceCheck(ATTRIBUTIVE_PLURAL, "an attributive adjective in its base form before a "
                                                          "plural noun (`akademisk forklaringer`)"),
    "determiner_number": SourceCheck(DETERMINER_NUMBER, "a singular article or demonstrative before a plural "
                                                        "noun (`det problemer`)"),
    "vore_singular": SourceCheck(vore_singular, "`vore` before a singular noun (`vore nabo`)"),
    "at_for_af": SourceCheck(at_for_af, "`at` for the `af` of a complex preposition, or its `af` missing "
                                        "(`på grund at`, `på grundlag en rapport`)"),
    "no_subject_after_verb": SourceCheck(no_subject_after_verb, "no subject after the finite verb of a clause "
                                                                "that opens with an adverb (`Derfor har ikke "
                                                                "fået svar`)"),
    "double_definite": SourceCheck(double_definite, "`den`/`det`/`de` before a definite noun "
                                                    "(`den udstillingen`)"),
    "weak_adjective_after_en": SourceCheck(
        weak_adjective_after_en, "an adjective's `-e` form between `en`/`et` and a singular noun "
                                 "(`en farceagtige benyttelse`)"),
    "singular_predicative": SourceCheck(
        singular_predicative, "a predicative adjective in the singular with a plural subject (`de er begge "
                              "fuld af`)"),
})
