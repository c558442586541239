import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TypedDateField } from '../../admin/src/components/TypedDateField';

/** A screen that keeps its own date, as the vouchers do, the cursor in the date when it opens. */
function Screen({ initial }: { initial: string }) {
  const [date, setDate] = useState(initial);
  return (
    <>
      <TypedDateField
        label="Date"
        value={date}
        onChange={setDate}
        autoFocus
        onFocus={(e) => e.target.select()}
      />
      <output aria-label="kept">{date}</output>
    </>
  );
}

describe('a date field of a screen that keeps its own state', () => {
  it('keeps every key typed into the date the cursor starts in', async () => {
    const user = userEvent.setup();
    render(<Screen initial="2026-11-28" />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveFocus();

    await user.keyboard('27-11-2026');

    expect(date).toHaveValue('27-11-2026');
    expect(screen.getByLabelText('kept')).toHaveTextContent('2026-11-27');
  });
});
