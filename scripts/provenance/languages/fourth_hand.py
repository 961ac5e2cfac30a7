"""Hand-written lines of data/languages-fourth/ (the fourth set).

Written for this set by a helper that had not read the earlier sets' lines
nor their hand files.  Per language:
  TABLES: month tables (keys starting with M, 12 entries, January first) and
          weekday tables (keys starting with W, 7 entries, Monday first);
  T:      (register, template) -- placeholders {d} {dd} {m} {mm} {Y} {mr}
          (Roman month), {Yh} {mh} {dh} (Han numerals), any table key;
          {FIRST} fixes the day to 1 (written as an ordinal in the
          template) and prints nothing; a template starting with '@ar|',
          '@fa|', '@hi|', '@th|' or '@fw|' has its digits written in
          Arabic-Indic, Persian, Devanagari, Thai or fullwidth digits;
  NONE:   (register, source) lines with no date (empty target).
The date of each template line is drawn by fourth_build.py; the kind of
the target follows from the placeholders (day, month, year).
"""

L = {}

L['es'] = dict(
    TABLES=dict(
        M='enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(),
        Ma='ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'.split(),
        W='lunes martes miércoles jueves viernes sábado domingo'.split(),
        Wa='lun. mar. miérc. jue. vie. sáb. dom.'.split(),
        Mb='ENE FEB MAR ABR MAY JUN JUL AGO SEP OCT NOV DIC'.split()),
    T=[('letter heading', 'Quito, {d} de {M} de {Y}'),
       ('invoice', 'Fecha de vencimiento: {dd}/{mm}/{Y}'),
       ('news dateline', 'MADRID, {W} {d} de {M} de {Y} (EFE).'),
       ('diary', '{Wa} {d} {Ma} {Y}'),
       ('chat', 'nos vemos el {W} {d} de {M}, ¿vale?'),
       ('ordinal', 'Asunción, 1.º de {M} de {Y}{FIRST}'),
       ('report', 'Informe mensual de {M} de {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} · 20:30 H'),
       ('e-mail', 'El {W}, {d} de {M} de {Y}, 9:14, Ana escribió:'),
       ('form', 'F. de nacimiento: {d}-{Mb}-{Y}')],
    NONE=[('impossible date', 'plazo hasta el 31 de abril de 2029'),
          ('time alone', 'la reunión empieza a las 18:45 h'),
          ('duration', 'duración: 2 horas y 15 minutos'),
          ('impossible date', '29 de febrero de 2027')])

L['fr'] = dict(
    TABLES=dict(
        M='janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(),
        Ma='janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(),
        W='lundi mardi mercredi jeudi vendredi samedi dimanche'.split()),
    T=[('letter heading', 'Lyon, le {d} {M} {Y}'),
       ('invoice', 'Échéance : {dd}/{mm}/{Y}'),
       ('news dateline', 'GENÈVE, {W} {d} {M} {Y} – AFP'),
       ('diary', '{W} {d} {Ma} {Y}'),
       ('chat', 'on se voit {W} {d} {M} ?'),
       ('ordinal', 'Montréal, le 1er {M} {Y}{FIRST}'),
       ('report', 'Relevé du mois de {M} {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} – 20H30'),
       ('e-mail', 'Le {W} {d} {M} {Y} à 09:14, Anne a écrit :'),
       ('form', 'Né(e) le : {d} {Ma} {Y}')],
    NONE=[('impossible date', 'à rendre avant le 31 juin 2028'),
          ('time alone', 'rendez-vous à 14 h 30'),
          ('duration', 'durée : 1 h 45 min'),
          ('impossible date', 'le 30 février 2031')])

L['de'] = dict(
    TABLES=dict(
        M='Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(),
        Ma='Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(),
        W='Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag'.split(),
        Wa='Mo. Di. Mi. Do. Fr. Sa. So.'.split()),
    T=[('letter heading', 'Graz, am {d}. {M} {Y}'),
       ('invoice', 'Zahlbar bis: {dd}.{mm}.{Y}'),
       ('news dateline', 'BERLIN, {W}, {d}. {M} {Y} (dpa)'),
       ('diary', '{Wa}, {d}. {Ma} {Y}'),
       ('chat', 'treffen wir uns am {W}, {d}. {M}?'),
       ('Roman numeral month', 'Bern, {d}. {mr}. {Y}'),
       ('report', 'Monatsbericht {M} {Y}'),
       ('ticket capitals', '{WU}, {d}. {MU} {Y}, EINLASS 19 UHR'),
       ('e-mail', 'Am {W}, {d}. {M} {Y} um 09:14 schrieb Anna:'),
       ('form', 'Geburtsdatum: {d}. {Ma} {Y}')],
    NONE=[('impossible date', 'Abgabe bis 31. April 2030'),
          ('time alone', 'Beginn um 19:30 Uhr'),
          ('duration', 'Dauer: 3 Std. 20 Min.'),
          ('impossible date', 'am 29. Februar 2026')])

L['it'] = dict(
    TABLES=dict(
        M='gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(),
        Ma='gen. feb. mar. apr. mag. giu. lug. ago. set. ott. nov. dic.'.split(),
        W='lunedì martedì mercoledì giovedì venerdì sabato domenica'.split()),
    T=[('letter heading', 'Torino, {d} {M} {Y}'),
       ('invoice', 'Scadenza: {dd}/{mm}/{Y}'),
       ('news dateline', 'ROMA, {W} {d} {M} {Y} (ANSA)'),
       ('diary', '{W} {d} {Ma} {Y}'),
       ('chat', 'ci vediamo {W} {d} {M}?'),
       ('ordinal', 'Milano, 1° {M} {Y}{FIRST}'),
       ('report', 'Resoconto di {M} {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} ORE 21:00'),
       ('e-mail', 'Il giorno {W} {d} {M} {Y} alle 09:14 Anna ha scritto:'),
       ('form', 'Data di nascita: {d}-{mr}-{Y}')],
    NONE=[('impossible date', 'consegna entro il 31 settembre 2027'),
          ('time alone', "appuntamento alle 17:15"),
          ('duration', 'durata: 2 ore e mezza'),
          ('impossible date', '30 febbraio 2033')])

L['pt'] = dict(
    TABLES=dict(
        M='janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(),
        Ma='jan. fev. mar. abr. maio jun. jul. ago. set. out. nov. dez.'.split(),
        W='segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo'.split(),
        Wa='seg. ter. qua. qui. sex. sáb. dom.'.split(),
        Mb='jan fev mar abr mai jun jul ago set out nov dez'.split()),
    T=[('letter heading', 'Porto Alegre, {d} de {M} de {Y}'),
       ('invoice', 'Vencimento: {dd}/{mm}/{Y}'),
       ('news dateline', 'LISBOA, {W}, {d} de {M} de {Y} (Lusa)'),
       ('diary', '{Wa}, {d} {Ma} {Y}'),
       ('chat', 'a gente se vê {W}, dia {d} de {M}?'),
       ('ordinal', 'Recife, 1º de {M} de {Y}{FIRST}'),
       ('report', 'Extrato de {M} de {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} - 21H'),
       ('e-mail', 'Em {Wa}, {d} de {Ma} de {Y} às 09:14, Ana escreveu:'),
       ('form', 'Data de nascimento: {d}/{Mb}/{Y}')],
    NONE=[('impossible date', 'prazo: 31 de junho de 2026'),
          ('time alone', 'a reunião começa às 15h30'),
          ('duration', 'duração: 1 hora e 40 minutos'),
          ('impossible date', '29 de fevereiro de 2029')])

L['nl'] = dict(
    TABLES=dict(
        M='januari februari maart april mei juni juli augustus september oktober november december'.split(),
        Ma='jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.'.split(),
        W='maandag dinsdag woensdag donderdag vrijdag zaterdag zondag'.split(),
        Wa='ma. di. wo. do. vr. za. zo.'.split()),
    T=[('letter heading', 'Utrecht, {d} {M} {Y}'),
       ('invoice', 'Vervaldatum: {dd}-{mm}-{Y}'),
       ('news dateline', 'AMSTERDAM, {W} {d} {M} {Y} (ANP)'),
       ('diary', '{Wa} {d} {Ma} {Y}'),
       ('chat', 'zien we elkaar {W} {d} {M}?'),
       ('Roman numeral month', 'Gent, {d}.{mr}.{Y}'),
       ('report', 'Overzicht {M} {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} AANVANG 20.15 UUR'),
       ('e-mail', 'Op {W} {d} {M} {Y} om 09:14 schreef Anna:'),
       ('form', 'Geboortedatum: {d} {Ma} {Y}')],
    NONE=[('impossible date', 'inleveren vóór 31 november 2028'),
          ('time alone', 'aanvang 20.00 uur'),
          ('duration', 'duur: 2 uur en 10 minuten'),
          ('impossible date', '29 februari 2025')])

L['ru'] = dict(
    TABLES=dict(
        M='января февраля марта апреля мая июня июля августа сентября октября ноября декабря'.split(),
        Mn='январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(),
        Mp='январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре'.split(),
        Ma='янв. февр. марта апр. мая июня июля авг. сент. окт. нояб. дек.'.split(),
        W='понедельник вторник среда четверг пятница суббота воскресенье'.split(),
        Wv='в понедельник|во вторник|в среду|в четверг|в пятницу|в субботу|в воскресенье'.split('|')),
    T=[('letter heading', 'г. Казань, {d} {M} {Y} г.'),
       ('invoice', 'Оплатить до {dd}.{mm}.{Y}'),
       ('news dateline', 'МОСКВА, {d} {MU} {Y} — РИА Новости'),
       ('diary', '{W}, {d} {Ma} {Y}'),
       ('chat', 'давай {Wv}, {d} {M}?'),
       ('ordinal', 'к 1-му {M} {Y} года{FIRST}'),
       ('report', 'отчёт за {Mn} {Y} года'),
       ('in a sentence', 'родился {d} {M} {Y} года'),
       ('month in a sentence', 'в {Mp} {Y} года'),
       ('form', 'Дата выдачи: {d}.{mr}.{Y}')],
    NONE=[('impossible date', 'срок до 31 апреля 2027 г.'),
          ('time alone', 'начало в 19:00 по московскому времени'),
          ('duration', 'продолжительность: 2 ч 30 мин'),
          ('impossible date', '30 февраля 2032 года')])

L['pl'] = dict(
    TABLES=dict(
        M='stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(),
        Mn='styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień'.split(),
        Mp='styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu'.split(),
        W='poniedziałek wtorek środa czwartek piątek sobota niedziela'.split(),
        Wv='w poniedziałek|we wtorek|w środę|w czwartek|w piątek|w sobotę|w niedzielę'.split('|')),
    T=[('letter heading', 'Kraków, dnia {d} {M} {Y} r.'),
       ('invoice', 'Termin zapłaty: {dd}.{mm}.{Y}'),
       ('news dateline', 'WARSZAWA, {d} {MU} {Y} (PAP)'),
       ('diary', '{W}, {d} {M} {Y}'),
       ('chat', 'widzimy się {Wv} {d} {M}?'),
       ('Roman numeral month', 'Gdańsk, {d} {mr} {Y} r.'),
       ('report', 'Zestawienie za {Mn} {Y}'),
       ('month in a sentence', 'w {Mp} {Y} roku'),
       ('in a sentence', 'urodził się {d} {M} {Y} roku'),
       ('form', 'Data wystawienia: {Y}-{mm}-{dd}')],
    NONE=[('impossible date', 'do 31 czerwca 2026 r.'),
          ('time alone', 'początek o godz. 18:30'),
          ('duration', 'czas trwania: 1 godz. 50 min'),
          ('impossible date', '29 lutego 2030 r.')])

L['tr'] = dict(
    TABLES=dict(
        M='Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(),
        Ma='Oca. Şub. Mar. Nis. May. Haz. Tem. Ağu. Eyl. Eki. Kas. Ara.'.split(),
        W='Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split()),
    T=[('letter heading', 'İzmir, {d} {M} {Y}'),
       ('invoice', 'Son ödeme tarihi: {dd}.{mm}.{Y}'),
       ('news dateline', 'ANKARA, {d} {MU} {Y} (AA)'),
       ('diary', '{d} {Ma} {Y} {W}'),
       ('chat', '{d} {M} {W} buluşalım mı?'),
       ('date with suffix', '{d} {M} {Y} tarihinde'),
       ('report', '{M} {Y} dönemi raporu'),
       ('ticket capitals', '{d} {MU} {Y} {WU} SAAT 20.30'),
       ('in a sentence', '{d} {M} {Y} günü doğdu'),
       ('form', 'Doğum tarihi: {d}/{mm}/{Y}')],
    NONE=[('impossible date', '31 Nisan 2028 tarihine kadar'),
          ('time alone', 'toplantı saat 14.30’da'),
          ('duration', 'süre: 2 saat 40 dakika'),
          ('impossible date', '30 Şubat 2027')])

L['uk'] = dict(
    TABLES=dict(
        M='січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня'.split(),
        Mn='січень лютий березень квітень травень червень липень серпень вересень жовтень листопад грудень'.split(),
        Mp='січні лютому березні квітні травні червні липні серпні вересні жовтні листопаді грудні'.split(),
        W='понеділок вівторок середа четвер пʼятниця субота неділя'.split(),
        Wv='у понеділок|у вівторок|у середу|у четвер|у пʼятницю|у суботу|у неділю'.split('|')),
    T=[('letter heading', 'м. Львів, {d} {M} {Y} р.'),
       ('invoice', 'Сплатити до {dd}.{mm}.{Y}'),
       ('news dateline', 'КИЇВ, {d} {MU} {Y} — Укрінформ'),
       ('diary', '{W}, {d} {M} {Y}'),
       ('chat', 'зустрінемось {Wv}, {d} {M}?'),
       ('ordinal', 'до 1-го {M} {Y} року{FIRST}'),
       ('report', 'звіт за {Mn} {Y} року'),
       ('month in a sentence', 'у {Mp} {Y} року'),
       ('in a sentence', 'народився {d} {M} {Y} року'),
       ('form', 'Дата видачі: {d}.{mr}.{Y}')],
    NONE=[('impossible date', 'до 31 квітня 2029 р.'),
          ('time alone', 'початок о 18:00'),
          ('duration', 'тривалість: 1 год 20 хв'),
          ('impossible date', '30 лютого 2026 року')])

L['cs'] = dict(
    TABLES=dict(
        M='ledna února března dubna května června července srpna září října listopadu prosince'.split(),
        Mn='leden únor březen duben květen červen červenec srpen září říjen listopad prosinec'.split(),
        Mp='lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu prosinci'.split(),
        W='pondělí úterý středa čtvrtek pátek sobota neděle'.split(),
        Wv='v pondělí|v úterý|ve středu|ve čtvrtek|v pátek|v sobotu|v neděli'.split('|')),
    T=[('letter heading', 'V Brně dne {d}. {M} {Y}'),
       ('invoice', 'Datum splatnosti: {d}. {m}. {Y}'),
       ('news dateline', 'PRAHA, {d}. {MU} {Y} (ČTK)'),
       ('diary', '{W} {d}. {M} {Y}'),
       ('chat', 'uvidíme se {Wv} {d}. {M}?'),
       ('Roman numeral month', 'Olomouc {d}. {mr}. {Y}'),
       ('report', 'Vyúčtování za {Mn} {Y}'),
       ('month in a sentence', 'v {Mp} {Y}'),
       ('in a sentence', 'narozen {d}. {M} {Y}'),
       ('form', 'Datum vystavení: {dd}.{mm}.{Y}')],
    NONE=[('impossible date', 'do 31. dubna 2028'),
          ('time alone', 'začátek v 19:30'),
          ('duration', 'délka: 2 hod. 15 min.'),
          ('impossible date', '29. února 2029')])

L['sv'] = dict(
    TABLES=dict(
        M='januari februari mars april maj juni juli augusti september oktober november december'.split(),
        Ma='jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.'.split(),
        W='måndag tisdag onsdag torsdag fredag lördag söndag'.split(),
        Wa='mån tis ons tors fre lör sön'.split()),
    T=[('letter heading', 'Uppsala den {d} {M} {Y}'),
       ('invoice', 'Förfallodatum: {Y}-{mm}-{dd}'),
       ('news dateline', 'STOCKHOLM, {W} {d} {M} {Y} (TT)'),
       ('diary', '{Wa} {d} {Ma} {Y}'),
       ('chat', 'ses vi på {W} den {d} {M}?'),
       ('ordinal', 'Göteborg den 1:a {M} {Y}{FIRST}'),
       ('report', 'Månadsrapport {M} {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y} KL. 19.00'),
       ('in a sentence', 'född den {d} {M} {Y}'),
       ('form', 'Födelsedatum: {d}/{m} {Y}')],
    NONE=[('impossible date', 'senast den 31 april 2027'),
          ('time alone', 'mötet börjar kl. 13.30'),
          ('duration', 'längd: 1 tim 35 min'),
          ('impossible date', 'den 30 februari 2030')])

L['ro'] = dict(
    TABLES=dict(
        M='ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie'.split(),
        Ma='ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.'.split(),
        W='luni marți miercuri joi vineri sâmbătă duminică'.split()),
    T=[('letter heading', 'Cluj-Napoca, {d} {M} {Y}'),
       ('invoice', 'Scadență: {dd}.{mm}.{Y}'),
       ('news dateline', 'BUCUREȘTI, {d} {MU} {Y} (Agerpres)'),
       ('diary', '{W}, {d} {Ma} {Y}'),
       ('chat', 'ne vedem {W}, {d} {M}?'),
       ('ordinal', 'Iași, 1 {M} {Y}{FIRST}'),
       ('report', 'Raport pentru luna {M} {Y}'),
       ('ticket capitals', '{WU}, {d} {MU} {Y}, ORA 19:00'),
       ('in a sentence', 'născut la {d} {M} {Y}'),
       ('form', 'Data nașterii: {d}.{mr}.{Y}')],
    NONE=[('impossible date', 'termen: 31 aprilie 2026'),
          ('time alone', 'întâlnirea începe la ora 17:30'),
          ('duration', 'durata: 2 ore și 20 de minute'),
          ('impossible date', '29 februarie 2031')])

L['ja'] = dict(
    TABLES=dict(
        W='月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日'.split(),
        Wa='月 火 水 木 金 土 日'.split()),
    T=[('letter heading', '{Y}年{m}月{d}日'),
       ('invoice', 'お支払期限：{Y}年{mm}月{dd}日（{Wa}）'),
       ('news dateline', '【東京】{Y}年{m}月{d}日{W}'),
       ('Han numerals', '{Yh}年{mh}月{dh}日'),
       ('chat', '{m}/{d}（{Wa}）空いてる？'),
       ('fullwidth digits', '@fw|{Y}年{m}月{d}日'),
       ('report', '{Y}年{m}月度 月次報告'),
       ('month and day', '{m}月{d}日({Wa})開催'),
       ('in a sentence', '{Y}年{m}月{d}日に生まれた'),
       ('form', '生年月日：{Y}年{m}月{d}日')],
    NONE=[('impossible date', '2030年4月31日'),
          ('time alone', '午後3時15分集合'),
          ('duration', '所要時間：約2時間30分'),
          ('impossible date', '2027年2月29日(月)')])

L['zh'] = dict(
    TABLES=dict(
        W='星期一 星期二 星期三 星期四 星期五 星期六 星期日'.split(),
        Wz='周一 周二 周三 周四 周五 周六 周日'.split()),
    T=[('letter heading', '{Y}年{m}月{d}日'),
       ('invoice', '付款截止日期：{Y}年{mm}月{dd}日'),
       ('news dateline', '新华社北京{m}月{d}日电'),
       ('Han numerals', '{Yh}年{mh}月{dh}日'),
       ('chat', '{m}月{d}号{Wz}有空吗？'),
       ('fullwidth digits', '@fw|{Y}年{m}月{d}日 {W}'),
       ('report', '{Y}年{m}月份工作总结'),
       ('traditional', '{Y}年{m}月{d}日（週{Wa}）'),
       ('in a sentence', '于{Y}年{m}月{d}日出生'),
       ('form', '出生日期：{Y}-{mm}-{dd}')],
    NONE=[('impossible date', '2029年2月30日'),
          ('time alone', '下午三点半见'),
          ('duration', '全程约需两个小时'),
          ('impossible date', '2031年6月31日')])
L['zh']['TABLES']['Wa'] = '一 二 三 四 五 六 日'.split()

L['ko'] = dict(
    TABLES=dict(
        W='월요일 화요일 수요일 목요일 금요일 토요일 일요일'.split(),
        Wa='월 화 수 목 금 토 일'.split()),
    T=[('letter heading', '{Y}년 {m}월 {d}일'),
       ('invoice', '납부 기한: {Y}년 {mm}월 {dd}일({Wa})'),
       ('news dateline', '【서울】 {Y}년 {m}월 {d}일 {W}'),
       ('dots', '{Y}. {m}. {d}.({Wa})'),
       ('chat', '{m}월 {d}일 {W}에 시간 돼?'),
       ('particle', '{Y}년 {m}월 {d}일부터'),
       ('report', '{Y}년 {m}월 정산 내역'),
       ('month and day', '{m}/{d}({Wa}) 오후 7시'),
       ('in a sentence', '{Y}년 {m}월 {d}일에 태어났다'),
       ('form', '생년월일: {Y}.{mm}.{dd}')],
    NONE=[('impossible date', '2028년 4월 31일'),
          ('time alone', '오후 3시 30분에 만나요'),
          ('duration', '소요 시간: 약 2시간 10분'),
          ('impossible date', '2026년 2월 29일')])

L['ar'] = dict(
    TABLES=dict(
        M='يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'.split(),
        Ml='كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول'.split('|'),
        W='الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد'.split()),
    T=[('letter heading', 'القاهرة في {d} {M} {Y}'),
       ('invoice', 'تاريخ الاستحقاق: {dd}/{mm}/{Y}'),
       ('news dateline', '@ar|دمشق، {W} {d} {Ml} {Y} (سانا)'),
       ('Arabic-Indic digits', '@ar|{d} {M} {Y}م'),
       ('chat', 'نلتقي يوم {W} {d} {M}؟'),
       ('Levantine months', 'بيروت في {d} {Ml} {Y}'),
       ('report', 'تقرير شهر {M} {Y}'),
       ('bidi marks', '\u200f{W}، {d} {M} {Y}\u200f'),
       ('in a sentence', 'وُلد في {d} {M} {Y}'),
       ('form', '@ar|تاريخ الميلاد: {dd}/{mm}/{Y}')],
    NONE=[('impossible date', '31 أبريل 2027'),
          ('time alone', 'الساعة ٨:٣٠ مساءً'),
          ('duration', 'المدة: ساعتان و١٥ دقيقة'),
          ('impossible date', '٣٠ فبراير ٢٠٢٩')])

L['fa'] = dict(
    TABLES=dict(
        M='ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر'.split(),
        W='دوشنبه سه‌شنبه چهارشنبه پنجشنبه جمعه شنبه یکشنبه'.split()),
    T=[('letter heading', '@fa|تهران، {d} {M} {Y}'),
       ('invoice', '@fa|مهلت پرداخت: {Y}/{mm}/{dd}'),
       ('news dateline', '@fa|{W} {d} {M} {Y}'),
       ('ASCII digits', '{d} {M} {Y} میلادی'),
       ('chat', '@fa|{W} {d} {M} میای؟'),
       ('bidi marks', '@fa|\u200f{d} {M} {Y}\u200f'),
       ('report', '@fa|گزارش ماه {M} {Y}'),
       ('in a sentence', '@fa|در تاریخ {d} {M} {Y} متولد شد'),
       ('Gregorian explicit', '@fa|{W}، {d} {M} {Y} م'),
       ('form', 'تاریخ تولد: {dd}/{mm}/{Y}')],
    NONE=[('impossible date', '۳۱ آوریل ۲۰۲۸'),
          ('time alone', 'ساعت ۱۶:۳۰'),
          ('duration', 'مدت: ۲ ساعت و ۲۰ دقیقه'),
          ('impossible date', '۳۰ فوریه ۲۰۲۶')])

L['he'] = dict(
    TABLES=dict(
        M='ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר'.split(),
        W='שני שלישי רביעי חמישי שישי שבת ראשון'.split()),
    T=[('letter heading', 'תל אביב, {d} ב{M} {Y}'),
       ('invoice', 'תאריך פירעון: {dd}/{mm}/{Y}'),
       ('news dateline', 'ירושלים, יום {W}, {d} ב{M} {Y}'),
       ('diary', 'יום {W} {d}.{m}.{Y}'),
       ('chat', 'נפגש ב-{d} ב{M}?'),
       ('bidi marks', '\u200f{d} ב{M} {Y}\u200f'),
       ('report', 'דוח חודש {M} {Y}'),
       ('month in a sentence', 'ב{M} {Y}'),
       ('in a sentence', 'נולד ב-{d} ב{M} {Y}'),
       ('form', 'תאריך לידה: {dd}.{mm}.{Y}')],
    NONE=[('impossible date', '31 באפריל 2029'),
          ('time alone', 'בשעה 20:15'),
          ('duration', 'משך: שעתיים ורבע'),
          ('impossible date', '30 בפברואר 2028')])

L['hi'] = dict(
    TABLES=dict(
        M='जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर'.split(),
        W='सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार'.split()),
    T=[('letter heading', 'नई दिल्ली, {d} {M} {Y}'),
       ('invoice', 'देय तिथि: {dd}/{mm}/{Y}'),
       ('news dateline', '@hi|मुंबई, {d} {M} {Y}'),
       ('Devanagari digits', '@hi|{W}, {d} {M} {Y}'),
       ('chat', '{W} {d} {M} को मिलते हैं?'),
       ('postposition', '{d} {M} {Y} से'),
       ('report', '{M} {Y} की रिपोर्ट'),
       ('diary', '{d} {M} {Y}, {W}'),
       ('in a sentence', 'उनका जन्म {d} {M} {Y} को हुआ'),
       ('form', '@hi|जन्म तिथि: {dd}-{mm}-{Y}')],
    NONE=[('impossible date', '31 अप्रैल 2027'),
          ('time alone', 'शाम 6:30 बजे'),
          ('duration', 'अवधि: 2 घंटे 15 मिनट'),
          ('impossible date', '३० फ़रवरी २०३०')])

L['id'] = dict(
    TABLES=dict(
        M='Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(),
        Ma='Jan. Feb. Mar. Apr. Mei Jun. Jul. Agu. Sep. Okt. Nov. Des.'.split(),
        W='Senin Selasa Rabu Kamis Jumat Sabtu Minggu'.split()),
    T=[('letter heading', 'Bandung, {d} {M} {Y}'),
       ('invoice', 'Jatuh tempo: {dd}/{mm}/{Y}'),
       ('news dateline', 'JAKARTA, {W} ({d}/{m}/{Y})'),
       ('diary', '{W}, {d} {Ma} {Y}'),
       ('chat', 'ketemu hari {W} tgl {d} {M} ya?'),
       ('ordinal', 'Surabaya, tanggal {d} bulan {M} tahun {Y}'),
       ('report', 'Laporan bulan {M} {Y}'),
       ('ticket capitals', '{WU}, {d} {MU} {Y} PUKUL 19.00 WIB'),
       ('in a sentence', 'lahir pada {d} {M} {Y}'),
       ('form', 'Tgl. lahir: {d}-{mm}-{Y}')],
    NONE=[('impossible date', 'batas waktu 31 April 2028'),
          ('time alone', 'mulai pukul 16.45 WIB'),
          ('duration', 'durasi: 1 jam 45 menit'),
          ('impossible date', '30 Februari 2027')])

L['vi'] = dict(
    TABLES=dict(
        W='thứ Hai|thứ Ba|thứ Tư|thứ Năm|thứ Sáu|thứ Bảy|Chủ nhật'.split('|'),
        Wn='T2 T3 T4 T5 T6 T7 CN'.split()),
    T=[('letter heading', 'TP. Hồ Chí Minh, ngày {d} tháng {m} năm {Y}'),
       ('invoice', 'Hạn thanh toán: {dd}/{mm}/{Y}'),
       ('news dateline', 'Hà Nội, {W} ngày {d}/{m}/{Y}'),
       ('diary', '{Wn}, {dd}/{mm}/{Y}'),
       ('chat', '{W} ngày {d} tháng {m} đi cà phê nhé?'),
       ('in a sentence', 'sinh ngày {d} tháng {m} năm {Y}'),
       ('report', 'Báo cáo tháng {m} năm {Y}'),
       ('ticket capitals', '{WU}, NGÀY {d} THÁNG {m} NĂM {Y}'),
       ('month in a sentence', 'vào tháng {m}/{Y}'),
       ('form', 'Ngày cấp: {dd}-{mm}-{Y}')],
    NONE=[('impossible date', 'ngày 31 tháng 4 năm 2029'),
          ('time alone', 'lúc 9 giờ 45 phút sáng'),
          ('duration', 'thời lượng: 2 tiếng 20 phút'),
          ('impossible date', 'ngày 30 tháng 2 năm 2026')])

L['th'] = dict(
    TABLES=dict(
        M='มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม'.split(),
        Ma='ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.'.split(),
        W='วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี วันศุกร์ วันเสาร์ วันอาทิตย์'.split()),
    T=[('letter heading', 'กรุงเทพฯ วันที่ {d} {M} ค.ศ. {Y}'),
       ('invoice', 'ครบกำหนดชำระ {dd}/{mm}/{Y}'),
       ('news dateline', '@th|{W}ที่ {d} {M} ค.ศ. {Y}'),
       ('Thai digits', '@th|{d} {Ma} ค.ศ. {Y}'),
       ('chat', 'เจอกัน{W}ที่ {d} {M} นะ'),
       ('abbreviated month', '{d} {Ma} {Y}'),
       ('report', 'รายงานประจำเดือน{M} ค.ศ. {Y}'),
       ('month and day', 'วันที่ {d} {M}'),
       ('in a sentence', 'เกิดเมื่อวันที่ {d} {M} ค.ศ. {Y}'),
       ('form', 'วันเกิด: {dd}-{mm}-{Y}')],
    NONE=[('impossible date', '31 เมษายน ค.ศ. 2028'),
          ('time alone', 'นัดประชุมเวลา 10.20 น.'),
          ('duration', 'ใช้เวลา 2 ชั่วโมง 15 นาที'),
          ('impossible date', '30 กุมภาพันธ์ ค.ศ. 2027')])

L['el'] = dict(
    TABLES=dict(
        M='Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου'.split(),
        Mn='Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος'.split(),
        Ma='Ιαν. Φεβ. Μαρ. Απρ. Μαΐου Ιουν. Ιουλ. Αυγ. Σεπ. Οκτ. Νοε. Δεκ.'.split(),
        W='Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή'.split()),
    T=[('letter heading', 'Θεσσαλονίκη, {d} {M} {Y}'),
       ('invoice', 'Ημερομηνία λήξης: {dd}/{mm}/{Y}'),
       ('news dateline', 'ΑΘΗΝΑ, {d} {MU} {Y} (ΑΠΕ-ΜΠΕ)'),
       ('diary', '{W}, {d} {Ma} {Y}'),
       ('chat', 'τα λέμε {W} {d} {M};'),
       ('ordinal', 'Πάτρα, 1η {M} {Y}{FIRST}'),
       ('report', 'Αναφορά {M} {Y}'),
       ('ticket capitals', '{WU} {d} {MU} {Y}, 21:00'),
       ('in a sentence', 'γεννήθηκε στις {d} {M} {Y}'),
       ('form', 'Ημ. γέννησης: {d}-{mm}-{Y}')],
    NONE=[('impossible date', '31 Απριλίου 2026'),
          ('time alone', 'ραντεβού στις 19:45'),
          ('duration', 'διάρκεια: 2 ώρες και 10 λεπτά'),
          ('impossible date', '29 Φεβρουαρίου 2027')])
