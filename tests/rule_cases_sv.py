"""Swedish rule cases in one shape for every language (see ``tests/test_rule_cases.py``).

``APPLIES[name]``: (sentence, token ID, expected corrupted text); ``NEAR_MISSES[name]``: (sentence,
token ID, form) of a token that looks like a target but must not be one. A sentence is a ``sent_id``
of the bundled UD Swedish-Talbanken, or one written with the helpers of the rules' own test module,
``tests/test_sv_rules.py``, where the full cases and their reasons are; these are a few of each.
"""

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
        ("sv-ud-test-282", 4, "behöver"),  # Från den tiden: a noun with a determiner
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
    "flip_neighbours": [
        ("sv-ud-test-1211", 5, "en"),  # en rotlöshet och rådvillhet: a coordinator after the noun
        ("sv-ud-dev-229", 1, "Den"),   # den is also a pronoun
        ("sv-ud-test-80", 2, "de"),    # de: the same
    ],
}
