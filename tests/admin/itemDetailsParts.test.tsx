import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CREATE_OPTIONS, CreateOptionModal } from '../../admin/src/pages/items/CreateOptionModal';
import { RateRow, ratesToSend, type RateValues } from '../../admin/src/pages/items/RateRow';

const NAMES = [
  { RateId: 1, RateName: 'Retail' },
  { RateId: 2, RateName: 'Wholesale' },
];

function Row({
  initial = {},
  onValues,
}: {
  initial?: RateValues;
  onValues?: (v: RateValues) => void;
}) {
  const [values, setValues] = useState<RateValues>(initial);
  return (
    <RateRow
      names={NAMES}
      values={values}
      onChange={(v) => {
        setValues(v);
        onValues?.(v);
      }}
    />
  );
}

describe('the item rate row', () => {
  it('shows one input per rate name, empty for 0', () => {
    render(<Row initial={{ 1: 12.5, 2: 0 }} />);

    expect(screen.getByLabelText('Retail')).toHaveValue(12.5);
    expect(screen.getByLabelText('Wholesale')).toHaveValue(null);
  });

  it('puts 0 back when an input is left empty', async () => {
    const user = userEvent.setup();
    const seen: RateValues[] = [];
    render(<Row initial={{ 1: 12.5 }} onValues={(v) => seen.push(v)} />);

    await user.clear(screen.getByLabelText('Retail'));
    await user.tab();

    expect(seen.at(-1)).toEqual({ 1: 0 });
    expect(screen.getByLabelText('Retail')).toHaveValue(null);
  });

  it('sends only the rates above zero', () => {
    expect(ratesToSend({ 1: 12.5, 2: 0, 3: 7 })).toEqual([
      { RateId: 1, Rate: 12.5 },
      { RateId: 3, Rate: 7 },
    ]);
  });

  it('asks for rate names when there are none', () => {
    render(<RateRow names={[]} values={{}} onChange={() => undefined} />);

    expect(screen.getByText('Please Add rates in rate Master...')).toBeInTheDocument();
  });
});

describe("the HSN picker's Create modal", () => {
  it('asks for the name and the type with the spec messages', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <CreateOptionModal
        option={CREATE_OPTIONS.HsnId}
        open
        existing={[]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('HSN Name is !')).toBeInTheDocument();
    expect(screen.getByText('Please select a Type (HSN or SAS)!')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('warns of a name already in the list, in any case', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <CreateOptionModal
        option={CREATE_OPTIONS.HsnId}
        open
        existing={['3004']}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );

    await user.type(screen.getByLabelText(/^HSN Name/), ' 3004 ');
    await user.click(screen.getByLabelText('SAS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      screen.getByText('HSN Name already exists. Please choose a different name.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Saving...' while the server works, then sends the name, description and type", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSave = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const onClose = vi.fn();
    render(
      <CreateOptionModal
        option={CREATE_OPTIONS.HsnId}
        open
        existing={['3004']}
        onSave={onSave}
        onClose={onClose}
      />,
    );

    await user.type(screen.getByLabelText(/^HSN Name/), '998314');
    await user.type(screen.getByLabelText('Description'), 'IT services');
    await user.click(screen.getByLabelText('SAS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({
      HsnName: '998314',
      HsnDescription: 'IT services',
      Status: 2,
    });
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('the Create dialogs from the keyboard', () => {
  it('saves a manufacture with Enter in its name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <CreateOptionModal
        option={CREATE_OPTIONS.ManufactureId}
        open
        existing={[]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );

    await user.type(screen.getByLabelText(/^Manufacture Name/), 'Cipla{Enter}');

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ ManufactureName: 'Cipla' }));
  });

  /** The Create New HSN dialog over `typed`, keyed from its name to its description. */
  async function hsnKeyedTo(typed: string, description: string) {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <CreateOptionModal
        option={CREATE_OPTIONS.HsnId}
        open
        typed={typed}
        existing={[]}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByLabelText(/^HSN Name/)).toHaveValue(typed);
    await user.type(screen.getByLabelText(/^HSN Name/), '{Enter}');
    await vi.waitFor(() => expect(screen.getByLabelText('Description')).toHaveFocus());
    await user.keyboard(`${description}{Enter}`);
    await vi.waitFor(() => expect(screen.getByLabelText('HSN', { exact: true })).toHaveFocus());
    return { user, onSave };
  }

  it('walks an HSN from name to description to type with Enter, and saves on the last', async () => {
    const { user, onSave } = await hsnKeyedTo('3004', 'Medicaments');
    await user.keyboard(' {Enter}');

    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        HsnName: '3004',
        HsnDescription: 'Medicaments',
        Status: 1,
      }),
    );
  });

  it('takes the type the cursor is on with Enter alone, and saves', async () => {
    const { user, onSave } = await hsnKeyedTo('998314', 'IT services');
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        HsnName: '998314',
        HsnDescription: 'IT services',
        Status: 1,
      }),
    );
    expect(screen.queryByText('Please select a Type (HSN or SAS)!')).toBeNull();
  });
});
