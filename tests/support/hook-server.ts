import http from 'node:http';
import type net from 'node:net';

/** A local stand-in for the Pages deploy hook: counts the POSTs it receives. */
export interface HookServer {
  url: string;
  calls(): number;
  /** Makes the next calls answer with this status (200 again with `undefined`). */
  answerWith(status: number | undefined): void;
  close(): Promise<void>;
}

export async function startHookServer(): Promise<HookServer> {
  let calls = 0;
  let status: number | undefined;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') calls++;
      res.writeHead(status ?? 200, { 'content-type': 'application/json' });
      res.end('{"result":{"id":"local"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/deploy-hook/secret-token`,
    calls: () => calls,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
