import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import { defaultConfig } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseGate } from '../../scripts/budgets.ts';
import { lighthouseAuditsAxeHolds, lighthouseOnlyRules, wcagTags } from '../support/axe.ts';

/**
 * The page checks hold every page to axe's rules in both colour modes instead of running
 * Lighthouse's accessibility category, which is axe with a rule selection of its own: that holds
 * only while our scan runs every rule the category does.
 */
describe("the site's axe scan", () => {
  const gatherer = readFileSync(
    createRequire(import.meta.url).resolve('lighthouse/core/gather/gatherers/accessibility.js'),
    'utf8',
  );
  // What the tags run: axe leaves experimental rules out of a tag selection.
  const selected = new Set(
    axe
      .getRules(wcagTags)
      .filter((rule) => !rule.tags.includes('experimental'))
      .map((rule) => rule.ruleId),
  );

  it("runs every rule of Lighthouse's accessibility category", () => {
    const tags = /runOnly:\s*{\s*type:\s*'tag',\s*values:\s*\[([^\]]*)\]/.exec(gatherer)?.[1];
    expect(
      tags,
      "Lighthouse's gatherer no longer reads as expected: compare it with tests/support/axe.ts",
    ).toBeDefined();
    for (const tag of tags!.match(/[\w-]+/g)!) expect(wcagTags).toContain(tag);
    const enabled = [...gatherer.matchAll(/'([\w-]+)':\s*{\s*enabled:\s*true\s*}/g)].map(
      (match) => match[1]!,
    );
    expect(enabled.length, "the rules Lighthouse's gatherer turns on").toBeGreaterThan(10);
    expect(enabled.filter((rule) => !selected.has(rule) && !lighthouseOnlyRules.includes(rule))).toEqual([]);
  });

  it("holds the audits of Lighthouse's gates that are axe rules, which the gates then skip", async () => {
    const scored = Object.keys(lighthouseGate.scores).flatMap(
      (category) => defaultConfig.categories?.[category]?.auditRefs.map((ref) => ref.id) ?? [],
    );
    expect(scored.length, "the audits the gates' categories score").toBeGreaterThan(10);
    // An audit that reads the Accessibility artifact is one Lighthouse runs axe for.
    const axeAudits: string[] = [];
    for (const audit of defaultConfig.audits ?? []) {
      if (typeof audit !== 'string') continue;
      const { default: Audit } = (await import(`lighthouse/core/audits/${audit}.js`)) as {
        default: { meta: { id: string; requiredArtifacts: string[] } };
      };
      if (scored.includes(Audit.meta.id) && Audit.meta.requiredArtifacts.includes('Accessibility'))
        axeAudits.push(Audit.meta.id);
    }
    expect(axeAudits.sort()).toEqual([...lighthouseAuditsAxeHolds].sort());
    expect(lighthouseAuditsAxeHolds.filter((rule) => !selected.has(rule))).toEqual([]);
  });

  it('names only rules axe has', () => {
    const known = new Set(axe.getRules().map((rule) => rule.ruleId));
    expect(lighthouseOnlyRules.filter((rule) => !known.has(rule))).toEqual([]);
  });
});
