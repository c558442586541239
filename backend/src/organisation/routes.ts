import { Router } from 'express';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import type { RouteRegistry } from '../http/registry';
import { companyLicenceRoutes } from './companyLicenceRoutes';
import { employeeDocumentRoutes } from './employeeDocumentRoutes';
import { employeeMasterRoutes } from './employeeMasterRoutes';
import { registerOrganisationHooks } from './hooks';

/** The organisation screens' hand-written differences (spec 1 sections 2.9 to 2.14, 7.4 to 7.7). */
export function organisationRoutes(db: Database, models: Models, registry: RouteRegistry): Router {
  registerOrganisationHooks();
  const router = Router();
  router.use(employeeMasterRoutes(db, models, registry));
  router.use(employeeDocumentRoutes(db, models, registry));
  router.use(companyLicenceRoutes(db, models, registry));
  return router;
}
