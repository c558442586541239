import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { displayDate, employeeDocument, type AnyRecord } from '../../../resources';
import { UpsertPage, type UpsertColumn } from './UpsertPage';

const text = (key: string) => (row: AnyRecord) => String(row[key] ?? '');
const nameOf = (row: AnyRecord | undefined) =>
  [row?.FirstName, row?.LastName].filter(Boolean).join(' ');

const COLUMNS: UpsertColumn[] = [
  { label: 'Employee ID', render: text('Empid') },
  { label: 'Name', render: nameOf },
  { label: 'Address', render: text('Address') },
  { label: 'District', render: text('District') },
  { label: 'Mobile', render: text('Mobile') },
  { label: 'PF No', render: text('PFNo') },
  { label: 'Date of Joining', render: (row) => displayDate(row.DateOfJoining as string | null) },
  { label: 'Employee Code', render: text('EmployeeCode') },
];

/** Spec 2.13: the chosen employee's name and address, shown but not editable. */
function ChosenEmployee(row: AnyRecord | undefined) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 1 }}>
      <TextField label="Employee Name" value={nameOf(row)} disabled size="small" />
      <TextField
        label="Address"
        value={String(row?.Address ?? '')}
        disabled
        size="small"
        sx={{ flex: 1 }}
      />
    </Box>
  );
}

/** The Employee Document Form tab of /Commonpage and /EmployeDocument (spec 2.13). */
export function EmployeeDocumentPage() {
  return (
    <UpsertPage
      resource={employeeDocument}
      title="Employee Document Form"
      listUrl="/api/getdocuments"
      saveUrl="/api/updatedocument"
      ownerKey="Empid"
      columns={COLUMNS}
      searchLabel="Search by Employee ID"
      header={ChosenEmployee}
      extra={(row) => ({ Empid: row.Empid })}
    />
  );
}
