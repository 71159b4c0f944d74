"""Bokmål rule cases in one shape for every language (see ``tests/test_rule_cases.py``).

``APPLIES[name]``: (sentence, token ID, expected corrupted text); ``NEAR_MISSES[name]``: (sentence,
token ID, form) of a token that looks like a target but must not be one. A sentence is a ``sent_id``
of the bundled UD Norwegian-Bokmaal, or one written in the rule's own test module. The full cases,
with the reasons, are in ``tests/test_nb_*.py``; these are a few of each, run as the Danish ones are.
"""

from test_nb_agreement import _ART_NEUT, _DET_PRON, _NEUT_IND, _article, _predicative
from test_nb_basic import AA_INTERJECTION, AA_LESE, DET_HUSET, DETTE_HUSET, EN_BIL, EN_DAG_ELLER_TO, MIN_BIL
from test_nb_compounds import _sentence
from test_nb_new_types import (
    BOKA_SOM_JEG_LESTE,
    DA_DET_VAR_SENT,
    DEN_NORSKE_KIRKE,
    DER_ER_DET_VANSKELIG,
    ENN_AA_STAA,
    FANT_MN,
    HAN_TROR,
    HUN_HAR_PUSSET,
    KAN_SYNGE_OG_DANSE,
    KOMMUNESTYRET,
    MEN_DE_ANDRE,
    MEN_JEG_PARTICIPLE,
    MOETTE_PER,
    PEKTE_PAA_KARTET,
    TIL_AA_TRO,
    VET_EN_MANN_SOM,
    VIL_KUNNE_GJOERE,
)
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
    "corrupt_double_consonant": [
        ("016360", 1, "Ummulig."),
        ("018016", 3, "Sang og musik:"),
        ("016524", 1, "Rettning T-banen."),
        ("018203", 1, "Lykelig uvitende"),
    ],
    "insert_modal_aa": [
        ("018998", 2, "Vil å fortsette."),
        ("016462", 4, "Men det kan å vente."),
        ("017335", 3, "Jeg kan å få gåsehud."),
    ],
    "double_preposition": [
        ("017079", 2, "Tre på på rad?"),
        ("019672", 2, "Skudd i i mørket"),
        ("016468", 1, "Av av fine bilder."),
    ],
    "delete_infinitive_marker": [
        ("016372", 2, "For huske."),
        ("016637", 5, "Han er klar til kjempe seg tilbake."),
        ("016000", 8, "Men nå er hun i ferd med miste hodet."),
    ],
    "delete_subject": [
        ("016369", 2, "Fordi må."),
        ("019881", 4, "Vi frykter at blir fra oss."),
        ("018440", 5, "- Det er ingen har GHB her."),
        ("018638", 5, "For mange forbrukere er likevel vanskelig å orientere seg i helsekostmarkedet."),
    ],
    "capitalise_common_word": [
        ("018205", 2, "26. Januar 2001:"),
        ("017171", 6, "Mer frukt, men mindre Norsk"),
        ("017174", 3, "Men den Norske produksjonen faller."),
    ],
    "lowercase_name": [
        ("019590", 3, "Mandag venter estland."),
        ("019568", 3, "Storseier til vålerenga"),
        ("016677", 7, "- Da må du trene, espen."),
    ],
    "flip_men_med": [
        ("016362", 1, "Med jeg prøver allikevel."),
        ("017710", 6, "Jeg håper de lykkes, med jeg tviler på det."),
        ("019177", 1, "Med jeg kan fortsatt bruke den om ti år."),
    ],
    "delete": [
        ("017471", 2, "Jeg ikke."),
        ("018697", 2, "Hun på vei."),
        ("017305", 2, "Jeg med i SU."),
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
    "corrupt_double_consonant": [
        (KOMMUNESTYRET, 1, "Kommunestyret"),  # a compound that merely begins with kommune
        (KOMMUNESTYRET, 3, "Fremmed"),        # fremmed inside a name
    ],
    "insert_modal_aa": [
        (VIL_KUNNE_GJOERE, 3, "kunne"),    # vil kunne: vil is the auxiliary of gjøre, not of kunne
        (VIL_KUNNE_GJOERE, 4, "gjøre"),    # kunne gjøre: kunne is an infinitive, no finite modal
        (KAN_SYNGE_OG_DANSE, 5, "danse"),  # kan synge og danse: the second of two infinitives
    ],
    "double_preposition": [
        (PEKTE_PAA_KARTET, 3, "på"),   # after a verb: pekte på på kartet could be a particle
        (PEKTE_PAA_KARTET, 5, "for"),  # for is never doubled (for for mange)
    ],
    "delete_infinitive_marker": [
        (TIL_AA_TRO, 4, "å"),   # til å tro: til tro is a phrase
        (ENN_AA_STAA, 7, "å"),  # enn å stå: a bare infinitive after enn is correct
    ],
    "delete_subject": [
        (BOKA_SOM_JEG_LESTE, 2, "som"),  # an object relative: boka jeg leste
        (VET_EN_MANN_SOM, 5, "som"),     # after a verb's object: vet en mann bor der
        (DA_DET_VAR_SENT, 4, "det"),     # after da, also an adverb opening a main clause
        (DER_ER_DET_VANSKELIG, 3, "det"),  # after a fronted der
    ],
    "capitalise_common_word": [
        (DEN_NORSKE_KIRKE, 4, "norske"),  # Den norske Kirke: before a capital, a name
        ("019998", 9, "norske"),         # at Den norske kirke er: after a capital, a name
        ("016226", 3, "norsk"),          # En " norsk " reaksjon: after a quotation mark
    ],
    "lowercase_name": [
        (MOETTE_PER, 3, "Per"),          # per is a word
        (MOETTE_PER, 5, "Instagram"),    # a brand the dictionary does not list
        (FANT_MN, 3, "Mn"),              # a name of two letters
    ],
    "flip_men_med": [
        (MEN_DE_ANDRE, 3, "men"),  # men de: med de makes a phrase
        ("018168", 7, "men"),      # men de slutter: the same
        ("016462", 1, "Men"),      # Men det kan vente: med det makes a phrase
        (MEN_JEG_PARTICIPLE, 4, "men"),  # men jeg kommet: no finite verb, no clause after men
    ],
    "delete": [
        (HAN_TROR, 2, "tror"),    # a clause as object: Han Per kommer reads as a topic and a clause
        (HUN_HAR_PUSSET, 2, "har"),  # Hun pusset opp: the participle reads as a past tense
    ],
}
