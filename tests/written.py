"""Sentences written in a test, for patterns the bundled treebank lacks.

``written(sent_id, rows)`` takes one word a line, ``FORM LEMMA UPOS FEATS
HEAD DEPREL`` separated by spaces (``_`` for no features), and an optional
seventh column ``nospace`` for SpaceAfter=No. It writes the CoNLL-U with
``# text`` joined from the forms, and reads it with the project's reader.
"""

from __future__ import annotations

from dala_pipeline.reading import parse_sentence
from dala_pipeline.sentence import Sentence


def written(sent_id: str, rows: str) -> Sentence:
    words = [line.split() for line in rows.strip().splitlines()]
    text, lines = "", []
    for number, (form, lemma, upos, feats, head, deprel, *rest) in enumerate(words, start=1):
        no_space = rest == ["nospace"]
        text += form + ("" if no_space or number == len(words) else " ")
        misc = "SpaceAfter=No" if no_space else "_"
        lines.append("\t".join([str(number), form, lemma, upos, "_", feats, head, deprel, "_", misc]))
    return parse_sentence(f"# sent_id = {sent_id}\n# text = {text}\n" + "\n".join(lines) + "\n")
