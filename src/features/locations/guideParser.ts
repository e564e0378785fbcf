import * as v from 'valibot';

/**
 * A location's comprehensive guide arrives as text holding JSON, sometimes after a
 * '## Overview' heading, sometimes cut short or malformed. Everything here is lenient: a field
 * of the wrong type is dropped, never thrown, so a bad guide degrades to what can be read.
 */

const text = v.fallback(
  v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty()),
  ),
  undefined,
);

function keepTexts(items: unknown[]): string[] {
  return items.flatMap((item) => {
    const value = v.parse(text, item);
    return value === undefined ? [] : [value];
  });
}

const textList = v.fallback(v.pipe(v.array(v.unknown()), v.transform(keepTexts)), []);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type Row = { label: string; value: string };

function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `{ "Studio": "8,000 - 15,000 THB" }` → rows for a table; non-text values are dropped. */
const table = v.fallback(
  v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject),
    v.transform((record): Row[] =>
      Object.entries(record).flatMap(([key, value]) => {
        const parsed = v.parse(text, value);
        return parsed === undefined ? [] : [{ label: humanize(key), value: parsed }];
      }),
    ),
  ),
  [],
);

const section = <T extends v.ObjectEntries>(entries: T) =>
  v.fallback(
    v.optional(v.pipe(v.custom<Record<string, unknown>>(isPlainObject), v.object(entries))),
    undefined,
  );

const nested = <T extends v.ObjectEntries>(entries: T) =>
  v.fallback(
    v.pipe(v.custom<Record<string, unknown>>(isPlainObject), v.object(entries)),
    v.parse(v.object(entries), {}),
  );

const neighborhood = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject),
  v.object({
    name: text,
    description: text,
    pros: textList,
    cons: textList,
    best_suited_for: text,
    rental_costs: text,
  }),
);

const guideSchema = v.object({
  city_overview: section({
    historical_background: text,
    cultural_significance: text,
    demographics: text,
  }),
  cost_of_living: section({
    housing: nested({ rental_ranges: table }),
    food: nested({ grocery_costs: table, restaurant_prices: table }),
    transportation: nested({ public_transit: table, private_transport: table }),
    utilities: table,
  }),
  neighborhoods: v.fallback(
    v.optional(
      v.pipe(
        v.array(v.unknown()),
        v.transform((items) =>
          items.flatMap((item) => {
            const result = v.safeParse(neighborhood, item);
            return result.success && result.output.name
              ? [{ ...result.output, name: result.output.name }]
              : [];
          }),
        ),
      ),
    ),
    undefined,
  ),
  transportation: section({
    public_transit: nested({ bus_system: text, taxis: text, 'ride-sharing': text }),
    private_transport: nested({ motorbike_rental: text, car_rental: text }),
    traffic_patterns: text,
    airport_connections: text,
  }),
  healthcare: section({
    system_overview: text,
    major_hospitals: nested({ public: textList, private: textList }),
    health_insurance: nested({ options: textList, costs: text }),
    emergency_services: text,
  }),
  business_environment: section({
    key_industries: textList,
    startup_ecosystem: text,
    coworking_spaces: nested({ examples: textList, costs: text }),
    business_networking: text,
  }),
  safety: section({
    general_safety: text,
    crime_rates: text,
    safety_tips: textList,
    emergency_contacts: table,
  }),
  visa: section({
    general_information: text,
    visa_types: textList,
    required_documents: textList,
    processing_times: text,
    important_notes: textList,
  }),
});

export type Guide = v.InferOutput<typeof guideSchema>;
export type GuideStatus = 'missing' | 'complete' | 'partial';
export type ParsedGuide = { status: GuideStatus; guide: Guide };

const TOP_LEVEL_KEYS = [
  'city_overview',
  'cost_of_living',
  'neighborhoods',
  'transportation',
  'healthcare',
  'business_environment',
  'safety',
  'safety_and_security',
  'visa_and_legal',
  'visa_requirements',
] as const;

/** The alternate section names (safety_and_security, visa_and_legal/visa_requirements) under one name each. */
function normalise(raw: Record<string, unknown>): Guide {
  return v.parse(guideSchema, {
    ...raw,
    safety: raw.safety ?? raw.safety_and_security,
    visa: raw.visa_and_legal ?? raw.visa_requirements,
  });
}

/** The end index of the JSON value starting at `start` (an object, array or string), or -1. */
function valueEnd(source: string, start: number): number {
  const opening = source[start];
  if (opening !== '{' && opening !== '[' && opening !== '"') return -1;
  let depth = 0;
  let inString = false;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return index + 1;
      }
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** Reads each top-level section on its own, so one broken part does not lose the rest. */
function extractSections(source: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const key of TOP_LEVEL_KEYS) {
    const match = new RegExp(`"${key}"\\s*:\\s*`).exec(source);
    if (!match) continue;
    const start = match.index + match[0].length;
    const end = valueEnd(source, start);
    if (end < 0) continue;
    try {
      found[key] = JSON.parse(source.slice(start, end));
    } catch {
      // This section is damaged too; the others still count.
    }
  }
  return found;
}

export function parseGuide(source: string | null | undefined): ParsedGuide {
  const empty = normalise({});
  if (typeof source !== 'string' || source.trim() === '')
    return { status: 'missing', guide: empty };
  const jsonStart = source.indexOf('{');
  if (jsonStart >= 0) {
    try {
      const raw: unknown = JSON.parse(source.slice(jsonStart));
      if (isPlainObject(raw)) return { status: 'complete', guide: normalise(raw) };
    } catch {
      // Not valid JSON as a whole: fall through to section-by-section extraction.
    }
  }
  return { status: 'partial', guide: normalise(extractSections(source)) };
}
