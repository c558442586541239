import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { FormKeys } from '../../components/formKeys';
import { HSN_TYPES, type AnyRecord } from '../../../../resources';

/** What one 'Create' option asks for (spec 5 "Item-details modals"). */
export interface CreateOption {
  title: string; // 'Create New HSN'
  nameKey: string; // HsnName
  nameLabel: string;
  descriptionKey?: string; // HsnDescription
  typeKey?: string; // Status: 1 HSN, 2 SAS
  required: string; // 'HSN Name is !'
  typeRequired?: string;
  duplicate?: string; // the warning for a name already in the loaded list; the rack has none
  endpoint: string; // inserthsn
  /** The key its answer names the new record by, when not the picker's own (a category's ItemCatNo). */
  answerKey?: string;
  /** A sub category is made under the main category chosen on the form: that field, and what to say when none is. */
  under?: { field: string; from: string; missing: string };
}

/**
 * The modal a picker's 'Create' option opens: the name (and for HSN a description and the
 * HSN/SAS type), checked against the loaded list, saved through the master's own endpoint.
 * The button says 'Saving...' while the server works. Enter saves from the last field (Ctrl+A
 * from any), as on every form; the name starts as what was typed in the picker.
 */
export function CreateOptionModal({
  option,
  open,
  typed = '',
  existing,
  onSave,
  onClose,
}: {
  option: CreateOption;
  open: boolean;
  typed?: string;
  existing: readonly string[];
  onSave: (payload: AnyRecord) => Promise<void>;
  /** The modal closed: `created` when it saved a new record (the cursor then moves on, not back). */
  onClose: (created: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<number | null>(null);
  // The type as last picked, for a save in the same keystroke (Enter on a radio picks and saves).
  const typeNow = useRef<number | null>(null);
  const pickType = (value: number | null) => {
    typeNow.current = value;
    setType(value);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setName(typed);
  }, [open, typed]);

  const close = (created = false) => {
    setName('');
    setDescription('');
    pickType(null);
    setErrors({});
    onClose(created);
  };

  const save = async () => {
    if (saving) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = option.required;
    else if (
      option.duplicate &&
      existing.some((n) => n.trim().toLowerCase() === name.trim().toLowerCase())
    )
      found.name = option.duplicate;
    const chosenType = typeNow.current;
    if (option.typeKey && chosenType === null) found.type = option.typeRequired ?? '';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave({
        [option.nameKey]: name.trim(),
        ...(option.descriptionKey ? { [option.descriptionKey]: description } : {}),
        ...(option.typeKey ? { [option.typeKey]: chosenType } : {}),
      });
      close(true);
    } catch (error) {
      const server = error as { body?: { errors?: Record<string, string> }; message?: string };
      setErrors({
        name: server.body?.errors?.[option.nameKey] ?? server.message ?? 'Failed to submit data.',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    // The page puts the cursor back itself: on the picker after Esc, on the next field after a save.
    <Dialog
      open={open}
      onClose={() => close()}
      disableRestoreFocus
      aria-labelledby={`${option.nameKey}-title`}
    >
      <DialogTitle id={`${option.nameKey}-title`}>{option.title}</DialogTitle>
      <FormKeys onSave={() => void save()}>
        <DialogContent>
          <TextField
            autoFocus
            required
            margin="dense"
            label={option.nameLabel}
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
          />
          {option.descriptionKey && (
            <TextField
              margin="dense"
              label="Description"
              fullWidth
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
          {option.typeKey && (
            <>
              <FormLabel required id={`${option.nameKey}-type`} sx={{ mt: 1 }}>
                Type
              </FormLabel>
              <RadioGroup
                row
                value={type ?? ''}
                onChange={(e) => pickType(Number(e.target.value))}
                // Enter on a radio takes it, as Space does, then goes on as Enter does anywhere.
                onKeyDown={(e) => {
                  const radio = e.target as HTMLInputElement;
                  if (e.key === 'Enter' && radio.type === 'radio') pickType(Number(radio.value));
                }}
                aria-labelledby={`${option.nameKey}-type`}
              >
                {HSN_TYPES.map((t) => (
                  <FormControlLabel key={t.id} value={t.id} control={<Radio />} label={t.name} />
                ))}
              </RadioGroup>
              {errors.type && <FormHelperText error>{errors.type}</FormHelperText>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </FormKeys>
    </Dialog>
  );
}

const MAIN_CATEGORY: CreateOption = {
  title: 'Create New Category',
  nameKey: 'ItemCatName',
  nameLabel: 'Category Name',
  required: 'Category Name is required.',
  duplicate: 'Item category already exists.',
  endpoint: 'insertitemmain',
  answerKey: 'ItemCatNo',
};

/** The 'Create' options of the item form: the spec's four, and its categories (Tally makes any master from its picker). */
export const CREATE_OPTIONS = {
  HsnId: {
    title: 'Create New HSN',
    nameKey: 'HsnName',
    nameLabel: 'HSN Name',
    descriptionKey: 'HsnDescription',
    typeKey: 'Status',
    required: 'HSN Name is !',
    typeRequired: 'Please select a Type (HSN or SAS)!',
    duplicate: 'HSN Name already exists. Please choose a different name.',
    endpoint: 'inserthsn',
  },
  ManufactureId: {
    title: 'Create New Manufacture',
    nameKey: 'ManufactureName',
    nameLabel: 'Manufacture Name',
    required: 'Manufacture Name is !',
    duplicate: 'Manufacture already exists. Please choose a different name.',
    endpoint: 'insertmanufacture',
  },
  MarketerId: {
    title: 'Create New Marketer',
    nameKey: 'MarketerName',
    nameLabel: 'Marketer Name',
    required: 'Marketer Name is !',
    duplicate: 'Marketer already exists. Please choose a different name.',
    endpoint: 'insertmarketed',
  },
  RackId: {
    title: 'Create New Rack',
    nameKey: 'RackName',
    nameLabel: 'Rack Name',
    required: 'Rack Name is !',
    endpoint: 'insertrack',
  },
  CategoryId: MAIN_CATEGORY,
  MainCategoryId: MAIN_CATEGORY,
  SubCategoryId: {
    title: 'Create New Sub Category',
    nameKey: 'Ggroups',
    nameLabel: 'Sub Category Name',
    required: 'Category Name is required.',
    duplicate: 'Item category already exists.',
    endpoint: 'insertitemsub',
    answerKey: 'ItemCatNo',
    under: {
      field: 'ItemCatUnder',
      from: 'MainCategoryId',
      missing: 'Please select the Main Category first: a sub category is made under it.',
    },
  },
} satisfies Record<string, CreateOption>;
