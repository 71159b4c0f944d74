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
import math
import os
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from dala_pipeline.errors import DalaError, shown
from dala_pipeline.file_checks import parse_json, read_json

#: The masked-model scoring variant, as minicons names it.
PLL_METRIC = "within_word_l2r"
#: Bytes read at a time when hashing a model folder.
_CHUNK = 1 << 20
#: Bytes per element of the safetensors dtypes.
_DTYPE_BYTES = {"BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "I16": 2, "U16": 2, "F16": 2, "BF16": 2,
                "I32": 4, "U32": 4, "F32": 4, "I64": 8, "U64": 8, "F64": 8}
#: The largest safetensors header the format allows (100 MB).
_MAX_HEADER = 100_000_000
#: Config fields that bound the positions a model can read, in the names transformers' configs use.
_POSITION_FIELDS = ("n_positions", "max_position_embeddings", "n_ctx", "max_sequence_length", "seq_length")


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


def _json_file(path: Path, name: str) -> dict:
    """A model folder's JSON file as a dict; anything else is an error naming the file."""
    try:
        data = read_json(path)
    except (OSError, ValueError) as err:
        raise ModelError(f"model {shown(name)}: {shown(str(path))} is not valid JSON ({err})") from None
    if not isinstance(data, dict):
        raise ModelError(f"model {shown(name)}: {shown(str(path))} is not a JSON object")
    return data


def _refuse_remote_code(data: dict, path: str, name: str) -> None:
    """A config that maps a class to the model's own Python code (``auto_map``) is refused: never run it."""
    if data.get("auto_map"):
        raise ModelError(f"model {shown(name)}: {shown(path)} names custom code (auto_map); dala evaluate "
                         "never runs a model's own code, so it scores only models transformers has built in")


def _safetensors_shapes(path: Path, name: str) -> dict[str, tuple[int, ...]]:
    """The tensor shapes a safetensors file declares, checked against the file's size (a truncated or
    empty file is an error naming it); read from the header alone."""
    size = path.stat().st_size

    def damaged(problem: str) -> ModelError:
        return ModelError(f"model {shown(name)}: {shown(str(path))} is damaged ({problem}); download it again")

    with open(path, "rb") as handle:
        head = handle.read(8)
        if len(head) < 8:
            raise damaged(f"{size} bytes, too short for a safetensors header")
        (length,) = struct.unpack("<Q", head)
        if length > min(size - 8, _MAX_HEADER):
            raise damaged(f"its header claims {length} bytes of a {size}-byte file")
        try:
            header = parse_json(handle.read(length).decode("utf-8"))
        except ValueError:
            raise damaged("its header is not JSON") from None
    if not isinstance(header, dict):
        raise damaged("its header is not a JSON object")
    data = size - 8 - length
    shapes = {}
    for key, entry in header.items():
        if key == "__metadata__":
            continue
        try:
            shape = tuple(int(d) for d in entry["shape"])
            start, end = (int(o) for o in entry["data_offsets"])
            width = _DTYPE_BYTES[entry["dtype"]]
        except (KeyError, TypeError, ValueError):
            raise damaged(f"tensor {shown(key)} has no valid shape, dtype and offsets") from None
        if not 0 <= start <= end <= data or end - start != math.prod(shape) * width:
            raise damaged(f"tensor {shown(key)} ends at byte {end} of {data} data bytes")
        shapes[key] = shape
    return shapes


def _checkpoint_shapes(folder: Path, name: str) -> dict[str, tuple[int, ...]] | None:
    """The tensor shapes of a model folder's weights, without loading them; None for weights in
    ``pytorch_model.bin`` form, which cannot be read without unpickling (transformers checks those)."""
    single, index = folder / "model.safetensors", folder / "model.safetensors.index.json"
    if single.is_file():
        return _safetensors_shapes(single, name)
    if index.is_file():
        weight_map = _json_file(index, name).get("weight_map")
        if not isinstance(weight_map, dict) or not all(isinstance(f, str) for f in weight_map.values()):
            raise ModelError(f"model {shown(name)}: {shown(str(index))} has no weight_map of file names")
        shapes = {}
        for shard in sorted(set(weight_map.values())):
            path = folder / shard
            if Path(shard).name != shard or not path.is_file():
                raise ModelError(f"model {shown(name)}: {shown(str(index))} names {shown(shard)}, which is "
                                 "not a file of the folder")
            shapes.update(_safetensors_shapes(path, name))
        return shapes
    if (folder / "pytorch_model.bin").is_file() or (folder / "pytorch_model.bin.index.json").is_file():
        return None
    raise ModelError(f"model {shown(name)}: no weights in {shown(str(folder))} (model.safetensors or "
                     "pytorch_model.bin)")


def _check_shapes(config, loader, shapes: dict[str, tuple[int, ...]], folder: Path, name: str) -> None:
    """Every weight the config implies has the shape the checkpoint stores, checked on a model built on
    torch's meta device, which allocates nothing: a config that says ``vocab_size: 2000000000`` over
    weights of 400 rows is an error, not a 256 GB allocation."""
    import torch

    with torch.device("meta"):
        model = loader.from_config(config, trust_remote_code=False)
    prefix = f"{model.base_model_prefix}."
    for key, parameter in model.state_dict().items():
        stored = next((shapes[k] for k in (key, key.removeprefix(prefix), prefix + key) if k in shapes), None)
        if stored is not None and stored != tuple(parameter.shape):
            raise ModelError(f"model {shown(name)}: {shown(str(folder / 'config.json'))} implies {key} of shape "
                             f"{tuple(parameter.shape)}, but the weights store {stored}")


def _check_folder_files(folder: Path, name: str) -> None:
    """The JSON files of a local model folder are JSON, name no custom code, and its tokenizer file loads."""
    _refuse_remote_code(_json_file(folder / "config.json", name), str(folder / "config.json"), name)
    if (folder / "tokenizer_config.json").is_file():
        path = folder / "tokenizer_config.json"
        _refuse_remote_code(_json_file(path, name), str(path), name)
    if (folder / "tokenizer.json").is_file():
        from tokenizers import Tokenizer

        path = folder / "tokenizer.json"
        _json_file(path, name)
        try:
            Tokenizer.from_str(path.read_text(encoding="utf-8"))
        except Exception as err:  # tokenizers raises a bare Exception for a file it cannot read
            raise ModelError(f"model {shown(name)}: {shown(str(path))} is not a tokenizer file "
                             f"({_first_line(err)})") from None


def _first_line(err: BaseException) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


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
    a model on the Hub. A local folder's files are checked too: its JSON
    files, its tokenizer file and the shapes of its weights against its
    config. Cheap: every ``--model`` is checked before any is loaded."""
    from transformers.utils import logging

    logging.set_verbosity_error()
    logging.disable_progress_bar()
    folder = _locate(name)
    if folder is not None:
        _check_folder_files(folder, name)
    config = _config(name, folder)
    kind = _kind_of(config, kind, name)
    if folder is not None:
        shapes = _checkpoint_shapes(folder, name)
        if shapes is not None:
            _check_shapes(config, _loader(kind), shapes, folder, name)
    return folder, kind


def _loader(kind: Kind):
    from transformers import AutoModelForCausalLM, AutoModelForMaskedLM

    return AutoModelForCausalLM if kind is Kind.CAUSAL else AutoModelForMaskedLM


def _config(name: str, folder: Path | None):
    """The model's transformers config, never running code it names."""
    from transformers import AutoConfig

    try:
        config = AutoConfig.from_pretrained(name, trust_remote_code=False)
    except OSError as err:
        where = "cannot read its config" if folder else "not a local model folder, and not found on the Hub"
        raise ModelError(f"model {shown(name)}: {where} ({_first_line(err)})") from None
    except ValueError as err:
        raise ModelError(f"model {shown(name)}: transformers cannot read its config ({_first_line(err)})") from None
    _refuse_remote_code(vars(config), "its config", name)
    return config


def context_size(config, tokenizer) -> int | None:
    """The most tokens the model reads at once: the smallest of its config's position limits and the
    tokenizer's ``model_max_length`` (when that is a real limit); None when neither says."""
    limits = [value for field in _POSITION_FIELDS
              if isinstance(value := getattr(config, field, None), int) and not isinstance(value, bool) and value > 0]
    declared = getattr(tokenizer, "model_max_length", None)
    if isinstance(declared, int) and 0 < declared < 1_000_000:
        limits.append(declared)
    return min(limits) if limits else None


def load_scorer(name: str, kind: Kind | None, device: str, dtype: str = "float32", *, probe: str) -> Scorer:
    """The scorer for the model ``name`` (a local folder or a Hub id) on ``device``, in ``dtype``;
    ``probe``, a sentence of the pairs, checks that its tokenizer knows the language."""
    import torch
    from safetensors import SafetensorError
    from transformers import AutoTokenizer

    folder, kind = inspect_model(name, kind)
    loader = _loader(kind)
    config = _config(name, folder)
    try:
        tokenizer = AutoTokenizer.from_pretrained(name, trust_remote_code=False)
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise ModelError(f"model {shown(name)}: transformers cannot load its tokenizer ({_first_line(err)})") \
            from None
    _check_tokenizer(tokenizer, name, probe)
    try:
        model, loading = loader.from_pretrained(  # (model, info) with output_loading_info
            name, config=config, dtype=getattr(torch, dtype), output_loading_info=True, trust_remote_code=False)
    except (OSError, ValueError, RuntimeError, SafetensorError) as err:
        raise ModelError(f"model {shown(name)}: transformers cannot load its weights ({_first_line(err)})") \
            from None
    rows = model.get_input_embeddings().num_embeddings
    if len(tokenizer) > rows:
        raise ModelError(f"model {shown(name)}: its tokenizer has {len(tokenizer)} tokens, but the model has "
                         f"embeddings for {rows}; the tokenizer is not the model's")
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
    return scorer(model, tokenizer, device, info, context_size(config, tokenizer))


def _check_tokenizer(tokenizer, name: str, probe: str) -> None:
    """A tokenizer that makes nothing, or only unknown tokens, of a sentence of the pairs is refused: every
    pair would be a tie (no tokens) or be scored on ``[UNK]``s. transformers makes such an empty
    tokenizer from a folder without tokenizer files."""
    ids = tokenizer(probe, add_special_tokens=False)["input_ids"]
    if not ids or all(i == tokenizer.unk_token_id for i in ids):
        made = "no tokens" if not ids else f"only unknown tokens ({len(ids)} of {tokenizer.unk_token!s})"
        raise ModelError(f"model {shown(name)}: its tokenizer makes {made} of {probe!r}; are the tokenizer "
                         "files missing from the model?")


class Scorer:
    """Scores sentences in batches; ``info`` says which model, ``context`` how many tokens it reads
    at most (None: its config does not say)."""

    def __init__(self, model, tokenizer, device: str, info: ModelInfo, context: int | None = None):
        self.tokenizer = tokenizer
        self.device = device
        self.info = info
        self.context = context

    def lengths(self, sentences: Sequence[str]) -> list[int]:
        """How many tokens the model reads for each sentence, its special tokens included."""
        raise NotImplementedError

    def score(self, sentences: Sequence[str]) -> list[SentenceScore]:
        raise NotImplementedError


class CausalScorer(Scorer):
    """``log P(sentence | BOS)`` by minicons' ``IncrementalLMScorer``.

    Every sentence is encoded without the tokenizer's own special tokens
    and prefixed with BOS (EOS when the model has no BOS), the token
    lm-evaluation-harness puts before a continuation with an empty context;
    minicons scores every token after the first, so the prefix is the
    condition and every token of the sentence is scored. A model with
    neither token is refused: its first token would have nothing to be
    conditioned on, and the score would not be ``log P(sentence | BOS)``.
    """

    def __init__(self, model, tokenizer, device: str, info: ModelInfo, context: int | None = None):
        from minicons.scorer import IncrementalLMScorer

        super().__init__(model, tokenizer, device, info, context)
        prefix = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
        if prefix is None:
            raise ModelError(f"model {shown(info.name)}: its tokenizer has neither a BOS nor an EOS token, so "
                             "the first token of a sentence cannot be scored given the start of a text")
        self.prefix: int = prefix
        if tokenizer.pad_token_id is None:
            # any id works under the attention mask; an existing one keeps minicons from resizing the model
            tokenizer.pad_token_id = self.prefix
        self.minicons = IncrementalLMScorer(model, device=device, tokenizer=tokenizer)

    def lengths(self, sentences: Sequence[str]) -> list[int]:
        return [1 + len(ids) for ids in self.tokenizer(list(sentences), add_special_tokens=False)["input_ids"]]

    def encode(self, sentences: Sequence[str]):
        """The right-padded ``BatchEncoding`` minicons scores: BOS + the sentence's tokens."""
        import torch
        from transformers import BatchEncoding

        ids = [[self.prefix] + self.tokenizer(text, add_special_tokens=False)["input_ids"] for text in sentences]
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

    def __init__(self, model, tokenizer, device: str, info: ModelInfo, context: int | None = None):
        from minicons.scorer import MaskedLMScorer

        super().__init__(model, tokenizer, device, info, context)
        if tokenizer.mask_token_id is None:
            raise ModelError(f"model {shown(info.name)}: its tokenizer has no mask token, so it cannot be "
                             "scored as a masked language model; try --kind causal")
        if not getattr(tokenizer, "is_fast", False):
            raise ModelError(f"model {shown(info.name)}: within-word PLL needs a fast tokenizer (word ids)")
        self.minicons = MaskedLMScorer(model, device=device, tokenizer=tokenizer, PLL_metric=PLL_METRIC)

    def lengths(self, sentences: Sequence[str]) -> list[int]:
        return [len(ids) for ids in self.tokenizer(list(sentences))["input_ids"]]

    def encode(self, sentences: Sequence[str]):
        """The encoding minicons' ``MaskedLMScorer.encode`` makes for these sentences."""
        return self.tokenizer(list(sentences), padding="longest", return_attention_mask=True)

    def score(self, sentences: Sequence[str]) -> list[SentenceScore]:
        import torch

        with torch.inference_mode():
            batch = list(self.minicons.prepare_text(self.encode(sentences), PLL_metric=PLL_METRIC))
            scores = self.minicons.compute_stats(batch, return_tensors=True)
        return [SentenceScore(float(s.double().sum()), len(s)) for s in scores]
