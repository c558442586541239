import { STATUS_CHOICES } from '../../../../resources/common';
import type { Choice, FieldSpec } from '../../../../resources';

export { item, labelOf, resourceByName, validate, type AnyRecord } from '../../../../resources';

/** The choices of a select or status field. */
export function choicesOf(field: FieldSpec): readonly Choice[] {
  return field.type === 'status' ? STATUS_CHOICES : (field.choices ?? []);
}
