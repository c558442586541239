import { getData } from '../../api/http';

/**
 * Countries and states for the sign-up form (public during sign-up), and the labels a country
 * gives its fields (spec 3 Country).
 */
export interface CountryRow {
  CountryId: number;
  CountryName: string;
  CountryDivisionType?: string | null;
  PinType?: number | null;
}

export interface StateRow {
  StateId: number;
  StateName: string;
  CountryId: number;
}

export const fetchCountries = () => getData<CountryRow[]>('/api/getcountry');

export const fetchStates = (countryId: string) =>
  getData<StateRow[]>(`/api/getstate?${new URLSearchParams({ CountryId: countryId })}`);

/** What a country calls its states: its division type, 'State' by default. */
export function divisionLabel(country: CountryRow | undefined): string {
  return country?.CountryDivisionType || 'State';
}

/** The pin code's label: PinType 1 'PIN Code', 2 'PIN', anything else 'Pin Type'. */
export function pinLabel(country: CountryRow | undefined): string {
  if (!country) return 'Pin Code'; // before a country is chosen there is no pin type to follow
  if (Number(country.PinType) === 1) return 'PIN Code';
  if (Number(country.PinType) === 2) return 'PIN';
  return 'Pin Type';
}
