"""Hand-written templates, no-date lines and `date` formats of the fifth
multilingual set (data/languages-fifth/).  Written for this set by a helper
that had not read the earlier sets' lines or templates.

LANGS[lang]:
  months, gen (form after a day), loc (locative / other), acc, abmon, days
  (Monday first), T: [(kind, register, template[, flags])] with kind 'my'
  (month + year), 'dm' (day + month, no year) or 'full'; N: [(register,
  line)] lines without a date (target empty).
Placeholders (fields()): d dd m mm Y M Mn Ml Ma Mb W Wb H MI h12 o, native
digits nd ndd nm nmm nY nH nMI, Han numerals hY hm hd, CJK weekday chars
Wc (ja) Wz (zh) Wk (ko), and per-language extras (EXTRA).
flags: years=(lo, hi), dmin, hours=(lo, hi).
GLIBC[lang]: [(locale, date format, kind)].
"""

import langcommon as L  # han_year, han_num

PAST = {'years': (1900, 2015)}
PM = {'hours': (13, 18)}

DIGITS = {'ar': '٠١٢٣٤٥٦٧٨٩', 'fa': '۰۱۲۳۴۵۶۷۸۹', 'hi': '०१२३४५६७८९',
          'th': '๐๑๒๓๔๕๖๗๘๙'}


def native(lang, s):
    dg = DIGITS.get(lang)
    if not dg:
        return s
    return ''.join(dg[int(c)] if c.isdigit() else c for c in s)


ES_DW = {2: 'dos', 3: 'tres', 4: 'cuatro', 5: 'cinco', 6: 'seis',
         7: 'siete', 8: 'ocho', 9: 'nueve', 10: 'diez', 11: 'once',
         12: 'doce', 13: 'trece', 14: 'catorce', 15: 'quince',
         16: 'dieciséis', 17: 'diecisiete', 18: 'dieciocho',
         19: 'diecinueve', 20: 'veinte', 21: 'veintiún', 22: 'veintidós',
         23: 'veintitrés', 24: 'veinticuatro', 25: 'veinticinco',
         26: 'veintiséis', 27: 'veintisiete', 28: 'veintiocho',
         29: 'veintinueve', 30: 'treinta', 31: 'treinta y un'}


def _sv_ord(d):
    return '%d:%s' % (d, 'a' if d % 10 in (1, 2) and d not in (11, 12)
                      else 'e')


ORD = {
    'es': lambda d: '1.º' if d == 1 else str(d),
    'fr': lambda d: '1er' if d == 1 else str(d),
    'it': lambda d: '1º' if d == 1 else str(d),
    'pt': lambda d: '1º' if d == 1 else str(d),
    'sv': _sv_ord,
}


def _extra(lang, t):
    d, wd = t.day, t.weekday()
    if lang == 'es':
        return {'dw': ES_DW.get(d, '')}
    if lang == 'it':
        o = ORD['it'](d)
        return {'ild': ("l'%d" % d) if d in (8, 11) else 'il ' + o}
    if lang == 'ru':
        return {'vW': ['в понедельник', 'во вторник', 'в среду',
                       'в четверг', 'в пятницу', 'в субботу',
                       'в воскресенье'][wd]}
    if lang == 'uk':
        return {'uW': ['у понеділок', 'у вівторок', 'у середу',
                       'у четвер', 'у пʼятницю', 'у суботу',
                       'у неділю'][wd]}
    if lang == 'pl':
        return {'wW': ['w poniedziałek', 'we wtorek', 'w środę',
                       'w czwartek', 'w piątek', 'w sobotę',
                       'w niedzielę'][wd],
                'wMl': ('we ' if t.month == 9 else 'w ') +
                LANGS['pl']['loc'][t.month - 1]}
    if lang == 'cs':
        return {'vW': ['v pondělí', 'v úterý', 've středu', 've čtvrtek',
                       'v pátek', 'v sobotu', 'v neděli'][wd]}
    if lang == 'el':
        return {'tW': ['τη Δευτέρα', 'την Τρίτη', 'την Τετάρτη',
                       'την Πέμπτη', 'την Παρασκευή', 'το Σάββατο',
                       'την Κυριακή'][wd]}
    return {}


def fields(lang, t):
    sp = LANGS[lang]
    m0, wd = t.month - 1, t.weekday()
    months = sp.get('months', [''] * 12)
    gen = sp.get('gen', months)
    f = {
        'd': str(t.day), 'dd': '%02d' % t.day, 'm': str(t.month),
        'mm': '%02d' % t.month, 'Y': str(t.year),
        'Mn': months[m0], 'M': gen[m0], 'Ml': sp.get('loc', gen)[m0],
        'Ma': sp.get('acc', months)[m0],
        'Mb': sp.get('abmon', months)[m0],
        'W': sp.get('days', [''] * 7)[wd],
        'Wb': sp.get('abdays', sp.get('days', [''] * 7))[wd],
        'H': str(t.hour), 'MI': '%02d' % t.minute,
        'h12': str(t.hour % 12 or 12),
        'o': ORD.get(lang, str)(t.day),
        'hY': L.han_year(t.year), 'hm': L.han_num(t.month),
        'hd': L.han_num(t.day),
        'Wc': '月火水木金土日'[wd], 'Wz': '一二三四五六日'[wd],
        'Wk': '월화수목금토일'[wd],
    }
    for k in ('d', 'dd', 'm', 'mm', 'Y', 'H', 'MI'):
        f['n' + k] = native(lang, f[k])
    f.update(_extra(lang, t))
    return f


def _g(lang, spec):
    return [tuple(x) for x in spec]


GLIBC = {
    'es': [('es_ES', '%A, %-d de %B de %Y', 'full'),
           ('es_MX', '%d/%m/%Y %H:%M', 'full'),
           ('es_ES', '%B de %Y', 'my'), ('es_AR', '%b %Y', 'my'),
           ('es_CO', '%-d de %B', 'dm'), ('es_ES', '%e %b', 'dm'),
           ('es_ES', '%c', 'full'), ('es_CL', '%a %d %b %Y %H:%M', 'full'),
           ('es_PE', '%A %-d de %B', 'dm')],
    'fr': [('fr_FR', '%A %-d %B %Y', 'full'), ('fr_FR', '%c', 'full'),
           ('fr_FR', '%x', 'full'), ('fr_BE', '%B %Y', 'my'),
           ('fr_CA', '%b %Y', 'my'), ('fr_FR', '%-d %B', 'dm'),
           ('fr_CH', '%e %b', 'dm'), ('fr_FR', '%a %d %b %Y %H:%M', 'full'),
           ('fr_FR', '%A %-d %B', 'dm')],
    'de': [('de_DE', '%A, %-d. %B %Y', 'full'), ('de_DE', '%c', 'full'),
           ('de_DE', '%x', 'full'), ('de_AT', '%B %Y', 'my'),
           ('de_CH', '%b %Y', 'my'), ('de_DE', '%-d. %B', 'dm'),
           ('de_DE', '%e. %b', 'dm'), ('de_DE', '%a %d %b %Y %H:%M', 'full'),
           ('de_DE', '%a, %-d. %B', 'dm')],
    'it': [('it_IT', '%A %-d %B %Y', 'full'), ('it_IT', '%c', 'full'),
           ('it_IT', '%x', 'full'), ('it_IT', '%B %Y', 'my'),
           ('it_CH', '%b %Y', 'my'), ('it_IT', '%-d %B', 'dm'),
           ('it_IT', '%e %b', 'dm'), ('it_IT', '%a %d %b %Y %H:%M', 'full'),
           ('it_IT', '%A %-d %B', 'dm')],
    'pt': [('pt_BR', '%A, %-d de %B de %Y', 'full'), ('pt_BR', '%c', 'full'),
           ('pt_BR', '%x', 'full'), ('pt_PT', '%B de %Y', 'my'),
           ('pt_BR', '%b/%Y', 'my'), ('pt_BR', '%-d de %B', 'dm'),
           ('pt_PT', '%e %b', 'dm'), ('pt_BR', '%a %d %b %Y %H:%M', 'full'),
           ('pt_PT', '%A, %-d de %B', 'dm')],
    'nl': [('nl_NL', '%A %-d %B %Y', 'full'), ('nl_NL', '%c', 'full'),
           ('nl_NL', '%d-%m-%Y', 'full'), ('nl_NL', '%B %Y', 'my'),
           ('nl_BE', '%b %Y', 'my'), ('nl_NL', '%-d %B', 'dm'),
           ('nl_NL', '%e %b', 'dm'), ('nl_NL', '%a %d %b %Y %H:%M', 'full'),
           ('nl_BE', '%A %-d %B', 'dm')],
    'ru': [('ru_RU', '%A, %-d %B %Y г.', 'full'), ('ru_RU', '%c', 'full'),
           ('ru_RU', '%x', 'full'), ('ru_RU', '%OB %Y', 'my'),
           ('ru_UA', '%Ob %Y', 'my'), ('ru_RU', '%-d %B', 'dm'),
           ('ru_RU', '%e %b', 'dm'), ('ru_RU', '%a %d %b %Y %H:%M', 'full'),
           ('ru_RU', '%A, %-d %B', 'dm')],
    'pl': [('pl_PL', '%A, %-d %B %Y', 'full'), ('pl_PL', '%c', 'full'),
           ('pl_PL', '%x', 'full'), ('pl_PL', '%OB %Y', 'my'),
           ('pl_PL', '%Ob %Y', 'my'), ('pl_PL', '%-d %B', 'dm'),
           ('pl_PL', '%e %b', 'dm'), ('pl_PL', '%a %d %b %Y %H:%M', 'full'),
           ('pl_PL', '%A, %-d %B', 'dm')],
    'tr': [('tr_TR', '%-d %B %Y %A', 'full'), ('tr_TR', '%c', 'full'),
           ('tr_TR', '%x', 'full'), ('tr_TR', '%B %Y', 'my'),
           ('tr_CY', '%b %Y', 'my'), ('tr_TR', '%-d %B', 'dm'),
           ('tr_TR', '%e %b', 'dm'), ('tr_TR', '%a %d %b %Y %H:%M', 'full'),
           ('tr_TR', '%-d %B %A', 'dm')],
    'uk': [('uk_UA', '%A, %-d %B %Y р.', 'full'), ('uk_UA', '%c', 'full'),
           ('uk_UA', '%d.%m.%Y', 'full'), ('uk_UA', '%OB %Y', 'my'),
           ('uk_UA', '%Ob %Y', 'my'), ('uk_UA', '%-d %B', 'dm'),
           ('uk_UA', '%e %b', 'dm'), ('uk_UA', '%a %d %b %Y %H:%M', 'full'),
           ('uk_UA', '%A, %-d %B', 'dm')],
    'cs': [('cs_CZ', '%A %-d. %B %Y', 'full'), ('cs_CZ', '%c', 'full'),
           ('cs_CZ', '%x', 'full'), ('cs_CZ', '%OB %Y', 'my'),
           ('cs_CZ', '%Ob %Y', 'my'), ('cs_CZ', '%-d. %B', 'dm'),
           ('cs_CZ', '%e. %b', 'dm'),
           ('cs_CZ', '%a %d. %b %Y %H:%M', 'full'),
           ('cs_CZ', '%A %-d. %B', 'dm')],
    'sv': [('sv_SE', '%A den %-d %B %Y', 'full'), ('sv_SE', '%c', 'full'),
           ('sv_FI', '%d.%m.%Y', 'full'), ('sv_SE', '%B %Y', 'my'),
           ('sv_SE', '%b %Y', 'my'), ('sv_SE', '%-d %B', 'dm'),
           ('sv_SE', '%e %b', 'dm'), ('sv_SE', '%a %d %b %Y %H:%M', 'full'),
           ('sv_SE', '%A %-d %B', 'dm')],
    'ro': [('ro_RO', '%A, %-d %B %Y', 'full'), ('ro_RO', '%c', 'full'),
           ('ro_RO', '%x', 'full'), ('ro_RO', '%B %Y', 'my'),
           ('ro_RO', '%b %Y', 'my'), ('ro_RO', '%-d %B', 'dm'),
           ('ro_RO', '%e %b', 'dm'), ('ro_RO', '%a %d %b %Y %H:%M', 'full'),
           ('ro_RO', '%A, %-d %B', 'dm')],
    'ja': [('ja_JP', '%Y年%-m月%-d日(%a)', 'full'), ('ja_JP', '%c', 'full'),
           ('ja_JP', '%x', 'full'), ('ja_JP', '%Y年%-m月', 'my'),
           ('ja_JP', '%Y年%m月', 'my'), ('ja_JP', '%-m月%-d日', 'dm'),
           ('ja_JP', '%m月%d日(%A)', 'dm'),
           ('ja_JP', '%Y年%m月%d日 %H時%M分', 'full'),
           ('ja_JP', '%Y.%m.%d(%a)', 'full')],
    'zh': [('zh_CN', '%Y年%-m月%-d日 %A', 'full'), ('zh_CN', '%c', 'full'),
           ('zh_TW', '%x', 'full'), ('zh_CN', '%Y年%-m月', 'my'),
           ('zh_TW', '%Y年%m月', 'my'), ('zh_CN', '%-m月%-d日', 'dm'),
           ('zh_HK', '%m月%d日 %A', 'dm'),
           ('zh_CN', '%Y年%m月%d日 %H:%M', 'full'),
           ('zh_TW', '%c', 'full')],
    'ko': [('ko_KR', '%Y년 %-m월 %-d일 %A', 'full'), ('ko_KR', '%c', 'full'),
           ('ko_KR', '%x', 'full'), ('ko_KR', '%Y년 %-m월', 'my'),
           ('ko_KR', '%Y년 %m월', 'my'), ('ko_KR', '%-m월 %-d일', 'dm'),
           ('ko_KR', '%m월 %d일 (%a)', 'dm'),
           ('ko_KR', '%Y. %-m. %-d. %H:%M', 'full'),
           ('ko_KR', '%Y년 %-m월 %-d일 (%a) %p %I시 %M분', 'full')],
    'ar': [('ar_EG', '%A %-d %B %Y', 'full'), ('ar_EG', '%c', 'full'),
           ('ar_JO', '%-d %B %Y', 'full'), ('ar_EG', '%B %Y', 'my'),
           ('ar_LB', '%B %Y', 'my'), ('ar_EG', '%-d %B', 'dm'),
           ('ar_MA', '%e %B', 'dm'), ('ar_AE', '%A %-d %B %Y %H:%M', 'full'),
           ('ar_SY', '%A، %-d %B', 'dm')],
    'fa': [('fa_IR', '%A %-d %B %Y', 'full'), ('fa_IR', '%Od %B %Y', 'full'),
           ('fa_IR', '%Y/%m/%d', 'full'), ('fa_IR', '%B %Y', 'my'),
           ('fa_IR', '%b %Y', 'my'), ('fa_IR', '%-d %B', 'dm'),
           ('fa_IR', '%Oe %B', 'dm'), ('fa_IR', '%a %d %b %Y %H:%M', 'full'),
           ('fa_IR', '%A %-d %B', 'dm')],
    'he': [('he_IL', '%A %-d %B %Y', 'full'), ('he_IL', '%c', 'full'),
           ('he_IL', '%d/%m/%Y', 'full'), ('he_IL', '%B %Y', 'my'),
           ('he_IL', '%b %Y', 'my'), ('he_IL', '%-d %B', 'dm'),
           ('he_IL', '%e %b', 'dm'), ('he_IL', '%a %d %b %Y %H:%M', 'full'),
           ('he_IL', '%A %-d %B', 'dm')],
    'hi': [('hi_IN', '%A %-d %B %Y', 'full'), ('hi_IN', '%c', 'full'),
           ('hi_IN', '%d/%m/%Y', 'full'), ('hi_IN', '%B %Y', 'my'),
           ('hi_IN', '%b, %Y', 'my'), ('hi_IN', '%-d %B', 'dm'),
           ('hi_IN', '%e %b', 'dm'), ('hi_IN', '%a %d %b %Y %H:%M', 'full'),
           ('hi_IN', '%A, %-d %B', 'dm')],
    'id': [('id_ID', '%A, %-d %B %Y', 'full'), ('id_ID', '%c', 'full'),
           ('id_ID', '%d/%m/%Y', 'full'), ('id_ID', '%B %Y', 'my'),
           ('id_ID', '%b %Y', 'my'), ('id_ID', '%-d %B', 'dm'),
           ('id_ID', '%e %b', 'dm'), ('id_ID', '%a %d %b %Y %H:%M', 'full'),
           ('id_ID', '%A, %-d %B', 'dm')],
    'vi': [('vi_VN', '%A, %-d %B %Y', 'full'), ('vi_VN', '%c', 'full'),
           ('vi_VN', '%x', 'full'), ('vi_VN', '%B %Y', 'my'),
           ('vi_VN', '%B năm %Y', 'my'), ('vi_VN', '%-d %B', 'dm'),
           ('vi_VN', '%e %b', 'dm'), ('vi_VN', '%a %d %b %Y %H:%M', 'full'),
           ('vi_VN', '%A, %-d %B', 'dm')],
    'th': [('th_TH', '%A %-d %B %Y', 'full'),
           ('th_TH', '%-d %b %Y %H:%M', 'full'),
           ('th_TH', '%d/%m/%Y', 'full'), ('th_TH', '%B %Y', 'my'),
           ('th_TH', '%b %Y', 'my'), ('th_TH', '%-d %B', 'dm'),
           ('th_TH', '%e %b', 'dm'), ('th_TH', '%a %d %b %Y', 'full'),
           ('th_TH', '%Aที่ %-d %B', 'dm')],
    'el': [('el_GR', '%A, %-d %B %Y', 'full'), ('el_GR', '%c', 'full'),
           ('el_GR', '%x', 'full'), ('el_GR', '%OB %Y', 'my'),
           ('el_CY', '%Ob %Y', 'my'), ('el_GR', '%-d %B', 'dm'),
           ('el_GR', '%e %b', 'dm'), ('el_GR', '%a %d %b %Y %H:%M', 'full'),
           ('el_GR', '%A, %-d %B', 'dm')],
}

LANGS = {}

LANGS['es'] = dict(
    months='enero febrero marzo abril mayo junio julio agosto septiembre '
           'octubre noviembre diciembre'.split(),
    abmon='ene feb mar abr may jun jul ago sep oct nov dic'.split(),
    days='lunes martes miércoles jueves viernes sábado domingo'.split(),
    T=[
        ('my', 'report title', 'Informe trimestral de ventas — {Mn} de {Y}'),
        ('my', 'newsletter heading',
         'Boletín de la asociación de vecinos, {Mn} de {Y}'),
        ('my', 'minutes', 'Acta de la junta ordinaria celebrada en {Mn} de {Y}'),
        ('my', 'email', 'Te adjunto el extracto bancario de {Mn} de {Y}, '
         'revísalo cuando puedas.'),
        ('my', 'CV', 'Trabajé en la empresa desde {Mn} de {Y} como jefe de '
         'obra.', PAST),
        ('dm', 'chat', '¿Quedamos el {d} de {Mn} para la cena de cumpleaños?'),
        ('dm', 'notice', 'Aviso: la biblioteca permanecerá cerrada el {d} de '
         '{Mn} por inventario.'),
        ('dm', 'calendar invitation', 'Invitación: revisión de presupuesto, '
         '{W} {d} de {Mn} a las {H}:{MI}'),
        ('dm', 'social post', '¡Nos vemos el {o} de {Mn} en la plaza mayor!'),
        ('dm', 'school form', 'Plazo de matrícula: hasta el {d} de {Mn} '
         'inclusive.'),
        ('full', 'notarial deed', 'En Sevilla, a los {dw} días del mes de '
         '{Mn} de {Y}.', {'dmin': 2}),
        ('full', 'receipt', 'Recibí la cantidad de 350 euros el {d} de {Mn} '
         'de {Y}.'),
        ('full', 'news dateline', 'MADRID, {d} de {Mn} de {Y} (EFE). El '
         'Gobierno aprobó el decreto.'),
        ('full', 'train ticket', 'Billete de tren: salida el {W} {d}/{mm}/{Y} '
         'a las {H}:{MI} h, coche 5.'),
        ('full', 'diary', 'Querido diario: hoy, {W} {d} de {Mn} de {Y}, por '
         'fin llovió.'),
        ('full', 'government form', 'Fecha de nacimiento: {dd}-{mm}-{Y}', PAST),
    ],
    N=[
        ('chat, time only', 'Te llamo a las 17:30, que ahora estoy en una '
         'reunión.'),
        ('email, duration', 'La instalación dura unos 45 minutos y no hace '
         'falta estar en casa.'),
        ('notice, impossible date', 'El concierto del 31 de junio queda '
         'aplazado sin fecha.'),
        ('receipt, price and room', 'Total a pagar: 1.249,50 € (IVA '
         'incluido). Habitación 214.'),
        ('form, impossible date', 'Fecha de entrega: 30 de febrero de 2021.'),
    ])

LANGS['fr'] = dict(
    months='janvier février mars avril mai juin juillet août septembre '
           'octobre novembre décembre'.split(),
    abmon='janv. févr. mars avr. mai juin juil. août sept. oct. nov. '
          'déc.'.split(),
    days='lundi mardi mercredi jeudi vendredi samedi dimanche'.split(),
    T=[
        ('my', 'report title', 'Rapport d’activité — {Mn} {Y}'),
        ('my', 'minutes', 'Compte rendu de l’assemblée générale, {Mn} {Y}'),
        ('my', 'email', 'Ci-joint le relevé de compte pour {Mn} {Y}.'),
        ('my', 'newsletter heading', 'Lettre d’information du club — '
         'édition {Mn} {Y}'),
        ('my', 'biography', 'Arrivé en France en {Mn} {Y}, il a trouvé du '
         'travail à Lyon.', PAST),
        ('dm', 'chat', 'On se retrouve le {o} {Mn} devant la gare ?'),
        ('dm', 'notice', 'Fermeture exceptionnelle de la médiathèque le {W} '
         '{o} {Mn}.'),
        ('dm', 'school notice', 'Rappel : réunion parents-professeurs le '
         '{o} {Mn} à {H} h {MI}.'),
        ('dm', 'form', 'Inscriptions ouvertes jusqu’au {o} {Mn} inclus.'),
        ('dm', 'family chat', 'Anniversaire de Léa le {o} {Mn}, pensez au '
         'cadeau !'),
        ('full', 'contract', 'Fait à Bordeaux, le {o} {Mn} {Y}, en deux '
         'exemplaires.'),
        ('full', 'news dateline', 'PARIS, {o} {Mn} {Y} (AFP) - Le '
         'gouvernement a présenté son budget.'),
        ('full', 'appointment confirmation', 'Votre rendez-vous est confirmé '
         'le {W} {o} {Mn} {Y} à {H} h {MI}.'),
        ('full', 'government form', 'Né(e) le : {dd}/{mm}/{Y}', PAST),
        ('full', 'invoice', 'Facture n° 4471 du {dd}/{mm}/{Y}, à régler par '
         'virement.'),
        ('full', 'diary', 'Cher journal, ce {W} {o} {Mn} {Y}, il a neigé '
         'toute la journée.'),
    ],
    N=[
        ('chat, time only', 'Je passe te prendre vers 18 h 30, sois prête.'),
        ('email, duration', 'Le trajet dure environ 2 h 15 sans les '
         'bouchons.'),
        ('email, impossible date', 'La livraison prévue le 31 septembre est '
         'une erreur de saisie.'),
        ('hotel, room and price', 'Chambre 312, deuxième étage — prix de la '
         'nuit : 89,90 €.'),
        ('form, impossible date', 'Le 29 février 2023 n’existe pas, merci de '
         'corriger la date.'),
    ])

LANGS['de'] = dict(
    months='Januar Februar März April Mai Juni Juli August September '
           'Oktober November Dezember'.split(),
    abmon='Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. '
          'Dez.'.split(),
    days='Montag Dienstag Mittwoch Donnerstag Freitag Samstag '
         'Sonntag'.split(),
    T=[
        ('my', 'report title', 'Monatsbericht Vertrieb {Mn} {Y}'),
        ('my', 'minutes', 'Protokoll der Vorstandssitzung, {Mn} {Y}'),
        ('my', 'email', 'Anbei die Nebenkostenabrechnung für {Mn} {Y}.'),
        ('my', 'newsletter heading', 'Newsletter Ausgabe {Mn} {Y}: Neues aus '
         'dem Verein'),
        ('my', 'CV', 'Seit {Mn} {Y} wohne ich in Hamburg.', PAST),
        ('dm', 'chat', 'Treffen wir uns am {d}. {Mn} am Bahnhof?'),
        ('dm', 'notice', 'Die Praxis bleibt am {W}, dem {d}. {Mn} '
         'geschlossen.'),
        ('dm', 'form', 'Anmeldeschluss ist der {d}. {Mn}.'),
        ('dm', 'family chat', 'Geburtstagsfeier bei Oma am {d}.{mm}. ab {H} '
         'Uhr'),
        ('dm', 'calendar note', 'Erinnerung: Müllabfuhr verschoben auf {W}, '
         '{d}. {Mb}'),
        ('full', 'letter heading', 'Berlin, den {d}. {Mn} {Y}'),
        ('full', 'appointment', 'Termin: {W}, {dd}.{mm}.{Y}, {H}:{MI} Uhr'),
        ('full', 'CV', 'Geboren am {d}. {Mn} {Y} in Leipzig', PAST),
        ('full', 'invoice', 'Rechnungsdatum: {dd}.{mm}.{Y}, Kundennummer '
         '58213'),
        ('full', 'news dateline', 'FRANKFURT, {d}. {Mn} {Y} (dpa) – Die Börse '
         'schloss im Plus.'),
        ('full', 'diary', 'Liebes Tagebuch, heute ist {W}, der {d}. {Mn} '
         '{Y}.'),
    ],
    N=[
        ('chat, time only', 'Ich bin gegen 19:45 Uhr bei dir, bis später!'),
        ('email, duration', 'Die Fahrt dauert ungefähr drei Stunden und '
         'zwanzig Minuten.'),
        ('email, impossible date', 'Den 31. April gibt es nicht, bitte das '
         'Datum prüfen.'),
        ('hotel, room and price', 'Zimmer 407, Preis pro Nacht 129 Euro '
         'inklusive Frühstück.'),
        ('chat, impossible date', 'Lieferung am 30. Februar? Das kann nicht '
         'stimmen.'),
    ])

LANGS['it'] = dict(
    months='gennaio febbraio marzo aprile maggio giugno luglio agosto '
           'settembre ottobre novembre dicembre'.split(),
    abmon='gen feb mar apr mag giu lug ago set ott nov dic'.split(),
    days='lunedì martedì mercoledì giovedì venerdì sabato '
         'domenica'.split(),
    T=[
        ('my', 'report title', 'Relazione mensile sulle attività — {Mn} {Y}'),
        ('my', 'minutes', 'Verbale dell’assemblea condominiale, {Mn} {Y}'),
        ('my', 'email', 'Ti giro l’estratto conto di {Mn} {Y}, dacci '
         'un’occhiata.'),
        ('my', 'newsletter heading', 'Notiziario parrocchiale — {Mn} {Y}'),
        ('my', 'CV', 'Lavoro in questa azienda da {Mn} {Y}.', PAST),
        ('dm', 'chat', 'Ci vediamo {ild} {Mn} per la cena?'),
        ('dm', 'notice', 'Avviso: l’ufficio resterà chiuso {W} {d} {Mn}.'),
        ('dm', 'form', 'Le iscrizioni si chiudono {ild} {Mn}.'),
        ('dm', 'invitation', 'Festa di compleanno di Giulia: {W} {d} {Mn} '
         'alle {H}:{MI}'),
        ('dm', 'reminder', 'Promemoria: pagare la bolletta entro {ild} {Mn}'),
        ('full', 'letter heading', 'Roma, {o} {Mn} {Y}'),
        ('full', 'news dateline', 'MILANO, {d} {Mn} {Y} (ANSA) - La Borsa ha '
         'chiuso in rialzo.'),
        ('full', 'appointment', 'Appuntamento confermato per {W} {d} {Mn} {Y} '
         'alle ore {H}:{MI}.'),
        ('full', 'government form', 'Nato a Napoli il {dd}/{mm}/{Y}', PAST),
        ('full', 'receipt', 'Scontrino n. 0042 del {dd}/{mm}/{Y}'),
        ('full', 'diary', 'Caro diario, oggi è {W} {d} {Mn} {Y} e piove da '
         'stamattina.'),
    ],
    N=[
        ('chat, time only', 'Passo a prenderti verso le 18:30, fatti trovare '
         'pronta.'),
        ('email, duration', 'Il viaggio dura circa due ore e mezza in '
         'treno.'),
        ('email, impossible date', 'La consegna del 31 giugno non è '
         'possibile: quel giorno non esiste.'),
        ('hotel, room and price', 'Camera 118, terzo piano; totale soggiorno '
         '240,00 euro.'),
        ('form, impossible date', 'Scadenza indicata: 30 febbraio 2022, da '
         'correggere.'),
    ])

LANGS['pt'] = dict(
    months='janeiro fevereiro março abril maio junho julho agosto setembro '
           'outubro novembro dezembro'.split(),
    abmon='jan fev mar abr mai jun jul ago set out nov dez'.split(),
    days='segunda-feira terça-feira quarta-feira quinta-feira sexta-feira '
         'sábado domingo'.split(),
    T=[
        ('my', 'report title', 'Relatório mensal de atividades — {Mn} de '
         '{Y}'),
        ('my', 'minutes', 'Ata da reunião do conselho, {Mn} de {Y}'),
        ('my', 'email', 'Segue em anexo o extrato de {Mn} de {Y}.'),
        ('my', 'newsletter heading', 'Boletim informativo da associação — '
         'edição de {Mn} de {Y}'),
        ('my', 'CV', 'Trabalho nesta empresa desde {Mn} de {Y}.', PAST),
        ('dm', 'chat', 'Vamos marcar o churrasco para o dia {d} de {Mn}?'),
        ('dm', 'notice', 'Aviso: não haverá expediente em {d} de {Mn} '
         '({W}).'),
        ('dm', 'form', 'Inscrições abertas até {o} de {Mn}.'),
        ('dm', 'reminder', 'Lembrete: consulta no dentista dia {d}/{mm} às '
         '{H}h{MI}'),
        ('dm', 'family chat', 'O aniversário da Ana é em {o} de {Mn}, não '
         'esquece!'),
        ('full', 'letter heading', 'São Paulo, {o} de {Mn} de {Y}.'),
        ('full', 'minutes', 'Aos {d} dias do mês de {Mn} de {Y}, reuniu-se a '
         'diretoria.', {'dmin': 2}),
        ('full', 'government form', 'Data de nascimento: {dd}/{mm}/{Y}',
         PAST),
        ('full', 'appointment', 'Sua consulta está marcada para {W}, {d} de '
         '{Mn} de {Y}, às {H}h{MI}.'),
        ('full', 'news dateline', 'RIO DE JANEIRO, {d} de {Mn} de {Y} – O '
         'índice fechou em alta.'),
        ('full', 'diary', 'Querido diário, hoje é {d} de {Mn} de {Y} e choveu '
         'o dia todo.'),
    ],
    N=[
        ('chat, time only', 'Passo aí às 19h30, me espera na portaria.'),
        ('chat, duration', 'A viagem dura umas três horas e meia de ônibus.'),
        ('email, impossible date', 'O evento marcado para 31 de abril não '
         'pode acontecer: a data não existe.'),
        ('hotel, room and price', 'Quarto 508, diária de R$ 320,00 com café '
         'da manhã.'),
        ('chat, impossible date', 'Vencimento em 30 de fevereiro? Deve ser '
         'erro no boleto.'),
    ])

LANGS['nl'] = dict(
    months='januari februari maart april mei juni juli augustus september '
           'oktober november december'.split(),
    abmon='jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. '
          'dec.'.split(),
    days='maandag dinsdag woensdag donderdag vrijdag zaterdag '
         'zondag'.split(),
    T=[
        ('my', 'report title', 'Maandrapport klantenservice {Mn} {Y}'),
        ('my', 'minutes', 'Notulen van de ledenvergadering, {Mn} {Y}'),
        ('my', 'email', 'Hierbij het rekeningoverzicht van {Mn} {Y}.'),
        ('my', 'newsletter heading', 'Nieuwsbrief van de buurtvereniging — '
         '{Mn} {Y}'),
        ('my', 'CV', 'Sinds {Mn} {Y} werk ik bij de gemeente.', PAST),
        ('dm', 'chat', 'Zullen we op {d} {Mn} uit eten gaan?'),
        ('dm', 'notice', 'De bibliotheek is op {W} {d} {Mn} gesloten.'),
        ('dm', 'form', 'Aanmelden kan tot en met {d} {Mn}.'),
        ('dm', 'reminder', 'Herinnering: tandarts {W} {d} {Mb} om {H}:{MI} '
         'uur'),
        ('dm', 'family chat', 'Verjaardag van oma op {d} {Mn}, neem jij de '
         'taart mee?'),
        ('full', 'letter heading', 'Amsterdam, {d} {Mn} {Y}'),
        ('full', 'government form', 'Geboortedatum: {dd}-{mm}-{Y}', PAST),
        ('full', 'appointment', 'Uw afspraak staat gepland op {W} {d} {Mn} '
         '{Y} om {H}:{MI} uur.'),
        ('full', 'news', 'DEN HAAG (ANP) - Op {d} {Mn} {Y} stemde de Kamer in '
         'met het voorstel.'),
        ('full', 'invoice', 'Factuurdatum: {dd}-{mm}-{Y}, klantnummer 30418'),
        ('full', 'diary', 'Lief dagboek, vandaag, {W} {d} {Mn} {Y}, was het '
         'eindelijk warm.'),
    ],
    N=[
        ('chat, time only', 'Ik ben er rond 19:15 uur, tot zo!'),
        ('chat, duration', 'De rit duurt ongeveer anderhalf uur met de '
         'trein.'),
        ('email, impossible date', 'Een afspraak op 31 juni kan niet, die '
         'dag bestaat niet.'),
        ('hotel, room and price', 'Kamer 221, prijs per nacht € 98,50 '
         'inclusief ontbijt.'),
        ('email, impossible date', 'Leverdatum 30 februari 2024 klopt niet, '
         'graag aanpassen.'),
    ])

LANGS['ru'] = dict(
    months='январь февраль март апрель май июнь июль август сентябрь '
           'октябрь ноябрь декабрь'.split(),
    gen='января февраля марта апреля мая июня июля августа сентября '
        'октября ноября декабря'.split(),
    loc='январе феврале марте апреле мае июне июле августе сентябре '
        'октябре ноябре декабре'.split(),
    days='понедельник вторник среда четверг пятница суббота '
         'воскресенье'.split(),
    T=[
        ('my', 'report title', 'Отчёт о работе отдела за {Mn} {Y} года'),
        ('my', 'minutes', 'Протокол общего собрания жильцов, {Mn} {Y} г.'),
        ('my', 'email', 'Высылаю выписку по счёту за {Mn} {Y} года.'),
        ('my', 'memoir', 'В {Ml} {Y} года мы переехали в Казань.', PAST),
        ('my', 'newsletter heading', 'Информационный бюллетень — {Mn} {Y}'),
        ('dm', 'chat', 'Давай встретимся {d}-го {M}?'),
        ('dm', 'notice', 'Внимание! {d} {M} библиотека не работает.'),
        ('dm', 'form', 'Приём заявок продлится до {d} {M} включительно.'),
        ('dm', 'family chat', '{d} {M} ({W}) у бабушки день рождения, не '
         'забудь!'),
        ('dm', 'reminder', 'Напоминаю: собрание {vW}, {d} {M}, в {H}:{MI}.'),
        ('full', 'letter heading', 'г. Москва, {d} {M} {Y} г.'),
        ('full', 'government form', 'Дата рождения: {dd}.{mm}.{Y}', PAST),
        ('full', 'news dateline', 'МОСКВА, {d} {M} {Y} — РИА Новости. '
         'Правительство утвердило бюджет.'),
        ('full', 'appointment', 'Ваш приём назначен на {d} {M} {Y} года, '
         '{W}, в {H}:{MI}.'),
        ('full', 'receipt', 'Чек № 418 от {dd}.{mm}.{Y}'),
        ('full', 'diary', 'Дорогой дневник, сегодня {W}, {d} {M} {Y} года.'),
    ],
    N=[
        ('chat, time only', 'Перезвоню тебе в 18:30, сейчас на совещании.'),
        ('chat, duration', 'Дорога займёт примерно два с половиной часа.'),
        ('email, impossible date', 'Доставка на 31 апреля невозможна: '
         'такого числа нет.'),
        ('hotel, room and price', 'Номер 305, стоимость проживания 4500 '
         'рублей в сутки.'),
        ('contract, impossible date', 'Срок оплаты 30 февраля 2021 года — '
         'явная ошибка в договоре.'),
    ])

LANGS['pl'] = dict(
    months='styczeń luty marzec kwiecień maj czerwiec lipiec sierpień '
           'wrzesień październik listopad grudzień'.split(),
    gen='stycznia lutego marca kwietnia maja czerwca lipca sierpnia '
        'września października listopada grudnia'.split(),
    loc='styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu '
        'wrześniu październiku listopadzie grudniu'.split(),
    days='poniedziałek wtorek środa czwartek piątek sobota '
         'niedziela'.split(),
    T=[
        ('my', 'report title', 'Sprawozdanie miesięczne za {Mn} {Y} r.'),
        ('my', 'minutes', 'Protokół z zebrania wspólnoty, {Mn} {Y}'),
        ('my', 'email', 'W załączniku przesyłam wyciąg z konta za {Mn} '
         '{Y}.'),
        ('my', 'memoir', 'Przeprowadziliśmy się do Gdańska {wMl} {Y} roku.',
         PAST),
        ('my', 'newsletter heading', 'Biuletyn informacyjny gminy — {Mn} '
         '{Y}'),
        ('dm', 'chat', 'Widzimy się {d} {M} na imprezie u Kasi?'),
        ('dm', 'notice', 'Uwaga: {d} {M} przychodnia będzie nieczynna.'),
        ('dm', 'form', 'Zapisy trwają do {d} {M} włącznie.'),
        ('dm', 'reminder', 'Przypominam o zebraniu {wW}, {d} {M}, o godz. '
         '{H}:{MI}.'),
        ('dm', 'family chat', 'Urodziny babci {d} {M}, pamiętaj o kwiatach!'),
        ('full', 'letter heading', 'Warszawa, dnia {d} {M} {Y} r.'),
        ('full', 'government form', 'Data urodzenia: {dd}.{mm}.{Y}', PAST),
        ('full', 'appointment', 'Termin wizyty: {W}, {d} {M} {Y}, godz. '
         '{H}:{MI}.'),
        ('full', 'news dateline', 'KRAKÓW, {d} {M} {Y} (PAP) – Rada Miasta '
         'przyjęła budżet.'),
        ('full', 'receipt', 'Paragon nr 3390 z dnia {dd}.{mm}.{Y}'),
        ('full', 'diary', 'Drogi pamiętniku, dziś jest {W}, {d} {M} {Y} '
         'roku.'),
    ],
    N=[
        ('chat, time only', 'Będę u ciebie około 18:45, nie czekaj z '
         'kolacją.'),
        ('chat, duration', 'Podróż trwa mniej więcej trzy i pół godziny.'),
        ('email, impossible date', 'Termin 31 czerwca nie istnieje, proszę '
         'poprawić umowę.'),
        ('hotel, room and price', 'Pokój nr 117, cena za dobę 260 zł ze '
         'śniadaniem.'),
        ('email, impossible date', 'Płatność do 29 lutego 2023 r.? Taki '
         'dzień nie istnieje.'),
    ])

LANGS['tr'] = dict(
    months='Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim '
           'Kasım Aralık'.split(),
    days='Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split(),
    T=[
        ('my', 'report title', '{Mn} {Y} Aylık Faaliyet Raporu'),
        ('my', 'minutes', 'Apartman Yönetim Kurulu Toplantı Tutanağı – '
         '{Mn} {Y}'),
        ('my', 'bank email', '{Mn} {Y} dönemine ait hesap ekstrenizi ekte '
         'bulabilirsiniz.'),
        ('my', 'memoir', '{Y} yılının {Mn} ayında İzmir’e taşındık.', PAST),
        ('my', 'newsletter heading', 'Dernek Bülteni, {Mn} {Y} sayısı'),
        ('dm', 'chat', '{d} {Mn} akşamı yemeğe çıkalım mı?'),
        ('dm', 'notice', 'Duyuru: Kütüphane {d} {Mn} {W} günü kapalıdır.'),
        ('dm', 'form', 'Başvurular {d} {Mn} tarihine kadar devam edecektir.'),
        ('dm', 'reminder', 'Hatırlatma: veli toplantısı {d} {Mn}, saat '
         '{H}:{MI}'),
        ('dm', 'family chat', 'Annemin doğum günü {d} {Mn}, hediyeyi unutma!'),
        ('full', 'letter heading', 'İstanbul, {d} {Mn} {Y}'),
        ('full', 'government form', 'Doğum tarihi: {dd}.{mm}.{Y}', PAST),
        ('full', 'news dateline', 'ANKARA, {d} {Mn} {Y} (AA) - Meclis yeni '
         'bütçeyi kabul etti.'),
        ('full', 'appointment', 'Randevunuz {d} {Mn} {Y} {W} günü saat '
         '{H}:{MI} için onaylanmıştır.'),
        ('full', 'invoice', 'Fatura tarihi: {dd}.{mm}.{Y}, müşteri no: '
         '77215'),
        ('full', 'diary', 'Sevgili günlük, bugün {d} {Mn} {Y}, {W}.'),
    ],
    N=[
        ('chat, time only', 'Saat 18:30 gibi yanında olurum, merak etme.'),
        ('chat, duration', 'Yolculuk yaklaşık iki buçuk saat sürüyor.'),
        ('email, impossible date', '31 Nisan diye bir gün yok, lütfen '
         'tarihi düzeltin.'),
        ('hotel, room and price', 'Oda 204, gecelik fiyat 1850 TL, kahvaltı '
         'dahil.'),
        ('email, impossible date', 'Son ödeme tarihi 30 Şubat 2022 olamaz, '
         'sistem hatası.'),
    ])

LANGS['uk'] = dict(
    months='січень лютий березень квітень травень червень липень серпень '
           'вересень жовтень листопад грудень'.split(),
    gen='січня лютого березня квітня травня червня липня серпня вересня '
        'жовтня листопада грудня'.split(),
    loc='січні лютому березні квітні травні червні липні серпні вересні '
        'жовтні листопаді грудні'.split(),
    days='понеділок вівторок середа четвер пʼятниця субота неділя'.split(),
    T=[
        ('my', 'report title', 'Звіт про роботу відділу за {Mn} {Y} року'),
        ('my', 'minutes', 'Протокол загальних зборів мешканців, {Mn} {Y} р.'),
        ('my', 'email', 'Надсилаю виписку з рахунку за {Mn} {Y} року.'),
        ('my', 'memoir', 'Ми переїхали до Львова у {Ml} {Y} року.', PAST),
        ('my', 'newsletter heading', 'Інформаційний бюлетень громади — {Mn} '
         '{Y}'),
        ('dm', 'chat', 'Зустрінемося {d} {M} біля фонтану?'),
        ('dm', 'notice', 'Увага! {d} {M} бібліотека не працює.'),
        ('dm', 'form', 'Прийом заявок триває до {d} {M} включно.'),
        ('dm', 'reminder', 'Нагадую: збори {uW}, {d} {M}, о {H}:{MI}.'),
        ('dm', 'family chat', 'У бабусі день народження {d} {M}, не забудь '
         'привітати!'),
        ('full', 'letter heading', 'м. Київ, {d} {M} {Y} р.'),
        ('full', 'government form', 'Дата народження: {dd}.{mm}.{Y}', PAST),
        ('full', 'news dateline', 'КИЇВ, {d} {M} {Y} — Укрінформ. Уряд '
         'затвердив програму.'),
        ('full', 'appointment', 'Ваш запис: {W}, {d} {M} {Y} р., о {H}:{MI}.'),
        ('full', 'receipt', 'Чек № 2071 від {dd}.{mm}.{Y}'),
        ('full', 'diary', 'Любий щоденнику, сьогодні {W}, {d} {M} {Y} року.'),
    ],
    N=[
        ('chat, time only', 'Передзвоню о 18:30, зараз на нараді.'),
        ('chat, duration', 'Дорога займає приблизно дві з половиною години.'),
        ('email, impossible date', 'Доставка на 31 квітня неможлива, такої '
         'дати немає.'),
        ('hotel, room and price', 'Номер 412, вартість проживання 1200 '
         'гривень за добу.'),
        ('contract, impossible date', 'Термін оплати 30 лютого 2021 року — '
         'помилка в договорі.'),
    ])

LANGS['cs'] = dict(
    months='leden únor březen duben květen červen červenec srpen září říjen '
           'listopad prosinec'.split(),
    gen='ledna února března dubna května června července srpna září října '
        'listopadu prosince'.split(),
    loc='lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu '
        'listopadu prosinci'.split(),
    days='pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
    T=[
        ('my', 'report title', 'Měsíční zpráva o činnosti – {Mn} {Y}'),
        ('my', 'minutes', 'Zápis ze schůze výboru, {Mn} {Y}'),
        ('my', 'email', 'V příloze posílám výpis z účtu za {Mn} {Y}.'),
        ('my', 'memoir', 'Do Brna jsme se přestěhovali v {Ml} {Y}.', PAST),
        ('my', 'newsletter heading', 'Zpravodaj obce – {Mn} {Y}'),
        ('dm', 'chat', 'Uvidíme se {d}. {M} na oslavě?'),
        ('dm', 'notice', 'Upozornění: {d}. {M} bude knihovna zavřená.'),
        ('dm', 'form', 'Přihlášky přijímáme do {d}. {M}.'),
        ('dm', 'reminder', 'Připomínám schůzku {vW} {d}. {M} od {H}:{MI}.'),
        ('dm', 'family chat', 'Babička má narozeniny {d}. {M}, nezapomeň na '
         'kytku!'),
        ('full', 'letter heading', 'V Olomouci dne {d}. {M} {Y}'),
        ('full', 'government form', 'Datum narození: {d}. {m}. {Y}', PAST),
        ('full', 'news dateline', 'PRAHA, {d}. {M} {Y} (ČTK) – Vláda '
         'schválila rozpočet.'),
        ('full', 'appointment', 'Termín návštěvy: {W} {d}. {M} {Y}, {H}:{MI} '
         'hod.'),
        ('full', 'receipt', 'Účtenka č. 5512 ze dne {d}. {m}. {Y}'),
        ('full', 'diary', 'Milý deníčku, dnes je {W} {d}. {M} {Y}.'),
    ],
    N=[
        ('chat, time only', 'Budu u tebe kolem 18:45, počkej na mě.'),
        ('chat, duration', 'Cesta vlakem trvá zhruba dvě a půl hodiny.'),
        ('email, impossible date', 'Termín 31. dubna neexistuje, opravte '
         'prosím smlouvu.'),
        ('hotel, room and price', 'Pokoj č. 214, cena za noc 1890 Kč se '
         'snídaní.'),
        ('email, impossible date', 'Splatnost 30. února 2021? To je chyba v '
         'systému.'),
    ])

LANGS['sv'] = dict(
    months='januari februari mars april maj juni juli augusti september '
           'oktober november december'.split(),
    abmon='jan. feb. mars apr. maj juni juli aug. sep. okt. nov. '
          'dec.'.split(),
    days='måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
    T=[
        ('my', 'report title', 'Månadsrapport ekonomi {Mn} {Y}'),
        ('my', 'minutes', 'Protokoll från föreningsstämman, {Mn} {Y}'),
        ('my', 'email', 'Här kommer kontoutdraget för {Mn} {Y}.'),
        ('my', 'memoir', 'Vi flyttade till Umeå i {Mn} {Y}.', PAST),
        ('my', 'newsletter heading', 'Nyhetsbrev från '
         'bostadsrättsföreningen – {Mn} {Y}'),
        ('dm', 'chat', 'Ses vi den {o} {Mn} på middagen?'),
        ('dm', 'notice', 'Biblioteket är stängt {W} den {d} {Mn}.'),
        ('dm', 'form', 'Anmälan senast den {d} {Mn}.'),
        ('dm', 'reminder', 'Påminnelse: tandläkare {W} {d} {Mb} kl. '
         '{H}.{MI}'),
        ('dm', 'family chat', 'Mormor fyller år den {o} {Mn}, glöm inte '
         'blommor!'),
        ('full', 'letter heading', 'Stockholm den {d} {Mn} {Y}'),
        ('full', 'government form', 'Födelsedatum: {Y}-{mm}-{dd}', PAST),
        ('full', 'news dateline', 'GÖTEBORG, {d} {Mn} {Y} (TT) – Kommunen '
         'har antagit budgeten.'),
        ('full', 'appointment', 'Din tid är bokad {W} den {d} {Mn} {Y} kl. '
         '{H}:{MI}.'),
        ('full', 'receipt', 'Kvitto nr 8817, {d}/{m} {Y}'),
        ('full', 'diary', 'Kära dagbok, idag är det {W} den {o} {Mn} {Y}.'),
    ],
    N=[
        ('chat, time only', 'Jag är hos dig runt 18.45, vänta med maten.'),
        ('chat, duration', 'Resan tar ungefär två och en halv timme.'),
        ('chat, impossible date', 'Den 31 juni finns inte, kan du kolla '
         'datumet igen?'),
        ('hotel, room and price', 'Rum 318, pris per natt 1150 kr '
         'inklusive frukost.'),
        ('email, impossible date', 'Förfallodag 30 februari 2022 måste vara '
         'ett fel.'),
    ])

LANGS['ro'] = dict(
    months='ianuarie februarie martie aprilie mai iunie iulie august '
           'septembrie octombrie noiembrie decembrie'.split(),
    days='luni marți miercuri joi vineri sâmbătă duminică'.split(),
    T=[
        ('my', 'report title', 'Raport lunar de activitate – {Mn} {Y}'),
        ('my', 'minutes', 'Procesul-verbal al ședinței asociației, {Mn} {Y}'),
        ('my', 'email', 'Vă trimit extrasul de cont pentru luna {Mn} {Y}.'),
        ('my', 'memoir', 'Ne-am mutat la Cluj în {Mn} {Y}.', PAST),
        ('my', 'newsletter heading', 'Buletin informativ al primăriei – {Mn} '
         '{Y}'),
        ('dm', 'chat', 'Ne vedem pe {d} {Mn} la cină?'),
        ('dm', 'notice', 'Atenție: biblioteca va fi închisă {W}, {d} {Mn}.'),
        ('dm', 'form', 'Înscrierile se fac până pe {d} {Mn}.'),
        ('dm', 'reminder', 'Reamintire: ședința cu părinții, {W} {d} {Mn}, '
         'ora {H}:{MI}'),
        ('dm', 'family chat', 'Ziua bunicii e pe {d} {Mn}, nu uita de flori!'),
        ('full', 'letter heading', 'București, {d} {Mn} {Y}'),
        ('full', 'government form', 'Data nașterii: {dd}.{mm}.{Y}', PAST),
        ('full', 'news dateline', 'IAȘI, {d} {Mn} {Y} (Agerpres) – Consiliul '
         'a aprobat bugetul.'),
        ('full', 'appointment', 'Programarea dumneavoastră: {W}, {d} {Mn} '
         '{Y}, ora {H}:{MI}.'),
        ('full', 'receipt', 'Bon fiscal nr. 7734 din {dd}.{mm}.{Y}'),
        ('full', 'diary', 'Dragă jurnalule, azi e {W}, {d} {Mn} {Y}.'),
    ],
    N=[
        ('chat, time only', 'Ajung la tine pe la 18:30, nu mă aștepta cu '
         'masa.'),
        ('chat, duration', 'Drumul durează cam două ore și jumătate.'),
        ('email, impossible date', 'Data de 31 iunie nu există, vă rog '
         'corectați contractul.'),
        ('hotel, room and price', 'Camera 209, prețul pe noapte este 350 de '
         'lei.'),
        ('email, impossible date', 'Scadența de 30 februarie 2021 e o '
         'greșeală.'),
    ])

LANGS['ja'] = dict(
    T=[
        ('my', 'report title', '{Y}年{m}月度 営業報告書'),
        ('my', 'newsletter heading', '町内会だより {Y}年{m}月号'),
        ('my', 'email', '{Y}年{m}月分の請求書を添付いたします。'),
        ('my', 'memoir', '{Y}年{m}月に大阪へ引っ越しました。', PAST),
        ('my', 'minutes, Han numerals', '{hY}年{hm}月 定例会議事録'),
        ('dm', 'chat', '{m}月{d}日の夕方、空いてる？'),
        ('dm', 'notice', 'お知らせ：{m}月{d}日（{Wc}）は休館日です。'),
        ('dm', 'form', '申込締切は{m}月{d}日です。'),
        ('dm', 'chat with time', '{m}/{d}（{Wc}）{H}:{MI}から打ち合わせでお願いします。'),
        ('dm', 'family chat', '母の誕生日は{m}月{d}日なので、花を買っておいて。'),
        ('full', 'event notice', '{Y}年{m}月{d}日（{Wc}）午後{h12}時から説明会を開催します。',
         PM),
        ('full', 'government form', '生年月日：{Y}年{m}月{d}日', PAST),
        ('full', 'news dateline', '【東京】{Y}年{m}月{d}日、政府は新たな予算案を閣議決定した。'),
        ('full', 'receipt', '領収書 発行日 {Y}/{mm}/{dd}'),
        ('full', 'formal letter, Han numerals', '{hY}年{hm}月{hd}日 記'),
        ('full', 'diary', '日記　{Y}年{m}月{d}日（{Wc}）晴れ'),
    ],
    N=[
        ('chat, time only', '18時半ごろに駅に着きます。'),
        ('email, duration', '移動にはおよそ2時間半かかります。'),
        ('email, impossible date', '4月31日という日付は存在しないので修正してください。'),
        ('hotel, room and price', '302号室、1泊9,800円（税込）です。'),
        ('chat, impossible date', '2月30日締切とありますが、誤りだと思います。'),
    ])

LANGS['zh'] = dict(
    T=[
        ('my', 'report title', '{Y}年{m}月工作总结'),
        ('my', 'newsletter heading', '小区业主委员会通讯（{Y}年{m}月）'),
        ('my', 'email', '附件是{Y}年{m}月的银行对账单，请查收。'),
        ('my', 'memoir', '我是{Y}年{m}月来到北京的。', PAST),
        ('my', 'minutes, Han numerals', '{hY}年{hm}月 月度例会纪要'),
        ('dm', 'chat', '{m}月{d}日晚上一起吃饭吧？'),
        ('dm', 'notice', '通知：{m}月{d}日（星期{Wz}）图书馆闭馆。'),
        ('dm', 'form', '报名截止日期为{m}月{d}日。'),
        ('dm', 'reminder', '提醒：{m}月{d}日周{Wz}下午{h12}点开家长会。', PM),
        ('dm', 'family chat', '妈妈的生日是{m}月{d}日，别忘了买蛋糕。'),
        ('full', 'diary', '日记：{Y}年{m}月{d}日，星期{Wz}，晴。'),
        ('full', 'government form', '出生日期：{Y}年{m}月{d}日', PAST),
        ('full', 'news dateline', '新华社北京{Y}年{m}月{d}日电 国务院常务会议审议通过了相关方案。'),
        ('full', 'appointment', '您的预约时间为{Y}年{m}月{d}日{H}:{MI}，请准时到达。'),
        ('full', 'invoice', '开票日期：{Y}年{mm}月{dd}日'),
        ('full', 'letter signature, Han numerals', '落款：{hY}年{hm}月{hd}日'),
    ],
    N=[
        ('chat, time only', '我大概六点半到，你们先吃吧。'),
        ('chat, duration', '坐高铁大约需要两个半小时。'),
        ('form, impossible date', '2月30日这个日期不存在，请重新填写。'),
        ('hotel, room and price', '房间号1208，每晚价格为588元。'),
        ('email, impossible date', '合同上写的4月31日是笔误。'),
    ])

LANGS['ko'] = dict(
    T=[
        ('my', 'report title', '{Y}년 {m}월 월간 업무 보고서'),
        ('my', 'newsletter heading', '아파트 관리사무소 소식지 {Y}년 {m}월호'),
        ('my', 'email', '{Y}년 {m}월 카드 명세서를 첨부합니다.'),
        ('my', 'memoir', '{Y}년 {m}월에 서울로 이사했어요.', PAST),
        ('my', 'minutes', '{Y}년 {m}월 정기회의 회의록'),
        ('dm', 'chat', '{m}월 {d}일 저녁에 시간 돼?'),
        ('dm', 'notice', '안내: {m}월 {d}일({Wk})은 도서관 휴관일입니다.'),
        ('dm', 'form', '신청 마감은 {m}월 {d}일까지입니다.'),
        ('dm', 'reminder', '알림: {m}/{d} 오후 {h12}시 학부모 회의', PM),
        ('dm', 'family chat', '엄마 생신이 {m}월 {d}일이니까 꽃 사 와.'),
        ('full', 'diary', '{Y}년 {m}월 {d}일 {Wk}요일 맑음. 오늘은 일찍 일어났다.'),
        ('full', 'government form', '생년월일: {Y}. {m}. {d}.', PAST),
        ('full', 'news dateline', '[연합뉴스] {Y}년 {m}월 {d}일 정부는 새 예산안을 발표했다.'),
        ('full', 'booking', '예약 일시: {Y}년 {m}월 {d}일 ({Wk}) 오후 {h12}시 {MI}분', PM),
        ('full', 'receipt', '영수증 발행일 {Y}.{mm}.{dd}'),
        ('full', 'self-introduction', '저는 {Y}년 {m}월 {d}일 부산에서 태어났습니다.', PAST),
    ],
    N=[
        ('chat, time only', '6시 반쯤 도착할 것 같아.'),
        ('chat, duration', '버스로 두 시간 반 정도 걸려요.'),
        ('form, impossible date', '4월 31일은 없는 날짜라서 다시 입력해 주세요.'),
        ('hotel, room and price', '1203호, 1박 요금은 85,000원입니다.'),
        ('chat, impossible date', '2월 30일 마감이라고 되어 있는데 오타인 것 같아요.'),
    ])

LANGS['ar'] = dict(
    months='يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر '
           'نوفمبر ديسمبر'.split(),
    loc=['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز',
         'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
    days='الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد'.split(),
    T=[
        ('my', 'report title', 'التقرير الشهري لشهر {Mn} {nY}'),
        ('my', 'minutes, Levantine month', 'محضر اجتماع مجلس الإدارة – {Ml} '
         '{Y}'),
        ('my', 'email', 'مرفق كشف الحساب لشهر {Mn} {Y}.'),
        ('my', 'memoir, Levantine month', 'انتقلنا إلى عمّان في {Ml} {nY}.',
         PAST),
        ('my', 'newsletter heading', 'النشرة الإخبارية للجمعية – عدد {Mn} '
         '{nY}'),
        ('dm', 'chat', 'هل نلتقي يوم {nd} {Mn} على العشاء؟'),
        ('dm', 'notice', 'تنويه: المكتبة مغلقة يوم {W} {nd} {Mn}.'),
        ('dm', 'form', 'آخر موعد للتسجيل هو {d} {Mn}.'),
        ('dm', 'reminder, Levantine month', 'تذكير: اجتماع أولياء الأمور يوم '
         '{nd} {Ml} الساعة {nH}:{nMI}'),
        ('dm', 'family chat', 'عيد ميلاد أمي في {d} {Mn}، لا تنسَ الهدية!'),
        ('full', 'letter heading', 'القاهرة في {nd} {Mn} {nY}'),
        ('full', 'government form', 'تاريخ الميلاد: {dd}/{mm}/{Y}', PAST),
        ('full', 'news dateline, Levantine month', 'دمشق، {d} {Ml} {Y} '
         '(سانا) – أقرّ مجلس الوزراء الموازنة الجديدة.'),
        ('full', 'appointment', 'موعدك يوم {W} {nd} {Mn} {nY} الساعة '
         '{nH}:{nMI}.'),
        ('full', 'invoice', 'فاتورة رقم ٤٥٢ بتاريخ {nd}/{nm}/{nY}'),
        ('full', 'diary', 'يوميات: اليوم {W} {d} {Mn} {Y}، كان الجو ممطرًا.'),
    ],
    N=[
        ('chat, time only', 'سأصل حوالي الساعة ٦:٣٠ مساءً.'),
        ('chat, duration', 'تستغرق الرحلة نحو ساعتين ونصف.'),
        ('form, impossible date', 'لا يوجد يوم ٣١ أبريل، يرجى تصحيح '
         'التاريخ.'),
        ('hotel, room and price', 'الغرفة رقم ٢١٤، والسعر ٧٥٠ جنيهًا في '
         'الليلة.'),
        ('contract, impossible date', 'موعد التسليم ٣٠ فبراير خطأ في العقد.'),
    ])

LANGS['fa'] = dict(
    months='ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر '
           'دسامبر'.split(),
    days=['دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه',
          'یکشنبه'],
    T=[
        ('my', 'report title', 'گزارش ماهانه {Mn} {nY} میلادی'),
        ('my', 'minutes', 'صورتجلسه هیئت مدیره، {Mn} {nY}'),
        ('my', 'email', 'صورتحساب {Mn} {Y} را پیوست کرده‌ام.'),
        ('my', 'memoir', 'در {Mn} {nY} به تهران نقل مکان کردیم.', PAST),
        ('my', 'newsletter heading', 'خبرنامه انجمن – ویژه‌نامه {Mn} {nY}'),
        ('dm', 'chat', '{nd} {Mn} برای شام وقت داری؟'),
        ('dm', 'notice', 'اطلاعیه: کتابخانه روز {W} {nd} {Mn} تعطیل است.'),
        ('dm', 'form', 'مهلت ثبت‌نام تا {nd} {Mn} است.'),
        ('dm', 'reminder', 'یادآوری: جلسه اولیا {nd} {Mn} ساعت {nH}:{nMI}'),
        ('dm', 'family chat', 'تولد مادرم {d} {Mn} است، یادت نرود.'),
        ('full', 'letter heading', 'تهران، {nd} {Mn} {nY} میلادی'),
        ('full', 'government form', 'تاریخ تولد: {nd} {Mn} {nY}', PAST),
        ('full', 'news', 'به گزارش ایرنا، {W} {nd} {Mn} {nY} دولت بودجه را '
         'تصویب کرد.'),
        ('full', 'appointment', 'نوبت شما: {W} {nd} {Mn} {nY}، ساعت '
         '{nH}:{nMI}'),
        ('full', 'invoice', 'فاکتور شماره ۳۱۷ به تاریخ {d} {Mn} {Y}'),
        ('full', 'diary', 'دفترچه خاطرات: امروز {W} {d} {Mn} {Y} است.'),
    ],
    N=[
        ('chat, time only', 'حدود ساعت ۱۸:۳۰ می‌رسم.'),
        ('chat, duration', 'سفر با قطار حدود دو ساعت و نیم طول می‌کشد.'),
        ('form, impossible date', 'تاریخ ۳۱ آوریل وجود ندارد، لطفاً اصلاح '
         'کنید.'),
        ('hotel, room and price', 'اتاق ۲۰۴، قیمت هر شب ۹۵۰ هزار تومان.'),
        ('contract, impossible date', 'مهلت پرداخت ۳۰ فوریه در قرارداد '
         'اشتباه است.'),
    ])

LANGS['he'] = dict(
    months='ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר '
           'נובמבר דצמבר'.split(),
    days=['יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי',
          'שבת', 'יום ראשון'],
    T=[
        ('my', 'report title', 'דוח פעילות חודשי – {Mn} {Y}'),
        ('my', 'minutes', 'פרוטוקול ישיבת ועד הבית, {Mn} {Y}'),
        ('my', 'email', 'מצורף דף החשבון לחודש {Mn} {Y}.'),
        ('my', 'memoir', 'עברנו לחיפה ב{Mn} {Y}.', PAST),
        ('my', 'newsletter heading', 'עלון הקהילה – גיליון {Mn} {Y}'),
        ('dm', 'chat', 'נפגשים ב-{d} ב{Mn} לארוחת ערב?'),
        ('dm', 'notice', 'הודעה: הספרייה תהיה סגורה ב{W}, {d} ב{Mn}.'),
        ('dm', 'form', 'ההרשמה פתוחה עד {d} ב{Mn}.'),
        ('dm', 'reminder', 'תזכורת: אסיפת הורים ב-{d}.{m} בשעה {H}:{MI}'),
        ('dm', 'family chat', 'יום ההולדת של סבתא ב-{d} ב{Mn}, אל תשכח!'),
        ('full', 'letter heading', 'תל אביב, {d} ב{Mn} {Y}'),
        ('full', 'government form', 'תאריך לידה: {dd}/{mm}/{Y}', PAST),
        ('full', 'news dateline', 'ירושלים, {d} ב{Mn} {Y} – הממשלה אישרה את '
         'התקציב.'),
        ('full', 'appointment', 'התור שלך נקבע ל{W}, {d} ב{Mn} {Y}, בשעה '
         '{H}:{MI}.'),
        ('full', 'receipt', 'קבלה מס׳ 6620 מתאריך {d}.{mm}.{Y}'),
        ('full', 'diary', 'יומן יקר, היום {W}, {d} ב{Mn} {Y}.'),
    ],
    N=[
        ('chat, time only', 'אגיע בסביבות 18:30, תתחילו בלעדיי.'),
        ('chat, duration', 'הנסיעה לוקחת בערך שעתיים וחצי.'),
        ('chat, impossible date', 'אין דבר כזה 31 ביוני, צריך לתקן את '
         'התאריך.'),
        ('hotel, room and price', 'חדר 312, מחיר ללילה 540 ש״ח כולל ארוחת '
         'בוקר.'),
        ('contract, impossible date', 'מועד התשלום 30 בפברואר הוא טעות '
         'בחוזה.'),
    ])

LANGS['hi'] = dict(
    months=['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई',
            'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    days='सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split(),
    T=[
        ('my', 'report title', '{Mn} {Y} की मासिक प्रगति रिपोर्ट'),
        ('my', 'minutes', 'निवासी कल्याण संघ की बैठक का कार्यवृत्त, {Mn} {Y}'),
        ('my', 'email', '{Mn} {Y} का बैंक स्टेटमेंट संलग्न है।'),
        ('my', 'memoir, Devanagari digits', 'हम {Mn} {nY} में दिल्ली आए थे।',
         PAST),
        ('my', 'newsletter heading, Devanagari digits', 'विद्यालय समाचार '
         'पत्रिका – {Mn} {nY} अंक'),
        ('dm', 'chat', 'क्या हम {d} {Mn} को डिनर पर मिलें?'),
        ('dm', 'notice, Devanagari digits', 'सूचना: पुस्तकालय {nd} {Mn}, {W} '
         'को बंद रहेगा।'),
        ('dm', 'form', 'आवेदन की अंतिम तिथि {d} {Mn} है।'),
        ('dm', 'reminder', 'याद रहे: अभिभावक बैठक {d} {Mn} को शाम {h12} बजे '
         'है।', {'hours': (17, 19)}),
        ('dm', 'family chat', 'दादी का जन्मदिन {d} {Mn} को है, भूलना मत!'),
        ('full', 'letter heading', 'नई दिल्ली, {d} {Mn} {Y}'),
        ('full', 'government form', 'जन्म तिथि: {dd}/{mm}/{Y}', PAST),
        ('full', 'news dateline, Devanagari digits', 'मुंबई, {nd} {Mn} {nY} '
         '(भाषा) – राज्य सरकार ने नया बजट पेश किया।'),
        ('full', 'appointment', 'आपकी अपॉइंटमेंट {W}, {d} {Mn} {Y} को '
         '{H}:{MI} बजे है।'),
        ('full', 'receipt', 'रसीद संख्या 4420, दिनांक {dd}-{mm}-{Y}'),
        ('full', 'diary', 'प्रिय डायरी, आज {W}, {d} {Mn} {Y} है।'),
    ],
    N=[
        ('chat, time only', 'मैं लगभग 6:30 बजे पहुँच जाऊँगा।'),
        ('chat, duration', 'ट्रेन से सफ़र में करीब ढाई घंटे लगते हैं।'),
        ('form, impossible date', '31 अप्रैल कोई तारीख़ नहीं होती, कृपया '
         'सुधारें।'),
        ('hotel, room and price', 'कमरा नंबर 214, एक रात का किराया ₹2500 है।'),
        ('chat, impossible date', '30 फ़रवरी की डेडलाइन गलत लिखी है।'),
    ])

LANGS['id'] = dict(
    months='Januari Februari Maret April Mei Juni Juli Agustus September '
           'Oktober November Desember'.split(),
    days='Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split(),
    T=[
        ('my', 'report title', 'Laporan Bulanan Keuangan {Mn} {Y}'),
        ('my', 'minutes', 'Notulen Rapat Pengurus RT, {Mn} {Y}'),
        ('my', 'email', 'Terlampir rekening koran bulan {Mn} {Y}.'),
        ('my', 'memoir', 'Kami pindah ke Bandung pada {Mn} {Y}.', PAST),
        ('my', 'newsletter heading', 'Buletin Paroki Edisi {Mn} {Y}'),
        ('dm', 'chat', 'Kita ketemu tanggal {d} {Mn} buat makan malam?'),
        ('dm', 'notice', 'Pengumuman: perpustakaan tutup pada hari {W}, {d} '
         '{Mn}.'),
        ('dm', 'form', 'Pendaftaran dibuka sampai {d} {Mn}.'),
        ('dm', 'reminder', 'Pengingat: rapat wali murid {d}/{m} pukul '
         '{H}.{MI} WIB'),
        ('dm', 'family chat', 'Ulang tahun Nenek tanggal {d} {Mn}, jangan '
         'lupa ya!'),
        ('full', 'letter heading', 'Jakarta, {d} {Mn} {Y}'),
        ('full', 'government form', 'Tanggal lahir: {dd}-{mm}-{Y}', PAST),
        ('full', 'news dateline', 'SURABAYA, {d} {Mn} {Y} (ANTARA) - Pemkot '
         'menyetujui anggaran baru.'),
        ('full', 'appointment', 'Jadwal Anda: {W}, {d} {Mn} {Y}, pukul '
         '{H}.{MI} WIB'),
        ('full', 'receipt', 'Struk no. 8812 tanggal {dd}/{mm}/{Y}'),
        ('full', 'diary', 'Catatan harian: hari ini {W}, {d} {Mn} {Y}, hujan '
         'deras.'),
    ],
    N=[
        ('chat, time only', 'Aku sampai sekitar jam 18.30, tunggu ya.'),
        ('chat, duration', 'Perjalanan naik kereta kira-kira dua setengah '
         'jam.'),
        ('form, impossible date', 'Tanggal 31 April tidak ada, mohon '
         'diperbaiki.'),
        ('hotel, room and price', 'Kamar 305, tarif per malam Rp 450.000 '
         'termasuk sarapan.'),
        ('email, impossible date', 'Jatuh tempo 30 Februari 2022 itu salah '
         'ketik.'),
    ])

LANGS['vi'] = dict(
    days=['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy',
          'Chủ nhật'],
    T=[
        ('my', 'report title', 'Báo cáo công việc tháng {m} năm {Y}'),
        ('my', 'minutes', 'Biên bản họp tổ dân phố, tháng {m}/{Y}'),
        ('my', 'chat', 'Mình gửi sao kê tài khoản tháng {mm}/{Y} nhé.'),
        ('my', 'memoir', 'Tôi chuyển vào Sài Gòn từ tháng {m} năm {Y}.', PAST),
        ('my', 'newsletter heading', 'Bản tin nội bộ công ty – tháng {m} năm '
         '{Y}'),
        ('dm', 'chat', 'Tối ngày {d}/{m} đi ăn không?'),
        ('dm', 'notice', 'Thông báo: thư viện nghỉ vào {W}, ngày {d} tháng '
         '{m}.'),
        ('dm', 'form', 'Hạn chót nộp hồ sơ là ngày {d} tháng {m}.'),
        ('dm', 'reminder', 'Nhắc lịch: họp phụ huynh lúc {H}h{MI} ngày {d} '
         'tháng {m}'),
        ('dm', 'family chat', 'Sinh nhật bà ngoại vào ngày {d} tháng {m}, '
         'đừng quên nhé!'),
        ('full', 'letter heading', 'TP. Hồ Chí Minh, ngày {dd} tháng {mm} năm '
         '{Y}'),
        ('full', 'government form', 'Ngày sinh: {dd}/{mm}/{Y}', PAST),
        ('full', 'news', '(TTXVN) Ngày {d}/{m}/{Y}, Quốc hội đã thông qua '
         'luật mới.'),
        ('full', 'appointment', 'Lịch hẹn của bạn: {W}, ngày {d} tháng {m} năm '
         '{Y}, lúc {H}:{MI}.'),
        ('full', 'invoice', 'Hóa đơn số 2291 ngày {dd}/{mm}/{Y}'),
        ('full', 'diary', 'Nhật ký: hôm nay {W}, ngày {d} tháng {m} năm {Y}, '
         'trời mưa.'),
    ],
    N=[
        ('chat, time only', 'Khoảng 18h30 mình tới nhé.'),
        ('chat, duration', 'Đi tàu mất khoảng hai tiếng rưỡi.'),
        ('form, impossible date', 'Không có ngày 31 tháng 4, vui lòng sửa '
         'lại.'),
        ('hotel, room and price', 'Phòng 512, giá 850.000 đồng một đêm.'),
        ('chat, impossible date', 'Hạn nộp ngày 30 tháng 2 là ghi nhầm.'),
    ])

LANGS['th'] = dict(
    months='มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม '
           'สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(),
    abmon='ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. '
          'ธ.ค.'.split(),
    days='วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี วันศุกร์ วันเสาร์ '
         'วันอาทิตย์'.split(),
    T=[
        ('my', 'report title', 'รายงานประจำเดือน{Mn} ค.ศ. {Y}'),
        ('my', 'minutes, Thai digits', 'บันทึกการประชุมคณะกรรมการ เดือน{Mn} '
         'ค.ศ. {nY}'),
        ('my', 'chat', 'แนบใบแจ้งยอดบัญชีเดือน{Mn} ค.ศ. {Y} มาให้ค่ะ'),
        ('my', 'memoir', 'เราย้ายมาอยู่เชียงใหม่เมื่อเดือน{Mn} ค.ศ. {Y}',
         PAST),
        ('my', 'newsletter heading', 'จดหมายข่าวสมาคม ฉบับเดือน{Mb} ค.ศ. '
         '{Y}'),
        ('dm', 'chat', 'วันที่ {d} {Mn} ไปกินข้าวกันไหม'),
        ('dm', 'notice', 'ประกาศ: ห้องสมุดปิดบริการ{W}ที่ {d} {Mn}'),
        ('dm', 'form, Thai digits', 'ปิดรับสมัครวันที่ {nd} {Mb}'),
        ('dm', 'reminder', 'เตือนความจำ: ประชุมผู้ปกครอง {d} {Mb} เวลา '
         '{H}.{MI} น.'),
        ('dm', 'family chat', 'วันเกิดคุณยายคือวันที่ {d} {Mn} อย่าลืมนะ'),
        ('full', 'letter heading', 'กรุงเทพฯ วันที่ {d} {Mn} ค.ศ. {Y}'),
        ('full', 'government form', 'วันเกิด: {dd}/{mm}/{Y} (ค.ศ.)', PAST),
        ('full', 'news dateline, Thai digits', 'เชียงราย {nd} {Mn} ค.ศ. {nY} '
         '– คณะรัฐมนตรีอนุมัติงบประมาณ'),
        ('full', 'appointment', 'นัดหมายของคุณ: {W}ที่ {d} {Mb} ค.ศ. {Y} '
         'เวลา {H}:{MI} น.'),
        ('full', 'receipt', 'ใบเสร็จเลขที่ 5120 ลงวันที่ {d} {Mb} {Y}'),
        ('full', 'diary', 'บันทึกประจำวัน {W}ที่ {d} {Mn} ค.ศ. {Y} '
         'ฝนตกทั้งวัน'),
    ],
    N=[
        ('chat, time only', 'จะไปถึงประมาณหกโมงครึ่งนะ'),
        ('chat, duration', 'นั่งรถไฟใช้เวลาประมาณสองชั่วโมงครึ่ง'),
        ('form, impossible date', 'ไม่มีวันที่ 31 เมษายน กรุณาแก้ไขวันที่'),
        ('hotel, room and price', 'ห้อง 405 ราคาคืนละ 1,200 บาท รวมอาหารเช้า'),
        ('chat, impossible date', 'กำหนดส่ง 30 กุมภาพันธ์ เขียนผิดแน่นอน'),
    ])

LANGS['el'] = dict(
    months=['Ιανουάριος', 'Φεβρουάριος', 'Μάρτιος', 'Απρίλιος', 'Μάιος',
            'Ιούνιος', 'Ιούλιος', 'Αύγουστος', 'Σεπτέμβριος', 'Οκτώβριος',
            'Νοέμβριος', 'Δεκέμβριος'],
    gen=['Ιανουαρίου', 'Φεβρουαρίου', 'Μαρτίου', 'Απριλίου', 'Μαΐου',
         'Ιουνίου', 'Ιουλίου', 'Αυγούστου', 'Σεπτεμβρίου', 'Οκτωβρίου',
         'Νοεμβρίου', 'Δεκεμβρίου'],
    acc=['Ιανουάριο', 'Φεβρουάριο', 'Μάρτιο', 'Απρίλιο', 'Μάιο', 'Ιούνιο',
         'Ιούλιο', 'Αύγουστο', 'Σεπτέμβριο', 'Οκτώβριο', 'Νοέμβριο',
         'Δεκέμβριο'],
    days=['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο',
          'Κυριακή'],
    T=[
        ('my', 'report title', 'Μηνιαία έκθεση πεπραγμένων – {Mn} {Y}'),
        ('my', 'minutes', 'Πρακτικά γενικής συνέλευσης, {Mn} {Y}'),
        ('my', 'email', 'Σας στέλνω το αντίγραφο κίνησης λογαριασμού {M} '
         '{Y}.'),
        ('my', 'memoir', 'Μετακομίσαμε στη Θεσσαλονίκη τον {Ma} του {Y}.',
         PAST),
        ('my', 'newsletter heading', 'Ενημερωτικό δελτίο συλλόγου – τεύχος '
         '{M} {Y}'),
        ('dm', 'chat', 'Βρισκόμαστε στις {d} {M} για φαγητό;'),
        ('dm', 'notice', 'Ανακοίνωση: η βιβλιοθήκη θα είναι κλειστή {tW} {d} '
         '{M}.'),
        ('dm', 'form', 'Οι αιτήσεις υποβάλλονται έως τις {d} {M}.'),
        ('dm', 'reminder', 'Υπενθύμιση: συνάντηση γονέων {tW} {d} {M}, ώρα '
         '{H}:{MI}'),
        ('dm', 'family chat', 'Τα γενέθλια της γιαγιάς είναι στις {d} {M}, '
         'μην ξεχάσεις!'),
        ('full', 'letter heading', 'Πάτρα, {d} {M} {Y}'),
        ('full', 'government form', 'Ημερομηνία γέννησης: {dd}/{mm}/{Y}',
         PAST),
        ('full', 'news dateline', 'ΘΕΣΣΑΛΟΝΙΚΗ, {d} {M} {Y} (ΑΠΕ-ΜΠΕ) – '
         'Εγκρίθηκε ο προϋπολογισμός.'),
        ('full', 'appointment', 'Το ραντεβού σας: {W}, {d} {M} {Y}, ώρα '
         '{H}:{MI}.'),
        ('full', 'receipt', 'Απόδειξη αρ. 3306, {dd}/{mm}/{Y}'),
        ('full', 'diary', 'Αγαπητό ημερολόγιο, σήμερα είναι {W}, {d} {M} '
         '{Y}.'),
    ],
    N=[
        ('chat, time only', 'Θα είμαι εκεί γύρω στις 18:30, μη με '
         'περιμένετε.'),
        ('chat, duration', 'Η διαδρομή διαρκεί περίπου δυόμισι ώρες.'),
        ('form, impossible date', 'Η 31η Απριλίου δεν υπάρχει, διορθώστε την '
         'ημερομηνία.'),
        ('hotel, room and price', 'Δωμάτιο 215, τιμή ανά βράδυ 85 ευρώ με '
         'πρωινό.'),
        ('contract, impossible date', 'Προθεσμία 30 Φεβρουαρίου; Μάλλον λάθος '
         'στο συμβόλαιο.'),
    ])
