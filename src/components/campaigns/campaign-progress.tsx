import { campaignProgress, formatDollars, type Campaign } from '../../domain/campaigns/campaign.ts';
import { MarkdownHtml } from '../blocks/markdown-html.tsx';
import { IconSvg } from '../icon-svg.tsx';

/**
 * The campaign's words in a page's language (issue 26, the `donate` namespace; campaignWords builds them):
 * amounts and percents through Intl in its locale. Without them, SPEC's English ('$42,000 of $100,000 · 42%').
 */
export interface CampaignWords {
  /** '$42,000', '42.000 $'. */
  money(amount: number): string;
  /** '$42,000 of $100,000 · 42%' from the amounts and the whole percent. */
  progress(raised: number, goal: number, percent: number): string;
  /** '$42,000 raised'. */
  raised(amount: number): string;
  /** ' · 3 donors' follows the progress: '3 donors'. */
  donors(count: number): string;
  /** The bar's name: '{title} progress'. */
  label(title: string): string;
  goal: string;
  /** The language staff write campaigns in, on a page in another. */
  staffLang: string;
}

interface ProgressProps {
  title: string;
  goal: number;
  raised: number;
  donors?: number | undefined;
  /** 'dark' on the green donate band, 'light' on a light card. */
  variant?: 'light' | 'dark';
  className?: string | undefined;
  words?: CampaignWords | undefined;
}

/**
 * A campaign's progress (issue 24 item 2): an accessible bar (role="progressbar" with its value and the
 * text) and the visible text "$42,000 of $100,000 · 42%". Static HTML: rendered by Astro with no
 * hydration (no script), and by the admin's preview with the draft. No inline style (the CSP has none),
 * so the fill is an SVG rectangle whose width is an attribute. A campaign without a goal shows the
 * amount raised only.
 */
export function CampaignProgress({ title, goal, raised, donors, variant = 'light', className, words }: ProgressProps) {
  const progress = campaignProgress(goal, raised);
  if (words) {
    const safeRaised = Math.max(0, raised);
    progress.text = progress.percent === null ? words.raised(safeRaised) : words.progress(safeRaised, goal, progress.percent);
  }
  const donorCount = donors === undefined ? '' : words ? words.donors(donors) : `${donors.toLocaleString('en-US')} ${donors === 1 ? 'donor' : 'donors'}`;
  const donorText = donorCount ? ` · ${donorCount}` : '';
  const dark = variant === 'dark';
  return (
    <div className={className} data-campaign-progress="">
      {progress.percent !== null && (
        <div
          role="progressbar"
          aria-label={words ? words.label(title) : `${title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.barPercent}
          aria-valuetext={progress.text}
          className={`h-3 w-full overflow-hidden rounded-full ${dark ? 'bg-white/20' : 'bg-gold-100'}`}
        >
          <svg viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-full w-full" aria-hidden="true" focusable="false">
            <rect width={progress.barPercent} height="1" className={dark ? 'fill-gold-200' : 'fill-primary-600'} />
          </svg>
        </div>
      )}
      <p className={`mt-2 text-sm font-semibold ${dark ? 'text-gold-100' : 'text-ink-800'}`}>{`${progress.text}${donorText}`}</p>
    </div>
  );
}

/** The running campaign's card on /donate: its title, description, goal and progress. */
export function CampaignCard({
  campaign,
  words,
  langs,
}: {
  campaign: Pick<Campaign, 'title' | 'description' | 'goal' | 'raised' | 'donors'>;
  words?: CampaignWords | undefined;
  /** Per translated field (title, description), the language staff translated it into (issue 26 item 4: localize). */
  langs?: Partial<Record<string, string>> | undefined;
}) {
  const staff = words ? { lang: words.staffLang, dir: 'auto' as const } : {};
  return (
    <div className="card border-gold-200 bg-gold-50">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div {...staff}>
          <h2 id="fundraiser-heading" className="text-xl font-bold text-ink-900" {...(langs?.title ? { lang: langs.title, dir: 'auto' } : {})}>
            {campaign.title}
          </h2>
          <MarkdownHtml className="mt-1 space-y-2 text-ink-700" markdown={campaign.description} lang={langs?.description} />
        </div>
        {campaign.goal > 0 && (
          <p className="text-center">
            <span className="block text-sm font-semibold text-gold-800">{words?.goal ?? 'Goal'}</span>
            <span className="block text-4xl font-extrabold text-primary-800">{words ? words.money(campaign.goal) : formatDollars(campaign.goal)}</span>
          </p>
        )}
      </div>
      <CampaignProgress className="mt-4" title={campaign.title} goal={campaign.goal} raised={campaign.raised} donors={campaign.donors} words={words} />
    </div>
  );
}

/** The running campaign in the home page's green donate band: its name and its progress. */
export function CampaignBandLine({
  campaign,
  words,
  langs,
}: {
  campaign: Pick<Campaign, 'title' | 'goal' | 'raised' | 'donors'>;
  words?: CampaignWords | undefined;
  /** Per translated field, its language (issue 26 item 4). */
  langs?: Partial<Record<string, string>> | undefined;
}) {
  return (
    <div className="mt-4 max-w-xl">
      <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-100">
        <IconSvg name="star" className="size-4" />
        <span {...(langs?.title ? { lang: langs.title, dir: 'auto' as const } : words ? { lang: words.staffLang, dir: 'auto' as const } : {})}>{campaign.title}</span>
      </p>
      <CampaignProgress className="mt-3" variant="dark" title={campaign.title} goal={campaign.goal} raised={campaign.raised} donors={campaign.donors} words={words} />
    </div>
  );
}
