import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import { displayDate, purchaseInvoice, type AnyRecord } from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { billOnPrint, withBatch } from '../print/billOnPrint';
import { companyOnPrint, stateNameOf } from '../print/companyOnPrint';
import { renderTaxInvoice } from '../print/taxInvoice';
import type { DocumentService } from './service';
import { sendPdf } from '../http/sendPdf';

/**
 * GET /api/printpurchase/:PurchaseID: the purchase as Tally prints a purchase voucher, on the
 * tax invoice's A4 layout: our company at the head, the supplier where a sale has its buyer,
 * our number and date with the supplier's bill number and date beside them, each line with its
 * batch and expiry, Input CGST and SGST or IGST, CANCELLED across a cancelled one.
 */
export function purchasePrintRoutes(
  db: Database,
  registry: RouteRegistry,
  svc: DocumentService<never>,
): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/printpurchase/:id',
      summary: 'A purchase invoice as an A4 PDF',
      tag: purchaseInvoice.label.many,
      answers: 'file',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const p = await svc.read(ctx, req.params.id);
      const company = await companyOnPrint(db.sequelize, ctx.CompanyID);
      const [supplier] = await db.sequelize.query<AnyRecord>(
        'SELECT "Address", "Mobile", "State", "StateCode" FROM "ledger" WHERE "PLID" = :PLID AND "CompanyID" = :CompanyID',
        { replacements: { PLID: p.SupplierID, CompanyID: ctx.CompanyID }, type: QueryTypes.SELECT },
      );
      // A purchase line keeps its unit's key: the printed Unit column names it.
      const unitIds = [
        ...new Set((p.items as AnyRecord[]).map((l) => l.UnitID).filter((u) => u != null)),
      ];
      const units = unitIds.length
        ? await db.sequelize.query<AnyRecord>(
            'SELECT "UnitID", "UnitName" FROM "unit" WHERE "UnitID" IN (:unitIds) AND ("CompanyID" IS NULL OR "CompanyID" = :CompanyID)',
            { replacements: { unitIds, CompanyID: ctx.CompanyID }, type: QueryTypes.SELECT },
          )
        : [];
      const unitName = new Map(units.map((u) => [Number(u.UnitID), String(u.UnitName)]));
      for (const l of p.items as AnyRecord[]) l.UnitName ??= unitName.get(Number(l.UnitID)) ?? null;
      const code = p.GSTIN
        ? String(p.GSTIN).slice(0, 2)
        : ((supplier?.StateCode as string | null) ?? null);
      const pdf = await renderTaxInvoice({
        title: 'Purchase Invoice',
        partyHeading: 'Supplier (Bill From)',
        company,
        customer: {
          name: String(p.SupplierName),
          address: (supplier?.Address as string | null) ?? null,
          gstin: (p.GSTIN as string | null) ?? null,
          stateName: (await stateNameOf(db.sequelize, code)) ?? (supplier?.State as string | null),
          stateCode: code,
          mobile: (supplier?.Mobile as string | null) ?? null,
        },
        invoiceNo: String(p.PurchaseNo),
        billDate: String(p.PurchaseDate),
        references: [
          { label: 'Supplier Bill No.', value: String(p.SupplierBillNo) },
          { label: 'Supplier Bill Date', value: displayDate(String(p.SupplierBillDate)) },
        ],
        // Goods bought come to us: the place of supply is our own state.
        placeOfSupply: { code: company.stateCode, name: company.stateName },
        reverseCharge: false,
        // The declaration is the supplier's to make, on its own bill.
        declaration: false,
        interState: Boolean(p.InterState),
        ...billOnPrint(p, {
          mrp: 'MRP',
          total: 'LineAmount',
          describe: (l) => withBatch(l.itemName, l.BatchNo, l.ExpiryDate),
        }),
      });
      sendPdf(res, pdf, `purchase-${String(p.PurchaseNo)}`);
    },
  );
  return router;
}
