import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TOOLTIP_DELAY_MS } from '@/components/ui/tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  render(
    <Tooltip content="Poplatok za dopravu">
      <button type="button">Doprava</button>
    </Tooltip>,
  );
  return { trigger: screen.getByRole('button', { name: 'Doprava' }), tip: screen.getByRole('tooltip', { hidden: true }) };
}

describe('Tooltip', () => {
  it('appears 750 ms after hover and hides on leave', () => {
    const { trigger, tip } = setup();
    expect(TOOLTIP_DELAY_MS).toBe(750);
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(749));
    expect(tip).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(tip).toBeVisible();
    fireEvent.mouseLeave(trigger);
    expect(tip).not.toBeVisible();
  });

  it('describes its trigger and opens on focus; Escape hides it', () => {
    const { trigger, tip } = setup();
    expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    expect(trigger).toHaveAccessibleDescription('Poplatok za dopravu');
    act(() => trigger.focus());
    act(() => jest.advanceTimersByTime(750));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Poplatok za dopravu');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip).not.toBeVisible();
  });
});
