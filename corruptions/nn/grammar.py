"""What the rules of the Scandinavian core (:mod:`corruptions.scandinavian`) share of Nynorsk."""

from __future__ import annotations

from corruptions.scandinavian.clauses import Grammar

from .lexicon import shared_lexicon

GRAMMAR = Grammar(
    package="corruptions.nn",
    lexicon=shared_lexicon,
    #: ``kvar`` is also "each": a fronted ``Kvar dag`` is left alone too.
    question_words=frozenset({"kva", "kven", "kvar", "kor", "korleis", "kvifor", "kvi", "korfor", "når"}),
    main_coordinators=frozenset({"og", "men", "eller"}),
    complementiser="at",
)
