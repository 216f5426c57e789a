/**
 * Issue 24's budgets for a page staff add themselves (0 KB JavaScript, first HTML + CSS ≤ 14 KB,
 * Lighthouse 100 × 4): the page-weight and Lighthouse benches create this one through the API, as an admin
 * would, with the blocks a real page uses (a section, a list, cards, a timeline, a call to action), and wait
 * until `npm start` serves it. Not a tab-style cards block: that one is an island (its JavaScript is allowed).
 */
export const STAFF_PAGE = {
  slug: 'community-library',
  title: 'Community Library',
  lead: 'Books, quiet study and lending for every age.',
  blocks: [
    {
      type: 'markdown',
      heading: 'A library for the community',
      markdown:
        'The masjid keeps **over two thousand books** on Quran, hadith, seerah and history, in English and Arabic, ' +
        "and a children's corner. Borrow up to three books for three weeks; ask at the office or [write to us](mailto:info@example.org).",
    },
    {
      type: 'list',
      heading: 'What you will find',
      items: [
        'Tafsir in English and Arabic',
        'Seerah and Islamic history',
        "Children's stories and activity books",
        'Quiet study tables',
      ],
      columns: true,
    },
    {
      type: 'cards',
      heading: 'Opening hours',
      cards: [
        { title: 'Weekdays', text: 'After Asr until Isha.' },
        { title: 'Weekends', text: '10 AM to 2 PM, and after Asr until Isha.' },
      ],
    },
    {
      type: 'timeline',
      heading: 'How it grew',
      entries: [
        { label: '2019', title: 'First shelf', text: 'Donated books on one shelf in the hallway.' },
        { label: '2024', title: 'A room of its own', text: 'The library moved into the new building.' },
      ],
    },
    {
      type: 'cta',
      heading: 'Donate books',
      text: 'Good books in good condition are welcome.',
      button: { label: 'Contact us', href: '/#contact' },
    },
  ],
} as const;

export const STAFF_PAGE_PATH = `/${STAFF_PAGE.slug}`;

const ADMIN = { username: 'e2e_admin', password: 'e2e-pass-123' };

/** Creates STAFF_PAGE on a site started by tests/support/npm-start.ts and waits until it is served (≤ 120 s). */
export async function addStaffPage(origin: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin };
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${origin}/api/pages`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify(STAFF_PAGE),
  });
  if (!created.ok) throw new Error(`POST /api/pages: ${created.status} ${await created.text()}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${origin}${STAFF_PAGE_PATH}`);
    await res.body?.cancel();
    if (res.ok) return STAFF_PAGE_PATH;
    if (Date.now() > deadline) throw new Error(`${STAFF_PAGE_PATH} was not served within 120 s of its publish`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
