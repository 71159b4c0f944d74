"""What rules and settings declare is true, and what is derived from it agrees."""

import pytest

from corruptions import registry
from corruptions.base import Annotation
from dala_pipeline.sentence import Feats, Sentence

#: Each layer as a pipeline that does not assign it leaves it.
BLANK = {
    Annotation.UPOS: {"upos": "X"},
    Annotation.FEATS: {"feats": Feats()},
    Annotation.LEMMA: {"lemma": "_"},
    Annotation.DEPREL: {"deprel": "dep", "head": 0},
}


def _outputs(rule, sentences):
    return [(s.sent_id, i, rule.apply(s, i)) for s in sentences for i in rule.targets(s)]


@pytest.mark.parametrize("rule", registry.REGISTRY, ids=lambda r: r.name)
def test_a_rule_reads_no_annotation_it_does_not_declare(rule, bundled_sentences):
    expected = _outputs(rule, bundled_sentences)
    assert expected, f"{rule.name} has no target on the bundled source"
    for layer, blank in BLANK.items():
        if layer in rule.reads:
            continue
        blanked = [Sentence(s.sent_id, s.text, tuple(t._replace(**blank) for t in s.tokens))
                   for s in bundled_sentences]
        assert _outputs(rule, blanked) == expected, f"{rule.name} reads {layer} but does not declare it"


def test_every_rule_declares_what_it_reads():
    for rule in registry.REGISTRY:
        assert rule.reads <= set(Annotation), rule.name


def test_needs_lists_the_rules_that_read_each_layer():
    needs = registry.needs(["corrupt_spelling", "flip_ligge_laegge", "flip_som_der"])
    assert needs == {Annotation.UPOS: ["corrupt_spelling", "flip_ligge_laegge", "flip_som_der"],
                     Annotation.FEATS: [], Annotation.LEMMA: ["flip_ligge_laegge"],
                     Annotation.DEPREL: ["flip_som_der"]}
