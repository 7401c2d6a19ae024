import type { Reporter, TestModule } from 'vitest/node';

/** A file slower than this is named in a warning (a warning, not a failure: these machines are noisy). */
const SLOW_FILE_MS = 60_000;
const SHOWN = 10;

/**
 * Prints, after every run, the ten slowest test files (setup, import and tests together) and a warning for
 * each file over a minute, so the suite's budget is visible in every CI log.
 */
export default class SlowFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules
      .map((m) => {
        const d = m.diagnostic();
        return {
          name: `${m.project.name}: ${m.relativeModuleId}`,
          ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (files.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    console.log(`\nSlowest test files (${Math.min(SHOWN, files.length)} of ${files.length}):`);
    for (const f of files.slice(0, SHOWN)) console.log(`  ${seconds(f.ms)}  ${f.name}`);
    for (const f of files.filter((f) => f.ms > SLOW_FILE_MS)) {
      console.log(
        `WARNING: ${f.name} took ${seconds(f.ms).trim()}, over the ${SLOW_FILE_MS / 1000} s a file may take (README, Testing)`,
      );
    }
  }
}
