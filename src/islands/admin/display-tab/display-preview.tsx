import { useId, useRef, useState } from 'react';
import { formatHhMm } from '../../../domain/dates/time-of-day.ts';
import { addDays, isoDateIn, minutesOfDayIn, weekdayOf } from '../../../domain/dates/zoned.ts';
import { previewPath } from '../../../domain/display/preview.ts';
import type { DisplaySettings } from '../../../domain/display/settings.ts';
import { useAdminConfig } from '../config.tsx';
import { smallOutline } from '../ui/fields.tsx';
import { useFitScale, useSettled } from './frame-hooks.ts';

/** Wait after the last change of moment or setting before reloading the frame. */
const FRAME_RELOAD_DELAY_MS = 400;

type Orientation = 'landscape' | 'portrait';
const SIZES: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

/** The next Friday on or after `today` (the masjid's calendar). */
function nextFriday(today: string): string {
  return addDays(today, (5 - weekdayOf(today) + 7) % 7);
}

/**
 * The real page in a frame of the TV's size, scaled to fit: the screen at a chosen moment on the masjid's
 * clock, running on from there, with the form's settings.
 */
export function DisplayPreview({ settings }: { settings: DisplaySettings }) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const [now] = useState(() => new Date());
  const today = isoDateIn(timeZone, now);
  const [date, setDate] = useState(() => nextFriday(today));
  const [time, setTime] = useState('12:55');
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const box = useRef<HTMLDivElement>(null);
  const size = SIZES[orientation];
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time);
  const src = valid ? previewPath(`${date}T${time}`, settings) : null;

  const scale = useFitScale(box, size.width);
  // A new moment or setting reloads the frame; typing a date does not reload it on every keystroke.
  const frameSrc = useSettled(src, FRAME_RELOAD_DELAY_MS);

  const pick = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
  };

  return (
    <div className="card space-y-4 p-5" role="group" aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`} className="text-lg font-semibold text-ink-900">
        Preview
      </h3>
      <MomentControls
        id={id}
        date={date}
        time={time}
        orientation={orientation}
        onDate={setDate}
        onTime={setTime}
        onOrientation={setOrientation}
        onPick={pick}
        today={today}
      />
      <div ref={box} className="w-full overflow-hidden rounded-lg border border-ink-300 bg-black">
        <div style={{ width: size.width * scale, height: size.height * scale }}>
          {frameSrc && (
            <iframe
              key={orientation}
              title="Preview of the prayer-hall screen"
              src={frameSrc}
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})`, transformOrigin: '0 0', border: 0 }}
              data-display-preview
            />
          )}
        </div>
      </div>
      {src && (
        <p>
          <a href={src} target="_blank" rel="noopener" className="link">
            Open this preview full size
          </a>
        </p>
      )}
    </div>
  );
}

/** The moment to preview (date and time on the masjid's clock, or a shortcut) and the screen's shape. */
function MomentControls({
  id,
  date,
  time,
  orientation,
  onDate,
  onTime,
  onOrientation,
  onPick,
  today,
}: {
  id: string;
  date: string;
  time: string;
  orientation: Orientation;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onOrientation: (orientation: Orientation) => void;
  onPick: (date: string, time: string) => void;
  today: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field-input"
            value={date}
            onChange={(e) => onDate(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="field-label">
            Time
          </label>
          <input
            id={`${id}-time`}
            type="time"
            className="field-input"
            value={time}
            onChange={(e) => onTime(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-orientation`} className="field-label">
            Screen
          </label>
          <select
            id={`${id}-orientation`}
            className="field-input"
            value={orientation}
            onChange={(e) => onOrientation(e.target.value as Orientation)}
          >
            <option value="landscape">Landscape 1920 × 1080</option>
            <option value="portrait">Portrait 1080 × 1920</option>
          </select>
        </div>
      </div>
      <MomentShortcuts today={today} onPick={onPick} />
    </>
  );
}

/** One click to the moments staff check most: now, the next Jumu'ah, and tonight. */
function MomentShortcuts({ today, onPick }: { today: string; onPick: (date: string, time: string) => void }) {
  const { timeZone } = useAdminConfig();
  return (
    <div className="flex flex-wrap gap-2" aria-label="Moments to preview">
      <button
        type="button"
        className={smallOutline}
        onClick={() => onPick(today, formatHhMm(minutesOfDayIn(timeZone, new Date())))}
      >
        Now
      </button>
      <button type="button" className={smallOutline} onClick={() => onPick(nextFriday(today), '12:55')}>
        Friday 12:55 PM
      </button>
      <button type="button" className={smallOutline} onClick={() => onPick(today, '22:00')}>
        Tonight 10:00 PM
      </button>
    </div>
  );
}
