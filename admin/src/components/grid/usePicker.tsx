import { useId, useState, type KeyboardEvent } from 'react';

/** One choice of a type-ahead: a code and a name to match on, and a hint shown beside them. */
export interface PickOption {
  id: number;
  code?: string;
  name: string;
  hint?: string;
}

/** At most this many choices show: the person narrows by typing, as in Tally. */
const SHOWN = 8;

/** Options matching `text`: those starting with it (code, then name) before those containing it. */
export function matchOptions(options: readonly PickOption[], text: string): PickOption[] {
  const t = text.trim().toLowerCase();
  if (!t) return options.slice(0, SHOWN);
  const starts: PickOption[] = [];
  const contains: PickOption[] = [];
  for (const o of options) {
    const code = (o.code ?? '').toLowerCase();
    const name = o.name.toLowerCase();
    if (code.startsWith(t) || name.startsWith(t)) starts.push(o);
    else if (code.includes(t) || name.includes(t)) contains.push(o);
    if (starts.length >= SHOWN) break;
  }
  return [...starts, ...contains].slice(0, SHOWN);
}

export interface PickerSetup {
  /** The text the field shows when nobody is typing in it: the chosen option's code or name. */
  display: string;
  options: readonly PickOption[];
  onPick(option: PickOption): void;
  /** The text was emptied on a field that had a choice: forget the choice. */
  onClear?(): void;
  /** Alt+C: make a new master from the typed text. */
  onCreate?(text: string): void;
}

/**
 * The type-ahead both the grid's item cells and the header's pickers use. Typing opens the
 * list, and so does Alt+Down on nothing typed (the first choices, to browse); Up and Down move in it; Enter chooses; Esc closes it without choosing (and gives the
 * field back its old text). A key the list does not use is left to the caller (the grid moves).
 * `handled` in onKeyDown says whether the key was used here.
 */
export function usePicker({ display, options, onPick, onClear, onCreate }: PickerSetup) {
  const listId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(0);
  // Opened with Alt+Down on nothing typed: the list is browsed, and Enter takes the one marked.
  const [browsing, setBrowsing] = useState(false);
  const open = draft !== null;
  const matches = open ? matchOptions(options, draft) : [];

  const close = () => {
    setDraft(null);
    setBrowsing(false);
  };

  const choose = (option: PickOption) => {
    close();
    onPick(option);
  };

  /** Answers true when the key was the picker's; the caller then does nothing more with it. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    // By code as well: Alt+C types 'ç' on a Mac keyboard.
    if (
      event.altKey &&
      !event.ctrlKey &&
      (event.key === 'c' || event.key === 'C' || event.code === 'KeyC') &&
      onCreate
    ) {
      event.preventDefault();
      onCreate(draft ?? '');
      setDraft(null);
      return true;
    }
    if (!open && event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft('');
      setHighlight(0);
      setBrowsing(true);
      return true;
    }
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((h) => Math.min(Math.max(h + step, 0), Math.max(matches.length - 1, 0)));
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return true;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim() === '' && !browsing) {
        close();
        if (display && onClear) onClear();
        return display !== '';
      }
      const option = matches[highlight];
      if (option) choose(option);
      return true;
    }
    return false;
  };

  const onBlur = () => {
    if (draft !== null && draft.trim() === '' && !browsing && display && onClear) onClear();
    close();
  };

  const inputProps = {
    value: draft ?? display,
    role: 'combobox',
    'aria-expanded': open && matches.length > 0,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => {
      setDraft(e.target.value);
      setHighlight(0);
      setBrowsing(false);
    },
    onBlur,
  };

  const list =
    open && matches.length > 0 ? (
      <ul id={listId} role="listbox" className="kg-picklist">
        {matches.map((o, i) => (
          <li
            key={o.id}
            role="option"
            aria-selected={i === highlight}
            // mousedown, not click: the input must not lose focus (and close the list) first
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
          >
            {o.code ? <b>{o.code}</b> : null} {o.name}
            {o.hint ? <small> {o.hint}</small> : null}
          </li>
        ))}
      </ul>
    ) : null;

  return { inputProps, list, onKeyDown, open };
}

/** The pick list's look, once for every picker on the page. */
export const PICKLIST_SX = {
  '& .kg-picklist': {
    position: 'absolute',
    zIndex: 20,
    left: 0,
    top: '100%',
    minWidth: 280,
    maxHeight: 260,
    overflowY: 'auto',
    m: 0,
    p: 0,
    listStyle: 'none',
    bgcolor: 'background.paper',
    boxShadow: 4,
    borderRadius: 1,
    fontSize: 13,
  },
  '& .kg-picklist li': { px: 1, py: 0.5, cursor: 'pointer', whiteSpace: 'nowrap' },
  '& .kg-picklist li[aria-selected="true"]': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
  '& .kg-picklist small': { opacity: 0.75 },
} as const;
