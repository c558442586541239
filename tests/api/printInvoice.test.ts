import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, buyPx1, MH_GSTIN } from '../support/billing';
import { PNG } from '../support/files';
import { saveLicence } from '../support/licence';
import { gstinCheckCharacter } from '../../resources';

/** The company's own GSTIN in Maharashtra, and after it re-registers, in Karnataka. */
const OURS_IN_MH = `27AAACT2727Q1Z${gstinCheckCharacter('27AAACT2727Q1Z')}`;
const OURS_IN_KA = `29AAACT2727Q1Z${gstinCheckCharacter('29AAACT2727Q1Z')}`;

/** The company's own GSTIN: Karnataka, as its State. */
const COMPANY_GSTIN = '29AAGCB7383J1Z4';

const run = promisify(execFile);
let dir: string;
let n = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'print-invoice-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Asks for the PDF as bytes, whatever its content type. */
function getPdf(api: Agent, BillID: number) {
  return api
    .get(`/api/printinvoice/${BillID}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The PDF's text as a reader's tool finds it: poppler's pdftotext, laid out, and in content order. */
async function textOf(
  res: Response,
): Promise<{ text: string; raw: string; images: string; info: string }> {
  const file = path.join(dir, `invoice-${++n}.pdf`);
  await writeFile(file, res.body as Buffer);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const raw = (await run('pdftotext', ['-raw', file, '-'])).stdout;
  const images = (await run('pdfimages', ['-list', file])).stdout;
  const info = (await run('pdfinfo', [file])).stdout;
  return { text, raw, images, info };
}

describeApi('GET /api/printinvoice/:id', (env) => {
  it('answers an A4 PDF carrying every Rule 46 field of the saved bill', async () => {
    const { api } = await env.company('Sri Lakshmi Pharma');
    await saveLicence(api, COMPANY_GSTIN, [
      { field: 'Logo', bytes: PNG, name: 'logo.png', type: 'image/png' },
    ]);
    const b = await billingSetup(api, { opening: 100_000 });
    // 10,000 x 12.50 = 1,25,000.00 less 2.5% 3,125.00 = 1,21,875.00 + 12% 14,625.00 (7,312.50 + 7,312.50)
    // 3 x 50.00 = 150.00 + 5% 7.50; total 1,36,657.50 -> 1,36,658.00, round-off 0.50
    const saved = await api.post('/api/insertbilling').send(
      bill(b, {
        Narration: 'Delivered by van 3',
        items: [
          {
            ItemID: b.paracetamol,
            Quantity: 10000,
            FreeQty: 100,
            GrossAmount: 12.5,
            DiscountPer: 2.5,
          },
          { ItemID: b.cough, Quantity: 3, GrossAmount: 50 },
        ],
      }),
    );

    const res = await getPdf(api, saved.body.BillID);
    const { text, raw, images, info } = await textOf(res);
    const rows = text.split('\n');

    expect(saved.body.data).toMatchObject({ BillAmount: 136658, RoundOff: 0.5 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(text).toContain('Sri Lakshmi Pharma');
    expect(text).toContain('12 MG Road');
    expect(text).toContain(`GSTIN/UIN: ${COMPANY_GSTIN}`);
    expect(text).toContain('State Name: Karnataka, Code: 29');
    expect(images).toMatch(/^\s+1\s+0\s+image\s+1\s+1\s/m);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('A/1');
    expect(text).toContain('15-06-2026');
    expect(text).toContain('Asha Stores');
    expect(text).toContain('4 Market Road');
    expect(text).toContain('GSTIN/UIN: 29AABCU9603R1ZJ');
    expect(text).toContain('Place of Supply: Karnataka (29)');
    expect(rows.find((r) => r.includes('Paracetamol 500'))).toMatch(
      /3004\s+Paracetamol 500\s+10,000\s+100\s+NOS\s+15\.00\s+12\.50\s+2\.5\s+1,21,875\.00\s+12\s+7,312\.50\s+7,312\.50\s+1,36,500\.00/,
    );
    expect(rows.find((r) => r.includes('Cough Syrup'))).toMatch(
      /3004\s+Cough Syrup\s+3\s+NOS\s+60\.00\s+50\.00\s+150\.00\s+5\s+3\.75\s+3\.75\s+157\.50/,
    );
    expect(text).toContain('HSN/SAC-wise Tax Summary');
    expect(rows.find((r) => r.includes('Round Off'))).toMatch(/Round Off\s+0\.50\s*$/);
    expect(rows.find((r) => /Total\s+Rs\./.test(r))).toMatch(/Rs\. 1,36,658\.00\s*$/);
    expect(text).toContain('Rupees One Lakh Thirty Six Thousand Six Hundred Fifty Eight Only');
    expect(text).toContain('Delivered by van 3');
    expect(text).toContain('Authorised Signatory');
    expect(text).not.toContain('IGST');
    expect(raw.replace(/\s+/g, '')).not.toContain('CANCELLED');
  });

  it('prints IGST and the other state as the place of supply for an inter-state bill', async () => {
    const { api } = await env.company('Sri Lakshmi Pharma');
    const b = await billingSetup(api);
    const saved = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside }));

    const { text } = await textOf(await getPdf(api, saved.body.BillID));

    expect(text).toContain('Pune Pharma');
    expect(text).toContain(`GSTIN/UIN: ${MH_GSTIN}`);
    expect(text).toContain('State Name: Maharashtra, Code: 27');
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).toMatch(/Taxable Value\s+Tax %\s+IGST\s+Amount/);
    expect(text).not.toMatch(/\bCGST\b|\bSGST\b/);
    expect(text).toContain('Rupees Two Hundred Ninety Four Only');
  });

  it("prints the customer's state as billed, after the customer has moved", async () => {
    const { api } = await env.company('Sri Lakshmi Pharma');
    const b = await billingSetup(api);
    await api.post('/api/updatecustomer').send({ PLID: b.walkIn, State: 'Karnataka' });
    const saved = await api.post('/api/insertbilling').send({
      BillDate: '2026-06-15',
      InvType: 2,
      SID: b.seriesC,
      CustomerID: b.walkIn,
      items: [{ ItemID: b.paracetamol, Quantity: 2, GrossAmount: 12.5 }],
    });
    const moved = await api.post('/api/updatecustomer').send({ PLID: b.walkIn, State: 'Kerala' });

    const { text } = await textOf(await getPdf(api, saved.body.BillID));

    expect([saved.status, moved.status]).toEqual([201, 200]);
    expect(text).toContain('State Name: Karnataka, Code: 29');
    expect(text).not.toContain('Kerala');
    expect(text).toContain('Place of Supply: Karnataka (29)');
  });

  it("prints the company's GSTIN and state as billed, after the company has re-registered", async () => {
    const { api } = await env.company('Sri Lakshmi Pharma');
    const b = await billingSetup(api);
    // Registered in Maharashtra when billing Asha Stores of Karnataka: IGST.
    await saveLicence(api, OURS_IN_MH);
    const saved = await api.post('/api/insertbilling').send(bill(b));
    await saveLicence(api, OURS_IN_KA);

    const { text } = await textOf(await getPdf(api, saved.body.BillID));

    expect(saved.status).toBe(201);
    expect(text).toContain(`GSTIN/UIN: ${OURS_IN_MH}`);
    expect(text).not.toContain(OURS_IN_KA);
    expect(text).toContain('State Name: Maharashtra, Code: 27');
    expect(text).toMatch(/\bIGST\b/);
  });

  it('says under the lines of a GST-inclusive bill that its rates include GST, and not on others', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const inclusive = await api.post('/api/insertbilling').send(bill(b, { GSTIncluding: true }));
    const exclusive = await api.post('/api/insertbilling').send(bill(b));

    expect((await textOf(await getPdf(api, inclusive.body.BillID))).text).toContain(
      'Rates include GST.',
    );
    expect((await textOf(await getPdf(api, exclusive.body.BillID))).text).not.toContain(
      'Rates include GST',
    );
  });

  it('titles a bill of only goods without GST a Bill of Supply (Rule 49), and a bill with any taxed line a Tax Invoice', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const untaxed = await api.post('/api/updateitemdetails').send({ ItemId: b.cough, Taxable: 2 });
    const line = (ItemID: number) => ({ ItemID, Quantity: 2, GrossAmount: 50 });
    const exempt = await api.post('/api/insertbilling').send(bill(b, { items: [line(b.cough)] }));
    const mixed = await api
      .post('/api/insertbilling')
      .send(bill(b, { items: [line(b.cough), line(b.paracetamol)] }));

    const exemptPrint = await textOf(await getPdf(api, exempt.body.BillID));
    const mixedPrint = await textOf(await getPdf(api, mixed.body.BillID));

    expect(untaxed.status).toBe(200);
    expect(exempt.body.InvoiceNo).toBeTruthy();
    expect(exemptPrint.text).toContain('Bill of Supply');
    expect(exemptPrint.text).not.toContain('Tax Invoice');
    expect(exemptPrint.info).toMatch(/Title:\s+Bill of Supply/);
    expect(exemptPrint.text).not.toContain('Reverse Charge');
    // No tax is charged on it: no tax columns, tax rows or HSN tax summary.
    for (const taxWord of ['CGST', 'SGST', 'IGST', 'Tax %', 'Taxable Value', 'Tax Summary'])
      expect([taxWord, exemptPrint.text.includes(taxWord)]).toEqual([taxWord, false]);
    expect(mixedPrint.text).toContain('Taxable Value');
    expect(mixedPrint.text).toContain('CGST');
    expect(mixedPrint.text).toContain('Tax Invoice');
    expect(mixedPrint.text).toContain('Tax payable on Reverse Charge: No');
    expect(mixedPrint.text).not.toContain('Bill of Supply');
  });

  it('prints the bill as it now is after an edit', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const saved = await api.post('/api/insertbilling').send(bill(b));
    await api.post('/api/updatebilling').send({
      BillID: saved.body.BillID,
      ...bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 20, GrossAmount: 12.5 }] }),
    });

    const { text } = await textOf(await getPdf(api, saved.body.BillID));

    expect(text).toContain('Rupees Two Hundred Eighty Only');
    expect(text).not.toContain('Cough Syrup');
  });

  it('prints the batch billed and its expiry beside the item, as a pharma invoice must', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await buyPx1(api, b, { Quantity: 50 });
    const saved = await api.post('/api/insertbilling').send(
      bill(b, {
        // Typed in lower case, as a clerk keying fast does: the bill keeps the master's spelling.
        items: [{ ItemID: b.paracetamol, BatchId: 'px1', Quantity: 5, GrossAmount: 12.5 }],
      }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data.items[0].BatchId).toBe('PX1');

    const { text } = await textOf(await getPdf(api, saved.body.BillID));

    // The description wraps in its narrow column: the batch on the item's line, the expiry below.
    expect(text).toMatch(/1 +3004 +Paracetamol 500 · Batch PX1 +5 /);
    expect(text).toMatch(/\n +· Exp 31-05-2028\n/);
  });

  it('stamps a cancelled bill CANCELLED', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const saved = await api.post('/api/insertbilling').send(bill(b));
    await api.post('/api/cancelbilling').send({ BillID: saved.body.BillID, Reason: 'Duplicate' });

    const res = await getPdf(api, saved.body.BillID);
    const { text, raw } = await textOf(res);

    expect(res.status).toBe(200);
    expect(raw.replace(/\s+/g, '')).toContain('CANCELLED');
    expect(text).toContain('A/1');
  });

  describe('refusals', () => {
    it("answers 404 as JSON for a bill that does not exist or is another company's", async () => {
      const a = await env.company();
      const c = await env.company();
      const b = await billingSetup(a.api);
      const saved = await a.api.post('/api/insertbilling').send(bill(b));

      const theirs = await c.api.get(`/api/printinvoice/${saved.body.BillID}`);
      const missing = await a.api.get('/api/printinvoice/999999');
      const anonymous = await env.anon().get(`/api/printinvoice/${saved.body.BillID}`);

      expect(theirs.status).toBe(404);
      expect(theirs.headers['content-type']).toMatch(/^application\/json/);
      expect(missing.status).toBe(404);
      expect(anonymous.status).toBe(401);
    });
  });
});
