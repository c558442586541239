/**
 * The invoice grid benchmark (issue 11 item 7; part of `npm run bench`, alone: `tsx
 * scripts/benchGrid.ts`). `npm start` on a throw-away SQLite file (building the admin when
 * admin/dist is missing), a company signed up, what a bill needs, and a 100-line bill saved
 * through the API; then, in headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium):
 *   - keystroke to frame: a key pressed in the quantity cell of line 100 of that bill, to the
 *     first requestAnimationFrame after its input event (so React's work on the key is inside),
 *     median and p95 over BENCH_KEYS (50) keys 100 ms apart; also to the end of that frame's
 *     style, layout and paint, and to the end of the input event; beside each, the same measure
 *     on a plain <input> in a blank page of the same browser;
 *   - opening the saved bill: the number typed in Search and Enter, to the frame that shows its
 *     line 100 (in the running app), and a cold load of its address;
 *   - the admin's initial JavaScript: the entry chunk index.html loads and what it imports
 *     statically, gzipped.
 * Figures, not asserts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser';
import { startApp } from '../tests/e2e/server';
import type { Agent } from '../tests/support/api';
import { validCompany, validEmployee } from '../tests/support/api';
import { bill, billingSetup } from '../tests/support/billing';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'admin', 'dist');
const KEYS = Number(process.env.BENCH_KEYS ?? 50);
const LINES = 100;
const OPENS = 7;

const ms = (n: number) => `${n.toFixed(1)} ms`;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] ?? NaN;
}

/** The entry chunk(s) index.html loads and every chunk they import statically: what the first paint waits for. */
export function initialJavaScript(dist = DIST): { files: string[]; raw: number; gzip: number } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is a lazy page.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      queue.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
  let raw = 0;
  let gzip = 0;
  for (const file of seen) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: [...seen], raw, gzip };
}

/** billingSetup's calls made with the browser's own session. */
function browserAgent(page: Page): Agent {
  const post = (url: string) => ({
    send: async (data: unknown) => {
      const res = await page.request.post(url, { data: data as Record<string, unknown> });
      return { status: res.status(), body: await res.json() };
    },
  });
  return { post } as unknown as Agent;
}

/**
 * Installs, in the page, a recorder of keystroke-to-frame times on `selector`: from the key's
 * event time to the first animation frame after the input event it caused.
 */
async function recordKeys(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as {
      __keyFrames: number[];
      __keyPainted: number[];
      __keyScript: number[];
    };
    w.__keyFrames = [];
    w.__keyPainted = [];
    w.__keyScript = [];
    const el = document.querySelector<HTMLInputElement>(sel)!;
    let down = 0;
    el.addEventListener('keydown', (e) => (down = e.timeStamp), true);
    el.addEventListener('input', () => {
      const from = down;
      requestAnimationFrame(() => {
        w.__keyFrames.push(performance.now() - from);
        // A message posted in the frame's callback is handled after that frame's style, layout and paint.
        const after = new MessageChannel();
        after.port1.onmessage = () => w.__keyPainted.push(performance.now() - from);
        after.port2.postMessage(null);
      });
    });
    // The window hears the input last, after React's own listener has rendered what it changed.
    window.addEventListener('input', () => w.__keyScript.push(performance.now() - down));
    el.focus();
  }, selector);
}

/** Presses KEYS keys (a digit, then Backspace, so the value stays short) and answers the times. */
async function pressKeys(
  page: Page,
): Promise<{ frames: number[]; painted: number[]; script: number[] }> {
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 2 === 0 ? String((i / 2) % 10) : 'Backspace');
    await page.waitForFunction(
      (n) => (window as unknown as { __keyPainted: number[] }).__keyPainted.length >= n,
      i + 1,
    );
    // A fast typist's keys are about 100 ms apart: each key meets a page that has finished the last one.
    await page.waitForTimeout(100);
  }
  return page.evaluate(() => {
    const w = window as unknown as {
      __keyFrames: number[];
      __keyPainted: number[];
      __keyScript: number[];
    };
    return { frames: w.__keyFrames, painted: w.__keyPainted, script: w.__keyScript };
  });
}

/** In the running app: the bill number typed in Search and Enter, to the frame that shows line `LINES`. */
async function openBySearch(page: Page, BillNo: number): Promise<number> {
  await page.goto('/SalesInvoice');
  await page.locator('#inv-BillNo').waitFor();
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('#inv-BillNo')?.value ?? '') !== '',
  );
  await page.locator('#inv-BillNo').fill(String(BillNo));
  await page.evaluate((lines) => {
    const w = window as unknown as { __open?: { start?: number; end?: number } };
    w.__open = {};
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter' && w.__open!.start === undefined) w.__open!.start = e.timeStamp;
      },
      { capture: true, once: true },
    );
    const seen = new MutationObserver(() => {
      if (!document.querySelector(`input[aria-label="Qty ${lines}"]`)) return;
      seen.disconnect();
      requestAnimationFrame(() => (w.__open!.end = performance.now()));
    });
    seen.observe(document.body, { childList: true, subtree: true });
  }, LINES);
  await page.locator('#inv-BillNo').press('Enter');
  await page.waitForFunction(
    () => (window as unknown as { __open: { end?: number } }).__open.end !== undefined,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const o = (window as unknown as { __open: { start: number; end: number } }).__open;
    return o.end - o.start;
  });
}

export async function benchGrid(): Promise<void> {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executable)) {
    console.log(`\nInvoice grid: skipped (no Chromium at ${executable})`);
    return;
  }
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const js = initialJavaScript();

  const app = await startApp();
  const browser = await launchChromium();
  try {
    // The floor: the same measure on a plain input in a blank page of the same browser.
    const blank = await browser.newPage();
    await blank.setContent('<input id="plain">');
    await recordKeys(blank, '#plain');
    const plain = await pressKeys(blank);
    await blank.close();

    const page = await browser.newPage({
      baseURL: app.url,
      viewport: { width: 1600, height: 1000 },
    });
    page.setDefaultTimeout(20_000);
    const signup = await page.request.post('/api/insertcompanysignup', {
      data: validCompany('Grid Bench Traders'),
    });
    const { signupToken } = (await signup.json()) as { signupToken: string };
    await page.request.post('/api/insertemployee', {
      data: { ...validEmployee('gridbench', 'grid-bench-password'), signupToken },
    });
    await page.goto('/');
    await page.getByLabel(/^Username(\s*\*)?$/).fill('gridbench');
    await page.getByLabel(/^Password(\s*\*)?$/).fill('grid-bench-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });

    const b = await billingSetup(browserAgent(page));
    const items = Array.from({ length: LINES }, (_, j) => ({
      ItemID: j % 2 ? b.cough : b.paracetamol,
      Quantity: 1 + (j % 12),
      FreeQty: j % 5 === 0 ? 1 : 0,
      GrossAmount: (1037 + j * 311) / 100,
      DiscountPer: j % 3 === 0 ? 2.5 : 0,
    }));
    const saved = await page.request.post('/api/insertbilling', { data: bill(b, { items }) });
    const body = (await saved.json()) as {
      BillID: number;
      BillNo: number;
      success: boolean;
      error?: string;
    };
    if (!body.success) throw new Error(`the ${LINES}-line bill was not saved: ${body.error}`);

    // Cold: the bill's address loaded from nothing (the app, its lazy page, the bill).
    const cold: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await page.goto(`/SalesInvoice/${body.BillID}`);
      await page.locator(`input[aria-label="Qty ${LINES}"]`).waitFor();
      cold.push(performance.now() - t);
    }
    const warm: number[] = [];
    for (let i = 0; i < OPENS; i++) warm.push(await openBySearch(page, body.BillNo));

    await recordKeys(page, `input[aria-label="Qty ${LINES}"]`);
    const keys = await pressKeys(page);
    console.log(`\nInvoice grid in headless Chromium (${LINES}-line bill, ${KEYS} keys)`);
    console.log(
      `  keystroke to frame, Qty of line ${LINES}:  median ${ms(percentile(keys.frames, 50))}, p95 ${ms(percentile(keys.frames, 95))}   (target: median < 16 ms)`,
    );
    console.log(
      `  baseline, a plain <input>:          median ${ms(percentile(plain.frames, 50))}, p95 ${ms(percentile(plain.frames, 95))}`,
    );
    console.log(
      `  to the end of that frame's paint:   median ${ms(percentile(keys.painted, 50))}, p95 ${ms(percentile(keys.painted, 95))} (plain input: median ${ms(percentile(plain.painted, 50))})`,
    );
    console.log(
      `  key to the end of its input event:  median ${ms(percentile(keys.script, 50))}, p95 ${ms(percentile(keys.script, 95))} (plain input: median ${ms(percentile(plain.script, 50))})`,
    );
    console.log(
      `  open the saved bill (Search, Enter): median ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))} (until line ${LINES} is drawn)`,
    );
    console.log(
      `  cold load of /SalesInvoice/:id:      median ${ms(percentile(cold, 50))} (app, page and bill, until line ${LINES} shows)`,
    );
    console.log(
      `  initial JavaScript: ${(js.gzip / 1024).toFixed(0)} KB gzipped (${(js.raw / 1024).toFixed(0)} KB raw) in ${js.files.length} file(s)   (limit: 600 KB gzipped)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchGrid();
