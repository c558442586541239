import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startApp, type RunningApp } from './server';
import { choose, field } from './ui';

describe('a new company, from sign-up to its first masters', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: app.url });
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up a company and its first employee', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create a new company' }).click();
    await expect.poll(() => page.url()).toContain('/Signup');

    await field(page, 'Company Name').fill('Kaveri Medical Agencies');
    await field(page, 'Address').fill('45 Chamundi Hill Road, Mysuru');
    await field(page, 'Same as Address').check();
    await field(page, 'Mobile').fill('9845012345');
    await field(page, 'Pin Code').fill('570010');
    await choose(page, 'Country', 'India');
    await choose(page, 'State', 'Karnataka');
    await field(page, 'Start Date').fill('2026-04-01');
    await field(page, 'End Date').fill('2027-03-31');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/Signupempcreation');
    await field(page, 'First Name').fill('Ravi');
    await field(page, 'Last Name').fill('Shankar');
    await field(page, 'Email').fill('ravi@kaveri.example');
    await field(page, 'Mobile').fill('9845011111');
    await field(page, 'Phone No').fill('8212345678');
    await field(page, 'Pincode').fill('570010');
    await field(page, 'Username').fill('ravi');
    await field(page, 'Password').fill('kaveri-2026');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect
      .poll(() => page.getByText('Employee submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  });

  it('logs in and shows the company in the top bar', async () => {
    await page.goto('/');
    await field(page, 'Username').fill('ravi');
    await field(page, 'Password').fill('kaveri-2026');
    await page.getByRole('button', { name: 'Login' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    // The shell is loaded after the login page (lazily), and on a busy machine that takes a while.
    await expect
      .poll(() => page.getByText('Kaveri Medical Agencies').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText('01-04-2026').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  it("lists a new company's steps to its first bill on the dashboard, the next one opening its screen", async () => {
    await page.goto('/dashboard');
    const steps = page.getByRole('region', { name: 'Getting started' });
    await expect
      .poll(() => steps.textContent(), { timeout: 15_000 })
      .toContain('Getting started: 0 of 8 done');
    await steps.getByRole('link', { name: "Enter the company's GSTIN" }).focus();
    await page.keyboard.press('Enter');
    // The step's spec route leads on to the master's own path (legacyRedirects), at once or a
    // moment later: the screen it settles on is the Company License's.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/companyLicence');
  });

  it('creates a branch and a route through the legacy paths', async () => {
    await page.goto('/BranchMaster');
    await page.getByRole('link', { name: 'Create' }).click();
    await field(page, 'Branch Name').fill('Mysuru Main');
    await field(page, 'Pincode').fill('570010');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText('Branch information submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.goto('/RouteMaster');
    await page.getByRole('link', { name: 'Create' }).click();
    await field(page, 'Route Name').fill('Chamundi Circle');
    await choose(page, 'Branch', 'Mysuru Main');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText('Route information submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('finds the branch by search, edits it, and deletes the route after confirming', async () => {
    await page.goto('/BranchMaster');
    await page.getByPlaceholder('Search').fill('mysu');
    await expect
      .poll(() => page.getByRole('cell', { name: 'Mysuru Main' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('cell', { name: 'Mysuru Main' }).click();
    // The form takes the branch once its record has loaded; typing before that is typed over.
    await expect
      .poll(() => field(page, 'Branch Name').inputValue(), { timeout: 15_000 })
      .toBe('Mysuru Main');
    await field(page, 'Branch Name').fill('Mysuru Central');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByText('Branch updated successfully!').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.goto('/RouteMaster');
    await page.getByRole('cell', { name: 'Chamundi Circle' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByText('Are you sure you want to delete?').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByText('Route deleted successfully!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByText('No route found').isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  it('logs out and is sent back to the login page', async () => {
    await page
      .getByRole('button', { name: 'Profile' })
      .or(page.getByLabel('Profile'))
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await page.goto('/BranchMaster');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  });
});
