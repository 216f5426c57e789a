import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The scale (at most 1) that fits content `width` pixels wide into the element, kept as it resizes. */
export function useFitScale(box: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(0.4);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}

/** `value` once it has stayed the same for `delayMs`. */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
