import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInjectedWallets, type StandardWallet } from './injected-wallets';

const CHAIN = 'solana:localnet';
const ICON = 'data:image/svg+xml;base64,';
const FEATURES = { 'standard:connect': {}, 'solana:signAndSendTransaction': {} };

function standardWallet(name: string, chains = [CHAIN], features: Record<string, unknown> = FEATURES): StandardWallet {
  return { name, icon: ICON, chains, features, accounts: [] };
}

/** A wallet's side of the Wallet Standard: register now, and again whenever an app says it is ready. */
function registerWallet(wallet: StandardWallet) {
  const callback = ({ register }: { register: (w: StandardWallet) => void }) => register(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
}

describe('finding the browser wallets', () => {
  it('lists Solana wallets that registered before the page and after it, if they can connect, sign and send on the cluster', () => {
    registerWallet(standardWallet('Early wallet'));
    registerWallet(standardWallet('Mainnet only', ['solana:mainnet']));
    registerWallet(standardWallet('Sign-only wallet', [CHAIN], { 'standard:connect': {} }));
    const { result } = renderHook(() => useInjectedWallets('solana', CHAIN));
    expect(result.current.map((w) => w.name)).toEqual(['Early wallet']);
    act(() => registerWallet(standardWallet('Late wallet')));
    expect(result.current.map((w) => w.name)).toEqual(['Early wallet', 'Late wallet']);
  });

  it('lists EIP-6963 providers that answer the request, by name and icon, for EVM links only', () => {
    const provider = { request: async () => null };
    const evm = renderHook(() => useInjectedWallets('evm', CHAIN));
    // A provider injected after the page started announces itself on its own.
    act(() => {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: 'u-1', name: 'Injected EVM', icon: ICON, rdns: 'x.test' }, provider },
        }),
      );
    });
    expect(evm.result.current.map((w) => [w.name, w.icon, w.standard])).toEqual([['Injected EVM', ICON, 'eip6963']]);
    expect(renderHook(() => useInjectedWallets('bitcoin', CHAIN)).result.current).toEqual([]);
  });
});
