import fs from 'node:fs';
import path from 'node:path';
import { copyForThisFile } from './file-directory';

// Each test file gets its own copy of the seeded template as DATA_DIR, before any backend module opens it (a copy is about 90 MB).
const dir = copyForThisFile(process.env.CONTRACT_TEMPLATE_DIR, 'CONTRACT_TEMPLATE_DIR');
fs.rmSync(path.join(dir, 'storefront.lock'), { force: true });
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
delete process.env.API_URL;
