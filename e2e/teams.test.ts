import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken, uniqueEmail } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ACCOUNT_NAME = 'Team Shop';

/** axe-core (WCAG 2.1 A/AA and best practices) inside the page: its serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (
      await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      })
    ).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Signs out with the sidebar's button (the next person signs in on the same tab of the shared profile). Clearing
 * the token behind the app's back would race its next 401, which sends the page to /login by itself.
 */
async function signOut(page: Page): Promise<void> {
  await page.getByTestId('logout-button').click();
  await waitForPath(page, '/login');
}

/** Invites from Settings → Team and waits for the row in the pending invitations. */
async function invite(page: Page, email: string, role: 'developer' | 'viewer'): Promise<void> {
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-role').selectOption(role);
  await page.getByTestId('invite-submit').click();
  await page.locator(`[data-testid="invitation-row"][data-email="${email}"]`).waitFor();
}

// Issue 34: an owner invites a developer and a viewer from Settings → Team; each accepts the emailed link (another
// person's acceptance is refused), each sees and does only what the role allows, and a person of two accounts
// switches between them in the sidebar. Issue 48: the viewer sees the webhook secret masked; removing the developer
// rotates it and tells the owner.
describe('teams (real product, real browser, real SMTP)', () => {
  const suite = productAndBrowser();

  it('invite, accept, follow the role, switch account', async () => {
    const { product, browser, api } = suite;
    const { baseUrl, smtp } = product;
    const ownerWallet = freshSolanaWallet();
    const owner = await registerMerchant(api, 'team-owner', ownerWallet);
    const developer = uniqueEmail('team-dev');
    const viewer = uniqueEmail('team-viewer');
    // Both already have a Paylink account of their own (email verification is off: they are verified).
    expect((await api.register(developer)).token).toBeTruthy();
    expect((await api.register(viewer)).token).toBeTruthy();
    const page = await browser.newPage();
    // A new session per sign-in: signing out ends the previous one on the server.
    const signIn = async (email: string) => signInWithToken(page, baseUrl, (await api.login(email)).token);

    // The owner names the account and invites both from Settings → Team.
    await signIn(owner.email);
    await page.goto(`${baseUrl}/settings?tab=team`);
    await page.getByTestId('team-tab').waitFor();
    await page.locator('[data-testid="member-row"]').first().waitFor();
    await page.getByTestId('account-name').fill(ACCOUNT_NAME);
    await page.getByTestId('rename-account').click();
    await page.getByText('Account renamed.').waitFor();
    await page.getByTestId('no-invitations').waitFor();
    await invite(page, developer, 'developer');
    await invite(page, viewer, 'viewer');
    expect(await seriousViolations(page)).toEqual([]);

    const devLink = smtp.linkIn(
      await smtp.waitForEmail(developer, `invited to ${ACCOUNT_NAME}`),
      `${baseUrl}/accept-invite?token=`,
    );
    const viewerLink = smtp.linkIn(
      await smtp.waitForEmail(viewer, `invited to ${ACCOUNT_NAME}`),
      `${baseUrl}/accept-invite?token=`,
    );

    // The viewer opens the developer's link: refused, in the server's words, and the link stays usable.
    await signOut(page);
    await signIn(viewer);
    await page.goto(devLink);
    await page.getByTestId('accept-invite-submit').click();
    await waitForTestIdText(
      page,
      'accept-invite-error',
      `This invitation was sent to another email address. Sign in as ${developer} (verified) to accept it.`,
    );

    // The viewer accepts their own link and switches to the account: no Create button, wallets read-only.
    await page.goto(viewerLink);
    await page.getByTestId('accept-invite-submit').click();
    await waitForTestIdText(page, 'accept-invite-account', `You joined ${ACCOUNT_NAME} as a viewer.`);
    await page.getByTestId('accept-invite-open').click();
    await waitForPath(page, '/dashboard');
    expect(await page.locator('[data-testid="account-switcher"] option:checked').textContent()).toBe(
      `${ACCOUNT_NAME} (viewer)`,
    );
    expect(await page.getByTestId('nav-create-payment').count()).toBe(0);
    await page.getByTestId('nav-payments').click();
    await waitForPath(page, '/payments');
    await page.getByRole('heading', { name: 'Payment Links' }).waitFor();
    expect(await page.getByTestId('create-payment-link').count()).toBe(0);
    // Opened by its address, the create form cannot be sent, and says why.
    await page.goto(`${baseUrl}/create-payment`);
    const create = page.getByTestId('create-submit');
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await create.getAttribute('title')).toMatch(/^As a viewer you cannot create payment links/);
    await page.goto(`${baseUrl}/settings?tab=wallet`);
    const save = page.getByTestId('save-wallets');
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await save.getAttribute('title')).toMatch(/^As a viewer you cannot change payout wallets/);
    // The account's wallet, as everyone in it sees it, but not for a viewer to change.
    expect(await page.getByLabel('Solana Wallet Address').inputValue()).toBe(ownerWallet);
    expect(await page.getByLabel('Solana Wallet Address').getAttribute('readonly')).not.toBeNull();
    await page.goto(`${baseUrl}/settings?tab=team`);
    await page.locator('[data-testid="member-row"]').first().waitFor();
    expect(await page.getByTestId('member-role-select').count()).toBe(0);
    expect(await page.getByTestId('invite-card').count()).toBe(0);
    // Issue 48: whoever holds the webhook signing secret can forge a payment; a viewer sees it masked.
    await page.goto(`${baseUrl}/settings?tab=webhooks`);
    await waitForTestIdText(
      page,
      'webhook-secret-hidden',
      'Hidden: only owners, admins and developers can see the signing secret.',
    );
    expect(await page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_….{4}$/);
    expect(await page.getByTestId('copy-webhook-secret').count()).toBe(0);

    // The developer, signed out, follows the emailed link: signs in from it and comes back to accept.
    await signOut(page);
    await page.goto(devLink);
    await page.getByTestId('accept-invite-signed-out').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('accept-invite-sign-in').click();
    await waitForPath(page, '/login');
    // As a new page load (the signed-out pages' own entry), ?next= still leads back to the invitation.
    await page.reload();
    expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(devLink).pathname + new URL(devLink).search);
    await page.getByLabel('Email').fill(developer);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/accept-invite');
    expect(page.url()).toBe(devLink);
    await page.getByTestId('accept-invite-submit').click();
    await waitForTestIdText(page, 'accept-invite-account', `You joined ${ACCOUNT_NAME} as a developer.`);
    await page.getByTestId('accept-invite-open').click();
    await waitForPath(page, '/dashboard');

    // The developer creates a link in the team's account: it spends the account's credits, paid to its wallet.
    await page.getByTestId('nav-create-payment').click();
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Amount').fill('0.1');
    await page.getByLabel('Label', { exact: true }).fill('Made by the developer');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('payment-result').waitFor();
    const owned = await api.listPayments((await api.login(owner.email)).token);
    expect(owned.payments.map((p) => p.label)).toContain('Made by the developer');

    // In two accounts, the developer switches back to their own from the sidebar, and to the team again.
    const switcher = page.getByTestId('account-switcher');
    const own = developer.split('@')[0]!;
    await switcher.selectOption({ label: `${own} (owner)` });
    await waitForPath(page, '/dashboard');
    await page.waitForFunction(
      (label) =>
        document.querySelector<HTMLSelectElement>('[data-testid="account-switcher"]')?.selectedOptions[0]
          ?.textContent === label,
      `${own} (owner)`,
    );
    await page.getByTestId('nav-payments').click();
    await page.getByRole('heading', { name: 'Payment Links' }).waitFor();
    expect(await page.getByText('Made by the developer').count()).toBe(0);
    await switcher.selectOption({ label: `${ACCOUNT_NAME} (developer)` });
    await page.waitForFunction(
      (label) =>
        document.querySelector<HTMLSelectElement>('[data-testid="account-switcher"]')?.selectedOptions[0]
          ?.textContent === label,
      `${ACCOUNT_NAME} (developer)`,
    );

    // Back with the owner: both are members with their roles, no invitation is pending.
    await signOut(page);
    await signIn(owner.email);
    await page.goto(`${baseUrl}/settings?tab=team`);
    await page.getByTestId('no-invitations').waitFor();
    for (const [email, role] of [
      [developer, 'developer'],
      [viewer, 'viewer'],
    ] as const) {
      expect(
        await page
          .locator(`[data-testid="member-row"][data-email="${email}"] [data-testid="member-role-select"]`)
          .inputValue(),
      ).toBe(role);
    }

    // Issue 48: removing the developer, who could see the signing secret, rotates it, and the owner is told.
    await page.locator(`[data-testid="member-row"][data-email="${developer}"] [data-testid="remove-member"]`).click();
    await page.getByTestId('remove-member-consequences').waitFor();
    await page.getByTestId('confirm-remove-member').click();
    await page.getByText(`${developer} was removed.`).waitFor();
    await page.goto(`${baseUrl}/settings?tab=webhooks`);
    await page.getByTestId('webhook-secret-rotated').waitFor();
    expect(await page.getByTestId('webhook-secret-rotated').textContent()).toContain(
      `${developer} could read it and left the team or lost that role`,
    );
    expect(await page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  // Issue 54: a person with no Paylink user signs up from the invite page and lands in the team (no account of
  // their own); removed, they see so and may create their own merchant account. At both sizes, axe 0.
  it.each([
    { size: 'desktop', width: 1366, height: 900 },
    { size: 'phone', width: 390, height: 844 },
  ])('a new invitee signs up from the link into the team; removed, they can create their own ($size)', async (s) => {
    const { product, browser, api } = suite;
    const { baseUrl, smtp } = product;
    const owner = await registerMerchant(api, `invitee-owner-${s.size}`);
    const email = uniqueEmail(`invitee-${s.size}`);
    const team = (method: string, path: string, body?: object) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${owner.token}`, ...(body && { 'Content-Type': 'application/json' }) },
        body: body && JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { members: { userId: string; email: string; role: string }[] } }>);
    await team('POST', '/api/team/invitations', { email, role: 'viewer' });
    const link = smtp.linkIn(await smtp.waitForEmail(email, 'invited'), `${baseUrl}/accept-invite?token=`);
    const page = await browser.newPage();
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.removeItem('token'));

    await page.goto(link);
    await page.getByTestId('accept-invite-signed-out').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('accept-invite-register').click();
    await page.getByTestId('register-invited').waitFor();
    expect(await page.getByTestId('welcome-bonus').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await waitForPath(page, '/dashboard');
    const members = (await team('GET', '/api/team/members')).data.members;
    const member = members.find((m) => m.email === email)!;
    expect(member.role).toBe('viewer');
    // A viewer of the team's account: nothing to create, no account of their own to switch to.
    await page.getByTestId(s.width < 768 ? 'mobile-menu-button' : 'nav-payments').waitFor();
    expect(await page.getByTestId('nav-create-payment').count()).toBe(0);
    expect(await page.getByTestId('account-switcher').count()).toBe(0);

    await team('DELETE', `/api/team/members/${member.userId}`);
    await page.reload();
    await page.getByTestId('no-account').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('no-account-create').click();
    await page.getByTestId('no-account').waitFor({ state: 'detached' });
    await waitForPath(page, '/dashboard');
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await res.json()) as { data: { account: { id: string; role: string } } }).data.account;
    });
    expect(me).toEqual(expect.objectContaining({ id: member.userId, role: 'owner' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
