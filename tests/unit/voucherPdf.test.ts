import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVoucher, type PrintableVoucher } from '../../backend/src/print/voucher';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'voucher-pdf-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pages(v: PrintableVoucher): Promise<string[]> {
  const file = path.join(dir, `${v.number}.pdf`);
  await writeFile(file, await renderVoucher(v));
  const info = (await run('pdfinfo', [file])).stdout;
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const out: string[] = [];
  for (let n = 1; n <= count; n += 1)
    out.push(
      (await run('pdftotext', ['-layout', '-f', String(n), '-l', String(n), file, '-'])).stdout,
    );
  return out;
}

const parties = Array.from({ length: 100 }, (_, i) => ({
  name: `Party ${String(i + 1).padStart(3, '0')}`,
  amountPaise: 100_00,
}));

const long: PrintableVoucher = {
  title: 'Receipt Voucher',
  company: { name: 'Sri Lakshmi Traders', address: '12 MG Road\nBengaluru 560001' },
  number: '42',
  date: '2026-07-01',
  mode: 'Cash',
  account: { label: 'Receipt Type', name: 'Cash' },
  lines: { kind: 'amount', partyLabel: 'Received From', rows: parties },
  totalPaise: 100 * 100_00,
  narration: 'Collections of the day',
};

describe('renderVoucher', () => {
  it('breaks a long voucher across pages, naming the voucher and repeating the heading on each', async () => {
    const printed = await pages(long);

    expect(printed.length).toBeGreaterThan(1);
    printed.slice(1).forEach((page) => {
      expect(page).toContain('Receipt Voucher No. 42 (continued)');
    });
    printed.forEach((page, i) => {
      expect(page).toMatch(/Sl\s+Received From\s+Amount/);
      expect(page).toContain(`Page ${i + 1} of ${printed.length}`);
    });
    const all = printed.join('\n');
    for (const p of parties) expect(all).toContain(p.name);
    expect(all).toMatch(/Total\s+₹ 10,000\.00/);
    expect(all).toContain('Rupees Ten Thousand Only');
    expect(printed.at(-1)).toContain('Authorized Signatory');
  });
});
