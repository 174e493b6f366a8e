import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { billingMessages, type InvoiceDetails } from '@quillbid/shared';
import { useParams } from 'react-router';
import { PublicFrame } from '../../components/PublicFrame';
import { formatCents, formatLongDate } from '../../lib/format';
import { AmountRow } from './AmountRow';
import { LatestInvoice } from './LatestInvoice';

function Invoice({ invoice }: { invoice: InvoiceDetails }) {
  const line = invoice.lines.data[0];
  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Invoice {invoice.id}
        </Typography>
        <Chip label="Test mode" color="warning" size="small" />
      </Box>
      <AmountRow label="Billed to" value={invoice.account_name ?? '—'} />
      <AmountRow label="Date" value={formatLongDate(invoice.created)} />
      {invoice.trial_end && <AmountRow label="Trial ends" value={formatLongDate(invoice.trial_end)} />}
      <Divider sx={{ my: 1 }} />
      {line && <AmountRow label={line.description} value={formatCents(line.price.unit_amount)} />}
      <AmountRow label="Tax" value={formatCents(invoice.tax ?? 0)} />
      <AmountRow label="Total" value={formatCents(invoice.total)} />
      <AmountRow label="Amount due" value={formatCents(invoice.amount_due)} strong />
      <Box sx={{ mt: 3, textAlign: 'right', '@media print': { display: 'none' } }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
    </Card>
  );
}

/** The printable local invoice that test-mode checkout links to instead of a provider-hosted one. */
export function InvoicePage() {
  const { invoiceId } = useParams();
  return (
    <PublicFrame maxWidth="sm">
      <title>Invoice · Quillbid</title>
      <LatestInvoice>
        {(invoice) =>
          invoice.id === invoiceId ? (
            <Invoice invoice={invoice} />
          ) : (
            <Alert severity="warning">{billingMessages.invoiceNotFound}</Alert>
          )
        }
      </LatestInvoice>
    </PublicFrame>
  );
}
