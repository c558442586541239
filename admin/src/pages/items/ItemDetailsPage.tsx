import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { item, labelOf, resourceByName, choicesOf, validate, type AnyRecord } from './itemFields';
import { callApi, failureText } from '../../api/http';
import { ChoiceField } from '../../components/ChoiceField';
import { FormKeys, focusNext } from '../../components/formKeys';
import { useGoBack } from '../../components/goBack';
import { keyRowProps, LIST_SEARCH, searchKeys } from '../../components/keyRows';
import { useNewRecordKey } from '../../components/newRecordKey';
import { CREATE_OPTIONS, CreateOptionModal, type CreateOption } from './CreateOptionModal';
import { RateRow, ratesToSend, type RateName, type RateValues } from './RateRow';
import { FIELD_GRID } from '../../components/fieldGrid';
import { useFocusSoon } from '../../components/useFocusSoon';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#eee"/><text x="48" y="52" font-size="12" text-anchor="middle" fill="#999">No logo</text></svg>',
  );
type Pickable = keyof typeof CREATE_OPTIONS;

const fetchList = async (endpoint: string): Promise<AnyRecord[]> =>
  (await callApi<AnyRecord[]>(`/api/${endpoint}`)).body.data ?? [];

/**
 * /ItemDetails: the item form with its row of rates, the four pickers with their 'Create'
 * option, the logo, and the Item List (prefix-first search by name). Item and rates are saved
 * in one call, so they are saved together or not at all. The form keys are every form's: Enter
 * walks the fields and the rates, the last rate or Ctrl+A saves, and a saved item leaves a
 * fresh form with the cursor in its first field (Save and New); Alt+N starts one too.
 */
export function ItemDetailsPage() {
  const notify = useNotify();
  const [values, setValues] = useState<AnyRecord>({ Status: 1 });
  const [rates, setRates] = useState<RateValues>({});
  const [rateNames, setRateNames] = useState<RateName[]>([]);
  const [options, setOptions] = useState<Record<string, AnyRecord[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [modal, setModal] = useState<{ key: Pickable; typed: string } | null>(null);
  /** The picker a Create option was taken from: the cursor's way back, or on, when the modal closes. */
  const opener = useRef<HTMLElement | null>(null);
  const focusSoon = useFocusSoon();
  const [fresh, setFresh] = useState(0);
  const [refusals, setRefusals] = useState(0);
  const goBack = useGoBack();
  const [confirming, setConfirming] = useState(false);

  const loadOptions = useCallback(async () => {
    const refs = Object.entries(item.fields)
      .filter(([, f]) => f.type === 'reference')
      .map(([, f]) => f.to!);
    const unique = [...new Set(refs)];
    const loaded = await Promise.all(
      unique.map(
        async (name) => [name, await fetchList(resourceByName(name)!.endpoints!.list!)] as const,
      ),
    );
    setOptions(Object.fromEntries(loaded));
    setRateNames((await fetchList('getrates')) as unknown as RateName[]);
  }, []);

  const loadRows = useCallback(async (q: string) => {
    setRows(await fetchList(`getitemdetails${q ? `?q=${encodeURIComponent(q)}` : ''}`));
  }, []);

  const clear = useCallback(async () => {
    setEditing(null);
    setErrors({});
    setLogo(null);
    setRates({});
    const next = (await fetchList('GetItemId'))[0]?.ItemId;
    setValues({
      Status: 1,
      ...(next ? { ItemCode: `ITM${next}`, BarcodeNumber: String(next).padStart(8, '0') } : {}),
    });
  }, []);

  useEffect(() => {
    loadOptions().catch((e: unknown) =>
      notify(failureText(e, 'Failed to fetch data. Please try again.'), { type: 'error' }),
    );
    void clear();
  }, [loadOptions, clear, notify]);

  useEffect(() => {
    loadRows(search).catch(() => undefined);
  }, [search, loadRows]);

  const startAfresh = () => {
    void clear();
    setFresh((n) => n + 1);
  };
  useNewRecordKey(startAfresh);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  // An item opened for a change holds unsaved typing once it differs from what was loaded.
  const loadedAs = useRef<string | null>(null);
  const pick = async (row: AnyRecord) => {
    setFresh((n) => n + 1);
    setEditing(row.ItemId as number);
    setValues(row);
    setErrors({});
    setLogo(null);
    loadedAs.current = null;
    const own = await fetchList(`getitemratebyid?ItemId=${row.ItemId}`);
    const loadedRates = Object.fromEntries(own.map((r) => [r.RateId as number, r.Rate as number]));
    setRates(loadedRates);
    loadedAs.current = JSON.stringify([row, loadedRates]);
  };
  const changed = () =>
    editing
      ? logo !== null ||
        (loadedAs.current !== null && JSON.stringify([values, rates]) !== loadedAs.current)
      : Boolean(values.ItemName);

  /** A field's value; its message, from a refused save, goes once it is filled in again. */
  const set = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  const save = async () => {
    if (busy) return;
    const mode = editing ? 'update' : 'create';
    const { Itemlogo: _stored, ...fields } = values;
    const checked = validate(item, fields, mode);
    if (checked.errors) return refuse(checked.errors);
    const sending = ratesToSend(rates);
    if (!sending.length)
      return notify(mode === 'create' ? 'No valid rates to submit.' : 'No valid rates to update.', {
        type: 'error',
      });
    const form = new FormData();
    for (const [k, v] of Object.entries(checked.value))
      if (v !== undefined && item.fields[k]?.type !== 'file')
        form.append(k, v === null ? '' : String(v));
    form.append('rates', JSON.stringify(sending));
    if (editing) form.append('ItemId', String(editing));
    if (logo) form.append('Itemlogo', logo);
    setBusy(mode);
    try {
      const { body } = await callApi(
        `/api/${editing ? 'updateitemdetails' : 'insertitemdetails'}`,
        { method: 'POST', body: form },
      );
      if (!editing && !body.ItemId) throw new Error('Failed to get ItemId from server response.');
      notify(body.message ?? 'Saved.', { type: 'success' });
      setFresh((n) => n + 1);
      await clear();
      await loadRows(search);
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fieldErrors) refuse(fieldErrors);
      notify(
        failureText(
          error,
          editing ? 'An error occurred while updating' : 'An error occurred while registering',
        ),
        { type: 'error' },
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (!editing) return;
    setBusy('delete');
    try {
      const { body } = await callApi('/api/deleteitemdetails', {
        method: 'DELETE',
        body: JSON.stringify({ ItemId: editing }),
      });
      notify(body.message ?? 'Deleted.', { type: 'success' });
      await clear();
      await loadRows(search);
    } catch (error) {
      notify(failureText(error, 'An error occurred while deleting'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const createOption = async (key: Pickable, payload: AnyRecord) => {
    const option: CreateOption = CREATE_OPTIONS[key];
    const under = option.under ? { [option.under.field]: values[option.under.from] } : {};
    const { body } = await callApi(`/api/${option.endpoint}`, {
      method: 'POST',
      body: JSON.stringify({ ...payload, ...under }),
    });
    await loadOptions();
    setValues((v) => ({ ...v, [key]: body[option.answerKey ?? key] }));
  };

  const choicesFor = (key: string): AnyRecord[] => {
    const target = resourceByName(item.fields[key].to!)!;
    const all = options[target.name] ?? [];
    if (key === 'MainCategoryId') return all.filter((c) => Number(c.ItemCatUnder) === 0);
    if (key === 'SubCategoryId')
      return all.filter(
        (c) => values.MainCategoryId && Number(c.ItemCatUnder) === Number(values.MainCategoryId),
      );
    return all;
  };

  const logoUrl = useMemo(
    () =>
      logo
        ? URL.createObjectURL(logo)
        : editing && values.Itemlogo
          ? `/api/getitemlogo/${editing}`
          : PLACEHOLDER,
    [logo, editing, values.Itemlogo],
  );

  const input = (key: string) => {
    const field = item.fields[key];
    const common = {
      key,
      label: labelOf(item, key),
      size: 'small' as const,
      // Every field the item cannot be saved without says so (Rack and Marketer too).
      required: Boolean(field.required),
      error: !!errors[key],
      helperText: errors[key],
      sx: { minWidth: 200 },
    };
    if (field.type === 'reference' || field.type === 'select' || field.type === 'status') {
      const target = field.type === 'reference' ? resourceByName(field.to!)! : undefined;
      const options = target
        ? choicesFor(key).map((o) => ({
            id: o[target.primaryKey] as number,
            name: String(o[target.titleField]),
          }))
        : choicesOf(field).map((c) => ({ id: Number(c.id), name: c.name }));
      return (
        <ChoiceField<number>
          {...common}
          value={values[key] as number | undefined}
          options={options}
          onChange={(v) => set(key, v)}
          onCreate={
            key in CREATE_OPTIONS
              ? (typed) => {
                  const under = (CREATE_OPTIONS[key as Pickable] as CreateOption).under;
                  if (under && !values[under.from]) {
                    setErrors((e) => ({ ...e, [key]: under.missing }));
                    return;
                  }
                  opener.current = document.activeElement as HTMLElement | null;
                  setModal({ key: key as Pickable, typed });
                }
              : undefined
          }
        />
      );
    }
    const numeric = field.type === 'decimal' || field.type === 'money' || field.type === 'integer';
    return (
      <TextField
        {...common}
        type={numeric ? 'number' : 'text'}
        value={values[key] ?? ''}
        onChange={(e) =>
          set(key, numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)
        }
      />
    );
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Item Details" />
      {/* Not clipped: its button bar sticks to the bottom of the window on a long form. */}
      <Card sx={{ overflow: 'visible' }}>
        <FormKeys
          component={CardContent}
          onSave={() => void save()}
          onEscape={() => (editing ? startAfresh() : goBack())}
          dirty={changed}
          focusKey={fresh}
          refusals={refusals}
        >
          {/* Two or three columns on a laptop or wider, as every long master form stands. */}
          <Box sx={FIELD_GRID}>
            {Object.keys(item.fields)
              .filter((k) => k !== 'ItemId' && k !== 'Itemlogo')
              .map(input)}
          </Box>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
            <img
              src={logoUrl}
              alt="Item logo"
              width={96}
              height={96}
              onError={(e) => {
                e.currentTarget.src = PLACEHOLDER;
              }}
            />
            <Button variant="outlined" component="label">
              Item Logo
              <input
                hidden
                type="file"
                accept=".jpg,.jpeg,.png,image/png,image/jpeg"
                onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
              />
            </Button>
            {errors.Itemlogo && <Typography color="error">{errors.Itemlogo}</Typography>}
          </Stack>
          <Typography variant="subtitle1" sx={{ mt: 2 }}>
            Rates
          </Typography>
          <RateRow names={rateNames} values={rates} onChange={setRates} />
          <Stack
            direction="row"
            spacing={1}
            sx={{
              mt: 2,
              py: 1,
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
            }}
          >
            <Button variant="contained" disabled={!!busy || !!editing} onClick={() => void save()}>
              {busy === 'create' ? 'Submitting...' : 'Submit'}
            </Button>
            <Button variant="contained" disabled={!!busy || !editing} onClick={() => void save()}>
              {busy === 'update' ? 'Updating...' : 'Update'}
            </Button>
            <Button color="error" disabled={!!busy || !editing} onClick={() => setConfirming(true)}>
              {busy === 'delete' ? 'Deleting...' : 'Delete'}
            </Button>
            <Button variant="outlined" onClick={startAfresh}>
              Clear
            </Button>
          </Stack>
        </FormKeys>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6">Item List</Typography>
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => searchKeys(e, { text: search, clear: () => setSearch('') })}
            slotProps={{ htmlInput: LIST_SEARCH }}
            sx={{ my: 1 }}
          />
          <Table size="small" aria-label="Item List">
            <TableHead>
              <TableRow>
                {['Item ID', 'Name', 'Description', 'Barcode', 'Reorder Quantity', 'Cess'].map(
                  (h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{item.list.empty}</TableCell>
                </TableRow>
              )}
              {rows.map((r) => (
                <TableRow
                  key={String(r.ItemId)}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void pick(r)}
                  {...keyRowProps(() => void pick(r))}
                >
                  {[
                    'ItemId',
                    'ItemName',
                    'ItemDescription',
                    'BarcodeNumber',
                    'ReorderQuantity',
                    'Cess',
                  ].map((k) => (
                    <TableCell key={k}>{String(r[k] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {(Object.keys(CREATE_OPTIONS) as Pickable[]).map((key) => {
        const option = CREATE_OPTIONS[key];
        const target = resourceByName(item.fields[key].to!)!;
        return (
          <CreateOptionModal
            key={key}
            option={option}
            open={modal?.key === key}
            typed={modal?.key === key ? modal.typed : ''}
            existing={(options[target.name] ?? []).map((o) => String(o[target.titleField]))}
            onSave={(payload) => createOption(key, payload)}
            onClose={(created) => {
              setModal(null);
              // As after creating a master in Tally, the cursor goes on to the next field: left
              // in the picker, the next thing typed (meant for Rack) made another Manufacture.
              // After the render that closes it: a timer could fire while the dialog still traps the focus.
              const from = opener.current;
              focusSoon(() => {
                if (from && !(created && focusNext(from))) from.focus();
              });
            }}
          />
        );
      })}
      <Confirm
        isOpen={confirming}
        title="Delete Item"
        content="Are you sure you want to delete?"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
