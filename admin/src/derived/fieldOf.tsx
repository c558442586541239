import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import {
  BooleanField,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import {
  displayDate,
  formatCount,
  formatDecimal,
  formatReading,
  formatRupees,
  type FieldType,
} from '../../../resources';
import { STATUS_CHOICES } from '../../../resources/common';
import { targetOf, type FieldContext } from './fieldContext';
import { StoredFileLinks } from './StoredFile';

/**
 * The list cell of each field type. Keyed by FieldType, so a new type does not compile until
 * the list knows how to show it. Numbers use Indian digit grouping, dates DD-MM-YYYY.
 */
export const fieldOf: Record<FieldType, (ctx: FieldContext) => ReactElement | null> = {
  id: (ctx) => <CountField {...ctx} />,
  integer: (ctx) => <CountField {...ctx} />,
  text: (ctx) => <TextField source={ctx.source} />,
  textarea: (ctx) => <TextField source={ctx.source} />,
  phone: (ctx) => <TextField source={ctx.source} />,
  pincode: (ctx) => <TextField source={ctx.source} />,
  email: (ctx) => <TextField source={ctx.source} />,
  date: (ctx) => (
    <FunctionField
      source={ctx.source}
      render={(r: RaRecord) => displayDate(r[ctx.source] as string)}
    />
  ),
  select: (ctx) => <SelectField source={ctx.source} choices={[...(ctx.field.choices ?? [])]} />,
  status: (ctx) => (
    <FunctionField
      source={ctx.source}
      render={(r: RaRecord) => <StatusChip value={r[ctx.source]} />}
    />
  ),
  reference: (ctx) => <ReferenceCell {...ctx} />,
  password: () => null, // never returned by the server, never listed
  money: (ctx) => <NumberCell {...ctx} format={formatRupees} />,
  decimal: (ctx) => {
    const { scale = 2, unit } = ctx.field;
    return (
      <NumberCell
        {...ctx}
        format={(n) => (unit ? formatReading(n, scale, unit) : formatDecimal(n, scale))}
      />
    );
  },
  boolean: (ctx) => <BooleanField source={ctx.source} />,
  file: (ctx) => <StoredFileLinks resource={ctx.resource} source={ctx.source} preview />,
};

/**
 * Spec 2.15: a route whose branch is gone shows 'Branch not found'. An optional reference left
 * empty (an allocation without a B2B series) shows nothing: nothing is missing.
 */
function ReferenceCell(ctx: FieldContext) {
  const record = useRecordContext();
  const value: unknown = record?.[ctx.source];
  if (value === null || value === undefined || value === '' || value === 0) return null;
  return (
    <ReferenceField
      source={ctx.source}
      reference={targetOf(ctx).name}
      link={false}
      empty={`${ctx.label} not found`}
    />
  );
}

function NumberCell(ctx: FieldContext & { format: (n: number) => string }) {
  return (
    <FunctionField
      source={ctx.source}
      textAlign="right"
      render={(r: RaRecord) =>
        typeof r[ctx.source] === 'number' ? ctx.format(r[ctx.source] as number) : ''
      }
    />
  );
}

function CountField(ctx: FieldContext) {
  return (
    <FunctionField
      source={ctx.source}
      render={(r: RaRecord) =>
        typeof r[ctx.source] === 'number' ? formatCount(r[ctx.source] as number) : ''
      }
    />
  );
}

/** Status 1 Active, 2 Inactive; Active stands out (spec 2 Financial Year: a glowing active style). */
function StatusChip({ value }: { value: unknown }) {
  const name = STATUS_CHOICES.find((c) => c.id === Number(value))?.name;
  if (!name) return null;
  return (
    <Chip
      size="small"
      label={name}
      color={name === 'Active' ? 'success' : 'default'}
      variant={name === 'Active' ? 'filled' : 'outlined'}
    />
  );
}
