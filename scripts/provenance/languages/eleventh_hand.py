"""Hand-written templates, no-date lines and `date` and `ls` formats of data/languages-eleventh/.

Written for the eleventh multilingual set (a DEVELOPMENT set, see its README) by a helper that
read none of the earlier sets' lines, templates or generators.  Used by eleventh_build.py through
setbuild.hand_set_builder: per language 11 full-date templates, 6 month + year and 6 day + month
templates (the first two of each used twice), 5 no-date lines, 4 `date` formats (2 full dates,
1 month + year, 1 day + month) and 4 `ls` styles (3 full dates, 1 day + month).

Template fields (setbuild.fields): {Y} {m} {mm} {d} {dd} {H} {HH} {MI} {h12} {mr} (Roman month)
{Yh} {mh} {dh} (Han numerals); M<key> / W<key> (month / weekday names of MONTHS / WEEKDAYS below,
with C for capitalised and U for upper case); and what EXTRA gives ({yy}: the year's last two
digits, and per language ordinals and case forms).  Options: 'digits' (native digits of the whole
line), 'pm' (hours 13..18), 'recent' (years 1995..2045).
"""

# The registers, in the order of each language's templates (the provenance names them).
FULL_REGS = ['car hire pick-up voucher', 'time capsule inscription', 'astronomy observing log',
             'summit logbook entry', 'gift voucher validity', 'calibration certificate',
             "parent's school absence note", 'crowdfunding campaign end',
             'beehive inspection log', 'piano tuning record', 'babysitter booking']
MONTH_REGS = ['baby book milestone', 'puppy litter announcement', 'evening class start',
              'loyalty points expiry', 'wine or cider bottling label', 'second-hand sale ad']
NOYEAR_REGS = ['outdoor pool season opening', 'water supply interruption notice',
               'choir rehearsal notice', "owners' association meeting notice",
               'bakery pre-order deadline', 'chimney sweep visit notice']
NONE_REGS = ['second-hand sale ad (price, size)', 'calibration certificate (deviation)',
             'astronomy observing log (magnitude, aperture)', 'evening class (fee, hours)',
             'bakery price board']

MONTHS, WEEKDAYS, EXTRA, LANGS = {}, {}, {}, {}


def _hook(more=None):
    def hook(y, m, d, wd, h, mi):
        f = {'yy': '%02d' % (y % 100)}
        if more:
            f.update(more(y, m, d, wd, h, mi))
        return f
    return hook


def _spec(lang, full, month, noyear, none, date, ls, more=None):
    def items(regs, tmpls):
        assert len(regs) == len(tmpls), (lang, tmpls)
        out = []
        for reg, t in zip(regs, tmpls):
            tmpl, opts = (t, {}) if isinstance(t, str) else t
            out.append((reg, tmpl, opts))
        return out
    assert len(none) == 5 and len(date) == 4 and len(ls) == 4, lang
    LANGS[lang] = {'full': items(FULL_REGS, full), 'month': items(MONTH_REGS, month),
                   'noyear': items(NOYEAR_REGS, noyear),
                   'none': list(zip(NONE_REGS, none)), 'date': date, 'ls': ls}
    EXTRA[lang] = _hook(more)


# ------------------------------------------------------------------ es
MONTHS['es'] = {'n': 'enero febrero marzo abril mayo junio julio agosto septiembre octubre '
                     'noviembre diciembre'.split(),
                'a': 'ene. feb. mar. abr. mayo jun. jul. ago. sept. oct. nov. dic.'.split()}
WEEKDAYS['es'] = {'f': 'lunes martes miércoles jueves viernes sábado domingo'.split()}
_spec('es', [
    'Recogida del coche: {Wf} {d} de {Mn} de {Y} a las {H}:{MI}',
    'Cápsula del tiempo — sellada el {d}-{mm}-{Y} por el 6.º B',
    'Obs. 214 · {dd}/{mm}/{Y}, {HH}:{MI} TU · cielo despejado',
    'Cumbre del Aneto, {d} {Ma} {Y}. Subimos los cuatro con niebla',
    'Tarjeta regalo válida hasta el {dd}/{mm}/{Y} inclusive',
    'Certificado de calibración n.º C-4471 · Fecha: {Y}-{mm}-{dd}',
    'Justifico la falta de Lucía el {Wf} {d} de {Mn} de {Y} (fiebre).',
    'La campaña de micromecenazgo termina el {d} de {Mn} de {Y}',
    'Colmena 3 · revisión {d}/{m}/{Y}: reina vista, 6 cuadros de cría',
    'Afinación del piano: {dd}.{mm}.{yy}, La a 442 Hz',
    'Canguro el {Wf} {d} de {Mn} de {Y}, desde las {H}:{MI}',
], [
    'Primer diente: {Mn} de {Y}',
    'Camada de golden nacida en {Mn} de {Y}, se entregan con chip',
    'El curso nocturno de inglés arranca en {Mn} del {Y}',
    'Puntos Club: caducan {mm}/{Y}',
    'Embotellado en {MnU} {Y}, depósito 7',
    'Vendo bici de carretera, comprada en {Mn} de {Y}, como nueva',
], [
    'La piscina municipal de verano abre el {Wf} {d} de {Mn}',
    'Corte de agua el {Wf} {d} de {Mn}, de 8:00 a 14:00',
    'Ensayo del coro: {Wf} {dd}/{mm}, {H}:{MI} h, salón de actos',
    'Junta de propietarios: {Wf} {d} de {Mn}, {H}:{MI} en primera convocatoria',
    'Encargos de tartas hasta el {d} de {Mn} a las {H}:{MI}',
    'El deshollinador pasará el {dd}/{mm} por la mañana',
], [
    'Vendo bici: 180 €, usada 3 veces, talla 54',
    'Error máximo ±0,02 mm a 20 °C',
    'Magnitud 6,5; telescopio de 200 mm a f/5, 120 aumentos',
    'Curso de 30 horas, 2 tardes por semana, 95 € el trimestre',
    'Roscón grande 24 €, mediano 18 €; pedido mínimo 2 unidades',
], [
    ('es_AR', 'Retiro del auto: %A %-d de %B de %Y, %H:%M hs', 'full'),
    ('es_ES', 'Calibrado el %d-%m-%Y', 'full'),
    ('es_MX', 'Camada de %B de %Y', 'month'),
    ('es_ES', 'Ensayo: %A %-d de %B, %H:%M', 'noyear'),
], [
    ('es_ES', '+subido el %a %-d %b %Y', 'full'),
    ('es_AR', '+%-d/%m/%Y %H:%M hs', 'full'),
    ('es_CL', '+%d-%m-%Y, %A', 'full'),
    ('es_ES', '+%-d de %B a las %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ fr
MONTHS['fr'] = {'n': 'janvier février mars avril mai juin juillet août septembre octobre '
                     'novembre décembre'.split(),
                'a': 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split()}
WEEKDAYS['fr'] = {'f': 'lundi mardi mercredi jeudi vendredi samedi dimanche'.split()}
_spec('fr', [
    'Prise en charge : {Wf} {dfr} {Mn} {Y}, {H}h{MI}, agence de Nantes',
    'Capsule temporelle scellée le {dfr} {Mn} {Y} par la classe de CM2',
    'Nuit du {dd}/{mm}/{Y}, {HH}h{MI} TU : Saturne bien visible',
    'Sommet atteint le {dd}.{mm}.{Y} à {H}h{MI}, grand beau !',
    "Chèque cadeau valable jusqu'au {dd}/{mm}/{Y} inclus",
    'Étalonné le {d} {Ma} {Y} – prochain étalonnage sous 12 mois',
    "Merci d'excuser Léa, absente le {Wf} {dfr} {Mn} {Y}.",
    'Fin de la collecte le {dd}-{mm}-{Y} à minuit',
    'Ruche n° 2 – visite du {d}/{m}/{Y} : couvain sain, 8 cadres',
    'Accord du piano : {dfr} {Ma} {Y}, diapason 440 Hz',
    'Baby-sitting {Wf} {d}/{mm}/{yy} de {H}h à minuit',
], [
    'Premiers pas : {Mn} {Y} !',
    'Portée de bergers australiens née en {Mn} {Y}, LOF',
    "Cours du soir d'italien : rentrée en {Mn} {Y}",
    'Vos points expirent fin {Mn} {Y}',
    'Mise en bouteille : {MaC} {Y}',
    'Vends poussette (achat {mm}/{Y}), très bon état',
], [
    "Ouverture de la piscine d'été le {Wf} {dfr} {Mn}",
    "Coupure d'eau le {Wf} {dfr} {Mn} de 9h à 12h",
    'Répétition de la chorale : {Wf} {dd}/{mm} à {H}h{MI}',
    'AG de copropriété le {Wf} {dfr} {Mn} à {H}h, salle polyvalente',
    "Commandes de galettes jusqu'au {dfr} {Ma} midi",
    'Ramonage prévu le {d}/{mm} entre 8h et 12h',
], [
    'Vends vélo 120 €, servi 3 fois, cadre 54 cm',
    'Écart mesuré : +0,015 mm ; tolérance ±0,02 mm',
    'Magnitude 7,2 ; lunette de 90 mm, grossissement 150x',
    "Cours de 2 h, 28 séances, 240 € l'année",
    'Baguette 1,20 € ; 6 croissants pour 5,40 €',
], [
    ('fr_CH', 'Retrait du véhicule le %A %-d %B %Y dès %Hh%M', 'full'),
    ('fr_FR', 'Étalonné le %d.%m.%Y', 'full'),
    ('fr_BE', 'Portée née en %B %Y', 'month'),
    ('fr_CA', 'Répétition le %A %-d %B, %H h %M', 'noyear'),
], [
    ('fr_FR', '+déposé le %a %-d %b %Y', 'full'),
    ('fr_CH', '+%d.%m.%Y %Hh%M', 'full'),
    ('fr_CA', '+%Y-%m-%d, %Hh%M', 'full'),
    ('fr_FR', '+%-d %b à %Hh%M', 'noyear'),
], lambda y, m, d, wd, h, mi: {'dfr': '1er' if d == 1 else str(d)})

# ------------------------------------------------------------------ de
MONTHS['de'] = {'n': 'Januar Februar März April Mai Juni Juli August September Oktober '
                     'November Dezember'.split(),
                'a': 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split()}
WEEKDAYS['de'] = {'f': 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag'.split(),
                  'a': 'Mo. Di. Mi. Do. Fr. Sa. So.'.split()}
_spec('de', [
    'Fahrzeugübernahme: {Wf}, {d}. {Mn} {Y}, {HH}:{MI} Uhr, Station Hbf',
    'Zeitkapsel verschlossen am {d}. {Mn} {Y} – zu öffnen in 25 Jahren',
    'Beob. {dd}.{mm}.{Y}, {HH}:{MI} UT – Jupiter, Seeing gut',
    'Gipfelbuch Zugspitze, {d}.{m}.{Y}: bei Nebel angekommen',
    'Gutschein gültig bis {dd}.{mm}.{Y}',
    'Kalibrierdatum: {Y}-{mm}-{dd} · Rekalibrierung nach 12 Monaten',
    'Unser Sohn Jonas fehlte am {Wf}, dem {d}. {Mn} {Y}, wegen Fieber.',
    'Kampagnenende: {Wa} {dd}.{mm}.{yy}, 24 Uhr',
    'Stockkarte Volk 4 – Durchsicht am {d}.{m}.{Y}, Königin gesehen',
    'Klavier gestimmt am {d}. {Ma} {Y} auf 443 Hz',
    'Babysitten am {Wf}, {dd}.{mm}.{Y} ab {H} Uhr',
], [
    'Erster Zahn: {Mn} {Y}',
    'Welpen aus dem Wurf {Mn} {Y} abzugeben, gechippt und entwurmt',
    'VHS-Kurs Spanisch A1 startet im {Mn} {Y}',
    'Punkte verfallen Ende {Ma} {Y}',
    'Abgefüllt {mm}/{Y}',
    'Verkaufe Kinderwagen, gekauft {Mn} {Y}, kaum benutzt',
], [
    'Das Freibad öffnet am {Wf}, {d}. {Mn}',
    'Wasserabsperrung am {Wf}, {d}. {Mn}, 8–12 Uhr',
    'Chorprobe {Wa} {dd}.{mm}., {H}:{MI} Uhr',
    'Eigentümerversammlung am {Wf}, den {d}.{m}., um {H} Uhr',
    'Vorbestellungen bis {d}. {Ma} möglich',
    'Der Schornsteinfeger kommt am {d}. {Mn} zwischen 8 und 12 Uhr',
], [
    'Verkaufe Fahrrad, 28 Zoll, 150 € VB',
    'Messabweichung 0,003 mm bei 20 °C',
    'Helligkeit 5,8 mag, Öffnung 150 mm',
    'Kursgebühr 89 €, 10 Abende à 90 Minuten',
    'Brezel 0,95 €, 4 Brötchen 1,80 €',
], [
    ('de_AT', 'Übernahme am %A, %-d. %B %Y, ab %H:%M Uhr', 'full'),
    ('de_DE', 'kalibriert %d.%m.%Y', 'full'),
    ('de_CH', 'Wurf %B %Y', 'month'),
    ('de_DE', '%A, %-d. %B, Probe %H:%M Uhr', 'noyear'),
], [
    ('de_DE', '+hochgeladen %A, %d.%m.%Y', 'full'),
    ('de_AT', '+%-d. %B %Y, %H:%M', 'full'),
    ('de_CH', '+%Y-%m-%d %H:%M Uhr', 'full'),
    ('de_DE', '+%-d. %b, %H.%M Uhr', 'noyear'),
])

# ------------------------------------------------------------------ it
MONTHS['it'] = {'n': 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre '
                     'ottobre novembre dicembre'.split(),
                'a': 'gen feb mar apr mag giu lug ago set ott nov dic'.split()}
WEEKDAYS['it'] = {'f': 'lunedì martedì mercoledì giovedì venerdì sabato domenica'.split()}
_spec('it', [
    'Ritiro auto: {Wf} {d} {Mn} {Y}, ore {H}:{MI}, aeroporto di Bologna',
    'Capsula del tempo sigillata il {d}/{mm}/{Y} dalla classe 5ª A',
    'Oss. {dd}-{mm}-{Y} h {HH}:{MI} TU, Saturno, cielo limpido',
    'Vetta del Gran Paradiso, {d}.{m}.{Y} – saliti in sei',
    'Buono regalo valido fino al {dd}/{mm}/{Y}',
    'Data taratura: {d} {Ma} {Y} – validità 12 mesi',
    "Si giustifica l'assenza di Marco {art}{d} {Mn} {Y} per motivi di salute.",
    'La raccolta fondi si chiude {Wf} {dit} {Mn} {Y} a mezzanotte',
    'Arnia 5 – visita del {d}/{m}/{Y}: regina presente, 7 telaini di covata',
    'Accordatura pianoforte eseguita il {dd}.{mm}.{yy}',
    'Babysitter {Wf} {d}/{m}/{Y} dalle {H}:{MI}',
], [
    'Primo dentino: {Mn} {Y}',
    'Cuccioli di labrador nati a {Mn} {Y}, con pedigree',
    'Il corso serale di tedesco inizia a {Mn} {Y}',
    'I punti scadono a fine {Mn} {Y}',
    'Imbottigliato: {MaU} {Y}',
    'Vendo passeggino, acquistato {mm}/{Y}, ottime condizioni',
], [
    'Apertura piscina scoperta: {Wf} {dit} {Mn}',
    "Sospensione dell'acqua {Wf} {d} {Mn} dalle 8 alle 13",
    'Prove del coro: {Wf} {dd}/{mm} ore {H}:{MI}',
    'Assemblea di condominio {Wf} {d} {Mn}, ore {H}:{MI}',
    'Ordini per le colombe entro {art}{d} {Mn}',
    'Spazzacamino: passaggio previsto il {d}/{mm} in mattinata',
], [
    'Vendo bici da corsa, 350 €, taglia 54, usata poco',
    'Scostamento rilevato 0,01 mm, tolleranza ±0,05 mm',
    'Magnitudine 4,3, rifrattore da 80 mm a 60x',
    'Corso di 20 ore, 2 sere a settimana, 150 €',
    'Colomba 750 g: 18 €; ordine minimo 2 pezzi',
], [
    ('it_IT', 'Ritiro veicolo %A %-d %B %Y ore %H.%M', 'full'),
    ('it_CH', 'tarato il %d.%m.%Y', 'full'),
    ('it_IT', 'cucciolata di %B %Y', 'month'),
    ('it_IT', 'prove %A %-d %B alle %H:%M', 'noyear'),
], [
    ('it_IT', '+caricato %a %d/%m/%Y', 'full'),
    ('it_CH', '+%-d.%m.%Y ore %H.%M', 'full'),
    ('it_IT', '+copia del %-d %B %Y, %A', 'full'),
    ('it_IT', '+%-d/%m alle %H:%M', 'noyear'),
], lambda y, m, d, wd, h, mi: {'dit': '1º' if d == 1 else str(d),
                               'art': "l'" if d in (8, 11) else 'il '})

# ------------------------------------------------------------------ pt
MONTHS['pt'] = {'n': 'janeiro fevereiro março abril maio junho julho agosto setembro outubro '
                     'novembro dezembro'.split(),
                'a': 'jan fev mar abr mai jun jul ago set out nov dez'.split()}
WEEKDAYS['pt'] = {'f': 'segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado '
                       'domingo'.split()}
_spec('pt', [
    'Retirada do carro: {Wf}, {d} de {Mn} de {Y}, às {H}h{MI}',
    'Cápsula do tempo lacrada em {d}/{mm}/{Y} pela turma do 5º ano',
    'Obs. {dd}/{mm}/{Y} {HH}:{MI} UT – Marte, céu limpo',
    'Cume do Pico da Bandeira, {d}-{m}-{Y}, subida com neblina',
    'Vale-presente válido até {dd}/{mm}/{Y}',
    'Data da calibração: {Y}-{mm}-{dd}',
    'Justifico a falta do meu filho no dia {dpt} de {Mn} de {Y} por febre.',
    'A vaquinha encerra {Wf}, {dd}/{mm}/{yy}, às 23h59',
    'Colmeia 2 – revisão {d}.{m}.{Y}: rainha vista',
    'Afinação do piano: {d} {Ma} {Y}',
    'Babá: {Wf} ({d}/{m}/{Y}) a partir das {H}h',
], [
    'Primeiro dentinho: {Mn} de {Y}',
    'Filhotes de shih-tzu nascidos em {Mn}/{Y}',
    'O curso noturno de inglês começa em {Mn} de {Y}',
    'Seus pontos expiram em {mm}/{Y}',
    'Engarrafado em {MaU}/{Y}',
    'Vendo carrinho de bebê, comprado em {Mn} de {Y}',
], [
    'A piscina do clube abre {Wf}, dia {d} de {Mn}',
    'Falta de água no dia {d}/{mm}, das 8h às 17h',
    'Ensaio do coral: {Wf}, {dd}/{mm}, às {H}h{MI}',
    'Assembleia do condomínio: {Wf}, {d} de {Mn}, {H}h{MI}',
    'Encomendas de panetone até {dpt} de {Mn}',
    'Limpeza da chaminé marcada para o dia {d} de {Mn}',
], [
    'Vendo bicicleta aro 29, R$ 900, pouco uso',
    'Erro medido: 0,02 mm; incerteza ±0,005 mm',
    'Magnitude 5,1; telescópio de 114 mm, aumento de 100x',
    'Curso de 40 horas, duas noites por semana, R$ 350',
    'Pão de queijo: 12 unidades por R$ 15,90',
], [
    ('pt_BR', 'Retirada: %A, %-d de %B de %Y, às %Hh%M', 'full'),
    ('pt_PT', 'calibrado em %d-%m-%Y', 'full'),
    ('pt_BR', 'ninhada de %B/%Y', 'month'),
    ('pt_PT', 'ensaio %A, %-d de %B, %H:%M', 'noyear'),
], [
    ('pt_BR', '+enviado %a, %d/%m/%Y', 'full'),
    ('pt_PT', '+cópia de %-d %b %Y, %Hh%M', 'full'),
    ('pt_BR', '+%d-%m-%Y às %Hh%M', 'full'),
    ('pt_BR', '+%-d/%m às %H:%M', 'noyear'),
], lambda y, m, d, wd, h, mi: {'dpt': '1º' if d == 1 else str(d)})

# ------------------------------------------------------------------ nl
MONTHS['nl'] = {'n': 'januari februari maart april mei juni juli augustus september oktober '
                     'november december'.split(),
                'a': 'jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.'.split(),
                'b': 'jan feb mrt apr mei jun jul aug sep okt nov dec'.split()}
WEEKDAYS['nl'] = {'f': 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag'.split(),
                  'a': 'ma. di. wo. do. vr. za. zo.'.split()}
_spec('nl', [
    'Ophalen huurauto: {Wf} {d} {Mn} {Y} om {H}.{MI} uur, Schiphol',
    'Tijdcapsule gesloten op {d}-{m}-{Y} door groep 8',
    'Waarneming {dd}-{mm}-{Y}, {HH}:{MI} UT: Venus laag in het westen',
    'Op de top van de Mont Ventoux, {d} {Ma} {Y}',
    'Cadeaubon geldig t/m {dd}-{mm}-{Y}',
    'Kalibratiedatum {Y}-{mm}-{dd}, geldig 1 jaar',
    'Graag ziekmelding voor Daan op {Wf} {d} {Mn} {Y}',
    'Crowdfunding loopt t/m {Wa} {d} {Ma} {Y}',
    'Kast 3 – controle {d}-{m}-{yy}: moer gezien, 6 ramen broed',
    'Piano gestemd op {d} {Mb} {Y}, a = 440 Hz',
    'Oppas {Wa} {dd}-{mm}-{Y} vanaf {H}.{MI} uur',
], [
    'Eerste tandje: {Mn} {Y}',
    'Nestje labradorpups geboren in {Mn} {Y}',
    'Avondcursus Spaans start in {Ma} {Y}',
    'Je punten vervallen eind {Mn} {Y}',
    'Gebotteld: {mm}-{Y}',
    'Te koop: kinderwagen, gekocht in {Mb} {Y}',
], [
    'Het buitenbad gaat open op {Wf} {d} {Mn}',
    'Geen water op {Wa} {d} {Ma}, van 9.00 tot 12.00 uur',
    'Koorrepetitie {Wf} {d}/{m}, {H}.{MI} uur',
    'Ledenvergadering VvE: {Wf} {d} {Mn}, aanvang {H}.{MI} uur',
    'Bestellen kan t/m {d} {Ma}',
    'De schoorsteenveger komt op {d} {Mn} tussen 8 en 12 uur',
], [
    'Fiets te koop: 28 inch, € 175, 3 versnellingen',
    'Afwijking 0,02 mm; tolerantie ± 0,05 mm',
    'Magnitude 6,1, kijker 102 mm, vergroting 80x',
    'Cursus van 10 lessen à 2 uur, € 145',
    'Krentenbollen 6 voor € 3,25',
], [
    ('nl_NL', 'Ophalen %A %-d %B %Y om %H.%M uur', 'full'),
    ('nl_BE', 'gekalibreerd op %d/%m/%Y', 'full'),
    ('nl_NL', 'nest van %B %Y', 'month'),
    ('nl_NL', '%A %-d %b, repetitie om %H.%M uur', 'noyear'),
], [
    ('nl_NL', '+geüpload op %A %-d %b %Y', 'full'),
    ('nl_BE', '+back-up %d/%m/%Y %H.%M u', 'full'),
    ('nl_NL', '+%-d %B %Y, %H.%M uur', 'full'),
    ('nl_NL', '+%-d %b om %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ ru
MONTHS['ru'] = {'g': 'января февраля марта апреля мая июня июля августа сентября октября '
                     'ноября декабря'.split(),
                'n': 'январь февраль март апрель май июнь июль август сентябрь октябрь '
                     'ноябрь декабрь'.split(),
                'p': 'январе феврале марте апреле мае июне июле августе сентябре октябре '
                     'ноябре декабре'.split(),
                'a': 'янв. февр. марта апр. мая июня июля авг. сент. окт. нояб. дек.'.split()}
WEEKDAYS['ru'] = {'f': 'понедельник вторник среда четверг пятница суббота '
                       'воскресенье'.split(),
                  'v': ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу',
                        'в субботу', 'в воскресенье'],
                  'a': 'пн вт ср чт пт сб вс'.split()}
_spec('ru', [
    'Выдача автомобиля: {Wv}, {d} {Mg} {Y} г., в {H}:{MI}',
    'Капсула времени заложена {d} {Mg} {Y} года выпускниками 11 «А»',
    'Набл. {dd}.{mm}.{Y}, {HH}:{MI} UT — Юпитер, атмосфера спокойная',
    'Вершина Эльбруса, {d}.{m}.{Y}. Поднялись вчетвером',
    'Сертификат действителен до {dd}.{mm}.{Y} включительно',
    'Дата поверки: {dd}.{mm}.{yy}',
    'Мой сын отсутствовал {d} {Mg} {Y} г. по болезни.',
    'Сбор средств завершится {d} {Ma} {Y} г.',
    'Улей № 3, осмотр {d}.{mm}.{Y}: матка есть, 7 рамок расплода',
    'Настройка фортепиано: {Y}-{mm}-{dd}, ля = 440 Гц',
    'Няня нужна {Wv}, {dd}.{mm}.{Y}, с {H}:{MI}',
], [
    'Первый зуб — {Mn} {Y}',
    'Щенки лабрадора, родились в {Mp} {Y} года',
    'Вечерние курсы английского начинаются в {Mp} {Y} года',
    'Баллы сгорят в конце {Mg} {Y} г.',
    'Розлив: {mm}.{Y}',
    'Продаю коляску, покупали в {Mp} {Y}, состояние отличное',
], [
    'Открытый бассейн открывается {Wv}, {d} {Mg}',
    'Отключение воды {Wv}, {d} {Mg}, с 9:00 до 17:00',
    'Репетиция хора: {Wa}, {dd}.{mm}, {H}:{MI}',
    'Общее собрание собственников {d} {Mg} ({Wa}) в {H}:{MI}',
    'Заказы на куличи принимаются до {d} {Mg}',
    'Проверка дымоходов и вентканалов: {d} {Mg}',
], [
    'Продаю велосипед, 26 дюймов, 8 500 ₽, торг',
    'Погрешность 0,02 мм при 20 °C',
    'Блеск 4,7m, телескоп 150 мм, увеличение 120×',
    'Курс: 36 часов, 2 раза в неделю, 12 000 ₽',
    'Кулич 500 г — 450 ₽, 1 кг — 800 ₽',
], [
    ('ru_RU', 'Выдача авто: %A, %-d %B %Y г., %H:%M', 'full'),
    ('ru_UA', 'поверка %d.%m.%Y', 'full'),
    ('ru_RU', 'помёт: %OB %Y', 'month'),
    ('ru_RU', 'репетиция %-d %B, %H:%M', 'noyear'),
], [
    ('ru_RU', '+загружено %a, %d.%m.%Y', 'full'),
    ('ru_RU', '+%-d %B %Y г. в %H:%M', 'full'),
    ('ru_UA', '+копия от %Y-%m-%d %H:%M', 'full'),
    ('ru_RU', '+изм. %-d %b в %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ pl
MONTHS['pl'] = {'g': 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września '
                     'października listopada grudnia'.split(),
                'n': 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień '
                     'październik listopad grudzień'.split(),
                'l': 'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu '
                     'październiku listopadzie grudniu'.split(),
                'a': 'sty. lut. mar. kwi. maj cze. lip. sie. wrz. paź. lis. gru.'.split()}
WEEKDAYS['pl'] = {'f': 'poniedziałek wtorek środa czwartek piątek sobota niedziela'.split(),
                  'w': ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek',
                        'w sobotę', 'w niedzielę'],
                  'a': 'pon. wt. śr. czw. pt. sob. niedz.'.split()}
_spec('pl', [
    'Odbiór auta: {Wf}, {d} {Mg} {Y} r., godz. {H}:{MI}',
    'Kapsuła czasu zakopana {d} {Mg} {Y} roku przez klasę 8b',
    'Obs. {dd}.{mm}.{Y}, {HH}:{MI} UT – Saturn, seeing dobry',
    'Wpis w książce na Rysach: {d}.{mr}.{Y}, mgła i wiatr',
    'Bon podarunkowy ważny do {dd}.{mm}.{Y} r.',
    'Data wzorcowania: {Y}-{mm}-{dd}',
    'Usprawiedliwiam nieobecność córki {Ww}, {d} {Mg} {Y} r.',
    'Zbiórka kończy się {dd}.{mm}.{yy} o północy',
    'Ul nr 4, przegląd {d}.{m}.{Y}: matka czerwi, 6 ramek',
    'Strojenie pianina: {d} {Ma} {Y}',
    'Opiekunka {Wa} {d}.{mm}.{Y} od {H}:{MI}',
], [
    'Pierwszy ząbek: {Mn} {Y}',
    'Szczenięta urodzone {wl} {Ml} {Y} r.',
    'Kurs wieczorowy niemieckiego rusza {wl} {Ml} {Y}',
    'Punkty wygasają z końcem {Mg} {Y} r.',
    'Data rozlewu: {mm}.{Y}',
    'Sprzedam wózek, kupiony {wl} {Ml} {Y}, stan idealny',
], [
    'Basen odkryty otwieramy {Ww} {d} {Mg}',
    'Przerwa w dostawie wody {Ww} {d} {Mg} w godz. 8–14',
    'Próba chóru {Ww}, {dd}.{mm}, godz. {H}:{MI}',
    'Zebranie wspólnoty mieszkaniowej: {Wf} {d}.{mm}. o {H}:{MI}',
    'Zamówienia na mazurki przyjmujemy do {d} {Mg}',
    'Kominiarz będzie {d}.{mm} w godz. 8–12',
], [
    'Sprzedam rower 28", 450 zł, do negocjacji',
    'Błąd pomiaru 0,01 mm, niepewność ±0,003 mm',
    'Jasność 5,4 mag, lunetka 70 mm, powiększenie 50x',
    'Kurs: 30 godzin, 2 razy w tygodniu, 600 zł',
    'Pączki 2,50 zł, przy 12 sztukach 2,20 zł',
], [
    ('pl_PL', 'Odbiór auta: %A, %-d %B %Y r., godz. %H:%M', 'full'),
    ('pl_PL', 'wzorcowano %d.%m.%Y', 'full'),
    ('pl_PL', 'miot: %OB %Y', 'month'),
    ('pl_PL', 'próba chóru %-d %B, %H:%M', 'noyear'),
], [
    ('pl_PL', '+%a, %d.%m.%Y r.', 'full'),
    ('pl_PL', '+%-d %B %Y, godz. %H:%M', 'full'),
    ('pl_PL', '+%Y-%m-%d, %H:%M', 'full'),
    ('pl_PL', '+%-d %b o %H:%M', 'noyear'),
], lambda y, m, d, wd, h, mi: {'wl': 'we' if m == 9 else 'w'})

# ------------------------------------------------------------------ tr
MONTHS['tr'] = {'n': 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım '
                     'Aralık'.split(),
                'k': ["Ocak'a", "Şubat'a", "Mart'a", "Nisan'a", "Mayıs'a", "Haziran'a",
                      "Temmuz'a", "Ağustos'a", "Eylül'e", "Ekim'e", "Kasım'a", "Aralık'a"],
                'a': 'Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara'.split()}
WEEKDAYS['tr'] = {'f': 'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split()}
_spec('tr', [
    'Araç teslim: {d} {Mn} {Y} {Wf}, saat {H}:{MI}',
    'Zaman kapsülü {d}.{mm}.{Y} tarihinde 8-B sınıfınca gömüldü',
    'Gözlem {dd}.{mm}.{Y} {HH}:{MI} UT: Jüpiter, hava açık',
    'Zirve defteri, Erciyes: {d}/{m}/{Y}, sisli',
    'Hediye çeki {dd}.{mm}.{Y} tarihine kadar geçerlidir',
    'Kalibrasyon tarihi: {Y}-{mm}-{dd}',
    'Oğlum {d} {Mn} {Y} {Wf} günü hastalığı nedeniyle okula gelemedi.',
    'Kampanya {d} {Ma} {Y} gece yarısı sona eriyor',
    'Kovan 2 – kontrol {dd}.{mm}.{yy}: ana arı görüldü',
    'Piyano akordu {d} {Mn} {Y} tarihinde yapıldı',
    'Bakıcı lazım: {dd}/{mm}/{Y} {Wf}, {H}:{MI} itibarıyla',
], [
    'İlk dişi: {Mn} {Y}',
    '{Mn} {Y} doğumlu golden yavrular sahiplendirilecek',
    'Akşam kursu {Y} {Mn} ayında başlıyor',
    'Puanlarınızın son kullanma tarihi: {mm}/{Y}',
    'Şişeleme: {MaU} {Y}',
    'Satılık bebek arabası, alım tarihi {Mn} {Y}',
], [
    'Açık yüzme havuzu {d} {Mn} {Wf} açılıyor',
    'Su kesintisi: {d} {Mn} {Wf}, 09.00-17.00 arası',
    'Koro provası {dd}.{mm} {Wf}, saat {H}.{MI}',
    'Kat malikleri toplantısı {d} {Mn}, saat {H}:{MI}',
    'Pasta siparişleri {d} {Mk} kadar alınır',
    'Baca temizliği {d}/{mm} tarihinde yapılacak',
], [
    'Satılık bisiklet, 26 jant, 3.500 TL',
    'Ölçüm sapması 0,02 mm, tolerans ±0,05 mm',
    'Parlaklık 6,2 kadir, 130 mm teleskop',
    'Kurs 40 saat, haftada 2 akşam, 2.000 TL',
    'Simit 15 TL, 10 adet 140 TL',
], [
    ('tr_TR', 'Teslim: %-d %B %Y %A, saat %H:%M', 'full'),
    ('tr_CY', 'kalibrasyon %d/%m/%Y', 'full'),
    ('tr_TR', '%B %Y doğumlu', 'month'),
    ('tr_TR', 'prova %-d %B %A, %H.%M', 'noyear'),
], [
    ('tr_TR', '+yüklendi: %d.%m.%Y %A', 'full'),
    ('tr_TR', '+yedek %-d %B %Y %H:%M', 'full'),
    ('tr_CY', '+arşiv %Y-%m-%d, %A', 'full'),
    ('tr_TR', '+değişiklik %-d %b %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ uk
MONTHS['uk'] = {'g': 'січня лютого березня квітня травня червня липня серпня вересня жовтня '
                     'листопада грудня'.split(),
                'n': 'січень лютий березень квітень травень червень липень серпень вересень '
                     'жовтень листопад грудень'.split(),
                'l': 'січні лютому березні квітні травні червні липні серпні вересні жовтні '
                     'листопаді грудні'.split(),
                'a': 'січ. лют. бер. квіт. трав. черв. лип. серп. вер. жовт. лист. '
                     'груд.'.split()}
WEEKDAYS['uk'] = {'f': "понеділок вівторок середа четвер п'ятниця субота неділя".split(),
                  'v': ['у понеділок', 'у вівторок', 'у середу', 'у четвер', "у п'ятницю",
                        'у суботу', 'у неділю'],
                  'a': 'пн вт ср чт пт сб нд'.split()}
_spec('uk', [
    'Видача авто: {Wf}, {d} {Mg} {Y} р., о {H}:{MI}',
    'Капсулу часу закладено {d} {Mg} {Y} року',
    'Спост. {dd}.{mm}.{Y}, {HH}:{MI} UT — Сатурн, небо ясне',
    'Говерла, {d}.{m}.{Y}: піднялися вп’ятьох',
    'Сертифікат дійсний до {dd}.{mm}.{Y}',
    'Дата калібрування: {Y}-{mm}-{dd}',
    'Донька була відсутня {Wv}, {d} {Mg} {Y} р. через хворобу',
    'Збір завершується {dd}.{mm}.{yy} опівночі',
    'Вулик № 5, огляд {d}.{mm}.{Y}: матка є',
    'Фортепіано налаштовано {d} {Ma} {Y}',
    'Няня потрібна {Wv} {d}.{mm}.{Y} з {H}:{MI}',
], [
    'Перший зубчик: {Mn} {Y}',
    'Цуценята народилися в {Ml} {Y} року',
    'Вечірні курси польської стартують у {Ml} {Y}',
    'Бали згорять наприкінці {Mg} {Y} р.',
    'Розлито: {mm}.{Y}',
    'Продам візок, купували у {Ml} {Y} р.',
], [
    'Відкритий басейн запрацює {Wv}, {d} {Mg}',
    'Відключення води {Wv}, {d} {Mg}, з 9:00 до 18:00',
    'Репетиція хору: {Wa}, {dd}.{mm}, о {H}:{MI}',
    'Збори співвласників ОСББ {d} {Mg} о {H}:{MI}',
    'Замовлення на паски приймаємо до {d} {Mg}',
    'Перевірка димоходів — {dd}.{mm}, з 10 до 13',
], [
    'Продам велосипед, 28 дюймів, 4 500 грн',
    'Похибка 0,02 мм, допуск ±0,05 мм',
    'Зоряна величина 5,9, телескоп 127 мм',
    'Курс 32 години, двічі на тиждень, 3 200 грн',
    'Паска 400 г — 180 грн',
], [
    ('uk_UA', 'Видача авто: %A, %-d %B %Y р., %H:%M', 'full'),
    ('uk_UA', 'калібровано %d.%m.%Y', 'full'),
    ('uk_UA', 'приплід: %OB %Y', 'month'),
    ('uk_UA', 'репетиція %-d %B о %H:%M', 'noyear'),
], [
    ('uk_UA', '+завантажено %a, %d.%m.%Y', 'full'),
    ('uk_UA', '+%-d %B %Y р., %H:%M', 'full'),
    ('uk_UA', '+копія %Y.%m.%d %H:%M', 'full'),
    ('uk_UA', '+змінено %-d %b, %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ cs
MONTHS['cs'] = {'g': 'ledna února března dubna května června července srpna září října '
                     'listopadu prosince'.split(),
                'n': 'leden únor březen duben květen červen červenec srpen září říjen '
                     'listopad prosinec'.split(),
                'l': 'lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu '
                     'listopadu prosinci'.split()}
WEEKDAYS['cs'] = {'f': 'pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
                  'v': ['v pondělí', 'v úterý', 've středu', 've čtvrtek', 'v pátek',
                        'v sobotu', 'v neděli'],
                  'a': 'po. út. st. čt. pá. so. ne.'.split()}
_spec('cs', [
    'Převzetí vozu: {Wf} {d}. {Mg} {Y} v {H}:{MI}',
    'Časová schránka uložena {d}. {Mg} {Y} žáky 9. B',
    'Pozorování {d}. {m}. {Y}, {HH}:{MI} UT – Jupiter, klid',
    'Vrcholová kniha, Sněžka: {dd}.{mm}.{Y}, mlha',
    'Dárkový poukaz platí do {d}. {m}. {Y}',
    'Datum kalibrace: {Y}-{mm}-{dd}',
    'Omlouvám syna z vyučování {Wv} {d}. {Mg} {Y} (nemoc).',
    'Sbírka končí {dd}. {mm}. {yy} o půlnoci',
    'Úl č. 3 – prohlídka {d}.{m}.{Y}: matka klade',
    'Ladění klavíru provedeno dne {d}. {Mg} {Y}',
    'Hlídání dětí: {Wa} {d}. {m}. {Y} od {H}:{MI}',
], [
    'První zoubek: {Mn} {Y}',
    'Štěňata narozena v {Ml} {Y}',
    'Večerní kurz angličtiny začíná v {Ml} {Y}',
    'Body propadnou koncem {Mg} {Y}',
    'Stočeno: {m}/{Y}',
    'Prodám kočárek, koupený v {Ml} {Y}, jako nový',
], [
    'Koupaliště otevírá {Wv} {d}. {Mg}',
    'Odstávka vody {Wv} {d}. {m}. od 8 do 14 h',
    'Zkouška sboru: {Wf} {d}. {Mg}, {H}:{MI}',
    'Shromáždění vlastníků SVJ dne {d}. {m}. v {H}:{MI}',
    'Objednávky vánoček do {d}. {Mg}',
    'Kominík přijde {dd}.{mm}. dopoledne',
], [
    'Prodám kolo, rám 19", 4 500 Kč',
    'Odchylka 0,02 mm, nejistota ±0,005 mm',
    'Hvězdná velikost 6,3, dalekohled 150 mm',
    'Kurz 30 hodin, 2× týdně, 3 900 Kč',
    'Koláče po 25 Kč, vánočka 500 g za 89 Kč',
], [
    ('cs_CZ', 'Převzetí vozu: %A %-d. %B %Y, %H:%M', 'full'),
    ('cs_CZ', 'kalibrováno %-d.%-m.%Y', 'full'),
    ('cs_CZ', 'vrh štěňat: %OB %Y', 'month'),
    ('cs_CZ', 'zkouška %-d. %B v %H:%M', 'noyear'),
], [
    ('cs_CZ', '+nahráno %A %d.%m.%Y', 'full'),
    ('cs_CZ', '+%-d. %B %Y, %H.%M', 'full'),
    ('cs_CZ', '+%Y-%m-%d %H:%M:%S', 'full'),
    ('cs_CZ', '+%-d. %-m. %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ sv
MONTHS['sv'] = {'n': 'januari februari mars april maj juni juli augusti september oktober '
                     'november december'.split(),
                'a': 'jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.'.split()}
WEEKDAYS['sv'] = {'f': 'måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
                  'd': 'måndagen tisdagen onsdagen torsdagen fredagen lördagen '
                       'söndagen'.split(),
                  'a': 'mån tis ons tors fre lör sön'.split()}


def _sv(y, m, d, wd, h, mi):
    return {'sord': '%d:%s' % (d, 'a' if d % 10 in (1, 2) and d not in (11, 12) else 'e')}


_spec('sv', [
    'Hämtning av hyrbil: {Wf} {d} {Mn} {Y} kl. {HH}.{MI}',
    'Tidskapseln förseglades den {d} {Mn} {Y} av klass 6B',
    'Obs. {Y}-{mm}-{dd} {HH}:{MI} UT, Jupiter, bra seeing',
    'Toppen på Kebnekaise {d}/{m} {Y}, dimma',
    'Presentkortet gäller t.o.m. {Y}-{mm}-{dd}',
    'Kalibreringsdatum: {dd}.{mm}.{Y}',
    'Ludvig var sjuk {Wd} den {sord} {Mn} {Y}.',
    'Insamlingen avslutas {Wa} {d} {Ma} {Y} kl. 24',
    ('Kupa 2, genomgång {yy}{mm}{dd}: drottning sedd', {'recent': True}),
    'Pianot stämt {Y}-{mm}-{dd}, a1 = 442 Hz',
    'Barnvakt {Wd} den {sord} {Ma} {Y}, från kl. {H}',
], [
    'Första tanden: {Mn} {Y}',
    'Valpar födda i {Mn} {Y}, stamtavla finns',
    'Kvällskursen i spanska startar i {Mn} {Y}',
    'Poängen förfaller i slutet av {Mn} {Y}',
    'Buteljerad {Ma} {Y}',
    'Säljes: barnvagn, köpt {Mn} {Y}',
], [
    'Utomhusbadet öppnar {Wf} den {d} {Mn}',
    'Vattenavstängning {Wa} {d}/{m} kl. 8–12',
    'Körövning {Wd} den {sord} {Ma} kl. {H}.{MI}',
    'Årsstämma i bostadsrättsföreningen {d} {Mn}, kl. {H}.{MI}',
    'Beställ tårtor senast den {sord} {Mn}',
    'Sotaren kommer {d}/{m} under förmiddagen',
], [
    'Säljes: cykel 28 tum, 1 200 kr',
    'Avvikelse 0,02 mm, tolerans ±0,05 mm',
    'Magnitud 5,6, teleskop 200 mm, förstoring 150 ggr',
    'Kursen omfattar 10 träffar à 2 timmar, 1 450 kr',
    'Kanelbullar 25 kr styck, 5 för 100 kr',
], [
    ('sv_SE', 'Upphämtning %A %-d %B %Y kl. %H.%M', 'full'),
    ('sv_FI', 'kalibrerad %-d.%-m.%Y', 'full'),
    ('sv_SE', 'kull född %B %Y', 'month'),
    ('sv_SE', 'körövning %A %-d/%-m kl. %H.%M', 'noyear'),
], [
    ('sv_SE', '+uppladdad %a %-d %b %Y', 'full'),
    ('sv_FI', '+%d.%m.%Y kl. %H.%M', 'full'),
    ('sv_SE', '+%A %Y-%m-%d', 'full'),
    ('sv_SE', '+%-d %b kl. %H:%M', 'noyear'),
], _sv)

# ------------------------------------------------------------------ ro
MONTHS['ro'] = {'n': 'ianuarie februarie martie aprilie mai iunie iulie august septembrie '
                     'octombrie noiembrie decembrie'.split(),
                'a': 'ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.'.split()}
WEEKDAYS['ro'] = {'f': 'luni marți miercuri joi vineri sâmbătă duminică'.split()}
_spec('ro', [
    'Preluare mașină: {Wf}, {d} {Mn} {Y}, ora {H}:{MI}',
    'Capsula timpului a fost sigilată pe {d} {Mn} {Y}',
    'Obs. {dd}.{mm}.{Y}, {HH}:{MI} UT – Saturn, cer senin',
    'Vârful Omu, {d}.{m}.{Y}: ceață, vânt puternic',
    'Voucher valabil până la {dd}.{mm}.{Y}',
    'Data etalonării: {Y}-{mm}-{dd}',
    'Vă rog să motivați absența fiului meu din {Wf}, {d} {Mn} {Y}.',
    'Campania se încheie pe {d} {Ma} {Y}, la miezul nopții',
    'Stup 4 – control {d}/{mm}/{Y}: matca văzută',
    'Pian acordat la {dd}.{mm}.{yy}',
    'Bonă: {Wf} {d}.{mm}.{Y}, de la ora {H}',
], [
    'Primul dințișor: {Mn} {Y}',
    'Pui de ciobănesc născuți în {Mn} {Y}',
    'Cursul seral de engleză începe în {Mn} {Y}',
    'Punctele expiră la sfârșitul lunii {Mn} {Y}',
    'Îmbuteliat: {mm}.{Y}',
    'Vând cărucior, cumpărat în {Mn} {Y}',
], [
    'Ștrandul se deschide {Wf}, {d} {Mn}',
    'Apa se oprește {Wf}, {d} {Mn}, între orele 9 și 15',
    'Repetiție cor: {Wf}, {dd}.{mm}, ora {H}:{MI}',
    'Adunarea asociației de proprietari: {d} {Mn}, ora {H}',
    'Comenzi pentru cozonaci până pe {d} {Mn}',
    'Coșarul vine pe {d}.{mm}, dimineața',
], [
    'Vând bicicletă 26", 700 lei, negociabil',
    'Abatere 0,02 mm, toleranță ±0,05 mm',
    'Magnitudine 5,5, telescop de 130 mm',
    'Curs de 40 de ore, de două ori pe săptămână, 800 lei',
    'Cozonac de 1 kg – 45 lei',
], [
    ('ro_RO', 'Preluare: %A, %-d %B %Y, ora %H:%M', 'full'),
    ('ro_RO', 'etalonat %d/%m/%Y', 'full'),
    ('ro_RO', 'cățeii din %B %Y', 'month'),
    ('ro_RO', 'repetiție %A, %-d %B, ora %H:%M', 'noyear'),
], [
    ('ro_RO', '+încărcat %A %d.%m.%Y', 'full'),
    ('ro_RO', '+%-d %B %Y ora %H:%M', 'full'),
    ('ro_RO', '+copie %Y-%m-%d, %A', 'full'),
    ('ro_RO', '+%-d %b, ora %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ ja
WEEKDAYS['ja'] = {'k': list('月火水木金土日'), 'f': [c + '曜日' for c in '月火水木金土日']}
_spec('ja', [
    'レンタカー受取：{Y}年{m}月{d}日（{Wk}）{H}:{MI}',
    'タイムカプセル封印　{Y}年{m}月{d}日　六年二組一同',
    '観測 {Y}/{mm}/{dd} {HH}:{MI} UT 木星 シーイング良',
    '山頂ノート {Y}.{m}.{d} 霧で展望なし',
    'ギフト券 有効期限 {Y}年{mm}月{dd}日',
    '校正日：{Y}-{mm}-{dd}',
    '欠席届　{Y}年{m}月{d}日（{Wf}）　発熱のため欠席します',
    'クラウドファンディング終了：{Y}年{m}月{d}日 23:59',
    '巣箱3 内検 {Yh}年{mh}月{dh}日 女王確認',
    'ピアノ調律 {Y}年{m}月{d}日 A=442Hz',
    ('{Y}年{m}月{d}日（{Wk}）午後{h12}時から ベビーシッター', {'digits': 'full', 'pm': True}),
], [
    '初めての歯：{Y}年{m}月',
    '{Y}年{m}月生まれの柴犬の子犬、家族募集中',
    '夜間英会話講座 {Y}年{m}月開講',
    'ポイント有効期限：{Y}年{m}月末',
    '瓶詰め {Y}.{mm}',
    'ベビーカー譲ります（{Y}年{m}月購入）',
], [
    '市民プール {m}月{d}日（{Wk}）オープン',
    '断水のお知らせ　{m}月{d}日（{Wk}）9時〜15時',
    '合唱練習 {m}/{d}（{Wk}） {H}:{MI}〜',
    '管理組合総会　{m}月{d}日 {H}時より 集会室',
    'ケーキのご予約は{m}月{d}日まで',
    '煙突掃除 {mm}/{dd} 午前中',
], [
    '自転車譲ります 26インチ 5,000円',
    '誤差 0.02 mm、許容差 ±0.05 mm',
    '光度 7等級、口径 150 mm、倍率 120倍',
    '全10回 各90分 受講料 12,000円',
    '食パン1斤 380円、3斤で1,000円',
], [
    ('ja_JP', 'お受取り：%Y年%-m月%-d日(%a) %H時%M分', 'full'),
    ('ja_JP', '校正 %Y/%m/%d', 'full'),
    ('ja_JP', '%Y年%-m月生まれ', 'month'),
    ('ja_JP', '%-m月%-d日（%a）%H:%M 練習', 'noyear'),
], [
    ('ja_JP', '+%Y年%-m月%-d日 %H:%M 保存', 'full'),
    ('ja_JP', '+%Y-%m-%d（%a）', 'full'),
    ('ja_JP', '+アップロード %Y/%-m/%-d %A', 'full'),
    ('ja_JP', '+%-m月%-d日 %H時%M分 保存', 'noyear'),
])

# ------------------------------------------------------------------ zh
WEEKDAYS['zh'] = {'x': list('一二三四五六日')}
_spec('zh', [
    '取车时间：{Y}年{m}月{d}日（星期{Wx}）{H}:{MI}',
    '时光胶囊封存于{Yh}年{mh}月{dh}日',
    '观测 {Y}-{mm}-{dd} {HH}:{MI} UT 木星 视宁度良',
    '登顶泰山 {Y}.{m}.{d} 大雾',
    '礼品卡有效期至{Y}年{mm}月{dd}日',
    '校准日期：{Y}/{mm}/{dd}',
    '请假条：因发烧，孩子{Y}年{m}月{d}日周{Wx}请假一天',
    '众筹截止：{Y}年{m}月{d}日 24:00',
    '蜂箱3号 检查 {Y}.{mm}.{dd} 见蜂王',
    '钢琴调音：{Y}年{m}月{d}日',
    ('预约保姆：{Y}年{m}月{d}日（周{Wx}）下午{h12}点', {'pm': True}),
], [
    '第一颗牙：{Y}年{m}月',
    '{Y}年{m}月出生的金毛幼犬，找新家',
    '夜校英语班{Y}年{m}月开课',
    '积分将于{Y}年{m}月底清零',
    '灌装：{Y}.{mm}',
    '转让婴儿车，{Y}年{m}月购入',
], [
    '露天泳池{m}月{d}日（星期{Wx}）开放',
    '停水通知：{m}月{d}日（星期{Wx}）8:00至16:00',
    '合唱团排练：{m}月{d}日 周{Wx} {H}:{MI}',
    '业主大会定于{m}月{d}日{H}时召开',
    '月饼预订截至{m}月{d}日',
    '烟道清洁：{mm}-{dd} 上午',
], [
    '转让自行车，26寸，300元',
    '偏差 0.02 mm，公差 ±0.05 mm',
    '星等 5.0，口径 130 mm，放大 100 倍',
    '课程共40课时，学费1200元',
    '月饼每盒 168 元，买二送一',
], [
    ('zh_CN', '取车：%Y年%-m月%-d日 %A %H:%M', 'full'),
    ('zh_TW', '校正日期 %Y/%m/%d', 'full'),
    ('zh_CN', '%Y年%-m月出生', 'month'),
    ('zh_TW', '%-m月%-d日 %A %H:%M 練唱', 'noyear'),
], [
    ('zh_CN', '+上传于%Y年%m月%d日 %H:%M', 'full'),
    ('zh_TW', '+備份 %Y-%m-%d (%a)', 'full'),
    ('zh_CN', '+%Y.%m.%d %A 保存', 'full'),
    ('zh_CN', '+%-m月%-d日 %H时', 'noyear'),
])

# ------------------------------------------------------------------ ko
WEEKDAYS['ko'] = {'k': list('월화수목금토일'), 'f': [c + '요일' for c in '월화수목금토일']}
_spec('ko', [
    '차량 인수: {Y}년 {m}월 {d}일 ({Wk}) {H}:{MI}',
    '타임캡슐 봉인 {Y}. {m}. {d}.',
    '관측 {Y}-{mm}-{dd} {HH}:{MI} UT 목성, 시상 양호',
    '한라산 정상 {Y}.{mm}.{dd} 안개',
    '상품권 유효기간: {Y}년 {mm}월 {dd}일까지',
    '교정일자 {Y}/{mm}/{dd}',
    '결석계: {Y}년 {m}월 {d}일 {Wf}, 감기로 결석',
    '펀딩 마감 {Y}.{m}.{d}.({Wk}) 자정',
    '벌통 3 내검 {Y}.{m}.{d} 여왕벌 확인',
    '피아노 조율 {Y}년 {m}월 {d}일, A=440Hz',
    ('베이비시터 {Y}년 {m}월 {d}일 {Wf} 오후 {h12}시부터', {'pm': True}),
], [
    '첫 이: {Y}년 {m}월',
    '{Y}년 {m}월생 진돗개 분양',
    '야간 영어반 {Y}년 {m}월 개강',
    '포인트 소멸 예정: {Y}년 {m}월 말',
    '병입 {Y}.{mm}',
    '유모차 팝니다, {Y}년 {m}월 구입',
], [
    '야외 수영장 {m}월 {d}일({Wk}) 개장',
    '단수 안내: {m}월 {d}일({Wk}) 오전 9시~오후 3시',
    '합창 연습 {m}/{d} {Wf} {H}:{MI}',
    '입주자대표회의 {m}월 {d}일 {H}시',
    '케이크 예약은 {m}월 {d}일까지',
    '굴뚝 청소 {mm}.{dd} 오전',
], [
    '자전거 팝니다, 26인치, 15만 원',
    '오차 0.02 mm, 허용오차 ±0.05 mm',
    '밝기 6등급, 구경 150 mm, 배율 100배',
    '총 20회, 회당 2시간, 수강료 15만 원',
    '식빵 1개 4,500원, 3개 12,000원',
], [
    ('ko_KR', '인수: %Y년 %-m월 %-d일 %A %H시 %M분', 'full'),
    ('ko_KR', '교정 %Y-%m-%d', 'full'),
    ('ko_KR', '%Y년 %-m월생', 'month'),
    ('ko_KR', '%-m월 %-d일 (%a) %H:%M 연습', 'noyear'),
], [
    ('ko_KR', '+%Y년 %m월 %d일 %H:%M', 'full'),
    ('ko_KR', '+백업 %Y-%m-%d (%a)', 'full'),
    ('ko_KR', '+%Y. %-m. %-d. %A', 'full'),
    ('ko_KR', '+%-m월 %-d일 %H:%M 저장', 'noyear'),
])

# ------------------------------------------------------------------ ar
MONTHS['ar'] = {'n': 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر '
                     'ديسمبر'.split(),
                'l': ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب',
                      'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول']}
WEEKDAYS['ar'] = {'f': 'الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد'.split()}
_spec('ar', [
    'استلام السيارة: يوم {Wf} {d} {Mn} {Y}، الساعة {H}:{MI}',
    'أُغلقت كبسولة الزمن في {d} {Mn} {Y}',
    'رصد {dd}/{mm}/{Y} الساعة {HH}:{MI} ت.ع: كوكب المشتري',
    'قمة جبل الشيخ، {d}-{m}-{Y}، ضباب كثيف',
    ('قسيمة الهدية صالحة حتى {dd}/{mm}/{Y}', {'digits': 'arab'}),
    'تاريخ المعايرة: {Y}-{mm}-{dd}',
    'أرجو قبول عذر غياب ابني يوم {Wf} {d} {Ml} {Y} بسبب المرض',
    'تنتهي الحملة في {d} {Ml} {Y} منتصف الليل',
    ('الخلية 3 – فحص {d}/{m}/{Y}: الملكة موجودة', {'digits': 'arab'}),
    'تم ضبط البيانو في {Y}/{m}/{d}',
    ('جليسة أطفال: {Wf} {d} {Mn} {Y} من الساعة {H}', {'digits': 'arab'}),
], [
    'أول سن: {Mn} {Y}',
    'جراء مولودة في {Ml} {Y}',
    'تبدأ الدورة المسائية للغة الإنجليزية في {Mn} {Y}',
    'تنتهي صلاحية النقاط في نهاية {Mn} {Y}',
    ('تاريخ التعبئة: {mm}/{Y}', {'digits': 'arab'}),
    'للبيع عربة أطفال، اشتريتها في شهر {Mn} {Y}',
], [
    'يفتح المسبح الصيفي أبوابه يوم {Wf} {d} {Mn}',
    'انقطاع المياه يوم {Wf} {d} {Mn} من 9 صباحًا حتى 3 عصرًا',
    'بروفة الكورال: {Wf} {d}/{mm}، الساعة {H}:{MI}',
    'اجتماع اتحاد الملاك يوم {d} {Ml} الساعة {H}',
    'آخر موعد لطلبات الكعك {d} {Mn}',
    ('تنظيف المدخنة يوم {d}/{m} صباحًا', {'digits': 'arab'}),
], [
    'دراجة للبيع، مقاس 26، السعر 1500 جنيه',
    'الانحراف 0.02 مم، والتفاوت المسموح ±0.05 مم',
    'القدر الظاهري 5، تلسكوب بفتحة 120 مم',
    'مدة الدورة 30 ساعة، مرتين أسبوعيًا، الرسوم 900 ريال',
    'كعك العيد: الكيلو بـ 250 جنيهًا',
], [
    ('ar_EG', 'الاستلام: %A %-d %B %Y، الساعة %H:%M', 'full'),
    ('ar_SA', 'معايرة %d/%m/%Y', 'full'),
    ('ar_LB', 'مواليد %B %Y', 'month'),
    ('ar_EG', 'البروفة %A %-d %B، %H:%M', 'noyear'),
], [
    ('ar_EG', '+رُفع يوم %A %d/%m/%Y', 'full'),
    ('ar_SY', '+نسخة %-d %B %Y، %H:%M', 'full'),
    ('ar_AE', '+حُفظ في %Y-%m-%d %H:%M', 'full'),
    ('ar_EG', '+عُدّل %-d %B %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ fa
MONTHS['fa'] = {'n': 'ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر '
                     'دسامبر'.split()}
WEEKDAYS['fa'] = {'f': ['دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه',
                        'یکشنبه']}
_spec('fa', [
    ('تحویل خودرو: {Wf} {d} {Mn} {Y}، ساعت {H}:{MI}', {'digits': 'persian'}),
    'کپسول زمان در {d} {Mn} {Y} میلادی مهر و موم شد',
    'رصد {Y}/{mm}/{dd} ساعت {HH}:{MI} UT، سیاره مشتری',
    'قله دماوند، {d}-{m}-{Y}، هوا ابری',
    ('کارت هدیه تا {Y}/{mm}/{dd} اعتبار دارد', {'digits': 'persian'}),
    'تاریخ کالیبراسیون: {Y}-{mm}-{dd}',
    'پسرم روز {Wf} {d} {Mn} {Y} به دلیل بیماری غایب بود',
    ('کمپین در {d} {Mn} {Y} میلادی به پایان می‌رسد', {'digits': 'persian'}),
    ('کندوی 3 – بازدید {dd}/{mm}/{Y}: ملکه دیده شد', {'digits': 'persian'}),
    'کوک پیانو: {d} {Mn} {Y}',
    'پرستار کودک: {Wf} {Y}/{m}/{d} از ساعت {H}',
], [
    'اولین دندان: {Mn} {Y}',
    ('توله‌های متولد {Mn} {Y} میلادی', {'digits': 'persian'}),
    'کلاس شبانه زبان انگلیسی از {Mn} {Y} شروع می‌شود',
    'امتیازها در پایان {Mn} {Y} منقضی می‌شوند',
    ('تاریخ بطری‌کردن: {Y}/{mm}', {'digits': 'persian'}),
    'کالسکه فروشی، خرید {Mn} {Y}',
], [
    'استخر روباز از {Wf} {d} {Mn} باز است',
    ('قطعی آب روز {Wf} {d} {Mn} از ساعت 9 تا 14', {'digits': 'persian'}),
    ('تمرین گروه کر: {Wf} {d}/{m}، ساعت {H}:{MI}', {'digits': 'persian'}),
    'جلسه هیئت مدیره ساختمان {d} {Mn} ساعت {H}',
    'سفارش کیک تا {d} {Mn}',
    'بازدید دودکش‌ها: {d} {Mn}',
], [
    'دوچرخه ۲۶ فروشی، ۸ میلیون تومان',
    'انحراف ۰٫۰۲ میلی‌متر، رواداری ±۰٫۰۵',
    'قدر ۵، تلسکوپ ۱۵۰ میلی‌متری',
    'دوره ۳۰ ساعته، هفته‌ای دو جلسه، ۴ میلیون تومان',
    'نان بربری ۲۰ هزار تومان',
], [
    ('fa_IR', 'تحویل: %A %-d %B %Y، ساعت %H:%M', 'full'),
    ('fa_IR', 'کالیبره %Y/%m/%d', 'full'),
    ('fa_IR', 'متولد %B %Y', 'month'),
    ('fa_IR', 'تمرین %A %-d %B ساعت %H:%M', 'noyear'),
], [
    ('fa_IR', '+%A %Y/%m/%d', 'full'),
    ('fa_IR', '+بارگذاری %-d %B %Y، %H:%M', 'full'),
    ('fa_IR', '+%Y-%m-%d ساعت %H:%M', 'full'),
    ('fa_IR', '+ویرایش %-d %B، %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ he
MONTHS['he'] = {'n': 'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר '
                     'דצמבר'.split()}
WEEKDAYS['he'] = {'f': ['יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'שבת',
                        'יום ראשון']}
_spec('he', [
    'איסוף הרכב: {Wf}, {d} ב{Mn} {Y}, בשעה {H}:{MI}',
    'קפסולת הזמן נחתמה ב־{d} ב{Mn} {Y}',
    'תצפית {dd}.{mm}.{Y}, {HH}:{MI} UT – צדק',
    'פסגת החרמון, {d}/{m}/{Y}, ערפל',
    'שובר המתנה בתוקף עד {dd}/{mm}/{Y}',
    'תאריך כיול: {Y}-{mm}-{dd}',
    'היעדרות: {Wf}, {d} ב{Mn} {Y} – מחלה',
    'הקמפיין מסתיים ב־{dd}.{mm}.{yy} בחצות',
    'כוורת 3 – ביקורת {d}.{m}.{Y}: מלכה נראתה',
    'כיוון הפסנתר בוצע ב־{d} ב{Mn} {Y}',
    'בייביסיטר: {Wf}, {dd}/{mm}/{Y} מ־{H}:{MI}',
], [
    'השן הראשונה: {Mn} {Y}',
    'גורים שנולדו ב{Mn} {Y}',
    'קורס ערב באנגלית ייפתח ב{Mn} {Y}',
    'הנקודות יפוגו בסוף {Mn} {Y}',
    'בוקבק: {mm}/{Y}',
    'למכירה עגלת תינוק, נקנתה ב{Mn} {Y}',
], [
    'הבריכה תיפתח ב־{d} ב{Mn} ({Wf})',
    'הפסקת מים: {Wf}, {d} ב{Mn}, 8:00–14:00',
    'חזרת מקהלה: {Wf}, {d}/{m}, בשעה {H}:{MI}',
    'אסיפת דיירים ב־{d} ב{Mn} בשעה {H}:{MI}',
    'הזמנות עוגות עד {d} ב{Mn}',
    'ניקוי ארובות ב־{dd}/{mm} בבוקר',
], [
    'אופניים למכירה, 26 אינץ׳, 600 ש״ח',
    'סטייה 0.02 מ״מ, טולרנס ±0.05 מ״מ',
    'בהירות 6, טלסקופ 130 מ״מ',
    'קורס של 30 שעות, פעמיים בשבוע, 1,200 ש״ח',
    'חלה 18 ש״ח, שלוש ב־50 ש״ח',
], [
    ('he_IL', 'איסוף: %A, %-d ב%B %Y, %H:%M', 'full'),
    ('he_IL', 'כויל %d/%m/%Y', 'full'),
    ('he_IL', 'נולדו ב%B %Y', 'month'),
    ('he_IL', 'חזרה %A %-d ב%B, %H:%M', 'noyear'),
], [
    ('he_IL', '+הועלה %A %d.%m.%Y', 'full'),
    ('he_IL', '+גיבוי %-d ב%B %Y, %H:%M', 'full'),
    ('he_IL', '+נשמר %Y-%m-%d %H:%M', 'full'),
    ('he_IL', '+%-d/%m %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ hi
MONTHS['hi'] = {'n': 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर '
                     'दिसंबर'.split()}
WEEKDAYS['hi'] = {'f': 'सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split()}
_spec('hi', [
    'गाड़ी की डिलीवरी: {Wf}, {d} {Mn} {Y}, {H}:{MI} बजे',
    ('टाइम कैप्सूल {d} {Mn} {Y} को सील किया गया', {'digits': 'deva'}),
    'प्रेक्षण {dd}-{mm}-{Y}, {HH}:{MI} UT – बृहस्पति ग्रह',
    'केदारकांठा शिखर, {d}/{m}/{Y}, घना कोहरा',
    'गिफ्ट वाउचर {dd}/{mm}/{Y} तक मान्य',
    'कैलिब्रेशन तिथि: {Y}-{mm}-{dd}',
    'मेरा बेटा {Wf}, {d} {Mn} {Y} को बुखार के कारण अनुपस्थित रहा',
    ('अभियान {dd}.{mm}.{Y} की आधी रात को समाप्त होगा', {'digits': 'deva'}),
    'छत्ता 3 – जाँच {d}/{m}/{Y}: रानी मक्खी दिखी',
    'पियानो ट्यूनिंग: {d} {Mn} {Y}',
    'बेबीसिटर: {Wf} {d}-{m}-{Y}, {H}:{MI} बजे से',
], [
    'पहला दाँत: {Mn} {Y}',
    '{Mn} {Y} में जन्मे लैब्राडोर पिल्ले',
    ('अंग्रेज़ी की शाम की कक्षाएँ {Mn} {Y} से शुरू', {'digits': 'deva'}),
    'पॉइंट्स {Mn} {Y} के अंत में समाप्त होंगे',
    'बॉटलिंग: {mm}/{Y}',
    'बेबी स्ट्रोलर बिकाऊ, {Mn} {Y} में खरीदा',
], [
    'स्विमिंग पूल {Wf}, {d} {Mn} से खुलेगा',
    'जल आपूर्ति बंद: {Wf}, {d} {Mn}, सुबह 9 से दोपहर 2 बजे तक',
    ('गायन मंडली का अभ्यास: {Wf}, {d}/{m}, {H}:{MI} बजे', {'digits': 'deva'}),
    'आवासीय सोसाइटी की आम सभा {d} {Mn} को {H} बजे',
    'मिठाई के ऑर्डर {d} {Mn} तक',
    'चिमनी की सफ़ाई {dd}/{mm} को सुबह',
], [
    'साइकिल बिकाऊ, 26 इंच, ₹4,500',
    'विचलन 0.02 मिमी, सहनशीलता ±0.05 मिमी',
    'कांतिमान 6, दूरबीन 114 मिमी',
    'कोर्स 30 घंटे का, सप्ताह में दो बार, शुल्क ₹3,000',
    'लड्डू ₹480 प्रति किलो',
], [
    ('hi_IN', 'डिलीवरी: %A, %-d %B %Y, %H:%M बजे', 'full'),
    ('hi_IN', 'कैलिब्रेशन %d-%m-%Y', 'full'),
    ('hi_IN', 'जन्म %B %Y', 'month'),
    ('hi_IN', 'अभ्यास %A, %-d %B, %H:%M', 'noyear'),
], [
    ('hi_IN', '+अपलोड: %A %d/%m/%Y', 'full'),
    ('hi_IN', '+बैकअप %-d %B %Y, %H:%M', 'full'),
    ('hi_IN', '+सहेजा गया %Y-%m-%d %H:%M', 'full'),
    ('hi_IN', '+संशोधित %-d %B %H:%M बजे', 'noyear'),
])

# ------------------------------------------------------------------ id
MONTHS['id'] = {'n': 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober '
                     'November Desember'.split(),
                'a': 'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split()}
WEEKDAYS['id'] = {'f': 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split()}
_spec('id', [
    'Pengambilan mobil: {Wf}, {d} {Mn} {Y}, pukul {H}.{MI} WIB',
    'Kapsul waktu ditutup pada {d} {Mn} {Y} oleh siswa kelas 6',
    'Pengamatan {dd}/{mm}/{Y} {HH}:{MI} UT, Jupiter, langit cerah',
    'Puncak Rinjani, {d}-{m}-{Y}, berkabut',
    'Voucher berlaku s.d. {dd}-{mm}-{Y}',
    'Tanggal kalibrasi: {Y}-{mm}-{dd}',
    'Anak kami tidak masuk hari {Wf}, {d} {Mn} {Y} karena sakit',
    'Donasi ditutup {d} {Ma} {Y} pukul 23.59',
    'Kotak lebah 2 – cek {d}/{m}/{Y}: ratu terlihat',
    'Piano disetem tgl. {dd}/{mm}/{yy}',
    'Pengasuh anak: {Wf} {d}/{mm}/{Y} mulai pukul {H}.{MI}',
], [
    'Gigi pertama: {Mn} {Y}',
    'Anak anjing lahir {Mn} {Y}, sudah vaksin',
    'Kursus malam bahasa Inggris dimulai {Mn} {Y}',
    'Poin hangus akhir {Mn} {Y}',
    'Dibotolkan: {mm}/{Y}',
    'Dijual stroller, beli {Ma} {Y}, mulus',
], [
    'Kolam renang terbuka dibuka hari {Wf}, {d} {Mn}',
    'Pemadaman air {Wf}, {d} {Mn}, pukul 09.00–15.00',
    'Latihan paduan suara: {Wf}, {dd}/{mm}, pukul {H}.{MI}',
    'Rapat warga apartemen {d} {Mn} pukul {H}.{MI}',
    'Pesanan kue kering paling lambat {d} {Mn}',
    'Pembersihan cerobong {d}/{m} pagi',
], [
    'Dijual sepeda 26 inci, Rp1,2 juta, nego',
    'Penyimpangan 0,02 mm, toleransi ±0,05 mm',
    'Magnitudo 5,7, teleskop 114 mm',
    'Kursus 24 jam, 2 kali seminggu, Rp750.000',
    'Kue nastar Rp120.000 per toples',
], [
    ('id_ID', 'Pengambilan: %A, %-d %B %Y, pukul %H.%M', 'full'),
    ('id_ID', 'kalibrasi %d-%m-%Y', 'full'),
    ('id_ID', 'lahir %B %Y', 'month'),
    ('id_ID', 'latihan %A, %-d %B pukul %H.%M', 'noyear'),
], [
    ('id_ID', '+diunggah %A, %d/%m/%Y', 'full'),
    ('id_ID', '+cadangan %-d %B %Y %H:%M', 'full'),
    ('id_ID', '+%Y-%m-%d %H.%M', 'full'),
    ('id_ID', '+%-d %b pukul %H:%M', 'noyear'),
])

# ------------------------------------------------------------------ vi
WEEKDAYS['vi'] = {'f': ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy',
                        'Chủ Nhật'],
                  'n': ['thứ 2', 'thứ 3', 'thứ 4', 'thứ 5', 'thứ 6', 'thứ 7', 'chủ nhật']}
_spec('vi', [
    'Nhận xe: {Wf}, ngày {d}/{m}/{Y}, lúc {H}:{MI}',
    'Hộp thời gian niêm phong ngày {d} tháng {m} năm {Y}',
    'Quan sát {dd}/{mm}/{Y} {HH}:{MI} UT – Sao Mộc',
    'Đỉnh Fansipan, {d}-{m}-{Y}, sương mù dày',
    'Phiếu quà tặng có hiệu lực đến {dd}/{mm}/{Y}',
    'Ngày hiệu chuẩn: {Y}-{mm}-{dd}',
    'Con tôi nghỉ học {Wn} ngày {d}/{m}/{Y} vì bị sốt',
    'Chiến dịch gây quỹ kết thúc lúc 24h ngày {dd}.{mm}.{Y}',
    'Đàn ong số 3 – kiểm tra {d}/{m}/{Y}: thấy ong chúa',
    'Lên dây đàn piano ngày {dd}/{mm}/{yy}',
    'Trông trẻ: {Wf} {d}/{m}/{Y}, từ {H}h{MI}',
], [
    'Mọc chiếc răng đầu tiên: tháng {m}/{Y}',
    'Chó con sinh tháng {m} năm {Y}',
    'Lớp tiếng Anh buổi tối khai giảng tháng {mm}/{Y}',
    'Điểm thưởng hết hạn cuối tháng {m}/{Y}',
    'Đóng chai: {mm}/{Y}',
    'Bán xe đẩy em bé, mua tháng {m} năm {Y}',
], [
    'Hồ bơi ngoài trời mở cửa từ {Wn}, ngày {d}/{m}',
    'Cắt nước {Wf}, ngày {d} tháng {m}, từ 8h đến 16h',
    'Tập hát hợp xướng: {Wn}, {dd}/{mm}, lúc {H}:{MI}',
    'Họp cư dân chung cư ngày {d}/{m} lúc {H}h',
    'Nhận đặt bánh trung thu đến hết ngày {d}/{m}',
    'Vệ sinh ống khói ngày {dd}-{mm}, buổi sáng',
], [
    'Bán xe đạp 26 inch, giá 1,5 triệu',
    'Sai số 0,02 mm, dung sai ±0,05 mm',
    'Cấp sao 6, kính thiên văn 130 mm',
    'Khóa học 30 giờ, học phí 3 triệu',
    'Bánh mì 20.000 đồng một ổ',
], [
    ('vi_VN', 'Nhận xe: %A, %d/%m/%Y lúc %H:%M', 'full'),
    ('vi_VN', 'hiệu chuẩn ngày %-d/%-m/%Y', 'full'),
    ('vi_VN', 'sinh %B năm %Y', 'month'),
    ('vi_VN', 'tập hát %A, %-d/%-m lúc %H:%M', 'noyear'),
], [
    ('vi_VN', '+tải lên %A, %d-%m-%Y', 'full'),
    ('vi_VN', '+%H:%M, %d/%m/%Y', 'full'),
    ('vi_VN', '+sao lưu %Y-%m-%d %H:%M', 'full'),
    ('vi_VN', '+%H giờ %M, %d/%m', 'noyear'),
])

# ------------------------------------------------------------------ th
MONTHS['th'] = {'n': 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม '
                     'กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(),
                'a': 'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.'.split()}
WEEKDAYS['th'] = {'f': 'วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี วันศุกร์ วันเสาร์ '
                       'วันอาทิตย์'.split()}
_spec('th', [
    'รับรถ: {Wf}ที่ {d} {Mn} ค.ศ. {Y} เวลา {H}:{MI} น.',
    ('บรรจุแคปซูลเวลาเมื่อ {d} {Mn} ค.ศ. {Y}', {'digits': 'thai'}),
    'บันทึกสังเกตการณ์ {dd}/{mm}/{Y} {HH}:{MI} UT เนบิวลานายพราน',
    'ยอดดอยอินทนนท์ {d}-{m}-{Y} หมอกหนา',
    'บัตรของขวัญใช้ได้ถึง {dd}/{mm}/{Y}',
    'วันที่สอบเทียบ: {Y}-{mm}-{dd}',
    'ขออนุญาตให้บุตรลาป่วย{Wf}ที่ {d} {Mn} ค.ศ. {Y}',
    'ปิดระดมทุน {d} {Ma} {Y} เวลา 24.00 น.',
    ('รังผึ้ง 3 ตรวจ {d}/{m}/{Y} พบนางพญา', {'digits': 'thai'}),
    'จูนเปียโน {dd}.{mm}.{Y}',
    'พี่เลี้ยงเด็ก {Wf} {d}/{m}/{Y} ตั้งแต่ {H}.{MI} น.',
], [
    'ฟันซี่แรก: {Mn} ค.ศ. {Y}',
    'ลูกสุนัขเกิดเดือน{Mn} {Y}',
    'คอร์สภาษาอังกฤษภาคค่ำเริ่ม{Mn} ค.ศ. {Y}',
    ('คะแนนหมดอายุสิ้นเดือน{Mn} {Y}', {'digits': 'thai'}),
    'บรรจุขวด {mm}/{Y}',
    'ขายรถเข็นเด็ก ซื้อเมื่อ {Ma} {Y}',
], [
    'สระว่ายน้ำกลางแจ้งเปิด{Wf}ที่ {d} {Mn}',
    'งดจ่ายน้ำ{Wf}ที่ {d} {Mn} เวลา 09.00–15.00 น.',
    ('ซ้อมร้องเพลงประสานเสียง {Wf} {d}/{m} เวลา {H}.{MI} น.', {'digits': 'thai'}),
    'ประชุมเจ้าของร่วม {d} {Ma} เวลา {H}.{MI} น.',
    'สั่งขนมได้ถึงวันที่ {d} {Mn}',
    'ล้างปล่องไฟ {dd}/{mm} ช่วงเช้า',
], [
    'ขายจักรยาน 26 นิ้ว ราคา 3,500 บาท',
    'ค่าคลาดเคลื่อน 0.02 มม. พิกัด ±0.05 มม.',
    'ความสว่างแมกนิจูด 6 กล้อง 130 มม.',
    'คอร์ส 30 ชั่วโมง ค่าเรียน 4,500 บาท',
    'ขนมปัง 35 บาท ซื้อ 3 ชิ้น 100 บาท',
], [
    ('th_TH', 'รับรถวัน%Aที่ %-d %B %Y เวลา %H:%M น.', 'full'),
    ('th_TH', 'สอบเทียบ %d/%m/%Y', 'full'),
    ('th_TH', 'เกิดเดือน%B %Y', 'month'),
    ('th_TH', 'ซ้อมวัน%A %-d %B เวลา %H.%M น.', 'noyear'),
], [
    ('th_TH', '+อัปโหลดวัน%A %d/%m/%Y', 'full'),
    ('th_TH', '+%-d %B %Y %H:%M น.', 'full'),
    ('th_TH', '+สำรอง %Y-%m-%d %H:%M', 'full'),
    ('th_TH', '+%-d %B เวลา %H.%M', 'noyear'),
])

# ------------------------------------------------------------------ el
MONTHS['el'] = {'g': 'Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου '
                     'Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου'.split(),
                'n': 'Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος Αύγουστος '
                     'Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος'.split(),
                'c': 'Ιανουάριο Φεβρουάριο Μάρτιο Απρίλιο Μάιο Ιούνιο Ιούλιο Αύγουστο '
                     'Σεπτέμβριο Οκτώβριο Νοέμβριο Δεκέμβριο'.split(),
                'a': 'Ιαν Φεβ Μαρ Απρ Μαΐ Ιουν Ιουλ Αυγ Σεπ Οκτ Νοε Δεκ'.split()}
WEEKDAYS['el'] = {'f': 'Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή'.split(),
                  'c': ['τη Δευτέρα', 'την Τρίτη', 'την Τετάρτη', 'την Πέμπτη',
                        'την Παρασκευή', 'το Σάββατο', 'την Κυριακή']}
_spec('el', [
    'Παραλαβή αυτοκινήτου: {Wf} {d} {Mg} {Y}, ώρα {H}:{MI}',
    'Η χρονοκάψουλα σφραγίστηκε στις {d} {Mg} {Y}',
    'Παρατήρηση {dd}/{mm}/{Y} {HH}:{MI} UT – Δίας',
    'Κορυφή Ολύμπου, {d}-{m}-{Y}, πυκνή ομίχλη',
    'Η δωροκάρτα ισχύει έως {dd}.{mm}.{Y}',
    'Ημερομηνία βαθμονόμησης: {Y}-{mm}-{dd}',
    'Ο γιος μου απουσίασε {Wc} {d} {Mg} {Y} λόγω ασθένειας',
    'Η καμπάνια λήγει {d} {Ma} {Y} τα μεσάνυχτα',
    'Κυψέλη 3 – έλεγχος {d}/{m}/{yy}: βασίλισσα',
    'Κούρδισμα πιάνου: {d}.{m}.{Y}',
    'Μπέιμπι σίτερ: {Wf} {dd}/{mm}/{Y} από τις {H}:{MI}',
], [
    'Πρώτο δοντάκι: {Mn} {Y}',
    'Κουτάβια γεννημένα τον {Mc} του {Y}',
    'Το βραδινό τμήμα αγγλικών ξεκινά τον {Mc} {Y}',
    'Οι πόντοι λήγουν στο τέλος {Mg} {Y}',
    'Εμφιάλωση: {mm}/{Y}',
    'Πωλείται καρότσι, αγορά: {Mn} {Y}',
], [
    'Η ανοιχτή πισίνα ανοίγει {Wc} {d} {Mg}',
    'Διακοπή νερού {Wf} {d} {Mg}, 9:00–15:00',
    'Πρόβα χορωδίας: {Wf} {dd}/{mm}, {H}:{MI}',
    'Γενική συνέλευση πολυκατοικίας στις {d} {Mg}, ώρα {H}:{MI}',
    'Παραγγελίες για τσουρέκια έως τις {d} {Mg}',
    'Καθαρισμός καμινάδας {d}/{m} το πρωί',
], [
    'Πωλείται ποδήλατο 26", 150 €',
    'Απόκλιση 0,02 mm, ανοχή ±0,05 mm',
    'Μέγεθος 5,8, τηλεσκόπιο 150 mm',
    'Μάθημα 30 ωρών, δύο φορές την εβδομάδα, 200 €',
    'Τσουρέκι 1 κιλό 12 €',
], [
    ('el_GR', 'Παραλαβή: %A %-d %B %Y, ώρα %H:%M', 'full'),
    ('el_CY', 'βαθμονόμηση %d/%m/%Y', 'full'),
    ('el_GR', 'γέννηση %OB %Y', 'month'),
    ('el_GR', 'πρόβα %A %-d %B, %H:%M', 'noyear'),
], [
    ('el_GR', '+ανέβηκε %a %d.%m.%Y', 'full'),
    ('el_GR', '+αντίγραφο %-d %B %Y, %H:%M', 'full'),
    ('el_CY', '+αποθήκευση %Y-%m-%d %H:%M', 'full'),
    ('el_GR', '+%-d %B στις %H:%M', 'noyear'),
])
