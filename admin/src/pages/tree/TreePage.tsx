import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import type { AnyRecord, Resource } from '../../../../resources';
import { callApi, failureText } from '../../api/http';
import { FormKeys } from '../../components/formKeys';
import { QuitDialog } from '../../components/leaveScreen';
import { useGoBack } from '../../components/goBack';
import { useNewRecordKey } from '../../components/newRecordKey';
import { subtreeIds, treeOf } from './treeItems';

/** The words of one tree screen: its two forms and their inputs. */
export interface TreeWords {
  title: string;
  head: { title: string; name: string };
  child: { title: string; name: string; parent: string };
  parentChoices: 'all' | 'heads'; // which nodes the child form's parent picker offers
}

type FormErrors = Record<string, string>;

/**
 * A tree master screen (spec: Account master, Item category): the tree on the left, with expand
 * and collapse; a head form and a child form on the right. Clicking a top-level node loads the
 * head form, any other node the child form (Enter or Space on a node does the same). Every call
 * is the tree's own endpoint (TreeSpec). Each form has the form keys: Enter on its last field
 * saves it, and the cursor returns to its first field for the next one (Save and New).
 */
export function TreePage({ resource, words }: { resource: Resource; words: TreeWords }) {
  const tree = resource.tree!;
  const key = resource.primaryKey;
  const name = resource.titleField;
  const notify = useNotify();
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [selected, setSelected] = useState<AnyRecord | null>(null);
  const [headName, setHeadName] = useState('');
  const [childName, setChildName] = useState('');
  const [childParent, setChildParent] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Each bump puts the cursor in that form's first field (opened, saved, started afresh).
  const [headFocus, setHeadFocus] = useState(0);
  const [childFocus, setChildFocus] = useState(0);
  const [refused, setRefused] = useState({ head: 0, child: 0 });
  const goBack = useGoBack();

  const load = useCallback(async () => {
    try {
      const { body } = await callApi<AnyRecord[]>(`/api/${resource.endpoints?.list}`);
      setRows(body.data ?? []);
    } catch (error) {
      notify(failureText(error, 'Failed to fetch data. Please try again.'), { type: 'error' });
    }
  }, [resource, notify]);

  useEffect(() => {
    void load();
  }, [load]);

  const items = useMemo(() => treeOf(resource, rows), [resource, rows]);
  const isHead = (row: AnyRecord | null) => !!row && Number(row[tree.parent] ?? 0) === 0;
  const selectedHead = isHead(selected) ? selected : null;
  const selectedChild = selected && !isHead(selected) ? selected : null;

  const parentOptions = useMemo(() => {
    const excluded = selectedChild
      ? subtreeIds(resource, rows, selectedChild[key])
      : new Set<string>();
    return rows.filter(
      (r) =>
        !excluded.has(String(r[key])) &&
        (words.parentChoices === 'all' || Number(r[tree.parent] ?? 0) === 0),
    );
  }, [rows, selectedChild, resource, key, tree.parent, words.parentChoices]);

  const clear = () => {
    setSelected(null);
    setHeadName('');
    setChildName('');
    setChildParent(null);
    setErrors({});
  };
  const fresh = () => {
    clear();
    setHeadFocus((n) => n + 1);
  };
  useNewRecordKey(fresh);
  const refuse = (form: 'head' | 'child', found: FormErrors) => {
    setErrors(found);
    setRefused((r) => ({ ...r, [form]: r[form] + 1 }));
  };
  // Esc leaves an opened node for a fresh form, and a fresh form for the screen before.
  const escape = () => (selected ? fresh() : goBack());
  const [quitting, setQuitting] = useState(false);
  // A new head's or group's name typed and not saved: leaving asks 'Quit?' first.
  const typedNew = (typed: string) => !selected && typed.trim() !== '';

  const pick = (id: string) => {
    const row = rows.find((r) => String(r[key]) === id) ?? null;
    setErrors({});
    setSelected(row);
    if (!row) return;
    if (isHead(row)) {
      setHeadName(String(row[name] ?? ''));
      setChildName('');
      setChildParent(null);
      setHeadFocus((n) => n + 1);
    } else {
      setHeadName('');
      setChildName(String(row[name] ?? ''));
      setChildParent(Number(row[tree.parent]));
      setChildFocus((n) => n + 1);
    }
  };

  const send = async (
    form: 'head' | 'child' | null,
    label: string,
    path: string,
    method: 'POST' | 'DELETE',
    payload: AnyRecord,
    fallback: string,
  ) => {
    setBusy(label);
    setErrors({});
    try {
      const { body } = await callApi(`/api/${path}`, { method, body: JSON.stringify(payload) });
      notify(body.message ?? 'Saved.', { type: 'success' });
      clear();
      if (form === 'child') setChildFocus((n) => n + 1);
      else setHeadFocus((n) => n + 1);
      await load();
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: FormErrors } }).body?.errors;
      if (fieldErrors) refuse(form ?? 'child', fieldErrors);
      notify(failureText(error, fallback), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const submitHead = () => {
    if (!headName.trim()) return refuse('head', { [name]: `${words.head.name} is required.` });
    return selectedHead
      ? send(
          'head',
          'head-update',
          tree.endpoints.updateHead,
          'POST',
          { [key]: selectedHead[key], [name]: headName },
          'An error occurred while updating',
        )
      : send(
          'head',
          'head-create',
          tree.endpoints.createHead,
          'POST',
          { [name]: headName },
          'An error occurred while registering',
        );
  };

  const submitChild = () => {
    if (!childName.trim())
      return refuse('child', { [tree.childNameKey]: `${words.child.name} is required.` });
    const payload = { [tree.childNameKey]: childName, [tree.parent]: childParent ?? 0 };
    return selectedChild
      ? send(
          'child',
          'child-update',
          tree.endpoints.updateChild,
          'POST',
          { [key]: selectedChild[key], ...payload },
          'An error occurred while updating',
        )
      : send(
          'child',
          'child-create',
          tree.endpoints.createChild,
          'POST',
          payload,
          'An error occurred while registering',
        );
  };

  const remove = () => {
    setConfirming(false);
    if (selectedChild)
      void send(
        null,
        'delete',
        resource.endpoints!.delete!,
        'DELETE',
        { [key]: selectedChild[key] },
        'An error occurred while deleting',
      );
  };

  const parentRow = parentOptions.find((r) => Number(r[key]) === childParent) ?? null;

  return (
    <Box sx={{ display: 'flex', gap: 2, p: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Title title={words.title} />
      <Card sx={{ minWidth: 280, flex: 1 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {words.title}
          </Typography>
          <RichTreeView
            aria-label={words.title}
            // Esc from the tree as from the forms: an opened node for a fresh form, else back,
            // asking 'Quit?' first when a new name is typed in either form.
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || event.defaultPrevented) return;
              event.preventDefault();
              if (typedNew(headName) || typedNew(childName)) setQuitting(true);
              else escape();
            }}
            items={items}
            selectedItems={selected ? String(selected[key]) : null}
            // A click, or Enter or Space on the focused node, selects it: the form loads it.
            onSelectedItemsChange={(_event, id) => id && pick(id)}
          />
        </CardContent>
      </Card>
      <Stack spacing={2} sx={{ minWidth: 320, flex: 1 }}>
        <Card>
          <FormKeys
            component="form"
            aria-label={words.head.title}
            onSubmit={(e) => {
              e.preventDefault();
              void submitHead();
            }}
            onEscape={escape}
            dirty={() => typedNew(headName)}
            focusKey={headFocus}
            refusals={refused.head}
          >
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {words.head.title}
              </Typography>
              <TextField
                label={words.head.name}
                value={headName}
                onChange={(e) => setHeadName(e.target.value)}
                error={!!errors[name] && !selectedChild}
                helperText={!selectedChild ? errors[name] : undefined}
                fullWidth
                required
              />
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" disabled={!!busy || !!selectedChild}>
                  {submitLabel('head', !!selectedHead, busy)}
                </Button>
                <Button variant="outlined" onClick={fresh}>
                  Clear
                </Button>
              </Stack>
            </CardContent>
          </FormKeys>
        </Card>
        <Card>
          <FormKeys
            component="form"
            aria-label={words.child.title}
            onSubmit={(e) => {
              e.preventDefault();
              void submitChild();
            }}
            onEscape={escape}
            dirty={() => typedNew(childName)}
            // Only the head form takes the cursor when the screen opens.
            autoFocus={childFocus > 0}
            focusKey={childFocus}
            refusals={refused.child}
          >
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {words.child.title}
              </Typography>
              <TextField
                label={words.child.name}
                value={childName}
                onChange={(e) => setChildName(e.target.value)}
                error={!!(errors[tree.childNameKey] ?? (selectedChild ? errors[name] : undefined))}
                helperText={errors[tree.childNameKey] ?? (selectedChild ? errors[name] : undefined)}
                fullWidth
                required
              />
              <Autocomplete<AnyRecord>
                sx={{ mt: 2 }}
                autoHighlight
                options={parentOptions}
                value={parentRow}
                getOptionLabel={(r) => String(r[name] ?? '')}
                isOptionEqualToValue={(a, b) => a[key] === b[key]}
                onChange={(_e, r) => setChildParent(r ? Number(r[key]) : null)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={words.child.parent}
                    error={!!errors[tree.parent]}
                    helperText={errors[tree.parent]}
                  />
                )}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" disabled={!!busy || !!selectedHead}>
                  {submitLabel('child', !!selectedChild, busy)}
                </Button>
                <Button variant="outlined" onClick={fresh}>
                  Clear
                </Button>
                <Button
                  color="error"
                  disabled={!selectedChild || !!busy}
                  onClick={() => setConfirming(true)}
                  sx={{ ml: 'auto' }}
                >
                  {busy === 'delete' ? 'Deleting...' : 'Delete'}
                </Button>
              </Stack>
            </CardContent>
          </FormKeys>
        </Card>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={`Delete ${words.child.title}`}
        content="Are you sure you want to delete?"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
      <QuitDialog
        open={quitting}
        what="form"
        onLeave={() => {
          setQuitting(false);
          goBack();
        }}
        onStay={() => setQuitting(false)}
      />
    </Box>
  );
}

/** The spec's button words: Submit or Update, and 'Submitting...' / 'Updating...' while that form saves. */
function submitLabel(form: 'head' | 'child', editing: boolean, busy: unknown): string {
  if (editing) return busy === `${form}-update` ? 'Updating...' : 'Update';
  return busy === `${form}-create` ? 'Submitting...' : 'Submit';
}
