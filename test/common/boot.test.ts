import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_SHA256 } from '../../common/boot';
import { CONTENT_SECURITY_POLICY } from '../../worker/lib/security-headers';

describe('the inline boot script of the prerendered pages', () => {
  it('is allowed by the Content-Security-Policy by its hash, and nothing else inline is', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_SHA256).toBe(`'sha256-${hash}'`);
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${BOOT_SCRIPT_SHA256}`);
  });

  it('holds nothing a build changes: the modules it starts are data in the page', () => {
    expect(BOOT_SCRIPT).not.toMatch(/\/assets\//);
  });
});
