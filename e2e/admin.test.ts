import { describe, expect, it } from 'vitest';
import { PASSWORD, signInWithToken, uniqueEmail } from './support/api';
import { signInThroughUi, waitForPath, waitForTestIdText } from './support/ui';
import { adminToken } from './support/admin';
import { E2E_ADMIN_EMAIL as ADMIN_EMAIL } from './support/products';
import { productAndBrowser } from './support/suite';

async function apiCall(baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// Issue 14: the admin area, with the admin role enforced by the server.
describe('admin area (real product, real browser)', () => {
  const suite = productAndBrowser('admin');

  it('a non-admin sees Access Denied and no Admin link, and the API refuses them', async () => {
    const { baseUrl } = suite.product;
    const email = uniqueEmail('admin-lookalike');
    const { token } = await suite.api.register(email);
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('admin-access-denied').waitFor();
    await page.getByText('Access Denied').waitFor();
    await page.getByTestId('admin-access-denied').getByText(email).waitFor();
    expect(await page.getByTestId('nav-admin').count()).toBe(0);
    expect((await apiCall(baseUrl, 'GET', '/api/admin/users', token!)).status).toBe(403);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.close();
  });

  it('an admin finds a user, adjusts credits, creates a plan, edits a pricing and suspends a user', async () => {
    const { baseUrl } = suite.product;
    const { api } = suite;
    // ADMIN_EMAIL becomes an admin once its owner proves the address with the emailed link.
    const admin = { token: await adminToken(suite.product) };
    const merchantEmail = uniqueEmail('merchant');
    await api.register(merchantEmail);
    const victimEmail = uniqueEmail('victim');
    const victim = await api.register(victimEmail);
    const pricingName = `bulk-${Date.now().toString(36)}`;
    const created = await apiCall(baseUrl, 'POST', '/api/admin/credit-pricing', admin.token!, {
      name: pricingName,
      displayName: 'Bulk credits',
    });
    expect(created.status).toBe(201);

    const page = await suite.browser.newPage();
    await signInThroughUi(page, baseUrl, ADMIN_EMAIL, PASSWORD);
    await page.getByTestId('nav-admin').click();
    await waitForPath(page, '/admin');
    // Every account there is (the offline default also seeds a demo merchant).
    const analytics = (await (await apiCall(baseUrl, 'GET', '/api/admin/analytics', admin.token!)).json()) as {
      data: { totalUsers: number };
    };
    await waitForTestIdText(page, 'admin-total-users', String(analytics.data.totalUsers));
    await page.getByTestId('admin-activity-chart').waitFor();

    // Find the merchant by a fragment of the email, typed in upper case (search is case-insensitive, debounced).
    await page.getByTestId('admin-user-search').fill(merchantEmail.split('@')[0]!.toUpperCase());
    const merchantRow = page.locator(`[data-testid="admin-user-row"][data-email="${merchantEmail}"]`);
    await merchantRow.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-user-row"]').length === 1);

    // Adjust credits with the +10 quick button.
    await merchantRow.getByTestId('admin-adjust-credits').click();
    await page.getByTestId('quick-adjust-10').click();
    await page.getByTestId('adjust-submit').click();
    await page.getByText('Credits added successfully').waitFor();
    await page.waitForFunction(
      (email) =>
        document.querySelector(`[data-email="${email}"] [data-testid="admin-user-credits"]`)?.textContent?.trim() ===
        '15',
      merchantEmail,
    );
    // The adjustment shows in the recent activity, with the default reason.
    await page.getByTestId('admin-recent-activity').getByText('+10 credits · Manual admin adjustment').waitFor();
    // The admin's own row has no delete or adjust button.
    await page.getByTestId('admin-user-search').fill(ADMIN_EMAIL);
    const adminRow = page.locator(`[data-testid="admin-user-row"][data-email="${ADMIN_EMAIL}"]`);
    await adminRow.waitFor();
    expect(await adminRow.getByTestId('admin-delete-user').count()).toBe(0);
    expect(await adminRow.getByTestId('admin-adjust-credits').count()).toBe(0);

    // Create a plan with one feature row.
    await page.getByTestId('admin-tab-plans').click();
    await page.getByTestId('admin-create-plan').click();
    const planName = `pro-${Date.now().toString(36)}`;
    await page.getByTestId('plan-name').fill(planName);
    await page.getByTestId('plan-display-name').fill('Pro Monthly');
    await page.getByTestId('plan-description').fill('For growing shops');
    await page.getByTestId('plan-feature').first().fill('API access');
    await page.getByTestId('plan-submit').click();
    await page.getByText('Plan created successfully').waitFor();
    await page
      .locator(`[data-testid="admin-plan-row"][data-name="${planName}"]`)
      .getByText('100 credits · $10.00 USD / month · sort 0')
      .waitFor();

    // Edit the pricing's price per credit; its name cannot be changed.
    await page.getByTestId('admin-tab-pricing').click();
    const pricingRow = page.locator(`[data-testid="admin-pricing-row"][data-name="${pricingName}"]`);
    await pricingRow.getByTestId('admin-edit-pricing').click();
    expect(await page.getByTestId('pricing-name').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('pricing-price').fill('0.75');
    await page.getByTestId('pricing-submit').click();
    await page.getByText('Pricing updated successfully').waitFor();
    await pricingRow.getByText('$0.75 per credit · 5-1000 credits · ALL').waitFor();

    // Suspend a user: that user's next request is refused.
    expect((await apiCall(baseUrl, 'GET', '/api/auth/me', victim.token!)).status).toBe(200);
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('admin-user-search').fill(victimEmail);
    const victimRow = page.locator(`[data-testid="admin-user-row"][data-email="${victimEmail}"]`);
    await victimRow.getByTestId('admin-edit-user').click();
    await page.getByTestId('edit-user-status').selectOption('SUSPENDED');
    await page.getByTestId('edit-user-submit').click();
    await page.getByText('User updated successfully').waitFor();
    await victimRow.getByTestId('admin-user-status').getByText('SUSPENDED').waitFor();
    const refused = await apiCall(baseUrl, 'GET', '/api/auth/me', victim.token!);
    expect(refused.status).toBe(401);
    await expect(api.login(victimEmail)).rejects.toThrow(/403/);
    await page.close();
  });
});
