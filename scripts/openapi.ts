// npm run openapi: writes docs/openapi.json, the /admin/v1 contract as OpenAPI 3.1 (docs/contract.md).
import { writeFileSync } from 'node:fs';
import { ROUTES } from '@/lib/backend/routes';
import { openApiText } from './openapi/document';

const OPENAPI_FILE = 'docs/openapi.json';

writeFileSync(OPENAPI_FILE, openApiText(ROUTES));
console.log(`wrote ${OPENAPI_FILE}`);
