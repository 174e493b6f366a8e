import { billingMessages } from '@quillbid/shared';
import { PaymentRequestError } from '../../lib/billingApi';

/** The spec's two payment errors: a refused call with the server's reason, or an unexpected failure. */
export function paymentErrorText(error: Error): { title: string; reason?: string } {
  if (error instanceof PaymentRequestError) return { title: billingMessages.paymentFailed, reason: error.message };
  return { title: billingMessages.paymentError };
}
