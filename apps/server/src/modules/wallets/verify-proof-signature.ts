import { address as solanaAddress, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import { base58Decode, isEthereumAddress } from '@paylink/shared';
import { getAddress, isHex, verifyMessage } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';

/**
 * Whether `signature` is the address's signature of exactly `message`. EVM: an EIP-191 personal_sign signature
 * (0x hex) of the EIP-4361 message, recovered offline with viem, so an externally owned account (a contract
 * wallet's ERC-1271 signature needs the chain and is not accepted). Solana: an ed25519 signature (base58, 64 bytes)
 * of the message's UTF-8 bytes by the address's key, verified with @solana/kit.
 */
export async function verifyProofSignature(input: {
  address: string;
  message: string;
  signature: string;
  domain: string;
  nonce: string;
  now: Date;
}): Promise<boolean> {
  if (isEthereumAddress(input.address)) {
    if (!isHex(input.signature)) return false;
    const address = getAddress(input.address);
    const fields = parseSiweMessage(input.message);
    if (!validateSiweMessage({ message: fields, address, domain: input.domain, nonce: input.nonce, time: input.now }))
      return false;
    return verifyMessage({ address, message: input.message, signature: input.signature }).catch(() => false);
  }
  const bytes = base58Decode(input.signature);
  if (bytes?.length !== 64) return false;
  // An address off the ed25519 curve (a program-derived address) has no key that could sign: never proven.
  return getPublicKeyFromAddress(solanaAddress(input.address))
    .then((key) => verifySignature(key, bytes as SignatureBytes, new TextEncoder().encode(input.message)))
    .catch(() => false);
}
