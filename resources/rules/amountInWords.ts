/**
 * The invoice total in words, the way Tally prints it on an Indian invoice: lakh and crore,
 * title-cased words, 'and <paise> Paise', closing with 'Only'.
 *
 *   12345678 paise -> 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy
 *                      Eight Paise Only'
 *
 * Written here rather than taken from a library: the number-to-words packages either use the
 * international scale (million) or put 'and' inside the hundreds ('One Hundred and Five'), and
 * none prints this exact phrase.
 *
 * Decisions where the brief left a choice:
 * - 0 paise is 'Rupees Zero Only'.
 * - Less than a rupee drops the zero rupees, as Tally does ('INR Fifty paise Only' there):
 *   50 paise is 'Fifty Paise Only'; 'Rupees' names the rupee part, so it goes with it.
 * - No 'and' inside the rupee part (105 is 'One Hundred Five'), so the one 'and' on the line
 *   always joins rupees to paise.
 * - Crores count on in lakh and crore words: 1,200 crore is 'One Thousand Two Hundred Crore',
 *   1,00,000 crore is 'One Lakh Crore'.
 * - A negative amount (a credit note's balance) is prefixed with 'Minus'.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

/** The Indian scale, largest first; below a thousand the hundreds and the rest are spelt out. */
const SCALE: ReadonlyArray<[number, string]> = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A positive whole number in Indian words; crores recurse so the count of crores has no limit. */
function indianWords(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const [unit, name] of SCALE) {
    if (rest >= unit) {
      words.push(`${indianWords(Math.floor(rest / unit))} ${name}`);
      rest %= unit;
    }
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** An amount in integer paise as words; throws on a fraction of a paisa, which is a caller's bug. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`amountInWords needs whole paise, got ${paise}`);
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const cents = abs % 100;

  let words: string;
  if (rupees === 0 && cents === 0) words = 'Rupees Zero';
  else if (rupees === 0) words = `${belowHundred(cents)} Paise`;
  else if (cents === 0) words = `Rupees ${indianWords(rupees)}`;
  else words = `Rupees ${indianWords(rupees)} and ${belowHundred(cents)} Paise`;

  return `${paise < 0 ? 'Minus ' : ''}${words} Only`;
}
