import Button from '@mui/material/Button';
import { networkMessages } from '@quillbid/shared';
import { MutationObserver, onlineManager, QueryObserver, useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api';
import { unwrap } from '../lib/query';
import { fakeApi, json } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';
import { user } from '../test/user';
import { createQueryClient } from './queryClient';

/** The browser and TanStack Query both believe the network is gone, as they do when it drops. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => onlineManager.setOnline(true));

const save = async () => unwrap(await apiRequest<{ saved: boolean }>('users', { method: 'PATCH', body: {} }));

describe('createQueryClient', () => {
  it('settles an offline mutation with the offline message instead of pausing it', async () => {
    const fetchMock = fakeApi({});
    goOffline();
    const observer = new MutationObserver(createQueryClient(), { mutationFn: save });

    const settled = observer.mutate().catch((error: unknown) => error);

    // A paused mutation never settles: read its state rather than wait on the promise alone.
    await waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false }));
    expect(await settled).toEqual(new Error(networkMessages.offline));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('settles an offline query with the offline message instead of pausing it', async () => {
    fakeApi({});
    goOffline();
    const observer = new QueryObserver(createQueryClient(), {
      queryKey: ['offline-probe'],
      queryFn: async () => unwrap(await apiRequest('users')),
    });
    const unsubscribe = observer.subscribe(() => {});

    await waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' }));
    expect(observer.getCurrentResult().error?.message).toBe(
      'No internet connection. Please check your network and try again.',
    );
    unsubscribe();
  });

  it('loads a query that failed offline again once the network returns', async () => {
    fakeApi({ 'GET /api/users': () => json({ firstName: 'Ada' }) });
    goOffline();
    const queryClient = createQueryClient();
    // What QueryClientProvider does: only a mounted client hears the network come back.
    queryClient.mount();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['reconnect-probe'],
      queryFn: async () => unwrap(await apiRequest('users')),
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);

    await waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'success' }));
    expect(observer.getCurrentResult().data).toEqual({ firstName: 'Ada' });
    unsubscribe();
    queryClient.unmount();
  });

  it('shows the offline message and enables the button again after an offline save', async () => {
    fakeApi({ 'PATCH /api/users': () => json({ saved: true }) });
    goOffline();
    renderRoutes([{ path: '/', element: <SaveButton /> }], '/');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText(networkMessages.offline)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    await user.click(button);
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

/** A save as the screens write it: disabled while pending, its failure shown as a toast. */
function SaveButton() {
  const mutation = useMutation({ mutationFn: save });
  return (
    <Button
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => toast.success('Saved'),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      Save
    </Button>
  );
}
