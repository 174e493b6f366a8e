import { UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeExtension } from '../test/fakeExtension';
import { askExtension } from './extension';

const STORE_ID = 'abcdefghijklmnopabcdefghijklmnop';
const status = { type: 'quillbid:status' } as const;
const connect = { type: 'quillbid:connect', token: 'token-1', apiOrigin: 'http://localhost:3000' } as const;

/** A runtime whose every call is answered by `answer(id)`: a reply, or `lastError` when it returns an Error. */
function stubRuntime(answer: (id: string) => unknown) {
  const runtime: {
    lastError?: { message: string };
    sendMessage: (id: string, m: unknown, cb: (r: unknown) => void) => void;
  } = {
    sendMessage: (id, _message, callback) => {
      const reply = answer(id);
      setTimeout(() => {
        if (reply instanceof Error) runtime.lastError = { message: reply.message };
        callback(reply instanceof Error ? undefined : reply);
        runtime.lastError = undefined;
      });
    },
  };
  vi.stubGlobal('chrome', { runtime });
  return vi.spyOn(runtime, 'sendMessage');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('askExtension', () => {
  it('answers null without trying when the page has no chrome.runtime (no extension lists this origin)', async () => {
    expect(await askExtension([UNPACKED_EXTENSION_ID], status, 1_000)).toBeNull();
    vi.stubGlobal('chrome', {});
    expect(await askExtension([UNPACKED_EXTENSION_ID], status, 1_000)).toBeNull();
  });

  it("resolves the installed extension's status, validated", async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connected: true, version: '0.2.0' });
    expect(await askExtension([UNPACKED_EXTENSION_ID], status, 1_000)).toEqual({
      installed: true,
      connected: true,
      version: '0.2.0',
    });
    expect(extension.sendMessage).toHaveBeenCalledWith(UNPACKED_EXTENSION_ID, status, expect.any(Function));
  });

  it('tries the next id when one sets lastError, and stops at the first valid answer', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID);
    const third = 'ponmlkjihgfedcbaponmlkjihgfedcba';
    expect(await askExtension([STORE_ID, UNPACKED_EXTENSION_ID, third], connect, 1_000)).toEqual({ ok: true });
    expect(extension.sendMessage.mock.calls.map(([id]) => id)).toEqual([STORE_ID, UNPACKED_EXTENSION_ID]);
  });

  it('answers null when every id sets lastError', async () => {
    fakeExtension(UNPACKED_EXTENSION_ID);
    expect(await askExtension([STORE_ID], status, 1_000)).toBeNull();
  });

  it("skips an answer that does not match the message's schema", async () => {
    const send = stubRuntime((id) =>
      id === STORE_ID ? { installed: 'yes' } : { installed: true, connected: false, version: '1' },
    );
    expect(await askExtension([STORE_ID, UNPACKED_EXTENSION_ID], status, 1_000)).toEqual({
      installed: true,
      connected: false,
      version: '1',
    });
    expect(send).toHaveBeenCalledTimes(2);
    stubRuntime(() => ({ installed: true, connected: false, version: '1' }));
    expect(await askExtension([STORE_ID], connect, 1_000)).toBeNull();
  });

  it('moves on when sendMessage throws at once', async () => {
    const runtime = {
      sendMessage: (id: string, _message: unknown, callback: (reply: unknown) => void) => {
        if (id === STORE_ID) throw new TypeError('Invalid extension id');
        callback({ ok: false });
      },
    };
    vi.stubGlobal('chrome', { runtime });
    expect(await askExtension([STORE_ID, UNPACKED_EXTENSION_ID], connect, 1_000)).toEqual({ ok: false });
  });

  it('answers null after the timeout when the extension never calls back', async () => {
    vi.useFakeTimers();
    const runtime = { sendMessage: vi.fn() };
    vi.stubGlobal('chrome', { runtime });
    const answer = askExtension([UNPACKED_EXTENSION_ID, STORE_ID], status, 2_000);
    let settled: unknown = 'pending';
    void answer.then((value) => (settled = value));

    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    // The one deadline covers every id: the second is never tried after the first hangs.
    expect(runtime.sendMessage).toHaveBeenCalledTimes(1);
  });
});
