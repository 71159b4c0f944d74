"""Sentence scores from a language model, for ``dala evaluate``.

A causal model scores a sentence by the sum of its tokens' log-probabilities,
each given the tokens before it and the model's beginning-of-text token (BOS,
else EOS), which stands for "a text starts here": ``log P(w1 .. wn | BOS)``.
That is what lm-evaluation-harness computes for a ``multiple_choice`` task
with an empty context, so both tools agree on the same pairs.

A masked model scores it by pseudo-log-likelihood (PLL; Salazar et al.,
"Masked Language Model Scoring", ACL 2020): the sum over tokens of
``log P(token | the sentence with that token masked)``. A word split into
several pieces would otherwise be predicted from its own other pieces, which
inflates the score of long, rare words; the within-word left-to-right
variant also masks the pieces of the same word to the right of the target
(Kauf and Ivanova, "A Better Way to Do Masked Language Model Scoring",
ACL 2023, arXiv:2305.10588). ``dala evaluate`` uses that variant.

Both scores are computed by minicons (``IncrementalLMScorer`` and
``MaskedLMScorer`` with ``PLL_metric="within_word_l2r"``). The text is
tokenized here and handed to minicons as a ``BatchEncoding``: minicons'
own encoder for masked models calls ``batch_encode_plus``, which
transformers 5 no longer has, and the causal score needs the BOS prefix
made explicit. The masked encoding is the one minicons makes (the
tokenizer's own special tokens, padded to the longest sentence), so the
scores are minicons' definition; a test checks this against minicons'
``sequence_score`` where the installed transformers still has the method.

torch, transformers and minicons are imported when a model is loaded, so
that the rest of the command line does not pay for them.
"""

from __future__ import annotations

import enum
import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from dala_pipeline.errors import DalaError, shown

#: The masked-model scoring variant, as minicons names it.
PLL_METRIC = "within_word_l2r"
#: Bytes read at a time when hashing a model folder.
_CHUNK = 1 << 20


class ModelError(DalaError):
    """A model that cannot be found, loaded or scored as asked."""


class Kind(enum.Enum):
    """How a model scores a sentence."""

    CAUSAL = "causal"
    MASKED = "masked"


@dataclass(frozen=True)
class SentenceScore:
    """A sentence's summed log-probability (natural log) and the number of tokens it sums over."""

    logprob: float
    tokens: int

    @property
    def per_token(self) -> float:
        """The length-normalised score: mean log-probability per token."""
        return self.logprob / self.tokens if self.tokens else 0.0


@dataclass(frozen=True)
class ModelInfo:
    """What identifies a scored model in the results."""

    name: str
    kind: Kind
    architecture: str
    #: The Hub commit the files came from, for a Hub model.
    revision: str | None
    #: SHA-256 over the folder's files (name and content), for a local model folder.
    sha256: str | None
    parameters: int
    dtype: str

    def scorer(self) -> str:
        """The scoring method, in words, as the results record it."""
        import minicons

        version = getattr(minicons, "__version__", None) or _distribution_version("minicons")
        if self.kind is Kind.CAUSAL:
            return f"minicons {version} IncrementalLMScorer: sum of log P(token | BOS, previous tokens)"
        return f"minicons {version} MaskedLMScorer: pseudo-log-likelihood, PLL_metric={PLL_METRIC}"

    def identity(self) -> str:
        """A digest of what makes two runs' scores interchangeable (for the score cache)."""
        material = "\x1f".join([self.name, self.kind.value, self.revision or "", self.sha256 or "", self.dtype,
                                PLL_METRIC if self.kind is Kind.MASKED else "bos-prefixed"])
        return hashlib.sha256(material.encode("utf-8")).hexdigest()


def _distribution_version(name: str) -> str:
    from importlib.metadata import version

    return version(name)


def resolve_device(choice: str) -> str:
    """``cpu`` or ``cuda`` for ``--device auto|cpu|cuda``; CUDA asked for but absent is an error."""
    import torch

    if choice == "cpu":
        return "cpu"
    available = torch.cuda.is_available()
    if choice == "cuda" and not available:
        why = ("this torch is built without CUDA" if torch.version.cuda is None
               else "torch finds no CUDA device (driver, CUDA_VISIBLE_DEVICES?)")
        raise ModelError(f"--device cuda: {why}; use --device cpu, or install a CUDA build of torch")
    return "cuda" if available else "cpu"


def _looks_like_path(name: str) -> bool:
    """True for what cannot be a Hub id (``namespace/name``): an absolute, relative or home path."""
    return name.startswith((".", "/", "~")) or name.count("/") > 1 or (os.sep != "/" and os.sep in name)


def _locate(name: str) -> Path | None:
    """The local folder ``name`` names, None for a Hub id; a path that is not a model folder is an error."""
    path = Path(name).expanduser()
    if path.exists():
        if not (path / "config.json").is_file():
            raise ModelError(f"model {shown(name)}: not a model folder (no config.json in it)")
        return path
    if _looks_like_path(name):
        raise ModelError(f"model {shown(name)}: no such folder")
    return None


def _folder_digest(folder: Path) -> str:
    """SHA-256 over the names and contents of the files directly in ``folder``, in name order."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.iterdir() if p.is_file() and not p.name.startswith(".")):
        digest.update(path.name.encode("utf-8") + b"\0")
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(_CHUNK), b""):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()


def _hub_revision(name: str) -> str | None:
    """The commit of the cached snapshot a Hub model was loaded from."""
    from transformers.utils import cached_file

    cached = cached_file(name, "config.json")
    if cached is None:
        raise TypeError(f"no config.json of {name} in the cache")
    config = Path(cached)
    return config.parent.name if config.parent.parent.name == "snapshots" else None


def _kind_of(config, asked: Kind | None, name: str) -> Kind:
    """The model's kind from its config's architectures (else its model type), checked against ``--kind``."""
    from transformers.models.auto.modeling_auto import (
        MODEL_FOR_CAUSAL_LM_MAPPING_NAMES,
        MODEL_FOR_MASKED_LM_MAPPING_NAMES,
    )

    heads = {Kind.CAUSAL: ("ForCausalLM", "LMHeadModel"), Kind.MASKED: ("ForMaskedLM", "ForPreTraining")}
    declared = {kind for arch in (config.architectures or []) for kind, ends in heads.items() if arch.endswith(ends)}
    model_type = getattr(config, "model_type", None)
    supported = {kind for kind, table in ((Kind.CAUSAL, MODEL_FOR_CAUSAL_LM_MAPPING_NAMES),
                                          (Kind.MASKED, MODEL_FOR_MASKED_LM_MAPPING_NAMES)) if model_type in table}
    described = ", ".join(config.architectures or []) or f"model type {model_type}"
    if asked is not None:
        if declared and asked not in declared:
            other = next(iter(declared)).value
            raise ModelError(f"model {shown(name)} is a {other} language model ({described}), not {asked.value}; "
                             f"use --kind {other} or --kind auto")
        if asked not in supported:
            raise ModelError(f"model {shown(name)} ({described}) has no {asked.value} language-model head "
                             "in transformers")
        return asked
    found = declared or supported
    if not found:
        raise ModelError(f"model {shown(name)} ({described}): transformers has no causal or masked "
                         "language-model head for it")
    if len(found) > 1:
        raise ModelError(f"model {shown(name)} ({described}): its config does not say whether it is a causal or "
                         "a masked language model; say which with --kind causal or --kind masked")
    return next(iter(found))


def inspect_model(name: str, kind: Kind | None) -> tuple[Path | None, Kind]:
    """The model's local folder (None for a Hub id) and kind, read from its config alone.

    ``kind`` None reads the kind from the config; a ``kind`` the config
    contradicts is an error, as is a name that is neither a model folder nor
    a model on the Hub. Cheap: every ``--model`` is checked before any is loaded."""
    from transformers import AutoConfig
    from transformers.utils import logging

    logging.set_verbosity_error()
    logging.disable_progress_bar()
    folder = _locate(name)
    try:
        config = AutoConfig.from_pretrained(name)
    except OSError as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise ModelError(f"model {shown(name)}: not a local model folder, and not found on the Hub ({first})") \
            from None
    except ValueError as err:
        raise ModelError(f"model {shown(name)}: transformers cannot read its config ({err})") from None
    return folder, _kind_of(config, kind, name)


def load_scorer(name: str, kind: Kind | None, device: str, dtype: str = "float32") -> Scorer:
    """The scorer for the model ``name`` (a local folder or a Hub id) on ``device``, in ``dtype``."""
    import torch
    from transformers import AutoModelForCausalLM, AutoModelForMaskedLM, AutoTokenizer

    folder, kind = inspect_model(name, kind)
    loader = AutoModelForCausalLM if kind is Kind.CAUSAL else AutoModelForMaskedLM
    tokenizer = AutoTokenizer.from_pretrained(name)
    model, loading = loader.from_pretrained(  # type: ignore[misc]  # a (model, info) pair with output_loading_info
        name, dtype=getattr(torch, dtype), output_loading_info=True)
    prefix = f"{model.base_model_prefix}."
    untrained = sorted(key for key in loading.get("missing_keys", ()) if not key.startswith(prefix))
    if untrained:
        # a head the checkpoint lacks is random: its scores would mean nothing (an ELECTRA discriminator
        # loaded as a masked model, a bare encoder)
        raise ModelError(f"model {shown(name)} has no trained {kind.value} language-model head "
                         f"({len(untrained)} weights missing from the checkpoint, e.g. {untrained[0]}); "
                         "it cannot be scored this way")
    model.eval()
    info = ModelInfo(name=name, kind=kind, architecture=type(model).__name__,
                     revision=None if folder else _hub_revision(name),
                     sha256=_folder_digest(folder) if folder else None,
                     parameters=sum(p.numel() for p in model.parameters()), dtype=dtype)
    scorer = CausalScorer if kind is Kind.CAUSAL else MaskedScorer
    return scorer(model, tokenizer, device, info)


class Scorer:
    """Scores sentences in batches; ``info`` says which model."""

    def __init__(self, model, tokenizer, device: str, info: ModelInfo):
        self.tokenizer = tokenizer
        self.device = device
        self.info = info

    def score(self, sentences: Sequence[str]) -> list[SentenceScore]:
        raise NotImplementedError


class CausalScorer(Scorer):
    """``log P(sentence | BOS)`` by minicons' ``IncrementalLMScorer``.

    Every sentence is encoded without the tokenizer's own special tokens
    and prefixed with BOS (EOS when the model has no BOS), the token
    lm-evaluation-harness puts before a continuation with an empty context;
    minicons scores every token after the first, so the prefix is the
    condition and every token of the sentence is scored. A model with
    neither token cannot condition its first token: it is left unscored.
    """

    def __init__(self, model, tokenizer, device: str, info: ModelInfo):
        from minicons.scorer import IncrementalLMScorer

        super().__init__(model, tokenizer, device, info)
        self.prefix = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
        if tokenizer.pad_token_id is None:
            # any id works under the attention mask; an existing one keeps minicons from resizing the model
            tokenizer.pad_token_id = self.prefix if self.prefix is not None else 0
        self.minicons = IncrementalLMScorer(model, device=device, tokenizer=tokenizer)

    def encode(self, sentences: Sequence[str]):
        """The right-padded ``BatchEncoding`` minicons scores: BOS + the sentence's tokens."""
        import torch
        from transformers import BatchEncoding

        ids = [([self.prefix] if self.prefix is not None else [])
               + self.tokenizer(text, add_special_tokens=False)["input_ids"] for text in sentences]
        width = max(len(row) for row in ids)
        pad = self.tokenizer.pad_token_id
        return BatchEncoding({
            "input_ids": torch.tensor([row + [pad] * (width - len(row)) for row in ids]),
            "attention_mask": torch.tensor([[1] * len(row) + [0] * (width - len(row)) for row in ids]),
        })

    def score(self, sentences: Sequence[str]) -> list[SentenceScore]:
        import torch

        with torch.inference_mode():
            batch = self.minicons.prepare_text(self.encode(sentences))
            scores = self.minicons.compute_stats(batch, return_tensors=True)
        return [SentenceScore(float(s.double().sum()), len(s)) for s in scores]


class MaskedScorer(Scorer):
    """Within-word left-to-right PLL by minicons' ``MaskedLMScorer``.

    The encoding is minicons' own (the tokenizer adds its special tokens,
    rows padded to the longest); each sentence becomes one row per token
    with that token (and the later pieces of its word) masked, so a batch
    of sentences is as many rows as it has tokens.
    """

    def __init__(self, model, tokenizer, device: str, info: ModelInfo):
        from minicons.scorer import MaskedLMScorer

        super().__init__(model, tokenizer, device, info)
        if tokenizer.mask_token_id is None:
            raise ModelError(f"model {shown(info.name)}: its tokenizer has no mask token, so it cannot be "
                             "scored as a masked language model; try --kind causal")
        if not getattr(tokenizer, "is_fast", False):
            raise ModelError(f"model {shown(info.name)}: within-word PLL needs a fast tokenizer (word ids)")
        self.minicons = MaskedLMScorer(model, device=device, tokenizer=tokenizer, PLL_metric=PLL_METRIC)

    def encode(self, sentences: Sequence[str]):
        """The encoding minicons' ``MaskedLMScorer.encode`` makes for these sentences."""
        return self.tokenizer(list(sentences), padding="longest", return_attention_mask=True)

    def score(self, sentences: Sequence[str]) -> list[SentenceScore]:
        import torch

        with torch.inference_mode():
            batch = list(self.minicons.prepare_text(self.encode(sentences), PLL_metric=PLL_METRIC))
            scores = self.minicons.compute_stats(batch, return_tensors=True)
        return [SentenceScore(float(s.double().sum()), len(s)) for s in scores]
