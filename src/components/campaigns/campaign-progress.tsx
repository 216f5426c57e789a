import { campaignProgress, formatDollars, type Campaign } from '../../domain/campaigns/campaign.ts';
import { MarkdownHtml } from '../blocks/markdown-html.tsx';
import { IconSvg } from '../icon-svg.tsx';

interface ProgressProps {
  title: string;
  goal: number;
  raised: number;
  donors?: number | undefined;
  /** 'dark' on the green donate band, 'light' on a light card. */
  variant?: 'light' | 'dark';
  className?: string | undefined;
}

/**
 * A campaign's progress (issue 24 item 2): an accessible bar (role="progressbar" with its value and the
 * text) and the visible text "$42,000 of $100,000 · 42%". Static HTML: rendered by Astro with no
 * hydration (no script), and by the admin's preview with the draft. No inline style (the CSP has none),
 * so the fill is an SVG rectangle whose width is an attribute. A campaign without a goal shows the
 * amount raised only.
 */
export function CampaignProgress({ title, goal, raised, donors, variant = 'light', className }: ProgressProps) {
  const progress = campaignProgress(goal, raised);
  const donorText = donors === undefined ? '' : ` · ${donors.toLocaleString('en-US')} ${donors === 1 ? 'donor' : 'donors'}`;
  const dark = variant === 'dark';
  return (
    <div className={className} data-campaign-progress="">
      {progress.percent !== null && (
        <div
          role="progressbar"
          aria-label={`${title} progress`}
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
export function CampaignCard({ campaign }: { campaign: Pick<Campaign, 'title' | 'description' | 'goal' | 'raised' | 'donors'> }) {
  return (
    <div className="card border-gold-200 bg-gold-50">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="fundraiser-heading" className="text-xl font-bold text-ink-900">
            {campaign.title}
          </h2>
          <MarkdownHtml className="mt-1 space-y-2 text-ink-700" markdown={campaign.description} />
        </div>
        {campaign.goal > 0 && (
          <p className="text-center">
            <span className="block text-sm font-semibold text-gold-800">Goal</span>
            <span className="block text-4xl font-extrabold text-primary-800">{formatDollars(campaign.goal)}</span>
          </p>
        )}
      </div>
      <CampaignProgress className="mt-4" title={campaign.title} goal={campaign.goal} raised={campaign.raised} donors={campaign.donors} />
    </div>
  );
}

/** The running campaign in the home page's green donate band: its name and its progress. */
export function CampaignBandLine({ campaign }: { campaign: Pick<Campaign, 'title' | 'goal' | 'raised' | 'donors'> }) {
  return (
    <div className="mt-4 max-w-xl">
      <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-100">
        <IconSvg name="star" className="size-4" />
        {campaign.title}
      </p>
      <CampaignProgress className="mt-3" variant="dark" title={campaign.title} goal={campaign.goal} raised={campaign.raised} donors={campaign.donors} />
    </div>
  );
}
