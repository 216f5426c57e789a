import { smallOutline, smallPrimary } from '../ui/fields.tsx';

/**
 * The two ways a content form saves (issue 24, item 5): a draft nobody else sees, or published at once
 * (a revision, and the static pages rebuild). Both submit the form; `publish` says which was pressed.
 */
export function PublishButtons({
  busy,
  canPublish,
  onSave,
  onCancel,
}: {
  busy: boolean;
  canPublish: boolean;
  onSave: (publish: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallOutline} disabled={busy} onClick={() => onSave(false)}>
        Save draft
      </button>
      {canPublish && (
        <button type="button" className={smallPrimary} disabled={busy} onClick={() => onSave(true)}>
          Publish
        </button>
      )}
      <button type="button" className={smallOutline} disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A waiting draft's own actions in a list row: publish it as it is, or drop it. */
export function DraftActions({
  title,
  canPublish,
  busy,
  onPublish,
  onDiscard,
}: {
  title: string;
  canPublish: boolean;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  return (
    <>
      {canPublish && (
        <button type="button" className={smallPrimary} disabled={busy} aria-label={`Publish the draft of ${title}`} onClick={onPublish}>
          Publish draft
        </button>
      )}
      <button type="button" className={smallOutline} disabled={busy} aria-label={`Discard the draft of ${title}`} onClick={onDiscard}>
        Discard draft
      </button>
    </>
  );
}
