import type { ModelStatic, Model, Sequelize } from 'sequelize';
import { resources, type Resource } from '../../../resources';
import { tableAttributesOf, tableOf } from './columns';
import { LEDGER_TABLES } from './ledgerTables';
import { SYSTEM_TABLES } from './systemTables';

export type AnyModel = ModelStatic<Model>;

export interface Models {
  of(resource: Resource): AnyModel;
  byName(name: string): AnyModel;
}

/** Sequelize models for every resource and system table of one connection. */
export function defineModels(sequelize: Sequelize): Models {
  const opts = { freezeTableName: true, timestamps: false } as const;
  // A table and its views share one model, over the union of their columns.
  for (const r of resources) {
    if (!sequelize.isDefined(tableOf(r))) sequelize.define(tableOf(r), tableAttributesOf(r), { ...opts, tableName: tableOf(r) });
  }
  for (const [table, attrs] of Object.entries({ ...SYSTEM_TABLES, ...LEDGER_TABLES })) sequelize.define(table, attrs, { ...opts, tableName: table });
  return {
    of: (r) => sequelize.model(tableOf(r)),
    byName: (name) => sequelize.model(name),
  };
}
