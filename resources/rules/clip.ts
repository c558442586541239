/**
 * Text cut to at most `max` UTF-16 units (what a column's length counts), never inside a
 * character: a cut that would split a surrogate pair (an emoji, say) drops the whole character
 * rather than store half of it, which the database would keep as U+FFFD.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
