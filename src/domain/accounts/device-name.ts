/**
 * A session's device in words, from its User-Agent ("Chrome on Windows", "Safari on iPhone"): enough for a
 * member of staff to tell their laptop from their phone in the Sessions list. Not a fingerprint.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500);
  if (!ua.trim()) return 'Unknown device';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown device');
}

function browserOf(ua: string): string | undefined {
  // Order matters: Edge and Opera say Chrome too, Chrome says Safari, Chrome on iOS says Safari.
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua) || /\b(iPhone|iPad)\b.*\bMobile\//.test(ua)) return 'Safari';
  if (/\bcurl\//i.test(ua)) return 'curl';
  return undefined;
}

function systemOf(ua: string): string | undefined {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'Mac';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return undefined;
}
