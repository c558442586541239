import Joi from 'joi';
import { labelOf, maxOf } from './defineResource';
import { withArticle } from '../rules/article';
import { isCalendarDate } from '../rules/dates';
import { MAX_INTEGER, defaultMaxOf, hasAtMostDecimals, scaleOf } from './scaled';
import type { FieldSpec, FieldType, Resource } from './types';

/**
 * One Joi schema per resource, used by the server to enforce and by the form to be quick, so
 * the two can never disagree. Messages come from the declaration.
 */

const DEFAULT_PATTERNS: Partial<
  Record<FieldType, { regex: RegExp; message: (label: string) => string }>
> = {
  phone: { regex: /^\d{10}$/, message: (l) => `${l} must be a valid 10-digit number.` },
  pincode: { regex: /^\d{6}$/, message: () => 'Pincode must be a valid 6-digit number.' },
  email: {
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: () => 'Invalid email format',
  },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function textSchema(field: FieldSpec, label: string): Joi.StringSchema {
  let s = Joi.string()
    .trim()
    .messages({ 'string.base': `${label} must be text.` });
  if (field.upperCase) s = s.uppercase();
  const max = maxOf(field);
  if (max !== undefined) {
    const message =
      typeof field.max === 'object'
        ? field.max.message
        : `${label} cannot exceed ${max} characters.`;
    s = s.max(max).messages({ 'string.max': message });
  }
  const pattern =
    field.pattern ??
    (() => {
      const d = DEFAULT_PATTERNS[field.type];
      return d && { regex: d.regex, message: d.message(label) };
    })();
  if (pattern) s = s.pattern(pattern.regex).messages({ 'string.pattern.base': pattern.message });
  const rule = field.rule;
  if (rule) {
    s = s.custom((v: string, helpers) => {
      const message = rule(v);
      return message ? helpers.message({ custom: message }) : v;
    });
  }
  // Each further rule is a named pattern whose name is its message, so each says its own words.
  for (const rule of field.patterns ?? []) s = s.pattern(rule.regex, { name: rule.message });
  if (field.patterns?.length) s = s.messages({ 'string.pattern.name': '{#name}' });
  return s;
}

function choiceIds(field: FieldSpec): Array<number | string> {
  return (field.choices ?? []).map((c) => c.id);
}

/**
 * A number with at most `scale` decimals, within the field's bounds. Without a declared bound
 * the value is still kept below what the stored integer holds exactly (defaultMaxOf), checked
 * before the decimals, whose test is only exact below it.
 */
function scaledSchema(field: FieldSpec, label: string): Joi.Schema {
  const scale = scaleOf(field) ?? 2;
  const limit = defaultMaxOf(scale);
  const max = Math.min(field.maxValue ?? limit, limit);
  const min = Math.max(field.minValue ?? -limit, -limit);
  return Joi.number()
    .min(min)
    .max(max)
    .custom((v: number, helpers) =>
      hasAtMostDecimals(v, scale) ? v : helpers.error('number.scale'),
    )
    .messages({
      'number.base': field.invalid ?? `${label} must be a number.`,
      'number.infinity': field.invalid ?? `${label} must be a number.`,
      'number.scale': `${label} can have at most ${scale} decimals.`,
      'number.min': `${label} must be at least ${min}.`,
      'number.max': `${label} cannot exceed ${max}.`,
    });
}

/** A whole number a 32-bit column holds (ids, references, counts like Credit Days). */
function integerSchema(field: FieldSpec, label: string): Joi.Schema {
  const min = Math.max(field.minValue ?? -MAX_INTEGER, -MAX_INTEGER);
  const max = Math.min(field.maxValue ?? MAX_INTEGER, MAX_INTEGER);
  return Joi.number()
    .integer()
    .min(min)
    .max(max)
    .messages({
      'number.base': field.invalid ?? `${label} must be a number.`,
      'number.integer': `${label} must be a whole number.`,
      'number.min': `${label} must be at least ${min}.`,
      'number.max': `${label} cannot exceed ${max}.`,
    });
}

/** How each field type is validated; keyed by type so a new type must say how. */
export const schemaOf: Record<FieldType, (field: FieldSpec, label: string) => Joi.Schema> = {
  id: (_f, l) =>
    Joi.number()
      .integer()
      .positive()
      .max(MAX_INTEGER)
      .messages({
        'number.base': `${l} must be a valid id.`,
        'number.integer': `${l} must be a valid id.`,
        'number.positive': `${l} must be a valid id.`,
        'number.max': `${l} must be a valid id.`,
      }),
  text: textSchema,
  textarea: textSchema,
  phone: textSchema,
  pincode: textSchema,
  email: textSchema,
  password: (f, l) =>
    Joi.string()
      .min(f.minValue ?? 8)
      .max(128)
      .messages({
        'string.base': `${l} must be text.`,
        'string.min': `${l} must be at least ${f.minValue ?? 8} characters.`,
        'string.max': `${l} cannot exceed 128 characters.`,
      }),
  integer: integerSchema,
  date: (_f, l) =>
    Joi.string()
      .trim()
      .messages({ 'string.base': `${l} must be a valid date.` })
      .pattern(DATE)
      .custom((v: string, helpers) => (isCalendarDate(v) ? v : helpers.error('date.invalid')))
      .messages({
        'string.pattern.base': `${l} must be a valid date.`,
        'date.invalid': `${l} must be a valid date.`,
      }),
  select: (f, l) => {
    const ids = choiceIds(f);
    const numeric = ids.every((id) => typeof id === 'number');
    const message = f.invalid ?? `Please select a valid ${l}.`;
    if (numeric)
      return Joi.number()
        .valid(...ids)
        .messages({ 'any.only': message, 'number.base': message });
    // A named choice is taken in any case ('diesel', 'CNG', 'gas+petrol') and kept in its one spelling.
    const byLower = new Map(ids.map((id) => [String(id).toLowerCase(), id]));
    return Joi.string()
      .trim()
      .custom((v: string, helpers) => byLower.get(v.toLowerCase()) ?? helpers.error('any.only'))
      .messages({ 'any.only': message, 'string.base': message, 'string.empty': message });
  },
  status: (_f, l) =>
    Joi.number()
      .valid(1, 2)
      .messages({
        'any.only': `${l} must be Active or Inactive.`,
        'number.base': `${l} must be Active or Inactive.`,
      }),
  money: scaledSchema,
  decimal: scaledSchema,
  boolean: (_f, l) =>
    Joi.boolean()
      .truthy('1', 1)
      .falsy('0', 0)
      .messages({ 'boolean.base': `${l} must be yes or no.` }),
  // Files arrive by multipart and are checked by their bytes (backend/src/resources/files.ts).
  file: () => Joi.any().strip(),
  reference: (_f, l) => {
    const pick = `Please select ${withArticle(l)}.`;
    return Joi.number().integer().positive().max(MAX_INTEGER).messages({
      'number.base': pick,
      'number.integer': pick,
      'number.positive': pick,
      'number.max': pick,
    });
  },
};

/** The message for a missing required field. */
export function requiredMessage(resource: Resource, key: string): string {
  const f = resource.fields[key];
  return typeof f.required === 'string' ? f.required : `${labelOf(resource, key)} is required.`;
}

export type Mode = 'create' | 'update';

/** A resource's schema, its fields without their messages, and each field's schema as declared (see withoutMessages). */
interface Built {
  schema: Joi.ObjectSchema;
  said: Record<string, Joi.Schema>;
  /** The fields that confirm another, and whether any field hides by the record's values. */
  confirming: Array<[string, FieldSpec]>;
  hides: boolean;
}

const built = new WeakMap<Resource, Partial<Record<Mode, Built>>>();

/**
 * The Joi object schema of a resource for a create or an update, its fields without their own
 * words (validate() gives those). Built once per resource and mode: declarations do not change
 * while the process runs, and building one is most of the cost of validating a 20-line invoice.
 */
export function schemaFor(resource: Resource, mode: Mode): Joi.ObjectSchema {
  return builtFor(resource, mode).schema;
}

function builtFor(resource: Resource, mode: Mode): Built {
  let cached = built.get(resource);
  if (!cached) built.set(resource, (cached = {}));
  return (cached[mode] ??= buildSchema(resource, mode));
}

/**
 * A field's schema without its messages. Joi merges a schema's own preferences (its messages)
 * into the validation's for every value it checks, compiling them each time, whenever options
 * are given (and ours always are): a 20-line bill paid for some 150 such merges. Validation
 * runs on the bare schemas; a field that fails is checked again alone against its declared
 * schema, which words the message as before (a rare, cheap second look, and Joi's own
 * wording, in the browser too, where its describe() is left out).
 */
function withoutMessages(s: Joi.Schema): Joi.Schema {
  // Joi's clone() and _preferences are its own, not in its types.
  const bare = (s as Joi.Schema & { clone(): Joi.Schema }).clone() as Joi.Schema & {
    _preferences: unknown;
  };
  bare._preferences = null;
  return bare;
}

function buildSchema(resource: Resource, mode: Mode): Built {
  const keys: Record<string, Joi.Schema> = {};
  const said: Built['said'] = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.type === 'id' || field.type === 'file' || field.derived || field.session) continue;
    const label = labelOf(resource, key);
    let s = schemaOf[field.type](field, label);
    if (field.required) {
      const msg =
        mode === 'update' && field.requiredOnUpdate
          ? field.requiredOnUpdate
          : requiredMessage(resource, key);
      s = s.required().messages({ 'any.required': msg, 'string.empty': msg, 'any.invalid': msg });
      // An update may leave a field out (it keeps its value) but may not blank it, except a
      // password, whose blank means 'unchanged'; a create that leaves out a field with a
      // default gets the default.
      if (field.type !== 'text' && field.type !== 'textarea') {
        s =
          mode === 'update' && field.type !== 'password'
            ? s.invalid('', null)
            : s.empty(Joi.valid('', null));
      }
      if (mode === 'update') s = s.optional();
      else if (field.default !== undefined) s = s.optional().default(field.default);
    } else if (mode === 'create') {
      // A field with a default sent blank or null gets the default: its column is never left
      // null (a bill's BillMode null would leave it out of the van's cash).
      s =
        field.default !== undefined
          ? s.empty(Joi.valid('', null)).default(field.default)
          : s.allow(null).empty('').default(null);
    } else {
      // On an update a blanked optional field is cleared (null), as the form shows it; only a
      // field left out keeps its value. A cross-field rule then sees the blank (a conversion
      // missing its second unit is refused, not silently kept).
      // (validate() turns such a blank into null before this schema sees it.)
      s = s.allow(null).empty('').optional();
    }
    keys[key] = withoutMessages(s);
    said[key] = s;
  }
  const fields = Object.entries(resource.fields);
  return {
    schema: Joi.object(keys).options({ abortEarly: false, stripUnknown: true, convert: true }),
    said,
    confirming: fields.filter(([, f]) => f.confirms),
    hides: fields.some(([, f]) => f.showWhen),
  };
}

export interface Validated {
  value: Record<string, unknown>;
  errors?: Record<string, string>;
}

/**
 * Validates a request body: the cleaned values, or field -> first message. Cross-field rules
 * see the record as it will be saved: `existing` (on update) overlaid with the new values; a
 * first look at an update before the record is read passes `crossField: false`.
 */
export function validate(
  resource: Resource,
  input: unknown,
  mode: Mode,
  existing: Record<string, unknown> = {},
  options: { crossField?: boolean } = {},
): Validated {
  // A body that is not one object (an array, a number) carries no fields at all.
  const given =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const body = mode === 'update' ? blanksCleared(resource, given) : given;
  const { schema, said, confirming, hides } = builtFor(resource, mode);
  const { value, error } = schema.validate(body);
  const errors: Record<string, string> = {};
  for (const d of error?.details ?? []) {
    const key = String(d.path[0]);
    errors[key] ??= readable(resource, key, said[key]?.validate(body[key]).error?.details[0] ?? d);
  }
  for (const [key, field] of confirming) {
    const confirmation = value?.[key];
    if (
      field.confirms &&
      typeof confirmation === 'string' &&
      confirmation !== value[field.confirms.field]
    )
      errors[key] ??= field.confirms.message;
  }
  for (const key of hides ? hiddenFields(resource, value, existing) : []) {
    // Not part of the record while hidden: neither required nor kept.
    delete errors[key];
    value[key] = null;
  }
  // Cross-field rules speak too when a field is wrong, but never over that field's own message.
  if (options.crossField !== false && resource.check) {
    for (const [key, message] of Object.entries(resource.check(merged(existing, value ?? {}))))
      errors[key] ??= message;
  }
  return Object.keys(errors).length ? { value, errors } : { value };
}

/**
 * Joi's own wording ('"BranchName" must be a string') for a case no declaration words: a
 * sentence under the field's label instead, since a person reads it.
 */
function readable(resource: Resource, key: string, d: Joi.ValidationErrorItem): string {
  if (!d.message.startsWith('"')) return d.message;
  return resource.fields[key]
    ? `${labelOf(resource, key)} is not valid.`
    : 'The request is not valid.';
}

/** An update's blank ('') optional field as null: cleared, not left as it was. A blank password means unchanged. */
function blanksCleared(resource: Resource, body: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [key, v] of Object.entries(body)) {
    const field = Object.hasOwn(resource.fields, key) ? resource.fields[key] : undefined;
    if (v !== '' || !field || field.required || field.type === 'password') continue;
    (out ??= { ...body })[key] = null;
  }
  return out ?? body;
}

function merged(
  existing: Record<string, unknown>,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...existing };
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
  return out;
}

/** The fields hidden by the record's own values (see FieldSpec.showWhen). */
function hiddenFields(
  resource: Resource,
  value: Record<string, unknown>,
  existing: Record<string, unknown>,
): string[] {
  const record = merged(existing, value);
  return Object.entries(resource.fields)
    .filter(
      ([, f]) =>
        f.showWhen &&
        record[f.showWhen.field] !== undefined &&
        record[f.showWhen.field] !== null &&
        !isShown(f, record),
    )
    .map(([k]) => k);
}

/** Whether a field is shown for the values of a record (see FieldSpec.showWhen). */
export function isShown(
  field: { showWhen?: { field: string; in: readonly (string | number)[] } },
  record: Record<string, unknown>,
): boolean {
  if (!field.showWhen) return true;
  const on = record[field.showWhen.field];
  return field.showWhen.in.some((v) => String(v) === String(on));
}
