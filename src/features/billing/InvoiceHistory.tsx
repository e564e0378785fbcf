import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '@/api/billing';
import type { Invoice } from '@/api/generated';
import { formatDate, formatMoney } from '@/lib/format';
import { sectionStack } from '@/styles/utilities.css';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
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

  function content() {
    if (invoices.isPending) return <Spinner label="Loading your invoices..." />;
    if (invoices.isError) {
      return (
        <ErrorState
          message="We could not load your invoices. Please try again."
          onRetry={() => void invoices.refetch()}
        />
      );
    }
    if (invoices.data.length === 0)
      return <EmptyState title="No invoices yet" description={emptyText} />;
    return (
      <table className={styles.invoices} aria-labelledby="billing-history">
        <thead className={styles.invoiceHead}>
          <tr>
            <th className={styles.headCell} scope="col">
              Date
            </th>
            <th className={styles.headCell} scope="col">
              Description
            </th>
            <th className={styles.headCell} scope="col">
              Invoice
            </th>
            <th className={styles.amountCell} scope="col">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className={styles.invoiceBody}>
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className={sectionStack} aria-labelledby="billing-history">
      <h2 id="billing-history">Billing history</h2>
      {content()}
    </section>
  );
}
