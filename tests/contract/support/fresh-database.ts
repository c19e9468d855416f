import fs from 'node:fs';
import path from 'node:path';

// Each test file gets its own copy of the seeded template as DATA_DIR, before any backend module opens it.
const template = process.env.CONTRACT_TEMPLATE_DIR;
if (!template) throw new Error('CONTRACT_TEMPLATE_DIR is not set: run contract tests through jest --selectProjects contract');
// under the run's folder (global-setup.ts), which global-teardown.ts removes: a copy is about 90 MB
const files = process.env.CONTRACT_FILES_DIR;
if (!files) throw new Error('CONTRACT_FILES_DIR is not set: run contract tests through jest --selectProjects contract');
const dir = fs.mkdtempSync(path.join(files, 'file-'));
fs.cpSync(template, dir, { recursive: true });
fs.rmSync(path.join(dir, 'storefront.lock'), { force: true });
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
delete process.env.API_URL;
