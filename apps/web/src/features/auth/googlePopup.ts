import { asRecord } from '../../lib/record';
import { isGooglePopupWindow, takeGoogleRedirectResult, type GoogleCredential } from './googleSignIn';

const MESSAGE_TYPE = 'quillbid:google-sign-in';
/** Same-origin only by definition; reaches the opener even when Google's pages cut the popup's link to it. */
const CHANNEL_NAME = 'quillbid.google-sign-in';

export type GooglePopupResult = GoogleCredential | { error: string };

/**
 * In the sign-in popup, back from Google: hands Google's answer to the page that opened the popup
 * and closes. False when this page is not such a popup, so the page completes the sign-in itself.
 */
export function relayGoogleResultToOpener(): boolean {
  const { hash, origin } = window.location;
  if (!new URLSearchParams(hash.replace(/^#/, '')).has('state')) return false;
  const opener = sameOriginOpener();
  if (opener === null && !isGooglePopupWindow()) return false;
  const message = { type: MESSAGE_TYPE, hash };
  if (opener) opener.postMessage(message, origin);
  else {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  window.close();
  return true;
}

function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Reading another origin's location throws: that opener is not ours.
    return null;
  }
}

/**
 * In the opener: waits for the popup's answer. Only a message from our origin and from this popup
 * counts, and only when it answers this browser's attempt (state and nonce, see takeGoogleRedirectResult).
 * Returns the function that stops listening.
 */
export function listenForGoogleResult(popup: Window, onResult: (result: GooglePopupResult) => void): () => void {
  const take = (data: unknown) => {
    const message = asRecord(data);
    if (message?.type !== MESSAGE_TYPE || typeof message.hash !== 'string') return;
    const result = takeGoogleRedirectResult(message.hash);
    if (result === null) return;
    stop();
    onResult(result);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && event.source === popup) take(event.data);
  };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => take(event.data);
  const stop = () => {
    window.removeEventListener('message', onMessage);
    channel.close();
  };
  window.addEventListener('message', onMessage);
  return stop;
}
