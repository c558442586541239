import { formatIndian, toScaled } from '../../../resources';

/** A rupee figure as a table shows it: two decimals in Indian grouping (1,23,456.78); none is 0.00. */
export const rupeesText = (v: unknown): string => formatIndian(toScaled(Number(v ?? 0), 2));
