import { QueryTypes, type Sequelize } from 'sequelize';
import {
  documentLinkOf,
  documentTypeName,
  documents,
  DOC_STATUS,
  type AnyRecord,
} from '../../../resources';
import { OPENING } from '../ledger/openingBalance';
import { periodOf } from './period';

/**
 * The day book for a period: every document posted in it, in date and number order, with its
 * type, number, the ledgers it debits and credits (from its entries, in SQL) and its own amount
 * (its declaration's), and the documents cancelled or deleted in it (numbered, without amount), each with
 * where it opens.
 */
export async function dayBook(
  sequelize: Sequelize,
  q: { CompanyID: number; FromDate?: string; ToDate?: string },
) {
  const { from, to } = periodOf(q.FromDate ?? '', q.ToDate ?? q.FromDate ?? '');
  // A document's amount is its own (a bill's total, a voucher's amount), not its entries' debits:
  // a bill rounded down debits Round Off beside the party, so its debits exceed its total.
  const ownAmount = documents
    .filter((d) => d.postingType && d.amount)
    .map(
      (d) =>
        `WHEN '${d.postingType}' THEN (SELECT x."${d.amount}" FROM "${d.name}" x WHERE x."CompanyID" = :CompanyID AND x."${d.primaryKey}" = e."DocId")`,
    )
    .join(' ');
  const rows = await sequelize.query<AnyRecord>(
    `SELECT e."Type", e."DocId", e."DocNo", MIN(e."EntryDate") AS "EntryDate", CASE e."Type" ${ownAmount} ELSE SUM(e."Debit") END AS "Amount", MIN(e."EntryId") AS "First",
            ${sequelize.getDialect() === 'postgres' ? `string_agg(CASE WHEN e."Debit" > 0 THEN l."LedgerName" END, ', ' ORDER BY e."EntryId")` : `group_concat(CASE WHEN e."Debit" > 0 THEN l."LedgerName" END, ', ')`} AS "DebitLedgers",
            ${sequelize.getDialect() === 'postgres' ? `string_agg(CASE WHEN e."Credit" > 0 THEN l."LedgerName" END, ', ' ORDER BY e."EntryId")` : `group_concat(CASE WHEN e."Credit" > 0 THEN l."LedgerName" END, ', ')`} AS "CreditLedgers"
       FROM "ledgerEntry" e JOIN "ledger" l ON l."PLID" = e."PLID" AND l."CompanyID" = e."CompanyID"
      WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."EntryDate" BETWEEN :from AND :to AND e."Type" <> :opening
      GROUP BY e."Type", e."DocId", e."DocNo"
      ORDER BY MIN(e."EntryDate"), MIN(e."EntryId")`,
    {
      replacements: { CompanyID: q.CompanyID, from, to, opening: OPENING, no: false },
      type: QueryTypes.SELECT,
    },
  );
  const live = rows.map((r) => ({
    Date: String(r.EntryDate).slice(0, 10),
    Type: String(r.Type),
    TypeName: documentTypeName(String(r.Type)),
    DocId: Number(r.DocId),
    DocNo: r.DocNo ?? null,
    Debit: (r.DebitLedgers as string | null) ?? '',
    Credit: (r.CreditLedgers as string | null) ?? '',
    Amount: Number(r.Amount) / 100,
    Status: 'Active',
    Link: documentLinkOf(String(r.Type), Number(r.DocId), (r.DocNo as string | null) ?? null),
    order: Number(r.First),
  }));
  // Cancelled and deleted documents, bills and vouchers alike, keep their number and their place
  // in the book, without an amount: a gap in a voucher's numbers would read as a missing voucher.
  const cancelled = [];
  for (const d of documents.filter((x) => x.postingType)) {
    const type = d.postingType!;
    const shown = d.number.display?.field ?? d.number.field;
    const found = await sequelize.query<AnyRecord>(
      `SELECT "${d.primaryKey}" AS "DocId", "${shown}" AS "DocNo", "${d.date}" AS "Date", "IsDeleted" FROM "${d.name}"
        WHERE "CompanyID" = :CompanyID AND ("IsDeleted" = :yes OR "DocStatus" = :cancelled) AND "${d.date}" BETWEEN :from AND :to`,
      {
        replacements: {
          CompanyID: q.CompanyID,
          from,
          to,
          yes: true,
          cancelled: DOC_STATUS.CANCELLED,
        },
        type: QueryTypes.SELECT,
      },
    );
    for (const r of found) {
      const deleted = Boolean(Number(r.IsDeleted));
      cancelled.push({
        Date: String(r.Date).slice(0, 10),
        Type: type,
        TypeName: d.label.one,
        DocId: Number(r.DocId),
        DocNo: r.DocNo === null ? null : String(r.DocNo),
        Debit: '',
        Credit: '',
        Amount: 0,
        Status: deleted ? 'Deleted' : 'Cancelled',
        // A deleted voucher no longer opens; its versions are kept.
        Link: deleted ? null : documentLinkOf(type, Number(r.DocId), String(r.DocNo ?? '')),
        order: Number.MAX_SAFE_INTEGER,
      });
    }
  }
  const all = [...live, ...cancelled].sort((a, b) =>
    a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : a.order - b.order || a.DocId - b.DocId,
  );
  return {
    FromDate: from,
    ToDate: to,
    rows: all.map(({ order: _order, ...r }) => r),
    Total: live.reduce((s, r) => s + Math.round(r.Amount * 100), 0) / 100,
  };
}
