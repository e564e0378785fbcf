// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicRequestTestFor } from './publicRequests';

const API = 'https://api.ginger.example/api';
const isPublic = await publicRequestTestFor('openapi.yaml', API);

describe('which first requests a built page may preload', () => {
  it('takes the reads whose answer is the same for everyone, with their query and params', () => {
    expect(isPublic(`${API}/jobs?sort=date&direction=desc&page=1&per_page=10`)).toBe(true);
    expect(isPublic(`${API}/jobs/12`)).toBe(true);
    expect(isPublic(`${API}/content/a-week-in-hanoi`)).toBe(true);
  });

  it('leaves out reads that answer a member differently, or only a member', () => {
    expect(isPublic(`${API}/ads?page=1`)).toBe(false);
    expect(isPublic(`${API}/insider-guides`)).toBe(false);
    expect(isPublic(`${API}/favorites`)).toBe(false);
  });

  it('leaves out paths the contract does not have and other origins', () => {
    expect(isPublic(`${API}/jobs/12/apply`)).toBe(false);
    expect(isPublic(`${API}/jobsearch`)).toBe(false);
    expect(isPublic('https://elsewhere.example/api/jobs')).toBe(false);
    expect(isPublic('https://api.ginger.example/jobs')).toBe(false);
  });
});
