/** Build-time settings; every value has a working default for the bundled server. */
export const config = {
  apiBasePath: '/api',
  oauthClientId: import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'academy-web',
  oauthClientSecret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'academy-web-secret',
} as const;
