import { createHash } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';

let authority: Promise<KeyPairSigner> | undefined;

/**
 * The key that pays faucet transactions and holds the mint authority of every local mint.
 * It is derived from a fixed seed so a chain restored from disk still controls its mints
 * without the key having to be stored; this chain never holds real value.
 */
export function localAuthority(): Promise<KeyPairSigner> {
  authority ??= createKeyPairSignerFromPrivateKeyBytes(
    createHash('sha256').update('paylink-localnet-authority').digest(),
  );
  return authority;
}
