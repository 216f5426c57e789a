import type { WidgetData } from '../../views/prayer-times/props.ts';
import { startPrayerWidget } from './prayer-widget-client.ts';

// The widget page's only script (bundled on its own by widget-script.ts, so it shares no chunk with the site's islands).
const root = document.getElementById('widget-body');
const data = document.getElementById('widget-data')?.textContent;
if (root && data) {
  startPrayerWidget(root, JSON.parse(data) as WidgetData, async () => {
    const res = await fetch('/api/prayer-times', { credentials: 'omit' });
    if (!res.ok) throw new Error(`${res.status}`);
    return res.json();
  });
}
