import { IconSvg } from '../icon-svg.tsx';

/** The card's own words (issue 26): SPEC's English by default, a page language's from its catalogue. */
export interface VisitCardLabels {
  open: string;
  serviceHours: string;
  jumuah: string;
  /** 'Fridays at {times}'. */
  jumuahTimes: string;
  directions: string;
  prayerTimes: string;
  opensInNewTab: string;
}

const ENGLISH: VisitCardLabels = {
  open: 'Open for 5 daily prayers',
  serviceHours: 'Service hours:',
  jumuah: "Jumu'ah:",
  jumuahTimes: 'Fridays at {times}',
  directions: 'Get Directions',
  prayerTimes: 'Prayer Times',
  opensInNewTab: ' (opens in a new tab)',
};

export interface VisitCardProps {
  name: string;
  address: string;
  mapsHref: string;
  serviceHours: string;
  jumuahTimes: string;
  labels?: VisitCardLabels;
  /** On a page in another language: its language and direction (the card sits among staff's blocks, marked as theirs). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The language staff write the site facts in (the hours), marked on them. */
  staffLang?: string;
  /** The home page's prayer times in the page's language. */
  prayerTimesHref?: string;
}

/** The About page's card beside "Plan Your Visit": the address, hours and Jumu'ah from the site facts. */
export function VisitCard({ name, address, mapsHref, serviceHours, jumuahTimes, labels = ENGLISH, lang, dir, staffLang, prayerTimesHref = '/#prayer-times' }: VisitCardProps) {
  return (
    <div className="card" lang={lang} dir={dir}>
      <h3 className="text-lg font-bold text-ink-900">
        <bdi lang={staffLang}>{name}</bdi>
      </h3>
      <address className="mt-2 text-ink-800 not-italic" lang={staffLang} dir={lang ? 'auto' : undefined}>
        {address}
      </address>
      <p className="mt-3 font-medium text-primary-700">{labels.open}</p>
      <dl className="mt-3 space-y-1 text-ink-700">
        <div>
          <dt className="inline font-semibold">{`${labels.serviceHours} `}</dt>
          <dd className="inline">
            <bdi lang={staffLang}>{serviceHours}</bdi>
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{`${labels.jumuah} `}</dt>
          <dd className="inline">{labels.jumuahTimes.replace('{times}', jumuahTimes)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={mapsHref} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
          <IconSvg name="map-pin" className="size-5" />
          {labels.directions}
          <span className="sr-only">{labels.opensInNewTab}</span>
        </a>
        <a href={prayerTimesHref} data-scroll-to="prayer-times" className="btn btn-outline">
          <IconSvg name="clock" className="size-5" />
          {labels.prayerTimes}
        </a>
      </div>
    </div>
  );
}
