"""Compounding errors in Bokmål: a compound noun written as two words (særskriving).

The rule reads the Bokmål hunspell dictionary (:mod:`corruptions.nb.lexicon`) beyond its yes/no
verdict: the flags of its entries and the suffix rule that inflects a form. Three groups of flags
carry what the rule needs:

* the compound flag ``z`` (the ``.aff``'s ``COMPOUNDFLAG``) marks a word the dictionary lets stand in
  a compound, and the flags ``\\`` and ``_`` (of the ``.aff``'s commented-out linking suffixes) a
  stem that takes the linking -s or -e: together they say where a compound has its seam;
* the suffix flags tell an inflected form's kind: ``A``/``B``/``C`` the definite singular (-en,
  -et, -a), ``G`` the definite plural (-ene), ``E`` the plural -er or a verb's present -r, ``O``,
  ``P``, ``Q``, ``T`` a verb's past and participle, ``X`` an adjective's comparison;
* the stem flags ``S`` (-ende) and ``t`` (-ing) mark a verb, ``X`` and ``w`` (-het) an adjective.

Homographs share one entry in this dictionary (``kaste`` the noun and the verb), so a reading is
only ever evidence that a form *can* be a verb or an adjective, which is what the rule must avoid.
The analysis and the rule are the core's (:mod:`corruptions.scandinavian.compounds`) with these flags
and Bokmål's word lists.
"""

from __future__ import annotations

from corruptions.scandinavian import compounds

from .grammar import GRAMMAR

ANALYSIS = compounds.CompoundAnalysis(compounds.CompoundWords(
    grammar=GRAMMAR,
    flags=compounds.CompoundFlags(
        adjective=frozenset("Xw"),
        verb=frozenset("St"),
        definite=frozenset("ABCDGH"),
        noun_forms=frozenset("ABCEG"),
        present=frozenset("ELJ"),
        modifier=frozenset("XS"),
        past_of_e_stem="M",
    ),
    articles=frozenset({"en", "ei", "et", "én"}),
))
readings = ANALYSIS.readings
compound_splits = ANALYSIS.compound_splits
modifies_nouns = ANALYSIS.modifies_nouns
surely_split_wrong = ANALYSIS.surely_split_wrong


class SplitCompound(compounds.AnalysedSplitCompound):
    """Write a compound noun as two words (særskriving): ``fotballkampen`` -> ``fotball kampen``.

    Writing a compound as two words is one of the errors most discussed in Norwegian writing:
    Språkrådet's "Ett eller flere ord" (sprakradet.no, Godt og korrekt språk > Rettskriving og
    grammatikk) states that compounds are written as one word and that ``frisør salong`` and
    ``lamme lår`` are wrong; NoCoLA files it under Compounding (ASK codes SPL and PART, 297
    sentences in NoCoLA's dev file); GiellaLT's Bokmål grammar checker has the class
    ``lex-split-compound``. Two bare nouns side by side, or a linking form (``arbeids``, ``barne``)
    followed by a noun, make no Bokmål phrase, so the split is ungrammatical; the rule skips
    every split whose two words could be read as a phrase.

    A target is a NOUN spelt with letters only (lower case, upper case, or capitalised as the first
    word) that the dictionary lists whole, and that has exactly one seam where
    ``left`` + ``right`` is a compound: ``left`` an entry with the compound flag, a stem with its
    linking -s or -e, or two such words (``fotball``); ``right`` a listed noun with the compound
    flag in the same inflection as the whole (``kampen`` of ``kamp`` as ``fotballkampen`` of
    ``fotballkamp``). The left part keeps its linking letter and its case
    (``Arbeidsgiveren`` -> ``Arbeids giveren``). Deliberately stricter:

    * a word with two seams is skipped (``jubileumsåret``: ``jubileum såret`` or ``jubileums året``),
      and so is a loan that belongs with a verb in -ere, whose seam is no compound's
      (``kombinasjon`` of ``kombinere`` is no ``kombi`` + ``nasjon``, ``manifest`` no ``mani`` +
      ``fest``);
    * a left part that can modify a noun on its own: an adjective in any form, comparable in the
      dictionary or listed as irregular or indeclinable (``storby`` -> ``stor by``, ``småbarn``,
      ``direkterute``), a participle (``bruktbil``), a numeral or a word that begins with one
      (``ellevteplass``, ``treårsavtale``), a preposition (``overgrep`` -> ``over grep``,
      ``utforløypa``), an adverb, pronoun or determiner (``selvbilde``);
    * the suffix -dom read as the noun ``dom`` (``barndom`` -> ``barn dom``);
    * before an indefinite right part, a left part that is a measure, a kind, a day or season, or a
      kin word (``delmål`` -> ``del mål``, as in ``en del mål``; ``søndagskveld`` -> ``søndag
      kveld``, which Språkrådet accepts);
    * before an indefinite right part, a linking -s that reads as a genitive (``en stats minister``
      could be "a state's minister") unless a preposition other than ``til`` comes right before
      (``for stats minister``, where a bare genitive of a singular noun is no phrase); never for a
      neuter of one syllable, whose genitive is also plural (``landssvik`` -> ``lands svik``);
    * a left part that can be a present tense (``lederstilen`` -> ``leder stilen`` could be "leads the
      style") unless a preposition comes right before;
    * a left part that can be an infinitive or imperative (``tenkepause`` -> ``tenke pause``) unless
      a determiner, a preposition or an adjective comes right before;
    * a left part that is a noun as it stands, right after a verb: the verb may take two objects
      (``nekte foreldreretten`` -> ``nekte foreldre retten``, "deny parents the right");
    * a right part that can be a finite verb or participle, after a left part that could be its
      subject (``historieforteller`` -> ``historie forteller``, "history tells"; ``kulturhuset`` ->
      ``kultur huset``, "culture housed") unless a preposition comes right before.

    Proper nouns are never targets (UPOS PROPN, and a capitalised word that is not the first).

        good: De snakket om fotballkampen i går.
        bad:  De snakket om fotball kampen i går.
    """

    name = "split_compound"
    error_class = "Compounding"
    analysis = ANALYSIS
