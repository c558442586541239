import { Router, type Request, type RequestHandler, type Response } from 'express';
import Joi from 'joi';
import { Op, type Transaction } from 'sequelize';
import { company, employee, financialYear, validate, type AnyRecord } from '../../../resources';
import { employeeSignup } from '../../../resources/employee';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { assertSameTenant, sameTenant } from '../http/tenancy';
import { ensureSystemLedgers } from '../ledger/entries';
import { ResourceService } from '../resources/service';
import { firstEmployeeLimit, loginLimits, passwordChangeLimit, signupLimit } from './loginLimits';
import { hashPassword, verifyPassword } from './passwords';
import { SESSION_COOKIE, requireSession } from './sessionMiddleware';
import { SESSION_MAX_MS, type SessionStore } from './sessions';
import { hashToken, newToken } from './tokens';

const BAD_LOGIN = 'Invalid credentials of Username or Password';
const SIGNUP_TOKEN_MS = 60 * 60_000;
const NO_SIGNUP = 'Please register a company first.';

function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: req.secure,
    maxAge: SESSION_MAX_MS,
  });
}

/** Sign-in, sign-out, password change and the two sign-up steps (API.md section 1). */
export function authRoutes(
  db: Database,
  models: Models,
  sessions: SessionStore,
  registry: RouteRegistry,
  options: { listCompanies: boolean } = { listCompanies: true },
): Router {
  const router = Router();
  const Employee = models.of(employee);
  const Company = models.of(company);
  const companies = new ResourceService(company, db, models);
  const employees = new ResourceService(employee, db, models);
  const years = new ResourceService(financialYear, db, models);
  const tag = 'Sessions and sign-up';
  const q = (s: string) => db.sequelize.getQueryInterface().quoteIdentifier(s);

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/companies',
      summary:
        'Companies to choose from at login (listed: false and none when the install hides them)',
      tag,
      public: true,
      answers: { CompanyID: { type: 'integer' }, CompanyName: { type: 'string' } },
    },
    async (_req, res) => {
      if (!options.listCompanies) {
        res.json({ success: true, listed: false, data: [] });
        return;
      }
      // A company still waiting for its first employee has nobody who could sign in to it.
      const staffed = db.sequelize.literal(
        `EXISTS (SELECT 1 FROM ${q(String(Employee.getTableName()))} AS e WHERE e.${q('CompanyID')} = ${q(Company.name)}.${q('CompanyID')} AND e.${q('IsDeleted')} = ${db.dialect === 'postgres' ? 'false' : '0'})`,
      );
      const rows = await Company.findAll({
        attributes: ['CompanyID', 'CompanyName'],
        where: { IsDeleted: false, [Op.and]: [staffed] },
        order: [['CompanyName', 'ASC']],
        raw: true,
      });
      res.json({ success: true, listed: true, data: rows });
    },
  );

  /**
   * A login may name its company instead of choosing it from the list (CompanyName, compared
   * without case and surrounding spaces): read into CompanyID before the limits count the try.
   * An unknown name becomes no company, answered as any wrong login is, after the same hash.
   */
  const companyByName: RequestHandler = async (req, _res, next) => {
    const b = (req.body ?? {}) as AnyRecord;
    if (
      (b.CompanyID === undefined || b.CompanyID === null || b.CompanyID === '') &&
      typeof b.CompanyName === 'string' &&
      b.CompanyName.trim()
    ) {
      const found = (await Company.findOne({
        attributes: ['CompanyID'],
        where: {
          IsDeleted: false,
          [Op.and]: [
            db.sequelize.where(
              db.sequelize.fn('lower', db.sequelize.col('CompanyName')),
              b.CompanyName.trim().toLowerCase(),
            ),
          ],
        },
        raw: true,
      })) as AnyRecord | null;
      req.body = { ...b, CompanyID: found?.CompanyID ?? 0 };
    }
    next();
  };

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/login',
      summary: 'Sign in; sets cookie sid and answers a bearer token',
      tag,
      public: true,
      body: {
        CompanyID: { type: 'integer' },
        CompanyName: { type: 'string' },
        Username: { type: 'string' },
        Password: { type: 'string' },
      },
      answers: {
        Empid: { type: 'integer' },
        CompanyID: { type: 'integer' },
        FYearID: { type: 'integer' },
        BranchId: { type: 'integer' },
        token: { type: 'string' },
      },
    },
    companyByName,
    ...loginLimits(db, models),
    async (req, res) => {
      const b = (req.body ?? {}) as AnyRecord;
      const username = typeof b.Username === 'string' ? b.Username.trim() : '';
      const password = typeof b.Password === 'string' ? b.Password : '';
      if (!username || !password.trim())
        throw new HttpError(400, 'Username and Password are required.');
      const companyId = Number(b.CompanyID);
      const user =
        Number.isInteger(companyId) && companyId > 0
          ? ((await Employee.findOne({
              where: {
                CompanyID: companyId,
                IsDeleted: false,
                [Op.and]: [
                  db.sequelize.where(
                    db.sequelize.fn('lower', db.sequelize.col('Username')),
                    username.toLowerCase(),
                  ),
                ],
              },
              raw: true,
            })) as AnyRecord | null)
          : null;
      // verifyPassword spends a hash's time even without a user: the answer and its timing
      // do not tell which of company, user or password was wrong.
      const ok = await verifyPassword(password, (user?.Password as string | undefined) ?? null);
      if (!user || !ok) throw new HttpError(401, BAD_LOGIN);
      const co = (await Company.findOne({
        where: { CompanyID: companyId, IsDeleted: false },
        raw: true,
      })) as AnyRecord | null;
      if (!co) throw new HttpError(401, BAD_LOGIN);
      const FYearID = await currentYear(companyId, co.FYearID as number | null);
      const who = { Empid: user.Empid as number, CompanyID: companyId, FYearID, BranchId: null };
      const token = await sessions.start(who);
      setSessionCookie(req, res, token);
      res.json({ success: true, ...who, token });
    },
  );

  /**
   * A sign-up abandoned before its first employee (no employee, and no sign-up token still
   * usable) does not keep its name: a new sign-up of the same name retires it, as deleted, so
   * the name is free again. One whose token is still live keeps it until the token expires.
   */
  async function releaseAbandoned(name: string, transaction: Transaction): Promise<void> {
    const same = (await Company.findAll({
      attributes: ['CompanyID'],
      where: {
        IsDeleted: false,
        [Op.and]: [
          db.sequelize.where(
            db.sequelize.fn('lower', db.sequelize.col('CompanyName')),
            name.trim().toLowerCase(),
          ),
        ],
      },
      transaction,
      raw: true,
    })) as unknown as AnyRecord[];
    for (const { CompanyID } of same) {
      const staff = await Employee.count({ where: { CompanyID }, transaction });
      const pending = await models.byName('signupToken').count({
        where: { CompanyID, UsedAt: null, ExpiresAt: { [Op.gt]: new Date() } },
        transaction,
      });
      if (!staff && !pending)
        await Company.update({ IsDeleted: true }, { where: { CompanyID }, transaction });
    }
  }

  /** The company's chosen year if it is live, else its latest active one. */
  async function currentYear(CompanyID: number, chosen: number | null): Promise<number | null> {
    const FY = models.of(financialYear);
    if (chosen) {
      const live = await FY.count({ where: { CompanyID, FYearID: chosen, IsDeleted: false } });
      if (live) return chosen;
    }
    const latest = (await FY.findOne({
      where: { CompanyID, IsDeleted: false },
      order: [
        ['Status', 'ASC'],
        ['StartDate', 'DESC'],
      ],
      raw: true,
    })) as AnyRecord | null;
    return (latest?.FYearID as number | undefined) ?? null;
  }

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/logout',
      summary: 'Sign out: ends the session and clears the cookie',
      tag,
      answers: 'write',
    },
    requireSession,
    async (req, res) => {
      await sessions.end(ctxOf(req).sessionId);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ success: true, message: 'Logged out successfully.' });
    },
  );

  const resetSchema = Joi.object({
    CurrentPassword: Joi.string().required(),
    NewPassword: Joi.string().required(),
    ConfirmPassword: Joi.string().optional(),
  }).options({ stripUnknown: true });

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/resetpassword',
      summary: 'Change the password; ends every session of the employee',
      tag,
      body: {
        CurrentPassword: { type: 'string' },
        NewPassword: { type: 'string' },
        ConfirmPassword: { type: 'string' },
      },
      answers: 'write',
    },
    requireSession,
    sameTenant(),
    passwordChangeLimit(db, models),
    async (req, res) => {
      const ctx = ctxOf(req);
      const { value, error } = resetSchema.validate(req.body ?? {});
      if (error) throw new HttpError(400, 'All fields are required.');
      if (value.ConfirmPassword !== undefined && value.ConfirmPassword !== value.NewPassword) {
        throw invalid({ ConfirmPassword: 'New password and confirm password do not match.' });
      }
      const strength = validate(employee, { Password: value.NewPassword }, 'update');
      if (strength.errors?.Password) throw invalid({ NewPassword: strength.errors.Password });
      const me = (await Employee.findOne({
        where: { Empid: ctx.Empid, CompanyID: ctx.CompanyID, IsDeleted: false },
        raw: true,
      })) as AnyRecord | null;
      if (!me || !(await verifyPassword(value.CurrentPassword, me.Password as string, 'other'))) {
        res.locals.wrongPassword = true;
        throw invalid({ CurrentPassword: 'Current password is incorrect.' });
      }
      const hash = await hashPassword(value.NewPassword);
      await db.write(async (transaction) => {
        await Employee.update(
          { Password: hash, ModifiedBy: ctx.Empid, ModifiedDate: new Date() },
          { where: { Empid: ctx.Empid, CompanyID: ctx.CompanyID }, transaction },
        );
        await sessions.endAllOf(ctx.Empid, ctx.CompanyID, transaction);
      });
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({
        success: true,
        message: 'Password reset successfully. Please log in again.',
        Message: 'Password reset successfully. Please log in again.',
      });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/insertcompanysignup',
      summary:
        'Register a company and its first financial year; answers a one-time sign-up token for its first employee',
      tag,
      public: true,
      resource: company,
      body: 'create',
      answers: { CompanyID: { type: 'integer' }, signupToken: { type: 'string' } },
    },
    signupLimit(db, models),
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const co = validate(company, body, 'create');
      const fy = validate(
        financialYear,
        { StartDate: body.StartDate, EndDate: body.EndDate, Status: 1 },
        'create',
      );
      const errors = { ...co.errors, ...fy.errors };
      if (Object.keys(errors).length) throw invalid(errors);
      const { token, hash } = newToken();
      const result = await db
        .write(async (transaction) => {
          await releaseAbandoned(String(co.value.CompanyName), transaction);
          const dup = await Company.count({
            where: {
              IsDeleted: false,
              [Op.and]: [
                db.sequelize.where(
                  db.sequelize.fn('lower', db.sequelize.col('CompanyName')),
                  String(co.value.CompanyName).toLowerCase(),
                ),
              ],
            },
            transaction,
          });
          if (dup) throw invalid({ CompanyName: company.fields.CompanyName.unique!.message }, 409);
          const stateRow = (await models.byName('state').findOne({
            where: { StateId: co.value.State, IsDeleted: false, CompanyID: null },
            transaction,
            raw: true,
          })) as AnyRecord | null;
          if (!stateRow || stateRow.CountryId !== co.value.CountryId)
            throw invalid({ State: 'State not found.' });
          const countryRow = await models.byName('country').count({
            where: { CountryId: co.value.CountryId, CompanyID: null, IsDeleted: false },
            transaction,
          });
          if (!countryRow) throw invalid({ CountryId: 'Country not found.' });
          const created = await companies.insertRow(
            { CompanyID: 0, Empid: 0 },
            { ...co.value, StateCode: stateRow.StateCode || null, Status: 1 },
            transaction,
          );
          const ctx = { CompanyID: created.CompanyID as number, Empid: 0 };
          const year = await years.insertRow(
            ctx,
            { ...fy.value, ...financialYear.derive!(fy.value) },
            transaction,
          );
          await ensureSystemLedgers(transaction, ctx);
          await Company.update(
            { FYearID: year.FYearID },
            { where: { CompanyID: ctx.CompanyID }, transaction },
          );
          await models.byName('signupToken').create(
            {
              TokenHash: hash,
              CompanyID: ctx.CompanyID,
              ExpiresAt: new Date(Date.now() + SIGNUP_TOKEN_MS),
            },
            { transaction },
          );
          return ctx.CompanyID;
        })
        .catch((e: unknown) => {
          if ((e as { name?: string }).name === 'SequelizeUniqueConstraintError')
            throw invalid({ CompanyName: company.fields.CompanyName.unique!.message }, 409);
          throw e;
        });
      res.status(201).json({
        success: true,
        CompanyID: result,
        message: company.messages.created,
        signupToken: token,
      });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/insertemployee',
      summary:
        'Create an employee: with a session, in its company; without one, the first employee of a new company, with signupToken',
      tag,
      resource: employee,
      body: 'create',
      answers: 'write',
    },
    firstEmployeeLimit(db, models),
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      if (req.ctx) {
        assertSameTenant(req, { empidIsRecordKey: true });
        const row = await employees.create(req.ctx, body);
        res
          .status(201)
          .json({ success: true, message: employee.messages.created, Empid: row.Empid });
        return;
      }
      if (typeof body.signupToken !== 'string' || !body.signupToken)
        throw new HttpError(401, 'Not logged in');
      const { value, errors } = validate(employeeSignup, body, 'create');
      if (errors) throw invalid(errors);
      // The token is checked before the password is hashed: a stranger's guess costs a read, not a hash.
      const SignupToken = models.byName('signupToken');
      const live = { UsedAt: null, ExpiresAt: { [Op.gt]: new Date() } };
      const t = (await SignupToken.findOne({
        where: { TokenHash: hashToken(body.signupToken), ...live },
        raw: true,
      })) as AnyRecord | null;
      if (!t) throw new HttpError(401, NO_SIGNUP);
      const CompanyID = t.CompanyID as number;
      if (
        body.CompanyID !== undefined &&
        body.CompanyID !== null &&
        body.CompanyID !== '' &&
        Number(body.CompanyID) !== CompanyID
      ) {
        throw new HttpError(403, 'Invalid CompanyID or Empid');
      }
      const stored = await employees.prepare(value);
      const Empid = await db.write(async (transaction) => {
        // Spent only if still unused: of two sign-ups racing with one token, the second updates no row.
        const [spent] = await SignupToken.update(
          { UsedAt: new Date() },
          { where: { id: t.id as number, ...live }, transaction },
        );
        if (spent !== 1) throw new HttpError(401, NO_SIGNUP);
        const existing = await Employee.count({ where: { CompanyID }, transaction });
        if (existing)
          throw new HttpError(409, 'This company already has an employee. Please log in.');
        const row = await employees.insertRow({ CompanyID, Empid: 0 }, stored, transaction);
        return row.Empid as number;
      });
      res.status(201).json({ success: true, message: employee.messages.created, Empid });
    },
  );

  return router;
}
