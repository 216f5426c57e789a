import { IconSvg } from '../icon-svg.tsx';

export interface VisitCardProps {
  name: string;
  address: string;
  mapsHref: string;
  serviceHours: string;
  jumuahTimes: string;
}

/** The About page's card beside "Plan Your Visit": the address, hours and Jumu'ah from the site facts. */
export function VisitCard({ name, address, mapsHref, serviceHours, jumuahTimes }: VisitCardProps) {
  return (
    <div className="card">
      <h3 className="text-lg font-bold text-ink-900">{name}</h3>
      <address className="mt-2 text-ink-800 not-italic">{address}</address>
      <p className="mt-3 font-medium text-primary-700">Open for 5 daily prayers</p>
      <dl className="mt-3 space-y-1 text-ink-700">
        <div>
          <dt className="inline font-semibold">Service hours: </dt>
          <dd className="inline">{serviceHours}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Jumu&apos;ah: </dt>
          <dd className="inline">Fridays at {jumuahTimes}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={mapsHref} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
          <IconSvg name="map-pin" className="size-5" />
          Get Directions<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href="/#prayer-times" data-scroll-to="prayer-times" className="btn btn-outline">
          <IconSvg name="clock" className="size-5" />
          Prayer Times
        </a>
      </div>
    </div>
  );
}
