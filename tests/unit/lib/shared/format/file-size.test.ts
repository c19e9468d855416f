/** @jest-environment node */
import { formatFileSize } from '@/lib/shared/format/file-size';

describe('formatFileSize', () => {
  it('writes bytes, kB and MB the Slovak way', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
