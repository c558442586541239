import { DataTypes, type QueryInterface } from 'sequelize';
import { DOCUMENT_INDEXES, DOCUMENT_TABLES } from '../documentTables';
import { columnsOf } from '../tables';

/** Counters, versions, idempotency keys and held lines for documents; ledger entries name their document's number. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(DOCUMENT_TABLES)) await qi.createTable(table, attrs);
  for (const { table, fields, unique } of DOCUMENT_INDEXES)
    await qi.addIndex(table, fields, { unique: !!unique });
  // A database made before this migration has ledger entries without it; a new one got it from 0003.
  if (!(await columnsOf(qi, 'ledgerEntry')).includes('DocNo'))
    await qi.addColumn('ledgerEntry', 'DocNo', { type: DataTypes.STRING(30) });
}
