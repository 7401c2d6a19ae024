import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD } from './api';
import { axeViolations } from './axe';

/** The phone size the screens are checked at. */
export const PHONE = { width: 390, height: 844 };

/**
 * The screen once its toasts have left (one sliding in or out is half way between its colours, which axe reads as
 * low contrast): axe finds nothing, and nothing makes the page wider than its window.
 */
export async function expectCleanScreen(page: Page, what: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 15_000,
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${what}: sideways overflow`,
  ).toBeLessThanOrEqual(0);
  // An open dialog scrolls by itself: nothing in it may be wider than it, nor it than the window.
  expect(
    await page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(document.querySelectorAll('[role="dialog"]')).map((d) =>
          Math.max(d.scrollWidth - d.clientWidth, d.getBoundingClientRect().right - window.innerWidth),
        ),
      ),
    ),
    `${what}: a dialog wider than its room`,
  ).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `${what}: axe`).toEqual([]);
}

/** Waits until the page's path (without query) is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits until the element with this test id shows exactly `text` (trimmed). */
export async function waitForTestIdText(page: Page, testId: string, text: string, timeout = 15_000): Promise<void> {
  const locator = page.getByTestId(testId);
  await locator.waitFor({ timeout });
  try {
    await page.waitForFunction(
      ({ id, expected }) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === expected,
      { id: testId, expected: text },
      { timeout },
    );
  } catch {
    throw new Error(
      `[data-testid=${testId}] shows ${JSON.stringify(await locator.first().textContent())}, expected ${JSON.stringify(text)}`,
    );
  }
}

/** Signs in through /login and waits for the signed-in shell. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password = PASSWORD): Promise<void> {
  if (new URL(page.url() === 'about:blank' ? baseUrl : page.url()).pathname !== '/login')
    await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  await waitForPath(page, '/dashboard');
  await page.getByTestId('credits-count').waitFor();
}
