import { isEthereumAddress } from '@paylink/shared';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { AppConfig } from '../../config/app-config';

export interface ProofFields {
  address: string;
  /** The Paylink account the wallet will receive payments for: its name (as the merchant set it) and its id. */
  account: { id: string; name: string };
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The statement: what signing does (not a sign-in), for which Paylink account and on which domain. One line, as
 * EIP-4361 wants: line breaks and other control characters in the account's name become spaces.
 */
export function proofStatement(account: ProofFields['account'], domain: string): string {
  const name = account.name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return `Prove that this wallet receives payments for the Paylink account ${name} (${account.id}) on ${domain}. Signing does not sign you in, costs nothing and moves no funds.`;
}

/**
 * The text a wallet signs to prove it owns an address: EIP-4361 (Sign-In with Ethereum, built by viem) for an EVM
 * address, and the same layout with "Solana account" (Sign-In With Solana, CAIP-122) for a Solana one. The domain,
 * URI, nonce and times bind it to this server, this request and a short window; the statement names the action and
 * the account, so the wallet's holder sees what the signature is for (the standard's first line says "sign in").
 */
export function proofMessage(config: Pick<AppConfig, 'appUrl' | 'evm' | 'solana'>, fields: ProofFields): string {
  const url = new URL(config.appUrl);
  const statement = proofStatement(fields.account, url.host);
  if (isEthereumAddress(fields.address)) {
    return createSiweMessage({
      domain: url.host,
      address: getAddress(fields.address),
      statement,
      uri: config.appUrl,
      version: '1',
      // One claim covers the address on every EVM network; the chain named is the first one offered (else mainnet).
      chainId: Object.values(config.evm)[0]?.chainId ?? 1,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expiresAt,
    });
  }
  return [
    `${url.host} wants you to sign in with your Solana account:`,
    fields.address,
    '',
    statement,
    '',
    `URI: ${config.appUrl}`,
    'Version: 1',
    `Chain ID: ${config.solana.localChain ? 'localnet' : config.solana.explorerCluster === 'devnet' ? 'devnet' : 'mainnet'}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt.toISOString()}`,
  ].join('\n');
}
