import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  actionLabel,
  describeDocumentChanges,
  type AnyRecord,
  type Document,
} from '../../../resources';
import { failureText, getData } from '../api/http';

type NameOf = (subject: unknown) => string | undefined;

/** Every version of a document: who, when, and what each change did, in the form's words. */
export function HistoryDialog<C>({
  doc,
  versions,
  open,
  onClose,
  nameOf,
}: {
  doc: Document<C>;
  versions: readonly AnyRecord[];
  open: boolean;
  onClose(): void;
  /** The name of a line's ledger, where the line keeps none (vouchers). */
  nameOf?: NameOf;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">History</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Versions">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>By</TableCell>
              <TableCell>At</TableCell>
              <TableCell>Changes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v) => (
              <TableRow key={String(v.Version)}>
                <TableCell>{String(v.Version)}</TableCell>
                <TableCell>{actionLabel(doc as Document<never>, v.Action)}</TableCell>
                <TableCell>{String(v.ByName ?? v.By ?? '')}</TableCell>
                <TableCell>{new Date(String(v.At)).toLocaleString('en-IN')}</TableCell>
                <TableCell>
                  {describeDocumentChanges(doc as Document<never>, v.Changes, nameOf).map(
                    (said) => (
                      <div key={said}>{said}</div>
                    ),
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A document screen's history (Alt+H, as on the invoice): `show(id)` reads every version of
 * the document from its history route and opens the dialog; `dialog` is the element to render.
 */
export function useDocumentHistory<C>(doc: Document<C>, nameOf?: NameOf) {
  const notify = useNotify();
  const [versions, setVersions] = useState<AnyRecord[] | null>(null);
  const show = useCallback(
    async (id: number) => {
      try {
        setVersions(await getData<AnyRecord[]>(`/api/${doc.endpoints.history}/${id}`));
      } catch (e) {
        notify(failureText(e, 'Failed to fetch data'), { type: 'error' });
      }
    },
    [doc, notify],
  );
  const dialog = (
    <HistoryDialog
      doc={doc}
      versions={versions ?? []}
      open={versions !== null}
      onClose={() => setVersions(null)}
      nameOf={nameOf}
    />
  );
  return { show, open: versions !== null, dialog };
}
