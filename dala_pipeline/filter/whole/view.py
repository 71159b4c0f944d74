"""What the checks of the whole-sentence stage read of one sentence, computed once (:class:`View`),
and the word classes and relations they share."""

from __future__ import annotations

from corruptions.language import Language
from corruptions.sentence import Sentence, Token

from .words import Words

#: Where a clause ends: after these, a finite verb may be a main clause's again.
BREAKS = frozenset({",", ":", ";", "-", "–", "—", '"', "(", ")", "«", "»", "„", "“", "”"})
#: Relations by which a clause depends on a word as a subordinate clause.
SUBORDINATE = frozenset({"acl", "advcl", "ccomp", "csubj"})
SUBJECTS = frozenset({"nsubj", "expl", "csubj"})
#: Relations by which a clause hangs on a word, or a sentence's root.
CLAUSE_RELATIONS = frozenset({"root", "parataxis", "advcl", "ccomp", "acl", "xcomp", "csubj", "dep"})
#: Words a tagger may give a verb's tag to (``Udstillingen varer`` with ``varer`` as a noun).
HEADS_OF_SUBJECTS = frozenset({"VERB", "AUX", "NOUN", "ADJ", "ADV", "PROPN", "X"})
#: Relations only a verb has: a word with one is a verb a tagger missed (``Lav`` tagged as the adjective).
VERB_ONLY = frozenset({"obj", "iobj", "ccomp", "xcomp", "compound:prt"})
VERBS = frozenset({"VERB", "AUX"})
NOMINALS = frozenset({"NOUN", "PROPN", "PRON"})
#: Words that can be (or stand in) the subject of a clause.
SUBJECT_WORDS = frozenset({"NOUN", "PROPN", "PRON", "NUM", "X", "SYM", "ADJ", "DET"})
NOT_FINITE = frozenset({"Inf", "Part", "Ger", "Sup", "Conv"})
QUOTES = frozenset("\"'«»„“”‘’‚›‹")
#: Quotation marks that open and close a quotation (not the apostrophes a word may hold).
DOUBLE_QUOTES = QUOTES - {"'", "‘", "’"}
CLOSERS = "\"'«»“”‘’›‹)] "


class View:
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
        self.finite = finite = [finite_reading(t, forms) for t in tokens]
        for index, token in enumerate(tokens):
            # a parser's tags may miss a finite verb: a verb with a subject of its own and no finite
            # auxiliary or copula is open (``Funar afvises af ...`` with ``afvises`` as an infinitive),
            # and so is a word tagged as no verb that the dictionary reads as one (``Udstillingen varer``
            # with ``varer`` as a noun); a noun with a subject is a verbless clause, no verb
            # (``Fossila bränslen, bränslen som ...``)
            if finite[index] is False and token.upos in HEADS_OF_SUBJECTS and token.feats.get("VerbForm") != "Part":
                relations = [(c.deprel.split(":")[0], c.index) for c in self.children[index]]
                if any(r in ("nsubj", "expl") for r, _ in relations) and not any(
                        r in ("aux", "cop") and finite[i] for r, i in relations) and (
                        token.upos in VERBS or self.verb_reading(index)):
                    finite[index] = None
        # the final mark; a full stop after a quoted question or exclamation (``... bok?».``) ends that
        ending = sentence.text.rstrip(CLOSERS)
        self.end = ending[-1:]
        if self.end == "." and ending[:-1].rstrip(CLOSERS)[-1:] in ("?", "!"):
            self.end = ending[:-1].rstrip(CLOSERS)[-1:]
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
            if when == "always" and token.upos not in VERBS and token.upos != "NOUN":
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
        if not self.words.finite_tags:
            return False
        previous = self.tokens[index - 1] if index else None
        if previous is not None and (previous.upos in ("ADJ", "ADP", "NUM") or (
                previous.upos == "DET" and self.words.roles.get(previous.lower) != "expletive")):
            return False  # in a noun phrase (``af bomber``, ``et svar``)
        return self.reads_finite(self.tokens[index].lower)

    def reads_finite(self, word: str) -> bool:
        """Whether the dictionary reads ``word`` as a finite verb form, by the language's ``finite_tags``
        (none declared: no word)."""
        tags = self.words.finite_tags
        return bool(tags) and any(reading & tags for reading in self.lexicon().readings(word))

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


def finite_reading(token: Token, forms: frozenset[str]) -> bool | None:
    """True for a finite verb by its FEATS or its form, False for a word that is none, None when the
    tags leave it open (a verb with no FEATS)."""
    feats = token.feats
    if feats.get("VerbForm") == "Fin" or feats.get("Mood") in ("Ind", "Imp", "Sub", "Cnd"):
        return True
    if token.upos not in VERBS:
        # a common finite form a tagger took for a noun or adjective (``tør``); not ``var`` the pronoun
        return None if token.lower in forms and token.upos in ("NOUN", "ADJ", "X") else False
    if feats.get("VerbForm") in NOT_FINITE:
        return False
    if feats.get("Tense") in ("Pres", "Past") or token.lower in forms:
        return True
    return None


# Mending a doubled full stop ----------------------------------------------------------------------


def quoted(text: str, offset: int) -> bool:
    """Whether the character at ``offset`` of ``text`` stands inside a quotation: an odd number of
    quotation marks before it."""
    return sum(map(text[:offset].count, DOUBLE_QUOTES)) % 2 == 1
