"""Swedish word-order errors: no inversion after a fronted phrase (V2), and main-clause order of
a sentence adverb in a subordinate clause (the BIFF rule).

Word order is the learners' syntax error: SweLL's UD test data has 35
finite-verb placement (S-FinV) and 46 adverb placement (S-Adv) corrections
of 1,367, and DaLAJ dev+test moves ``inte`` 31 times (DaLAJ class S). The
rules are the core's (:mod:`corruptions.scandinavian.word_order`) with
Swedish words.
"""

from __future__ import annotations

from corruptions.scandinavian import word_order

from .grammar import GRAMMAR


class FlipV2Inversion(word_order.FlipV2Inversion):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause).

    A declarative main clause of Swedish has the finite verb second: after a
    fronted adverbial the subject follows the verb (``I morgon åker jag``;
    Svenska Akademiens grammatik; Språkrådet). The rule swaps the finite verb
    with the subject right after it (``I morgon jag åker``), the error SweLL
    tags S-FinV (finite-verb placement, 35 of 1,367 corrections in its UD test
    data; DaLAJ class S), typical of learners whose first language lets the
    subject stay first.

    Targets: a finite verb (not imperative) that is the predicate, or the
    auxiliary or copula of the predicate, of the sentence's main clause (the
    root, or a main clause coordinated with it by ``och``/``men``/``eller``),
    in a sentence with no question mark, directly followed by its subject and
    preceded by exactly one fronted phrase (after an optional opening dash or
    quotation mark and ``och``/``men``/``eller``), which is one of:

    * an adverb of ``data/v2_fronted_adverbs.txt`` depending on the clause:
      temporal, local and connective adverbs (``därför``, ``sedan``,
      ``här``), which never stand before a subject inside a clause;
    * a prepositional phrase of at most four words depending on the clause,
      whose noun phrase is a bare indefinite noun, a name, a numeral or an
      object pronoun (``I dag``, ``Till slut``, ``År 1975``, ``För mig``);
    * an adverbial clause opened by a subjunction of
      ``data/v2_fronted_subjunctions.txt`` (``när``, ``eftersom``, ``innan``,
      ``efter att``, ...), ended by a comma right before the verb (``När jag
      kommer hem, äter jag``).

    The subject is a personal pronoun (``jag``, ``vi``, ``det``, ...), a name of
    at most three words or a noun of at most three words with only
    determiners, adjectives, possessors or numerals before it, and nothing
    depending on it after it.

    Deliberately stricter, each because the subject-first order can be
    grammatical or the result doubtful:

    * fronted objects and predicatives (``Boken läste han`` -> ``Boken han
      läste`` reads as a noun with a relative clause without ``som``), and any
      prepositional phrase whose noun is definite or has a determiner,
      adjective or possessor (``I den boken han läste``), or is a
      demonstrative or third-person pronoun; fronted noun phrases (``Varje dag
      jag går``), ``till exempel``, ``bland annat``, which may focus the subject;
    * adverbs that allow or invite the subject first are not listed: ``kanske``
      (``Kanske han kommer`` is standard), focus adverbs (``Även vi``, ``Bara
      han``), words that are also subjunctions or relatives (``då``, ``så``,
      ``där``), parenthetical ones (``nu``, ``alltså``, ``tyvärr``,
      ``faktiskt``); after ``tidigare``, ``senare``, ``samtidigt`` only a
      pronoun subject (``Tidigare ministrar har`` is a noun phrase);
    * a fronted clause with ``även om``, ``fast``, ``oavsett``, a question word,
      ``När det gäller X``, or without the comma right before the verb;
      phrases with ``oavsett`` and ``trots``; a quotation before the verb;
    * questions and subordinate or reported clauses (``Han sa att i dag går
      vi``).

        good: Till slut blev det för mycket för honom.
        bad:  Till slut det blev för mycket för honom.
    """

    name = "flip_v2_after_fronting"
    error_class = "S"
    words = word_order.V2Words(
        grammar=GRAMMAR,
        subject_pronouns=frozenset({"jag", "du", "han", "hon", "vi", "ni", "de", "den", "det", "man"}),
        object_pronouns=frozenset({"mig", "dig", "mej", "dej", "honom", "henne", "oss"}),
        opening=frozenset({"-", "–", "—", "«", "»", '"', "„", "“", "”"}),
        complementiser_prepositions=frozenset({"efter", "utan", "innan", "före"}),
        frame=("när", "det", "gäller"),
        adjective_like=frozenset({"tidigare", "senare", "samtidigt"}),
        focusing_nouns=frozenset({"exempel", "annat", "andra", "regel", "fall", "synnerhet", "huvudsak"}),
        not_fronting=frozenset({"som", "än", "oavsett", "trots"}),
        determined_phrases=True,
        clause_comma=False,
        whole_first_conjunct=True,
    )


class FlipSubclauseAdverb(word_order.FlipSubclauseAdverb):
    """Put ``inte``/``aldrig`` after the finite verb of a subordinate clause (main-clause order).

    In a Swedish subordinate clause the sentence adverb stands before the
    finite verb (``eftersom jag inte sover``), in a main clause after it
    (``Jag sover inte``): the BIFF rule of Swedish teaching ("i Bisats står
    Inte Före det Finita verbet"; Svenska Akademiens grammatik, bisatsordning).
    The rule moves ``inte`` or ``aldrig`` behind the finite verb of a
    subordinate clause (``eftersom jag sover inte``), the error SweLL tags
    S-Adv (adverb placement, 46 of 1,367 corrections in its UD test data;
    DaLAJ moves ``inte`` 31 times; DaLAJ class S).

    Targets: ``inte``, ``aldrig``, ``icke``, ``ej`` (``data/subclause_adverbs.txt``,
    by form, tagged PART or ADV) depending on the clause, with the sentence
    adverbs right before it that move with it
    (``data/subclause_adverbs_before_negation.txt``: ``ju inte``, ``ännu
    inte``), right after the clause's subject (at most ten words, no
    punctuation but commas) and right before its finite verb (not an
    imperative), in a clause that is clearly subordinate:

    * a restrictive relative clause: ``som`` as its subject (``de som inte
      röker``) or before its subject (``en sak som vi inte klarat``), no
      relative word (``folk jag inte känner``), ``där`` after a noun, or a
      second ``som`` clause coordinated with one of these;
    * a conditional, temporal or causal clause with a subjunction of
      ``data/subclause_subjunctions.txt`` (``eftersom``, ``om``, ``när``,
      ``innan``, ``så länge``, ``utan att``, ...);
    * an indirect question with ``om`` or a question word;
    * an ``att``-clause that is the subject first in the sentence, or the
      clause of a predicate that does not assert it
      (``data/non_assertive_predicates.txt``: ``det är konstigt att``).

    Deliberately stricter, each because Swedish admits the verb before
    ``inte`` there (embedded main-clause order after verbs of saying and
    thinking: Teleman, Hellberg & Andersson, Svenska Akademiens grammatik 4;
    Wiklund et al. 2009), or because ``inte`` after the verb can negate the
    next phrase alone:

    * ``att``-clauses after verbs of saying, thinking and perceiving (``Han sa
      att han kunde inte komma``) and any ``att``-clause whose predicate is not
      listed; ``för``-, ``fast``-, ``medan``-, ``så``-, ``så att``- and
      ``då``-clauses, and ``som om``;
    * non-restrictive relative clauses (a comma before ``som``, ``något som``,
      ``vilket``), which are asserted;
    * no adverbs but the negations: others (``alltid``, ``också``, ``bara``,
      ``redan``) can follow the verb as adverbs of the verb phrase; they move
      only together with a negation;
    * a ``men`` or ``utan`` later in the sentence (``om han kommer inte i dag
      men i morgon``, ``som bor inte i hus, utan i lerkojor``), and a word
      after the verb that ``inte`` could negate alone
      (``data/subclause_focused_words.txt``: ``inte bara``, ``inte alla``,
      ``inte förrän``);
    * ``om`` after ``även``, ``som``, ``än``, ``fast``; a clause whose subject is
      not right after its subjunction or relative; a root clause.

        good: Han stannade hemma eftersom han inte mådde bra.
        bad:  Han stannade hemma eftersom han mådde inte bra.
    """

    name = "flip_biff_negation"
    error_class = "S"
    #: Off by default: the bundled Talbanken dev and test have only 14 sentences it reaches (a type
    #: needs 30 pairs); on with ``--corruption +flip_biff_negation`` for a larger source
    #: (``--source ud`` adds train).
    enabled_by_default = False
    words = word_order.SubclauseWords(
        grammar=GRAMMAR,
        complementiser_prepositions=frozenset({"efter", "utan", "genom"}),
        relative_adverbs=frozenset({"där", "dit", "varifrån"}),
        subjunction_question_words=frozenset({"när"}),
        so_long=("så", "länge"),
        not_before_om=frozenset({"även", "som", "än", "fast"}),
        contrasts=frozenset({"men", "utan"}),
        clause_antecedents=frozenset({"något", "vilket"}),
    )
