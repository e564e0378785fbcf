/**
 * The documented test cards (README, QA panel): any other number that passes the Luhn check
 * is accepted as well.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  asksForCode: '4000000000003220',
};

/** The code the mock's bank accepts for the card that asks for a second step. */
export const TEST_BANK_CODE = '123456';
