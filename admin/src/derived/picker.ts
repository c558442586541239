/**
 * Every select-like field is a type-ahead picker (Tally's lists): typing filters at once, Enter
 * takes the highlighted choice (the first match is highlighted) and the form moves on.
 */
export const PICKER = { autoHighlight: true, translateChoice: false } as const;
