"""Hand-written templates of the seventh multilingual set (data/languages-seventh/).

DO NOT READ before the one scoring run of data/languages-seventh/: this file holds
the set's hand-written templates, its no-date lines and its `date`/`ls` formats.

Written for this set by a helper that had not read the earlier sets' lines nor
their template files.  Per language:

  full    11 templates, used once each (a full date);
  month    6 templates (month + year); the first two are used twice;
  noyear   6 templates (day + month); the first two are used twice;
  none     5 lines without a date;
  date     4 `date` formats: (locale, format, kind);
  ls       4 `ls -l` styles: (locale, style, kind); style None is ls's default,
           'locale' is --time-style=locale, '+FMT' is --time-style=+FMT.

A template is (register, text, options).  Fields: {Y} {m} {mm} {d} {dd} (date),
{HH} {H} {MI} {SS} (start time), {HE} {hE} {ME} (end time of a range), {h12}
{h12E} (12-hour clock), {mr} (Roman month), {Yh} {mh} {dh} (Han numerals),
{do} (the day as the language writes a first of the month), {ildo}
(Italian 'il 1º', "l'8"), {dth} (Greek ordinal day), {Dw} {Yw} (day
and year in words, es/fr/pt), month names {M<key>} and weekday names
{W<key>} of the tables below, with a C (capitalised) or U (upper case)
suffix.  Options: past (1900..2015), recent (1995..2045), pm (13..18h),
am (8..11h), eve (17..19h), digits (native digits for the whole line but
the parts inside the brackets ⟦ ⟧, which are kept in Latin digits and lose
their brackets), dmin (smallest day).
"""

MONTHS = {
    'es': {'n': 'enero febrero marzo abril mayo junio julio agosto septiembre octubre '
                'noviembre diciembre'.split(),
           'a': 'ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'.split()},
    'fr': {'n': 'janvier février mars avril mai juin juillet août septembre octobre '
                'novembre décembre'.split(),
           'a': 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split()},
    'de': {'n': 'Januar Februar März April Mai Juni Juli August September Oktober '
                'November Dezember'.split(),
           'a': 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split()},
    'it': {'n': 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre '
                'ottobre novembre dicembre'.split(),
           'a': 'gen feb mar apr mag giu lug ago set ott nov dic'.split()},
    'pt': {'n': 'janeiro fevereiro março abril maio junho julho agosto setembro outubro '
                'novembro dezembro'.split(),
           'a': 'jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.'.split()},
    'nl': {'n': 'januari februari maart april mei juni juli augustus september oktober '
                'november december'.split(),
           'a': 'jan feb mrt apr mei jun jul aug sep okt nov dec'.split()},
    'ru': {'n': 'январь февраль март апрель май июнь июль август сентябрь октябрь '
                'ноябрь декабрь'.split(),
           'g': 'января февраля марта апреля мая июня июля августа сентября октября '
                'ноября декабря'.split(),
           'l': 'январе феврале марте апреле мае июне июле августе сентябре октябре '
                'ноябре декабре'.split()},
    'pl': {'n': 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień '
                'październik listopad grudzień'.split(),
           'g': 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września '
                'października listopada grudnia'.split(),
           'l': 'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu '
                'październiku listopadzie grudniu'.split(),
           'a': 'sty lut mar kwi maj cze lip sie wrz paź lis gru'.split()},
    'tr': {'n': 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım '
                'Aralık'.split()},
    'uk': {'n': 'січень лютий березень квітень травень червень липень серпень вересень '
                'жовтень листопад грудень'.split(),
           'g': 'січня лютого березня квітня травня червня липня серпня вересня '
                'жовтня листопада грудня'.split(),
           'l': 'січні лютому березні квітні травні червні липні серпні вересні '
                'жовтні листопаді грудні'.split()},
    'cs': {'n': 'leden únor březen duben květen červen červenec srpen září říjen '
                'listopad prosinec'.split(),
           'g': 'ledna února března dubna května června července srpna září října '
                'listopadu prosince'.split(),
           'l': 'lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu '
                'listopadu prosinci'.split()},
    'sv': {'n': 'januari februari mars april maj juni juli augusti september oktober '
                'november december'.split(),
           'a': 'jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.'.split(),
           'p': 'JAN FEB MAR APR MAJ JUN JUL AUG SEP OKT NOV DEC'.split()},
    'ro': {'n': 'ianuarie februarie martie aprilie mai iunie iulie august septembrie '
                'octombrie noiembrie decembrie'.split()},
    'ja': {'en': 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split()},
    'th': {'n': 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม '
                'กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(),
           'a': 'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.'.split(),
           'en': 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split()},
    'ar': {'n': 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر '
                'ديسمبر'.split(),
           'lev': ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز',
                   'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
           'ma': 'يناير فبراير مارس أبريل ماي يونيو يوليوز غشت شتنبر أكتوبر نونبر '
                 'دجنبر'.split(),
           'dz': 'جانفي فيفري مارس أفريل ماي جوان جويلية أوت سبتمبر أكتوبر نوفمبر '
                 'ديسمبر'.split()},
    'fa': {'n': 'ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر '
                'دسامبر'.split()},
    'he': {'n': 'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר '
                'דצמבר'.split()},
    'hi': {'n': 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर '
                'दिसंबर'.split()},
    'id': {'n': 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober '
                'November Desember'.split(),
           'a': 'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split()},
    'el': {'n': 'Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος '
                'Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος'.split(),
           'g': 'Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου '
                'Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου'.split(),
           'acc': 'Ιανουάριο Φεβρουάριο Μάρτιο Απρίλιο Μάιο Ιούνιο Ιούλιο Αύγουστο '
                  'Σεπτέμβριο Οκτώβριο Νοέμβριο Δεκέμβριο'.split(),
           'a': 'Ιαν Φεβ Μαρ Απρ Μαΐ Ιουν Ιουλ Αυγ Σεπ Οκτ Νοε Δεκ'.split()},
}

# Weekdays, Monday first.
WEEKDAYS = {
    'es': {'n': 'lunes martes miércoles jueves viernes sábado domingo'.split(),
           'a': 'lun mar mié jue vie sáb dom'.split()},
    'fr': {'n': 'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(),
           'a': 'lun. mar. mer. jeu. ven. sam. dim.'.split()},
    'de': {'n': 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag'.split(),
           'a': 'Mo. Di. Mi. Do. Fr. Sa. So.'.split()},
    'it': {'n': 'lunedì martedì mercoledì giovedì venerdì sabato domenica'.split(),
           'a': 'lun mar mer gio ven sab dom'.split()},
    'pt': {'n': 'segunda-feira terça-feira quarta-feira quinta-feira sexta-feira '
                'sábado domingo'.split(),
           'a': 'seg. ter. qua. qui. sex. sáb. dom.'.split(),
           'p': ['na segunda-feira', 'na terça-feira', 'na quarta-feira',
                 'na quinta-feira', 'na sexta-feira', 'no sábado', 'no domingo']},
    'nl': {'n': 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag'.split(),
           'a': 'ma di wo do vr za zo'.split()},
    'ru': {'n': 'понедельник вторник среда четверг пятница суббота воскресенье'.split(),
           'v': ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу',
                 'в субботу', 'в воскресенье']},
    'pl': {'n': 'poniedziałek wtorek środa czwartek piątek sobota niedziela'.split(),
           'a': 'pon wt śr czw pt sob niedz'.split(),
           'v': ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek',
                 'w sobotę', 'w niedzielę']},
    'tr': {'n': 'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split()},
    'uk': {'n': ['понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця', 'субота',
                 'неділя'],
           'v': ['у понеділок', 'у вівторок', 'у середу', 'у четвер', 'у пʼятницю',
                 'у суботу', 'у неділю']},
    'cs': {'n': 'pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
           'v': ['v pondělí', 'v úterý', 've středu', 've čtvrtek', 'v pátek',
                 'v sobotu', 'v neděli']},
    'sv': {'n': 'måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
           'a': 'mån tis ons tors fre lör sön'.split(),
           'd': 'måndagen tisdagen onsdagen torsdagen fredagen lördagen söndagen'.split()},
    'ro': {'n': 'luni marți miercuri joi vineri sâmbătă duminică'.split()},
    'ja': {'j': list('月火水木金土日')},
    'zh': {'z': list('一二三四五六日')},
    'ko': {'k': list('월화수목금토일')},
    'ar': {'n': 'الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد'.split()},
    'fa': {'n': ['دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه',
                 'یکشنبه']},
    'he': {'n': ['יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי',
                 'שבת', 'יום ראשון']},
    'hi': {'n': 'सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split()},
    'id': {'n': 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split()},
    'vi': {'n': ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy',
                 'Chủ Nhật']},
    'th': {'n': ['วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์',
                 'วันเสาร์', 'วันอาทิตย์']},
    'el': {'n': 'Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή'.split(),
           'a': 'Δευ Τρι Τετ Πεμ Παρ Σαβ Κυρ'.split(),
           'p': ['τη Δευτέρα', 'την Τρίτη', 'την Τετάρτη', 'την Πέμπτη',
                 'την Παρασκευή', 'το Σάββατο', 'την Κυριακή']},
}

# ------------------------------------------------------------ number words
_ES = ('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece '
       'catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno '
       'veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete '
       'veintiocho veintinueve').split()
_ES_T = {3: 'treinta', 4: 'cuarenta', 5: 'cincuenta', 6: 'sesenta', 7: 'setenta',
         8: 'ochenta', 9: 'noventa'}


def es_num(n):
    if n < 30:
        return _ES[n]
    t, u = divmod(n, 10)
    return _ES_T[t] + (' y ' + _ES[u] if u else '')


def es_year(y):
    head, r = ('mil novecientos', y - 1900) if y < 2000 else ('dos mil', y - 2000)
    return head + (' ' + es_num(r) if r else '')


_FR = ('zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize '
       'quatorze quinze seize dix-sept dix-huit dix-neuf').split()
_FR_T = {2: 'vingt', 3: 'trente', 4: 'quarante', 5: 'cinquante', 6: 'soixante'}


def fr_num(n):
    if n < 20:
        return _FR[n]
    t, u = divmod(n, 10)
    if t in _FR_T:
        if u == 0:
            return _FR_T[t]
        return _FR_T[t] + (' et un' if u == 1 else '-' + _FR[u])
    if t == 7:
        return 'soixante' + (' et onze' if u == 1 else '-' + _FR[10 + u])
    if t == 8:
        return 'quatre-vingts' if u == 0 else 'quatre-vingt-' + _FR[u]
    return 'quatre-vingt-' + _FR[10 + u]


def fr_year(y):
    head, r = ('mil neuf cent', y - 1900) if y < 2000 else ('deux mille', y - 2000)
    return head + (' ' + fr_num(r) if r else '')


_PT = ('zero um dois três quatro cinco seis sete oito nove dez onze doze treze '
       'quatorze quinze dezesseis dezessete dezoito dezenove').split()
_PT_T = {2: 'vinte', 3: 'trinta', 4: 'quarenta', 5: 'cinquenta', 6: 'sessenta',
         7: 'setenta', 8: 'oitenta', 9: 'noventa'}


def pt_num(n):
    if n < 20:
        return _PT[n]
    t, u = divmod(n, 10)
    return _PT_T[t] + (' e ' + _PT[u] if u else '')


def pt_year(y):
    head, r = ('mil novecentos', y - 1900) if y < 2000 else ('dois mil', y - 2000)
    return head + (' e ' + pt_num(r) if r else '')


def _es(y, m, d, wd, h, mi):
    return {'Dw': es_num(d), 'Yw': es_year(y), 'do': str(d)}


def _fr(y, m, d, wd, h, mi):
    return {'Dw': 'premier' if d == 1 else fr_num(d), 'Yw': fr_year(y),
            'do': '1er' if d == 1 else str(d)}


def _pt(y, m, d, wd, h, mi):
    return {'Dw': pt_num(d), 'Yw': pt_year(y), 'do': '1º' if d == 1 else str(d)}


def _it(y, m, d, wd, h, mi):
    do = '1º' if d == 1 else str(d)
    return {'do': do, 'ildo': "l'%d" % d if d in (8, 11) else 'il ' + do}


def _el(y, m, d, wd, h, mi):
    return {'dth': '%d%s' % (d, 'ας' if d % 10 == 2 and d != 12 else 'ης')}


EXTRA = {'es': _es, 'fr': _fr, 'pt': _pt, 'it': _it, 'el': _el}

P = {'past': True}
R = {'recent': True}
RPM = {'recent': True, 'pm': True}
PM = {'pm': True}

LANGS = {}

# ------------------------------------------------------------------ es
LANGS['es'] = {
    'full': [
        ('calendar invitation', 'Reunión de equipo — {WnC}, {d} de {Mn} de {Y} · '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('bank statement line', '{dd}/{mm}/{Y}  COMPRA TARJ. *5210 MERCADONA VALENCIA  -34,80', R),
        ('identity card field', 'FECHA DE NACIMIENTO {dd} {mm} {Y}', P),
        ('medical appointment SMS', 'Le recordamos su cita en el C.S. Delicias el '
         '{dd}/{mm}/{Y} a las {HH}:{MI} h.', R),
        ('hotel booking confirmation', 'Entrada: {Wa} {d} {Ma} {Y}, desde las 14:00 | '
         '2 noches, 1 habitación doble', R),
        ('invoice', 'Fecha de emisión: {dd}-{mm}-{Y} · Vencimiento a 30 días', R),
        ('notarial act, date in words', 'En Sevilla, a {Dw} de {Mn} de {Yw}.', R),
        ('wedding invitation', 'Os invitamos a nuestra boda el {Wn} {d} de {Mn} de {Y}', {}),
        ('diary entry', 'Querido diario: hoy, {Wn} {d} de {Mn} de {Y}, ha nevado en Madrid.', P),
        ('meeting minutes', 'ACTA DE LA JUNTA DE PROPIETARIOS CELEBRADA EL {d} DE {MnU} '
         'DE {Y}', {}),
        ('forum post timestamp', 'Mensaje por carlos_rg » {WaC} {d} {Ma} {Y}, {HH}:{MI}', R),
    ],
    'month': [
        ('bank statement period', 'Extracto mensual de {Mn} de {Y} · Cuenta ES76 ···· 4410', R),
        ('rental agreement', 'El arrendatario ocupará la vivienda a partir de {Mn} de {Y}.', {}),
        ('tax deadline', 'Modelo 303 — IVA, periodo: {MnC} {Y}', R),
        ('museum label', 'Donación de la familia Ortega; ingresó en el museo en {Mn} de {Y}', P),
        ('warranty card', 'Garantía válida hasta {mm}/{Y}', R),
        ('exhibition poster', 'EXPOSICIÓN · HASTA {MnU} DE {Y} · SALA MUNICIPAL DE ALCALÁ', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Recordatorio: {Wn} {d} de {Mn}, {HH}:{MI} – {HE}:{ME}, '
         'videollamada con Lima', R),
        ('exam timetable', 'Examen final de Química: {d} de {Mn}, aula 2.14, {HH}:{MI} h', {}),
        ('TV listing', '{WnC} {d} de {Mn} · 22:40 · La 2 · Documental', {}),
        ('party invitation', '¡Fiesta sorpresa para Lucía el {Wn} {d} de {Mn} a las '
         '{HH}:{MI}!', PM),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} · En reparto · Centro logístico '
         'de Coslada', R),
        ('election notice', 'La votación se celebrará el {Wn} {d} de {Mn}, de 9:00 a 20:00 '
         'horas.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Reserva n.º 4471-2209 · Habitación 312 · Total: '
         '218,40 € (IVA incl.)'),
        ('medical appointment SMS', 'Su consulta dura unos 45 minutos; llegue 10 minutos '
         'antes.'),
        ('software release notes', 'Versión 4.4.0: el arranque es un 15 % más rápido.'),
        ('shop notice, month without a date', 'Como cada año, las rebajas de verano '
         'empiezan en julio.'),
        ('transfer confirmation', 'Transferencia de 1.250,00 € a Inmobiliaria Sol, '
         'ref. 88410273'),
    ],
    'date': [('es_AR', '%a %-d/%m/%Y', 'full'), ('es_CL', '%d-%m-%Y %H:%M', 'full'),
             ('es_CO', '%B de %Y', 'month'), ('es_PE', '%A %-d de %B', 'noyear')],
    'ls': [('es_ES', None, 'full'), ('es_MX', 'locale', 'full'),
           ('es_AR', '+%b %e %H:%M', 'noyear'), ('es_ES', '+%a %-d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ fr
LANGS['fr'] = {
    'full': [
        ('calendar invitation', "Réunion d'équipe · {Wn} {d} {Mn} {Y} · {HH}:{MI} – "
         "{HE}:{ME} (heure de Paris)", R),
        ('card payment slip', 'CARTE BANCAIRE SANS CONTACT LE {dd}/{mm}/{Y} A {HH}:{MI}:{SS}', R),
        ('passport field', 'Date de délivrance / Date of issue : {dd} {MnU} {Y}', R),
        ('medical appointment SMS', 'RDV Dr Morel le {Wn} {dd}/{mm}/{Y} à {H}h{MI}. '
         'Annulation : 01 45 22 30 18', R),
        ('hotel booking confirmation', 'Arrivée : {Wn} {do} {Mn} {Y} à partir de 15 h · '
         'Départ avant 11 h', R),
        ('invoice', 'Facture n° F-00412 — émise le {dd}/{mm}/{Y}, payable à 30 jours', R),
        ('notarial act, date in words', "L'an {Yw}, le {Dw} {Mn}, à Lyon.", R),
        ('wedding invitation', "Claire et Thomas se marient le {Wn} {do} {Mn} {Y} à la "
         "mairie d'Annecy", {}),
        ('diary entry', '{WnC} {do} {Mn} {Y}. — Pluie toute la journée ; relu Stendhal.', P),
        ('meeting minutes', "Procès-verbal de l'assemblée générale du {do} {Mn} {Y}", {}),
        ('forum post timestamp', 'Message par Jeannot » {Wa} {d} {Ma} {Y} {HH}:{MI}', R),
    ],
    'month': [
        ('bank statement period', 'Relevé de compte — période : {Mn} {Y}', R),
        ('rental agreement', "Prise d'effet du bail : {Mn} {Y}", {}),
        ('tax deadline', 'Déclaration de TVA (CA3) de {Mn} {Y} à déposer en ligne', R),
        ('exhibition poster', "Exposition « Lumières du Nord » — jusqu'en {Mn} {Y}", {}),
        ('museum label', 'Don de M. et Mme Perrin, {Mn} {Y}. Inv. D 418', P),
        ('warranty card', "Carte de garantie — date d'achat : {mm}/{Y}", R),
    ],
    'noyear': [
        ('calendar reminder', 'Rappel : {Wn} {do} {Mn}, {HH}:{MI}–{HE}:{ME}, point hebdo', R),
        ('exam timetable', 'Épreuve de philosophie : {Wn} {do} {Mn}, de 8 h à 12 h, '
         'salle B204', {}),
        ('TV listing', '{WnC} {do} {Mn} — 20 h 55 — France 2 — Téléfilm', {}),
        ('concert poster', 'CONCERT · {do} {MnU} · 20 H 30 · SALLE PLEYEL', {}),
        ('parcel tracking history', '{dd}/{mm} à {HH}:{MI} — Votre colis a été remis au '
         'point relais', R),
        ('election notice', 'Le second tour aura lieu le {Wn} {do} {Mn}.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Chambre 214, 2 adultes, petit-déjeuner inclus — '
         'total 356,00 €'),
        ('medical appointment SMS', 'Durée de la consultation : environ 20 minutes, '
         'prévoir la carte Vitale.'),
        ('boarding pass', 'Vol AF 1234, embarquement porte K42 à 9 h 35'),
        ('practice notice, month without a date', 'Comme chaque année en août, le '
         'cabinet sera fermé trois semaines.'),
        ('software release notes', 'Mise à jour 3.14.2 : 12 % de consommation mémoire '
         'en moins'),
    ],
    'date': [('fr_CA', '%A %-d %B %Y, %H h %M', 'full'), ('fr_BE', '%d/%m/%Y à %Hh%M', 'full'),
             ('fr_CH', '%B %Y', 'month'), ('fr_FR', '%a %-d %b', 'noyear')],
    'ls': [('fr_FR', None, 'full'), ('fr_CA', 'locale', 'full'),
           ('fr_BE', '+%e %b %H:%M', 'noyear'), ('fr_FR', '+%A %-d %B %Y, %H:%M', 'full')],
}

# ------------------------------------------------------------------ de
LANGS['de'] = {
    'full': [
        ('calendar invitation', 'Einladung: Quartalsplanung | {Wn}, {d}. {Mn} {Y} '
         '{HH}:{MI} - {HE}:{ME}', R),
        ('bank statement line', '{dd}.{mm}.{Y}  Kartenzahlung girocard  REWE Markt Köln  '
         '-23,47 EUR', R),
        ('identity card field', 'Geburtsdatum / Date of birth: {dd}.{mm}.{Y}', P),
        ('medical appointment SMS', 'Praxis Dr. Weber erinnert an Ihren Termin am {Wa} '
         '{dd}.{mm}.{Y} um {HH}:{MI} Uhr.', R),
        ('hotel booking confirmation', 'Anreise: {Wn}, {dd}.{mm}.{Y} ab 15:00 Uhr · '
         'Abreise bis 11:00 Uhr', R),
        ('invoice', 'Rechnungsdatum: {d}. {Mn} {Y} – zahlbar innerhalb von 14 Tagen', R),
        ('notarial act', 'Verhandelt zu München am {d}. {Mn} {Y} vor mir, dem Notar '
         'Hans Ott', {}),
        ('wedding invitation', 'Wir trauen uns! Standesamt Bremen, {Wn}, {d}. {Mn} {Y}, '
         '{HH}:{MI} Uhr', PM),
        ('diary entry', '{WnC}, den {d}. {Mn} {Y}. Den ganzen Tag Regen, abends Brief an '
         'Mutter.', P),
        ('meeting minutes', 'Protokoll der 12. Sitzung des Elternbeirats vom {dd}.{mm}.{Y}', {}),
        ('software release notes', 'Version 2.0.17 ({d}. {Ma} {Y}): Fehlerbehebungen '
         'beim PDF-Export', R),
    ],
    'month': [
        ('bank statement period', 'Kontoauszug {Mn} {Y} – Girokonto Nr. 0471 1180', R),
        ('rental agreement', 'Mietbeginn: {Mn} {Y} (Kaltmiete 780 €, Kaution drei '
         'Monatsmieten)', {}),
        ('tax deadline', 'Umsatzsteuer-Voranmeldung für {Mn} {Y} fristgerecht übermittelt', R),
        ('museum label', 'Schenkung aus Privatbesitz, Berlin, {Mn} {Y}', P),
        ('warranty card', 'Garantie gültig bis {mm}/{Y} – bitte Kaufbeleg aufbewahren', R),
        ('exhibition poster', 'AUSSTELLUNG BIS {MnU} {Y} · KUNSTHALLE EMDEN', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Erinnerung: {Wn}, {d}. {Mn}, {HH}:{MI}–{HE}:{ME} Teamrunde '
         '(Raum 4.17)', R),
        ('exam timetable', 'Klausur Analysis I: {Wa} {dd}.{mm}., {HH}:{MI} Uhr, Hörsaal 3', {}),
        ('TV listing', '{Wn}, {d}. {Mn} · 20:15 · Das Erste · Tatort', {}),
        ('party invitation', 'Kommt zu meiner Geburtstagsparty am {Wn}, den {d}. {Mn}, '
         'ab {H} Uhr!', PM),
        ('parcel tracking history', '{dd}.{mm}. {HH}:{MI} Uhr – Sendung wurde im '
         'Paketzentrum bearbeitet', R),
        ('election notice', 'Wahltag ist {Wn}, der {d}. {Mn}; Wahllokale geöffnet von 8 '
         'bis 18 Uhr.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Zimmer 305, Doppelzimmer inkl. Frühstück, '
         'Gesamtpreis 412,00 €'),
        ('medical appointment SMS', 'Bitte kommen Sie 15 Minuten vor Ihrem Termin; Dauer '
         'ca. 1 Stunde.'),
        ('software release notes', 'Update 4.4.0 bringt 20 % schnellere Ladezeiten.'),
        ('office notice, month without a date', 'Wie jeden Dezember bleibt unser Büro '
         'zwischen den Jahren geschlossen.'),
        ('booking confirmation', 'Buchungsnummer 77-41-0932, Hotline 0800 330 2211'),
    ],
    'date': [('de_AT', '%-d. %B %Y, %H:%M Uhr', 'full'), ('de_DE', '%a, %d.%m.%Y', 'full'),
             ('de_LI', '%B %Y', 'month'), ('de_CH', '%e. %B', 'noyear')],
    'ls': [('de_DE', None, 'full'), ('de_AT', 'locale', 'full'),
           ('de_CH', '+%e. %b %H:%M', 'noyear'), ('de_DE', '+%a, %d.%m.%Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ it
LANGS['it'] = {
    'full': [
        ('calendar invitation', 'Riunione di reparto · {Wn} {d} {Mn} {Y} ⋅ {HH}:{MI} – '
         '{HE}:{ME}', R),
        ('POS receipt', 'PAGAMENTO POS {dd}/{mm}/{Y} ORE {HH}:{MI} IMPORTO EUR 42,30', R),
        ('identity card field', 'Data di nascita: {dd}/{mm}/{Y} – Luogo di nascita: Bergamo', P),
        ('medical appointment SMS', 'Promemoria ASL: visita cardiologica il {dd}/{mm}/{Y} '
         'alle ore {HH}:{MI}', R),
        ('hotel booking confirmation', 'Check-in: {Wn} {d} {Mn} {Y} (dalle 14:00) — '
         'Check-out: entro le 10:30', R),
        ('invoice', 'Fattura n. 118/A del {dd}-{mm}-{Y}, scadenza a 60 giorni data fattura', R),
        ('rental contract', 'Il presente contratto di locazione è stipulato in Pisa '
         '{ildo} {Mn} {Y}', R),
        ('wedding invitation', 'Giulia e Marco annunciano il loro matrimonio: {Wn} {do} '
         '{Mn} {Y}, ore {H}', PM),
        ('diary entry', '{WnC} {do} {Mn} {Y}. Oggi nevica su Torino, niente passeggiata.', P),
        ('meeting minutes', 'Verbale del consiglio di classe del giorno {dd}.{mm}.{Y}', {}),
        ('forum post timestamp', 'Inviato da Paolo il {Wa} {d} {Ma} {Y}, {HH}:{MI}', R),
    ],
    'month': [
        ('bank statement period', 'Estratto conto di {Mn} {Y} – conto corrente '
         'n. 000012345', R),
        ('tax deadline', 'F24 — IVA mensile di {Mn} {Y}', R),
        ('rental agreement', 'Decorrenza del contratto: {Mn} {Y}, durata 4+4 anni', {}),
        ('museum label', 'Acquisto dalla Galleria Sangiorgi, {Mn} {Y}', P),
        ('software release notes', 'Novità di {Mn} {Y}: nuova app per tablet e modalità '
         'scura', R),
        ('warranty card', 'Garanzia valida fino a {Mn} {Y}', R),
    ],
    'noyear': [
        ('calendar reminder', 'Promemoria: {Wn} {do} {Mn}, {HH}:{MI}–{HE}:{ME} · '
         'Videochiamata con il fornitore', R),
        ('exam timetable', 'Esame di Diritto privato: appello del {do} {Mn}, aula Magna, '
         'ore {H}', {}),
        ('TV listing', '{WnC} {do} {Mn}, ore 21:25 su Rai 1: «Il Commissario Montalbano»', {}),
        ('concert poster', 'IN CONCERTO · {do} {MnU} · ARENA DI VERONA · ORE 21', {}),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} – Spedizione in consegna '
         '(Milano Linate)', R),
        ('party invitation', 'Festa di laurea di Chiara: {Wn} {do} {Mn} dalle {H} in poi!', PM),
    ],
    'none': [
        ('hotel booking confirmation', 'Camera 27, B&B, totale soggiorno 480,00 € (tassa '
         'di soggiorno esclusa)'),
        ('medical appointment SMS', 'Visita della durata di circa 30 minuti; presentarsi '
         '15 minuti prima.'),
        ('flight notice', 'Volo AZ 1779 in ritardo di 45 minuti, partenza prevista alle '
         '18:40'),
        ('office notice, month without a date', 'Come ogni agosto, lo studio resterà '
         'chiuso per ferie.'),
        ('software release notes', 'Aggiornamento 2.0.17: risolti 14 bug, consumo di '
         'batteria ridotto del 9%.'),
    ],
    'date': [('it_IT', '%A %-d %B %Y, ore %H:%M', 'full'), ('it_CH', '%d.%m.%Y', 'full'),
             ('it_IT', '%B %Y', 'month'), ('it_IT', '%a %-d %b', 'noyear')],
    'ls': [('it_IT', None, 'full'), ('it_CH', 'locale', 'full'),
           ('it_IT', '+%e %b %H.%M', 'noyear'), ('it_IT', '+%a %-d %b %Y, %H:%M', 'full')],
}

# ------------------------------------------------------------------ pt
LANGS['pt'] = {
    'full': [
        ('calendar invitation', 'Convite: Reunião — {Wn}, {d} de {Mn} de {Y} · '
         '{HH}:{MI} até {HE}:{ME}', R),
        ('transfer confirmation', 'Pix enviado em {dd}/{mm}/{Y} às {HH}:{MI} · Valor: '
         'R$ 150,00', R),
        ('identity card field', 'Data de nascimento: {dd}/{mm}/{Y} · Naturalidade: '
         'Recife/PE', P),
        ('medical appointment SMS', 'Lembrete: consulta com a Dra. Ana em {dd}/{mm}/{Y} '
         'às {H}h{MI}. Responda SIM', R),
        ('hotel booking confirmation', 'Check-in: {Wa}, {d} de {Ma} de {Y}, a partir das '
         '14h · Pousada Maré Alta', R),
        ('invoice', 'Data de emissão: {dd}/{mm}/{Y} — Vencimento: 10 dias após emissão', R),
        ('notarial act, date in words', 'Aos {Dw} dias do mês de {Mn} de {Yw}', {'recent': True, 'dmin': 2}),
        ('wedding invitation', 'Mariana e João vão se casar {Wp}, {d} de {Mn} de {Y}', {}),
        ('diary entry', 'Querido diário, {Wn}, {do} de {Mn} de {Y}: choveu o dia inteiro.', P),
        ('meeting minutes', 'Ata nº 27 – reunião de condomínio de {do} de {Mn} de {Y}', {}),
        ('software release notes', 'Versão 5.13.2 — lançada em {do} de {Ma} de {Y}', R),
    ],
    'month': [
        ('credit card statement', 'Fatura do cartão — referência: {Mn}/{Y}', R),
        ('rental receipt', 'Aluguel referente a {Mn} de {Y}: R$ 1.850,00', R),
        ('tax deadline', 'DARF – competência {mm}/{Y}', R),
        ('museum label', 'Doação de Maria Bonomi, {Mn} de {Y}', P),
        ('warranty card', 'Garantia válida até {Mn} de {Y} mediante apresentação da nota '
         'fiscal', R),
        ('exhibition poster', 'EXPOSIÇÃO ATÉ {MnU} DE {Y} · PINACOTECA', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Lembrete: {Wn}, {do} de {Mn} · {HH}:{MI}–{HE}:{ME} · '
         'Reunião com a diretoria', R),
        ('exam timetable', 'Prova de Matemática — {Wa} {dd}/{mm}, {H}h{MI}, sala 12', {}),
        ('TV listing', '{WnC}, {do} de {Mn}, às 21h — Tela Quente (Globo)', {}),
        ('party invitation', 'Chá de bebê da Lívia: {Wn}, {d}/{mm}, a partir das {H}h', PM),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} Objeto saiu para entrega ao '
         'destinatário', R),
        ('election notice', 'Segundo turno: {Wn}, {do} de {Mn}, das 8h às 17h', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Quarto 1204, 2 hóspedes, total da reserva: '
         'R$ 1.236,90'),
        ('medical appointment SMS', 'A consulta dura cerca de 40 minutos; chegue 15 '
         'minutos antes.'),
        ('flight notice', 'Voo G3 1450 com atraso de 1h20; novo embarque às 19h05'),
        ('office notice, month without a date', 'Todo ano, em dezembro, o escritório '
         'entra em recesso coletivo.'),
        ('software release notes', 'Versão 3.14.2: inicialização 12% mais rápida e '
         'correções de segurança'),
    ],
    'date': [('pt_BR', '%A, %-d de %B de %Y às %H:%M', 'full'), ('pt_PT', '%d-%m-%Y', 'full'),
             ('pt_BR', '%B/%Y', 'month'), ('pt_PT', '%-d de %B', 'noyear')],
    'ls': [('pt_BR', None, 'full'), ('pt_PT', 'locale', 'full'),
           ('pt_BR', '+%b %e %H:%M', 'noyear'), ('pt_PT', '+%-d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ nl
LANGS['nl'] = {
    'full': [
        ('calendar invitation', 'Uitnodiging: Sprintreview · {Wn} {d} {Mn} {Y} · '
         '{HH}:{MI} - {HE}:{ME}', R),
        ('bank statement line', '{dd}-{mm}-{Y} Betaalautomaat ALBERT HEIJN AMSTERDAM '
         '-€ 18,65', R),
        ('passport field', 'Geboortedatum: {dd} {MaU} {Y}', P),
        ('medical appointment SMS', 'Herinnering: afspraak bij de tandarts op {Wn} {d} '
         '{Mn} {Y} om {HH}:{MI} uur', R),
        ('hotel booking confirmation', 'Inchecken: {Wa} {d} {Ma} {Y} vanaf 15:00 · '
         'Uitchecken vóór 11:00', R),
        ('invoice', 'Factuurdatum: {dd}-{mm}-{Y} · Betaaltermijn: 14 dagen', R),
        ('notarial act', 'Heden, {d} {Mn} {Y}, verscheen voor mij, mr. Pieter de Vries, '
         'notaris', {}),
        ('birth announcement', 'Geboren op {Wn} {d} {Mn} {Y}: onze dochter Fenna, 3240 '
         'gram', P),
        ('diary entry', '{WnC} {d} {Mn} {Y} — Vandaag voor het eerst geschaatst op de '
         'gracht.', P),
        ('meeting minutes', 'Notulen ledenvergadering d.d. {dd}-{mm}-{Y}', {}),
        ('software release notes', 'Versie 2.0.17 – uitgebracht op {d} {Mn} {Y}', R),
    ],
    'month': [
        ('bank statement period', 'Rekeningoverzicht {Mn} {Y}, rekening NL91 ABNA 0417 '
         '1643 00', R),
        ('rental agreement', 'Huurovereenkomst ingaande {Mn} {Y}, kale huur € 1.150 per '
         'maand', {}),
        ('tax deadline', 'Aangifte omzetbelasting over {Mn} {Y} vóór het einde van de '
         'volgende maand', R),
        ('museum label', 'Aankoop met steun van de Vereniging Rembrandt, {Mn} {Y}', P),
        ('warranty card', 'Garantie tot en met {Mn} {Y} (bewaar de aankoopbon)', R),
        ('exhibition poster', 'TENTOONSTELLING T/M {MnU} {Y} · STEDELIJK MUSEUM', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Herinnering: {Wn} {d} {Mn}, {HH}:{MI}-{HE}:{ME}, overleg '
         'met de gemeente', R),
        ('exam timetable', 'Tentamen Statistiek: {Wn} {d} {Mn}, {HH}:{MI} uur, zaal 0.12', {}),
        ('TV listing', '{WnC} {d} {Mn} | 20.30 | NPO 1 | Boer zoekt vrouw', {}),
        ('party invitation', 'Kom je ook op mijn verjaardag? {WnC} {d} {Mn} vanaf {H} uur', PM),
        ('parcel tracking history', '{dd}-{mm} {HH}:{MI} Pakket is gesorteerd in '
         'Nieuwegein', R),
        ('election notice', 'Stemmen kan op {Wn} {d} {Mn} van 7.30 tot 21.00 uur', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Kamer 118, 2 personen, ontbijt inbegrepen: totaal '
         '€ 289,50'),
        ('medical appointment SMS', 'Het consult duurt ongeveer 20 minuten; kom 5 minuten '
         'eerder.'),
        ('boarding pass', 'Vlucht KL 1243 vertrekt van gate D7, boarding 45 minuten voor '
         'vertrek'),
        ('practice notice, month without a date', 'Elk jaar in juli is de praktijk drie '
         'weken dicht.'),
        ('software release notes', 'Update 3.14.2 verbruikt 15% minder accu.'),
    ],
    'date': [('nl_NL', '%A %-d %B %Y om %H:%M', 'full'), ('nl_BE', '%d/%m/%Y', 'full'),
             ('nl_NL', '%B %Y', 'month'), ('nl_BE', '%a %-d %b', 'noyear')],
    'ls': [('nl_NL', None, 'full'), ('nl_BE', 'locale', 'full'),
           ('nl_NL', '+%e %b %H:%M', 'noyear'), ('nl_BE', '+%a %-d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ ru
LANGS['ru'] = {
    'full': [
        ('calendar invitation', 'Приглашение: планёрка, {Wn}, {d} {Mg} {Y} г., '
         '{HH}:{MI}–{HE}:{ME} (МСК)', R),
        ('card payment SMS', 'Оплата картой *4410, {dd}.{mm}.{Y} {HH}:{MI}, ПЯТЁРОЧКА, '
         '1 254,90 ₽', R),
        ('passport field', 'Дата рождения {dd}.{mm}.{Y}, место рождения: гор. Тула', P),
        ('medical appointment SMS', 'Вы записаны к терапевту на {dd}.{mm}.{Y} в {HH}:{MI}, '
         'каб. 214', R),
        ('hotel booking confirmation', 'Заезд: {d} {Mg} {Y}, с 14:00; выезд до 12:00. '
         'Номер «Стандарт»', R),
        ('invoice', 'Счёт на оплату № 318 от {d} {Mg} {Y} г.', R),
        ('notarial act', 'Город Москва, {d} {Mg} {Y} года. Я, Иванова Е. П., нотариус', {}),
        ('wedding invitation', 'Приглашаем вас на нашу свадьбу {d} {Mg} {Y} года в '
         '{HH}:{MI}', PM),
        ('diary entry', '{d} {Mg} {Y} г., {Wn}. Весь день шёл снег, читал Чехова.', P),
        ('meeting minutes', 'Протокол заседания кафедры № 7 от {dd}.{mm}.{Y}', {}),
        ('software release notes', 'Версия 2.0.17 от {d} {Mg} {Y}: исправлены ошибки '
         'экспорта', R),
    ],
    'month': [
        ('bank statement period', 'Выписка по счёту за {Mn} {Y} года', R),
        ('rental agreement', 'Договор найма вступает в силу с {Mg} {Y} г.', {}),
        ('salary notice', 'Зарплата за {Mn} {Y} года перечислена на карту', R),
        ('museum label', 'Поступило в {Ml} {Y} г. из собрания Н. А. Смирнова', P),
        ('warranty card', 'Гарантия действует до {Mg} {Y} года', R),
        ('exhibition poster', 'ВЫСТАВКА ПРОДЛЕНА ДО {MgU} {Y} ГОДА', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Напоминание: {Wv}, {d} {Mg}, {HH}:{MI}–{HE}:{ME} — '
         'созвон с подрядчиком', R),
        ('exam timetable', 'Экзамен по физике — {d} {Mg}, {HH}:{MI}, ауд. 305', {}),
        ('TV listing', '{WnC}, {d} {Mg}. 21:00 — «Время», Первый канал', {}),
        ('party invitation', 'Приглашаю на день рождения {d} {Mg} в {H}:00, кафе '
         '«Берёзка»', PM),
        ('parcel tracking history', '{dd}.{mm} {HH}:{MI} Прибыло в сортировочный центр, '
         'Подольск', R),
        ('election notice', 'Голосование пройдёт {d} {Mg} с 8:00 до 20:00', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Номер 512, двухместный, завтрак включён, итого '
         '8 400 ₽'),
        ('medical appointment SMS', 'Приём длится около 30 минут, приходите за 10 минут.'),
        ('boarding pass', 'Рейс SU 1402, посадка через выход 27 в 18:35'),
        ('office notice, month without a date', 'Как обычно в августе, офис закрыт на '
         'две недели.'),
        ('software release notes', 'Обновление 3.14.2 ускоряет запуск на 15%.'),
    ],
    'date': [('ru_RU', '%A, %-d %B %Y г., %H:%M', 'full'), ('ru_UA', '%d.%m.%Y', 'full'),
             ('ru_RU', '%OB %Y г.', 'month'), ('ru_RU', '%-d %B, %A', 'noyear')],
    'ls': [('ru_RU', None, 'full'), ('ru_UA', 'locale', 'full'),
           ('ru_RU', '+%b %e %H:%M', 'noyear'), ('ru_RU', '+%d.%m.%Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ pl
LANGS['pl'] = {
    'full': [
        ('calendar invitation', 'Zaproszenie: przegląd sprintu, {Wn}, {d} {Mg} {Y}, '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('card payment line', 'Płatność BLIK {dd}.{mm}.{Y} {HH}:{MI} ŻABKA KRAKÓW '
         '-17,49 PLN', R),
        ('identity card field', 'Data urodzenia: {dd}.{mm}.{Y}, miejsce urodzenia: Lublin', P),
        ('medical appointment SMS', 'Przypominamy o wizycie w Przychodni Zdrowie '
         '{dd}.{mm}.{Y} o godz. {HH}:{MI}.', R),
        ('hotel booking confirmation', 'Zameldowanie: {Wn}, {d} {Mg} {Y} od 15:00, '
         'wymeldowanie do 11:00', R),
        ('invoice', 'Data wystawienia: {Y}-{mm}-{dd}, termin płatności: 14 dni', R),
        ('notarial act', 'Dnia {d} {Mg} {Y} roku przed notariuszem Anną Kowalską w Gdańsku', {}),
        ('wedding invitation', 'Z radością zapraszamy na nasz ślub {Wv}, {d} {Mg} {Y} r.', {}),
        ('diary entry', '{WnC}, {d} {Mg} {Y}. Cały dzień padało, wieczorem list od Zosi.', P),
        ('meeting minutes', 'Protokół z zebrania wspólnoty mieszkaniowej z dnia '
         '{dd}.{mm}.{Y}', {}),
        ('forum post timestamp', 'Post autor: marek_k » {Wa}, {d} {Ma} {Y}, {HH}:{MI}', R),
    ],
    'month': [
        ('bank statement period', 'Wyciąg z rachunku za {Mn} {Y} r.', R),
        ('rental agreement', 'Umowa najmu obowiązuje od {Mg} {Y} r.', {}),
        ('tax deadline', 'Deklaracja VAT-7 za {Mn} {Y} została złożona', R),
        ('museum label', 'Zakupiono do zbiorów w {Ml} {Y} r.', P),
        ('warranty card', 'Gwarancja ważna do {mm}.{Y}', R),
        ('exhibition poster', 'WYSTAWA CZYNNA DO {MgU} {Y} R.', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Przypomnienie: {Wv}, {d} {Mg}, {HH}:{MI}–{HE}:{ME} — '
         'spotkanie z klientem', R),
        ('exam timetable', 'Egzamin z historii: {d} {Mg}, godz. {HH}:{MI}, sala 107', {}),
        ('TV listing', '{WnC}, {d} {Mg}, 20:00 — TVP1 — „Ranczo”', {}),
        ('party invitation', 'Zapraszam na 40. urodziny {Wv}, {d} {Mg}, od godz. {H}', PM),
        ('parcel tracking history', '{dd}.{mm} {HH}:{MI} Przesyłka wydana do doręczenia '
         '— Warszawa', R),
        ('election notice', 'Wybory odbędą się {Wv}, {d} {Mg}, lokale otwarte 7–21', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Pokój 204, 2 osoby, śniadanie w cenie — razem '
         '640,00 zł'),
        ('medical appointment SMS', 'Wizyta trwa około 20 minut; prosimy przyjść 10 minut '
         'wcześniej.'),
        ('boarding pass', 'Lot LO 3917, wejście na pokład przez bramkę 14 o 16:40'),
        ('office notice, month without a date', 'Jak co roku w sierpniu, biuro będzie '
         'zamknięte przez dwa tygodnie.'),
        ('software release notes', 'Aktualizacja 3.14.2 zmniejsza zużycie pamięci o 12%.'),
    ],
    'date': [('pl_PL', '%A, %-d %B %Y, godz. %H:%M', 'full'), ('pl_PL', '%d.%m.%Y r.', 'full'),
             ('pl_PL', '%OB %Y', 'month'), ('pl_PL', '%-d %B (%A)', 'noyear')],
    'ls': [('pl_PL', None, 'full'), ('pl_PL', 'locale', 'full'),
           ('pl_PL', '+%-d %b %H:%M', 'noyear'), ('pl_PL', '+%a %-d %b %Y, %H:%M', 'full')],
}

# ------------------------------------------------------------------ tr
LANGS['tr'] = {
    'full': [
        ('calendar invitation', 'Davet: Bütçe toplantısı · {d} {Mn} {Y} {Wn} · {HH}:{MI} - '
         '{HE}:{ME}', R),
        ('card payment slip', 'İŞLEM TARİHİ: {dd}.{mm}.{Y} {HH}:{MI} · TUTAR: 245,90 TL', R),
        ('identity card field', 'Doğum Tarihi / Date of Birth: {dd}.{mm}.{Y}', P),
        ('medical appointment SMS', 'MHRS: {dd}.{mm}.{Y} {HH}:{MI} Kardiyoloji randevunuz '
         'oluşturuldu.', R),
        ('hotel booking confirmation', "Giriş: {d} {Mn} {Y} {Wn}, saat 14:00'ten itibaren", R),
        ('invoice', 'Fatura Tarihi: {dd}/{mm}/{Y} · Vade: 30 gün', R),
        ('contract', 'İşbu sözleşme {dd}.{mm}.{Y} tarihinde iki nüsha olarak imzalanmıştır.', {}),
        ('wedding invitation', 'Nikâh: {d} {Mn} {Y} {Wn}, saat {HH}:{MI}, Kadıköy '
         'Evlendirme Dairesi', PM),
        ('diary entry', '{d} {Mn} {Y}, {Wn}. Bütün gün kar yağdı, akşam Ahmet geldi.', P),
        ('meeting minutes', "Yönetim Kurulu'nun {dd}.{mm}.{Y} tarihli toplantı tutanağı", {}),
        ('software release notes', 'Sürüm 2.0.17 ({d} {Mn} {Y}): PDF dışa aktarma hatası '
         'giderildi', R),
    ],
    'month': [
        ('bank statement period', 'Hesap özeti dönemi: {Mn} {Y}', R),
        ('rental agreement', 'Kira sözleşmesi {Y} yılı {Mn} ayında başlar.', {}),
        ('tax deadline', 'KDV beyannamesi ({Mn} {Y} dönemi) süresinde verildi.', R),
        ('museum label', 'Müzeye {Mn} {Y} tarihinde bağışlanmıştır.', P),
        ('warranty card', 'Garanti bitiş: {mm}/{Y}', R),
        ('exhibition poster', 'SERGİ {MnU} {Y} SONUNA KADAR AÇIK', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Hatırlatma: {d} {Mn} {Wn}, {HH}:{MI}–{HE}:{ME} tedarikçi '
         'görüşmesi', R),
        ('exam timetable', "Matematik sınavı: {d} {Mn}, saat {HH}:{MI}, B-204 no'lu sınıf", {}),
        ('TV listing', '{d} {Mn} {Wn} · 20.00 · TRT 1 · Ana Haber', {}),
        ('party invitation', 'Doğum günü partisine davetlisin! {d} {Mn} {Wn}, saat {H}.00', PM),
        ('parcel tracking history', '{dd}.{mm} {HH}:{MI} Kargonuz dağıtıma çıkarıldı — '
         'Esenyurt Şube', R),
        ('election notice', 'Oy verme işlemi {d} {Mn} {Wn} günü 08.00–17.00 saatleri '
         'arasında', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Oda 316, iki kişilik, kahvaltı dahil, toplam '
         '4.850,00 TL'),
        ('medical appointment SMS', 'Muayene yaklaşık 20 dakika sürer; 15 dakika önce '
         'gelmeniz rica olunur.'),
        ('boarding pass', 'TK 2417 sefer sayılı uçuş 45 dakika rötarlı, kapı 212'),
        ('shop notice, month without a date', 'Her yıl Ağustos ayında mağazamız bakım '
         'için kapalıdır.'),
        ('software release notes', 'Güncelleme 3.14.2 ile uygulama %18 daha hızlı açılıyor.'),
    ],
    'date': [('tr_TR', '%-d %B %Y %A, %H:%M', 'full'), ('tr_CY', '%d/%m/%Y', 'full'),
             ('tr_TR', '%B %Y', 'month'), ('tr_TR', '%-d %B %A', 'noyear')],
    'ls': [('tr_TR', None, 'full'), ('tr_CY', 'locale', 'full'),
           ('tr_TR', '+%-d %b %H:%M', 'noyear'), ('tr_TR', '+%d.%m.%Y %a %H:%M', 'full')],
}

# ------------------------------------------------------------------ uk
LANGS['uk'] = {
    'full': [
        ('calendar invitation', 'Запрошення: нарада відділу, {Wn}, {d} {Mg} {Y} р., '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('card payment SMS', 'Оплата карткою {dd}.{mm}.{Y} {HH}:{MI} · АТБ-Маркет · '
         '-312,40 грн', R),
        ('identity card field', 'Дата народження / Date of birth: {dd} {mm} {Y}', P),
        ('medical appointment SMS', 'Нагадуємо про прийом у лікаря {dd}.{mm}.{Y} о '
         '{HH}:{MI}, кабінет 12', R),
        ('hotel booking confirmation', 'Заселення: {d} {Mg} {Y} з 14:00, виселення до 12:00', R),
        ('invoice', 'Рахунок-фактура № 57 від {d} {Mg} {Y} р.', R),
        ('notarial act', 'Місто Київ, {d} {Mg} {Y} року. Цей договір посвідчено мною', {}),
        ('wedding invitation', 'Запрошуємо на наше весілля {d} {Mg} {Y} року о {HH}:{MI}', PM),
        ('diary entry', '{d} {Mg} {Y}, {Wn}. Цілий день дощ, увечері писав листа.', P),
        ('meeting minutes', 'Протокол засідання педагогічної ради № 4 від {dd}.{mm}.{Y}', {}),
        ('software release notes', 'Версія 5.13.2 від {d} {Mg} {Y}: виправлено помилки '
         'синхронізації', R),
    ],
    'month': [
        ('bank statement period', 'Виписка по рахунку за {Mn} {Y} року', R),
        ('rental agreement', 'Договір оренди діє з {Mg} {Y} р.', {}),
        ('tax deadline', 'Податкова декларація з ПДВ за {Mn} {Y} р. подана вчасно', R),
        ('museum label', 'Надійшло до музею у {Ml} {Y} р.', P),
        ('warranty card', 'Гарантія дійсна до {Mg} {Y} року', R),
        ('exhibition poster', 'ВИСТАВКА ТРИВАТИМЕ ДО {MgU} {Y} РОКУ', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Нагадування: {Wv}, {d} {Mg}, {HH}:{MI}–{HE}:{ME} — дзвінок '
         'з партнерами', R),
        ('exam timetable', 'Іспит з історії України — {d} {Mg}, {HH}:{MI}, ауд. 214', {}),
        ('TV listing', '{WnC}, {d} {Mg} · 21:00 · «Подробиці тижня»', {}),
        ('party invitation', 'Запрошую на день народження {d} {Mg} о {H}:00!', PM),
        ('parcel tracking history', '{dd}.{mm} {HH}:{MI} Відправлення прибуло у '
         'відділення № 5, Львів', R),
        ('election notice', 'Вибори відбудуться {Wv}, {d} {Mg}; дільниці працюють з 8:00 '
         'до 20:00', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Номер 407, двомісний, сніданок включено, разом '
         '3 200 грн'),
        ('medical appointment SMS', 'Прийом триває близько 30 хвилин, приходьте за 10 '
         'хвилин.'),
        ('boarding pass', 'Рейс PS 9103, посадка через вихід 14 о 17:25'),
        ('office notice, month without a date', 'Щороку в липні офіс зачинено на два '
         'тижні.'),
        ('software release notes', 'Оновлення 3.14.2 прискорює запуск на 15%.'),
    ],
    'date': [('uk_UA', '%A, %-d %B %Y р., %H:%M', 'full'), ('uk_UA', '%d.%m.%Y', 'full'),
             ('uk_UA', '%OB %Y р.', 'month'), ('uk_UA', '%-d %B, %A', 'noyear')],
    'ls': [('uk_UA', None, 'full'), ('uk_UA', 'locale', 'full'),
           ('uk_UA', '+%b %e %H:%M', 'noyear'), ('uk_UA', '+%-d %b %Y, %H:%M', 'full')],
}

# ------------------------------------------------------------------ cs
LANGS['cs'] = {
    'full': [
        ('calendar invitation', 'Pozvánka: porada týmu, {Wn} {d}. {Mg} {Y}, '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('card payment line', 'Platba kartou {d}. {m}. {Y} {HH}:{MI}, ALBERT PRAHA, '
         '-412,00 CZK', R),
        ('identity card field', 'Datum narození / Date of birth: {dd}.{mm}.{Y}', P),
        ('medical appointment SMS', 'Připomínáme termín vyšetření {d}. {m}. {Y} v '
         '{H}:{MI}, ordinace MUDr. Nováka.', R),
        ('hotel booking confirmation', 'Příjezd: {Wn} {d}. {Mg} {Y} od 14:00, odjezd do '
         '10:00', R),
        ('invoice', 'Datum vystavení: {d}. {m}. {Y} · Splatnost: 14 dnů', R),
        ('rental contract', 'V Brně dne {d}. {m}. {Y}, podpis pronajímatele', {}),
        ('wedding invitation', 'Rádi bychom vás pozvali na naši svatbu, která se koná '
         '{d}. {Mg} {Y}', {}),
        ('diary entry', '{WnC} {d}. {Mg} {Y}. Celý den pršelo, večer dopis od Jany.', P),
        ('meeting minutes', 'Zápis ze schůze výboru SVJ konané dne {d}. {m}. {Y}', {}),
        ('software release notes', 'Verze 2.0.17 ({d}. {Mg} {Y}) opravuje chybu při '
         'tisku faktur', R),
    ],
    'month': [
        ('bank statement period', 'Výpis z účtu za {Mn} {Y}', R),
        ('rental agreement', 'Nájemní smlouva platí od {Mg} {Y}.', {}),
        ('tax deadline', 'Přiznání k DPH za {Mn} {Y} bylo podáno elektronicky.', R),
        ('museum label', 'Zakoupeno do sbírek v {Ml} {Y}', P),
        ('warranty card', 'Záruka platí do {mm}/{Y}', R),
        ('exhibition poster', 'VÝSTAVA POTRVÁ DO {MgU} {Y}', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Připomenutí: {Wv} {d}. {Mg}, {HH}:{MI}–{HE}:{ME} hovor s '
         'dodavatelem', R),
        ('exam timetable', 'Zkouška z matematiky: {d}. {Mg}, {HH}:{MI}, posluchárna B2', {}),
        ('TV listing', '{WnC} {d}. {Mg} · 19:00 · ČT1 · Události', {}),
        ('party invitation', 'Zvu tě na oslavu narozenin {Wv} {d}. {Mg} od {H} hodin!', PM),
        ('parcel tracking history', '{d}. {m}. {HH}:{MI} Zásilka byla předána kurýrovi k '
         'doručení', R),
        ('election notice', 'Volby se konají {Wv} {d}. {Mg} od 14:00 do 22:00.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Pokoj č. 215, 2 osoby, snídaně v ceně, celkem '
         '3 480 Kč'),
        ('medical appointment SMS', 'Vyšetření trvá asi 30 minut, dostavte se o 10 minut '
         'dříve.'),
        ('boarding pass', 'Let OK 0644, nástup u brány B12 v 18:35'),
        ('practice notice, month without a date', 'Každý rok v srpnu je ordinace zavřená '
         'dva týdny.'),
        ('software release notes', 'Aktualizace 3.14.2 zrychluje spouštění o 15 %.'),
    ],
    'date': [('cs_CZ', '%A %-d. %B %Y, %H:%M', 'full'), ('cs_CZ', '%-d. %-m. %Y', 'full'),
             ('cs_CZ', '%OB %Y', 'month'), ('cs_CZ', '%A %-d. %B', 'noyear')],
    'ls': [('cs_CZ', None, 'full'), ('cs_CZ', 'locale', 'full'),
           ('cs_CZ', '+%e.\u00a0%b %H.%M', 'noyear'), ('cs_CZ', '+%-d. %-m. %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ sv
LANGS['sv'] = {
    'full': [
        ('calendar invitation', 'Inbjudan: Planeringsmöte · {Wn} {d} {Mn} {Y} · '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('bank statement line', '{Y}-{mm}-{dd}  Kortköp ICA Nära Lund  -156,00', R),
        ('passport field', 'Utfärdat / Date of issue: {dd} {Mp} {Y}', R),
        ('medical appointment SMS', 'Påminnelse: tid på vårdcentralen {Wn} {d} {Mn} {Y} '
         'kl. {HH}.{MI}', R),
        ('hotel booking confirmation', 'Incheckning: {Wa} {d} {Ma} {Y} från kl. 15.00 · '
         'Utcheckning 11.00', R),
        ('invoice', 'Fakturadatum: {Y}-{mm}-{dd} · Betalningsvillkor: 30 dagar netto', R),
        ('contract', 'Stockholm den {d} {Mn} {Y}. Avtalet har upprättats i två exemplar.', {}),
        ('wedding invitation', 'Välkomna på vårt bröllop {Wd} den {d} {Mn} {Y} i '
         'Vasakyrkan', {}),
        ('diary entry', '{WnC} {d} {Mn} {Y}. Snöstorm hela dagen, läste Strindberg.', P),
        ('meeting minutes', 'Protokoll fört vid styrelsemöte i BRF Tallen den {d} {Mn} {Y}', {}),
        ('birth announcement', 'Vi har fått en son! Född {d} {Mn} {Y}, 3 480 g, 51 cm', {}),
    ],
    'month': [
        ('bank statement period', 'Kontoutdrag för {Mn} {Y}', R),
        ('rental agreement', 'Hyresavtalet gäller från och med {Mn} {Y}', {}),
        ('tax deadline', 'Momsdeklaration för {Mn} {Y} ska lämnas till Skatteverket', R),
        ('museum label', 'Gåva av familjen Lindqvist, {Mn} {Y}', P),
        ('warranty card', 'Garantin gäller till och med {Mn} {Y}', R),
        ('software release notes', 'Nyheter i {Mn} {Y}: mörkt läge och snabbare sökning', R),
    ],
    'noyear': [
        ('calendar reminder', 'Påminnelse: {Wn} {d} {Mn} kl. {HH}:{MI}–{HE}:{ME} · '
         'Avstämning med kunden', R),
        ('exam timetable', 'Tentamen i statistik: {Wn} {d} {Mn}, kl. {HH}.{MI}, sal B3', {}),
        ('TV listing', '{WnC} {d} {Mn} · 19.30 · SVT1 · Rapport', {}),
        ('party invitation', 'Välkommen på 50-årsfest {Wd} den {d} {Mn} kl. {H}!', PM),
        ('parcel tracking history', '{d} {Ma} {HH}:{MI} Försändelsen har anlänt till '
         'utlämningsstället', R),
        ('election notice', 'Valdagen är {Wn} {d} {Mn}; vallokalerna har öppet 8–20.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Rum 214, dubbelrum med frukost, totalt 1 890 kr'),
        ('medical appointment SMS', 'Besöket tar ungefär 30 minuter, kom 10 minuter innan.'),
        ('boarding pass', 'Flyg SK 1417 avgår från gate 19 kl. 16.40'),
        ('office notice, month without a date', 'Som varje juli håller kontoret stängt i '
         'tre veckor.'),
        ('software release notes', 'Version 3.14.2 startar 20 % snabbare.'),
    ],
    'date': [('sv_SE', '%A den %-d %B %Y kl. %H.%M', 'full'), ('sv_FI', '%d.%m.%Y', 'full'),
             ('sv_SE', '%B %Y', 'month'), ('sv_FI', '%a %-d %b', 'noyear')],
    'ls': [('sv_SE', None, 'full'), ('sv_FI', 'locale', 'full'),
           ('sv_SE', '+%e %b %H.%M', 'noyear'), ('sv_SE', '+%a %-d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ ro
LANGS['ro'] = {
    'full': [
        ('calendar invitation', 'Invitație: ședință de buget, {Wn}, {d} {Mn} {Y}, '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('POS receipt', 'Plată POS {dd}.{mm}.{Y} {HH}:{MI} KAUFLAND BUCURESTI 187,45 RON', R),
        ('identity card field', 'Data nașterii: {dd}.{mm}.{Y}, locul nașterii: mun. '
         'Cluj-Napoca', P),
        ('medical appointment SMS', 'Vă reamintim programarea la medicul de familie pe '
         '{dd}.{mm}.{Y}, ora {HH}:{MI}.', R),
        ('hotel booking confirmation', 'Check-in: {Wn}, {d} {Mn} {Y}, începând cu ora 14:00', R),
        ('invoice', 'Factura seria AB nr. 0457 din {dd}.{mm}.{Y}, scadentă în 30 de zile', R),
        ('contract', 'Încheiat astăzi, {dd}.{mm}.{Y}, în două exemplare originale.', {}),
        ('wedding invitation', 'Vă invităm la cununia religioasă {Wn}, {d} {Mn} {Y}, ora '
         '{H}:00', PM),
        ('diary entry', '{WnC}, {d} {Mn} {Y}. A nins toată ziua; seara am citit Eminescu.', P),
        ('meeting minutes', 'Proces-verbal al ședinței consiliului profesoral din {d} {Mn} '
         '{Y}', {}),
        ('software release notes', 'Versiunea 2.0.17 ({d} {Mn} {Y}): remedieri la exportul '
         'PDF', R),
    ],
    'month': [
        ('bank statement period', 'Extras de cont pentru luna {Mn} {Y}', R),
        ('rental agreement', 'Contractul de închiriere intră în vigoare în {Mn} {Y}.', {}),
        ('tax deadline', 'Declarația 300 aferentă lunii {Mn} {Y} a fost depusă.', R),
        ('museum label', 'Donație, {Mn} {Y}, colecția familiei Popescu', P),
        ('warranty card', 'Garanție valabilă până în {Mn} {Y}', R),
        ('exhibition poster', 'EXPOZIȚIE DESCHISĂ PÂNĂ ÎN {MnU} {Y}', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Memento: {Wn}, {d} {Mn}, {HH}:{MI}–{HE}:{ME} — apel cu '
         'furnizorul', R),
        ('exam timetable', 'Examen la anatomie: {d} {Mn}, ora {HH}:{MI}, amfiteatrul A2', {}),
        ('TV listing', '{WnC}, {d} {Mn} · 20:00 · TVR 1 · Telejurnal', {}),
        ('party invitation', 'Te invit la ziua mea {Wn}, {d} {Mn}, de la ora {H}!', PM),
        ('parcel tracking history', '{dd}.{mm} {HH}:{MI} Coletul a ajuns în depozitul din '
         'Ploiești', R),
        ('election notice', 'Alegerile au loc {Wn}, {d} {Mn}, între orele 7:00 și 21:00.', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'Camera 312, mic dejun inclus, total de plată: '
         '840,00 lei'),
        ('medical appointment SMS', 'Consultația durează aproximativ 30 de minute.'),
        ('flight notice', 'Zborul RO 7321 are o întârziere de 40 de minute, poarta 12.'),
        ('practice notice, month without a date', 'În fiecare august, cabinetul este '
         'închis două săptămâni.'),
        ('software release notes', 'Actualizarea 3.14.2 reduce consumul de memorie cu 15%.'),
    ],
    'date': [('ro_RO', '%A, %-d %B %Y, ora %H:%M', 'full'), ('ro_RO', '%d.%m.%Y', 'full'),
             ('ro_RO', '%B %Y', 'month'), ('ro_RO', '%-d %b', 'noyear')],
    'ls': [('ro_RO', None, 'full'), ('ro_RO', 'locale', 'full'),
           ('ro_RO', '+%-d %b %H:%M', 'noyear'), ('ro_RO', '+%d.%m.%Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ ja
LANGS['ja'] = {
    'full': [
        ('calendar invitation', '【予定】定例ミーティング {Y}年{m}月{d}日({Wj}) '
         '{HH}:{MI}～{HE}:{ME}', R),
        ('receipt', 'ご利用日時 {Y}/{mm}/{dd} {HH}:{MI} ローソン渋谷店 合計 ¥1,280', R),
        ('passport field', '発行年月日/Date of issue　{dd} {Men} {Y}', R),
        ('medical appointment SMS', '【さくら歯科】{Y}年{m}月{d}日({Wj}) {HH}:{MI}の'
         'ご予約を承りました', R),
        ('hotel booking confirmation', 'チェックイン：{Y}年{m}月{d}日（{Wj}）15:00以降', R),
        ('invoice', '請求日　{Y}年{mm}月{dd}日　お支払期限　翌月末日', R),
        ('contract', '本契約締結の証として本書2通を作成し、{Y}年{m}月{d}日 各1通を保有する。', {}),
        ('wedding invitation', '挙式 {Y}年{m}月{d}日（{Wj}曜日）午後{h12}時 '
         'ホテルニューオータニ', PM),
        ('diary entry', '{Y}年{m}月{d}日 {Wj}曜日 晴れ。朝から庭の草むしり。', P),
        ('meeting minutes', '第12回 理事会議事録（{Y}年{m}月{d}日開催）', {}),
        ('software release notes', 'バージョン 2.0.17（{Y}-{mm}-{dd}）：PDF出力の不具合を修正', R),
    ],
    'month': [
        ('credit card statement', '{Y}年{m}月分 ご利用明細書', R),
        ('rental agreement', '賃貸借契約開始：{Y}年{m}月より', {}),
        ('tax deadline', '{Y}年{m}月分の源泉所得税の納付期限にご注意ください', R),
        ('museum label', '{Y}年{m}月 寄贈（山田家旧蔵）', P),
        ('warranty card', '保証期間：{Y}年{m}月まで', R),
        ('building plaque, Han numerals', '{Yh}年{mh}月 竣工', P),
    ],
    'noyear': [
        ('calendar reminder', 'リマインダー：{m}月{d}日（{Wj}）{HH}:{MI}～{HE}:{ME} '
         '取引先とオンライン会議', R),
        ('exam timetable', '期末試験　数学Ⅱ　{m}月{d}日（{Wj}）第2時限', {}),
        ('TV listing', '{m}/{d}({Wj}) 21:00～ NHK総合「ドキュメント72時間」', {}),
        ('concert poster', '{m}月{d}日({Wj}) 開場 {HH}:{MI}／開演 {HE}:{ME} サントリーホール', {}),
        ('parcel tracking history', '{m}/{d} {HH}:{MI} 配達完了 ｜ 世田谷営業所', R),
        ('school notice, full-width digits', '{m}月{d}日（{Wj}）は保護者会のため午前授業です。',
         {'digits': 'full'}),
    ],
    'none': [
        ('hotel booking confirmation', 'ご予約番号 4831-2207　ツイン 1室 2泊 合計 ¥48,600'),
        ('medical appointment SMS', '診察時間は約30分です。15分前までにお越しください。'),
        ('boarding pass', 'JL 123便 搭乗口 14番 出発 18:40'),
        ('shop notice, month without a date', '毎年8月はお盆休みのため休業いたします。'),
        ('software release notes', 'バージョン 3.14.2 で起動速度が 20% 向上しました。'),
    ],
    'date': [('ja_JP', '%Y年%-m月%-d日 %A %H時%M分', 'full'), ('ja_JP', '%Y/%m/%d(%a)', 'full'),
             ('ja_JP', '%Y年%m月', 'month'), ('ja_JP', '%-m月%-d日 %A', 'noyear')],
    'ls': [('ja_JP', None, 'full'), ('ja_JP', 'locale', 'full'),
           ('ja_JP', '+%b %e %H:%M', 'noyear'), ('ja_JP', '+%Y年%-m月%-d日(%a) %H:%M', 'full')],
}

# ------------------------------------------------------------------ zh
LANGS['zh'] = {
    'full': [
        ('calendar invitation', '邀请：部门例会 {Y}年{m}月{d}日 星期{Wz} {HH}:{MI}-{HE}:{ME}', R),
        ('payment receipt', '交易时间：{Y}-{mm}-{dd} {HH}:{MI}:{SS} 支付宝 ¥36.50', R),
        ('identity card field', '出生 {Y} 年 {m} 月 {d} 日', P),
        ('medical appointment SMS', '【协和医院】您预约的{Y}年{m}月{d}日{HH}:{MI}心内科门诊，'
         '请提前到院取号。', R),
        ('hotel booking confirmation', '入住日期：{Y}年{m}月{d}日（周{Wz}）14:00后', R),
        ('invoice', '开票日期：{Y}年{mm}月{dd}日', R),
        ('contract, Han numerals', '签订日期：{Yh}年{mh}月{dh}日', {}),
        ('wedding invitation', '谨定于公历{Y}年{m}月{d}日（星期{Wz}）为长子王磊举行婚礼', {}),
        ('diary entry', '{Y}年{m}月{d}日　星期{Wz}　晴。今天去外婆家吃饺子。', P),
        ('meeting minutes', '会议纪要（{Y}.{mm}.{dd}）', {}),
        ('software release notes', '版本 5.13.2 更新于 {Y}年{m}月{d}日：修复导出乱码问题', R),
    ],
    'month': [
        ('credit card statement', '{Y}年{m}月账单已出，请于到期日前还款', R),
        ('rental agreement', '租期自{Y}年{m}月起', {}),
        ('tax deadline', '{Y}年{m}月增值税申报已完成', R),
        ('museum label', '{Y}年{m}月入藏，张氏家族捐赠', P),
        ('warranty card', '保修至{Y}年{m}月', R),
        ('exhibition poster, traditional script', '展期至{Y}年{m}月底 · 國立故宮博物院', {}),
    ],
    'noyear': [
        ('calendar reminder', '提醒：{m}月{d}日（周{Wz}）{HH}:{MI}-{HE}:{ME} 与供应商电话会议', R),
        ('exam timetable', '期末考试：高等数学 {m}月{d}日 上午9:00-11:00', {}),
        ('TV listing', '{m}月{d}日 周{Wz} 19:00 CCTV-1 新闻联播', {}),
        ('concert poster', '{m}月{d}日（星期{Wz}）晚上7点30分 · 国家大剧院音乐厅', {}),
        ('parcel tracking history', '{mm}-{dd} {HH}:{MI} 快件已由【北京顺义营业部】揽收', R),
        ('party message', '周{Wz}（{m}月{d}日）晚{h12}点给小美过生日，别迟到！', {'eve': True}),
    ],
    'none': [
        ('hotel booking confirmation', '订单号 883016 房间 1208 两晚 共计 ¥1,236'),
        ('medical appointment SMS', '就诊时长约20分钟，请提前15分钟到达。'),
        ('boarding pass', 'CA 1831 航班登机口 C12，18:40 开始登机'),
        ('office notice, month without a date', '每年八月公司统一放假一周。'),
        ('software release notes', '3.14.2 版本启动速度提升 20%。'),
    ],
    'date': [('zh_TW', '%Y年%-m月%-d日 %A %H:%M', 'full'), ('zh_CN', '%Y-%m-%d %a', 'full'),
             ('zh_HK', '%Y年%-m月', 'month'), ('zh_CN', '%-m月%-d日 %A', 'noyear')],
    'ls': [('zh_CN', None, 'full'), ('zh_TW', 'locale', 'full'),
           ('zh_CN', '+%b%e日 %H:%M', 'noyear'), ('zh_TW', '+%Y-%m-%d %a %H:%M', 'full')],
}

# ------------------------------------------------------------------ ko
LANGS['ko'] = {
    'full': [
        ('calendar invitation', '초대: 주간 회의 · {Y}년 {m}월 {d}일 ({Wk}) 오후 '
         '{h12}:{MI}~{h12E}:{ME}', RPM),
        ('card payment slip', '승인일시 {Y}/{mm}/{dd} {HH}:{MI}:{SS} 신한카드 승인금액 12,500원', R),
        ('identity card field', '주민등록증 발급일 {Y}. {m}. {d}.', R),
        ('medical appointment SMS', '[서울내과] {Y}년 {m}월 {d}일 {HH}:{MI} 진료 예약이 '
         '확정되었습니다.', R),
        ('hotel booking confirmation', '체크인: {Y}년 {m}월 {d}일 {Wk}요일 15:00 이후', R),
        ('invoice', '작성일자 {Y}-{mm}-{dd} / 공급가액 1,200,000원', R),
        ('contract', '{Y}년 {m}월 {d}일 위 계약 내용을 확인하고 서명 날인함', {}),
        ('wedding invitation', '{Y}년 {m}월 {d}일 {Wk}요일 오후 {h12}시 {MI}분, 더채플 3층', PM),
        ('diary entry', '{Y}년 {m}월 {d}일 {Wk}요일, 맑음. 오늘은 할머니 댁에 갔다.', P),
        ('meeting minutes', '제3차 운영위원회 회의록 ({Y}. {m}. {d}.)', {}),
        ('software release notes', '버전 2.0.17 ({Y}-{mm}-{dd}) 릴리스 노트: PDF 내보내기 '
         '오류 수정', R),
    ],
    'month': [
        ('credit card statement', '{Y}년 {m}월 카드 이용대금 명세서', R),
        ('rental agreement', '임대 기간: {Y}년 {m}월부터 2년', {}),
        ('insurance notice', '{Y}년 {m}월분 건강보험료 납부 안내', R),
        ('museum label', '{Y}년 {m}월 기증, 김씨 문중', P),
        ('warranty card', '보증 기간: {Y}년 {m}월까지', R),
        ('exhibition poster', '전시 기간 ~ {Y}년 {m}월 말 · 국립현대미술관', {}),
    ],
    'noyear': [
        ('calendar reminder', '[알림] {m}월 {d}일 ({Wk}) {HH}:{MI}~{HE}:{ME} 거래처 화상 회의', R),
        ('exam timetable', '기말고사: {m}월 {d}일 {Wk}요일 1교시 국어', {}),
        ('TV listing', '{m}월 {d}일({Wk}) 밤 10시 KBS2 드라마 방송', {}),
        ('concert poster', '{m}월 {d}일 {Wk}요일 오후 {h12}시 · 예술의전당 콘서트홀', PM),
        ('parcel tracking history', '{mm}.{dd} {HH}:{MI} 배송출발 (서울강남)', R),
        ('party message', '{Wk}요일 {m}/{d} 저녁 {h12}시에 생일파티 해요~', {'eve': True}),
    ],
    'none': [
        ('hotel booking confirmation', '예약번호 KR58213 · 객실 1504호 · 총 금액 386,000원'),
        ('medical appointment SMS', '진료 시간은 약 20분 소요되며 15분 전까지 도착해 주세요.'),
        ('boarding pass', 'KE 017편 탑승구 24번, 18:50 탑승 시작'),
        ('shop notice, month without a date', '매년 8월에는 여름휴가로 휴무합니다.'),
        ('software release notes', '3.14.2 버전에서 실행 속도가 20% 빨라졌습니다.'),
    ],
    'date': [('ko_KR', '%Y년 %-m월 %-d일 %A %p %I:%M', 'full'), ('ko_KR', '%Y.%m.%d %H:%M', 'full'),
             ('ko_KR', '%Y년 %m월', 'month'), ('ko_KR', '%-m월 %-d일 %A', 'noyear')],
    'ls': [('ko_KR', None, 'full'), ('ko_KR', 'locale', 'full'),
           ('ko_KR', '+%b %e일 %H:%M', 'noyear'), ('ko_KR', '+%Y년 %-m월 %-d일 (%a) %H:%M', 'full')],
}

# ------------------------------------------------------------------ ar
AR = {'digits': 'arab'}
LANGS['ar'] = {
    'full': [
        ('calendar invitation', 'دعوة: اجتماع الميزانية · {Wn} {d} {Mn} {Y} · {HH}:{MI} - '
         '{HE}:{ME}', R),
        ('bank SMS', 'تم خصم 250.00 ج.م من بطاقتك 4410 لدى CARREFOUR بتاريخ {dd}/{mm}/{Y}', R),
        ('passport field', 'تاريخ الميلاد: {dd}/{mm}/{Y}', {'past': True, 'digits': 'arab'}),
        ('medical appointment SMS', 'تذكير: موعدك في عيادة د. سامي يوم {Wn} {d}-{m}-{Y} '
         'الساعة {HH}:{MI}', R),
        ('hotel booking confirmation', 'تسجيل الوصول: {Wn}، {d} {Mn} {Y}، بعد الساعة 2:00 م', R),
        ('invoice', 'تاريخ الفاتورة: {Y}/{mm}/{dd} – رقم الفاتورة INV-0457', R),
        ('contract, Levantine months', 'حُرر هذا العقد يوم {Wn} في {d} {Mlev} {Y} في مدينة '
         'بيروت', {}),
        ('wedding invitation', 'ندعوكم لحضور حفل زفاف أحمد وسارة يوم {Wn} {d} {Mn} {Y}', AR),
        ('diary entry, Moroccan months', 'الرباط، {Wn} {d} {Mma} {Y}. أمطرت طوال النهار.', P),
        ('meeting minutes', 'محضر اجتماع مجلس الإدارة المنعقد بتاريخ {dd}/{mm}/{Y}', AR),
        ('software release notes', 'الإصدار 2.0.17 – {Y}-{mm}-{dd}: إصلاح مشكلة تصدير '
         'ملفات PDF', R),
    ],
    'month': [
        ('bank statement period', 'كشف حساب شهر {Mn} {Y}', R),
        ('rental agreement, Levantine months', 'يبدأ عقد الإيجار اعتبارًا من {Mlev} {Y}', {}),
        ('tax deadline', 'آخر موعد لتقديم الإقرار الضريبي عن شهر {Mn} {Y}', R),
        ('museum label, Algerian months', 'إهداء من أسرة الشريف، {Mdz} {Y}', P),
        ('warranty card', 'الضمان ساري حتى {mm}/{Y}', {'recent': True, 'digits': 'arab'}),
        ('exhibition poster', 'المعرض مستمر حتى {Mn} {Y} – دار الأوبرا المصرية', {}),
    ],
    'noyear': [
        ('calendar reminder', 'تذكير: {Wn} {d} {Mn}، {HH}:{MI} - {HE}:{ME}، مكالمة مع المورد', R),
        ('exam timetable', 'امتحان الرياضيات: {Wn} {d} {Mn} الساعة {H} صباحًا، قاعة 3',
         {'am': True, 'digits': 'arab'}),
        ('TV listing, Levantine months', '{Wn} {d} {Mlev} · الساعة 20:30 · على شاشة الجديد', {}),
        ('concert poster', 'حفل موسيقي {d} {Mn} الساعة {h12} مساءً – دار الأوبرا',
         {'eve': True, 'digits': 'arab'}),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} – تم تسليم الشحنة عبر Aramex', R),
        ('party invitation, Moroccan Arabic', 'العرس ديال ولد خالتي نهار {Wn} {d} {Mma}، '
         'مرحبا بكم', {}),
    ],
    'none': [
        ('hotel booking confirmation', 'رقم الحجز 58213 – غرفة 412 – المبلغ الإجمالي 3,450 ريال'),
        ('medical appointment SMS', 'مدة الكشف حوالي 20 دقيقة، يرجى الحضور قبل الموعد بـ 15 '
         'دقيقة.'),
        ('boarding pass', 'الرحلة MS 985 تقلع من البوابة 7 الساعة 18:40'),
        ('office notice, month without a date', 'يغلق المكتب في شهر أغسطس من كل عام.'),
        ('software release notes', 'التحديث 3.14.2 يقلل استهلاك البطارية بنسبة 15%.'),
    ],
    'date': [('ar_SA', '%A %-d %B %Y', 'full'), ('ar_MA', '%d/%m/%Y', 'full'),
             ('ar_JO', '%B %Y', 'month'), ('ar_EG', '%-d %B', 'noyear')],
    'ls': [('ar_EG', None, 'full'), ('ar_SA', 'locale', 'full'),
           ('ar_LB', '+%e %B %H:%M', 'noyear'), ('ar_AE', '+%A %-d %B %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ fa
FA = {'digits': 'persian'}
LANGS['fa'] = {
    'full': [
        ('calendar invitation', 'دعوت‌نامه: جلسهٔ بودجه · {Wn} {d} {Mn} {Y} · {HH}:{MI} تا '
         '{HE}:{ME}', {'recent': True, 'digits': 'persian'}),
        ('card payment line', 'پرداخت با ویزا کارت در ⟦Amazon.de⟧ به مبلغ ⟦45.90⟧ EUR – '
         '{dd}.{mm}.{Y}', R),
        ('passport field', 'تاریخ تولد (میلادی): {dd}/{mm}/{Y}', {'past': True, 'digits': 'persian'}),
        ('medical appointment SMS', 'یادآوری نوبت دکتر: {Wn} {d} {Mn} {Y} میلادی، ساعت '
         '{HH}:{MI}', {'recent': True, 'digits': 'persian'}),
        ('hotel booking confirmation', 'ورود به هتل: {d} {Mn} {Y}، از ساعت ۱۴ – خروج تا '
         'ساعت ۱۲', {'recent': True, 'digits': 'persian'}),
        ('invoice', 'تاریخ صدور فاکتور: {Y}-{mm}-{dd} (میلادی)', R),
        ('contract', 'این قرارداد در تاریخ {d} {Mn} {Y} میلادی در دو نسخه تنظیم شد.', FA),
        ('wedding invitation', 'مراسم عروسی سارا و امید، {Wn} {d} {Mn} {Y}، تورنتو', FA),
        ('diary entry', '{Wn} {d} {Mn} {Y} – امروز تمام روز برف بارید.', {'past': True,
                                                                     'digits': 'persian'}),
        ('meeting minutes', 'صورتجلسهٔ هیئت‌مدیره مورخ {dd}/{mm}/{Y} میلادی', FA),
        ('software release notes', 'نسخهٔ ⟦2.0.17⟧ در {d} {Mn} {Y} منتشر شد: رفع اشکال '
         'خروجی PDF', {'recent': True, 'digits': 'persian'}),
    ],
    'month': [
        ('credit card statement', 'صورت‌حساب کارت اعتباری – {Mn} {Y}', {'recent': True,
                                                                  'digits': 'persian'}),
        ('rental agreement', 'اجاره از {Mn} {Y} میلادی آغاز می‌شود', FA),
        ('tax deadline', 'مهلت ارائهٔ اظهارنامه: پایان {Mn} {Y}', {'recent': True,
                                                               'digits': 'persian'}),
        ('museum label', 'اهدایی خانوادهٔ فرمانفرمائیان، {Mn} {Y}', {'past': True,
                                                                 'digits': 'persian'}),
        ('warranty card', 'گارانتی تا {Mn} {Y} معتبر است', {'recent': True,
                                                          'digits': 'persian'}),
        ('exhibition poster', 'نمایشگاه تا {Mn} {Y} ادامه دارد – گالری آران', {}),
    ],
    'noyear': [
        ('calendar reminder', 'یادآوری: {Wn} {d} {Mn}، ساعت {HH}:{MI} تا {HE}:{ME}، تماس با '
         'تأمین‌کننده', {'recent': True, 'digits': 'persian'}),
        ('exam timetable', 'امتحان ریاضی: {d} {Mn}، ساعت {H} صبح، کلاس ۲۰۴',
         {'am': True, 'digits': 'persian'}),
        ('TV listing', '{Wn} {d} {Mn} · ساعت ۲۱:۳۰ · ⟦BBC⟧ فارسی', FA),
        ('concert poster', 'کنسرت در {d} {Mn}، ساعت {HH}:{MI}، سالن Roy Thomson', FA),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} – مرسوله توسط DHL تحویل شد', FA),
        ('party invitation', 'جشن تولد مریم {Wn} {d} {Mn} ساعت {h12} عصر',
         {'pm': True, 'digits': 'persian'}),
    ],
    'none': [
        ('hotel booking confirmation', 'کد رزرو ۵۸۲۱۳ – اتاق ۴۱۲ – مبلغ کل ۳۲۰ یورو'),
        ('medical appointment SMS', 'مدت ویزیت حدود ۲۰ دقیقه است؛ ۱۵ دقیقه زودتر بیایید.'),
        ('boarding pass', 'پرواز IR 712 ساعت ۱۸:۴۰ از گیت ۵ حرکت می‌کند'),
        ('office notice, month without a date', 'دفتر هر سال در ماه اوت تعطیل است.'),
        ('software release notes', 'به‌روزرسانی 3.14.2 مصرف باتری را ۱۵٪ کاهش می‌دهد.'),
    ],
    'date': [('fa_IR', '%A %-d %B %Y', 'full'), ('fa_IR', '%Y/%m/%d', 'full'),
             ('fa_IR', '%B %Y', 'month'), ('fa_IR', '%Oe %B', 'noyear')],
    'ls': [('fa_IR', None, 'full'), ('fa_IR', 'locale', 'full'),
           ('fa_IR', '+%e %B %H:%M', 'noyear'), ('fa_IR', '+%A %-d %B %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ he
LANGS['he'] = {
    'full': [
        ('calendar invitation', 'הזמנה: ישיבת צוות · {Wn}, {d} ב{Mn} {Y} · {HH}:{MI}–{HE}:{ME}', R),
        ('card payment SMS', 'חיוב בכרטיס 4410 בסך 312.90 ₪ ב-SUPER-PHARM, {d}.{m}.{Y}', R),
        ('identity card field', 'תאריך לידה: {dd}/{mm}/{Y}', P),
        ('medical appointment SMS', 'כללית: תזכורת לתור לד"ר כהן ב{Wn} {d}.{m}.{Y} בשעה '
         '{HH}:{MI}', R),
        ('hotel booking confirmation', "צ'ק-אין: {Wn}, {d} ב{Mn} {Y}, החל מהשעה 15:00", R),
        ('invoice', "חשבונית מס מס' 0457 · תאריך: {dd}/{mm}/{Y}", R),
        ('contract', 'שנערך ונחתם בתל אביב ביום {d} לחודש {Mn} {Y}', {}),
        ('wedding invitation', 'אנו שמחים להזמינכם לחתונתנו שתיערך ב{Wn}, {d} ב{Mn} {Y}', {}),
        ('diary entry', '{Wn}, {d} ב{Mn} {Y}. גשם כל היום, בערב קראתי עגנון.', P),
        ('meeting minutes', 'פרוטוקול ישיבת ועד הבית מיום {d}.{m}.{Y}', {}),
        ('software release notes', 'גרסה 2.0.17 ({Y}-{mm}-{dd}): תוקנה תקלה בייצוא ל-PDF', R),
    ],
    'month': [
        ('bank statement period', 'דף חשבון לחודש {Mn} {Y}', R),
        ('rental agreement', 'תקופת השכירות מתחילה ב{Mn} {Y}', {}),
        ('tax deadline', 'דיווח מע"מ לחודש {Mn} {Y} הוגש בהצלחה', R),
        ('museum label', 'תרומת משפחת לוי, {Mn} {Y}', P),
        ('warranty card', 'האחריות בתוקף עד {mm}/{Y}', R),
        ('exhibition poster', 'התערוכה מוצגת עד סוף {Mn} {Y} · מוזיאון ישראל', {}),
    ],
    'noyear': [
        ('calendar reminder', 'תזכורת: {Wn}, {d} ב{Mn}, {HH}:{MI}–{HE}:{ME}, שיחה עם הספק', R),
        ('exam timetable', 'בחינה במתמטיקה: {d} ב{Mn}, {HH}:{MI}, כיתה 204', {}),
        ('TV listing', '{Wn} {d}.{m} | 20:00 | כאן 11 | מהדורת חדשות', {}),
        ('concert poster', 'הופעה ב-{d} ב{Mn} בשעה {HH}:{MI}, היכל התרבות', {}),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} החבילה נמסרה לנקודת איסוף', R),
        ('party invitation', 'מסיבת יום הולדת ל-Noa ב{Wn}, {d} ב{Mn}, בשעה {H}:00', PM),
    ],
    'none': [
        ('hotel booking confirmation', 'מספר הזמנה 58213 · חדר 412 · סה"כ לתשלום 1,240 ₪'),
        ('medical appointment SMS', 'משך הבדיקה כ-20 דקות, נא להגיע 10 דקות לפני.'),
        ('boarding pass', 'טיסה LY 315 ממריאה משער B7 בשעה 18:40'),
        ('office notice, month without a date', 'בכל אוגוסט המשרד סגור לשבועיים.'),
        ('software release notes', 'עדכון 3.14.2 משפר את זמן הטעינה ב-15%.'),
    ],
    'date': [('he_IL', '%A %-d %B %Y', 'full'), ('he_IL', '%d.%m.%Y %H:%M', 'full'),
             ('he_IL', '%B %Y', 'month'), ('he_IL', '%-d ב%B', 'noyear')],
    'ls': [('he_IL', None, 'full'), ('he_IL', 'locale', 'full'),
           ('he_IL', '+%e ב%B %H:%M', 'noyear'), ('he_IL', '+%d.%m.%Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ hi
HI = {'digits': 'deva'}
LANGS['hi'] = {
    'full': [
        ('calendar invitation', 'आमंत्रण: बजट बैठक · {Wn}, {d} {Mn} {Y} · {HH}:{MI} – '
         '{HE}:{ME}', R),
        ('bank SMS', 'आपके खाते XX4410 से ₹2,500.00 UPI द्वारा {dd}-{mm}-{Y} को डेबिट किए गए।', R),
        ('identity card field', 'जन्म तिथि/DOB: {dd}/{mm}/{Y}', P),
        ('medical appointment SMS', 'अनुस्मारक: डॉ. शर्मा के साथ आपकी अपॉइंटमेंट {d} {Mn} '
         '{Y} को {HH}:{MI} बजे है।', R),
        ('hotel booking confirmation', 'चेक-इन: {Wn}, {d} {Mn} {Y}, दोपहर 12 बजे के बाद', R),
        ('invoice', 'बिल दिनांक: {dd}.{mm}.{Y} | देय तिथि: 15 दिन में', R),
        ('contract', 'यह अनुबंध आज दिनांक {d} {Mn} {Y} को नई दिल्ली में निष्पादित किया गया।', HI),
        ('wedding invitation', 'शुभ विवाह: {Wn}, {d} {Mn} {Y}, स्थान: होटल ग्रैंड, जयपुर', HI),
        ('diary entry', '{d} {Mn} {Y}, {Wn}। आज पूरे दिन बारिश हुई।', P),
        ('meeting minutes', 'दिनांक {dd}/{mm}/{Y} को आयोजित ग्राम सभा की बैठक का कार्यवृत्त', HI),
        ('election notice', 'मतदान की तिथि: {d} {Mn} {Y} ({Wn}), प्रातः 7 बजे से सायं 6 बजे तक', HI),
    ],
    'month': [
        ('bank statement period', '{Mn} {Y} का खाता विवरण', R),
        ('rental agreement', 'किरायानामा {Mn} {Y} से प्रभावी होगा', {}),
        ('tax deadline', '{Mn} {Y} का जीएसटी रिटर्न दाखिल कर दिया गया है', R),
        ('museum label', '{Mn} {Y} में राय परिवार द्वारा दान', P),
        ('warranty card', 'वारंटी {Mn} {Y} तक मान्य', R),
        ('software release notes', '{Mn} {Y} अपडेट: नया डार्क मोड', {'recent': True,
                                                                 'digits': 'deva'}),
    ],
    'noyear': [
        ('calendar reminder', 'अनुस्मारक: {Wn}, {d} {Mn}, {HH}:{MI}–{HE}:{ME}, आपूर्तिकर्ता के '
         'साथ कॉल', R),
        ('exam timetable', 'गणित की परीक्षा: {d} {Mn}, प्रातः {H} बजे, कक्ष 12',
         {'am': True, 'digits': 'deva'}),
        ('TV listing', '{Wn}, {d} {Mn} · रात 9 बजे · DD National', {}),
        ('concert poster', 'संगीत संध्या: {d} {Mn}, शाम {h12} बजे, कमानी ऑडिटोरियम', {'eve': True}),
        ('parcel tracking history', '{dd}-{mm} {HH}:{MI} शिपमेंट डिलीवरी के लिए निकला – '
         'Delhivery', R),
        ('party invitation', 'मेरे जन्मदिन की पार्टी {Wn}, {d} {Mn} को शाम {h12} बजे!', {'eve': True}),
    ],
    'none': [
        ('hotel booking confirmation', 'बुकिंग संख्या 58213 · कमरा 412 · कुल राशि ₹6,450'),
        ('medical appointment SMS', 'जाँच में लगभग 20 मिनट लगेंगे, कृपया 15 मिनट पहले आएँ।'),
        ('boarding pass', 'उड़ान AI 865 गेट 14 से शाम 6:40 बजे रवाना होगी'),
        ('office notice, month without a date', 'हर साल अगस्त में कार्यालय दो सप्ताह बंद '
         'रहता है।'),
        ('software release notes', 'संस्करण 3.14.2 में ऐप 20% तेज़ खुलता है।'),
    ],
    'date': [('hi_IN', '%A, %-d %B %Y', 'full'), ('hi_IN', '%d-%m-%Y', 'full'),
             ('hi_IN', '%B %Y', 'month'), ('hi_IN', '%-d %B, %A', 'noyear')],
    'ls': [('hi_IN', None, 'full'), ('hi_IN', 'locale', 'full'),
           ('hi_IN', '+%-d %b %H:%M', 'noyear'), ('hi_IN', '+%d %B %Y, %H:%M', 'full')],
}

# ------------------------------------------------------------------ id
LANGS['id'] = {
    'full': [
        ('calendar invitation', 'Undangan: Rapat anggaran · {Wn}, {d} {Mn} {Y} · '
         '{HH}.{MI}–{HE}.{ME} WIB', R),
        ('transfer confirmation', 'Transfer berhasil {dd}/{mm}/{Y} {HH}:{MI}:{SS} WIB · '
         'Rp 1.250.000 ke BCA', R),
        ('identity card field', 'Tempat/Tgl Lahir : BANDUNG, {dd}-{mm}-{Y}', P),
        ('medical appointment SMS', 'Pengingat: jadwal kontrol dr. Rina {Wn}, {d} {Mn} {Y} '
         'pukul {HH}.{MI} WIB', R),
        ('hotel booking confirmation', 'Check-in: {Wn}, {d} {Ma} {Y} (mulai 14.00) · '
         'Check-out: 12.00', R),
        ('invoice', 'Tanggal Faktur: {d} {Mn} {Y} · Jatuh Tempo: 30 hari', R),
        ('notarial act', 'Pada hari ini, {Wn}, tanggal {d} {Mn} {Y}, menghadap kepada saya, '
         'Notaris', {}),
        ('wedding invitation', 'Akad Nikah: {Wn}, {d} {Mn} {Y}, pukul 08.00 WIB, Masjid '
         'Al-Ikhlas', {}),
        ('diary entry', '{Wn}, {d} {Mn} {Y}. Hujan seharian, sore ke rumah nenek.', P),
        ('meeting minutes', 'Notulen rapat warga RT 05/RW 02 tanggal {d} {Mn} {Y}', {}),
        ('software release notes', 'Versi 2.0.17 dirilis {d} {Mn} {Y}: perbaikan ekspor PDF', R),
    ],
    'month': [
        ('credit card statement', 'Tagihan kartu kredit periode {Mn} {Y}', R),
        ('rental agreement', 'Masa sewa dimulai {Mn} {Y}, dibayar per tahun', {}),
        ('tax deadline', 'Batas lapor SPT Masa PPN {Mn} {Y}', R),
        ('museum label', 'Hibah keluarga Soeharjo, {Mn} {Y}', P),
        ('warranty card', 'Garansi berlaku hingga {Mn} {Y}', R),
        ('exhibition poster', 'PAMERAN HINGGA {MnU} {Y} · GALERI NASIONAL', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Pengingat: {Wn}, {d} {Mn}, {HH}.{MI}–{HE}.{ME} · telepon '
         'dengan pemasok', R),
        ('exam timetable', 'Ujian Matematika: {Wn}, {d} {Mn}, pukul {HH}.{MI}, ruang 204', {}),
        ('TV listing', '{Wn}, {d} {Mn} · 19.00 WIB · Indosiar', {}),
        ('concert poster', 'KONSER · {d} {MnU} · 19.30 WIB · ISTORA SENAYAN', {}),
        ('parcel tracking history', '{dd}-{mm} {HH}:{MI} Paket diterima di gudang Cakung', R),
        ('party message', 'Syukuran ulang tahun Dinda {Wn} {d} {Mn} jam {h12} sore ya', PM),
    ],
    'none': [
        ('hotel booking confirmation', 'Kode booking 5QX82M · Kamar 412 · Total Rp 1.860.000'),
        ('medical appointment SMS', 'Pemeriksaan berlangsung sekitar 20 menit.'),
        ('boarding pass', 'Penerbangan GA 404 berangkat dari gate 7 pukul 18.40'),
        ('office notice, month without a date', 'Setiap bulan Agustus kantor tutup selama '
         'dua pekan.'),
        ('software release notes', 'Pembaruan 3.14.2 menghemat baterai hingga 15%.'),
    ],
    'date': [('id_ID', '%A, %-d %B %Y pukul %H.%M', 'full'), ('id_ID', '%d/%m/%Y', 'full'),
             ('id_ID', '%B %Y', 'month'), ('id_ID', '%A, %-d %b', 'noyear')],
    'ls': [('id_ID', None, 'full'), ('id_ID', 'locale', 'full'),
           ('id_ID', '+%b %e %H:%M', 'noyear'), ('id_ID', '+%a, %d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ vi
LANGS['vi'] = {
    'full': [
        ('calendar invitation', 'Lời mời: Họp giao ban · {Wn}, ngày {d} tháng {m} năm {Y} · '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('bank SMS', 'TK xxx4410 -250,000VND luc {dd}-{mm}-{Y} {HH}:{MI}. ND: thanh toan '
         'tien dien', R),
        ('identity card field', 'Ngày sinh / Date of birth: {dd}/{mm}/{Y}', P),
        ('medical appointment SMS', 'Nhắc lịch khám: {HH}:{MI} ngày {dd}/{mm}/{Y} tại Bệnh '
         'viện Bạch Mai', R),
        ('hotel booking confirmation', 'Nhận phòng: {Wn}, {d} thg {m}, {Y} (từ 14:00)', R),
        ('invoice', 'Ngày {dd} tháng {mm} năm {Y}', R),
        ('contract', 'Hôm nay, ngày {d} tháng {m} năm {Y}, tại Hà Nội, chúng tôi gồm có:', {}),
        ('wedding invitation', 'Hôn lễ được cử hành vào lúc {H} giờ {MI}, {Wn}, ngày '
         '{d}/{m}/{Y}', PM),
        ('diary entry', '{Wn}, {d}/{m}/{Y}. Trời mưa cả ngày, tối đọc sách.', P),
        ('meeting minutes', 'Biên bản họp chi bộ ngày {dd}.{mm}.{Y}', {}),
        ('software release notes', 'Phiên bản 2.0.17 phát hành ngày {Y}-{mm}-{dd}: sửa lỗi '
         'xuất PDF', R),
    ],
    'month': [
        ('bank statement period', 'Sao kê tài khoản tháng {m}/{Y}', R),
        ('rental agreement', 'Hợp đồng thuê nhà có hiệu lực từ tháng {m} năm {Y}', {}),
        ('tax deadline', 'Hạn nộp tờ khai thuế GTGT tháng {mm}/{Y}', R),
        ('museum label', 'Hiện vật do gia đình ông Nguyễn Văn Hải hiến tặng tháng {m} năm {Y}', P),
        ('warranty card', 'Bảo hành đến tháng {m}/{Y}', R),
        ('exhibition poster', 'TRIỂN LÃM ĐẾN HẾT THÁNG {m}/{Y}', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Nhắc nhở: {Wn}, {d} tháng {m}, {HH}:{MI}–{HE}:{ME} · gọi cho '
         'nhà cung cấp', R),
        ('exam timetable', 'Lịch thi môn Toán: ngày {d}/{m}, ca {H}h{MI}, phòng B204', {}),
        ('TV listing', '{Wn} {d}/{m} · 20h00 · VTV3 · Phim truyện', {}),
        ('concert poster', 'ĐÊM NHẠC · {d} THÁNG {m} · 20H00 · NHÀ HÁT LỚN', {}),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} Đơn hàng đã giao thành công', R),
        ('party message', 'Sinh nhật bé Na vào {Wn} {d}/{m} lúc {H}h, cả nhà đến nhé!', PM),
    ],
    'none': [
        ('hotel booking confirmation', 'Mã đặt phòng 58213 · Phòng 412 · Tổng cộng '
         '3.450.000 đ'),
        ('medical appointment SMS', 'Thời gian khám khoảng 20 phút, vui lòng đến trước 15 phút.'),
        ('boarding pass', 'Chuyến bay VN 245 khởi hành từ cửa 14 lúc 18:40'),
        ('office notice, month without a date', 'Tháng Tám năm nào công ty cũng nghỉ hè '
         'một tuần.'),
        ('software release notes', 'Bản cập nhật 3.14.2 giúp tiết kiệm pin hơn 15%.'),
    ],
    'date': [('vi_VN', '%A, ngày %-d %B năm %Y', 'full'), ('vi_VN', '%d/%m/%Y %H:%M', 'full'),
             ('vi_VN', '%B/%Y', 'month'), ('vi_VN', '%A, %-d %B', 'noyear')],
    'ls': [('vi_VN', None, 'full'), ('vi_VN', 'locale', 'full'),
           ('vi_VN', '+%H:%M %e %b', 'noyear'), ('vi_VN', '+%d/%m/%Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ th
TH = {'digits': 'thai'}
LANGS['th'] = {
    'full': [
        ('calendar invitation', 'คำเชิญ: ประชุมงบประมาณ · {Wn}ที่ {d} {Mn} ค.ศ. {Y} · '
         '{HH}:{MI}–{HE}:{ME} น.', R),
        ('transfer slip', 'โอนเงินสำเร็จ {d} {Ma} {Y} {HH}:{MI} น. จำนวน 1,500.00 บาท', R),
        ('passport field', 'วันเกิด / Date of birth: {dd} {Men} {Y}', P),
        ('medical appointment SMS', 'รพ.ศิริราช: นัดตรวจ{Wn}ที่ {d} {Mn} ค.ศ. {Y} เวลา '
         '{HH}.{MI} น.', R),
        ('hotel booking confirmation', 'เช็คอิน: {Wn}ที่ {d} {Ma} {Y} หลัง 14:00 น. | '
         'Booking ID 58213', R),
        ('invoice', 'วันที่ออกใบแจ้งหนี้: {dd}/{mm}/{Y} (ค.ศ.)', R),
        ('contract, Thai digits', 'สัญญานี้ทำขึ้นที่กรุงเทพมหานคร เมื่อวันที่ {d} {Mn} ค.ศ. {Y}', TH),
        ('wedding invitation, Thai digits', 'ขอเชิญร่วมงานมงคลสมรส {Wn}ที่ {d} {Mn} ค.ศ. {Y} '
         'ณ โรงแรมสยาม', TH),
        ('diary entry', '{Wn}ที่ {d} {Mn} ค.ศ. {Y} ฝนตกทั้งวัน', P),
        ('meeting minutes', 'รายงานการประชุมคณะกรรมการ ครั้งที่ 3 วันที่ {d} {Mn} ค.ศ. {Y}', {}),
        ('software release notes', 'เวอร์ชัน 2.0.17 ({Y}-{mm}-{dd}) แก้ไขปัญหาการส่งออก PDF', R),
    ],
    'month': [
        ('bank statement period', 'ใบแจ้งยอดบัญชีเดือน{Mn} ค.ศ. {Y}', R),
        ('rental agreement', 'สัญญาเช่าเริ่มตั้งแต่เดือน{Mn} ค.ศ. {Y}', {}),
        ('tax deadline', 'ยื่นแบบ ภ.พ.30 ประจำเดือน{Mn} ค.ศ. {Y}', R),
        ('museum label', 'ได้รับบริจาคจากครอบครัวสุวรรณ เมื่อ{Mn} ค.ศ. {Y}', P),
        ('warranty card', 'รับประกันถึง {mm}/{Y}', R),
        ('exhibition poster', 'นิทรรศการจัดแสดงถึงสิ้นเดือน{Mn} {Y} · หอศิลป์ BACC', {}),
    ],
    'noyear': [
        ('calendar reminder', 'แจ้งเตือน: {Wn}ที่ {d} {Mn} เวลา {HH}:{MI}–{HE}:{ME} น. '
         'โทรคุยกับซัพพลายเออร์', R),
        ('exam timetable', 'สอบวิชาคณิตศาสตร์ {d} {Ma} เวลา {HH}.{MI} น. ห้อง 204', {}),
        ('TV listing', '{Wn}ที่ {d} {Mn} เวลา 20.30 น. ช่อง 3 HD', {}),
        ('concert poster, Thai digits', 'คอนเสิร์ต {d} {Mn} เวลา {HH}.{MI} น. ณ อิมแพ็ค อารีน่า', TH),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} พัสดุถึงศูนย์คัดแยกสินค้า หลักสี่', R),
        ('party message', 'งานวันเกิดน้องมายด์ {Wn}ที่ {d} {Ma} {h12} โมงเย็น', {'eve': True}),
    ],
    'none': [
        ('hotel booking confirmation', 'รหัสการจอง 58213 ห้อง 412 ยอดรวม 3,450 บาท'),
        ('medical appointment SMS', 'ใช้เวลาตรวจประมาณ 20 นาที กรุณามาก่อนเวลา 15 นาที'),
        ('boarding pass', 'เที่ยวบิน TG 628 ออกจากประตู 14 เวลา 18.40 น.'),
        ('shop notice, month without a date', 'ทุกปีในเดือนสิงหาคม ร้านปิดปรับปรุงหนึ่งสัปดาห์'),
        ('software release notes', 'อัปเดต 3.14.2 ช่วยให้เปิดแอปเร็วขึ้น 20%'),
    ],
    'date': [('th_TH', '%A %-d %B ค.ศ. %Y', 'full'), ('th_TH', '%d/%m/%Y %H:%M', 'full'),
             ('th_TH', '%B ค.ศ. %Y', 'month'), ('th_TH', '%-d %b', 'noyear')],
    'ls': [('th_TH', None, 'full'), ('th_TH', 'locale', 'full'),
           ('th_TH', '+%e %b %H:%M', 'noyear'), ('th_TH', '+%-d %b %Y %H:%M', 'full')],
}

# ------------------------------------------------------------------ el
LANGS['el'] = {
    'full': [
        ('calendar invitation', 'Πρόσκληση: Σύσκεψη προϋπολογισμού · {Wn} {d} {Mg} {Y} · '
         '{HH}:{MI}–{HE}:{ME}', R),
        ('POS receipt', 'ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ {dd}/{mm}/{Y} {HH}:{MI} ΣΚΛΑΒΕΝΙΤΗΣ ΠΟΣΟ 42,30€', R),
        ('identity card field', 'Ημερ. γέννησης: {d} {Mg} {Y}', P),
        ('medical appointment SMS', 'Υπενθύμιση ραντεβού: {Wn} {dd}/{mm}/{Y} ώρα {HH}:{MI}, '
         'Ιατρείο Παππά', R),
        ('hotel booking confirmation', 'Άφιξη: {Wa} {d} {Ma} {Y}, από τις 15:00 · Αναχώρηση '
         'έως 11:00', R),
        ('invoice', 'Τιμολόγιο Παροχής Υπηρεσιών αρ. 457 – Ημ. έκδοσης: {dd}/{mm}/{Y}', R),
        ('contract', 'Στην Αθήνα σήμερα, {Wn} {d} {Mg} {Y}, οι κάτωθι συμβαλλόμενοι', {}),
        ('wedding invitation', 'Ο γάμος μας θα γίνει {Wp} {d} {Mg} {Y}, Άγιος Νικόλαος '
         'Πεύκων', {}),
        ('diary entry', '{Wn}, {d} {Mg} {Y}. Έβρεχε όλη μέρα· το βράδυ διάβασα Καζαντζάκη.', P),
        ('meeting minutes', 'Πρακτικό συνεδρίασης Δ.Σ. της {dth} {Mg} {Y}', {}),
        ('software release notes', 'Έκδοση 2.0.17 ({d} {Mg} {Y}): διορθώσεις στην εξαγωγή PDF', R),
    ],
    'month': [
        ('bank statement period', 'Μηνιαία κατάσταση λογαριασμού: {Mn} {Y}', R),
        ('rental agreement', 'Η μίσθωση ξεκινά τον {Macc} του {Y}', {}),
        ('tax deadline', 'Δήλωση ΦΠΑ περιόδου {Mg} {Y}', R),
        ('museum label', 'Δωρεά οικογένειας Μπενάκη, {Mn} {Y}', P),
        ('warranty card', 'Εγγύηση έως {mm}/{Y}', R),
        ('exhibition poster', 'ΕΚΘΕΣΗ ΕΩΣ {MgU} {Y} · ΕΘΝΙΚΗ ΠΙΝΑΚΟΘΗΚΗ', {}),
    ],
    'noyear': [
        ('calendar reminder', 'Υπενθύμιση: {Wn} {d} {Mg}, {HH}:{MI}–{HE}:{ME}, τηλεδιάσκεψη '
         'με προμηθευτή', R),
        ('exam timetable', 'Εξετάσεις Φυσικής: {Wn} {d} {Mg}, ώρα {HH}:{MI}, αίθουσα Α12', {}),
        ('TV listing', '{Wn} {d}/{m} · 21:00 · ΕΡΤ1 · Ειδήσεις', {}),
        ('concert poster', 'ΣΥΝΑΥΛΙΑ · {WnU} {d} {MgU} · ΩΡΑ 21:30 · ΗΡΩΔΕΙΟ', {}),
        ('parcel tracking history', '{dd}/{mm} {HH}:{MI} Η αποστολή παραδόθηκε στον παραλήπτη', R),
        ('party invitation', 'Σε περιμένουμε στο πάρτι γενεθλίων {Wp} {d} {Mg}, στις {H}:00!', PM),
    ],
    'none': [
        ('hotel booking confirmation', 'Κωδικός κράτησης 58213 · Δωμάτιο 412 · Σύνολο 380,00 €'),
        ('medical appointment SMS', 'Η εξέταση διαρκεί περίπου 20 λεπτά.'),
        ('boarding pass', 'Η πτήση A3 602 αναχωρεί από την πύλη 14 στις 18:40'),
        ('office notice, month without a date', 'Κάθε Αύγουστο το γραφείο κλείνει για δύο '
         'εβδομάδες.'),
        ('software release notes', 'Η ενημέρωση 3.14.2 μειώνει την κατανάλωση μπαταρίας '
         'κατά 15%.'),
    ],
    'date': [('el_GR', '%A, %-d %B %Y, %H:%M', 'full'), ('el_CY', '%d/%m/%Y', 'full'),
             ('el_GR', '%OB %Y', 'month'), ('el_CY', '%a %-d %b', 'noyear')],
    'ls': [('el_GR', None, 'full'), ('el_CY', 'locale', 'full'),
           ('el_GR', '+%e %b %H:%M', 'noyear'), ('el_GR', '+%a %-d %b %Y %H:%M', 'full')],
}
