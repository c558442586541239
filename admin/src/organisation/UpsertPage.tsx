import ClearIcon from '@mui/icons-material/Clear';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Form,
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useNotify,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AnyRecord, Resource } from '../../../resources';
import { requestBody } from '../api/files';
import { callApi, failureText } from '../api/http';
import { toApiBody } from '../api/records';
import { keyRowProps } from '../components/keyRows';
import { fieldContext } from '../derived/fieldContext';
import { ResourceFormKeys } from '../derived/ResourceFormKeys';
import { formValidator } from '../derived/formValidator';
import { inputOf } from '../derived/inputOf';

export interface UpsertColumn {
  label: string;
  render: (row: AnyRecord) => ReactNode;
}

export interface UpsertPageProps {
  resource: Resource;
  title: string;
  listUrl: string; // GET: the owners with their record, if any (q: the screen's search)
  saveUrl: string; // POST multipart: creates the owner's record the first time, updates it after
  ownerKey: string; // what names a row (CompanyID, Empid)
  columns: UpsertColumn[];
  searchLabel: string;
  /** Values the form shows read-only above the inputs (the chosen employee's name and address). */
  header?: (row: AnyRecord | undefined) => ReactNode;
  /** Extra values the save sends (the owner's key). */
  extra?: (row: AnyRecord) => AnyRecord;
}

/**
 * A screen whose record is one per owner and saved by upsert (the company licence, an
 * employee's document record; spec 4): the table lists the owners, choosing one enables the
 * form, Update saves it (multipart when a file is chosen) and Clear disables it again. A row is
 * chosen by a click or by Enter on it, which puts the cursor in the form's first field; the
 * form has every form's keys (Enter walks, the last field or Ctrl+A updates, Esc clears).
 */
export function UpsertPage(props: UpsertPageProps) {
  const { resource, title, listUrl, saveUrl, ownerKey, columns, searchLabel } = props;
  const notify = useNotify();
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<AnyRecord>();
  const [generation, setGeneration] = useState(0);
  // The first list of one row (the company's own licence) is that row chosen: nothing to pick.
  const firstList = useRef(true);

  const load = useCallback(async () => {
    try {
      const { body } = await callApi<AnyRecord[]>(
        `${listUrl}${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
      );
      const list = body.data ?? [];
      setRows(list);
      if (firstList.current && list.length === 1) setChosen(list[0]);
      firstList.current = false;
    } catch {
      // Spec 8: a failed data fetch is only logged.
      console.warn(`Fetching ${listUrl} failed`);
    }
  }, [listUrl, q]);

  useEffect(() => {
    void load();
  }, [load]);

  const clear = () => {
    setChosen(undefined);
    setGeneration((g) => g + 1);
  };

  const save = async (values: AnyRecord) => {
    if (!chosen) return;
    const body = { ...toApiBody(resource, values), ...props.extra?.(chosen) };
    try {
      const { body: answer } = await callApi(saveUrl, {
        method: 'POST',
        body: requestBody(resource, body),
      });
      notify(answer.message ?? resource.messages.updated, { type: 'success' });
      clear();
      await load();
      return undefined;
    } catch (error) {
      notify(failureText(error, 'Update failed.'), { type: 'error' });
      return error instanceof HttpError
        ? (error.body?.errors as Record<string, string> | undefined)
        : undefined;
    }
  };

  const mode = chosen?.[resource.primaryKey] ? 'update' : 'create';
  return (
    <ResourceContextProvider value={resource.name}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          {props.header?.(chosen)}
          <RecordContextProvider value={chosen}>
            <Form
              key={`${generation}-${String(chosen?.[ownerKey] ?? '')}`}
              record={chosen}
              onSubmit={save}
              validate={chosen ? formValidator(resource, mode) : undefined}
              mode="onBlur"
              reValidateMode="onChange"
              // The Update button says the spec's words beside it; a second toast would contradict them.
              disableInvalidFormNotification
            >
              <ResourceFormKeys onEscape={chosen ? clear : undefined} focusKey={chosen}>
                <Box
                  component="fieldset"
                  disabled={!chosen}
                  sx={{
                    border: 0,
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    columnGap: 2,
                  }}
                >
                  {Object.keys(resource.fields).map((source) => {
                    const ctx = fieldContext(resource, source);
                    if (ctx.field.type === 'id' || ctx.field.derived || source === ownerKey)
                      return null;
                    const input = inputOf[ctx.field.type](ctx);
                    return input && <Fragment key={source}>{input}</Fragment>;
                  })}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <UpdateButton disabled={!chosen} />
                  <Button variant="outlined" startIcon={<ClearIcon />} onClick={clear}>
                    Clear
                  </Button>
                </Box>
              </ResourceFormKeys>
            </Form>
          </RecordContextProvider>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <TextField
            size="small"
            label={searchLabel}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ mb: 1 }}
          />
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={String(row[ownerKey])}
                  hover
                  selected={chosen?.[ownerKey] === row[ownerKey]}
                  onClick={() => setChosen(row)}
                  {...keyRowProps(() => setChosen(row))}
                  sx={{ cursor: 'pointer' }}
                >
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {resource.list.empty}
            </Typography>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}

/** Update: disabled until a row is chosen and, per spec 5, while any message is shown. */
function UpdateButton({ disabled }: { disabled: boolean }) {
  const { isSubmitting, errors } = useFormState();
  const blocked = Object.keys(errors).length > 0;
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={disabled || isSubmitting}
      >
        {isSubmitting ? 'Updating...' : 'Update'}
      </Button>
      {blocked && !disabled && (
        <Typography variant="body2" color="error" sx={{ alignSelf: 'center' }}>
          Please fix all errors before updating.
        </Typography>
      )}
    </>
  );
}
