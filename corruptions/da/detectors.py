"""Danish detectors of errors no rule makes, found in a source sentence (filter reasons of their own).

Misspelt non-words, doubled words, a past tense after ``har``/``havde``, a
finite verb after the infinitive marker ``at``, ``at`` for the ``af`` of a
complex preposition, a clause that opens with an adverb and has no subject
after its finite verb, a demonstrative before a definite noun, and an
adjective's ``-e`` form after ``en``/``et``. Each keys
on forms and lemmas besides the tags, so that it holds on predicted
annotation, and errs on the side of keeping a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache
from types import MappingProxyType

from corruptions.base import doubled_word as repeated
from corruptions.language import SourceCheck
from corruptions.lexicon import LONGEST_WORD

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon
from .words import table, word_list

#: Words that Danish writes apart from the next word (Retskrivningsordbogen: ``i hvert fald``,
#: ``som helst``, ``så længe``, ``godt nok``, ``kan skabe``); run into it, they make a non-word.
_WRITTEN_APART = ("som", "så", "hvert", "hver", "godt", "kan", "skal", "vil", "ikke", "nok", "helst", "også",
                  "mere", "mest")
_NOT_JUDGED = frozenset({"PROPN", "NUM", "PUNCT", "SYM", "X"})
_TRIPLE_LETTER = re.compile(r"(.)\1\1")
_DOUBLE_CONSONANT = re.compile(r"([bcdfghjklmnpqrstvwxz])\1")


def _single_consonant_spellings(word: str) -> Iterable[str]:
    """``word`` with one of its double consonants made single (``rakketter``: ``raketter``)."""
    for match in _DOUBLE_CONSONANT.finditer(word):
        yield word[:match.start()] + word[match.start() + 1:]


def _judged(token: Token, other: bool = False) -> bool:
    """Whether a dictionary can judge the word: not a name, number, symbol, abbreviation or foreign word;
    with ``other``, a word tagged ``X`` without ``Foreign=Yes`` too (a treebank tags a misspelt word
    ``X``: ``addressen``, ``rakketter``), for a check that tells such a word from a foreign one."""
    upos_ok = token.upos not in _NOT_JUDGED or (other and token.upos == "X")
    return upos_ok and not token.multiword and not token.has(Abbr="Yes") and not token.has(Foreign="Yes")


def non_word(sentence: Sentence) -> Token | None:
    """A lower-case word the dictionary does not know, not even as a compound, that is
    a misspelling of a known word or two words written together:

    * three equal letters in a row (``fremkommme``);
    * a double consonant where a listed word has a single one
      (``rakketter``, ``addressen``);
    * a word Danish writes apart run into the next (``somhelst``,
      ``godtnok``, ``sålænge``): the rest is a listed word.

    Names, abbreviations, foreign words, numbers and words with hyphens,
    apostrophes or full stops are left alone, and so is an unknown word that
    is none of these (``transcontinentale``, ``sværdfiskbøf``): the dictionary
    does not hold every compound and loan word. Only words of these shapes
    are looked up, which keeps the check cheap.

        bad:  Det kan man ikke somhelst gøre.
    """
    for token in sentence.tokens:
        word = token.form if token.index else token.form[:1].lower() + token.form[1:]
        if len(word) >= 4 and word.isalpha() and word.islower() and _misspelt(word) and _judged(token, other=True):
            return token
    return None


@lru_cache(maxsize=1 << 16)
def _misspelt(word: str) -> bool:
    """Whether a lower-case ``word`` has a shape of :func:`non_word` and the dictionary says it is
    misspelt; cached, since a corpus repeats its words (a pure function of the word and the dictionary).
    The questions go from cheap to dear: the compound lookup of the word itself, the dearest, comes last."""
    triple = _TRIPLE_LETTER.search(word) is not None
    double = not triple and _DOUBLE_CONSONANT.search(word) is not None
    run_in = word.startswith(_WRITTEN_APART)
    if not (triple or double or run_in):
        return False
    lexicon = shared_lexicon()
    if lexicon.lists_as_written(word):
        return False
    singles = _single_consonant_spellings(word) if double else ()
    shown = triple or any(lexicon.lists_as_written(other) for other in singles) or (
        run_in and any(word.startswith(part) and len(word) - len(part) > 2 and lexicon.lists(word[len(part):])
                       for part in _WRITTEN_APART))
    return shown and not lexicon.knows(word)


def unlisted_word(sentence: Sentence) -> Token | None:
    """A lower-case word that the dictionary neither lists nor reads as a compound, and that is no
    compound of listed words either (``blodtilføelsen``, ``socialde``, ``pizzaria``): Danish
    compounds freely, but a compound is made of words, joined directly or by the linking ``-s-`` or
    ``-e-`` (``sværdfisk|bøf``, ``brød|boks|sættet``), each part at least two letters and the
    last at least three. A word tagged ``X`` (a treebank's tag for a misspelt word as well as a
    foreign one) counts only when a listed word is one letter away and no other ``X`` word stands
    next to it. Names, abbreviations, foreign words, numbers, words with an accent, hyphen,
    apostrophe or full stop, and words in capitals are left alone.

        good: Han bestilte en sværdfiskbøf.
        bad:  Hun fik fjernet blodtilføelsen.
    """
    for token in sentence.tokens:
        word = token.form if token.index else token.form[:1].lower() + token.form[1:]
        if len(word) >= 3 and token.upos in _OPEN_CLASSES and word.isalpha() and word.islower() \
                and _unlisted(word) and _judged(token, other=True) \
                and (token.upos != "X" or _misspelt_other(sentence, token, word)):
            return token
    return None


def lower_case_name(sentence: Sentence) -> Token | None:
    """A name written in lower case (``hvor vivaldi rejser``, ``i københavn``): a lower-case word
    inside the sentence that the dictionary does not list, while it lists the word with a capital
    as written (a name). A word listed in lower case too (``hansen``? no; ``bager``: both) is left
    alone, and so is the first word.

        good: Han rejste til København.
        bad:  Han rejste til københavn.
    """
    for token in sentence.tokens[1:]:
        word = token.form
        if len(word) < 3 or token.upos not in _NAME_CLASSES or not (word.isalpha() and word.islower()) \
                or token.has(Foreign="Yes") or _foreign_run(sentence, token):
            continue
        if _name_in_lower_case(word):
            return token
    return None


@lru_cache(maxsize=1 << 16)
def _name_in_lower_case(word: str) -> bool:
    lexicon = shared_lexicon()
    return not _stem_listed(word) and not lexicon.lists(word) and lexicon.lists_as_written(word.capitalize())


#: What a tagger makes of a name written in lower case.
_NAME_CLASSES = frozenset({"NOUN", "PROPN", "X", "ADJ"})
#: Numerals a treebank may tag as nouns.
_NUMBER_NOUNS = frozenset({"hundrede", "tusinde", "tusind", "million", "millioner", "milliard", "milliarder"})
#: What Danish writes as one compound and a writer may split: two nouns, or two adjectives.
_SPLIT_PAIRS = frozenset({("NOUN", "NOUN"), ("ADJ", "ADJ")})


def split_compound(sentence: Sentence) -> Token | None:
    """A compound written as two words (``lille bitte`` for ``lillebitte``, ``kaffe kop`` for
    ``kaffekop``): two lower-case nouns, or two adjectives, side by side whose concatenation, directly
    or with the linking ``-s-``, the dictionary lists as one word. Danish writes compounds in one
    word (Retskrivningsordbogen, *Retskrivningsregler* § 39, sammensatte ord); the split is a
    common error under English influence. Names, an adjective before a noun (``rød vin``), words
    joined by a hyphen, a genitive before its noun (``samfunds støtter``), numbers (``hundrede
    tusinde``, ``125 års jubilæum``) and a day before a time of day (``søndag morgen``, which
    Retskrivningsordbogen also writes apart) are left alone.

        good: Med andre ord opførte dette lillebitte folk sig pænt.
        bad:  Med andre ord opførte dette lille bitte folk sig pænt.
    """
    lexicon = None
    for before, first, second in zip((None, *sentence.tokens), sentence.tokens, sentence.tokens[1:]):
        if (first.upos, second.upos) not in _SPLIT_PAIRS or not first.space_after:
            continue
        if first.lower.endswith(("s", "dag")) or "NumType" in first.feats or first.lower in _NUMBER_NOUNS \
                or (before is not None and before.upos == "NUM"):
            continue
        if not (first.form.isalpha() and first.form.islower() and second.form.isalpha() and second.form.islower()):
            continue
        lexicon = lexicon or shared_lexicon()
        if any(lexicon.lists_as_written(first.form + link + second.form) for link in ("", "s")):
            return first
    return None


#: The word classes a new or misspelt word falls in; the closed classes are all listed.
_OPEN_CLASSES = frozenset({"NOUN", "ADJ", "VERB", "ADV", "X"})
#: The letters of Danish words: a word with other letters (``véd``, ``façade``) is left alone.
_DANISH_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzæøå")


@lru_cache(maxsize=1 << 16)
def _unlisted(word: str) -> bool:
    """Whether ``word`` is neither known to the dictionary nor a compound of listed words. A word longer
    than any the dictionary could know (:data:`~corruptions.lexicon.LONGEST_WORD` letters) is unlisted,
    unsplit: looking for its parts costs time that grows with the square of its length."""
    if not set(word) <= _DANISH_LETTERS:
        return False
    if len(word) > LONGEST_WORD:
        return True
    lexicon = shared_lexicon()
    # from cheap to dear: a stem of the word list with a regular ending, the listed forms (shared with
    # the rules), our compounds, hunspell's compounding
    return not _stem_listed(word) and not lexicon.lists(word) and not _compound(word, 2) \
        and not lexicon.knows(word)


#: The regular endings of Danish inflection, for a quick look in the dictionary's stems.
_ENDINGS = ("", "e", "en", "er", "et", "n", "r", "t", "s", "ne", "ene", "erne", "ens", "ets", "es", "te", "ede",
            "ende", "st", "ste", "re", "ere")


def _stem_listed(word: str) -> bool:
    """Whether the word is a stem of the dictionary's word list, or one with a regular ending: a
    dictionary lookup of a set, where the full analysis of a form takes milliseconds."""
    stems = shared_lexicon().dictionary.dic.index
    return any(word.endswith(ending) and len(word) - len(ending) > 1 and word[:len(word) - len(ending)] in stems
               for ending in _ENDINGS)


def _compound(word: str, parts: int) -> bool:
    """Whether ``word`` is a listed last part after a first part of at most ``parts - 1`` listed words,
    joined directly or by a linking ``-s-`` or ``-e-`` (``brød|boks|sættet``)."""
    for cut in range(2, len(word) - 2):
        head, tail = word[:cut], word[cut:]
        heads = (head, head[:-1]) if head[-1] in "se" and len(head) > 2 else (head,)
        # the first part as a stem of the word list (a set), before the dear look at the last part
        if not any(_stem_listed(h) or (parts > 1 and len(h) > 4 and _compound(h, parts - 1)) for h in heads):
            continue
        if _listed(tail):
            return True
    return False


def _listed(word: str) -> bool:
    """A stem of the word list with a regular ending, or a form the dictionary lists."""
    return _stem_listed(word) or shared_lexicon().lists(word)


def _misspelt_other(sentence: Sentence, token: Token, word: str) -> bool:
    """Whether a word tagged ``X`` is a misspelling: a listed word is one letter away (so it is no longer
    than a word the dictionary could know), and it is no word of a foreign phrase."""
    return len(word) <= LONGEST_WORD and not _foreign_run(sentence, token) and _near_listed(word)


def _foreign_run(sentence: Sentence, token: Token) -> bool:
    """Whether ``token`` is tagged ``X`` next to another word tagged ``X`` (``oil wealthy``, ``the good
    guy``): a foreign phrase."""
    return token.upos == "X" and any(other is not None and other.upos == "X"
                                     for other in (sentence.previous(token), sentence.next(token)))


@lru_cache(maxsize=1 << 12)
def _near_listed(word: str) -> bool:
    """Whether the dictionary's word list has a word one letter away from ``word`` (a letter left out,
    added, changed or two swapped; a stem or a stem with a regular ending): what tells a misspelt
    word tagged ``X`` (``socialde``: ``sociale``) from
    a foreign one (``wealthy``)."""
    letters = "abcdefghijklmnopqrstuvwxyzæøå"
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    candidates = {a + b[1:] for a, b in cuts if b}
    candidates |= {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    candidates |= {a + c + b[1:] for a, b in cuts if b for c in letters}
    candidates |= {a + c + b for a, b in cuts for c in letters}
    candidates.discard(word)
    # stems of the word list with a regular ending: set lookups, where a full analysis takes milliseconds
    return any(len(other) > 2 and _stem_listed(other) for other in sorted(candidates))


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


@cache
def _norm_spellings() -> dict[tuple[str, ...], tuple[str, str]]:
    """``norm_spellings.tsv`` (package data; its README gives the rules of Retskrivningsordbogen):
    the rejected words -> (the norm's form, when it is rejected)."""
    return {tuple(rejected.split()): (norm, when) for rejected, norm, when in table("norm_spellings.tsv")}


@cache
def _norm_first_words() -> frozenset[str]:
    """The first words of ``norm_spellings.tsv``: a sentence with none of them is passed at once."""
    return frozenset(words[0] for words in _norm_spellings())


#: What opens the noun phrase after a preposition.
_PHRASE_OPENERS = frozenset({"DET", "NOUN", "PROPN", "PRON", "NUM", "ADJ"})


def norm_spelling(sentence: Sentence) -> Token | None:
    """A spelling the current norm rejects (``norm_spellings.tsv``): an older spelling (``exempel``,
    ``cocain``, ``een``), words written together that the norm writes apart (``somom``,
    ``forlængst``) or apart that it writes together (``i følge``), and ``indenfor``/``overfor``
    as prepositions, which Retskrivningsordbogen (2012) writes in two words. A name or a foreign
    word is left alone, and so are the adverbs (``Kom indenfor.``) and ``i følge med``.

        good: Det er et eksempel inden for musikindustrien.
        bad:  Det er et exempel indenfor musikindustrien.
    """
    rejected = _norm_spellings()
    firsts = _norm_first_words()
    tokens = sentence.tokens
    for index, token in enumerate(tokens):
        word = token.lower
        if word not in firsts or not word.isalpha() or token.upos == "PROPN" or token.has(Foreign="Yes"):
            continue
        if not (token.form.islower() or (index == 0 and (token.form[1:].islower() or len(token.form) == 1))):
            continue
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        pair = (word, following.lower) if following is not None else None
        if pair in rejected and rejected[pair][1] == "not-before:" + _after(tokens, index + 1):
            continue
        if pair in rejected:
            return token
        norm = rejected.get((word,))
        if norm is None:
            continue
        if norm[1] == "always":
            return token
        if norm[1] == "preposition" and following is not None and \
                (token.upos == "ADP" or following.upos in _PHRASE_OPENERS):
            return token
    return None


def _after(tokens: tuple[Token, ...], index: int) -> str:
    return tokens[index + 1].lower if index + 1 < len(tokens) else ""


#: The checks no rule covers, by filter reason, in the order they are tried.
SOURCE_CHECKS = MappingProxyType({
    "non_word": SourceCheck(non_word, "a misspelt word or two words written together (`somhelst`, `rakketter`)"),
    "norm_spelling": SourceCheck(norm_spelling, "a spelling Retskrivningsordbogen rejects (`exempel`, `een`, "
                                                "`somom`, `i følge`, `indenfor` as a preposition)"),
    "lower_case_name": SourceCheck(lower_case_name, "a name in lower case (`vivaldi`, `københavn`)"),
    "split_compound": SourceCheck(split_compound, "a compound written as two words (`lille bitte`)"),
    "unlisted_word": SourceCheck(unlisted_word, "a word the dictionary does not list that is no compound of "
                                                "listed words (`blodtilføelsen`, `socialde`)"),
    "doubled_word": SourceCheck(doubled_word, "the same word twice in a row (`til til`)"),
    "past_after_have": SourceCheck(past_after_have, "a past tense after `har`/`havde` (`har brugte`)"),
    "finite_after_at": SourceCheck(finite_after_at, "a finite verb after the infinitive marker `at` "
                                                    "(`at punkterede`)"),
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
})
