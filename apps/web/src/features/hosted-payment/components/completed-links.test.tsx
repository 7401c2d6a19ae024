import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_STORE_MS, CompletedLinks } from './completed-links';

const STORE = 'https://shop.example/thanks?order=7';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('back to the store once paid', () => {
  it('says "Payment complete", offers "Back to <merchant>", and goes there on its own after a few seconds', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<CompletedLinks receiptUrl={null} returnUrl={STORE} merchantName="Acme Coffee" stay={false} />);
    expect(screen.getByTestId('back-to-store')).toHaveTextContent('Payment complete');
    expect(screen.getByRole('link', { name: 'Back to Acme Coffee' })).toHaveAttribute('href', STORE);
    act(() => vi.advanceTimersByTime(BACK_TO_STORE_MS - 1));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith(STORE);
  });

  it('names the store by its host without a merchant name, and stays put when embedded or a popup', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<CompletedLinks receiptUrl={null} returnUrl={STORE} merchantName={null} stay />);
    expect(screen.getByRole('link', { name: 'Back to shop.example' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(BACK_TO_STORE_MS * 2));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows nothing of the kind without a success URL', () => {
    render(<CompletedLinks receiptUrl={null} returnUrl={null} merchantName="Acme" stay={false} />);
    expect(screen.queryByTestId('back-to-store')).toBeNull();
  });
});
