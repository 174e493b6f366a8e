import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceDetails } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { PublicFrame } from '../../components/PublicFrame';
import { usePlanName } from '../../lib/billingApi';
import { formatCents, formatLongDate } from '../../lib/format';
import { AmountRow } from './AmountRow';
import { LatestInvoice } from './LatestInvoice';

function InvoiceSummary({ invoice }: { invoice: InvoiceDetails }) {
  const line = invoice.lines.data[0];
  const planName = usePlanName(line?.plan.metadata.packageType ?? '');
  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography sx={{ mb: 2 }}>Thank you for subscribing to Quillbid!</Typography>
      {line && (
        <>
          <AmountRow label="Plan" value={planName} />
          <AmountRow label="Price" value={`${formatCents(line.price.unit_amount)} / ${line.plan.interval}`} />
        </>
      )}
      <AmountRow label="Tax" value={formatCents(invoice.tax ?? 0)} />
      <AmountRow label="Total after trial" value={formatCents(invoice.total)} />
      <Divider sx={{ my: 1 }} />
      <AmountRow label="Total due today" value={formatCents(invoice.amount_due)} strong />
      {invoice.trial_end && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {`Your first payment of ${formatCents(invoice.total)} will be taken on ${formatLongDate(invoice.trial_end)}, when the trial ends.`}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {invoice.hosted_invoice_url && (
          <Button href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" variant="outlined">
            View Invoice
          </Button>
        )}
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Back to Dashboard
        </Button>
      </Stack>
    </Card>
  );
}

export function PaymentSuccessPage() {
  return (
    <PublicFrame maxWidth="sm">
      <title>Payment successful · Quillbid</title>
      <Typography variant="h3" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        Payment successful
      </Typography>
      <LatestInvoice>{(invoice) => <InvoiceSummary invoice={invoice} />}</LatestInvoice>
    </PublicFrame>
  );
}
