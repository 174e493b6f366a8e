import { GENERATING_MESSAGE_ROTATION_MS, jobMessages } from '@quillbid/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneratingDialog } from './GeneratingDialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('GeneratingDialog', () => {
  it("rotates the spec's status messages every 4 seconds, and starts again from the first when reopened", () => {
    vi.useFakeTimers();
    const { rerender } = render(<GeneratingDialog open />);
    const status = () => within(screen.getByRole('dialog', { name: 'Generating Proposal' })).getByRole('status');
    expect(GENERATING_MESSAGE_ROTATION_MS).toBe(4000);
    expect(status().textContent).toBe(jobMessages.generatingStatus[0]);

    act(() => vi.advanceTimersByTime(3999));
    expect(status().textContent).toBe(jobMessages.generatingStatus[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe(jobMessages.generatingStatus[1]);
    act(() => vi.advanceTimersByTime(4000));
    expect(status().textContent).toBe(jobMessages.generatingStatus[2]);

    rerender(<GeneratingDialog open={false} />);
    act(() => vi.runAllTimers());
    rerender(<GeneratingDialog open />);
    expect(status().textContent).toBe(jobMessages.generatingStatus[0]);
  });
});
