import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaWriter } from './writer';

/** Files under MEDIA_DIR; a link is a hard link, so 100 000 products cost directory entries, not gigabytes. */
export class DiskMediaWriter implements MediaWriter {
  readonly store = 'disk';

  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(address: string): string {
    const file = path.join(this.root, address);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return file;
  }

  async write(address: string, bytes: Uint8Array): Promise<void> {
    await fs.promises.writeFile(this.file(address), bytes);
  }

  async link(source: string, target: string): Promise<void> {
    linkOrCopy(path.join(this.root, source), this.file(target));
  }

  async flush(): Promise<void> {}
}

/** Hard link when the filesystem allows it, else a copy; an existing target is replaced. */
function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      fs.rmSync(target, { force: true });
      linkOrCopy(source, target);
    } else if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
      fs.copyFileSync(source, target);
    } else {
      throw error;
    }
  }
}
