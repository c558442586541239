import { validate, type AnyRecord, type Mode, type Resource } from '../../../resources';
import { today } from '../../../resources/rules/dates';

/**
 * The form's `validate`: the resource's own schema, the one the server enforces, so the form
 * and the server say the same words. React-Admin turns an emptied input into null; the schema
 * reads a blank as '' (which a required field refuses with its spec message), so blanks are
 * handed over as ''.
 */
export function formValidator(resource: Resource, mode: Mode) {
  return (values: AnyRecord): Record<string, string> => {
    const input: AnyRecord = {};
    for (const [key, value] of Object.entries(values)) input[key] = value === null ? '' : value;
    const errors = validate(resource, input, mode).errors ?? {};
    // A confirmation left blank while its field is typed does not match it (the server only
    // compares one that is sent, for older clients that send none).
    for (const [key, field] of Object.entries(resource.fields)) {
      const typed = input[field.confirms?.field ?? ''];
      if (field.confirms && typeof typed === 'string' && typed !== '' && !input[key])
        errors[key] ??= field.confirms.message;
    }
    return errors;
  };
}

/** The values a new record starts with: each field's declared default, and today where a date starts there. */
export function defaultValuesOf(resource: Resource): AnyRecord {
  const values: AnyRecord = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.default !== undefined) values[key] = field.default;
    else if (field.type === 'date' && field.startsToday) values[key] = today();
  }
  return values;
}
