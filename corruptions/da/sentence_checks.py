"""The Danish checks of whole sentences (``--sentence-checks``), after the capital and the final mark.

* ``no_finite_verb``: no finite verb (FEATS ``VerbForm=Fin``, a mood or
  tense on a verb, or a regular finite form of its lemma): ``Sommer i det
  ny Europa.``;
* ``no_main_clause``: it opens as a subordinate clause or as a noun with its
  relative clause, every finite verb stands in such a clause, and it is no
  question or exclamation (``Perioderne, hvor han blev anholdt.``; see
  :func:`main_clause`);
* ``run_in_heading``: a headline run into the next sentence (see
  :func:`run_in_heading`).
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType

from corruptions.base import finite_by_tags
from corruptions.language import SentenceCheck

from ..sentence import Sentence, Token
from .lexicon import shared_lexicon
from .words import table, word_list

#: The commonest finite forms, for annotation without FEATS (with UPOS AUX or VERB).
_FINITE_FORMS = frozenset({"er", "var", "har", "havde", "blev", "bliver", "kan", "kunne", "skal", "skulle",
                           "vil", "ville", "må", "måtte", "bør", "burde"})



def _finite(token: Token) -> bool:
    """A finite verb by FEATS, or by UPOS and form: predicted FEATS miss some (``tabte``, ``skabes``)."""
    found = finite_by_tags(token, _FINITE_FORMS)
    return found if found is not None else token.lower in _finite_endings(token.lemma.lower())


def _finite_endings(lemma: str) -> tuple[str, ...]:
    """The regular present, past and passive forms of a verb lemma (``tabe``: taber, tabte, tabede, tabes)."""
    stem = lemma[:-1] if lemma.endswith("e") else lemma
    return (lemma + "r", stem + "er", stem + "ede", stem + "te", lemma + "s", stem + "es")


@cache
def _subordinators() -> dict[str, str]:
    """``subordinators.tsv`` (package data; its README says where the words come from): word -> when."""
    return {word: when for word, when in table("subordinators.tsv")}


#: Where a clause ends: after these, a finite verb may be a main clause's again.
_CLAUSE_BREAKS = frozenset({",", ":", ";", "-", "–", "—", '"', "(", ")"})
#: What joins a second verb to the clause of the first (``at han kom og gik``).
_COORDINATORS = frozenset({"og", "eller", "samt"})


def _opens_clause(previous: Token | None, token: Token) -> bool:
    """Whether ``token`` opens a subordinate clause: a subordinator of ``subordinators.tsv`` with the tag
    it needs, or a relative ``som`` (tagged PRON, or after a comma) or ``der`` (tagged PRON, after a
    comma or a noun: ``der`` after a verb is the expletive subject, ``Nu er der ...``)."""
    word = token.lower
    if word == "som":
        return previous is not None and (token.upos == "PRON" or previous.form == ",")
    if word == "der":
        return (previous is not None and token.upos == "PRON"
                and (previous.form == "," or previous.upos in ("NOUN", "PROPN")))
    when = _subordinators().get(word)
    if when == "always":
        return token.upos != "VERB"
    if when == "not-part":
        return token.upos != "PART"
    return when == "sconj" and token.upos == "SCONJ"


#: Subject pronouns: outside a subordinate clause, one shows a main clause even where the tagger
#: missed its verb (``Vi ved, at ...`` with ``ved`` tagged as the preposition).
_SUBJECT_PRONOUNS = frozenset({"jeg", "du", "han", "hun", "vi", "i", "de", "man"})


def _main_clause_word(previous: Token | None, token: Token) -> bool:
    """A subject pronoun, or a resumptive ``så`` after a clause break: either shows a main clause."""
    if token.lower in _SUBJECT_PRONOUNS:
        return token.upos == "PRON"
    return token.lower == "så" and previous is not None and previous.form in _CLAUSE_BREAKS


def _fragment_shape(sentence: Sentence) -> bool:
    """Whether the sentence opens as a subordinate clause does, or as a noun with its relative clause
    (``Fordi ...``, ``At ...``, ``Og hvis ...``, ``Også, fordi ...``; ``Perioderne, hvor ...``, ``En
    dom, som ...``, ``Et ønske som ...``), or with a word that adds to a sentence before it
    (``Herunder ...``, ``Dvs. ...``: ``appending_adverbs.txt``). Only these are judged: elsewhere a
    verb a weak tagger missed (``Den ene maskine brød sammen, hvorefter ...``, ``brød`` tagged as
    the noun) would leave what looks like a subordinate clause alone; a word the dictionary reads as
    a finite verb form is no part of the noun phrase either."""
    tokens = sentence.tokens
    words = [t for t in tokens if t.upos != "PUNCT"]
    if words and words[0].lower in _appending_adverbs():
        return True
    # leading coordinators and a comma or ``også`` before a subordinator (``Og hvis``, ``Også, fordi``)
    lead = next((t for t in tokens if not (t.upos == "PUNCT" or t.lower in _LEADING_WORDS)), None)
    if lead is not None and _opens_clause(None, lead):
        return True
    if _noun_before_relative(tokens):
        return True
    comma = next((t for t in tokens if t.form == ","), None)
    if comma is None:
        return False
    before = [t for t in tokens[:comma.index] if t.upos != "PUNCT"]
    after = next((t for t in tokens[comma.index + 1:] if t.upos != "PUNCT" or t.form == ","), None)
    nouns = sum(t.upos in ("NOUN", "PROPN") for t in before)
    # the dictionary last: it is loaded only for a sentence of this shape
    return (nouns == 1 and all(t.upos in ("DET", "NUM", "ADJ", "NOUN", "PROPN") for t in before)
            and after is not None and _opens_clause(comma, after)
            and not any(_verb_form(t) for t in before))


#: Words that may stand before the subordinator of a fragment (``Og hvis ...``, ``Også, fordi ...``).
_LEADING_WORDS = frozenset({"og", "men", "eller", "også", "især", "netop", "kun", "bare", "blot"})


@cache
def _appending_adverbs() -> frozenset[str]:
    """``appending_adverbs.txt`` (package data; its README says where the words come from)."""
    return word_list("appending_adverbs.txt")


#: Determiners that may also be a pronoun subject before a verb a tagger took for a noun (``Det medførte``).
_PRONOUN_DETERMINERS = frozenset({"det", "den", "de", "dette", "denne", "disse"})


def _verb_reading(previous: Token | None, token: Token) -> bool:
    """Whether the dictionary reads ``token`` as a finite verb form and no article or other determiner
    that cannot be a subject stands before it (``Et svar``: a noun, though ``svar`` is an imperative)."""
    if previous is not None and previous.upos == "DET" and previous.lower not in _PRONOUN_DETERMINERS:
        return False
    return _verb_form(token)


def _noun_before_relative(tokens: tuple[Token, ...]) -> bool:
    """A noun phrase (determiners, numerals, adjectives, one noun) right before a relative ``som`` or
    ``der`` tagged as a pronoun, with or without a comma (``Et ønske som industrien deler ...``)."""
    before: list[Token] = []
    for token in tokens:
        if token.lower in ("som", "der") and token.upos == "PRON" and before:
            nouns = sum(t.upos in ("NOUN", "PROPN") for t in before)
            return nouns == 1 and before[-1].upos in ("NOUN", "PROPN") \
                and not any(_verb_reading(p, t) for p, t in zip((None, *before), before))
        if token.form == ",":
            continue
        if token.upos not in ("DET", "NUM", "ADJ", "NOUN", "PROPN"):
            return False
        before.append(token)
    return False


#: Relations by which a clause depends on a word as a subordinate clause, not as a clause of its own.
_SUBORDINATE_RELATIONS = frozenset({"acl", "advcl", "ccomp", "csubj"})
#: Relations of a word's own auxiliary or copula.
_OWN_VERB_RELATIONS = frozenset({"aux", "cop"})


def _own_finite(sentence: Sentence, token: Token) -> bool:
    """Whether ``token`` is finite, or has a finite auxiliary or copula of its own."""
    return _finite(token) or any(child.deprel.split(":")[0] in _OWN_VERB_RELATIONS and _finite(child)
                                 for child in sentence.children(token))


def _fragment_tree(sentence: Sentence) -> bool:
    """Whether the tree's root is no clause of its own: no verb with a finite verb, auxiliary or
    copula, and no finite verb hangs on it other than as a subordinate clause (``acl``, ``advcl``,
    ``ccomp``, ``csubj``), or the root is a subordinator whose clause is the only one (a treebank
    that makes the subordinator the head: ``Hvorefter`` with ``gennemfører`` below it).

        bad:  Et ønske som industrien åbenbart deler med flere studerende.   (root ønske, deler acl:relcl)
        good: Han er læge.                                                  (root læge, er cop)
    """
    root = next((t for t in sentence.tokens if t.head == 0), None)
    # a root with a subject, or that the dictionary reads as a finite verb, is a verb a weak tagger
    # missed (``Den ene maskine brød sammen``, ``brød`` as a noun)
    if root is None or _own_finite(sentence, root) or _verb_reading(sentence.previous(root), root) or any(
            child.deprel.split(":")[0] in ("nsubj", "expl") for child in sentence.children(root)):
        return False
    subordinator = _subordinator_root(sentence)
    for child in sentence.children(root):
        relation = child.deprel.split(":")[0]
        if relation in _SUBORDINATE_RELATIONS or (subordinator and relation == "xcomp"):
            continue
        if _own_finite(sentence, child):
            return False
    return True


#: Dictionary tags of finite verb forms (``medførte``: DATID, ``vrimler``: NUTID).
_FINITE_TAGS = frozenset({"DATID", "NUTID", "IMPERATIV", "PASSIV"})


def _verb_form(token: Token) -> bool:
    """Whether the dictionary reads the word as a finite verb form, whatever its tag (``Det medførte``
    with ``medførte`` tagged as a noun)."""
    return any(tags & _FINITE_TAGS for tags in shared_lexicon().readings(token.lower))


def main_clause(sentence: Sentence) -> Token | None:
    """The first word that shows a main clause, or None when every finite verb is in a subordinate clause.

    Read left to right, on words and tags rather than on the tree (a
    treebank may hang the main verb below a subordinate one, and a
    predicted parse may too): a subordinator or relative word opens a
    subordinate clause, whose first finite verb (and any verb coordinated
    with it by ``og``/``eller``) is subordinate; a comma, colon, dash,
    bracket or quotation mark ends it. A main clause shows in a finite verb
    outside such a clause, a second finite verb inside one that no ``og``
    joins to the first (the main clause after a fronted one: ``Når han
    kommer hjem spiser vi``), a resumptive ``så`` after a clause break
    (``Hvis det kniber, så ...``), or a subject pronoun outside a
    subordinate clause, whose verb a tagger may have missed. A subordinate
    clause cannot stand as a sentence (Dansk Sprognævn, *ledsætninger*);
    the blind review of the bundled originals judged these fragments.

        good: Hvis det kniber, så kan de hjælpe hinanden.
        bad:  Perioderne, hvor han med jævne mellemrum blev anholdt af politiet.
        bad:  Fordi du ikke kan mærke noget, og fordi sår vil gøre dig mere handicappet.
    """
    inside = seen = joined = False
    previous = None
    for token in sentence.tokens:
        if _opens_clause(previous, token):
            inside, seen, joined = True, False, False
        elif token.form in _CLAUSE_BREAKS:
            inside, seen, joined = False, False, False
        elif token.lower in _COORDINATORS:
            joined = True
        elif not inside and _main_clause_word(previous, token):
            return token
        elif _finite(token):
            if not inside or (seen and not joined):
                return token
            seen, joined = True, False
        previous = token
    return None


#: Subject pronouns never written with a capital inside a sentence.
_CLAUSE_PRONOUNS = frozenset({"jeg", "han", "hun", "vi"})
#: Dictionary tags of forms that are no title before a name: definite and genitive forms are
#: names themselves (``Folketinget``, ``Venstres``), a plural is a noun in title case.
_NOT_TITLE_TAGS = frozenset({"BESTEMT_ENTAL", "PLUR_BEK", "GENITIV", "PLUR_UBEK"})


def _capitalised_word(token: Token) -> bool:
    form = token.form
    return len(form) > 1 and form.isalpha() and form[0].isupper() and form[1:].islower()


def _title_noun(token: Token) -> bool:
    """A singular indefinite common noun written with a capital (``Finansminister``), not part of a name."""
    if token.upos in ("PROPN", "PRON", "DET", "X") or "Case" in token.feats:
        return False
    lexicon = shared_lexicon()
    readings = lexicon.readings(token.lower)
    return (bool(readings) and not lexicon.lists_as_written(token.form)
            and not any(tags & _NOT_TITLE_TAGS for tags in readings))


def _name(token: Token) -> bool:
    return token.form[:1].isupper() and (token.upos == "PROPN" or shared_lexicon().lists_as_written(token.form))


def run_in_heading(sentence: Sentence) -> Token | None:
    """The first word of a sentence that a heading, or another sentence, runs into without punctuation, or None.

    Right after a lower-case word, either a subject pronoun with a capital
    (``… over Nettos priser Han siger …``), or a capitalised indefinite noun
    that the dictionary lists only in lower case, followed by a name
    (``… over Nettos priser Finansminister Henning Dyremose gør …``), or a
    clause opener with a capital: ``Det``, ``Der`` or ``Den`` before a
    finite verb, ``Men`` before a lower-case word (``… kom hjem i går Det
    var sent``). Names of institutions and titles are definite or genitive
    (``Folketinget``, ``Venstres``), go on with a capital (``Det Radikale
    Venstre``) or a word that is no finite verb (``Det kgl. Teater``), and the
    polite ``De``/``Deres`` keeps its capital anywhere: all are left alone,
    as the check errs on the side of keeping a sentence.
    """
    tokens = sentence.tokens
    for previous, token, following in zip(tokens, tokens[1:], (*tokens[2:], None)):
        if not (previous.form.isalpha() and previous.form.islower() and _capitalised_word(token)):
            continue
        if token.lower in _CLAUSE_PRONOUNS:
            return token
        if following is None:
            continue
        if _name(following) and _title_noun(token):
            return token
        if _opens_glued_clause(token, following):
            return token
    return None


#: Words that open a main clause and take a capital only at the start of a sentence: the
#: expletive or demonstrative subjects (before a finite verb) and the conjunction ``men``.
_SUBJECT_OPENERS = frozenset({"det", "der", "den"})


def _opens_glued_clause(token: Token, following: Token) -> bool:
    if not (following.form.isalpha() and following.form.islower()):
        return False
    if token.lower == "men":
        return True
    return token.lower in _SUBJECT_OPENERS and (following.lower in _FINITE_FORMS or _finite(following))


def no_finite_verb(sentence: Sentence) -> bool:
    # only a verb, or a word with a mood or verb form, can be finite (see finite_by_tags)
    return not any(_finite(t) for t in sentence.tokens
                   if t.upos in ("VERB", "AUX") or "Mood" in t.feats or "VerbForm" in t.feats)


def no_main_clause(sentence: Sentence) -> bool:
    ending = sentence.text.strip().rstrip(CLOSERS)
    if ending.endswith(("?", "!")):
        return False
    # a subordinator at the root, heading the only clause, needs no reading of the words to confirm it
    # (``Hvorefter grupperne nu i et frigjort, satanisk had ... gennemfører ...``)
    return (_subordinator_root(sentence) and _fragment_tree(sentence)) or (
        (_fragment_shape(sentence) or _fragment_tree(sentence)) and main_clause(sentence) is None)


def _subordinator_root(sentence: Sentence) -> bool:
    root = next((t for t in sentence.tokens if t.head == 0), None)
    return root is not None and root.upos in ("SCONJ", "ADV") \
        and _subordinators().get(root.lower) in ("always", "sconj") and root.index == 0


def has_run_in_heading(sentence: Sentence) -> bool:
    return run_in_heading(sentence) is not None or opening_label(sentence) is not None


def _lower_word(token: Token | None) -> bool:
    return token is not None and token.form.isalpha() and token.form.islower()


def opening_label(sentence: Sentence) -> Token | None:
    """The first word of raw text's sentence that a headline, byline or label runs into, or None.

    * a headline in capitals before a capitalised word (``POLITI-PENGEAFPRESNING Halvt råbende ...``;
      an acronym before a lower-case word, ``EU har ...``, is a word of the sentence);
    * a byline: ``Af`` and a name of two or more words before a capitalised word that is no name
      (``Af Vibeke Scheibel Debatten om ...``; ``Af Danmarks ...`` is left alone);
    * a label word: a capitalised word, then a capitalised word that is no name, that the
      dictionary lists only in lower case, and that goes on in lower case or with a comma
      (``Flot Tøjet, der ...``; ``Det Radikale Venstre`` and ``Danske Bank`` are names).
    """
    tokens = [t for t in sentence.tokens if t.upos != "PUNCT" or t.form not in "\"'«»„“”"]
    if len(tokens) < 3:
        return None
    first, second, third = tokens[0], tokens[1], tokens[2]
    if len(first.form) > 1 and first.form.isupper() and any(c.isalpha() for c in first.form):
        shout = 0
        while shout < len(tokens) and tokens[shout].form.isupper() and any(c.isalpha() for c in tokens[shout].form):
            shout += 1
        following = tokens[shout] if shout < len(tokens) else None
        if following is not None and _capitalised_word(following) and (shout > 1 or len(first.form) > 3):
            return following
        return None
    if first.form == "Af":
        names = 1
        while names < len(tokens) and _capitalised_word(tokens[names]) and tokens[names].upos == "PROPN":
            names += 1
        following = tokens[names] if names < len(tokens) else None
        if names >= 3 and following is not None and _capitalised_word(following) and not _name(following):
            return following
        return None
    if (_capitalised_word(first) and _capitalised_word(second) and first.upos in ("ADJ", "ADV", "INTJ")
            and second.upos in ("NOUN", "ADJ", "VERB") and (third.form == "," or _lower_word(third))):
        lexicon = shared_lexicon()
        if lexicon.readings(second.lower) and not lexicon.lists_as_written(second.form) \
                and not lexicon.lists_as_written(first.form):
            return second
    return None


#: Relations of a subject.
_SUBJECT_RELATIONS = frozenset({"nsubj", "expl", "csubj"})


def _declarative_finite(token: Token) -> bool:
    """A finite verb in the indicative: a present in ``-r``, a past, or a modal; no imperative."""
    if token.upos not in ("VERB", "AUX") or token.feats.get("Mood") == "Imp" or not _finite(token):
        return False
    return token.lower.endswith("r") or token.has(Tense="Past") or token.lower in _FINITE_FORMS


def _opening_verb(sentence: Sentence) -> Token | None:
    """The sentence's first word when it is a declarative finite verb and the sentence is no question."""
    words = [t for t in sentence.tokens if t.upos != "PUNCT"]
    ending = sentence.text.strip().rstrip(CLOSERS)
    if not words or ending.endswith(("?", "!")) or '"' in sentence.text or ":" in sentence.text:
        return None
    return words[0] if _declarative_finite(words[0]) else None


def no_subject(sentence: Sentence) -> Token | None:
    """A main clause that opens with its finite verb and has no subject (``Stod og fik lyst til ...``):
    verb first is a question, a command or a condition (``Kommer han, så ...``), each with its
    subject or none to have; a statement needs one. The verb must be finite and indicative by its
    tags and form (an imperative, ``Læs mere her.``, is left alone), and neither it nor the clause's
    head has a subject (``nsubj``, ``expl``, ``csubj``) in the tree; with no tree, the word after it
    must be no subject either (no pronoun, noun, name, determiner or numeral).

        good: Kommer han i morgen, så tager vi ud.
        bad:  Stod og fik lyst til at købe den.
    """
    verb = _opening_verb(sentence)
    if verb is None:
        return None
    tokens = sentence.tokens
    if any(t.head for t in tokens):
        heads = [verb, *([sentence.head_of(verb)] if verb.deprel.split(":")[0] in ("aux", "cop") else [])]
        subject = any(child.deprel.split(":")[0] in _SUBJECT_RELATIONS
                      for head in heads if head is not None for child in sentence.children(head))
        return None if subject else verb
    following = next((t for t in tokens[verb.index + 1:] if t.upos != "PUNCT"), None)
    return verb if following is not None and following.upos not in ("PRON", "NOUN", "PROPN", "DET", "NUM") \
        else None


@cache
def _speech_verbs() -> frozenset[str]:
    """``speech_verbs.txt``: the verbs of saying, by lemma."""
    return word_list("speech_verbs.txt")


def attribution_tag(sentence: Sentence) -> Token | None:
    """A quote-attribution tag standing alone (``Sagde Mellemfolkeligt Samvirkes formand, Knud Vilby,
    til Allan Høxbroe.``): a verb of saying first (``speech_verbs.txt``), finite and indicative, with
    its subject after it, and nothing said: no quotation, no colon, no ``at``-clause or other finite
    verb. It is the tail of a quotation (``"...", sagde han til ...``) cut off by the sentence
    splitter. A question (``Sagde han det?``) is left alone.

        good: Han sagde det til Allan Høxbroe.
        bad:  Sagde formanden til Allan Høxbroe.
    """
    verb = _opening_verb(sentence)
    if verb is None or verb.lemma.lower() not in _speech_verbs():
        return None
    others = [t for t in sentence.tokens if t is not verb and (_finite(t) and t.upos in ("VERB", "AUX"))]
    says = any(t.lower == "at" or t.upos == "SCONJ" for t in sentence.tokens)
    return None if others or says else verb


def has_no_subject(sentence: Sentence) -> bool:
    return no_subject(sentence) is not None and attribution_tag(sentence) is None


def has_attribution_tag(sentence: Sentence) -> bool:
    return attribution_tag(sentence) is not None


#: Closing quotation marks and brackets, which may follow the final mark.
CLOSERS = "\"'«»“”‘’›‹)] "

SENTENCE_CHECKS = MappingProxyType({
    # every source: what these drop from the bundled treebank, 14 sentences, both blind reviewers judged
    # fragments (benchmarks/reviews/bundled_originals/)
    "no_finite_verb": SentenceCheck(no_finite_verb, "no finite verb (sentence checks)", every_source=True),
    "no_main_clause": SentenceCheck(no_main_clause, "every finite verb in a subordinate clause: no main clause "
                                                    "(sentence checks)", every_source=True),
    "no_subject": SentenceCheck(has_no_subject, "a statement that opens with its finite verb and has no subject "
                                                "(`Stod og fik lyst ...`)", every_source=True),
    "attribution_tag": SentenceCheck(has_attribution_tag, "a quote-attribution tag standing alone (`Sagde "
                                                          "formanden til ...`)", every_source=True),
    "run_in_heading": SentenceCheck(has_run_in_heading, "a headline, byline or label run into the sentence "
                                                        "(sentence checks)"),
})
