"""Swedish cases of the whole-sentence stage, run by ``tests/test_sentence_cases.py``, in the shape of
``tests/sentence_cases_da.py`` (see there). A sentence is a ``sent_id`` of the bundled UD
Swedish-Talbanken or one written with :func:`helpers.annotated`.
"""

from helpers import annotated

HITS = {
    "doubled_stop": [
        annotated("sv-dbl-1", "Nej/INTJ/4/discourse ~../PUNCT/1/punct det/PRON/4/obj vet/VERB/0/root/Fin/veta "
                              "jag/PRON/4/nsubj/Nom inte/PART/4/advmod ~./PUNCT/4/punct"),
        annotated("sv-dbl-2", "Han/PRON/2/nsubj/Nom kom/VERB/0/root/Past/komma hem/ADV/2/advmod ~../PUNCT/2/punct "
                              "och/CCONJ/6/cc gick/VERB/2/conj/Past/gå igen/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("sv-stray-2", "Vi/PRON/2/nsubj/Nom hämtade/VERB/0/root/Past/hämta bilen/NOUN/2/obj/Def "
                               "~./PUNCT/7/punct och/CCONJ/7/cc den/PRON/7/nsubj gick/VERB/2/conj/Past/gå "
                               "bra/ADV/7/advmod hela/ADJ/10/amod sommaren/NOUN/7/obl/Def ~./PUNCT/2/punct"),
        annotated("sv-stray-1", "Ingen/PRON/2/nsubj vet/VERB/0/root/Fin/veta vem/PRON/6/nsubj som/PRON/6/nsubj "
                               "har/AUX/6/aux/Fin/ha plågat/VERB/2/ccomp/Sup/plåga den/DET/9/det lilla/ADJ/9/amod "
                               "flickan/NOUN/6/obj/Def ~./PUNCT/13/punct genom/ADP/13/mark att/PART/13/mark "
                               "sticka/VERB/6/advcl/Inf nålar/NOUN/13/obj/Plur i/ADP/16/case henne/PRON/13/obl/Acc "
                               "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # what the quotation or bracket held is lost
        annotated("sv-empty-1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/säga «/PUNCT/2/punct ~»/PUNCT/2/punct "
                                "till/ADP/6/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("sv-empty-2", "Priset/NOUN/2/nsubj/Def steg/VERB/0/root/Past/stiga (/PUNCT/2/punct )/PUNCT/2/punct "
                                "i/ADP/6/case år/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "list_number": [
        "sv-ud-dev-50",  # 7. För en närmare beskrivning av testmetoderna och resultaten, se A. I. Rabin: ...
        # a bulleted list run into the sentence
        annotated("sv-list-2", "Vi/PRON/2/nsubj/Nom vill/VERB/0/root/Fin/vilja ha/VERB/2/xcomp/Inf */PUNCT/6/punct "
                               "bredare/ADJ/6/amod trottoarer/NOUN/3/obj/Plur */PUNCT/8/punct "
                               "cykelbanor/NOUN/6/conj/Plur ~./PUNCT/2/punct"),
        annotated("sv-list-1", "1/NUM/4/dep ~)/PUNCT/1/punct Först/ADV/4/advmod tar/VERB/0/root/Fin/ta "
                               "man/PRON/4/nsubj bussen/NOUN/4/obj/Def hem/ADV/4/advmod ~./PUNCT/4/punct"),
    ],
    "dateline": [
        annotated("sv-date-1", "STOCKHOLM/PROPN/0/root ~:/PUNCT/1/punct 11/NUM/4/nummod personer/NOUN/5/nsubj/Plur "
                               "dog/VERB/1/parataxis/Past/dö i/ADP/7/case fjol/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("sv-date-2", "GÖTEBORG/PROPN/0/root (/PUNCT/3/punct ~TT/PROPN/1/appos ~)/PUNCT/3/punct "
                               "~:/PUNCT/1/punct Regeringen/NOUN/7/nsubj/Def lägger/VERB/1/parataxis/Fin/lägga "
                               "i/ADP/9/case dag/NOUN/7/obl fram/ADV/7/compound:prt förslaget/NOUN/7/obj/Def "
                               "~./PUNCT/1/punct"),
    ],
    "run_in_heading": [
        annotated("sv-run-1", "Vi/PRON/2/nsubj/Nom väntade/VERB/0/root/Past/vänta länge/ADV/2/advmod på/ADP/6/case "
                              "de/DET/6/det gästerna/NOUN/2/obl/Def Men/CCONJ/9/cc ingen/PRON/9/nsubj "
                              "kom/VERB/2/conj/Past/komma ~./PUNCT/2/punct"),
        annotated("sv-run-2", "Staden/NOUN/2/nsubj/Def växer/VERB/0/root/Fin/växa och/CCONJ/4/cc "
                              "växer/VERB/2/conj/Fin/växa "
                              "Och/CCONJ/7/cc livet/NOUN/7/nsubj/Def blir/VERB/2/conj/Fin/bli mindre/ADJ/9/advmod "
                              "värt/ADJ/7/xcomp ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        annotated("sv-head-1", "Bakgrund/NOUN/0/root ~:/PUNCT/1/punct Regeringen/NOUN/5/nsubj/Def "
                               "har/AUX/5/aux/Fin/ha antagit/VERB/1/parataxis/Sup/anta lagen/NOUN/5/obj/Def "
                               "i/ADP/8/case går/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("sv-head-2", "Dagens/NOUN/2/nmod:poss råd/NOUN/0/root ~:/PUNCT/2/punct Vi/PRON/6/nsubj/Nom "
                               "måste/AUX/6/aux/Fin spara/VERB/2/parataxis/Inf mer/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "no_finite_verb": [
        "sv-ud-dev-133",  # Den olika könsrollen som barnavårdare och uppfostrare.
        # a table-like list: "var" is the pronoun (each), not the past of "vara"
        annotated("sv-nfv-1", "Frankrike/PROPN/0/root och/CCONJ/3/cc Italien/PROPN/1/conj 10/NUM/5/nummod "
                              "röster/NOUN/1/parataxis/Plur var/PRON/5/det ~./PUNCT/1/punct"),
        "sv-ud-dev-321",  # Med sina dåliga löner och låga anspråk.
        "sv-ud-dev-57",   # Publicerad i Children 1958, Vol. 5, 179-184 .
    ],
    "no_main_clause": [
        # the clause's verb goes on after a conjunction, past a phrase between commas (a parser makes it the root)
        annotated("sv-nmc-and", "Om/SCONJ/3/mark du/PRON/3/nsubj/Nom sätter/VERB/17/advcl/Fin/sätta "
                                "in/ADV/3/compound:prt pengarna/NOUN/3/obj/Def/pengar ~,/PUNCT/9/punct "
                                "eller/CCONJ/9/cc en/DET/9/det del/NOUN/17/nsubj av/ADP/11/case dem/PRON/9/nmod/Acc "
                                "~,/PUNCT/15/punct på/ADP/15/case ett/DET/15/det konto/NOUN/9/nmod och/CCONJ/17/cc "
                                "låter/VERB/0/root/Fin/låta räntan/NOUN/19/nsubj/Def/ränta stå/VERB/17/xcomp/Inf "
                                "kvar/ADV/19/compound:prt ~./PUNCT/17/punct"),
        "sv-ud-dev-342",  # Därför att de har råd att välja ...
        # a verbless clause, subject and predicate noun, with a relative clause: no verb of its own
        annotated("sv-nmc-1", "Fossila/ADJ/2/amod bränslen/NOUN/4/nsubj/Plur ~,/PUNCT/4/punct "
                              "bränslen/NOUN/0/root/Plur "
                              "som/PRON/6/nsubj har/VERB/4/acl:relcl/Fin/ha sitt/PRON/8/nmod:poss ursprung/NOUN/6/obj "
                              "i/ADP/10/case växter/NOUN/6/obl/Plur ~./PUNCT/4/punct"),
        "sv-ud-dev-418",  # Något som i sin tur resulterar i sämre löner och sämre befordringsmöjligheter.
        "sv-ud-dev-349",  # Medan arbetarkvinnorna sugs ut i sitt dubbelarbete så att de inte orkar ...
        "sv-ud-dev-249",  # Den väg, som bara mynnar ut i ett redan föråldrat, ... passerat stadium.
        "sv-ud-dev-423",  # T.ex. genom ordentliga vårdnadsbidrag ... när vårdnadsuppgifterna är slut.
    ],
    "no_subject": [
        "sv-ud-test-338",  # Kan störa naturens balans så radikalt att endast en tredjedel överlever.
        annotated("sv-nsb-1", "Går/VERB/0/root/Fin/gå lite/ADV/1/advmod fram/ADV/1/advmod och/CCONJ/5/cc "
                              "tillbaka/ADV/3/conj ~./PUNCT/1/punct"),
    ],
    "attribution_tag": [
        annotated("sv-att-1", "Sade/VERB/0/root/Past/säga ordföranden/NOUN/1/nsubj/Def ~,/PUNCT/4/punct "
                              "Anna/PROPN/2/appos Svensson/PROPN/4/flat ~,/PUNCT/4/punct till/ADP/8/case "
                              "tidningen/NOUN/1/obl/Def ~./PUNCT/1/punct"),
        annotated("sv-att-2", "Berättade/VERB/0/root/Past/berätta hon/PRON/1/nsubj/Nom för/ADP/4/case "
                              "lokaltidningen/NOUN/1/obl/Def i/ADP/6/case går/NOUN/1/obl ~./PUNCT/1/punct"),
    ],
    "cut_off": [
        annotated("sv-cut-1", "Det/PRON/2/obj säger/VERB/0/root/Fin/säga chefen/NOUN/2/nsubj/Def för/ADP/5/case "
                              "kliniken/NOUN/3/nmod/Def ~,/PUNCT/7/punct dr./NOUN/3/appos/Abbr"),
        annotated("sv-cut-2", "Priset/NOUN/3/nsubj/Def har/AUX/3/aux/Fin/ha stigit/VERB/0/root/Sup/stiga "
                              "till/ADP/5/case ca/ADV/3/obl/Abbr ~./PUNCT/5/punct"),
    ],
}

NEAR_MISSES = {
    "doubled_stop": [
        annotated("sv-dbl-n1", "Biljetten/NOUN/2/nsubj/Def kostar/VERB/0/root/Fin/kosta 70/NUM/4/nummod "
                               "kr./NOUN/2/obj/Abbr"),
        annotated("sv-dbl-n2", "Han/PRON/2/nsubj/Nom tänkte/VERB/0/root/Past/tänka efter/ADV/2/advmod "
                               "~.../PUNCT/6/punct och/CCONJ/6/cc gick/VERB/2/conj/Past/gå ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("sv-stray-n2", "Hon/PRON/2/nsubj/Nom ropade/VERB/0/root/Past/ropa ~:/PUNCT/5/punct "
                                 "\"/PUNCT/5/punct ~Stanna/VERB/2/ccomp/Imp/stanna ~./PUNCT/5/punct "
                                 "inte/ADV/8/advmod fler/ADJ/5/obj ~\"/PUNCT/5/punct och/CCONJ/11/cc "
                                 "gick/VERB/2/conj/Past/gå ut/ADV/11/advmod ~./PUNCT/2/punct"),
        # an abbreviation the dictionary lists with its stop; a stop inside a quotation
        annotated("sv-stray-n1", "Vi/PRON/2/nsubj/Nom skrev/VERB/0/root/Past/skriva till/ADP/4/case "
                                 "honom/PRON/2/obl/Acc "
                                 "ang/ADP/9/case ~./PUNCT/5/punct den/DET/9/det nya/ADJ/9/amod saken/NOUN/2/obl/Def "
                                 "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # a quotation with its words; two quotations side by side with a space between
        annotated("sv-empty-n1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/säga «/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~»/PUNCT/4/punct "
                                 "till/ADP/7/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("sv-empty-n2", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/säga \"/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~\"/PUNCT/4/punct "
                                 "\"/PUNCT/7/punct ~nej/INTJ/4/conj ~\"/PUNCT/7/punct "
                                 "till/ADP/10/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
    ],
    "list_number": [
        annotated("sv-list-n1", "20/NUM/2/nummod år/NOUN/4/obl/Plur senare/ADV/2/advmod "
                                "förlorade/VERB/0/root/Past/förlora "
                                "de/PRON/4/nsubj/Nom igen/ADV/4/advmod ~./PUNCT/4/punct"),
        annotated("sv-list-n2", "1/NUM/2/nummod maj/NOUN/3/obl har/VERB/0/root/Fin/ha vi/PRON/3/nsubj/Nom "
                                "ledigt/ADJ/3/xcomp hela/ADJ/7/amod dagen/NOUN/3/obl/Def ~./PUNCT/3/punct"),
    ],
    "dateline": [
        annotated("sv-date-n1", "EU/PROPN/3/nsubj har/AUX/3/aux/Fin/ha antagit/VERB/0/root/Sup/anta "
                                "nya/ADJ/5/amod regler/NOUN/3/obj/Plur för/ADP/7/case fisket/NOUN/5/nmod/Def "
                                "~./PUNCT/3/punct"),
        annotated("sv-date-n2", "USA/PROPN/4/nsubj och/CCONJ/3/cc EU/PROPN/1/conj förhandlar/VERB/0/root/Fin/förhandla "
                                "om/ADP/6/case tull/NOUN/4/obl -/PUNCT/8/punct igen/ADV/4/advmod ~./PUNCT/4/punct"),
    ],
    "run_in_heading": [
        annotated("sv-run-n1", "Hon/PRON/2/nsubj/Nom såg/VERB/0/root/Past/se filmen/NOUN/2/obj/Def Den/DET/6/det "
                               "sista/ADJ/6/amod vikingen/NOUN/3/appos ~./PUNCT/2/punct"),
        annotated("sv-run-n2", "Vi/PRON/2/nsubj/Nom skriver/VERB/0/root/Fin/skriva till/ADP/4/case Er/PRON/2/obl/Acc "
                               "om/ADP/6/case saken/NOUN/2/obl/Def ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        annotated("sv-head-n1", "För/ADP/3/case det/DET/3/det andra/ADJ/6/obl ~:/PUNCT/3/punct "
                                "Människor/NOUN/6/nsubj/Plur upplever/VERB/0/root/Fin/uppleva världen/NOUN/6/obj/Def "
                                "olika/ADV/6/advmod ~./PUNCT/6/punct"),
        annotated("sv-head-n2", "Han/PRON/2/nsubj/Nom sade/VERB/0/root/Past/säga ~:/PUNCT/5/punct Vi/PRON/5/nsubj/Nom "
                                "kommer/VERB/2/ccomp/Fin/komma i/ADP/7/case morgon/NOUN/5/obl ~./PUNCT/2/punct"),
    ],
    "no_finite_verb": [
        "sv-ud-test-1075",  # Möjlighet att utvecklas efter sina förutsättningar?: a question
        "sv-ud-test-988",   # Jo, ett uttalande i Expressen av Rose Kennedy.: an answer
        annotated("sv-nfv-n1", "Tusen/NUM/2/nummod tack/NOUN/0/root för/ADP/5/case en/DET/5/det kväll/NOUN/2/nmod "
                               "~,/PUNCT/7/punct allihop/PRON/2/appos ~!/PUNCT/2/punct"),
    ],
    "no_main_clause": [
        # ... and a main clause after it
        annotated("sv-nmc-n-and", "Om/SCONJ/3/mark du/PRON/3/nsubj/Nom sätter/VERB/22/advcl/Fin/sätta "
                                  "in/ADV/3/compound:prt pengarna/NOUN/3/obj/Def/pengar ~,/PUNCT/9/punct "
                                  "eller/CCONJ/9/cc en/DET/9/det del/NOUN/17/nsubj av/ADP/11/case "
                                  "dem/PRON/9/nmod/Acc "
                                  "~,/PUNCT/15/punct på/ADP/15/case ett/DET/15/det konto/NOUN/9/nmod och/CCONJ/17/cc "
                                  "låter/VERB/3/conj/Fin/låta räntan/NOUN/19/nsubj/Def/ränta stå/VERB/17/xcomp/Inf "
                                  "kvar/ADV/19/compound:prt ~,/PUNCT/22/punct får/VERB/0/root/Fin/få "
                                  "du/PRON/22/nsubj/Nom "
                                  "mer/ADJ/22/obj ~./PUNCT/22/punct"),
        "sv-ud-test-79",   # Inkomster som man haft dessförinnan ger inte rätt till ATP.: a supine without its "har"
        "sv-ud-test-84",   # De som är födda 1913 och tidigare hinner inte ...: the tree's root
        "sv-ud-test-556",  # Om mannen är med eller ej tycks inte spela någon större roll ...
        "sv-ud-test-649",  # Som tidigare framhållits kan psykiska rubbningar uppstå ...
        "sv-ud-test-142",  # Vad som sedan skett, ..., kan betecknas som ...: a free relative and its clause
        "sv-ud-test-351",  # Inte så att jorden går under precis, men han menar att ...
        "sv-ud-dev-261",   # Undra på att vi blev lite undandragna.: an infinitive root
    ],
    "no_subject": [
        "sv-ud-dev-270",   # Hör av er i olika sammanhang.: an imperative
        "sv-ud-dev-58",    # Kvarstår denna försening i utveckling hos äldre kibbutzbarn?: a question
    ],
    "attribution_tag": [
        annotated("sv-att-n1", "Han/PRON/2/nsubj/Nom sade/VERB/0/root/Past/säga det/PRON/2/obj till/ADP/6/case "
                               "sin/DET/6/det chef/NOUN/2/obl ~./PUNCT/2/punct"),
        annotated("sv-att-n2", '"/PUNCT/3/punct ~Jag/PRON/3/nsubj/Nom kommer/VERB/0/root/Fin/komma ~,/PUNCT/3/punct '
                               '~"/PUNCT/3/punct sade/VERB/3/parataxis/Past/säga han/PRON/6/nsubj/Nom till/ADP/9/case '
                               'Olle/PROPN/6/obl ~./PUNCT/3/punct'),
    ],
    "cut_off": [
        annotated("sv-cut-n1", "Han/PRON/2/nsubj/Nom bor/VERB/0/root/Fin/bo i/ADP/4/case nr/NOUN/2/obl/Abbr "
                               "7/NUM/4/nummod ~./PUNCT/2/punct"),
        annotated("sv-cut-n2", "Hon/PRON/2/nsubj/Nom betalade/VERB/0/root/Past/betala 70/NUM/4/nummod "
                               "kr/NOUN/2/obj/Abbr "
                               "~./PUNCT/2/punct"),
    ],
}

WHOLE = {
    "imperative": "sv-ud-dev-270",   # Hör av er i olika sammanhang.
    "question": "sv-ud-dev-34",      # Vad skapar den kollektiva barnuppfostran för slags människor?
    "greeting": NEAR_MISSES["no_finite_verb"][2],  # Tusen tack för en kväll, allihop!
    "exclamation": "sv-ud-test-71",  # Observera att förtida uttag av ålderspension inte är detsamma som förtidspension!
    "fronted_subordinate_clause": "sv-ud-dev-165",  # Om samhället accepterar ..., ...
    "coordinated_main_clause": "sv-ud-dev-32",  # Kibbutzerna är ... samhällen, och det är ju naturligt ...
    "quoted_speech": NEAR_MISSES["attribution_tag"][1],  # "Jag kommer", sade han till Olle.
}

MENDED = [
    (annotated("sv-mend-1", "Biljetten/NOUN/2/nsubj/Def kostar/VERB/0/root/Fin/kosta 70/NUM/4/nummod "
                            "kr/NOUN/2/obj/Abbr ~../PUNCT/2/punct"), "Biljetten kostar 70 kr."),
]
