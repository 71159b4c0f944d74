"""Norwegian Nynorsk cases of the whole-sentence stage, run by ``tests/test_sentence_cases.py``, in the
shape of ``tests/sentence_cases_da.py`` (see there). A sentence is a ``sent_id`` of the bundled UD
Norwegian-Nynorsk or one written with :func:`helpers.annotated`.
"""

from helpers import annotated

HITS = {
    "doubled_stop": [
        annotated("nn-dbl-1", "Nei/INTJ/4/discourse ~../PUNCT/1/punct det/PRON/4/obj veit/VERB/0/root/Fin/vite "
                              "eg/PRON/4/nsubj/Nom ikkje/PART/4/advmod ~./PUNCT/4/punct"),
        annotated("nn-dbl-2", "Han/PRON/2/nsubj/Nom kom/VERB/0/root/Past/kome heim/ADV/2/advmod ~../PUNCT/2/punct "
                              "og/CCONJ/6/cc gjekk/VERB/2/conj/Past/gå att/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("nn-stray-2", "Vi/PRON/2/nsubj/Nom henta/VERB/0/root/Past/hente bilen/NOUN/2/obj/Def "
                               "~./PUNCT/7/punct og/CCONJ/7/cc han/PRON/7/nsubj gjekk/VERB/2/conj/Past/gå "
                               "fint/ADV/7/advmod heile/ADJ/10/amod sommaren/NOUN/7/obl/Def ~./PUNCT/2/punct"),
        annotated("nn-stray-1", "Ingen/PRON/2/nsubj veit/VERB/0/root/Fin/vite kven/PRON/6/nsubj som/PRON/6/nsubj "
                               "har/AUX/6/aux/Fin/ha plaga/VERB/2/ccomp/Part/plage den/DET/9/det vesle/ADJ/9/amod "
                               "jenta/NOUN/6/obj/Def ~./PUNCT/13/punct ved/ADP/13/mark å/PART/13/mark "
                               "stikke/VERB/6/advcl/Inf nåler/NOUN/13/obj/Plur i/ADP/16/case henne/PRON/13/obl/Acc "
                               "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # what the quotation or bracket held is lost
        annotated("nn-empty-1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/seie «/PUNCT/2/punct ~»/PUNCT/2/punct "
                                "til/ADP/6/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("nn-empty-2", "Prisen/NOUN/2/nsubj/Def steig/VERB/0/root/Past/stige (/PUNCT/2/punct "
                                ")/PUNCT/2/punct "
                                "i/ADP/6/case år/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "list_number": [
        "017032",  # 1) Ettpartistaten er Jens Arup Seips spissformulerte karakteristikk av ...
        "017296",  # 2 Departementet foreslår fem overordna mål for den nye språkpolitikken, jf. kapittel 3.1.1.
        annotated("nn-list-1", "1/NUM/6/dep ~)/PUNCT/1/punct Først/ADV/6/advmod må/AUX/6/aux/Fin/måtte "
                               "ein/PRON/6/nsubj vaske/VERB/0/root/Inf hendene/NOUN/6/obj/Def ~./PUNCT/6/punct"),
    ],
    "dateline": [
        annotated("nn-date-1", "VOLDA/PROPN/0/root ~:/PUNCT/1/punct 11/NUM/4/nummod personar/NOUN/5/nsubj/Plur "
                               "døydde/VERB/1/parataxis/Past/døy i/ADP/7/case fjor/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("nn-date-2", "BERGEN/PROPN/0/root (/PUNCT/3/punct ~NPK/PROPN/1/appos ~)/PUNCT/3/punct "
                               "~:/PUNCT/1/punct Regjeringa/NOUN/7/nsubj/Def legg/VERB/1/parataxis/Fin/leggje "
                               "i/ADP/9/case dag/NOUN/7/obl fram/ADV/7/compound:prt forslaget/NOUN/7/obj/Def "
                               "~./PUNCT/1/punct"),
    ],
    "run_in_heading": [
        annotated("nn-run-1", "Han/PRON/2/nsubj/Nom klaga/VERB/0/root/Past/klage over/ADP/4/case "
                              "prisane/NOUN/2/obl/Def Ho/PRON/6/nsubj/Nom seier/VERB/2/parataxis/Fin/seie "
                              "nei/ADV/6/advmod ~./PUNCT/2/punct"),
        annotated("nn-run-2", "Og/CCONJ/3/cc byen/NOUN/3/nsubj/Def veks/VERB/0/root/Fin/vekse Og/CCONJ/7/cc "
                              "livet/NOUN/7/nsubj/Def ditt/DET/5/det blir/VERB/3/conj/Fin/bli "
                              "mindre/ADJ/7/xcomp verdt/ADJ/8/advmod ~./PUNCT/3/punct"),
    ],
    "heading_colon": [
        annotated("nn-head-1", "Bakgrunn/NOUN/0/root ~:/PUNCT/1/punct Regjeringa/NOUN/5/nsubj/Def "
                               "har/AUX/5/aux/Fin/ha vedteke/VERB/1/parataxis/Part/vedta lova/NOUN/5/obj/Def "
                               "i/ADP/8/case går/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("nn-head-2", "Dagens/NOUN/2/nmod:poss råd/NOUN/0/root ~:/PUNCT/2/punct Vi/PRON/6/nsubj/Nom "
                               "må/AUX/6/aux/Fin/måtte spare/VERB/2/parataxis/Inf meir/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "no_finite_verb": [
        "014774",  # Å bli fri i ein ufri tilstand, i ei tid med undertrykking og ei mengd ukontrollerbare sjukdomar.
        "016433",  # Konsentrert, ufarleg, lett å transportere og brukande til mykje.
        "016515",  # Til dømes makta til å skru over til ein annan kanal.
    ],
    "no_main_clause": [
        "015347",  # At han sluttar å syngja, eller at han på eit eller anna vis sørgjer for å bli skoten.
        "016513",  # Fordi Hagen greier å nå fram til den sjåaren som fjernsynet vil nå fram til - ...
        "015321",  # Som hjå Jean Genet, tjuven, som heldt fram med å rundstela vener etter at ...
        # a question of a subordinate clause alone (issue #44: Hvis ... ?)
        annotated("nn-nmc-1", "Viss/SCONJ/3/mark det/PRON/3/nsubj regnar/VERB/0/root/Fin/regne "
                              "i/ADP/5/case morgon/NOUN/3/obl ~?/PUNCT/3/punct"),
        # after an adverb and a comma
        annotated("nn-nmc-2", "Ikkje/PART/5/advmod ~,/PUNCT/1/punct fordi/SCONJ/5/mark ho/PRON/5/nsubj/Nom "
                              "ville/VERB/0/root/Past/ville det/PRON/5/obj ~./PUNCT/5/punct"),
    ],
    "no_subject": [
        "015079",  # Ga ikkje beskjed kvar han var.
        "016720",  # Gjekk 5 km i snø på fylkesveien i Trønderlag.
        "016721",  # Betaler ikkje taxi når eg kan gå.
    ],
    "attribution_tag": [
        annotated("nn-att-1", "Sa/VERB/0/root/Past/seie leiaren/NOUN/1/nsubj/Def ~,/PUNCT/4/punct Kari/PROPN/2/appos "
                              "Nordmann/PROPN/4/flat ~,/PUNCT/4/punct til/ADP/8/case avisa/NOUN/1/obl/Def "
                              "~./PUNCT/1/punct"),
        annotated("nn-att-2", "Fortalde/VERB/0/root/Past/fortelje ho/PRON/1/nsubj/Nom til/ADP/4/case "
                              "lokalavisa/NOUN/1/obl/Def i/ADP/6/case går/NOUN/1/obl ~./PUNCT/1/punct"),
    ],
    "cut_off": [
        annotated("nn-cut-1", "Det/PRON/2/obj seier/VERB/0/root/Fin/seie leiaren/NOUN/2/nsubj/Def av/ADP/5/case "
                              "klinikken/NOUN/3/nmod/Def ~,/PUNCT/7/punct dr./NOUN/3/appos/Abbr"),
        annotated("nn-cut-2", "Prisen/NOUN/3/nsubj/Def har/AUX/3/aux/Fin/ha stige/VERB/0/root/Part/stige "
                              "til/ADP/5/case ca/ADV/3/obl/Abbr ~./PUNCT/5/punct"),
    ],
}

NEAR_MISSES = {
    "doubled_stop": [
        annotated("nn-dbl-n1", "Billetten/NOUN/2/nsubj/Def kostar/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                               "kr./NOUN/2/obj/Abbr"),
        annotated("nn-dbl-n2", "Han/PRON/2/nsubj/Nom tenkte/VERB/0/root/Past/tenkje seg/PRON/2/obj om/ADV/2/advmod "
                               "~.../PUNCT/7/punct og/CCONJ/7/cc gjekk/VERB/2/conj/Past/gå ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("nn-stray-n2", "Ho/PRON/2/nsubj/Nom ropte/VERB/0/root/Past/rope ~:/PUNCT/5/punct "
                                 "«/PUNCT/5/punct ~Stopp/VERB/2/ccomp/Imp/stoppe ~./PUNCT/5/punct "
                                 "ikkje/ADV/8/advmod fleire/ADJ/5/obj ~»/PUNCT/5/punct og/CCONJ/11/cc "
                                 "gjekk/VERB/2/conj/Past/gå ut/ADV/11/advmod ~./PUNCT/2/punct"),
        # an abbreviation after a number; a stop inside a quotation
        annotated("nn-stray-n1", "Han/PRON/2/nsubj/Nom tente/VERB/0/root/Past/tene 3/NUM/4/nummod "
                                 "mill/NOUN/2/obj ~./PUNCT/4/punct i/ADP/7/case fjor/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # a quotation with its words; two quotations side by side with a space between
        annotated("nn-empty-n1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/seie «/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~»/PUNCT/4/punct "
                                 "til/ADP/7/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("nn-empty-n2", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/seie \"/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~\"/PUNCT/4/punct "
                                 "\"/PUNCT/7/punct ~nei/INTJ/4/conj ~\"/PUNCT/7/punct "
                                 "til/ADP/10/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
    ],
    "list_number": [
        annotated("nn-list-n1", "20/NUM/2/nummod år/NOUN/4/obl/Plur seinare/ADV/2/advmod tapte/VERB/0/root/Past/tape "
                                "dei/PRON/4/nsubj/Nom att/ADV/4/advmod ~./PUNCT/4/punct"),
        annotated("nn-list-n2", "1./ADJ/2/amod mai/NOUN/3/obl har/VERB/0/root/Fin/ha vi/PRON/3/nsubj/Nom "
                                "fri/ADJ/3/xcomp heile/ADJ/7/amod dagen/NOUN/3/obl/Def ~./PUNCT/3/punct"),
    ],
    "dateline": [
        annotated("nn-date-n1", "EU/PROPN/3/nsubj har/AUX/3/aux/Fin/ha vedteke/VERB/0/root/Part/vedta "
                                "nye/ADJ/5/amod reglar/NOUN/3/obj/Plur for/ADP/7/case fisket/NOUN/5/nmod/Def "
                                "~./PUNCT/3/punct"),
        annotated("nn-date-n2", "USA/PROPN/4/nsubj og/CCONJ/3/cc EU/PROPN/1/conj forhandlar/VERB/0/root/Fin/forhandle "
                                "om/ADP/6/case toll/NOUN/4/obl -/PUNCT/8/punct igjen/ADV/4/advmod ~./PUNCT/4/punct"),
    ],
    "run_in_heading": [
        annotated("nn-run-n1", "Ho/PRON/2/nsubj/Nom såg/VERB/0/root/Past/sjå filmen/NOUN/2/obj/Def Den/DET/6/det "
                               "siste/ADJ/6/amod vikingen/NOUN/3/appos ~./PUNCT/2/punct"),
        annotated("nn-run-n2", "Vi/PRON/2/nsubj/Nom skriv/VERB/0/root/Fin/skrive til/ADP/4/case Dykk/PRON/2/obl/Acc "
                               "om/ADP/6/case saka/NOUN/2/obl/Def ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        annotated("nn-head-n1", "For/ADP/3/case det/DET/3/det andre/ADJ/6/obl ~:/PUNCT/3/punct "
                                "Menneske/NOUN/6/nsubj/Plur opplever/VERB/0/root/Fin/oppleve verda/NOUN/6/obj/Def "
                                "ulikt/ADV/6/advmod ~./PUNCT/6/punct"),
        annotated("nn-head-n2", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/seie ~:/PUNCT/5/punct Vi/PRON/5/nsubj/Nom "
                                "kjem/VERB/2/ccomp/Fin/kome i/ADP/7/case morgon/NOUN/5/obl ~./PUNCT/2/punct"),
    ],
    "no_finite_verb": [
        # thanks and a greeting: a whole utterance with no verb
        annotated("nn-nfv-n1", "Takk/NOUN/0/root for/ADP/5/case ein/DET/5/det fin/ADJ/5/amod "
                               "kveld/NOUN/1/nmod ~,/PUNCT/8/punct alle/PRON/8/det saman/ADV/1/advmod "
                               "~./PUNCT/1/punct"),
        annotated("nn-nfv-n2", "For/ADP/3/case eit/DET/3/det vêr/NOUN/0/root i/ADP/5/case dag/NOUN/3/nmod "
                               "~!/PUNCT/3/punct"),
        # a finite form the tags leave bare: "vart" of verte
        annotated("nn-nfv-n3", "Det/PRON/2/nsubj vart/AUX/0/root/_/verte seint/ADJ/2/xcomp ~./PUNCT/2/punct"),
    ],
    "no_main_clause": [
        "014209",  # Når eg skal lage matpakkar likar eg å ha skorpe rundt heile brødet, ...: no comma, a main clause
        # a fronted subordinate clause and its main clause (issue #44's near miss)
        annotated("nn-nmc-n1", "Viss/SCONJ/3/mark det/PRON/3/nsubj regnar/VERB/7/advcl/Fin/regne ~,/PUNCT/3/punct "
                               "blir/VERB/0/root/Fin/bli vi/PRON/5/nsubj/Nom heime/ADV/5/advmod ~./PUNCT/5/punct"),
        # a question with its question word after the fronted clause
        annotated("nn-nmc-n2", "Viss/SCONJ/3/mark han/PRON/3/nsubj/Nom kom/VERB/7/advcl/Past/kome ~,/PUNCT/3/punct "
                               "kvifor/ADV/6/advmod gjekk/VERB/0/root/Past/gå han/PRON/6/nsubj/Nom "
                               "~?/PUNCT/6/punct"),
    ],
    "no_subject": [
        "014194",  # Knus timian mellom fingrane, og dryss over.: an imperative
        "014398",  # Kva gjer du med ein ballong som er åt å gå tom for luft?: a question
        annotated("nn-ns-n1", "Kjem/VERB/0/root/Fin/kome du/PRON/1/nsubj/Nom i/ADP/4/case morgon/NOUN/1/obl "
                              "~?/PUNCT/1/punct"),
    ],
    "attribution_tag": [
        "014393",  # Til no har regjeringa unngått direkte oppseiingar, men no kjem dei til å koma, seier den anonyme.
        annotated("nn-att-n1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/seie det/PRON/2/obj til/ADP/5/case "
                               "leiaren/NOUN/2/obl/Def ~./PUNCT/2/punct"),
    ],
    "cut_off": [
        annotated("nn-cut-n1", "Han/PRON/2/nsubj/Nom bur/VERB/0/root/Fin/bu i/ADP/4/case nr./NOUN/2/obl/Abbr "
                               "7/NUM/4/nummod ~./PUNCT/2/punct"),
        annotated("nn-cut-n2", "Ho/PRON/2/nsubj/Nom betalte/VERB/0/root/Past/betale 70/NUM/4/nummod "
                               "kr/NOUN/2/obj/Abbr ~./PUNCT/2/punct"),
    ],
}

WHOLE = {
    "imperative": "014194",    # Knus timian mellom fingrane, og dryss over.
    "question": "014398",      # Kva gjer du med ein ballong som er åt å gå tom for luft?
    "greeting": annotated("nn-greet-1", "Takk/NOUN/0/root for/ADP/3/case maten/NOUN/1/nmod/Def ~!/PUNCT/1/punct"),
    "exclamation": "015373",   # Ja det er jo rap!
    "fronted_subordinate_clause": "014209",  # Når eg skal lage matpakkar likar eg å ha skorpe rundt ...
    "coordinated_main_clause": "014202",     # Dette har eg lært av søstra mi, og det er heilt genialt.
    "quoted_speech": "014393",  # Til no har regjeringa unngått direkte oppseiingar, ..., seier den anonyme.
}

MENDED = [
    (annotated("nn-mend-1", "Billetten/NOUN/2/nsubj/Def kostar/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                            "kr./NOUN/2/obj/Abbr ~./PUNCT/2/punct"), "Billetten kostar 70 kr."),
]
