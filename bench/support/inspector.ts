/**
 * A DevTools-protocol session with a running Node process, for memory figures that do not depend on when
 * V8 last collected garbage. The process must have been started with `--inspect-port=HOST:PORT` (e.g. in
 * NODE_OPTIONS), which only chooses the port: the inspector opens when the process gets SIGUSR1 (Node's
 * default handler), so nothing listens during the timed start.
 */
export interface InspectorSession {
  /** A full, compacting garbage collection. */
  collectGarbage(): Promise<void>;
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  /** Closes the session (the process keeps its inspector port until it exits: stop it afterwards). */
  close(): void;
}

interface Reply {
  id?: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

export async function openInspector(pid: number, port: number, timeoutMs = 10_000): Promise<InspectorSession> {
  process.kill(pid, 'SIGUSR1');
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!url) {
    try {
      const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(1_000) })).json()) as {
        webSocketDebuggerUrl?: string;
      }[];
      url = list[0]?.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    if (!url) {
      if (Date.now() > deadline) throw new Error(`process ${pid} opened no inspector on port ${port}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not connect to ${url}`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id === undefined) return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiter?.reject(new Error(reply.error.message));
    else waiter?.resolve(reply);
  });
  socket.addEventListener('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('inspector connection closed'));
    pending.clear();
  });
  const call = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
      setTimeout(() => {
        if (pending.delete(id)) reject(new Error(`${method} got no answer`));
      }, 30_000).unref();
    });
  const evaluate = async (expression: string) =>
    (await call('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result?.result?.value;
  return {
    async collectGarbage() {
      await call('HeapProfiler.collectGarbage');
    },
    async memoryUsage() {
      return JSON.parse(String(await evaluate('JSON.stringify(process.memoryUsage())'))) as NodeJS.MemoryUsage;
    },
    close() {
      socket.close();
    },
  };
}
