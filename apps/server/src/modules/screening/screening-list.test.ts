import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { screeningMatch } from './assert-not-screened';
import { parseScreeningList, ScreeningListError } from './parse-screening-list';
import { readScreeningSource } from './read-screening-source';
import { refreshScreeningList, REFRESH_EVERY_MS } from './refresh-screening-list';
import { screeningLists } from './schema';

const SDN_SAMPLE = readFileSync(new URL('./sdn-sample.csv', import.meta.url), 'utf8');
const DAY = REFRESH_EVERY_MS;

describe('reading a screening list', () => {
  it('the OFAC SDN CSV: every "Digital Currency Address - <symbol>" of a network Paylink pays on, normalised, with its line', () => {
    const list = parseScreeningList(SDN_SAMPLE);
    expect(list.format).toBe('ofac-sdn');
    expect(list.entries).toEqual([
      { family: 'bitcoin', address: 'bc1qwwu3y2y6m3g3grc079flztmxqqeukz3ydxp0gr', line: 1 },
      { family: 'evm', address: '0x850ca191a5fb04694a96e63b6e494c8da2797bf1', line: 1 },
      { family: 'evm', address: '0x2873ec1313d766ca057ea1b922b723798748e1bc', line: 2 },
      { family: 'bitcoin', address: '1FXhNkg4T4FEiv7mpMTwNrJbrVNuepQ6ci', line: 4 },
      { family: 'solana', address: '4q5pfe2N3vvEjgVakqEfRNuY9s7xd6F1Kt9Xq2cadVD6', line: 4 },
    ]);
    // Tron's USDT and Monero are no network of Paylink's.
    expect(list.skipped).toBe(2);
  });

  it('the OFAC feature rows, an address in a cell of its own', () => {
    const rows = [
      '"Entity ID","Feature Type","Feature Value"',
      '"36093","Digital Currency Address - ETH","0x2873EC1313d766CA057EA1b922B723798748E1bc"',
    ].join('\r\n');
    expect(parseScreeningList(rows).entries).toEqual([
      { family: 'evm', address: '0x2873ec1313d766ca057ea1b922b723798748e1bc', line: 2 },
    ]);
  });

  it('one address per line: comments and blank lines skipped, upper-case bech32 and checksummed EVM normalised', () => {
    const text = [
      '# operator list',
      '',
      'BC1QWWU3Y2Y6M3G3GRC079FLZTMXQQEUKZ3YDXP0GR  # upper case',
      // Upper case with no 0 in it: base58 of 32 bytes too, yet a Bitcoin address by its checksum.
      'BCRT1QLGJD7MP53HY2N2Q7Q527F3SPPYZRXSTMZQ4LG9',
      '0x850Ca191a5FB04694a96E63B6E494c8Da2797BF1',
      'not-an-address',
    ].join('\n');
    const list = parseScreeningList(text);
    expect(list.format).toBe('lines');
    expect(list.entries.map((e) => [e.family, e.address, e.line])).toEqual([
      ['bitcoin', 'bc1qwwu3y2y6m3g3grc079flztmxqqeukz3ydxp0gr', 3],
      ['bitcoin', 'bcrt1qlgjd7mp53hy2n2q7q527f3sppyzrxstmzq4lg9', 4],
      ['evm', '0x850ca191a5fb04694a96e63b6e494c8da2797bf1', 5],
    ]);
    expect(list.skipped).toBe(1);
  });

  it('an empty list is a list; a page of no address at all (an error page served with 200) is refused', () => {
    expect(parseScreeningList('# nothing listed yet\n').entries).toEqual([]);
    expect(() => parseScreeningList('<html>\n<body>Service unavailable</body>\n</html>')).toThrow(ScreeningListError);
  });
});

describe('the list in force', () => {
  let ctx: TestContext;
  let file: string;
  beforeAll(async () => {
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'screening-')), 'list.txt');
    writeFileSync(file, SDN_SAMPLE);
    ctx = await createTestContext({ SCREENING_LIST_PATH: file });
  });
  afterAll(() => ctx.close());
  const health = async () => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().screening;
  const listed = (network: string, address: string) => screeningMatch(ctx.deps.db, network, address, 'test');

  it('is loaded from the file for every process (the database), and /api/health says how old it is', async () => {
    expect(await health()).toMatchObject({ status: 'loading', entries: 0, ageSeconds: null });
    expect(await refreshScreeningList(ctx.deps, new Date(Date.now() - 3_600_000))).toBe('loaded');
    expect(await health()).toMatchObject({
      status: 'ok',
      entries: 5,
      ageSeconds: expect.any(Number),
      lastFailureAt: null,
    });
    expect((await health()).ageSeconds).toBeGreaterThanOrEqual(3600);
    expect(await listed('base', '0x850CA191A5FB04694A96E63B6E494C8DA2797BF1')).toMatchObject({
      line: 1,
      version: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await listed('bitcoin', 'BC1QWWU3Y2Y6M3G3GRC079FLZTMXQQEUKZ3YDXP0GR')).not.toBeNull();
    // Solana's base58 is case-sensitive: another case is another key.
    expect(await listed('solana', '4Q5PFE2N3VVEJGVAKQEFRNUY9S7XD6F1KT9XQ2CADVD6')).toBeNull();
  });

  it('is read once a day, by one worker of several at once', { tags: ['postgres'] }, async () => {
    // The list in force: loaded by an earlier test, or now (the PostgreSQL run skips the others).
    await refreshScreeningList(ctx.deps);
    const soon = new Date(Date.now() + 60_000);
    expect(await refreshScreeningList(ctx.deps, soon)).toBe('not_due');
    const due = new Date(Date.now() + DAY);
    const rounds = await Promise.all([refreshScreeningList(ctx.deps, due), refreshScreeningList(ctx.deps, due)]);
    expect(rounds.sort()).toEqual(['loaded', 'not_due']);
  });

  it('a refresh that fails keeps the last good list, says when it failed, and turns stale after two days', async () => {
    writeFileSync(file, '<html>Service unavailable</html>\n');
    expect(await refreshScreeningList(ctx.deps, new Date(Date.now() + 3 * DAY))).toBe('failed');
    expect(await listed('ethereum', '0x2873EC1313d766CA057EA1b922B723798748E1bc')).toMatchObject({ line: 2 });
    expect(await health()).toMatchObject({ status: 'ok', entries: 5, lastFailureAt: expect.any(String) });
    // An hour later it is tried again; meanwhile the list in force ages, and health says when it is too old.
    expect(await refreshScreeningList(ctx.deps, new Date(Date.now() + 3 * DAY + 60_000))).toBe('not_due');
    await ctx.deps.db.update(screeningLists).set({ loadedAt: new Date(Date.now() - 2 * DAY - 60_000) });
    expect(await health()).toMatchObject({ status: 'stale', entries: 5 });
  });

  it('a URL is read through the SSRF guard: a private address is refused unless allowed', async () => {
    const server = http.createServer((_req, res) => res.end('0x850Ca191a5FB04694a96E63B6E494c8Da2797BF1\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/list.txt`;
    try {
      await expect(readScreeningSource({ url }, { allowPrivate: false })).rejects.toThrow(/not a public address/);
      await expect(
        readScreeningSource({ url: url.replace('127.0.0.1', 'localhost') }, { allowPrivate: false }),
      ).rejects.toThrow(/non-public address/);
      expect(await readScreeningSource({ url }, { allowPrivate: true })).toContain('0x850C');
    } finally {
      server.close();
    }
  });
});

describe('without a list configured', () => {
  it('health says so and nothing is screened', async () => {
    const ctx = await createTestContext();
    try {
      expect(await refreshScreeningList(ctx.deps)).toBe('not_configured');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json().screening).toEqual({
        status: 'not_configured',
        loadedAt: null,
        ageSeconds: null,
        entries: 0,
        version: null,
        lastFailureAt: null,
      });
      expect(
        await screeningMatch(ctx.deps.db, 'base', '0x850Ca191a5FB04694a96E63B6E494c8Da2797BF1', 'test'),
      ).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
