import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { parseChainTransaction } from './chain-transaction.ts';
import { verifyInputSignature } from './verify-input-signatures.ts';

// BIP143's "Native P2WPKH" example: input 0 spends a P2PK output (6.25 BTC), input 1 a P2WPKH output (6 BTC).
const BIP143_SIGNED =
  '01000000000102fff7f7881a8099afa6940d42d1e7f6362bec38171ea3edf433541db4e4ad969f00000000494830450221008b9d1dc26ba6a9cb62127b02742fa9d754cd3bebf337f7a55d114c8e5cdd30be022040529b194ba3f9281a99f2b1c0a19c0489bc22ede944ccf4ecbab4cc618ef3ed01eeffffffef51e1b804cc89d182d279655c3aa89e815b1b309fe287d9b2b55d57b90ec68a0100000000ffffffff02202cb206000000001976a9148280b37df378db99f66f85c95a783a76ac7a6d5988ac9093510d000000001976a9143bde42dbee7e4dbe6a21b2d50ce2f0167faa815988ac000247304402203609e17b84f6a7d30c80bfa610b5b4542f32a8a0d5447a12fb1366d7f01cc44a0220573a954c4518331561406f90300e8f3358f51928d43c212a8caed02de67eebee0121025476c2e83188368da1ff3e292e7acafcdb3566bb0ad253f62fc70f07aeee635711000000';
const P2PK_PREVOUT = {
  script: hex.decode('2103c9f4836b9a4f77fc0d81f7bcb01b7f1b35916864b9476c241ce9fc198bd25432ac'),
  value: 625_000_000n,
};
const P2WPKH_PREVOUT = { script: hex.decode('00141d0f172a0ecb48aee1be1f2687d2963ae33f71a1'), value: 600_000_000n };

describe('the BIP143 test vector', () => {
  const tx = parseChainTransaction(BIP143_SIGNED);

  it('parses to the published txid', () => {
    expect(tx.txid).toBe('e8151a2af31c368a35053ddd4bdb285a8595c769a3ad83e0fa02314a602d4609');
  });

  it('verifies the P2WPKH input and refuses it when the spent amount differs (BIP143 signs the amount)', () => {
    expect(() => verifyInputSignature(tx, [P2PK_PREVOUT, P2WPKH_PREVOUT], 1)).not.toThrow();
    expect(() => verifyInputSignature(tx, [P2PK_PREVOUT, { ...P2WPKH_PREVOUT, value: 599_999_999n }], 1)).toThrow(
      'mandatory-script-verify-flag-failed',
    );
  });

  it('refuses the P2PK input: the local chain only checks P2WPKH and P2TR key paths', () => {
    expect(() => verifyInputSignature(tx, [P2PK_PREVOUT, P2WPKH_PREVOUT], 0)).toThrow(
      'only P2WPKH and P2TR key-path inputs are supported',
    );
  });
});
