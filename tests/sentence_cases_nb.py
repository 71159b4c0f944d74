"""Norwegian Bokmål cases of the whole-sentence stage, run by ``tests/test_sentence_cases.py``, in the
shape of ``tests/sentence_cases_da.py`` (see there). A sentence is a ``sent_id`` of the bundled UD
Norwegian-Bokmaal or one written with :func:`helpers.annotated`.
"""

from helpers import annotated

HITS = {
    "doubled_stop": [
        annotated("nb-dbl-1", "Nei/INTJ/4/discourse ~../PUNCT/1/punct det/PRON/4/obj vet/VERB/0/root/Fin/vite "
                              "jeg/PRON/4/nsubj/Nom ikke/PART/4/advmod ~./PUNCT/4/punct"),
        annotated("nb-dbl-2", "Han/PRON/2/nsubj/Nom kom/VERB/0/root/Past/komme hjem/ADV/2/advmod ~../PUNCT/2/punct "
                              "og/CCONJ/6/cc gikk/VERB/2/conj/Past/gå igjen/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("nb-stray-2", "Vi/PRON/2/nsubj/Nom hentet/VERB/0/root/Past/hente bilen/NOUN/2/obj/Def "
                               "~./PUNCT/7/punct og/CCONJ/7/cc den/PRON/7/nsubj gikk/VERB/2/conj/Past/gå "
                               "fint/ADV/7/advmod hele/ADJ/10/amod sommeren/NOUN/7/obl/Def ~./PUNCT/2/punct"),
        annotated("nb-stray-1", "Ingen/PRON/2/nsubj vet/VERB/0/root/Fin/vite hvem/PRON/6/nsubj som/PRON/6/nsubj "
                               "har/AUX/6/aux/Fin/ha plaget/VERB/2/ccomp/Part/plage den/DET/9/det lille/ADJ/9/amod "
                               "jenta/NOUN/6/obj/Def ~./PUNCT/13/punct ved/ADP/13/mark å/PART/13/mark "
                               "stikke/VERB/6/advcl/Inf nåler/NOUN/13/obj/Plur i/ADP/16/case henne/PRON/13/obl/Acc "
                               "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # what the quotation or bracket held is lost
        annotated("nb-empty-1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/si «/PUNCT/2/punct ~»/PUNCT/2/punct "
                                "til/ADP/6/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("nb-empty-2", "Prisen/NOUN/2/nsubj/Def steg/VERB/0/root/Past/stige (/PUNCT/2/punct )/PUNCT/2/punct "
                                "i/ADP/6/case år/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "list_number": [
        "017596",  # 5 Saltvannsfiskeloven (lov 3 juni 1983 nr 40 om saltvannsfiske m.v.) gjelder i fiskerisonen ...
        annotated("nb-list-1", "1/NUM/6/dep ~)/PUNCT/1/punct Først/ADV/6/advmod må/AUX/6/aux/Fin/måtte "
                               "man/PRON/6/nsubj vaske/VERB/0/root/Inf hendene/NOUN/6/obj/Def ~./PUNCT/6/punct"),
    ],
    "dateline": [
        annotated("nb-date-1", "OSLO/PROPN/0/root ~:/PUNCT/1/punct 11/NUM/4/nummod personer/NOUN/5/nsubj/Plur "
                               "døde/VERB/1/parataxis/Past/dø i/ADP/7/case fjor/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("nb-date-2", "BERGEN/PROPN/0/root (/PUNCT/3/punct ~NTB/PROPN/1/appos ~)/PUNCT/3/punct "
                               "~:/PUNCT/1/punct Regjeringen/NOUN/7/nsubj/Def legger/VERB/1/parataxis/Fin/legge "
                               "i/ADP/9/case dag/NOUN/7/obl fram/ADV/7/compound:prt forslaget/NOUN/7/obj/Def "
                               "~./PUNCT/1/punct"),
    ],
    "run_in_heading": [
        "018119",  # Jo høyere husene stikker mot skyene Jo lavere blir de som må bo der.
        "018122",  # Og byen vokser og vokser Og livet ditt blir mindre og mindre verd.
        annotated("nb-run-1", "Han/PRON/2/nsubj/Nom klaget/VERB/0/root/Past/klage over/ADP/4/case "
                              "prisene/NOUN/2/obl/Def Hun/PRON/6/nsubj/Nom sier/VERB/2/parataxis/Fin/si "
                              "nei/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        annotated("nb-head-1", "Bakgrunn/NOUN/0/root ~:/PUNCT/1/punct Regjeringen/NOUN/5/nsubj/Def "
                               "har/AUX/5/aux/Fin/ha vedtatt/VERB/1/parataxis/Part/vedta loven/NOUN/5/obj/Def "
                               "i/ADP/8/case går/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("nb-head-2", "Dagens/NOUN/2/nmod:poss råd/NOUN/0/root ~:/PUNCT/2/punct Vi/PRON/6/nsubj/Nom "
                               "må/AUX/6/aux/Fin/måtte spare/VERB/2/parataxis/Inf mer/ADV/6/advmod ~./PUNCT/2/punct"),
        # a speaker's label before a dash; a name and party in brackets; a tokeniser's ``):``
        annotated("nb-head-3", "Sønnen/NOUN/0/root/Def ~:/PUNCT/1/punct -/PUNCT/6/punct Ja/INTJ/6/discourse "
                               "~,/PUNCT/4/punct jeg/PRON/7/nsubj/Nom vil/AUX/1/parataxis/Fin/ville "
                               "heller/ADV/7/advmod se/VERB/7/xcomp/Inf fotball/NOUN/9/obj ~./PUNCT/1/punct"),
        annotated("nb-head-4", "Kari/PROPN/0/root Hansen/PROPN/1/flat (/PUNCT/4/punct ~Ap/PROPN/1/appos "
                               "~)/PUNCT/4/punct ~:/PUNCT/1/punct Jeg/PRON/8/nsubj/Nom "
                               "takker/VERB/1/parataxis/Fin/takke statsråden/NOUN/8/obj/Def for/ADP/11/case "
                               "svaret/NOUN/8/obl/Def ~./PUNCT/1/punct"),
        annotated("nb-head-5", "Dakar/PROPN/0/root (/PUNCT/3/punct ~NTB/PROPN/1/appos ~):/PUNCT/3/punct "
                               "Over/ADP/6/case tusen/NUM/7/nummod barn/NOUN/8/nsubj/Plur "
                               "står/VERB/1/parataxis/Fin/stå i/ADP/10/case fare/NOUN/8/obl ~./PUNCT/1/punct"),
        # a title and a name of four words before the bracket
        annotated("nb-head-6", "Statsminister/NOUN/0/root Jonas/PROPN/1/flat Gahr/PROPN/2/flat Støre/PROPN/2/flat "
                               "(/PUNCT/6/punct ~A/PROPN/1/appos ~)/PUNCT/6/punct ~:/PUNCT/1/punct "
                               "Jeg/PRON/10/nsubj/Nom takker/VERB/1/parataxis/Fin/takke for/ADP/12/case "
                               "spørsmålet/NOUN/10/obl/Def ~./PUNCT/1/punct"),
    ],
    "no_finite_verb": [
        "016831",  # Rapport fra Hordaland politidistrikt, dybdeintervjuer med Tore Dale, ... (a list of sources)
        "016370",  # For å stoppe opp, observere, sette ord på det selvsagte.
        "016376",  # Mellom det å være tilstede og det å betrakte.
    ],
    "no_main_clause": [
        "016387",  # Etter at hun har lagt seg.
        "016402",  # En dyne som flyttes på.
        "016518",  # Som jeg tok bilde av og sendte ut på nett.
        "016471",  # Muligens fordi jeg synes jeg får nok kaffe.
        "017662",  # Som har etablert seg, og som vil at barna skal vokse opp her.
        "016251",  # At de kan studere til doktorgraden og likevel ikke forstå noe av verden omkring seg?
        # relative clauses with no relative word inside one: the tree's acl, no main clause's verb
        annotated("nb-nmc-1", "Den/PRON/0/root som/SCONJ/3/mark skjenner/VERB/1/acl:relcl/Fin/skjenne "
                              "når/SCONJ/6/mark man/PRON/6/nsubj har/AUX/7/aux/Fin/ha gjort/VERB/3/advcl/Part/gjøre "
                              "noe/PRON/7/obj man/PRON/10/nsubj vet/VERB/8/acl:relcl/Fin/vite man/PRON/13/nsubj "
                              "ikke/PART/13/advmod burde/AUX/10/ccomp/Past ~./PUNCT/1/punct"),
    ],
    "no_subject": [
        "016442",  # Kan fortsatt høre henne rope heia heia.
        "019273",  # Går litt fram og tilbake.
        "019522",  # Og går til angrep på Trond Giske.
    ],
    "attribution_tag": [
        annotated("nb-att-1", "Sa/VERB/0/root/Past/si lederen/NOUN/1/nsubj/Def ~,/PUNCT/4/punct Kari/PROPN/2/appos "
                              "Nordmann/PROPN/4/flat ~,/PUNCT/4/punct til/ADP/8/case avisen/NOUN/1/obl/Def "
                              "~./PUNCT/1/punct"),
        annotated("nb-att-2", "Fortalte/VERB/0/root/Past/fortelle hun/PRON/1/nsubj/Nom til/ADP/4/case "
                              "lokalavisen/NOUN/1/obl/Def i/ADP/6/case går/NOUN/1/obl ~./PUNCT/1/punct"),
    ],
    "cut_off": [
        annotated("nb-cut-1", "Det/PRON/2/obj sier/VERB/0/root/Fin/si lederen/NOUN/2/nsubj/Def av/ADP/5/case "
                              "klinikken/NOUN/3/nmod/Def ~,/PUNCT/7/punct dr./NOUN/3/appos/Abbr"),
        annotated("nb-cut-2", "Prisen/NOUN/3/nsubj/Def har/AUX/3/aux/Fin/ha steget/VERB/0/root/Part/stige "
                              "til/ADP/5/case ca/ADV/3/obl/Abbr ~./PUNCT/5/punct"),
    ],
}

NEAR_MISSES = {
    "doubled_stop": [
        annotated("nb-dbl-n1", "Billetten/NOUN/2/nsubj/Def koster/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                               "kr./NOUN/2/obj/Abbr"),
        annotated("nb-dbl-n2", "Han/PRON/2/nsubj/Nom tenkte/VERB/0/root/Past/tenke seg/PRON/2/obj om/ADV/2/advmod "
                               "~.../PUNCT/7/punct og/CCONJ/7/cc gikk/VERB/2/conj/Past/gå ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("nb-stray-n2", "Hun/PRON/2/nsubj/Nom ropte/VERB/0/root/Past/rope ~:/PUNCT/5/punct "
                                 "«/PUNCT/5/punct ~Stopp/VERB/2/ccomp/Imp/stoppe ~./PUNCT/5/punct "
                                 "ikke/ADV/8/advmod flere/ADJ/5/obj ~»/PUNCT/5/punct og/CCONJ/11/cc "
                                 "gikk/VERB/2/conj/Past/gå ut/ADV/11/advmod ~./PUNCT/2/punct"),
        # an abbreviation after a number; a stop inside a quotation
        annotated("nb-stray-n1", "Han/PRON/2/nsubj/Nom tjente/VERB/0/root/Past/tjene 3/NUM/4/nummod "
                                 "mill/NOUN/2/obj ~./PUNCT/4/punct i/ADP/7/case fjor/NOUN/2/obl ~./PUNCT/2/punct"),
        # an abbreviation of four letters, its stop split off by a tokeniser
        annotated("nb-stray-n3", "Turen/NOUN/2/nsubj/Def tar/VERB/0/root/Fin/ta omkr/ADV/5/advmod ~./PUNCT/3/punct "
                                 "en/DET/6/det time/NOUN/2/obj ~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # a quotation with its words; two quotations side by side with a space between
        annotated("nb-empty-n1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/si «/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~»/PUNCT/4/punct "
                                 "til/ADP/7/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("nb-empty-n2", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/si \"/PUNCT/4/punct ~ja/INTJ/2/obj "
                                 "~\"/PUNCT/4/punct "
                                 "\"/PUNCT/7/punct ~nei/INTJ/4/conj ~\"/PUNCT/7/punct "
                                 "til/ADP/10/case meg/PRON/2/obl/Acc ~./PUNCT/2/punct"),
    ],
    "list_number": [
        annotated("nb-list-n1", "20/NUM/2/nummod år/NOUN/4/obl/Plur senere/ADV/2/advmod tapte/VERB/0/root/Past/tape "
                                "de/PRON/4/nsubj/Nom igjen/ADV/4/advmod ~./PUNCT/4/punct"),
        annotated("nb-list-n2", "1./ADJ/2/amod mai/NOUN/3/obl har/VERB/0/root/Fin/ha vi/PRON/3/nsubj/Nom "
                                "fri/ADJ/3/xcomp hele/ADJ/7/amod dagen/NOUN/3/obl/Def ~./PUNCT/3/punct"),
    ],
    "dateline": [
        annotated("nb-date-n1", "EU/PROPN/3/nsubj har/AUX/3/aux/Fin/ha vedtatt/VERB/0/root/Part/vedta "
                                "nye/ADJ/5/amod regler/NOUN/3/obj/Plur for/ADP/7/case fisket/NOUN/5/nmod/Def "
                                "~./PUNCT/3/punct"),
        annotated("nb-date-n2", "USA/PROPN/4/nsubj og/CCONJ/3/cc EU/PROPN/1/conj forhandler/VERB/0/root/Fin/forhandle "
                                "om/ADP/6/case toll/NOUN/4/obl -/PUNCT/8/punct igjen/ADV/4/advmod ~./PUNCT/4/punct"),
    ],
    "run_in_heading": [
        annotated("nb-run-n1", "Hun/PRON/2/nsubj/Nom så/VERB/0/root/Past/se filmen/NOUN/2/obj/Def Den/DET/6/det "
                               "siste/ADJ/6/amod vikingen/NOUN/3/appos ~./PUNCT/2/punct"),
        annotated("nb-run-n2", "Han/PRON/2/nsubj/Nom beundrer/VERB/0/root/Fin/beundre maleren/NOUN/2/obj/Def "
                               "Leonardo/PROPN/3/appos Da/PROPN/4/flat Vinci/PROPN/4/flat ~./PUNCT/2/punct"),
        annotated("nb-run-n3", "Vi/PRON/2/nsubj/Nom skriver/VERB/0/root/Fin/skrive til/ADP/4/case Dem/PRON/2/obl/Acc "
                               "om/ADP/6/case saken/NOUN/2/obl/Def ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        # a name and a colon before a quotation: how a text quotes
        annotated("nb-head-n3", "Lederen/NOUN/0/root/Def ~:/PUNCT/1/punct «/PUNCT/5/punct ~Vi/PRON/5/nsubj/Nom "
                                "går/VERB/1/parataxis/Fin/gå nå/ADV/5/advmod ~./PUNCT/5/punct ~»/PUNCT/5/punct"),
        annotated("nb-head-n1", "For/ADP/3/case det/DET/3/det andre/ADJ/6/obl ~:/PUNCT/3/punct "
                                "Mennesker/NOUN/6/nsubj/Plur opplever/VERB/0/root/Fin/oppleve verden/NOUN/6/obj "
                                "forskjellig/ADV/6/advmod ~./PUNCT/6/punct"),
        annotated("nb-head-n2", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/si ~:/PUNCT/5/punct Vi/PRON/5/nsubj/Nom "
                                "kommer/VERB/2/ccomp/Fin/komme i/ADP/7/case morgen/NOUN/5/obl ~./PUNCT/2/punct"),
    ],
    "no_finite_verb": [
        "017150",  # Nei takk til Brann og Vålerenga.: an answer and thanks
        annotated("nb-nfv-n1", "Tusen/NUM/2/nummod takk/NOUN/0/root for/ADP/6/case en/DET/6/det fin/ADJ/6/amod "
                               "kveld/NOUN/2/nmod ~,/PUNCT/9/punct alle/PRON/9/det sammen/ADV/2/advmod "
                               "~./PUNCT/2/punct"),
        annotated("nb-nfv-n2", "For/ADP/3/case et/DET/3/det vær/NOUN/0/root i/ADP/5/case dag/NOUN/3/nmod "
                               "~!/PUNCT/3/punct"),
    ],
    "no_main_clause": [
        "017125",  # Hvis du er nybegynner kan din høyre hånd fort bli den nye stjernen.: no comma, the tree's root
        "017024",  # Når du endelig har fått montert staseligheten i stua er det klin umulig å gå forbi ...
        "018331",  # At han ikke kjente igjen moren på flyplassen i Los Angeles er ikke viktig.
        "018605",  # Hvis Dr. Donsbach først skulle jukse, hvorfor trengte selskapet ...?: a question word's clause
        "016477",  # Hvis ikke må den avbildede kaffen være veldig kald.: an elliptic conditional
    ],
    "no_subject": [
        "016838",  # Se for deg at du skal møte i retten, for første gang.: an imperative
        "015728",  # Er det flere rovdyr i denne sak?: a question
        "015916",  # Skjer det, blir jubileumsåret en korsvei i Høyres historie.: a condition with its subject
        "016296",  # Det er profesjonelt gjort, og ville ... blitt oppfattet ...: a coordinated verb shares the subject
    ],
    "attribution_tag": [
        "016266",  # Men det gjør ingenting, sier teatersjefen fra " kulturhovedstaden " Almaty ...: quoted speech
        annotated("nb-att-n1", "Han/PRON/2/nsubj/Nom sa/VERB/0/root/Past/si det/PRON/2/obj til/ADP/6/case "
                               "lederen/NOUN/6/nmod:poss sin/DET/2/obl ~./PUNCT/2/punct"),
    ],
    "cut_off": [
        annotated("nb-cut-n1", "Han/PRON/2/nsubj/Nom bor/VERB/0/root/Fin/bo i/ADP/4/case nr./NOUN/2/obl/Abbr "
                               "7/NUM/4/nummod ~./PUNCT/2/punct"),
        annotated("nb-cut-n2", "Hun/PRON/2/nsubj/Nom betalte/VERB/0/root/Past/betale 70/NUM/4/nummod "
                               "kr/NOUN/2/obj/Abbr "
                               "~./PUNCT/2/punct"),
    ],
}

WHOLE = {
    "imperative": "016838",    # Se for deg at du skal møte i retten, for første gang.
    "question": "015728",      # Er det flere rovdyr i denne sak?
    "greeting": "017150",      # Nei takk til Brann og Vålerenga.
    "exclamation": "017691",   # Og da peker pilen bare en vei!
    "fronted_subordinate_clause": "015773",  # Da Regjeringen gikk i gradvis indre oppløsning ..., var ...
    "coordinated_main_clause": "016111",     # Flammene brenner ivrig på peisen, og formelig roper oss inn.
    "quoted_speech": "016266",  # Men det gjør ingenting, sier teatersjefen ...
}

MENDED = [
    (annotated("nb-mend-1", "Billetten/NOUN/2/nsubj/Def koster/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                            "kr./NOUN/2/obj/Abbr ~./PUNCT/2/punct"), "Billetten koster 70 kr."),
]
