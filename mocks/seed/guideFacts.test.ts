// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guideCategory, guideFacts } from './guideFacts';

describe('guideCategory', () => {
  it('takes the topic the text names first, else general', () => {
    const texts = {
      overview: 'Temples and rooftop bars',
      comprehensive_guide: null,
      where_to_stay: 'Cheap hostels',
      getting_around: null,
    };
    expect(guideCategory(texts)).toBe('culture');
    expect(guideCategory({ ...texts, overview: 'Night markets and street food' })).toBe('food');
    expect(guideCategory({ ...texts, overview: 'Rooftop bars, then temples' })).toBe('nightlife');
    expect(guideCategory({ ...texts, overview: 'Businesses everywhere' })).toBe('accommodation');
    expect(
      guideCategory({
        overview: 'Quiet',
        comprehensive_guide: null,
        where_to_stay: null,
        getting_around: null,
      }),
    ).toBe('general');
  });

  it("reads the guide's words, not its JSON keys", () => {
    const guide = JSON.stringify({ food: { restaurant_prices: 'Trains leave hourly' } });
    expect(
      guideCategory({
        overview: 'Quiet',
        comprehensive_guide: guide,
        where_to_stay: null,
        getting_around: null,
      }),
    ).toBe('transportation');
  });
});

describe('guideFacts', () => {
  const significance = 'Lanna kings built its thirty temples.';
  const guide = JSON.stringify({
    city_overview: { cultural_significance: significance, demographics: 'Students and retirees' },
    neighborhoods: [{ name: 'Nimman' }],
  });
  const texts = {
    description: 'A northern city of temples and cafés.',
    overview: 'Chiang Mai is calm and green.',
    comprehensive_guide: guide,
    where_to_stay: null,
    getting_around: null,
  };

  it("counts the overview's and the guide's words and sums up with the cultural significance", () => {
    expect(guideFacts(texts)).toEqual({
      category: 'culture',
      words: 6 + guide.split(/\s+/).length,
      summary: significance,
    });
  });

  it('finds the cultural significance in a guide cut short or broken further on', () => {
    const cut = `## Overview\n\n${guide.slice(0, guide.indexOf('"demographics"'))}`;
    expect(guideFacts({ ...texts, comprehensive_guide: cut }).summary).toBe(significance);
    const broken = guide.replace('"neighborhoods":', "'neighborhoods' =");
    expect(guideFacts({ ...texts, comprehensive_guide: broken }).summary).toBe(significance);
  });

  it('sums up with the description when there is no guide', () => {
    expect(guideFacts({ ...texts, comprehensive_guide: null })).toEqual({
      category: 'general',
      words: 6,
      summary: texts.description,
    });
  });
});
