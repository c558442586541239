import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';
import {
  baseNameOf,
  maxOf,
  resources,
  type FieldSpec,
  type FieldType,
  type Resource,
} from '../../../resources';

/** How each field type is stored; keyed by type so a new type must say how. */
export const columnOf: Record<FieldType, (field: FieldSpec) => ModelAttributeColumnOptions> = {
  id: () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true }),
  text: (f) => ({ type: DataTypes.STRING(maxOf(f) ?? 255) }),
  textarea: (f) => ({ type: DataTypes.STRING(maxOf(f) ?? 1000) }),
  phone: () => ({ type: DataTypes.STRING(20) }),
  pincode: () => ({ type: DataTypes.STRING(10) }),
  email: (f) => ({ type: DataTypes.STRING(maxOf(f) ?? 255) }),
  password: () => ({ type: DataTypes.STRING(255) }),
  integer: () => ({ type: DataTypes.INTEGER }),
  date: () => ({ type: DataTypes.DATEONLY }),
  select: (f) => ({
    type: (f.choices ?? []).every((c) => typeof c.id === 'number')
      ? DataTypes.INTEGER
      : DataTypes.STRING(50),
  }),
  status: () => ({ type: DataTypes.INTEGER }),
  reference: () => ({ type: DataTypes.INTEGER }),
  // Scaled integers: paise exceed 2^31 at about 2.1 crore rupees.
  money: () => ({ type: DataTypes.BIGINT }),
  decimal: () => ({ type: DataTypes.BIGINT }),
  boolean: () => ({ type: DataTypes.BOOLEAN }),
  file: () => ({ type: DataTypes.INTEGER }), // a storedFile id
};

/** The audit and soft-delete columns every owned table carries (API.md section 5). */
export const AUDIT_COLUMNS: Record<string, ModelAttributeColumnOptions> = {
  IsDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  CreatedBy: { type: DataTypes.INTEGER },
  CreatedDate: { type: DataTypes.DATE },
  ModifiedBy: { type: DataTypes.INTEGER },
  ModifiedDate: { type: DataTypes.DATE },
  DeletedBy: { type: DataTypes.INTEGER },
  DeletedDate: { type: DataTypes.DATE },
};

/** The table name of a resource: its own name, or that of the resource it is a view of. */
export const tableOf = (r: Resource): string => baseNameOf(r);

/** Every column of a resource's table. */
export function attributesOf(resource: Resource): Record<string, ModelAttributeColumnOptions> {
  const attrs: Record<string, ModelAttributeColumnOptions> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.transient) continue;
    attrs[key] = { ...columnOf[field.type](field), allowNull: field.type === 'id' ? false : true };
  }
  if (resource.scope !== 'tenant')
    attrs.CompanyID = { type: DataTypes.INTEGER, allowNull: resource.scope !== 'company' };
  return { ...attrs, ...AUDIT_COLUMNS };
}

/**
 * Every column of the table that holds `resource`: the union of the columns of every resource
 * kept in that table (a table and its views), `resource`'s own first. A plain resource's table
 * has exactly its own columns.
 */
export function tableAttributesOf(resource: Resource): Record<string, ModelAttributeColumnOptions> {
  const table = tableOf(resource);
  const attrs: Record<string, ModelAttributeColumnOptions> = {};
  for (const r of [
    resource,
    ...resources.filter((o) => o !== resource && o.name !== resource.name && tableOf(o) === table),
  ]) {
    for (const [key, column] of Object.entries(attributesOf(r))) attrs[key] ??= column;
    for (const key of Object.keys(r.viewOf?.where ?? {}))
      attrs[key] ??= { type: DataTypes.INTEGER, allowNull: true };
  }
  return attrs;
}
