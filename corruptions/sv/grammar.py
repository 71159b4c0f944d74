"""What the rules of the Scandinavian core (:mod:`corruptions.scandinavian`) share of Swedish."""

from __future__ import annotations

from corruptions.scandinavian.clauses import Grammar

from .lexicon import shared_lexicon

GRAMMAR = Grammar(
    package="corruptions.sv",
    lexicon=shared_lexicon,
    question_words=frozenset({"vad", "vem", "vems", "var", "vart", "varför", "hur", "vilken", "vilket", "vilka",
                              "när", "varifrån", "varthän"}),
    main_coordinators=frozenset({"och", "men", "eller"}),
    complementiser="att",
)
