import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { accountWakeups, type AccountWakeups } from './account-wakeups';

const silent = { info: () => {}, warn: () => {} };
let server: WebSocketServer;
let wakeups: AccountWakeups | undefined;

afterEach(async () => {
  wakeups?.close();
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

/** A PubSub node that answers accountSubscribe / accountUnsubscribe and records what it was asked. */
async function fakeNode() {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const requests: { method: string; params: unknown[] }[] = [];
  const sockets: WebSocket[] = [];
  let nextId = 100;
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (raw) => {
      const { id, method, params } = JSON.parse(String(raw));
      requests.push({ method, params });
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'accountSubscribe' ? nextId++ : true }));
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    sockets,
    subscribed: () => requests.filter((r) => r.method === 'accountSubscribe').map((r) => r.params[0]),
  };
}

describe('account wake-ups over the PubSub WebSocket', () => {
  it('subscribes to watched accounts, wakes on a notification, drops unwatched ones and resubscribes after a reconnect', async () => {
    const node = await fakeNode();
    let wakes = 0;
    wakeups = accountWakeups({ url: node.url, commitment: 'confirmed', onWake: () => (wakes += 1), log: silent });
    wakeups.watch(['A', 'B']);
    await expect.poll(node.subscribed, { timeout: 10_000 }).toEqual(['A', 'B']);
    expect(node.requests[0]!.params[1]).toEqual({ encoding: 'base64', commitment: 'confirmed' });
    const afterConnect = wakes;
    expect(afterConnect).toBe(1);

    node.sockets[0]!.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'accountNotification', params: { subscription: 100, result: {} } }),
    );
    await expect.poll(() => wakes, { timeout: 10_000 }).toBe(afterConnect + 1);

    wakeups.watch(['B', 'C']);
    await expect
      .poll(() => node.requests.map((r) => r.method), { timeout: 10_000 })
      .toEqual(['accountSubscribe', 'accountSubscribe', 'accountUnsubscribe', 'accountSubscribe']);
    expect(node.requests[2]!.params).toEqual([100]);

    node.sockets[0]!.terminate();
    await expect.poll(() => node.sockets.length, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => node.subscribed().slice(3), { timeout: 10_000 }).toEqual(['B', 'C']);
    // Whatever changed while the socket was down is caught by the tick this wake-up runs.
    expect(wakes).toBe(afterConnect + 2);
  });
});
