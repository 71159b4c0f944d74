"""The source checks of grammar each language declares beside its spelling checks: an infinitive without
its marker, an infinitive for a finite verb, a singular determiner before a plural noun, an adjective's
base form before a plural noun, Danish ``vore`` before a singular noun. One table a language: hits (the
word the check points at) and near misses (``None``), each a sentence written as
``form/UPOS/head/deprel[/FEATS[/lemma]]`` (:func:`annotated`).
"""

import pytest
from helpers import annotated

from corruptions import registry

#: (check, sentence, the form the check finds or None)
CASES = {
    "da": [
        # the verb needs at: begynde, ønske (data/at_verbs.txt)
        ("missing_marker", "Han/PRON/2/nsubj/Nom begyndte/VERB/0/root/Past/begynde løbe/VERB/2/xcomp/Inf "
                           "./PUNCT/2/punct", "løbe"),
        ("missing_marker", "Vi/PRON/2/nsubj/Nom ønsker/VERB/0/root/Fin/ønske ikke/ADV/2/advmod have/VERB/2/xcomp/Inf "
                           "børn/NOUN/4/obj ./PUNCT/2/punct", "have"),
        # near misses: the marker is there; a modal; an object before the infinitive (lærte ham svømme)
        ("missing_marker", "Han/PRON/2/nsubj/Nom begyndte/VERB/0/root/Past/begynde at/PART/4/mark "
                           "løbe/VERB/2/xcomp/Inf ./PUNCT/2/punct", None),
        ("missing_marker", "Han/PRON/2/nsubj/Nom kan/AUX/3/aux/Fin/kunne løbe/VERB/0/root/Inf ./PUNCT/3/punct", None),
        ("missing_marker", "Hun/PRON/2/nsubj/Nom lærte/VERB/0/root/Past/lære ham/PRON/2/obj/Acc "
                           "svømme/VERB/2/xcomp/Inf ./PUNCT/2/punct", None),
        # after a preposition of data/at_prepositions.txt, with an object; also tagged ADV, as DDT's dev-173
        ("missing_marker", "De/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have ret/NOUN/2/obj til/ADP/5/mark "
                           "sætte/VERB/3/acl/Inf spørgsmålstegn/NOUN/5/obj ./PUNCT/2/punct", "sætte"),
        ("missing_marker", "De/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have ret/NOUN/2/obj til/ADP/5/case "
                           "sætte/ADV/3/advmod sig/PRON/5/obj ./PUNCT/2/punct", "sætte"),
        # near misses: a noun spelt as an infinitive (til leje: nothing depends on it); the marker there
        ("missing_marker", "Huset/NOUN/2/nsubj/Def er/AUX/0/root/Fin/være til/ADP/4/case "
                           "leje/VERB/2/obl/Inf ./PUNCT/2/punct", None),
        ("missing_marker", "De/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have ret/NOUN/2/obj til/ADP/6/mark "
                           "at/PART/6/mark sætte/VERB/3/acl/Inf spørgsmålstegn/NOUN/6/obj ./PUNCT/2/punct", None),
        ("subject_infinitive", "Man/PRON/2/nsubj/Nom gå/VERB/0/root/Inf ud/ADV/2/compound:prt fra/ADP/2/obl "
                               "det/PRON/4/obj ./PUNCT/2/punct", "gå"),
        # near misses: the finite form; a modal before the pronoun (its subject); a past a tagger took for
        # its lemma (krøb: the dictionary lists no krøbr); a modal past spelt as its infinitive
        ("subject_infinitive", "Man/PRON/2/nsubj/Nom går/VERB/0/root/Fin/gå ud/ADV/2/compound:prt ./PUNCT/2/punct",
         None),
        ("subject_infinitive", "Nu/ADV/2/advmod kan/AUX/4/aux/Fin/kunne man/PRON/4/nsubj/Nom gå/VERB/0/root/Inf "
                               "./PUNCT/4/punct", None),
        ("subject_infinitive", "Han/PRON/2/nsubj/Nom krøb/VERB/0/root/_/krøb i/ADP/4/case seng/NOUN/2/obl "
                               "./PUNCT/2/punct", None),
        ("subject_infinitive", "Han/PRON/2/nsubj/Nom kunne/VERB/0/root/_/kunne ikke/ADV/2/advmod ./PUNCT/2/punct",
         None),
        ("subject_infinitive", "Vi/PRON/2/nsubj/Nom være/AUX/0/root/Inf glade/ADJ/2/xcomp ./PUNCT/2/punct",
         "være"),   # an irregular verb: its present is er
        ("subject_infinitive", "Hun/PRON/2/nsubj/Nom leve/VERB/0/root/Inf højt/ADV/2/advmod !/PUNCT/2/punct",
         None),     # the optative of the birthday cheer
        ("subject_infinitive", "Jeg/PRON/3/nsubj/Nom skal/AUX/3/aux/Fin/skulle vaske/VERB/0/root/Inf "
                               "op/ADV/3/compound:prt ,/PUNCT/8/punct og/CCONJ/8/cc du/PRON/8/nsubj/Nom "
                               "tørre/VERB/3/conj/Inf af/ADV/8/compound:prt ./PUNCT/3/punct", None),  # shared skal
        ("determiner_number", "Han/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have det/DET/4/det "
                              "problemer/NOUN/2/obj/Plur/problem ./PUNCT/2/punct", "det"),
        ("determiner_number", "Vi/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være en/DET/4/det "
                              "nykommere/NOUN/2/obj/Plur/nykommer ./PUNCT/2/punct", "en"),
        ("determiner_number", "Vi/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have det/PRON/4/det "
                              "problemer/NOUN/2/obj/Plur/problem ./PUNCT/2/punct", "det"),   # det tagged PRON
        ("determiner_number", "Det/PRON/2/expl hjælper/VERB/0/root/Fin/hjælpe "
                              "børn/NOUN/2/obj/Plur/barn ./PUNCT/2/punct", None),            # the formal subject
        ("determiner_number", "Han/PRON/2/nsubj/Nom har/VERB/0/root/Fin/have de/DET/4/det "
                              "problemer/NOUN/2/obj/Plur/problem ./PUNCT/2/punct", None),
        ("determiner_number", "Han/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være en/DET/4/det "
                              "bror/NOUN/2/obj/Plur/bror ./PUNCT/2/punct", None),   # a singular stem (also bro|r)
        ("determiner_number", "Han/PRON/2/nsubj/Nom så/VERB/0/root/Past/se en/DET/5/det tre/NUM/5/nummod "
                              "dage/NOUN/2/obj/Plur/dag ./PUNCT/2/punct", None),             # a count between
        ("attributive_plural", "Der/ADV/2/expl var/AUX/0/root/Past/være akademisk/ADJ/4/amod/Degree=Pos "
                               "forklaringer/NOUN/2/nsubj/Number=Plur|Definite=Ind/forklaring ./PUNCT/2/punct",
         "akademisk"),
        ("attributive_plural", "Han/PRON/2/nsubj/Nom solgte/VERB/0/root/Past/sælge de/DET/5/det "
                               "overvurderet/ADJ/5/amod/_/overvurdere "
                               "selskaber/NOUN/2/obj/Number=Plur|Definite=Ind/selskab ./PUNCT/2/punct",
         "overvurderet"),   # a participle: overvurderede
        ("attributive_plural", "Hafnia/PROPN/2/nsubj har/AUX/0/root/Fin/have overvurderet/ADJ/4/amod/_/overvurdere "
                               "selskaber/NOUN/2/obj/Number=Plur|Definite=Ind/selskab ./PUNCT/2/punct",
         None),   # the perfect: a participle after the verb
        # near misses: the -e form; one form (moderne, gratis); a verb's participle (få dækket udgifter);
        # coordinated after og; a singular article (en ung træner a tagger called plural)
        ("attributive_plural", "Der/ADV/2/expl var/AUX/0/root/Past/være akademiske/ADJ/4/amod/Degree=Pos/akademisk "
                               "forklaringer/NOUN/2/nsubj/Number=Plur|Definite=Ind/forklaring ./PUNCT/2/punct", None),
        ("attributive_plural", "Der/ADV/2/expl var/AUX/0/root/Past/være moderne/ADJ/4/amod/Degree=Pos "
                               "møbler/NOUN/2/nsubj/Number=Plur|Definite=Ind/møbel ./PUNCT/2/punct", None),
        ("attributive_plural", "De/PRON/2/nsubj/Nom fik/VERB/0/root/Past/få dækket/ADJ/4/amod/_/dække "
                               "udgifter/NOUN/2/obj/Number=Plur|Definite=Ind/udgift ./PUNCT/2/punct", None),
        ("attributive_plural", "De/PRON/2/nsubj/Nom købte/VERB/0/root/Past/købe sort/ADJ/2/obj og/CCONJ/5/cc "
                               "pink/ADJ/6/amod bluser/NOUN/2/obj/Number=Plur|Definite=Ind/bluse ./PUNCT/2/punct",
         None),
        ("attributive_plural", "Han/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være en/DET/5/det ung/ADJ/5/amod "
                               "lærere/NOUN/2/obj/Number=Plur|Definite=Ind/lærer ./PUNCT/2/punct", None),
        ("determiner_number", "Der/ADV/2/expl kom/VERB/0/root/Past/komme en/DET/5/det masse/ADJ/5/amod "
                              "mennesker/NOUN/2/nsubj/Plur/menneske ./PUNCT/2/punct", None),   # a noun of quantity
        ("attributive_plural", "Butikken/NOUN/2/nsubj/Def tilbyder/VERB/0/root/Fin/tilbyde fair/ADJ/4/amod "
                               "priser/NOUN/2/obj/Number=Plur|Definite=Ind/pris ./PUNCT/2/punct", None),  # no faire
        ("attributive_plural", "De/PRON/2/nsubj/Nom fik/VERB/0/root/Past/få ikke/ADV/2/advmod "
                               "dækket/ADJ/5/amod/_/dække udgifter/NOUN/2/obj/Number=Plur|Definite=Ind/udgift "
                               "./PUNCT/2/punct", None),   # the verb phrase's participle, after an adverb
        ("vore_singular", "Vi/PRON/2/nsubj/Nom kender/VERB/0/root/Fin/kende vore/DET/4/det "
                          "nabo/NOUN/2/obj/Sing ./PUNCT/2/punct", "vore"),
        ("vore_singular", "Vi/PRON/2/nsubj/Nom kender/VERB/0/root/Fin/kende vore/DET/4/det "
                          "nabo/NOUN/2/obj/Plur ./PUNCT/2/punct", "vore"),        # tagged to agree with vore
        ("vore_singular", "Vi/PRON/2/nsubj/Nom kender/VERB/0/root/Fin/kende vore/DET/4/det "
                          "naboer/NOUN/2/obj/Plur/nabo ./PUNCT/2/punct", None),
        ("vore_singular", "Vi/PRON/2/nsubj/Nom passer/VERB/0/root/Fin/passe på/ADP/5/case vore/DET/5/det "
                          "dyr/NOUN/2/obl/Plur ./PUNCT/2/punct", None),       # dyre is the adjective's -e form
        ("vore_singular", "Vi/PRON/2/nsubj/Nom beholdt/VERB/0/root/Past/beholde vore/DET/5/det 2/NUM/5/nummod "
                          "procent/NOUN/2/obj/Plur ./PUNCT/2/punct", None),   # counted
        ("vore_singular", "Vi/PRON/2/nsubj/Nom husker/VERB/0/root/Fin/huske vore/DET/4/det "
                          "år/NOUN/2/obj/Plur ./PUNCT/2/punct", None),            # a plural spelt as the singular
        ("vore_singular", "Vi/PRON/2/nsubj/Nom vasker/VERB/0/root/Fin/vaske vore/DET/4/det "
                          "lagner/NOUN/2/obj/Plur/lagen ./PUNCT/2/punct", None),  # an irregular plural
        # a degree adjective's base form grading an adjective (data/degree_adjectives.txt): nothing of a
        # noun phrase after it; an inflected adjective (neuter -t, plural -e) the base form cannot agree with;
        # tagged ADV, as DDT has relativ
        ("degree_adverb", "Det/PRON/4/nsubj er/AUX/4/cop/Fin/være hel/ADJ/4/advmod "
                          "klarlagt/VERB/0/root/Part/klarlægge ./PUNCT/4/punct", "hel"),
        ("degree_adverb", "De/PRON/2/nsubj/Nom købte/VERB/0/root/Past/købe et/DET/6/det hel/ADJ/5/advmod "
                          "nyt/ADJ/6/amod/Gender=Neut|Number=Sing/ny hus/NOUN/2/obj ./PUNCT/2/punct", "hel"),
        ("degree_adverb", "De/DET/4/det relativ/ADV/3/advmod høje/ADJ/4/amod/Number=Plur/høj "
                          "priser/NOUN/5/nsubj/Plur/pris faldt/VERB/0/root/Past/falde ./PUNCT/5/punct", "relativ"),
        # near misses: the base form may be the common noun's own adjective (a whole Danish family), also
        # with adjectives coordinated; the adverb; a comma between
        ("degree_adverb", "De/PRON/2/nsubj/Nom mødte/VERB/0/root/Past/møde en/DET/6/det hel/ADJ/6/amod "
                          "dansk/ADJ/6/amod familie/NOUN/2/obj ./PUNCT/2/punct", None),
        ("degree_adverb", "Det/PRON/2/nsubj var/AUX/0/root/Past/være en/DET/8/det enorm/ADJ/8/amod "
                          "personlig/ADJ/8/amod og/CCONJ/7/cc politisk/ADJ/5/conj belastning/NOUN/2/obj "
                          "./PUNCT/2/punct", None),
        ("degree_adverb", "Det/PRON/4/nsubj er/AUX/4/cop/Fin/være helt/ADV/4/advmod "
                          "klarlagt/VERB/0/root/Part/klarlægge ./PUNCT/4/punct", None),
        ("degree_adverb", "Koppen/NOUN/3/nsubj/Def var/AUX/3/cop/Past/være hel/ADJ/0/root ,/PUNCT/5/punct "
                          "ren/ADJ/3/conj og/CCONJ/7/cc ny/ADJ/3/conj ./PUNCT/3/punct", None),
        # a verb entered only with its reflexive (data/reflexive_verbs.txt) without it; near misses: the
        # pronoun after an inverted subject, a participle, a passive
        ("reflexive_verb", "De/PRON/2/nsubj/Nom befandt/VERB/0/root/Past/befinde i/ADP/4/case "
                           "byen/NOUN/2/obl/Def ./PUNCT/2/punct", "befandt"),
        ("reflexive_verb", "Nu/ADV/2/advmod befinder/VERB/0/root/Fin/befinde den/DET/5/det danske/ADJ/5/amod "
                           "regering/NOUN/2/nsubj sig/PRON/2/obj i/ADP/8/case Bruxelles/PROPN/2/obl ./PUNCT/2/punct",
         None),
        ("reflexive_verb", "De/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være forelskede/VERB/2/xcomp/Part/forelske "
                           "./PUNCT/2/punct", None),
        ("reflexive_verb", "Han/PRON/2/nsubj/Nom befindes/VERB/0/root/Pass/befinde skyldig/ADJ/2/xcomp "
                           "./PUNCT/2/punct", None),
        # an adverb made from an adjective after it: the base form is the adverb's; near misses: an article
        # of the common gender before it (its noun left out: a whole red one; a total stranger)
        ("degree_adverb", "Han/PRON/2/nsubj/Nom løb/VERB/0/root/Past/løbe ekstrem/ADJ/4/advmod "
                          "hurtigt/ADV/2/advmod/Degree=Pos ./PUNCT/2/punct", "ekstrem"),
        ("degree_adverb", "Jeg/PRON/2/nsubj/Nom spiste/VERB/0/root/Past/spise en/DET/5/det hel/ADJ/5/amod "
                          "rød/ADJ/2/obj og/CCONJ/9/cc en/DET/9/det halv/ADJ/9/amod grøn/ADJ/5/conj "
                          "peberfrugt/NOUN/2/obj ./PUNCT/2/punct", None),
        ("degree_adverb", "Han/PRON/5/nsubj/Nom var/AUX/5/cop/Past/være en/DET/5/det total/ADJ/5/amod "
                          "fremmed/ADJ/0/root for/ADP/7/case mig/PRON/5/obl/Acc ./PUNCT/5/punct", None),
        # reflexive_verb: another object makes another verb (the court found him guilty); verbs coordinated
        # with the one that has the pronoun; a participle a tagger took for a past after blive; and a
        # pronoun after a preposition is none (in love with each other)
        ("reflexive_verb", "Retten/NOUN/2/nsubj/Def befandt/VERB/0/root/Past/befinde ham/PRON/2/obj/Acc "
                           "skyldig/ADJ/2/xcomp ./PUNCT/2/punct", None),
        ("reflexive_verb", "Hun/PRON/2/nsubj/Nom forelsker/VERB/0/root/Fin/forelske ~,/PUNCT/4/punct "
                           "forlover/VERB/2/conj/Fin/forlove og/CCONJ/6/cc gifter/VERB/2/conj/Fin/gifte "
                           "sig/PRON/6/obj på/ADP/10/case en/DET/10/det uge/NOUN/6/obl ./PUNCT/2/punct", None),
        ("reflexive_verb", "Hun/PRON/3/nsubj/Nom blev/AUX/3/aux/Past/blive forelskede/VERB/0/root/Past/forelske "
                           "i/ADP/5/case ham/PRON/3/obl/Acc ./PUNCT/3/punct", None),
        ("reflexive_verb", "De/PRON/2/nsubj/Nom forelskede/VERB/0/root/Past/forelske i/ADP/4/case "
                           "hinanden/PRON/2/obl ./PUNCT/2/punct", "forelskede"),
    ],
    "nb": [
        ("missing_marker", "B/PROPN/2/nsubj ønsker/VERB/0/root/Fin/ønske ikke/PART/2/advmod ha/VERB/2/xcomp/Inf "
                           "kontakt/NOUN/4/obj ./PUNCT/2/punct", "ha"),
        ("missing_marker", "Han/PRON/2/nsubj/Nom klarte/VERB/0/root/Past/klare ikke/PART/2/advmod "
                           "sende/VERB/2/xcomp/Inf ./PUNCT/2/punct", "sende"),
        # near misses: the marker; trenge, where it is optional; a modal
        ("missing_marker", "B/PROPN/2/nsubj ønsker/VERB/0/root/Fin/ønske ikke/PART/2/advmod å/PART/5/mark "
                           "ha/VERB/2/xcomp/Inf kontakt/NOUN/5/obj ./PUNCT/2/punct", None),
        ("missing_marker", "Du/PRON/2/nsubj/Nom trenger/VERB/0/root/Fin/trenge ikke/PART/2/advmod "
                           "komme/VERB/2/xcomp/Inf ./PUNCT/2/punct", None),
        ("missing_marker", "Du/PRON/3/nsubj/Nom må/AUX/3/aux/Fin/måtte komme/VERB/0/root/Inf ./PUNCT/3/punct", None),
        ("attributive_plural", "Piggvar/NOUN/0/root med/ADP/4/case ingefærmarinert/ADJ/4/amod/_/ingefærmarinere "
                               "klasetomatbåter/NOUN/1/nmod/Number=Plur|Definite=Ind/klasetomatbåt ./PUNCT/1/punct",
         "ingefærmarinert"),   # a compound noun: klasetomat|båter
        ("attributive_plural", "Vi/PRON/2/nsubj/Nom fikk/VERB/0/root/Past/få feil/ADJ/4/amod "
                               "opplysninger/NOUN/2/obj/Number=Plur|Definite=Ind/opplysning ./PUNCT/2/punct",
         None),   # feil has one form (data/indeclinable_adjectives.txt)
        ("attributive_plural", "Vi/PRON/2/nsubj/Nom ser/VERB/0/root/Fin/se sjelden/ADJ/4/amod "
                               "ulver/NOUN/2/obj/Number=Plur|Definite=Ind/ulv ./PUNCT/2/punct",
         None),   # an adverb in the base form (data/adverbial_base_forms.txt)
        ("attributive_plural", "Det/PRON/2/nsubj er/AUX/0/root/Fin/være litt/ADJ/4/amod "
                               "problemer/NOUN/2/obj/Number=Plur|Definite=Ind/problem ./PUNCT/2/punct", None),  # closed
        ("attributive_plural", "Det/PRON/2/nsubj er/AUX/0/root/Fin/være bra/ADJ/4/amod "
                               "problemer/NOUN/2/obj/Number=Plur|Definite=Ind/problem ./PUNCT/2/punct", None),  # vowel
        ("subject_infinitive", "Man/PRON/2/nsubj/Nom gå/VERB/0/root/Inf ut/ADP/2/compound:prt fra/ADP/2/obl "
                               "det/PRON/4/obj ./PUNCT/2/punct", "gå"),
        ("subject_infinitive", "Man/PRON/2/nsubj/Nom går/VERB/0/root/Fin/gå ut/ADP/2/compound:prt ./PUNCT/2/punct",
         None),
        ("subject_infinitive", "Vi/PRON/2/nsubj/Nom skulle/AUX/0/root/_/skulle hjem/ADV/2/advmod ./PUNCT/2/punct",
         None),   # a modal past spelt as its infinitive
        ("determiner_number", "Vi/PRON/2/nsubj/Nom har/VERB/0/root/Fin/ha det/DET/4/det "
                              "problemer/NOUN/2/obj/Plur/problem ./PUNCT/2/punct", "det"),
        ("determiner_number", "Vi/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være en/DET/4/det "
                              "nykommere/NOUN/2/obj/Plur/nykommer ./PUNCT/2/punct", "en"),   # nykommer|e
        ("subject_infinitive", "Hva/PRON/3/obj vi/PRON/3/nsubj/Nom gjøre/VERB/0/root/Inf ?/PUNCT/3/punct",
         "gjøre"),   # an irregular verb: gjør
        ("determiner_number", "Det/PRON/2/expl var/AUX/0/root/Past/være det/DET/4/det "
                              "konvensjonelle/NOUN/2/nsubj/Plur angrep/NOUN/4/obj/Plur ./PUNCT/2/punct",
         None),   # an adjective a parser took for the noun: the phrase goes on
        ("determiner_number", "Vi/PRON/2/nsubj/Nom har/VERB/0/root/Fin/ha de/DET/4/det "
                              "problemene/NOUN/2/obj/Plur/problem ./PUNCT/2/punct", None),
        ("determiner_number", "Han/PRON/2/nsubj/Nom er/AUX/0/root/Fin/være en/DET/4/det "
                              "bror/NOUN/2/obj/Plur/bror ./PUNCT/2/punct", None),   # a singular stem (also bro|r)
        ("degree_adverb", "Han/PRON/4/nsubj/Nom ble/AUX/4/cop/Past/bli svær/ADJ/4/advmod glad/ADJ/0/root "
                          "./PUNCT/4/punct", "svær"),
        ("degree_adverb", "De/PRON/2/nsubj/Nom kjøpte/VERB/0/root/Past/kjøpe et/DET/6/det hel/ADJ/5/advmod "
                          "nytt/ADJ/6/amod/Gender=Neut|Number=Sing/ny hus/NOUN/2/obj ./PUNCT/2/punct", "hel"),
        # near misses: a common noun's own adjective (a whole Norwegian family); the adverb
        ("degree_adverb", "Vi/PRON/2/nsubj/Nom møtte/VERB/0/root/Past/møte en/DET/6/det hel/ADJ/6/amod "
                          "norsk/ADJ/6/amod familie/NOUN/2/obj ./PUNCT/2/punct", None),
        ("degree_adverb", "Hun/PRON/4/nsubj/Nom er/AUX/4/cop/Fin/være helt/ADV/4/advmod klar/ADJ/0/root "
                          "./PUNCT/4/punct", None),
        ("reflexive_verb", "Ingen/DET/2/det nordmenn/NOUN/4/nsubj/Plur/nordmann skal/AUX/4/aux/Fin/skulle "
                           "befinne/VERB/0/root/Inf i/ADP/7/case de/DET/7/det områdene/NOUN/4/obl/Def/område "
                           "./PUNCT/4/punct", "befinne"),
        ("reflexive_verb", "Ingen/DET/2/det nordmenn/NOUN/4/nsubj/Plur/nordmann skal/AUX/4/aux/Fin/skulle "
                           "befinne/VERB/0/root/Inf seg/PRON/4/obj i/ADP/8/case de/DET/8/det "
                           "områdene/NOUN/4/obl/Def/område ./PUNCT/4/punct", None),
    ],
    "sv": [
        ("subject_infinitive", "Man/PRON/2/nsubj/Nom gå/VERB/0/root/Inf ut/ADP/2/compound:prt från/ADP/2/obl "
                               "det/PRON/4/obj ./PUNCT/2/punct", "gå"),
        ("subject_infinitive", "Vi/PRON/2/nsubj/Nom hålla/VERB/0/root/Inf fast/ADV/2/advmod ./PUNCT/2/punct",
         "hålla"),   # the present håller
        # near misses: the finite verb before an inverted subject (tänker vi hålla); måste, an infinitive
        # and a present
        ("subject_infinitive", "Det/PRON/2/obj tänker/VERB/0/root/Fin/tänka vi/PRON/4/nsubj/Nom "
                               "hålla/VERB/2/xcomp/Inf ./PUNCT/2/punct", None),
        ("subject_infinitive", "Vi/PRON/2/nsubj/Nom måste/VERB/0/root/_/måste ./PUNCT/2/punct", None),
        ("subject_infinitive", "Jag/PRON/2/nsubj/Nom veta/VERB/0/root/Inf inte/PART/2/advmod ./PUNCT/2/punct",
         "veta"),    # an irregular verb: vet
        ("subject_infinitive", "Jag/PRON/3/nsubj/Nom ska/AUX/3/aux/Fin/skola laga/VERB/0/root/Inf mat/NOUN/3/obj "
                               "och/CCONJ/7/cc du/PRON/7/nsubj/Nom duka/VERB/3/conj/Inf bordet/NOUN/7/obj/Def "
                               "./PUNCT/3/punct", None),   # the shared ska
        ("determiner_number", "De/PRON/2/nsubj/Nom såg/VERB/0/root/Past/se den/DET/5/det stora/ADJ/5/amod "
                              "bilarna/NOUN/2/obj/Number=Plur|Definite=Def/bil ./PUNCT/2/punct", "den"),
        ("determiner_number", "De/PRON/2/nsubj/Nom såg/VERB/0/root/Past/se de/DET/5/det stora/ADJ/5/amod "
                              "bilarna/NOUN/2/obj/Number=Plur|Definite=Def/bil ./PUNCT/2/punct", None),
        ("determiner_number", "De/PRON/2/nsubj/Nom såg/VERB/0/root/Past/se en/DET/4/det "
                              "bror/NOUN/2/obj/Plur/bror ./PUNCT/2/punct", None),            # a singular stem
        ("degree_adverb", "Hon/PRON/4/nsubj/Nom är/AUX/4/cop/Fin/vara otrolig/ADJ/4/advmod snygg/ADJ/0/root "
                          "./PUNCT/4/punct", "otrolig"),
        ("degree_adverb", "De/DET/4/det väldig/ADJ/3/advmod höga/ADJ/4/amod/Number=Plur/hög "
                          "priserna/NOUN/5/nsubj/Def/pris föll/VERB/0/root/Past/falla ./PUNCT/5/punct", "väldig"),
        # near misses: a common noun's own adjective (a whole Swedish family); the adverb; a comma between
        ("degree_adverb", "Vi/PRON/2/nsubj/Nom mötte/VERB/0/root/Past/möta en/DET/6/det hel/ADJ/6/amod "
                          "svensk/ADJ/6/amod familj/NOUN/2/obj ./PUNCT/2/punct", None),
        ("degree_adverb", "Det/PRON/4/nsubj är/AUX/4/cop/Fin/vara väldigt/ADV/4/advmod stort/ADJ/0/root "
                          "./PUNCT/4/punct", None),
        ("degree_adverb", "Vi/PRON/2/nsubj/Nom gick/VERB/0/root/Past/gå i/ADP/8/case en/DET/8/det "
                          "väldig/ADJ/8/amod ,/PUNCT/7/punct mörk/ADJ/8/amod skog/NOUN/2/obl ./PUNCT/2/punct", None),
        ("reflexive_verb", "De/PRON/2/nsubj/Nom befinner/VERB/0/root/Fin/befinna i/ADP/4/case "
                           "staden/NOUN/2/obl/Def/stad ./PUNCT/2/punct", "befinner"),
        # near miss: two verbs share the pronoun (förlova och gifta sig); a deponent form
        ("reflexive_verb", "De/PRON/3/nsubj/Nom ska/AUX/3/aux/Fin/skola förlova/VERB/0/root/Inf och/CCONJ/5/cc "
                           "gifta/VERB/3/conj/Inf sig/PRON/5/obj ./PUNCT/3/punct", None),
        ("reflexive_verb", "Männen/NOUN/2/nsubj/Def/man befinns/VERB/0/root/Fin/befinna ha/VERB/2/xcomp/Inf "
                           "makten/NOUN/3/obj/Def ./PUNCT/2/punct", None),
        # the spellings mej, dej, sej; a participle in front of its noun that a tagger took for a past
        ("reflexive_verb", "Han/PRON/2/nsubj/Nom betedde/VERB/0/root/Past/bete sej/PRON/2/obj "
                           "konstigt/ADV/2/advmod ./PUNCT/2/punct", None),
        ("reflexive_verb", "Det/DET/3/det förälskade/VERB/3/amod/Past/förälska paret/NOUN/4/nsubj/Def "
                           "gick/VERB/0/root/Past/gå hem/ADV/4/advmod ./PUNCT/4/punct", None),
    ],
    "nn": [
        ("degree_adverb", "Ho/PRON/4/nsubj/Nom er/AUX/4/cop/Fin/vere heil/ADJ/4/advmod klar/ADJ/0/root "
                          "./PUNCT/4/punct", "heil"),
        # near miss: a common noun's own adjective (a whole Norwegian family)
        ("degree_adverb", "Det/PRON/2/expl kom/VERB/0/root/Past/kome ein/DET/6/det heil/ADJ/6/amod "
                          "norsk/ADJ/6/amod familie/NOUN/2/nsubj ./PUNCT/2/punct", None),
        ("reflexive_verb", "Dei/PRON/2/nsubj/Nom vegrar/VERB/0/root/Fin/vegre for/ADP/5/mark å/PART/5/mark "
                           "svare/VERB/2/advcl/Inf ./PUNCT/2/punct", "vegrar"),
        ("reflexive_verb", "Dei/PRON/2/nsubj/Nom vegrar/VERB/0/root/Fin/vegre seg/PRON/2/obj for/ADP/6/mark "
                           "å/PART/6/mark svare/VERB/2/advcl/Inf ./PUNCT/2/punct", None),
    ],
}


def _cases():
    return [pytest.param(code, check, spec, found, id=f"{code}-{check}-{number}")
            for code, cases in CASES.items() for number, (check, spec, found) in enumerate(cases)]


@pytest.mark.parametrize("code, check, spec, found", _cases())
def test_a_grammar_check_finds_its_error_and_leaves_the_near_miss(code, check, spec, found):
    token = registry.language(code).source_checks[check].find(annotated(f"{code}-case", spec))
    assert (token.form if token else None) == found


@pytest.mark.parametrize("code, checks", [
    ("da", {"missing_marker", "subject_infinitive", "determiner_number", "attributive_plural", "vore_singular",
            "degree_adverb", "reflexive_verb"}),
    ("nb", {"missing_marker", "subject_infinitive", "determiner_number", "attributive_plural", "degree_adverb",
            "reflexive_verb"}),
    ("sv", {"subject_infinitive", "determiner_number", "degree_adverb", "reflexive_verb"}),
    ("nn", {"degree_adverb", "reflexive_verb"}),
])
def test_each_language_declares_its_grammar_checks_and_the_table_has_each_a_hit_and_a_near_miss(code, checks):
    assert checks <= set(registry.language(code).source_checks)
    for check in checks:
        found = [expected for name, _, expected in CASES[code] if name == check]
        assert any(found) and None in found, check
