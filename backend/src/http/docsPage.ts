import express, { Router } from 'express';
import { createRequire } from 'node:module';

const swaggerDir = createRequire(import.meta.url)('swagger-ui-dist').getAbsoluteFSPath() as string;

/** /api/docs: Swagger UI (swagger-ui-dist) reading /api/openapi.json; scripts are files, so CSP stays strict. */
export function docsPage(): Router {
  const router = Router();
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(`<!doctype html>
<html><head><meta charset="utf-8"><title>API documentation</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res
      .type('application/javascript')
      .send("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });");
  });
  router.use('/api/docs/assets', express.static(swaggerDir, { index: false }));
  return router;
}
