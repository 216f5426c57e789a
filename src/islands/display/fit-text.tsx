import { useLayoutEffect, useRef, type ElementType, type ReactNode } from 'react';

/**
 * Text whose length staff choose (announcements, event titles, khutbah details, notices), fitted to its
 * box: the largest size from `max` down to `min` (in vmin) at which nothing overflows, found by halving.
 * It runs when the text changes or the box is resized, never per clock tick. The box must get its size
 * from the layout (a flex or grid cell with min-height 0), not from its text.
 */
export function FitText({
  as: Tag = 'div',
  text,
  max,
  min,
  className,
  lang,
  dir,
  children,
}: {
  as?: ElementType;
  /** Staff's text (issue 26): its own language, and 'auto', since the screen's language does not decide its direction. */
  lang?: string;
  dir?: 'auto';
  /** Whatever changes the content: a new value refits. */
  text: string;
  max: number;
  min: number;
  className?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fits = () => element.scrollHeight <= element.clientHeight + 2 && element.scrollWidth <= element.clientWidth + 2;
    const setSize = (size: number) => {
      element.style.fontSize = `${size}vmin`;
    };
    let fittedFor = '';
    const fit = () => {
      const box = `${element.clientWidth}x${element.clientHeight}`;
      if (box === fittedFor) return;
      setSize(max);
      if (!fits()) {
        let low = min;
        let high = max;
        for (let step = 0; step < 8; step++) {
          const middle = (low + high) / 2;
          setSize(middle);
          if (fits()) low = middle;
          else high = middle;
        }
        setSize(low);
      }
      element.dataset['fitted'] = fits() ? 'true' : 'clipped';
      fittedFor = `${element.clientWidth}x${element.clientHeight}`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, max, min]);

  return (
    <Tag ref={ref} className={className} lang={lang} dir={dir} data-fit>
      {children ?? text}
    </Tag>
  );
}
