import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

describe('Supplier Record: the list', () => {
  it("shows the supplier's legal and trade names the server joined, under the supplier screen's labels", async () => {
    renderAdminAt('/supplierStatutory', {
      getList: (async () => ({
        data: [
          {
            id: 7,
            PLRID: 7,
            PLID: 41,
            LegalName: 'Sri Kaveri Distributors',
            TradeName: 'Kaveri Distributors',
            PanNo: 'ABCDE1234F',
            CreditDays: 30,
            Status: 1,
          },
        ],
        total: 1,
      })) as never,
    });

    expect(await screen.findByText('Sri Kaveri Distributors')).toBeInTheDocument();
    expect(screen.getByText('Kaveri Distributors')).toBeInTheDocument();
    expect(screen.getByText('Legal Name')).toBeInTheDocument();
    expect(screen.getByText('Trade Name')).toBeInTheDocument();
  });
});
