import type { QueryInterface } from 'sequelize';
import { SYSTEM_INDEXES, SYSTEM_TABLES } from '../systemTables';

/** Uploaded documents and images, kept in the database. */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('storedFile', SYSTEM_TABLES.storedFile);
  for (const { table, fields } of SYSTEM_INDEXES)
    if (table === 'storedFile') await qi.addIndex(table, fields);
}
