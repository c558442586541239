import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, buyPx1, supplierOf } from '../support/billing';
import { bankLedger, systemLedger } from '../support/ledger';

/**
 * The printed vouchers are read back as a reader would: poppler's pdftotext on the file served.
 * Words a line wraps are joined again by collapsing white space.
 */

const run = promisify(execFile);
let dir: string;
let files = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'voucher-print-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Printed {
  status: number;
  headers: Record<string, string>;
  text: string; // pdftotext -layout, white space collapsed
  layout: string; // pdftotext -layout as printed
  letters: string; // in content order without white space: a rotated stamp's letters come one a line
  pages: number;
}

async function print(api: Agent, url: string): Promise<Printed> {
  const res = await api.get(url).buffer(true);
  if (res.status !== 200)
    return {
      status: res.status,
      headers: res.headers,
      text: '',
      layout: '',
      letters: '',
      pages: 0,
    };
  const file = path.join(dir, `${++files}.pdf`);
  await writeFile(file, res.body as Buffer);
  const layout = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const letters = (await run('pdftotext', ['-raw', file, '-'])).stdout.replace(/\s+/g, '');
  const info = (await run('pdfinfo', [file])).stdout;
  return {
    status: res.status,
    headers: res.headers,
    text: layout.replace(/\s+/g, ' '),
    layout,
    letters,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
  };
}

/** A company with a bill A/1 of 294.00 to Asha Stores, its Cash, a bank and a supplier. */
async function books(api: Agent) {
  const b = await billingSetup(api);
  const invoice = await api.post('/api/insertbilling').send(bill(b));
  if (invoice.status !== 201) throw new Error(`bill failed: ${JSON.stringify(invoice.body)}`);
  const cash = await systemLedger(api, 'Cash');
  const purchase = await systemLedger(api, 'Purchase');
  const bank = await bankLedger(api);
  const supplier = (
    await api.post('/api/insertsupplier').send({
      LegalName: 'Cipla Distributors',
      LedgerName: 'Cipla Distributors',
      Openingbalance: 0,
      balanceType: 'Credit',
    })
  ).body.PLID as number;
  return { billing: b, customer: b.local, cash, purchase, bank, supplier };
}

const SIGNATURES = ['Prepared By', 'Authorized Signatory'];

describeApi('Printed vouchers', (env) => {
  describe('GET /api/printreceipt/:ReNo', () => {
    it('prints a cash receipt with its party, the amount in figures and words, and the bill it settles', async () => {
      const { api } = await env.company('Sri Lakshmi Traders');
      const b = await books(api);
      await api.post('/api/insertupdatereciept').send({
        RDate: '2026-07-01',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: b.customer,
        Debit: 125000.75,
        Narration: 'Received against bill A/1 and on account',
      });

      const printed = await print(api, '/api/printreceipt/1');

      expect(printed.status).toBe(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      expect(printed.headers['content-disposition']).toBe('inline; filename="receipt-1.pdf"');
      expect(printed.headers['x-content-type-options']).toBe('nosniff');
      expect(printed.pages).toBe(1);
      for (const shown of [
        'Receipt Voucher',
        'Sri Lakshmi Traders',
        '12 MG Road',
        'Voucher No.: 1',
        'Date: 01-07-2026',
        'Mode: Cash',
        'Receipt Type: Cash',
        'Received From',
        'Asha Stores',
        '1,25,000.75',
        '₹ 1,25,000.75',
        'Rupees One Lakh Twenty Five Thousand and Seventy Five Paise Only',
        'Received against bill A/1 and on account',
        'Bills Settled',
        'A/1 15-06-2026 294.00',
        ...SIGNATURES,
      ])
        expect(printed.text).toContain(shown);
      expect(printed.text).not.toContain('Cheque/DD');
    });

    it('prints a cancelled receipt stamped CANCELLED', async () => {
      const { api } = await env.company();
      const b = await books(api);
      const body = {
        RDate: '2026-07-01',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: b.customer,
        Debit: 10,
        Allocations: [],
      };
      await api.post('/api/insertupdatereciept').send(body);
      await api.post('/api/insertupdatereciept').send(body);
      await api.post('/api/cancelreceipt').send({ ReNo: 2, Reason: 'Entered twice' });

      const live = await print(api, '/api/printreceipt/1');
      const cancelled = await print(api, '/api/printreceipt/2');

      expect(live.letters).not.toContain('CANCELLED');
      expect(cancelled.status).toBe(200);
      expect(cancelled.letters).toContain('CANCELLED');
      expect(cancelled.text).toContain('Rupees Ten Only');
    });

    it('is not found for another company, for a deleted receipt, or for a number that is not one', async () => {
      const { api } = await env.company();
      const { api: other } = await env.company();
      const b = await books(api);
      await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-07-01', AccGroupid: 6, PLID: b.cash, PartyID: b.customer, Debit: 10 });
      await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-07-01', AccGroupid: 6, PLID: b.cash, PartyID: b.customer, Debit: 20 });
      await api.delete('/api/deleteReciept').send({ ReNo: 2 });

      const ownFirst = await print(api, '/api/printreceipt/1');
      const othersFirst = await print(other, '/api/printreceipt/1');
      const deleted = await print(api, '/api/printreceipt/2');
      const notANumber = await print(api, '/api/printreceipt/abc');
      const otherCompanyID = await print(api, '/api/printreceipt/1?CompanyID=999');
      const anonymous = await env.anon().get('/api/printreceipt/1');

      expect(ownFirst.status).toBe(200);
      expect(othersFirst.status).toBe(404);
      expect(deleted.status).toBe(404);
      expect(notANumber.status).toBe(404);
      expect(otherCompanyID.status).toBe(403);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('GET /api/printpayment/:PUNo', () => {
    it('prints a bank payment with the cheque number, date, bank and branch', async () => {
      const { api } = await env.company('Sri Lakshmi Traders');
      const b = await books(api);
      await api.post('/api/insertupdatePayment').send({
        RDate: '2026-07-03',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.supplier,
        Debit: 1234567.8,
        ChkNo: '004512',
        ChkDate: '2026-07-02',
        Bank: 'State Bank of India',
        Branch: 'Mysuru Main',
        Remark: 'Account payee',
        Narration: 'Paid for June purchases',
      });

      const printed = await print(api, '/api/printpayment/1');

      expect(printed.status).toBe(200);
      for (const shown of [
        'Payment Voucher',
        'Sri Lakshmi Traders',
        'Voucher No.: 1',
        'Date: 03-07-2026',
        'Mode: Bank',
        'Paid From: SBI Current Account',
        'Paid To',
        'Cipla Distributors',
        '₹ 12,34,567.80',
        'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Paise Only',
        'Cheque/DD No.: 004512',
        'Cheque Date: 02-07-2026',
        'Bank: State Bank of India',
        'Branch: Mysuru Main',
        'Remark: Account payee',
        'Paid for June purchases',
        ...SIGNATURES,
      ])
        expect(printed.text).toContain(shown);
      expect(printed.text).not.toContain('Bills Settled');
    });

    it("prints the supplier's bill it settles, with our purchase number and date, not a sales bill", async () => {
      const { api } = await env.company();
      const b = await books(api);
      const supplier = await supplierOf(api, 'Mysore Pharma');
      const bought = await buyPx1(api, b.billing, { SupplierID: supplier });
      await api.post('/api/insertupdatePayment').send({
        RDate: '2026-07-03',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: supplier,
        Debit: 1120,
        Allocations: [{ BillID: bought.body.PurchaseID as number, Amount: 1120 }],
      });

      const printed = await print(api, '/api/printpayment/1');

      expect(printed.status).toBe(200);
      expect(printed.text).toContain('Supplier Bill No. Purchase No. Purchase Date Amount');
      expect(printed.text).toContain('Mysore Pharma CD/1042 1 10-06-2026 1,120.00');
      expect(printed.text).not.toContain('A/1'); // the customer's bill that shares the key 1
      expect(printed.text).not.toContain('Asha Stores');
    });
  });

  describe('GET /api/printcontra/:CeNo', () => {
    it('prints cash deposited into the bank', async () => {
      const { api } = await env.company('Sri Lakshmi Traders');
      const b = await books(api);
      await api.post('/api/insertupdateContraEntry').send({
        Cdate: '2026-07-04',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.cash,
        Debit: 250000,
        ChkNo: 'SLIP-77',
        Narration: 'Cash deposited',
      });

      const printed = await print(api, '/api/printcontra/1');

      expect(printed.status).toBe(200);
      for (const shown of [
        'Contra Voucher',
        'Sri Lakshmi Traders',
        'Voucher No.: 1',
        'Date: 04-07-2026',
        'Mode: Bank',
        'Transferred To: SBI Current Account',
        'Transferred From',
        'Cash',
        '₹ 2,50,000.00',
        'Rupees Two Lakh Fifty Thousand Only',
        'Cheque/DD No.: SLIP-77',
        'Cash deposited',
        ...SIGNATURES,
      ])
        expect(printed.text).toContain(shown);
    });
  });

  describe('GET /api/printjournal/:JoNo', () => {
    it('prints each ledger in a Debit or Credit column, totalled, the total in crore', async () => {
      const { api } = await env.company('Sri Lakshmi Traders');
      const b = await books(api);
      await api.post('/api/insertupdatejournal').send({
        Jdate: '2026-07-05',
        Narration: 'Purchases booked on credit',
        journalEntries: [
          { PLID: b.purchase, Debit: 12345678.9, Narration: 'June stock' },
          { PLID: b.supplier, Credit: 10000000 },
          { PLID: b.cash, Credit: 2345678.9 },
        ],
      });

      const printed = await print(api, '/api/printjournal/1');

      expect(printed.status).toBe(200);
      expect(printed.layout).toMatch(/Particulars\s+Debit\s+Credit/);
      expect(printed.layout).toMatch(/Purchase\s+1,23,45,678\.90\n/);
      expect(printed.layout).toMatch(/Cipla Distributors\s+1,00,00,000\.00\n/);
      expect(printed.layout).toMatch(/Total\s+₹ 1,23,45,678\.90\s+₹ 1,23,45,678\.90/);
      for (const shown of [
        'Journal Voucher',
        'Sri Lakshmi Traders',
        'Voucher No.: 1',
        'Date: 05-07-2026',
        'June stock',
        '23,45,678.90',
        'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only',
        'Purchases booked on credit',
        ...SIGNATURES,
      ])
        expect(printed.text).toContain(shown);
      expect(printed.text).not.toContain('Mode:');
    });
  });
});
