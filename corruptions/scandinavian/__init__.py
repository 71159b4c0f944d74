"""The grammar machinery the Mainland Scandinavian languages share, once, parameterised by each
language's word lists and settings (small frozen dataclasses). The core is no language and no
registry entry: a language folder subclasses its rules, giving each its name, error class, docstring
and words, and declares its :class:`~corruptions.scandinavian.clauses.Grammar` once.

Modules by error family: :mod:`.clauses` (what every rule reads of a clause, and ``Grammar``),
:mod:`.word_order` (V2 after a fronted phrase, sentence adverbs in subordinate clauses),
:mod:`.pronouns` (subject and object case), :mod:`.verbs` (the infinitive and its marker),
:mod:`.agreement` (the article's gender, the predicative adjective), :mod:`.adverbs` (a degree
adjective's base form for its adverb), :mod:`.compounds` (a compound
written as two words), :mod:`.basic` (where the basic corruptions act) and :mod:`.checks` (checks
of a source sentence: a word of the other written standard, no finite verb). This ``__init__`` imports
nothing.
"""
