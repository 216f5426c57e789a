import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PanelProps } from './panel.ts';
import type { AdminTab } from './registry.ts';
import { LoadError, Spinner } from './ui/fields.tsx';

type LazyPanel = LazyExoticComponent<ComponentType<PanelProps>>;

const panels = new Map<string, LazyPanel>();

/**
 * One React.lazy per tab, kept while its chunk loads fine. React.lazy remembers a rejected import for
 * good, so a failed one is forgotten at once: the next mount (Try again, or coming back to the tab)
 * imports the chunk afresh.
 */
function panelOf(tab: AdminTab): LazyPanel {
  let panel = panels.get(tab.id);
  if (!panel) {
    panel = lazy(() =>
      tab.panel().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          panels.delete(tab.id);
          throw error;
        },
      ),
    );
    panels.set(tab.id, panel);
  }
  return panel;
}

/**
 * A tab's panel, loaded on demand, behind its own error boundary: a failed chunk or a rendering error
 * shows a message with Try again in this tab while the header, the tab list and the other tabs work on.
 */
export function TabPanel({ tab, ...props }: PanelProps & { tab: AdminTab }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PanelBoundary key={attempt} label={tab.label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <LoadedPanel tab={tab} {...props} />
      </Suspense>
    </PanelBoundary>
  );
}

function LoadedPanel({ tab, ...props }: PanelProps & { tab: AdminTab }) {
  const [Panel] = useState(() => panelOf(tab));
  return <Panel {...props} />;
}

class PanelBoundary extends Component<{ label: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        message={`The ${this.props.label} tab could not be shown. Check the connection, then try again.`}
        onRetry={this.props.onRetry}
      />
    );
  }
}
