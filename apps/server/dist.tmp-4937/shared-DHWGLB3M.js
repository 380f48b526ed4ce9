// apps/server/src/integrations/payments/provider.ts
var WebhookSignatureError = class extends Error {
};
var NoPaymentMethodError = class extends Error {
};
var TRIAL_DAYS = 30;

export {
  WebhookSignatureError,
  NoPaymentMethodError,
  TRIAL_DAYS
};
//# sourceMappingURL=shared-DHWGLB3M.js.map
