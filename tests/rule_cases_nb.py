"""Bokmål rule cases in one shape for every language (see ``tests/test_rule_cases.py``).

``APPLIES[name]``: (sentence, token ID, expected corrupted text); ``NEAR_MISSES[name]``: (sentence,
token ID, form) of a token that looks like a target but must not be one. A sentence is a ``sent_id``
of the bundled UD Norwegian-Bokmaal, or one written in the rule's own test module. The full cases,
with the reasons, are in ``tests/test_nb_*.py``; these are a few of each, run as the Danish ones are.
"""

from test_nb_agreement import _ART_NEUT, _DET_PRON, _NEUT_IND, _article, _predicative
from test_nb_basic import AA_INTERJECTION, AA_LESE, DET_HUSET, DETTE_HUSET, EN_BIL, EN_DAG_ELLER_TO, MIN_BIL
from test_nb_compounds import _sentence
from test_nb_pronouns import DET_VAR_DEM, KAN_DE, NOEN_PENGER
from test_nb_verbs import AA_LESE_ER_GOEY, KAN_SPISE, PROEV_AA_LESE, PROEVDE_AA_LESE, VIL_PROEVE_AA_LESE

APPLIES = {
    "flip_article_gender": [
        ("016445", 3, "Som i en lite kaos."),
        ("016198", 5, "Ondt blod er også en arvestykke."),
        ("018976", 1, "En stempel han har levd med i 16 år."),
    ],
    "corrupt_predicative_adjective": [
        ("016179", 4, "Men paradokset er dobbel:"),
        ("016326", 5, "Normalt ville protestene blitt stor."),
        ("015829", 1, "Risikofri er det ikke."),
    ],
    "flip_og_aa": [
        ("016101", 4, "Jeg prøver fortsatt og slutte."),
        ("019225", 5, "Det er tvingende nødvendig og slutte."),
        ("016372", 2, "For og huske."),
        (PROEVDE_AA_LESE, 3, "Vi prøvde og lese boka"),
    ],
    "corrupt_modal_infinitive": [
        ("016981", 4, "Det må ikke blir flere martyrer."),
        ("016372", 3, "For å husker."),
        ("016958", 3, "Du kan er full og slå kona di og det er nokså akseptert."),
        (KAN_SPISE, 3, "Vi kan spiser middag nå"),
    ],
    "flip_de_dem": [
        ("019361", 4, "Vennene trodde på de."),
        ("015886", 1, "Dem ble arrestert 17. juni, og tiltalt for å ulovlig ha krysset grensen til Nord-Korea."),
        ("016816", 5, "De snakker om hønene dem skulle lære å fly."),
    ],
    "flip_noe_noen": [
        ("015897", 1, "Noe ganger ser hun ut som en liten skolejente, andre ganger som en pensjonist på shopping."),
        ("019323", 3, "Peisvarme er noen annet, sier han."),
        ("019197", 1, "Noen stort."),
    ],
    "flip_v2_inversion": [
        ("016047", 2, "Derfor det er høyt spill å satse på en politisk uerfaren statsråd i Arbeidsdepartementet."),
        ("015893", 3, "Til slutt det ble altså Clinton som dro, etter godkjenning fra Det hvite hus."),
        ("015944", 3, "I 2005 tallene var 41 prosent og 28 prosent."),
    ],
    "split_compound": [
        ("018331", 8, "At han ikke kjente igjen moren på fly plassen i Los Angeles er ikke viktig."),
        ("018874", 2, "Ifølge arbeids giveren kommer han heller ikke på jobb når han skal."),
        ("019319", 1, "Tak lampa har hengt i hovedkvarteret til Marks & Spencer."),
    ],
    "flip_subclause_adverb": [
        ("016884", 3, "Om Bertelsen vil ikke forlate jobben frivillig, vurderer Justisdepartementet å gå rettens vei "
                      "for å avskjedige ham."),
        ("017757", 3, "De som deler ikke de politisk korrekte meningene er intolerante, og det er toleranseelitens "
                      "plikt å slå ned på disse."),
        ("018331", 3, "At han kjente ikke igjen moren på flyplassen i Los Angeles er ikke viktig."),
    ],
    "flip_neighbours": [
        (EN_BIL, 3, "Vi kjøpte bil en i går."),
        (DETTE_HUSET, 1, "Huset dette er gammelt."),
        (AA_LESE, 3, "Vi prøvde lese å boka."),
    ],
}

NEAR_MISSES = {
    "flip_article_gender": [
        (_article("et", _ART_NEUT, "virus", _NEUT_IND, "w-et-virus"), 3, "et"),  # virus: two genders
        (_article("et", _ART_NEUT, "design", _NEUT_IND, "w-et-design"), 3, "et"),  # both genders
    ],
    "corrupt_predicative_adjective": [
        ("019272", 9, "rosa"),  # indeclinable, and attributive
        (_predicative("Det", "det", "PRON", _DET_PRON, "sjeldent", "sjelden",
                      "Definite=Ind|Degree=Pos|Gender=Neut|Number=Sing", "w-sjelden"), 3, "sjeldent"),
    ],
    "flip_og_aa": [
        (VIL_PROEVE_AA_LESE, 4, "å"),  # vil prøve og lese: an infinitive before
        (PROEV_AA_LESE, 2, "å"),       # Prøv og les: an imperative
        (AA_LESE_ER_GOEY, 1, "Å"),     # first in the sentence
    ],
    "corrupt_modal_infinitive": [
        ("016230", 3, "spøke"),  # kan spøker: an -er present that could be a plural object
        ("017018", 5, "si"),     # så og si
    ],
    "flip_de_dem": [
        (KAN_DE, 2, "De"),       # polite De
        (DET_VAR_DEM, 3, "dem"),  # predicative
        ("017278", 1, "De"),     # De som: before a relative clause
    ],
    "flip_noe_noen": [
        ("017658", 2, "noen"),   # noen år: a plural spelt like its lemma
        (NOEN_PENGER, 3, "noen"),  # penger: a collective plural
    ],
    "flip_v2_inversion": [
        ("017576", 3, "kan"),    # Uansett fredning kan: a phrase of irrelevance
        ("017823", 3, "gjelder"),  # Når det gjelder ..., vil: a frame outside the clause
    ],
    "split_compound": [
        (_sentence("Han bor i en storby .", "PRON VERB ADP DET NOUN PUNCT"), 5, "storby"),  # stor by
        (_sentence("Vi kommer på mandag .", "PRON VERB ADP NOUN PUNCT"), 4, "mandag"),     # no compound
    ],
    "flip_subclause_adverb": [
        ("016587", 10, "ikke"),  # gjesten, som han ikke kjente: non-restrictive
        ("016751", 4, "ikke"),   # Selv om han ikke får
    ],
    "flip_neighbours": [
        (EN_DAG_ELLER_TO, 3, "en"),   # en dag eller to: dag en reads as a numeral
        (MIN_BIL, 1, "Min"),          # a possessive
        (DET_HUSET, 1, "Det"),        # det is also a pronoun
        (AA_INTERJECTION, 1, "Å"),    # the interjection
    ],
}
