import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { daysBetween } from '../../domain/dates/zoned.ts';
import { EID_NAMES } from '../../domain/schedule/settings.ts';
import { useOverview } from './api/overview.ts';
import { useUpcomingSchedule } from './api/prayer-settings.ts';
import { LoadError, Spinner } from './ui/fields.tsx';
import { NeedsAttention } from './needs-attention.tsx';
import { SignInFailures } from './security/sign-in-failures.tsx';

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
      <DonationChanges changes={data.donationChanges} />
      {'signInFailures' in data && data.signInFailures && <SignInFailures spike={data.signInFailures} />}
      <NeedsAttention />
      <UpcomingSchedule />
    </section>
  );
}

/** Donation details changed in the last 30 days (admins only; issue 24 item 3): where money goes. */
function DonationChanges({ changes }: { changes: readonly { text: string; at: string }[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="overview-donations-heading" className="card mt-8 border-gold-300 bg-gold-50 p-5" data-testid="overview-donation-changes">
      <h3 id="overview-donations-heading" className="text-lg font-semibold text-ink-900">
        Donation details changed
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900">
        {changes.map((change) => (
          <li key={`${change.at}-${change.text}`}>{change.text}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <a className="font-semibold text-primary-800 underline" href="#site-facts">
          Review the donation details
        </a>{' '}
        (their versions and who published each are in Site facts and the Audit Log).
      </p>
    </section>
  );
}

/** Upcoming iqamah and Jumu'ah changes, the next Ramadan and the Eid prayers ahead (issue 13). */
function UpcomingSchedule() {
  const upcoming = useUpcomingSchedule();
  if (upcoming.isPending) return <Spinner label="Loading the prayer schedule..." />;
  if (upcoming.isError) return <LoadError message="Failed to fetch the upcoming schedule changes" onRetry={() => void upcoming.refetch()} />;
  const { notices, ramadan, eidPrayers, today } = upcoming.data;
  const days = ramadan ? daysBetween(today, ramadan.firstDay) : null;
  return (
    <section aria-labelledby="overview-schedule-heading" className="mt-8" data-testid="overview-schedule">
      <h3 id="overview-schedule-heading" className="text-lg font-semibold text-ink-900">
        Prayer schedule: the next 7 days
      </h3>
      {notices.length === 0 ? (
        <p className="mt-2 text-ink-700">No iqamah or Jumu&apos;ah changes in the next 7 days.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900" data-testid="overview-schedule-changes">
          {notices.map((notice) => (
            <li key={`${notice.date}-${notice.subject}`}>{notice.text}</li>
          ))}
        </ul>
      )}
      <ul className="mt-3 space-y-1 text-ink-800">
        {ramadan && days !== null && (
          <li>
            Ramadan {ramadan.hijriYear}:{' '}
            {days > 0
              ? `expected from ${formatDate(ramadan.firstDay)} (in ${days} day${days === 1 ? '' : 's'})`
              : `under way, until ${formatDate(ramadan.lastDay)}`}
            .
          </li>
        )}
        {eidPrayers.map((eid) => (
          <li key={`${eid.kind}-${eid.date}`}>
            {EID_NAMES[eid.kind]} prayer: {formatDate(eid.date)} at {eid.times.map(hhMmTo12h).join(', ')}, {eid.place}.
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Monday, February 8, 2027' for a masjid calendar date (read at noon UTC, so no zone can shift it). */
function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}
