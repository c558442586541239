import { country, state } from '../../../../resources';
import { MasterTabs } from './MasterPanel';

export const COUNTRY_STATE_TABS = [
  { label: 'Country Master', resource: country },
  { label: 'State Master', resource: state },
];

/** /CommonCountryState: the Country Master and State Master tabs. */
export const CountryStatePage = () => (
  <MasterTabs title="Country and State" tabs={COUNTRY_STATE_TABS} />
);
