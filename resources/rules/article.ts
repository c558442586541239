/**
 * A label with its indefinite article, as a message reads it aloud: 'an Item', 'a Unit',
 * 'an HSN code'. By sound, not letter: a vowel sound takes 'an' ('an Outlet', 'an HSN'),
 * 'U' said as 'you' does not ('a Unit', 'a User').
 */
export function withArticle(label: string): string {
  return `${takesAn(label) ? 'an' : 'a'} ${label}`;
}

/** Letters whose names start with a vowel sound: F, H, L, M, N, R, S and X read as 'ef', 'aitch'… */
const VOWEL_NAMED = new Set([...'AEFHILMNORSX']);

function takesAn(label: string): boolean {
  const word = label.trim().split(/\s+/)[0] ?? '';
  if (!word) return false;
  // An abbreviation is read letter by letter: 'an HSN', 'a GST rate'.
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]+$/.test(word))
    return VOWEL_NAMED.has(word[0]);
  if (/^(uni|use|usa|usu|ute|eu|one\b|once)/i.test(word)) return false;
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return true;
  return /^[aeiou]/i.test(word);
}
