import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import fs from 'node:fs';
import path from 'node:path';
import { authRoutes } from './auth/routes';
import { loadSession, refuseCrossSiteChanges, requireSession } from './auth/sessionMiddleware';
import { SessionStore } from './auth/sessions';
import type { TrustProxy } from './auth/trustProxy';
import type { Database } from './db/database';
import { defineModels, type Models } from './db/models';
import { docsPage } from './http/docsPage';
import { errorHandler, unknownApiPath } from './http/errors';
import { guardInput } from './http/inputGuard';
import { readableBody } from './http/bodyType';
import { openApiDocument } from './http/openapi';
import { RouteRegistry } from './http/registry';
import { sameTenant } from './http/tenancy';
import { routedOnly } from './http/routedOnly';
import { customerRateRoutes, customerTermsOf } from './ledger/customerRates';
import { ledgerRoutes } from './ledger/routes';
import { lookupRoutes } from './lookups/routes';
import { organisationRoutes } from './organisation/routes';
import { itemRoutes } from './items/routes';
import { documentRoutes } from './documents/routes';
import { registerSalesInvoice } from './documents/salesInvoiceParts';
import { registerVouchers } from './documents/voucherParts';
import { registerPurchaseInvoice } from './documents/purchaseInvoiceParts';
import { stockRoutes } from './stock/routes';
import { reportRoutes } from './reports/routes';
import { gstRoutes } from './reports/gstRoutes';
import { dashboardRoutes } from './reports/dashboardRoutes';
import { reportPrintRoutes } from './reports/printRoutes';
import { purchasePrintRoutes } from './documents/purchasePrintRoutes';
import { salesInvoiceRoutes } from './documents/salesInvoiceRoutes';
import { voucherPrintRoutes } from './documents/voucherPrintRoutes';
import { registerVanDocuments, vanRoutes } from './van/vanRoutes';
import { itemMasterRoutes } from './resources/itemMasterRoutes';
import { resourceRoutes } from './resources/routes';
import { treeRoutes } from './resources/treeRoutes';

export interface AppOptions {
  /** The built admin to serve beside the API (admin/dist); none in API tests. */
  adminDir?: string;
  /** Express's 'trust proxy' setting (parseTrustProxy reads it from TRUST_PROXY); unset trusts no proxy. */
  trustProxy?: TrustProxy;
  /**
   * Whether GET /api/companies names every company (the login picker). A hosted install with
   * many tenants turns it off (PUBLIC_COMPANY_LIST=false): people then type their company's name.
   */
  listCompanies?: boolean;
}

export interface App {
  app: Express;
  models: Models;
  sessions: SessionStore;
  registry: RouteRegistry;
}

/** Builds the whole app on a migrated database, without listening (tests run it in-process). */
export function createApp(db: Database, options: AppOptions = {}): App {
  const models = defineModels(db.sequelize);
  const sessions = new SessionStore(db, models);
  const registry = new RouteRegistry();
  const app = express();
  app.disable('x-powered-by');
  // Every API answer is no-store, so an ETag (a hash of each body) would be computed for no one;
  // the admin's static files keep their own.
  app.set('etag', false);
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // MUI (emotion) writes style tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(
    '/api',
    refuseCrossSiteChanges,
    readableBody,
    express.json({ limit: '1mb' }),
    guardInput,
    cookieParser(),
    loadSession(sessions),
  );
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range');
    next();
  });

  // Each router entered only for a path it has a route for (routedOnly).
  const mount = (router: Router) => app.use(routedOnly(router));
  mount(
    authRoutes(db, models, sessions, registry, { listCompanies: options.listCompanies ?? true }),
  );
  mount(lookupRoutes(models, registry));
  mount(organisationRoutes(db, models, registry));
  mount(ledgerRoutes(db, registry));
  mount(customerRateRoutes(db, models, registry));
  // Before the derived routes: getitemdetails with a PLID is the item routes' own.
  mount(itemRoutes(db, models, registry, (ctx, PLID, t) => customerTermsOf(models, ctx, PLID, t)));
  mount(resourceRoutes(db, models, registry));
  mount(treeRoutes(db, models, registry));
  mount(itemMasterRoutes(db, models, registry));
  registerSalesInvoice();
  registerVouchers();
  registerPurchaseInvoice();
  registerVanDocuments();
  const docs = documentRoutes(db, models, registry);
  // Before the derived document routes: the invoice's other spellings are read first.
  mount(salesInvoiceRoutes(db, models, registry, docs.services.get('salesInvoice')!));
  mount(stockRoutes(db, models, registry, docs.services.get('purchaseInvoice')!));
  mount(purchasePrintRoutes(db, registry, docs.services.get('purchaseInvoice')!));
  mount(vanRoutes(db, registry, docs.services));
  mount(docs.router);
  mount(reportRoutes(db, registry));
  mount(gstRoutes(db, registry));
  mount(dashboardRoutes(db, registry));
  mount(reportPrintRoutes(db, registry));
  mount(voucherPrintRoutes(db, models, registry, docs.services));
  registry.routes.push({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'Discovery',
  });
  // Every company's document, but a CompanyID other than the session's is refused here as
  // everywhere a session is read, so that a client sending the wrong one finds out at once.
  app.get('/api/openapi.json', requireSession, sameTenant(), (_req, res) => {
    res.json(openApiDocument(registry));
  });
  registry.routes.push({
    method: 'get',
    path: '/api/docs',
    summary: 'The API documentation page',
    tag: 'Discovery',
  });
  // Mounted, so the path matches as every route does: /API/DOCS is /api/docs.
  app.use('/api/docs', requireSession, sameTenant());
  app.use(docsPage());
  app.use('/api', unknownApiPath);

  if (options.adminDir && fs.existsSync(path.join(options.adminDir, 'index.html'))) {
    const dir = options.adminDir;
    app.use(express.static(dir, { index: false, maxAge: '1h' }));
    // The admin routes (/, /BranchMaster, /branch/3, ...) are the single page's.
    app.get(/^(?!\/api\/).*/, (_req, res) => res.sendFile(path.join(dir, 'index.html')));
  }
  app.use(errorHandler);
  return { app, models, sessions, registry };
}
