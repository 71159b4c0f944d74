"""Run-in text: a doubled full stop, a stray full stop, an empty quotation, a list number, a dateline, a
heading run in or before a colon, and a sentence cut off after an abbreviation."""

from __future__ import annotations

import re

from corruptions.sentence import Token

from .view import QUOTES, VERBS, View, quoted

_DOUBLED_STOP = re.compile(r"(?<=[^\W\d_])\.\.(?!\.)")
#: The dashes that open a reply.
_DASHES = frozenset({"-", "–", "—"})


def _quoted(view: View, token: Token) -> bool:
    """Whether ``token`` stands inside a quotation."""
    return quoted(view.sentence.text, token.start)


def doubled_stop(view: View) -> bool:
    """Two full stops after a word where :func:`mend` could not make them one (``Nej.. det ved jeg
    ikke``: a stop that is no abbreviation's, or one that words hang on).

        good: Billetten koster 70 kr.
        bad:  Nej.. det ved jeg ikke.
    """
    return ".." in view.sentence.text and _DOUBLED_STOP.search(view.sentence.text) is not None


#: The word classes that go on a clause after a stray full stop (``drengen. ved at``, ``bilen. og den``).
_CONTINUING = frozenset({"ADP", "CCONJ", "SCONJ", "PRON", "DET", "ADV", "PART", "AUX"})


def stray_stop(view: View) -> Token | None:
    """A full stop inside the sentence between a word the dictionary lists and a lower-case function
    word (``... har pint drengen. ved at stikke ...``, ``... hentede bilen. og den kørte ...``): a stop
    typed by mistake, or a sentence cut into two pieces. Left alone: the stop of an abbreviation (one
    the dictionary lists with its stop or the tagger marks, one after a number, ``3 mill. i fjor``, a
    word of fewer than five letters, which many abbreviations are and a tokeniser may split off,
    ``omkr. en time``, ``tidl. har vi``, or one in capitals), a stop before a content word (``inkl.
    moms``) and one inside a quotation.

        good: Prisen er 200 kr. inkl. moms.
        bad:  Ingen ved, hvem der har pint drengen. ved at stikke nåle i ham.
    """
    tokens = view.tokens
    lexicon = view.lexicon()
    for index in range(1, len(tokens) - 2):
        previous, token, following = tokens[index - 1], tokens[index], tokens[index + 1]
        if token.form != "." or following.upos not in _CONTINUING or not (
                following.form.isalpha() and following.form.islower()):
            continue
        word = previous.form
        if not (word.isalpha() and len(word) >= 5 and not word.isupper()) or previous.has(Abbr="Yes") or (
                index > 1 and tokens[index - 2].upos == "NUM"):
            continue
        if not lexicon.lists_as_written(word) or lexicon.lists_as_written(word.lower() + "."):
            continue
        if _quoted(view, token):
            continue  # inside a quotation: ``"Stands. ikke flere"`` is its writer's
        return token
    return None


#: A pair of quotation marks with nothing between, or brackets with at most spaces between after a
#: space: what they held was lost (an image, a symbol, a word a conversion dropped). The marks must
#: touch: ``»ja« »nej«`` is two Danish quotations, ``«ja» «nei»`` two Norwegian ones; ``print()`` is a
#: name in code.
_EMPTY_PAIR = re.compile(r'«»|»«|“”|„[“”]|””|""|(?<!\S)\(\s*\)')


def empty_quote(view: View) -> bool:
    """A quotation or bracket with nothing in it (``På Sørlandet sier vi «» i norsk politikk``, Danish
    ``»«``, Swedish ``””``): the words it held are lost, and the sentence with them.

        good: På Sørlandet sier vi «jo» i norsk politikk.
        bad:  På Sørlandet sier vi «» i norsk politikk.
    """
    return _EMPTY_PAIR.search(view.sentence.text) is not None


_LIST_MARK = re.compile(r"(?:\d{1,3}|[a-zA-Z]|[IVX]{1,4})[.)]?")
#: The marks of a bulleted list.
_BULLETS = frozenset({"*", "•", "·", "▪", "‣", "◦"})


def list_number(view: View) -> bool:
    """A list number, letter or bullet run into the sentence (``1) Først tager man ...``, ``5 Loven
    gjelder ...``, ``7. För en närmare beskrivning ...``, ``Man kräver * bredare trottoarer *
    cykelbanor ...``): a number, a letter or a Roman numeral with ``)``, a number (with or without a
    full stop) before a capitalised word that is no name and that the number does not count (``1.
    maj`` and ``20 år senere`` go on in lower case; ``3 Mænd`` counts), or a bullet between words. A
    numbered reply after a dash is left alone (``2. - Jeg ville nok ...``: reviewers accept it).

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


def dateline(view: View) -> bool:
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


def run_in_heading(view: View) -> Token | None:
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


def _finite_soon(view: View, index: int) -> bool:
    """A finite verb right after the word at ``index``, or after one more lower-case word."""
    for step in (1, 2):
        at = index + step
        if at >= len(view.tokens) or (step == 2 and not _lower(view.tokens[index + 1])):
            return False
        if view.finite[at] is True:
            return True
    return False


def _title_noun(view: View, token: Token) -> bool:
    """A common noun in the singular, indefinite, written with a capital that the dictionary does
    not give it (``Finansminister``), not part of a name."""
    if token.upos != "NOUN" or token.feats.get("Definite") == "Def" or token.feats.get("Number") == "Plur" \
            or "Case" in token.feats:
        return False
    lexicon = view.lexicon()
    return lexicon.lists(token.lower) and not lexicon.lists_as_written(token.form)


def _opening_label(view: View) -> Token | None:
    tokens = [t for t in view.tokens if not (t.upos == "PUNCT" and t.form in QUOTES)]
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


def heading_colon(view: View) -> bool:
    """A heading, a speaker's label or a dateline before a colon, and a sentence of its own after it
    (``Baggrund: Regeringen har ...``, ``Sønnen: - Ja, jeg vil ...``, ``Kari Hansen (Ap): Jeg takker
    ...``, ``Dakar (NTB): Over én million ...``): the words before the first colon are a short noun
    phrase with no verb (no preposition or adverb first: ``For det andet: ...`` is an adverbial of the
    sentence), perhaps with a party or agency in brackets, and the words after it open with a capital,
    perhaps after a speaker's dash, and hold a finite verb (a quotation after a speaker's name and a
    colon is how a text quotes: ``Formanden: "Vi går."``). A tokeniser may write the
    bracket and the colon as one token (``):``); a colon inside quotation marks is a title's
    (``Filmen "Dune: Del to" havde premiere ...``).

        good: For det andet: Mennesker oplever verden forskelligt.
        bad:  Baggrund: Regeringen har vedtaget loven.
    """
    tokens = view.tokens
    colon = next((t.index for t in tokens[:10] if t.form[-1:] == ":" and not t.form.rstrip("):")), None)
    if colon is None or colon == 0 or colon + 1 >= len(tokens):
        return False
    if _quoted(view, tokens[colon]):
        return False  # inside a title: ``Filmen "Dune: Del to" havde premiere ...``
    before = tokens[:colon]
    bracket = next((t.index for t in before if t.form == "("), None)
    if bracket is not None:  # ``Kari Hansen (Ap):``, ``Dakar (NTB-DPA):``: a label and its bracket
        glued = tokens[colon].form == "):"
        if not (glued or tokens[colon - 1].form == ")"):
            return False
        inside = tokens[bracket + 1:colon if glued else colon - 1]
        if not 0 < bracket <= 4 or not 0 < len(inside) <= 5:
            return False
        before = before[:bracket]
    elif colon >= 7:
        return False
    if before[0].upos not in ("NOUN", "PROPN", "DET", "ADJ", "NUM") \
            or not any(t.upos in ("NOUN", "PROPN") for t in before):
        return False
    if any(t.upos in VERBS or t.upos in ("ADP", "ADV", "SCONJ", "PRON") for t in before):
        return False
    start = colon + 1
    dashed = False
    while start < len(tokens) - 1 and tokens[start].form in _DASHES:
        dashed = True
        start += 1
    after = tokens[start]
    named = bracket is not None or dashed  # a speaker or an agency: a name may open the utterance
    return (_capitalised(after) and (named or after.upos != "PROPN")
            and any(view.finite[i] is True for i in range(start, len(tokens))))


def cut_off(view: View) -> Token | None:
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
