import type { Agent } from './api';
import type { ApiEnv } from './api';

/** A valid GSTIN (Maharashtra, with its right check character). */
export const GSTIN = '27AAPFU0939F1ZV';

/** The balance of a ledger over the whole financial year, as its statement closes it. */
export async function closingOf(api: Agent, PLID: number): Promise<{ amount: number; side: string }> {
  const res = await api.get(`/api/getledgerstatement?PLID=${PLID}`);
  if (res.status !== 200) throw new Error(`statement failed: ${JSON.stringify(res.body)}`);
  return res.body.data.Closing;
}

/** Every company's live entries: total debits and credits, in paise, per company. */
export async function totalsByCompany(env: ApiEnv): Promise<Array<{ CompanyID: number; debit: number; credit: number }>> {
  const rows = (await env.db.sequelize.query(
    'SELECT "CompanyID", SUM("Debit") AS debit, SUM("Credit") AS credit FROM "ledgerEntry" WHERE "IsDeleted" = :no GROUP BY "CompanyID" ORDER BY "CompanyID"',
    { replacements: { no: false } },
  ))[0] as Array<{ CompanyID: number; debit: string | number; credit: string | number }>;
  return rows.map((r) => ({ CompanyID: Number(r.CompanyID), debit: Number(r.debit), credit: Number(r.credit) }));
}

/** The PLID of a company's system ledger by name. */
export async function systemLedger(api: Agent, name: string): Promise<number> {
  const res = await api.get(`/api/getledger?q=${encodeURIComponent(name)}`);
  const row = (res.body.data as Array<{ PLID: number; LedgerName: string }>).find((r) => r.LedgerName === name);
  if (!row) throw new Error(`no system ledger ${name}`);
  return row.PLID;
}
