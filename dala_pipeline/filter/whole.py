"""Whole sentences: the stage that judges whether a source sentence is one whole sentence of its language.

It applies to every language and every source (a treebank's CoNLL-U, or raw text a spaCy pipeline
parsed), after the ScaLA filters, the capital and the final mark. It reads the UD relations where the
sentence has a tree, and the words always: a treebank may follow other conventions (a subordinator
or a conjunction as the head of its clause, as converted treebanks have it) and a predicted parse
makes mistakes, so a sentence is judged a fragment only where the words say so as well. The
engine names no language: each language declares the folder of its ``data/`` that holds the word
lists below (:attr:`~corruptions.language.Language.clause_words`), and its README names each
list's published source.

* ``subordinators.tsv``: ``word<TAB>when``, the words that open a subordinate clause, and when a
  form that has another word class is one: ``always`` (unless tagged as a verb), ``sconj`` (only
  tagged SCONJ or attached as ``mark``), ``not-part`` (unless tagged PART: the infinitive marker);
* ``relatives.tsv``: ``word<TAB>where``, the relative pronouns and adverbs: ``first`` if the word
  can open a relative clause with nothing before it (``som``), ``after`` if only after a noun, a
  pronoun or a comma (``der``, ``hvor``);
* ``interrogatives.txt``: the words that open a direct question (``hvad``, ``hvorfor``);
* ``main_clause_words.tsv``: ``word<TAB>role``: ``pronoun`` (a subject pronoun written with a
  capital only first in a sentence), ``pronoun-capital`` (one that may keep its capital: ``De``),
  ``expletive`` (a subject that opens a clause before its verb: ``det``), ``conjunction`` (``men``),
  ``resumptive`` (``så`` after a fronted clause);
* ``appending.txt``: words and phrases that add to the sentence before (``herunder``, ``bl.a.``);
* ``speech_verbs.txt``: verbs of saying, by lemma;
* ``finite_forms.txt``: the commonest finite forms (be, have, become, the modals), for
  annotation without FEATS;
* ``formulas.txt``: words that open a whole utterance with no verb: greetings, thanks, answers;
* ``before_name.txt``: abbreviations that stand before a name or a number (``dr.``, ``nr.``);
* ``byline.txt``: the preposition of a byline (``af``);
* ``finite_tags.txt`` (optional): the tags of the language's dictionary that mark a finite verb form,
  where its dictionary has such tags, so that a verb a tagger took for a noun is still read as one.

The checks, each a filter reason (:data:`CHECKS`), in the order they are tried: a doubled full
stop, a list number, a dateline, a heading run in, a heading before a colon, no finite verb, no
main clause, no subject, a quote-attribution tag alone, a sentence cut off after an abbreviation.
A question, an exclamation, an imperative, a greeting, a sentence after a fronted subordinate
clause, a coordinated main clause and quoted speech with its attribution are whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from types import MappingProxyType
from typing import NamedTuple

from corruptions.language import Language
from corruptions.sentence import Sentence, Token
from corruptions.word_lists import load_table, load_word_list


class Words(NamedTuple):
    """A language's word lists for the stage (see the module's docstring)."""

    subordinators: Mapping[str, str]
    relatives: Mapping[str, str]
    interrogatives: frozenset[str]
    roles: Mapping[str, str]
    appending: tuple[tuple[str, ...], ...]
    speech_verbs: frozenset[str]
    finite_forms: frozenset[str]
    formulas: frozenset[str]
    before_name: frozenset[str]
    byline: frozenset[str]
    finite_tags: frozenset[str]


_WHEN = frozenset({"always", "sconj", "not-part", "compare"})
_WHERE = frozenset({"first", "after"})
_ROLES = frozenset({"pronoun", "pronoun-capital", "expletive", "conjunction", "resumptive"})


def _table(name: str, package: str, values: frozenset[str]) -> Mapping[str, str]:
    found = {}
    for row in load_table(name, package):
        if len(row) != 2 or row[1].strip() not in values:
            raise RuntimeError(f"{package}: data/{name}: expected word<TAB>one of {sorted(values)}, got {row!r}")
        found[row[0].strip().lower()] = row[1].strip()
    return MappingProxyType(found)


@cache
def words(language: Language) -> Words | None:
    """The language's word lists, read once; None when it declares none (the stage does not apply)."""
    folder = language.clause_words
    if folder is None:
        return None
    package = language.package

    def listed(name: str) -> frozenset[str]:
        return load_word_list(f"{folder}/{name}", package)

    return Words(
        subordinators=_table(f"{folder}/subordinators.tsv", package, _WHEN),
        relatives=_table(f"{folder}/relatives.tsv", package, _WHERE),
        interrogatives=listed("interrogatives.txt"),
        roles=_table(f"{folder}/main_clause_words.tsv", package, _ROLES),
        appending=tuple(sorted((tuple(p.split()) for p in listed("appending.txt")), key=len, reverse=True)),
        speech_verbs=listed("speech_verbs.txt"),
        finite_forms=listed("finite_forms.txt"),
        formulas=listed("formulas.txt"),
        before_name=listed("before_name.txt"),
        byline=listed("byline.txt"),
        finite_tags=frozenset(t.upper() for t in listed("finite_tags.txt"))
        if language.data_path(folder, "finite_tags.txt").is_file() else frozenset(),
    )


# One sentence, read once for every check ---------------------------------------------------------

#: Where a clause ends: after these, a finite verb may be a main clause's again.
_BREAKS = frozenset({",", ":", ";", "-", "–", "—", '"', "(", ")", "«", "»", "„", "“", "”"})
#: Relations by which a clause depends on a word as a subordinate clause.
_SUBORDINATE = frozenset({"acl", "advcl", "ccomp", "csubj"})
_SUBJECTS = frozenset({"nsubj", "expl", "csubj"})
#: Relations by which a clause hangs on a word, or a sentence's root.
_CLAUSE_RELATIONS = frozenset({"root", "parataxis", "advcl", "ccomp", "acl", "xcomp", "csubj", "dep"})
#: Words a tagger may give a verb's tag to (``Udstillingen varer`` with ``varer`` as a noun).
_HEADS_OF_SUBJECTS = frozenset({"VERB", "AUX", "NOUN", "ADJ", "ADV", "PROPN", "X"})
#: Relations only a verb has: a word with one is a verb a tagger missed (``Lav`` tagged as the adjective).
_VERB_ONLY = frozenset({"obj", "iobj", "ccomp", "xcomp", "compound:prt"})
_VERBS = frozenset({"VERB", "AUX"})
_NOMINALS = frozenset({"NOUN", "PROPN", "PRON"})
#: Words that can be (or stand in) the subject of a clause.
_SUBJECT_WORDS = frozenset({"NOUN", "PROPN", "PRON", "NUM", "X", "SYM", "ADJ", "DET"})
_NOT_FINITE = frozenset({"Inf", "Part", "Ger", "Sup", "Conv"})
_QUOTES = frozenset("\"'«»„“”‘’‚›‹")
_CLOSERS = "\"'«»“”‘’›‹)] "


class _View:
    """What the checks read of one sentence, computed once: its words, their finiteness, its tree."""

    __slots__ = ("_lead", "children", "end", "finite", "lexicon", "root", "sentence", "tokens", "tree", "words")

    def __init__(self, sentence: Sentence, words: Words, language: Language):
        self.sentence = sentence
        self.tokens = tokens = sentence.tokens
        self.words = words
        self.lexicon = language.lexicon
        forms = words.finite_forms
        heads = [t.head for t in tokens]
        self.tree = any(heads) and heads.count(0) == 1
        self.children: list[list[Token]] = [[] for _ in tokens]
        root = None
        for token in tokens:
            if token.head:
                self.children[token.head - 1].append(token)
            else:
                root = token
        self.root = root
        self.finite = finite = [_finite(t, forms) for t in tokens]
        for index, token in enumerate(tokens):
            # a parser's tags may miss a finite verb: a verb with a subject of its own and no finite
            # auxiliary or copula is open (``Funar afvises af ...`` with ``afvises`` as an infinitive),
            # and so is a word tagged as no verb that the dictionary reads as one (``Udstillingen varer``
            # with ``varer`` as a noun); a noun with a subject is a verbless clause, no verb
            # (``Fossila bränslen, bränslen som ...``)
            if finite[index] is False and token.upos in _HEADS_OF_SUBJECTS and token.feats.get("VerbForm") != "Part":
                relations = [(c.deprel.split(":")[0], c.index) for c in self.children[index]]
                if any(r in ("nsubj", "expl") for r, _ in relations) and not any(
                        r in ("aux", "cop") and finite[i] for r, i in relations) and (
                        token.upos in _VERBS or self.verb_reading(index)):
                    finite[index] = None
        # the final mark; a full stop after a quoted question or exclamation (``... bok?».``) ends that
        ending = sentence.text.rstrip(_CLOSERS)
        self.end = ending[-1:]
        if self.end == "." and ending[:-1].rstrip(_CLOSERS)[-1:] in ("?", "!"):
            self.end = ending[:-1].rstrip(_CLOSERS)[-1:]
        self._lead: int | None = None

    def lead(self) -> int:
        """The index of the first token after leading conjunctions, adverbs, particles and commas
        (``Og hvis``, ``Ikke fordi``, ``Navnlig, hvis``), a subordinator or relative word excepted."""
        if self._lead is None:
            index = 0
            for index, token in enumerate(self.tokens):
                if token.upos == "PUNCT" and token.form in (",", "-", "–"):
                    continue
                if token.upos in ("CCONJ", "ADV", "PART") and not self.opens(index, first=True):
                    continue
                break
            self._lead = index
        return self._lead

    def opens(self, index: int, first: bool = False) -> bool:
        """Whether the token at ``index`` opens a subordinate clause: a subordinator with the tag it
        needs, or a relative word where it can be one (``first``: it stands before any other word)."""
        token = self.tokens[index]
        word = token.lower
        when = self.words.subordinators.get(word)
        if when is not None and token.deprel != "expl":
            if when == "always" and token.upos not in _VERBS and token.upos != "NOUN":
                return True
            if when in ("sconj", "compare") and (token.upos == "SCONJ" or token.deprel == "mark"):
                return True
            if when == "not-part" and token.upos != "PART":
                return True
        where = self.words.relatives.get(word)
        if where is None or token.upos not in ("PRON", "SCONJ", "ADV", "DET") or token.deprel == "expl":
            return False
        previous = self.tokens[index - 1] if index else None
        if where == "first" and token.upos in ("PRON", "SCONJ"):
            return True
        if previous is None or first:
            return False
        return previous.form == "," or previous.upos in ("NOUN", "PROPN", "PRON", "NUM")

    def maybe_finite(self, index: int) -> bool:
        """A finite verb by its tags, or a verb whose tags leave it open."""
        return self.finite[index] is not False

    def verb_reading(self, index: int) -> bool:
        """Whether the dictionary reads the word as a finite verb form (by the language's
        ``finite_tags``) and no article, adjective, numeral or preposition stands before it (``Det
        medførte`` with ``medførte`` tagged as a noun; ``af bomber`` is a noun, though ``bomber`` is a
        present tense too)."""
        tags = self.words.finite_tags
        if not tags:
            return False
        previous = self.tokens[index - 1] if index else None
        if previous is not None and (previous.upos in ("ADJ", "ADP", "NUM") or (
                previous.upos == "DET" and self.words.roles.get(previous.lower) != "expletive")):
            return False  # in a noun phrase (``af bomber``, ``et svar``)
        return any(reading & tags for reading in self.lexicon().readings(self.tokens[index].lower))

    def subject_like(self, index: int, expletive: bool = False) -> bool:
        """Whether the word at ``index`` may be a subject: a noun, a name, a subject pronoun (with
        ``expletive``, also ``det``)."""
        token = self.tokens[index] if 0 <= index < len(self.tokens) else None
        return token is not None and (token.upos in ("NOUN", "PROPN") or self.pronoun(token) or (
            expletive and token.upos == "PRON" and self.words.roles.get(token.lower) == "expletive"))

    def linked(self, opener: Token, verb: Token) -> bool:
        """Whether the tree ties a clause's opening word to the verb: on the verb (``mark``), above it
        (a subordinator heading its clause), or on the word whose auxiliary or copula the verb is."""
        if not self.tree:
            return True
        if opener.deprel == "fixed" and opener.head:  # the second word of "därför att", "etter at"
            opener = self.tokens[opener.head - 1]
        if any(c.deprel.startswith("acl") for c in self.children[opener.index]):
            return False  # a free relative heads its own clause: ``Hvad partiet mener (acl) afhænger af ...``
        if opener.head == verb.id or opener.id in {a.id for a in self.sentence.ancestors(verb)}:
            return True
        return verb.deprel.split(":")[0] in ("aux", "cop") and opener.head == verb.head

    def main_by_tree(self, token: Token) -> bool:
        """Whether the tree makes the word its root, or the root's auxiliary or copula."""
        if not self.tree:
            return False
        if not token.head:
            return True
        return token.deprel.split(":")[0] in ("aux", "cop") and not self.tokens[token.head - 1].head

    def pronoun(self, token: Token) -> bool:
        """A subject pronoun (tagged as a pronoun, in the nominative where the tags say)."""
        return (self.words.roles.get(token.lower) in ("pronoun", "pronoun-capital") and token.upos == "PRON"
                and token.feats.get("Case") not in ("Acc", "Gen"))


def _finite(token: Token, forms: frozenset[str]) -> bool | None:
    """True for a finite verb by its FEATS or its form, False for a word that is none, None when the
    tags leave it open (a verb with no FEATS)."""
    feats = token.feats
    if feats.get("VerbForm") == "Fin" or feats.get("Mood") in ("Ind", "Imp", "Sub", "Cnd"):
        return True
    if token.upos not in _VERBS:
        # a common finite form a tagger took for a noun or adjective (``tør``); not ``var`` the pronoun
        return None if token.lower in forms and token.upos in ("NOUN", "ADJ", "X") else False
    if feats.get("VerbForm") in _NOT_FINITE:
        return False
    if feats.get("Tense") in ("Pres", "Past") or token.lower in forms:
        return True
    return None


# Mending a doubled full stop ----------------------------------------------------------------------

def mend(sentence: Sentence, language: Language) -> Sentence | None:
    """The sentence with one full stop where its text doubles the stop of an abbreviation or a unit
    (``70 kr..``, ``43,5 kg..``, ``B.T..``, ``f.eks.. Lancia``), or None when it has no such stop. The
    norms write one (Retskrivningsordbogen; Språkrådet; Svenska skrivregler): the abbreviation's stop
    ends the sentence too. The stop token after the abbreviation goes, with its character, and the
    rules and both sentences of the pair see the mended text; a token that holds both stops (``kr..``,
    or ``kg`` ``..``) loses one. Two stops after a word the dictionary lists as a word and not as an
    abbreviation (``Nej.. det ved jeg ikke``) are no abbreviation's, and a stop that has words hanging
    on it is left alone: such a sentence is dropped as ``doubled_stop``.

        source: Billetten koster 70 kr..
        mended: Billetten koster 70 kr.
    """
    if ".." not in sentence.text:
        return None
    tokens = sentence.tokens
    text = sentence.text
    for index, token in enumerate(tokens):
        form = token.form
        if form.endswith("..") and not form.endswith("...") and token.end > 2 and text[token.end - 3].isalpha():
            # ``kr..`` as one token, or ``kg`` ``..``
            at = index if len(form) > 2 else index - 1
            if at < 0 or (at < index and tokens[at].end != token.start):
                continue
            if _abbreviation(tokens, at, tokens[at].form.rstrip("."), language):
                return _without(sentence, index, drop_token=False)
        elif index and form == "." and tokens[index - 1].form.endswith(".") \
                and tokens[index - 1].form[-2:-1].isalpha() and tokens[index - 1].end == token.start \
                and not any(t.head == token.id for t in tokens) \
                and not (index + 1 < len(tokens) and tokens[index + 1].form.startswith(".")) \
                and _abbreviation(tokens, index - 1, tokens[index - 1].form[:-1], language):
            return _without(sentence, index, drop_token=True)  # ``kr.`` ``.``
    return None


def _abbreviation(tokens: tuple[Token, ...], index: int, word: str, language: Language) -> bool:
    """Whether the word at ``index``, written before a full stop, is an abbreviation or a unit: it
    has a stop or another mark inside (``B.T``, ``km/t``), follows a number or an abbreviation
    (``43,5 kg``, ``pr. kg``), the dictionary lists it with its stop (``kr.``), or it lists it as no
    word at all (``mill``); not a word it lists without one (``Nej``)."""
    before = tokens[index - 1].form if index else ""
    if not word or not word.isalpha() or before[:1].isdigit() or (len(before) > 1 and before.endswith(".")):
        return bool(word)
    lexicon = language.lexicon()
    if lexicon.lists_as_written(word + ".") or lexicon.lists_as_written(word.lower() + "."):
        return True
    return not (lexicon.lists(word) or lexicon.lists(word.lower()))


def _without(sentence: Sentence, index: int, drop_token: bool) -> Sentence:
    """The sentence with the last character of its token at ``index`` removed, or the whole token
    (a one-character stop: the words after it move one place back, their heads with them)."""
    tokens = sentence.tokens
    removed = tokens[index]
    cut = removed.end - 1
    text = sentence.text[:cut] + sentence.text[cut + 1:]
    if not drop_token:
        shortened = removed._replace(form=removed.form[:-1], lower=removed.lower[:-1], end=removed.end - 1)
        moved = tuple(t._replace(start=t.start - 1, end=t.end - 1) for t in tokens[index + 1:])
        return Sentence(sentence.sent_id, text, (*tokens[:index], shortened, *moved))

    def head(value: int) -> int:
        if value == removed.id:
            value = removed.head
        return value - 1 if value > removed.id else value

    kept = [t._replace(head=head(t.head)) for t in tokens[:index]]
    kept[-1] = kept[-1]._replace(space_after=removed.space_after)
    kept += [t._replace(id=t.id - 1, head=head(t.head), start=t.start - 1, end=t.end - 1) for t in tokens[index + 1:]]
    return Sentence(sentence.sent_id, text, tuple(kept))


# The checks ----------------------------------------------------------------------------------------

_DOUBLED_STOP = re.compile(r"(?<=[^\W\d_])\.\.(?!\.)")


def doubled_stop(view: _View) -> bool:
    """Two full stops after a word where :func:`mend` could not make them one (``Nej.. det ved jeg
    ikke``: a stop that is no abbreviation's, or one that words hang on).

        good: Billetten koster 70 kr.
        bad:  Nej.. det ved jeg ikke.
    """
    return ".." in view.sentence.text and _DOUBLED_STOP.search(view.sentence.text) is not None


_LIST_MARK = re.compile(r"(?:\d{1,3}|[a-zA-Z]|[IVX]{1,4})[.)]?")
#: The marks of a bulleted list.
_BULLETS = frozenset({"*", "•", "·", "▪", "‣", "◦"})


def list_number(view: _View) -> bool:
    """A list number, letter or bullet run into the sentence (``1) Først tager man ...``, ``5 Loven
    gjelder ...``, ``7. För en närmare beskrivning ...``, ``Man kräver * bredare trottoarer *
    cykelbanor ...``): a number, a letter or a Roman numeral with ``)``, a number (with or without a
    full stop) before a capitalised word that is no name and that the number does not count (``1.
    maj`` and ``20 år senere`` go on in lower case; ``3 Mænd`` counts), or a bullet between words.

        good: 20 år senere tabte de igen.
        bad:  1) Først tager man hele familiesamværet.
    """
    tokens = view.tokens
    for previous, token, following in zip(tokens, tokens[1:], tokens[2:]):
        if token.form in _BULLETS and previous.form[-1:].isalpha() and following.form[:1].isalpha():
            return True  # a bulleted list run into the sentence: ``Man kräver * bredare trottoarer * ...``
    first = tokens[0]
    if len(tokens) < 3 or not _LIST_MARK.fullmatch(first.form):
        return False
    following = tokens[1]
    if following.form == ")" or first.form.endswith(")"):
        return True
    if not first.form[:1].isdigit():
        return False
    if following.form == ".":
        following = tokens[2]
    word = following.form
    return (word[:1].isupper() and word[1:].islower() and following.upos not in ("PROPN", "NUM", "X")
            and not (first.head == following.id and first.deprel.startswith("nummod")))


def _capitals(token: Token) -> bool:
    form = token.form
    return len(form) > 1 and form.isupper() and any(c.isalpha() for c in form)


def dateline(view: _View) -> bool:
    """A dateline or label in capitals before a colon or a dash at the start (``ODENSE: 11 personer
    døde ...``, ``NEW YORK (Reuter): ...``): the place or label of a newspaper text, no part of the
    sentence.

        good: Odense fik 11 nye borgere.
        bad:  ODENSE: 11 personer døde sidste år.
    """
    tokens = view.tokens
    index = 0
    while index < len(tokens) and (_capitals(tokens[index]) or tokens[index].form == "."):
        index += 1
    if index == 0 or index >= len(tokens):
        return False
    if tokens[index].form == "(":  # NEW YORK (Reuter):
        closing = next((t.index for t in tokens[index:] if t.form == ")"), None)
        if closing is None or closing - index > 4:
            return False
        index = closing + 1
    return index < len(tokens) - 1 and tokens[index].form in (":", "-", "–", "—")


def _capitalised(token: Token) -> bool:
    form = token.form
    return len(form) > 1 and form.isalpha() and form[0].isupper() and form[1:].islower()


def _lower(token: Token | None) -> bool:
    return token is not None and token.form.isalpha() and token.form.islower()


def run_in_heading(view: _View) -> Token | None:
    """The first word of a sentence that a heading, a byline or another sentence runs into without a
    mark, or None:

    * a headline in capitals before a capitalised word (``POLITI-PENGEAFPRESNING Halvt råbende
      ...``; an acronym before a lower-case word, ``EU har ...``, initials and a name in capitals
      before the rest of the name, ``JENS Sandfeld ...``, are words of the sentence);
    * a byline: the byline preposition and a name of two or more words before a capitalised word that
      is no name (``Af Vibeke Scheibel Debatten om ...``);
    * a label word: a capitalised adjective or adverb, then a capitalised word that the dictionary
      lists only in lower case, going on in lower case or with a comma (``Flot Tøjet, der ...``);
    * inside the sentence, after a word: a subject pronoun with a capital (``… over priserne Han
      siger …``), a subordinator with a capital before a subject pronoun (``Til fest hos Ole Da vi
      kom …``), an expletive with a capital before a finite verb, at most one word apart (``… sand Det
      samme er …``), a conjunction or resumptive adverb with a capital before a lower-case word
      (``… vokser og vokser Og livet …``), or a capitalised common noun in the singular before a name
      (``… priser Finansminister Henning Dyremose gør …``). A name goes on with a capital (``Det
      Radikale Venstre``, ``Da Vinci``), and a pronoun that keeps its capital (``De``) is no start.

        good: Han stemte på Det Radikale Venstre.
        bad:  Vi ventede længe på de gæster Men ingen kom.
    """
    found = _opening_label(view)
    if found is not None:
        return found
    tokens = view.tokens
    roles = view.words.roles
    for index in range(1, len(tokens) - 1):
        token = tokens[index]
        form = token.form
        if not (form[:1].isupper() and form[1:].islower() and form.isalpha()):
            continue
        previous, following = tokens[index - 1], tokens[index + 1]
        if not previous.form[-1:].isalnum() or previous.upos == "PUNCT" or (index == 1 and _capitals(previous)):
            continue
        word = token.lower
        role = roles.get(word)
        if role == "pronoun" and token.upos == "PRON" and _lower(previous):
            return token
        if not _lower(following):
            if _capitalised(following) and following.upos == "PROPN" and _lower(previous) \
                    and previous.upos not in ("ADJ", "DET", "NUM") and _title_noun(view, token):
                return token
            continue
        if role == "expletive" and _finite_soon(view, index):
            return token
        if role in ("conjunction", "resumptive") and token.upos != "PROPN":
            return token
        if word in view.words.subordinators and view.opens(index) and view.pronoun(following):
            return token
    return None


def _finite_soon(view: _View, index: int) -> bool:
    """A finite verb right after the word at ``index``, or after one more lower-case word."""
    for step in (1, 2):
        at = index + step
        if at >= len(view.tokens) or (step == 2 and not _lower(view.tokens[index + 1])):
            return False
        if view.finite[at] is True:
            return True
    return False


def _title_noun(view: _View, token: Token) -> bool:
    """A common noun in the singular, indefinite, written with a capital that the dictionary does
    not give it (``Finansminister``), not part of a name."""
    if token.upos != "NOUN" or token.feats.get("Definite") == "Def" or token.feats.get("Number") == "Plur" \
            or "Case" in token.feats:
        return False
    lexicon = view.lexicon()
    return lexicon.lists(token.lower) and not lexicon.lists_as_written(token.form)


def _opening_label(view: _View) -> Token | None:
    tokens = [t for t in view.tokens if not (t.upos == "PUNCT" and t.form in _QUOTES)]
    if len(tokens) < 3:
        return None
    first, second, third = tokens[0], tokens[1], tokens[2]
    if _capitals(first) and "." not in first.form:  # not initials (``H.L. Hansen``)
        shout = 0
        while shout < len(tokens) and _capitals(tokens[shout]):
            shout += 1
        following = tokens[shout] if shout < len(tokens) else None
        # a name in capitals before the rest of the name is a lead's typography (``JENS Sandfeld ...``)
        if following is not None and _capitalised(following) and (shout > 1 or len(first.form) > 3) \
                and "PROPN" not in (first.upos, following.upos):
            return following
        return None
    if first.lower in view.words.byline and first.form[0].isupper():
        names = 1
        while names < len(tokens) and _capitalised(tokens[names]) and tokens[names].upos == "PROPN":
            names += 1
        following = tokens[names] if names < len(tokens) else None
        if names >= 3 and following is not None and _capitalised(following) and following.upos != "PROPN":
            return following
        return None
    if (_capitalised(first) and _capitalised(second) and first.upos in ("ADJ", "ADV", "INTJ")
            and second.upos in ("NOUN", "ADJ", "VERB") and (third.form == "," or _lower(third))):
        lexicon = view.lexicon()
        if lexicon.lists(second.lower) and not lexicon.lists_as_written(second.form) \
                and not lexicon.lists_as_written(first.form):
            return second
    return None


def heading_colon(view: _View) -> bool:
    """A heading before a colon, and a sentence of its own after it (``Baggrund: Regeringen har ...``):
    the words before the first colon are a short noun phrase with no verb (no preposition or adverb
    first: ``For det andet: ...`` is an adverbial of the sentence), and the words after it open with
    a capital and hold a finite verb.

        good: For det andet: Mennesker oplever verden forskelligt.
        bad:  Baggrund: Regeringen har vedtaget loven.
    """
    tokens = view.tokens
    colon = next((t.index for t in tokens[:7] if t.form == ":"), None)
    if colon is None or colon == 0 or colon + 1 >= len(tokens):
        return False
    before = tokens[:colon]
    if before[0].upos not in ("NOUN", "PROPN", "DET", "ADJ", "NUM") \
            or not any(t.upos in ("NOUN", "PROPN") for t in before):
        return False
    if any(t.upos in _VERBS or t.upos in ("ADP", "ADV", "SCONJ", "PRON") for t in before):
        return False
    after = tokens[colon + 1]
    return (_capitalised(after) and after.upos != "PROPN"
            and any(view.finite[i] is True for i in range(colon + 1, len(tokens))))


def _exempt_verbless(view: _View) -> bool:
    """A question or exclamation, or an utterance a greeting, thanks or an answer word opens (among
    its first three words: ``Tusind tak ...``, ``God morgen ...``)."""
    if view.end in ("?", "!"):
        return True
    first = [t for t in view.tokens[:4] if t.upos != "PUNCT"][:3]
    return bool(first) and (first[0].upos == "INTJ" or any(t.lower in view.words.formulas for t in first))


def no_finite_verb(view: _View) -> bool:
    """No finite verb, and no verb whose tags leave it open (``Sommer i det ny Europa.``, a list of
    noun phrases, ``Pluss for god service.``, an infinitive phrase alone); a question, an
    exclamation and a greeting or answer need none (``Tak for i dag.``, ``Nej tak til Brann.``).

        good: Tusind tak for en dejlig aften, alle sammen.
        bad:  Spændingskilde, ledninger, kompasnål og stangmagnet.
    """
    if any(finite is not False for finite in view.finite):
        return False
    if _exempt_verbless(view):
        return False
    # the dictionary last, for the few sentences left: a verb a tagger took for a noun, where the tree
    # has it as a clause (``Lasse Hessel selv fremhæver ...``; ``spoler`` in a list of nouns is one)
    return not any(view.verb_reading(index) for index, token in enumerate(view.tokens)
                   if token.upos != "PUNCT" and (token.deprel.split(":")[0] in _CLAUSE_RELATIONS or any(
                       c.deprel.split(":")[0] in ("obj", "nsubj") for c in view.children[index])))


def _main_clause(view: _View, tree_shape: bool = False) -> Token | None:
    """The first word that shows a main clause, read left to right on words and tags, or None.

    A subordinator or relative word opens a subordinate clause; a comma, colon, dash, bracket or
    quotation mark ends it once its verb is seen (before, the clause goes on, and a clause opened
    there is nested in it: ``Fordi du, som jeg sagde, ikke kan ...``), and a conjunction and a finite
    verb right after it continue it (``Som lærte dem å sveise, og var ...``). A main clause shows in
    a finite verb outside such a clause. Inside one
    it shows in a finite verb with a subject pronoun right after it (``Som barn boede jeg ...``); in
    the first finite verb after a subordinator with no word that can be its subject in between (the
    clause was elliptical: ``Hvis ikke må kaffen være kald``); in a second finite verb that no
    conjunction joins to the first, with its subject after it, or none before it, or that the tree
    makes its root or the root's auxiliary (the main clause after a fronted one without a comma:
    ``Når han kommer hjem spiser vi``, ``Hvad partiet mener afhænger af ...``; ``fordi jeg synes jeg
    får nok`` has none); and, in a question, in a question word before a finite verb (``Hvis han
    kom, hvorfor gik han?``). Outside one, a subject pronoun that opens no relative clause shows a
    main clause (its verb may be mistagged: ``Vi ved, at ...`` with ``ved`` as a preposition), and so
    does a resumptive adverb after a clause break (``Hvis det kniber, så ...``). Where the tree's
    root is no clause (``tree_shape``), a finite verb the tree hangs on a word as a subordinate clause
    is read as one, though no word opens it (``Denne gang på godt engelsk, som er det sprog, den
    journalist bedst kan gøre sig forståelig på.``).
    """
    tokens = view.tokens
    words = view.words
    roles = words.roles
    question = view.end == "?"
    # the clause being read: inside a subordinate one, its verb seen, a conjunction since, a subject
    # still wanted, a word that can be its subject seen, its opening word; a clause opened before the
    # outer one's verb is nested in it; after a break, the subordinate clause it closed
    inside = seen = joined = needs_subject = nominal = closed = False
    opener = tokens[0]
    outer: list[tuple[bool, bool, bool, Token]] = []
    previous: Token | None = None
    last = len(tokens) - 1
    for index, token in enumerate(tokens):
        if view.opens(index):
            if question and token.lower in words.interrogatives and index < last and view.finite[index + 1]:
                return token
            if inside and not seen and previous is not opener:
                outer.append((joined, needs_subject, nominal, opener))
            inside, seen, joined, nominal, opener = True, False, False, False, token
            # a pronoun, or a relative word that can open a clause alone, may be the subject itself
            needs_subject = token.upos != "PRON" and words.relatives.get(token.lower) != "first"
        elif token.form in _BREAKS:
            closed = inside and seen
            if closed and outer:  # back in the clause the nested one interrupted
                joined, needs_subject, nominal, opener = outer.pop()
                seen = closed = False
            elif not inside or seen or words.subordinators.get(opener.lower) == "compare":
                inside = seen = joined = False
            # else a comma before the clause's verb: the clause goes on (``Hvorefter grupperne i et
            # frigjort, satanisk had gennemfører ...``)
        elif token.upos == "CCONJ":
            joined = True
        elif not inside and (
                (view.pronoun(token) and not (index < last and view.opens(index + 1)))
                or (roles.get(token.lower) == "resumptive" and previous is not None and previous.form in _BREAKS)):
            return token
        elif (token.upos in _VERBS and view.maybe_finite(index)) or view.finite[index]:
            if not inside and closed and joined:  # ``Som lærte dem å sveise, og var så flink ...``
                inside = True
            elif not inside and tree_shape and token.deprel.startswith("acl") and token.head \
                    and view.tokens[token.head - 1].upos in _NOMINALS and view.tokens[token.head - 1].index < index:
                inside = True  # a relative clause with no relative word: ``det sprog, den journalist kan ...``
            elif not inside or _main_inside(view, index, opener, needs_subject, seen, joined, nominal):
                return token
            seen, joined = True, False
        elif inside and token.upos in _VERBS and token.feats.get("VerbForm") in ("Part", "Sup") \
                and token.deprel.split(":")[0] != "amod" and not (index < last and tokens[index + 1].upos == "NOUN"):
            seen = True  # the clause's verb, its auxiliary left out (Swedish: som man haft ..., ger ...)
        elif token.upos in _SUBJECT_WORDS:
            needs_subject = False
            nominal = nominal or token.upos in _NOMINALS
        if token.upos not in ("CCONJ", "ADV", "PART", "PUNCT"):
            closed = closed and token.form in _BREAKS
        previous = token
    return None


def _main_inside(view: _View, index: int, opener: Token, needs_subject: bool, seen: bool, joined: bool,
                 nominal: bool) -> bool:
    """Whether a finite verb inside a subordinate clause is a main clause's (see :func:`_main_clause`)."""
    token = view.tokens[index]
    if needs_subject and not seen:
        return True
    if view.main_by_tree(token) and not view.linked(opener, token):
        return True
    if not nominal and index + 1 < len(view.tokens) and view.pronoun(view.tokens[index + 1]):
        return True
    if view.tree and token.deprel.split(":")[0] in _SUBORDINATE:
        return False  # the tree hangs it on a word as a clause (``noe man vet man ikke burde``)
    return seen and not joined and (view.subject_like(index + 1, expletive=True)
                                    or not view.subject_like(index - 1)
                                    or (view.main_by_tree(token) and not view.linked(opener, token)))


def _opening_shape(view: _View) -> bool:
    """Whether the words open as a fragment does: a subordinate clause, after at most conjunctions,
    adverbs and commas (``Og hvis ...``, ``Ikke fordi ...``, ``Navnlig, hvis ...``, ``Som ...``); a
    word that adds to a sentence before (``Herunder ...``); or a noun phrase and its relative
    clause, with or without a comma (``Følelser, som ...``, ``En dyne som flyttes på.``, ``Den som
    ...``), where no word of the noun phrase may be a verb."""
    tokens = view.tokens
    start = 0
    while start < len(tokens) and tokens[start].upos == "CCONJ":
        start += 1
    lowered = [t.lower for t in tokens[start:start + 4]]
    for phrase in view.words.appending:
        if tuple(lowered[:len(phrase)]) == phrase:
            return True
    lead = view.lead()
    if lead < len(tokens) and view.opens(lead, first=True):
        return True
    nouns = 0
    for index in range(start, len(tokens)):
        token = tokens[index]
        if index > start and token.form != "," and view.opens(index):
            # a relative word (``som``, ``der``), not a subordinator (``Fjernsynet oplyste, at ...``)
            return nouns >= 1 and token.lower in view.words.relatives \
                and tokens[index - 1].upos in ("NOUN", "PROPN", "PRON", "NUM", "PUNCT")
        if token.form == ",":
            continue
        if token.upos not in ("DET", "NUM", "ADJ", "NOUN", "PROPN", "PRON") or view.maybe_finite(index) \
                or (token.upos == "PRON" and token.lower in view.words.interrogatives) or view.verb_reading(index):
            return False
        nouns += token.upos in _NOMINALS
    return False


def _clause_head(view: _View, token: Token) -> bool:
    """Whether a word of the tree is a clause of its own: a finite verb, a word with a finite
    auxiliary or copula, or one with a subject or an object (a verb a tagger missed)."""
    if view.finite[token.index]:
        return True
    # an object or a particle makes a word a tagger took for no verb a verb; a participle or an
    # infinitive has them and is still no clause of its own
    verb_relations = _VERB_ONLY if token.upos not in _VERBS else frozenset()
    for child in view.children[token.index]:
        relation = child.deprel.split(":")[0]
        if relation in _SUBJECTS or relation in verb_relations or (
                relation in ("aux", "cop") and view.finite[child.index]):
            return True
    return False


def _tree_shape(view: _View) -> bool:
    """Whether the tree's root is no main clause: a clause with a subordinator (``mark``: ``Etter at
    hun har lagt seg.``), a subordinator heading its clause (``Selvom`` with ``hører`` below it, as
    converted treebanks have it), or a word that is no clause (a participle, an infinitive with its
    marker, ``Uden dog at opnå ...``; a bare infinitive root is an idiom, ``Undra på att ...``, and no
    fragment) and has no clause below it but subordinate ones (``acl``, ``advcl``,
    ``ccomp``, ``csubj``): a noun phrase with its relative clause, a prepositional phrase with a
    clause inside."""
    root = view.root
    if not view.tree or root is None:
        return False
    if view.opens(root.index, first=root.index == 0) and root.upos in ("SCONJ", "ADV", "PRON"):
        return True
    if any(child.deprel == "mark" and view.opens(child.index) for child in view.children[root.index]):
        return True  # the root's clause is a subordinate one: ``Etter at hun har lagt seg.``
    if _clause_head(view, root) or view.verb_reading(root.index):
        return False
    if root.upos in _VERBS and root.feats.get("VerbForm") != "Part" and not any(
            c.deprel == "mark" for c in view.children[root.index]):
        return False  # a bare infinitive root is an idiom (``Undra på att ...``); ``Uden at opnå ...`` is none
    for child in view.children[root.index]:
        if child.deprel.split(":")[0] in _SUBORDINATE:
            continue
        if _clause_head(view, child) and not view.opens(child.index):
            return False
    return True


def no_main_clause(view: _View) -> Token | None:
    """A sentence whose every finite verb stands in a subordinate clause: a subordinate clause alone,
    also after an adverb and a comma (``Fordi du ikke kan mærke noget.``, ``Navnlig, hvis ...``,
    ``Dels for at ..., dels for at ...``, ``Hvis ... ?``); a relative clause alone (``Som jeg tok
    bilde av.``); a noun phrase with only relative clauses (``Penge, som er investeret, og som ...``);
    a word that adds to a sentence before (``Herunder syv politifolk, som ...``). The words must open
    as a fragment does, or the tree's root be no clause (see :func:`_tree_shape`), and no word may show
    a main clause (:func:`_main_clause`). A subordinate clause cannot stand as a sentence (Dansk
    Sprognævn; Norsk referansegrammatikk; Svenska Akademiens grammatik). A direct question that opens
    with its question word (``Hvor er han?``) and an exclamation are left alone.

        good: Hvis det regner, bliver vi hjemme.
        bad:  Selvom det hører til undtagelser.
    Returns the first word of the sentence, or None.
    """
    if view.end == "!" or not any(view.finite):
        return None
    if view.end == "?":
        lead = view.lead()
        first = view.tokens[lead] if lead < len(view.tokens) else None
        if first is None or first.lower in view.words.interrogatives:
            return None
    tree_shape = _tree_shape(view)
    if not (tree_shape or _opening_shape(view)) or _main_clause(view, tree_shape) is not None:
        return None
    # the dictionary last: a word before the first subordinate clause that it reads as a finite verb,
    # tagged as no noun, is a main clause's verb a tagger missed (``Pierre Larsen erklærede ..., at ...``
    # with ``erklærede`` as a participle; ``essays`` stays a noun)
    opener = next((i for i in range(len(view.tokens)) if view.opens(i)), len(view.tokens))
    if any(view.verb_reading(i) for i in range(opener) if view.tokens[i].upos not in ("PUNCT", "NOUN", "PROPN")):
        return None
    return view.tokens[0]


def _opening_verb(view: _View) -> Token | None:
    """The finite verb a statement opens with, after at most conjunctions and adverbs (``Stod og fik
    ...``, ``Og gerne bider ...``), when it is declarative: not an imperative, not a passive (a
    present in ``-r``, a past, or one of the commonest finite forms)."""
    if view.end in ("?", "!"):
        return None
    for index, token in enumerate(view.tokens):
        if token.upos in ("CCONJ", "ADV", "PART") and not view.opens(index):
            continue
        if token.upos not in _VERBS or not view.finite[index] or token.feats.get("Mood") == "Imp" \
                or token.feats.get("Voice") == "Pass" or token.deprel == "aux:pass":
            return None
        # a present ends in -r but for the commonest forms (the modals): ``Send``, ``Kall`` are imperatives
        # whatever a tagger says
        if token.lower.endswith("r") or token.lower in view.words.finite_forms or (
                token.has(Tense="Past") and not token.has(Mood="Imp")):
            return token
        return None
    return None


def _has_subject(view: _View, verb: Token) -> bool:
    """Whether the verb, or the word whose auxiliary or copula it is, has a subject in the tree; with
    no tree, whether a word that may be one follows it (past adverbs)."""
    if view.tree:
        heads = [verb]
        head = view.sentence.head_of(verb)
        if head is not None and verb.deprel.split(":")[0] in ("aux", "cop"):
            heads.append(head)
        heads += [c for c in view.children[verb.index] if c.deprel.split(":")[0] in ("xcomp", "conj")
                  and view.finite[c.index] is not True]
        return any(child.deprel.split(":")[0] in _SUBJECTS for h in heads for child in view.children[h.index])
    following = next((t for t in view.tokens[verb.index + 1:] if t.upos not in ("PUNCT", "ADV", "PART")), None)
    return following is None or following.upos in ("PRON", "NOUN", "PROPN", "DET", "NUM")


def no_subject(view: _View) -> Token | None:
    """A statement whose main clause opens with its finite verb and has no subject (``Stod og fik
    lyst til ...``, ``Kan störa naturens balans ...``, ``Og gerne bider ...``, review style ``Går
    litt fram og tilbake.``): verb first is a question, a command or a condition (``Kommer han, så
    ...``), each with its subject or none to have; a statement needs one. The verb must be finite
    and declarative by its tags and form (an imperative, ``Læs mere her.``, and a passive are left
    alone). After a conjunction or adverb the word after the verb may not be one that can be a subject
    either, so that a subject the parser missed keeps the sentence.

        good: Kommer han i morgen, så tager vi ud.
        bad:  Stod og fik lyst til at købe den.
    """
    verb = _opening_verb(view)
    if verb is None or _has_subject(view, verb):
        return None
    following = next((t for t in view.tokens[verb.index + 1:] if t.upos not in ("ADV", "PART")), None)
    if following is not None and following.upos == "PRON" and (  # ``Skjer det, blir ...``: a subject the parse missed
            view.pronoun(following) or view.words.roles.get(following.lower) == "expletive"):
        return None
    if verb.index and view.tree:
        following = next((t for t in view.tokens[verb.index + 1:] if t.upos not in ("ADV", "PART")), None)
        if following is not None and following.upos in _SUBJECT_WORDS:
            return None
    return verb


def attribution_tag(view: _View) -> Token | None:
    """A quote-attribution tag standing alone (``Sagde Mellemfolkeligt Samvirkes formand, Knud Vilby,
    til Allan Høxbroe.``): a verb of saying first, finite and declarative, with nothing said: no
    quotation, no colon, no subordinate clause or other finite verb. It is the tail of a quotation
    (``"...", sagde han til ...``) cut off by a sentence splitter.

        good: Han sagde det til Allan Høxbroe.
        bad:  Sagde formanden til Allan Høxbroe.
    """
    verb = _opening_verb(view)
    if verb is None or verb.index or verb.lemma.lower() not in view.words.speech_verbs:
        return None
    if any(c in view.sentence.text for c in ':"«»„“”'):
        return None
    for index, token in enumerate(view.tokens):
        if token is not verb and (view.finite[index] is True or view.opens(index) or token.upos == "SCONJ"):
            return None
    return verb


def cut_off(view: _View) -> Token | None:
    """A sentence that ends in an abbreviation that stands before a name or a number (``... sagde
    overlægen, dr.``, ``... koster ca.``): the sentence splitter cut it there.

        good: Hun betalte 70 kr.
        bad:  Det mener formanden, dr.
    """
    tokens = view.tokens
    last = tokens[-1]
    if last.form == "." and len(tokens) > 1:
        form = tokens[-2].lower + "." if not tokens[-2].form.endswith(".") else tokens[-2].lower
        last = tokens[-2]
    else:
        form = last.lower
    return last if form in view.words.before_name else None


class Check(NamedTuple):
    """One check of the stage: whether it finds a problem, and what it means (Markdown)."""

    find: Callable[[_View], object]
    meaning: str


#: The checks of the stage, by filter reason, in the order they are tried.
CHECKS: Mapping[str, Check] = MappingProxyType({
    "doubled_stop": Check(doubled_stop, "a full stop doubled after an abbreviation (`70 kr..`)"),
    "list_number": Check(list_number, "a list number run into the sentence (`1) Først ...`)"),
    "dateline": Check(dateline, "a dateline or label in capitals before a colon (`ODENSE: ...`)"),
    "run_in_heading": Check(run_in_heading, "a heading, byline or other sentence run in with no mark "
                                            "(`... sand Det samme er ...`)"),
    "heading_colon": Check(heading_colon, "a heading before a colon and a sentence of its own after it"),
    "no_finite_verb": Check(no_finite_verb, "no finite verb (a list, a heading, an infinitive phrase)"),
    "no_main_clause": Check(no_main_clause, "every finite verb in a subordinate clause: no main clause "
                                            "(`Fordi ...`, `Følelser, som ...`)"),
    "no_subject": Check(no_subject, "a statement that opens with its finite verb and has no subject "
                                    "(`Stod og fik lyst ...`)"),
    "attribution_tag": Check(attribution_tag, "a quote-attribution tag standing alone (`Sagde formanden til ...`)"),
    "cut_off": Check(cut_off, "cut off after an abbreviation that needs a name or number (`..., dr.`)"),
})


def reasons() -> tuple[str, ...]:
    """The stage's filter reasons, in order."""
    return tuple(CHECKS)


def problem(sentence: Sentence, language: Language) -> str | None:
    """The first check of the stage the sentence fails, or None (also when the language declares no
    word lists)."""
    found = words(language)
    if found is None:
        return None
    view = _View(sentence, found, language)
    for reason, check in CHECKS.items():
        if check.find(view):
            return reason
    return None


def find(reason: str, sentence: Sentence, language: Language) -> object:
    """What one check of the stage finds in the sentence: the word it points at, True, or a falsy value."""
    lists = words(language)
    return lists is not None and CHECKS[reason].find(_View(sentence, lists, language))


def found(sentence: Sentence, language: Language) -> dict[str, bool]:
    """Every check of the stage: whether it finds a problem in the sentence (for the benchmarks)."""
    lists = words(language)
    if lists is None:
        return dict.fromkeys(CHECKS, False)
    view = _View(sentence, lists, language)
    return {reason: bool(check.find(view)) for reason, check in CHECKS.items()}
