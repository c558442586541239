import { QueryTypes, type Sequelize } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { PrintableInvoice } from './printableInvoice';

/** A state's name from its GST code ('29' is Karnataka), or null. */
export async function stateNameOf(s: Sequelize, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = await s.query<AnyRecord>(
    'SELECT "StateName" FROM "state" WHERE "StateCode" = :code AND "CompanyID" IS NULL',
    { replacements: { code }, type: QueryTypes.SELECT },
  );
  return (row?.StateName as string | null) ?? null;
}

/**
 * The company as its printed invoices head it: name, address, the licence's GSTIN and logo, and
 * its state by that GSTIN's code (else the company's own state).
 */
export async function companyOnPrint(
  s: Sequelize,
  CompanyID: number,
): Promise<PrintableInvoice['company']> {
  const q = (sql: string, replacements: AnyRecord) =>
    s.query<AnyRecord>(sql, { replacements, type: QueryTypes.SELECT });
  const [company] = await q(
    'SELECT c."CompanyName", c."Address", c."Mobile", c."Email", c."StateCode", s."StateName" FROM "company" c LEFT JOIN "state" s ON s."StateId" = c."State" WHERE c."CompanyID" = :CompanyID',
    { CompanyID },
  );
  const [licence] = await q(
    'SELECT "GSTINo", "Logo" FROM "companyLicence" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no',
    { CompanyID, no: false },
  );
  const logo = licence?.Logo
    ? ((
        await q(
          'SELECT "Content" FROM "storedFile" WHERE "FileId" = :id AND "CompanyID" = :CompanyID',
          {
            id: licence.Logo,
            CompanyID,
          },
        )
      )[0]?.Content as Buffer | undefined)
    : undefined;
  const code = licence?.GSTINo
    ? String(licence.GSTINo).slice(0, 2)
    : (company.StateCode as string | null);
  return {
    name: String(company.CompanyName),
    address: String(company.Address ?? ''),
    gstin: (licence?.GSTINo as string | null) ?? null,
    stateName:
      code === company.StateCode
        ? (company.StateName as string | null)
        : await stateNameOf(s, code),
    stateCode: code,
    phone: (company.Mobile as string | null) ?? null,
    email: (company.Email as string | null) ?? null,
    logo: logo ?? null,
  };
}
