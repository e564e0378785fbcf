import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '@/api/billing';
import type { Invoice } from '@/api/generated';
import { formatDate, formatMoney } from '@/lib/format';
import { sectionStack } from '@/styles/utilities.css';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Billing.css';

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <tr className={styles.invoiceRow}>
      <td className={styles.dateCell}>
        <DateText value={invoice.issued_at} />
      </td>
      <td className={styles.whatCell}>
        {invoice.description}
        <br />
        <small>
          {formatDate(invoice.period_start)} to {formatDate(invoice.period_end)}
        </small>
      </td>
      <td className={styles.numberCell}>{invoice.number}</td>
      <td className={styles.amountCell}>
        {formatMoney(invoice.amount_cents)}
        <br />
        <small>Paid, card ending {invoice.card_last4}</small>
      </td>
    </tr>
  );
}

/** Every invoice of the member, newest first. */
export function InvoiceHistory({ emptyText }: { emptyText: string }) {
  const invoices = useQuery(invoicesQueryOptions());

  function table(items: Invoice[]) {
    return (
      <table className={styles.invoices} aria-labelledby="billing-history">
        <thead className={styles.invoiceHead}>
          <tr>
            {['Date', 'Description', 'Invoice'].map((heading) => (
              <th key={heading} className={styles.headCell} scope="col">
                {heading}
              </th>
            ))}
            <th className={styles.amountCell} scope="col">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className={styles.invoiceBody}>
          {items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className={sectionStack} aria-labelledby="billing-history">
      <h2 id="billing-history">Billing history</h2>
      <QueryResult
        query={invoices}
        what="your invoices"
        empty={<EmptyState title="No invoices yet" description={emptyText} />}
      >
        {table}
      </QueryResult>
    </section>
  );
}
