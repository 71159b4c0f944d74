"""Bokmål word-order errors: no inversion after a fronted phrase (V2), and main-clause
order of a sentence adverb in a subordinate clause.

The rules are the core's (:mod:`corruptions.scandinavian.word_order`) with Bokmål's words.
"""

from __future__ import annotations

from corruptions.scandinavian import word_order

from .grammar import GRAMMAR


class FlipV2Inversion(word_order.FlipV2Inversion):
    """Put the subject before the finite verb after a fronted adverbial (a V3 main clause).

    A declarative main clause of Bokmål has the finite verb second: after a
    fronted adverbial the subject follows the verb (``I dag går vi på kino``).
    The rule swaps the finite verb with the subject right after it, so that the
    verb comes third (``I dag vi går på kino``). This is the learner error ASK
    codes "O" and NoCoLA files under *Word order*, whose own example of the
    class is this one (``Hvis du har tillatelse, du kan fiske også``; the paper
    gives the class sizes only as a bar plot, its Figure 2); GiellaLT's Bokmål
    grammar checker has the classes ``syn-pp-v3-v2`` and ``syn-adv-v3-v2``
    (the finite verb belongs second after a prepositional phrase or an
    adverb). Språkrådet's advice on word order and the reference grammar
    (Faarlund, Lie & Vannebo 1997) state the rule: the finite verb is the
    second element of a declarative main clause.

    Targets: a finite verb (not imperative) that is the predicate, or the
    auxiliary or copula of the predicate, of the sentence's main clause (the
    root, or a main clause coordinated with it by ``og``/``men``/``eller``), in
    a sentence with no question mark, that is directly followed by its subject
    and preceded by exactly one fronted phrase (after an optional opening dash
    or quotation mark and ``og``/``men``/``eller``), which is one of:

    * an adverb of ``data/v2_fronted_adverbs.txt``, depending on the clause:
      temporal, local and connective adverbs (``derfor``, ``etterpå``,
      ``her``), which never stand before a subject inside a clause;
    * a prepositional phrase of at most four words depending on the clause,
      whose noun phrase is a bare indefinite noun, a name, a numeral or an
      object pronoun (``I dag``, ``Til slutt``, ``I 2005``, ``Ifølge CNN``,
      ``For meg``);
    * an adverbial clause with a subjunction of ``data/v2_fronted_subjunctions.txt``
      (``når``, ``hvis``, ``da``, ``etter at``, ...), ended by a comma right
      before the verb (``Når jeg kommer hjem, spiser jeg``).

    The subject is a personal pronoun (``jeg``, ``vi``, ``det``, ...), a name
    of at most three words or a noun of at most three words with only
    determiners, adjectives, possessors or numerals before it, and nothing
    depending on it after it (which would stay behind the verb).

    Deliberately stricter, each because the subject-first order can be
    grammatical or the result doubtful:

    * fronted objects and predicatives are left alone: with the subject first,
      ``Boka leste han`` -> ``Boka han leste`` reads as a noun with a relative
      clause without ``som``;
    * likewise any prepositional phrase whose noun is definite or has a
      determiner, adjective or possessor (``Etter krigen``, ``I en bok``,
      ``For det første``): ``I den boka han leste ...`` is a relative clause;
      so are demonstrative and third-person object pronouns (``Med dem vi skal``);
    * fronted noun phrases that are adverbials (``Hver dag jeg går ...`` reads
      as "every day that I go"), and ``for eksempel``, ``blant annet``, which
      may focus the subject (``For eksempel vi``);
    * adverbs that allow or invite the subject first are not in the list:
      ``kanskje`` (``Kanskje han kommer`` is standard), focus adverbs (``Også vi
      har``, ``Bare han kommer``), words that are also subjunctions or
      relatives (``da``, ``så``, ``der``, ``siden``, ``straks``, ``når``),
      interjection-like or parenthetical adverbs, which a reader takes for a
      missing comma (``nå``, ``altså``, ``heldigvis``, ``dessverre``,
      ``faktisk``, ``ellers``, ``uansett``, ``forresten``); after
      ``tidligere``, ``senere`` or ``samtidig`` only a pronoun subject, since
      ``Tidligere statsråder har`` is a noun phrase;
    * a fronted clause with ``selv om``, ``om``, ``uansett``, ``enten``, a
      question word, the frame ``Når det gjelder X``, or without the comma right
      before the verb (``Hvis du kommer, så går vi`` puts ``så`` first), a
      phrase with ``uansett`` (``Uansett fredning``), and a quotation before the
      verb (``- Vi kommer, sier han``);
    * questions (a question word first, or a ``?`` in the sentence) and
      subordinate and reported clauses (a clause with a subjunction, a
      relative, a complement clause: ``Han sa i dag går vi`` -> ``Han sa i
      dag vi går`` is grammatical, ``i dag`` then belongs to ``sa``).

        good: Til slutt ble det for mye for ham
        bad:  Til slutt det ble for mye for ham
    """

    name = "flip_v2_inversion"
    error_class = "Word order"
    words = word_order.V2Words(
        grammar=GRAMMAR,
        subject_pronouns=frozenset({"jeg", "du", "han", "hun", "vi", "dere", "de", "den", "det", "man"}),
        object_pronouns=frozenset({"meg", "deg", "ham", "henne", "oss", "dere"}),
        opening=frozenset({"-", "–", "—", "«", '"', "„", "“"}),
        complementiser_prepositions=frozenset({"etter", "uten", "før"}),
        frame=("når", "det", "gjelder"),
        adjective_like=frozenset({"tidligere", "senere", "samtidig"}),
        focusing_nouns=frozenset({"eksempel", "annet", "andre", "regel", "hvert", "fall"}),
        not_fronting=frozenset({"som", "enn", "uansett"}),
    )


class FlipSubclauseAdverb(word_order.FlipSubclauseAdverb):
    """Put ``ikke``/``aldri`` after the finite verb of a subordinate clause (main-clause order).

    In a Bokmål subordinate clause the sentence adverb stands before the finite
    verb (``... hvis han ikke kommer``); in a main clause it follows it (``Han
    kommer ikke``). The rule moves ``ikke`` or ``aldri`` behind the finite verb of
    a subordinate clause (``... hvis han kommer ikke``), the learner error ASK
    codes "O" and NoCoLA files under *Word order* (no count in the paper's text);
    GiellaLT's Bokmål grammar checker has the class ``syn-embedded-v2-v3`` (the
    finite verb belongs after the adverb in a subordinate clause). Språkrådet's
    advice on word order and the reference grammar (Faarlund, Lie & Vannebo 1997)
    give the order of a leddsetning: subjunction, subject, sentence adverb,
    finite verb; Bentzen ("Verb placement in relative clauses", NALS 2014) finds
    no verb before the negation in relative clauses and embedded questions of
    Standard (Eastern) Norwegian, only in some northern dialects.

    Targets: ``ikke`` or ``aldri`` (``data/subclause_adverbs.txt``, by form,
    tagged PART or ADV) depending on the clause, with the sentence adverbs right
    before it that move with it (``data/subclause_adverbs_before_negation.txt``:
    ``heller ikke``, ``ennå ikke``, ``selvfølgelig ikke``), right after the
    clause's subject (at most ten words, no punctuation but commas) and right
    before its finite verb (not an imperative), in a clause that is clearly
    subordinate and admits no main-clause order:

    * a restrictive relative clause: ``som`` as its subject (``de som ikke
      røyker``) or before its subject (``en sak som vi ikke har klart``), no
      relative word (``folk jeg ikke kjenner``), ``hvis`` (``hun hvis navn ikke
      kan nevnes``), ``hvor``/``der`` after a noun (``et land hvor det ikke er
      ...``), or a second ``som`` clause coordinated with one of these (``de som
      er like dyktige, men som ikke behersker ...``);
    * a conditional, temporal or manner clause with a subjunction of
      ``data/subclause_subjunctions.txt`` (``hvis``, ``dersom``, ``om``, ``når``,
      ``før``, ``så lenge``, ``etter at``, ``uten at``, ``ved at``, ...);
    * an indirect question with ``om`` or a question word;
    * an ``at``-clause that is the subject first in the sentence (``At han ikke
      kjente igjen moren ...``) or the clause of a predicate that does not assert
      it (``data/non_assertive_predicates.txt``: ``det er merkelig at``, ``angre
      på at``, ``skuffelse over at``, ``tvile på at``).

    Deliberately stricter, each because Norwegian admits the verb before
    ``ikke`` there (embedded main-clause order, "embedded V2": Julien 2007,
    Wiklund et al. 2009, Ringstad 2019, who finds it in spontaneous speech in
    asserted clauses, adjunct clauses among them), or because ``ikke`` after the
    verb can negate the next phrase alone:

    * ``at``-clauses after verbs of saying, thinking and perceiving (``Han sa
      at han kunne ikke komme``), after directives (``krav om at``), and any
      ``at``-clause whose predicate is not listed; ``fordi``-, ``selv om``-,
      ``mens``-, ``så``-, ``slik at``-, ``da``-, ``siden``-, ``ettersom``-,
      ``nå som``- and ``samtidig som``-clauses (``fordi han kom ikke`` is
      frequent in speech), and ``som om``;
    * non-restrictive relative clauses (a comma before ``som``, ``noe som``,
      ``hvilket``), which are asserted;
    * no adverbs but the negations: others (``alltid``, ``også``, ``bare``,
      ``allerede``, ``kanskje``) can follow the verb as adverbs of the verb
      phrase or focus the next phrase (``hvis han kommer også``, ``at han kom
      allerede i går``); they move only together with a negation;
    * a ``men`` later in the sentence (``hvis han kommer ikke i dag, men i
      morgen`` negates one phrase), and a word after the verb that ``ikke``
      could negate alone (``data/subclause_focused_words.txt``: ``ikke før``,
      ``ikke bare``, ``ikke alle``);
    * ``om`` after ``selv``, ``som``, ``enn``; a clause whose subject is not
      right after its subjunction or relative; a root clause.

        good: Om Bertelsen ikke vil forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei.
        bad:  Om Bertelsen vil ikke forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei.
    """

    name = "flip_subclause_adverb"
    error_class = "Word order"
    words = word_order.SubclauseWords(
        grammar=GRAMMAR,
        complementiser_prepositions=frozenset({"etter", "uten", "ved"}),
        relative_adverbs=frozenset({"hvor", "der"}),
        subjunction_question_words=frozenset({"hvis", "når"}),
        so_long=("så", "lenge"),
        not_before_om=frozenset({"selv", "som", "enn", "enda"}),
        contrasts=frozenset({"men"}),
        clause_antecedents=frozenset({"noe", "hvilket"}),
    )
