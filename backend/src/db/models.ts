import type { ModelStatic, Model, Sequelize } from 'sequelize';
import { documentTables, resourceByName, resources, type Resource } from '../../../resources';
import { DOCUMENT_TABLES } from './documentTables';
import { tableAttributesOf, tableOf } from './columns';
import { LEDGER_MONTH_TABLES } from './ledgerMonthTables';
import { LEDGER_TABLES } from './ledgerTables';
import { STOCK_TABLES } from './stockTables';
import { SYSTEM_TABLES } from './systemTables';

/** The alias of the record a list joins (resource.list.join). */
export const LIST_JOIN = 'listJoin';

export type AnyModel = ModelStatic<Model>;

export interface Models {
  of(resource: Resource): AnyModel;
  byName(name: string): AnyModel;
}

/** Sequelize models for every resource and system table of one connection. */
export function defineModels(sequelize: Sequelize): Models {
  const opts = { freezeTableName: true, timestamps: false } as const;
  // A table and its views share one model, over the union of their columns.
  for (const r of [...resources, ...documentTables]) {
    if (!sequelize.isDefined(tableOf(r)))
      sequelize.define(tableOf(r), tableAttributesOf(r), { ...opts, tableName: tableOf(r) });
  }
  for (const [table, attrs] of Object.entries({
    ...SYSTEM_TABLES,
    ...LEDGER_TABLES,
    ...LEDGER_MONTH_TABLES,
    ...DOCUMENT_TABLES,
    ...STOCK_TABLES,
  }))
    sequelize.define(table, attrs, { ...opts, tableName: table });
  // A list that shows columns of the record a reference names joins that record's table.
  for (const r of resources) {
    const join = r.list.join;
    const model = sequelize.model(tableOf(r));
    if (!join || model.associations[LIST_JOIN]) continue;
    const target = resourceByName(r.fields[join.through]?.to ?? '');
    if (!target)
      throw new Error(
        `${r.name}.list.join goes through ${join.through}, which is not a reference to a declared resource`,
      );
    model.belongsTo(sequelize.model(tableOf(target)), {
      foreignKey: join.through,
      as: LIST_JOIN,
      constraints: false,
    });
  }
  return {
    of: (r) => sequelize.model(tableOf(r)),
    byName: (name) => sequelize.model(name),
  };
}
