// Arabic letters written as their contextual presentation forms (U+FB50–FDFF, U+FE70–FEFC)
// before satori lays them out. Satori shapes with HarfBuzz, but draws a mark glyph's vertical
// offset with the wrong sign; Noto Sans Arabic writes the dots of a final ي or ة as such marks,
// so ي came out as ى (another letter) and ة as ه. The presentation forms carry their dots in
// their own outlines, and join as the letters do. Harakat (optional vowel marks) are dropped for
// the same reason: they would be drawn through the letters. Text in other scripts is untouched.

/** isolated, final, initial, medial; two forms for a letter that joins only the one before it. */
const FORMS: Record<string, readonly number[]> = {
  '\u0621': [0xfe80],
  '\u0622': [0xfe81, 0xfe82],
  '\u0623': [0xfe83, 0xfe84],
  '\u0624': [0xfe85, 0xfe86],
  '\u0625': [0xfe87, 0xfe88],
  '\u0626': [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  '\u0627': [0xfe8d, 0xfe8e],
  '\u0628': [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  '\u0629': [0xfe93, 0xfe94],
  '\u062a': [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  '\u062b': [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  '\u062c': [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  '\u062d': [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  '\u062e': [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  '\u062f': [0xfea9, 0xfeaa],
  '\u0630': [0xfeab, 0xfeac],
  '\u0631': [0xfead, 0xfeae],
  '\u0632': [0xfeaf, 0xfeb0],
  '\u0633': [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  '\u0634': [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  '\u0635': [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  '\u0636': [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  '\u0637': [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  '\u0638': [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  '\u0639': [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  '\u063a': [0xfecd, 0xfece, 0xfecf, 0xfed0],
  '\u0641': [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  '\u0642': [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  '\u0643': [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  '\u0644': [0xfedd, 0xfede, 0xfedf, 0xfee0],
  '\u0645': [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  '\u0646': [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  '\u0647': [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  '\u0648': [0xfeed, 0xfeee],
  '\u0649': [0xfeef, 0xfef0],
  '\u064a': [0xfef1, 0xfef2, 0xfef3, 0xfef4],
  // Persian and Urdu letters
  '\u067e': [0xfb56, 0xfb57, 0xfb58, 0xfb59],
  '\u0686': [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d],
  '\u0698': [0xfb8a, 0xfb8b],
  '\u06a9': [0xfb8e, 0xfb8f, 0xfb90, 0xfb91],
  '\u06af': [0xfb92, 0xfb93, 0xfb94, 0xfb95],
  '\u06cc': [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff],
};

/** Lam followed by one of these alefs is one ligature: isolated, final. */
const LAM_ALEF: Record<string, readonly number[]> = {
  '\u0622': [0xfef5, 0xfef6],
  '\u0623': [0xfef7, 0xfef8],
  '\u0625': [0xfef9, 0xfefa],
  '\u0627': [0xfefb, 0xfefc],
};

const LAM = '\u0644';
const TATWEEL = '\u0640';
/** Harakat and Quranic annotation marks. */
const VOWEL_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed]/g;

const joinsBoth = (ch: string | undefined) => ch === TATWEEL || (ch !== undefined && FORMS[ch]?.length === 4);
const joinsBefore = (ch: string | undefined) => ch === TATWEEL || (ch !== undefined && (FORMS[ch]?.length ?? 0) >= 2);

/** True when the text has a letter of the Arabic block this module reshapes. */
export const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

/** The text with its Arabic letters in their contextual presentation forms (see the top of this file). */
export function toPresentationForms(text: string): string {
  if (!hasArabic(text)) return text;
  const letters = [...text.replace(VOWEL_MARKS, '')];
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const before = letters[i - 1];
    const joinedBefore = joinsBoth(before) && joinsBefore(ch);
    const ligature = ch === LAM ? LAM_ALEF[letters[i + 1]] : undefined;
    if (ligature) {
      out += String.fromCodePoint(ligature[joinedBefore ? 1 : 0]);
      i++;
      continue;
    }
    const forms = FORMS[ch];
    if (!forms) {
      out += ch;
      continue;
    }
    const joinedAfter = forms.length === 4 && joinsBefore(letters[i + 1]);
    const form = forms.length === 4 ? (joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0) : joinedBefore && forms.length > 1 ? 1 : 0;
    out += String.fromCodePoint(forms[form]);
  }
  return out;
}
