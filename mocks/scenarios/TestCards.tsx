import { TEST_BANK_CODE, TEST_CARDS } from '../testCards';

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The QA panel's 'Test cards': what to type at checkout for each outcome (README has the same). */
export function TestCards() {
  return (
    <details style={{ marginBlock: 6 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Test cards</summary>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        <li>
          <code>{spaced(TEST_CARDS.succeeds)}</code>: paid
        </li>
        <li>
          <code>{spaced(TEST_CARDS.declined)}</code>: declined
        </li>
        <li>
          <code>{spaced(TEST_CARDS.asksForCode)}</code>: the bank asks for a code,{' '}
          <code>{TEST_BANK_CODE}</code>
        </li>
      </ul>
      <p style={{ margin: '4px 0' }}>Any future expiry date, any 3-digit security code.</p>
    </details>
  );
}
