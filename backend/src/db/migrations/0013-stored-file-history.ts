import type { QueryInterface } from 'sequelize';
import { STORED_FILE_HISTORY } from '../systemTables';

/**
 * A replaced upload is marked deleted instead of removed. A database made before has the table
 * without these columns; one made since has them from its first migration.
 */
export async function up(qi: QueryInterface): Promise<void> {
  const columns = await qi.describeTable('storedFile');
  for (const [name, spec] of Object.entries(STORED_FILE_HISTORY))
    if (!(name in columns)) await qi.addColumn('storedFile', name, spec);
}
