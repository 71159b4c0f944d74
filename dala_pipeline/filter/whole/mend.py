"""A full stop doubled after an abbreviation (``70 kr..``), made one in the sentence."""

from __future__ import annotations

from corruptions.language import Language
from corruptions.sentence import Sentence, Token


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

