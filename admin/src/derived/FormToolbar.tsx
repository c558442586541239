import DeleteIcon from '@mui/icons-material/Delete';
import ClearIcon from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import {
  Confirm,
  SaveButton,
  Toolbar,
  useDeleteWithConfirmController,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import type { Mode, Resource } from '../../../resources';

/**
 * The spec's master-screen buttons (spec 4): Submit on a new record, Update and Delete on a
 * loaded one, Clear on both; each says what it is doing while busy.
 */
export function FormToolbar({
  resource,
  mode,
  onClear,
  onDeleted,
}: {
  resource: Resource;
  mode: Mode;
  onClear: () => void;
  onDeleted?: () => void;
}) {
  return (
    // Sticky: on a long form Submit stays in sight at the bottom of the window.
    <Toolbar
      sx={{
        gap: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <BusySaveButton resource={resource} mode={mode} />
      <Button variant="outlined" startIcon={<ClearIcon />} onClick={onClear}>
        Clear
      </Button>
      {mode === 'update' && resource.scope !== 'tenant' && (
        <ConfirmDeleteButton resource={resource} onDeleted={onDeleted} />
      )}
    </Toolbar>
  );
}

function BusySaveButton({ resource, mode }: { resource: Resource; mode: Mode }) {
  const { saving } = useSaveContext();
  const { errors } = useFormState();
  const locked = useLockAfter(saving, mode === 'create' ? resource.form?.submitLockMs : undefined);
  const [idle, busy] = mode === 'create' ? ['Submit', 'Submitting...'] : ['Update', 'Updating...'];
  // Spec 4: Submit is enabled from the start; an untouched form answers with its required messages.
  // Some screens (supplier, customer) also block it while any message shows.
  const blocked = Boolean(resource.form?.blockWhileInvalid) && Object.keys(errors).length > 0;
  return (
    <SaveButton
      label={saving ? busy : idle}
      alwaysEnable={!saving && !blocked && !locked}
      disabled={saving || blocked || locked}
    />
  );
}

/** True for `ms` after each submit starts (the customer screen locks Submit for 2 seconds). */
function useLockAfter(saving: boolean | undefined, ms: number | undefined): boolean {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!saving || !ms) return;
    setLocked(true);
    // The lock outlives the save itself, so it is not cleared when saving ends, only on unmount.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [saving, ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return locked;
}

/** Delete, after 'Are you sure you want to delete?'; waits for the server before leaving. */
function ConfirmDeleteButton({
  resource,
  onDeleted,
}: {
  resource: Resource;
  onDeleted?: () => void;
}) {
  const record = useRecordContext();
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } =
    useDeleteWithConfirmController({
      record,
      resource: resource.name,
      mutationMode: 'pessimistic',
      // On a page that holds the list itself (a tab), the page decides what follows.
      redirect: onDeleted ? false : 'list',
      ...(onDeleted ? { mutationOptions: { onSuccess: onDeleted } } : {}),
      // The notice is resources.<name>.notifications.deleted, which the i18nProvider answers with
      // the resource's own message (a raw successMessage would lose to React-Admin's default).
    });
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={handleDialogOpen}
        disabled={!record || isPending}
        sx={{ ml: 'auto' }}
      >
        {isPending ? 'Deleting...' : 'Delete'}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${resource.label.one}`}
        content="Are you sure you want to delete?"
        confirm={isPending ? 'Deleting...' : 'Confirm'}
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </>
  );
}
