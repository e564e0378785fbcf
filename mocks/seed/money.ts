import type { CostOfLiving } from './places';

/** Approximate units of each currency per US dollar, enough to make price ranges look local. */
const PER_USD: Record<string, number> = {
  THB: 35,
  VND: 25_000,
  IDR: 16_000,
  MYR: 4.6,
  PHP: 57,
  SGD: 1.35,
  KHR: 4_100,
  LAK: 21_000,
  MMK: 2_100,
  JPY: 150,
  KRW: 1_350,
  TWD: 32,
  HKD: 7.8,
  CNY: 7.2,
  INR: 84,
  LKR: 300,
  NPR: 134,
  USD: 1,
};

const COST_FACTOR: Record<CostOfLiving, number> = { Low: 0.7, Medium: 1, High: 1.8 };

function roundNicely(value: number): number {
  if (value < 10) return Math.round(value * 10) / 10;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

export function toLocal(usd: number, currency: string): number {
  return roundNicely(usd * (PER_USD[currency] ?? 1));
}

/** A local amount in US dollars, for comparing pay across currencies. */
export function toUsd(amount: number, currency: string): number {
  return amount / (PER_USD[currency] ?? 1);
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '12,000 - 18,000 THB' for a US-dollar range scaled by the local cost of living. */
export function localRange(
  minUsd: number,
  maxUsd: number,
  currency: string,
  cost: CostOfLiving,
): string {
  const factor = COST_FACTOR[cost];
  const low = toLocal(minUsd * factor, currency);
  const high = toLocal(maxUsd * factor, currency);
  return `${numberFormat.format(low)} - ${numberFormat.format(high)} ${currency}`;
}
