import type { BillingActionRequest, BillingActionResult, Payment, RefundRequest } from '@academy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';

/** Customer care on the user page: a refund or a billing action, then the page reads again. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

export function useRefundPayment() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({
      paymentId,
      body,
      language,
    }: {
      paymentId: string;
      body: RefundRequest;
      language: string;
    }) =>
      apiPost<Payment>(`/v1/admin/payments/${encodeURIComponent(paymentId)}/refund`, body, {
        query: { language },
        silent: true,
      }),
    onSuccess: invalidate,
  });
}

export function useBillingAction() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: BillingActionRequest }) =>
      apiPut<BillingActionResult>(`/v1/admin/users/${encodeURIComponent(userId)}/billing`, body, {
        silent: true,
      }),
    onSuccess: invalidate,
  });
}
