"""Danish cases of the whole-sentence stage (``dala_pipeline/filter/whole/``), run by
``tests/test_sentence_cases.py``, in one shape for every language.

``HITS[reason]``: sentences the stage drops for that reason (the first it fails); ``NEAR_MISSES[reason]``:
whole sentences that look like a hit of it but must be kept; ``WHOLE[shape]``: the whole sentences every
language must keep (an imperative, a question, ...); ``MENDED``: (sentence, its text with one full
stop). A sentence is a ``sent_id`` of the bundled UD Danish-DDT or one written with
:func:`helpers.annotated` (``form/UPOS/head/deprel/FEATS/lemma``, ``~`` for no space before), in the
annotation conventions a source may have: UD's, a converted treebank's (a subordinator heading its
clause) and a weak parser's (a verb tagged as a noun).
"""

from helpers import annotated

HITS = {
    "doubled_stop": [
        # two stops after a word the dictionary lists as a word, not as an abbreviation: no mending
        annotated("da-dbl-1", "Nej/INTJ/4/discourse ~../PUNCT/1/punct det/PRON/4/obj ved/VERB/0/root/Fin/vide "
                              "jeg/PRON/4/nsubj/Nom ikke/ADV/4/advmod ~./PUNCT/4/punct"),
        annotated("da-dbl-2", "Han/PRON/2/nsubj/Nom kom/VERB/0/root/Past/komme hjem/ADV/2/advmod ~../PUNCT/2/punct "
                              "og/CCONJ/6/cc gik/VERB/2/conj/Past/gå igen/ADV/6/advmod ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("da-stray-2", "Vi/PRON/2/nsubj/Nom hentede/VERB/0/root/Past/hente bilen/NOUN/2/obj/Def "
                               "~./PUNCT/7/punct og/CCONJ/7/cc den/PRON/7/nsubj kørte/VERB/2/conj/Past/køre "
                               "fint/ADV/7/advmod hele/ADJ/10/amod sommeren/NOUN/7/obl/Def ~./PUNCT/2/punct"),
        annotated("da-stray-1", "Ingen/PRON/2/nsubj ved/VERB/0/root/Fin/vide ~,/PUNCT/7/punct hvem/PRON/7/nsubj "
                               "der/ADV/7/expl har/AUX/7/aux/Fin/have pint/VERB/2/ccomp/Part/pine "
                               "drengen/NOUN/7/obj/Def ~./PUNCT/12/punct ved/ADP/12/mark at/PART/12/mark "
                               "stikke/VERB/7/advcl/Inf nåle/NOUN/12/obj/Plur i/ADP/15/case ham/PRON/12/obl/Acc "
                               "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # what the quotation or bracket held is lost
        annotated("da-empty-1", "Han/PRON/2/nsubj/Nom sagde/VERB/0/root/Past/sige «/PUNCT/2/punct ~»/PUNCT/2/punct "
                                "til/ADP/6/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("da-empty-2", "Prisen/NOUN/2/nsubj/Def steg/VERB/0/root/Past/stige (/PUNCT/2/punct )/PUNCT/2/punct "
                                "i/ADP/6/case år/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "list_number": [
        annotated("da-list-1", "1/NUM/4/dep ~)/PUNCT/1/punct Først/ADV/4/advmod tager/VERB/0/root/Fin/tage "
                               "man/PRON/4/nsubj hele/ADJ/7/amod familien/NOUN/4/obj/Def ~./PUNCT/4/punct"),
        annotated("da-list-2", "2/NUM/4/dep ~./PUNCT/1/punct Derefter/ADV/4/advmod vasker/VERB/0/root/Fin/vaske "
                               "man/PRON/4/nsubj hænderne/NOUN/4/obj/Def grundigt/ADV/4/advmod ~./PUNCT/4/punct"),
        annotated("da-list-3", "5/NUM/3/dep Loven/NOUN/3/nsubj/Def gælder/VERB/0/root/Fin også/ADV/3/advmod "
                               "i/ADP/6/case Grønland/PROPN/3/obl ~./PUNCT/3/punct"),
    ],
    "dateline": [
        annotated("da-date-1", "ODENSE/PROPN/0/root ~:/PUNCT/1/punct 11/NUM/4/nummod personer/NOUN/5/nsubj/Plur "
                               "døde/VERB/1/parataxis/Past/dø sidste/ADJ/7/amod år/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("da-date-2", "KØBENHAVN/PROPN/0/root (/PUNCT/3/punct ~Ritzau/PROPN/1/appos ~)/PUNCT/3/punct "
                               "~:/PUNCT/1/punct Regeringen/NOUN/7/nsubj/Def fremlægger/VERB/1/parataxis/Fin/fremlægge "
                               "i/ADP/9/case dag/NOUN/7/obl sit/DET/11/det forslag/NOUN/7/obj ~./PUNCT/1/punct"),
    ],
    "run_in_heading": [
        # a pronoun, an expletive before its verb, a conjunction, a subordinator with a capital inside
        annotated("da-run-1", "Her/ADV/2/advmod morer/VERB/0/root/Fin/more Pedersen/PROPN/2/nsubj sig/PRON/2/obj "
                              "over/ADP/6/case priserne/NOUN/2/obl/Def Han/PRON/8/nsubj/Nom "
                              "siger/VERB/2/parataxis/Fin/sige "
                              "nej/ADV/8/advmod ~./PUNCT/2/punct"),
        annotated("da-run-2", "Vi/PRON/2/nsubj/Nom tog/VERB/0/root/Past/tage ned/ADV/2/advmod til/ADP/6/case "
                              "den/DET/6/det sand/NOUN/2/obl Det/PRON/9/nsubj samme/ADJ/7/amod "
                              "er/AUX/2/parataxis/Fin/være "
                              "sket/VERB/9/xcomp/Part/ske før/ADV/10/advmod ~./PUNCT/2/punct"),
        annotated("da-run-3", "Vi/PRON/2/nsubj/Nom ventede/VERB/0/root/Past/vente længe/ADV/2/advmod på/ADP/6/case "
                              "de/DET/6/det gæster/NOUN/2/obl/Plur Men/CCONJ/9/cc ingen/PRON/9/nsubj "
                              "kom/VERB/2/conj/Past/komme ~./PUNCT/2/punct"),
        annotated("da-run-4", "Til/ADP/2/case fest/NOUN/0/root hos/ADP/4/case Ole/PROPN/2/nmod Da/SCONJ/7/mark "
                              "vi/PRON/7/nsubj/Nom kom/VERB/2/acl/Past/komme ~,/PUNCT/9/punct "
                              "var/AUX/2/parataxis/Past/være "
                              "der/PRON/9/expl mange/ADJ/9/nsubj ~./PUNCT/2/punct"),
        # a title run in before a name, a headline in capitals, a byline
        annotated("da-run-5", "Her/ADV/2/advmod morer/VERB/0/root/Fin/more Pedersen/PROPN/2/nsubj sig/PRON/2/obj "
                              "over/ADP/6/case priser/NOUN/2/obl/Plur Finansminister/NOUN/10/nsubj/Sing "
                              "Henning/PROPN/7/flat Dyremose/PROPN/7/flat gør/VERB/2/parataxis/Fin/gøre "
                              "noget/PRON/10/obj ~./PUNCT/2/punct"),
        annotated("da-run-6", "POLITI-PENGEAFPRESNING/NOUN/4/dep Halvt/ADV/3/advmod råbende/VERB/4/advcl/Part/råbe "
                              "fortalte/VERB/0/root/Past/fortælle han/PRON/4/nsubj/Nom det/PRON/4/obj "
                              "~./PUNCT/4/punct"),
        annotated("da-run-7", "Af/ADP/2/case Vibeke/PROPN/4/nmod Scheibel/PROPN/2/flat Debatten/NOUN/5/nsubj/Def "
                              "er/AUX/0/root/Fin/være slut/ADJ/5/xcomp nu/ADV/5/advmod ~./PUNCT/5/punct"),
    ],
    "heading_colon": [
        annotated("da-head-1", "Baggrund/NOUN/0/root ~:/PUNCT/1/punct Regeringen/NOUN/5/nsubj/Def "
                               "har/AUX/5/aux/Fin/have vedtaget/VERB/1/parataxis/Part/vedtage loven/NOUN/5/obj/Def "
                               "i/ADP/8/case går/NOUN/5/obl ~./PUNCT/1/punct"),
        annotated("da-head-2", "Dagens/NOUN/2/nmod:poss råd/NOUN/0/root ~:/PUNCT/2/punct Vi/PRON/6/nsubj/Nom "
                               "må/AUX/6/aux/Fin spare/VERB/2/parataxis/Inf mere/ADV/6/advmod ~./PUNCT/2/punct"),
        # a speaker's label before a dash; a name and party in brackets
        annotated("da-head-3", "Sønnen/NOUN/0/root/Def ~:/PUNCT/1/punct -/PUNCT/6/punct Ja/INTJ/6/discourse "
                               "~,/PUNCT/4/punct jeg/PRON/7/nsubj/Nom vil/AUX/1/parataxis/Fin/ville "
                               "hellere/ADV/7/advmod se/VERB/7/xcomp/Inf fodbold/NOUN/9/obj ~./PUNCT/1/punct"),
        annotated("da-head-4", "Mette/PROPN/0/root Hansen/PROPN/1/flat (/PUNCT/4/punct ~S/PROPN/1/appos "
                               "~)/PUNCT/4/punct ~:/PUNCT/1/punct Jeg/PRON/8/nsubj/Nom "
                               "takker/VERB/1/parataxis/Fin/takke ministeren/NOUN/8/obj/Def for/ADP/11/case "
                               "svaret/NOUN/8/obl/Def ~./PUNCT/1/punct"),
    ],
    "no_finite_verb": [
        # a noun a parser tagged as a past tense, the last of a list of nouns (brød: bryde)
        annotated("da-nfv-list", "Ost/NOUN/0/root ~,/PUNCT/3/punct æg/NOUN/1/conj ~,/PUNCT/5/punct juice/NOUN/1/conj "
                                 "og/CCONJ/7/cc brød/VERB/1/conj/Past/bryde i/ADP/10/case alle/ADJ/10/amod "
                                 "afskygninger/NOUN/7/obl/Plur/afskygning ~./PUNCT/1/punct"),
        "test-113",  # En infernalsk larm af bomber, eksplosioner og antiluftskyts.
        annotated("da-nfv-1", "Solgt/VERB/0/root/Part/sælge til/ADP/3/case udlandet/NOUN/1/obl/Def for/ADP/6/case "
                              "tre/NUM/6/nummod millioner/NOUN/1/obl/Plur sidste/ADJ/8/amod år/NOUN/1/obl "
                              "~./PUNCT/1/punct"),
        annotated("da-nfv-2", "Spændingskilde/NOUN/0/root ~,/PUNCT/3/punct ledninger/NOUN/1/conj/Plur "
                              "~,/PUNCT/5/punct kompasnål/NOUN/1/conj og/CCONJ/7/cc stangmagnet/NOUN/1/conj "
                              "~./PUNCT/1/punct"),
    ],
    "no_main_clause": [
        "test2-216",  # Perioderne, hvor han med jævne mellemrum blev anholdt af politiet.
        "test2-33",   # En dom, som han imidlertid aldrig afsonede.
        "test2-204",  # Fordi du ikke kan mærke noget, og fordi sår vil gøre dig mere handicappet.
        "test2-168",  # At de lemlæstede børn ... formår at smile og pjatte.
        "test-88",    # Hvorefter de otte bedst placerede hold ... spiller ...: an attributive participle is no verb
        "test-86",    # Uden dog at opnå meget mere end æren, fordi ...: an infinitive with its marker at the root
        "dev2-227",   # Følelser, som ..., og som ... driver ham ..., hvor han optræder ..., angiver, stikker.
        "dev2-101",   # Særlig når hun er ..., men til sidst lykkes det ...: the tree joins lykkes to er
        # the subordinator heads its clause, as the converted CDT has it
        annotated("da-nmc-1", "Selvom/SCONJ/0/root det/PRON/3/nsubj hører/VERB/1/xcomp/Fin/høre til/ADP/5/case "
                              "undtagelser/NOUN/3/obl/Plur ~./PUNCT/1/punct"),
        annotated("da-nmc-2", "Hvorefter/ADV/0/root grupperne/NOUN/9/nsubj/Def nu/ADV/9/advmod i/ADP/8/case "
                              "et/DET/8/det frigjort/ADJ/8/amod ~,/PUNCT/8/punct had/NOUN/9/obl "
                              "gennemfører/VERB/1/xcomp/Fin/gennemføre deres/DET/11/det renselse/NOUN/9/obj "
                              "~./PUNCT/1/punct"),
        # an adverb and a comma before the subordinate clause
        annotated("da-nmc-3", "Også/ADV/6/advmod ~,/PUNCT/6/punct fordi/SCONJ/6/mark dieselbiler/NOUN/6/nsubj/Plur "
                              "ikke/ADV/6/advmod har/VERB/0/root/Fin/have godt/ADJ/6/obj af/ADP/9/case "
                              "ture/NOUN/7/obl/Plur ~./PUNCT/6/punct"),
        annotated("da-nmc-4", "Navnlig/ADV/5/advmod ~,/PUNCT/5/punct hvis/SCONJ/5/mark man/PRON/5/nsubj "
                              "bor/VERB/0/root/Fin/bo alene/ADV/5/advmod på/ADP/8/case landet/NOUN/5/obl/Def "
                              "~./PUNCT/5/punct"),
        # a noun and its relative clause with no comma; a relative clause alone; a subordinate clause asked
        annotated("da-nmc-5", "Et/DET/2/det ønske/NOUN/0/root som/PRON/6/obj industrien/NOUN/6/nsubj/Def "
                              "åbenbart/ADV/6/advmod deler/VERB/2/acl:relcl/Fin/dele med/ADP/8/case "
                              "studerende/NOUN/6/obl ~./PUNCT/2/punct"),
        annotated("da-nmc-6", "Som/PRON/3/obj jeg/PRON/3/nsubj/Nom sagde/VERB/0/root/Past/sige til/ADP/5/case "
                              "Ole/PROPN/3/obl i/ADP/7/case går/NOUN/3/obl ~./PUNCT/3/punct"),
        annotated("da-nmc-7", "Hvis/SCONJ/4/mark han/PRON/4/nsubj/Nom ikke/ADV/4/advmod kommer/VERB/0/root/Fin/komme "
                              "i/ADP/6/case morgen/NOUN/4/obl ~?/PUNCT/4/punct"),
        # a relative clause with no relative word whose finite verb is an auxiliary (a parser's tree)
        annotated("da-nmc-10", "Et/DET/2/det sprog/NOUN/0/root ~,/PUNCT/8/punct den/DET/5/det "
                               "journalist/NOUN/8/nsubj "
                               "bedst/ADV/8/advmod kan/AUX/8/aux/Fin/kunne gøre/VERB/2/acl:relcl/Inf sig/PRON/8/obj "
                               "forståelig/ADJ/8/xcomp på/ADP/10/compound:prt ~./PUNCT/2/punct"),
        # a word that adds to the sentence before
        annotated("da-nmc-8", "Herunder/ADV/0/root syv/NUM/3/nummod politifolk/NOUN/1/obj ~,/PUNCT/6/punct "
                              "som/PRON/6/nsubj var/AUX/3/acl:relcl/Past/være tæt/ADJ/6/xcomp på/ADP/9/case "
                              "tankvognen/NOUN/7/obl/Def ~./PUNCT/1/punct"),
    ],
    "no_subject": [
        annotated("da-nsb-1", "Stod/VERB/0/root/Past/stå og/CCONJ/3/cc fik/VERB/1/conj/Past/få lyst/NOUN/3/obj "
                              "til/ADP/6/case kage/NOUN/4/nmod ~./PUNCT/1/punct"),
        annotated("da-nsb-2", "Og/CCONJ/3/cc gerne/ADV/3/advmod bider/VERB/0/root/Fin/bide i/ADP/5/case "
                              "hånden/NOUN/3/obl/Def ~./PUNCT/3/punct"),
        annotated("da-nsb-3", "Kan/AUX/3/aux/Fin/kunne ikke/ADV/3/advmod se/VERB/0/root/Inf noget/PRON/3/obj "
                              "herfra/ADV/3/advmod ~./PUNCT/3/punct"),
    ],
    "attribution_tag": [
        annotated("da-att-1", "Sagde/VERB/0/root/Past/sige foreningens/NOUN/3/nmod:poss formand/NOUN/1/nsubj "
                              "~,/PUNCT/5/punct Knud/PROPN/3/appos Vilby/PROPN/5/flat ~,/PUNCT/5/punct til/ADP/9/case "
                              "Allan/PROPN/1/obl ~./PUNCT/1/punct"),
        annotated("da-att-2", "Fortalte/VERB/0/root/Past/fortælle hun/PRON/1/nsubj/Nom til/ADP/4/case "
                              "lokalavisen/NOUN/1/obl/Def i/ADP/6/case går/NOUN/1/obl ~./PUNCT/1/punct"),
    ],
    "cut_off": [
        annotated("da-cut-1", "Det/PRON/2/obj siger/VERB/0/root/Fin/sige lederen/NOUN/2/nsubj/Def af/ADP/5/case "
                              "klinikken/NOUN/3/nmod/Def ~,/PUNCT/7/punct dr./NOUN/3/appos/Abbr"),
        annotated("da-cut-2", "Prisen/NOUN/3/nsubj/Def er/AUX/3/aux/Fin/være steget/VERB/0/root/Part/stige "
                              "til/ADP/5/case ca/ADV/3/obl/Abbr ~./PUNCT/5/punct"),
    ],
}

NEAR_MISSES = {
    "doubled_stop": [
        # one stop; an ellipsis; three stops
        annotated("da-dbl-n1", "Billetten/NOUN/2/nsubj/Def koster/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                               "kr./NOUN/2/obj/Abbr"),
        annotated("da-dbl-n2", "Han/PRON/2/nsubj/Nom tænkte/VERB/0/root/Past/tænke sig/PRON/2/obj om/ADV/2/advmod "
                               "~.../PUNCT/7/punct og/CCONJ/7/cc gik/VERB/2/conj/Past/gå ~./PUNCT/2/punct"),
    ],
    "stray_stop": [
        annotated("da-stray-n2", "Hun/PRON/2/nsubj/Nom råbte/VERB/0/root/Past/råbe ~:/PUNCT/5/punct "
                                 "\"/PUNCT/5/punct ~Stands/VERB/2/ccomp/Imp/stands ~./PUNCT/5/punct "
                                 "ikke/ADV/8/advmod flere/ADJ/5/obj ~\"/PUNCT/5/punct og/CCONJ/11/cc "
                                 "gik/VERB/2/conj/Past/gå ud/ADV/11/advmod ~./PUNCT/2/punct"),
        # an abbreviation the dictionary lists with its stop; a stop inside a quotation
        annotated("da-stray-n1", "Vi/PRON/2/nsubj/Nom skrev/VERB/0/root/Past/skrive til/ADP/4/case ham/PRON/2/obl/Acc "
                                 "vedr/ADP/9/case ~./PUNCT/5/punct den/DET/9/det nye/ADJ/9/amod sag/NOUN/2/obl "
                                 "~./PUNCT/2/punct"),
    ],
    "empty_quote": [
        # two Danish quotations side by side; a name in code with its brackets
        annotated("da-empty-n3", "Børnene/NOUN/2/nsubj/Def råbte/VERB/0/root/Past/råbe »/PUNCT/4/punct "
                                 "~ja/INTJ/2/obj ~«/PUNCT/4/punct »/PUNCT/7/punct ~nej/INTJ/4/conj ~«/PUNCT/7/punct "
                                 "til/ADP/10/case hinanden/PRON/2/obl ~./PUNCT/2/punct"),
        annotated("da-empty-n4", "Funktionen/NOUN/5/nsubj/Def print/PROPN/1/appos ~(/PUNCT/2/punct ~)/PUNCT/2/punct "
                                 "udskriver/VERB/0/root/Fin/udskrive teksten/NOUN/5/obj/Def ~./PUNCT/5/punct"),
        # a quotation with its words; two quotations side by side with a space between
        annotated("da-empty-n1", "Han/PRON/2/nsubj/Nom sagde/VERB/0/root/Past/sige «/PUNCT/4/punct "
                                 "~ja/INTJ/2/obj ~»/PUNCT/4/punct "
                                 "til/ADP/7/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
        annotated("da-empty-n2", "Han/PRON/2/nsubj/Nom sagde/VERB/0/root/Past/sige \"/PUNCT/4/punct "
                                 "~ja/INTJ/2/obj ~\"/PUNCT/4/punct "
                                 "\"/PUNCT/7/punct ~nej/INTJ/4/conj ~\"/PUNCT/7/punct "
                                 "til/ADP/10/case mig/PRON/2/obl/Acc ~./PUNCT/2/punct"),
    ],
    "list_number": [
        "dev-21",  # 2. - Jeg ville nok få foretaget en ansigtsløftning ...: a numbered reply, accepted
        "test-29",  # 20 år senere tabte ...: a number that counts the next word, in lower case
        annotated("da-list-n1", "1./ADJ/2/amod maj/NOUN/3/obl holder/VERB/0/root/Fin/holde vi/PRON/3/nsubj/Nom "
                                "fri/ADJ/3/xcomp hele/ADJ/7/amod dagen/NOUN/3/obl/Def ~./PUNCT/3/punct"),
        annotated("da-list-n2", "3/NUM/2/nummod Mænd/NOUN/6/nsubj/Plur/mand og/CCONJ/5/cc en/DET/5/det "
                                "baby/NOUN/2/conj "
                                "kom/VERB/0/root/Past/komme ind/ADV/6/advmod ~./PUNCT/6/punct"),
    ],
    "dateline": [
        annotated("da-date-n1", "EU/PROPN/3/nsubj har/AUX/3/aux/Fin/have vedtaget/VERB/0/root/Part/vedtage "
                                "nye/ADJ/5/amod regler/NOUN/3/obj/Plur for/ADP/7/case fiskeriet/NOUN/5/nmod/Def "
                                "~./PUNCT/3/punct"),
        annotated("da-date-n2", "USA/PROPN/4/nsubj og/CCONJ/3/cc EU/PROPN/1/conj forhandler/VERB/0/root/Fin/forhandle "
                                "om/ADP/6/case told/NOUN/4/obl -/PUNCT/8/punct igen/ADV/4/advmod ~./PUNCT/4/punct"),
    ],
    "run_in_heading": [
        "dev-229",  # ... har Deres malerier ...: the polite pronoun keeps its capital
        "test-185",  # ... mod Det kgl. Teaters repertoire: a determiner in a name
        annotated("da-run-n1", "Han/PRON/2/nsubj/Nom stemte/VERB/0/root/Past/stemme på/ADP/5/case Det/PROPN/5/flat "
                               "Radikale/PROPN/2/obl Venstre/PROPN/5/flat ~./PUNCT/2/punct"),
        annotated("da-run-n2", "Hun/PRON/2/nsubj/Nom så/VERB/0/root/Past/se filmen/NOUN/2/obj/Def Den/DET/6/det "
                               "sidste/ADJ/6/amod viking/NOUN/3/appos ~./PUNCT/2/punct"),
        annotated("da-run-n3", "Det/PRON/2/nsubj sker/VERB/0/root/Fin/ske gennem/ADP/6/case såkaldte/ADJ/6/amod "
                               "Trust/NOUN/6/compound/Sing Funds/PROPN/2/obl ~./PUNCT/2/punct"),
        annotated("da-run-n4", "Han/PRON/2/nsubj/Nom beundrer/VERB/0/root/Fin/beundre maleren/NOUN/2/obj/Def "
                               "Leonardo/PROPN/3/appos Da/PROPN/4/flat Vinci/PROPN/4/flat ~./PUNCT/2/punct"),
    ],
    "heading_colon": [
        # a name and a colon before a quotation: how a text quotes
        annotated("da-head-n3", "Formanden/NOUN/0/root/Def ~:/PUNCT/1/punct \"/PUNCT/5/punct ~Vi/PRON/5/nsubj/Nom "
                                "går/VERB/1/parataxis/Fin/gå nu/ADV/5/advmod ~./PUNCT/5/punct ~\"/PUNCT/5/punct"),
        annotated("da-head-n1", "For/ADP/3/case det/DET/3/det andet/ADJ/6/obl ~:/PUNCT/3/punct "
                                "Mennesker/NOUN/6/nsubj/Plur oplever/VERB/0/root/Fin/opleve verden/NOUN/6/obj "
                                "forskelligt/ADV/6/advmod ~./PUNCT/6/punct"),
        annotated("da-head-n2", "Han/PRON/2/nsubj/Nom sagde/VERB/0/root/Past/sige ~:/PUNCT/5/punct Vi/PRON/5/nsubj/Nom "
                                "kommer/VERB/2/ccomp/Fin/komme i/ADP/7/case morgen/NOUN/5/obl ~./PUNCT/2/punct"),
        # a colon inside a title's quotation marks
        annotated("da-head-n4", "Filmen/NOUN/8/nsubj/Def \"/PUNCT/3/punct ~Dune/PROPN/1/appos ~:/PUNCT/5/punct "
                                "Del/NOUN/3/appos to/NUM/5/nummod ~\"/PUNCT/3/punct havde/VERB/0/root/Past/have "
                                "premiere/NOUN/8/obj i/ADP/11/case går/NOUN/8/obl ~./PUNCT/8/punct"),
    ],
    "no_finite_verb": [
        # a real verb a parser hung on a list of nouns: the dictionary reads it as a past tense
        annotated("da-nfv-n-list2", "Mænd/NOUN/0/root ~,/PUNCT/3/punct kvinder/NOUN/1/conj og/CCONJ/5/cc "
                                    "børn/NOUN/1/conj flygtede/VERB/1/conj/Past/flygte i/ADP/8/case "
                                    "panik/NOUN/6/obl ~./PUNCT/1/punct"),
        # the only verb, which a parser hung on a noun as the last of a list, has an object of its own
        annotated("da-nfv-n-list", "Drengen/NOUN/0/root/Def og/CCONJ/3/cc pigen/NOUN/1/conj/Def "
                                   "spiste/VERB/1/conj/Past/spise is/NOUN/4/obj ~./PUNCT/1/punct"),
        annotated("da-nfv-n1", "Tusind/NUM/2/nummod tak/NOUN/0/root for/ADP/6/case en/DET/6/det dejlig/ADJ/6/amod "
                               "aften/NOUN/2/nmod ~,/PUNCT/9/punct alle/PRON/9/det sammen/ADV/2/advmod "
                               "~./PUNCT/2/punct"),
        annotated("da-nfv-n2", "Sikke/DET/3/det et/DET/3/det vejr/NOUN/0/root i/ADP/5/case dag/NOUN/3/nmod "
                               "~!/PUNCT/3/punct"),
        # no FEATS: a finite verb by its form; a weak parser's noun with a subject of its own
        annotated("da-nfv-n3", "Huset/NOUN/3/nsubj var/AUX/3/cop rødt/ADJ/0/root i/ADP/5/case går/NOUN/3/obl "
                               "~./PUNCT/3/punct"),
        annotated("da-nfv-n4", "Udstillingen/NOUN/2/nsubj/Def varer/NOUN/0/root/Plur/vare til/ADP/6/case "
                               "den/DET/6/det 30./ADJ/6/amod oktober/NOUN/2/obl ~./PUNCT/2/punct"),
    ],
    "no_main_clause": [
        # a weak tagger's participle for the main verb, and a verb coordinated with it
        annotated("da-nmc-n13", "Da/SCONJ/3/mark krigen/NOUN/3/nsubj/Def sluttede/VERB/5/advcl/Past/slutte "
                                "~,/PUNCT/3/punct vendte/VERB/0/root/Part/vende soldaterne/NOUN/5/nsubj/Def "
                                "hjem/ADV/5/advmod og/CCONJ/9/cc fejrede/VERB/5/conj/Past/fejre sejren/NOUN/9/obj/Def "
                                "~./PUNCT/5/punct"),
        # thanks with a relative clause no word opens
        annotated("da-nmc-n14", "Tak/NOUN/0/root for/ADP/4/case den/DET/4/det gave/NOUN/1/nmod ~,/PUNCT/9/punct "
                                "min/DET/7/det mor/NOUN/9/nsubj har/AUX/9/aux/Fin/have "
                                "sendt/VERB/4/acl:relcl/Part/sende ~./PUNCT/1/punct"),
        # a verb the tree coordinates with the subordinate clause's, then the main clause
        annotated("da-nmc-n12", "Hvis/SCONJ/3/mark det/PRON/3/nsubj regner/VERB/9/advcl/Fin/regne ~,/PUNCT/7/punct "
                                "og/CCONJ/7/cc det/PRON/7/nsubj blæser/VERB/3/conj/Fin/blæse ~,/PUNCT/3/punct "
                                "bliver/VERB/0/root/Fin/blive vi/PRON/9/nsubj/Nom hjemme/ADV/9/advmod "
                                "~./PUNCT/9/punct"),
        "test-288",  # Og hvis det kniber ..., så kan de hjælpe ...: the main clause after the comma
        "dev-160",   # Jeg kunne se, at ...
        # a parser's noun root with the main clause hung on it as a clause: a conjunction joins it
        annotated("da-nmc-n11", "Spilleren/NOUN/0/root/Def ~,/PUNCT/3/punct Lars/PROPN/1/appos ~,/PUNCT/8/punct "
                                "og/CCONJ/8/cc Jens/PROPN/8/nsubj blev/AUX/8/aux/Past/blive "
                                "udvist/VERB/1/acl:relcl/Part/udvise ~./PUNCT/1/punct"),
        # a parser's noun root with a relative clause of an auxiliary and the main clause beside it
        annotated("da-nmc-n10", "Bogen/NOUN/0/root/Def ~,/PUNCT/5/punct han/PRON/5/nsubj/Nom "
                                "har/AUX/5/aux/Fin/have skrevet/VERB/1/acl:relcl/Part/skrive ~,/PUNCT/7/punct "
                                "sælger/VERB/1/parataxis/Fin/sælge godt/ADV/7/advmod ~./PUNCT/1/punct"),
        annotated("da-nmc-n1", "Når/SCONJ/3/mark han/PRON/3/nsubj/Nom kommer/VERB/5/advcl/Fin/komme hjem/ADV/3/advmod "
                               "spiser/VERB/0/root/Fin/spise vi/PRON/5/nsubj/Nom ~./PUNCT/5/punct"),
        annotated("da-nmc-n2", "Hvad/PRON/8/nsubj partiet/NOUN/3/nsubj/Def mener/VERB/1/acl:relcl/Fin/mene "
                               "om/ADP/5/case Danmark/PROPN/3/obl i/ADP/7/case dag/NOUN/3/obl "
                               "afhænger/VERB/0/root/Fin/afhænge "
                               "af/ADP/10/case vælgerne/NOUN/8/obl/Def ~./PUNCT/8/punct"),
        # a weak parser's verb tagged as a noun before a subordinate clause; a verb with an object
        annotated("da-nmc-n3", "Den/DET/3/det ene/ADJ/3/amod maskine/NOUN/4/nsubj brød/NOUN/0/root sammen/ADV/4/advmod "
                               "~,/PUNCT/9/punct hvorefter/ADV/9/advmod Urd/PROPN/9/nsubj "
                               "vendte/VERB/4/advcl/Past/vende "
                               "om/ADV/9/compound:prt ~./PUNCT/4/punct"),
        annotated("da-nmc-n4", "Det/DET/2/det medførte/NOUN/0/root ~,/PUNCT/6/punct at/SCONJ/6/mark Joe/PROPN/6/nsubj "
                               "fik/VERB/2/acl/Past/få tilbud/NOUN/6/obj ~./PUNCT/2/punct"),
        annotated("da-nmc-n5", "Lav/ADJ/0/root dernæst/ADV/1/advmod en/DET/4/det forsøgsrække/NOUN/1/obj "
                               "~,/PUNCT/8/punct "
                               "der/PRON/8/nsubj kan/AUX/8/aux/Fin/kunne afsløre/VERB/4/acl:relcl/Inf noget/PRON/8/obj "
                               "~./PUNCT/1/punct"),
        # "som" as a preposition, and a question word before its verb
        annotated("da-nmc-n6", "Som/ADP/2/case barn/NOUN/3/obl boede/VERB/0/root/Past/bo jeg/PRON/3/nsubj/Nom "
                               "i/ADP/6/case Odense/PROPN/3/obl ~./PUNCT/3/punct"),
        annotated("da-nmc-n7", "Hvis/SCONJ/3/mark han/PRON/3/nsubj/Nom kom/VERB/6/advcl/Past/komme ~,/PUNCT/3/punct "
                               "hvorfor/ADV/6/advmod gik/VERB/0/root/Past/gå han/PRON/6/nsubj/Nom så/ADV/6/advmod "
                               "~?/PUNCT/6/punct"),
    ],
    "no_subject": [
        annotated("da-nsb-n1", "Kommer/VERB/6/advcl/Fin/komme han/PRON/1/nsubj/Nom i/ADP/4/case morgen/NOUN/1/obl "
                               "~,/PUNCT/1/punct tager/VERB/0/root/Fin/tage vi/PRON/6/nsubj/Nom ud/ADV/6/advmod "
                               "~./PUNCT/6/punct"),
        annotated("da-nsb-n2", "Læs/VERB/0/root/Imp/læse mere/ADV/1/advmod om/ADP/4/case sagen/NOUN/1/obl/Def "
                               "her/ADV/1/advmod ~./PUNCT/1/punct"),
        annotated("da-nsb-n3", "Nu/ADV/2/advmod regner/VERB/0/root/Fin/regne det/PRON/2/expl igen/ADV/2/advmod "
                               "over/ADP/6/case byen/NOUN/2/obl/Def ~./PUNCT/2/punct"),
        # a subject the parse missed, and a passive
        annotated("da-nsb-n4", "Sker/VERB/6/advcl/Fin/ske det/PRON/1/obj ~,/PUNCT/1/punct må/AUX/6/aux/Fin "
                               "vi/PRON/6/nsubj/Nom handle/VERB/0/root/Inf ~./PUNCT/6/punct"),
        annotated("da-nsb-n5", "Her/ADV/3/advmod blev/AUX/3/aux:pass/Past/blive drevet/VERB/0/root/Part/drive "
                               "socialt/ADJ/5/amod arbejde/NOUN/3/obj i/ADP/7/case årevis/NOUN/3/obl ~./PUNCT/3/punct"),
    ],
    "attribution_tag": [
        annotated("da-att-n1", "Han/PRON/2/nsubj/Nom sagde/VERB/0/root/Past/sige det/PRON/2/obj til/ADP/6/case "
                               "sin/DET/6/det formand/NOUN/2/obl ~./PUNCT/2/punct"),
        annotated("da-att-n2", '"/PUNCT/3/punct ~Jeg/PRON/3/nsubj/Nom kommer/VERB/0/root/Fin/komme ~,/PUNCT/3/punct '
                               '~"/PUNCT/3/punct sagde/VERB/3/parataxis/Past/sige han/PRON/6/nsubj/Nom til/ADP/9/case '
                               'Ole/PROPN/6/obl ~./PUNCT/3/punct'),
    ],
    "cut_off": [
        annotated("da-cut-n1", "Han/PRON/2/nsubj/Nom bor/VERB/0/root/Fin/bo i/ADP/4/case nr./NOUN/2/obl/Abbr "
                               "7/NUM/4/nummod ~./PUNCT/2/punct"),
        annotated("da-cut-n2", "Hun/PRON/2/nsubj/Nom betalte/VERB/0/root/Past/betale 70/NUM/4/nummod "
                               "kr/NOUN/2/obj/Abbr "
                               "~./PUNCT/2/punct"),
    ],
}

WHOLE = {
    "imperative": "dev-83",    # Skrab kernerne ud af agurk, men ikke af courgette.
    "question": "dev-233",     # Hvad er et dårligt blodomløb i benene?
    "greeting": NEAR_MISSES["no_finite_verb"][0],  # Tusind tak for en dejlig aften, alle sammen.
    "exclamation": "dev-3",    # Raki fortyndes med vand ..., som man dog ikke skal lade sig narre af!
    "fronted_subordinate_clause": "dev-56",  # Hvis han i stedet havde sagt, ..., kunne man måske have troet ham.
    "coordinated_main_clause": annotated(
        "da-coord", "Han/PRON/2/nsubj/Nom kom/VERB/0/root/Past/komme hjem/ADV/2/advmod ~,/PUNCT/7/punct og/CCONJ/7/cc "
                    "så/ADV/7/advmod gik/VERB/2/conj/Past/gå vi/PRON/7/nsubj/Nom i/ADP/10/case "
                    "biografen/NOUN/7/obl/Def "
                    "~./PUNCT/2/punct"),
    "quoted_speech": NEAR_MISSES["attribution_tag"][1],  # "Jeg kommer," sagde han til Ole.
}

MENDED = [
    (annotated("da-mend-1", "Billetten/NOUN/2/nsubj/Def koster/VERB/0/root/Fin/koste 70/NUM/4/nummod "
                            "kr./NOUN/2/obj/Abbr ~./PUNCT/2/punct"), "Billetten koster 70 kr."),
    (annotated("da-mend-2", "Stakken/NOUN/2/nsubj/Def vejede/VERB/0/root/Past/veje 43,5/NUM/4/nummod "
                            "kg/NOUN/2/obj ~../PUNCT/2/punct"), "Stakken vejede 43,5 kg."),
    (annotated("da-mend-3", "Lancia/PROPN/2/nsubj har/VERB/0/root/Fin/have biler/NOUN/2/obj/Plur ~,/PUNCT/7/punct "
                            "f.eks./ADV/7/advmod ~./PUNCT/5/punct Lancia/PROPN/3/appos Thema/PROPN/7/flat "
                            "~./PUNCT/2/punct"),
     "Lancia har biler, f.eks. Lancia Thema."),
]
