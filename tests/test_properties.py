"""Property-based tests of the corruption framework on random annotated sentences."""

from pathlib import Path

from helpers import read_file
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corruptions.registry import language
from dala_pipeline.errors import SourceError
from dala_pipeline.read.conllu import parse_sentence

# Bounded, reproducible property tests: the same examples on every run. Set here, not in conftest.py:
# the pytest-xdist controller, which collects no tests, then never imports hypothesis (a second).
settings.register_profile("dala", max_examples=300, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("dala")

REGISTRY = language().rules

UPOS = ["ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN",
        "PUNCT", "SCONJ", "SYM", "VERB", "X"]
DEPRELS = ["nsubj", "nsubj:pass", "obj", "iobj", "obl", "det", "amod", "acl:relcl", "conj", "cc", "flat",
           "case", "root", "advmod", "cop", "nmod:poss", "punct", "mark", "xcomp"]
FEATS = {
    "Gender": ["Com", "Neut"], "Number": ["Sing", "Plur"], "Definite": ["Def", "Ind"], "Case": ["Nom", "Acc", "Gen"],
    "PronType": ["Prs", "Ind", "Dem"], "VerbForm": ["Fin", "Inf", "Part"], "Tense": ["Pres", "Past"],
    "Degree": ["Pos", "Cmp"], "Polarity": ["Neg"], "Polite": ["Form"],
}
# words the rules look for, in several casings, plus arbitrary words
TRIGGERS = ["en", "et", "nogle", "nogen", "som", "der", "han", "hun", "jeg", "mig", "de", "dem", "I", "i",
            "får", "for", "ad", "og", "ligger", "lå", "lagt", "kører", "køre", "større", "billigere",
            "lærerne", "læreren", "lærere", "husene", "løbende", "huset", "julemanden", "Peters", "Jens'",
            "DR's", "USAs", "interessant", "alligevel", "ikke", "?", ".", ",", "s", "'", "'s", "ende", "ene"]
LEMMAS = ["få", "ligge", "lægge", "køre", "være", "gøre"]
# gold-like annotation for some words, so that the specific rules fire often
TYPICAL = {
    "en": ("DET", "det", {"PronType": "Ind", "Gender": "Com", "Number": "Sing"}),
    "huset": ("NOUN", "obj", {"Definite": "Def", "Number": "Sing", "Gender": "Neut"}),
    "julemanden": ("NOUN", "nsubj", {"Definite": "Def", "Number": "Sing", "Gender": "Com"}),
    "lærerne": ("NOUN", "obj", {"Definite": "Def", "Number": "Plur", "Gender": "Com"}),
    "husene": ("NOUN", "obj", {"Definite": "Def", "Number": "Plur", "Gender": "Neut"}),
    "nogle": ("DET", "det", {"PronType": "Ind", "Number": "Plur"}),
    "han": ("PRON", "nsubj", {"Case": "Nom", "PronType": "Prs"}),
    "dem": ("PRON", "obj", {"Case": "Acc", "PronType": "Prs"}),
    "som": ("PRON", "obj", {}),
    "Peters": ("PROPN", "nmod:poss", {"Case": "Gen"}),
    "kører": ("VERB", "root", {"Tense": "Pres", "VerbForm": "Fin"}),
    "større": ("ADJ", "amod", {"Degree": "Cmp"}),
    "løbende": ("VERB", "amod", {"Tense": "Pres", "VerbForm": "Part"}),
}

# strategies made once: a strategy made inside the draw is validated again at every example
upos_tags = st.sampled_from(UPOS)
deprels = st.sampled_from(DEPRELS)
feature_names = st.dictionaries(st.sampled_from(sorted(FEATS)), st.just(None), max_size=4)
feature_values = {name: st.sampled_from(values) for name, values in FEATS.items()}
lemmas = st.sampled_from(LEMMAS)

words = st.one_of(
    st.sampled_from(TRIGGERS + sorted(TYPICAL)).flatmap(lambda w: st.sampled_from([w, w.capitalize(), w.upper()])),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzæøåABCÆØÅ'-", min_size=1, max_size=10),
)


@st.composite
def sentences(draw):
    n = draw(st.integers(min_value=1, max_value=12))
    # a random tree: each word hangs from one placed before it in a random order
    placed = draw(st.permutations(range(1, n + 1)))
    heads = {placed[0]: 0}
    for k, word in enumerate(placed[1:], start=1):
        heads[word] = placed[draw(st.integers(0, k - 1))]
    lines, parts = [], []
    for number in range(1, n + 1):
        form = draw(words)
        lemma = draw(st.one_of(st.just(form.lower()), lemmas))
        if form.lower() in TYPICAL and draw(st.booleans()):
            upos, deprel, feats = TYPICAL[form.lower()]
        else:
            upos, deprel = draw(upos_tags), draw(deprels)
            keys = draw(feature_names)
            feats = {k: draw(feature_values[k]) for k in sorted(keys)}
        head = heads[number]
        space = draw(st.booleans())
        feat_text = "|".join(f"{k}={v}" for k, v in sorted(feats.items())) or "_"
        misc = "_" if space else "SpaceAfter=No"
        lines.append("\t".join([str(number), form, lemma, upos, "_", feat_text, str(head), deprel, "_", misc]))
        parts.append(form + (" " if space and number < n else ""))
    text = "".join(parts)
    return parse_sentence("\n".join(["# sent_id = h-1", f"# text = {text}", *lines]))


@given(sentences())
def test_targets_are_pure_and_every_edit_is_one_exact_change(sentence):
    for corruption in REGISTRY:
        targets = corruption.targets(sentence)
        assert targets == corruption.targets(sentence)
        assert all(0 <= t < len(sentence.tokens) for t in targets)
        for target in targets:
            edit = corruption.apply(sentence, target)
            text = sentence.text
            assert 0 <= edit.start <= edit.end <= len(text)
            assert text[edit.start:edit.end] == edit.original
            corrupted = edit.apply(text)
            assert corrupted != text
            assert corrupted[:edit.start] == text[:edit.start]
            assert corrupted[len(corrupted) - (len(text) - edit.end):] == text[edit.end:]
            assert corrupted[edit.start:edit.start + len(edit.replacement)] == edit.replacement


REAL = (Path(__file__).parent / "fixtures" / "accepted" / "multiword_and_empty.conllu").read_bytes()
PIECES = [b"\t", b"\n", b"\n\n", b"_", b"-", b"x", b"0", b"99", b"1-", b".", b"=", b"|", b"# ", b"\xff", b"  "]


@settings(max_examples=100)
@given(st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.sampled_from(PIECES), st.integers(0, 8)),
                min_size=1, max_size=6))
def test_damaged_conllu_gives_a_source_error_or_sentences(tmp_path_factory, edits):
    data = bytearray(REAL)
    for where, piece, cut in edits:
        position = int(where * len(data))
        data[position:position + cut] = piece
    path = tmp_path_factory.mktemp("damaged") / "damaged.conllu"
    path.write_bytes(bytes(data))
    try:
        sentences = read_file(path)
    except SourceError as err:
        assert err.path == str(path)
        return
    for sentence in sentences:
        for token in sentence.tokens:
            assert 0 <= token.start <= token.end <= len(sentence.text)
