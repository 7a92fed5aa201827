import axe from 'axe-core';
import { expect } from 'vitest';

/*
 * axe-core on what a component test rendered. jsdom has no layout, so what needs one (colour
 * contrast, target sizes) is left to the real-browser pass each page keeps in e2e
 * (e2e/fixtures/axe.ts); names, roles, labels, landmarks and ARIA are checked here.
 */
const NEEDS_LAYOUT = [
  'color-contrast',
  'color-contrast-enhanced',
  'target-size',
  'scrollable-region-focusable',
];

export async function expectAccessible(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: Object.fromEntries(NEEDS_LAYOUT.map((id) => [id, { enabled: false }])),
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious).toEqual([]);
}

/** The page reads right to left: the document's direction and the MUI styles mirrored for it. */
export function expectRightToLeft(): void {
  expect(document.documentElement.dir).toBe('rtl');
  const rtlRules = [...document.querySelectorAll('style[data-emotion^="muirtl"]')];
  expect(rtlRules.length).toBeGreaterThan(0);
}
