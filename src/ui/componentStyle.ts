import { style, styleVariants, type ComplexStyleRule, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentsLayer } from '@/styles/layers.css';

// The shared components' rules sit in the components layer (src/styles/layers.css.ts), so a
// screen's own class on a component overrides it whichever stylesheet the browser loaded last.
// For the `.css.ts` files of src/ui only.

const inLayer = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

/** A rule, or a list of rules and class names (a recipe's may be a class name alone). */
function layered(rule: ComplexStyleRule | string): ComplexStyleRule {
  const parts = Array.isArray(rule) ? rule : [rule];
  return parts.map((part) =>
    typeof part === 'object' && !Array.isArray(part) ? inLayer(part) : part,
  );
}

const mapValues = <Value, Result>(record: Record<string, Value>, map: (value: Value) => Result) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** `style()` for a shared component. */
export const componentStyle = (rule: ComplexStyleRule) => style(layered(rule));

/** `styleVariants()` for a shared component. */
export const componentVariants = <Variant extends string>(rules: Record<Variant, StyleRule>) =>
  styleVariants(rules, inLayer);

type VariantGroups = Record<string, Record<string, ComplexStyleRule>>;

/**
 * `recipe()` for a shared component: its base and every variant in the layer (no compound
 * variants, which would need the same).
 */
export function componentRecipe<Variants extends VariantGroups>(
  options: Omit<Parameters<typeof recipe<Variants>>[0], 'compoundVariants'> & {
    variants: Variants;
  },
) {
  return recipe<Variants>({
    ...options,
    base: options.base === undefined ? undefined : layered(options.base),
    variants: mapValues(options.variants, (group) => mapValues(group, layered)) as Variants,
  });
}
