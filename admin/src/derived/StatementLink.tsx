import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Resource } from '../../../resources';

/** Where a ledger's statement is shown. */
export const STATEMENT_PATH = '/LedgerStatement';

/** A row's link to its ledger statement; the row click (edit) is not triggered by it. */
export function StatementLink({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`${STATEMENT_PATH}?PLID=${String(record[resource.primaryKey])}`}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      Statement
    </Button>
  );
}
