"""The missing parts of a sentence: no finite verb, no main clause, no subject, and a quote-attribution
tag standing alone."""

from __future__ import annotations

from corruptions.sentence import Token

from .view import BREAKS, CLAUSE_RELATIONS, NOMINALS, SUBJECT_WORDS, SUBJECTS, SUBORDINATE, VERB_ONLY, VERBS, View


def _exempt_verbless(view: View) -> bool:
    """A question or exclamation, or an utterance a greeting, thanks or an answer word opens."""
    return view.end in ("?", "!") or _formula_first(view)


def _formula_first(view: View) -> bool:
    """Whether a greeting, thanks or an answer word opens the utterance (among its first three words:
    ``Tusind tak ...``, ``God morgen ...``)."""
    first = [t for t in view.tokens[:4] if t.upos != "PUNCT"][:3]
    return bool(first) and (first[0].upos == "INTJ" or any(t.lower in view.words.formulas for t in first))


def _listed_as_noun(view: View, index: int) -> bool:
    """Whether the tree makes a word tagged as a verb the last of a list of nouns, with no subject,
    object or auxiliary of its own, and the dictionary reads it as no finite verb (``... juice og brød
    i alle afskygninger`` with ``brød`` read as the past of ``bryde``; ``Mænd, kvinder og børn flygtede``
    keeps its verb, however a parser hangs it). A language whose dictionary marks no finite form keeps
    every such verb."""
    token = view.tokens[index]
    if token.deprel != "conj" or not token.head or view.tokens[token.head - 1].upos not in ("NOUN", "PROPN"):
        return False
    if not view.words.finite_tags or view.reads_finite(token.lower):
        return False
    return not any(child.deprel.split(":")[0] in ("nsubj", "obj", "aux", "cop", "expl", "csubj", "ccomp", "xcomp")
                   for child in view.children[index])


def no_finite_verb(view: View) -> bool:
    """No finite verb, and no verb whose tags leave it open (``Sommer i det ny Europa.``, a list of
    noun phrases, ``Pluss for god service.``, an infinitive phrase alone); a question, an
    exclamation and a greeting or answer need none (``Tak for i dag.``, ``Nej tak til Brann.``).

        good: Tusind tak for en dejlig aften, alle sammen.
        bad:  Spændingskilde, ledninger, kompasnål og stangmagnet.
    """
    if any(finite is not False and not _listed_as_noun(view, index) for index, finite in enumerate(view.finite)):
        return False
    if _exempt_verbless(view):
        return False
    # the dictionary last, for the few sentences left: a verb a tagger took for a noun, where the tree
    # has it as a clause (``Lasse Hessel selv fremhæver ...``; ``spoler`` in a list of nouns is one)
    return not any(view.verb_reading(index) for index, token in enumerate(view.tokens)
                   if token.upos != "PUNCT" and (token.deprel.split(":")[0] in CLAUSE_RELATIONS or any(
                       c.deprel.split(":")[0] in ("obj", "nsubj") for c in view.children[index])))


def _main_clause(view: View, tree_shape: bool = False) -> Token | None:
    """The first word that shows a main clause, read left to right on words and tags, or None.

    A subordinator or relative word opens a subordinate clause; a comma, colon, dash, bracket or
    quotation mark ends it once its verb is seen (before, the clause goes on, and a clause opened
    there is nested in it: ``Fordi du, som jeg sagde, ikke kan ...``), and a conjunction and a finite
    verb right after it continue it (``Som lærte dem å sveise, og var ...``), as a finite verb right
    after a conjunction, or one the tree coordinates with a subordinate clause's verb (not with its
    root), does whenever no main clause has shown since a subordinate clause opened (``Om du sätter in
    ..., eller en del av den, på ett konto och låter ...``: a main clause after a fronted one opens
    with no conjunction). A main clause shows in a finite verb outside such a clause. Inside one
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
    inside = seen = joined = needs_subject = nominal = closed = subordinate = False
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
            inside, seen, joined, nominal, opener, subordinate = True, False, False, False, token, True
            # a pronoun, or a relative word that can open a clause alone, may be the subject itself
            needs_subject = token.upos != "PRON" and words.relatives.get(token.lower) != "first"
        elif token.form in BREAKS:
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
                or (roles.get(token.lower) == "resumptive" and previous is not None and previous.form in BREAKS)):
            return token
        elif (token.upos in VERBS and view.maybe_finite(index)) or view.finite[index]:
            if not inside and ((closed and joined) or (subordinate and not _joined_to_root(view, token) and (
                    (previous is not None and previous.upos == "CCONJ") or _coordinated_below(view, token)))):
                # a subordinate clause's verb goes on after a conjunction: ``Som lærte dem å sveise, og var
                # så flink ...``; ``Om du sätter in ..., eller en del av den, på ... och låter ...``; ``...,
                # hvor Depeche opfører ..., og senere på året vender ...`` (the tree joins the two)
                inside = True
            elif not inside and tree_shape and _bare_relative(view, token):
                inside = True  # a relative clause with no relative word: ``det sprog, den journalist kan ...``
            elif not inside or _main_inside(view, index, opener, needs_subject, seen, joined, nominal):
                return token
            seen, joined = True, False
        elif inside and token.upos in VERBS and token.feats.get("VerbForm") in ("Part", "Sup") \
                and token.deprel.split(":")[0] != "amod" and not (index < last and tokens[index + 1].upos == "NOUN"):
            seen = True  # the clause's verb, its auxiliary left out (Swedish: som man haft ..., ger ...)
        elif token.upos in SUBJECT_WORDS:
            needs_subject = False
            nominal = nominal or token.upos in NOMINALS
        if token.upos not in ("CCONJ", "ADV", "PART", "PUNCT"):
            closed = closed and token.form in BREAKS
        previous = token
    return None


def _joined_to_root(view: View, token: Token) -> bool:
    """Whether the tree coordinates the verb with its root: the main clause's second verb, whatever
    tag a parser gave the first (``Da krigen sluttede, vendte soldaterne hjem og fejrede ...`` with
    ``vendte`` tagged as a participle)."""
    return token.deprel.split(":")[0] == "conj" and token.head > 0 and not view.tokens[token.head - 1].head


def _coordinated_below(view: View, token: Token) -> bool:
    """Whether the tree joins the verb by ``conj`` (through its conjunction, where a converted treebank
    makes the conjunction the head) to a verb of a subordinate clause (``acl``, ``advcl``, ...)."""
    seen = 0
    while token.deprel.split(":")[0] in ("conj", "cc") and token.head and seen < len(view.tokens):
        token = view.tokens[token.head - 1]
        seen += 1
    return seen > 0 and token.deprel.split(":")[0] in SUBORDINATE


def _bare_relative(view: View, token: Token) -> bool:
    """Whether the tree hangs the finite verb's clause (its own, or that of the word whose auxiliary or
    copula it is) on a noun before it as a clause (``acl``) that no conjunction joins: a relative
    clause with no relative word."""
    if token.deprel.split(":")[0] in ("aux", "cop") and token.head:
        token = view.tokens[token.head - 1]
    if not (token.deprel.startswith("acl") and token.head):
        return False
    if any(child.deprel == "cc" for child in view.children[token.index]):
        return False  # a conjunction joins it: a main clause (``..., og Jens Madsen blev udvist``)
    noun = view.tokens[token.head - 1]
    return noun.upos in NOMINALS and noun.index < token.index


def _main_inside(view: View, index: int, opener: Token, needs_subject: bool, seen: bool, joined: bool,
                 nominal: bool) -> bool:
    """Whether a finite verb inside a subordinate clause is a main clause's (see :func:`_main_clause`)."""
    token = view.tokens[index]
    if needs_subject and not seen:
        return True
    if view.main_by_tree(token) and not view.linked(opener, token):
        return True
    if not nominal and index + 1 < len(view.tokens) and view.pronoun(view.tokens[index + 1]):
        return True
    if view.tree and token.deprel.split(":")[0] in SUBORDINATE:
        return False  # the tree hangs it on a word as a clause (``noe man vet man ikke burde``)
    return seen and not joined and (view.subject_like(index + 1, expletive=True)
                                    or not view.subject_like(index - 1)
                                    or (view.main_by_tree(token) and not view.linked(opener, token)))


def _opening_shape(view: View) -> bool:
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
        nouns += token.upos in NOMINALS
    return False


def _clause_head(view: View, token: Token) -> bool:
    """Whether a word of the tree is a clause of its own: a finite verb, a word with a finite
    auxiliary or copula, or one with a subject or an object (a verb a tagger missed)."""
    if view.finite[token.index]:
        return True
    # an object or a particle makes a word a tagger took for no verb a verb; a participle or an
    # infinitive has them and is still no clause of its own
    verb_relations = VERB_ONLY if token.upos not in VERBS else frozenset()
    for child in view.children[token.index]:
        relation = child.deprel.split(":")[0]
        if relation in SUBJECTS or relation in verb_relations or (
                relation in ("aux", "cop") and view.finite[child.index]):
            return True
    return False


def _tree_shape(view: View) -> bool:
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
    if root.upos in VERBS and root.feats.get("VerbForm") != "Part" and not any(
            c.deprel == "mark" for c in view.children[root.index]):
        return False  # a bare infinitive root is an idiom (``Undra på att ...``); ``Uden at opnå ...`` is none
    for child in view.children[root.index]:
        if child.deprel.split(":")[0] in SUBORDINATE:
            continue
        if _clause_head(view, child) and not view.opens(child.index):
            return False
    return True


def no_main_clause(view: View) -> Token | None:
    """A sentence whose every finite verb stands in a subordinate clause: a subordinate clause alone,
    also after an adverb and a comma (``Fordi du ikke kan mærke noget.``, ``Navnlig, hvis ...``,
    ``Dels for at ..., dels for at ...``, ``Hvis ... ?``); a relative clause alone (``Som jeg tok
    bilde av.``); a noun phrase with only relative clauses (``Penge, som er investeret, og som ...``);
    a word that adds to a sentence before (``Herunder syv politifolk, som ...``). The words must open
    as a fragment does, or the tree's root be no clause (see :func:`_tree_shape`), and no word may show
    a main clause (:func:`_main_clause`). A subordinate clause cannot stand as a sentence (Dansk
    Sprognævn; Norsk referansegrammatikk; Svenska Akademiens grammatik). A direct question that opens
    with its question word (``Hvor er han?``), an exclamation, and thanks or a greeting whose clause
    no subordinator or relative word opens (``Tak for den gave, min mor har sendt.``) are left alone.

        good: Hvis det regner, bliver vi hjemme.
        bad:  Selvom det hører til undtagelser.
    Returns the first word of the sentence, or None.
    """
    if view.end == "!" or not any(view.finite):
        return None
    if _formula_first(view) and not any(view.opens(i) for i in range(len(view.tokens))):
        return None  # thanks with a clause no word opens: ``Tak for den gave, min mor har sendt.``
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


def _opening_verb(view: View) -> Token | None:
    """The finite verb a statement opens with, after at most conjunctions and adverbs (``Stod og fik
    ...``, ``Og gerne bider ...``), when it is declarative: not an imperative, not a passive (a
    present in ``-r``, a past, or one of the commonest finite forms)."""
    if view.end in ("?", "!"):
        return None
    for index, token in enumerate(view.tokens):
        if token.upos in ("CCONJ", "ADV", "PART") and not view.opens(index):
            continue
        if token.upos not in VERBS or not view.finite[index] or token.feats.get("Mood") == "Imp" \
                or token.feats.get("Voice") == "Pass" or token.deprel == "aux:pass":
            return None
        # a present ends in -r but for the commonest forms (the modals): ``Send``, ``Kall`` are imperatives
        # whatever a tagger says
        if token.lower.endswith("r") or token.lower in view.words.finite_forms or (
                token.has(Tense="Past") and not token.has(Mood="Imp")):
            return token
        return None
    return None


def _has_subject(view: View, verb: Token) -> bool:
    """Whether the verb, or the word whose auxiliary or copula it is, has a subject in the tree; with
    no tree, whether a word that may be one follows it (past adverbs)."""
    if view.tree:
        heads = [verb]
        head = view.sentence.head_of(verb)
        if head is not None and verb.deprel.split(":")[0] in ("aux", "cop"):
            heads.append(head)
        heads += [c for c in view.children[verb.index] if c.deprel.split(":")[0] in ("xcomp", "conj")
                  and view.finite[c.index] is not True]
        return any(child.deprel.split(":")[0] in SUBJECTS for h in heads for child in view.children[h.index])
    following = next((t for t in view.tokens[verb.index + 1:] if t.upos not in ("PUNCT", "ADV", "PART")), None)
    return following is None or following.upos in ("PRON", "NOUN", "PROPN", "DET", "NUM")


def no_subject(view: View) -> Token | None:
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
        if following is not None and following.upos in SUBJECT_WORDS:
            return None
    return verb


def attribution_tag(view: View) -> Token | None:
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
