"""Benchmark: how the corruptions fare on predicted instead of gold annotation (prints figures, asserts nothing).

It trains a small spaCy pipeline (morphologizer, trainable lemmatizer,
parser) on the bundled dev file, as ``tests/test_text.py`` does, then
parses the raw text of the bundled test file with it, one gold sentence a
paragraph, through the project's own text path (:func:`parse_to_conllu`),
so the predicted annotation includes spaCy's tokenisation and sentence
splitting. It prints

* the pipeline's accuracy on the test file (UPOS, FEATS, LEMMA, UAS, LAS);
* per rule, the targets under gold and under predicted annotation, and the
  share of predicted targets the gold annotation also licenses: the same
  gold sentence, the same characters and the same output;
* examples of the difference: predicted-only targets (what parsing errors
  add) and gold-only targets (what they lose);
* what the sentence checks drop from the predicted
  sentences, per reason, with examples.

    python benchmarks/bench_reannotation.py                  # 1,500 training steps
    python benchmarks/bench_reannotation.py --steps 150 --examples 5
    python benchmarks/bench_reannotation.py --language nb --keep predicted/   # Bokmål; keeps test.conllu
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from corruptions import registry as corruptions
from corruptions.sentence import Sentence
from dala_pipeline.errors import SourceError
from dala_pipeline.filter.filters import sentence_problem
from dala_pipeline.filter.whole.mend import mend
from dala_pipeline.read.conllu import Shard, parse_shard
from dala_pipeline.read.sources import bundled_files
from dala_pipeline.read.text import parse_to_conllu

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from helpers import gold_doc, train_pipeline


def read_sentences(path: Path) -> list[Sentence]:
    sentences = []
    for item, _ in parse_shard(Shard(path)):
        if isinstance(item, SourceError):
            raise SystemExit(str(item))
        sentences.append(item)
    return sentences


def accuracy(model: Path, gold: list[Sentence]) -> dict[str, float]:
    """spaCy's scores of the pipeline on the gold sentences (gold tokenisation)."""
    import spacy
    from spacy.training import Example

    nlp = spacy.load(model)
    examples = [Example(nlp.make_doc(s.text), gold_doc(nlp, s)) for s in gold]
    scores = nlp.evaluate(examples)
    return {"UPOS": scores["pos_acc"], "FEATS": scores["morph_acc"], "LEMMA": scores["lemma_acc"],
            "UAS": scores["dep_uas"], "LAS": scores["dep_las"]}


def offsets(paragraphs: list[str], predicted: list[Sentence]) -> dict[str, tuple[int, int]]:
    """For each predicted sentence: (paragraph number, offset of its text in the paragraph)."""
    placed, cursor = {}, defaultdict(int)
    for sentence in predicted:
        number = int(sentence.sent_id.split("-p")[-1].split("-s")[0])
        paragraph = paragraphs[number - 1]
        start = paragraph.find(sentence.text, cursor[number])
        if start < 0:
            raise SystemExit(f"{sentence.sent_id}: text not found in paragraph {number}")
        placed[sentence.sent_id] = (number, start)
        cursor[number] = start + len(sentence.text)
    return placed


Target = tuple[int, int, int, str]  # paragraph, start, end, replacement


def targets(corruption, sentences: list[Sentence], place: dict[str, tuple[int, int]]
            ) -> dict[Target, tuple[Sentence, str]]:
    """Every target of a corruption as (paragraph, start, end, replacement) -> (sentence, corrupted text)."""
    found = {}
    for sentence in sentences:
        number, shift = place[sentence.sent_id]
        for index in corruption.targets(sentence):
            edit = corruption.apply(sentence, index)
            key = (number, shift + edit.start, shift + edit.end, edit.replacement)
            found[key] = (sentence, edit.apply(sentence.text))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=1500, help="training steps of the small pipeline")
    parser.add_argument("--examples", type=int, default=3, help="examples of each difference per rule")
    parser.add_argument("--model", type=Path, help="a pipeline trained before (skips training)")
    parser.add_argument("--language", default="da", choices=tuple(corruptions.LANGUAGES),
                        help="whose bundled source and rules (default: da)")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="copy the predicted CoNLL-U of the test file here (a --data-dir source)")
    args = parser.parse_args()
    language = corruptions.language(args.language)

    dev_path, test_path = bundled_files(language)
    dev, gold = read_sentences(dev_path), read_sentences(test_path)
    work = Path(tempfile.mkdtemp(prefix="dala-reannotation-"))
    started = time.perf_counter()
    model = args.model or train_pipeline(work, dev, gold, args.steps, language.code)
    print(f"pipeline: {model} ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    scores = accuracy(model, gold)
    print("accuracy on the test file (gold tokens): "
          + ", ".join(f"{name} {value:.3f}" for name, value in scores.items()))

    import spacy

    paragraphs = [" ".join(s.text.split()) for s in gold]
    if any(p != s.text for p, s in zip(paragraphs, gold)):
        raise SystemExit("a gold sentence has a whitespace run: its offsets would not match the paragraph")
    gold_place = {s.sent_id: (number, 0) for number, s in enumerate(gold, start=1)}
    text = work / "test.txt"
    text.write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    conllu = work / "test.conllu"
    parse_to_conllu([text], "text", spacy.load(model), conllu, progress=False)
    predicted = read_sentences(conllu)
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        (args.keep / "test.conllu").write_bytes(conllu.read_bytes())
    placed = offsets(paragraphs, predicted)
    print(f"{len(gold)} gold sentences, {len(predicted)} predicted sentences "
          f"({sum(1 for s in predicted if not s.sent_id.endswith('-s1'))} from splitting a gold sentence)")

    print()
    print(f"{'rule':<30} {'gold':>5} {'pred':>5} {'both':>5} {'licensed':>8}")
    differences = {}
    for corruption in language.rules:
        on_gold = targets(corruption, gold, gold_place)
        on_predicted = targets(corruption, predicted, placed)
        both = on_gold.keys() & on_predicted.keys()
        share = f"{len(both) / len(on_predicted):.3f}" if on_predicted else "-"
        print(f"{corruption.name:<30} {len(on_gold):>5} {len(on_predicted):>5} {len(both):>5} {share:>8}")
        differences[corruption.name] = (
            [on_predicted[k] for k in sorted(on_predicted.keys() - both)][:args.examples],
            [on_gold[k] for k in sorted(on_gold.keys() - both)][:args.examples])

    print("\nexamples (predicted only: the predicted annotation licenses it, the gold does not; "
          "gold only: the reverse)")
    for name, (extra, missed) in differences.items():
        for label, cases in (("predicted only", extra), ("gold only", missed)):
            for sentence, corrupted in cases:
                print(f"{name} [{label}] {sentence.sent_id}\n    {sentence.text}\n    {corrupted}")

    # as a build reads them: a full stop doubled after an abbreviation made one first
    predicted = [mend(s, language) or s for s in predicted]
    problems = Counter(sentence_problem(s, language) for s in predicted)
    print(f"\nsentence checks on the {len(predicted)} predicted sentences: "
          + ", ".join(f"{reason or 'kept'} {count}" for reason, count in problems.most_common()))
    shown = Counter()
    for sentence in predicted:
        reason = sentence_problem(sentence, language)
        if reason is not None and shown[reason] < args.examples:
            shown[reason] += 1
            print(f"  {reason}: {sentence.text}")


if __name__ == "__main__":
    main()
