"""Nynorsk word-order errors: no inversion after a fronted phrase (V2), and main-clause order of a
sentence adverb in a subordinate clause.

Nynorsk has the word order of Bokmål (Norsk referansegrammatikk describes both standards at once): the
finite verb second in a declarative main clause, the sentence adverb before the finite verb of a
subordinate clause. The rules are the core's (:mod:`corruptions.scandinavian.word_order`) with
Nynorsk's words.
"""

from __future__ import annotations

from corruptions.scandinavian import word_order

from .grammar import GRAMMAR


class FlipV2Inversion(word_order.FlipV2Inversion):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause).

    A declarative main clause has the finite verb second: after a fronted adverbial the subject follows
    the verb (``I dag går vi på kino``). The rule swaps the finite verb with the subject right after it
    (``I dag vi går på kino``), the learner error ASK codes "O" and NoCoLA files under *Word order*
    (its own example of the class: ``Hvis du har tillatelse, du kan fiske også``); the issue that set
    this type asks for V2 in Nynorsk as in Bokmål, and the reference grammar (Faarlund, Lie & Vannebo
    1997) states the rule for both standards.

    Targets, as for Bokmål (see ``corruptions/nb/word_order.py``): a finite verb of the main clause
    directly followed by a short subject (a personal pronoun: ``eg``, ``du``, ``han``, ``ho``, ``vi``,
    ``me``, ``de``, ``dei``, ``det``, ``den``; a name or a noun of at most three words) and preceded by
    exactly one fronted phrase: an adverb of ``data/v2_fronted_adverbs.txt`` (``difor``, ``etterpå``,
    ``her``), a bare prepositional phrase of at most four words (``I dag``, ``Til slutt``, ``I 2005``),
    or an adverbial clause with a subjunction of ``data/v2_fronted_subjunctions.txt`` and its comma
    (``Når eg kjem heim, et eg``). Stricter, as for Bokmål: no fronted object, predicative or noun
    phrase, no phrase whose noun is definite or modified, no ``kanskje``, focus adverb or word that is
    also a subjunction, no ``for eksempel``, ``blant anna``, no question (a question word, among them
    ``kvar``, also "each", or a ``?``), no subordinate or reported clause.

        good: Til slutt vart det for mykje for han.
        bad:  Til slutt det vart for mykje for han.
    """

    name = "flip_v2_word_order"
    error_class = "Word order"
    words = word_order.V2Words(
        grammar=GRAMMAR,
        subject_pronouns=frozenset({"eg", "du", "han", "ho", "vi", "me", "de", "dei", "den", "det"}),
        object_pronouns=frozenset({"meg", "deg", "henne", "oss", "dykk"}),
        opening=frozenset({"-", "–", "—", "«", '"', "„", "“"}),
        complementiser_prepositions=frozenset({"etter", "utan", "før"}),
        frame=("når", "det", "gjeld"),
        adjective_like=frozenset({"tidlegare", "seinare", "samtidig"}),
        focusing_nouns=frozenset({"eksempel", "døme", "anna", "andre", "regel", "kvart", "fall"}),
        not_fronting=frozenset({"som", "enn", "uansett"}),
    )


class FlipSubclauseAdverb(word_order.FlipSubclauseAdverb):
    """Put ``ikkje``/``aldri`` after the finite verb of a subordinate clause (main-clause order).

    In a subordinate clause the sentence adverb stands before the finite verb (``... viss han ikkje
    kjem``); in a main clause it follows it (``Han kjem ikkje``). The rule moves ``ikkje`` or ``aldri``
    behind the finite verb of a subordinate clause (``... viss han kjem ikkje``), the learner error
    ASK codes "O" and NoCoLA files under *Word order*; the issue asks for adverb order in Nynorsk as in
    Bokmål, and the reference grammar (Faarlund, Lie & Vannebo 1997) gives the order of a leddsetning
    for both standards: subjunction, subject, sentence adverb, finite verb.

    Targets, as for Bokmål (see ``corruptions/nb/word_order.py``): ``ikkje`` or ``aldri``
    (``data/subclause_adverbs.txt``) with the sentence adverbs before it that move with it
    (``data/subclause_adverbs_before_negation.txt``: ``heller ikkje``, ``enno ikkje``), right after the
    clause's short subject and before its finite verb, in a restrictive relative clause (``dei som
    ikkje røykjer``), a clause of a subjunction of ``data/subclause_subjunctions.txt`` (``viss``,
    ``dersom``, ``om``, ``når``, ``før``, ``så lenge``, ``utan at``), an indirect question, or an
    ``at``-clause that is the subject first in the sentence or the clause of a predicate of
    ``data/non_assertive_predicates.txt``. Not after verbs of saying and thinking, ``fordi``, ``sjølv
    om``, ``medan``, ``så``, ``då``, ``sidan`` (embedded main-clause order is accepted there), not in a
    non-restrictive relative clause, not with a ``men`` later or a word after the verb that ``ikkje``
    could negate alone (``data/subclause_focused_words.txt``).

    Optional (``--corruption +flip_subclause_negation``): so strict a rule reaches too few sentences of
    the bundled dev and test (27 after the filters) to measure a type; the full release (``--source
    ud``) has about eight times as many.

        good: Viss dei ikkje får pengar, må dei leggje ned.
        bad:  Viss dei får ikkje pengar, må dei leggje ned.
    """

    name = "flip_subclause_negation"
    error_class = "Word order"
    enabled_by_default = False
    words = word_order.SubclauseWords(
        grammar=GRAMMAR,
        complementiser_prepositions=frozenset({"etter", "utan", "ved"}),
        relative_adverbs=frozenset({"der"}),
        subjunction_question_words=frozenset({"når"}),
        so_long=("så", "lenge"),
        not_before_om=frozenset({"sjølv", "som", "enn", "endå"}),
        contrasts=frozenset({"men"}),
        clause_antecedents=frozenset({"noko"}),
    )
