"""Nynorsk rule cases in one shape for every language (see ``tests/test_rule_cases.py``).

``APPLIES[name]``: (sentence, token ID, expected corrupted text); ``NEAR_MISSES[name]``: (sentence, token ID,
form) of a token that looks like a target but must not be one, with the reason. A sentence is a ``sent_id`` of
the bundled UD Norwegian-Nynorsk, or one written in ``tests/test_nn_rules.py``.
"""

from test_nn_rules import (
    AA_LESE_ER_KJEKT,
    DEI_HAR_FISKA,
    DEI_PROEVDE_AA_KASTA,
    DEI_SENDE_SOEKNADAR,
    DOERA_STOD_OPE,
    EIN_DAG_ELLER_TO,
    ELVENE_VAR_STORE,
    HAN_BLIR_FORDI_HO_IKKJE_KJEM,
    HAN_BUR_I_EIN_STORBY,
    HAN_FORTALDE_OM_BARNDOMMEN,
    HAN_TRUR_HISTORIA_FASCINERER,
    HO_BAKA_BROEDA,
    HO_HAR_KASTA_OPP,
    HO_SA_AT_HO_IKKJE_KUNNE,
    I_DAG_KJEM_HAN_SPOERSMAAL,
    KANSKJE_KJEM_HAN,
    KLASSA_VAR_PAA_TUR,
    LESARANE_LIKTE_BOKA,
    MI_BOK_ER_RAUD,
    VI_HAR_MYKJE_AA_LAERE,
    VI_MAA_DROEFTE_HO,
)

APPLIES = {
    "bokmal_past_tense": [
        ("014284", 13, "Det hender ikkje, mellom anna av di Elstat altså ikkje har kunnet gje oppdaterte tal."),
        ("014607", 3, "I 1896 skipet Marie Høeg Hortens selskabelige Diskussionsforening."),
        ("014917", 6, "Det første albumet som ho ga ut, heiter \" Bliss \", og det selde til den store gullmedaljen."),
        ("015133", 2, "No samlet politiet inn skriftleg dokumentasjon i saka."),
    ],
    "bokmal_present_tense": [
        ("014213", 15, "Å lage brød er noko som passar fint å gjere ein dag då ein holder på med andre ting i huset."),
        ("014373", 4, "Over heile Hellas fins det eigedomar som formelt sett berre dukkar opp i statistikken som "
                      "mottakarar av elektrisitet."),
        ("014580", 2, "Ho utfordrer konvensjonane og vil bryte ut av den rolla ho er sett i."),
        ("014487", 13, "- Israel burde vere først til å anerkjenne ein palestinske stat, sier den israelske "
                       "forfattaren David Grossman."),
    ],
    "bokmal_noun_plural": [
        ("014184", 2, "2 tomater"),
        ("014261", 2, "La brødene etterheve godt, minst ein time til."),
        ("014288", 10, "Vi kan ikkje på nytt risikera at dei får pengene, og så stoggar alt opp."),
        ("014383", 13, "Men gjelda kjem i 2012 likevel til å stiga til minst 391 milliarder euro, som vil utgjera "
                       "181,8 prosent av BNP."),
    ],
    "bokmal_definite_feminine": [
        ("014289", 2, "Men utsetjingen er ikkje bra."),
        ("014375", 6, "Denne skatten vert lagd på kraftrekningen."),
        ("014196", 4, "Legg salatblada på tortillalefsen slik at det er ca. 5 cm att utan salatblad på nederst på "
                      "lefsa."),
    ],
    "bokmal_function_word": [
        ("014177", 4, "I dag har jeg fylt dei med steikt kyllingkjøtdeig."),
        ("014207", 11, "No er kvardagane her igjen, alle har komt heim fra ferie og matpakken må smørast som før."),
        ("014228", 5, "Eg tek utgangspunkt i en halv liter væte eller mauk til kvart brød."),
    ],
    "bokmal_content_word": [
        ("014300", 7, "IMF kom inn i Tyrkia i begynnelsen av 1990-åra, og fyrst i desse dagar vert IMF-kontoret der "
                      "stengt."),
        ("014679", 1, "Antakelig skjer det same med mange andre alvorlege saker."),
        ("014811", 7, "- I høve til irritasjonar i hverdagen er eg ingen stoikar."),
        ("014486", 6, "- Ein roman om Israels fremtid"),
    ],
    "hypernynorsk_present": [
        ("014274", 9, "Til kyllingen serverer eg ein salat der eg kombinerar pasta og bakte grønsaker."),
        ("014472", 2, "Staten fungerar ikkje."),
        ("014613", 2, "Foreininga eksisterar framleis, under namnet Hortens Diskusjonsforening, og er den eldste i "
                      "landet i sitt slag."),
    ],
    "hypernynorsk_plural": [
        ("014196", 2, "Legg salatbladane på tortillalefsa slik at det er ca. 5 cm att utan salatblad på nederst på "
                      "lefsa."),
        ("014264", 2, "Steik brødane i 40-45 minutt til dei er ferdige."),
        ("014517", 2, "- Inntrykkane er sterke."),
    ],
    "split_compound_noun": [
        ("014196", 14, "Legg salatblada på tortillalefsa slik at det er ca. 5 cm att utan salat blad på nederst på "
                       "lefsa."),
        ("014333", 5, "Som den dåverande greske finans ministeren George Papaconsantinou sa i eit intervju med The "
                      "Observer i april 2010:"),
        ("014575", 15, "Men Marie Høeg var ikkje berre fotograf, ho var òg ein svært engasjert kvinne aktivist."),
    ],
    "confuse_og_aa": [
        ("014308", 4, "Dei gav opp å tok konkursen."),
        ("014359", 7, "Det er ikkje noko poeng i og ha ei rad kontor med inkompetente personar rundt omkring på "
                      "landsbygda."),
        ("014434", 5, "Den manglande viljen til og betala skatt, seier han, er det mellom anna historiske grunnar "
                      "til."),
    ],
    "flip_v2_word_order": [
        ("014447", 3, "I Hellas vi har om lag fire millionar arbeidstakarar og éin million verksemder."),
        ("014993", 2, "Her han er med matmor Berit Hårlau."),
        ("015268", 2, "Dermed den representerer i praksis ein sterk fiendskap mot fornuft og rasjonell diskurs."),
    ],
    "flip_subclause_negation": [
        ("014341", 12, "Analytikaren skreiv òg om all kapitalen som eksisterte, men som fanst aldri i nokon offisiell "
                       "rekneskap:"),
        ("015475", 10, "Ein kan sjølvsagt drøyma om eit samfunn der ein må ikkje jobba så hardt og sånn."),
        ("017033", 10, "Eittpartistaten var ikkje av det kommunistiske slaget der det gjekk ikkje føre seg val:"),
    ],
    "flip_neighbours": [
        ("014186", 1, "Avocado ein"),
        ("014204", 3, "Legg med serviett ein."),
        ("014219", 9, "Mitt tips viss du bakar tre brød er dele å dei i to, og fryse ned fem halve brød."),
        ("014269", 12, "Hos meg får du ofte idéar til enkel mat, og veka denne er ikkje noko unntak."),
    ],
    "delete": [
        ("014322", 2, "Eg ikkje her for å endra kulturen."),
        ("014428", 2, "Det vera katastrofalt."),
        ("014449", 2, "Dei i praksis ikkje skatt."),
    ],
}

NEAR_MISSES = {
    "bokmal_past_tense": [
        (DEI_PROEVDE_AA_KASTA, 4, "kasta"),  # an a-infinitive: no past tag
        (DEI_HAR_FISKA, 3, "fiska"),         # a participle: the dictionary knows fisket (the fishery)
    ],
    "bokmal_present_tense": [
        ("015319", 3, "kastar"),   # kaster: the dictionary lists it
        ("014824", 12, "synest"),  # synes: the dictionary lists it, and no published list names it
        ("014891", 1, "Les"),      # an imperative: no present tag
    ],
    "bokmal_noun_plural": [
        (DEI_SENDE_SOEKNADAR, 4, "søknadar"),  # -nad: søknader is a Nynorsk variant
        (LESARANE_LIKTE_BOKA, 1, "Lesarane"),  # an agent noun in -ar: Bokmål has another word
    ],
    "bokmal_definite_feminine": [
        (KLASSA_VAR_PAA_TUR, 1, "Klassa"),  # klasse has two genders: the dictionary knows klassen
        (HO_BAKA_BROEDA, 3, "brøda"),       # the dictionary knows brødet: a neuter's plural, tagged feminine
        ("014511", 9, "boka"),              # the dictionary knows boken (of bok, the beech)
    ],
    "bokmal_function_word": [
        (VI_MAA_DROEFTE_HO, 4, "ho"),  # ho the object of a thing: not the nominative
        ("014203", 4, "mykje"),        # mye: the dictionary lists it, a possible variant
    ],
    "bokmal_content_word": [
        ("015428", 4, "auke"),      # the noun: the table names the verb only
        (DOERA_STOD_OPE, 3, "ope"),  # the adverb: the table names the adjective only
    ],
    "hypernynorsk_present": [
        ("014715", 3, "kjenner"),  # kjennar: the dictionary knows it (a noun)
        ("014393", 17, "seier"),   # seie has no weak past: not an e-verb
    ],
    "hypernynorsk_plural": [
        ("016470", 18, "bøker"),         # bøkar: the dictionary knows it (of bøk)
        (ELVENE_VAR_STORE, 1, "Elvene"),  # elv has both plurals: the dictionary knows elvane
    ],
    "split_compound_noun": [
        (HAN_BUR_I_EIN_STORBY, 5, "storby"),            # stor by: an adjective before a noun
        (HAN_FORTALDE_OM_BARNDOMMEN, 4, "barndommen"),  # -dom is a suffix
    ],
    "confuse_og_aa": [
        (VI_HAR_MYKJE_AA_LAERE, 4, "å"),  # after a quantifier: og could join mykje to a noun lære
        (AA_LESE_ER_KJEKT, 1, "Å"),       # first in the sentence
    ],
    "flip_v2_word_order": [
        (KANSKJE_KJEM_HAN, 2, "kjem"),           # kanskje: the subject may follow it directly
        (I_DAG_KJEM_HAN_SPOERSMAAL, 3, "kjem"),  # a question
    ],
    "flip_subclause_negation": [
        (HAN_BLIR_FORDI_HO_IKKJE_KJEM, 5, "ikkje"),  # fordi: main-clause order is accepted
        (HO_SA_AT_HO_IKKJE_KUNNE, 5, "ikkje"),       # an at-clause after a verb of saying
    ],
    "flip_neighbours": [
        (MI_BOK_ER_RAUD, 1, "Mi"),      # a possessive
        (EIN_DAG_ELLER_TO, 3, "ein"),   # ein dag eller to: dag ein reads as a numeral
    ],
    "delete": [
        (HAN_TRUR_HISTORIA_FASCINERER, 2, "trur"),  # a clause as object: a topic and a clause are left
        (HO_HAR_KASTA_OPP, 2, "har"),               # Ho kasta opp: the participle reads as a past
    ],
}
