import { bundleApiWorker } from '../../support/edge-api.ts';

/** api-edge project's global setup: bundle the test worker once, from this checkout's sources. */
export default async function setup(): Promise<void> {
  await bundleApiWorker();
}
