import Link from '@mui/material/Link';
import { companyLicence, displayDate, type AnyRecord } from '../../../resources';
import { UpsertPage, type UpsertColumn } from './UpsertPage';

const text = (key: string) => (row: AnyRecord) => String(row[key] ?? '');

/** Spec 2.10: a logo preview in the table, or 'Click to View' when there is none to show. */
function LogoCell({ row }: { row: AnyRecord }) {
  if (!row.STID || !row.Logo) return <Link component="span">Click to View</Link>;
  return (
    <img
      src={`/api/getlogo/${String(row.STID)}`}
      alt="Company logo"
      style={{ height: 32, maxWidth: 96, objectFit: 'contain' }}
    />
  );
}

const COLUMNS: UpsertColumn[] = [
  { label: 'Company Name', render: text('CompanyName') },
  { label: 'Address', render: text('Address') },
  { label: 'City', render: text('City') },
  { label: 'FSSAI No', render: text('FSSAINo') },
  { label: 'GSTIN No', render: text('GSTINo') },
  { label: 'PAN No', render: text('PanNo') },
  { label: 'Licence Expiry', render: (row) => displayDate(row.ExpiryDate as string | null) },
  { label: 'Logo', render: (row) => <LogoCell row={row} /> },
];

/** The Company License tab of /CommonCompany and /CompanyLicense (spec 2.10). */
export function CompanyLicencePage() {
  return (
    <UpsertPage
      resource={companyLicence}
      title="Company License"
      listUrl="/api/getcompanylicense"
      saveUrl="/api/updatecompanylicense"
      ownerKey="CompanyID"
      columns={COLUMNS}
      searchLabel="Search"
    />
  );
}
