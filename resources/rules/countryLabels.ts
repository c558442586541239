/** How a company form names its state and pin inputs, from the chosen country (spec 3 "Country"). */

/** The country's word for a state ('State', 'Emirate', 'Province', ...); 'State' by default. */
export function divisionLabel(divisionType: string | null | undefined): string {
  return divisionType?.trim() || 'State';
}

/** PinType 1 is 'PIN Code', 2 is 'PIN', anything else 'Pin Type'. */
export function pinLabel(pinType: number | string | null | undefined): string {
  const n = Number(pinType);
  return n === 1 ? 'PIN Code' : n === 2 ? 'PIN' : 'Pin Type';
}
