import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists, at the end of a run, every test whose slowest attempt took more than half of its time
 * limit, with the five slowest overall: a test that needs most of its limit on a quiet machine
 * times out on a busy one. The list is information, not a failure.
 */
export default class SlowTestReporter implements Reporter {
  private readonly times = new Map<TestCase, { ms: number; timeout: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const previous = this.times.get(test);
    if (!previous || result.duration > previous.ms)
      this.times.set(test, { ms: result.duration, timeout: test.timeout });
  }

  onEnd(_result: FullResult) {
    const rows = [...this.times.entries()]
      .map(([test, t]) => ({ title: test.titlePath().slice(2).join(' › '), ...t, share: t.ms / t.timeout }))
      .sort((a, b) => b.share - a.share);
    if (rows.length === 0) return;
    const line = (r: (typeof rows)[number]) =>
      `  ${(r.ms / 1000).toFixed(1).padStart(5)} s of ${r.timeout / 1000} s (${Math.round(r.share * 100)}%)  ${r.title}`;
    const over = rows.filter((r) => r.share > 0.5);
    console.log(
      over.length
        ? `\n${over.length} browser test(s) took more than half of their time limit:\n${over.map(line).join('\n')}`
        : '\nEvery browser test finished within half of its time limit.',
    );
    console.log(`Slowest (share of the limit):\n${rows.slice(0, 5).map(line).join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
