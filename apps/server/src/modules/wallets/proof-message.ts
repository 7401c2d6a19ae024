import { isEthereumAddress } from '@paylink/shared';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { AppConfig } from '../../config/app-config';

const STATEMENT = 'I own this address and want it to receive my Paylink payments. Signing costs nothing and moves no funds.';

export interface ProofFields {
  address: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The text a wallet signs to prove it owns an address: EIP-4361 (Sign-In with Ethereum, built by viem) for an EVM
 * address, and the same layout with "Solana account" (Sign-In With Solana, CAIP-122) for a Solana one. The domain,
 * URI, nonce and times bind it to this server, this request and a short window.
 */
export function proofMessage(config: Pick<AppConfig, 'appUrl' | 'evm' | 'solana'>, fields: ProofFields): string {
  const url = new URL(config.appUrl);
  if (isEthereumAddress(fields.address)) {
    return createSiweMessage({
      domain: url.host,
      address: getAddress(fields.address),
      statement: STATEMENT,
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
    STATEMENT,
    '',
    `URI: ${config.appUrl}`,
    'Version: 1',
    `Chain ID: ${config.solana.localChain ? 'localnet' : config.solana.explorerCluster === 'devnet' ? 'devnet' : 'mainnet'}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt.toISOString()}`,
  ].join('\n');
}
