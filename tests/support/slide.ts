import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Passes the slide check with the keyboard, as a keyboard user would. */
export async function passSlideCheck(): Promise<void> {
  const check = await screen.findByRole('dialog', { name: 'Security check' });
  const slider = within(check).getByRole('slider', { name: 'Slide to verify' });
  // The server refuses an answer given in under 150 ms.
  await new Promise((resolve) => setTimeout(resolve, 200));
  fireEvent.keyDown(slider, { key: 'End' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull());
}
