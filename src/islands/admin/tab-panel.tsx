import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { PanelProps } from './panel.ts';
import { retryUrlOf } from './panel-loader.ts';
import type { AdminTab } from './registry.ts';
import { LoadError, Spinner } from './ui/fields.tsx';

type LazyPanel = LazyExoticComponent<ComponentType<PanelProps>>;

const panels = new Map<string, { panel: LazyPanel; failed: boolean; retryUrl: string | null }>();

/**
 * One React.lazy per tab, kept while its chunk loads fine. React.lazy remembers a rejected import for
 * good, so after a failure the next call makes a new one: Try again, or coming back to the tab, imports
 * the chunk afresh, under a fresh URL where the failure named it (panel-loader.ts).
 */
function panelOf(tab: AdminTab): LazyPanel {
  const cached = panels.get(tab.id);
  if (cached && !cached.failed) return cached.panel;
  const retryUrl = cached?.retryUrl ?? null;
  const entry = {
    failed: false,
    retryUrl: null as string | null,
    panel: lazy(() =>
      tab.panel(retryUrl).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          entry.failed = true;
          entry.retryUrl = retryUrlOf(error, location.origin);
          throw error;
        },
      ),
    ),
  };
  panels.set(tab.id, entry);
  return entry.panel;
}

/**
 * A tab's panel, loaded on demand, behind its own error boundary: a failed chunk or a rendering error
 * shows a message with Try again in this tab while the header, the tab list and the other tabs work on.
 * The lazy component is this panel's state, not chosen while rendering: React renders a failed subtree
 * again before it shows the error, and a new import each time would never end.
 */
export function TabPanel({ tab, ...props }: PanelProps & { tab: AdminTab }) {
  const [Panel, setPanel] = useState(() => panelOf(tab));
  const [attempt, setAttempt] = useState(0);
  function retry() {
    setPanel(() => panelOf(tab));
    setAttempt((n) => n + 1);
  }
  return (
    <PanelBoundary key={attempt} label={tab.label} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <Panel {...props} />
      </Suspense>
    </PanelBoundary>
  );
}

class PanelBoundary extends Component<
  { label: string; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
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
