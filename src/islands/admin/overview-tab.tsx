import { useOverview } from './api/overview.ts';
import { LoadError, Spinner } from './ui/fields.tsx';

/** Overview: counts read from the database (the newsletter figure too, not SPEC's hard-coded 0). */
export function OverviewTab() {
  const overview = useOverview();
  if (overview.isPending) return <Spinner />;
  if (overview.isError)
    return <LoadError message="Failed to fetch the overview" onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const cards = [
    { label: 'Total Events', value: data.events },
    { label: 'Active Announcements', value: data.activeAnnouncements },
    { label: 'Unread Messages', value: data.unreadMessages },
    { label: "Today's Views", value: data.todayViews },
    { label: 'Newsletter Subscribers', value: data.newsletterSubscribers },
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-xl font-semibold text-ink-900">
        Overview
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <div key={card.label} className="card flex flex-col-reverse p-5" data-testid={`overview-${card.label}`}>
            <dt className="mt-1 text-sm font-medium text-ink-700">{card.label}</dt>
            <dd className="text-3xl font-bold text-ink-900">{card.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
