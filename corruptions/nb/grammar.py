"""What the rules of the Scandinavian core (:mod:`corruptions.scandinavian`) share of Bokmål."""

from __future__ import annotations

from corruptions.scandinavian.clauses import Grammar

from .lexicon import shared_lexicon

GRAMMAR = Grammar(
    package="corruptions.nb",
    lexicon=shared_lexicon,
    question_words=frozenset({"hva", "hvem", "hvor", "hvorfor", "hvordan", "hvilken", "hvilket", "hvilke", "hvis",
                              "når", "hvorledes", "hvorhen"}),
    main_coordinators=frozenset({"og", "men", "eller"}),
    complementiser="at",
)
