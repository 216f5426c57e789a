import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move between tabs and select them.
 * Every panel exists (so each tab's aria-controls points somewhere); only the selected one has content.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  renderPanel,
}: {
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  renderPanel: (id: T) => ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-ink-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2.5 font-semibold ${
                active ? 'border-primary-700 text-primary-800' : 'border-transparent text-ink-700 hover:text-ink-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`admin-panel-${tab.id}`}
          aria-labelledby={`admin-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.id === selected && renderPanel(tab.id)}
        </div>
      ))}
    </div>
  );
}
