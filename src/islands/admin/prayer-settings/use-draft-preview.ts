import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { PrayerSettings } from '../../../domain/schedule/settings.ts';
import { handleUnauthorized } from '../../../lib/navigation.ts';
import { usePreviewPrayerSettings } from '../api/prayer-settings.ts';
import { fieldErrors, type Errors } from './draft.ts';

/** Wait after the last edit before asking for a preview. */
const PREVIEW_DELAY_MS = 500;

/**
 * A moment after each change the server previews the draft, and checks it: the same validation as a save,
 * so its messages show by their fields while staff type (the island carries no schema of its own).
 * `previewed` is the draft the preview last answered for, and how.
 */
export function useDraftPreview(
  draft: PrayerSettings,
  draftJson: string,
  dirty: boolean,
  setErrors: Dispatch<SetStateAction<Errors>>,
) {
  const preview = usePreviewPrayerSettings();
  const [previewed, setPreviewed] = useState<{ json: string; valid: boolean } | null>(null);

  const { mutate: requestPreview } = preview;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(
      () =>
        requestPreview(draft, {
          onSuccess: () => {
            setPreviewed({ json: draftJson, valid: true });
            setErrors({});
          },
          onError: (error) => {
            if (handleUnauthorized(error)) return;
            setPreviewed({ json: draftJson, valid: false });
            setErrors(fieldErrors(error));
          },
        }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [dirty, draft, draftJson, requestPreview, setErrors]);

  const answered = dirty && previewed?.json === draftJson;
  return {
    /** The preview of this very draft, when the server accepted it. */
    data: answered && previewed.valid ? preview.data : undefined,
    invalid: answered && !previewed.valid,
    pending: preview.isPending,
  };
}
