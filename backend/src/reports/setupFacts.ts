import { QueryTypes, type Sequelize } from 'sequelize';
import { LEDGER_TYPE, type SetupFacts } from '../../../resources';

/**
 * What the company has set up, each fact whether one live record of its kind exists: one
 * statement of EXISTS probes, each stopping at its first row (an index on CompanyID serves every one).
 */
export async function setupFacts(
  sequelize: Sequelize,
  CompanyID: number,
  FYearID: number | null,
): Promise<SetupFacts> {
  const exists = (from: string, where = '') =>
    `CASE WHEN EXISTS (SELECT 1 FROM ${from} x WHERE x."CompanyID" = :CompanyID AND x."IsDeleted" = :no${where}) THEN 1 ELSE 0 END`;
  const [row] = await sequelize.query<Record<keyof SetupFacts, number | string>>(
    `SELECT ${exists('"companyLicence"', ` AND x."GSTINo" IS NOT NULL AND x."GSTINo" <> ''`)} AS "gstin",
            ${exists('"tax"')} AS "taxes",
            ${exists('"rate"')} AS "rates",
            ${exists('"item"', ' AND x."TaxID" IS NOT NULL')} AS "items",
            CASE WHEN ${exists('"stockMove"')} = 1 OR EXISTS (SELECT 1 FROM "company" c WHERE c."CompanyID" = :CompanyID AND c."AllowNegativeStock" = :yes) THEN 1 ELSE 0 END AS "stock",
            ${exists('"invoiceSeries"', ' AND x."FYearID" = :FYearID')} AS "series",
            ${exists('"ledger"', ' AND x."LedgerType" = :customer')} AS "customers",
            ${exists('"salesInvoice"')} AS "bills"`,
    {
      replacements: {
        CompanyID,
        FYearID: FYearID ?? 0,
        no: false,
        yes: true,
        customer: LEDGER_TYPE.CUSTOMER,
      },
      type: QueryTypes.SELECT,
    },
  );
  const yes = (k: keyof SetupFacts) => Number(row?.[k] ?? 0) === 1;
  return {
    gstin: yes('gstin'),
    taxes: yes('taxes'),
    rates: yes('rates'),
    items: yes('items'),
    stock: yes('stock'),
    series: yes('series'),
    customers: yes('customers'),
    bills: yes('bills'),
  };
}
