// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGuide } from './guideParser';

const sample = {
  city_overview: {
    historical_background: 'A river port.',
    cultural_significance: 42,
    demographics: ['not', 'text'],
  },
  cost_of_living: {
    housing: {
      rental_ranges: { 'Studio (city centre)': '8,000 - 15,000 THB', broken: { nested: true } },
    },
    food: { grocery_costs: { Milk: '55 THB' }, restaurant_prices: 'not a table' },
    transportation: { public_transit: { 'Single ride': '16 - 59 THB' }, private_transport: {} },
    utilities: { Internet: '600 THB' },
  },
  neighborhoods: [
    {
      name: 'Ari',
      description: 'Leafy',
      pros: ['Cafés', 3, null],
      cons: 'not a list',
      best_suited_for: 'Nomads',
      rental_costs: '15,000 THB',
    },
    { description: 'no name' },
    'not an object',
  ],
  safety_and_security: {
    general_safety: 'Safe',
    safety_tips: ['Watch your bag'],
    emergency_contacts: { police: '191', ambulance: 1669 },
  },
  visa_and_legal: {
    general_information: 'Visa exempt for 60 days',
    visa_types: ['DTV'],
    required_documents: ['Passport'],
  },
};

describe('parseGuide', () => {
  it('reads a complete guide and drops values of the wrong type', () => {
    const { status, guide } = parseGuide(JSON.stringify(sample));
    expect(status).toBe('complete');
    expect(guide.city_overview).toEqual({
      historical_background: 'A river port.',
      cultural_significance: '42',
      demographics: undefined,
    });
    expect(guide.cost_of_living?.housing.rental_ranges).toEqual([
      { label: 'Studio (city centre)', value: '8,000 - 15,000 THB' },
    ]);
    expect(guide.cost_of_living?.food.restaurant_prices).toEqual([]);
    expect(guide.neighborhoods).toEqual([
      {
        name: 'Ari',
        description: 'Leafy',
        pros: ['Cafés', '3'],
        cons: [],
        best_suited_for: 'Nomads',
        rental_costs: '15,000 THB',
      },
    ]);
  });

  it('accepts the alternate section names', () => {
    const { guide } = parseGuide(JSON.stringify(sample));
    expect(guide.safety?.emergency_contacts).toEqual([
      { label: 'Police', value: '191' },
      { label: 'Ambulance', value: '1669' },
    ]);
    expect(guide.visa?.visa_types).toEqual(['DTV']);
    const other = parseGuide(
      JSON.stringify({
        safety: { crime_rates: 'Low' },
        visa_requirements: { processing_times: '5 days' },
      }),
    );
    expect(other.guide.safety?.crime_rates).toBe('Low');
    expect(other.guide.visa?.processing_times).toBe('5 days');
  });

  it('starts at the first brace when the text begins with "## Overview"', () => {
    const { status, guide } = parseGuide(`## Overview\n\n${JSON.stringify(sample)}`);
    expect(status).toBe('complete');
    expect(guide.visa?.general_information).toBe('Visa exempt for 60 days');
  });

  it('is missing for no text at all', () => {
    expect(parseGuide(null).status).toBe('missing');
    expect(parseGuide('   ').status).toBe('missing');
  });

  it('recovers the readable sections of a guide cut short', () => {
    const json = JSON.stringify(sample);
    const cut = json.slice(0, json.indexOf('"safety_and_security"') + 40);
    const { status, guide } = parseGuide(`## Overview\n\n${cut}`);
    expect(status).toBe('partial');
    expect(guide.city_overview?.historical_background).toBe('A river port.');
    expect(guide.neighborhoods?.[0]?.name).toBe('Ari');
    expect(guide.safety).toBeUndefined();
  });

  it('recovers the other sections when one is malformed', () => {
    const broken = JSON.stringify(sample).replace('"neighborhoods":', "'neighborhoods' =");
    const { status, guide } = parseGuide(broken);
    expect(status).toBe('partial');
    expect(guide.neighborhoods).toBeUndefined();
    expect(guide.visa?.visa_types).toEqual(['DTV']);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (input) => {
        const result = parseGuide(input);
        expect(['missing', 'complete', 'partial']).toContain(result.status);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any JSON value, with or without the heading', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, heading) => {
        const text = `${heading ? '## Overview\n' : ''}${JSON.stringify(value)}`;
        expect(() => parseGuide(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a real guide cut at any point or with sections of random shape', () => {
    const json = JSON.stringify(sample);
    fc.assert(
      fc.property(fc.nat({ max: json.length }), fc.jsonValue(), (cut, junk) => {
        expect(() => parseGuide(json.slice(0, cut))).not.toThrow();
        expect(() =>
          parseGuide(JSON.stringify({ ...sample, healthcare: junk, neighborhoods: junk })),
        ).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
