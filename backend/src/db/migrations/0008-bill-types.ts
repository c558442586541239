import { DataTypes, type QueryInterface } from 'sequelize';
import { columnsOf } from '../tables';

/** Allocations name their bill's kind, now that payments settle purchase bills as receipts settle sales bills. */
export async function up(qi: QueryInterface): Promise<void> {
  // A database made before this migration allocated only receipts against sales invoices; a new one got the column from 0005.
  if (!(await columnsOf(qi, 'billAllocation')).includes('BillType')) {
    await qi.addColumn('billAllocation', 'BillType', {
      type: DataTypes.STRING(40),
      allowNull: false,
      defaultValue: 'salesInvoice',
    });
  }
  await qi.addIndex('billAllocation', ['CompanyID', 'BillType', 'BillID']);
}
