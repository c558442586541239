import { Op } from 'sequelize';
import { accountGroups, countries, FIRST_COMPANY_GROUP_ID, states, units } from '../../../fixtures';
import { accountGroup, country, state, unit, type Resource } from '../../../resources';
import type { Database } from './database';
import type { Models } from './models';

/**
 * Loads the reference rows every install has (countries, states, the predefined account
 * groups, common units) as shared rows. Rows already there are left alone, so loading twice
 * changes nothing; ids are fixed, so other code may name them.
 */
export async function loadFixtures(db: Database, models: Models): Promise<void> {
  const sets: Array<[Resource, readonly Record<string, unknown>[], number]> = [
    [country, countries as unknown as Record<string, unknown>[], 0],
    [state, states as unknown as Record<string, unknown>[], 0],
    [
      accountGroup,
      accountGroups as unknown as Record<string, unknown>[],
      FIRST_COMPANY_GROUP_ID - 1,
    ],
    [unit, units as unknown as Record<string, unknown>[], 0],
  ];
  await db.write(async (transaction) => {
    for (const [resource, rows, reserved] of sets) {
      const model = models.of(resource);
      const key = resource.primaryKey;
      const have = await model.findAll({
        attributes: [key],
        where: { [key]: { [Op.in]: rows.map((r) => r[key] as number) } },
        transaction,
        raw: true,
      });
      const present = new Set(have.map((r) => (r as unknown as Record<string, number>)[key]));
      const missing = rows
        .filter((r) => !present.has(r[key] as number))
        .map((r) => ({ ...r, CompanyID: null, IsDeleted: false }));
      if (missing.length) await model.bulkCreate(missing, { transaction });
      await advanceSequence(
        db,
        resource.name,
        key,
        Math.max(reserved, ...rows.map((r) => r[key] as number)),
        transaction,
      );
    }
  });
}

/** Makes the next generated id of `table` come after `atLeast`, on either database. */
async function advanceSequence(
  db: Database,
  table: string,
  key: string,
  atLeast: number,
  transaction: import('sequelize').Transaction,
): Promise<void> {
  const s = db.sequelize;
  if (db.dialect === 'postgres') {
    await s.query(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${key}'), GREATEST(:atLeast, (SELECT COALESCE(MAX("${key}"), 0) FROM "${table}")))`,
      { replacements: { atLeast }, transaction },
    );
    return;
  }
  const [rows] = await s.query('SELECT seq FROM sqlite_sequence WHERE name = :table', {
    replacements: { table },
    transaction,
  });
  if ((rows as unknown[]).length === 0) {
    await s.query('INSERT INTO sqlite_sequence (name, seq) VALUES (:table, :atLeast)', {
      replacements: { table, atLeast },
      transaction,
    });
  } else {
    await s.query('UPDATE sqlite_sequence SET seq = MAX(seq, :atLeast) WHERE name = :table', {
      replacements: { table, atLeast },
      transaction,
    });
  }
}
