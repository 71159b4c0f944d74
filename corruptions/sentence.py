"""The plain, immutable sentence model every stage and corruption works on.

A :class:`Sentence` holds its ``sent_id``, its ``text`` and its word tokens.
Each :class:`Token` carries the gold UD annotation the corruptions read and
its character span in ``text``, so an edit never has to search the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple


class Feats(dict):
    """An immutable, hashable, picklable mapping of UD features (FEATS).

    A ``dict`` whose changing methods refuse: looking a feature up (``get``, ``in``) is the dict's
    own, which the rules do millions of times in a build.
    """

    __slots__ = ()

    def __init__(self, items: Mapping[str, str] | Iterable[tuple[str, str]] = ()):
        super().__init__(items)

    def _immutable(self, *args, **kwargs):
        raise TypeError("Feats cannot be changed")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _immutable

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, dict):
            return dict.__eq__(self, other)
        return isinstance(other, Mapping) and dict.__eq__(self, dict(other))

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __reduce__(self):
        return (Feats, (tuple(self.items()),))

    def __copy__(self) -> Feats:
        return self

    def __deepcopy__(self, memo) -> Feats:
        return self

    def __repr__(self) -> str:
        return "Feats(" + "|".join(f"{k}={v}" for k, v in self.items()) + ")"


class Token(NamedTuple):
    """One word token: ``id`` is the 1-based UD ID, ``head`` 0 for the root.

    ``start``/``end`` is the token's span in the sentence text; a word inside
    a multiword token (``multiword``) has the span of the whole surface form.
    ``lower`` is ``form.lower()``, computed once by the reader. A named
    tuple: immutable, and about five times cheaper to create than a frozen
    dataclass, which counts at millions of tokens.
    """

    id: int
    form: str
    lemma: str
    upos: str
    feats: Feats
    head: int
    deprel: str
    space_after: bool
    start: int
    end: int
    multiword: bool
    lower: str

    @property
    def index(self) -> int:  # type: ignore[override]  # a word's position, not tuple.index
        """0-based position in :attr:`Sentence.tokens`."""
        return self.id - 1

    def has(self, **feats: str) -> bool:
        """True when every given feature has the given value."""
        get = self.feats.get
        for name, value in feats.items():  # noqa: SIM110 (a loop: half the cost of all() over a generator)
            if get(name) != value:
                return False
        return True


@dataclass(frozen=True)
class Sentence:
    """A source sentence: its id, its exact text and its word tokens."""

    sent_id: str
    text: str
    tokens: tuple[Token, ...]

    has_multiword: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "has_multiword", any(t.multiword for t in self.tokens))

    def head_of(self, token: Token) -> Token | None:
        """The token's syntactic head, or None for the root."""
        return self.tokens[token.head - 1] if token.head > 0 else None

    def ancestors(self, token: Token) -> Iterator[Token]:
        """Head, head's head, ... up to the root; stops on a cycle in bad input."""
        seen = {token.id}
        while token.head and token.head not in seen:
            token = self.tokens[token.head - 1]
            seen.add(token.id)
            yield token

    def children(self, token: Token) -> tuple[Token, ...]:
        return tuple(t for t in self.tokens if t.head == token.id)

    def next(self, token: Token) -> Token | None:
        i = token.index + 1
        return self.tokens[i] if i < len(self.tokens) else None

    def previous(self, token: Token) -> Token | None:
        return self.tokens[token.index - 1] if token.index > 0 else None
