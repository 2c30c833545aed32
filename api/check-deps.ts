/**
 * Checks api/src against the api's dependency rules (.dependency-cruiser-rules.cjs) with dependency-cruiser, and
 * that server.ts registers the feature modules in the declared order. Prints each violation; exits 1 on any.
 *
 *   npm run check:deps -w @tote/api            this checkout
 *   npx tsx api/check-deps.ts /path/to/repo    another checkout of the repository (e.g. an older commit)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const rules = require('./.dependency-cruiser-rules.cjs') as {
  FEATURE_ORDER: string[];
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

const repo = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

process.chdir(repo); // the rules' paths (and the options' tsconfig) are from the repository root
const result = await cruise(['api/src'], {
  ...rules.options,
  validate: true,
  ruleSet: { forbidden: rules.forbidden },
});
if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result');

const describe = (v: IViolation): string =>
  v.cycle?.length ? `${v.from} → ${v.cycle.map((c) => c.name).join(' → ')}` : `${v.from} → ${v.to}`;
const violations = result.output.summary.violations.map((v) => `${v.rule.name}: ${describe(v)}`);

// The registration order is the declared order (server.ts registers `modules` one after another).
if (!process.argv[2]) {
  const { modules } = await import('./src/modules.js');
  const registered = modules.map((m) => m.name).join(', ');
  if (registered !== rules.FEATURE_ORDER.join(', '))
    violations.push(
      `api: modules in the declared order: modules.ts registers ${registered}; the declared order is FEATURE_ORDER`,
    );
}

const folders = new Set(
  result.output.modules.map((m) => path.dirname(m.source)).filter((d) => d.startsWith('api/src')),
);
console.log(
  `api dependency rules: ${result.output.summary.totalCruised} modules in ${folders.size} folders, ` +
    `${result.output.summary.totalDependenciesCruised} dependencies, ${violations.length} violations`,
);
for (const v of violations) console.log(`  ${v}`);
process.exitCode = violations.length ? 1 : 0;
