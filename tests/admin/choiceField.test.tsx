import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceField } from '../../admin/src/components/ChoiceField';

const RATES = [
  { id: 1, name: 'Retail' },
  { id: 2, name: 'Wholesale' },
];

function RateType({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <ChoiceField<number> label="Rate Type" value={value} options={RATES} onChange={setValue} />
      <output aria-label="Chosen">{String(value)}</output>
    </>
  );
}

describe('a picker of a hand-written screen (ChoiceField)', () => {
  it('replaces a choice already made when a name is typed over it, the cursor after its last letter', async () => {
    const user = userEvent.setup();
    render(<RateType start={1} />);
    const input = screen.getByRole('combobox', { name: 'Rate Type' });
    input.focus();
    (input as HTMLInputElement).setSelectionRange(6, 6);

    await user.keyboard('Who');

    expect(input).toHaveValue('Who');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2');
    expect(input).toHaveValue('Wholesale');
  });
});
