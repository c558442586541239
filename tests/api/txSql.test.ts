import { describeApi } from '../support/api';
import { sqliteUtcTime, txSql } from '../../backend/src/db/txSql';
import { insertRows } from '../../backend/src/db/insertRows';

/**
 * The save path's statements run on the transaction's own connection (backend/src/db/txSql.ts):
 * the same replacements, values and answers as through Sequelize, on both databases.
 */
describeApi('Statements on the transaction connection', (env) => {
  it('binds :names, fills IN lists, and leaves colons in literals, quoted names and casts alone', async () => {
    const rows = await env.db.write((t) =>
      txSql(t).all<{ a: unknown; b: unknown; c: unknown; n: unknown }>(
        `SELECT 'at 10:30 :CompanyID' AS "a", (SELECT COUNT(*) FROM "state" WHERE "StateCode" IN (:codes)) AS "n",
                CAST(:id AS INTEGER) AS "b", (SELECT COUNT(*) FROM "state" WHERE "StateCode" IN (:none)) AS "c"`,
        { codes: ['29', '33', '29'], id: 7, none: [] },
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].a).toBe('at 10:30 :CompanyID');
    expect(Number(rows[0].b)).toBe(7);
    expect(Number(rows[0].n)).toBe(2);
    expect(Number(rows[0].c)).toBe(0);
  });

  it('writes a time on SQLite exactly as Sequelize does, so a row reads the same whoever wrote it', () => {
    for (const iso of [
      '2026-06-15T10:11:12.345Z',
      '2027-01-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '1999-02-28T05:06:07.008Z',
    ]) {
      const d = new Date(iso);
      expect(sqliteUtcTime(d)).toBe(env.db.sequelize.escape(d).slice(1, -1));
    }
  });

  it('refuses a statement with a name it was given no value for, running nothing', async () => {
    await expect(
      env.db.write((t) => txSql(t).all('SELECT 1 AS "x" WHERE 1 = :missing', {})),
    ).rejects.toThrow('No value for :missing');
  });

  it('writes flags and times as the models read them back, and answers RETURNING rows', async () => {
    const { CompanyID } = await env.company();
    const when = new Date('2026-06-15T10:11:12.345Z');
    const address = { Address: 'Yard 1', City: '', District: '', Pincode: '', Mobileno: '' };
    const saved = await env.db.write((t) =>
      insertRows(
        t,
        env.models.byName('godown'),
        [
          {
            GodownName: 'North',
            ...address,
            CompanyID,
            IsDeleted: false,
            CreatedBy: 1,
            CreatedDate: when,
          },
          {
            GodownName: 'South',
            ...address,
            CompanyID,
            IsDeleted: true,
            CreatedBy: 1,
            CreatedDate: when,
          },
        ],
        'all',
      ),
    );
    expect(saved.map((r) => r.GodownName).sort()).toEqual(['North', 'South']);
    expect(saved.every((r) => Number(r.GodownId) > 0)).toBe(true);
    const rows = (await env.models.byName('godown').findAll({
      where: { CompanyID, GodownName: ['North', 'South'] },
      order: [['GodownName', 'ASC']],
      raw: true,
    })) as unknown as Array<Record<string, unknown>>;
    expect(rows.map((r) => Boolean(r.IsDeleted))).toEqual([false, true]);
    expect(new Date(rows[0].CreatedDate as string).toISOString()).toBe(when.toISOString());
  });

  it('stores many rows in one insert exactly as it stores them one at a time, and answers them as written with their keys', async () => {
    const CompanyID = 997;
    const when = new Date('2026-06-15T10:11:12.345Z');
    // Text that looks like a number, a paise figure past 32 bits, quotes, a rupee sign, nulls.
    const lines = (BillID: number) =>
      [
        { BatchId: '007', GrossAmount: 123456789012345, itemName: `It's "quoted" ₹` },
        { BatchId: 'A/12', GrossAmount: 0, itemName: null },
        { BatchId: null, GrossAmount: -99, itemName: '0.50' },
      ].map((l, i) => ({
        ...l,
        BillID,
        LineNo: i + 1,
        ItemID: 40 + i,
        Quantity: 1000,
        CompanyID,
        IsDeleted: false,
        CreatedBy: 1,
        CreatedDate: when,
      }));
    const Line = env.models.byName('salesInvoiceLine');
    const answered = await env.db.write(async (t) => {
      for (const row of lines(900001)) await insertRows(t, Line, [row]);
      return insertRows(t, Line, lines(900002), { by: 'LineNo' });
    });
    const read = (BillID: number) =>
      env.db.write((t) =>
        txSql(t).all<Record<string, unknown>>(
          'SELECT * FROM "salesInvoiceLine" WHERE "CompanyID" = :CompanyID AND "BillID" = :BillID ORDER BY "LineNo"',
          { CompanyID, BillID },
        ),
      );
    const [one, many] = [await read(900001), await read(900002)];
    const comparable = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ BDID: _key, BillID: _bill, ...rest }) => rest);
    expect(comparable(many)).toEqual(comparable(one));
    expect(many.map((r) => r.BatchId)).toEqual(['007', 'A/12', null]);
    expect(String(many[0].GrossAmount)).toBe('123456789012345');
    // The rows as written, in their order, each with the key the database gave it.
    expect(answered.map((r) => [Number(r.BDID), r.BatchId, r.itemName])).toEqual(
      many.map((r) => [Number(r.BDID), r.BatchId, r.itemName]),
    );
    expect(answered[0].ModifiedBy).toBeNull();
  });

  it('gives a failed statement its error, rolls the transaction back, and the connection works on', async () => {
    await expect(
      env.db.write(async (t) => {
        await txSql(t).run(
          'INSERT INTO "docCounter" ("CompanyID", "FYearID", "DocType", "NumberKey", "LastNo") VALUES (:c, 1, :d, :k, 1)',
          { c: 999, d: 'test', k: 'x' },
        );
        await txSql(t).all('SELECT "nothing" FROM "no_such_table"');
      }),
    ).rejects.toThrow(/no_such_table|does not exist/);
    const after = await env.db.write(async (t) => {
      // The same statement again, now kept prepared: it runs, and the rolled-back row is gone.
      await txSql(t).run(
        'INSERT INTO "docCounter" ("CompanyID", "FYearID", "DocType", "NumberKey", "LastNo") VALUES (:c, 1, :d, :k, 1)',
        { c: 999, d: 'test', k: 'x' },
      );
      return txSql(t).all<{ n: unknown }>(
        'SELECT COUNT(*) AS "n" FROM "docCounter" WHERE "CompanyID" = :c',
        { c: 999 },
      );
    });
    expect(Number(after[0].n)).toBe(1);
  });

  it('saves each of many writes sent at once whole or not at all, one failing leaving the others saved', async () => {
    // On SQLite those queued behind the first share a commit, each in a savepoint (groupCommit).
    const counter = (i: number) => ({ c: 998, d: 'group', k: `w${i}` });
    const insert =
      'INSERT INTO "docCounter" ("CompanyID", "FYearID", "DocType", "NumberKey", "LastNo") VALUES (:c, 1, :d, :k, 1)';
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        env.db.write(async (t) => {
          await txSql(t).run(insert, counter(i));
          await txSql(t).run(insert, { ...counter(i), k: `w${i}-second` });
          if (i === 5) throw new Error('write 5 fails after both its rows');
          return i;
        }),
      ),
    );
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        i === 5 ? 'Error: write 5 fails after both its rows' : i,
      ),
    );
    const keys = await env.db.write((t) =>
      txSql(t).all<{ NumberKey: string }>(
        'SELECT "NumberKey" FROM "docCounter" WHERE "CompanyID" = :c ORDER BY "NumberKey"',
        { c: 998 },
      ),
    );
    expect(keys.map((r) => r.NumberKey)).toEqual(
      Array.from({ length: 12 }, (_, i) => i)
        .filter((i) => i !== 5)
        .flatMap((i) => [`w${i}`, `w${i}-second`])
        .sort(),
    );
  });
});
