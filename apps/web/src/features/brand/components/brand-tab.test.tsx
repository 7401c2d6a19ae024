import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountRole, Brand } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { BrandTab } from './brand-tab';
import { BusinessNamePrompt } from './business-name-prompt';

const BRAND: Brand = { name: 'alice', nameConfirmed: false, logoUrl: null, accentColor: null };
const ok = (data: Brand) => ({ body: { success: true, data } });

function renderWith(ui: React.ReactElement, role: AccountRole, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi({ 'GET /api/account/brand': ok(BRAND), ...routes });
  renderWithQueries(
    <MemoryRouter>
      <WithAuth value={authAs(role)}>{ui}</WithAuth>
    </MemoryRouter>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('Settings → Brand', () => {
  it('saves the business name and an accent colour, previewing white text on it', async () => {
    const { fetch, user } = renderWith(<BrandTab />, 'owner', {
      'PUT /api/account/brand': (body) => ok({ ...BRAND, ...(body as Partial<Brand>), nameConfirmed: true }),
    });
    const name = await screen.findByTestId('brand-name');
    await user.clear(name);
    await user.type(name, 'Acme Coffee');
    await user.type(screen.getByTestId('brand-accent'), '#1D4ED8');
    expect(screen.getByTestId('brand-accent-preview')).toHaveStyle({ backgroundColor: '#1d4ed8' });
    await user.click(screen.getByTestId('brand-save'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/account/brand' && init?.method === 'PUT')).toBe(true),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ name: 'Acme Coffee', accentColor: '#1d4ed8' });
  });

  it('refuses a colour white text cannot be read on, before asking the server', async () => {
    const { fetch, user } = renderWith(<BrandTab />, 'owner');
    await user.type(await screen.findByTestId('brand-accent'), '#ffff00');
    expect(screen.queryByTestId('brand-accent-preview')).toBeNull();
    await user.click(screen.getByTestId('brand-save'));
    expect(
      await screen.findByText(/Too light: white text on this colour has a contrast of 1\.07:1/),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("uploads a logo and shows the server's refusal of a file that is not an image", async () => {
    const { user } = renderWith(<BrandTab />, 'admin', {
      'PUT /api/account/brand/logo': {
        status: 400,
        body: {
          success: false,
          error: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)',
          code: 'VALIDATION_ERROR',
        },
      },
    });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    await user.upload(await screen.findByTestId('brand-logo-file'), svg);
    expect(await screen.findByTestId('brand-logo-error')).toHaveTextContent(
      'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)',
    );
    expect(screen.getByTestId('brand-no-logo')).toBeInTheDocument();
  });

  it('shows a saved logo, and a viewer sees the brand read-only', async () => {
    renderWith(<BrandTab />, 'viewer', {
      'GET /api/account/brand': ok({ ...BRAND, logoUrl: '/api/brand-logos/abc', accentColor: '#1d4ed8' }),
    });
    expect(await screen.findByTestId('brand-logo')).toHaveAttribute('src', '/api/brand-logos/abc');
    expect(screen.getByTestId('brand-name')).toHaveAttribute('readonly');
    expect(screen.getByTestId('brand-logo-file')).toBeDisabled();
    expect(screen.getByTestId('brand-save')).toBeDisabled();
  });

  it('says when the brand cannot be loaded', async () => {
    renderWith(<BrandTab />, 'owner', {
      'GET /api/account/brand': { status: 500, body: { success: false, error: 'Boom', code: 'INTERNAL_ERROR' } },
    });
    expect(await screen.findByTestId('brand-error')).toBeInTheDocument();
  });
});

describe('the business name at onboarding', () => {
  it('asks an owner until the name is chosen, then stops', async () => {
    const { user } = renderWith(<BusinessNamePrompt />, 'owner', {
      'PUT /api/account/brand': (body) => ok({ ...BRAND, ...(body as Partial<Brand>), nameConfirmed: true }),
    });
    const input = await screen.findByTestId('business-name-input');
    expect(input).toHaveValue('alice');
    await user.clear(input);
    await user.type(input, 'Acme Coffee');
    await user.click(screen.getByTestId('business-name-save'));
    await waitFor(() => expect(screen.queryByTestId('business-name-prompt')).toBeNull());
  });

  it('does not ask a viewer, nor once the name was chosen', async () => {
    const viewer = renderWith(<BusinessNamePrompt />, 'viewer');
    await waitFor(() => expect(viewer.fetch).toHaveBeenCalled());
    renderWith(<BusinessNamePrompt />, 'owner', { 'GET /api/account/brand': ok({ ...BRAND, nameConfirmed: true }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('business-name-prompt')).toBeNull();
  });
});
