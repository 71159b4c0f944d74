"""spylls' hunspell lookup with suffixes indexed by the flags they carry: the same analyses, in the same
order, found faster.

To take a suffix off a word, spylls walks a trie of every suffix by its ending, then keeps those whose
flags include the flags asked for: the suffix's own flag when a second suffix is taken off (only a suffix
that allows the first may carry it), the compounding flags inside a compound. A suffix of no letters
ends every word, so each of the thousands of analyses a word of a compounding language gets walks past
nearly every such suffix to keep a handful: two thirds of a lookup's time. :class:`IndexedLookup` walks,
for such a question, a trie of just the suffixes that carry one flag asked for, then applies
spylls' own tests to them. Each trie keeps spylls' order, so a lookup yields the same forms in the same
order; ``tests/test_suffix_index.py`` compares the two on every bundled dictionary.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Collection, Iterator

from spylls.hunspell.algo.lookup import AffixForm, Lookup
from spylls.hunspell.algo.trie import Trie


def _along(trie: Trie, path: str) -> Iterator:
    """The payloads of ``trie`` on ``path``, shortest key first: what :meth:`Trie.lookup` yields, without
    its recursion."""
    node = trie.root
    yield from node.payloads
    for step in path:
        node = node.children.get(step)  # get: the children are a defaultdict
        if node is None:
            return
        yield from node.payloads


class IndexedLookup(Lookup):
    """spylls' :class:`~spylls.hunspell.algo.lookup.Lookup`, whose suffix stripping first narrows the
    candidates to the suffixes carrying one of the required flags. The index is made once, from the
    ``.aff`` as read: its suffixes are not to change afterwards."""

    def __init__(self, aff, dic):
        super().__init__(aff, dic)
        carrying: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
        # the order of spylls' own index: its rules in .aff order, grouped by reversed ending
        for suffix in itertools.chain.from_iterable(aff.SFX.values()):
            for flag in sorted(suffix.flags):
                carrying[flag][suffix.add[::-1]].append(suffix)
        self._carrying = {flag: Trie(endings) for flag, endings in carrying.items()}
        self._no_suffix = Trie()

    def desuffix(self, word: str, required_flags: Collection[str], forbidden_flags: Collection[str],
                 nested: bool = False, crossproduct: bool = False) -> Iterator[AffixForm]:
        """What spylls' ``desuffix`` yields: each form of ``word`` with one suffix taken off and, unless
        ``nested``, with a second taken off that form's stem."""
        first = next(iter(required_flags), None)
        index = self.aff.suffixes_index if first is None else self._carrying.get(first, self._no_suffix)
        for suffix in _along(index, word[::-1]):
            flags = suffix.flags
            if (crossproduct and not suffix.crossproduct) or not flags.issuperset(required_flags) \
                    or not flags.isdisjoint(forbidden_flags):
                continue
            stem = suffix.replace_regexp.sub(suffix.strip, word)
            if not suffix.cond_regexp.search(stem):
                continue
            yield AffixForm(word, stem, suffix=suffix)
            if not nested:
                for inner in self.desuffix(stem, [suffix.flag, *required_flags], forbidden_flags,
                                           nested=True, crossproduct=crossproduct):
                    yield inner.replace(suffix2=suffix, text=word)
