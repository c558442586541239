import { Op, type Transaction } from 'sequelize';
import { labelOf, type AnyRecord, type Resource } from '../../../resources';
import type { AnyModel } from '../db/models';
import type { SessionContext } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import { readableBy } from './scope';

type Ctx = Pick<SessionContext, 'CompanyID'>;

/** A tree never gets deeper than this; a longer walk up means a loop in old data. */
const MAX_DEPTH = 64;

/**
 * Places a node of a tree resource (see TreeSpec): its parent must be 0 (a head) or a live node
 * the company can see, never the node itself or one under it; its level follows the parent's.
 * Answers the values to store.
 */
export async function placeInTree(
  resource: Resource,
  model: AnyModel,
  ctx: Ctx,
  record: AnyRecord,
  selfId: unknown,
  transaction: Transaction,
): Promise<AnyRecord> {
  const tree = resource.tree;
  if (!tree) return {};
  const parentId = Number(record[tree.parent] ?? 0);
  const level = tree.level ? { [tree.level]: 0 } : {};
  if (!parentId) return { [tree.parent]: 0, ...level };
  const key = resource.primaryKey;
  let cursor: number = parentId;
  let parent: AnyRecord | null = null;
  for (let depth = 0; cursor && depth < MAX_DEPTH; depth++) {
    if (selfId !== undefined && cursor === Number(selfId))
      throw invalid({ [tree.parent]: tree.underItself });
    const row = (await model.findOne({
      where: { [Op.and]: [readableBy(resource, ctx), { [key]: cursor }] },
      transaction,
      raw: true,
    })) as AnyRecord | null;
    if (!row) {
      if (depth === 0)
        throw invalid({ [tree.parent]: `${labelOf(resource, tree.parent)} not found.` });
      break;
    }
    parent ??= row;
    cursor = Number(row[tree.parent] ?? 0);
  }
  return {
    [tree.parent]: parentId,
    ...(tree.level ? { [tree.level]: Number(parent?.[tree.level] ?? 0) + 1 } : {}),
  };
}

/** A node with live children cannot be deleted (409 with the tree's message). */
export async function assertNoChildren(
  resource: Resource,
  model: AnyModel,
  ctx: Ctx,
  id: unknown,
  transaction: Transaction,
): Promise<void> {
  const tree = resource.tree;
  if (!tree) return;
  const children = await model.count({
    where: { [Op.and]: [readableBy(resource, ctx), { [tree.parent]: id }] },
    transaction,
  });
  if (children) throw new HttpError(409, tree.hasChildren);
}

/** When a node moves to another depth, the nodes under it move with it. */
export async function relevelChildren(
  resource: Resource,
  model: AnyModel,
  ctx: Ctx,
  id: unknown,
  changes: AnyRecord,
  transaction: Transaction,
): Promise<void> {
  const tree = resource.tree;
  if (!tree?.level || typeof changes[tree.level] !== 'number') return;
  let parents: unknown[] = [id];
  let level = changes[tree.level] as number;
  for (let depth = 0; parents.length && depth < MAX_DEPTH; depth++) {
    level += 1;
    const where = {
      [Op.and]: [readableBy(resource, ctx), { [tree.parent]: { [Op.in]: parents } }],
    };
    const children = (await model.findAll({
      attributes: [resource.primaryKey],
      where,
      transaction,
      raw: true,
    })) as unknown as AnyRecord[];
    if (!children.length) return;
    parents = children.map((c) => c[resource.primaryKey]);
    await model.update(
      { [tree.level]: level },
      { where: { [resource.primaryKey]: { [Op.in]: parents } }, transaction },
    );
  }
}
