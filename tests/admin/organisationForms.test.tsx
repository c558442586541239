import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, DataProvider, GetOneParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from './fetchStub';
import { renderAdminAt } from './renderAdminAt';

const UAE = {
  id: 4,
  CountryId: 4,
  CountryName: 'United Arab Emirates',
  CountryDivisionType: 'Emirate',
  PinType: 3,
  MobileCode: '+971',
  CurrencySymbol: 'AED',
  CurrencyName: 'UAE Dirham',
};
const UK = {
  id: 3,
  CountryId: 3,
  CountryName: 'United Kingdom',
  CountryDivisionType: 'Country',
  PinType: 2,
  MobileCode: '+44',
  CurrencySymbol: '£',
  CurrencyName: 'Pound Sterling',
};
const INDIA = {
  id: 1,
  CountryId: 1,
  CountryName: 'India',
  CountryDivisionType: 'State',
  PinType: 1,
  MobileCode: '+91',
  CurrencySymbol: '₹',
  CurrencyName: 'Indian Rupee',
};

const companyIn = (country: { CountryId: number }) => ({
  id: 1,
  CompanyID: 1,
  CompanyName: 'Alpha Traders',
  Address: '12 MG Road',
  ShippingAddress: '',
  Mobile: '9876543210',
  PinCode: '560001',
  CountryId: country.CountryId,
  State: null,
  FYearID: null,
  Status: 1,
});

/** The company edit form over a fake data provider that knows one company and the countries above. */
function renderCompanyIn(country: typeof UAE) {
  const countries = [UAE, UK, INDIA];
  const getOne = async (resource: string, params: GetOneParams) => ({
    data:
      resource === 'company'
        ? companyIn(country)
        : countries.find((c) => c.id === Number(params.id))!,
  });
  return renderAdminAt('/company/1', {
    getOne: getOne as DataProvider['getOne'],
    getMany: (async (resource: string) => ({
      data: resource === 'country' ? countries : [],
    })) as DataProvider['getMany'],
  });
}

describe('Company Registration: labels that follow the country', () => {
  it("names the state input after the country's division type and the pin input after its pin type", async () => {
    renderCompanyIn(UAE);

    expect(await screen.findByLabelText(/^Emirate/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pin Type/)).toBeInTheDocument();
  });

  it("says 'PIN' for pin type 2 and 'PIN Code' for pin type 1", async () => {
    const uk = renderCompanyIn(UK);
    expect(await screen.findByLabelText(/^PIN \*/)).toBeInTheDocument();
    uk.unmount();

    renderCompanyIn(INDIA);
    expect(await screen.findByLabelText(/^PIN Code/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State(\s*\*)?$/)).toBeInTheDocument();
  });

  it("shows the country's dialling code before the mobile, and its currency read-only", async () => {
    renderCompanyIn(UAE);

    expect(await screen.findByText('+971')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('AED')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('UAE Dirham')).toHaveAttribute('readonly');
  });

  it('copies the address to the shipping address while Same as Address is ticked, and clears it when unticked', async () => {
    const user = userEvent.setup();
    renderCompanyIn(INDIA);
    const same = await screen.findByLabelText('Same as Address');

    await user.click(same);
    expect(screen.getByLabelText(/^Shipping Address/)).toHaveValue('12 MG Road');
    await user.type(screen.getByLabelText(/^Address/), ', Bengaluru');
    expect(screen.getByLabelText(/^Shipping Address/)).toHaveValue('12 MG Road, Bengaluru');
    await user.click(same);
    expect(screen.getByLabelText(/^Shipping Address/)).toHaveValue('');
  });
});

describe('Employee account: IFSC', () => {
  it("says 'Invalid IFSC code.' for a code not in the AAAA0XXXXXX format", async () => {
    const user = userEvent.setup();
    renderAdminAt('/employeeAccount/create');

    await user.type(await screen.findByLabelText(/^IFSC/), 'HDFC1001234');
    await user.tab();

    expect(await screen.findByText('Invalid IFSC code.')).toBeInTheDocument();
  });

  it('takes a valid IFSC without a message', async () => {
    const user = userEvent.setup();
    renderAdminAt('/employeeAccount/create');

    await user.type(await screen.findByLabelText(/^IFSC/), 'HDFC0001234');
    await user.tab();

    expect(screen.queryByText('Invalid IFSC code.')).not.toBeInTheDocument();
  });
});

describe('Company License: GSTIN and PAN', () => {
  const row = {
    CompanyID: 1,
    CompanyName: 'Alpha Traders',
    Address: '12 MG Road',
    City: 'Bengaluru',
    STID: null,
    GSTINo: null,
    PanNo: null,
    FSSAINo: null,
    Logo: null,
  };

  async function chooseTheCompany() {
    stubFetch({ 'GET /api/getcompanylicense': () => ({ body: { success: true, data: [row] } }) });
    renderAdminAt('/companyLicence');
    await waitFor(() => expect(screen.getByLabelText(/^GSTIN No/)).toBeEnabled());
  }

  it("chooses the company's own row at once, the cursor in the first field", async () => {
    stubFetch({ 'GET /api/getcompanylicense': () => ({ body: { success: true, data: [row] } }) });
    renderAdminAt('/companyLicence');

    await waitFor(() => expect(screen.getByLabelText(/^GSTIN No/)).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    expect(document.activeElement).toBeEnabled();
  });

  it('keeps the fields and Update disabled until one of several rows is chosen', async () => {
    const other = { ...row, CompanyID: 2, CompanyName: 'Beta Traders' };
    stubFetch({
      'GET /api/getcompanylicense': () => ({ body: { success: true, data: [row, other] } }),
    });
    renderAdminAt('/companyLicence');

    await screen.findByText('Beta Traders');
    expect(screen.getByLabelText(/^GSTIN No/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.setup().click(await screen.findByText('Alpha Traders'));
    expect(screen.getByLabelText(/^GSTIN No/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('checks the GSTIN length, characters, state code and check character', async () => {
    const user = userEvent.setup();
    await chooseTheCompany();
    const cases: Array<[string, string]> = [
      ['29AAGCB7383J1Z', 'GSTIN must be exactly 15 characters long.'],
      ['29AAGCB7383J-Z4', 'GSTIN must contain only alphanumeric characters.'],
      ['00AAGCB7383J1Z4', 'GSTIN state code is invalid.'],
      ['29AAGCB7383J1Z5', 'GSTIN check digit is invalid.'],
    ];
    for (const [value, message] of cases) {
      const input = screen.getByLabelText(/^GSTIN No/);
      await user.clear(input);
      await user.type(input, value);
      await user.tab();

      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText(/^GSTIN No/));
    await user.type(screen.getByLabelText(/^GSTIN No/), '29AAGCB7383J1Z4');
    await user.tab();
    expect(screen.queryByText(/^GSTIN (must|state|check)/)).not.toBeInTheDocument();
  });

  it("blocks Update with the spec's one message beside it, and no second one", async () => {
    const user = userEvent.setup();
    await chooseTheCompany();

    await user.type(screen.getByLabelText(/^GSTIN No/), '29AAGCB7383J1Z');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Please fix all errors before updating.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/Please fix all validation errors|form is not valid/)).toBeNull();
  });

  it('checks the PAN format', async () => {
    const user = userEvent.setup();
    await chooseTheCompany();

    await user.type(screen.getByLabelText(/^PAN No/), 'AAGC07383J');
    await user.tab();

    expect(await screen.findByText('PAN must be in the format AAAAA9999A.')).toBeInTheDocument();
  });

  it("lists the company with 'Click to View' in place of a logo it does not have", async () => {
    await chooseTheCompany();

    const table = screen.getByRole('table');
    expect(within(table).getByText('Click to View')).toBeInTheDocument();
  });
});

describe('Vehicle Master: expiry warnings and Enter', () => {
  it("warns 'Expired. Please renew.' for a past insurance date but still saves", async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_r: string, params: CreateParams) => ({
      data: { ...params.data, id: 1, VID: 1 },
    }));
    renderAdminAt('/vehicle/create', { create: create as DataProvider['create'] });

    await user.type(await screen.findByLabelText(/^Vehicle Registration No/), 'KA01AB1234');
    fireEvent.change(screen.getByLabelText('Insurance Expiry'), {
      target: { value: '2020-01-31' },
    });

    expect(await screen.findByText('Expired. Please renew.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
  });

  it("refuses a save with a field in error in the spec's words, sending nothing", async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { id: 1 } }));
    renderAdminAt('/vehicle/create', { create: create as DataProvider['create'] });

    // 17 characters, over the 15 a registration number may have.
    await user.type(await screen.findByLabelText(/^Vehicle Registration No/), 'KA01ZZ9999ABCDEFG');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Please fix all validation errors before submitting.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves on Esc without asking after Enter walked past the empty dates, nothing typed', async () => {
    const user = userEvent.setup();
    renderAdminAt('/vehicle/create');
    const regNo = await screen.findByLabelText(/^Vehicle Registration No/);
    await user.click(regNo);

    // Registration, Chassis, Model, Branch, Kilometer, Insurance Expiry and on to Fitness Expiry.
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Fitness Expiry')).toHaveFocus());
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByLabelText(/^Vehicle Registration No/)).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Quit?' })).toBeNull();
  });

  it('moves to the next field on Enter instead of submitting', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ data: { id: 1 } }));
    renderAdminAt('/vehicle/create', { create: create as DataProvider['create'] });
    const regNo = await screen.findByLabelText(/^Vehicle Registration No/);

    await user.type(regNo, 'KA01AB1234{Enter}');

    expect(screen.getByLabelText('Chassis No')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });
});
