import { authMessages } from '@quillbid/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGooglePopup, fakeIdToken } from '../../test/fixtures';
import { listenForGoogleResult, relayGoogleResultToOpener } from './googlePopup';
import { startGoogleSignIn } from './googleSignIn';

/** A sign-in in progress: the popup is open and the opener listens for its answer. */
function listen() {
  const google = fakeGooglePopup();
  const popup = startGoogleSignIn('client-id');
  if (popup === null) throw new Error('The fake popup was not opened');
  const onResult = vi.fn();
  const stop = listenForGoogleResult(popup, onResult);
  return { ...google, onResult, stop };
}

describe('the opener', () => {
  it("completes with the popup's ID token, once", () => {
    const google = listen();
    const { credential, hash } = google.signedIn();

    google.reply(hash);
    google.reply(hash);

    expect(google.onResult).toHaveBeenCalledTimes(1);
    expect(google.onResult).toHaveBeenCalledWith({ credential });
  });

  it('ignores messages from another origin or another window', () => {
    const google = listen();
    const { credential, hash } = google.signedIn();

    google.reply(hash, { origin: 'https://evil.example' });
    google.reply(hash, { source: window });
    expect(google.onResult).not.toHaveBeenCalled();

    google.reply(hash);
    expect(google.onResult).toHaveBeenCalledWith({ credential });
  });

  it('ignores an answer to another attempt and fails one whose nonce does not match', () => {
    const google = listen();
    google.reply(`#state=forged&id_token=${fakeIdToken({ nonce: 'x' })}`);
    expect(google.onResult).not.toHaveBeenCalled();
    google.stop();

    const next = listen();
    next.reply(`#state=${next.attempt().state}&id_token=${fakeIdToken({ nonce: 'replayed' })}`);
    expect(next.onResult).toHaveBeenCalledWith({ error: authMessages.googleFailed });
  });
});

describe('the popup page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  const opener = (origin = window.location.origin) => ({ location: { origin }, postMessage: vi.fn() });

  it("hands Google's answer to a same-origin opener and closes", () => {
    const parent = opener();
    vi.stubGlobal('opener', parent);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', '/login#state=s&id_token=t');

    expect(relayGoogleResultToOpener()).toBe(true);

    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'quillbid:google-sign-in', hash: '#state=s&id_token=t' },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('leaves the answer to the page itself without an opener of our origin', () => {
    window.history.replaceState(null, '', '/login#state=s&id_token=t');
    expect(relayGoogleResultToOpener()).toBe(false);

    const foreign = opener('https://elsewhere.example');
    vi.stubGlobal('opener', foreign);
    expect(relayGoogleResultToOpener()).toBe(false);
    expect(foreign.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing on a page load that is not a return from Google', () => {
    const parent = opener();
    vi.stubGlobal('opener', parent);
    expect(relayGoogleResultToOpener()).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('reaches the opener over a same-origin channel when Google cut the popup off from it', async () => {
    // One jsdom window plays both parts: the attempt below marks this window's sessionStorage as the popup's.
    const google = listen();
    const { credential, hash } = google.signedIn();
    vi.stubGlobal('opener', null);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', `/login${hash}`);

    expect(relayGoogleResultToOpener()).toBe(true);

    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(google.onResult).toHaveBeenCalledWith({ credential }));
  });

  it('completes a full-page redirect itself when the popup was blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startGoogleSignIn('client-id');
    vi.unstubAllGlobals();
    expect(assign).toHaveBeenCalled();
    window.history.replaceState(null, '', '/login#state=s&id_token=t');
    expect(relayGoogleResultToOpener()).toBe(false);
  });
});
