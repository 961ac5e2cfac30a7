#!/usr/bin/env python3
"""Sentences of 24 languages, from the translations of program messages, for the world grammar.

The world grammar (`dates generate --formats world --context data/context`) writes some of these
phrases around the dates it writes, as running text stands around a date in a letter, a heading
or a chat. They are the msgstr strings of the gettext catalogs Debian installs under
/usr/share/locale/<lang>/LC_MESSAGES/*.mo (the translations of coreutils, tar, gnupg, ...),
cleaned and filtered so that none of them holds a date or a number:

  * format directives (`%s`, `%1$d`, `{0}`, `%(name)s`, `$VAR`), markup, mnemonics (`_`, `&`,
    `(_F)`), the quotes and brackets left empty, escapes and doubled spaces are removed; a
    message is cut to its first line;
  * a phrase is kept when it is 6..60 characters long, holds no digit of any script, none of
    `%{}<>[]\\/=|_@#*^~$`, and at least 70% of its letters are of the language's script;
  * no word of it is a month or weekday name or abbreviation of the language as the C library's
    locale writes them (`date +%B %b %OB %Ob %A %a` under locales-all); Chinese and Japanese
    phrases hold none of 年 月 日, and start and end with none of 时 時 分 秒 号 號 周 週 曜;
  * each phrase once; at most 1,500 a language, drawn with a fixed seed from the sorted whole.

Writes data/context/<lang>.tsv: `phrase<TAB>catalog` (the .mo file's text domain). Deterministic
for a given set of installed packages; the committed files are the record (README.md there).

    /usr/bin/python3 scripts/provenance/context/extract_messages.py [--out data/context]
"""
import argparse
import gettext
import os
import random
import re
import subprocess
import sys
import unicodedata

LANGUAGES = {
    # code: (catalog directories under /usr/share/locale, glibc locale, script)
    "es": (["es"], "es_ES", "LATIN"), "fr": (["fr"], "fr_FR", "LATIN"),
    "de": (["de"], "de_DE", "LATIN"), "it": (["it"], "it_IT", "LATIN"),
    "pt": (["pt", "pt_BR"], "pt_PT", "LATIN"), "nl": (["nl"], "nl_NL", "LATIN"),
    "ru": (["ru"], "ru_RU", "CYRILLIC"), "pl": (["pl"], "pl_PL", "LATIN"),
    "tr": (["tr"], "tr_TR", "LATIN"), "uk": (["uk"], "uk_UA", "CYRILLIC"),
    "cs": (["cs"], "cs_CZ", "LATIN"), "sv": (["sv"], "sv_SE", "LATIN"),
    "ro": (["ro"], "ro_RO", "LATIN"), "ja": (["ja"], "ja_JP", "CJK"),
    "zh": (["zh_CN", "zh_TW"], "zh_CN", "CJK"), "ko": (["ko"], "ko_KR", "HANGUL"),
    "ar": (["ar"], "ar_EG", "ARABIC"), "fa": (["fa"], "fa_IR", "ARABIC"),
    "he": (["he"], "he_IL", "HEBREW"), "hi": (["hi"], "hi_IN", "DEVANAGARI"),
    "id": (["id"], "id_ID", "LATIN"), "vi": (["vi"], "vi_VN", "LATIN"),
    "th": (["th"], "th_TH", "THAI"), "el": (["el"], "el_GR", "GREEK"),
}
EXTRA_LOCALES = {"zh": ["zh_TW"], "pt": ["pt_BR"], "ar": ["ar_SY", "ar_MA", "ar_LB"]}
MAX_PHRASES = 1500
FORBIDDEN = set("%{}<>[]\\/=|_@#*^~$")
HAN_DATE = set("年月日")
HAN_EDGE = set("时時分秒号號周週曜")

DIRECTIVE = re.compile(
    r"%(\d+\$)?[-+ #0']*(\d+|\*)?(\.(\d+|\*))?(hh|h|ll|l|L|q|j|z|t|I64)?[diouxXeEfgGaAcspnmS%]"
    r"|%\([A-Za-z_]+\)[sd]|\{[^{}]*\}|\$\{?[A-Za-z_]+\}?|<[^<>]*>|\(_?[A-Za-z]\)|\(&[A-Za-z]\)")


EMPTY_PAIR = re.compile(r"[\"'«»“”„‘’「」『』]\s*[\"'«»“”„‘’「」『』]|\(\s*\)|（\s*）|\[\s*\]")


def letter_script(ch):
    name = unicodedata.name(ch, "")
    if name.startswith(("CJK", "HIRAGANA", "KATAKANA")):
        return "CJK"
    return name.split(" ")[0]


def clean(message):
    text = message.split("\n")[0]
    text = DIRECTIVE.sub(" ", text)
    text = text.replace("&", "").replace("\t", " ").replace("\u00a0", " ")
    for _ in range(2):  # quotes and brackets that held a directive, now empty
        text = EMPTY_PAIR.sub(" ", text)
    text = re.sub(r"\s+", " ", text).strip(" :;,-–—.'\"")
    return text


def date_names(locale):
    """Month and weekday names and abbreviations of a glibc locale, casefolded, dots stripped."""
    names = set()
    env = {"LC_ALL": f"{locale}.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"}
    formats = ["%B", "%b", "%OB", "%Ob", "%A", "%a"]
    for month in range(1, 13):
        for day in (1, 2, 3, 4, 5, 6, 7) if month == 1 else (1,):
            out = subprocess.run(
                ["date", "-d", f"2001-{month:02d}-{day:02d}", "+" + "\n".join(formats)],
                env=env, capture_output=True, text=True, check=True).stdout
            for name in out.split("\n"):
                name = name.strip().strip(".").casefold()
                if name:
                    names.add(name)
                    names.update(part for part in re.split(r"\W+", name) if len(part) > 1)
    return names


def words(text):
    return [w.casefold().strip(".") for w in re.findall(r"\w+", text)]


def keep(text, script, names, code):
    if not 6 <= len(text) <= 60:
        return False
    if any(unicodedata.category(ch) == "Nd" or ch in FORBIDDEN for ch in text):
        return False
    if "http" in text or "www." in text:
        return False
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) < 4:
        return False
    if code == "ja":
        ok = sum(letter_script(ch) == "CJK" for ch in letters)
    else:
        ok = sum(letter_script(ch) == script for ch in letters)
    if ok < 0.7 * len(letters):
        return False
    if code in ("zh", "ja"):
        if HAN_DATE & set(text) or text[0] in HAN_EDGE or text[-1] in HAN_EDGE:
            return False
    return not any(word in names for word in words(text))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="data/context")
    parser.add_argument("--locale-root", default="/usr/share/locale")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for code, (directories, locale, script) in LANGUAGES.items():
        names = date_names(locale)
        for other in EXTRA_LOCALES.get(code, []):
            names |= date_names(other)
        phrases = {}
        for directory in directories:
            folder = os.path.join(args.locale_root, directory, "LC_MESSAGES")
            if not os.path.isdir(folder):
                continue
            for file in sorted(os.listdir(folder)):
                if not file.endswith(".mo"):
                    continue
                try:
                    with open(os.path.join(folder, file), "rb") as f:
                        catalog = gettext.GNUTranslations(f)._catalog
                except (OSError, ValueError, IndexError, KeyError) as e:  # a catalog gettext cannot read
                    print(f"skipped {folder}/{file}: {e}", file=sys.stderr)
                    continue
                for key, message in catalog.items():
                    if not key or not isinstance(message, str):
                        continue
                    msgid = key[0] if isinstance(key, tuple) else key
                    if message == msgid:
                        continue  # untranslated
                    text = clean(message)
                    if keep(text, script, names, code):
                        phrases.setdefault(text, file[:-3])
        chosen = sorted(phrases)
        if len(chosen) > MAX_PHRASES:
            chosen = sorted(random.Random(f"context-{code}").sample(chosen, MAX_PHRASES))
        if len(chosen) < 200:
            sys.exit(f"extract_messages.py: only {len(chosen)} phrases for {code}: expected >= 200")
        path = os.path.join(args.out, f"{code}.tsv")
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            for text in chosen:
                f.write(f"{text}\t{phrases[text]}\n")
        os.replace(path + ".tmp", path)
        print(f"{code}: {len(chosen)} of {len(phrases)} phrases")


if __name__ == "__main__":
    main()
