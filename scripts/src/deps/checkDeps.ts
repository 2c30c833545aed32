/**
 * The dependency rules of .dependency-cruiser.cjs over source folders: dependency-cruiser's own rules (file cycles,
 * features only through index.ts, the features' order, …), then the same `no cycles` rules between folders.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { folderCycles } from './folderCycles.ts';

/** What this check reads of a rule; dependency-cruiser reads the rest. */
interface Rule {
  name: string;
  comment: string;
  scope?: 'module' | 'folder';
  from: { path?: string };
  to: { circular?: boolean };
}

interface Config {
  forbidden: Rule[];
  options: Record<string, unknown>;
}

export interface Problem {
  rule: string;
  comment: string;
  /** Each import that breaks the rule, or each folder import of a cycle. */
  lines: string[];
}

export function loadConfig(file: string): Config {
  return createRequire(import.meta.url)(path.resolve(file)) as Config;
}

/** Every rule broken in `roots` (folders relative to `baseDir`), grouped by rule. */
export async function checkDeps(roots: string[], config: Config, baseDir: string): Promise<Problem[]> {
  const { output } = await cruise(roots, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden as IForbiddenRuleType[] },
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const problems = new Map<string, Problem>();
  const add = (rule: Rule | undefined, name: string, line: string) => {
    const problem = problems.get(name) ?? { rule: name, comment: rule?.comment ?? '', lines: [] };
    problems.set(name, problem);
    problem.lines.push(line);
  };
  const byName = new Map(config.forbidden.map((rule) => [rule.name, rule]));

  for (const v of result.summary.violations) {
    const rule = byName.get(v.rule.name);
    const kind = rule?.scope === 'folder' ? 'folder cycle' : 'file cycle';
    const line = v.cycle
      ? `${kind}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')}`
      : `${v.from} → ${v.to}`;
    add(rule, v.rule.name, line);
  }
  // A noFolderCycles rule (scope "folder", `to.circular`) names its units in `from.path`.
  for (const rule of config.forbidden) {
    if (rule.scope !== 'folder' || !rule.to.circular || !rule.from.path) continue;
    const unit = new RegExp(rule.from.path);
    for (const cycle of folderCycles(result.modules, (file) => unit.exec(file)?.[0] ?? null)) {
      add(rule, rule.name, `unit cycle: ${cycle.folders.join(', ')}`);
      for (const edge of cycle.edges) {
        const more = edge.count > 1 ? ` (+${edge.count - 1} more)` : '';
        add(rule, rule.name, `  ${edge.from} → ${edge.to}: ${edge.example}${more}`);
      }
    }
  }
  return [...problems.values()];
}
