"""Hand-written templates, no-date lines and `date`/`ls` formats of the thirteenth
multilingual set (data/languages-thirteenth/, a BLIND set; see its README).

BLIND: nobody working on the tool may read this file before the set's one scoring run.

Per language: 11 full-date, 6 month + year and 6 day + month templates (register, template,
options), 5 no-date lines (register, line), 4 `date` formats and 4 `ls` styles
(locale, format, kind).  Fields: setbuild.fields() (d dd m mm Y H HH MI h12 mr ...), the
month and weekday names of MONTHS and WEEKDAYS below (M<key>, W<key>) and EXTRA's hook
(yy, d1fr, d1it, dsv, ampm_ko).  Options: 'recent' (years 1995..2045, for two-digit
years), 'digits' (native digits for the whole line).
"""

REG = {
    'f1': 'restaurant table reservation confirmation',
    'f2': "children's swimming badge certificate",
    'f3': 'land registry extract',
    'f4': 'geocaching log entry',
    'f5': 'sailing logbook entry',
    'f6': 'school trip permission slip',
    'f7': 'pawn shop ticket',
    'f8': 'pregnancy record due date',
    'f9': 'fire drill notice',
    'f10': 'tree-felling permit',
    'f11': 'wedding ring engraving',
    'm1': 'house survey report',
    'm2': "luthier's instrument label",
    'm3': 'mobile phone contract term',
    'm4': 'student exchange report',
    'm5': 'boat mooring permit',
    'm6': 'retirement farewell card',
    'n1': 'book club meeting notice',
    'n2': 'school photo day notice',
    'n3': 'bookshop author signing',
    'n4': 'film club screening',
    'n5': 'yoga class schedule change',
    'n6': 'neighbourhood clean-up day',
    'x1': 'yacht specifications',
    'x2': 'mobile phone tariff',
    'x3': 'bowling scoresheet',
    'x4': 'pawn shop valuation',
    'x5': 'land plot description',
}

AR = {'digits': 'arab'}
FA = {'digits': 'persian'}
HI = {'digits': 'deva'}
TH = {'digits': 'thai'}
RECENT = {'recent': True}


def ordsv(d):
    return '%d:%s' % (d, 'a' if d % 10 in (1, 2) and d not in (11, 12) else 'e')


def hook(y, m, d, wd, h, mi):
    return {'yy': '%02d' % (y % 100),
            'd1fr': '1er' if d == 1 else str(d),
            'd1it': '1º' if d == 1 else str(d),
            'dsv': ordsv(d),
            'ampm_ko': '오전' if h < 12 else '오후'}


def sp(s):
    return s.split()


def sc(s):
    return s.split(';')


MONTHS = {
    'es': {'l': sp('enero febrero marzo abril mayo junio julio agosto septiembre octubre '
                   'noviembre diciembre'),
           'ab': sp('ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.')},
    'fr': {'l': sp('janvier février mars avril mai juin juillet août septembre octobre '
                   'novembre décembre'),
           'ab': sp('janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.')},
    'de': {'l': sp('Januar Februar März April Mai Juni Juli August September Oktober '
                   'November Dezember'),
           'ab': sp('Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.')},
    'it': {'l': sp('gennaio febbraio marzo aprile maggio giugno luglio agosto settembre '
                   'ottobre novembre dicembre')},
    'pt': {'l': sp('janeiro fevereiro março abril maio junho julho agosto setembro outubro '
                   'novembro dezembro'),
           'ab': sp('jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.')},
    'nl': {'l': sp('januari februari maart april mei juni juli augustus september oktober '
                   'november december'),
           'ab': sp('jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.')},
    'ru': {'g': sp('января февраля марта апреля мая июня июля августа сентября октября '
                   'ноября декабря'),
           'n': sp('январь февраль март апрель май июнь июль август сентябрь октябрь '
                   'ноябрь декабрь'),
           'p': sp('январе феврале марте апреле мае июне июле августе сентябре октябре '
                   'ноябре декабре')},
    'pl': {'g': sp('stycznia lutego marca kwietnia maja czerwca lipca sierpnia września '
                   'października listopada grudnia'),
           'n': sp('styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień '
                   'październik listopad grudzień'),
           'w': sc('w styczniu;w lutym;w marcu;w kwietniu;w maju;w czerwcu;w lipcu;'
                   'w sierpniu;we wrześniu;w październiku;w listopadzie;w grudniu')},
    'tr': {'l': sp('Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım '
                   'Aralık')},
    'uk': {'g': sp('січня лютого березня квітня травня червня липня серпня вересня жовтня '
                   'листопада грудня'),
           'n': sp('січень лютий березень квітень травень червень липень серпень вересень '
                   'жовтень листопад грудень'),
           'p': sp('січні лютому березні квітні травні червні липні серпні вересні жовтні '
                   'листопаді грудні')},
    'cs': {'g': sp('ledna února března dubna května června července srpna září října '
                   'listopadu prosince'),
           'n': sp('leden únor březen duben květen červen červenec srpen září říjen '
                   'listopad prosinec'),
           'p': sp('lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu '
                   'listopadu prosinci')},
    'sv': {'l': sp('januari februari mars april maj juni juli augusti september oktober '
                   'november december')},
    'ro': {'l': sp('ianuarie februarie martie aprilie mai iunie iulie august septembrie '
                   'octombrie noiembrie decembrie')},
    'ar': {'e': sp('يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر '
                   'ديسمبر'),
           'l': sc('كانون الثاني;شباط;آذار;نيسان;أيار;حزيران;تموز;آب;أيلول;تشرين الأول;'
                   'تشرين الثاني;كانون الأول')},
    'fa': {'g': sp('ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر')},
    'he': {'l': sp('ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר '
                   'דצמבר')},
    'hi': {'l': sp('जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्तूबर नवंबर दिसंबर')},
    'id': {'l': sp('Januari Februari Maret April Mei Juni Juli Agustus September Oktober '
                   'November Desember'),
           'ab': sp('Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des')},
    'th': {'f': sp('มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม '
                   'กันยายน ตุลาคม พฤศจิกายน ธันวาคม'),
           'a': sp('ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.')},
    'el': {'g': sp('Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου '
                   'Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου'),
           'n': sp('Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος '
                   'Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος'),
           'a': sp('Ιανουάριο Φεβρουάριο Μάρτιο Απρίλιο Μάιο Ιούνιο Ιούλιο Αύγουστο '
                   'Σεπτέμβριο Οκτώβριο Νοέμβριο Δεκέμβριο')},
}

# Weekdays, Monday first.
WEEKDAYS = {
    'es': {'l': sp('lunes martes miércoles jueves viernes sábado domingo')},
    'fr': {'l': sp('lundi mardi mercredi jeudi vendredi samedi dimanche')},
    'de': {'l': sp('Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag')},
    'it': {'l': sp('lunedì martedì mercoledì giovedì venerdì sabato domenica')},
    'pt': {'l': sp('segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado '
                   'domingo'),
           'na': sc('na segunda-feira;na terça-feira;na quarta-feira;na quinta-feira;'
                    'na sexta-feira;no sábado;no domingo')},
    'nl': {'l': sp('maandag dinsdag woensdag donderdag vrijdag zaterdag zondag')},
    'ru': {'l': sp('понедельник вторник среда четверг пятница суббота воскресенье'),
           'v': sc('в понедельник;во вторник;в среду;в четверг;в пятницу;в субботу;'
                   'в воскресенье'),
           'a': sp('пн вт ср чт пт сб вс')},
    'pl': {'l': sp('poniedziałek wtorek środa czwartek piątek sobota niedziela'),
           'w': sc('w poniedziałek;we wtorek;w środę;w czwartek;w piątek;w sobotę;'
                   'w niedzielę')},
    'tr': {'l': sp('Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar')},
    'uk': {'l': sp('понеділок вівторок середа четвер пʼятниця субота неділя'),
           'u': sc('у понеділок;у вівторок;у середу;у четвер;у пʼятницю;у суботу;'
                   'у неділю'),
           'a': sp('пн вт ср чт пт сб нд')},
    'cs': {'l': sp('pondělí úterý středa čtvrtek pátek sobota neděle'),
           'v': sc('v pondělí;v úterý;ve středu;ve čtvrtek;v pátek;v sobotu;v neděli')},
    'sv': {'l': sp('måndag tisdag onsdag torsdag fredag lördag söndag'),
           'def': sp('måndagen tisdagen onsdagen torsdagen fredagen lördagen söndagen')},
    'ro': {'l': sp('luni marți miercuri joi vineri sâmbătă duminică')},
    'ja': {'j': list('月火水木金土日')},
    'zh': {'z': list('一二三四五六日')},
    'ko': {'k': list('월화수목금토일')},
    'ar': {'a': sp('الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد')},
    'fa': {'a': sp('دوشنبه سه‌شنبه چهارشنبه پنجشنبه جمعه شنبه یکشنبه')},
    'he': {'h': sp('שני שלישי רביעי חמישי שישי שבת ראשון')},
    'hi': {'l': sp('सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार')},
    'id': {'l': sp('Senin Selasa Rabu Kamis Jumat Sabtu Minggu')},
    'vi': {'l': sc('thứ Hai;thứ Ba;thứ Tư;thứ Năm;thứ Sáu;thứ Bảy;Chủ nhật')},
    'th': {'l': sp('จันทร์ อังคาร พุธ พฤหัสบดี ศุกร์ เสาร์ อาทิตย์')},
    'el': {'l': sp('Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή'),
           'art': sc('τη Δευτέρα;την Τρίτη;την Τετάρτη;την Πέμπτη;την Παρασκευή;'
                     'το Σάββατο;την Κυριακή')},
}

EXTRA = {}


def lang(code, full, month, noyear, none, date, ls):
    """A language's spec from lists in register order (f1..f11, m1..m6, n1..n6, x1..x5);
    an entry is a template or (template, options)."""
    def entries(prefix, items):
        out = []
        for i, it in enumerate(items, 1):
            tmpl, opts = (it, {}) if isinstance(it, str) else it
            out.append((REG['%s%d' % (prefix, i)], tmpl, opts))
        return out
    assert len(full) == 11 and len(month) == 6 and len(noyear) == 6 and len(none) == 5
    assert len(date) == 4 and len(ls) == 4
    EXTRA[code] = hook
    return {'full': entries('f', full), 'month': entries('m', month),
            'noyear': entries('n', noyear),
            'none': [(REG['x%d' % i], s) for i, s in enumerate(none, 1)],
            'date': date, 'ls': [(loc, '+' + fmt, kind) for loc, fmt, kind in ls]}


LANGS = {}

LANGS['es'] = lang('es', [
    'Reserva confirmada: el {Wl} {d} de {Ml} de {Y}, {HH}:{MI} h, mesa para 4',
    'Certificado de natación: superó la prueba de 25 metros el {d}/{mm}/{Y}',
    'Nota simple registral: inscripción 3.ª, practicada con fecha {dd}-{mm}-{Y}',
    'Encontrado el {d} {Mab} {Y}. ¡Gracias por el escondite!',
    'Cuaderno de bitácora, {dd}.{mm}.{Y}: zarpamos de Mahón a las {HH}{MI} h, viento NE 4',
    'Autorizo a mi hijo/a a ir a la excursión del {Wl} {d} de {Ml} de {Y}.',
    ('Papeleta de empeño n.º 4471, vence el {dd}/{mm}/{yy}', RECENT),
    'Fecha probable de parto (FPP): {d} de {Ml} de {Y}',
    'Simulacro de evacuación: {Wl} {d} de {Ml} de {Y}, {HH}:{MI} h',
    'Licencia de tala concedida por decreto de alcaldía de {d} de {Ml} de {Y}',
    'Grabado del anillo: «Lucía y Andrés {d}-{mr}-{Y}»',
], [
    'Informe de inspección: cubierta rehabilitada en {Ml} de {Y}',
    'Vicente Arias, guitarrero. Valencia, {Ml} de {Y}',
    'Compromiso de permanencia hasta {mm}/{Y}',
    'Erasmus en Bolonia desde {Ml} de {Y}: informe final del estudiante',
    'Autorización de amarre válida hasta finales de {Ml} de {Y}, pantalán C',
    '¡Gracias, Pilar! Llegaste en {Ml} de {Y} y nos lo enseñaste todo.',
], [
    'Club de lectura: el {Wl} {d} de {Ml} comentamos «La Regenta».',
    'Fotos escolares: el {Wl} {d}/{mm} vienen los fotógrafos. ¡Uniforme limpio!',
    'Firma de libros con la autora: {Wl} {d} de {Ml}, {HH}:{MI} h, Librería Sur',
    'Cineclub: «Viridiana» el {d} de {Ml} a las {HH}:{MI}, entrada libre',
    'Yoga: la clase del {d} de {Ml} se pasa a las {HH}:{MI}.',
    'Limpieza del barrio: {Wl} {d} de {Ml}, quedamos en la plaza a las {H}',
], [
    'Eslora 11,9 m, manga 3,8 m, calado 1,7 m, motor de 40 CV',
    'Tarifa 30 GB + llamadas ilimitadas por 14,95 € al mes',
    'Bolera, pista 8: Marta 187, Juan 142, Sergio 165',
    'Tasación: cadena de oro de 18 quilates, 12,4 g, préstamo de 310 €',
    'Finca rústica de 2,35 ha, parcela 148 del polígono 7',
], [
    ('es_ES', 'Sesión de fotos: %A %-d de %B de %Y a las %H:%M', 'full'),
    ('es_MX', 'Terreno medido el %d/%m/%Y', 'full'),
    ('es_AR', 'Impreso en %B de %Y', 'month'),
    ('es_ES', 'Jornada de puertas abiertas: %A %-d de %B', 'noyear'),
], [
    ('es_ES', 'nota de voz %-d %b %Y', 'full'),
    ('es_MX', 'exportado %A %d-%m-%Y %H:%M', 'full'),
    ('es_ES', 'Captura de pantalla %Y-%m-%d a las %H.%M.%S', 'full'),
    ('es_AR', 'apunte %-d %b, %H:%M', 'noyear'),
])

LANGS['fr'] = lang('fr', [
    'Réservation confirmée : table pour 4, {Wl} {d1fr} {Ml} {Y} à {H} h {MI}',
    'Brevet de natation 25 m obtenu le {dd}/{mm}/{Y}',
    'Service de la publicité foncière : acte publié le {d1fr} {Ml} {Y}',
    'Trouvée le {d} {Mab} {Y}, merci pour la cache !',
    'Livre de bord, {dd}.{mm}.{Y} : appareillage de Lorient à {HH}h{MI}, vent d’ouest 5',
    'J’autorise mon enfant à participer à la sortie du {Wl} {d1fr} {Ml} {Y}.',
    ('Prêt sur gage n° 2231 — à dégager avant le {dd}/{mm}/{yy}', RECENT),
    'Date présumée d’accouchement : {d1fr} {Ml} {Y}',
    'Exercice d’évacuation incendie le {Wl} {d1fr} {Ml} {Y} à {H} h {MI}',
    'Arrêté municipal du {d1fr} {Ml} {Y} autorisant l’abattage de deux platanes',
    'Gravure de l’alliance : « Claire & Hugo {dd}.{mm}.{Y} »',
], [
    'Rapport d’expertise : toiture refaite en {Ml} {Y}',
    'Fait par Jean Morel, luthier à Mirecourt, {Ml} {Y}',
    'Fin d’engagement de votre forfait : {mm}/{Y}',
    'Semestre d’échange à Montréal à partir de {Ml} {Y} : rapport de séjour',
    'Autorisation d’amarrage valable jusqu’à fin {Ml} {Y}, ponton D',
    'Merci Josiane ! Arrivée chez nous en {Ml} {Y}, tu vas nous manquer.',
], [
    'Club de lecture : {Wl} {d1fr} {Ml} chez Sophie, on parle de « Germinal ».',
    'Photo de classe le {Wl} {d1fr} {Ml} : merci de prévoir une tenue correcte.',
    'Dédicace avec l’autrice {Wl} {d1fr} {Ml} à {H} h {MI}, librairie du Port',
    'Ciné-club : « Les Enfants du paradis » le {dd}/{mm} à {HH}h{MI}',
    'Yoga : le cours du {d1fr} {Ml} est déplacé à {H} h {MI}.',
    'Nettoyage du quartier {Wl} {d1fr} {Ml}, rendez-vous à {H} h à la mairie',
], [
    'Longueur 9,95 m, largeur 3,4 m, tirant d’eau 1,6 m, moteur 29 ch',
    'Forfait 80 Go, appels illimités, 9,99 € par mois pendant un an',
    'Bowling, piste 6 : Léa 154, Tom 201, Inès 133',
    'Estimation : bague or 18 carats, 4,2 g, prêt accordé 95 €',
    'Parcelle cadastrée section AB n° 312, contenance 14 a 27 ca',
], [
    ('fr_FR', 'Séance photo le %A %-d %B %Y à %H h %M', 'full'),
    ('fr_CA', 'Terrain arpenté le %d/%m/%Y', 'full'),
    ('fr_BE', 'Achevé d’imprimer en %B %Y', 'month'),
    ('fr_CH', 'Portes ouvertes le %A %-d %B', 'noyear'),
], [
    ('fr_FR', 'mémo vocal du %-d %b %Y', 'full'),
    ('fr_CA', 'exporté le %A %d/%m/%Y à %H:%M', 'full'),
    ('fr_FR', 'Capture d’écran %Y-%m-%d à %H.%M.%S', 'full'),
    ('fr_BE', 'note du %-d %b, %H:%M', 'noyear'),
])

LANGS['de'] = lang('de', [
    'Reservierung bestätigt: {Wl}, {d}. {Ml} {Y}, {HH}:{MI} Uhr, 4 Personen',
    'Seepferdchen-Abzeichen: Prüfung bestanden am {dd}.{mm}.{Y}',
    'Grundbuchauszug: eingetragen am {d}. {Ml} {Y} (Abt. II, lfd. Nr. 3)',
    'Gefunden am {d}. {Mab} {Y}, schöne Dose! DFDC',
    'Logbuch {dd}.{mm}.{Y}: {HH}{MI} Leinen los in Kiel, Wind W 4 Bft',
    'Einverständniserklärung zum Wandertag am {Wl}, dem {d}. {Ml} {Y}',
    ('Pfandschein Nr. 5083 – einzulösen bis {dd}.{mm}.{yy}', RECENT),
    'Errechneter Geburtstermin: {d}.{m}.{Y}',
    'Probealarm mit Räumungsübung: {Wl}, {dd}.{mm}.{Y}, {HH}:{MI} Uhr',
    'Fällgenehmigung vom {d}. {Ml} {Y} für eine Linde auf Flurstück 212',
    'Gravur im Ehering: „Anna & Jonas {dd}.{mm}.{Y}“',
], [
    'Gutachten: Dach neu eingedeckt im {Ml} {Y}',
    'Gebaut von Karl Höfner, Geigenbaumeister in Mittenwald, {Ml} {Y}',
    'Mindestvertragslaufzeit endet {mm}/{Y}',
    'Auslandssemester in Lyon ab {Ml} {Y} – Erfahrungsbericht',
    'Liegeplatzgenehmigung gültig bis Ende {Ml} {Y}, Steg 3, Platz 27',
    'Liebe Renate, seit {Ml} {Y} warst du unsere gute Seele!',
], [
    'Lesekreis: Treffen am {Wl}, {d}. {Ml}, bei Gisela – „Effi Briest“',
    'Klassenfotos am {Wl}, den {d}. {Ml}. Bitte ordentliche Kleidung!',
    'Lesung und Signierstunde: {Wl}, {dd}.{mm}., {HH}:{MI} Uhr, Buchhandlung am Markt',
    'Filmclub: „Der Himmel über Berlin“ am {d}. {Ml} um {HH}.{MI} Uhr',
    'Yoga: Der Kurs am {d}. {Ml} beginnt ausnahmsweise um {HH}:{MI} Uhr.',
    'Aufräumaktion im Viertel: {Wl}, {d}. {Ml}, {H} Uhr am Spielplatz',
], [
    'Länge 10,4 m, Breite 3,5 m, Tiefgang 1,8 m, Motor 30 PS',
    'Tarif: 25 GB, Allnet-Flat, 19,99 € monatlich',
    'Kegeln, Bahn 2: Uwe 412, Heike 398, Ralf 377',
    'Schätzung: Goldkette 585, 14,8 g, Darlehen 260 €',
    'Flurstück 118, Gemarkung Lindenau, 2.460 m² Grünland',
], [
    ('de_DE', 'Fotoshooting am %A, %-d. %B %Y um %H:%M Uhr', 'full'),
    ('de_AT', 'vermessen am %d.%m.%Y', 'full'),
    ('de_CH', 'gedruckt im %B %Y', 'month'),
    ('de_DE', 'Tag der offenen Tür: %A, %-d. %B', 'noyear'),
], [
    ('de_DE', 'Sprachmemo vom %-d. %b %Y', 'full'),
    ('de_AT', 'exportiert %A, %d.%m.%Y um %H:%M', 'full'),
    ('de_DE', 'Bildschirmfoto %Y-%m-%d um %H.%M.%S', 'full'),
    ('de_CH', 'Notiz %-d. %b, %H:%M', 'noyear'),
])

LANGS['it'] = lang('it', [
    'Prenotazione confermata: tavolo per 4, {Wl} {d1it} {Ml} {Y} alle {H}:{MI}',
    'Brevetto di nuoto: superato il {d}/{mm}/{Y}',
    'Visura catastale: variazione registrata il {dd}/{mm}/{Y}, foglio 14',
    'Trovata il {d1it} {Ml} {Y}, grazie per la cache!',
    'Giornale di bordo, {dd}.{mm}.{Y}: salpati da Portofino alle {HH}{MI}, maestrale 4',
    'Autorizzo mio/a figlio/a a partecipare alla gita di {Wl} {d1it} {Ml} {Y}.',
    ('Polizza di pegno n. 6120, scadenza {dd}/{mm}/{yy}', RECENT),
    'Data presunta del parto: {d1it} {Ml} {Y}',
    'Prova di evacuazione: {Wl} {d1it} {Ml} {Y} ore {HH}.{MI}',
    'Autorizzazione all’abbattimento rilasciata il {d1it} {Ml} {Y}, prot. n. 4417',
    'Incisione fede: «Giulia e Marco {d}.{mr}.{Y}»',
], [
    'Perizia: copertura rifatta nel mese di {Ml} {Y}',
    'Giuseppe Landi, liutaio in Cremona, {Ml} {Y}',
    'Vincolo contrattuale: scadenza {Ml} {Y}',
    'Erasmus a Salamanca da {Ml} {Y}: relazione finale',
    'Concessione ormeggio valida fino a {mm}/{Y}, pontile B, posto 18',
    'Grazie Franca! In ufficio da {Ml} {Y}, ci mancherai tantissimo.',
], [
    'Gruppo di lettura: {Wl} {d1it} {Ml} da Paola, «Il Gattopardo».',
    'Foto di classe {Wl} {d1it} {Ml}: grembiule pulito, mi raccomando!',
    'Presentazione del libro con firma copie: {Wl} {d1it} {Ml}, ore {HH}.{MI}',
    'Cineforum: «Ladri di biciclette» il {d1it} {Ml} alle {HH}:{MI}',
    'Yoga: la lezione del {dd}/{mm} è spostata alle {HH}:{MI}',
    'Pulizia del quartiere: {Wl} {d1it} {Ml}, ritrovo alle {H} in piazza',
], [
    'Lunghezza 10,2 m, baglio 3,6 m, pescaggio 1,5 m, motore 27 CV',
    'Offerta 150 Giga e minuti illimitati a 7,99 € al mese',
    'Bowling, pista 9: Luca 176, Sara 149, Gianni 203',
    'Stima: anello oro 750, 3,9 g, prestito concesso 110 €',
    'Terreno agricolo di 1,2 ettari, foglio 31, mappale 77',
], [
    ('it_IT', 'Servizio fotografico %A %-d %B %Y alle %H:%M', 'full'),
    ('it_CH', 'Rilievo topografico del %d/%m/%Y', 'full'),
    ('it_IT', 'Finito di stampare nel mese di %B %Y', 'month'),
    ('it_IT', 'Porte aperte %A %-d %B', 'noyear'),
], [
    ('it_IT', 'memo vocale %-d %b %Y', 'full'),
    ('it_CH', 'esportato %A %d/%m/%Y %H:%M', 'full'),
    ('it_IT', 'Istantanea schermo %Y-%m-%d alle %H.%M.%S', 'full'),
    ('it_IT', 'nota del %-d %b, ore %H:%M', 'noyear'),
])

LANGS['pt'] = lang('pt', [
    'Reserva confirmada: {Wl}, {d} de {Ml} de {Y}, às {H}h{MI}, 4 pessoas',
    'Certificado de natação: aprovado em {dd}/{mm}/{Y}',
    'Certidão de matrícula: registro feito em {d} de {Ml} de {Y}',
    'Achado em {d} {Mab} {Y}! Valeu pelo cache',
    'Diário de bordo, {dd}.{mm}.{Y}: largámos de Cascais às {HH}{MI}, vento norte 4',
    'Autorizo o meu educando a ir à visita de estudo de {Wl}, {d}/{mm}/{Y}.',
    ('Cautela de penhor nº 3378, resgate até {dd}/{mm}/{yy}', RECENT),
    'Data provável do parto (DPP): {dd}/{mm}/{Y}',
    'Simulacro de incêndio: {Wl}, {d} de {Ml} de {Y}, às {HH}h{MI}',
    'Licença de abate de árvore emitida em {d} de {Ml} de {Y}',
    'Gravação da aliança: "Ana e Rui {dd}-{mm}-{Y}"',
], [
    'Laudo de vistoria: telhado refeito em {Ml} de {Y}',
    'Feito por Manuel Ribeiro, violeiro em Braga, {Ml} de {Y}',
    'Fidelização até {mm}/{Y}',
    'Intercâmbio em Coimbra a partir de {Ml} de {Y}: relatório final',
    'Licença de amarração válida até {Ml}/{Y}, pontão C, lugar 9',
    'Obrigado, dona Fátima! Desde {Ml} de {Y} connosco, vai deixar saudades.',
], [
    'Clube do livro {Wna}, {d} de {Ml}: «Dom Casmurro».',
    'Dia da fotografia escolar: {Wl}, {dd}/{mm}. Uniforme limpo, por favor!',
    'Sessão de autógrafos com a autora {Wna}, {d} de {Ml}, às {H}h{MI}',
    'Cineclube: «Central do Brasil» dia {d} de {Ml} às {HH}:{MI}',
    'Ioga: a aula de {d} de {Ml} passa para as {H}h{MI}.',
    'Mutirão de limpeza do bairro {Wna}, {d}/{m}, às {H}h na praça',
], [
    'Comprimento 10,6 m, boca 3,5 m, calado 1,6 m, motor de 30 cv',
    'Plano com 20 GB e ligações ilimitadas por R$ 49,90 por mês',
    'Boliche, pista 4: Bia 168, Caio 141, Duda 190',
    'Avaliação: cordão de ouro 18k, 9,6 g, empréstimo de R$ 820',
    'Lote 15 da quadra 40, área de 360 m², frente de 12 m',
], [
    ('pt_BR', 'Ensaio fotográfico: %A, %-d de %B de %Y, às %Hh%M', 'full'),
    ('pt_PT', 'Levantamento topográfico de %d/%m/%Y', 'full'),
    ('pt_BR', 'Impresso em %B de %Y', 'month'),
    ('pt_PT', 'Dia aberto: %A, %-d de %B', 'noyear'),
], [
    ('pt_BR', 'áudio gravado %-d %b %Y', 'full'),
    ('pt_PT', 'exportado %A, %d-%m-%Y %H:%M', 'full'),
    ('pt_BR', 'Captura de Tela %Y-%m-%d às %H.%M.%S', 'full'),
    ('pt_BR', 'anotação %-d %b, %H:%M', 'noyear'),
])

LANGS['nl'] = lang('nl', [
    'Reservering bevestigd: {Wl} {d} {Ml} {Y} om {HH}:{MI} uur, tafel voor 4',
    'Zwemdiploma A behaald op {d}-{m}-{Y}',
    'Kadaster: ingeschreven op {d} {Ml} {Y} in register Hypotheken 4',
    'Gevonden op {d} {Mab} {Y}, bedankt voor de cache!',
    'Logboek {dd}-{mm}-{Y}: {HH}{MI} los uit Harlingen, wind ZW 4',
    'Toestemming voor het schoolreisje op {Wl} {d} {Ml} {Y}: ja / nee',
    ('Beleenbewijs nr. 7712, aflossen vóór {dd}-{mm}-{yy}', RECENT),
    'Uitgerekende datum: {d} {Ml} {Y}',
    'Ontruimingsoefening: {Wl} {dd}-{mm}-{Y} om {HH}.{MI} uur',
    'Omgevingsvergunning voor het kappen van een eik, verleend op {d} {Ml} {Y}',
    'Gravure trouwring: ‘Sanne & Bram {dd}.{mm}.{Y}’',
], [
    'Bouwkundig rapport: dak vernieuwd in {Ml} {Y}',
    'Gebouwd door Pieter de Wit, vioolbouwer te Amsterdam, {Ml} {Y}',
    'Je contract loopt af in {Ml} {Y}',
    'Uitwisseling in Gent vanaf {Ml} {Y} – eindverslag',
    'Ligplaatsvergunning geldig t/m {mm}-{Y}, steiger B, box 33',
    'Lieve Joke, sinds {Ml} {Y} ons vaste aanspreekpunt – we gaan je missen!',
], [
    'Leesclub: {Wl} {d} {Ml} bij Marieke, we bespreken ‘Max Havelaar’.',
    'De schoolfotograaf komt op {Wl} {d} {Ml}, graag nette kleren aan!',
    'Signeersessie: {Wl} {d} {Ml}, {HH}.{MI} uur, Boekhandel Van Dam',
    'Filmhuis: ‘Turks fruit’ op {d} {Ml} om {HH}:{MI}',
    'Yoga: de les van {dd}-{mm} begint om {HH}:{MI}.',
    'Opschoondag in de wijk: {Wl} {d} {Ml}, om {H} uur bij het buurthuis',
], [
    'Lengte 9,8 m, breedte 3,3 m, diepgang 1,4 m, motor 21 pk',
    'Bundel 15 GB, onbeperkt bellen, € 17,50 per maand',
    'Bowlen, baan 11: Henk 188, Ans 156, Kees 171',
    'Taxatie: gouden ring 14 karaat, 5,1 gram, lening € 140',
    'Perceel sectie K nummer 1045, grootte 3.210 m²',
], [
    ('nl_NL', 'Fotoshoot op %A %-d %B %Y om %H:%M uur', 'full'),
    ('nl_BE', 'ingemeten op %d-%m-%Y', 'full'),
    ('nl_NL', 'gedrukt in %B %Y', 'month'),
    ('nl_BE', 'opendeurdag %A %-d %B', 'noyear'),
], [
    ('nl_NL', 'spraakmemo %-d %b %Y', 'full'),
    ('nl_BE', 'geëxporteerd %A %d/%m/%Y %H:%M', 'full'),
    ('nl_NL', 'Schermafbeelding %Y-%m-%d om %H.%M.%S', 'full'),
    ('nl_NL', 'notitie %-d %b, %H:%M', 'noyear'),
])

LANGS['ru'] = lang('ru', [
    'Бронь подтверждена: {Wl}, {d} {Mg} {Y}, {HH}:{MI}, столик на 4 персоны',
    'Удостоверение юного пловца: норматив сдан {dd}.{mm}.{Y}',
    'Выписка из ЕГРН: право зарегистрировано {dd}.{mm}.{Y}',
    'Нашли {d} {Mg} {Y} г., спасибо за тайник!',
    'Вахтенный журнал, {dd}.{mm}.{Y}: в {HH}:{MI} снялись с якоря, ветер СЗ 4 балла',
    'Разрешаю сыну (дочери) поехать на экскурсию {Wv}, {d} {Mg} {Y} г.',
    ('Залоговый билет № 40215, срок возврата до {dd}.{mm}.{yy}', RECENT),
    'Предполагаемая дата родов: {d} {Mg} {Y} года',
    'Учебная эвакуация: {Wv}, {dd}.{mm}.{Y}, в {HH}:{MI}',
    'Порубочный билет выдан {d} {Mg} {Y} г. на вырубку двух тополей',
    'Гравировка на кольце: «Маша и Илья {dd}.{mm}.{Y}»',
], [
    'Заключение обследования: кровля заменена в {Mp} {Y} г.',
    'Мастер Н. Коваль, Москва, {Mn} {Y}',
    'Срок действия договора — до {Mg} {Y} г.',
    'Стажировка в Гейдельберге с {Mg} {Y} года: отчёт студента',
    'Разрешение на стоянку у причала действует до {mm}.{Y}',
    'Дорогая Ольга Петровна! С {Mg} {Y} года вы были душой нашего отдела.',
], [
    'Книжный клуб {Wv}, {d} {Mg}: обсуждаем «Мастера и Маргариту».',
    'Фотографирование классов {Wv}, {d} {Mg}. Форма парадная!',
    'Встреча с автором и автограф-сессия: {d} {Mg} ({Wa}), {HH}:{MI}',
    'Киноклуб: «Зеркало» {d} {Mg} в {HH}:{MI}',
    'Йога: занятие {dd}.{mm} переносится на {HH}:{MI}',
    'Уборка двора {d} {Mg}, {Wl}, сбор в {H}:00 у подъезда',
], [
    'Длина 10,3 м, ширина 3,4 м, осадка 1,7 м, двигатель 29 л. с.',
    'Тариф: 30 ГБ, 600 минут, 450 ₽ в месяц',
    'Боулинг, дорожка 7: Саша 182, Лена 147, Дима 199',
    'Оценка: золотая цепочка 585 пробы, 7,3 г, заём 9800 руб.',
    'Земельный участок 12 соток, кадастровый квартал 4417',
], [
    ('ru_RU', 'Фотосессия: %A, %-d %B %Y г., в %H:%M', 'full'),
    ('ru_UA', 'межевание проведено %d.%m.%Y', 'full'),
    ('ru_RU', 'подписано в печать: %OB %Y', 'month'),
    ('ru_RU', 'день открытых дверей: %A, %-d %B', 'noyear'),
], [
    ('ru_RU', 'голосовая заметка %-d %b %Y', 'full'),
    ('ru_RU', 'экспорт: %A, %d.%m.%Y в %H:%M', 'full'),
    ('ru_RU', 'Снимок экрана %Y-%m-%d в %H.%M.%S', 'full'),
    ('ru_UA', 'заметка %-d %b, %H:%M', 'noyear'),
])

LANGS['pl'] = lang('pl', [
    'Rezerwacja: {Wl}, {d} {Mg} {Y}, godz. {HH}:{MI}, stolik dla 4 osób',
    'Karta pływacka: egzamin zdany dnia {dd}.{mm}.{Y} r.',
    'Odpis z księgi wieczystej: wpis z dnia {d} {Mg} {Y} r.',
    'Znaleziona {d} {Mg} {Y}, dzięki za skrzynkę!',
    'Dziennik jachtowy, {dd}.{mm}.{Y}: o {HH}:{MI} wyjście z Gdyni, wiatr W 4°B',
    'Zgoda na udział dziecka w wycieczce {Ww} {d} {Mg} {Y} r.',
    ('Umowa pożyczki pod zastaw nr 1187, wykup do {dd}.{mm}.{yy}', RECENT),
    'Przewidywany termin porodu: {d}.{mr}.{Y}',
    'Próbna ewakuacja budynku: {Ww}, {dd}.{mm}.{Y}, godz. {HH}:{MI}',
    'Zezwolenie na wycinkę drzewa wydane dnia {d} {Mg} {Y} r.',
    'Grawer w obrączce: „Kasia i Tomek {dd}.{mm}.{Y}”',
], [
    'Ekspertyza budowlana: dach wymieniono {Mw} {Y} r.',
    'Wykonał Jan Nowak, lutnik, Zakopane, {Mn} {Y}',
    'Umowa na czas określony do {mm}.{Y}',
    'Wymiana studencka w Lizbonie od {Mg} {Y} r. – sprawozdanie',
    'Zezwolenie na cumowanie ważne do końca {Mg} {Y} r., pomost A',
    'Droga Pani Basiu, od {Mg} {Y} r. była Pani sercem naszego biura!',
], [
    'Klub książki: spotkanie {Ww}, {d} {Mg}, czytamy „Lalkę”.',
    'Fotograf szkolny {Ww}, {d} {Mg} – proszę o strój galowy.',
    'Spotkanie z autorem: {Wl}, {d} {Mg}, godz. {HH}:{MI}, Empik',
    'DKF: „Rejs” {d} {Mg} o {HH}:{MI}',
    'Joga: zajęcia {dd}.{mm} przeniesione na {HH}:{MI}',
    'Sprzątanie osiedla {Ww}, {d} {Mg}, zbiórka o {H}:00 na placu',
], [
    'Długość 9,9 m, szerokość 3,3 m, zanurzenie 1,5 m, silnik 20 KM',
    'Abonament: 40 GB, rozmowy bez limitu, 39,99 zł miesięcznie',
    'Kręgle, tor 5: Ola 161, Marek 187, Zosia 129',
    'Wycena: pierścionek złoty próby 585, 3,4 g, pożyczka 240 zł',
    'Działka nr 215, obręb 0007, powierzchnia 0,1250 ha',
], [
    ('pl_PL', 'Sesja zdjęciowa: %A, %-d %B %Y, godz. %H:%M', 'full'),
    ('pl_PL', 'pomiar geodezyjny z dnia %d.%m.%Y', 'full'),
    ('pl_PL', 'oddano do druku: %OB %Y', 'month'),
    ('pl_PL', 'dzień otwarty: %A, %-d %B', 'noyear'),
], [
    ('pl_PL', 'notatka głosowa %-d %b %Y', 'full'),
    ('pl_PL', 'wyeksportowano %A, %d.%m.%Y o %H:%M', 'full'),
    ('pl_PL', 'Zrzut ekranu %Y-%m-%d o %H.%M.%S', 'full'),
    ('pl_PL', 'notatka z %-d %b, %H:%M', 'noyear'),
])

LANGS['tr'] = lang('tr', [
    'Rezervasyonunuz onaylandı: {d} {Ml} {Y} {Wl}, saat {HH}:{MI}, 4 kişilik masa',
    'Yüzme belgesi: sınav {dd}.{mm}.{Y} tarihinde başarıyla tamamlandı',
    'Tapu kaydı: tescil tarihi {dd}/{mm}/{Y}, yevmiye no 8812',
    '{d} {Ml} {Y} tarihinde bulundu, saklayana teşekkürler!',
    'Seyir defteri {dd}.{mm}.{Y}: {HH}.{MI} Bodrum’dan çıkış, rüzgâr poyraz 4',
    'Çocuğumun {d} {Ml} {Y} {Wl} günkü geziye katılmasına izin veriyorum.',
    ('Rehin senedi no 2904, son ödeme {dd}.{mm}.{yy}', RECENT),
    'Tahmini doğum tarihi: {d} {Ml} {Y}',
    'Yangın tatbikatı: {d} {Ml} {Y} {Wl}, saat {HH}:{MI}',
    'Ağaç kesim izni {d} {Ml} {Y} tarihinde belediyece verilmiştir.',
    'Alyans içi: “Zeynep & Emre {dd}.{mm}.{Y}”',
], [
    'Ekspertiz raporu: çatı {Ml} {Y} tarihinde yenilendi',
    'Yapan: Hasan Kaya, bağlama ustası, İstanbul, {Ml} {Y}',
    'Taahhüt bitiş tarihi: {mm}/{Y}',
    '{Y} {Ml} ayından itibaren Erasmus ile Lizbon’da: dönem sonu raporu',
    'Bağlama izni {Ml} {Y} sonuna kadar geçerlidir, iskele C, yer 12',
    'Sevgili Ayşe Hanım, {Ml} {Y} itibarıyla aramıza katılmıştınız, teşekkürler!',
], [
    'Kitap kulübü: {d} {Ml} {Wl} akşamı Selin’de, konu “Tutunamayanlar”',
    'Okul fotoğrafı çekimi {d} {Ml} {Wl}; lütfen okul kıyafeti giyilsin.',
    'Yazarla söyleşi ve imza günü: {d} {Ml} {Wl}, saat {HH}:{MI}',
    'Sinema kulübü: “Uzak” {d} {Ml}, saat {HH}.{MI}',
    'Yoga: {dd}.{mm} tarihli ders {HH}:{MI} saatine alındı',
    'Mahalle temizlik günü: {d} {Ml} {Wl}, saat {H}.00, park girişi',
], [
    'Boy 10,5 m, en 3,6 m, su çekimi 1,6 m, motor 40 beygir',
    'Paket: 20 GB internet, 1000 dakika, aylık 249,90 TL',
    'Bovling, pist 3: Kerem 174, Elif 158, Burak 193',
    'Ekspertiz: 22 ayar bilezik, 15,2 gram, rehin bedeli 9.500 TL',
    'Tarla: 2.450 m², ada 112, parsel 6',
], [
    ('tr_TR', 'Fotoğraf çekimi: %-d %B %Y %A, saat %H:%M', 'full'),
    ('tr_TR', 'ölçüm tarihi %d.%m.%Y', 'full'),
    ('tr_CY', 'Baskı: %B %Y', 'month'),
    ('tr_TR', 'Açık kapı günü: %-d %B %A', 'noyear'),
], [
    ('tr_TR', 'ses kaydı %-d %b %Y', 'full'),
    ('tr_TR', 'dışa aktarıldı %d.%m.%Y %A %H:%M', 'full'),
    ('tr_TR', 'Ekran Resmi %Y-%m-%d %H.%M.%S', 'full'),
    ('tr_CY', 'not %-d %b, %H:%M', 'noyear'),
])

LANGS['uk'] = lang('uk', [
    'Бронювання: {Wl}, {d} {Mg} {Y} р., {HH}:{MI}, столик на 4 особи',
    'Посвідчення плавця: норматив складено {dd}.{mm}.{Y}',
    'Витяг з Державного реєстру речових прав: дата реєстрації {dd}.{mm}.{Y}',
    'Знайшли {d} {Mg} {Y} р., дякуємо за схованку!',
    'Судновий журнал, {dd}.{mm}.{Y}: о {HH}:{MI} вийшли з Одеси, вітер 4 бали',
    'Дозволяю моїй дитині взяти участь в екскурсії {Wu}, {d} {Mg} {Y} р.',
    ('Заставний квиток № 5530, викуп до {dd}.{mm}.{yy}', RECENT),
    'Передбачувана дата пологів: {d} {Mg} {Y} року',
    'Навчальна евакуація: {Wu}, {dd}.{mm}.{Y} о {HH}:{MI}',
    'Дозвіл на видалення зелених насаджень видано {d} {Mg} {Y} р.',
    'Гравіювання на обручці: «Оля і Тарас {dd}.{mm}.{Y}»',
], [
    'Технічний висновок: покрівлю замінено у {Mp} {Y} р.',
    'Майстер Петро Гнатюк, Львів, {Mn} {Y}',
    'Договір діє до {mm}.{Y}',
    'Навчання за обміном у Вроцлаві з {Mg} {Y} р.: звіт студента',
    'Дозвіл на стоянку біля причалу діє до кінця {Mg} {Y} р.',
    'Дорога Галино Іванівно, з {Mg} {Y} року ви були душею нашого колективу!',
], [
    'Книжковий клуб: зустріч {Wu}, {d} {Mg}, обговорюємо «Тигроловів».',
    'Фотографування класів {Wu}, {d} {Mg}. Святковий одяг обовʼязковий!',
    'Зустріч з авторкою та автограф-сесія: {d} {Mg} ({Wa}), {HH}:{MI}',
    'Кіноклуб: «Тіні забутих предків» {d} {Mg} о {HH}:{MI}',
    'Йога: заняття {dd}.{mm} перенесено на {HH}:{MI}',
    'Толока у дворі {Wu}, {d} {Mg}, збір о {H}:00 біля підʼїзду',
], [
    'Довжина 10,1 м, ширина 3,4 м, осадка 1,6 м, двигун 25 к. с.',
    'Тариф: 25 ГБ, безліміт у мережі, 250 грн на місяць',
    'Боулінг, доріжка 8: Андрій 177, Ірина 152, Богдан 168',
    'Оцінка: золотий ланцюжок 585 проби, 6,8 г, позика 3200 грн',
    'Земельна ділянка 0,25 га під забудову, кадастровий квартал 0318',
], [
    ('uk_UA', 'Фотосесія: %A, %-d %B %Y р., о %H:%M', 'full'),
    ('uk_UA', 'обміри виконано %d.%m.%Y', 'full'),
    ('uk_UA', 'підписано до друку: %OB %Y', 'month'),
    ('uk_UA', 'день відчинених дверей: %A, %-d %B', 'noyear'),
], [
    ('uk_UA', 'голосова нотатка %-d %b %Y', 'full'),
    ('uk_UA', 'експортовано: %A, %d.%m.%Y о %H:%M', 'full'),
    ('uk_UA', 'Знімок екрана %Y-%m-%d о %H.%M.%S', 'full'),
    ('uk_UA', 'нотатка %-d %b, %H:%M', 'noyear'),
])

LANGS['cs'] = lang('cs', [
    'Rezervace potvrzena: {Wl} {d}. {Mg} {Y} v {HH}:{MI}, stůl pro 4 osoby',
    'Mokré vysvědčení: zkouška z plavání složena {d}. {m}. {Y}',
    'Výpis z katastru nemovitostí: vklad povolen dne {d}. {Mg} {Y}',
    'Nalezeno {d}. {m}. {Y}, díky za keš!',
    'Lodní deník {d}. {m}. {Y}: v {HH}:{MI} vyplouváme ze Splitu, vítr SZ 4',
    'Souhlasím s účastí dítěte na školním výletě {Wv} {d}. {Mg} {Y}.',
    ('Zástavní lístek č. 3310, výplata do {d}. {m}. {yy}', RECENT),
    'Předpokládaný termín porodu: {d}. {Mg} {Y}',
    'Cvičný požární poplach: {Wv} {d}. {m}. {Y} v {HH}:{MI}',
    'Povolení ke kácení dřevin vydáno dne {d}. {Mg} {Y}',
    'Rytina v prstenu: „Petra a Jakub {d}. {mr}. {Y}“',
], [
    'Posudek: střecha nově pokryta v {Mp} {Y}',
    'Zhotovil Josef Novák, houslař, Luby u Chebu, {Mn} {Y}',
    'Závazek smlouvy trvá do {mm}/{Y}',
    'Výměnný pobyt v Bruselu od {Mg} {Y}: závěrečná zpráva',
    'Povolení ke kotvení platí do konce {Mg} {Y}, molo B, místo 7',
    'Milá paní Jarmilo, od {Mg} {Y} jste byla duší naší kanceláře!',
], [
    'Čtenářský klub: sejdeme se {Wv} {d}. {Mg} u Hany, téma „Babička“.',
    'Fotografování tříd proběhne {Wv} {d}. {m}., prosíme o slavnostní oblečení.',
    'Autorské čtení a autogramiáda: {Wl} {d}. {Mg}, {HH}:{MI}, knihkupectví U Věže',
    'Filmový klub: „Obchod na korze“ {d}. {Mg} v {HH}:{MI}',
    'Jóga: lekce {d}. {m}. se přesouvá na {HH}:{MI}.',
    'Úklid sídliště {Wv} {d}. {Mg}, sraz v {H}:00 u hřiště',
], [
    'Délka 9,7 m, šířka 3,2 m, ponor 1,5 m, motor 18 koní',
    'Tarif: 10 GB dat, neomezené volání, 499 Kč měsíčně',
    'Bowling, dráha 6: Honza 169, Lucie 142, Pavel 185',
    'Odhad: zlatý prsten 14 karátů, 4,6 g, půjčka 1800 Kč',
    'Pozemek parc. č. 1534, výměra 812 m², orná půda',
], [
    ('cs_CZ', 'Focení: %A %-d. %B %Y v %H:%M', 'full'),
    ('cs_CZ', 'zaměřeno dne %d.%m.%Y', 'full'),
    ('cs_CZ', 'tisk: %OB %Y', 'month'),
    ('cs_CZ', 'den otevřených dveří %A %-d. %B', 'noyear'),
], [
    ('cs_CZ', 'hlasová poznámka %-d. %b %Y', 'full'),
    ('cs_CZ', 'exportováno %A %d.%m.%Y v %H:%M', 'full'),
    ('cs_CZ', 'Snímek obrazovky %Y-%m-%d v %H.%M.%S', 'full'),
    ('cs_CZ', 'poznámka %-d. %b, %H:%M', 'noyear'),
])

LANGS['sv'] = lang('sv', [
    'Bordsbokning bekräftad: {Wl} {d} {Ml} {Y} kl. {HH}.{MI}, bord för 4',
    'Simborgarmärket: godkänd {Y}-{mm}-{dd}',
    'Fastighetsregistret: lagfart beviljad {d} {Ml} {Y}',
    'Hittad {d}/{m} {Y}, tack för cachen!',
    'Loggbok {Y}-{mm}-{dd}: kl {HH}{MI} kastade loss från Marstrand, vind SV 6 m/s',
    'Mitt barn får följa med på utflykten {Wdef} den {dsv} {Ml} {Y}.',
    ('Pantkvitto nr 8124, lösen senast {yy}{mm}{dd}', RECENT),
    'Beräknat förlossningsdatum: {d} {Ml} {Y}',
    'Utrymningsövning {Wl} {d} {Ml} {Y} kl. {HH}.{MI}',
    'Tillstånd till trädfällning beviljat {Y}-{mm}-{dd}, dnr 2044',
    'Gravyr i ringen: ”Emma & Oskar {d}/{m} {Y}”',
], [
    'Besiktningsprotokoll: taket omlagt i {Ml} {Y}',
    'Byggd av Nils Berg, fiolbyggare i Uppsala, {Ml} {Y}',
    'Bindningstiden löper ut i {Ml} {Y}',
    'Utbytesstudier i Bologna från {Ml} {Y} – slutrapport',
    'Båtplatsen är hyrd t.o.m. {Ml} {Y}, brygga D, plats 19',
    'Kära Birgitta, sedan {Ml} {Y} har du varit hjärtat på vårt kontor!',
], [
    'Bokcirkeln ses {Wdef} den {dsv} {Ml} hos Karin, vi läser ”Utvandrarna”.',
    'Skolfotografering {Wl} {d}/{m} – glöm inte att kamma håret!',
    'Författarbesök med signering {Wl} {d} {Ml} kl. {HH}.{MI} i bokhandeln',
    'Filmklubben visar ”Smultronstället” {d} {Ml} kl. {HH}:{MI}',
    'Yoga: passet den {d} {Ml} flyttas till kl. {HH}.{MI}',
    'Städdag i området {Wl} {d} {Ml}, samling kl. {H} vid lekplatsen',
], [
    'Längd 10,8 m, bredd 3,5 m, djupgående 1,7 m, motor 30 hk',
    'Abonnemang: 20 GB surf, fria samtal, 229 kr i månaden',
    'Bowling, bana 12: Lasse 181, Maja 164, Olle 138',
    'Värdering: guldring 18 karat, 5,5 g, lån 1 400 kr',
    'Fastigheten Ekbacken 1:14, areal 2 140 kvm',
], [
    ('sv_SE', 'Fotografering %A %-d %B %Y kl. %H.%M', 'full'),
    ('sv_FI', 'inmätt %Y-%m-%d', 'full'),
    ('sv_SE', 'tryckt i %B %Y', 'month'),
    ('sv_SE', 'öppet hus %A %-d %B', 'noyear'),
], [
    ('sv_SE', 'röstmemo %-d %b %Y', 'full'),
    ('sv_FI', 'exporterad %A %Y-%m-%d %H:%M', 'full'),
    ('sv_SE', 'Skärmavbild %Y-%m-%d kl. %H.%M.%S', 'full'),
    ('sv_SE', 'anteckning %-d %b %H:%M', 'noyear'),
])

LANGS['ro'] = lang('ro', [
    'Rezervare confirmată: {Wl}, {d} {Ml} {Y}, ora {HH}:{MI}, masă pentru 4',
    'Brevet de înot: probă promovată la {dd}.{mm}.{Y}',
    'Extras de carte funciară: înscriere din {dd}.{mm}.{Y}, nr. cadastral 50321',
    'Găsit pe {d} {Ml} {Y}, mulțumim pentru cutie!',
    'Jurnal de bord, {dd}.{mm}.{Y}: la {HH}:{MI} am ieșit din portul Tomis, vânt N 4',
    'Sunt de acord să meargă copilul meu în excursia de {Wl}, {d} {Ml} {Y}.',
    ('Contract de amanet nr. 4072, termen de răscumpărare {dd}.{mm}.{yy}', RECENT),
    'Data probabilă a nașterii: {d} {Ml} {Y}',
    'Exercițiu de evacuare: {Wl}, {dd}.{mm}.{Y}, ora {HH}:{MI}',
    'Autorizație de tăiere arbori emisă la {d} {Ml} {Y}',
    'Gravură verighetă: „Ioana și Andrei {dd}.{mm}.{Y}”',
], [
    'Raport de expertiză: acoperiș refăcut în {Ml} {Y}',
    'Lucrată de maestrul Vasile Pop, Reghin, {Ml} {Y}',
    'Perioada minimă a contractului se încheie în {Ml} {Y}',
    'Mobilitate Erasmus la Viena din {Ml} {Y}: raport final',
    'Autorizație de acostare valabilă până la {mm}.{Y}',
    'Dragă doamna Elena, din {Ml} {Y} ați fost sufletul biroului nostru!',
], [
    'Clubul de carte: {Wl}, {d} {Ml}, la Irina, discutăm „Enigma Otiliei”.',
    'Fotografia de clasă: {Wl}, {d} {Ml}. Vă rugăm ținută festivă!',
    'Lansare de carte cu sesiune de autografe: {Wl}, {d} {Ml}, ora {HH}:{MI}',
    'Cineclub: „Moromeții” pe {d} {Ml}, ora {HH}:{MI}',
    'Yoga: ora din {dd}.{mm} se mută la {HH}:{MI}',
    'Curățenie în cartier: {Wl}, {d} {Ml}, ne strângem la ora {H} în parc',
], [
    'Lungime 9,6 m, lățime 3,3 m, pescaj 1,4 m, motor 20 CP',
    'Abonament: 50 GB, minute nelimitate, 6 euro pe lună',
    'Bowling, pista 10: Mihai 172, Ana 139, Radu 160',
    'Evaluare: lănțișor aur 14K, 8,4 g, împrumut 1.150 lei',
    'Teren intravilan 500 mp, tarla 34, parcela 212',
], [
    ('ro_RO', 'Ședință foto: %A, %-d %B %Y, ora %H:%M', 'full'),
    ('ro_RO', 'măsurat la %d.%m.%Y', 'full'),
    ('ro_RO', 'bun de tipar: %B %Y', 'month'),
    ('ro_RO', 'ziua porților deschise: %A, %-d %B', 'noyear'),
], [
    ('ro_RO', 'notă vocală %-d %b %Y', 'full'),
    ('ro_RO', 'exportat %A, %d.%m.%Y la %H:%M', 'full'),
    ('ro_RO', 'Captură de ecran %Y-%m-%d la %H.%M.%S', 'full'),
    ('ro_RO', 'notiță %-d %b, %H:%M', 'noyear'),
])

LANGS['ja'] = lang('ja', [
    'ご予約確定：{Y}年{m}月{d}日（{Wj}）{HH}:{MI}〜 4名様',
    '水泳検定 25m 合格 {Y}年{m}月{d}日',
    '登記事項証明書 受付年月日 {Y}年{m}月{d}日 第4721号',
    '{Y}/{mm}/{dd} 発見！素敵なキャッシュをありがとう',
    '航海日誌 {Y}.{mm}.{dd} {HH}{MI} 油壺出港、北東の風 風力3',
    '遠足参加承諾書：{Y}年{m}月{d}日（{Wj}）の遠足に参加させます。',
    '質札 No.2084 流質期限 {Y}年{m}月{d}日',
    '出産予定日：{Y}年{m}月{d}日',
    '避難訓練：{Y}年{m}月{d}日（{Wj}）{H}時{MI}分より',
    '樹木伐採許可書 {Y}年{m}月{d}日交付',
    '結婚指輪の刻印「{Y}.{m}.{d} K to A」',
], [
    '建物調査報告書：屋根葺き替え {Y}年{m}月',
    '製作者 田中弘 東京 {Y}年{m}月',
    '契約期間満了月：{Y}年{m}月',
    '{Y}年{m}月よりリヨンに交換留学（最終報告書）',
    '係留許可 有効期限 {Y}年{m}月末',
    '佐藤さん、{Y}年{m}月の入社以来本当にお世話になりました！',
], [
    '読書会のお知らせ：{m}月{d}日（{Wj}）、課題本は『こころ』です。',
    '個人写真撮影日 {m}月{d}日（{Wj}）、制服でお越しください',
    '著者サイン会 {m}月{d}日({Wj}) {HH}:{MI}開始 駅前書店',
    '映画サークル上映会『東京物語』{m}月{d}日 {HH}:{MI}〜',
    'ヨガ教室：{m}/{d}のレッスンは{HH}:{MI}からに変更です',
    '町内一斉清掃 {m}月{d}日（{Wj}）ご協力をお願いします',
], [
    '全長32フィート 全幅3.45m 喫水1.55m 30馬力',
    '料金プラン：データ20GB、通話し放題、月額2,980円',
    'ボウリング 5レーン：健太 178、美咲 151、翔 196',
    '査定：K18ネックレス 15.2g 融資額45,000円',
    '土地 地積165.29㎡ 地番1234番5',
], [
    ('ja_JP', '撮影日 %Y年%-m月%-d日（%a）%H:%M〜', 'full'),
    ('ja_JP', '測量 %Y.%m.%d', 'full'),
    ('ja_JP', '%Y年%-m月 印刷', 'month'),
    ('ja_JP', 'オープンキャンパス %-m月%-d日（%a）', 'noyear'),
], [
    ('ja_JP', 'ボイスメモ %Y年%-m月%-d日', 'full'),
    ('ja_JP', '書き出し %Y/%m/%d（%a）%H:%M', 'full'),
    ('ja_JP', 'スクリーンショット %Y-%m-%d %H.%M.%S', 'full'),
    ('ja_JP', 'メモ %-m/%-d %H:%M', 'noyear'),
])

LANGS['zh'] = lang('zh', [
    '订座成功：{Y}年{m}月{d}日 星期{Wz} {HH}:{MI}，4人桌',
    '游泳合格证 考核日期：{Y}年{m}月{d}日',
    '不动产登记簿 登记时间：{Y}年{m}月{d}日',
    '{Y}-{mm}-{dd} 找到啦，感谢藏宝人！',
    '航海日志 {Y}.{mm}.{dd} {HH}:{MI} 自厦门港起航，东北风4级',
    '家长同意书：同意孩子参加{Y}年{m}月{d}日（周{Wz}）的春游活动。',
    '当票 No.6631 赎当期限至{Y}年{m}月{d}日',
    '预产期：{Y}年{m}月{d}日',
    '消防疏散演练：{Y}年{m}月{d}日（星期{Wz}）{HH}:{MI}',
    '林木采伐许可证 发证日期 {Y}年{m}月{d}日',
    '婚戒刻字「{Y}.{m}.{d} L&W」',
], [
    '房屋检测报告：屋面于{Y}年{m}月翻新',
    '制琴师 王建国 北京 {Y}年{m}月',
    '合约期至{Y}年{m}月',
    '{Y}年{m}月起赴米兰交换学习：总结报告',
    '泊位许可有效期至{Y}年{m}月底',
    '刘姐，自{Y}年{m}月入职以来，辛苦了！',
], [
    '读书会：{m}月{d}日（周{Wz}）晚上，共读《围城》',
    '学生拍照日定于{m}月{d}日（星期{Wz}），请穿校服',
    '作者签售会：{m}月{d}日 周{Wz} {HH}:{MI}，新华书店',
    '电影沙龙放映《城南旧事》{m}月{d}日 {HH}:{MI}',
    '瑜伽课调整：{m}月{d}日课程改为{HH}:{MI}开始',
    '小区义务大扫除：{m}月{d}日（星期{Wz}），欢迎参加',
], [
    '船长10.45米，船宽3.55米，吃水1.65米，功率30马力',
    '套餐：每月30GB流量，500分钟通话，月租59元',
    '保龄球 7号道：小李 167，小王 142，老张 188',
    '估价：足金项链 15.6克，当金3,200元',
    '宅基地面积 186.5平方米，宗地号 0417',
], [
    ('zh_CN', '拍摄时间：%Y年%-m月%-d日 %A %H:%M', 'full'),
    ('zh_TW', '測量日期 %Y/%m/%d', 'full'),
    ('zh_CN', '%Y年%-m月印刷', 'month'),
    ('zh_TW', '校園開放日 %-m月%-d日 %A', 'noyear'),
], [
    ('zh_CN', '录音 %Y年%-m月%-d日', 'full'),
    ('zh_TW', '匯出 %Y-%m-%d %A %H:%M', 'full'),
    ('zh_CN', '截屏%Y-%m-%d %H.%M.%S', 'full'),
    ('zh_CN', '笔记 %-m月%-d日 %H:%M', 'noyear'),
])

LANGS['ko'] = lang('ko', [
    '예약 확정: {Y}년 {m}월 {d}일 ({Wk}) {HH}:{MI}, 4명',
    '수영 급수 인정: {Y}. {m}. {d}. 합격',
    '등기사항전부증명서: 접수 {Y}년{m}월{d}일 제3317호',
    '{Y}.{mm}.{dd} 찾았습니다! 감사합니다 TFTC',
    '항해일지 {Y}-{mm}-{dd} {HH}:{MI} 통영항 출항, 북서풍 4m/s',
    '현장체험학습 참가 동의서: {Y}년 {m}월 {d}일 {Wk}요일',
    '전당표 No. 5518 유질 기한 {Y}.{mm}.{dd}',
    '출산 예정일: {Y}년 {m}월 {d}일',
    '소방 대피 훈련: {Y}년 {m}월 {d}일({Wk}) {HH}:{MI}',
    '수목 벌채 허가일 {Y}년 {m}월 {d}일',
    '반지 각인 "{Y}.{m}.{d} J♥S"',
], [
    '주택 점검 보고서: 지붕 교체 {Y}년 {m}월',
    '제작 김현수 공방, 서울, {Y}년 {m}월',
    '약정 만료: {Y}년 {m}월',
    '{Y}년 {m}월부터 교환학생(리옹): 최종 보고서',
    '계류 허가 유효기간 {Y}년 {m}월 말까지',
    '박 부장님, {Y}년 {m}월 입사하신 이후 정말 감사했습니다!',
], [
    '독서 모임: {m}월 {d}일 {Wk}요일 저녁, 『채식주의자』 함께 읽어요',
    '개인 사진 촬영일: {m}월 {d}일({Wk}), 교복 착용',
    '작가 사인회 {m}월 {d}일 ({Wk}) {ampm_ko} {h12}시, 교보문고',
    '영화 동아리 상영회 〈살인의 추억〉 {m}/{d} {HH}:{MI}',
    '요가 수업 변경: {m}월 {d}일 수업은 {HH}:{MI} 시작',
    '아파트 대청소의 날: {m}월 {d}일 {Wk}요일, 많은 참여 바랍니다',
], [
    '전장 10.45m, 전폭 3.55m, 흘수 1.65m, 엔진 30마력',
    '요금제: 데이터 15GB, 통화 무제한, 월 49,000원',
    '볼링 3번 레인: 민준 171, 서연 148, 지호 190',
    '감정: 18K 목걸이 15.6g, 대출 32만 원',
    '대지 면적 198.35㎡, 지번 산 24-1',
], [
    ('ko_KR', '촬영 %Y년 %-m월 %-d일 %A %H:%M', 'full'),
    ('ko_KR', '측량일 %Y.%m.%d.', 'full'),
    ('ko_KR', '%Y년 %-m월 인쇄', 'month'),
    ('ko_KR', '학교 공개의 날 %-m월 %-d일 %A', 'noyear'),
], [
    ('ko_KR', '음성 메모 %Y년 %-m월 %-d일', 'full'),
    ('ko_KR', '내보냄 %Y-%m-%d (%a) %H:%M', 'full'),
    ('ko_KR', '스크린샷 %Y-%m-%d %H.%M.%S', 'full'),
    ('ko_KR', '메모 %-m월 %-d일 %H:%M', 'noyear'),
])

LANGS['ar'] = lang('ar', [
    'تم تأكيد الحجز: طاولة لأربعة أشخاص يوم {Wa} {d} {Me} {Y} الساعة {HH}:{MI}',
    'شهادة سباحة: اجتاز الاختبار بتاريخ {dd}/{mm}/{Y}',
    'إفادة عقارية: تاريخ القيد {d} {Ml} {Y}',
    'وجدناه في {d} {Me} {Y}، شكراً على المخبأ!',
    'سجل الإبحار {dd}-{mm}-{Y}: أبحرنا من ميناء جونية الساعة {HH}:{MI}',
    'أوافق على مشاركة ابني/ابنتي في الرحلة المدرسية يوم {Wa} {d} {Me} {Y}',
    ('إيصال رهن رقم 3520، آخر موعد للاسترداد {dd}/{mm}/{Y}', AR),
    'موعد الولادة المتوقع: {d} {Me} {Y}',
    'تمرين إخلاء في حالة الحريق: يوم {Wa} {d} {Me} {Y} الساعة {HH}:{MI}',
    'ترخيص قطع أشجار صادر بتاريخ {d} {Ml} {Y}',
    ('نقش الخاتم: «سارة وكريم {d}-{m}-{Y}»', AR),
], [
    'تقرير فحص المنزل: تم تجديد السطح في {Me} {Y}',
    'صنع المعلّم جورج حداد، بيروت، {Ml} {Y}',
    ('ينتهي الالتزام بالعقد في {mm}/{Y}', AR),
    'تبادل طلابي في ليون ابتداءً من {Me} {Y}: التقرير النهائي',
    'تصريح الرسو ساري حتى نهاية {Ml} {Y}',
    'عزيزتي أم خالد، منذ {Me} {Y} وأنتِ روح مكتبنا، شكراً لكِ!',
], [
    'نادي الكتاب: نلتقي يوم {Wa} {d} {Me} لمناقشة «موسم الهجرة إلى الشمال»',
    'يوم التصوير المدرسي: {Wa} {d} {Ml}، يرجى ارتداء الزي الرسمي',
    'حفل توقيع كتاب مع المؤلفة يوم {Wa} {d}/{m} الساعة {HH}:{MI}',
    'نادي السينما: عرض فيلم «الأرض» في {d} {Me} الساعة {HH}:{MI}',
    ('اليوغا: حصة {d} {Me} تنتقل إلى الساعة {HH}:{MI}', AR),
    'يوم تنظيف الحي: {Wa} {d} {Me}، نلتقي أمام المدرسة الساعة {H}',
], [
    'الطول ١٠٫٥ م، العرض ٣٫٦ م، الغاطس ١٫٧ م، محرك ٤٠ حصاناً',
    'باقة ٢٠ جيجابايت ومكالمات غير محدودة بـ ١٩٩ جنيهاً شهرياً',
    'بولينغ، المسار 6: سامي 183، ريم 157، هادي 170',
    'تقييم: سوار ذهب عيار 21، وزن 18 غراماً، قرض 4500 جنيه',
    'قطعة أرض مساحتها 600 متر مربع، رقم العقار 1287',
], [
    ('ar_EG', 'جلسة تصوير: %A %-d %B %Y الساعة %H:%M', 'full'),
    ('ar_SA', 'تاريخ المسح %d/%m/%Y', 'full'),
    ('ar_LB', 'طُبع في %B %Y', 'month'),
    ('ar_EG', 'يوم مفتوح: %A %-d %B', 'noyear'),
], [
    ('ar_EG', 'تسجيل صوتي %-d %b %Y', 'full'),
    ('ar_JO', 'تصدير %A %d-%m-%Y %H:%M', 'full'),
    ('ar_AE', 'لقطة شاشة %Y-%m-%d في %H.%M.%S', 'full'),
    ('ar_EG', 'ملاحظة %-d %B، %H:%M', 'noyear'),
])

LANGS['fa'] = lang('fa', [
    ('رزرو میز تأیید شد: {Wa} {d} {Mg} {Y}، ساعت {HH}:{MI}، برای 4 نفر', FA),
    ('گواهی شنا: آزمون در تاریخ {Y}/{mm}/{dd} قبول شد', FA),
    'سند ملکی: تاریخ ثبت {d} {Mg} {Y} میلادی',
    '{d} {Mg} {Y} پیدا شد، ممنون از پنهان‌کننده!',
    ('دفتر دریانوردی {Y}/{mm}/{dd}: ساعت {HH}:{MI} از بندر انزلی حرکت کردیم', FA),
    'با شرکت فرزندم در اردوی روز {Wa} {d} {Mg} {Y} موافقم.',
    ('قبض گرو شماره 4410، مهلت بازپرداخت {Y}/{mm}/{dd}', FA),
    'تاریخ احتمالی زایمان: {d} {Mg} {Y}',
    'مانور تخلیه اضطراری: {Wa} {d} {Mg} {Y}، ساعت {HH}:{MI}',
    'مجوز قطع درخت صادره در تاریخ {Y}/{mm}/{dd}',
    ('حکاکی حلقه: «مریم و علی {Y}.{mm}.{dd}»', FA),
], [
    'گزارش بازدید ساختمان: سقف در {Mg} {Y} تعمیر شد',
    'ساخت استاد رضا شهنازی، اصفهان، {Mg} {Y}',
    ('پایان تعهد قرارداد: {mm}/{Y}', FA),
    'دوره تبادل دانشجویی در وین از {Mg} {Y}: گزارش پایانی',
    'مجوز پهلوگیری تا پایان {Mg} {Y} معتبر است',
    'خانم احمدی عزیز، از {Mg} {Y} تا امروز قلب دفتر ما بودید!',
], [
    'باشگاه کتاب‌خوانی: {Wa} {d} {Mg}، بحث درباره «بوف کور»',
    ('روز عکاسی مدرسه: {Wa} {d} {Mg}، لطفاً با لباس فرم بیایید', FA),
    'جلسه امضای کتاب با نویسنده: {Wa} {d} {Mg}، ساعت {HH}:{MI}',
    ('کانون فیلم: نمایش «گاو» {d} {Mg} ساعت {HH}:{MI}', FA),
    'یوگا: کلاس {d} {Mg} به ساعت {HH}:{MI} منتقل شد',
    ('روز پاکسازی محله: {Wa} {d} {Mg}، ساعت {H} جلوی پارک', FA),
], [
    'طول ۱۰٫۵ متر، عرض ۳٫۶ متر، آبخور ۱٫۷ متر، موتور ۴۰ اسب بخار',
    'بسته اینترنت ۲۰ گیگابایت، ۵۰۰ دقیقه مکالمه، ماهانه ۱۵۰ هزار تومان',
    'بولینگ، مسیر 4: سارا 166، امید 181، نیما 149',
    'کارشناسی: النگوی طلای ۱۸ عیار، ۱۲٫۵ گرم، وام ۲۰ میلیون تومان',
    'زمین به مساحت 350 متر مربع، پلاک ثبتی 1624',
], [
    ('fa_IR', 'عکاسی: %A %-d %B %Y ساعت %H:%M', 'full'),
    ('fa_IR', 'نقشه‌برداری %Y/%m/%d', 'full'),
    ('fa_IR', 'چاپ %B %Y', 'month'),
    ('fa_IR', 'روز درهای باز %A %-d %B', 'noyear'),
], [
    ('fa_IR', 'یادداشت صوتی %-d %B %Y', 'full'),
    ('fa_IR', 'خروجی %A %Y-%m-%d ساعت %H:%M', 'full'),
    ('fa_IR', 'تصویر صفحه %Y-%m-%d ساعت %H.%M.%S', 'full'),
    ('fa_IR', 'یادداشت %-d %B ساعت %H:%M', 'noyear'),
])

LANGS['he'] = lang('he', [
    'ההזמנה אושרה: יום {Wh}, {d} ב{Ml} {Y}, בשעה {HH}:{MI}, שולחן לארבעה',
    'תעודת שחייה: עבר את המבחן ב־{dd}.{mm}.{Y}',
    'נסח טאבו: תאריך רישום {d} ב{Ml} {Y}',
    'נמצא ב־{d}.{m}.{Y}, תודה על המטמון!',
    'יומן הפלגה {dd}/{mm}/{Y}: יצאנו ממרינה הרצליה ב־{HH}:{MI}, רוח מערבית',
    'אני מאשר/ת את השתתפות בני/בתי בטיול ביום {Wh}, {d} ב{Ml} {Y}',
    ('תעודת משכון מס׳ 7230, פדיון עד {dd}/{mm}/{yy}', RECENT),
    'תאריך לידה משוער: {d} ב{Ml} {Y}',
    'תרגיל פינוי אש: יום {Wh}, {dd}.{mm}.{Y}, בשעה {HH}:{MI}',
    'רישיון כריתה הונפק ב־{d} ב{Ml} {Y}',
    'חריטה בטבעת: "נועה ויונתן {dd}.{mm}.{Y}"',
], [
    'דוח בדק בית: הגג חודש ב{Ml} {Y}',
    'נבנה בידי אבי כהן, ירושלים, {Ml} {Y}',
    'סיום התחייבות: {mm}/{Y}',
    'חילופי סטודנטים בליון החל מ{Ml} {Y}: דוח מסכם',
    'היתר עגינה בתוקף עד סוף {Ml} {Y}',
    'רחל היקרה, מאז {Ml} {Y} היית הלב של המשרד. תודה!',
], [
    'מועדון הקריאה: נפגשים ביום {Wh}, {d} ב{Ml}, על "סיפור פשוט"',
    'יום צילומי כיתות: יום {Wh}, {d}.{m}. נא להגיע בחולצה לבנה',
    'מפגש חתימות עם הסופרת: יום {Wh}, {d} ב{Ml}, בשעה {HH}:{MI}',
    'מועדון הסרטים: "גבעת חלפון אינה עונה" ב־{d} ב{Ml} בשעה {HH}:{MI}',
    'יוגה: השיעור של {dd}/{mm} עובר לשעה {HH}:{MI}',
    'יום ניקיון שכונתי: יום {Wh}, {d} ב{Ml}, מתכנסים ב־{H}:00 בגינה',
], [
    'אורך 10.45 מטר, רוחב 3.55 מטר, שוקע 1.65 מטר, מנוע 30 כ״ס',
    'חבילה: 50 גיגה, שיחות ללא הגבלה, 39.90 ש״ח לחודש',
    'באולינג, מסלול 8: דני 176, מיכל 154, אורי 192',
    'הערכה: צמיד זהב 14 קראט, 13.8 גרם, הלוואה 2,400 ש״ח',
    'חלקה 56 בגוש 6634, שטח 480 מ״ר',
], [
    ('he_IL', 'צילומים: %A, %-d ב%B %Y, בשעה %H:%M', 'full'),
    ('he_IL', 'נמדד ב־%d/%m/%Y', 'full'),
    ('he_IL', 'נדפס ב%B %Y', 'month'),
    ('he_IL', 'יום פתוח: %A, %-d ב%B', 'noyear'),
], [
    ('he_IL', 'הקלטה %-d ב%b %Y', 'full'),
    ('he_IL', 'יוצא %A %d.%m.%Y %H:%M', 'full'),
    ('he_IL', 'צילום מסך %Y-%m-%d ב־%H.%M.%S', 'full'),
    ('he_IL', 'פתק %-d ב%b, %H:%M', 'noyear'),
])

LANGS['hi'] = lang('hi', [
    'आपकी टेबल बुक हो गई: {Wl}, {d} {Ml} {Y}, {HH}:{MI} बजे, 4 लोग',
    'तैराकी प्रमाणपत्र: परीक्षा {dd}-{mm}-{Y} को उत्तीर्ण',
    ('खतौनी की नकल: दाखिल-खारिज दिनांक {dd}/{mm}/{Y}', HI),
    '{d} {Ml} {Y} को मिला, कैश छिपाने के लिए धन्यवाद!',
    'नौका लॉग {dd}.{mm}.{Y}: {HH}:{MI} बजे गोवा से रवाना, हवा उत्तर-पश्चिमी',
    'अनुमति: मेरा बच्चा {Wl}, {d} {Ml} {Y} की स्कूल पिकनिक पर जाएगा।',
    'गिरवी रसीद सं. 2217, छुड़ाने की अंतिम तिथि {dd}/{mm}/{Y}',
    ('प्रसव की संभावित तिथि: {d} {Ml} {Y}', HI),
    'फ़ायर ड्रिल: {Wl}, {d} {Ml} {Y}, {HH}:{MI} बजे',
    'पेड़ काटने की अनुमति दिनांक {d} {Ml} {Y} को जारी की गई',
    'अंगूठी पर खुदा: "प्रिया ♥ राहुल {dd}.{mm}.{Y}"',
], [
    'भवन निरीक्षण रिपोर्ट: छत की मरम्मत {Ml} {Y} में हुई',
    'निर्माता: उस्ताद रहमत अली, मिरज, {Ml} {Y}',
    'अनुबंध की अवधि {mm}/{Y} तक',
    '{Ml} {Y} से म्यूनिख में छात्र विनिमय: अंतिम रिपोर्ट',
    ('नाव लंगर परमिट {Ml} {Y} के अंत तक मान्य', HI),
    'प्रिय शर्मा जी, {Ml} {Y} से आप हमारे दफ़्तर की जान रहे हैं!',
], [
    'पुस्तक क्लब: {Wl}, {d} {Ml} को "गोदान" पर चर्चा',
    'स्कूल फ़ोटो दिवस: {Wl}, {d} {Ml}, साफ़ यूनिफ़ॉर्म पहनकर आएँ',
    'लेखक से मुलाक़ात और हस्ताक्षर: {Wl}, {d} {Ml}, {HH}:{MI} बजे',
    'फ़िल्म क्लब: "प्यासा" {d} {Ml} को {HH}:{MI} बजे',
    ('योग: {dd}/{mm} की कक्षा अब {HH}:{MI} बजे होगी', HI),
    'मोहल्ला सफ़ाई अभियान: {Wl}, {d} {Ml}, पार्क में {H} बजे मिलें',
], [
    'लंबाई 10.45 मी, चौड़ाई 3.55 मी, ड्राफ़्ट 1.65 मी, इंजन 30 एचपी',
    'प्लान: रोज़ 2 जीबी डेटा, अनलिमिटेड कॉल, ₹299 प्रति माह',
    'बॉलिंग, लेन 7: अमित 158, नेहा 171, करण 144',
    'मूल्यांकन: 22 कैरेट सोने की चेन, 15.4 ग्राम, ऋण ₹48,000',
    'खसरा संख्या 417, रकबा 0.253 हेक्टेयर',
], [
    ('hi_IN', 'फ़ोटोशूट: %A, %-d %B %Y, %H:%M बजे', 'full'),
    ('hi_IN', 'नपाई की तारीख %d.%m.%Y', 'full'),
    ('hi_IN', 'मुद्रण %B %Y', 'month'),
    ('hi_IN', 'ओपन डे %A, %-d %B', 'noyear'),
], [
    ('hi_IN', 'वॉइस नोट %-d %b %Y', 'full'),
    ('hi_IN', 'निर्यात %A %d/%m/%Y %H:%M', 'full'),
    ('hi_IN', 'स्क्रीनशॉट %Y-%m-%d %H.%M.%S', 'full'),
    ('hi_IN', 'नोट %-d %b, %H:%M', 'noyear'),
])

LANGS['id'] = lang('id', [
    'Reservasi dikonfirmasi: {Wl}, {d} {Ml} {Y}, pukul {HH}.{MI}, meja 4 orang',
    'Sertifikat renang: lulus ujian tanggal {dd}-{mm}-{Y}',
    'Buku tanah: didaftarkan tanggal {d} {Ml} {Y}, SHM No. 1442',
    'Ketemu {d} {Mab} {Y}, makasih buat cache-nya!',
    'Jurnal pelayaran {dd}/{mm}/{Y}: pukul {HH}.{MI} bertolak dari Benoa, angin 12 knot',
    'Saya mengizinkan anak saya ikut darmawisata hari {Wl}, {d} {Ml} {Y}.',
    'Surat bukti gadai No. 8031, jatuh tempo {dd}-{mm}-{Y}',
    'Hari perkiraan lahir (HPL): {d} {Ml} {Y}',
    'Simulasi evakuasi kebakaran: {Wl}, {d} {Ml} {Y}, pukul {HH}.{MI} WIB',
    'Izin penebangan pohon diterbitkan tanggal {d} {Ml} {Y}',
    'Ukiran cincin: "Dewi & Arif {dd}.{mm}.{Y}"',
], [
    'Laporan inspeksi rumah: atap diganti pada {Ml} {Y}',
    'Dibuat oleh Pak Wayan, pengrajin gitar, Denpasar, {Ml} {Y}',
    'Masa kontrak berakhir {mm}/{Y}',
    'Pertukaran pelajar di Leiden sejak {Ml} {Y}: laporan akhir',
    'Izin tambat kapal berlaku sampai akhir {Ml} {Y}',
    'Bu Ratna yang baik, sejak {Ml} {Y} Ibu jadi jantung kantor kami!',
], [
    'Klub buku: kumpul hari {Wl}, {d} {Ml}, bahas "Laskar Pelangi"',
    'Foto kelas hari {Wl}, {d}/{m}, harap pakai seragam lengkap',
    'Peluncuran buku & tanda tangan penulis: {Wl}, {d} {Ml}, pukul {HH}.{MI}',
    'Klub film: "Pengabdi Setan" {d} {Ml} jam {HH}.{MI}',
    'Yoga: kelas tanggal {d} {Ml} pindah ke pukul {HH}.{MI}',
    'Kerja bakti RW: {Wl}, {d} {Ml}, kumpul pukul {H}.00 di balai warga',
], [
    'Panjang 10,5 m, lebar 3,6 m, draft 1,7 m, mesin 40 PK',
    'Paket 25 GB + nelpon sepuasnya, Rp75.000 per bulan',
    'Bowling, lajur 2: Andi 169, Sinta 143, Budi 187',
    'Taksiran: kalung emas 22 karat, 10,5 gram, pinjaman Rp6.000.000',
    'Tanah luas 250 m², NIB 1022, lebar depan 10 m',
], [
    ('id_ID', 'Sesi foto: %A, %-d %B %Y pukul %H.%M', 'full'),
    ('id_ID', 'diukur tanggal %d-%m-%Y', 'full'),
    ('id_ID', 'cetakan %B %Y', 'month'),
    ('id_ID', 'hari terbuka %A, %-d %B', 'noyear'),
], [
    ('id_ID', 'rekaman suara %-d %b %Y', 'full'),
    ('id_ID', 'diekspor %A %d/%m/%Y %H:%M', 'full'),
    ('id_ID', 'Tangkapan Layar %Y-%m-%d pukul %H.%M.%S', 'full'),
    ('id_ID', 'catatan %-d %b, %H:%M', 'noyear'),
])

LANGS['vi'] = lang('vi', [
    'Đặt bàn thành công: {Wl}, ngày {dd}/{mm}/{Y}, lúc {HH}:{MI}, bàn 4 người',
    'Giấy chứng nhận bơi lội: đạt ngày {dd}.{mm}.{Y}',
    'Trích lục địa chính: đăng ký ngày {dd}-{mm}-{Y}',
    'Tìm thấy ngày {d}/{m}/{Y}, cảm ơn chủ hộp nhé!',
    'Nhật ký hải trình {dd}/{mm}/{Y}: {HH}:{MI} rời cảng Nha Trang, gió đông bắc cấp 4',
    'Tôi đồng ý cho con tham gia chuyến dã ngoại vào {Wl}, ngày {d}/{m}/{Y}.',
    'Phiếu cầm đồ số 3925, hạn chuộc ngày {dd}/{mm}/{Y}',
    'Ngày dự sinh: ngày {d} tháng {m} năm {Y}',
    'Diễn tập thoát hiểm: {Wl}, {d}/{m}/{Y}, {H} giờ {MI}',
    'Giấy phép chặt hạ cây xanh cấp ngày {d} tháng {m} năm {Y}',
    'Khắc nhẫn: "Lan & Minh {dd}.{mm}.{Y}"',
], [
    'Báo cáo kiểm định nhà: mái được thay vào tháng {m}/{Y}',
    'Làm bởi nghệ nhân Ba Lý, Huế, tháng {m} năm {Y}',
    'Hợp đồng cam kết đến tháng {mm}/{Y}',
    'Trao đổi sinh viên tại Lyon từ tháng {m} năm {Y}: báo cáo cuối kỳ',
    'Giấy phép neo đậu hiệu lực đến hết tháng {m}/{Y}',
    'Chị Hoa thân mến, từ tháng {m} năm {Y} chị đã là trái tim của văn phòng!',
], [
    'Câu lạc bộ sách: gặp nhau {Wl}, ngày {d}/{m}, bàn về "Số đỏ"',
    'Ngày chụp ảnh học sinh: {Wl}, {d} tháng {m}, mặc đồng phục nhé',
    'Giao lưu và ký tặng sách: {Wl}, ngày {d} tháng {m}, lúc {HH}:{MI}',
    'CLB phim: chiếu "Mùa len trâu" ngày {dd}/{mm} lúc {HH}:{MI}',
    'Yoga: lớp ngày {d} tháng {m} dời sang {H} giờ {MI}',
    'Tổng vệ sinh khu phố: {Wl}, ngày {d} tháng {m}, tập trung lúc {H} giờ',
], [
    'Dài 10,5 m, rộng 3,6 m, mớn nước 1,7 m, máy 40 mã lực',
    'Gói cước 4 GB mỗi ngày, miễn phí gọi nội mạng, 120.000 đồng một tháng',
    'Bowling, làn 5: Tuấn 162, Mai 147, Hùng 181',
    'Định giá: nhẫn vàng 18K, 2 chỉ, cầm 5.500.000 đồng',
    'Thửa đất số 215, tờ bản đồ số 17, diện tích 120 m²',
], [
    ('vi_VN', 'Chụp ảnh: %A, %d/%m/%Y lúc %H:%M', 'full'),
    ('vi_VN', 'đo đạc ngày %d-%m-%Y', 'full'),
    ('vi_VN', 'in xong tháng %-m năm %Y', 'month'),
    ('vi_VN', 'ngày hội mở %A, %-d tháng %-m', 'noyear'),
], [
    ('vi_VN', 'ghi âm ngày %-d/%-m/%Y', 'full'),
    ('vi_VN', 'xuất %A %d-%m-%Y %H:%M', 'full'),
    ('vi_VN', 'Ảnh màn hình %Y-%m-%d lúc %H.%M.%S', 'full'),
    ('vi_VN', 'ghi chú %-d tháng %-m, %H:%M', 'noyear'),
])

LANGS['th'] = lang('th', [
    'ยืนยันการจองโต๊ะ: วัน{Wl}ที่ {d} {Mf} ค.ศ. {Y} เวลา {HH}.{MI} น. 4 ท่าน',
    'ใบรับรองว่ายน้ำ สอบผ่านเมื่อ {d} {Ma} ค.ศ. {Y}',
    'สำเนาโฉนดที่ดิน จดทะเบียนวันที่ {d} {Mf} ค.ศ. {Y}',
    'เจอแล้ว {d} {Ma} {Y} ขอบคุณเจ้าของแคชครับ',
    'บันทึกการเดินเรือ {dd}/{mm}/{Y} ออกจากท่าภูเก็ต {HH}.{MI} น. ลมตะวันตก',
    'อนุญาตให้บุตรไปทัศนศึกษาวัน{Wl}ที่ {d} {Mf} ค.ศ. {Y}',
    ('ตั๋วจำนำเลขที่ 6641 ครบกำหนดไถ่ {d} {Ma} ค.ศ. {Y}', TH),
    'กำหนดคลอด: {d} {Mf} ค.ศ. {Y}',
    'ซ้อมอพยพหนีไฟ วัน{Wl}ที่ {d} {Ma} {Y} เวลา {HH}.{MI} น.',
    ('ใบอนุญาตตัดต้นไม้ ออกให้ ณ วันที่ {d} {Mf} ค.ศ. {Y}', TH),
    'สลักแหวน "ฝน & ต้น {dd}.{mm}.{Y}"',
], [
    'รายงานตรวจบ้าน: เปลี่ยนหลังคาเมื่อ{Mf} ค.ศ. {Y}',
    'ผลิตโดยครูสมชาย ร้านซอไทย เชียงใหม่ {Mf} {Y}',
    ('สัญญาขั้นต่ำสิ้นสุด {mm}/{Y}', TH),
    'แลกเปลี่ยนที่เมืองลียงตั้งแต่{Mf} ค.ศ. {Y}: รายงานสรุป',
    'ใบอนุญาตจอดเรือใช้ได้ถึงสิ้นเดือน{Mf} {Y}',
    'พี่นิดที่รัก ตั้งแต่{Ma} {Y} พี่คือหัวใจของออฟฟิศเรา ขอบคุณค่ะ',
], [
    'ชมรมหนังสือ นัดวัน{Wl}ที่ {d} {Mf} คุยเรื่อง "คู่กรรม"',
    ('วันถ่ายรูปนักเรียน: วัน{Wl}ที่ {d} {Ma} แต่งชุดนักเรียนให้เรียบร้อย', TH),
    'พบนักเขียนและแจกลายเซ็น วัน{Wl}ที่ {d} {Mf} เวลา {HH}.{MI} น.',
    'ชมรมภาพยนตร์ฉาย "ฟ้าทะลายโจร" {d} {Ma} เวลา {HH}.{MI} น.',
    ('โยคะ: คลาสวันที่ {d} {Mf} เลื่อนเป็น {HH}.{MI} น.', TH),
    'Big Cleaning Day ชุมชน วัน{Wl}ที่ {d} {Mf} รวมพล {H}.00 น.',
], [
    'ความยาว 10.45 ม. กว้าง 3.55 ม. กินน้ำลึก 1.65 ม. เครื่อง 30 แรงม้า',
    'แพ็กเกจเน็ต 15 GB โทรฟรีทุกเครือข่าย 399 บาทต่อเดือน',
    'โบว์ลิ่ง เลน 9: ต้อม 173 แนน 138 บอย 161',
    'ประเมิน: สร้อยคอทองคำหนัก 15.2 กรัม รับจำนำ 28,000 บาท',
    'ที่ดินโฉนดเลขที่ 4471 เนื้อที่ 1 ไร่ 2 งาน 35 ตารางวา',
], [
    ('th_TH', 'ถ่ายภาพวัน%Aที่ %-d %B %Y เวลา %H:%M น.', 'full'),
    ('th_TH', 'รังวัดเมื่อ %d/%m/%Y', 'full'),
    ('th_TH', 'พิมพ์ครั้งแรก %B %Y', 'month'),
    ('th_TH', 'วันเปิดบ้าน วัน%Aที่ %-d %B', 'noyear'),
], [
    ('th_TH', 'บันทึกเสียง %-d %b %Y', 'full'),
    ('th_TH', 'ส่งออกวัน%A %d/%m/%Y %H:%M', 'full'),
    ('th_TH', 'ภาพหน้าจอ %Y-%m-%d เวลา %H.%M.%S', 'full'),
    ('th_TH', 'โน้ต %-d %b %H:%M น.', 'noyear'),
])

LANGS['el'] = lang('el', [
    'Η κράτηση επιβεβαιώθηκε: {Wl} {d} {Mg} {Y}, ώρα {HH}:{MI}, τραπέζι για 4',
    'Δίπλωμα κολύμβησης: επιτυχία στις {dd}/{mm}/{Y}',
    'Απόσπασμα κτηματολογίου: ημερομηνία εγγραφής {d}-{mm}-{Y}',
    'Βρέθηκε στις {d} {Mg} {Y}, ευχαριστώ για την κρύπτη!',
    'Ημερολόγιο πλου {dd}.{mm}.{Y}: {HH}:{MI} απόπλους από Λαύριο, βοριάς 5 μποφόρ',
    'Συναινώ να πάει το παιδί μου στην εκδρομή {Wart} {d} {Mg} {Y}.',
    ('Απόδειξη ενεχύρου αρ. 2716, εξόφληση έως {dd}/{mm}/{yy}', RECENT),
    'Πιθανή ημερομηνία τοκετού: {d} {Mg} {Y}',
    'Άσκηση εκκένωσης: {Wl} {dd}/{mm}/{Y}, ώρα {HH}:{MI}',
    'Άδεια υλοτομίας εκδόθηκε στις {d} {Mg} {Y}',
    'Χάραξη βέρας: «Ελένη & Νίκος {dd}.{mm}.{Y}»',
], [
    'Έκθεση αυτοψίας: η στέγη ανακαινίστηκε τον {Ma} του {Y}',
    'Κατασκευή: Γιάννης Παπαδάκης, οργανοποιός, Αθήνα, {Mn} {Y}',
    'Δέσμευση συμβολαίου έως {mm}/{Y}',
    'Ανταλλαγή φοιτητών στη Λιόν από τον {Ma} του {Y}: τελική αναφορά',
    'Άδεια ελλιμενισμού σε ισχύ έως τέλος {Mg} {Y}',
    'Αγαπητή κυρία Μαρία, από τον {Ma} του {Y} ήσουν η ψυχή του γραφείου μας!',
], [
    'Λέσχη ανάγνωσης: βρισκόμαστε {Wart} {d} {Mg} για τον «Ζορμπά».',
    'Φωτογράφιση τάξεων {Wart} {d}/{m}. Παρακαλούμε καθαρή στολή!',
    'Παρουσίαση βιβλίου και υπογραφές: {Wl} {d} {Mg}, {HH}:{MI}',
    'Κινηματογραφική λέσχη: «Ο θίασος» στις {d} {Mg}, ώρα {HH}:{MI}',
    'Γιόγκα: το μάθημα της {dd}/{mm} μεταφέρεται στις {HH}:{MI}',
    'Καθαρισμός γειτονιάς {Wart} {d} {Mg}, συνάντηση {H}:00 στην πλατεία',
], [
    'Μήκος 10,45 μ., πλάτος 3,55 μ., βύθισμα 1,65 μ., μηχανή 40 ίππων',
    'Πρόγραμμα: 30 GB, απεριόριστες κλήσεις, 19,90 € τον μήνα',
    'Μπόουλινγκ, διάδρομος 4: Κώστας 171, Άννα 149, Σπύρος 186',
    'Εκτίμηση: χρυσή αλυσίδα 14 καράτια, 9,3 γρ., δάνειο 380 €',
    'Οικόπεδο 520 τ.μ., ΚΑΕΚ 050681234567, πρόσοψη 18 μ.',
], [
    ('el_GR', 'Φωτογράφιση: %A %-d %B %Y, ώρα %H:%M', 'full'),
    ('el_CY', 'μέτρηση %d-%m-%Y', 'full'),
    ('el_GR', 'τυπώθηκε %OB %Y', 'month'),
    ('el_GR', 'ανοιχτή μέρα %A %-d %B', 'noyear'),
], [
    ('el_GR', 'φωνητικό %-d %b %Y', 'full'),
    ('el_CY', 'εξαγωγή %A %d.%m.%Y %H:%M', 'full'),
    ('el_GR', 'Στιγμιότυπο οθόνης %Y-%m-%d %H.%M.%S', 'full'),
    ('el_GR', 'σημείωση %-d %b, %H:%M', 'noyear'),
])
