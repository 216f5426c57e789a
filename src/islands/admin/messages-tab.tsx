import { formatEventDate, formatEventTime } from '../../domain/dates/event-dates.ts';
import { useMarkMessageRead, useMessages, type ContactMessage } from './api/messages.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, success } from './errors.ts';
import { LoadError, smallOutline, Spinner } from './ui/fields.tsx';

/** Messages: newest first; unread ones are marked with a dot; 'Mark as Read' is disabled once read. */
export function MessagesTab() {
  const messages = useMessages();
  const unread = messages.data?.filter((m) => !m.isRead).length ?? 0;
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h2 id="messages-heading" className="text-xl font-semibold text-ink-900">
        Messages {messages.data && <span className="text-base font-normal text-ink-700">({unread} unread)</span>}
      </h2>
      {messages.isPending ? (
        <Spinner label="Loading messages..." />
      ) : messages.isError ? (
        <LoadError message="Failed to fetch messages" onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p className="text-ink-700">No messages yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Contact messages">
          {messages.data.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageRow({ message }: { message: ContactMessage }) {
  const { timeZone } = useAdminConfig();
  const mark = useMarkMessageRead();
  return (
    <li
      className={`card p-4 ${message.isRead ? '' : 'border-primary-300 bg-primary-50'}`}
      data-testid="message-row"
      data-unread={message.isRead ? undefined : 'true'}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className={`flex items-center gap-2 text-ink-900 ${message.isRead ? 'font-medium' : 'font-bold'}`}>
            {!message.isRead && (
              <>
                <span className="inline-block h-2.5 w-2.5 rounded-full bg-primary-700" aria-hidden="true" />
                <span className="sr-only">Unread:</span>
              </>
            )}
            {message.name}
          </h3>
          <p className="text-sm text-ink-700">
            <a href={`mailto:${message.email}`} className="link">
              {message.email}
            </a>{' '}
            · {formatEventDate(message.createdAt, timeZone)} at {formatEventTime(message.createdAt, timeZone)}
          </p>
        </div>
        <button
          type="button"
          className={smallOutline}
          disabled={message.isRead || mark.isPending}
          onClick={() =>
            mark.mutate(message.id, {
              onSuccess: () => success('Message marked as read'),
              onError: (error) => void reportError(error, 'Failed to mark message as read'),
            })
          }
        >
          Mark as Read
        </button>
      </div>
      <p className="mt-3 whitespace-pre-line text-ink-800">{message.message}</p>
    </li>
  );
}
