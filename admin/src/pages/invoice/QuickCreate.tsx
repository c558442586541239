import { useEffect, useMemo, useState } from 'react';
import { customer, item, resourceByName, type AnyRecord } from '../../../../resources';
import { postConfirming } from '../../api/confirmations';
import { getData } from '../../api/http';
import {
  QuickCreateDialog,
  type QuickField,
  type QuickValues,
} from '../../components/grid/QuickCreateDialog';

/** Alt+C in the invoice's pickers (issue 11 item 3): a customer or an item made without leaving the bill. */

// A save the server warns about (a GSTIN another party has) asks 'Save anyway?' as the masters do.
const post = async (endpoint: string, body: AnyRecord) =>
  (await postConfirming(`/api/${endpoint}`, JSON.stringify(body))) as AnyRecord;

/** What the dialog typed, without the boxes left empty (an empty GSTIN is no GSTIN). */
const filled = (values: QuickValues) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

const CUSTOMER_FIELDS: QuickField[] = [
  { key: 'LedgerName', label: 'Trade Name' },
  { key: 'LegalName', label: 'Legal Name' },
  { key: 'GSTIN', label: 'GSTIN' },
  { key: 'Mobile', label: 'Mobile' },
  { key: 'Address', label: 'Address' },
];

/**
 * A customer from the typed name: the server requires its trade and legal names (both start as
 * the text typed) and an opening balance, which a customer made while billing does not have (0).
 */
export function CustomerQuickCreate({
  text,
  onCreated,
  onClose,
}: {
  text: string;
  onCreated(PLID: number): Promise<void>;
  onClose(): void;
}) {
  const initial = useMemo(() => ({ LedgerName: text.trim(), LegalName: text.trim() }), [text]);
  const save = async (values: QuickValues) => {
    const answer = await post(customer.endpoints!.create!, {
      ...filled(values),
      Openingbalance: 0,
      balanceType: 'Debit',
    });
    await onCreated(Number(answer.PLID));
  };
  return (
    <QuickCreateDialog
      open
      title="New customer"
      fields={CUSTOMER_FIELDS}
      initial={initial}
      onSave={save}
      onClose={onClose}
    />
  );
}

type Choices = ReadonlyArray<{ id: number; name: string }>;

/** The item's reference fields the dialog asks for; the categories are one choice (see below). */
const ITEM_REFS = ['UnitID', 'TaxID', 'HsnId', 'ManufactureId', 'MarketerId', 'RackId'] as const;

async function choicesOf(key: string): Promise<Choices> {
  const target = resourceByName(item.fields[key].to!)!;
  const rows = (await getData<AnyRecord[]>(`/api/${target.endpoints!.list!}`)) ?? [];
  return rows.map((r) => ({
    id: Number(r[target.primaryKey]),
    name: String(r[target.titleField] ?? ''),
  }));
}

interface ItemSetup {
  choices: Record<string, Choices>;
  categories: Choices;
  categoryMain: Map<number, number>;
  rateId: number | null;
  rateName: string;
  nextNumber: number | null;
}

/**
 * Sub categories as 'Main / Sub': choosing one fills the item's three category fields (main,
 * sub, and the category itself, the most specific one), as the item form would with three pickers.
 */
function subCategories(rows: readonly AnyRecord[]): {
  categories: Choices;
  categoryMain: Map<number, number>;
} {
  const byId = new Map(rows.map((r) => [Number(r.ItemCatNo), r]));
  const mainOf = (r: AnyRecord): AnyRecord => {
    let at = r;
    for (let guard = 0; Number(at.ItemCatUnder) && guard < 20; guard++)
      at = byId.get(Number(at.ItemCatUnder)) ?? at;
    return at;
  };
  const subs = rows.filter((r) => Number(r.ItemCatUnder) !== 0);
  return {
    categories: subs.map((r) => ({
      id: Number(r.ItemCatNo),
      name: `${String(mainOf(r).ItemCatName)} / ${String(r.ItemCatName)}`,
    })),
    categoryMain: new Map(subs.map((r) => [Number(r.ItemCatNo), Number(mainOf(r).ItemCatNo)])),
  };
}

async function loadItemSetup(rateId: number | null): Promise<ItemSetup> {
  const [lists, categoryRows, rates, next] = await Promise.all([
    Promise.all(ITEM_REFS.map(async (k) => [k, await choicesOf(k)] as const)),
    getData<AnyRecord[]>(`/api/${resourceByName('itemCategory')!.endpoints!.list!}`),
    getData<AnyRecord[]>('/api/getrates'),
    getData<AnyRecord[]>('/api/GetItemId').catch(() => []),
  ]);
  const rate = (rates ?? []).find((r) => Number(r.RateId) === rateId) ?? (rates ?? [])[0];
  return {
    choices: Object.fromEntries(lists),
    ...subCategories(categoryRows ?? []),
    rateId: rate ? Number(rate.RateId) : null,
    rateName: rate ? String(rate.RateName) : '',
    nextNumber: Number(next?.[0]?.ItemId) || null,
  };
}

/** Where the server's item messages show in the dialog. */
const ITEM_ERROR_FIELD: Record<string, string> = {
  rates: 'Rate',
  RateId: 'Rate',
  BarcodeNumber: 'ItemCode',
  ItemDescription: 'ItemName',
  AddedUnit: 'UnitID',
  CategoryId: 'Category',
  MainCategoryId: 'Category',
  SubCategoryId: 'Category',
};

/**
 * An item from the typed text (a code when typed in the code cell, else a name), with the fields
 * the server requires. Its price is the rate of the customer's rate name (else the first rate
 * name), so the new item comes back priced for this customer. What the dialog does not ask is
 * filled as a new item starts: description from the name, barcode from the code, the added unit
 * as its unit, no stock, no stock limits, no cess, no discount; taxable when it has a tax.
 */
export function ItemQuickCreate({
  text,
  byCode,
  rateId,
  onCreated,
  onClose,
  onFailure,
}: {
  text: string;
  byCode: boolean;
  rateId: number | null;
  onCreated(ItemId: number): Promise<void>;
  onClose(): void;
  /** The lists the dialog offers could not be read: it does not open. */
  onFailure(error: unknown): void;
}) {
  const [setup, setSetup] = useState<ItemSetup | null>(null);
  useEffect(() => {
    loadItemSetup(rateId).then(setSetup, onFailure);
    // Once per opening.
  }, []);

  const fields = useMemo<QuickField[]>(
    () =>
      !setup
        ? []
        : [
            { key: 'ItemName', label: 'Item Name' },
            { key: 'ItemCode', label: 'Item Code' },
            { key: 'UnitID', label: 'Unit', kind: 'select', options: setup.choices.UnitID },
            { key: 'TaxID', label: 'Tax', kind: 'select', options: setup.choices.TaxID },
            { key: 'MRP', label: 'MRP', kind: 'number' },
            {
              key: 'Rate',
              label: setup.rateName ? `Rate (${setup.rateName})` : 'Rate',
              kind: 'number',
            },
            { key: 'HsnId', label: 'HSN', kind: 'select', options: setup.choices.HsnId },
            { key: 'Category', label: 'Category', kind: 'select', options: setup.categories },
            {
              key: 'ManufactureId',
              label: 'Manufacture',
              kind: 'select',
              options: setup.choices.ManufactureId,
            },
            {
              key: 'MarketerId',
              label: 'Marketer',
              kind: 'select',
              options: setup.choices.MarketerId,
            },
            { key: 'RackId', label: 'Rack', kind: 'select', options: setup.choices.RackId },
          ],
    [setup],
  );

  const initial = useMemo<QuickValues>(() => {
    if (!setup) return {};
    const first = (c: Choices | undefined) => (c?.[0] ? String(c[0].id) : '');
    const code = byCode ? text.trim() : setup.nextNumber ? `ITM${setup.nextNumber}` : '';
    return {
      ItemName: byCode ? '' : text.trim(),
      ItemCode: code,
      MRP: '',
      Rate: '',
      Category: first(setup.categories),
      ...Object.fromEntries(ITEM_REFS.map((k) => [k, first(setup.choices[k])])),
    };
  }, [setup, text, byCode]);

  if (!setup) return null;

  const save = async (values: QuickValues) => {
    const v = filled(values);
    const category = v.Category ? Number(v.Category) : null;
    const num = (s: string | undefined) =>
      s === undefined ? null : Number.isFinite(Number(s)) ? Number(s) : s;
    const body: AnyRecord = {
      ItemCode: v.ItemCode,
      ItemName: v.ItemName,
      ItemDescription: v.ItemName,
      BarcodeNumber: v.ItemCode,
      UnitID: num(v.UnitID),
      AddedUnit: num(v.UnitID),
      TaxID: num(v.TaxID),
      Taxable: v.TaxID ? 1 : 2,
      MRP: num(v.MRP),
      HsnId: num(v.HsnId),
      CategoryId: category,
      SubCategoryId: category,
      MainCategoryId: category ? (setup.categoryMain.get(category) ?? null) : null,
      ManufactureId: num(v.ManufactureId),
      MarketerId: num(v.MarketerId),
      RackId: num(v.RackId),
      ReorderQuantity: 0,
      MaximumQuantity: 0,
      MinimumQuantity: 0,
      Quantity: 0,
      Cess: 0,
      Discount: 0,
      Status: 1,
      rates: setup.rateId && v.Rate ? [{ RateId: setup.rateId, Rate: num(v.Rate) }] : [],
    };
    const answer = await post('insertitemdetails', body);
    await onCreated(Number(answer.ItemId));
  };
  return (
    <QuickCreateDialog
      open
      title="New item"
      fields={fields}
      initial={initial}
      onSave={save}
      errorField={ITEM_ERROR_FIELD}
      onClose={onClose}
    />
  );
}
