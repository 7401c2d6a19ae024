import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Every axe-core violation (WCAG 2.1 A/AA and best practices) on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast sliding in or a colour fading (transition-colors) is half way between its colours, which axe reads as low
  // contrast: scan once no finite animation runs (a spinner's infinite one never ends, and is not waited for).
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (
      // Toasts stacked behind the front one, or leaving, are drawn faded on purpose: the front toast is scanned.
      (
        await axe.run(
          {
            exclude: [['[data-sonner-toast]:not([data-front="true"])'], ['[data-sonner-toast][data-removed="true"]']],
          },
          {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          },
        )
      ).violations
    );
  });
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
