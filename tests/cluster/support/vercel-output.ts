import fs from 'node:fs';
import path from 'node:path';

/** One function of a Build Output API tree (`.vercel/output/functions/**.func`), as Vercel would deploy it. */
export interface VercelFunction {
  /** the `.func` directory itself (several routes' directories may be links to one) */
  dir: string;
  /** the routes served by it: function paths without `.func`, e.g. `admin/v1/[...path]` */
  routes: string[];
  /** `.vc-config.json`'s runtime: `nodejs22.x`, `edge`, … */
  runtime: string;
  /** every file the function holds, relative to its root: copied into `dir` or mapped by `filePathMap` */
  files: string[];
  /** where a file of `files` lies on this disk */
  fileOnDisk: (file: string) => string;
}

interface VcConfig {
  runtime?: string;
  /** function path → path relative to the project root: files `vercel build` leaves in place rather than copying */
  filePathMap?: Record<string, string>;
}

function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full, relative);
    return entry.isSymbolicLink() && fs.statSync(full).isDirectory() ? filesBelow(full, relative) : [relative];
  });
}

/** The `.func` directories below `dir` (links included), by their function path. */
function funcDirs(dir: string, prefix = ''): { route: string; dir: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.endsWith('.func')) return [{ route: relative.slice(0, -'.func'.length), dir: fs.realpathSync(full) }];
    return fs.statSync(full).isDirectory() ? funcDirs(full, relative) : [];
  });
}

/** Every function of the output at `outputDir` (`<project>/.vercel/output`), each once with all its routes. */
export function functionsOf(outputDir: string): VercelFunction[] {
  const projectRoot = path.resolve(outputDir, '../..');
  const byDir = new Map<string, string[]>();
  for (const { route, dir } of funcDirs(path.join(outputDir, 'functions'))) byDir.set(dir, [...(byDir.get(dir) ?? []), route]);
  return [...byDir].map(([dir, routes]) => {
    const config = JSON.parse(fs.readFileSync(path.join(dir, '.vc-config.json'), 'utf8')) as VcConfig;
    const mapped = config.filePathMap ?? {};
    const copied = filesBelow(dir).filter((file) => file !== '.vc-config.json');
    return {
      dir,
      routes,
      runtime: config.runtime ?? 'edge',
      files: [...new Set([...copied, ...Object.keys(mapped)])],
      fileOnDisk: (file) => (mapped[file] ? path.resolve(projectRoot, mapped[file]) : path.join(dir, file)),
    };
  });
}
