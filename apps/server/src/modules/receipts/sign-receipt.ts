import { createPrivateKey } from 'node:crypto';
import { CompactSign } from 'jose';
import type { Receipt } from '@paylink/shared';
import type { Db } from '../../db/client';
import { currentReceiptKey } from './receipt-keys';

/** A compact JWS (EdDSA over Ed25519, `kid` of the signing key) of the receipt: verifiable with any JOSE library against the JWKS. */
export async function signReceipt(db: Db, receipt: Receipt): Promise<string> {
  const key = await currentReceiptKey(db);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(receipt)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'paylink-receipt+jws' })
    .sign(createPrivateKey(key.privatePem));
}
