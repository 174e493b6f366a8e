/** Links in mail are built from APP_URL, never from the request's Host header. */
export const tokenLink = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?token=${encodeURIComponent(token)}`;
