/** Build-time settings; every value has a working default for the bundled server. */
export const config = {
  apiBasePath: '/api',
  oauthClientId: import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'academy-web',
  oauthClientSecret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'academy-web-secret',
  /** Plain-text terms live at `{termsBaseUrl}/{lang}.txt`: same-origin by default, or a storage bucket. */
  termsBaseUrl: import.meta.env.VITE_TERMS_BASE_URL || '/terms',
  /** The home page's contact section and app-store links. */
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'support@academy.local',
  contactPhone: import.meta.env.VITE_CONTACT_PHONE || '+46 8 123 45 67',
  /** The app's own store pages; empty (the default) shows no badge rather than a store's front page. */
  appStoreUrl: import.meta.env.VITE_APP_STORE_URL || '',
  googlePlayUrl: import.meta.env.VITE_GOOGLE_PLAY_URL || '',
  // Web-view and referral links (README, "Web configuration").
  /** Where the back arrow of /account leads a visitor who came from the mobile app. */
  mobileAppDeepLink: import.meta.env.VITE_MOBILE_APP_DEEP_LINK || 'footballacademy://home',
  /** Opened after an e-mail change outside web-view mode: the mobile app watches for it and signs out. */
  authStatusUrl: import.meta.env.VITE_AUTH_STATUS_URL || '/auth/login?status=logged-out',
  /** Where the subscription status modal sends a mobile visitor after a payment. */
  paymentSuccessfulUrl: import.meta.env.VITE_PAYMENT_SUCCESSFUL_URL || '/program',
  paymentUnsuccessfulUrl: import.meta.env.VITE_PAYMENT_UNSUCCESSFUL_URL || '/',
  /** Where a card checkout started in the browser returns, paid or not (spec §4 "Checkout return URLs"). */
  checkoutReturnUrl: import.meta.env.VITE_CHECKOUT_RETURN_URL || '/account?isUserFromWebView=true',
  /** A `refferedFrom` query value equal to this host counts as a referral from the club site. */
  clubSiteHost: import.meta.env.VITE_CLUB_SITE_HOST || 'club.footballacademy.example',
} as const;
