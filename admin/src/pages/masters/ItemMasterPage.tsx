import { hsn, manufacture, marketer, rack } from '../../../../resources';
import { MasterTabs } from './MasterPanel';

const TABS = [
  { label: 'HSN', resource: hsn },
  { label: 'Manufacture', resource: manufacture },
  { label: 'Marketer', resource: marketer },
  { label: 'Rack', resource: rack },
];

/** /ItemMaster: the HSN, Manufacture, Marketer and Rack lists, a tab each. */
export const ItemMasterPage = () => <MasterTabs title="Item Master" tabs={TABS} />;
