/**
 * Every select-like field is a type-ahead picker (Tally's lists): typing filters at once, Enter
 * takes the highlighted choice (the first match is highlighted) and the form moves on. The list
 * opens on typing, not on arriving: walking through with Enter must leave an empty picker empty
 * and a chosen one as it is (React-Admin's own picker opens on focus and hides the chosen option,
 * so Enter there would take the first other one).
 */
export const PICKER = {
  autoHighlight: true,
  translateChoice: false,
  openOnFocus: false,
  filterSelectedOptions: false,
} as const;
