import { QueryTypes, type Sequelize } from 'sequelize';
import type { TrialGroup } from '../../../resources';

/** The account groups a company sees: the shared heads and groups, and its own. */
export async function accountTreeOf(
  sequelize: Sequelize,
  CompanyID: number,
): Promise<TrialGroup[]> {
  const rows = await sequelize.query<{ GSlNo: number; GName: string; GUnder: number }>(
    'SELECT "GSlNo", "GName", "GUnder" FROM "accountGroup" WHERE ("CompanyID" IS NULL OR "CompanyID" = :CompanyID) AND "IsDeleted" = :no',
    { replacements: { CompanyID, no: false }, type: QueryTypes.SELECT },
  );
  return rows.map((g) => ({ GSlNo: Number(g.GSlNo), GName: g.GName, GUnder: Number(g.GUnder) }));
}
