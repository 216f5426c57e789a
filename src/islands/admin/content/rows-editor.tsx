import type { ReactNode } from 'react';
import { smallOutline } from '../ui/fields.tsx';
import { moved, removed, replaced } from './list-ops.ts';

/** Move up, move down and remove for one item of a list, named for a screen reader ("Move block 2 up"). */
export function ReorderButtons({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap gap-1">
      <button type="button" className={smallOutline} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        ↑ Up
      </button>
      <button type="button" className={smallOutline} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓ Down
      </button>
      <button type="button" className={smallOutline} aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

const capitalized = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * The content forms' rows of one list (a page's cards or timeline entries, a program's meetings, fees,
 * teachers, contacts …): each row numbered, moved up or down, removed, and drawn by `render`; an "Add"
 * button under them; the list's own error (from the shared schema: "Add at least one card") above them.
 * With a `legend`, the rows are a fieldset of that name.
 */
export function RowsEditor<T>({ legend, noun, items, blank, onChange, render, error }: {
  legend?: string;
  /** One row's name: "card" shows "Card 1", "Move card 1 up", "Add card". */
  noun: string;
  items: readonly T[];
  blank: () => T;
  onChange: (items: T[]) => void;
  render: (item: T, update: (item: T) => void, index: number) => ReactNode;
  error?: string | undefined;
}) {
  const rows = (
    <>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, i) => (
            <li key={i} className="rounded-md border border-ink-200 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold text-ink-800">
                  {capitalized(noun)} {i + 1}
                </span>
                <ReorderButtons name={`${noun} ${i + 1}`} index={i} count={items.length} onMove={(by) => onChange(moved(items, i, by))} onRemove={() => onChange(removed(items, i))} />
              </div>
              {render(item, (next) => onChange(replaced(items, i, next)), i)}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={smallOutline} onClick={() => onChange([...items, blank()])}>
        Add {noun}
      </button>
    </>
  );
  if (legend === undefined) return <div className="space-y-3">{rows}</div>;
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">{legend}</legend>
      {rows}
    </fieldset>
  );
}
