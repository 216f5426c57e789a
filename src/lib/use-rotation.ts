import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { ROTATION_MS, wrapIndex } from '../domain/carousel/rotation.ts';

/** True when the visitor asked for less motion; null during the build's render and until mounted (unknown). */
export function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The index of a rotating list (SPEC 4: every 4000 ms, wrapping). It stands still while the pointer is over
 * it or focus is inside it, when the visitor stopped it, when reduced motion is asked for, and with fewer
 * than two items. Every move (automatic or chosen) restarts the 4 s.
 */
export function useRotation(total: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const current = wrapIndex(index, total);
  // Nothing moves until the browser has said whether motion is welcome (and never in the static HTML).
  const rotating = total > 1 && reducedMotion === false && !stopped;
  const paused = hovered || focused;

  useEffect(() => {
    if (!rotating || paused) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, total)), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, paused, current, total]);

  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, total)), [total]);
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, total)), [total]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, total)), [total]);

  /** Spread on the carousel's container. */
  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: current,
    goTo,
    next,
    previous,
    pauseHandlers,
    /** Whether a Pause/Play control makes sense: in the browser, motion allowed, 2+ items. */
    canRotate: total > 1 && reducedMotion === false,
    /** Whether it would advance on its own (the visitor did not stop it, motion allowed, 2+ items). */
    rotating,
    stopped,
    setStopped,
  };
}
