import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PrintableInvoice,
  type PrintableLine,
  renderTaxInvoice,
} from '../../backend/src/print/taxInvoice';
import { PNG } from '../support/files';

/**
 * The printed invoice is read back the way an auditor's tool would: poppler's pdftotext, pdfinfo
 * and pdfimages on the rendered file, so every field is checked as text a reader can find.
 */

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tax-invoice-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Printed {
  pages: number;
  text: string; // the whole document, pdftotext -layout
  page: (n: number) => Promise<string>; // one page, -layout
  rawPage: (n: number) => Promise<string>; // one page in content order, where rotated letters stay together
  images: () => Promise<string>;
}

async function printed(inv: PrintableInvoice, file: string): Promise<Printed> {
  const pdf = path.join(dir, file);
  await writeFile(pdf, await renderTaxInvoice(inv));
  const text = async (...args: string[]) => (await run('pdftotext', [...args, pdf, '-'])).stdout;
  const info = (await run('pdfinfo', [pdf])).stdout;
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    text: await text('-layout'),
    page: (n) => text('-layout', '-f', String(n), '-l', String(n)),
    rawPage: (n) => text('-raw', '-f', String(n), '-l', String(n)),
    images: async () => (await run('pdfimages', ['-list', pdf])).stdout,
  };
}

const company: PrintableInvoice['company'] = {
  name: 'Sri Lakshmi Pharma Distributors',
  address: '12, 3rd Cross, Gandhi Bazaar\nBasavanagudi, Bengaluru 560004',
  gstin: '29ABCDE1234F1Z5',
  stateName: 'Karnataka',
  stateCode: '29',
  phone: '080-26601234',
  email: 'accounts@slpharma.in',
};

function line(overrides: Partial<PrintableLine>): PrintableLine {
  return {
    hsn: '30049099',
    description: 'Paracetamol 650 mg Tablets',
    qtyMilli: 1000,
    freeQtyMilli: 0,
    unit: 'Strip',
    mrpPaise: null,
    ratePaise: 0,
    discountBp: 0,
    discountPaise: 0,
    taxablePaise: 0,
    taxBp: 1200,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
    ...overrides,
  };
}

/** Two lines inside Karnataka, figures worked by hand (12% and 18%, a 10% discount). */
const intraState: PrintableInvoice = {
  company: { ...company, logo: PNG },
  customer: {
    name: 'Apollo Medicals',
    address: '45 MG Road, Bengaluru 560001',
    gstin: '29AAACA1234B1Z2',
    stateName: 'Karnataka',
    stateCode: '29',
    mobile: '9876543210',
  },
  invoiceNo: 'B2B/1234',
  billDate: '2025-06-05',
  placeOfSupply: { code: '29', name: 'Karnataka' },
  interState: false,
  lines: [
    // 2 x 61,728.39 = 1,23,456.78; 12% = 14,814.81 split 7,407.41 + 7,407.40.
    line({
      qtyMilli: 2000,
      freeQtyMilli: 500,
      mrpPaise: 75_000_00,
      ratePaise: 61_728_39,
      taxablePaise: 1_23_456_78,
      cgstPaise: 7_407_41,
      sgstPaise: 7_407_40,
      totalPaise: 1_38_271_59,
    }),
    // 10 x 250.00 = 2,500.00 less 10% = 2,250.00; 18% = 405.00.
    line({
      hsn: '21069099',
      description: 'Vitamin C Chewable 500 mg',
      qtyMilli: 10_000,
      unit: 'Box',
      ratePaise: 250_00,
      discountBp: 1000,
      discountPaise: 250_00,
      taxablePaise: 2_250_00,
      taxBp: 1800,
      cgstPaise: 202_50,
      sgstPaise: 202_50,
      totalPaise: 2_655_00,
    }),
  ],
  hsnSummary: [
    {
      hsn: '30049099',
      taxBp: 1200,
      taxable: 1_23_456_78,
      cgst: 7_407_41,
      sgst: 7_407_40,
      igst: 0,
      tax: 14_814_81,
    },
    {
      hsn: '21069099',
      taxBp: 1800,
      taxable: 2_250_00,
      cgst: 202_50,
      sgst: 202_50,
      igst: 0,
      tax: 405_00,
    },
  ],
  // 1,25,706.78 + 15,219.81 = 1,40,926.59, rounded up by 0.41.
  totals: {
    taxable: 1_25_706_78,
    cgst: 7_609_91,
    sgst: 7_609_90,
    igst: 0,
    roundOff: 41,
    total: 1_40_927_00,
  },
  narration: 'Delivered by van 3 against order 77',
};

const LINES = 65;
const itemName = (i: number) => `Item ${String(i).padStart(3, '0')}`;

/** 65 lines to Tamil Nadu (IGST), every tenth with a description long enough to wrap; cancelled. */
const interStateLines = Array.from({ length: LINES }, (_, k) => {
  const i = k + 1;
  const taxable = i * 1_000_00;
  const tax = i * 120_00;
  const tail =
    i % 10 === 0
      ? ' capsules in blister strips of ten, cold chain, batch AMX-2291 expiring 03-2027'
      : ' capsules';
  return line({
    description: `${itemName(i)} Amoxicillin 500 mg${tail}`,
    qtyMilli: i * 1000,
    ratePaise: 1_000_00,
    taxablePaise: taxable,
    igstPaise: tax,
    totalPaise: taxable + tax,
  });
});
const interTaxable = interStateLines.reduce((sum, l) => sum + l.taxablePaise, 0);
const interTax = interStateLines.reduce((sum, l) => sum + l.igstPaise, 0);

const interState: PrintableInvoice = {
  company,
  customer: {
    name: 'Chennai Health Stores',
    address: '8 Anna Salai, Chennai 600002',
    gstin: '33AAACC5678D1Z9',
    stateName: 'Tamil Nadu',
    stateCode: '33',
  },
  title: 'Tax Invoice',
  invoiceNo: 'IGST/77',
  billDate: '2025-12-31',
  placeOfSupply: { code: '33', name: 'Tamil Nadu' },
  interState: true,
  lines: interStateLines,
  hsnSummary: [
    {
      hsn: '30049099',
      taxBp: 1200,
      taxable: interTaxable,
      cgst: 0,
      sgst: 0,
      igst: interTax,
      tax: interTax,
    },
  ],
  totals: {
    taxable: interTaxable,
    cgst: 0,
    sgst: 0,
    igst: interTax,
    roundOff: 0,
    total: interTaxable + interTax,
  },
  cancelled: true,
};

describe('renderTaxInvoice: an intra-state invoice', () => {
  let doc: Printed;

  beforeAll(async () => {
    doc = await printed(intraState, 'intra.pdf');
  });

  it('prints the supplier: name, address, GSTIN, state and code, and the logo', async () => {
    const images = await doc.images();

    expect(doc.text).toContain('Sri Lakshmi Pharma Distributors');
    expect(doc.text).toContain('Basavanagudi, Bengaluru 560004');
    expect(doc.text).toContain('GSTIN/UIN: 29ABCDE1234F1Z5');
    expect(doc.text).toContain('State Name: Karnataka, Code: 29');
    expect(images).toMatch(/^\s+1\s+0\s+image\s+1\s+1\s+rgb/m);
  });

  it('prints the title, the invoice number and the date as DD-MM-YYYY', () => {
    expect(doc.text).toContain('Tax Invoice');
    expect(doc.text).toContain('B2B/1234');
    expect(doc.text).toContain('05-06-2025');
    expect(doc.text).not.toContain('2025-06-05');
  });

  it('prints the buyer and the place of supply with its state code', () => {
    expect(doc.text).toContain('Apollo Medicals');
    expect(doc.text).toContain('45 MG Road, Bengaluru 560001');
    expect(doc.text).toContain('GSTIN/UIN: 29AAACA1234B1Z2');
    expect(doc.text).toContain('Mobile: 9876543210');
    expect(doc.text).toContain('Place of Supply: Karnataka (29)');
  });

  it('prints each line in one row: HSN, description, quantity, free, unit, MRP, rate, taxable, tax rate, CGST, SGST, amount', () => {
    const rows = doc.text.split('\n');

    expect(rows.find((r) => r.includes('Paracetamol'))).toMatch(
      /30049099\s+Paracetamol 650 mg Tablets\s+2\s+0\.5\s+Strip\s+75,000\.00\s+61,728\.39\s+1,23,456\.78\s+12\s+7,407\.41\s+7,407\.40\s+1,38,271\.59/,
    );
    expect(rows.find((r) => r.includes('Vitamin C'))).toMatch(
      /21069099\s+Vitamin C Chewable 500 mg\s+10\s+Box\s+250\.00\s+10\s+2,250\.00\s+18\s+202\.50\s+202\.50\s+2,655\.00/,
    );
  });

  it('heads the tax columns CGST and SGST, with no IGST column', () => {
    const heading = doc.text.split('\n').find((r) => r.includes('Description of Goods'));

    expect(heading).toMatch(
      /HSN\/SAC.*Qty.*Free.*Unit.*MRP.*Rate.*Disc %.*Taxable Value.*Tax %.*CGST.*SGST.*Amount/,
    );
    expect(doc.text).not.toContain('IGST');
  });

  it('prints the HSN-wise summary, the totals with the round-off and the total in words', () => {
    const rows = doc.text.split('\n');

    expect(doc.text).toContain('HSN/SAC-wise Tax Summary');
    // Each head with its own rate (Rule 46(j)): CGST 9% and SGST 9% of the 18%.
    expect(rows.find((r) => /^\s*21069099\s+18\s/.test(r))).toMatch(
      /2,250\.00\s+9\s+202\.50\s+9\s+202\.50\s+405\.00/,
    );
    expect(rows.find((r) => r.includes('Round Off'))).toMatch(/Round Off\s+0\.41\s*$/);
    expect(rows.find((r) => /Total\s+Rs\./.test(r))).toMatch(/Rs\. 1,40,927\.00\s*$/);
    expect(doc.text).toContain('Rupees One Lakh Forty Thousand Nine Hundred Twenty Seven Only');
  });

  it('prints the narration, the supplier for whom it is signed, and Authorised Signatory', () => {
    expect(doc.text).toContain('Delivered by van 3 against order 77');
    expect(doc.text).toContain('for Sri Lakshmi Pharma Distributors');
    expect(doc.text).toContain('Authorised Signatory');
  });

  it('fits on one A4 page, numbered, without a CANCELLED stamp', async () => {
    const raw = await doc.rawPage(1);

    expect(doc.pages).toBe(1);
    expect(doc.text).toContain('Page 1 of 1');
    expect(doc.text).not.toContain('Continued on next page');
    expect(raw.replace(/\s+/g, '')).not.toContain('CANCELLED');
  });
});

describe('renderTaxInvoice: a cancelled inter-state invoice of 65 lines', () => {
  let doc: Printed;

  beforeAll(async () => {
    doc = await printed(interState, 'inter.pdf');
  });

  it('runs onto further A4 pages, each numbered Page N of M', async () => {
    const texts = await Promise.all(Array.from({ length: doc.pages }, (_, i) => doc.page(i + 1)));

    expect(doc.pages).toBeGreaterThanOrEqual(2);
    texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${doc.pages}`));
  });

  it('repeats the supplier, invoice and buyer header and the table heading on every page', async () => {
    for (let n = 1; n <= doc.pages; n += 1) {
      const text = await doc.page(n);

      expect(text, `page ${n}`).toContain('Tax Invoice');
      expect(text, `page ${n}`).toContain('Sri Lakshmi Pharma Distributors');
      expect(text, `page ${n}`).toContain('IGST/77');
      expect(text, `page ${n}`).toContain('31-12-2025');
      expect(text, `page ${n}`).toContain('Chennai Health Stores');
      expect(text, `page ${n}`).toContain('Place of Supply: Tamil Nadu (33)');
    }
    expect(await doc.page(2)).toMatch(/HSN\/SAC\s+Description of Goods\s+Qty/);
  });

  it('prints every line exactly once, in order, across the pages', () => {
    const printedItems = [...doc.text.matchAll(/Item (\d{3}) Amoxicillin/g)].map((m) =>
      Number(m[1]),
    );

    expect(printedItems).toEqual(Array.from({ length: LINES }, (_, k) => k + 1));
  });

  it('wraps a long description inside its column', () => {
    const rows = doc.text.split('\n');
    const first = rows.findIndex((r) => r.includes('Item 010'));

    expect(rows[first]).toMatch(
      /30049099\s+Item 010 Amoxicillin 500 mg\b.*\s10\s+Strip\s+1,000\.00\s+10,000\.00\s+12\s+1,200\.00\s+11,200\.00/,
    );
    expect(rows[first + 1]).not.toMatch(/\d,\d{3}\.\d{2}/);
    expect(rows.slice(first + 1, first + 3).join(' ')).toMatch(/blister|strips|cold chain/);
  });

  it('heads the tax column IGST, with no CGST or SGST column', () => {
    const heading = doc.text.split('\n').find((r) => r.includes('Description of Goods'));

    expect(heading).toMatch(/Taxable Value\s+Tax %\s+IGST\s+Amount/);
    expect(doc.text).not.toMatch(/\bCGST\b|\bSGST\b/);
  });

  it('totals in Indian grouping and in words', () => {
    // 65 lines: taxable 1,000 x (1 + ... + 65) = 21,45,000.00; IGST 12% = 2,57,400.00.
    expect(doc.text).toMatch(/Total\s+Rs\. 24,02,400\.00/);
    expect(doc.text).toContain('Rupees Twenty Four Lakh Two Thousand Four Hundred Only');
  });

  it('stamps CANCELLED across every page', async () => {
    for (let n = 1; n <= doc.pages; n += 1) {
      // The stamp is diagonal: pdftotext gives its letters one a line, after the page's text.
      const raw = (await doc.rawPage(n)).replace(/\s+/g, '');

      expect(raw, `page ${n}`).toContain('CANCELLED');
    }
  });
});

describe('renderTaxInvoice: names and addresses as long as the masters allow', () => {
  // 150 characters, the item master's most; the last words must print.
  const longName =
    `Amoxicillin 500 mg and Potassium Clavulanate 125 mg Film Coated Tablets IP Extended Release Pack of Ten Strips with Very Long Descriptive Name Text End`.slice(
      0,
      150,
    );
  // 250 characters, the customer master's most, the PIN code last.
  const longAddress = `${'Shop 4, Ground Floor, Sri Venkateshwara Commercial Complex, Opposite Government Hospital, Near Bus Stand, Old Market Road, Yelahanka New Town, Bengaluru North Taluk, Bengaluru Urban District, Karnataka '.padEnd(239, '.')} PIN 560064`;
  let text: string;

  beforeAll(async () => {
    const inv: PrintableInvoice = {
      ...intraState,
      company: { ...intraState.company, address: longAddress },
      customer: { ...intraState.customer, address: longAddress },
      lines: [{ ...intraState.lines[0], description: longName }],
    };
    text = (await printed(inv, 'long.pdf')).text.replace(/\s+/g, ' ');
  });

  it('prints the whole of a 150-character item name', () => {
    expect(longName).toHaveLength(150);
    expect(text).toContain('Descriptive Name Text');
    expect(text).not.toContain('…');
  });

  it("prints the whole of the supplier's and the buyer's 250-character address", () => {
    expect(longAddress).toHaveLength(250);
    expect(text.match(/PIN 560064/g)).toHaveLength(2);
  });
});
