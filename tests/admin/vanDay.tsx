import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { UnsavedWorkGuard } from '../../admin/src/components/unsavedWork';
import { i18nProvider } from '../../admin/src/i18nProvider';
import type { stubFetch } from './fetchStub';

/**
 * A van screen at `path`, its vehicle KA09AB1234 picked by typing and Enter, and the date taken
 * with Enter, as a clerk does; `vehicles` names the call that lists the vehicles. The shell's
 * 'Quit?' for unsaved typing is mounted beside it.
 */
export async function vanDayByKeys(
  path: string,
  page: ReactElement,
  calls: ReturnType<typeof stubFetch>,
  vehicles: string,
) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        {page}
        <UnsavedWorkGuard />
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(calls.some((c) => c.url.includes(vehicles))).toBe(true));
  await user.click(screen.getByLabelText('Vehicle'));
  await user.keyboard('KA09');
  await screen.findByRole('option', { name: 'KA09AB1234' });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus());
  await user.keyboard('{Enter}');
  return user;
}
