/** How long the file's object URL outlives the click: the browser reads the blob after the click returns. */
const REVOKE_AFTER_MS = 1_000;

/** Hands a file the app fetched (with the session's token) to the browser's downloads, as a link would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
