"""``split_compound``: a Bokmål compound noun written as two words (særskriving).

Hits with the exact corrupted text (bundled sentences by ``sent_id`` and sentences written
here), a near miss for every exception the docstring names and for the obvious look-alikes,
cases in another annotation convention (spaCy's tags, no FEATS/LEMMA/DEPREL), and the source
detector. The dictionary is loaded once for the module.
"""

from pathlib import Path

import pytest
from helpers import corrupted, written

from corruptions.base import Annotation
from corruptions.nb.compounds import SplitCompound, compound_splits, modifies_nouns
from corruptions.nb.lexicon import shared_lexicon
from corruptions.sentence import Feats, Sentence

_TREEBANK = Path(__file__).resolve().parent.parent / "corruptions" / "nb" / "data" / "ud_norwegian_bokmaal"

RULE = SplitCompound()


@pytest.fixture(scope="module", autouse=True)
def lexicon():
    """The Bokmål dictionary, loaded once for the module (a few seconds)."""
    return shared_lexicon()


@pytest.fixture(scope="module")
def bundled(nb_by_id) -> dict[str, Sentence]:
    return nb_by_id


def _sentence(text: str, tags: str) -> Sentence:
    """A sentence of space-separated words with one UPOS each; a closing mark follows its word."""
    words, upos = text.split(), tags.split()
    assert len(words) == len(upos), (words, upos)
    rows = []
    for i, (word, tag) in enumerate(zip(words, upos)):
        nospace = " nospace" if i + 1 < len(words) and words[i + 1] in ".,?!" else ""
        head, rel = ("0", "root") if i == 0 else ("1", "dep")
        rows.append(f"{word} {word.lower()} {tag} _ {head} {rel}{nospace}")
    return written("w-" + "-".join(w.lower() for w in words if w.isalpha()), "\n".join(rows))


def _outputs(sentence: Sentence) -> list[str]:
    return corrupted(RULE, sentence)


# Hits: bundled sentences -----------------------------------------------------------------------

@pytest.mark.parametrize(("sent_id", "expected"), [
    ("018331", ["At han ikke kjente igjen moren på fly plassen i Los Angeles er ikke viktig."]),
    # A linking -s stays on the left part; the left part keeps the capital of the first word.
    ("018874", ["Ifølge arbeids giveren kommer han heller ikke på jobb når han skal."]),
    ("018050", ["Sikkerhets rådet fordømmer pågripelsen av Diarra og advarer om at hæren i landet er i ferd med"
                " å undergrave de internasjonale forsøkene på å slå ned det islamistiske opprøret nord i landet."]),
    # Two compounds, two targets.
    ("019319", ["Tak lampa har hengt i hovedkvarteret til Marks & Spencer.",
                "Taklampa har hengt i hoved kvarteret til Marks & Spencer."]),
    ("016242", ["Da Borat sa at alle kvinner i Kasakhstan er slaver, tenkte Perisat (24) et øye blikk på å reise"
                " seg og si noe, men ble sittende."]),
    # A linking -s before an indefinite noun, right after a preposition: no genitive reading.
    ("016030", ["Ingen er uenig med stats minister Stoltenberg i at det offentlige må og skal ha hovedansvaret"
                " for helsetilbudet i Norge.",
                "Ingen er uenig med statsminister Stoltenberg i at det offentlige må og skal ha hovedansvaret"
                " for helse tilbudet i Norge."]),
    # A left part that can be a present tense (leder), right after a preposition.
    ("017359", ["Det var ikke bare Valla som ble kritisert for leder stilen i 2007."]),
    # fiskebåt after the article en (fiske can be an infinitive); lasteskipet after da is left alone.
    ("019896", ['Ingen personer kom til skade da lasteskipet "Ålfjord" natt til mandag gikk til bunns etter en'
                ' kollisjon med en fiske båt på Hustadvika i Møre og Romsdal.']),
])
def test_bundled_hits(bundled, sent_id, expected):
    assert _outputs(bundled[sent_id]) == expected


# Hits: written sentences -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "tags", "expected"), [
    # The docstring's example.
    ("De snakket om fotballkampen i går .", "PRON VERB ADP NOUN ADP ADV PUNCT", "De snakket om fotball kampen i går."),
    ("Hun drikker av en kaffekopp .", "PRON VERB ADP DET NOUN PUNCT", "Hun drikker av en kaffe kopp."),
    ("Barna leker i barnehagen .", "NOUN VERB ADP NOUN PUNCT", "Barna leker i barne hagen."),
    ("Arbeidsplassen er trygg .", "NOUN AUX ADJ PUNCT", "Arbeids plassen er trygg."),
    ("ARBEIDSPLASSEN ER TRYGG", "NOUN AUX ADJ", "ARBEIDS PLASSEN ER TRYGG"),
    # An infinitive-like left part (tenke) after a determiner or an adjective.
    ("Han tok en tenkepause .", "PRON VERB DET NOUN PUNCT", "Han tok en tenke pause."),
    ("Han tok en lang tenkepause .", "PRON VERB DET ADJ NOUN PUNCT", "Han tok en lang tenke pause."),
    # A right part that can be a verb (huset of huse), after a preposition.
    ("Vi møttes på kulturhuset .", "PRON VERB ADP NOUN PUNCT", "Vi møttes på kultur huset."),
    # A right part that is also a strong past (sang of synge), after a preposition.
    ("De lyttet til korsang .", "PRON VERB ADP NOUN PUNCT", "De lyttet til kor sang."),
    # A two-letter right part.
    ("Hun gledet seg til skoleåret .", "PRON VERB PRON ADP NOUN PUNCT", "Hun gledet seg til skole året."),
])
def test_written_hits(text, tags, expected):
    assert _outputs(_sentence(text, tags)) == [expected]


# Near misses: the exceptions of the docstring ------------------------------------------------

@pytest.mark.parametrize(("text", "tags"), [
    # Two seams: jubileum + såret or jubileums + året.
    ("Det skjedde i jubileumsåret .", "PRON VERB ADP NOUN PUNCT"),
    # Loans derived from a verb in -ere: kombinere, manifestere.
    ("Det skjedde i kombinasjon med andre tiltak .", "PRON VERB ADP NOUN ADP ADJ NOUN PUNCT"),
    ("De la fram et manifest .", "PRON VERB ADV DET NOUN PUNCT"),
    # Adjectives, comparable in the dictionary or listed: stor by, små barn, direkte rute.
    ("Han bor i en storby .", "PRON VERB ADP DET NOUN PUNCT"),
    ("Det er tilbud for småbarn .", "PRON AUX NOUN ADP NOUN PUNCT"),
    ("Vi fløy med en direkterute .", "PRON VERB ADP DET NOUN PUNCT"),
    # A participle: en brukt bil.
    ("Han kjørte en bruktbil .", "PRON VERB DET NOUN PUNCT"),
    # Numerals, and a word that begins with one: ellevte plass, tre års avtale.
    ("Hun endte på ellevteplass .", "PRON VERB ADP NOUN PUNCT"),
    ("De fikk en treårsavtale .", "PRON VERB DET NOUN PUNCT"),
    # Prepositions: over grep, utfor løypa.
    ("De kjempet mot overgrep .", "PRON VERB ADP NOUN PUNCT"),
    ("Han falt i utforløypa .", "PRON VERB ADP NOUN PUNCT"),
    # A pronoun: selv bilde.
    ("Hun har et godt selvbilde .", "PRON VERB DET ADJ NOUN PUNCT"),
    # The suffix -dom: barn dommen.
    ("Han bodde der i barndommen .", "PRON VERB ADV ADP NOUN PUNCT"),
    # A measure or a time before an indefinite noun: en del mål, søndag kveld.
    ("Vi jobbet med delmål .", "PRON VERB ADP NOUN PUNCT"),
    ("De kom hjem på søndagskveld .", "PRON VERB ADV ADP NOUN PUNCT"),
    # A genitive reading: en stats minister, til stats minister; lands svik is also plural.
    ("Han ble en statsminister .", "PRON AUX DET NOUN PUNCT"),
    ("Hun ble valgt til statsminister .", "PRON AUX VERB ADP NOUN PUNCT"),
    ("Han ble dømt for landssvik .", "PRON AUX VERB ADP NOUN PUNCT"),
    # A present tense not after a preposition: den nye leder stilen.
    ("Den nye lederstilen virket .", "DET ADJ NOUN VERB PUNCT"),
    # An infinitive first in the sentence, and after a modal: Tenke pausen, vil tenke pause.
    ("Tenkepausen er over .", "NOUN AUX ADV PUNCT"),
    # A noun left part right after a verb, which may take two objects: nekte foreldre retten.
    ("De vil nekte foreldreretten .", "PRON AUX VERB NOUN PUNCT"),
    ("Vi så fotballkampen på TV .", "PRON VERB NOUN ADP NOUN PUNCT"),
    # A right part that can be a verb, after a noun that could be its subject: historie forteller
    # (history tells), kultur huset (culture housed), kor sang (the choir sang).
    ("Han er en historieforteller .", "PRON AUX DET NOUN PUNCT"),
    ("Kulturhuset ligger i sentrum .", "NOUN VERB ADP NOUN PUNCT"),
    ("Hun hørte en vakker korsang .", "PRON VERB DET ADJ NOUN PUNCT"),
])
def test_exceptions(text, tags):
    assert RULE.targets(_sentence(text, tags)) == ()


# Near misses: look-alikes -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "tags"), [
    # Words that spell two words but are no compounds: menn + eske, man + dag, mor + gen.
    ("Hun er et godt menneske .", "PRON AUX DET ADJ NOUN PUNCT"),
    ("Vi kommer på mandag .", "PRON VERB ADP NOUN PUNCT"),
    ("Vi kommer i morgen .", "PRON VERB ADP NOUN PUNCT"),
    # A compound hunspell builds but does not list whole is not known to be a real word.
    ("Han fant en kaffekoppskår .", "PRON VERB DET NOUN PUNCT"),
    # A hyphenated compound, and a proper noun.
    ("Vi så på TV-programmet .", "PRON VERB ADP NOUN PUNCT"),
    ("Han satt i Stortinget .", "PRON VERB ADP PROPN PUNCT"),
    # A capitalised noun inside the sentence is a name or a title.
    ("Han leste Dagbladet og Arbeidsplassen .", "PRON VERB PROPN CCONJ NOUN PUNCT"),
    # A compound that is not a noun here.
    ("Det er arbeidsplass nok .", "PRON AUX ADJ ADV PUNCT"),
])
def test_look_alikes(text, tags):
    assert RULE.targets(_sentence(text, tags)) == ()


def test_one_seam_is_chosen_or_none():
    assert [(s.left, s.right) for s in compound_splits("fotballkampen")] == [("fotball", "kampen")]
    assert [(s.left, s.right) for s in compound_splits("jubileumsåret")] == [("jubileum", "såret"),
                                                                            ("jubileums", "året")]
    assert compound_splits("menneske") == ()
    assert compound_splits("kombinasjonen") == ()
    assert modifies_nouns("stor") and modifies_nouns("gamle") and modifies_nouns("brukt")
    assert not modifies_nouns("fotball") and not modifies_nouns("arbeids")


# Another annotation convention -------------------------------------------------------------------

def _blanked(sentence: Sentence, keep: frozenset[Annotation]) -> Sentence:
    tokens = tuple(t._replace(
        feats=t.feats if Annotation.FEATS in keep else Feats(),
        lemma=t.lemma if Annotation.LEMMA in keep else "_",
        head=t.head if Annotation.DEPREL in keep else 0,
        deprel=t.deprel if Annotation.DEPREL in keep else "_",
    ) for t in sentence.tokens)
    return Sentence(sentence.sent_id, sentence.text, tokens)


@pytest.mark.parametrize("sent_id", ["019319", "016030", "019896", "017359"])
def test_only_declared_annotation(bundled, sent_id):
    sentence = bundled[sent_id]
    assert RULE.targets(_blanked(sentence, RULE.reads)) == RULE.targets(sentence) != ()


def test_spacy_tags():
    # spaCy may tag the article en as PRON or NUM: the determiner is known by its form.
    for tag in ("DET", "PRON", "NUM"):
        sentence = _sentence("Han tok en tenkepause .", f"PRON VERB {tag} NOUN PUNCT")
        assert _outputs(sentence) == ["Han tok en tenke pause."]
    # A compound tagged PROPN (capitalised) or ADJ is skipped, not guessed at.
    assert RULE.targets(_sentence("Arbeidsplassen er trygg .", "PROPN AUX ADJ PUNCT")) == ()
    assert RULE.targets(_sentence("De snakket om fotballkampen .", "PRON VERB ADP ADJ PUNCT")) == ()
    # A participle mis-tagged as a verb before an infinitive-like left part: skipped, safely.
    assert RULE.targets(_sentence("Han tok en lang tenkepause .", "PRON VERB DET VERB NOUN PUNCT")) == ()


# The source detector -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "tags", "word"), [
    ("De snakket om fotball kampen i går .", "PRON VERB ADP NOUN NOUN ADP ADV PUNCT", "fotball"),
    ("Arbeids plassen er trygg .", "NOUN NOUN AUX ADJ PUNCT", "Arbeids"),
    ("Han tok en tenke pause .", "PRON VERB DET NOUN NOUN PUNCT", "tenke"),
])
def test_error_in_source_hits(text, tags, word):
    token = RULE.error_in_source(_sentence(text, tags))
    assert token is not None and token.form == word


@pytest.mark.parametrize(("text", "tags"), [
    # Adjective + noun and a time phrase are right as two words.
    ("Han bor i en stor by .", "PRON VERB ADP DET ADJ NOUN PUNCT"),
    ("Han bor i en stor by .", "PRON VERB ADP DET NOUN NOUN PUNCT"),
    ("De kom søndag kveld .", "PRON VERB NOUN NOUN PUNCT"),
    # Two objects of a verb.
    ("De vil nekte foreldre retten .", "PRON AUX VERB NOUN NOUN PUNCT"),
    # The compound written whole, and two nouns that make no compound.
    ("De snakket om fotballkampen .", "PRON VERB ADP NOUN PUNCT"),
    ("De ga barna mat .", "PRON VERB NOUN NOUN PUNCT"),
    # The second word capitalised: a name.
    ("De snakket om fotball Kampen .", "PRON VERB ADP NOUN PROPN PUNCT"),
])
def test_error_in_source_near_misses(text, tags):
    assert RULE.error_in_source(_sentence(text, tags)) is None


def test_error_in_source_keeps_bundled_sentences(bundled):
    assert [s.sent_id for s in bundled.values() if RULE.error_in_source(s) is not None] == []
