import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  otpauthUri,
  totpCode,
  totpStep,
  type TotpAlgorithm,
} from './totp';

// RFC 6238 appendix B: the seeds are the ASCII of "1234567890" repeated to the hash's key length; 8-digit codes.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s: %s with %s', (seconds, code, algorithm) => {
    expect(hotp(SEEDS[algorithm], BigInt(totpStep(new Date(seconds * 1000))), 8, algorithm)).toBe(code);
  });

  it('RFC 4226 appendix D: the first HOTP values of the test secret', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(SEEDS.sha1, BigInt(i)))).toEqual(expected);
  });

  it('base32 round-trips and reads the RFC secret as apps are given it', () => {
    expect(base32Encode(SEEDS.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEEDS.sha1);
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('accepts the codes of one step either side of now and nothing further, nor a malformed code', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = new Date(1_234_567_890_000);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + offset * 30_000)), now)).toBe(
        step + offset,
      );
    for (const offset of [-2, 2])
      expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + offset * 30_000)), now)).toBeNull();
    expect(matchTotpStep(secret, ` ${totpCode(secret, now)}`, now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    const uri = new URL(otpauthUri('ABC', 'shop@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Paylink:shop@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'ABC',
      issuer: 'Paylink',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
