"""Whole sentences: the stage that judges whether a source sentence is one whole sentence of its language.

It applies to every language and every source (a treebank's CoNLL-U, or raw text a spaCy pipeline
parsed), after the ScaLA filters, the capital and the final mark. It reads the UD relations where the
sentence has a tree, and the words always: a treebank may follow other conventions (a subordinator
or a conjunction as the head of its clause, as converted treebanks have it) and a predicted parse
makes mistakes, so a sentence is judged a fragment only where the words say so as well. The
engine names no language: each language declares the folder of its ``data/`` that holds the word
lists :mod:`.words` names (:attr:`~corruptions.language.Language.clause_words`), and its README names each
list's published source.

Modules, in order of import: :mod:`.words` reads the lists, :mod:`.view` what the checks read of
one sentence, :mod:`.mend` makes a doubled full stop one, :mod:`.run_in` finds run-in text
(doubled stops, list numbers, datelines, headings, a sentence cut off), :mod:`.clauses` the
missing parts (a finite verb, a main clause, a subject, a sentence of its own around a quote
tag), and :mod:`.stage` runs the checks in order.
"""
