import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatTime12h } from '../../domain/dates/time-of-day.ts';
import { zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import type { DisplayConfig } from './display-config.ts';
import { readPreview, type PreviewOptions } from '../../domain/display/preview.ts';
import { createDisplayRuntime } from './display-runtime.ts';
import { DisplayScreen } from './display-screen.tsx';
import { shortDayLabel } from './display-view.ts';
import { pageBuildVersion } from './deploy-watch.ts';

/** 'Preview · Friday, Nov 27 · 12:55 PM': what the preview badge says about its made-up moment. */
function previewLabelFor(preview: PreviewOptions, timeZone: string): string {
  const local = zonedDateTimeIn(timeZone, new Date(preview.startsAt));
  const date = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
  return `Preview · ${shortDayLabel(date)} · ${formatTime12h(local.hour, local.minute)}`;
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
    return { runtime, previewLabel: preview ? previewLabelFor(preview, config.site.timeZone) : null };
  });
  const { runtime, previewLabel } = setup;
  useEffect(() => {
    runtime.start();
    return () => runtime.stop();
  }, [runtime]);
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.snapshot);

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
          <p className="d-loading-text">Loading prayer times…</p>
        </div>
      </main>
    );
  }
  return <DisplayScreen view={snapshot.view} masjidName={config.masjidName} previewLabel={previewLabel} />;
}
