import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PayButton } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PayButtonsPage } from './pay-buttons-page';

const button: PayButton = {
  id: 'btn_1',
  label: 'Coffee',
  pricing: 'fixed',
  amount: '4.5',
  minAmount: null,
  maxAmount: null,
  currency: 'USD',
  payCurrency: 'USDC',
  network: 'solana',
  paused: false,
  returnUrl: null,
  pageUrl: 'http://localhost/b/btn_1',
  scriptSnippet: '<script src="http://localhost/pay-button.js" data-button="btn_1" data-label="Coffee" async></script>',
  linkSnippet: '<a href="http://localhost/b/btn_1">Coffee</a>',
  openLinks: 2,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const ok = (data: object) => ({ body: { success: true, data } });

function renderPage(role: 'developer' | 'viewer' = 'developer') {
  renderWithQueries(
    <WithAuth value={authAs(role)}>
      <MemoryRouter>
        <PayButtonsPage />
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('PayButtonsPage', () => {
  it('lists buttons, checks a new one with the API’s rules before sending it, and pauses one', async () => {
    const fetch = stubApi({
      'GET /api/pay-buttons': ok({ buttons: [button] }),
      'POST /api/pay-buttons': (body) => ok({ button: { ...button, id: 'btn_2', ...(body as object) } }),
      'POST /api/pay-buttons/btn_1/pause': ok({ button: { ...button, paused: true } }),
    });
    renderPage();
    const row = await screen.findByTestId('pay-button-row-btn_1');
    expect(row).toHaveTextContent('4.5 USD');
    expect(row).toHaveTextContent('Live');

    await userEvent.click(screen.getByTestId('pay-button-new'));
    await userEvent.selectOptions(screen.getByTestId('pay-button-pricing'), 'customer');
    await userEvent.type(screen.getByTestId('pay-button-min'), '10');
    await userEvent.type(screen.getByTestId('pay-button-max'), '5');
    await userEvent.click(screen.getByTestId('pay-button-save'));
    expect(screen.getByText('Label is required')).toBeInTheDocument();
    expect(screen.getByText('maxAmount must be at least minAmount')).toBeInTheDocument();
    expect(
      fetch.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/pay-buttons'),
    ).toHaveLength(0);

    await userEvent.type(screen.getByTestId('pay-button-label'), 'Tip jar');
    await userEvent.clear(screen.getByTestId('pay-button-max'));
    await userEvent.type(screen.getByTestId('pay-button-max'), '50');
    await userEvent.type(screen.getByTestId('pay-button-return-url'), 'https://shop.example/thanks');
    await userEvent.click(screen.getByTestId('pay-button-save'));
    await screen.findByTestId('pay-button-new');
    const posted = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url) === '/api/pay-buttons',
    )!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({
      label: 'Tip jar',
      pricing: 'customer',
      minAmount: '10',
      maxAmount: '50',
      currency: 'USD',
      payCurrency: 'USDC',
      network: 'solana',
      returnUrl: 'https://shop.example/thanks',
    });

    await userEvent.click(screen.getByTestId('pay-button-pause-btn_1'));
    await expect
      .poll(() =>
        fetch.mock.calls
          .filter(([url]) => String(url) === '/api/pay-buttons/btn_1/pause')
          .map(([, init]) => String(init?.body)),
      )
      .toEqual(['{"paused":true}']);
  });

  it('a viewer sees the buttons and copies the snippets but changes nothing', async () => {
    stubApi({ 'GET /api/pay-buttons': ok({ buttons: [button] }) });
    renderPage('viewer');
    await screen.findByTestId('pay-button-row-btn_1');
    expect(screen.getByTestId('pay-button-new')).toBeDisabled();
    expect(screen.getByTestId('pay-button-pause-btn_1')).toBeDisabled();
    expect(screen.getByTestId('pay-button-copy-script-btn_1')).toBeEnabled();
  });
});
