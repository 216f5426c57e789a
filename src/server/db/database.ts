import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StaffTranslations } from '../../domain/i18n/staff-text.ts';

/** Table types as the application sees them (camelCase; CamelCasePlugin maps to snake_case columns). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Role = 'super_admin' | 'admin' | 'editor';
export const ROLES = ['super_admin', 'admin', 'editor'] as const satisfies readonly Role[];

export interface UsersTable {
  id: Generated<number>;
  username: string;
  firstName: string | null;
  email: string;
  role: Role;
  passwordHash: string;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  userAgent: string | null;
  /** Only second-factor enrolment is allowed (issue 25's requirement, src/server/auth/second-factor.ts). */
  restricted: ColumnType<boolean, boolean | undefined, boolean>;
  /** What the Sessions list names (issue 25); the id itself is a secret. */
  publicId: Generated<string>;
  address: string | null;
}

export type EventCategory = 'community' | 'ramadan' | 'youth' | 'education';
export const EVENT_CATEGORIES = ['community', 'ramadan', 'youth', 'education'] as const satisfies readonly EventCategory[];

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string;
  startDate: NullableTimestamp;
  endDate: NullableTimestamp;
  category: EventCategory;
  imageUrl: string | null;
  isPermanent: ColumnType<boolean, boolean | undefined, boolean>;
  location: string | null;
  registrationRequired: ColumnType<boolean, boolean | undefined, boolean>;
  maxAttendees: number | null;
  /** Online sign-ups (issue 27, ADR 022): on, the most seats per sign-up, opens/closes, waiting list, notes asked. */
  signUpOnline: ColumnType<boolean, boolean | undefined, boolean>;
  signUpMaxSeats: ColumnType<number, number | undefined, number>;
  signUpOpensAt: NullableTimestamp;
  signUpClosesAt: NullableTimestamp;
  signUpWaitingList: ColumnType<boolean, boolean | undefined, boolean>;
  signUpAskNotes: ColumnType<boolean, boolean | undefined, boolean>;
  /** Optional translations of title, description and location per language (issue 26 item 4), written as JSON text. */
  translations: ColumnType<StaffTranslations, string | undefined, string>;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  content: string;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  priority: ColumnType<number, number | undefined, number>;
  expiresAt: NullableTimestamp;
  /** Optional translations of title and content per language (issue 26 item 4), written as JSON text. */
  translations: ColumnType<StaffTranslations, string | undefined, string>;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  isRead: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  createdAt: CreatedAt;
}

export interface GalleriesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  createdAt: CreatedAt;
}

export interface PhotosTable {
  id: Generated<number>;
  galleryId: number;
  url: string;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: CreatedAt;
}

/**
 * One row per calendar date of the masjid; times are 'HH:MM' strings exactly as staff uploaded them. An
 * iqamah is null when the upload left its column empty: the prayer settings' rule gives it (ADR 009).
 */
export interface PrayerTimesTable {
  date: string;
  fajrAdhan: string;
  fajrIqamah: string | null;
  shouruq: string;
  dhuhrAdhan: string;
  dhuhrIqamah: string | null;
  asrAdhan: string;
  asrIqamah: string | null;
  maghribAdhan: string;
  maghribIqamah: string | null;
  ishaAdhan: string;
  ishaIqamah: string | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The staff's prayer settings (src/domain/schedule/settings.ts) as one JSON document; one row, id 1. */
export interface PrayerSettingsTable {
  id: number;
  settings: ColumnType<unknown, string, string>;
  version: number;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

/** Every change of the prayer settings: who, when, what (one line per change) and the settings after it. */
export interface PrayerSettingsChangesTable {
  id: Generated<number>;
  changedAt: CreatedAt;
  userId: number | null;
  username: string;
  version: number;
  summary: string;
  settings: ColumnType<unknown, string, string>;
}

export interface PageViewsTable {
  id: Generated<string>;
  sessionId: string;
  page: string;
  userAgent: string | null;
  referrer: string | null;
  viewedAt: CreatedAt;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  usernameKey: string;
  clientKey: string;
  succeeded: boolean;
  attemptedAt: CreatedAt;
  /** The existing account a failure targeted (issue 25); never an unknown username. */
  userId: Generated<number | null>;
}

/** One row: when the next password sign-in from an unknown browser may go ahead during a spike (issue 25). */
export interface SignInPacingTable {
  id: number;
  nextAt: Timestamp;
}

/** Fixed-window counters shared by every server instance (rate limits live in the database). */
export interface RateLimitsTable {
  bucket: string;
  key: string;
  windowStart: Timestamp;
  count: number;
}

/** The prayer-hall display's settings, one row per screen ('main'); no row means the config's defaults. */
export interface DisplaySettingsTable {
  screen: string;
  slideSeconds: number;
  iqamahScreenMinutes: number;
  theme: string;
  /** Null: the site's default language (migration 2026-11-28T0200). */
  language: string | null;
  secondLanguage: string | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

/** Staff changes waiting for the edge's deploy hook (migration 2026-11-25T0300, ADR 011). */
export interface DeployHookRequestsTable {
  id: Generated<number>;
  reason: string;
  requestedAt: CreatedAt;
  calledAt: NullableTimestamp;
}

/** The masjid date the edge last looked for a page-changing date (migration 2026-11-27T0500; one row, id 1). */
export interface SiteDateChecksTable {
  id: number;
  checkedDate: string;
  checkedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Staff-run content (ADR 019): one row per program, campaign, page or the site's facts. */
export interface ContentItemsTable {
  id: Generated<number>;
  kind: string;
  slug: string;
  draft: ColumnType<unknown, string | null, string | null>;
  published: ColumnType<unknown, string | null, string | null>;
  publishedAt: NullableTimestamp;
  publishedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export interface ContentRevisionsTable {
  id: Generated<number>;
  itemId: number;
  data: ColumnType<unknown, string, never>;
  publishedAt: Timestamp;
  publishedBy: string;
}

export interface ContentSeedsTable {
  kind: string;
  seededAt: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  userId: number | null;
  username: string | null;
  action: string;
  target: string;
  summary: string;
  address: string | null;
}

/** One party's sign-up for an event or a program (issue 27, ADR 022); personal data is cleared after the event. */
export interface RegistrationsTable {
  id: Generated<number>;
  eventId: number | null;
  programId: number | null;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  seats: number;
  /** Arrival order within the event or program. */
  position: number;
  tokenHash: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  children: ColumnType<unknown, string | null | undefined, string | null>;
  checkedInAt: NullableTimestamp;
  walkIn: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  cancelledAt: NullableTimestamp;
  personalDataClearedAt: NullableTimestamp;
}

export interface UserTotpTable {
  userId: number;
  secret: string;
  confirmedAt: NullableTimestamp;
  lastUsedStep: number | null;
  createdAt: CreatedAt;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface SecondFactorPolicyTable {
  role: Role;
  required: boolean;
  updatedAt: Timestamp;
  updatedBy: number | null;
}

/** A staff member's WebAuthn credential (issue 25). Ids and keys are base64url. */
export interface PasskeysTable {
  id: Generated<number>;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: ColumnType<number, number | undefined, number>;
  /** Space-separated authenticator transports ('internal hybrid'), as the browser reported them. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'signin';
  userId: number | null;
  expiresAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  events: EventsTable;
  announcements: AnnouncementsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  galleries: GalleriesTable;
  photos: PhotosTable;
  prayerTimes: PrayerTimesTable;
  prayerSettings: PrayerSettingsTable;
  prayerSettingsChanges: PrayerSettingsChangesTable;
  pageViews: PageViewsTable;
  loginAttempts: LoginAttemptsTable;
  rateLimits: RateLimitsTable;
  displaySettings: DisplaySettingsTable;
  deployHookRequests: DeployHookRequestsTable;
  siteDateChecks: SiteDateChecksTable;
  contentItems: ContentItemsTable;
  contentRevisions: ContentRevisionsTable;
  contentSeeds: ContentSeedsTable;
  auditLog: AuditLogTable;
  registrations: RegistrationsTable;
  userTotp: UserTotpTable;
  recoveryCodes: RecoveryCodesTable;
  secondFactorPolicy: SecondFactorPolicyTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  signInPacing: SignInPacingTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Event = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;
export type Announcement = Selectable<AnnouncementsTable>;
export type NewAnnouncement = Insertable<AnnouncementsTable>;
export type AnnouncementUpdate = Updateable<AnnouncementsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Gallery = Selectable<GalleriesTable>;
export type Photo = Selectable<PhotosTable>;
export type PrayerTimesRow = Selectable<PrayerTimesTable>;
export type NewPrayerTimesRow = Insertable<PrayerTimesTable>;
export type PageView = Selectable<PageViewsTable>;
