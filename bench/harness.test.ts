import { describe, expect, it } from 'vitest';
import { formatBudget, formatFigure, formatTable, measureCase, measureFigure, median, runSuites } from './harness.ts';

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

  it('judges a figure in its own unit and direction: at least for higher-is-better, at most for lower', async () => {
    const fast = await measureFigure('s', { name: 'req/s', unit: 'req/s', better: 'higher', budget: 100, measure: () => 100 });
    expect(fast).toMatchObject({ value: 100, unit: 'req/s', budget: 100, runs: 1, pass: true });
    const slow = await measureFigure('s', { name: 'req/s', unit: 'req/s', better: 'higher', budget: 100, measure: () => 99.9 });
    expect(slow.pass).toBe(false);
    const small = await measureFigure('s', { name: 'KB', unit: 'KB', better: 'lower', budget: 14, measure: () => 14 });
    expect(small.pass).toBe(true);
    const big = await measureFigure('s', { name: 'KB', unit: 'KB', better: 'lower', budget: 14, measure: () => 14.1 });
    expect(big.pass).toBe(false);
  });

  it('takes the median of a figure over its runs, after untimed warm-ups', async () => {
    const values = [1000, 5, 1, 3];
    let prepared = 0;
    const result = await measureFigure('s', {
      name: 'ratio',
      unit: 'ratio',
      better: 'higher',
      budget: 0.5,
      runs: 3,
      warmup: 1,
      beforeEach: () => void (prepared += 1),
      measure: () => values.shift()!,
    });
    expect(result).toMatchObject({ value: 3, min: 1, max: 5, runs: 3, pass: true });
    expect(prepared).toBe(4);
  });

  it('reports a figure without a budget as passing, and fails one whose measurement throws or is not a number', async () => {
    const report = await measureFigure('s', { name: 'MB', unit: 'MB', better: 'lower', budgetNote: 'reference', measure: () => 700 });
    expect(report).toMatchObject({ budget: null, budgetNote: 'reference', pass: true });
    const broken = await measureFigure('s', {
      name: 'x',
      unit: 'req/s',
      better: 'higher',
      budget: 1,
      measure: () => {
        throw new Error('37 non-2xx responses');
      },
    });
    expect(broken).toMatchObject({ pass: false, error: '37 non-2xx responses', runs: 0 });
    expect(Number.isNaN(broken.value)).toBe(true);
    const nan = await measureFigure('s', { name: 'x', unit: 'KB', better: 'lower', budget: 1, measure: () => NaN });
    expect(nan.pass).toBe(false);
  });

  it('formats figures and budgets with their units, and prints them in the one table', async () => {
    expect(formatFigure(1234.4, 'req/s')).toBe('1,234 req/s');
    expect(formatFigure(12.34, 'KB')).toBe('12.3 KB');
    expect(formatFigure(0.8, 'ratio')).toBe('0.800 ratio');
    expect(formatFigure(0.0213, '')).toBe('0.021');
    expect(formatFigure(1.5, 'KB')).toBe('1.50 KB');
    expect(formatFigure(1500, 'ms')).toBe('1.50 s');
    expect(formatBudget({ budget: 4000, unit: 'req/s', better: 'higher', budgetNote: '50% of live' })).toBe(
      '≥ 4,000 req/s (50% of live)',
    );
    expect(formatBudget({ budget: null, unit: 'MB', better: 'lower' })).toBe('-');
    const report = await runSuites([
      {
        name: 'load',
        run: async (ctx) => {
          await ctx.figure({ name: 'live', unit: 'req/s', better: 'higher', measure: () => 8000 });
          await ctx.figure({ name: 'events', unit: 'req/s', better: 'higher', budget: 4000, measure: () => 3000 });
          await ctx.measure({ name: 'timed', budgetMs: 10_000, runs: 1, warmup: 0, run: () => {} });
        },
      },
    ]);
    expect(report.passed).toBe(false);
    expect(report.suiteSeconds.load).toBeGreaterThanOrEqual(0);
    const table = formatTable(report);
    expect(table).toMatch(/live\s+8,000 req\/s.*-\s+report/);
    expect(table).toMatch(/events\s+3,000 req\/s.*≥ 4,000 req\/s\s+UNDER BUDGET/);
    expect(table).toMatch(/timed\s+\d+\.\d ms.*≤ 10\.00 s\s+pass/);
  });
});
