import { networkMessages } from '@quillbid/shared';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../test/fixtures';
import { apiDownload, apiRequest, apiStream, attachmentName, setSessionRejectedHandler } from './api';

describe('apiRequest', () => {
  it('answers the offline message without calling fetch when the browser is offline', async () => {
    const fetchMock = fakeApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const result = await apiRequest('users');

    expect(result).toEqual({ data: null, error: 'No internet connection. Please check your network and try again.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the offline message for a streamed call without calling fetch when the browser is offline', async () => {
    const fetchMock = fakeApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const result = await apiStream('job/stream', { method: 'POST', body: {} });

    expect(result).toEqual({ data: null, error: networkMessages.offline });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the offline message when the browser goes offline while the call is under way', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        online = false;
        throw new TypeError('Failed to fetch');
      }),
    );

    expect(await apiRequest('users')).toEqual({ data: null, error: networkMessages.offline });
  });

  it('answers the network message when fetch itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const result = await apiRequest('users');

    expect(result).toEqual({
      data: null,
      error: 'Network error. Please check your internet connection and try again.',
    });
  });

  it('answers "Error: " and the status text when an error body is not JSON', async () => {
    fakeApi({
      'GET /api/packages': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });

    const result = await apiRequest('packages');

    expect(result).toEqual({ data: null, error: `${networkMessages.httpErrorPrefix}Bad Gateway` });
    expect(result.error).toBe('Error: Bad Gateway');
  });

  it("answers the JSON body's error field, else its message field", async () => {
    fakeApi({
      'POST /api/auth/login': () => json({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }, 401),
      'POST /api/auth/register': () => json({ message: 'Something is off' }, 400),
    });

    expect(await apiRequest('auth/login', { method: 'POST', body: {} })).toEqual({
      data: null,
      error: 'Invalid email or password.',
    });
    expect(await apiRequest('auth/register', { method: 'POST', body: {} })).toEqual({
      data: null,
      error: 'Something is off',
    });
  });

  it('returns the parsed body as data on success and sends the body as JSON', async () => {
    const fetchMock = fakeApi({ 'PATCH /api/users': ({ body }) => json({ echoed: body }) });

    const result = await apiRequest('users', { method: 'PATCH', body: { firstName: 'Ada' } });

    expect(result).toEqual({ data: { echoed: { firstName: 'Ada' } }, error: null });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the token cookie as a bearer header, and no header without the cookie', async () => {
    const fetchMock = fakeApi({ 'GET /api/users': () => json({}) });

    await apiRequest('users');
    const token = fakeJwt(3600);
    setTokenCookie(token);
    await apiRequest('users');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('reports a rejected session only for a 401 on a call that carried a token', async () => {
    fakeApi({ 'GET /api/users': () => json({ error: 'Unauthorized' }, 401) });
    const onRejected = vi.fn();
    const unregister = setSessionRejectedHandler(onRejected);

    await apiRequest('users');
    expect(onRejected).not.toHaveBeenCalled();

    setTokenCookie(fakeJwt(3600));
    await apiRequest('users');
    expect(onRejected).toHaveBeenCalledTimes(1);
    unregister();
  });
});

describe('apiDownload', () => {
  it('returns the file and the name the server gave it, sent with the bearer token', async () => {
    const token = fakeJwt(3600);
    setTokenCookie(token);
    const fetchMock = fakeApi({
      'GET /api/job/export.csv': () =>
        new Response('a,b\n1,2\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="proposals.csv"' },
        }),
    });

    const result = await apiDownload('job/export.csv?status=sent');

    expect(result.error).toBeNull();
    expect(result.data?.filename).toBe('proposals.csv');
    expect(await result.data?.blob.text()).toBe('a,b\n1,2\n');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("answers the server's error for a refused download", async () => {
    fakeApi({
      'GET /api/job/export.csv': () => json({ error: 'The start date must be on or before the end date.' }, 400),
    });
    expect(await apiDownload('job/export.csv')).toEqual({
      data: null,
      error: 'The start date must be on or before the end date.',
    });
  });
});

describe('attachmentName', () => {
  it('reads the quoted, bare and UTF-8 forms of the file name', () => {
    expect(attachmentName('attachment; filename="proposals-2026-12-25.csv"')).toBe('proposals-2026-12-25.csv');
    expect(attachmentName('attachment; filename=proposals.csv')).toBe('proposals.csv');
    expect(attachmentName('attachment; filename="x.csv"; filename*=UTF-8\'\'propuestas%20%C3%A9.csv')).toBe(
      'propuestas é.csv',
    );
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
