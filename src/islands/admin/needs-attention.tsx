import { useNeedsAttention } from './api/needs-attention.ts';
import { LoadError, Spinner } from './ui/fields.tsx';

const KIND_LABELS = {
  program: 'Program',
  campaign: 'Campaign',
  announcement: 'Announcement',
  event: 'Event',
  'prayer-times': 'Prayer times',
} as const;

/** Overview's "Needs attention": what has gone stale or soon will, each with a link to the tab that fixes it. */
export function NeedsAttention() {
  const items = useNeedsAttention();
  if (items.isPending) return <Spinner label="Checking what needs attention..." />;
  if (items.isError) return <LoadError message="Failed to fetch what needs attention" onRetry={() => void items.refetch()} />;
  return (
    <section aria-labelledby="needs-attention-heading" className="mt-8" data-testid="needs-attention">
      <h3 id="needs-attention-heading" className="text-lg font-semibold text-ink-900">
        Needs attention
      </h3>
      {items.data.length === 0 ? (
        <p className="mt-2 text-ink-700">Nothing is out of date.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-200 rounded-md border border-amber-300 bg-amber-50">
          {items.data.map((item) => (
            <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <p className="text-ink-900">
                <span className="font-semibold">
                  {KIND_LABELS[item.kind]}: {item.title}.
                </span>{' '}
                {item.message}
              </p>
              <a className="font-semibold text-primary-800 underline" href={`#${item.fix}`} aria-label={`Fix: ${item.title}`}>
                Fix
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
