/**
 * The vocabulary of a resource declaration. Every consumer (storage, validation, the form,
 * the list, OpenAPI) handles every FieldType through a table keyed by type, so adding a type
 * here does not compile until each of them knows what to do with it.
 */
export type FieldType =
  | 'id' // the primary key, assigned by the database
  | 'text' // one line of text
  | 'textarea' // several lines of text
  | 'integer' // a whole number
  | 'date' // YYYY-MM-DD
  | 'select' // one of a fixed list of choices (stored as the choice id)
  | 'status' // 1 Active, 2 Inactive
  | 'reference' // the id of a record of another resource
  | 'phone' // digits only, length from the pattern
  | 'pincode' // digits only, length from the pattern
  | 'email'
  | 'password' // stored only as a slow salted hash, never returned
  | 'money' // rupees with at most 2 decimals; stored as integer paise (API.md section 5)
  | 'decimal' // a number with at most `scale` decimals; stored as an integer times 10^scale
  | 'boolean' // a tick box
  | 'file'; // an uploaded PDF or image, sent by multipart, kept in the database

export const FIELD_TYPES: readonly FieldType[] = [
  'id',
  'text',
  'textarea',
  'integer',
  'date',
  'select',
  'status',
  'reference',
  'phone',
  'pincode',
  'email',
  'password',
  'money',
  'decimal',
  'boolean',
  'file',
];

/** What a file field accepts, judged by the bytes (API.md section 6). */
export type FileKind = 'pdf' | 'image';

/** A rule carries the spec's message next to it, so server and form say the same words. */
export interface PatternRule {
  regex: RegExp; // tested against the trimmed value
  message: string; // shown when the value does not match
}

export interface UniqueRule {
  message: string; // shown when another live record of the company has the same value
  ignoreCase?: boolean; // compare lower-cased (default true)
  ignoreSpaces?: boolean; // compare with every space removed (vehicle numbers)
  with?: readonly string[]; // unique together with these fields (a series per type and year)
  // The field the clash is told at, when this one is not typed (a year's label made from its
  // start date): a form shows a message only at a field it has.
  shownAt?: string;
  // A warning, not a refusal: the clash answers 409 naming this request flag, and the same save
  // sent again with the flag true goes through (two parties may share a GSTIN).
  confirm?: string;
}

export interface Choice {
  id: number | string;
  name: string;
}

export interface FieldSpec {
  type: FieldType;
  label?: string; // only where the one derived from the key ('Branch Name' from BranchName) is wrong
  required?: boolean | string; // true, or the spec's message when it is missing
  max?: number | { value: number; message: string }; // most characters
  pattern?: PatternRule;
  unique?: UniqueRule;
  choices?: readonly Choice[]; // for select
  to?: string; // for reference: the resource name it points at
  default?: string | number; // used when a create leaves the field out
  startsToday?: boolean; // for date: a new record's form starts at today's date (the server still requires it when required)
  derived?: boolean; // computed by the resource's derive(); never taken from a request
  minValue?: number; // for integer, money and decimal
  maxValue?: number; // for integer, money and decimal
  scale?: number; // for decimal: digits after the point (default 2)
  unit?: string; // for decimal: what the figure counts ('km'), shown after it in lists, without the decimals it does not have
  invalid?: string; // for integer, money and decimal: the spec's message when the value is not a number; for select: not a choice
  accept?: FileKind; // for file: what its bytes must be
  download?: string; // for file: GET /api/<download>/:key[?type=<field>] serves it
  rule?: (value: string) => string | null; // a pure rule from resources/rules (GSTIN, PAN, IFSC): its message, or null when the trimmed value passes
  transient?: boolean; // validated and seen by check(), never stored or returned (a password confirmation)
  confirms?: { field: string; message: string }; // a transient copy of that field: must equal it when sent; the form asks for it whenever that field is typed
  patterns?: readonly PatternRule[]; // further rules after `pattern`, each with its own message, checked in order
  session?: 'FYearID'; // taken from the session on create, never from a request; its required message when the session has none
  toWhere?: Record<string, number | string | readonly (number | string)[]>; // for reference: the record pointed at must also match these values (a list: one of them)
  sameAs?: string; // the form offers 'Same as <label>', which copies that field here and locks this one
  fixedOnceUsed?: string; // cannot change once a live document uses the record (a series' name is in its bills' numbers): the message
  upperCase?: boolean; // for text: stored in capitals whatever the case typed (a GSTIN, as the GST portal writes it)
  partOf?: boolean; // for reference: the row is part of the record it names (an item's rates): it never blocks that record's delete, and goes with it
  requiredOnUpdate?: string; // the message when an update blanks a required field, where the spec gives another
  showWhen?: { field: string; in: readonly (string | number)[] }; // shown (and kept) only while another field holds one of these
  nameOf?: string; // for text: the name (title) of a live record of that resource the company can see, chosen from its list; stored as the name
}

export type MenuGroup =
  | 'Master Control'
  | 'Master Pages'
  | 'Invoice Pages'
  | 'Item Master'
  | 'Ledger Page'
  | 'Vehicle Page';

export const MENU_GROUPS: readonly MenuGroup[] = [
  'Master Control',
  'Master Pages',
  'Invoice Pages',
  'Item Master',
  'Ledger Page',
  'Vehicle Page',
];

/**
 * Who owns the rows: `company` rows belong to one company; `sharedAndCompany` lists the shared
 * reference rows (no company, read-only) plus the company's own; `tenant` is the company
 * table itself, whose key is the session's CompanyID.
 */
export type Scope = 'company' | 'sharedAndCompany' | 'tenant';

export type SearchRank = 'prefixFirst' | 'prefix' | 'contains' | 'byId'; // byId matches the first search field (default the key) as text

export type AnyRecord = Record<string, unknown>;

/**
 * Columns a list shows from the record a reference field names (a statutory row's party):
 * `columns` maps each answered key to the column of the referenced record it reads. Joined by
 * the database in the list query, so search, sort and paging keep working.
 */
export interface ListJoin<K extends string = string, J extends string = string> {
  through: K; // a reference field of this resource
  columns: Readonly<Record<J, string>>;
}

export interface ResourceSpec<
  F extends Record<string, FieldSpec> = Record<string, FieldSpec>,
  J extends string = never,
> {
  name: string; // one name everywhere: file, export, table, React-Admin resource, REST path
  label: { one: string; many: string };
  menu?: {
    group: MenuGroup;
    routes: readonly string[]; // the spec's screen routes, first is canonical
    tabOf?: { page: string; label: string }; // also a tab of that tabbed page, which the side menu shows instead
    listed?: boolean; // false: reached by its route (and another screen's tab), not from the side menu
  };
  primaryKey: keyof F & string;
  titleField: keyof F & string; // how a record is named in pickers and messages
  scope?: Scope; // default 'company'
  fields: F;
  list: {
    columns: readonly ((keyof F & string) | NoInfer<J>)[]; // fields, or keys of `join.columns` (inferred from the join alone, so a misspelt column still fails)
    empty: string; // the spec's empty-list text
    join?: ListJoin<keyof F & string, J>;
    sort?: { field: keyof F & string; order: 'ASC' | 'DESC' };
    latestPer?: keyof F & string; // only the newest row for each value of this field is listed (statutory history)
    views?: Readonly<Record<string, readonly (keyof F & string)[]>>; // other column sets the list switches to
    // Whether the list offers Create (and Alt+N). By default, when the spec's calls include a
    // create; an employee is made by the sign-up call, declared elsewhere, yet its list makes one.
    creates?: boolean;
  };
  /** Optional parts of the form behind a checkbox; unticking it clears their fields. */
  sections?: readonly { label: string; fields: readonly (keyof F & string)[] }[];
  /** A tree of heads (parent 0) and nodes under them; see TreeSpec. */
  tree?: TreeSpec<keyof F & string>;
  /** The company has at most one live record (its licence): the message when a second is made. */
  onePerCompany?: string;
  search: { fields: readonly (keyof F & string)[]; rank: SearchRank };
  endpoints?: {
    list?: string; // GET, whole list (or a page with _start/_end)
    create?: string; // POST
    update?: string; // POST or PUT
    delete?: string; // DELETE with the key in the body
    byCompany?: string; // GET /api/<name>/:companyId, the list of the session's company
    byId?: string; // GET /api/<byId>/:id, one record of the session's company
    publicList?: boolean; // the list answers without a session too (shared rows only): sign-up needs it
    aliases?: readonly string[]; // further GET names the spec gives for the same list (getroot, getrates)
  };
  messages: {
    created: string;
    updated: string;
    deleted: string;
    keyMissing?: { update?: string; delete?: string }; // the spec's words when a write does not name its record
  };
  /**
   * This resource is a view of another resource's table: its rows are those matching `where`,
   * which every create also stores. The table carries the union of the columns of all its views.
   */
  viewOf?: { resource: string; where: Record<string, number | string> };
  readOnly?: boolean; // no create, update or delete routes: its rows are written through its views
  keyAlias?: string; // another name the record's key goes by (the bank master's BMID is its PLID)
  createWith?: Record<string, number | string>; // values every create stores, whatever was sent (a bank is Active when made)
  form?: {
    submitLockMs?: number; // Submit stays locked this long after a submit (customer: 2 seconds)
    blockWhileInvalid?: boolean; // Submit is disabled while any message shows
    noticeMs?: number; // the success message clears after this long (Allocation: 3 seconds)
  };
  /** Values the server computes from the others (a label, a code); the form shows them live. */
  derive?: (record: AnyRecord) => AnyRecord;
  /** Rules that need more than one field; answers field -> message. */
  check?: (record: AnyRecord) => Record<string, string>;
  /** What the form sets when a person changes `field` (the tax split); the server keeps the same rule in derive/check. */
  reactions?: (field: string, record: AnyRecord) => AnyRecord;
}

/**
 * A master kept as a tree (account heads and groups, item categories). A head has parent 0; a
 * node names a live parent the company can see. The server keeps `level` (parent's + 1),
 * refuses a parent that is the node itself or under it, and refuses to delete a node with
 * children. The spec's head and child forms have endpoints of their own, and the child form
 * sends its name under another key (Ggroup, Ggroups).
 */
export interface TreeSpec<K extends string = string> {
  parent: K;
  level?: K;
  childNameKey: string;
  endpoints: { createHead: string; updateHead: string; createChild: string; updateChild: string };
  hasChildren: string; // refused delete of a node with children
  underItself: string; // refused move of a node under itself or its own children
}

export type Resource = ResourceSpec<Record<string, FieldSpec>, string> & { scope: Scope };
