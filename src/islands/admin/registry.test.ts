import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminHash, parseAdminHash, tabsFor } from './admin-route.ts';
import type { StaffRole } from './panel.ts';
import { ADMIN_TAB_LABELS, tabsSeenBy } from '../../../tests/support/admin-tab-labels.ts';
import { ADMIN_TABS } from './registry.ts';

const SPEC_TABS = [...ADMIN_TAB_LABELS];
const ROLES: StaffRole[] = ['editor', 'admin', 'super_admin'];

describe('the admin registry', () => {
  it('has unique ids that read well in a URL, and SPEC’s labels in order', () => {
    const ids = ADMIN_TABS.map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual(SPEC_TABS);
  });

  it('each tab’s quick actions have unique ids, and each opens its own tab from the URL', () => {
    for (const tab of ADMIN_TABS) {
      const ids = tab.quickActions.map((action) => action.id);
      expect(new Set(ids).size, tab.id).toBe(ids.length);
      for (const action of tab.quickActions) {
        const route = parseAdminHash(adminHash(tab.id, action.id), tabsFor('super_admin', ADMIN_TABS));
        expect([route.tab.id, route.action]).toEqual([tab.id, action.id]);
      }
    }
  });

  it.each([
    ['editor', tabsSeenBy('editor'), ['New Event', 'New Announcement']],
    ['admin', tabsSeenBy('admin'), ['New Event', 'New Announcement', 'Prayer Times CSV']],
    ['super_admin', tabsSeenBy('super_admin'), ['New Event', 'New Announcement', 'Prayer Times CSV', 'Add User']],
  ] as const)('%s sees the tabs and quick actions of SPEC 6', (role, tabs, actions) => {
    const seen = tabsFor(role, ADMIN_TABS);
    expect(seen.map((tab) => tab.label)).toEqual(tabs);
    expect(seen.flatMap((tab) => tab.quickActions.map((action) => action.label))).toEqual(actions);
  });

  it('a quick action never asks for less than its tab', () => {
    const rank = (role: StaffRole) => ROLES.indexOf(role);
    for (const tab of ADMIN_TABS) {
      for (const action of tab.quickActions)
        expect(rank(action.minimumRole)).toBeGreaterThanOrEqual(rank(tab.minimumRole));
    }
  });

  it('loads every panel on demand: the dashboard’s modules import no panel', async () => {
    const source = (file: string) => readFile(new URL(file, import.meta.url), 'utf8');
    const panels = [...(await source('./registry.ts')).matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => m[1]!);
    expect(panels).toHaveLength(ADMIN_TABS.length);
    for (const file of ['./admin-app.tsx', './registry.ts', './tab-panel.tsx', './admin-route.ts']) {
      const staticImports = [...(await source(file)).matchAll(/^import (?!type )[^;]*? from '\.\/([^']+)'/gm)].map(
        (m) => m[1],
      );
      expect(
        staticImports.filter((path) => panels.includes(path!)),
        file,
      ).toEqual([]);
    }
  });

  it('loads the sign-in and change-password forms only when shown: a signed-in first tab has no zod (issue 25)', async () => {
    const app = await readFile(new URL('./admin-app.tsx', import.meta.url), 'utf8');
    const staticImports = [...app.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)].map((m) => m[1]);
    for (const form of ['../../ui/sign-in-form.tsx', '../../ui/change-password-form.tsx']) {
      expect(staticImports).not.toContain(form);
      expect(app).toContain(`lazy(() => import('${form}'))`);
    }
    expect(staticImports.filter((path) => /^zod|[/]domain[/]accounts[/]/.test(path!))).toEqual([]);
  });
});
