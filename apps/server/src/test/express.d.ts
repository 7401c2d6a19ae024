// Express is installed only for the x402 facilitator test (a merchant's API guarded by @x402/express), without
// @types/express: the little of it that test uses.
declare module 'express' {
  import type { Server } from 'node:http';
  type Handler = (req: unknown, res: { json(body: unknown): void }, next: () => void) => unknown;
  interface App {
    use(handler: Handler): App;
    get(path: string, handler: Handler): App;
    listen(port: number, host: string): Server;
  }
  export default function express(): App;
}
