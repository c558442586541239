import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const WRITERS = 32;
const DUPLICATE = 'Branch Name already exists.';
const ATLANTIS = {
  CountryDivisionType: 'Province',
  PinType: 2,
  CountryCode: 'AT',
  MobileCode: '+999',
  CurrencySymbol: 'A$',
  CurrencyName: 'Atlantean Dollar',
  FinStartMonth: 1,
  FinEndMonth: 12,
};

describeApi('Concurrent writes', (env) => {
  describe('POST /api/insertbranch', () => {
    it(`saves ${WRITERS} concurrent creates of distinct branches, every one`, async () => {
      const { api } = await env.company();

      const answers = await Promise.all(
        Array.from({ length: WRITERS }, (_, i) =>
          api.post('/api/insertbranch').send({ BranchName: `Branch ${i + 1}` }),
        ),
      );

      expect(answers.map((r) => r.status)).toEqual(Array(WRITERS).fill(201));
      const list = await api.get('/api/getbranch');
      expect(list.body.data).toHaveLength(WRITERS);
      expect(new Set(list.body.data.map((b: { BranchId: number }) => b.BranchId)).size).toBe(
        WRITERS,
      );
    });

    it(`lets exactly one of ${WRITERS} concurrent creates of the same name through`, async () => {
      const { api, CompanyID } = await env.company();

      const answers = await Promise.all(
        Array.from({ length: WRITERS }, () =>
          api.post('/api/insertbranch').send({ BranchName: 'Head Office' }),
        ),
      );

      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(WRITERS - 1).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409)) {
        expect(res.body).toEqual({
          success: false,
          error: DUPLICATE,
          errors: { BranchName: DUPLICATE },
        });
      }
      expect(await env.models.byName('branch').count({ where: { CompanyID } })).toBe(1);
    });

    it('keeps concurrent creates of one name in two companies apart', async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const answers = await Promise.all(
        Array.from({ length: WRITERS / 2 }, (_, i) =>
          (i % 2 ? alpha : beta).api.post('/api/insertbranch').send({ BranchName: 'Head Office' }),
        ),
      );

      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(WRITERS / 2 - 2);
      expect(
        await env.models.byName('branch').count({ where: { CompanyID: alpha.CompanyID } }),
      ).toBe(1);
      expect(
        await env.models.byName('branch').count({ where: { CompanyID: beta.CompanyID } }),
      ).toBe(1);
    });
  });

  describe('POST /api/insertroute', () => {
    it(`lets exactly one of ${WRITERS} concurrent creates of the same route name through`, async () => {
      const { api } = await env.company();
      const branch = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });

      const answers = await Promise.all(
        Array.from({ length: WRITERS }, (_, i) =>
          api.post('/api/insertroute').send({
            RootName: i % 2 ? 'market beat' : 'Market Beat',
            BranchId: branch.body.BranchId,
          }),
        ),
      );

      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(WRITERS - 1);
      expect((await api.get('/api/getroute')).body.data).toHaveLength(1);
    });
  });
  // Shared reference rows and a company's own live in one table; the unique index over
  // (company or 0, name) is what stops two writers that both passed the duplicate check.
  describe.each([
    ['/api/insertcountry', { ...ATLANTIS, CountryName: 'Atlantis' }, 'country', 'CountryName'],
    ['/api/insertstate', { StateName: 'Poseidonia', CountryId: 1 }, 'state', 'StateName'],
    ['/api/insertunit', { UnitName: 'Crate' }, 'unit', 'UnitName'],
    ['/api/inserthead', { GName: 'Project Funds' }, 'accountGroup', 'GName'],
  ] as const)('POST %s', (path, body, table, field) => {
    it(`lets exactly one of ${WRITERS} concurrent creates of the same name through`, async () => {
      const { api, CompanyID } = await env.company();

      const answers = await Promise.all(
        Array.from({ length: WRITERS }, () => api.post(path).send(body)),
      );

      expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(WRITERS - 1).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409))
        expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(await env.models.byName(table).count({ where: { CompanyID, IsDeleted: false } })).toBe(
        1,
      );
    });
  });
});
