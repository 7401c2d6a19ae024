import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { LOCAL_USDC_MINT } from '@paylink/localnet';
import { startChainTestContext } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';
import { PROGRAM_RECIPIENT_MESSAGE } from './assert-payable-recipient';

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ ctx, close } = await startChainTestContext()));
afterAll(() => close());

describe('program recipients', () => {
  it('refuses a program as a link recipient or a saved wallet with a clear 400, and allows a program-derived address', async () => {
    const m = await signUp(ctx);
    const create = (walletAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(m.token),
        payload: { label: 'Order', amount: '0.1', walletAddress },
      });

    const program = await create(TOKEN_PROGRAM_ADDRESS);
    expect(program.statusCode).toBe(400);
    // The field is named, so the form marks it (issue 38).
    expect(program.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: PROGRAM_RECIPIENT_MESSAGE,
      details: [{ path: 'walletAddress', msg: PROGRAM_RECIPIENT_MESSAGE }],
    });

    const save = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/wallets',
      headers: bearer(m.token),
      payload: { walletAddress: TOKEN_PROGRAM_ADDRESS },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ error: PROGRAM_RECIPIENT_MESSAGE, details: [{ path: 'walletAddress' }] });

    // A PDA (here an associated token address, off the curve, like a multisig vault) is no program.
    const [pda] = await findAssociatedTokenPda({
      owner: address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
      mint: address(LOCAL_USDC_MINT),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    expect((await create(pda)).statusCode).toBe(201);
  });
});
