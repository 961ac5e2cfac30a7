"""Hand-written templates, tables and formats of the eighth multilingual set
(data/languages-eighth/), read by eighth_build.py.

Nobody working on the tool may read this file before the set's one scoring run:
it holds the set's templates, its no-date lines and its `date` and `ls` formats.

Per language (LANGS[lang]):
  'full', 'month', 'noyear': [(register, template, options)]: 11 full-date
      templates used once each; 6 month + year and 6 day + month templates, the
      first two of each used twice with another date;
  'none': [(register, line)]: 5 lines without a date;
  'date': [(locale, FORMAT, kind)]: `date -d ... '+FORMAT'` (2 full, 1 month,
      1 day + month);
  'ls': [(locale, time style or None, kind)]: `ls -l [--time-style=STYLE]` on a
      file touched to the drawn date (3 full, 1 day + month).
Template fields: {Y} {m} {mm} {d} {dd} {H} {HH} {MI} (time), {HE} {hE} {ME}
(the end of a time range), {h12} (afternoon hours 1..12), {mr} (Roman month),
{Yh} {mh} {dh} (Han numerals), M<key> / W<key> (month / weekday names of the
tables below, with C = capitalised, U = upper case) and the fields of EXTRA.
Options: 'years': (first, last) of the draw; 'am' 8..11 h, 'pm' 13..18 h,
'eve' 17..19 h; 'digits': 'arab', 'persian', 'deva', 'thai' or 'full' (native
digits everywhere but inside ⟦ ⟧).
"""

BORN = {'years': (1900, 1990)}       # dates of birth
PAST = {'years': (1900, 2015)}       # chronologies, biographies
RECENT = {'years': (1995, 2045)}     # bills, deadlines, bylines, lotteries, notices
EVENT = {'q': True}                  # services, fixtures: minutes in quarters
OFFICE = {'office': True, 'workday': True}   # auctions, tenders: office hours


def opt(base, **kw):
    d = dict(base)
    d.update(kw)
    return d


MONTHS = {}
WEEKDAYS = {}
EXTRA = {}
LANGS = {}

# ------------------------------------------------------------------ es
MONTHS['es'] = {
    'n': 'enero febrero marzo abril mayo junio julio agosto septiembre octubre '
         'noviembre diciembre'.split(),
    'b': 'ene feb mar abr may jun jul ago sep oct nov dic'.split(),
}
WEEKDAYS['es'] = {
    'n': 'lunes martes miércoles jueves viernes sábado domingo'.split(),
    'a': 'lun. mar. mié. jue. vie. sáb. dom.'.split(),
}
ES_DAYS = ('uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece '
           'catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno '
           'veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete '
           'veintiocho veintinueve treinta').split() + ['treinta y uno']
EXTRA['es'] = lambda y, m, d, h, mi: {'dw': ES_DAYS[d - 1]}
LANGS['es'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'La poeta Amalia Cifuentes nació en Valparaíso el {d} de {Mn} de {Y}.', BORN),
        ('online newspaper byline (city, date, time, zone)',
         'Madrid - {d} {MbU} {Y} - {HH}:{MI} CET', RECENT),
        ('school report card, delivery date',
         'Boletín de notas de la 2.ª evaluación, entregado el {dd}/{mm}/{Y}', RECENT),
        ('court auction notice with weekday and time',
         'Subasta pública: {Wn} {d} de {Mn} de {Y}, {HH}:{MI} h, Juzgado n.º 3', OFFICE),
        ('train operator notice, cancelled service with weekday',
         'Renfe informa: el {Wn} {dd}/{mm}/{Y} se suprime el tren de las {HH}:{MI}.',
         RECENT),
        ('library loan slip, due date',
         'Biblioteca municipal · Fecha de devolución: {dd}/{mm}/{Y}', RECENT),
        ('gas bill, direct debit date',
         'Factura de gas. Importe a cargar en su cuenta el {d} de {Mn} de {Y}.', RECENT),
        ('job advertisement, application deadline',
         'Las solicitudes podrán presentarse hasta el {d} de {Mn} de {Y} inclusive.',
         RECENT),
        ('lottery draw heading with weekday',
         'Sorteo n.º 21 del {Wn} {d} de {Mn} de {Y}: combinación ganadora', RECENT),
        ('parish notice, confirmations with weekday and time',
         'Confirmaciones: {Wn} {d} de {Mn} de {Y}, {HH}:{MI} h, San Ginés', EVENT),
        ('local history chronology entry',
         '{d} de {Mn} de {Y}. Se inaugura el tranvía eléctrico en la ciudad.', PAST),
    ],
    'month': [
        ('monthly planner heading', 'Planificador mensual · {MnU} {Y}', {}),
        ('gas bill, billed consumption month',
         'Consumo facturado correspondiente a {Mn} de {Y}', RECENT),
        ('biography in running text, a move',
         'En {Mn} de {Y} se instaló en Buenos Aires, donde abrió su primer taller.', PAST),
        ('magazine cover line', 'Revista Cauce · Año XII · N.º 137 · {MnC} {Y}', {}),
        ('new-build flat advert, key handover', 'Entrega de llaves prevista para {Mn} de {Y}.',
         RECENT),
        ('job advertisement, start month',
         'Incorporación inmediata o, como muy tarde, en {Mn} de {Y}.', RECENT),
    ],
    'noyear': [
        ('bus timetable change notice',
         'Desde el {d} de {Mn}, la línea 27 de autobús sale desde la plaza Mayor.',
         {}),
        ('library renewal receipt (dd/mm)',
         'Préstamo renovado. Nueva fecha de devolución: {dd}/{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC} {d} de {Mn}: misa de la familia a las {HH}:{MI} en la capilla.', EVENT),
        ('amateur football fixture with abbreviated weekday',
         'Jornada 9 · {WaC} {d}/{mm} · CD Almenara – UD Pinar · {HH}:{MI}', EVENT),
        ('spoken-style message, day in words',
         'Nos vemos el {dw} de {Mn}, que es cuando vuelve Lucía.', {}),
        ('museum closure notice', 'El museo cerrará sus puertas el {d} de {Mn} por inventario.',
         {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'El tren con destino a Cádiz efectuará su salida por la vía 4 a las 16:45.'),
        ('electricity bill, consumption and amount',
         'Consumo del periodo: 284 kWh. Importe total: 61,37 €.'),
        ('library rules', 'Puede renovar el préstamo hasta 3 veces desde su área de lector.'),
        ('job advertisement, salary and hours',
         'Salario bruto anual: 28.500 € en 14 pagas; jornada de 37,5 horas semanales.'),
        ('swimming pool season, months without day or year',
         'La piscina descubierta abre de junio a septiembre.'),
    ],
    'date': [
        ('es_UY', '%A %-d de %B del %Y, %H:%M hs.', 'full'),
        ('es_VE', '%d-%b-%Y', 'full'),
        ('es_DO', '%B del %Y', 'month'),
        ('es_CR', '%-d de %B, %-I:%M %p', 'noyear'),
    ],
    'ls': [
        ('es_UY', None, 'full'),
        ('es_PY', '+%a %d/%b/%Y %H:%M', 'full'),
        ('es_NI', '+%A, %d/%m/%Y %H:%M', 'full'),
        ('es_GT', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ fr
MONTHS['fr'] = {
    'n': 'janvier février mars avril mai juin juillet août septembre octobre '
         'novembre décembre'.split(),
    'a': 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(),
}
WEEKDAYS['fr'] = {
    'n': 'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(),
    'a': 'lun. mar. mer. jeu. ven. sam. dim.'.split(),
}
FR_DAYS = ['premier'] + ('deux trois quatre cinq six sept huit neuf dix onze douze '
                         'treize quatorze quinze seize dix-sept dix-huit dix-neuf '
                         'vingt').split() + ['vingt et un'] + (
    'vingt-deux vingt-trois vingt-quatre vingt-cinq vingt-six vingt-sept vingt-huit '
    'vingt-neuf trente').split() + ['trente et un']


def _fr(y, m, d, h, mi):
    name = MONTHS['fr']['n'][m - 1]
    return {'do': '1er' if d == 1 else str(d), 'dw': FR_DAYS[d - 1],
            'deM': ("d'" if name[0] in 'aeiouyéè' else 'de ') + name}


EXTRA['fr'] = _fr
LANGS['fr'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Née le {do} {Mn} {Y} à Lyon, Hélène Vasseur étudie le violon.',
         BORN),
        ('online newspaper byline, published and updated',
         'Publié le {do} {Mn} {Y} à {HH}h{MI}, mis à jour à {HE}h{ME}', RECENT),
        ('school report, class council date',
         'Bulletin du 2e trimestre — conseil de classe du {dd}/{mm}/{Y}', RECENT),
        ('auction house notice with weekday',
         'Vente aux enchères : {Wn} {do} {Mn} {Y}, {HH} h {MI}, hôtel des ventes', OFFICE),
        ('regional train works notice with weekday',
         'En raison de travaux, aucun TER ne circulera le {Wn} {do} {Mn} {Y}.', RECENT),
        ('library loan slip, return date', 'Médiathèque — à rendre avant le {dd}/{mm}/{Y}',
         RECENT),
        ('electricity bill, payment deadline',
         "Facture d'électricité : date limite de paiement le {d} {Ma} {Y}", RECENT),
        ('call for papers, submission deadline',
         'Soumission des articles : date limite le {do} {Mn} {Y} à minuit',
         RECENT),
        ('lottery results heading with weekday',
         'Tirage du Loto du {Wn} {do} {Mn} {Y} : résultats et rapports', RECENT),
        ('parish bulletin, baptisms with weekday',
         'Baptêmes : {Wn} {do} {Mn} {Y} à {H}h{MI}, église Saint-Paul', EVENT),
        ('city history chronology entry',
         '{do} {Mn} {Y} : ouverture de la première ligne de métro de la ville.', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} — planning du mois', {}),
        ('water meter reading statement', 'Relevé de consommation : {Mn} {Y}, index réel',
         RECENT),
        ('biography in running text, a move',
         "En {Mn} {Y}, elle s'installe à Montréal et ouvre son propre atelier.", PAST),
        ('magazine issue line', 'Le Petit Jardinier n° 412 — {Mn} {Y}', {}),
        ('flat to let, available from (de / d\')',
         'Appartement T3 disponible à partir {deM} {Y}, loyer 890 € CC', RECENT),
        ('job advertisement, start month', 'Prise de poste souhaitée : {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus network change notice',
         "À compter du {do} {Mn}, la ligne 12 du bus ne dessert plus l'arrêt Gambetta.",
         {}),
        ('library renewal receipt (dd/mm)', 'Prolongation acceptée : nouveau retour le {dd}/{mm}',
         {}),
        ('parish weekly notice with weekday',
         '{WnC} {do} {Mn} : messe des familles à {H}h{MI}', EVENT),
        ('amateur football fixture with abbreviated weekday',
         'J9 · {WaC} {do} {Ma} · AS Valmont – FC Rivière · {HH}h{MI}', EVENT),
        ('spoken-style message, day in words', 'On se retrouve le {dw} {Mn} chez Mamie.', {}),
        ('museum closure notice', 'Fermeture exceptionnelle du musée le {do} {Mn}.', {}),
    ],
    'none': [
        ('station announcement with track and time', 'Le TGV 6607 partira voie B à 17 h 42.'),
        ('electricity bill, consumption and amount',
         'Consommation sur la période : 1 284 kWh, soit 214,60 € TTC.'),
        ('library rules',
         'Vous pouvez prolonger vos prêts deux fois, pour une durée de 3 semaines.'),
        ('job advertisement, hours and salary',
         'CDI à temps plein, 35 h par semaine, salaire : 2 300 € brut mensuel.'),
        ('castle opening season, months without day or year',
         "Le château est ouvert au public d'avril à octobre."),
    ],
    'date': [
        ('fr_LU', 'le %A %-d %B %Y à %H:%M', 'full'),
        ('fr_CA', '%Y-%m-%d %Hh%M', 'full'),
        ('fr_BE', 'en %B %Y', 'month'),
        ('fr_CH', '%-d %B, %H h %M', 'noyear'),
    ],
    'ls': [
        ('fr_LU', '+%-d %B %Y, %H:%M', 'full'),
        ('fr_CH', '+%a %d.%m.%Y %H:%M', 'full'),
        ('fr_BE', '+%d/%m/%Y %Hh%M', 'full'),
        ('fr_FR', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ de
MONTHS['de'] = {
    'n': 'Januar Februar März April Mai Juni Juli August September Oktober November '
         'Dezember'.split(),
    'a': 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(),
}
WEEKDAYS['de'] = {
    'n': 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag'.split(),
    'a': 'Mo. Di. Mi. Do. Fr. Sa. So.'.split(),
}
DE_ORD = ('ersten zweiten dritten vierten fünften sechsten siebten achten neunten '
          'zehnten elften zwölften dreizehnten vierzehnten fünfzehnten sechzehnten '
          'siebzehnten achtzehnten neunzehnten zwanzigsten einundzwanzigsten '
          'zweiundzwanzigsten dreiundzwanzigsten vierundzwanzigsten fünfundzwanzigsten '
          'sechsundzwanzigsten siebenundzwanzigsten achtundzwanzigsten '
          'neunundzwanzigsten dreißigsten einunddreißigsten').split()
EXTRA['de'] = lambda y, m, d, h, mi: {'dwo': DE_ORD[d - 1]}
LANGS['de'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'Irmgard Wendler (* {d}. {Mn} {Y} in Görlitz) ist eine deutsche Bildhauerin.',
         BORN),
        ('news site byline, last update with weekday',
         'Zuletzt aktualisiert: {Wn}, {dd}.{mm}.{Y}, {HH}:{MI} Uhr', RECENT),
        ('school leaving certificate, date of issue',
         'Zeugnis der Allgemeinen Hochschulreife, ausgestellt am {dd}.{mm}.{Y}', {}),
        ('court auction notice with weekday',
         'Versteigerungstermin: {Wn}, {d}. {Mn} {Y}, {HH}:{MI} Uhr, Saal 12', OFFICE),
        ('regional train works notice with weekday',
         'Wegen Bauarbeiten fällt am {Wn}, {d}. {Mn} {Y} der RE 7 aus.', RECENT),
        ('library loan slip, due date', 'Stadtbücherei – Rückgabe bis {dd}.{mm}.{Y}', RECENT),
        ('electricity bill, direct debit date',
         'Stromrechnung: Der Betrag wird am {d}. {Ma} {Y} abgebucht.', RECENT),
        ('job advertisement, application deadline', 'Bewerbungsschluss ist der {d}. {Mn} {Y}.',
         RECENT),
        ('lottery results heading with weekday',
         'Lottozahlen vom {Wn}, {dd}.{mm}.{Y}: Ziehung 6 aus 49', RECENT),
        ('parish newsletter, confirmation service with weekday',
         'Konfirmation: {Wn}, {d}. {Mn} {Y}, {HH}:{MI} Uhr, Stadtkirche', EVENT),
        ('city history chronology entry',
         '{d}. {Mn} {Y}: Eröffnung der ersten Straßenbahnlinie der Stadt', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} · Monatsübersicht', {}),
        ('utility statement for a month', 'Verbrauchsabrechnung für {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         'Im {Mn} {Y} zog sie nach Wien, wo sie ein eigenes Atelier eröffnete.', PAST),
        ('magazine issue line', 'Gartenfreund · Ausgabe 214 · {Mn} {Y}', {}),
        ('flat to let, vacant from', '3-Zimmer-Wohnung, bezugsfrei ab {Mn} {Y}', RECENT),
        ('job advertisement, start month', 'Eintrittstermin: {Mn} {Y} oder nach Vereinbarung',
         RECENT),
    ],
    'noyear': [
        ('bus route change notice',
         'Ab {d}. {Mn} fährt der Bus 42 wieder über den Marktplatz.', {}),
        ('library renewal receipt (dd.mm.)', 'Verlängert bis {dd}.{mm}.', {}),
        ('parish weekly notice with weekday',
         '{WnC}, {d}. {Mn}: Familiengottesdienst um {HH}:{MI} Uhr', EVENT),
        ('amateur football fixture with abbreviated weekday',
         '3. Spieltag: {Wa} {dd}.{mm}., {HH}:{MI} Uhr – TSV Lindach gegen SV Oberberg', EVENT),
        ('spoken-style message, ordinal in words', 'Wir feiern am {dwo} {Mn} bei Oma.', {}),
        ('museum closure notice', 'Das Museum bleibt am {d}. {Mn} geschlossen.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'Der ICE 598 fährt heute von Gleis 7 um 16:42 Uhr ab.'),
        ('energy bill, consumption and instalment',
         'Ihr Verbrauch: 2.847 kWh, Abschlag neu: 96,00 € monatlich.'),
        ('library rules',
         'Jedes Medium kann bis zu dreimal verlängert werden, wenn es niemand vormerkt.'),
        ('job advertisement, hours and pay scale',
         'Vollzeit (40 Std./Woche), Vergütung nach TV-L E 9, 30 Tage Urlaub.'),
        ('outdoor pool season, months without day or year',
         'Das Freibad ist von Mai bis September geöffnet.'),
    ],
    'date': [
        ('de_LU', '%A, den %-d. %B %Y', 'full'),
        ('de_IT', '%-d. %B %Y, %H:%M Uhr', 'full'),
        ('de_BE', 'im %B %Y', 'month'),
        ('de_DE', 'am %-d. %B um %H:%M Uhr', 'noyear'),
    ],
    'ls': [
        ('de_BE', None, 'full'),
        ('de_AT', '+%a %d.%m.%Y %H:%M', 'full'),
        ('de_IT', '+%d. %b %Y, %H:%M', 'full'),
        ('de_CH', '+%d.%m. %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ it
MONTHS['it'] = {
    'n': 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre '
         'novembre dicembre'.split(),
    'a': 'gen. feb. mar. apr. mag. giu. lug. ago. set. ott. nov. dic.'.split(),
}
WEEKDAYS['it'] = {
    'n': 'lunedì martedì mercoledì giovedì venerdì sabato domenica'.split(),
}
IT_DAYS = ('primo due tre quattro cinque sei sette otto nove dieci undici dodici '
           'tredici quattordici quindici sedici diciassette diciotto diciannove venti '
           'ventuno ventidue ventitré ventiquattro venticinque ventisei ventisette '
           'ventotto ventinove trenta trentuno').split()


def _it(y, m, d, h, mi):
    num = '1°' if d == 1 else str(d)
    vowel = d in (8, 11)
    word = IT_DAYS[d - 1]
    return {'il_d': ("l'" if vowel else 'il ') + num,
            'Dal_d': ("Dall'" if vowel else 'Dal ') + num,
            'il_dw': ("l'" if word[0] in 'aeiou' else 'il ') + word}


EXTRA['it'] = _it
LANGS['it'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Nata a Cremona {il_d} {Mn} {Y}, Lucia Ferraris studia pianoforte a Milano.',
         BORN),
        ('online newspaper byline, published and updated',
         'Pubblicato {il_d} {Mn} {Y} alle ore {HH}:{MI} — ultimo aggiornamento {HE}:{ME}',
         RECENT),
        ('school report card, delivery date',
         'Pagella del primo quadrimestre, consegnata in data {dd}/{mm}/{Y}', RECENT),
        ('court auction notice with weekday',
         'Asta pubblica: {Wn} {d} {Mn} {Y}, ore {HH}:{MI}, Tribunale di Monza', OFFICE),
        ('rail strike notice with weekday',
         'Sciopero: {Wn} {d} {Mn} {Y} possibili cancellazioni dei regionali', RECENT),
        ('library loan slip, due date', 'Biblioteca civica – restituire entro il {dd}/{mm}/{Y}',
         RECENT),
        ('gas bill, payment deadline (abbreviated month)',
         'Bolletta del gas – da pagare entro {il_d} {Ma} {Y}', RECENT),
        ('public competition notice, application deadline',
         'Le candidature devono pervenire entro e non oltre {il_d} {Mn} {Y}.', RECENT),
        ('lottery draw heading with weekday', 'Estrazione del Lotto di {Wn} {d} {Mn} {Y}', RECENT),
        ('parish notice, confirmations with weekday',
         'Cresime: {Wn} {d} {Mn} {Y} alle {H}:{MI} nella chiesa di San Lorenzo', EVENT),
        ('recipe blog post timestamp', 'Pubblicato da Giulia {il_d} {Mn} {Y} in Ricette',
         RECENT),
    ],
    'month': [
        ('monthly planner heading', '{MnC} {Y} – agenda del mese', {}),
        ('utility bill, billed month', 'Consumi fatturati: {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         'Nel {Mn} del {Y} si trasferisce a Torino, dove apre la sua prima bottega.', PAST),
        ('magazine issue line', 'Cucina Facile n. 215, {Mn} {Y}', {}),
        ('flat to let, free from', 'Trilocale libero da {Mn} {Y}, 750 euro al mese', RECENT),
        ('job advertisement, start month', 'Inizio attività previsto per {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice',
         '{Dal_d} {Mn} la linea 14 non ferma in piazza Garibaldi.', {}),
        ('library renewal receipt (dd/mm)', 'Prestito rinnovato fino al {dd}/{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC} {d} {Mn}: Messa delle famiglie alle ore {HH}:{MI}', EVENT),
        ('amateur football fixture with weekday',
         '5ª giornata – {WnC} {d}/{mm} ore {HH}:{MI} – Virtus Riva vs Sporting Lago', EVENT),
        ('spoken-style message, day in words', 'Ci vediamo {il_dw} {Mn} da nonna.', {}),
        ('museum closure notice', 'Il museo resterà chiuso {il_d} {Mn} per manutenzione.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'Il Frecciarossa 9544 partirà dal binario 6 alle 17:35.'),
        ('gas bill, consumption and amount',
         'Consumo nel periodo: 412 Smc, totale da pagare 187,45 euro.'),
        ('library rules', 'Il prestito può essere rinnovato una sola volta per altri 30 giorni.'),
        ('job advertisement, contract and pay',
         'Contratto a tempo indeterminato, 38 ore settimanali, RAL 32.000 euro.'),
        ('beach season, months without day or year',
         'Lo stabilimento balneare è aperto da maggio a settembre.'),
    ],
    'date': [
        ('it_CH', '%A %-d %B %Y, ore %H:%M', 'full'),
        ('it_IT', '%d/%m/%Y alle %H:%M', 'full'),
        ('it_CH', 'mese di %B %Y', 'month'),
        ('it_IT', '%-d %B, ore %H:%M', 'noyear'),
    ],
    'ls': [
        ('it_IT', '+%d %B %Y, %H:%M', 'full'),
        ('it_CH', '+%A %d.%m.%Y', 'full'),
        ('it_IT', '+%Y-%m-%d %H:%M (%a)', 'full'),
        ('it_CH', '+%-d %B %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ pt
MONTHS['pt'] = {
    'n': 'janeiro fevereiro março abril maio junho julho agosto setembro outubro '
         'novembro dezembro'.split(),
}
WEEKDAYS['pt'] = {
    'n': 'segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado '
         'domingo'.split(),
    'p': ['na segunda-feira', 'na terça-feira', 'na quarta-feira', 'na quinta-feira',
          'na sexta-feira', 'no sábado', 'no domingo'],
    'a': 'seg. ter. qua. qui. sex. sáb. dom.'.split(),
}
PT_DAYS = ['primeiro', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove',
           'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete',
           'dezoito', 'dezenove', 'vinte', 'vinte e um', 'vinte e dois', 'vinte e três',
           'vinte e quatro', 'vinte e cinco', 'vinte e seis', 'vinte e sete', 'vinte e oito',
           'vinte e nove', 'trinta', 'trinta e um']
EXTRA['pt'] = lambda y, m, d, h, mi: {'dp': '1º' if d == 1 else str(d), 'dw': PT_DAYS[d - 1]}
LANGS['pt'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Nascida no Recife em {dp} de {Mn} de {Y}, Cecília Moura estudou piano.',
         BORN),
        ('Brazilian news portal byline, published and updated',
         'Publicado em {dd}/{mm}/{Y} às {HH}h{MI} – Atualizado às {HE}h{ME}', RECENT),
        ('school transcript, date of issue', 'Histórico escolar emitido em {dp} de {Mn} de {Y}',
         {}),
        ('court auction notice with weekday',
         'Leilão judicial: {Wn}, {dp} de {Mn} de {Y}, às {H}h{MI}', OFFICE),
        ('Portuguese rail strike notice with weekday',
         'Comboios suprimidos {Wp}, {d} de {Mn} de {Y}, por greve.', RECENT),
        ('library loan slip, due date', 'Biblioteca Municipal – Devolver até {dd}/{mm}/{Y}',
         RECENT),
        ('Portuguese water bill, direct debit date',
         'Fatura da água: débito direto a {d} de {Mn} de {Y}', RECENT),
        ('conference call for abstracts, deadline',
         'Prazo para submissão de resumos: até {dp} de {Mn} de {Y}', RECENT),
        ('lottery results heading with weekday',
         'Resultado da Mega-Sena, concurso 2871, sorteio de {Wn}, {dd}/{mm}/{Y}', RECENT),
        ('parish notice, confirmation with weekday',
         'Crisma: {Wn}, {dp} de {Mn} de {Y}, às {H}h{MI}, na Matriz de Santana', EVENT),
        ('Portuguese flat listing, available from',
         'Apartamento T2 disponível a partir de {d} de {Mn} de {Y}', RECENT),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} · planejamento mensal', {}),
        ('water bill, consumption month', 'Consumo de {Mn} de {Y} (leitura real)', RECENT),
        ('biography in running text, a move',
         'Em {Mn} de {Y} mudou-se para Lisboa, onde abriu o seu primeiro ateliê.', PAST),
        ('magazine issue line', 'Revista Casa & Jardim – Edição 412 – {MnC} de {Y}', {}),
        ('job advertisement, start month', 'Vaga para início em {Mn} de {Y}, regime CLT',
         RECENT),
        ('new-build advert, key handover', 'Entrega das chaves prevista para {Mn} de {Y}',
         RECENT),
    ],
    'noyear': [
        ('bus route change notice',
         'A partir de {dp} de {Mn}, a linha 735 passa a sair do Terminal Pinheiros.', {}),
        ('library renewal receipt (dd/mm)', 'Renovação feita. Nova data de devolução: {dd}/{mm}.',
         {}),
        ('parish weekly notice with weekday',
         '{WnC}, {dp} de {Mn}: missa em ação de graças às {H}h.', {}),
        ('amateur football fixture with abbreviated weekday',
         'Rodada 9 – {WaC} {dd}/{mm}, {H}h{MI}: Tupi x Ipatinga', EVENT),
        ('spoken-style message, day in words', 'A festa é no dia {dw} de {Mn}, lá em casa.', {}),
        ('museum closure notice', 'O museu estará fechado no dia {dp} de {Mn} para inventário.',
         {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'O Alfa Pendular 133 parte da linha 5 às 17h42.'),
        ('electricity bill, consumption and amount',
         'Consumo no período: 312 kWh – total a pagar R$ 248,90.'),
        ('pharmacy label, dosage', 'Tomar 1 comprimido a cada 8 horas, durante 7 dias.'),
        ('job advertisement, salary and hours',
         'Salário de R$ 4.800 + benefícios, 44 horas semanais.'),
        ('beach season, months without day or year',
         'A temporada de praia vai de dezembro a março.'),
    ],
    'date': [
        ('pt_PT', '%A, %-d de %B de %Y às %H:%M', 'full'),
        ('pt_BR', '%d/%m/%Y às %Hh%M', 'full'),
        ('pt_BR', 'mês de %B de %Y', 'month'),
        ('pt_PT', '%-d de %B, às %H:%M', 'noyear'),
    ],
    'ls': [
        ('pt_BR', '+%a, %d/%m/%Y %H:%M', 'full'),
        ('pt_PT', '+%-d %b %Y, %H:%M', 'full'),
        ('pt_BR', '+%A, %-d de %B de %Y', 'full'),
        ('pt_BR', '+%d/%m %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ nl
MONTHS['nl'] = {
    'n': 'januari februari maart april mei juni juli augustus september oktober '
         'november december'.split(),
    'a': 'jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.'.split(),
}
WEEKDAYS['nl'] = {
    'n': 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag'.split(),
    'a': 'ma. di. wo. do. vr. za. zo.'.split(),
}
NL_DAYS = ('één twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien '
           'vijftien zestien zeventien achttien negentien twintig eenentwintig '
           'tweeëntwintig drieëntwintig vierentwintig vijfentwintig zesentwintig '
           'zevenentwintig achtentwintig negenentwintig dertig eenendertig').split()
EXTRA['nl'] = lambda y, m, d, h, mi: {'dw': NL_DAYS[d - 1]}
LANGS['nl'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'Anna Verbeek (Haarlem, {d} {Mn} {Y}) is een Nederlandse glazenier.', BORN),
        ('news site byline with weekday', 'Geplaatst op {Wn} {d} {Mn} {Y} om {HH}:{MI}', RECENT),
        ('school report, date handed out (dd-mm-yyyy)',
         'Rapport tweede periode, uitgereikt op {dd}-{mm}-{Y}', RECENT),
        ('foreclosure auction notice with weekday',
         'Executieveiling: {Wn} {d} {Mn} {Y}, {HH}:{MI} uur, veilinghuis Smits', OFFICE),
        ('rail works notice with weekday',
         'Werkzaamheden: {Wn} {d} {Mn} {Y} geen treinen Utrecht – Gouda', RECENT),
        ('library loan slip, return date (abbreviated month)', 'Inleverdatum: {d} {Ma} {Y}',
         RECENT),
        ('energy bill, direct debit date',
         'Uw energierekening wordt op {d} {Mn} {Y} automatisch afgeschreven.', RECENT),
        ('job advertisement, deadline with weekday',
         'Reageren kan tot en met {Wn} {d} {Mn} {Y}.', RECENT),
        ('lottery results heading with weekday',
         'Uitslag Lotto-trekking van {Wn} {d} {Mn} {Y}', RECENT),
        ('parish notice, confirmation with weekday',
         'Vormsel: {Wn} {d} {Mn} {Y}, {HH}:{MI} uur, Sint-Janskerk', EVENT),
        ('food product recall, best-before date',
         'Terugroepactie: pindakaas met houdbaarheidsdatum {dd}-{mm}-{Y}', RECENT),
    ],
    'month': [
        ('monthly planner heading', '{MnC} {Y} – maandplanner', {}),
        ('energy statement, month of use', 'Verbruik {Mn} {Y}: 214 kWh', RECENT),
        ('biography in running text, a move',
         'In {Mn} {Y} verhuisde ze naar Antwerpen, waar ze een eigen atelier begon.', PAST),
        ('magazine issue line', 'Tuinieren nr. 7 – {Mn} {Y}', {}),
        ('flat to let, available from', 'Beschikbaar per {Mn} {Y}, huurprijs € 1.150 per maand',
         RECENT),
        ('job advertisement, start month', 'Startdatum: {Mn} {Y} of in overleg', RECENT),
    ],
    'noyear': [
        ('bus route change notice',
         'Vanaf {d} {Mn} rijdt lijn 22 niet meer via het Centraal Station.', {}),
        ('library renewal receipt (dd-mm)', 'Verlengd t/m {dd}-{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC} {d} {Mn}: gezinsviering om {HH}:{MI} uur', EVENT),
        ('amateur football fixture with abbreviated weekday',
         '{WaC} {d} {Ma} {HH}:{MI} · VV Zuiderpark – SC Heidebloem', EVENT),
        ('spoken-style message, day in words', 'We vieren het op {dw} {Mn}, bij oma thuis.', {}),
        ('museum closure notice', 'Het museum is op {d} {Mn} gesloten.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'De intercity naar Vlissingen vertrekt van spoor 5b om 16:48.'),
        ('energy bill, new instalment', 'Uw maandtermijn wordt verhoogd naar € 142,50.'),
        ('library rules', 'U kunt uw boeken maximaal drie keer verlengen via Mijn Bibliotheek.'),
        ('job advertisement, salary and hours',
         'Salaris tussen € 3.200 en € 4.100 bruto per maand, 36 uur per week.'),
        ('open-air pool season, months without day or year',
         'Het openluchtzwembad is geopend van mei tot en met augustus.'),
    ],
    'date': [
        ('nl_BE', '%A %-d %B %Y om %H.%M uur', 'full'),
        ('nl_NL', '%d-%m-%Y %H:%M', 'full'),
        ('nl_NL', 'overzicht %B %Y', 'month'),
        ('nl_NL', '%-d %B om %H:%M uur', 'noyear'),
    ],
    'ls': [
        ('nl_NL', '+%-d %b %Y %H:%M', 'full'),
        ('nl_BE', '+%d/%m/%Y %H:%M', 'full'),
        ('nl_NL', '+%A %-d %B %Y', 'full'),
        ('nl_BE', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ ru
MONTHS['ru'] = {
    'g': 'января февраля марта апреля мая июня июля августа сентября октября ноября '
         'декабря'.split(),
    'n': 'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь '
         'декабрь'.split(),
    'l': 'январе феврале марте апреле мае июне июле августе сентябре октябре ноябре '
         'декабре'.split(),
}
WEEKDAYS['ru'] = {
    'n': 'понедельник вторник среда четверг пятница суббота воскресенье'.split(),
    'v': ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу',
          'в воскресенье'],
    'a': 'пн вт ср чт пт сб вс'.split(),
}
RU_ORD = ('первого второго третьего четвёртого пятого шестого седьмого восьмого девятого '
          'десятого одиннадцатого двенадцатого тринадцатого четырнадцатого пятнадцатого '
          'шестнадцатого семнадцатого восемнадцатого девятнадцатого двадцатого').split()
RU_ORD += ['двадцать ' + w for w in RU_ORD[:9]] + ['тридцатого', 'тридцать первого']
EXTRA['ru'] = lambda y, m, d, h, mi: {'dwo': RU_ORD[d - 1]}
LANGS['ru'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Анна Сергеевна Ветрова родилась {d} {Mg} {Y} года в Самаре.', BORN),
        ('news site byline, update time', 'Обновлено {d} {Mg} {Y}, {HH}:{MI}', RECENT),
        ('school certificate, date of issue',
         'Аттестат об основном общем образовании выдан {dd}.{mm}.{Y}', {}),
        ('auction notice',
         'Торги состоятся {d} {Mg} {Y} года в {HH}:{MI} по московскому времени.',
         opt(RECENT, **OFFICE)),
        ('suburban train cancellation with weekday in brackets',
         '{d} {Mg} {Y} г. ({Wn}) электрички до Клина отменены', RECENT),
        ('library loan slip, due date', 'Библиотека: вернуть до {dd}.{mm}.{Y}', RECENT),
        ('housing bill, payment deadline', 'Оплатить квитанцию ЖКУ необходимо до {d} {Mg} {Y} г.',
         RECENT),
        ('conference call for papers, extended deadline',
         'Приём заявок на конференцию продлён до {d} {Mg} {Y} года.', RECENT),
        ('lottery draw heading with abbreviated weekday',
         'Тираж № 1842 от {dd}.{mm}.{Y} ({Wa})', RECENT),
        ('parish notice, wedding with weekday',
         'Венчание: {Wv}, {d} {Mg} {Y} г., в {HH}:{MI}, храм Покрова', EVENT),
        ('city history chronology entry',
         '{d} {Mg} {Y} года — открытие первой линии трамвая в городе.', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} · план на месяц', {}),
        ('housing bill, billing period', 'Расчётный период: {Mn} {Y}', RECENT),
        ('biography in running text, a move (locative month)',
         'В {Ml} {Y} года она переехала в Казань и открыла собственную мастерскую.', PAST),
        ('magazine cover line', '«Домашний очаг» · {MnU} {Y}', {}),
        ('new-build advert, key handover (locative month)',
         'Новостройка, выдача ключей в {Ml} {Y} г.', RECENT),
        ('job advertisement, open until the end of a month (genitive)',
         'Вакансия открыта до конца {Mg} {Y} г.', RECENT),
    ],
    'noyear': [
        ('bus timetable change notice',
         'С {d} {Mg} автобус № 42 будет ходить по новому расписанию.',
         {}),
        ('library renewal receipt (dd.mm)', 'Срок возврата продлён до {dd}.{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC}, {d} {Mg}: Божественная литургия в {HH}:{MI}', EVENT),
        ('football fixture with abbreviated weekday',
         '3-й тур. {WaC}, {d} {Mg}, {HH}:{MI}. «Сокол» — «Торпедо»', EVENT),
        ('spoken-style message, ordinal in words',
         'Отмечаем {dwo} {Mg} у бабушки на даче.', {}),
        ('museum closure notice', '{d} {Mg} музей закрыт на санитарный день.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'Поезд № 742 отправляется с 3-го пути в 16:42.'),
        ('housing bill, amount and water use',
         'Начислено за период: 2 417,35 руб., расход воды 8 куб. м.'),
        ('pharmacy label, dosage', 'Принимать по 1 таблетке 3 раза в день после еды.'),
        ('job advertisement, salary and shifts',
         'Зарплата от 85 000 руб., график 2/2, полный рабочий день.'),
        ('summer terrace season, months without day or year',
         'Летняя веранда работает с мая по сентябрь.'),
    ],
    'date': [
        ('ru_RU', '%A, %-d %B %Y г., %H:%M', 'full'),
        ('ru_UA', '%d.%m.%Y в %H:%M', 'full'),
        ('ru_RU', 'период %m.%Y', 'month'),
        ('ru_UA', '%-d %B в %H:%M', 'noyear'),
    ],
    'ls': [
        ('ru_RU', '+%-d %b %Y, %H:%M', 'full'),
        ('ru_UA', '+%d.%m.%Y %H:%M:%S', 'full'),
        ('ru_RU', '+%-d %B %Y г.', 'full'),
        ('ru_UA', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ pl
MONTHS['pl'] = {
    'g': 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października '
         'listopada grudnia'.split(),
    'n': 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik '
         'listopad grudzień'.split(),
    'w': ['w styczniu', 'w lutym', 'w marcu', 'w kwietniu', 'w maju', 'w czerwcu', 'w lipcu',
          'w sierpniu', 'we wrześniu', 'w październiku', 'w listopadzie', 'w grudniu'],
}
WEEKDAYS['pl'] = {
    'n': 'poniedziałek wtorek środa czwartek piątek sobota niedziela'.split(),
    'w': ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę',
          'w niedzielę'],
    'a': 'pon. wt. śr. czw. pt. sob. niedz.'.split(),
}
PL_ORD = ('pierwszego drugiego trzeciego czwartego piątego szóstego siódmego ósmego '
          'dziewiątego dziesiątego jedenastego dwunastego trzynastego czternastego '
          'piętnastego szesnastego siedemnastego osiemnastego dziewiętnastego '
          'dwudziestego').split()
PL_ORD += ['dwudziestego ' + w for w in PL_ORD[:9]] + ['trzydziestego',
                                                       'trzydziestego pierwszego']
EXTRA['pl'] = lambda y, m, d, h, mi: {'dwo': PL_ORD[d - 1]}
LANGS['pl'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Halina Korecka urodziła się {d} {Mg} {Y} r. w Toruniu.', BORN),
        ('news site byline with weekday', 'Opublikowano: {Wn}, {d} {Mg} {Y}, {HH}:{MI}', RECENT),
        ('school leaving certificate, date of issue',
         'Świadectwo ukończenia szkoły podstawowej wydano {dd}.{mm}.{Y} r.', {}),
        ('bailiff auction notice',
         'Licytacja komornicza: {d} {Mg} {Y} r., godz. {HH}:{MI}, sala nr 14', OFFICE),
        ('rail disruption notice with weekday',
         '{WwC} {d} {Mg} {Y} r. pociągi do Gdyni jadą objazdem', RECENT),
        ('library loan slip, due date', 'Biblioteka Publiczna – termin zwrotu: {dd}.{mm}.{Y}',
         RECENT),
        ('electricity invoice, payment date in ISO',
         'Termin płatności faktury za prąd: {Y}-{mm}-{dd}',
         RECENT),
        ('job advertisement, application deadline', 'CV prosimy przesyłać do {d} {Mg} {Y} r.',
         RECENT),
        ('lottery draw heading with abbreviated weekday',
         'Losowanie Lotto z dnia {dd}.{mm}.{Y} ({Wa})', RECENT),
        ('parish notice, First Communion with weekday',
         'Pierwsza Komunia Święta: {Wn}, {d} {Mg} {Y} r., godz. {HH}:{MI}', EVENT),
        ('city history chronology entry',
         '{d} {Mg} {Y} r. – otwarcie pierwszej linii tramwajowej w mieście', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} – plan miesiąca', {}),
        ('electricity bill, billing period', 'Okres rozliczeniowy: {Mn} {Y}', RECENT),
        ('biography in running text, a move (locative month)',
         '{MwC} {Y} r. przeniosła się do Krakowa i otworzyła pracownię.', PAST),
        ('magazine issue line', '„Domowe Smaki” nr 214, {Mn} {Y}', {}),
        ('new-build advert, completion by the end of a month (genitive)',
         'Termin oddania inwestycji: do końca {Mg} {Y} r.', RECENT),
        ('job advertisement, start month', 'Rozpoczęcie pracy: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus detour notice', 'Od {d} {Mg} linia 175 kursuje objazdem przez ul. Grójecką.', {}),
        ('library renewal receipt (dd.mm.)', 'Prolongata do {dd}.{mm}.', {}),
        ('parish weekly notice with weekday',
         '{WnC}, {d} {Mg}: Msza św. w intencji parafian o godz. {HH}:{MI}', EVENT),
        ('football fixture with abbreviated weekday',
         '12. kolejka: {WaC} {d}.{mm}, godz. {HH}:{MI}, Wisła Sandomierz – Stal Kraśnik', EVENT),
        ('spoken-style message, ordinal in words', 'Imieniny świętujemy {dwo} {Mg}, jak co roku.',
         {}),
        ('museum closure notice', 'Muzeum będzie zamknięte {d} {Mg} z powodu inwentaryzacji.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'Pociąg IC 5321 odjedzie z toru 4 przy peronie 2 o 16:42.'),
        ('electricity bill, consumption and amount',
         'Zużycie w okresie: 412 kWh, do zapłaty 287,40 zł.'),
        ('library rules', 'Książki można prolongować dwa razy, każdorazowo o 30 dni.'),
        ('job advertisement, salary',
         'Wynagrodzenie 7500–9000 zł brutto, praca w systemie hybrydowym.'),
        ('beer garden season, months without day or year',
         'Ogródek piwny czynny od maja do września.'),
    ],
    'date': [
        ('pl_PL', '%A, %-d %B %Y r., godz. %H:%M', 'full'),
        ('pl_PL', '%-d.%m.%Y, godz. %H:%M', 'full'),
        ('pl_PL', 'za %OB %Y r.', 'month'),
        ('pl_PL', '%-d %B, godz. %H:%M', 'noyear'),
    ],
    'ls': [
        ('pl_PL', '+%-d %b %Y %H:%M', 'full'),
        ('pl_PL', '+%a, %d.%m.%Y', 'full'),
        ('pl_PL', '+%A %-d %B %Y', 'full'),
        ('pl_PL', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ uk
MONTHS['uk'] = {
    'g': 'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада '
         'грудня'.split(),
    'n': 'січень лютий березень квітень травень червень липень серпень вересень жовтень '
         'листопад грудень'.split(),
    'l': 'січні лютому березні квітні травні червні липні серпні вересні жовтні листопаді '
         'грудні'.split(),
}
WEEKDAYS['uk'] = {
    'n': 'понеділок вівторок середа четвер пʼятниця субота неділя'.split(),
    'u': ['у понеділок', 'у вівторок', 'у середу', 'у четвер', 'у пʼятницю', 'у суботу',
          'у неділю'],
    'a': 'пн вт ср чт пт сб нд'.split(),
}
UK_ORD = ('першого другого третього четвертого пʼятого шостого сьомого восьмого девʼятого '
          'десятого одинадцятого дванадцятого тринадцятого чотирнадцятого пʼятнадцятого '
          'шістнадцятого сімнадцятого вісімнадцятого девʼятнадцятого двадцятого').split()
UK_ORD += ['двадцять ' + w for w in UK_ORD[:9]] + ['тридцятого', 'тридцять першого']
EXTRA['uk'] = lambda y, m, d, h, mi: {'dwo': UK_ORD[d - 1], 'o': 'об' if h == 11 else 'о'}
LANGS['uk'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Оксана Гриценко народилася {d} {Mg} {Y} року в Полтаві.', BORN),
        ('news site byline with weekday', 'Оновлено: {Wn}, {d} {Mg} {Y}, {HH}:{MI}', RECENT),
        ('school certificate, date of issue',
         'Свідоцтво про здобуття базової середньої освіти видано {dd}.{mm}.{Y}', {}),
        ('auction notice',
         'Аукціон відбудеться {d} {Mg} {Y} р. {o} {HH}:{MI} в приміщенні міськради.',
         opt(RECENT, **OFFICE)),
        ('suburban train cancellation with weekday',
         '{WuC} {d} {Mg} {Y} р. електрички до Ірпеня скасовано', RECENT),
        ('library loan slip, due date', 'Бібліотека: повернути до {dd}.{mm}.{Y}', RECENT),
        ('gas bill, payment deadline', 'Сплатити рахунок за газ до {d} {Mg} {Y} р.', RECENT),
        ('job advertisement, deadline', 'Резюме надсилайте до {d} {Mg} {Y} року включно.', RECENT),
        ('lottery results heading with weekday',
         'Результати тиражу «Мегалот» від {d} {Mg} {Y} р., {Wn}', RECENT),
        ('parish notice, wedding with weekday',
         'Вінчання: {Wn}, {d} {Mg} {Y} р., {o} {HH}:{MI}, церква св. Миколая', EVENT),
        ('city history chronology entry',
         '{d} {Mg} {Y} р. — відкриття першої трамвайної лінії в місті', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} — план на місяць', {}),
        ('utility bill, billing period', 'Розрахунковий період: {Mn} {Y}', RECENT),
        ('biography in running text, a move (locative month)',
         'У {Ml} {Y} року вона переїхала до Львова й відкрила власну майстерню.', PAST),
        ('magazine issue line', 'Журнал «Наш сад», № 214, {Mn} {Y}', {}),
        ('new-build advert, completion by the end of a month (genitive)',
         'Здача будинку в експлуатацію — до кінця {Mg} {Y} р.', RECENT),
        ('job advertisement, start month', 'Початок роботи: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('trolleybus timetable change notice',
         'З {d} {Mg} тролейбус № 12 курсує за новим розкладом.',
         {}),
        ('library renewal receipt (dd.mm)', 'Термін повернення продовжено до {dd}.{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC}, {d} {Mg}: Божественна Літургія {o} {HH}:{MI}', EVENT),
        ('football fixture with abbreviated weekday',
         '5-й тур. {WaC}, {d} {Mg}, {HH}:{MI}. «Волинь» — «Полісся»', EVENT),
        ('spoken-style message, ordinal in words', 'Святкуємо {dwo} {Mg} у бабусі.', {}),
        ('museum closure notice', '{d} {Mg} музей не працює — санітарний день.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'Поїзд № 743 відправляється з 2-ї колії о 16:42.'),
        ('electricity bill, consumption and amount', 'Спожито 214 кВт·год, до сплати 923,52 грн.'),
        ('pharmacy label, dosage', 'Приймати по 1 таблетці двічі на день після їжі.'),
        ('job advertisement, salary', 'Зарплата від 28 000 грн, повний робочий день, віддалено.'),
        ('summer terrace season, months without day or year',
         'Літній майданчик працює з травня по вересень.'),
    ],
    'date': [
        ('uk_UA', '%A, %-d %B %Y р., %H:%M', 'full'),
        ('uk_UA', '%d.%m.%Y, %H:%M', 'full'),
        ('uk_UA', 'за %OB %Y року', 'month'),
        ('uk_UA', '%-d %B, %H:%M', 'noyear'),
    ],
    'ls': [
        ('uk_UA', '+%-d %b %Y %H:%M', 'full'),
        ('uk_UA', '+%a %d.%m.%Y', 'full'),
        ('uk_UA', '+%A, %-d %B %Y', 'full'),
        ('uk_UA', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ cs
MONTHS['cs'] = {
    'g': 'ledna února března dubna května června července srpna září října listopadu '
         'prosince'.split(),
    'n': 'leden únor březen duben květen červen červenec srpen září říjen listopad '
         'prosinec'.split(),
    'l': 'lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu '
         'prosinci'.split(),
}
WEEKDAYS['cs'] = {
    'n': 'pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
    'v': ['v pondělí', 'v úterý', 've středu', 've čtvrtek', 'v pátek', 'v sobotu', 'v neděli'],
    'a': 'po. út. st. čt. pá. so. ne.'.split(),
}
CS_ORD = ('prvního druhého třetího čtvrtého pátého šestého sedmého osmého devátého '
          'desátého jedenáctého dvanáctého třináctého čtrnáctého patnáctého šestnáctého '
          'sedmnáctého osmnáctého devatenáctého dvacátého').split()
CS_ORD += ['dvacátého ' + w for w in CS_ORD[:9]] + ['třicátého', 'třicátého prvního']
EXTRA['cs'] = lambda y, m, d, h, mi: {'dwo': CS_ORD[d - 1]}
LANGS['cs'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Malířka Jarmila Horáková se narodila {d}. {Mg} {Y} v Olomouci.', BORN),
        ('news site byline with weekday', 'Publikováno: {Wn} {d}. {Mg} {Y}, {HH}:{MI}', RECENT),
        ('school report, date of issue (d. m. yyyy)',
         'Vysvědčení za první pololetí, vydáno dne {d}. {m}. {Y}', RECENT),
        ('auction notice with weekday',
         'Dražební jednání: {Wn} {d}. {Mg} {Y}, {HH}:{MI} hod.', OFFICE),
        ('rail engineering works notice with weekday',
         'Výluka {Wv} {d}. {Mg} {Y}: vlaky Kolín – Pardubice nahradí autobusy', RECENT),
        ('library loan slip, due date', 'Městská knihovna – vrátit do {dd}.{mm}.{Y}', RECENT),
        ('electricity advance payment, debit date',
         'Záloha za elektřinu bude stržena {d}. {Mg} {Y}.',
         RECENT),
        ('job advertisement, application deadline',
         'Přihlášky zasílejte nejpozději do {d}. {Mg} {Y}.',
         RECENT),
        ('lottery results heading with weekday',
         'Výsledky losování Sportky: {Wn} {d}. {Mg} {Y}', RECENT),
        ('parish notice, baptism with weekday',
         'Křest: {Wn} {d}. {Mg} {Y} v {H}:{MI} hod., kostel sv. Jakuba', EVENT),
        ('city history chronology entry',
         '{d}. {Mg} {Y} – zahájen provoz první tramvajové linky ve městě', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} – měsíční plán', {}),
        ('electricity bill, billing period', 'Zúčtovací období: {Mn} {Y}', RECENT),
        ('biography in running text, a move (locative month)',
         'V {Ml} {Y} se přestěhovala do Brna, kde si otevřela vlastní ateliér.', PAST),
        ('magazine issue line', 'Měsíčník Domov a zahrada · {Mn} {Y}', {}),
        ('flat advert, available from (genitive month)',
         'Byt 2+kk k nastěhování od {Mg} {Y}', RECENT),
        ('job advertisement, start month', 'Nástup: {Mn} {Y} nebo dohodou', RECENT),
    ],
    'noyear': [
        ('bus detour notice', 'Od {d}. {Mg} jezdí linka 136 po objízdné trase.', {}),
        ('library renewal receipt (d. m.)', 'Výpůjčka prodloužena do {d}. {m}.', {}),
        ('parish weekly notice with weekday',
         '{WnC} {d}. {Mg}: mše svatá za farníky v {H}:{MI}', EVENT),
        ('football fixture with abbreviated weekday',
         '9. kolo: {Wa} {d}. {m}. v {HH}:{MI}, SK Horní Lhota – TJ Sokol Dubá', EVENT),
        ('spoken-style message, ordinal in words', 'Oslava bude {dwo} {Mg} u babičky.', {}),
        ('museum closure notice', 'Muzeum bude {d}. {Mg} uzavřeno.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'Rychlík R 741 odjíždí z 3. nástupiště v 16:42.'),
        ('electricity bill, consumption and amount',
         'Spotřeba za období: 1 240 kWh, nedoplatek 612 Kč.'),
        ('pharmacy label, dosage', 'Užívat 1 tabletu 2krát denně po jídle.'),
        ('job advertisement, pay and benefits',
         'Mzda 42 000 Kč hrubého, 5 týdnů dovolené, stravenky.'),
        ('swimming pool season, months without day or year',
         'Koupaliště je otevřeno od června do srpna.'),
    ],
    'date': [
        ('cs_CZ', '%A %-d. %B %Y v %H:%M', 'full'),
        ('cs_CZ', '%d. %m. %Y %H:%M', 'full'),
        ('cs_CZ', 'za %OB %Y', 'month'),
        ('cs_CZ', '%-d. %B v %H:%M', 'noyear'),
    ],
    'ls': [
        ('cs_CZ', '+%-d. %B %Y %H:%M', 'full'),
        ('cs_CZ', '+%a %d.%m.%Y', 'full'),
        ('cs_CZ', '+%A %-d. %B %Y', 'full'),
        ('cs_CZ', '+%-d. %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ tr
MONTHS['tr'] = {
    'n': 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(),
    # locative: Mart'ta
    'l': ["Ocak'ta", "Şubat'ta", "Mart'ta", "Nisan'da", "Mayıs'ta", "Haziran'da", "Temmuz'da",
          "Ağustos'ta", "Eylül'de", "Ekim'de", "Kasım'da", "Aralık'ta"],
}
WEEKDAYS['tr'] = {
    'n': 'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split(),
}
TR_ONES = 'bir iki üç dört beş altı yedi sekiz dokuz'.split()
TR_DAYS = TR_ONES + ['on'] + ['on ' + w for w in TR_ONES] + ['yirmi'] + [
    'yirmi ' + w for w in TR_ONES] + ['otuz', 'otuz bir']
# The locative suffix of a number follows its last spoken word.
TR_LOC_ONES = ["'de", "'de", "'te", "'te", "'te", "'da", "'de", "'de", "'da"]
TR_LOC_TENS = ["'da", "'de", "'da", "'ta", "'de", "'ta", "'te", "'de", "'da"]


def tr_locative(n):
    if n % 10:
        return TR_LOC_ONES[n % 10 - 1]
    if n % 100:
        return TR_LOC_TENS[n % 100 // 10 - 1]
    return "'de"                     # yüz, bin


EXTRA['tr'] = lambda y, m, d, h, mi: {'Yloc': str(y) + tr_locative(y), 'dw': TR_DAYS[d - 1]}
LANGS['tr'] = {
    'full': [
        ('encyclopedia biography, birth in running text (year locative)',
         "{d} {Mn} {Yloc} İzmir'de doğan ressam Ayşe Tuncel, Paris'te okudu.", BORN),
        ('news site byline, published and updated',
         'Yayınlanma: {dd}.{mm}.{Y} {HH}:{MI} · Güncelleme: {HE}:{ME}', RECENT),
        ('high-school diploma, date of issue',
         'Lise diploması {dd}.{mm}.{Y} tarihinde düzenlenmiştir.', {}),
        ('public tender notice with weekday',
         'İhale tarihi ve saati: {d} {Mn} {Y} {Wn}, saat {HH}:{MI}', OFFICE),
        ('rail maintenance notice with weekday',
         'Bakım çalışması: {d} {Mn} {Y} {Wn} günü tren seferleri iptal', RECENT),
        ('library loan slip, due date', 'Kütüphane iade tarihi: {dd}/{mm}/{Y}', RECENT),
        ('electricity bill, payment deadline', 'Elektrik faturası son ödeme tarihi: {d} {Mn} {Y}',
         RECENT),
        ('job advertisement, application deadline',
         'Başvurular en geç {d} {Mn} {Y} tarihine kadar kabul edilecektir.', RECENT),
        ('lottery results heading with weekday',
         'Çılgın Sayısal Loto {d} {Mn} {Y} {Wn} çekiliş sonuçları', RECENT),
        ('mosque memorial prayer notice with weekday',
         "Mevlit: {d} {Mn} {Y} {Wn}, öğle namazını müteakip Yeni Cami'de", {}),
        ('food product recall, production date',
         'Geri çağırma: {dd}.{mm}.{Y} üretim tarihli partiler', RECENT),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} · Aylık Planlayıcı', {}),
        ('electricity bill, billing period', 'Fatura dönemi: {Mn} {Y}', RECENT),
        ('biography in running text, a move (year locative)',
         "{Mn} {Yloc} Ankara'ya taşındı ve kendi atölyesini açtı.", PAST),
        ('magazine issue line', 'Bahçe Dergisi · Sayı 412 · {Mn} {Y}', {}),
        ('housing project, key handover (year locative)',
         'Konut projesinde anahtar teslimi {Mn} {Yloc} yapılacak.', RECENT),
        ('job advertisement, start month', 'İşe başlama: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', "{d} {Mn} itibarıyla 42 numaralı otobüs Kızılay'dan kalkacak.",
         {}),
        ('library renewal receipt (dd.mm)', 'Ödünç süresi {dd}.{mm} tarihine kadar uzatıldı.', {}),
        ('mosque notice with weekday', '{d} {Mn} {Wn} akşamı mahalle camisinde hatim duası', {}),
        ('football fixture with weekday',
         '9. Hafta · {d} {Mn} {Wn} · {HH}:{MI} · Bursaspor – Sakaryaspor', EVENT),
        ('spoken-style message, day in words (month locative)',
         'Doğum günü partisi {dw} {Ml}, bizim evde.', {}),
        ('museum closure notice', 'Müze {d} {Mn} tarihinde bakım nedeniyle kapalıdır.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         "Ankara ekspresi 3. perondan saat 16.42'de kalkacak."),
        ('electricity bill, consumption and amount',
         'Bu dönem tüketiminiz 214 kWh, ödenecek tutar 612,40 TL.'),
        ('pharmacy label, dosage', 'Günde 2 kez, sabah ve akşam tok karnına 1 tablet.'),
        ('job advertisement, salary and hours', 'Maaş: 45.000 TL net, haftada 45 saat çalışma.'),
        ('open-air cinema season, months without day or year',
         "Yazlık sinema Haziran'dan Eylül'e kadar hizmet veriyor."),
    ],
    'date': [
        ('tr_CY', '%d.%m.%Y %A %H:%M', 'full'),
        ('tr_TR', '%-d %B %Y saat %H:%M', 'full'),
        ('tr_CY', '%B %Y dönemi', 'month'),
        ('tr_TR', '%-d %B, saat %H:%M', 'noyear'),
    ],
    'ls': [
        ('tr_TR', '+%-d %B %Y %A', 'full'),
        ('tr_CY', '+%d/%m/%Y %H:%M', 'full'),
        ('tr_TR', '+%-d %b %Y %H:%M', 'full'),
        ('tr_CY', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ sv
MONTHS['sv'] = {
    'n': 'januari februari mars april maj juni juli augusti september oktober november '
         'december'.split(),
}
WEEKDAYS['sv'] = {
    'n': 'måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
    'd': 'måndagen tisdagen onsdagen torsdagen fredagen lördagen söndagen'.split(),
    'a': 'mån tis ons tors fre lör sön'.split(),
}
SV_ORD = ('första andra tredje fjärde femte sjätte sjunde åttonde nionde tionde elfte '
          'tolfte trettonde fjortonde femtonde sextonde sjuttonde artonde nittonde '
          'tjugonde').split()
SV_ORD += ['tjugo' + w for w in SV_ORD[:9]] + ['trettionde', 'trettioförsta']
EXTRA['sv'] = lambda y, m, d, h, mi: {'dwo': SV_ORD[d - 1]}
LANGS['sv'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'Karin Lindqvist, född {d} {Mn} {Y} i Sundsvall, är en svensk keramiker.', BORN),
        ('news site byline, published and updated',
         'Publicerad {d} {Mn} {Y} kl. {HH}.{MI} · Uppdaterad kl. {HE}.{ME}', RECENT),
        ('degree certificate, date of issue', 'Examensbevis utfärdat den {d} {Mn} {Y}', {}),
        ('enforcement auction notice with weekday',
         'Exekutiv auktion {Wn} den {d} {Mn} {Y} kl. {HH}.{MI}', OFFICE),
        ('rail works notice with weekday',
         'På grund av banarbete ersätts tågen med buss {Wn} {d} {Mn} {Y}.', RECENT),
        ('library loan receipt, ISO due date', 'Lånekvitto – återlämnas senast {Y}-{mm}-{dd}',
         RECENT),
        ('district heating invoice, due date', 'Fakturan för fjärrvärme förfaller {d} {Mn} {Y}.',
         RECENT),
        ('job advertisement, last day to apply', 'Sista ansökningsdag är {d} {Mn} {Y}.', RECENT),
        ('lottery results heading with weekday',
         'Lotto {Wn} {d} {Mn} {Y} – rätt rad och vinstplan', RECENT),
        ('church notice, confirmation (definite weekday)',
         'Konfirmation i Domkyrkan {Wd} den {d} {Mn} {Y} kl. {H}', EVENT),
        ('city history chronology entry', '{d} {Mn} {Y}: Stadens första spårvagnslinje invigs.',
         PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} – månadsplanering', {}),
        ('electricity bill, month of use', 'Förbrukning {Mn} {Y}: 412 kWh', RECENT),
        ('biography in running text, a move',
         'I {Mn} {Y} flyttade hon till Göteborg och öppnade en egen ateljé.', PAST),
        ('magazine issue line', 'Trädgårdsliv, {Mn} {Y}', {}),
        ('housing cooperative advert, moving in', 'Inflyttning {Mn} {Y}, månadsavgift 3 850 kr',
         RECENT),
        ('job advertisement, start month', 'Tillträde: {Mn} {Y} eller enligt överenskommelse',
         RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'Från och med {d} {Mn} går buss 4 inte via Centralstationen.',
         {}),
        ('library renewal receipt (d/m)', 'Omlånad, ny återlämningsdag {d}/{m}', {}),
        ('church weekly notice (definite weekday)',
         '{WdC} den {d} {Mn}: Familjegudstjänst kl. {HH}.{MI}', EVENT),
        ('football fixture with abbreviated weekday',
         'Omgång 9: {Wa} {d}/{m} kl. {HH}.{MI} IFK Tallbo–Hammarby IF', EVENT),
        ('spoken-style message, ordinal in words', 'Vi firar den {dwo} {Mn} hemma hos mormor.',
         {}),
        ('museum closure notice', 'Museet är stängt den {d} {Mn} på grund av inventering.', {}),
    ],
    'none': [
        ('station announcement with track and time', 'SJ-tåget 537 avgår från spår 6 kl. 16.42.'),
        ('electricity bill, consumption and amount',
         'Din förbrukning: 842 kWh, att betala 1 214 kr.'),
        ('library rules', 'Du kan låna om boken två gånger om ingen annan har reserverat den.'),
        ('job advertisement, hours and pay',
         'Heltid, 40 timmar i veckan, lön enligt överenskommelse.'),
        ('outdoor pool season, months without day or year',
         'Utomhusbadet har öppet från juni till augusti.'),
    ],
    'date': [
        ('sv_FI', '%A %-d.%-m.%Y kl. %H.%M', 'full'),
        ('sv_SE', '%-d %B %Y kl. %H:%M', 'full'),
        ('sv_SE', 'under %B %Y', 'month'),
        ('sv_FI', 'den %-d %B kl. %H.%M', 'noyear'),
    ],
    'ls': [
        ('sv_SE', '+%-d %B %Y %H.%M', 'full'),
        ('sv_FI', '+%d.%m.%Y %H.%M', 'full'),
        ('sv_SE', '+%A %-d %B %Y', 'full'),
        ('sv_SE', '+%-d %b kl. %H.%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ ro
MONTHS['ro'] = {
    'n': 'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie '
         'noiembrie decembrie'.split(),
}
WEEKDAYS['ro'] = {
    'n': 'luni marți miercuri joi vineri sâmbătă duminică'.split(),
}
RO_DAYS = ('întâi doi trei patru cinci șase șapte opt nouă zece unsprezece doisprezece '
           'treisprezece paisprezece cincisprezece șaisprezece șaptesprezece optsprezece '
           'nouăsprezece douăzeci').split()
RO_DAYS += ['douăzeci și ' + w for w in ['unu'] + RO_DAYS[1:9]] + ['treizeci',
                                                                   'treizeci și unu']
EXTRA['ro'] = lambda y, m, d, h, mi: {'dw': RO_DAYS[d - 1]}
LANGS['ro'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Pictorița Elena Munteanu s-a născut la {d} {Mn} {Y}, la Iași.', BORN),
        ('news site byline with weekday', 'Publicat: {Wn}, {d} {Mn} {Y}, ora {HH}:{MI}', RECENT),
        ('baccalaureate diploma, date of issue',
         'Diplomă de bacalaureat eliberată la data de {dd}.{mm}.{Y}', {}),
        ('public auction notice with weekday',
         'Licitația publică va avea loc {Wn}, {d} {Mn} {Y}, ora {HH}:{MI}.', OFFICE),
        ('rail works notice with weekday',
         'Din cauza lucrărilor, {Wn}, {d} {Mn} {Y}, trenul IR 1581 nu circulă.', RECENT),
        ('library loan slip, due date',
         'Biblioteca județeană – termen de restituire: {dd}.{mm}.{Y}',
         RECENT),
        ('gas bill, payment deadline', 'Factura la gaze trebuie achitată până la {d} {Mn} {Y}.',
         RECENT),
        ('job competition notice, deadline',
         'Dosarele de înscriere se depun până pe {d} {Mn} {Y}, ora 16:00.',
         RECENT),
        ('lottery draw heading with weekday',
         'Extragerea Loto 6/49 de {Wn}, {d} {Mn} {Y}', RECENT),
        ('parish notice, baptism with weekday',
         'Botez: {Wn}, {d} {Mn} {Y}, ora {HH}:{MI}, Biserica Sf. Nicolae', EVENT),
        ('city history chronology entry',
         '{d} {Mn} {Y} – se inaugurează prima linie de tramvai din oraș', PAST),
    ],
    'month': [
        ('monthly planner heading', '{MnU} {Y} – planificare lunară', {}),
        ('utility bill, billing period', 'Perioada de facturare: {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         'În {Mn} {Y} s-a mutat la Cluj, unde și-a deschis propriul atelier.', PAST),
        ('magazine issue line', 'Revista Grădina mea, nr. 214, {Mn} {Y}', {}),
        ('flat to let, available from',
         'Apartament disponibil din {Mn} {Y}, chirie 450 euro', RECENT),
        ('job advertisement, start month', 'Data angajării: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus detour notice', 'Începând cu {d} {Mn}, linia 133 circulă pe traseu deviat.', {}),
        ('library renewal receipt (dd.mm)', 'Împrumut prelungit până la {dd}.{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC}, {d} {Mn}: Sfânta Liturghie la ora {HH}:{MI}', EVENT),
        ('football fixture with weekday',
         'Etapa a 9-a: {Wn}, {d} {Mn}, ora {HH}:{MI} – CS Mioveni vs. FC Argeș', EVENT),
        ('spoken-style message, day in words', 'Ne vedem pe {dw} {Mn}, la bunica.', {}),
        ('museum closure notice', 'Muzeul va fi închis pe {d} {Mn} pentru inventar.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'Trenul IR 1745 pleacă de la linia 4 la ora 16:42.'),
        ('electricity bill, consumption and amount',
         'Consum facturat: 214 kWh, total de plată 187,40 lei.'),
        ('pharmacy label, dosage', 'Se administrează câte 1 comprimat de 3 ori pe zi.'),
        ('job advertisement, salary and hours',
         'Salariu net 6.500 lei, program de 8 ore, bonuri de masă.'),
        ('terrace season, months without day or year',
         'Terasa este deschisă din mai până în septembrie.'),
    ],
    'date': [
        ('ro_RO', '%A, %-d %B %Y, ora %H:%M', 'full'),
        ('ro_RO', '%d.%m.%Y, %H:%M', 'full'),
        ('ro_RO', 'luna %B %Y', 'month'),
        ('ro_RO', '%-d %B, ora %H:%M', 'noyear'),
    ],
    'ls': [
        ('ro_RO', '+%-d %b %Y %H:%M', 'full'),
        ('ro_RO', '+%a %d.%m.%Y', 'full'),
        ('ro_RO', '+%A %-d %B %Y', 'full'),
        ('ro_RO', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ ja
WEEKDAYS['ja'] = {
    'n': '月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日'.split(),
    'a': '月 火 水 木 金 土 日'.split(),
}
LANGS['ja'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         '山田花子（{Y}年{m}月{d}日 - ）は、日本の陶芸家。', BORN),
        ('news article timestamp', '{Y}年{m}月{d}日 {H}:{MI} 配信', RECENT),
        ('school report card, date of issue', '通知表（2学期）　交付日：{Y}年{m}月{d}日', RECENT),
        ('public tender notice with weekday, afternoon',
         '入札日時：{Y}年{m}月{d}日（{Wa}）午後{h12}時{MI}分', opt(OFFICE, pm=True)),
        ('railway works notice with weekday',
         '{Y}年{m}月{d}日（{Wa}）は保線工事のため、終日運休となります。', RECENT),
        ('library loan slip, due date', '返却期限日：{Y}/{mm}/{dd}', RECENT),
        ('electricity bill, payment deadline', '電気料金のお支払期限は{Y}年{m}月{d}日です。', RECENT),
        ('call for papers, deadline with weekday', '論文投稿締切：{Y}年{m}月{d}日（{Wa}）正午', RECENT),
        ('lottery draw heading with weekday', '第1842回 ロト6 抽せん日 {Y}年{m}月{d}日（{Wa}）', RECENT),
        ('temple notice, memorial service with weekday, morning',
         '一周忌法要　{Y}年{m}月{d}日（{Wa}）午前{H}時より', opt(EVENT, am=True)),
        ('city chronology in Han numerals',
         '{Yh}年{mh}月{dh}日、市内初の路面電車が開業。', PAST),
    ],
    'month': [
        ('monthly planner heading', '{Y}年{m}月の予定表', {}),
        ('electricity bill, meter reading month', '{Y}年{m}月検針分　ご使用量 214kWh', RECENT),
        ('biography in running text, a move', '{Y}年{m}月に上京し、神田に自らの工房を構えた。', PAST),
        ('magazine issue, full-width digits', '月刊きょうの園芸　{Y}年{m}月号', opt({}, digits='full')),
        ('flat listing, move-in period', '入居可能時期：{Y}年{m}月上旬', RECENT),
        ('job advertisement, start month', '入社時期：{Y}年{m}月予定', RECENT),
    ],
    'noyear': [
        ('bus timetable revision notice', '{m}月{d}日からダイヤ改正により、最終バスの時刻が変わります。', {}),
        ('library renewal receipt (m/d)', '貸出延長済み　新しい返却日：{m}/{d}', {}),
        ('shrine festival notice with weekday, morning',
         '{m}月{d}日（{Wa}）　春季例大祭　午前{H}時斎行', opt(EVENT, am=True)),
        ('football fixture with weekday', '第9節　{m}月{d}日（{Wa}）{HH}:{MI}キックオフ　vs 横浜FC', EVENT),
        ('neighbourhood notice in Han numerals', '{mh}月{dh}日は町内会の清掃日です。', {}),
        ('museum closure notice, full-width digits', '{m}月{d}日は展示替えのため休館いたします。',
         opt({}, digits='full')),
    ],
    'none': [
        ('station announcement with track and time', 'のぞみ237号は14番線から16時42分に発車します。'),
        ('electricity bill, consumption and amount', '今月のご使用量は214kWh、請求予定金額は6,842円です。'),
        ('pharmacy label, dosage', '1日3回、毎食後に1錠ずつ服用してください。'),
        ('job advertisement, hourly wage', '時給1,250円、週3日から勤務可能です。'),
        ('pool season, months without day or year', 'プールの営業期間は7月から8月までです。'),
    ],
    'date': [
        ('ja_JP', '%Y年%-m月%-d日 %A %H時%M分', 'full'),
        ('ja_JP', '%Y/%m/%d %H:%M (%a)', 'full'),
        ('ja_JP', '%Y年%-m月度', 'month'),
        ('ja_JP', '%-m月%-d日(%a) %H:%M', 'noyear'),
    ],
    'ls': [
        ('ja_JP', '+%Y年%m月%d日 %H時%M分', 'full'),
        ('ja_JP', '+%Y-%m-%d(%a)', 'full'),
        ('ja_JP', '+%Y年%-m月%-d日 %A', 'full'),
        ('ja_JP', '+%-m月%-d日 %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ zh
WEEKDAYS['zh'] = {
    'c': '一 二 三 四 五 六 日'.split(),
    'z': '周一 周二 周三 周四 周五 周六 周日'.split(),
}
LANGS['zh'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         '张秀兰，{Y}年{m}月{d}日生于江苏苏州，中国女画家。', BORN),
        ('news article timestamp and source', '{Y}-{mm}-{dd} {HH}:{MI}　来源：新华网', RECENT),
        ('graduation certificate, date of issue', '毕业证书　发证日期：{Y}年{m}月{d}日', {}),
        ('auction notice with weekday, morning',
         '拍卖时间：{Y}年{m}月{d}日（星期{Wc}）上午{H}时', opt(OFFICE, am=True)),
        ('railway works notice with weekday', '因线路施工，{Y}年{m}月{d}日（{Wz}）K1234次列车停运。',
         RECENT),
        ('library loan slip, due date', '应还日期：{Y}/{mm}/{dd}', RECENT),
        ('electricity bill, payment deadline', '请于{Y}年{m}月{d}日前缴纳本期电费。', RECENT),
        ('exam registration notice, deadline', '报名截止日期为{Y}年{m}月{d}日17:00。', RECENT),
        ('lottery draw notice with weekday', '福利彩票开奖公告　{Y}年{m}月{d}日（{Wz}）', RECENT),
        ('temple notice, prayer ceremony, morning', '本寺定于{Y}年{m}月{d}日上午{H}时举行祈福法会。',
         opt({}, am=True)),
        ('city chronology in Han numerals', '{Yh}年{mh}月{dh}日，本市第一条有轨电车线路通车。', PAST),
    ],
    'month': [
        ('monthly work plan heading', '{Y}年{m}月工作计划表', {}),
        ('electricity bill, billing cycle', '计费周期：{Y}年{m}月', RECENT),
        ('biography in running text, a move', '{Y}年{m}月，她迁居上海，开设了自己的画室。', PAST),
        ('magazine issue line', '《家庭园艺》{Y}年{m}月刊', {}),
        ('new-build advert, handover', '预计交房时间：{Y}年{m}月', RECENT),
        ('job advertisement, start month', '到岗时间：{Y}年{m}月', RECENT),
    ],
    'noyear': [
        ('bus timetable change notice', '自{m}月{d}日起，15路公交车调整首末班时间。', {}),
        ('library renewal receipt', '续借成功，新的应还日期为{m}月{d}日。', {}),
        ('community notice with weekday, morning', '{m}月{d}日（{Wz}）上午{H}点，社区举办义诊活动。',
         opt({}, am=True)),
        ('football fixture with weekday', '第9轮　{m}月{d}日 {Wz} {HH}:{MI}　上海申花 vs 北京国安', EVENT),
        ('family message in Han numerals', '{mh}月{dh}日是外婆的生日。', {}),
        ('museum closure notice, full-width digits', '本馆{m}月{d}日闭馆，暂停对外开放。',
         opt({}, digits='full')),
    ],
    'none': [
        ('station announcement with platform and time', 'G1234次列车在12号站台16:42发车。'),
        ('electricity bill, consumption and amount', '本月用电量214千瓦时，应缴电费128.60元。'),
        ('pharmacy label, dosage', '每日3次，每次1片，饭后服用。'),
        ('job advertisement, salary', '月薪8000-12000元，每周工作5天。'),
        ('swimming hall season, months without day or year', '游泳馆每年七月至八月开放。'),
    ],
    'date': [
        ('zh_SG', '%Y年%-m月%-d日 %A %H:%M', 'full'),
        ('zh_TW', '%Y年%-m月%-d日（%A）', 'full'),
        ('zh_HK', '%Y年%-m月份', 'month'),
        ('zh_CN', '%-m月%-d日%H时%M分', 'noyear'),
    ],
    'ls': [
        ('zh_SG', None, 'full'),
        ('zh_TW', '+%Y年%m月%d日 %H:%M', 'full'),
        ('zh_HK', '+%Y-%m-%d %A', 'full'),
        ('zh_CN', '+%m月%d日 %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ ko
WEEKDAYS['ko'] = {
    'n': '월요일 화요일 수요일 목요일 금요일 토요일 일요일'.split(),
    'a': '월 화 수 목 금 토 일'.split(),
}
KO_DIGITS = ' 일이삼사오육칠팔구'


def ko_num(n):
    t, u = divmod(n, 10)
    return ((KO_DIGITS[t] if t > 1 else '') + ('십' if t else '') +
            (KO_DIGITS[u] if u else ''))


def _ko(y, m, d, h, mi):
    month = {6: '유', 10: '시'}.get(m, ko_num(m))
    return {'mk': month + '월', 'dk': ko_num(d) + '일'}


EXTRA['ko'] = _ko
LANGS['ko'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         '김영희(金英姬, {Y}년 {m}월 {d}일 ~ )는 대한민국의 도예가이다.', BORN),
        ('news article timestamp', '입력 {Y}.{mm}.{dd} {HH}:{MI}', RECENT),
        ('graduation diploma, date awarded', '졸업장 수여일: {Y}년 {m}월 {d}일', {}),
        ('public tender notice with weekday, afternoon',
         '입찰 마감: {Y}년 {m}월 {d}일({Wa}) 오후 {h12}시', opt(OFFICE, pm=True)),
        ('railway works notice with weekday',
         '선로 공사로 {Y}년 {m}월 {d}일({Wa}) 무궁화호 일부 열차가 운행하지 않습니다.', RECENT),
        ('library loan slip, due date', '반납 예정일: {Y}-{mm}-{dd}', RECENT),
        ('electricity bill, payment deadline', '이번 달 전기요금 납부 기한은 {Y}년 {m}월 {d}일입니다.',
         RECENT),
        ('call for papers, deadline with weekday', '논문 제출 마감: {Y}년 {m}월 {d}일 {Wn} 자정', RECENT),
        ('lottery draw line', '로또 6/45 제1184회 추첨일 {Y}.{mm}.{dd}', RECENT),
        ('church anniversary service with weekday, morning',
         '창립 기념 예배: {Y}년 {m}월 {d}일 {Wn} 오전 {H}시', opt({}, am=True)),
        ('city chronology entry', '{Y}년 {m}월 {d}일 — 시내 첫 전차 노선 개통', PAST),
    ],
    'month': [
        ('monthly planner heading', '{Y}년 {m}월 월간 계획표', {}),
        ('electricity bill, month of use', '사용 기간: {Y}년 {m}월분', RECENT),
        ('biography in running text, a move', '{Y}년 {m}월 서울로 올라와 자신의 공방을 열었다.', PAST),
        ('magazine issue line', '월간 가드닝 {Y}년 {m}월호', {}),
        ('new apartment, move-in month', '입주 예정: {Y}년 {m}월', RECENT),
        ('job advertisement, start month', '입사 예정일: {Y}년 {m}월 중', RECENT),
    ],
    'noyear': [
        ('bus route change notice', '{m}월 {d}일부터 472번 버스 노선이 변경됩니다.', {}),
        ('library renewal receipt (m/d)', '연장 완료, 새 반납일 {m}/{d}', {}),
        ('church small-group meeting with weekday, afternoon', '{m}월 {d}일({Wa}) 오후 {h12}시 구역 모임',
         opt({}, pm=True)),
        ('football fixture with weekday (m.d)', '9라운드 {m}.{d}({Wa}) {HH}:{MI} 울산 vs 전북', EVENT),
        ('spoken-style invitation, Sino-Korean numerals in Hangul',
         '{mk} {dk}에 할머니 댁에서 모여요.', {}),
        ('museum closure notice', '{m}월 {d}일은 전시 교체로 휴관합니다.', {}),
    ],
    'none': [
        ('station announcement with platform and time', 'KTX 105열차는 9번 승강장에서 16시 42분에 출발합니다.'),
        ('electricity bill, consumption and amount', '이번 달 사용량 214kWh, 청구 금액 38,620원'),
        ('pharmacy label, dosage', '1일 3회, 식후 30분에 1정씩 복용하세요.'),
        ('job advertisement, salary', '연봉 3,800만 원, 주 5일 근무'),
        ('outdoor pool season, months without day or year', '야외 수영장은 7월부터 8월까지 운영합니다.'),
    ],
    'date': [
        ('ko_KR', '%Y년 %-m월 %-d일 %A %H시 %M분', 'full'),
        ('ko_KR', '%Y.%m.%d.(%a)', 'full'),
        ('ko_KR', '%Y년 %-m월분', 'month'),
        ('ko_KR', '%-m월 %-d일 %A %p %-I시', 'noyear'),
    ],
    'ls': [
        ('ko_KR', '+%Y. %m. %d. %H:%M', 'full'),
        ('ko_KR', '+%Y년 %-m월 %-d일 (%a)', 'full'),
        ('ko_KR', '+%Y-%m-%d %a %H:%M', 'full'),
        ('ko_KR', '+%-m월 %-d일 %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ ar
MONTHS['ar'] = {
    # Egypt and the Gulf
    'e': 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'.split(),
    # Levant and Iraq
    'l': ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول',
          'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
    # Morocco
    'm': 'يناير فبراير مارس أبريل ماي يونيو يوليوز غشت شتنبر أكتوبر نونبر دجنبر'.split(),
    # Algeria and Tunisia
    'd': 'جانفي فيفري مارس أفريل ماي جوان جويلية أوت سبتمبر أكتوبر نوفمبر ديسمبر'.split(),
}
WEEKDAYS['ar'] = {
    'n': 'الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد'.split(),
}
# Ordinal day after a preposition (genitive): في السابع عشر من مارس
AR_ORD = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن',
          'التاسع', 'العاشر']
AR_ORD += ['الحادي عشر'] + [w + ' عشر' for w in AR_ORD[1:9]]
AR_ORD += ['العشرين', 'الحادي والعشرين'] + [w + ' والعشرين' for w in AR_ORD[1:9]]
AR_ORD += ['الثلاثين', 'الحادي والثلاثين']
EXTRA['ar'] = lambda y, m, d, h, mi: {'dwo': AR_ORD[d - 1]}
LANGS['ar'] = {
    'full': [
        ('encyclopedia biography, birth in running text (Levantine months)',
         'وُلدت الفنانة سلمى الحداد في حلب في {d} {Ml} {Y}.', BORN),
        ('Egyptian news site byline with weekday, afternoon',
         'نُشر بتاريخ {Wn} {d} {Me} {Y} - {h12}:{MI} م', opt(RECENT, pm=True)),
        ('secondary school certificate, Arabic-Indic digits',
         'شهادة إتمام المرحلة الثانوية، صدرت بتاريخ {d}/{m}/{Y}', {'digits': 'arab'}),
        ('public auction notice with weekday, morning',
         'يُجرى المزاد العلني يوم {Wn} الموافق {d} {Me} {Y} الساعة {H} صباحًا', opt(OFFICE, am=True)),
        ('metro maintenance notice with weekday',
         'نظرًا لأعمال الصيانة، تتوقف رحلات المترو يوم {Wn} {d} {Me} {Y}.', RECENT),
        ('library loan slip, due date', 'المكتبة العامة – تاريخ الإرجاع: {dd}/{mm}/{Y}', RECENT),
        ('Algerian electricity bill, payment deadline (Algerian months)',
         'آخر أجل لتسديد فاتورة سونلغاز: {d} {Md} {Y}', RECENT),
        ('Moroccan job competition, deadline (Moroccan months)',
         'آخر أجل لإيداع الترشيحات: {d} {Mm} {Y}', RECENT),
        ('lottery results heading with weekday',
         'نتائج سحب اليانصيب الوطني ليوم {Wn} {d} {Me} {Y}', RECENT),
        ('mosque notice, prayer for rain with weekday',
         'تُقام صلاة الاستسقاء صباح يوم {Wn} {d} {Me} {Y} في المصلى الكبير', {}),
        ('city chronology, Levantine months, Arabic-Indic digits',
         '{d} {Ml} {Y}: افتتاح أول خط للترام في المدينة', opt(PAST, digits='arab')),
    ],
    'month': [
        ('monthly planner heading', 'مفكرة شهر {Me} {Y}', {}),
        ('Jordanian utility bill, consumption period (Levantine months)',
         'فترة الاستهلاك: {Ml} {Y}',
         RECENT),
        ('biography in running text, a move',
         'في {Me} {Y} انتقلت إلى القاهرة وافتتحت مرسمها الخاص.',
         PAST),
        ('magazine issue line, Arabic-Indic digits', 'مجلة الواحة – العدد 712 – {Me} {Y}',
         {'digits': 'arab'}),
        ('new-build advert, handover', 'موعد تسليم الوحدات: {Me} {Y}', RECENT),
        ('Algerian job advertisement, start month', 'تاريخ بدء العمل: {Md} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'ابتداءً من {d} {Me}، يتغير مسار الحافلة رقم 42.', {}),
        ('library renewal receipt (d/m)', 'تم تمديد الإعارة حتى {d}/{m}', {}),
        ('mosque weekly notice with weekday', 'درس التفسير يوم {Wn} {d} {Me} بعد صلاة المغرب', {}),
        ('football fixture with weekday (Levantine months)',
         'الجولة 9: {Wn} {d} {Ml} – الوحدة × الجزيرة، الساعة {HH}:{MI}', EVENT),
        ('spoken-style invitation, ordinal in words', 'حفلة عيد ميلاد سارة في {dwo} من {Me}', {}),
        ('museum closure notice', 'يُغلق المتحف أبوابه يوم {d} {Me} للصيانة.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'يغادر القطار رقم 934 من الرصيف 3 الساعة 16:42.'),
        ('electricity bill, amount and consumption',
         'قيمة الفاتورة 412 جنيهًا، والاستهلاك 284 كيلوواط ساعة.'),
        ('pharmacy label, dosage', 'قرص واحد ثلاث مرات يوميًا بعد الأكل.'),
        ('job advertisement, salary and hours', 'الراتب 9000 درهم شهريًا، دوام كامل 8 ساعات.'),
        ('outdoor pool season, months without day or year',
         'يفتح المسبح الخارجي من يونيو إلى سبتمبر.'),
    ],
    'date': [
        ('ar_KW', '%A، %-d %B %Y، الساعة %H:%M', 'full'),
        ('ar_DZ', '%d/%m/%Y على الساعة %H:%M', 'full'),
        ('ar_IQ', 'شهر %B %Y', 'month'),
        ('ar_TN', '%-d %B على الساعة %H:%M', 'noyear'),
    ],
    'ls': [
        ('ar_OM', None, 'full'),
        ('ar_QA', '+%-d %B %Y، %H:%M', 'full'),
        ('ar_SY', '+%A %d %B %Y', 'full'),
        ('ar_LY', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ fa
MONTHS['fa'] = {
    'n': 'ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر'.split(),
}
WEEKDAYS['fa'] = {
    'n': ['دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه', 'یکشنبه'],
}
FA_ORD = ('یکم دوم سوم چهارم پنجم ششم هفتم هشتم نهم دهم یازدهم دوازدهم سیزدهم چهاردهم '
          'پانزدهم شانزدهم هفدهم هجدهم نوزدهم بیستم').split()
FA_ORD += ['بیست و ' + w for w in FA_ORD[:9]] + ['سی‌ام', 'سی و یکم']
EXTRA['fa'] = lambda y, m, d, h, mi: {'dwo': FA_ORD[d - 1]}
LANGS['fa'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'پروین صدری، نقاش ایرانی، در {d} {Mn} {Y} میلادی در شیراز به دنیا آمد.', BORN),
        ('news site byline with weekday, Persian digits',
         'تاریخ انتشار: {Wn} {d} {Mn} {Y}، ساعت {HH}:{MI}', opt(RECENT, digits='persian')),
        ('school certificate, date of issue',
         'گواهی پایان تحصیلات، صادره در تاریخ {d} {Mn} {Y} میلادی',
         {}),
        ('auction notice with weekday, morning',
         'مزایده در روز {Wn} {d} {Mn} {Y} ساعت {H} صبح برگزار می‌شود.', opt(OFFICE, am=True)),
        ('rail notice with weekday',
         'به دلیل تعمیرات خط، حرکت قطارها در روز {Wn} {d} {Mn} {Y} لغو شد.', RECENT),
        ('library loan slip, year-first date, Persian digits',
         'مهلت بازگرداندن کتاب: {Y}/{mm}/{dd}',
         opt(RECENT, digits='persian')),
        ('electricity bill, payment deadline', 'مهلت پرداخت قبض برق: {d} {Mn} {Y}', RECENT),
        ('call for papers, deadline', 'آخرین مهلت ارسال مقالات: {d} {Mn} {Y}', RECENT),
        ('lottery results heading with weekday', 'نتایج قرعه‌کشی روز {Wn} {d} {Mn} {Y}', RECENT),
        ('mosque notice, Quran recitation with weekday',
         'جلسه قرائت قرآن: {Wn} {d} {Mn} {Y}، ساعت {HH}:{MI}، مسجد محل', EVENT),
        ('city chronology entry, Persian digits', '{d} {Mn} {Y}: افتتاح نخستین خط تراموای شهر',
         opt(PAST, digits='persian')),
    ],
    'month': [
        ('monthly planner heading', 'برنامه‌ریزی ماهانه – {Mn} {Y}', {}),
        ('utility bill, consumption period', 'دوره مصرف: {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         'در {Mn} {Y} به تهران رفت و کارگاه خود را راه انداخت.',
         PAST),
        ('magazine issue line, Persian digits', 'ماهنامه باغ و گل، شماره 214، {Mn} {Y}',
         {'digits': 'persian'}),
        ('new-build advert, handover', 'زمان تحویل واحدها: {Mn} {Y} میلادی', RECENT),
        ('job advertisement, start month', 'تاریخ شروع همکاری: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice, Persian digits', 'از {d} {Mn}، مسیر اتوبوس خط 12 تغییر می‌کند.',
         {'digits': 'persian'}),
        ('library renewal receipt', 'تمدید شد؛ تاریخ جدید بازگشت: {d} {Mn}', {}),
        ('mosque weekly notice with weekday', '{Wn} {d} {Mn}، سخنرانی مذهبی پس از نماز مغرب', {}),
        ('football fixture with weekday',
         'هفته نهم لیگ: {Wn} {d} {Mn}، ساعت {HH}:{MI}، استقلال – سپاهان', EVENT),
        ('spoken-style message, ordinal in words', 'تولد مادربزرگ {dwo} {Mn} است.', {}),
        ('museum closure notice', 'موزه روز {d} {Mn} به دلیل تعمیرات تعطیل است.', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'قطار شماره ۳۸۴ ساعت ۱۶:۴۲ از سکوی ۳ حرکت می‌کند.'),
        ('utility bill, amount', 'مبلغ قبض این دوره ۴۱۲٬۰۰۰ ریال است.'),
        ('pharmacy label, dosage', 'روزی سه بار، هر بار یک قرص بعد از غذا.'),
        ('job advertisement, salary and hours', 'حقوق ماهانه ۳۵ میلیون تومان، ۴۴ ساعت در هفته.'),
        ('outdoor pool season, months without day or year',
         'استخر روباز از ژوئن تا سپتامبر باز است.'),
    ],
    'date': [
        ('fa_IR', '%A %-d %B %Y، ساعت %H:%M', 'full'),
        ('fa_IR', '%Y-%m-%d (%A)', 'full'),
        ('fa_IR', '%B %Y میلادی', 'month'),
        ('fa_IR', '%Od %B، ساعت %OH:%OM', 'noyear'),
    ],
    'ls': [
        ('fa_IR', '+%A %-d %B %Y', 'full'),
        ('fa_IR', '+%Y/%m/%d %H:%M', 'full'),
        ('fa_IR', '+%-d %B %Y، %H:%M', 'full'),
        ('fa_IR', '+%-d %B %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ he
MONTHS['he'] = {
    'n': 'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר'.split(),
}
WEEKDAYS['he'] = {
    'n': ['יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'שבת', 'יום ראשון'],
}
LANGS['he'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'רחל לוין (נולדה ב-{d} ב{Mn} {Y} בחיפה) היא ציירת ישראלית.', BORN),
        ('news site byline (dd.mm.yyyy)', 'פורסם: {dd}.{mm}.{Y}, {HH}:{MI}', RECENT),
        ('matriculation certificate, date of issue', 'תעודת בגרות, הונפקה ב-{d} ב{Mn} {Y}', {}),
        ('tender notice with weekday',
         'מועד פתיחת המכרז: {Wn}, {d} ב{Mn} {Y}, בשעה {HH}:{MI}', OFFICE),
        ('rail works notice with weekday',
         'עקב עבודות תשתית, {Wn}, {d} ב{Mn} {Y}, לא יפעלו רכבות בין חיפה לעכו.', RECENT),
        ('library loan slip, due date', 'ספרייה עירונית – תאריך החזרה: {dd}/{mm}/{Y}', RECENT),
        ('electricity bill, payment deadline',
         'מועד אחרון לתשלום חשבון החשמל: {d} ב{Mn} {Y}', RECENT),
        ('call for abstracts, deadline', 'המועד האחרון להגשת תקצירים: {d} ב{Mn} {Y}', RECENT),
        ('lottery results heading with weekday', 'הגרלת לוטו, {Wn} {dd}.{mm}.{Y}', RECENT),
        ('synagogue notice, bar mitzvah with weekday',
         'בר מצווה: {Wn}, {d} ב{Mn} {Y}, בבית הכנסת הגדול',
         {}),
        ('city chronology entry', '{d} ב{Mn} {Y} – נחנך קו החשמלית הראשון בעיר', PAST),
    ],
    'month': [
        ('monthly planner heading', 'לוח תכנון חודשי – {Mn} {Y}', {}),
        ('utility bill, billing period', 'תקופת החיוב: {Mn} {Y}', RECENT),
        ('biography in running text, a move', 'ב{Mn} {Y} עברה לתל אביב ופתחה סטודיו משלה.', PAST),
        ('magazine issue line', 'מגזין גן ונוף, גיליון {Mn} {Y}', {}),
        ('flat listing, move-in month', 'כניסה לדירה: {Mn} {Y}', RECENT),
        ('job advertisement, start month', 'תחילת עבודה: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'החל מ-{d} ב{Mn}, קו 5 לא יעצור בתחנה המרכזית.', {}),
        ('library renewal receipt (d/m)', 'ההשאלה הוארכה עד {d}/{m}', {}),
        ('synagogue weekly notice with weekday',
         '{Wn}, {d} ב{Mn}: שיעור תורה בבית הכנסת בשעה {HH}:{MI}', EVENT),
        ('football fixture with weekday',
         'מחזור 9: {Wn}, {d} ב{Mn}, {HH}:{MI} – הפועל חדרה נגד בני יהודה', EVENT),
        ('family message', 'יום ההולדת של סבתא ב-{d} ב{Mn}, אצלנו בבית.', {}),
        ('museum closure notice', 'המוזיאון יהיה סגור ב-{d} ב{Mn} לרגל עבודות תחזוקה.', {}),
    ],
    'none': [
        ('station announcement with platform and time', 'הרכבת לנהריה יוצאת מרציף 2 בשעה 16:42.'),
        ('electricity bill, amount and consumption', 'סכום החשבון: 412.60 ₪, צריכה של 284 קוט״ש.'),
        ('pharmacy label, dosage', 'יש ליטול טבלייה אחת שלוש פעמים ביום.'),
        ('job advertisement, salary', 'שכר של 14,000 ₪ לחודש, משרה מלאה.'),
        ('pool season, months without day or year', 'הבריכה פתוחה לציבור מיוני עד ספטמבר.'),
    ],
    'date': [
        ('he_IL', 'יום %A, %-d ב%B %Y, %H:%M', 'full'),
        ('he_IL', '%d.%m.%Y בשעה %H:%M', 'full'),
        ('he_IL', 'חודש %B %Y', 'month'),
        ('he_IL', '%-d ב%B בשעה %H:%M', 'noyear'),
    ],
    'ls': [
        ('he_IL', '+%d/%m/%Y %H:%M', 'full'),
        ('he_IL', '+יום %A, %-d ב%B %Y', 'full'),
        ('he_IL', '+%-d %b %Y', 'full'),
        ('he_IL', '+%-d ב%B %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ hi
MONTHS['hi'] = {
    'n': 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर'.split(),
}
WEEKDAYS['hi'] = {
    'n': 'सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split(),
}
HI_DAYS = ('पहली दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह '
           'अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस '
           'तीस इकतीस').split()
EXTRA['hi'] = lambda y, m, d, h, mi: {'dw': HI_DAYS[d - 1]}
LANGS['hi'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'सुमन वर्मा का जन्म {d} {Mn} {Y} को लखनऊ में हुआ था।', BORN),
        ('news site byline with weekday', 'प्रकाशित: {Wn}, {d} {Mn} {Y}, {HH}:{MI} IST', RECENT),
        ('school mark sheet, date of issue', 'अंकपत्र जारी करने की तिथि: {dd}/{mm}/{Y}', RECENT),
        ('auction notice with weekday, morning',
         'नीलामी {d} {Mn} {Y}, {Wn} को सुबह {H} बजे होगी।', opt(OFFICE, am=True)),
        ('local train cancellation with weekday in brackets',
         'ट्रैक मरम्मत के कारण {d} {Mn} {Y} ({Wn}) को लोकल ट्रेनें रद्द रहेंगी।', RECENT),
        ('library loan slip, due date (dd-mm-yyyy)',
         'पुस्तकालय: पुस्तक लौटाने की अंतिम तिथि {dd}-{mm}-{Y}',
         RECENT),
        ('electricity bill, payment deadline',
         'बिजली बिल जमा करने की अंतिम तिथि: {d} {Mn} {Y}', RECENT),
        ('job advertisement, last date to apply', 'आवेदन की अंतिम तिथि {d} {Mn} {Y} है।', RECENT),
        ('lottery draw results with weekday', 'लॉटरी ड्रॉ परिणाम – {Wn}, {dd}.{mm}.{Y}', RECENT),
        ('temple notice, evening katha with weekday',
         'श्री सत्यनारायण कथा: {Wn}, {d} {Mn} {Y}, शाम {h12} बजे, मंदिर प्रांगण', opt({}, eve=True)),
        ('city chronology entry, Devanagari digits',
         '{d} {Mn} {Y}: शहर में पहली ट्राम सेवा शुरू हुई।',
         opt(PAST, digits='deva')),
    ],
    'month': [
        ('monthly planner heading', '{Mn} {Y} – मासिक योजना', {}),
        ('electricity bill, billing period', 'बिलिंग अवधि: {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         '{Mn} {Y} में वे मुंबई आ गईं और अपना स्टूडियो खोला।', PAST),
        ('magazine issue line', 'गृहशोभा, {Mn} {Y} अंक', {}),
        ('new-build advert, possession month', 'फ्लैट का कब्ज़ा {Mn} {Y} में मिलेगा', RECENT),
        ('job advertisement, joining month, Devanagari digits', 'कार्यभार ग्रहण: {Mn} {Y}',
         opt(RECENT, digits='deva')),
    ],
    'noyear': [
        ('bus timetable change notice', '{d} {Mn} से बस रूट 42 का समय बदल जाएगा।', {}),
        ('library renewal receipt (d/m)', 'पुस्तक की वापसी की नई तिथि: {d}/{m}', {}),
        ('temple weekly notice with weekday, evening',
         '{Wn}, {d} {Mn}: मंदिर में भजन संध्या, शाम {h12} बजे',
         opt({}, eve=True)),
        ('cricket fixture with weekday, evening',
         'मैच 9: {Wn}, {d} {Mn}, शाम {h12}:{MI} बजे – मुंबई बनाम चेन्नई', opt(EVENT, eve=True)),
        ('spoken-style message, day in words', 'दादी का जन्मदिन {dw} {Mn} को है।', {}),
        ('museum closure notice', 'संग्रहालय {d} {Mn} को रखरखाव के लिए बंद रहेगा।', {}),
    ],
    'none': [
        ('station announcement with platform and time',
         'ट्रेन संख्या 12951 प्लेटफ़ॉर्म 3 से 16:42 बजे रवाना होगी।'),
        ('electricity bill, consumption and amount', 'इस माह की खपत 214 यूनिट, देय राशि ₹1,842'),
        ('pharmacy label, dosage', 'दिन में 3 बार, भोजन के बाद 1 गोली लें।'),
        ('job advertisement, salary and days', 'वेतन ₹35,000 प्रति माह, सप्ताह में 6 दिन काम।'),
        ('pool season, months without day or year',
         'स्विमिंग पूल अप्रैल से सितंबर तक खुला रहता है।'),
    ],
    'date': [
        ('hi_IN', '%A, %-d %B %Y, %H:%M बजे', 'full'),
        ('hi_IN', '%d-%m-%Y %H:%M', 'full'),
        ('hi_IN', 'माह: %B %Y', 'month'),
        ('hi_IN', '%-d %B को %H:%M बजे', 'noyear'),
    ],
    'ls': [
        ('hi_IN', '+%-d %B %Y %H:%M', 'full'),
        ('hi_IN', '+%a, %d/%m/%Y', 'full'),
        ('hi_IN', '+%A %-d %b %Y', 'full'),
        ('hi_IN', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ id
MONTHS['id'] = {
    'n': 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November '
         'Desember'.split(),
    'a': 'Jan Feb Mar Apr Mei Jun Jul Agt Sep Okt Nov Des'.split(),
}
WEEKDAYS['id'] = {
    'n': 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split(),
}
ID_ONES = 'satu dua tiga empat lima enam tujuh delapan sembilan'.split()
ID_DAYS = ID_ONES + ['sepuluh', 'sebelas'] + [w + ' belas' for w in ID_ONES[1:]] + [
    'dua puluh'] + ['dua puluh ' + w for w in ID_ONES] + ['tiga puluh', 'tiga puluh satu']
EXTRA['id'] = lambda y, m, d, h, mi: {'dw': ID_DAYS[d - 1]}
LANGS['id'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'Sri Handayani (lahir di Surabaya, {d} {Mn} {Y}) adalah pelukis Indonesia.', BORN),
        ('news site byline with weekday', '{Wn}, {d} {Mn} {Y} {HH}:{MI} WIB', RECENT),
        ('school report, distribution date',
         'Rapor semester ganjil dibagikan tanggal {d} {Mn} {Y}.',
         RECENT),
        ('state auction notice with weekday',
         'Lelang: hari {Wn}, tanggal {d} {Mn} {Y}, pukul {HH}.{MI} WIB', opt(RECENT, **OFFICE)),
        ('commuter train notice with weekday',
         'Akibat perbaikan rel, KRL tidak beroperasi pada {Wn}, {d} {Mn} {Y}.', RECENT),
        ('library loan slip, due date (dd-mm-yyyy)',
         'Perpustakaan Daerah – batas pengembalian: {dd}-{mm}-{Y}', RECENT),
        ('water bill, due date (abbreviated month)', 'Tagihan PDAM jatuh tempo pada {d} {Ma} {Y}.',
         RECENT),
        ('job advertisement, application deadline', 'Lamaran diterima paling lambat {d} {Mn} {Y}.',
         RECENT),
        ('prize draw notice with weekday',
         'Undian berhadiah periode ini diundi {Wn}, {dd}/{mm}/{Y}.', RECENT),
        ('mosque notice, study gathering with weekday',
         "Pengajian akbar: {Wn}, {d} {Mn} {Y}, ba'da Isya, Masjid Al-Ikhlas", {}),
        ('city chronology entry',
         '{d} {Mn} {Y} – Jalur trem listrik pertama di kota ini diresmikan.',
         PAST),
    ],
    'month': [
        ('monthly agenda heading', 'Agenda Bulan {Mn} {Y}', {}),
        ('electricity bill, usage period', 'Periode pemakaian: {Mn} {Y}', RECENT),
        ('biography in running text, a move',
         'Pada {Mn} {Y} ia pindah ke Yogyakarta dan membuka sanggar sendiri.', PAST),
        ('magazine issue line', 'Majalah Trubus edisi {Mn} {Y}', {}),
        ('new-build advert, key handover', 'Serah terima kunci: {Mn} {Y}', RECENT),
        ('job advertisement, start month', 'Mulai bekerja: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'Mulai {d} {Mn}, rute bus TransJakarta 6H dialihkan.', {}),
        ('library renewal receipt (d/m)',
         'Perpanjangan berhasil, kembalikan sebelum {d}/{m}.', {}),
        ('mosque weekly notice with weekday',
         "{Wn}, {d} {Mn}: kajian rutin ba'da Magrib di masjid kompleks",
         {}),
        ('football fixture with weekday',
         'Pekan 9 · {Wn}, {d} {Mn} · {HH}.{MI} WIB · Persib vs Arema', EVENT),
        ('spoken-style message, day in words',
         'Ulang tahun Nenek tanggal {dw} {Mn}, di rumah Bude.', {}),
        ('museum closure notice', 'Museum tutup pada {d} {Mn} untuk perawatan koleksi.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'KA Argo Bromo Anggrek berangkat dari jalur 3 pukul 16.42.'),
        ('electricity bill, consumption and amount',
         'Pemakaian bulan ini 214 kWh, total tagihan Rp412.500.'),
        ('pharmacy label, dosage', 'Diminum 3 kali sehari, 1 tablet sesudah makan.'),
        ('job advertisement, salary', 'Gaji Rp8.500.000 per bulan, 5 hari kerja.'),
        ('pool season, months without day or year',
         'Kolam renang outdoor dibuka dari Juni sampai Agustus.'),
    ],
    'date': [
        ('id_ID', '%A, %-d %B %Y jam %H.%M', 'full'),
        ('id_ID', '%d/%m/%Y %H.%M', 'full'),
        ('id_ID', 'bulan %B %Y', 'month'),
        ('id_ID', '%-d %B, pukul %H.%M', 'noyear'),
    ],
    'ls': [
        ('id_ID', '+%-d %b %Y %H.%M', 'full'),
        ('id_ID', '+%A, %d-%m-%Y', 'full'),
        ('id_ID', '+%d %B %Y %H:%M', 'full'),
        ('id_ID', '+%-d %b %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ vi
MONTHS['vi'] = {
    'w': ['một', 'hai', 'ba', 'tư', 'năm', 'sáu', 'bảy', 'tám', 'chín', 'mười', 'mười một',
          'mười hai'],
}
WEEKDAYS['vi'] = {
    'n': ['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy', 'Chủ nhật'],
}
VI_ONES = 'một hai ba bốn năm sáu bảy tám chín'.split()
VI_DAYS = ['mồng ' + w for w in VI_ONES + ['mười']]
VI_DAYS += ['mười ' + w for w in ['một', 'hai', 'ba', 'bốn', 'lăm', 'sáu', 'bảy', 'tám', 'chín']]
VI_DAYS += ['hai mươi'] + ['hai mươi ' + w for w in
                           ['mốt', 'hai', 'ba', 'tư', 'lăm', 'sáu', 'bảy', 'tám', 'chín']]
VI_DAYS += ['ba mươi', 'ba mươi mốt']
EXTRA['vi'] = lambda y, m, d, h, mi: {'dw': VI_DAYS[d - 1]}
LANGS['vi'] = {
    'full': [
        ('encyclopedia biography, opening sentence',
         'Nguyễn Thị Lan (sinh ngày {d} tháng {m} năm {Y} tại Huế) là một họa sĩ Việt Nam.', BORN),
        ('news site byline with weekday', '{WnC}, {d}/{m}/{Y}, {HH}:{MI} (GMT+7)', RECENT),
        ('school record book, date of issue', 'Học bạ được cấp ngày {dd}/{mm}/{Y}', {}),
        ('auction notice with weekday',
         'Thời gian đấu giá: {HH} giờ {MI} phút, {Wn}, ngày {dd}/{mm}/{Y}', OFFICE),
        ('train cancellation with weekday in brackets',
         'Do sửa chữa đường ray, các chuyến tàu SE ngày {d}/{m}/{Y} ({Wn}) bị hủy.', RECENT),
        ('library loan slip, due date (d-m-yyyy)', 'Thư viện: hạn trả sách {d}-{m}-{Y}', RECENT),
        ('electricity bill, payment deadline',
         'Hạn thanh toán tiền điện: ngày {d} tháng {m} năm {Y}',
         RECENT),
        ('job advertisement, application deadline',
         'Hạn nộp hồ sơ: trước 17h00 ngày {dd}/{mm}/{Y}',
         RECENT),
        ('lottery results heading with weekday',
         'Kết quả xổ số miền Bắc {Wn} ngày {d}/{m}/{Y}', RECENT),
        ('parish notice, confirmation mass with weekday',
         'Thánh lễ Thêm Sức lúc {H}:{MI}, {Wn} ngày {d}/{m}/{Y}, nhà thờ Tân Định', EVENT),
        ('city chronology entry',
         'Ngày {d} tháng {m} năm {Y}: khánh thành tuyến xe điện đầu tiên của thành phố', PAST),
    ],
    'month': [
        ('wall calendar heading, month in words', 'LỊCH THÁNG {MwU} NĂM {Y}', {}),
        ('electricity bill, billing month', 'Kỳ hóa đơn: tháng {mm}/{Y}', RECENT),
        ('biography in running text, a move',
         'Tháng {m} năm {Y}, bà chuyển vào Sài Gòn và mở xưởng vẽ riêng.', PAST),
        ('magazine issue line', 'Tạp chí Thế giới Mới, số tháng {m}/{Y}', {}),
        ('new apartment, handover month', 'Bàn giao căn hộ: tháng {m} năm {Y}', RECENT),
        ('job advertisement, start month', 'Thời gian bắt đầu làm việc: tháng {m}/{Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'Từ ngày {d}/{m}, tuyến xe buýt số 18 thay đổi lộ trình.', {}),
        ('library renewal receipt (dd/mm)', 'Đã gia hạn, hạn trả mới: {dd}/{mm}', {}),
        ('parish weekly notice with weekday',
         '{WnC}, ngày {d}/{m}: Thánh lễ lúc {H}:{MI} tại nhà thờ giáo xứ', EVENT),
        ('football fixture with weekday',
         'Vòng 9 · {WnC} {d}/{m} · {HH}:{MI} · Hà Nội FC – Hải Phòng', EVENT),
        ('spoken-style message, day and month in words',
         'Sinh nhật bà nội vào ngày {dw} tháng {Mw}.', {}),
        ('museum closure notice', 'Bảo tàng đóng cửa ngày {d}/{m} để bảo trì.', {}),
    ],
    'none': [
        ('station announcement with time', 'Tàu SE1 khởi hành từ ga Hà Nội lúc 19:20 tối nay.'),
        ('electricity bill, amount and consumption',
         'Tổng tiền điện kỳ này: 1.284.000 đồng (412 kWh).'),
        ('pharmacy label, dosage', 'Uống mỗi lần 1 viên, 2 lần mỗi ngày sau bữa ăn.'),
        ('job advertisement, salary', 'Lương 15–20 triệu đồng/tháng, làm việc 5 buổi mỗi tuần.'),
        ('pool season, months in words without day or year',
         'Hồ bơi ngoài trời mở cửa từ tháng Năm đến tháng Chín.'),
    ],
    'date': [
        ('vi_VN', '%A, %d/%m/%Y %H:%M', 'full'),
        ('vi_VN', 'ngày %d tháng %m năm %Y', 'full'),
        ('vi_VN', '%m/%Y', 'month'),
        ('vi_VN', '%H:%M ngày %-d/%-m', 'noyear'),
    ],
    'ls': [
        ('vi_VN', '+%d/%m/%Y %H:%M', 'full'),
        ('vi_VN', '+%A, %-d/%-m/%Y', 'full'),
        ('vi_VN', '+%H:%M, %d-%m-%Y', 'full'),
        ('vi_VN', '+%d/%m %H:%M', 'noyear'),
    ],
}

# ------------------------------------------------------------------ th
MONTHS['th'] = {
    'n': ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม',
          'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
    'a': ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.',
          'พ.ย.', 'ธ.ค.'],
}
WEEKDAYS['th'] = {
    'n': ['จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์', 'อาทิตย์'],
}
TH_ONES = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า']
TH_DAYS = TH_ONES + ['สิบ', 'สิบเอ็ด'] + ['สิบ' + w for w in TH_ONES[1:]] + ['ยี่สิบ', 'ยี่สิบเอ็ด'] + [
    'ยี่สิบ' + w for w in TH_ONES[1:]] + ['สามสิบ', 'สามสิบเอ็ด']
EXTRA['th'] = lambda y, m, d, h, mi: {'dw': TH_DAYS[d - 1]}
LANGS['th'] = {
    'full': [
        ('encyclopedia biography, birth in running text (ค.ศ.)',
         'สมศรี ใจดี เกิดเมื่อวันที่ {d} {Mn} ค.ศ. {Y} ที่จังหวัดเชียงใหม่', BORN),
        ('news site byline, Gregorian year', 'เผยแพร่: {d} {Ma} {Y} เวลา {HH}:{MI} น.', RECENT),
        ('school transcript, date of issue (ค.ศ.)',
         'ใบรับรองผลการเรียน ออกให้ ณ วันที่ {d} {Mn} ค.ศ. {Y}',
         {}),
        ('tender notice with weekday (ค.ศ.)',
         'กำหนดเปิดซองประกวดราคาวัน{Wn}ที่ {d} {Mn} ค.ศ. {Y} เวลา {HH}.{MI} น.', OFFICE),
        ('rail notice with weekday (ค.ศ.)',
         'งดเดินรถไฟสายใต้ในวัน{Wn}ที่ {d} {Mn} ค.ศ. {Y} เนื่องจากซ่อมราง', RECENT),
        ('library loan slip, Gregorian numeric date',
         'ห้องสมุด: กำหนดส่งคืน {dd}/{mm}/{Y}', RECENT),
        ('electricity bill, payment deadline (ค.ศ.)',
         'ครบกำหนดชำระค่าไฟฟ้าภายในวันที่ {d} {Mn} ค.ศ. {Y}', RECENT),
        ('international conference, abstract deadline', 'กำหนดส่งบทคัดย่อ: {d} {Mn} {Y}', RECENT),
        ('lottery results heading (ค.ศ.)',
         'ผลสลากกินแบ่งรัฐบาล งวดวันที่ {d} {Mn} ค.ศ. {Y}', RECENT),
        ('temple notice, alms giving with weekday, morning, Thai digits',
         'ทำบุญตักบาตรวัน{Wn}ที่ {d} {Mn} ค.ศ. {Y} เวลา {H}.{MI} น. ณ วัดโพธิ์', opt(EVENT, am=True, digits='thai')),
        ('city chronology entry, Thai digits', '{d} {Mn} ค.ศ. {Y} – เปิดเดินรถรางสายแรกของเมือง',
         opt(PAST, digits='thai')),
    ],
    'month': [
        ('monthly plan heading (ค.ศ.)', 'แผนงานประจำเดือน{Mn} ค.ศ. {Y}', {}),
        ('electricity bill, usage month (abbreviated, Gregorian year)',
         'รอบการใช้ไฟฟ้า {Ma} {Y}', RECENT),
        ('biography in running text, a move (ค.ศ.)',
         'ในเดือน{Mn} ค.ศ. {Y} เธอย้ายไปกรุงเทพฯ และเปิดสตูดิโอของตนเอง', PAST),
        ('magazine issue line, Gregorian year', 'นิตยสารบ้านและสวน ฉบับ{Mn} {Y}', {}),
        ('condominium advert, transfer month', 'กำหนดโอนกรรมสิทธิ์: {Mn} {Y}', RECENT),
        ('job advertisement, start month (ค.ศ.)', 'เริ่มงาน: {Mn} ค.ศ. {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice', 'ตั้งแต่วันที่ {d} {Mn} รถเมล์สาย 8 เปลี่ยนเส้นทาง', {}),
        ('library renewal receipt (d/m)', 'ยืมต่อแล้ว กำหนดคืนใหม่ {d}/{m}', {}),
        ('temple weekly notice with weekday, morning',
         'วัน{Wn}ที่ {d} {Mn} ฟังเทศน์ที่วัดเวลา {H}.{MI} น.', opt(EVENT, am=True)),
        ('football fixture with weekday',
         'นัดที่ 9: วัน{Wn}ที่ {d} {Ma} เวลา {HH}.{MI} น. บุรีรัมย์ พบ ชลบุรี', EVENT),
        ('spoken-style message, day in words', 'วันเกิดคุณยายตรงกับวันที่{dw} {Mn}', {}),
        ('museum closure notice, Thai digits', 'พิพิธภัณฑ์ปิดทำการวันที่ {d} {Mn} เพื่อปรับปรุง',
         {'digits': 'thai'}),
    ],
    'none': [
        ('station announcement with platform and time',
         'ขบวนรถเร็วที่ 171 ออกจากชานชาลาที่ 5 เวลา 16.42 น.'),
        ('electricity bill, amount and units', 'ค่าไฟฟ้าเดือนนี้ 1,284 บาท ใช้ไป 312 หน่วย'),
        ('pharmacy label, dosage', 'รับประทานครั้งละ 1 เม็ด วันละ 3 ครั้ง หลังอาหาร'),
        ('job advertisement, salary and days', 'เงินเดือน 25,000 บาท ทำงานสัปดาห์ละ 5 วัน'),
        ('pool season, months without day or year',
         'สระว่ายน้ำเปิดให้บริการตั้งแต่เดือนมีนาคมถึงพฤษภาคม'),
    ],
    'date': [
        ('th_TH', 'วัน%Aที่ %-d %B %Y เวลา %H:%M น.', 'full'),
        ('th_TH', '%d/%m/%Y เวลา %H.%M น.', 'full'),
        ('th_TH', 'เดือน%B %Y', 'month'),
        ('th_TH', '%-d %b เวลา %H.%M น.', 'noyear'),
    ],
    'ls': [
        ('th_TH', '+%-d %b %Y %H:%M', 'full'),
        ('th_TH', '+%A %-d %B %Y', 'full'),
        ('th_TH', '+%d/%m/%Y', 'full'),
        ('th_TH', '+%-d %b %H:%M น.', 'noyear'),
    ],
}

# ------------------------------------------------------------------ el
MONTHS['el'] = {
    'g': ['Ιανουαρίου', 'Φεβρουαρίου', 'Μαρτίου', 'Απριλίου', 'Μαΐου', 'Ιουνίου', 'Ιουλίου',
          'Αυγούστου', 'Σεπτεμβρίου', 'Οκτωβρίου', 'Νοεμβρίου', 'Δεκεμβρίου'],
    'n': ['Ιανουάριος', 'Φεβρουάριος', 'Μάρτιος', 'Απρίλιος', 'Μάιος', 'Ιούνιος', 'Ιούλιος',
          'Αύγουστος', 'Σεπτέμβριος', 'Οκτώβριος', 'Νοέμβριος', 'Δεκέμβριος'],
    'c': ['Ιανουάριο', 'Φεβρουάριο', 'Μάρτιο', 'Απρίλιο', 'Μάιο', 'Ιούνιο', 'Ιούλιο',
          'Αύγουστο', 'Σεπτέμβριο', 'Οκτώβριο', 'Νοέμβριο', 'Δεκέμβριο'],
    'a': ['Ιαν.', 'Φεβ.', 'Μαρ.', 'Απρ.', 'Μαΐου', 'Ιουν.', 'Ιουλ.', 'Αυγ.', 'Σεπ.', 'Οκτ.',
          'Νοε.', 'Δεκ.'],
}
WEEKDAYS['el'] = {
    'n': ['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο', 'Κυριακή'],
    'c': ['τη Δευτέρα', 'την Τρίτη', 'την Τετάρτη', 'την Πέμπτη', 'την Παρασκευή', 'το Σάββατο',
          'την Κυριακή'],
    'g': ['της Δευτέρας', 'της Τρίτης', 'της Τετάρτης', 'της Πέμπτης', 'της Παρασκευής',
          'του Σαββάτου', 'της Κυριακής'],
}
EL_ONES = ['μία', 'δύο', 'τρεις', 'τέσσερις', 'πέντε', 'έξι', 'επτά', 'οκτώ', 'εννέα']
EL_DAYS = ['πρώτη'] + EL_ONES[1:] + ['δέκα', 'έντεκα', 'δώδεκα', 'δεκατρείς', 'δεκατέσσερις',
                                     'δεκαπέντε', 'δεκαέξι', 'δεκαεπτά', 'δεκαοκτώ', 'δεκαεννέα',
                                     'είκοσι'] + ['είκοσι ' + w for w in EL_ONES] + [
    'τριάντα', 'τριάντα μία']


def _el(y, m, d, h, mi):
    return {'stis_d': 'την 1η' if d == 1 else 'στις %d' % d,
            'tis_d': 'την 1η' if d == 1 else 'τις %d' % d,
            'stis_dw': 'την πρώτη' if d == 1 else 'στις ' + EL_DAYS[d - 1]}


EXTRA['el'] = _el
LANGS['el'] = {
    'full': [
        ('encyclopedia biography, birth in running text',
         'Η ζωγράφος Ελένη Μαυρίδου γεννήθηκε {stis_d} {Mg} {Y} στα Χανιά.', BORN),
        ('news site byline with weekday', 'Δημοσίευση: {Wn} {d} {Mg} {Y}, {HH}:{MI}', RECENT),
        ('school leaving certificate, date of issue',
         'Απολυτήριο Λυκείου, ημερομηνία έκδοσης: {dd}/{mm}/{Y}', {}),
        ('auction notice with weekday (accusative)',
         'Η δημοπρασία θα διεξαχθεί {Wc} {d} {Mg} {Y} και ώρα {HH}:{MI}.', OFFICE),
        ('rail strike notice with weekday (accusative)',
         'Στάση εργασίας στα τρένα {Wc} {d} {Mg} {Y}',
         RECENT),
        ('library loan slip, due date',
         'Δημοτική Βιβλιοθήκη – επιστροφή έως {dd}.{mm}.{Y}', RECENT),
        ('electricity bill, payment deadline (abbreviated month)',
         'Λογαριασμός ρεύματος: λήξη προθεσμίας πληρωμής {d} {Ma} {Y}', RECENT),
        ('job advertisement, application deadline',
         'Οι αιτήσεις υποβάλλονται έως {tis_d} {Mg} {Y}.',
         RECENT),
        ('lottery results heading with weekday (genitive)',
         'Αποτελέσματα κλήρωσης Τζόκερ {Wg} {dd}/{mm}/{Y}', RECENT),
        ('parish notice, Divine Liturgy with weekday, morning',
         'Θεία Λειτουργία {Wc} {d} {Mg} {Y}, ώρα {H}:{MI} π.μ.', opt(EVENT, am=True)),
        ('city chronology entry',
         '{d} {Mg} {Y}: εγκαίνια της πρώτης γραμμής τραμ της πόλης', PAST),
    ],
    'month': [
        ('monthly planner heading, capitals without accents',
         '{MnU} {Y} – μηνιαίος προγραμματισμός', {}),
        ('electricity bill, consumption period', 'Περίοδος κατανάλωσης: {Mn} {Y}', RECENT),
        ('biography in running text, beginning of a month (genitive)',
         'Στις αρχές {Mg} {Y} μετακόμισε στην Αθήνα και άνοιξε εργαστήριο.', PAST),
        ('magazine issue line (genitive month)', 'Περιοδικό Κήπος & Σπίτι, τεύχος {Mg} {Y}', {}),
        ('flat listing, available from (accusative)',
         'Διαθέσιμο από {Mc} {Y}, ενοίκιο 650 €', RECENT),
        ('job advertisement, start month', 'Έναρξη εργασίας: {Mn} {Y}', RECENT),
    ],
    'noyear': [
        ('bus route change notice',
         'Από {tis_d} {Mg} η λεωφορειακή γραμμή 040 αλλάζει διαδρομή.', {}),
        ('library renewal receipt (d/m)', 'Ανανέωση δανεισμού έως {d}/{m}', {}),
        ('parish weekly notice with weekday, morning',
         '{WnC} {d} {Mg}: Θεία Λειτουργία στις {H}:{MI} π.μ.', opt(EVENT, am=True)),
        ('football fixture with weekday',
         '9η αγωνιστική: {Wn} {d}/{m}, {HH}:{MI}, Λαμία – Αστέρας', EVENT),
        ('spoken-style message, day in words',
         'Τα γενέθλια της γιαγιάς είναι {stis_dw} {Mg}.', {}),
        ('museum closure notice', 'Το μουσείο θα παραμείνει κλειστό {stis_d} {Mg}.', {}),
    ],
    'none': [
        ('station announcement with track and time',
         'Το Intercity 58 αναχωρεί από τη γραμμή 3 στις 16:42.'),
        ('electricity bill, consumption and amount',
         'Κατανάλωση περιόδου: 412 kWh, ποσό πληρωμής 96,40 €.'),
        ('pharmacy label, dosage', 'Λαμβάνετε 1 δισκίο 3 φορές την ημέρα μετά το φαγητό.'),
        ('job advertisement, salary and hours',
         'Μισθός 1.200 € μικτά, πλήρης απασχόληση 40 ώρες την εβδομάδα.'),
        ('pool season, months without day or year',
         'Η πισίνα λειτουργεί από Ιούνιο έως Σεπτέμβριο.'),
    ],
    'date': [
        ('el_CY', '%A %-d %B %Y, %H:%M', 'full'),
        ('el_GR', '%A, %d/%m/%Y %H:%M', 'full'),
        ('el_GR', 'Μήνας: %OB %Y', 'month'),
        ('el_CY', '%-d %B, ώρα %H:%M', 'noyear'),
    ],
    'ls': [
        ('el_GR', '+%-d %b %Y %H:%M', 'full'),
        ('el_CY', '+%a %d/%m/%Y', 'full'),
        ('el_GR', '+%A %-d %B %Y', 'full'),
        ('el_CY', '+%-d %b %H:%M', 'noyear'),
    ],
}
