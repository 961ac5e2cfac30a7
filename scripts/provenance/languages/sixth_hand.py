"""Hand-written templates, no-date lines and `date` formats of the sixth
multilingual set (data/languages-sixth/).  DO NOT READ before the set has
been scored: this file holds its lines in all but the drawn dates.

Templates are str.format strings filled by sixth_build.py with fields of
the drawn date:
  {Y} year, {m}/{mm} month, {d}/{dd} day, {mr} month in Roman numerals,
  {H}/{HH} hour, {MI} minutes, {h12} hour on a 12-hour clock,
  {Yh} {mh} {dh} Han numerals, {M...} month names and {W...} weekday names
  of MONTHS / WEEKDAYS below (key appended: {Mg} genitive, ...), and the
  language's EXTRA fields ({do} ordinal day, ...).
Options: 'past' (1900..2015), 'future' (2027..2045), 'pm' (hour 13..18),
'digits' ('arab', 'persian', 'deva', 'thai', 'full': every digit of the
line written in that script).

Registers (deliberately not those of the fifth set): e-mail client headers,
social media posts and comments, posters and tickets, product labels,
catalogue entries, history textbooks, sports reports, obituaries and
anniversaries, calendar entries and invitations, shipping notices, court
decision headers, citations and footnotes, weather reports, school
timetables and exam notices, infobox lines.
"""

P = {'past': True}
F = {'future': True}
PM = {'pm': True}

MONTHS = {
    'es': {'': 'enero febrero marzo abril mayo junio julio agosto septiembre '
               'octubre noviembre diciembre'.split(),
           'a': 'ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. '
                'dic.'.split()},
    'fr': {'': 'janvier février mars avril mai juin juillet août septembre '
               'octobre novembre décembre'.split(),
           'a': 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. '
                'déc.'.split()},
    'de': {'': 'Januar Februar März April Mai Juni Juli August September '
               'Oktober November Dezember'.split(),
           'a': 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. '
                'Dez.'.split()},
    'it': {'': 'gennaio febbraio marzo aprile maggio giugno luglio agosto '
               'settembre ottobre novembre dicembre'.split(),
           'a': 'gen feb mar apr mag giu lug ago set ott nov dic'.split()},
    'pt': {'': 'janeiro fevereiro março abril maio junho julho agosto '
               'setembro outubro novembro dezembro'.split(),
           'a': 'jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. '
                'dez.'.split()},
    'nl': {'': 'januari februari maart april mei juni juli augustus '
               'september oktober november december'.split(),
           'a': 'jan feb mrt apr mei jun jul aug sep okt nov dec'.split()},
    'ru': {'': 'январь февраль март апрель май июнь июль август сентябрь '
               'октябрь ноябрь декабрь'.split(),
           'g': 'января февраля марта апреля мая июня июля августа '
                'сентября октября ноября декабря'.split(),
           'l': 'январе феврале марте апреле мае июне июле августе '
                'сентябре октябре ноябре декабре'.split(),
           'a': 'янв. февр. марта апр. мая июня июля авг. сент. окт. нояб. '
                'дек.'.split()},
    'pl': {'': 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień '
               'wrzesień październik listopad grudzień'.split(),
           'g': 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia '
                'września października listopada grudnia'.split(),
           'l': 'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu '
                'wrześniu październiku listopadzie grudniu'.split(),
           'a': 'sty lut mar kwi maj cze lip sie wrz paź lis gru'.split()},
    'tr': {'': 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül '
               'Ekim Kasım Aralık'.split(),
           'l': "Ocak'ta Şubat'ta Mart'ta Nisan'da Mayıs'ta Haziran'da "
                "Temmuz'da Ağustos'ta Eylül'de Ekim'de Kasım'da "
                "Aralık'ta".split(),
           'a': 'Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara'.split()},
    'uk': {'': 'січень лютий березень квітень травень червень липень '
               'серпень вересень жовтень листопад грудень'.split(),
           'g': 'січня лютого березня квітня травня червня липня серпня '
                'вересня жовтня листопада грудня'.split(),
           'l': 'січні лютому березні квітні травні червні липні серпні '
                'вересні жовтні листопаді грудні'.split()},
    'cs': {'': 'leden únor březen duben květen červen červenec srpen září '
               'říjen listopad prosinec'.split(),
           'g': 'ledna února března dubna května června července srpna '
                'září října listopadu prosince'.split(),
           'l': 'lednu únoru březnu dubnu květnu červnu červenci srpnu září '
                'říjnu listopadu prosinci'.split()},
    'sv': {'': 'januari februari mars april maj juni juli augusti september '
               'oktober november december'.split(),
           'a': 'jan. feb. mars apr. maj juni juli aug. sep. okt. nov. '
                'dec.'.split()},
    'ro': {'': 'ianuarie februarie martie aprilie mai iunie iulie august '
               'septembrie octombrie noiembrie decembrie'.split(),
           'a': 'ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. '
                'dec.'.split()},
    'ar': {'': 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر '
               'أكتوبر نوفمبر ديسمبر'.split(),
           'l': ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران',
                 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني',
                 'كانون الأول'],
           'm': 'جانفي فيفري مارس أفريل ماي جوان جويلية أوت سبتمبر أكتوبر '
                'نوفمبر ديسمبر'.split()},
    'fa': {'': 'ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر '
               'نوامبر دسامبر'.split()},
    'he': {'': 'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר '
               'נובמבר דצמבר'.split()},
    'hi': {'': 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर '
               'नवंबर दिसंबर'.split()},
    'id': {'': 'Januari Februari Maret April Mei Juni Juli Agustus September '
               'Oktober November Desember'.split(),
           'a': 'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split()},
    'th': {'': 'มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม '
               'สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(),
           'a': 'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. '
                'ธ.ค.'.split()},
    'el': {'': 'Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος '
               'Ιούλιος Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος '
               'Δεκέμβριος'.split(),
           'g': 'Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου '
                'Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου '
                'Δεκεμβρίου'.split(),
           'c': 'Ιανουάριο Φεβρουάριο Μάρτιο Απρίλιο Μάιο Ιούνιο Ιούλιο '
                'Αύγουστο Σεπτέμβριο Οκτώβριο Νοέμβριο Δεκέμβριο'.split(),
           'a': 'Ιαν. Φεβ. Μαρ. Απρ. Μαΐου Ιουν. Ιουλ. Αυγ. Σεπ. Οκτ. Νοε. '
                'Δεκ.'.split()},
}

# Monday first.
WEEKDAYS = {
    'es': {'': 'lunes martes miércoles jueves viernes sábado domingo'.split(),
           'a': 'lun. mar. mié. jue. vie. sáb. dom.'.split()},
    'fr': {'': 'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(),
           'a': 'lun. mar. mer. jeu. ven. sam. dim.'.split()},
    'de': {'': 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag '
               'Sonntag'.split(),
           'a': 'Mo. Di. Mi. Do. Fr. Sa. So.'.split()},
    'it': {'': 'lunedì martedì mercoledì giovedì venerdì sabato '
               'domenica'.split(),
           'a': 'lun mar mer gio ven sab dom'.split()},
    'pt': {'': 'segunda-feira terça-feira quarta-feira quinta-feira '
               'sexta-feira sábado domingo'.split(),
           'a': 'seg. ter. qua. qui. sex. sáb. dom.'.split(),
           'n': ['na segunda-feira', 'na terça-feira', 'na quarta-feira',
                 'na quinta-feira', 'na sexta-feira', 'no sábado',
                 'no domingo']},
    'nl': {'': 'maandag dinsdag woensdag donderdag vrijdag zaterdag '
               'zondag'.split(),
           'a': 'ma di wo do vr za zo'.split()},
    'ru': {'': 'понедельник вторник среда четверг пятница суббота '
               'воскресенье'.split(),
           'a': 'пн вт ср чт пт сб вс'.split(),
           'v': ['в понедельник', 'во вторник', 'в среду', 'в четверг',
                 'в пятницу', 'в субботу', 'в воскресенье']},
    'pl': {'': 'poniedziałek wtorek środa czwartek piątek sobota '
               'niedziela'.split(),
           'w': ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek',
                 'w piątek', 'w sobotę', 'w niedzielę']},
    'tr': {'': 'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi '
               'Pazar'.split(),
           'a': 'Pzt Sal Çar Per Cum Cmt Paz'.split()},
    'uk': {'': 'понеділок вівторок середа четвер пʼятниця субота '
               'неділя'.split(),
           'v': ['у понеділок', 'у вівторок', 'у середу', 'у четвер',
                 'у пʼятницю', 'у суботу', 'у неділю']},
    'cs': {'': 'pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
           'v': ['v pondělí', 'v úterý', 've středu', 've čtvrtek',
                 'v pátek', 'v sobotu', 'v neděli']},
    'sv': {'': 'måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
           'a': 'mån tis ons tors fre lör sön'.split()},
    'ro': {'': 'luni marți miercuri joi vineri sâmbătă duminică'.split()},
    'ja': {'': '月火水木金土日'},
    'zh': {'': '一二三四五六日'},
    'ko': {'': '월화수목금토일'},
    'ar': {'': ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة',
                'السبت', 'الأحد']},
    'fa': {'': ['دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه',
                'شنبه', 'یکشنبه']},
    'he': {'': ['יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי',
                'יום שישי', 'שבת', 'יום ראשון']},
    'hi': {'': 'सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split()},
    'id': {'': 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split()},
    'vi': {'': ['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu',
                'thứ Bảy', 'Chủ nhật'],
           'T': ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu',
                 'Thứ Bảy', 'Chủ Nhật']},
    'th': {'': ['วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี',
                'วันศุกร์', 'วันเสาร์', 'วันอาทิตย์']},
    'el': {'': 'Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο '
               'Κυριακή'.split(),
           'a': 'Δευ Τρι Τετ Πεμ Παρ Σαβ Κυρ'.split(),
           'v': ['τη Δευτέρα', 'την Τρίτη', 'την Τετάρτη', 'την Πέμπτη',
                 'την Παρασκευή', 'το Σάββατο', 'την Κυριακή']},
}


def _sv_ord(d):
    return '%d:%s' % (d, 'a' if d % 10 in (1, 2) and d not in (11, 12)
                      else 'e')


EXTRA = {
    'es': lambda y, m, d, wd, h, mi: {'do': '1.º' if d == 1 else str(d)},
    'fr': lambda y, m, d, wd, h, mi: {'do': '1er' if d == 1 else str(d)},
    'it': lambda y, m, d, wd, h, mi: {
        'do': '1º' if d == 1 else str(d),
        'il': "l'" if d in (8, 11) else 'il ',
        'Il': "L'" if d in (8, 11) else 'Il '},
    'pt': lambda y, m, d, wd, h, mi: {'do': '1º' if d == 1 else str(d)},
    'sv': lambda y, m, d, wd, h, mi: {'do': _sv_ord(d)},
    'el': lambda y, m, d, wd, h, mi: {'do': '%dη' % d},
}

LANGS = {}

LANGS['es'] = {
    'full': [
        ('e-mail header (Outlook reply)',
         'Enviado el: {W}, {d} de {M} de {Y} {HH}:{MI}'),
        ('e-mail quote line (Thunderbird)',
         'El {d}/{m}/{Y} a las {H}:{MI}, Laura Ibáñez escribió:'),
        ('train ticket', 'Renfe · Salida {W} {dd}/{mm}/{Y} {HH}:{MI} · '
         'Madrid-Chamartín → León'),
        ('product label', 'Consumir preferentemente antes del: '
         '{dd}.{mm}.{Y} · Lote L4471'),
        ('history textbook', 'El {d} de {M} de {Y} se proclamó la huelga '
         'general en todo el país.', P),
        ('obituary', 'Falleció en Zaragoza el pasado {d} de {M} de {Y}, a '
         'los 87 años de edad.', P),
        ('court decision header', 'Sentencia n.º 412/{Y}, de {d} de {M}, '
         'de la Audiencia Provincial de Sevilla'),
        ('wiki infobox', 'Nacimiento: {d} de {M} de {Y}, Valparaíso '
         '(Chile)', P),
        ('sports report', 'Crónica del partido disputado el {W} {d} de {M} '
         'de {Y} en Mestalla'),
        ('shipping notice', 'Tu pedido llegará el {W}, {d} {Ma} {Y}, entre '
         'las 9:00 y las 14:00'),
        ('academic citation', 'Boletín Oficial del Estado, núm. 88, {d} de '
         '{M} de {Y}, pp. 4471-4480.'),
    ],
    'month': [
        ('history textbook', 'En {M} de {Y} las tropas entraron en la '
         'capital sin encontrar resistencia.', P),
        ('library catalogue', 'Revista de Occidente, n.º 153 ({M} {Y}). '
         'Signatura: HEM-2291'),
        ('academic footnote', 'Entrevista realizada por la autora en '
         'Oaxaca, {M} de {Y}.', P),
        ('product label', 'Fecha de caducidad: {mm}/{Y}'),
        ('social media post', 'qué ganas de que llegue {M} del {Y} 🎉 '
         '¡nos vamos a Japón!'),
        ('weather report', 'Balance climático: {M} de {Y} fue el mes más '
         'seco de la serie en Murcia.'),
    ],
    'noyear': [
        ('concert poster', 'Coro Ciudad de Jaén · {d} de {M} · 20:30 h · '
         'Teatro Infanta Leonor'),
        ('exam notice', 'Examen final de Física II: {d} de {M}, 9:00, '
         'aula 2.14'),
        ('calendar invitation', 'Te invito a mi cumple el {d} de {M} a las '
         '{H}:00 en casa 🎂', PM),
        ('social media comment', 'nos vemos el {d} de {Ma} en la plaza!!'),
        ('delivery notice', 'Entrega prevista: {dd}/{mm}, de 10:00 a 14:00'),
        ('school calendar', 'Recuperación de clases: {do} de {M}, turno de '
         'tarde'),
    ],
    'none': [
        ('concert ticket, times only', 'Apertura de puertas a las 19:30, '
         'inicio del concierto a las 21:00'),
        ('sports result', 'El Betis ganó 3 a 1 y suma 42 puntos en la '
         'tabla.'),
        ('product label, price and phone', 'Oferta: 2 x 12,95 € · Ref. '
         '334-88 · Tel. 955 41 27 86'),
        ('impossible date in a sentence', 'La reunión quedó fijada para el '
         '31 de abril, y nadie se dio cuenta.'),
        ('duration', 'El vuelo dura 11 horas y 40 minutos, con escala en '
         'Bogotá.'),
    ],
    'date': [
        ('es_UY', '%A %-d de %B de %Y, %H:%M', 'full'),
        ('es_VE', '%d/%m/%Y %H:%M', 'full'),
        ('es_CR', '%-d %b %Y', 'full'),
        ('es_EC', '%B %Y', 'month'),
        ('es_BO', '%b/%Y', 'month'),
        ('es_GT', '%-d de %B', 'noyear'),
        ('es_PA', '%d %b', 'noyear'),
        ('es_ES', '%A %-d de %B', 'noyear'),
    ],
}

LANGS['fr'] = {
    'full': [
        ('e-mail header (Outlook)', 'Envoyé : {W} {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Thunderbird)', 'Le {dd}/{mm}/{Y} à {HH}:{MI}, '
         'Claire Dumont a écrit :'),
        ('train ticket', 'TGV INOUI 6611 · Départ le {dd}/{mm}/{Y} à '
         '{H}h{MI} · Paris Gare de Lyon'),
        ('product label', 'À consommer jusqu’au : {dd}/{mm}/{Y}'),
        ('history textbook', 'Le {do} {M} {Y}, les ouvriers occupent les '
         'usines de la région.', P),
        ('obituary', 'Avis de décès : M. Jean Morel, survenu le {do} {M} '
         '{Y} à Nantes', P),
        ('court decision header', 'Cour de cassation, chambre sociale, '
         '{do} {M} {Y}, n° 21-14.490'),
        ('wiki infobox', 'Naissance : {do} {M} {Y} à Liège', P),
        ('sports report', 'Compte rendu du match disputé le {W} {do} {M} '
         '{Y} au stade de la Beaujoire'),
        ('shipping notice', 'Votre colis sera livré le {W} {d} {Ma} {Y} '
         'entre 8h et 13h.'),
        ('academic citation', 'Le Monde, {d} {M} {Y}, p. 12.'),
    ],
    'month': [
        ('history textbook', 'En {M} {Y}, le gouvernement est renversé par '
         'l’Assemblée.', P),
        ('library catalogue', 'Bulletin de la Société historique, t. XLII, '
         '{M} {Y}. Cote : PER 4412', P),
        ('academic footnote', 'Entretien avec l’auteur, Dakar, {M} {Y}.',
         P),
        ('product label', 'À consommer de préférence avant fin : {mm}/{Y}'),
        ('social media post', 'vivement {M} {Y}, enfin le voyage au '
         'Québec 😍'),
        ('weather report', 'Bilan climatique de {M} {Y} : un mois très '
         'pluvieux sur la Bretagne.'),
    ],
    'noyear': [
        ('concert poster', 'Orchestre national de Lille · {do} {M} · 20h30 '
         '· Nouveau Siècle'),
        ('exam notice', 'Partiel de droit civil : {d} {M}, 14h, '
         'amphithéâtre B'),
        ('calendar invitation', 'Apéro chez nous le {do} {M} à partir de '
         '{H}h, venez nombreux !', PM),
        ('social media comment', 'on se retrouve le {d} {Ma} au marché ?'),
        ('delivery notice', 'Livraison prévue le {dd}/{mm}'),
        ('school calendar', 'Reprise des cours : {do} {M}'),
    ],
    'none': [
        ('concert ticket, times only', 'Ouverture des portes à 19h30, '
         'début du spectacle à 20h45.'),
        ('sports result', 'Le PSG s’impose 3 à 1 et compte 42 points.'),
        ('product label, price and phone', 'Prix : 4,95 € · Réf. 334-88 · '
         'Tél. 04 91 27 86 55'),
        ('impossible date in a sentence', 'Le rendez-vous était noté au 31 '
         'juin, ce qui n’existe pas.'),
        ('duration', 'La randonnée dure 3 h 40 avec les pauses.'),
    ],
    'date': [
        ('fr_LU', '%A %-d %B %Y, %H:%M', 'full'),
        ('fr_FR', '%-d %b %Y', 'full'),
        ('fr_CH', '%d/%m/%Y à %Hh%M', 'full'),
        ('fr_BE', '%B %Y', 'month'),
        ('fr_FR', '%b %Y', 'month'),
        ('fr_CA', '%-d %B', 'noyear'),
        ('fr_CA', '%A %-d %B', 'noyear'),
        ('fr_FR', '%d %b', 'noyear'),
    ],
}

LANGS['de'] = {
    'full': [
        ('e-mail header (Outlook)', 'Gesendet: {W}, {d}. {M} {Y} '
         '{HH}:{MI}'),
        ('e-mail quote line (Thunderbird)', 'Am {dd}.{mm}.{Y} um {HH}:{MI} '
         'schrieb Jonas Becker:'),
        ('train ticket', 'ICE 577 · Abfahrt {W}, {dd}.{mm}.{Y}, {HH}:{MI} '
         '· Hamburg Hbf'),
        ('product label', 'Mindestens haltbar bis: {dd}.{mm}.{Y}'),
        ('history textbook', 'Am {d}. {M} {Y} trat der Reichstag zum '
         'letzten Mal zusammen.', P),
        ('obituary', 'Wir nehmen Abschied von Gertrud Sommer, † {d}. {M} '
         '{Y}', P),
        ('court decision header', 'Urteil des Landgerichts Köln vom {d}. {M} '
         '{Y}, Az. 5 O 301'),
        ('wiki infobox', 'Geboren: {d}. {M} {Y} in Linz', P),
        ('sports report', 'Spielbericht vom {d}. {Ma} {Y}: Bochum gewinnt '
         'knapp'),
        ('shipping notice', 'Ihre Sendung wird voraussichtlich am {W}, '
         '{dd}.{mm}.{Y} zugestellt.'),
        ('academic citation', 'Frankfurter Allgemeine Zeitung vom {d}. {M} '
         '{Y}, S. 9.'),
    ],
    'month': [
        ('history textbook', 'Im {M} {Y} brach in der Stadt ein Streik '
         'der Hafenarbeiter aus.', P),
        ('library catalogue', 'Zeitschrift für Ostforschung, Heft 3 ({M} '
         '{Y}), Signatur Z 4471', P),
        ('academic footnote', 'Interview des Verfassers in Graz, {M} {Y}.',
         P),
        ('product label', 'Haltbar bis Ende {mm}/{Y}'),
        ('social media post', 'noch 3 Wochen bis {M} {Y} und dann endlich '
         'Urlaub 🌴'),
        ('weather report', 'Der {M} {Y} war in Bayern deutlich zu warm.'),
    ],
    'noyear': [
        ('concert poster', 'Gewandhausorchester · {d}. {M} · 19.30 Uhr · '
         'Großer Saal'),
        ('exam notice', 'Klausur Analysis I: {dd}.{mm}., 10 Uhr, Hörsaal '
         '3'),
        ('calendar invitation', 'Grillen bei uns am {d}. {M} ab {H} Uhr, '
         'bitte Salat mitbringen!', PM),
        ('social media comment', 'bin am {d}. {Ma} auch dabei 👍'),
        ('delivery notice', 'Lieferung voraussichtlich am {dd}.{mm}.'),
        ('school timetable', 'Elternsprechtag: {d}. {M}, 15 bis 18 Uhr'),
    ],
    'none': [
        ('concert ticket, times only', 'Einlass 18:30 Uhr, Beginn 19:30 '
         'Uhr'),
        ('sports result', 'Der HSV gewinnt 3:1 und hat nun 42 Punkte.'),
        ('product label, price and phone', 'Preis: 4,95 € · Art.-Nr. '
         '334-88 · Tel. 030 41 27 86 55'),
        ('impossible date in a sentence', 'Laut Bescheid läuft der Vertrag am '
         '30. Februar aus – ein Tippfehler.'),
        ('duration', 'Fahrtzeit: 2 Stunden und 40 Minuten.'),
    ],
    'date': [
        ('de_AT', '%A, %-d. %B %Y, %H:%M', 'full'),
        ('de_LU', '%d.%m.%Y %H:%M', 'full'),
        ('de_BE', '%-d. %b %Y', 'full'),
        ('de_CH', '%B %Y', 'month'),
        ('de_DE', '%b %Y', 'month'),
        ('de_LI', '%-d. %B', 'noyear'),
        ('de_IT', '%A, %-d. %B', 'noyear'),
        ('de_DE', '%d. %b', 'noyear'),
    ],
}

LANGS['it'] = {
    'full': [
        ('e-mail header (Outlook)', 'Inviato: {W} {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Il giorno {Wa} {d} {Ma} {Y} alle '
         'ore {HH}:{MI} Paolo Greco ha scritto:'),
        ('train ticket', 'Frecciarossa 9531 · Partenza {dd}/{mm}/{Y} ore '
         '{HH}:{MI} · Milano Centrale'),
        ('product label', 'Da consumarsi preferibilmente entro il '
         '{dd}/{mm}/{Y}'),
        ('history textbook', '{Il}{d} {M} {Y} gli operai occuparono le '
         'fabbriche di Torino.', P),
        ('obituary', 'È mancato all’affetto dei suoi cari {il}{d} {M} {Y} '
         'Giuseppe Ferri', P),
        ('court decision header', 'Cass. civ., sez. III, {d} {M} {Y}, n. '
         '4471'),
        ('wiki infobox', 'Nascita: Bari, {do} {M} {Y}', P),
        ('sports report', 'Cronaca della partita giocata {il}{d} {M} {Y} '
         'allo stadio Olimpico'),
        ('shipping notice', 'Il tuo pacco arriverà {W} {d} {M} {Y} entro '
         'le 18:00.'),
        ('academic citation', 'Corriere della Sera, {d} {M} {Y}, p. 7.'),
    ],
    'month': [
        ('history textbook', 'Nel mese di {M} del {Y} il governo fu '
         'costretto alle dimissioni.', P),
        ('library catalogue', 'Rivista storica italiana, fasc. II, {M} '
         '{Y}. Collocazione: PER 88', P),
        ('academic footnote', 'Intervista dell’autrice, Palermo, {M} {Y}.',
         P),
        ('product label', 'Da consumarsi entro fine: {mm}/{Y}'),
        ('social media post', 'non vedo l’ora che arrivi {M} {Y} ✈️'),
        ('weather report', 'In Liguria il mese di {M} {Y} è stato il più '
         'piovoso degli ultimi anni.'),
    ],
    'noyear': [
        ('concert poster', 'Orchestra della Toscana · {do} {M} · ore 21 · '
         'Teatro Verdi'),
        ('exam notice', 'Appello di Diritto privato: {d} {M}, ore 9:30, '
         'aula 4'),
        ('calendar invitation', 'Festa a casa nostra {il}{d} {M} dalle '
         '{H}, portate il dolce!'),
        ('social media comment', 'ci vediamo {il}{d} {Ma} in piazza?'),
        ('delivery notice', 'Consegna prevista: {dd}/{mm}'),
        ('school timetable', 'Colloqui con i genitori: {d} {M}, dalle 15 '
         'alle 18'),
    ],
    'none': [
        ('concert ticket, times only', 'Apertura porte ore 19:30, inizio '
         'concerto ore 21:00'),
        ('sports result', 'La Roma vince 3 a 1 e sale a 42 punti.'),
        ('product label, price and phone', 'Prezzo: 4,95 € · Cod. 334-88 · '
         'Tel. 06 4127 8655'),
        ('impossible date in a sentence', 'Il modulo indica il 31 '
         'settembre come data di consegna.'),
        ('duration', 'Il viaggio dura 2 ore e 40 minuti.'),
    ],
    'date': [
        ('it_CH', '%A %-d %B %Y, %H:%M', 'full'),
        ('it_IT', '%d/%m/%Y alle %H:%M', 'full'),
        ('it_CH', '%-d %b %Y', 'full'),
        ('it_IT', '%B %Y', 'month'),
        ('it_CH', '%b %Y', 'month'),
        ('it_IT', '%-d %B', 'noyear'),
        ('it_CH', '%A %-d %B', 'noyear'),
        ('it_IT', '%d %b', 'noyear'),
    ],
}

LANGS['pt'] = {
    'full': [
        ('e-mail header (Outlook)', 'Enviado: {W}, {d} de {M} de {Y} '
         '{HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Em {Wa}, {d} de {Ma} de {Y} às '
         '{HH}:{MI}, Ana Ribeiro escreveu:'),
        ('bus ticket', 'Rede Expressos · Partida {dd}/{mm}/{Y} às {HH}h{MI} '
         '· Lisboa Sete Rios'),
        ('product label', 'Consumir de preferência antes de: '
         '{dd}.{mm}.{Y}'),
        ('history textbook', 'Em {d} de {M} de {Y}, os estudantes ocuparam '
         'a reitoria.', P),
        ('obituary', 'Faleceu no dia {d} de {M} de {Y}, em Braga, a '
         'senhora Maria do Céu Lopes.', P),
        ('court decision header', 'Acórdão do Supremo Tribunal de Justiça '
         'de {d} de {M} de {Y}'),
        ('wiki infobox', 'Nascimento: {d} de {M} de {Y}, Recife', P),
        ('sports report', 'Relato do jogo disputado {Wn}, {d} de {M} de '
         '{Y}, no Maracanã'),
        ('shipping notice', 'Seu pedido será entregue em {dd}/{mm}/{Y} até '
         'as 18h.'),
        ('academic citation', 'Folha de S.Paulo, São Paulo, {d} {Ma} {Y}. '
         'Caderno Ilustrada, p. 5.'),
    ],
    'month': [
        ('history textbook', 'Em {M} de {Y}, a greve espalhou-se pelas '
         'fábricas do Porto.', P),
        ('library catalogue', 'Revista do Arquivo Municipal, n. 88, {Ma} '
         '{Y}. Cota: P-4471', P),
        ('academic footnote', 'Entrevista concedida à autora em Maputo, '
         '{M} de {Y}.', P),
        ('product label', 'Validade: {mm}/{Y}'),
        ('social media post', 'contando os dias pra {M} de {Y} 😍 Lisboa '
         'me espera'),
        ('weather report', '{MC} de {Y} foi o mês mais quente já registrado '
         'em Cuiabá.'),
    ],
    'noyear': [
        ('concert poster', 'Orquestra Gulbenkian · {do} de {M} · 21h · '
         'Grande Auditório'),
        ('exam notice', 'Prova de Cálculo II: {d} de {M}, às 8h, sala 14'),
        ('calendar invitation', 'Churrasco lá em casa dia {d} de {M} a '
         'partir das {H}h!'),
        ('social media comment', 'bora no dia {d} de {Ma}? 🙌'),
        ('delivery notice', 'Previsão de entrega: {dd}/{mm}'),
        ('school calendar', 'Reunião de pais: {do} de {M}, às 18h30'),
    ],
    'none': [
        ('concert ticket, times only', 'Abertura dos portões às 19h30, '
         'início do show às 21h.'),
        ('sports result', 'O Grêmio venceu por 3 a 1 e chegou aos 42 '
         'pontos.'),
        ('product label, price and phone', 'Preço: R$ 14,90 · Cód. 334-88 '
         '· Tel. (21) 4127-8655'),
        ('impossible date in a sentence', 'A fatura vence em 30 de '
         'fevereiro, segundo o sistema.'),
        ('duration', 'A viagem dura 2 horas e 40 minutos.'),
    ],
    'date': [
        ('pt_PT', '%A, %-d de %B de %Y, %H:%M', 'full'),
        ('pt_BR', '%d/%m/%Y %Hh%M', 'full'),
        ('pt_PT', '%-d %b %Y', 'full'),
        ('pt_BR', '%B de %Y', 'month'),
        ('pt_PT', '%b %Y', 'month'),
        ('pt_BR', '%-d de %B', 'noyear'),
        ('pt_PT', '%A, %-d de %B', 'noyear'),
        ('pt_BR', '%d %b', 'noyear'),
    ],
}

LANGS['nl'] = {
    'full': [
        ('e-mail header (Outlook)', 'Verzonden: {W} {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Op {Wa} {d} {Ma} {Y} om {HH}:{MI} '
         'schreef Sanne de Vries:'),
        ('train ticket', 'NS Internationaal · Vertrek {dd}-{mm}-{Y} '
         '{HH}:{MI} · Amsterdam Centraal'),
        ('product label', 'Ten minste houdbaar tot: {dd}-{mm}-{Y}'),
        ('history textbook', 'Op {d} {M} {Y} legden de havenarbeiders in '
         'Rotterdam het werk neer.', P),
        ('obituary', 'Heden overleed, op {d} {M} {Y}, onze lieve moeder '
         'Johanna Bakker.', P),
        ('court decision header', 'ECLI:NL:HR:{Y}:1120, Hoge Raad, '
         'uitspraak van {d} {M} {Y}'),
        ('wiki infobox', 'Geboren: {d} {M} {Y}, Gent', P),
        ('sports report', 'Verslag van de wedstrijd van {W} {d} {M} {Y} in '
         'De Kuip'),
        ('shipping notice', 'Je pakket wordt op {W} {d} {M} {Y} tussen '
         '14:00 en 17:00 bezorgd.'),
        ('academic citation', 'NRC Handelsblad, {d} {M} {Y}, p. 3.'),
    ],
    'month': [
        ('history textbook', 'In {M} {Y} viel het kabinet over de '
         'begroting.', P),
        ('library catalogue', 'Tijdschrift voor Geschiedenis, jg. 88, afl. '
         '2 ({M} {Y}). Plaatsing: T 4471', P),
        ('academic footnote', 'Gesprek met de auteur, Paramaribo, {M} {Y}.',
         P),
        ('product label', 'THT: {mm}/{Y}'),
        ('social media post', 'nog even en dan is het {M} {Y} ☀️ '
         'eindelijk naar Lissabon'),
        ('weather report', '{MC} {Y} was in De Bilt de natste maand sinds '
         'het begin van de metingen.'),
    ],
    'noyear': [
        ('concert poster', 'Concertgebouworkest · {d} {M} · 20.15 uur · '
         'Grote Zaal'),
        ('exam notice', 'Tentamen Statistiek: {d} {M}, 13.30 uur, zaal '
         '2'),
        ('calendar invitation', 'Borrel bij ons op {d} {M} vanaf {H} uur, '
         'neem je partner mee!'),
        ('social media comment', 'zie jullie op {d} {Ma} in het park!'),
        ('delivery notice', 'Verwachte levering: {d} {M}'),
        ('school timetable', 'Ouderavond: {d} {M}, van 19.00 tot 21.00 '
         'uur'),
    ],
    'none': [
        ('concert ticket, times only', 'Zaal open om 19.30 uur, aanvang '
         '20.15 uur'),
        ('sports result', 'Ajax wint met 5-0 en staat nu op 42 punten.'),
        ('product label, price and phone', 'Prijs: € 4,95 · Art.nr. 334-88 '
         '· Tel. 020 412 78 65'),
        ('impossible date in a sentence', 'Volgens de brief loopt het '
         'contract af op 31 april.'),
        ('duration', 'De wandeling duurt 3 uur en 40 minuten.'),
    ],
    'date': [
        ('nl_BE', '%A %-d %B %Y, %H:%M', 'full'),
        ('nl_NL', '%d-%m-%Y %H:%M', 'full'),
        ('nl_BE', '%-d %b %Y', 'full'),
        ('nl_NL', '%B %Y', 'month'),
        ('nl_BE', '%b %Y', 'month'),
        ('nl_NL', '%-d %B', 'noyear'),
        ('nl_BE', '%A %-d %B', 'noyear'),
        ('nl_NL', '%d %b', 'noyear'),
    ],
}



LANGS['ru'] = {
    'full': [
        ('e-mail header (Outlook)', 'Отправлено: {W}, {d} {Mg} {Y} г. '
         '{H}:{MI}'),
        ('e-mail quote line (Gmail)', '{Wa}, {d} {Ma} {Y} г. в {H}:{MI}, '
         'Ирина Соколова пишет:'),
        ('train ticket', 'Поезд 016А Москва — Мурманск, отправление '
         '{dd}.{mm}.{Y} в {HH}:{MI}'),
        ('product label', 'Годен до: {dd}.{mm}.{Y}'),
        ('history textbook', '{d} {Mg} {Y} года рабочие фабрики объявили '
         'забастовку.', P),
        ('obituary', '{d} {Mg} {Y} года на 84-м году жизни скончался Пётр '
         'Ильич Волков.', P),
        ('court decision header', 'Определение Верховного Суда РФ от '
         '{d}.{mm}.{Y} № 18-КГ-4471'),
        ('wiki infobox', 'Дата рождения: {d} {Mg} {Y} г.', P),
        ('sports report', 'Отчёт о матче, сыгранном {d} {Mg} {Y} года в '
         'Казани'),
        ('shipping notice', 'Заказ будет доставлен {Wv}, {d} {Mg} {Y}, с '
         '10:00 до 14:00'),
        ('academic citation', 'Известия. — {Y}. — {d} {Mg}. — С. 3.'),
    ],
    'month': [
        ('history textbook', 'В {Ml} {Y} года войска вошли в город.', P),
        ('library catalogue', 'Новый мир, {M} {Y} г. Шифр хранения: '
         'П-4471', P),
        ('academic footnote', 'Интервью автора, Томск, {M} {Y} г.', P),
        ('product label', 'Срок годности до {mm}.{Y}'),
        ('social media post', 'жду не дождусь {Mg} {Y} 🙈 едем на Байкал'),
        ('weather report', '{MC} {Y} года стал самым тёплым за историю '
         'наблюдений в Москве.'),
    ],
    'noyear': [
        ('concert poster', 'Симфонический оркестр Мариинского театра · '
         '{d} {Mg} · 19:00'),
        ('exam notice', 'Экзамен по матанализу: {d} {Mg}, 9:00, ауд. 214'),
        ('invitation', 'Приглашаем на новоселье {d} {Mg} к {H}:00!'),
        ('social media comment', 'встречаемся {d}-го {Mg} у фонтана?'),
        ('delivery notice', 'Ожидаемая дата доставки: {dd}.{mm}'),
        ('school notice', 'Родительское собрание — {d} {Mg} в 18:30, каб. '
         '12'),
    ],
    'none': [
        ('concert ticket, times only', 'Начало концерта в 19:00, вход с '
         '18:00.'),
        ('sports result', 'Зенит победил со счётом 2:0 и набрал 42 очка.'),
        ('price and phone', 'Цена 499 ₽, артикул 334-88, тел. 8 800 412 78 '
         '65'),
        ('impossible date in a sentence', 'В справке указано 31 июня — '
         'такой даты нет.'),
        ('duration', 'Дорога займёт 2 часа 40 минут.'),
    ],
    'date': [
        ('ru_RU', '%A, %-d %B %Y г., %H:%M', 'full'),
        ('ru_UA', '%d.%m.%Y %H:%M', 'full'),
        ('ru_RU', '%-d %b %Y', 'full'),
        ('ru_RU', '%OB %Y', 'month'),
        ('ru_UA', '%Ob %Y', 'month'),
        ('ru_RU', '%-d %B', 'noyear'),
        ('ru_UA', '%A, %-d %B', 'noyear'),
        ('ru_RU', '%d %b', 'noyear'),
    ],
}

LANGS['pl'] = {
    'full': [
        ('e-mail header (Outlook)', 'Wysłano: {W}, {d} {Mg} {Y} {HH}:{MI}'),
        ('e-mail quote line (Thunderbird)', 'W dniu {dd}.{mm}.{Y} o '
         '{H}:{MI}, Tomasz Nowak pisze:'),
        ('train ticket', 'PKP Intercity, odjazd {dd}.{mm}.{Y} godz. '
         '{HH}:{MI}, Kraków Główny'),
        ('product label', 'Najlepiej spożyć przed: {dd}.{mm}.{Y}'),
        ('history textbook', '{d} {Mg} {Y} roku robotnicy stoczni '
         'rozpoczęli strajk.', P),
        ('obituary', 'Zmarł {d} {Mg} {Y} r. w Lublinie, przeżywszy 86 lat.',
         P),
        ('court decision header', 'Wyrok Sądu Najwyższego z dnia {d} {Mg} '
         '{Y} r., sygn. akt II CSK 412/19'),
        ('wiki infobox', 'Data urodzenia: {d} {Mg} {Y}, Poznań', P),
        ('sports report', 'Relacja z meczu rozegranego {Ww}, {d} {Mg} {Y} '
         'r.'),
        ('shipping notice', 'Przesyłka zostanie doręczona {dd}.{mm}.{Y} w '
         'godz. 8–16.'),
        ('academic citation', 'Gazeta Wyborcza, {d} {mr} {Y}, s. 5.'),
    ],
    'month': [
        ('history textbook', 'W {Ml} {Y} roku wojska wkroczyły do miasta.',
         P),
        ('library catalogue', 'Kwartalnik Historyczny, z. 3, {M} {Y}. '
         'Sygn. P 4471', P),
        ('academic footnote', 'Wywiad przeprowadzony przez autorkę, '
         'Wrocław, {M} {Y}.', P),
        ('product label', 'Termin przydatności: {mm}.{Y}'),
        ('social media post', 'odliczam dni do {Mg} {Y} 😍 lecimy do '
         'Lizbony'),
        ('weather report', '{MC} {Y} był najcieplejszym miesiącem w '
         'historii pomiarów w Warszawie.'),
    ],
    'noyear': [
        ('concert poster', 'Filharmonia Narodowa · {d} {Mg} · godz. 19:30'),
        ('exam notice', 'Egzamin z analizy: {d} {Mg}, godz. 9:00, sala 214'),
        ('invitation', 'Zapraszamy na parapetówkę {d} {Mg} od {H}:00!'),
        ('social media comment', 'to co, widzimy się {d} {Mg} pod '
         'fontanną?'),
        ('delivery notice', 'Przewidywana data dostawy: {dd}.{mm}'),
        ('school notice', 'Wywiadówka: {d} {mr}, godz. 17:00'),
    ],
    'none': [
        ('concert ticket, times only', 'Początek koncertu o 19:00, wejście '
         'od 18:00.'),
        ('sports result', 'Legia wygrała 2:0 i ma już 42 punkty.'),
        ('price and phone', 'Cena 49,99 zł, kod 334-88, tel. 22 412 78 65'),
        ('impossible date in a sentence', 'W zaświadczeniu wpisano 31 '
         'czerwca – data niemożliwa.'),
        ('duration', 'Podróż trwa 2 godziny i 40 minut.'),
    ],
    'date': [
        ('pl_PL', '%A, %-d %B %Y, %H:%M', 'full'),
        ('pl_PL', '%d.%m.%Y %H:%M', 'full'),
        ('pl_PL', '%-d %b %Y', 'full'),
        ('pl_PL', '%OB %Y', 'month'),
        ('pl_PL', '%Ob %Y', 'month'),
        ('pl_PL', '%-d %B', 'noyear'),
        ('pl_PL', '%A, %-d %B', 'noyear'),
        ('pl_PL', '%d %b', 'noyear'),
    ],
}

LANGS['tr'] = {
    'full': [
        ('e-mail header (Outlook)', 'Gönderildi: {d} {M} {Y} {W} '
         '{HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Ayşe Yılmaz, {d} {Ma} {Y} {Wa}, '
         '{HH}:{MI} tarihinde şunu yazdı:'),
        ('train ticket', 'YHT Ankara–İstanbul, kalkış {dd}.{mm}.{Y} '
         '{HH}:{MI}'),
        ('product label', 'Son tüketim tarihi: {dd}.{mm}.{Y}'),
        ('history textbook', '{d} {M} {Y} tarihinde Meclis olağanüstü '
         'toplandı.', P),
        ('obituary', 'Emekli öğretmen Hasan Demir {d} {M} {Y} tarihinde '
         'vefat etmiştir.', P),
        ('court decision header', 'Yargıtay 9. Hukuk Dairesi, E. 4471, K. '
         '112, T. {dd}.{mm}.{Y}'),
        ('wiki infobox', 'Doğum: {d} {M} {Y}, İzmir', P),
        ('sports report', '{d} {M} {Y} {W} günü oynanan maçta Trabzonspor '
         'kazandı'),
        ('shipping notice', 'Siparişiniz {d} {M} {Y} {W} günü teslim '
         'edilecektir.'),
        ('academic citation', 'Cumhuriyet, {d} {M} {Y}, s. 4.'),
    ],
    'month': [
        ('history textbook', '{Y} yılının {M} ayında grev bütün fabrikalara '
         'yayıldı.', P),
        ('library catalogue', 'Tarih ve Toplum, sayı 88, {M} {Y}. Yer no: '
         'D 4471', P),
        ('academic footnote', 'Yazarın görüşmesi, Mardin, {M} {Y}.', P),
        ('product label', 'TETT: {mm}/{Y}'),
        ('social media post', '{Y} {M} ayını iple çekiyorum 😍'),
        ('weather report', '{Y} {M} ayı, İstanbul’da son elli yılın en '
         'yağışlı ayı oldu.'),
    ],
    'noyear': [
        ('concert poster', 'Cemal Reşit Rey Konser Salonu · {d} {M} · saat '
         '20.00'),
        ('exam notice', 'Vize sınavı: {d} {M}, saat 10:00, derslik B-214'),
        ('invitation', 'Doğum günü partisi: {d} {M}, saat {H}:00, herkes '
         'davetli!'),
        ('social media comment', '{d} {Ma} buluşuyoruz unutma!!'),
        ('delivery notice', 'Tahmini teslim: {dd}.{mm}'),
        ('school notice', 'Veli toplantısı {d} {M} tarihinde saat '
         '17.30’da yapılacaktır.'),
    ],
    'none': [
        ('concert ticket, times only', 'Kapılar 19.30’da açılıyor, konser '
         '21.00’de başlıyor.'),
        ('sports result', 'Galatasaray 2-0 kazandı ve puanını 42’ye '
         'yükseltti.'),
        ('price and phone', 'Fiyat: 149,90 TL · Ürün kodu 334-88 · Tel: '
         '0212 412 78 65'),
        ('impossible date in a sentence', 'Dilekçede 31 Nisan yazıyordu, '
         'böyle bir tarih yok.'),
        ('duration', 'Yolculuk 2 saat 40 dakika sürüyor.'),
    ],
    'date': [
        ('tr_TR', '%-d %B %Y %A %H:%M', 'full'),
        ('tr_CY', '%d.%m.%Y %H:%M', 'full'),
        ('tr_TR', '%-d %b %Y', 'full'),
        ('tr_CY', '%B %Y', 'month'),
        ('tr_TR', '%b %Y', 'month'),
        ('tr_TR', '%-d %B', 'noyear'),
        ('tr_CY', '%-d %B %A', 'noyear'),
        ('tr_TR', '%d %b', 'noyear'),
    ],
}

LANGS['uk'] = {
    'full': [
        ('e-mail header (Outlook)', 'Надіслано: {W}, {d} {Mg} {Y} р. '
         '{HH}:{MI}'),
        ('e-mail quote line (Thunderbird)', '{d} {Mg} {Y} р. о {HH}:{MI} '
         'Олена Коваль пише:'),
        ('train ticket', 'Інтерсіті+ № 743 Київ — Львів, відправлення '
         '{dd}.{mm}.{Y} о {HH}:{MI}'),
        ('product label', 'Вжити до: {dd}.{mm}.{Y}'),
        ('history textbook', '{d} {Mg} {Y} року в Києві відбулися масові '
         'демонстрації.', P),
        ('obituary', 'Пішов з життя {d} {Mg} {Y} року Іван Петрович '
         'Бондар.', P),
        ('court decision header', 'Постанова Верховного Суду від {d} {Mg} '
         '{Y} року у справі № 910/4471'),
        ('wiki infobox', 'Дата народження: {d} {Mg} {Y}', P),
        ('sports report', 'Звіт про матч, зіграний {Wv}, {d} {Mg} {Y} '
         'року'),
        ('shipping notice', 'Посилку буде доставлено {dd}.{mm}.{Y} з 9:00 '
         'до 18:00'),
        ('academic citation', '«Дзеркало тижня», {d} {Mg} {Y}, с. 5.'),
    ],
    'month': [
        ('history textbook', 'У {Ml} {Y} року війська увійшли до міста.',
         P),
        ('library catalogue', 'Журнал «Всесвіт», {M} {Y}. Шифр: П 4471', P),
        ('academic footnote', 'Інтерв’ю автора, Чернівці, {M} {Y} р.', P),
        ('product label', 'Придатний до: {mm}.{Y}'),
        ('social media post', 'чекаю не дочекаюсь {Mg} {Y} 😍 їдемо в '
         'Карпати'),
        ('weather report', '{MC} {Y} року став найтеплішим за всю історію '
         'спостережень у Києві.'),
    ],
    'noyear': [
        ('concert poster', 'Національна філармонія · {d} {Mg} · 19:00'),
        ('exam notice', 'Іспит з вищої математики: {d} {Mg}, 9:00, ауд. '
         '214'),
        ('invitation', 'Запрошуємо на новосілля {d} {Mg} о {H}:00!', PM),
        ('social media comment', 'зустрічаємось {d} {Mg} біля фонтану?'),
        ('delivery notice', 'Очікувана дата доставки: {dd}.{mm}'),
        ('school notice', 'Батьківські збори — {d} {Mg} о 18:30'),
    ],
    'none': [
        ('concert ticket, times only', 'Початок концерту о 19:00, вхід з '
         '18:00.'),
        ('sports result', 'Динамо перемогло 2:0 і набрало 42 очки.'),
        ('price and phone', 'Ціна 499 грн, артикул 334-88, тел. 044 412 78 '
         '65'),
        ('impossible date in a sentence', 'У довідці стоїть 31 квітня, а '
         'такої дати немає.'),
        ('duration', 'Дорога триває 2 години 40 хвилин.'),
    ],
    'date': [
        ('uk_UA', '%A, %-d %B %Y р., %H:%M', 'full'),
        ('uk_UA', '%d.%m.%Y %H:%M', 'full'),
        ('uk_UA', '%-d %b %Y', 'full'),
        ('uk_UA', '%OB %Y', 'month'),
        ('uk_UA', '%Ob %Y', 'month'),
        ('uk_UA', '%-d %B', 'noyear'),
        ('uk_UA', '%A, %-d %B', 'noyear'),
        ('uk_UA', '%d %b', 'noyear'),
    ],
}

LANGS['cs'] = {
    'full': [
        ('e-mail header (Outlook)', 'Odesláno: {W} {d}. {Mg} {Y} {H}:{MI}'),
        ('e-mail quote line (Thunderbird)', 'Dne {d}. {m}. {Y} v {H}:{MI} '
         'Petr Dvořák napsal(a):'),
        ('train ticket', 'RegioJet, odjezd {dd}.{mm}.{Y} v {H}:{MI}, Praha '
         'hl. n.'),
        ('product label', 'Minimální trvanlivost do: {dd}.{mm}.{Y}'),
        ('history textbook', '{d}. {Mg} {Y} vyhlásili dělníci generální '
         'stávku.', P),
        ('obituary', 'Dne {d}. {Mg} {Y} nás navždy opustil pan Josef '
         'Novák.', P),
        ('court decision header', 'Rozsudek Nejvyššího soudu ze dne {d}. '
         '{m}. {Y}, sp. zn. 21 Cdo 4471/{Y}'),
        ('wiki infobox', 'Narození: {d}. {Mg} {Y}, Brno', P),
        ('sports report', 'Zápas se hrál {Wv} {d}. {Mg} {Y} v Edenu.'),
        ('shipping notice', 'Zásilku doručíme {dd}.{mm}.{Y} mezi 8:00 a '
         '16:00.'),
        ('academic citation', 'Lidové noviny, {d}. {m}. {Y}, s. 5.'),
    ],
    'month': [
        ('history textbook', 'V {Ml} {Y} vstoupila vojska do města.', P),
        ('library catalogue', 'Český časopis historický, roč. 88, č. 3 ({M} '
         '{Y}). Sign. P 4471', P),
        ('academic footnote', 'Rozhovor s autorkou, Olomouc, {M} {Y}.', P),
        ('product label', 'Spotřebujte do: {mm}/{Y}'),
        ('social media post', 'už se nemůžu dočkat {Mg} {Y} 😍 letíme na '
         'Island'),
        ('weather report', '{MC} {Y} byl v Praze nejteplejší v historii '
         'měření.'),
    ],
    'noyear': [
        ('concert poster', 'Česká filharmonie · {d}. {Mg} · 19.30 · '
         'Rudolfinum'),
        ('exam notice', 'Zkouška z matematiky: {d}. {Mg}, 9:00, učebna '
         '214'),
        ('invitation', 'Zveme vás na kolaudačku {d}. {Mg} od {H}:00!'),
        ('social media comment', 'uvidíme se {d}. {m}.? 🙂'),
        ('delivery notice', 'Předpokládané doručení: {dd}.{mm}.'),
        ('school notice', 'Třídní schůzky: {d}. {Mg} v 17:00'),
    ],
    'none': [
        ('concert ticket, times only', 'Začátek koncertu v 19:00, vstup od '
         '18:00.'),
        ('sports result', 'Sparta vyhrála 2:0 a má 42 bodů.'),
        ('price and phone', 'Cena 499 Kč, kód 334-88, tel. 604 412 786'),
        ('impossible date in a sentence', 'Ve formuláři bylo 31. června, '
         'takové datum neexistuje.'),
        ('duration', 'Cesta trvá 2 hodiny a 40 minut.'),
    ],
    'date': [
        ('cs_CZ', '%A %-d. %B %Y, %H:%M', 'full'),
        ('cs_CZ', '%d.%m.%Y %H:%M', 'full'),
        ('cs_CZ', '%-d. %b %Y', 'full'),
        ('cs_CZ', '%OB %Y', 'month'),
        ('cs_CZ', '%Ob %Y', 'month'),
        ('cs_CZ', '%-d. %B', 'noyear'),
        ('cs_CZ', '%A %-d. %B', 'noyear'),
        ('cs_CZ', '%d. %b', 'noyear'),
    ],
}

LANGS['sv'] = {
    'full': [
        ('e-mail header (Outlook)', 'Skickat: den {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Thunderbird)', 'Den {Y}-{mm}-{dd} kl. '
         '{HH}:{MI}, skrev Erik Lund:'),
        ('train ticket', 'SJ Snabbtåg 531, avgång {W} {d} {Ma} {Y} kl. '
         '{HH}.{MI}, Stockholm C'),
        ('product label', 'Bäst före: {Y}-{mm}-{dd}'),
        ('history textbook', 'Den {d} {M} {Y} gick arbetarna i Ådalen ut i '
         'strejk.', P),
        ('obituary', 'Vår älskade Karin Holm har lämnat oss den {d} {M} '
         '{Y}.', P),
        ('court decision header', 'Högsta domstolens dom den {d} {M} {Y} i '
         'mål T 4471-19'),
        ('wiki infobox', 'Född: {d} {M} {Y}, Uppsala', P),
        ('sports report', 'Matchen spelades {W}en den {d} {M} {Y} på '
         'Ullevi.'),
        ('shipping notice', 'Ditt paket levereras {W} {do} {M} {Y} mellan '
         '17 och 21.'),
        ('academic citation', 'Dagens Nyheter, {d} {M} {Y}, s. 8.'),
    ],
    'month': [
        ('history textbook', 'I {M} {Y} tågade trupperna in i staden.', P),
        ('library catalogue', 'Ord och Bild, årg. 88, häfte 3 ({M} {Y}). '
         'Hylla: Tidskr. 4471', P),
        ('academic footnote', 'Intervju med författaren, Kiruna, {M} {Y}.',
         P),
        ('product label', 'Bäst före: {Y}-{mm}'),
        ('social media post', 'längtar så till {M} {Y} 😍 Thailand här '
         'kommer vi'),
        ('weather report', '{MC} {Y} blev den varmaste som uppmätts i '
         'Lund.'),
    ],
    'noyear': [
        ('concert poster', 'Göteborgs Symfoniker · {d} {M} · kl. 19.30'),
        ('exam notice', 'Tenta i statistik: {d} {M} kl. 8–13, sal B214'),
        ('invitation', 'Välkomna på inflyttningsfest den {do} {M} från kl. '
         '{H}!'),
        ('social media comment', 'ses den {d} {Ma} då!'),
        ('delivery notice', 'Beräknad leverans: {d}/{m}'),
        ('school notice', 'Utvecklingssamtal {d} {M}, boka tid via '
         'Schoolsoft'),
    ],
    'none': [
        ('concert ticket, times only', 'Insläpp kl. 19.30, konserten börjar '
         'kl. 20.15.'),
        ('sports result', 'AIK vann med 2–0 och har nu 42 poäng.'),
        ('price and phone', 'Pris 49,90 kr · Art.nr 334-88 · Tel. 08-412 78 '
         '65'),
        ('impossible date in a sentence', 'Blanketten anger 31 april som '
         'sista dag, men det datumet finns inte.'),
        ('duration', 'Resan tar 2 timmar och 40 minuter.'),
    ],
    'date': [
        ('sv_SE', '%A %-d %B %Y kl. %H.%M', 'full'),
        ('sv_FI', '%-d.%-m.%Y %H:%M', 'full'),
        ('sv_SE', '%-d %b %Y', 'full'),
        ('sv_SE', '%B %Y', 'month'),
        ('sv_FI', '%b %Y', 'month'),
        ('sv_SE', '%-d %B', 'noyear'),
        ('sv_FI', '%A %-d %B', 'noyear'),
        ('sv_SE', '%d %b', 'noyear'),
    ],
}

LANGS['ro'] = {
    'full': [
        ('e-mail header (Outlook)', 'Trimis: {W}, {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Pe {d} {Ma} {Y}, la {HH}:{MI}, '
         'Andrei Popescu a scris:'),
        ('train ticket', 'CFR Călători IR 1741, plecare {dd}.{mm}.{Y} ora '
         '{HH}:{MI}, București Nord'),
        ('product label', 'A se consuma de preferință înainte de: '
         '{dd}.{mm}.{Y}'),
        ('history textbook', 'La {d} {M} {Y}, minerii din Valea Jiului au '
         'intrat în grevă.', P),
        ('obituary', 'A trecut la cele veșnice la {d} {M} {Y} profesorul '
         'Ion Marin.', P),
        ('court decision header', 'Decizia nr. 412 din {d} {M} {Y} a Curții '
         'Constituționale'),
        ('wiki infobox', 'Născut: {d} {M} {Y}, Cluj', P),
        ('sports report', 'Meciul s-a jucat {W}, {d} {M} {Y}, pe Arena '
         'Națională.'),
        ('shipping notice', 'Coletul tău va fi livrat pe {dd}.{mm}.{Y}, '
         'între 9:00 și 18:00.'),
        ('academic citation', 'Adevărul, {d} {M} {Y}, p. 3.'),
    ],
    'month': [
        ('history textbook', 'În {M} {Y}, trupele au intrat în oraș.', P),
        ('library catalogue', 'Revista Fundațiilor Regale, nr. 3, {M} {Y}. '
         'Cota: P 4471', P),
        ('academic footnote', 'Interviu realizat de autoare, Iași, {M} {Y}.',
         P),
        ('product label', 'Expiră: {mm}/{Y}'),
        ('social media post', 'abia aștept {M} {Y} 😍 mergem la mare'),
        ('weather report', '{MC} {Y} a fost cea mai caldă lună din istoria '
         'măsurătorilor la Iași.'),
    ],
    'noyear': [
        ('concert poster', 'Filarmonica George Enescu · {d} {M} · ora 19:00 '
         '· Ateneul Român'),
        ('exam notice', 'Examen la Analiză: {d} {M}, ora 9:00, sala 214'),
        ('invitation', 'Vă așteptăm la petrecere pe {d} {M}, de la ora {H}!',
         PM),
        ('social media comment', 'ne vedem pe {d} {Ma}?'),
        ('delivery notice', 'Livrare estimată: {dd}.{mm}'),
        ('school notice', 'Ședința cu părinții: {d} {M}, ora 18'),
    ],
    'none': [
        ('concert ticket, times only', 'Porțile se deschid la 19:30, '
         'concertul începe la 21:00.'),
        ('sports result', 'FCSB a câștigat cu 2-0 și are 42 de puncte.'),
        ('price and phone', 'Preț: 49,99 lei · Cod 334-88 · Tel. 021 412 78 '
         '65'),
        ('impossible date in a sentence', 'Pe formular scria 31 aprilie, '
         'dată care nu există.'),
        ('duration', 'Drumul durează 2 ore și 40 de minute.'),
    ],
    'date': [
        ('ro_RO', '%A, %-d %B %Y, %H:%M', 'full'),
        ('ro_RO', '%d.%m.%Y %H:%M', 'full'),
        ('ro_RO', '%-d %b %Y', 'full'),
        ('ro_RO', '%B %Y', 'month'),
        ('ro_RO', '%b %Y', 'month'),
        ('ro_RO', '%-d %B', 'noyear'),
        ('ro_RO', '%A, %-d %B', 'noyear'),
        ('ro_RO', '%d %b', 'noyear'),
    ],
}

FW = {'digits': 'full'}

LANGS['ja'] = {
    'full': [
        ('e-mail header (Outlook)', '送信日時: {Y}年{m}月{d}日({W}) {H}:{MI}'),
        ('e-mail quote line (Gmail)', '{Y}年{m}月{d}日({W}) {H}:{MI} 佐藤健 '
         'のメッセージ:'),
        ('train ticket', 'のぞみ215号 東京{H}:{MI}発 {Y}年{m}月{d}日 8号車 '
         '12番A席'),
        ('product label', '賞味期限 {Y}.{mm}.{dd}'),
        ('history textbook', '{Y}年{m}月{d}日、全国で大規模なストライキが行わ'
         'れた。', P),
        ('obituary (Han numerals)', '山田太郎氏が{Yh}年{mh}月{dh}日に逝去'
         'されました。享年八十七。', P),
        ('court decision header', '最高裁判所第二小法廷 {Y}年{m}月{d}日判決'),
        ('wiki infobox', '生誕 {Y}年{m}月{d}日 大阪府', P),
        ('sports report', '{Y}年{m}月{d}日（{W}）甲子園球場 試合結果'),
        ('shipping notice', 'お届け予定日：{Y}/{mm}/{dd}（{W}） 午前中'),
        ('event poster (full-width digits)', '開催日：{Y}年{m}月{d}日'
         '（{W}）', FW),
        ('academic citation', '『朝日新聞』{Y}年{m}月{d}日朝刊、3面。'),
    ],
    'month': [
        ('history textbook', '{Y}年{m}月、政府は非常事態を宣言した。', P),
        ('library catalogue', '『思想』第4471号（{Y}年{m}月）岩波書店', P),
        ('academic footnote (Han numerals)', '{Yh}年{mh}月、東京にて聞き取り。',
         P),
        ('product label', '賞味期限 {Y}.{mm}'),
        ('social media post', 'やっと{Y}年{m}月に北海道行ける〜！'),
        ('weather report', '{Y}年{m}月の東京の降水量は平年の2倍だった。'),
    ],
    'noyear': [
        ('concert poster', 'NHK交響楽団 定期公演 {m}月{d}日 開演19:00'),
        ('exam notice', '期末試験 {m}月{d}日 1限 物理学 302教室'),
        ('invitation', '{m}月{d}日の{H}時からうちでホームパーティーします！'),
        ('social media comment (full-width digits)', '{m}月{d}日空いてる？',
         FW),
        ('delivery notice', 'お届け予定：{m}/{d}'),
        ('school notice', '保護者会 {m}月{d}日 午後2時から 体育館'),
    ],
    'none': [
        ('concert ticket, times only', '開場18:30 開演19:00'),
        ('sports result', 'ヤクルトが5対0で勝利した。'),
        ('price and phone', '税込1,480円 品番334-88 TEL 03-4127-8655'),
        ('impossible date in a sentence', '申込書に2月30日と書かれていたが、'
         'そんな日はない。'),
        ('duration', '所要時間は約2時間40分です。'),
    ],
    'date': [
        ('ja_JP', '%Y年%-m月%-d日(%a) %H:%M', 'full'),
        ('ja_JP', '%Y/%m/%d %H:%M', 'full'),
        ('ja_JP', '%Y年%m月%d日', 'full'),
        ('ja_JP', '%Y年%-m月', 'month'),
        ('ja_JP', '%Y/%m', 'month'),
        ('ja_JP', '%-m月%-d日', 'noyear'),
        ('ja_JP', '%-m月%-d日(%a)', 'noyear'),
        ('ja_JP', '%m/%d', 'noyear'),
    ],
}

LANGS['zh'] = {
    'full': [
        ('e-mail header (Outlook)', '发送时间: {Y}年{m}月{d}日 星期{W} '
         '{H}:{MI}'),
        ('e-mail quote line (Gmail)', '王小明 于{Y}年{m}月{d}日周{W} '
         '{H}:{MI}写道：'),
        ('train ticket', 'G1234次 北京南→上海虹桥 {Y}年{m}月{d}日 {HH}:{MI}开 '
         '05车12F号'),
        ('product label', '生产日期：{Y}.{mm}.{dd}　保质期：12个月'),
        ('history textbook', '{Y}年{m}月{d}日，上海工人举行总罢工。', P),
        ('obituary (Han numerals)', '李明德同志因病于{Yh}年{mh}月{dh}日在北京'
         '逝世', P),
        ('court decision header', '（{Y}）京01民终4471号 判决日期：{Y}年{m}月'
         '{d}日'),
        ('wiki infobox', '出生：{Y}年{m}月{d}日，浙江杭州', P),
        ('sports report', '{Y}年{m}月{d}日 中超第12轮 北京国安2比0上海申花',
         {'recent': True}),
        ('shipping notice', '预计送达时间：{Y}-{mm}-{dd} 周{W}'),
        ('event poster, Taiwan (full-width digits)', '活動日期：{Y}年{m}月{d}日'
         '（週{W}）', FW),
        ('academic citation', '《人民日报》{Y}年{m}月{d}日第3版。'),
    ],
    'month': [
        ('history textbook', '{Y}年{m}月，该县遭遇百年一遇的洪水。', P),
        ('library catalogue', '《东方杂志》第44卷第7号（{Y}年{m}月）', P),
        ('academic footnote (Han numerals)', '{Yh}年{mh}月于昆明访谈记录。',
         P),
        ('product label', '有效期至：{Y}.{mm}'),
        ('social media post', '终于等到{Y}年{m}月了，冲！'),
        ('weather report', '{Y}年{m}月全国平均气温较常年同期偏高0.8℃。'),
    ],
    'noyear': [
        ('concert poster', '国家大剧院音乐厅 {m}月{d}日 19:30'),
        ('exam notice', '期末考试安排：{m}月{d}日上午9:00 高等数学 教三301'),
        ('invitation', '{m}月{d}日下午{h12}点，老地方见！', PM),
        ('social media comment', '{m}.{d} 生日快乐🎂'),
        ('delivery notice', '预计{m}月{d}日送达'),
        ('school notice', '家长会定于{m}月{d}日下午两点在礼堂召开'),
    ],
    'none': [
        ('concert ticket, times only', '18:30检票，19:30开演'),
        ('sports result', '国安2比0战胜申花，积42分。'),
        ('price and phone', '售价：¥39.90　货号334-88　电话：010-4127 8655'),
        ('impossible date in a sentence', '合同上写着2月30日，这一天根本不存在。'),
        ('duration', '全程约2小时40分钟。'),
    ],
    'date': [
        ('zh_CN', '%Y年%-m月%-d日 %A %H:%M', 'full'),
        ('zh_HK', '%Y年%-m月%-d日 %A', 'full'),
        ('zh_SG', '%Y-%m-%d %H:%M', 'full'),
        ('zh_CN', '%Y年%-m月', 'month'),
        ('zh_TW', '%Y年%m月', 'month'),
        ('zh_CN', '%-m月%-d日', 'noyear'),
        ('zh_TW', '%-m月%-d日 %A', 'noyear'),
        ('zh_HK', '%m月%d日', 'noyear'),
    ],
}

LANGS['ko'] = {
    'full': [
        ('e-mail header (Outlook)', '보낸 날짜: {Y}년 {m}월 {d}일 {W}요일 '
         '오후 {h12}:{MI}', PM),
        ('e-mail quote line (Gmail)', '{Y}년 {m}월 {d}일 ({W}) 오후 '
         '{h12}:{MI}, 김민준 님이 작성:', PM),
        ('train ticket', 'KTX 023 서울→부산 {Y}.{mm}.{dd} {HH}:{MI} 출발 '
         '7호차 12A'),
        ('product label', '소비기한: {Y}.{mm}.{dd}까지'),
        ('history textbook', '{Y}년 {m}월 {d}일, 서울에서 대규모 시위가 '
         '일어났다.', P),
        ('obituary', '고(故) 박영수 님께서 {Y}년 {m}월 {d}일 별세하셨습니다.',
         P),
        ('court decision header', '대법원 {Y}. {m}. {d}. 선고 {Y}다4471 '
         '판결'),
        ('wiki infobox', '출생 {Y}년 {m}월 {d}일, 대구', P),
        ('sports report', '{Y}년 {m}월 {d}일 잠실야구장 LG 5-0 두산'),
        ('shipping notice', '배송 예정: {Y}년 {m}월 {d}일 {W}요일 오전'),
        ('academic citation', '「동아일보」, {Y}년 {m}월 {d}일자, 3면.'),
    ],
    'month': [
        ('history textbook', '{Y}년 {m}월, 정부는 계엄령을 선포했다.', P),
        ('library catalogue', '『창작과비평』 통권 88호({Y}년 {m}월)', P),
        ('academic footnote', '{Y}년 {m}월 광주에서 필자가 진행한 면담.', P),
        ('product label', '유통기한 {Y}.{mm}'),
        ('social media post', '{Y}년 {m}월만 기다리는 중 ㅎㅎ 제주도 간다!'),
        ('weather report', '{Y}년 {m}월 서울의 강수량은 평년의 두 배였다.'),
    ],
    'noyear': [
        ('concert poster', '서울시향 정기공연 {m}월 {d}일 오후 7시 30분 '
         '롯데콘서트홀'),
        ('exam notice', '기말고사: {m}월 {d}일 1교시 수학'),
        ('invitation', '{m}월 {d}일 오후 {h12}시에 집들이해요! 다들 와요~',
         PM),
        ('social media comment', '{m}/{d} 생일 축하해🎉'),
        ('delivery notice', '도착 예정: {m}월 {d}일'),
        ('school notice', '학부모 상담 주간: {m}월 {d}일부터'),
    ],
    'none': [
        ('concert ticket, times only', '입장 오후 6시 30분, 공연 시작 오후 7시 '
         '30분'),
        ('sports result', '두산이 5대0으로 이겼다.'),
        ('price and phone', '가격 39,900원 · 상품번호 334-88 · 문의 '
         '02-4127-8655'),
        ('impossible date in a sentence', '신청서에 2월 30일이라고 적혀 '
         '있었는데 그런 날은 없다.'),
        ('duration', '소요 시간은 약 2시간 40분입니다.'),
    ],
    'date': [
        ('ko_KR', '%Y년 %-m월 %-d일 %A %H:%M', 'full'),
        ('ko_KR', '%Y. %-m. %-d. (%a)', 'full'),
        ('ko_KR', '%Y년 %m월 %d일', 'full'),
        ('ko_KR', '%Y년 %-m월', 'month'),
        ('ko_KR', '%Y.%m', 'month'),
        ('ko_KR', '%-m월 %-d일', 'noyear'),
        ('ko_KR', '%-m월 %-d일 %A', 'noyear'),
        ('ko_KR', '%m.%d', 'noyear'),
    ],
}

AR = {'digits': 'arab'}
FA = {'digits': 'persian'}
DV = {'digits': 'deva'}
TH = {'digits': 'thai'}
FA_P = {'digits': 'persian', 'past': True}
AR_PM = {'digits': 'arab', 'pm': True}

LANGS['ar'] = {
    'full': [
        ('e-mail header (Outlook)', 'مُرسَل: {W}، {d} {M}، {Y} {h12}:{MI} م',
         PM),
        ('e-mail quote line (Gmail)', 'في {W}، {d} {M} {Y} في {h12}:{MI} م، '
         'كتب أحمد سالم:', PM),
        ('train ticket (Arabic-Indic digits)', 'قطار رقم 980 القاهرة – أسوان، '
         'المغادرة {dd}/{mm}/{Y} الساعة {HH}:{MI}', AR),
        ('product label', 'يُستهلك قبل: {dd}-{mm}-{Y}'),
        ('history textbook (Levantine months)', 'في {d} {Ml} {Y} اندلعت '
         'المظاهرات في دمشق.', P),
        ('obituary', 'انتقل إلى رحمة الله تعالى يوم {W} {d} {M} {Y} الحاج '
         'محمود عبد الله', P),
        ('court decision header', 'محكمة النقض، الطعن رقم 4471 لسنة 88 ق، '
         'جلسة {d} {M} {Y}'),
        ('wiki infobox', 'الميلاد: {d} {M} {Y}، الإسكندرية', P),
        ('sports report', 'تقرير مباراة الأهلي والزمالك يوم {W} {d} {M} {Y}'),
        ('shipping notice', 'سيتم توصيل شحنتك يوم {W} {dd}/{mm}/{Y}'),
        ('academic citation (Maghreb months)', 'جريدة الصباح، تونس، {d} {Mm} '
         '{Y}، ص 5.'),
    ],
    'month': [
        ('history textbook (Levantine months)', 'في {Ml} {Y} دخلت القوات '
         'المدينة.', P),
        ('library catalogue', 'مجلة العربي، العدد 88، {M} {Y}. رقم الحفظ: د '
         '4471', P),
        ('academic footnote (Levantine months)', 'مقابلة أجراها الباحث في '
         'بيروت، {Ml} {Y}.', P),
        ('product label', 'ينتهي في: {mm}/{Y}'),
        ('social media post (Egyptian)', 'مستني {M} {Y} على نار 😍 رايحين '
         'الغردقة'),
        ('weather report (Arabic-Indic digits)', 'كان شهر {M} {Y} الأكثر '
         'حرارة في تاريخ القاهرة.', AR),
    ],
    'noyear': [
        ('concert poster', 'حفل الأوركسترا السيمفونية · {d} {M} · الساعة 8 '
         'مساءً · دار الأوبرا'),
        ('exam notice (Levantine months)', 'امتحان الرياضيات يوم {d} {Ml} '
         'الساعة التاسعة صباحًا'),
        ('invitation (Arabic-Indic digits)', 'ندعوكم لحضور حفل زفافنا يوم {d} '
         '{M} في تمام الساعة {h12} مساءً', AR_PM),
        ('social media comment', 'نتقابل يوم {d}/{m}؟'),
        ('delivery notice (Arabic-Indic digits)', 'موعد التسليم المتوقع: {d} '
         '{M}', AR),
        ('school notice (Levantine months)', 'اجتماع أولياء الأمور: {d} {Ml}، '
         'الساعة الخامسة'),
    ],
    'none': [
        ('concert ticket, times only', 'تفتح الأبواب الساعة 7:30 مساءً ويبدأ '
         'العرض في التاسعة.'),
        ('sports result', 'فاز الأهلي 2-0 ورفع رصيده إلى 42 نقطة.'),
        ('price and phone', 'السعر: 149 جنيهًا · كود المنتج 334-88 · '
         'للاستفسار 19777'),
        ('impossible date in a sentence', 'مكتوب في العقد 30 فبراير، وهذا '
         'التاريخ غير موجود.'),
        ('duration', 'تستغرق الرحلة ساعتين و40 دقيقة.'),
    ],
    'date': [
        ('ar_EG', '%A، %-d %B %Y %H:%M', 'full'),
        ('ar_TN', '%-d %B %Y', 'full'),
        ('ar_IQ', '%A %-d %B %Y', 'full'),
        ('ar_LB', '%B %Y', 'month'),
        ('ar_DZ', '%B %Y', 'month'),
        ('ar_EG', '%-d %B', 'noyear'),
        ('ar_SY', '%A %-d %B', 'noyear'),
        ('ar_MA', '%-d %B', 'noyear'),
    ],
}

LANGS['fa'] = {
    'full': [
        ('e-mail header (Outlook, Persian digits)', 'ارسال شده: {W}، {d} {M} '
         '{Y} ساعت {HH}:{MI}', FA),
        ('e-mail quote line (Gmail, Persian digits)', 'در تاریخ {W}، {d} {M} '
         '{Y}، ساعت {H}:{MI}، مریم احمدی نوشت:', FA),
        ('flight ticket (Persian digits)', 'پرواز 4471 تهران – استانبول، {d} '
         '{M} {Y} میلادی، ساعت {HH}:{MI}', FA),
        ('product label', 'تاریخ انقضا: {Y}/{mm}/{dd}'),
        ('history textbook (Persian digits)', 'در {d} {M} {Y} میلادی، کارگران '
         'نفت اعتصاب کردند.', FA_P),
        ('obituary', 'درگذشت شادروان حسین رضایی در {d} {M} {Y} میلادی', P),
        ('court decision header (Persian digits)', 'دادنامه مورخ {d} {M} {Y} '
         'میلادی، کلاسه 4471', FA),
        ('wiki infobox (Persian digits)', 'زادروز: {d} {M} {Y}، شیراز', FA_P),
        ('sports report (Persian digits)', 'گزارش بازی پرسپولیس و استقلال، '
         '{W} {d} {M} {Y}', FA),
        ('shipping notice', 'مرسوله شما در تاریخ {Y}/{mm}/{dd} تحویل داده '
         'می‌شود.'),
        ('academic citation (Persian digits)', 'روزنامه شرق، {d} {M} {Y}، ص '
         '3.', FA),
    ],
    'month': [
        ('history textbook (Persian digits)', 'در {M} {Y} میلادی، نیروها وارد '
         'شهر شدند.', FA_P),
        ('library catalogue (Persian digits)', 'مجله بخارا، شماره 88، {M} {Y}. '
         'شماره بازیابی: 4471', FA_P),
        ('academic footnote', 'مصاحبه نگارنده، پاریس، {M} {Y}.', P),
        ('product label', 'انقضا: {Y}/{mm}'),
        ('social media post (Persian digits)', 'لحظه‌شماری می‌کنم برای {M} '
         '{Y} 😍', FA),
        ('weather report', '{M} {Y} گرم‌ترین ماه ثبت‌شده در تهران بود.'),
    ],
    'noyear': [
        ('concert poster (Persian digits)', 'کنسرت ارکستر سمفونیک تهران · {d} '
         '{M} · ساعت 20', FA),
        ('exam notice (Persian digits)', 'امتحان ریاضی: {d} {M}، ساعت 9 صبح، '
         'کلاس 214', FA),
        ('invitation (Persian digits)', 'دعوتید به جشن تولدم، {d} {M} ساعت '
         '{H}!', {'digits': 'persian', 'pm': True}),
        ('social media comment', 'قرارمون {d} {M} یادت نره!'),
        ('delivery notice', 'زمان تحویل: {d} {M}'),
        ('school notice (Persian digits)', 'جلسه اولیا و مربیان: {d} {M}، '
         'ساعت 17', FA),
    ],
    'none': [
        ('concert ticket, times only', 'درها ساعت ۱۹:۳۰ باز می‌شود و کنسرت '
         'ساعت ۲۱ آغاز می‌شود.'),
        ('sports result', 'پرسپولیس ۲ بر ۰ برد و ۴۲ امتیازی شد.'),
        ('price and phone', 'قیمت: ۴۹۰٬۰۰۰ تومان · کد کالا ۳۳۴-۸۸ · تلفن '
         '۰۲۱-۴۴۱۲۷۸۶۵'),
        ('impossible date in a sentence', 'در فرم نوشته بود ۳۰ فوریه، چنین '
         'تاریخی وجود ندارد.'),
        ('duration', 'مدت سفر ۲ ساعت و ۴۰ دقیقه است.'),
    ],
    'date': [
        ('fa_IR', '%A %-d %B %Y', 'full'),
        ('fa_IR', '%Y/%m/%d %H:%M', 'full'),
        ('fa_IR', '%-d %B %Y، %H:%M', 'full'),
        ('fa_IR', '%B %Y', 'month'),
        ('fa_IR', '%Y/%m', 'month'),
        ('fa_IR', '%-d %B', 'noyear'),
        ('fa_IR', '%Od %B', 'noyear'),
        ('fa_IR', '%A %-d %B', 'noyear'),
    ],
}

LANGS['he'] = {
    'full': [
        ('e-mail header (Outlook)', 'נשלח: {W} {d} {M} {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'בתאריך {W}, {d} ב{M} {Y} ב-{HH}:{MI} '
         'מאת דנה לוי:'),
        ('train ticket', 'רכבת ישראל · יציאה {dd}.{mm}.{Y} בשעה {HH}:{MI} · '
         'חיפה מרכז'),
        ('product label', 'בתוקף עד: {dd}/{mm}/{Y}'),
        ('history textbook', 'ב-{d} ב{M} {Y} פרצה שביתה כללית בנמל חיפה.', P),
        ('obituary', 'הלך לעולמו ב-{d} ב{M} {Y} יעקב כהן', P),
        ('court decision header', 'ע"א 4471 פלוני נ׳ אלמוני, ניתן ביום '
         '{d}.{mm}.{Y}'),
        ('wiki infobox', 'לידה: {d} ב{M} {Y}, ירושלים', P),
        ('sports report', 'סיכום המשחק של {W}, {d} ב{M} {Y}, באצטדיון '
         'בלומפילד'),
        ('shipping notice', 'המשלוח יגיע ב-{dd}.{mm}.{Y} בין 8:00 ל-16:00'),
        ('academic citation', 'הארץ, {d} ב{M} {Y}, עמ׳ 3.'),
    ],
    'month': [
        ('history textbook', 'ב{M} {Y} נכנסו הכוחות לעיר.', P),
        ('library catalogue', 'קתדרה, גיליון 88, {M} {Y}. מספר מדף: ק 4471',
         P),
        ('academic footnote', 'ראיון של המחברת, באר שבע, {M} {Y}.', P),
        ('product label', 'תוקף: {mm}/{Y}'),
        ('social media post', 'מחכה כבר ל{M} {Y} 😍 טסים ליוון'),
        ('weather report', '{M} {Y} היה החודש החם ביותר שנמדד בתל אביב.'),
    ],
    'noyear': [
        ('concert poster', 'התזמורת הפילהרמונית · {d} ב{M} · 20:00 · היכל '
         'התרבות'),
        ('exam notice', 'מבחן במתמטיקה: {d} ב{M}, 9:00, כיתה 214'),
        ('invitation', 'מוזמנים לחנוכת הבית ב-{d} ב{M} מ-{H}:00!', PM),
        ('social media comment', 'נפגשים ב-{d}/{m}?'),
        ('delivery notice', 'מועד מסירה משוער: {d}.{m}'),
        ('school notice', 'אסיפת הורים: {d} ב{M} בשעה 18:00'),
    ],
    'none': [
        ('concert ticket, times only', 'פתיחת דלתות ב-19:30, תחילת המופע '
         'ב-21:00.'),
        ('sports result', 'מכבי ניצחה 2:0 וצברה 42 נקודות.'),
        ('price and phone', 'מחיר: 49.90 ₪ · מק"ט 334-88 · טלפון '
         '03-6412786'),
        ('impossible date in a sentence', 'בטופס נכתב 31 ביוני, ואין תאריך '
         'כזה.'),
        ('duration', 'הנסיעה נמשכת שעתיים ו-40 דקות.'),
    ],
    'date': [
        ('he_IL', '%A %-d %B %Y %H:%M', 'full'),
        ('he_IL', '%d.%m.%Y %H:%M', 'full'),
        ('he_IL', '%-d %b %Y', 'full'),
        ('he_IL', '%B %Y', 'month'),
        ('he_IL', '%b %Y', 'month'),
        ('he_IL', '%-d %B', 'noyear'),
        ('he_IL', '%A %-d %B', 'noyear'),
        ('he_IL', '%d/%m', 'noyear'),
    ],
}

LANGS['hi'] = {
    'full': [
        ('e-mail header (Outlook)', 'भेजा गया: {W}, {d} {M} {Y} {h12}:{MI} '
         'अपराह्न', PM),
        ('e-mail quote line (Gmail)', '{W}, {d} {M} {Y} को {h12}:{MI} pm बजे '
         'राहुल शर्मा ने लिखा:', PM),
        ('train ticket', 'राजधानी एक्सप्रेस 12301, प्रस्थान {dd}-{mm}-{Y} '
         '{HH}:{MI}, नई दिल्ली'),
        ('product label', 'इससे पहले उपयोग करें: {dd}/{mm}/{Y}'),
        ('history textbook', '{d} {M} {Y} को मुंबई के मिल मज़दूरों ने हड़ताल '
         'की।', P),
        ('obituary (Devanagari digits)', 'श्री रमेश चंद्र वर्मा का {d} {M} '
         '{Y} को निधन हो गया।', {'digits': 'deva', 'past': True}),
        ('court decision header', 'सर्वोच्च न्यायालय, सिविल अपील संख्या '
         '4471, निर्णय दिनांक {dd}.{mm}.{Y}'),
        ('wiki infobox', 'जन्म: {d} {M} {Y}, लखनऊ', P),
        ('sports report', '{d} {M} {Y}, {W} को खेले गए मैच में भारत जीता'),
        ('shipping notice', 'आपका ऑर्डर {W}, {d} {M} {Y} तक पहुँच जाएगा।'),
        ('academic citation (Devanagari digits)', 'दैनिक जागरण, {d} {M} {Y}, '
         'पृ. 5.', DV),
    ],
    'month': [
        ('history textbook', '{M} {Y} में सेना ने शहर में प्रवेश किया।', P),
        ('library catalogue', 'हंस, अंक 88, {M} {Y}. संग्रह संख्या: ह 4471',
         P),
        ('academic footnote', 'लेखक द्वारा लिया गया साक्षात्कार, पटना, {M} '
         '{Y}.', P),
        ('product label', 'एक्सपायरी: {mm}/{Y}'),
        ('social media post', '{M} {Y} का बेसब्री से इंतज़ार है 😍 गोवा '
         'चलेंगे!'),
        ('weather report (Devanagari digits)', '{M} {Y} दिल्ली में अब तक का '
         'सबसे गर्म महीना रहा।', DV),
    ],
    'noyear': [
        ('concert poster', 'सिम्फनी ऑर्केस्ट्रा · {d} {M} · शाम 7 बजे · '
         'एनसीपीए'),
        ('exam notice', 'गणित की परीक्षा: {d} {M}, सुबह 9 बजे, कक्ष 214'),
        ('invitation', 'आप सभी {d} {M} को {H}:00 बजे गृहप्रवेश में आमंत्रित '
         'हैं।'),
        ('social media comment', '{d} {M} को मिलते हैं!'),
        ('delivery notice', 'अनुमानित डिलीवरी: {d} {M}'),
        ('school notice (Devanagari digits)', 'अभिभावक-शिक्षक बैठक: {d} {M}, '
         'सुबह 10 बजे', DV),
    ],
    'none': [
        ('concert ticket, times only', 'दरवाज़े शाम 7:30 बजे खुलेंगे, '
         'कार्यक्रम 9 बजे शुरू होगा।'),
        ('sports result', 'भारत ने सीरीज़ 2-0 से जीत ली।'),
        ('price and phone', 'कीमत: ₹499 · उत्पाद कोड 334-88 · फ़ोन '
         '011-41278655'),
        ('impossible date in a sentence', 'फ़ॉर्म में 31 अप्रैल लिखा था, जो '
         'कोई तारीख़ ही नहीं है।'),
        ('duration', 'यात्रा में 2 घंटे 40 मिनट लगते हैं।'),
    ],
    'date': [
        ('hi_IN', '%A %-d %B %Y %H:%M', 'full'),
        ('hi_IN', '%d-%m-%Y', 'full'),
        ('hi_IN', '%-d %B %Y', 'full'),
        ('hi_IN', '%B %Y', 'month'),
        ('hi_IN', '%b, %Y', 'month'),
        ('hi_IN', '%-d %B', 'noyear'),
        ('hi_IN', '%A %-d %B', 'noyear'),
        ('hi_IN', '%d %b', 'noyear'),
    ],
}

LANGS['id'] = {
    'full': [
        ('e-mail header (Outlook)', 'Dikirim: {W}, {d} {M} {Y} {HH}.{MI}'),
        ('e-mail quote line (Gmail)', 'Pada {W}, {d} {Ma} {Y} pukul '
         '{HH}.{MI}, Budi Santoso menulis:'),
        ('train ticket', 'KA Argo Bromo Anggrek, berangkat {d} {M} {Y} pukul '
         '{HH}:{MI} dari Gambir'),
        ('product label', 'Baik digunakan sebelum: {dd}/{mm}/{Y}'),
        ('history textbook', 'Pada tanggal {d} {M} {Y}, para buruh pelabuhan '
         'melakukan mogok kerja.', P),
        ('obituary', 'Telah berpulang pada hari {W}, {d} {M} {Y}, Bapak H. '
         'Suparman', P),
        ('court decision header', 'Putusan Mahkamah Agung Nomor 4471 '
         'K/Pdt/{Y} tanggal {d} {M} {Y}'),
        ('wiki infobox', 'Lahir: {d} {M} {Y}, Semarang', P),
        ('sports report', 'Laporan pertandingan Persib vs Persija, {W} '
         '({d}/{m}/{Y})'),
        ('shipping notice', 'Paket Anda akan tiba pada {W}, {dd}-{mm}-{Y}.'),
        ('academic citation', 'Kompas, {d} {M} {Y}, hlm. 3.'),
    ],
    'month': [
        ('history textbook', 'Pada bulan {M} {Y}, pasukan memasuki kota.', P),
        ('library catalogue', 'Majalah Prisma, No. 88, {M} {Y}. Nomor panggil: '
         'P 4471', P),
        ('academic footnote', 'Wawancara penulis di Makassar, {M} {Y}.', P),
        ('product label', 'EXP {mm}/{Y}'),
        ('social media post', 'udah gak sabar nunggu {M} {Y} 😍 mau ke Bali!'),
        ('weather report', 'Curah hujan {M} {Y} di Jakarta tercatat tertinggi '
         'dalam 30 tahun.'),
    ],
    'noyear': [
        ('concert poster', 'Konser Orkestra Simfoni Jakarta · {d} {M} · pukul '
         '19.30 WIB'),
        ('exam notice', 'Ujian Akhir Semester: {d} {M}, pukul 08.00, ruang '
         '214'),
        ('invitation', 'Yuk datang ke syukuran rumah baru kami tgl {d} {M} jam '
         '{H}.00!', PM),
        ('social media comment', 'ketemuan tgl {d} {Ma} ya!'),
        ('delivery notice', 'Estimasi tiba: {d} {Ma}'),
        ('school notice', 'Rapat wali murid: {d} {M}, pukul 09.00 WIB'),
    ],
    'none': [
        ('concert ticket, times only', 'Pintu dibuka pukul 18.30 WIB, acara '
         'dimulai pukul 19.30 WIB.'),
        ('sports result', 'Persib menang 2-0 dan kini mengoleksi 42 poin.'),
        ('price and phone', 'Harga Rp49.900 · Kode 334-88 · Telp. '
         '021-4127865'),
        ('impossible date in a sentence', 'Di formulir tertulis 31 April, '
         'padahal tanggal itu tidak ada.'),
        ('duration', 'Perjalanan memakan waktu 2 jam 40 menit.'),
    ],
    'date': [
        ('id_ID', '%A, %-d %B %Y %H:%M', 'full'),
        ('id_ID', '%d/%m/%Y', 'full'),
        ('id_ID', '%-d %b %Y', 'full'),
        ('id_ID', '%B %Y', 'month'),
        ('id_ID', '%b %Y', 'month'),
        ('id_ID', '%-d %B', 'noyear'),
        ('id_ID', '%A, %-d %B', 'noyear'),
        ('id_ID', '%d %b', 'noyear'),
    ],
}

LANGS['vi'] = {
    'full': [
        ('e-mail header (Outlook)', 'Đã gửi: {WT}, {d} tháng {m}, {Y} '
         '{h12}:{MI} CH', PM),
        ('e-mail quote line (Gmail)', 'Vào {W}, {d} thg {m}, {Y} lúc {H}:{MI} '
         'Nguyễn Văn An đã viết:'),
        ('train ticket', 'Tàu SE1 Hà Nội – Sài Gòn, khởi hành {HH}:{MI} ngày '
         '{dd}/{mm}/{Y}'),
        ('product label', 'HSD: {dd}/{mm}/{Y}'),
        ('history textbook', 'Ngày {d} tháng {m} năm {Y}, công nhân nhà máy '
         'dệt đình công.', P),
        ('obituary', 'Cụ ông Trần Văn Bình đã từ trần vào ngày {d}/{m}/{Y}, '
         'hưởng thọ 87 tuổi.', P),
        ('court decision header', 'Bản án số 44/{Y}/DS-PT ngày {d}-{m}-{Y} '
         'của TAND TP. Hà Nội'),
        ('wiki infobox', 'Sinh: {d} tháng {m}, {Y}, Huế', P),
        ('sports report', 'Trận đấu diễn ra vào {W}, ngày {d}/{m}/{Y} trên '
         'sân Mỹ Đình.'),
        ('shipping notice', 'Đơn hàng của bạn sẽ được giao vào {W}, '
         '{dd}/{mm}/{Y}.'),
        ('academic citation', 'Báo Nhân Dân, số ra ngày {d}-{m}-{Y}, tr. 3.'),
    ],
    'month': [
        ('history textbook', 'Tháng {m} năm {Y}, quân đội tiến vào thành '
         'phố.', P),
        ('library catalogue', 'Tạp chí Văn học, số 88, tháng {m}/{Y}. Ký hiệu: '
         'TC 4471', P),
        ('academic footnote', 'Phỏng vấn của tác giả tại Đà Nẵng, tháng {m} '
         'năm {Y}.', P),
        ('product label', 'HSD: {mm}/{Y}'),
        ('social media post', 'mong tới tháng {m}/{Y} quá đi 😍 đi Đà Lạt!'),
        ('weather report', 'Tháng {m} năm {Y} là tháng nóng nhất từng ghi '
         'nhận ở Hà Nội.'),
    ],
    'noyear': [
        ('concert poster', 'Hòa nhạc Giao hưởng Việt Nam · {d} tháng {m} · '
         '20:00 · Nhà hát Lớn'),
        ('exam notice', 'Lịch thi cuối kỳ: môn Toán, ngày {d}/{m}, 7h30, '
         'phòng 214'),
        ('invitation', 'Mời cả nhà đến tân gia nhà mình ngày {d}/{m} lúc {H}h '
         'nhé!'),
        ('social media comment', 'hẹn gặp nhau {d}/{m} nha'),
        ('delivery notice', 'Dự kiến giao: {dd}/{mm}'),
        ('school notice', 'Họp phụ huynh: ngày {d} tháng {m}, 8h00'),
    ],
    'none': [
        ('concert ticket, times only', 'Mở cửa lúc 19h30, chương trình bắt '
         'đầu lúc 20h.'),
        ('sports result', 'Hà Nội FC thắng 2-0 và có 42 điểm.'),
        ('price and phone', 'Giá: 149.000đ · Mã SP 334-88 · ĐT 024 3412 '
         '7865'),
        ('impossible date in a sentence', 'Trong đơn ghi ngày 31 tháng 4, một '
         'ngày không có thật.'),
        ('duration', 'Chuyến đi kéo dài 2 tiếng 40 phút.'),
    ],
    'date': [
        ('vi_VN', '%A, %-d %B %Y %H:%M', 'full'),
        ('vi_VN', '%d/%m/%Y %H:%M', 'full'),
        ('vi_VN', '%-d %b %Y', 'full'),
        ('vi_VN', '%B, %Y', 'month'),
        ('vi_VN', '%b %Y', 'month'),
        ('vi_VN', '%-d %B', 'noyear'),
        ('vi_VN', '%A, %-d %B', 'noyear'),
        ('vi_VN', '%d %b', 'noyear'),
    ],
}

LANGS['th'] = {
    'full': [
        ('e-mail header (Outlook)', 'ส่ง: {W}ที่ {d} {M} ค.ศ. {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'เมื่อ{W}ที่ {d} {Ma} ค.ศ. {Y} เวลา '
         '{HH}:{MI} น. สมชาย ใจดี เขียนว่า:'),
        ('train ticket', 'รถไฟขบวน 9 กรุงเทพ–เชียงใหม่ ออก {d} {Ma} ค.ศ. {Y} '
         'เวลา {HH}.{MI} น.'),
        ('product label', 'ควรบริโภคก่อน (BBE): {dd}/{mm}/{Y}'),
        ('history textbook', 'เมื่อวันที่ {d} {M} ค.ศ. {Y} กรรมกรท่าเรือได้'
         'นัดหยุดงาน', P),
        ('obituary (Thai digits)', 'นายสมศักดิ์ แก้วมณี ถึงแก่กรรมเมื่อวันที่ '
         '{d} {M} ค.ศ. {Y}', {'digits': 'thai', 'past': True}),
        ('court decision header', 'คำพิพากษาศาลฎีกา ลงวันที่ {d} {M} ค.ศ. '
         '{Y}'),
        ('wiki infobox', 'เกิด: {d} {M} ค.ศ. {Y} จังหวัดขอนแก่น', P),
        ('sports report', 'สรุปผลการแข่งขัน{W}ที่ {d} {Ma} ค.ศ. {Y} '
         'ที่สนามราชมังคลา'),
        ('shipping notice', 'พัสดุของคุณจะจัดส่งถึงใน{W}ที่ {dd}/{mm}/{Y}'),
        ('academic citation', 'ไทยรัฐ, {d} {M} ค.ศ. {Y}, หน้า 3.'),
    ],
    'month': [
        ('history textbook', 'ในเดือน{M} ค.ศ. {Y} กองทัพได้เคลื่อนเข้าสู่เมือง',
         P),
        ('library catalogue', 'วารสารศิลปวัฒนธรรม ฉบับที่ 88 ({M} ค.ศ. {Y}) '
         'เลขเรียก ว 4471', P),
        ('academic footnote', 'สัมภาษณ์โดยผู้เขียน ที่เชียงราย, {M} ค.ศ. {Y}',
         P),
        ('product label', 'EXP {mm}/{Y}'),
        ('social media post', 'รอ{M} {Y} ไม่ไหวแล้ว 😍 ไปญี่ปุ่นกัน!'),
        ('weather report (Thai digits)', 'เดือน{M} ค.ศ. {Y} '
         'เป็นเดือนที่ร้อนที่สุดของกรุงเทพฯ', TH),
    ],
    'noyear': [
        ('concert poster', 'คอนเสิร์ตวงดุริยางค์ซิมโฟนีกรุงเทพ · {d} {M} · '
         '19.30 น.'),
        ('exam notice', 'สอบปลายภาควิชาคณิตศาสตร์ {d} {Ma} เวลา 9.00 น. ห้อง '
         '214'),
        ('invitation', 'ขอเชิญร่วมงานขึ้นบ้านใหม่ วันที่ {d} {M} เวลา {H}.00 '
         'น.'),
        ('social media comment', 'เจอกัน {d} {Ma} นะ'),
        ('delivery notice', 'กำหนดส่งของ: {d} {Ma}'),
        ('school notice (Thai digits)', 'ประชุมผู้ปกครอง วันที่ {d} {M} เวลา '
         '13.00 น.', TH),
    ],
    'none': [
        ('concert ticket, times only', 'ประตูเปิด 18.30 น. การแสดงเริ่ม '
         '19.30 น.'),
        ('sports result', 'บุรีรัมย์ชนะ 2-0 มี 42 คะแนน'),
        ('price and phone', 'ราคา 259 บาท · รหัสสินค้า 334-88 · โทร. '
         '02-412-7865'),
        ('impossible date in a sentence', 'ในแบบฟอร์มเขียนว่า 31 เมษายน '
         'ซึ่งไม่มีวันนี้จริง'),
        ('duration', 'ใช้เวลาเดินทาง 2 ชั่วโมง 40 นาที'),
    ],
    'date': [
        ('th_TH', '%A %-d %B %Y', 'full'),
        ('th_TH', '%-d %b %Y %H:%M', 'full'),
        ('th_TH', '%d/%m/%Y', 'full'),
        ('th_TH', '%B %Y', 'month'),
        ('th_TH', '%b %Y', 'month'),
        ('th_TH', '%-d %B', 'noyear'),
        ('th_TH', '%A %-d %B', 'noyear'),
        ('th_TH', '%d %b', 'noyear'),
    ],
}

LANGS['el'] = {
    'full': [
        ('e-mail header (Outlook)', 'Στάλθηκε: {W}, {d} {Mg} {Y} {HH}:{MI}'),
        ('e-mail quote line (Gmail)', 'Στις {Wa}, {d} {Ma} {Y} στις {HH}:{MI}, '
         'ο Νίκος Παππάς έγραψε:'),
        ('ferry ticket', 'Blue Star Ferries · Αναχώρηση {dd}/{mm}/{Y} {HH}:{MI} '
         '· Πειραιάς'),
        ('product label', 'Ανάλωση κατά προτίμηση πριν από: {dd}.{mm}.{Y}'),
        ('history textbook', 'Στις {d} {Mg} {Y} οι εργάτες του λιμανιού '
         'κατέβηκαν σε απεργία.', P),
        ('obituary', 'Απεβίωσε την {do} {Mg} {Y} ο Γεώργιος Αντωνίου, σε '
         'ηλικία 84 ετών.', P),
        ('court decision header', 'ΑΠ 4471/{Y}, απόφαση της {d}ης {Mg} {Y}'),
        ('wiki infobox', 'Γέννηση: {d} {Mg} {Y}, Θεσσαλονίκη', P),
        ('sports report', 'Ο αγώνας διεξήχθη {Wv}, {d} {Mg} {Y}, στο ΟΑΚΑ.'),
        ('shipping notice', 'Η παράδοση θα γίνει {Wv} {dd}/{mm}/{Y}.'),
        ('academic citation', 'Η Καθημερινή, {d} {Mg} {Y}, σ. 7.'),
    ],
    'month': [
        ('history textbook', 'Τον {Mc} του {Y} τα στρατεύματα μπήκαν στην '
         'πόλη.', P),
        ('library catalogue', 'Νέα Εστία, τ. 88, {M} {Y}. Ταξιθέτης: Π 4471',
         P),
        ('academic footnote', 'Συνέντευξη στη συγγραφέα, Χανιά, {M} {Y}.', P),
        ('product label', 'Λήξη: {mm}/{Y}'),
        ('social media post', 'ανυπομονώ για τον {Mc} του {Y} 😍 πάμε Νάξο!'),
        ('weather report', 'Ο {M} του {Y} ήταν ο θερμότερος μήνας στην Αθήνα.'),
    ],
    'noyear': [
        ('concert poster', 'Κρατική Ορχήστρα Αθηνών · {d} {Mg} · 20:30 · '
         'Μέγαρο Μουσικής'),
        ('exam notice', 'Εξετάσεις Μαθηματικών: {d} {Mg}, 9:00, αίθουσα 214'),
        ('invitation', 'Σας περιμένουμε στο πάρτι μας στις {d} {Mg}, από τις '
         '{H}:00!'),
        ('social media comment', 'τα λέμε στις {d}/{m}!'),
        ('delivery notice', 'Εκτιμώμενη παράδοση: {d} {Ma}'),
        ('school notice', 'Ενημέρωση γονέων: {do} {Mg}, 18:00'),
    ],
    'none': [
        ('concert ticket, times only', 'Οι πόρτες ανοίγουν στις 19:30 και η '
         'παράσταση αρχίζει στις 21:00.'),
        ('sports result', 'Ο Ολυμπιακός νίκησε 2-0 και έφτασε τους 42 '
         'βαθμούς.'),
        ('price and phone', 'Τιμή: 14,90 € · Κωδ. 334-88 · Τηλ. 210 412 7865'),
        ('impossible date in a sentence', 'Στο έντυπο γράφει 31 Ιουνίου, '
         'ημερομηνία που δεν υπάρχει.'),
        ('duration', 'Η διαδρομή διαρκεί 2 ώρες και 40 λεπτά.'),
    ],
    'date': [
        ('el_GR', '%A, %-d %B %Y, %H:%M', 'full'),
        ('el_CY', '%d/%m/%Y %H:%M', 'full'),
        ('el_GR', '%-d %b %Y', 'full'),
        ('el_CY', '%OB %Y', 'month'),
        ('el_GR', '%Ob %Y', 'month'),
        ('el_GR', '%-d %B', 'noyear'),
        ('el_CY', '%A %-d %B', 'noyear'),
        ('el_GR', '%d %b', 'noyear'),
    ],
}
