import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatHhMm } from '../../domain/dates/time-of-day.ts';
import { toIsoDate, zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import type { DisplayConfig } from './display-config.ts';
import { readPreview, type PreviewOptions } from '../../domain/display/preview.ts';
import { createDisplayRuntime } from './display-runtime.ts';
import { DisplayScreen } from './display-screen.tsx';
import type { DisplayWords } from './display-words.ts';
import { pageBuildVersion } from './deploy-watch.ts';

/** 'Preview · Friday, Nov 27 · 12:55 PM': what the preview badge says about its made-up moment. */
function previewLabelFor(preview: PreviewOptions, timeZone: string, words: DisplayWords): string {
  const local = zonedDateTimeIn(timeZone, new Date(preview.startsAt));
  return words.t('preview', { day: words.shortDate(toIsoDate(local)), time: words.timeText(formatHhMm(local.hour * 60 + local.minute)) });
}

/**
 * /display (issue 14): the prayer-hall screen. The runtime (display-runtime.ts) keeps the clock, the data
 * and the service worker; this component only draws its snapshot.
 */
export default function DisplayApp(config: DisplayConfig) {
  const [setup] = useState(() => {
    const preview = readPreview(location.search, config.site.timeZone);
    const offset = preview ? preview.startsAt - Date.now() : 0;
    const runtime = createDisplayRuntime({
      config,
      now: () => Date.now() + offset,
      preview,
      ownVersion: pageBuildVersion(),
    });
    return { runtime, preview };
  });
  const { runtime, preview } = setup;
  useEffect(() => {
    runtime.start();
    return () => runtime.stop();
  }, [runtime]);
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.snapshot);

  const words = snapshot.view?.words.first;
  // The page speaks the screen's language (issue 26): screen readers and the browser's fonts follow it.
  useEffect(() => {
    if (!words) return;
    document.documentElement.lang = words.code;
    document.documentElement.dir = words.dir;
  }, [words]);

  useEffect(() => {
    document.documentElement.dataset['displayReady'] = snapshot.view?.state ? 'true' : 'false';
    document.documentElement.dataset['displayOffline'] = snapshot.offlineReady ? 'ready' : 'no';
    document.documentElement.dataset['displaySyncs'] = String(snapshot.syncs);
  }, [snapshot.view?.state, snapshot.offlineReady, snapshot.syncs]);

  if (!snapshot.view) {
    return (
      <main className="display" data-theme={config.defaults.theme} data-screen="loading">
        <div className="d-loading">
          <h1 className="d-loading-name">{config.masjidName}</h1>
          <p className="d-loading-text">{config.languages[config.defaultLanguage]?.messages['display.loading']}</p>
        </div>
      </main>
    );
  }
  const previewLabel = preview ? previewLabelFor(preview, config.site.timeZone, snapshot.view.words.first) : null;
  return (
    <DisplayScreen
      view={snapshot.view}
      masjidName={config.masjidName}
      previewLabel={previewLabel}
      staffLanguage={config.defaultLanguage}
    />
  );
}
