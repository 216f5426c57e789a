import { afterAll } from 'vitest';
import { startedEdges } from './test-app.ts';

/** api-edge project: the workerd instances a test file started stop after its last hook. */
afterAll(async () => {
  await Promise.all(startedEdges.splice(0).map((edge) => edge.dispose()));
});
