// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeInput } from './normalizeInput';

describe('normalizeInput', () => {
  it('trims, composes to NFC and drops characters that disguise text', () => {
    expect(
      normalizeInput({
        name: '  Ame\u0301lie  ',
        title: 'Photos \u202Egpj.exe',
        tags: ['\u200Bhanoi', ' street food '],
      }),
    ).toEqual({ name: 'Amélie', title: 'Photos gpj.exe', tags: ['hanoi', 'street food'] });
  });

  it('leaves joiners that emoji and Asian scripts need', () => {
    const family = '👨\u200D👩\u200D👧';
    const sinhala = 'ශ්\u200Dරී';
    expect(normalizeInput({ bio: `${family} ${sinhala}` })).toEqual({
      bio: `${family} ${sinhala}`,
    });
  });

  it('takes passwords exactly as typed', () => {
    const body = { password: '  pass\u200Bword ', password_confirmation: '  pass\u200Bword ' };
    expect(normalizeInput(body)).toEqual(body);
  });

  it('keeps numbers, booleans and nulls', () => {
    const body = { salary_min: 1000, remote: false, place: null };
    expect(normalizeInput(body)).toEqual(body);
  });
});
