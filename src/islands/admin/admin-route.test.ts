import { describe, expect, it } from 'vitest';
import { adminHash, canEdit, hasRole, parseAdminHash, tabsFor } from './admin-route.ts';
import type { StaffRole } from './panel.ts';
import type { AdminTab } from './registry.ts';

const panel = () => Promise.resolve(() => null);
const TABS: AdminTab[] = [
  { id: 'home', label: 'Home', minimumRole: 'editor', panel, quickActions: [] },
  {
    id: 'posts',
    label: 'Posts',
    minimumRole: 'editor',
    panel,
    quickActions: [
      { id: 'new', label: 'New Post', minimumRole: 'editor' },
      { id: 'import', label: 'Import Posts', minimumRole: 'admin' },
    ],
  },
  { id: 'settings', label: 'Settings', minimumRole: 'editor', minimumEditRole: 'admin', panel, quickActions: [] },
  {
    id: 'people',
    label: 'People',
    minimumRole: 'super_admin',
    panel,
    quickActions: [{ id: 'new', label: 'Add', minimumRole: 'super_admin' }],
  },
];

describe('hasRole', () => {
  it.each([
    ['editor', 'editor', true],
    ['editor', 'admin', false],
    ['editor', 'super_admin', false],
    ['admin', 'editor', true],
    ['admin', 'admin', true],
    ['admin', 'super_admin', false],
    ['super_admin', 'editor', true],
    ['super_admin', 'super_admin', true],
  ] as const)('%s has at least %s: %s', (role, minimum, expected) => {
    expect(hasRole(role, minimum)).toBe(expected);
  });
});

describe('tabsFor and canEdit', () => {
  it.each([
    ['editor', ['home', 'posts/new', 'settings']],
    ['admin', ['home', 'posts/new', 'posts/import', 'settings']],
    ['super_admin', ['home', 'posts/new', 'posts/import', 'settings', 'people/new']],
  ] as const)('%s sees %j', (role, expected) => {
    const seen = tabsFor(role, TABS).flatMap((tab) =>
      tab.quickActions.length === 0 ? [tab.id] : tab.quickActions.map((a) => `${tab.id}/${a.id}`),
    );
    expect(seen).toEqual(expected);
  });

  it.each([
    ['editor', 'posts', true],
    ['editor', 'settings', false],
    ['admin', 'settings', true],
  ] as const)('%s may edit %s: %s', (role: StaffRole, id, expected) => {
    expect(
      canEdit(
        role,
        TABS.find((tab) => tab.id === id)!,
      ),
    ).toBe(expected);
  });
});

describe('parseAdminHash', () => {
  it.each([
    ['editor', '', 'home', null],
    ['editor', '#', 'home', null],
    ['editor', '#posts', 'posts', null],
    ['editor', '#posts/new', 'posts', 'new'],
    ['editor', '#posts/new/extra', 'posts', 'new'],
    ['editor', '#posts/import', 'posts', null],
    ['admin', '#posts/import', 'posts', 'import'],
    ['editor', '#posts/unknown', 'posts', null],
    ['editor', '#people', 'home', null],
    ['editor', '#people/new', 'home', null],
    ['super_admin', '#people/new', 'people', 'new'],
    ['super_admin', '#nowhere/new', 'home', null],
    ['super_admin', '#POSTS', 'home', null],
    ['super_admin', '#/new', 'home', null],
  ] as const)('%s at %j opens %s with action %s', (role, hash, tab, action) => {
    const route = parseAdminHash(hash, tabsFor(role, TABS));
    expect([route.tab.id, route.action]).toEqual([tab, action]);
  });
});

describe('adminHash', () => {
  it.each([
    ['posts', null, '#posts'],
    ['posts', 'new', '#posts/new'],
  ] as const)('%s with %s is %s', (tab, action, hash) => {
    expect(adminHash(tab, action)).toBe(hash);
  });
});
