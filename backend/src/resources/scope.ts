import { Op, type WhereOptions } from 'sequelize';
import type { Resource } from '../../../resources';
import type { SessionContext } from '../http/context';

/** The rows of a resource a company may read: its own, plus shared ones where the scope says. */
export function readableBy(
  resource: Resource,
  ctx: Pick<SessionContext, 'CompanyID'>,
): WhereOptions {
  return withView(resource, tableReadableBy(resource, ctx));
}

/**
 * The rows of the resource's whole table a company may read, whichever view they belong to:
 * duplicates are checked here, so a customer and a supplier cannot share a ledger name.
 */
export function tableReadableBy(
  resource: Resource,
  ctx: Pick<SessionContext, 'CompanyID'>,
): WhereOptions {
  switch (resource.scope) {
    case 'company':
      return { CompanyID: ctx.CompanyID, IsDeleted: false };
    case 'sharedAndCompany':
      return { [Op.or]: [{ CompanyID: null }, { CompanyID: ctx.CompanyID }], IsDeleted: false };
    case 'tenant':
      return { [resource.primaryKey]: ctx.CompanyID, IsDeleted: false };
  }
}

/** The rows a company may change: only its own (shared reference rows are read-only). */
export function writableBy(
  resource: Resource,
  ctx: Pick<SessionContext, 'CompanyID'>,
): WhereOptions {
  return withView(
    resource,
    resource.scope === 'tenant'
      ? { [resource.primaryKey]: ctx.CompanyID }
      : { CompanyID: ctx.CompanyID },
  );
}

/** A view sees only the rows of its table that match its `where`. */
function withView(resource: Resource, where: WhereOptions): WhereOptions {
  return resource.viewOf ? { [Op.and]: [where, resource.viewOf.where] } : where;
}
