import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Spawned {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a command in its own process group, keeping the last 20 kB of its output for failure messages. */
export function spawnLogged(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Spawned {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      try {
        // The signal goes to the process we started (npm forwards it to the server), as a user's Ctrl-C or
        // a supervisor's SIGTERM would; the group is only killed if it does not stop in time.
        process.kill(child.pid!, signal);
      } catch {
        return child.exitCode;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Polls `url` until it answers (any status below 500) or the process exits or time runs out. */
export async function waitForHttp(url: string, spawned: Spawned, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawned.child.exitCode !== null) throw new Error(`process exited with ${spawned.child.exitCode}:\n${spawned.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${spawned.output()}`);
}
