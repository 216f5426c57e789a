import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed at the start of every minute and when the tab becomes visible again
 * (a sleeping phone throttles timers). Null during server rendering and the hydrating render, so the
 * first client render matches the static HTML; the real time arrives right after hydration.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = new Date();
      setNow(current);
      clearTimeout(timer);
      // A little past the minute boundary, so the new minute has surely begun.
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000) + 50);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return now;
}
