import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { validCompany, validEmployee } from '../support/api';
import { launchChromium } from './browser';
import { startApp, type RunningApp } from './server';

/** The input labelled `label` (a required one's label ends in an asterisk). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

/** Picks `option` in the MUI select labelled `label` (the first, when a page shows two). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until `text` shows somewhere on the page. */
export const seen = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

/**
 * Alt+H on a document screen: waits for its `count` versions, answers each row's text, and
 * closes them with Esc (the screen stays).
 */
export async function versionsByAltH(page: Page, count: number): Promise<string[]> {
  await page.keyboard.press('Alt+h');
  const versions = page.getByRole('table', { name: 'Versions' });
  await versions.waitFor();
  const rows = versions.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(count);
  const texts = await rows.allInnerTexts();
  await page.keyboard.press('Escape');
  await expect.poll(() => versions.count()).toBe(0);
  return texts;
}

/**
 * Opens a screen from the side menu as a user would: its group opened, then the entry clicked,
 * until the address is the screen's. Clicked again when the first click landed while the menu
 * was still moving (the group's opening animation, the page loading under it).
 */
export async function openFromMenu(
  page: Page,
  group: string,
  label: string,
  path: string,
): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('treeitem', { name: label, exact: true });
  for (let attempt = 1; ; attempt++) {
    await page.goto('/dashboard');
    await menu.getByRole('treeitem', { name: group }).waitFor();
    if (!(await entry.isVisible()))
      await menu.getByRole('treeitem', { name: group }).getByText(group, { exact: true }).click();
    // A click while the group is still opening can land on a moving entry and open nothing.
    await settled(page);
    await entry.getByText(label, { exact: true }).click();
    try {
      await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 });
      return;
    } catch (missed) {
      if (attempt === 3) throw missed;
    }
  }
}

/** Resolves once no finite animation or transition runs (a spinner's endless one aside). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

export interface Session {
  app: RunningApp;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** `npm start` on a fresh database, and Chromium on it. */
export async function openApp(): Promise<Session> {
  const app = await startApp();
  const browser = await launchChromium();
  const page = await browser.newPage({ baseURL: app.url });
  page.setDefaultTimeout(10_000);
  return {
    app,
    browser,
    page,
    close: async () => {
      await browser.close();
      await app.stop();
    },
  };
}

/**
 * A company and its first employee made through the sign-up API (the journey test covers those
 * screens), then a login through the login page.
 */
export async function signedInAs(
  page: Page,
  company: string,
  username: string,
  password: string,
): Promise<void> {
  const signup = await page.request.post('/api/insertcompanysignup', {
    data: validCompany(company),
  });
  const { signupToken } = (await signup.json()) as { signupToken: string };
  await page.request.post('/api/insertemployee', {
    data: { ...validEmployee(username, password), signupToken },
  });
  await page.goto('/');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
}
