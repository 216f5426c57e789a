/**
 * How the screen notices a new deploy and takes it (issue 14: "after a new deploy it reloads itself at a
 * quiet moment"; ADR 010). With a service worker (https, or localhost) the browser installs the new
 * deploy's worker beside the running one: once it is installed and waiting, the update is ready, and
 * applying it lets it take over and reloads the page from its cache. Without one (a plain http:// address
 * on the masjid's LAN) the page compares its own build with /display-build.json and reloads from the
 * network. The runtime decides when (a quiet moment, online); a reload is never repeated within
 * RELOAD_COOLDOWN_MS, so a deploy that cannot install can never make the screen flicker.
 */
export const SERVICE_WORKER_URL = '/display-sw.js';
export const SERVICE_WORKER_SCOPE = '/display';
export const BUILD_URL = '/display-build.json';
export const RELOAD_COOLDOWN_MS = 30 * 60_000;
const RELOADED_AT_KEY = 'display:reloaded-at';
const TAKEOVER_TIMEOUT_MS = 10_000;

export interface DeployWatch {
  /** Looks for a new deploy (call it with each sync); resolves to whether one is ready. */
  check(): Promise<boolean>;
  /** Whether a new deploy is ready to take. */
  ready(): boolean;
  /** Takes the new deploy: the page reloads. */
  apply(): void;
  /** The page's service worker registration has settled (tests and the keep-images message wait for it). */
  controller(): ServiceWorker | null;
}

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && at > 0 && now - at < RELOAD_COOLDOWN_MS && now >= at;
  } catch {
    return false;
  }
}

function noteReload(now: number): void {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Private mode without storage: the cooldown only lasts this page's life.
  }
}

export function watchDeploys(options: { ownVersion: string | null; now: () => number }): DeployWatch {
  const serviceWorkers = 'serviceWorker' in navigator && window.isSecureContext ? navigator.serviceWorker : null;
  let registration: ServiceWorkerRegistration | null = null;
  let newerBuild = false;
  let applying = false;

  if (serviceWorkers) {
    serviceWorkers
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then((found) => {
        registration = found;
      })
      .catch(() => {
        // No worker (storage full, blocked): the page still runs; it just cannot restart offline.
      });
  }

  const waitingWorker = () => (serviceWorkers?.controller ? (registration?.waiting ?? null) : null);

  return {
    async check() {
      if (registration) await registration.update().catch(() => undefined);
      if (waitingWorker()) return true;
      if (options.ownVersion && !registration?.installing) {
        try {
          const response = await fetch(BUILD_URL, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
          if (response.ok) {
            const body = (await response.json()) as { version?: unknown };
            newerBuild = typeof body.version === 'string' && body.version !== options.ownVersion;
          }
        } catch {
          // Offline: nothing to take anyway.
        }
      }
      return this.ready();
    },
    ready() {
      return !applying && (waitingWorker() !== null || newerBuild) && !reloadedRecently(options.now());
    },
    apply() {
      if (applying) return;
      applying = true;
      noteReload(options.now());
      const waiting = waitingWorker();
      if (!waiting || !serviceWorkers) {
        location.reload();
        return;
      }
      // The new worker takes over, then the page reloads from its cache; if it never does, reload anyway.
      const reload = () => location.reload();
      serviceWorkers.addEventListener('controllerchange', reload, { once: true });
      setTimeout(reload, TAKEOVER_TIMEOUT_MS);
      waiting.postMessage({ type: 'skip-waiting' });
    },
    controller() {
      return serviceWorkers?.controller ?? null;
    },
  };
}

/** The version the build wrote into this page (<meta name="display-build">), or null (a dev server). */
export function pageBuildVersion(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="display-build"]')?.content || null;
}
