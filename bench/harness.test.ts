import { describe, expect, it } from 'vitest';
import { formatTable, measureCase, median, runSuites } from './harness.ts';

describe('bench harness', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('median(%j) = %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('runs warm-ups untimed, prepares every run, and passes within budget', async () => {
    let prepared = 0;
    let ran = 0;
    const result = await measureCase('s', {
      name: 'c',
      budgetMs: 10_000,
      runs: 3,
      warmup: 2,
      beforeEach: () => void (prepared += 1),
      run: () => void (ran += 1),
    });
    expect({ prepared, ran }).toEqual({ prepared: 5, ran: 5 });
    expect(result).toMatchObject({ suite: 's', name: 'c', runs: 3, pass: true });
  });

  it('fails a case over budget, and a case that throws', async () => {
    const slow = await measureCase('s', {
      name: 'slow',
      budgetMs: 0,
      runs: 1,
      warmup: 0,
      run: () => new Promise((r) => setTimeout(r, 5)),
    });
    expect(slow.pass).toBe(false);
    const broken = await measureCase('s', {
      name: 'broken',
      budgetMs: 1000,
      run: () => {
        throw new Error('wrong answer');
      },
    });
    expect(broken).toMatchObject({ pass: false, error: 'wrong answer' });
  });

  it('a report passes only when every case passed and no suite failed', async () => {
    const ok = await runSuites([
      { name: 'ok', run: async (ctx) => void (await ctx.measure({ name: 'fast', budgetMs: 10_000, run: () => {} })) },
    ]);
    expect(ok.passed).toBe(true);
    const failing = await runSuites([
      {
        name: 'setup fails',
        run: async (ctx) => {
          ctx.skip('postgres', 'DATABASE_URL is not set');
          throw new Error('no database');
        },
      },
    ]);
    expect(failing).toMatchObject({ passed: false, suiteErrors: [{ suite: 'setup fails', error: 'no database' }] });
    expect(formatTable(failing)).toContain('skipped: setup fails / postgres: DATABASE_URL is not set');
  });
});
