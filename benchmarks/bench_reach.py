"""Benchmark: each DaLA type's reach against the spec's rule, on two halves (prints figures, asserts nothing).

A rule tuned to the sentences it was developed on reaches far fewer of
its spec targets elsewhere. This script counts, on the bundled dev file
and on the bundled test file apart, the sentences the spec's target rule
(``spec/CORRUPTIONS.md``, implemented here and nowhere else) finds a
target in, and the sentences the project's rule finds one in, and prints
the ratio. A rule at 18 % on one half and 2 % on the other shows
over-fitting. For ``flip_han_hun_to_det`` the spec's rule is the original
PROPN rule the spec measures against: the first ``han``/``hun`` (PRON,
Case=Nom) after a PROPN of the sentence. Every parsed sentence counts
(the build's filters are not applied), so the figures compare rules, not
builds.

    python benchmarks/bench_reach.py
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from corruptions import registry as corruptions
from corruptions.sentence import Sentence, Token
from dala_pipeline.errors import SourceError
from dala_pipeline.read.conllu import Shard, parse_shard

_DANISH = corruptions.language("da")
_DATA = _DANISH.data_path(_DANISH.bundled_folder)
_HALVES = (("dev", _DATA / "da_ddt-ud-dev.conllu"), ("test", _DATA / "da_ddt-ud-test.conllu"))
_NEGATION = frozenset({"ikke", "aldrig", "ingen", "intet", "ingenting"})
_SUBJ = {"jeg", "du", "han", "hun", "vi", "i", "de"}
_OBJ = {"mig", "dig", "ham", "hende", "os", "jer", "dem"}
_IRREGULAR = {"gøre", "være", "have", "kunne", "skulle", "ville", "måtte", "burde"}
_LIGGE = {"ligger", "lægger", "lå", "lagde", "ligge", "lægge", "ligget", "lagt"}


def _sentences(path: Path) -> list[Sentence]:
    if not path.is_file():
        raise SystemExit(f"{path}: the bundled source is missing")
    return [item for item, _ in parse_shard(Shard(path)) if not isinstance(item, SourceError)]


def _article(s: Sentence, t: Token) -> bool:
    head = s.head_of(t)
    gender = {"en": "Com", "et": "Neut"}.get(t.lower)
    return (gender is not None and t.upos == "DET" and t.deprel == "det" and t.has(PronType="Ind")
            and head is not None and head.upos == "NOUN" and head.has(Number="Sing", Gender=gender))


def _en_et(s: Sentence, t: Token) -> bool:
    return (t.upos == "NOUN" and t.has(Definite="Def", Number="Sing") and t.feats.get("Case") != "Gen"
            and len(t.form) > 3 and ((t.lower.endswith("en") and t.has(Gender="Com"))
                                     or (t.lower.endswith("et") and t.has(Gender="Neut"))))


def _nogle(s: Sentence, t: Token) -> bool:
    if t.lower not in ("nogle", "nogen"):
        return False
    noun = s.head_of(t)
    if noun is None or noun.upos != "NOUN":
        noun = next((n for n in s.tokens[t.index + 1:] if n.upos == "NOUN"), None)
    if noun is None:
        return False
    if t.lower == "nogen":
        return noun.has(Number="Sing")
    negated = any(x.lower in _NEGATION or x.has(Polarity="Neg") or x.form == "?" for x in s.tokens)
    return noun.has(Number="Plur") and not negated


def _ende_ene(s: Sentence, t: Token) -> bool:
    if t.upos == "NOUN":
        return t.has(Definite="Def", Number="Plur") and t.lower.endswith("ene")
    return t.lower.endswith("ende") and (t.upos == "ADJ" or (t.upos == "VERB" and t.has(VerbForm="Part", Tense="Pres")))


def _pronouns(s: Sentence, t: Token) -> bool:
    if t.upos != "PRON" or not t.has(PronType="Prs"):
        return False
    if t.lower in _SUBJ and t.has(Case="Nom"):
        head = s.head_of(t)
        return t.deprel in ("nsubj", "nsubj:pass") or (
            t.deprel == "conj" and head is not None and head.deprel in ("nsubj", "nsubj:pass"))
    return t.lower in _OBJ and t.has(Case="Acc") and t.deprel in ("obj", "iobj", "obl")


def _som_der(s: Sentence, t: Token) -> bool:
    head = s.head_of(t)
    return t.lower == "som" and t.deprel in ("obj", "iobj", "obl") and head is not None and head.deprel == "acl:relcl"


def _ligge(s: Sentence, t: Token) -> bool:
    return t.lemma.lower() in ("ligge", "lægge") and t.lower in _LIGGE


def _verb_r(s: Sentence, t: Token) -> bool:
    return t.upos == "VERB" and t.lemma.lower() not in _IRREGULAR and (
        (t.has(Tense="Pres", VerbForm="Fin") and t.lower.endswith("rer"))
        or (t.has(VerbForm="Inf") and t.lower.endswith("re")))


def _noun_r(s: Sentence, t: Token) -> bool:
    return t.upos == "NOUN" and (
        (t.has(Number="Plur", Definite="Def") and t.lower.endswith("erne"))
        or (t.has(Number="Plur", Definite="Ind") and t.lower.endswith("ere"))
        or (t.has(Number="Sing", Definite="Def") and t.lower.endswith("eren")))


def _adjective_r(s: Sentence, t: Token) -> bool:
    return t.upos == "ADJ" and t.has(Degree="Cmp") and t.lower.endswith("re")


def _genitive(s: Sentence, t: Token) -> bool:
    return (t.upos in ("NOUN", "PROPN") and t.has(Case="Gen") and not t.form.isupper()
            and not any(c.isdigit() for c in t.form))


def _far_for(s: Sentence, t: Token) -> bool:
    return (t.lower == "får" and t.lemma.lower() == "få") or (t.lower == "for" and t.upos != "VERB")


_TOKEN_RULES: dict[str, Callable[[Sentence, Token], bool]] = {
    "flip_indefinite_article": _article, "flip_en_et_suffix": _en_et, "flip_nogle_nogen": _nogle,
    "corrupt_ende_ene": _ende_ene, "flip_pronouns": _pronouns, "flip_som_der": _som_der,
    "flip_ligge_laegge": _ligge, "corrupt_verb_r": _verb_r, "corrupt_noun_r": _noun_r,
    "corrupt_adjective_r": _adjective_r, "corrupt_genitive": _genitive, "flip_far_for": _far_for,
}


def _han_hun(s: Sentence) -> bool:
    seen = False
    for t in s.tokens:
        if t.upos == "PROPN":
            seen = True
        elif seen and t.lower in ("han", "hun") and t.upos == "PRON" and t.has(Case="Nom"):
            return True
    return False


def _spelling() -> Callable[[Sentence], bool]:
    listed = _DANISH.read_data("spelling.tsv")
    words = {line.split("\t")[0].lower() for line in listed.splitlines() if line and not line.startswith("#")}
    return lambda s: any(t.lower in words for t in s.tokens)


def spec_reaches(name: str) -> Callable[[Sentence], bool]:
    """Whether the spec's rule for ``name`` finds a target in a sentence."""
    if name == "flip_han_hun_to_det":
        return _han_hun
    if name == "corrupt_spelling":
        return _spelling()
    rule = _TOKEN_RULES[name]
    return lambda s: any(rule(s, t) for t in s.tokens)


def main() -> None:
    halves = [(label, _sentences(path)) for label, path in _HALVES]
    names = [n for n in corruptions.registry.default_names() if n not in ("flip_neighbours", "delete")]
    print("spec: sentences the spec's rule reaches; now: the project's rule; both: the spec's sentences the")
    print("project's rule reaches too, and % their share of spec (a rule may also reach sentences the spec's misses)")
    print(f"{'type':26}" + "".join(f"{label + ' spec':>10}{'now':>6}{'both':>6}{'%':>5}" for label, _ in halves))
    for name in names:
        rule, spec = corruptions.get(name), spec_reaches(name)
        row = f"{name:26}"
        for _, sentences in halves:
            by_spec = [bool(spec(s)) for s in sentences]
            by_rule = [bool(rule.targets(s)) for s in sentences]
            reach_spec, reach_now = sum(by_spec), sum(by_rule)
            both = sum(1 for a, b in zip(by_spec, by_rule) if a and b)
            share = f"{100 * both / reach_spec:.0f}" if reach_spec else "-"
            row += f"{reach_spec:>10}{reach_now:>6}{both:>6}{share:>5}"
        print(row)


if __name__ == "__main__":
    main()
