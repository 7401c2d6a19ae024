import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bitcoinAddressGapSchema,
  claimedAddressListSchema,
  claimedAddressSchema,
  successSchema,
  verifyWalletProofSchema,
  walletProofRequestSchema,
  walletProofSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { issueWalletProof } from '../modules/wallets/issue-wallet-proof';
import { listClaimedAddresses } from '../modules/wallets/list-claimed-addresses';
import { forgetPayoutAddress } from '../modules/accounts/forget-payout-address';
import { verifyWalletProof } from '../modules/wallets/verify-wallet-proof';
import { bitcoinAddressGap } from '../modules/accounts/bitcoin-address-gap';
import { currentAccount, currentMerchant, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const doc = { tags: ['Dashboard'], security: SESSION_SECURITY };

/** The account's receiving addresses and the proof that a wallet owns one (issue 29). */
export function walletRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '',
      {
        schema: {
          ...doc,
          summary: 'The receiving addresses that belong to your account, and which are proven',
          response: replies({ 200: successSchema(claimedAddressListSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listClaimedAddresses(deps.db, currentAccount(request).id),
      }),
    );

    app.get(
      '/bitcoin-gap',
      {
        schema: {
          ...doc,
          summary:
            'Your Bitcoin account key: its first address, and how many addresses in a row it gave to links that received nothing (warn from the gap limit, 20)',
          response: replies({ 200: successSchema(bitcoinAddressGapSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await bitcoinAddressGap(deps.db, deps.config.bitcoin, currentMerchant(request)),
      }),
    );

    app.post(
      '/proofs',
      {
        schema: {
          ...doc,
          summary: 'Get the message to sign with a wallet to prove you own its address (SIWS or EIP-4361)',
          body: walletProofRequestSchema,
          response: replies({ 201: successSchema(walletProofSchema) }, SESSION_ERRORS, 409),
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await issueWalletProof(deps, currentAccount(request), request.body.address),
        }),
    );

    app.post(
      '/proofs/verify',
      {
        schema: {
          ...doc,
          summary:
            'Submit the signature of a proof message: the address becomes yours, proven (taken back from an account that claimed it without proof)',
          body: verifyWalletProofSchema,
          response: replies(
            {
              200: successSchema(
                z.object({
                  address: claimedAddressSchema,
                  tookOver: z.boolean().meta({ description: 'Another account held the address and lost it' }),
                }),
              ),
            },
            SESSION_ERRORS,
          ),
        },
      },
      async (request) => {
        const verified = await verifyWalletProof(
          { ...deps, forgetPayoutAddress },
          currentAccount(request).id,
          request.body,
        );
        return { success: true as const, data: { address: verified.address, tookOver: verified.takenFrom !== null } };
      },
    );
  };
}
