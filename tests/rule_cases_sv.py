"""Swedish rule cases in one shape for every language (see ``tests/test_rule_cases.py``).

``APPLIES[name]``: (sentence, token ID, expected corrupted text); ``NEAR_MISSES[name]``: (sentence,
token ID, form) of a token that looks like a target but must not be one. A sentence is a ``sent_id``
of the bundled UD Swedish-Talbanken, or one written with the helpers of the rules' own test module,
``tests/test_sv_rules.py`` and ``tests/test_sv_full.py``, where the full cases and their reasons are;
these are a few of each.
"""

from test_sv_full import (
    because_it,
    during_the_time,
    gave_him_our_book,
    has_no_car,
    he_saw_me,
    i_think_he_comes,
    important_to_read,
    in_the_way,
    know_a_man,
    modal,
    our_parents,
    speak,
    talked_with,
    the_book_i_read,
)
from test_sv_rules import _ADJ_NEUT, _ADJ_PLUR, _ART_NEUT, _NEUT_IND, _noun_phrase, _predicative, _saved, _to

_NEUT_PRON = "Gender=Neut|Number=Sing|PronType=Prs"

APPLIES = {
    "flip_en_ett": [
        ("sv-ud-dev-149", 1, "Ett ändring måste ske."),
        ("sv-ud-test-913", 3, "Är det ett stor lägenhetsyta?"),
        ("sv-ud-dev-327", 6, "Glada över att ha fått en jobb."),
        ("sv-ud-dev-384", 2, "Och en heltidsjobb."),
    ],
    "corrupt_attributive_agreement": [
        ("sv-ud-test-681", 2, "Ett intensiv arbete pågår för att klarlägga denna sjukdom."),
        ("sv-ud-test-469", 3, "En samling kall fakta"),
        ("sv-ud-test-274", 4, "De tycker om grann färger."),
        ("sv-ud-test-619", 9, "Det skulle kunna återföra många patienter till ett normal liv"),
    ],
    "corrupt_predicative_agreement": [
        ("sv-ud-dev-324", 3, "De är farlig."),
        ("sv-ud-dev-309", 4, "Det är för djävlig."),
        ("sv-ud-dev-315", 6, "Kvinnorna är inte något vidare aktiv annars."),
    ],
    "definite_after_possessor": [
        ("sv-ud-dev-2", 6, "'Du skall lyda din fadern.'"),
        ("sv-ud-test-1030", 2, "Daghemmens personalen är kvinnlig."),
        ("sv-ud-dev-188", 4, "Ämnet var kvinnans rollen i samhället."),
        ("sv-ud-test-261", 7, "Varje barn mognar i sin egen takten."),
    ],
    "corrupt_infinitive": [
        ("sv-ud-test-398", 3, "Vi måste har elkraft."),
        ("sv-ud-test-1037", 4, "Hur skulle de kan det?"),
        ("sv-ud-dev-247", 3, "Vill vi avstår från den?"),
        ("sv-ud-test-833", 5, "Man har fortsatt att lämnar topplån."),
    ],
    "drop_infinitive_marker": [
        ("sv-ud-dev-166", 7, "Men det finns ingen annan väg gå."),
        ("sv-ud-test-454", 7, "Detta problem är dock relativt lätt lösa."),
        ("sv-ud-test-681", 6, "Ett intensivt arbete pågår för klarlägga denna sjukdom."),
    ],
    "flip_de_dem_case": [
        ("sv-ud-dev-324", 1, "Dem är farliga."),
        ("sv-ud-dev-243", 3, "Sen flyger dem ifrån oss."),
        ("sv-ud-test-1029", 4, "Mor sköter om de, hon är hemma."),
        ("sv-ud-test-982", 9, "Jag hade svårt att få någon ordning på de."),
    ],
    "flip_de_dem_article": [
        ("sv-ud-test-108", 6, "Ibland talar man om 'dem fattiga länderna'."),
        ("sv-ud-test-839", 1, "Dem tidigare subventionerna har borttagits."),
        ("sv-ud-test-1038", 7, "Procentuellt är ju kvinnorna färre i dem tekniska yrkena."),
    ],
    "flip_v2_after_fronting": [
        ("sv-ud-test-12", 4, "I juli 1971 basbeloppet var 6900 kr."),
        ("sv-ud-dev-322", 3, "Till jul man anställer extrapersonal."),
        ("sv-ud-test-171", 2, "Därför befolkningstillväxten måste hållas tillbaka."),
        ("sv-ud-dev-5", 5, "I den traditionella familjen fadersauktoriteten grundades främst på barnens ekonomiska "
                           "beroende."),
        ("sv-ud-dev-15", 8, "När man upphävde mannens roll som familjeförsörjare man ville ge inte bara barnen utan "
                            "även kvinnorna ett ekonomiskt oberoende."),
        ("sv-ud-dev-248", 2, "Ännu vi har tid att ändra den väg vi är inne på."),
    ],
    "split_sarskrivning": [
        ("sv-ud-test-452", 4, "Den bidrar till elit tänkande."),
        ("sv-ud-test-956", 6, "Här tränas afrikaner på en traktor motor."),
        ("sv-ud-dev-145", 10, "Det måste också bli en mer praktisk syn på barn uppfostran."),
    ],
    "flip_biff_negation": [
        ("sv-ud-dev-323", 5, "Det är hemmafruar som är inte beroende av förtjänsten och accepterar det som det är."),
        ("sv-ud-test-997", 8, "Man har sällan tänkt på dem som har inte kunnat få den sociala status som den gifta "
                              "kvinnan har."),
        ("sv-ud-test-310", 12, "Det är oundvikligt att spädbarn skriker ibland, och om det beror inte på sjukdom är "
                               "det inget att oroa sig för."),
    ],
    "flip_sig_sin": [
        ("sv-ud-dev-2", 5, "'Du skall lyda sin fader.'"),
        ("sv-ud-dev-46", 1, "Sin ursprungliga frågeställning gällde betydelsen av moderskontakten under de första åren "
                            "av barnens liv."),
        ("sv-ud-test-583", 4, "Vi måste lära sig att respektera och acceptera att åldrandet så ofta leder till "
                              "tillstånd där ingen terapi finns."),
        (our_parents(), 4, "Vi hälsade på sina föräldrar."),
    ],
    "ingen_after_verb": [
        ("sv-ud-dev-110", 3, "Man kan finna inget arbetsområde där män och kvinnor fördelar sig slumpmässigt lika med "
                             "avseende på funktion, lön och ställning."),
        ("sv-ud-test-344", 3, "Vi har sett inga symtom, men det skrämmande är att vårt öde kanske är beseglat tjugo år "
                              "innan symtomen framträder."),
        ("sv-ud-test-985", 17, "Så har det varit flera nätter, jag har haft tankarna springande i långa korridorer och "
                               "kunnat hitta ingen utväg för dem."),
    ],
    "flip_fixed_preposition": [
        ("sv-ud-dev-139", 1, "I så många sätt syns kvinnan vara mera utsatt än mannen inte endast biologiskt."),
        ("sv-ud-dev-60", 8, "För att besvara de frågorna jämförde Rabin i liknande sätt en grupp 10-åriga kibbutzbarn "
                            "med jämnåriga moshavbarn och fick som resultat en rakt motsatt trend."),
        ("sv-ud-dev-371", 3, "De uppmuntras i alla sätt att skaffa sig utbildning."),
    ],
    "drop_subject": [
        ("sv-ud-dev-261", 4, "Undra på att blev lite undandragna."),
        ("sv-ud-dev-274", 7, "Allt var alltså ganska bra tills skilde oss ..."),
        ("sv-ud-test-350", 4, "Han tror att är klippt om hundra år, om inte förr."),
        ("sv-ud-test-283", 7, "Också för utvecklingen av språket är viktigt att vi jollrar och pratar med barnet."),
    ],
    "drop_subject_som": [
        ("sv-ud-dev-252", 2, "Hemmafrun förstår sitt värde kan inte skrämmas bort av någon socialistisk skatteskruv."),
        ("sv-ud-dev-472", 6, "Men det finns aktuella undersökningar tyder på att många föräldrar fortfarande mer eller "
                             "mindre ansluter sig till ett auktoritärt uppfostringssystem."),
        ("sv-ud-dev-357", 10, "De befinner sig i ett socialt och ekonomiskt beroende gör dem passiva och ofarliga."),
    ],
    "insert_modal_att": [
        ("sv-ud-dev-2", 4, "'Du skall att lyda din fader.'"),
        ("sv-ud-dev-13", 4, "Även kibbutzbarn kan att utsättas för allt detta, men för dem blir det knappast en "
                            "katastrof, eftersom de alltid har fler personer som känner och tar hand om dem i svåra "
                            "situationer."),
        ("sv-ud-dev-110", 4, "Man kan inte att finna något arbetsområde där män och kvinnor fördelar sig slumpmässigt "
                             "lika med avseende på funktion, lön och ställning."),
    ],
    "corrupt_dubbelteckning": [
        ("sv-ud-dev-4", 7, "'Grunden för vårt system är myket enkel: att göra motsatsen mot vad vi själva erfor eller "
                           "lärde oss som barn.'"),
        ("sv-ud-dev-2", 4, "'Du skall lydda din fader.'"),
        ("sv-ud-test-44", 5, "Helt pensionstillskott är i julli 1971 621 kr per år."),
    ],
    "drop_diacritic": [
        ("sv-ud-dev-1", 3, "Kibbutzgrundarna kom fran en miljö, som utmärktes av ett strängt patriarkaliskt system, "
                           "där första budet löd:"),
        ("sv-ud-dev-1", 5, "Kibbutzgrundarna kom från en miljo, som utmärktes av ett strängt patriarkaliskt system, "
                           "där första budet löd:"),
        ("sv-ud-test-41", 1, "Alderspensionen från folkpensioneringen är i juli 1971 6210 kr per år för en ensam "
                             "pensionär eller pensionär vars make inte har pension samt 9660 kr för två "
                             "pensionsberättigade makar tillsammans."),
        ("sv-ud-dev-3", 9, "Ett av de viktigaste leden i skapandet av idealsamhallet bestod i en fullständig omdaning "
                           "av denna familjestruktur, eftersom fadersauktoriteten ansågs vara ett ont, som förpestade "
                           "familjelivet och därigenom hela samhället."),
    ],
    "corrupt_sj_tj_sound": [
        ("sv-ud-dev-6", 15, "Genom att överföra det ekonomiska ansvaret på kibbutzen som helhet ville man få bort "
                            "tjänslan av beroende, då kibbutzen inte skulle kunna ge en sådan känsla."),
        ("sv-ud-dev-8", 19, "Det uppstår emellertid en konfliktsituation då föräldrarna, särskilt fadern, samtidigt "
                            "med att ge barnen vänskap och tjärlek ska diciplinera och bestraffa dem i sin egenskap av "
                            "uppfostrare."),
        ("sv-ud-dev-9", 14, "Den bästa lösningen blev då att befria föräldrarna från den uppgiften och låta sjöterskor "
                            "ta hand om barnens uppfostran."),
    ],
    "capitalise_gemen": [
        ("sv-ud-test-44", 5, "Helt pensionstillskott är i Juli 1971 621 kr per år."),
        ("sv-ud-test-136", 20, "Många av de länder, som i dag kallas underutvecklade, har en kultur långt äldre än "
                               "t ex "
                               "den Europeiska."),
        ("sv-ud-test-148", 17, "Ett vanligt exempel är hur den indiska textilindustrin genom att man saknade tullskydd "
                               "konkurrerades ut av Engelsmännen."),
        (speak(), 3, "De talar Svenska hemma."),
    ],
    "lowercase_egennamn": [
        ("sv-ud-dev-304", 16, "Det bör vara en angelägen uppgift för de stora kvinnoorganisationerna ...: skall en i "
                              "sverige bosatt kvinna inte längre själv få bestämma sin arbetsplats?"),
        ("sv-ud-test-18", 8, "Enligt avtal med vissa länder kan i sverige bosatta medborgare från dessa länder få "
                             "folkpension, om de vistas här viss angiven tid."),
        ("sv-ud-test-121", 26, "Ett exempel: enbart i USA ökar BNP varje år med ett belopp, som är ungefär lika stort "
                               "som den totala bruttonationalprodukten i hela afrika eller Indien!"),
    ],
    "delete": [
        ("sv-ud-dev-53", 2, "Han resultaten så här:"),
        ("sv-ud-dev-74", 2, "Vi fortfarande trots allt vällovligt reformarbete i ett utpräglat manssamhälle."),
        ("sv-ud-dev-81", 2, "Man anledning att vara pessimistisk."),
    ],
    "flip_neighbours": [
        ("sv-ud-dev-149", 1, "Ändring en måste ske."),
        ("sv-ud-test-993", 3, "Nu säger kvinna denna:"),
        ("sv-ud-dev-327", 3, "Glada över ha att fått ett jobb."),
    ],
}

NEAR_MISSES = {
    "flip_en_ett": [
        ("sv-ud-test-459", 1, "Ett"),    # Ett slags lösning: the article agrees with the noun after slags
        ("sv-ud-dev-180", 13, "ett"),    # ett slags naturligt förräderi
        ("sv-ud-test-951", 10, "ett"),   # ett malariatest: test has two genders
        (_noun_phrase("ett", _ART_NEUT, "stort", "stor", _ADJ_NEUT, "paraply", "paraply", _NEUT_IND), 3, "ett"),
    ],
    "corrupt_attributive_agreement": [
        ("sv-ud-test-622", 2, "röda"),         # Den röda fläcken: a lemma in -d
        ("sv-ud-test-505", 1, "Vetenskapligt"),  # Vetenskapligt provfiske: a neuter phrase without a determiner
        ("sv-ud-test-1017", 5, "första"),      # de första åren: an ordinal, a lemma in a vowel
        (_noun_phrase("ett", _ART_NEUT, "rött", "röd", _ADJ_NEUT, "hus", "hus", _NEUT_IND), 4, "rött"),
    ],
    "corrupt_predicative_agreement": [
        ("sv-ud-test-254", 4, "farliga"),  # Plastskynken är särskilt farliga: a bare, generic subject
        (_predicative("Pannkakor", "pannkaka", "NOUN", "Case=Nom|Definite=Ind|Gender=Com|Number=Plur", "goda", "god",
                      _ADJ_PLUR), 3, "goda"),  # Pannkakor är goda: the same
        (_predicative("Det", "det", "PRON", _NEUT_PRON, "bra", "bra", "Case=Nom|Degree=Pos"), 3, "bra"),  # a vowel
    ],
    "definite_after_possessor": [
        ("sv-ud-dev-271", 4, "familj"),       # er familj: er is also the object "you"
        ("sv-ud-dev-398", 7, "jobb"),         # Ditt jobb: a possessor capitalised inside the sentence
        ("sv-ud-test-49", 14, "poängkort"),   # Ert poängkort: the same
    ],
    "corrupt_infinitive": [
        ("sv-ud-test-942", 3, "ställas"),    # kan ställas: an -s infinitive
        ("sv-ud-test-245", 10, "trivas"),    # för att trivas: the same after att
        ("sv-ud-test-662", 3, "försvinna"),  # kan försvinner efter ...: could read as an object, a plural noun
        ("sv-ud-test-663", 5, "skifta"),     # kan skiftar. at the end of the clause: the same
    ],
    "drop_infinitive_marker": [
        ("sv-ud-test-1075", 2, "att"),  # Möjlighet att utvecklas: an -s infinitive, also a present
        ("sv-ud-test-1168", 5, "att"),  # besvärligt att gifta sig: gifta is also a participle
        ("sv-ud-dev-310", 6, "att"),    # för att ekonomin ska gå ihop: the subjunction att
        (_saved("PART", "dricka"), 5, "att"),  # för att dricka: dricka is also a noun
    ],
    "flip_de_dem_case": [
        ("sv-ud-test-84", 1, "De"),      # De som är födda: before a relative clause
        ("sv-ud-test-1163", 11, "dem"),  # för dem som vill: the same
        ("sv-ud-test-653", 3, "dem"),    # kallar dem endogena: kallar de endogena reads as an article
    ],
    "flip_de_dem_article": [
        ("sv-ud-test-1017", 4, "de"),  # de första åren: an ordinal
        ("sv-ud-test-80", 2, "de"),    # de inkomsterna: a noun right after it
        ("sv-ud-test-1055", 1, "De"),  # De här lösningarna
    ],
    "flip_v2_after_fronting": [
        ("sv-ud-test-439", 2, "glömmer"),  # Då glömmer de: då is also a subjunction
        ("sv-ud-dev-229", 3, "har"),       # Den rätten har vi: a fronted object
        ("sv-ud-test-282", 4, "behöver"),  # Från den tiden: a noun of time with a determiner
        ("sv-ud-test-83", 2, "behöver"),   # behöver den som är född: the pronoun is not the whole subject
        ("sv-ud-test-1155", 18, "innebär"),  # heter det i vigselformuläret, och ...: after an embedded clause
        (during_the_time(), 4, "var"),     # Under den tiden var barnen hemma
    ],
    "split_sarskrivning": [
        ("sv-ud-test-865", 2, "storstadsområdena"),  # stor is also an adjective; -s- is never split off
        ("sv-ud-test-43", 2, "försäkringskassan"),   # försäkrings kassan: a linking -s
        (_to("förskolan", "förskola", "Case=Nom|Definite=Def|Gender=Com|Number=Sing"), 4, "förskolan"),  # för skolan
    ],
    "flip_biff_negation": [
        ("sv-ud-test-390", 6, "inte"),   # folk som inte bor i hus, utan i lerkojor: utan later
        ("sv-ud-test-1204", 4, "inte"),  # Även om detta inte sker
        ("sv-ud-test-900", 7, "inte"),   # anser att denna metod inte löser: after a verb of thinking
    ],
    "flip_sig_sin": [
        ("sv-ud-dev-295", 12, "mig"),    # han försörjer mig: the subject is another person
        ("sv-ud-dev-230", 7, "oss"),     # lämna den ifrån oss: a pronoun before it that sig could refer to
        ("sv-ud-dev-59", 5, "deras"),    # förutsäga deras framtida utveckling: not in the subject (sin reads too)
        (gave_him_our_book(), 4, "vår"),  # Vi gav honom vår bok: the same as dev-230
        (he_saw_me(), 3, "mig"),
    ],
    "ingen_after_verb": [
        (has_no_car(), 3, "inte"),       # har inte någon bil: a finite verb, after which ingen is right
        ("sv-ud-dev-362", 6, "inte"),    # Tändande gnista ... var inte någon radikal: the same
    ],
    "flip_fixed_preposition": [
        ("sv-ud-dev-102", 7, "på"),      # på sitt sätt: with a possessive, i sitt sätt is "in her manners"
        (in_the_way("det", relative=True), 3, "på"),  # på det sätt som var vanligt: a relative clause after sätt
    ],
    "drop_subject": [
        (because_it("då", "fanns", "finnas"), 5, "det"),   # då det fanns: då fanns ... is a main clause
        (because_it("att", "minskas", "minska"), 5, "det"),  # att det minskas: att minskas reads as an infinitive
        (important_to_read(None), 1, "Det"),   # Det är viktigt att läsa: never the sentence's first word
        (important_to_read("Där"), 3, "det"),  # Där är det viktigt: där may stand in the formal subject's place
        ("sv-ud-dev-75", 20, "det"),     # ... som det: after som
    ],
    "drop_subject_som": [
        ("sv-ud-dev-1", 7, "som"),       # en miljö, som utmärktes: not right after its antecedent
        (know_a_man(), 5, "som"),        # Jag vet en man som bor där: an object, which could take a clause
        (the_book_i_read(), 2, "som"),   # Boken som jag läste: som is the object
        (talked_with("för"), 5, "som"),  # för kvinnor arbetade där: för is also "because"
    ],
    "insert_modal_att": [
        ("sv-ud-dev-299", 3, "göra"),    # får göra: får is left out (får den att fungera)
        (modal("kommer", "komma"), 3, "sjunga"),  # kommer sjunga: kommer att is the norm
        (modal(), 5, "dansa"),           # kan sjunga och dansa: the second infinitive
    ],
    "corrupt_dubbelteckning": [
        ("sv-ud-dev-2", 3, "skall"),     # skal is a word
        ("sv-ud-dev-15", 4, "mannens"),  # manens is a word
        ("sv-ud-dev-14", 23, "betyder"),  # be-: an unstressed prefix
        ("sv-ud-test-592", 13, "patienten"),  # three syllables: the first is not surely the stressed one
        ("sv-ud-test-433", 7, "Japan"),  # a name
    ],
    "drop_diacritic": [
        ("sv-ud-dev-4", 3, "för"),       # for is a word
        ("sv-ud-dev-12", 5, "är"),       # ar is a word
    ],
    "corrupt_sj_tj_sound": [
        ("sv-ud-dev-28", 33, "skäl"),     # själ is a word
        ("sv-ud-test-297", 44, "skön"),   # sjön is a word
        ("sv-ud-dev-6", 8, "kibbutzen"),  # k before i: kille, kemi have other sounds
    ],
    "capitalise_gemen": [
        (speak(quote=True), 4, "svenska"),  # after a quotation mark: a title or a mention
        (speak("svenska", "ADJ", "kyrkan", "NOUN"), 3, "svenska"),  # Svenska kyrkan is a name
    ],
    "lowercase_egennamn": [
        ("sv-ud-test-944", 1, "Sverige"),   # the first word of the sentence
        ("sv-ud-dev-48", 9, "Rabin"),       # a name the dictionary does not list
        ("sv-ud-dev-336", 7, "Kajsa"),      # before another capitalised word (Kajsa Ohrlanders)
    ],
    "delete": [
        ("sv-ud-dev-141", 2, "kräver"),  # De kräver ... att varje kvinna ska gifta sig: a clause as its object
        ("sv-ud-dev-126", 2, "blir"),    # Det blir kontorsarbete: det before a noun reads as a noun phrase
        (i_think_he_comes(), 2, "tror"),  # Jag tror han kommer
    ],
    "flip_neighbours": [
        ("sv-ud-test-1211", 5, "en"),  # en rotlöshet och rådvillhet: a coordinator after the noun
        ("sv-ud-dev-229", 1, "Den"),   # den is also a pronoun
        ("sv-ud-test-80", 2, "de"),    # de: the same
    ],
}
