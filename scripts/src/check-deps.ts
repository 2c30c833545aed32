/** `npm run check:deps -- <folders>`: fails when a dependency rule of .dependency-cruiser.cjs is broken there. */
import { checkDeps, loadConfig } from './deps/checkDeps.ts';

const roots = process.argv.slice(2);
if (roots.length === 0) throw new Error('check-deps: name the source folders to check, e.g. web/src');
const started = Date.now();
const problems = await checkDeps(roots, loadConfig('.dependency-cruiser.cjs'), process.cwd());
for (const { rule, comment, lines } of problems) {
  console.error(`\n✗ ${rule} (${lines.length}): ${comment}`);
  for (const line of lines) console.error(`  ${line}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`\ndependency rules: ${problems.length} broken in ${roots.join(', ')} (${seconds} s)`);
  process.exit(1);
}
console.log(`dependency rules: all kept in ${roots.join(', ')} (${seconds} s)`);
