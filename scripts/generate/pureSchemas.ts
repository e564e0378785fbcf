/**
 * Marks every valibot call of the generated schemas pure (`@__PURE__`), as the generator doesn't:
 * the bundler then drops the schemas no page uses (an operation's path and header schemas)
 * instead of building them for nothing in the chunk every page loads.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const SCHEMAS = 'src/api/generated/valibot.gen.ts';

const generated = readFileSync(SCHEMAS, 'utf8');
writeFileSync(SCHEMAS, generated.replace(/(?<![\w.])v\.(\w+)\(/g, '/* @__PURE__ */ v.$1('));
