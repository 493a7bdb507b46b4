/**
 * The scripts' long texts (the scaffolds they write, the reports and messages they print) live in
 * scripts/templates/ as the text they become, each `{{field}}` filled in here.
 */
import { readFileSync } from 'node:fs';

/** scripts/templates/`name` with each `{{field}}` filled in; a field without a value throws. */
export function fillTemplate(name: string, fields: Record<string, string | number>): string {
  const template = readFileSync(new URL(`../templates/${name}`, import.meta.url), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => {
    if (fields[field] === undefined)
      throw new Error(`scripts/templates/${name} has no value for {{${field}}}.`);
    return String(fields[field]);
  });
}
