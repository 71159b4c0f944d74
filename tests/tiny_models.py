"""Tiny random language models for the evaluation tests, built without downloads.

Each has a tokenizer trained with ``tokenizers`` on the bundled treebank's
text and a two-layer model of hidden size 32, saved as a folder that
``from_pretrained`` reads like any downloaded model. Weights come from a
fixed torch seed, so every test session builds the same models, with a
wide initial spread (0.5) so that the models' predictions are far from
uniform and sentences' scores differ by more than rounding.
"""

from __future__ import annotations

from pathlib import Path

from dala_pipeline.read.sources import bundled_files

SEED = 1234


def bundled_text() -> list[str]:
    """The ``# text`` lines of the bundled treebank."""
    lines = []
    for path in bundled_files():
        with open(path, encoding="utf-8-sig") as handle:
            lines.extend(line[len("# text = "):].rstrip("\n") for line in handle if line.startswith("# text = "))
    return lines


def tiny_gpt2(folder: Path) -> Path:
    """A GPT-2 with a byte-level BPE vocabulary of 400, saved in ``folder``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    bpe.train_from_iterator(bundled_text(), trainer)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, bos_token="<|endoftext|>", eos_token="<|endoftext|>",
                                        unk_token="<|endoftext|>")
    torch.manual_seed(SEED)
    config = GPT2Config(vocab_size=len(tokenizer), n_positions=256, n_embd=32, n_layer=2, n_head=2,
                        initializer_range=0.5,
                        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id)
    GPT2LMHeadModel(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def tiny_bert(folder: Path) -> Path:
    """A BERT with a WordPiece vocabulary of 400, saved in ``folder``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers
    from transformers import BertConfig, BertForMaskedLM, PreTrainedTokenizerFast

    specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    wordpiece = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    wordpiece.normalizer = normalizers.BertNormalizer(lowercase=False)
    wordpiece.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    wordpiece.decoder = decoders.WordPiece()
    trainer = trainers.WordPieceTrainer(vocab_size=400, special_tokens=specials, show_progress=False)
    wordpiece.train_from_iterator(bundled_text(), trainer)
    cls, sep = wordpiece.token_to_id("[CLS]"), wordpiece.token_to_id("[SEP]")
    wordpiece.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B [SEP]", special_tokens=[("[CLS]", cls), ("[SEP]", sep)])
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=wordpiece, pad_token="[PAD]", unk_token="[UNK]",
                                        cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")
    torch.manual_seed(SEED)
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=256, initializer_range=0.5,
                        pad_token_id=tokenizer.pad_token_id)
    BertForMaskedLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
