import { z } from 'zod';
import { isEthereumAddress, isSolanaAddress } from './addresses';

export const invalidProofAddress = 'Please enter a valid Solana or Ethereum wallet address';

/** Ask for the message that proves ownership of a receiving address (POST /api/wallets/proofs). */
export const walletProofRequestSchema = z.object({
  address: z
    .string()
    .trim()
    .max(64)
    .refine((a) => isSolanaAddress(a) || isEthereumAddress(a), invalidProofAddress),
});
export type WalletProofRequest = z.input<typeof walletProofRequestSchema>;

/** The message to sign with the wallet: Sign-In With Solana for a Solana address, EIP-4361 for an EVM one. */
export const walletProofSchema = z
  .object({
    address: z.string(),
    message: z.string().meta({ description: 'Sign exactly this text (UTF-8) with the wallet of `address`' }),
    nonce: z.string().meta({ description: 'Single use; send it back with the signature' }),
    expiresAt: z.string(),
  })
  .meta({ id: 'WalletProof' });
export type WalletProof = z.infer<typeof walletProofSchema>;

/** The signature of a proof message (POST /api/wallets/proofs/verify). */
export const verifyWalletProofSchema = z.object({
  nonce: z.string().trim().min(1, 'The nonce is required').max(100),
  signature: z.string().trim().min(1, 'Paste the signature').max(200).meta({
    description: 'EVM: the 0x hex personal_sign signature. Solana: the base58 ed25519 signature of the message bytes',
  }),
});
export type VerifyWalletProofInput = z.input<typeof verifyWalletProofSchema>;

/** A receiving address that belongs to the account, and whether its wallet proved it. */
export const claimedAddressSchema = z
  .object({
    address: z.string().meta({ description: 'Canonical form: EVM lower-case, Solana base58' }),
    provenAt: z
      .string()
      .nullable()
      .meta({ description: 'When a signed proof confirmed it (null: claimed by saving or using it)' }),
    claimedAt: z.string(),
  })
  .meta({ id: 'ClaimedAddress' });
export type ClaimedAddress = z.infer<typeof claimedAddressSchema>;

export const claimedAddressListSchema = z.object({ addresses: z.array(claimedAddressSchema) });
