/**
 * Remembers the named environment variables now; the returned function puts them back, deleting
 * those that were unset (assigning undefined to process.env would store the string "undefined").
 * Use as `afterEach(envRestorer('SITE_URL'))`.
 */
export function envRestorer(...names: string[]): () => void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
