import { hsn, manufacture, marketer, rack, type ItemMasterTab } from '../../../../resources';
import { MasterTabs } from './MasterPanel';

/** A tab saves through the spec's Item Master calls, naming itself (dataProvider's itemMasterTab). */
const tab = (label: string, resource: typeof hsn, name: ItemMasterTab) => ({
  label,
  resource,
  meta: { itemMasterTab: name },
});

export const ITEM_MASTER_TABS = [
  tab('HSN', hsn, 'hsn'),
  tab('Manufacture', manufacture, 'manufacture'),
  tab('Marketer', marketer, 'marketer'),
  tab('Rack', rack, 'rack'),
];

/** /ItemMaster: the HSN, Manufacture, Marketer and Rack lists, a tab each. */
export const ItemMasterPage = () => <MasterTabs title="Item Master" tabs={ITEM_MASTER_TABS} />;
