import type { GetSignatureStatusesApi, Rpc, Signature } from '@solana/kit';

/** Thrown when a sent transaction never shows up in getSignatureStatuses. */
export class SignatureTimeoutError extends Error {
  override name = 'SignatureTimeoutError';
}

const POLL_MS = 100;

/** Waits until the signature has a status and returns its `err` (null when it succeeded). */
export async function waitForSignature(
  rpc: Rpc<GetSignatureStatusesApi>,
  signature: Signature,
  timeoutMs = 30_000,
): Promise<unknown | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (status && status.confirmationStatus !== 'processed') return status.err;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new SignatureTimeoutError(`transaction ${signature} was not confirmed within ${timeoutMs} ms`);
}
