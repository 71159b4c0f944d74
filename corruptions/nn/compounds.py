"""Compounds written as two words in Nynorsk (særskriving): ``fotballkampen`` -> ``fotball kampen``.

The analysis and the rule are the core's (:mod:`corruptions.scandinavian.compounds`) with the flags of the
Nynorsk dictionary of the spell-norwegian project, which has the shape of the Bokmål one: the compound
flag ``z``; the linking flags ``\\`` (``-s``) and ``_`` (``-e``); suffix flags that are spelling patterns,
``A``/``B``/``C`` the endings ``-en``/``-et``/``-a``, ``D`` ``-ar``, ``E`` ``-er``, ``F`` ``-ane``, ``G``
``-ene``, ``O``/``P``/``Q``/``T`` the weak pasts and participles, ``X`` the comparison ``-are``/``-ast``,
``S`` ``-ande``, ``t`` ``-ing``. A reading is only ever evidence that a form *can* be a verb or an
adjective, which is what the rule must avoid; ``C`` (``-a``) is also the a-verbs' past, so a left part in
``-a`` reads as a participle and is never split.
"""

from __future__ import annotations

from corruptions.scandinavian import compounds

from .grammar import GRAMMAR

ANALYSIS = compounds.CompoundAnalysis(compounds.CompoundWords(
    grammar=GRAMMAR,
    flags=compounds.CompoundFlags(
        adjective=frozenset("X"),
        verb=frozenset("St"),
        definite=frozenset("ABCFG"),
        noun_forms=frozenset("ABCDEFG"),
        present=frozenset("DEJ"),
        modifier=frozenset("XS"),
        past_of_e_stem="C",
    ),
    articles=frozenset({"ein", "ei", "eit", "éin"}),
))


class SplitCompound(compounds.AnalysedSplitCompound):
    """Write a compound noun as two words (særskriving): ``fotballkampen`` -> ``fotball kampen``.

    Compounds written apart are among the errors Språkrådet finds in Nynorsk as in Bokmål (Daniel Ims
    on the searches of Nynorskordboka, Framtida.no 2022: "Mange feil går igjen både på nynorsk og bokmål,
    som orddelingsfeil"; Språkrådet's "Eitt eller fleire ord"); the issue that set this type names them;
    NoCoLA's Compounding (ASK codes SPL and PART). Two bare nouns side by side, or a linking form
    (``arbeids``, ``barne``) before a noun, make no Nynorsk phrase.

    Targets and exceptions are Bokmål's (see ``corruptions/nb/compounds.py``), read from the Nynorsk
    dictionary and Nynorsk word lists (``data/compound_*.txt``): a NOUN the dictionary lists whole with
    exactly one seam where a left part that begins compounds meets a listed noun in the same
    inflection; never a left part that can modify a noun alone (an adjective, a participle, a numeral,
    a preposition, an adverb, a pronoun), ``-dom`` read as a noun, a measure, kind, day or kin word or
    a genitive before an indefinite right part, a present, an infinitive where no noun phrase has begun,
    a noun after a verb, nor a right part that could be the verb of the left part.

        good: Dei snakka om fotballkampen i går.
        bad:  Dei snakka om fotball kampen i går.
    """

    name = "split_compound_noun"
    error_class = "Compounding"
    analysis = ANALYSIS
