import { randomBytes } from 'node:crypto';
import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { keepAppSecret } from '../app-secrets/keep-app-secret';

/** The fee sponsor of USDC transaction requests, or null when none is configured (the customer pays the fee). */
export type SponsorLoader = () => Promise<KeyPairSigner | null>;

/** SOLANA_FEE_PAYER_SECRET_KEY's 64 bytes: base58 (as Phantom exports it) or a JSON array of numbers (solana-keygen's file). */
export function parseSponsorSecret(text: string): Uint8Array {
  const trimmed = text.trim();
  const bytes = trimmed.startsWith('[')
    ? Uint8Array.from(JSON.parse(trimmed) as number[])
    : Uint8Array.from(getBase58Encoder().encode(trimmed));
  if (bytes.length !== 64)
    throw new Error('SOLANA_FEE_PAYER_SECRET_KEY must be a 64-byte secret key (base58 or a JSON array of 64 numbers)');
  return bytes;
}

async function generatedSecret(): Promise<string> {
  const seed = randomBytes(32);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const secret = new Uint8Array(64);
  secret.set(seed, 0);
  secret.set(getAddressEncoder().encode(signer.address), 32);
  return getBase58Decoder().decode(secret);
}

/**
 * Loads the sponsor once, on first use: SOLANA_FEE_PAYER_SECRET_KEY when set; on the local chain a key generated
 * once and kept in app_secrets (in DATA_DIR with the embedded database); otherwise none.
 */
export function sponsorLoader(db: Db, config: AppConfig): SponsorLoader {
  let loading: Promise<KeyPairSigner | null> | undefined;
  const load = async () => {
    if (config.sponsor.secretKey) return createKeyPairSignerFromBytes(parseSponsorSecret(config.sponsor.secretKey));
    if (!config.solana.localChain) return null;
    const { value } = await keepAppSecret(db, 'solana_fee_payer_secret_key', generatedSecret);
    return createKeyPairSignerFromBytes(parseSponsorSecret(value));
  };
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
